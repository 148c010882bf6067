// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IHouseRegistry
/// @notice The bonded houses: operators that hold a game's secret that no player may know
/// (docs/house.md, docs/security.md "The bonded house"). A house registers with an ETH bond of
/// at least MIN_BOND, a BabyJubJub public key (players encrypt their hidden guesses to it) and
/// the URL of its service. A game registered by the owner draws its house in two steps once its
/// players are fixed: {requestHouse} arms the draw on the current block, and {assign}, in a
/// later block, picks a house at random from that block's hash among the houses that were
/// active before it, never one of the game's players. No player, game or house can steer the
/// pick: nobody knows the armed block's hash when the draw is armed, and the set it draws from
/// is the set as of that block. If the house misses a deadline the game ends it with {slash},
/// which credits the victims from the bond (they collect with {withdrawCredit}); otherwise
/// with {release}. A house leaves with {requestExit}, then {withdraw} once it has no open game
/// and EXIT_DELAY has passed since both its request and its last game's end.
interface IHouseRegistry {
    /// @notice A house as the registry keeps it.
    struct House {
        uint128 bond; // wei held for the house (0 once withdrawn)
        uint32 openGames; // games assigned and not yet released or slashed
        uint40 lastGameEnd; // when its last game was released or slashed (0: none yet)
        uint40 exitAt; // when it asked to leave (0: it has not)
        uint64 registeredBlock; // the block it registered in; draws armed after it may pick it
        uint64 exitBlock; // the block it asked to leave in; draws armed from it on skip it
        uint32 index; // 1 + its slot in the list of houses (0: never registered)
        uint256 pubKeyX; // BabyJubJub public key, x
        uint256 pubKeyY; // BabyJubJub public key, y
        string url; // the house's service
    }

    /// @notice Emitted when the owner registers or removes a game.
    event GameSet(address indexed game, bool allowed);
    /// @notice Emitted by {register}.
    event HouseRegistered(address indexed house, uint256 bond, uint256 pubKeyX, uint256 pubKeyY, string url);
    /// @notice Emitted by {topUp}.
    event HouseToppedUp(address indexed house, uint256 amount, uint256 bond);
    /// @notice Emitted by {requestHouse}, and when {assign} re-arms a draw on its own block.
    event HouseRequested(address indexed game, uint256 indexed gameId, uint256 armedBlock);
    /// @notice Emitted by {assign} when it picks a house.
    event HouseAssigned(address indexed game, uint256 indexed gameId, address indexed house);
    /// @notice Emitted by {release}: the game ended without a fault of the house.
    event HouseReleased(address indexed game, uint256 indexed gameId, address indexed house);
    /// @notice Emitted by {slash}: the house missed a deadline; `total` left its bond.
    event HouseSlashed(address indexed game, uint256 indexed gameId, address indexed house, uint256 total);
    /// @notice Emitted by {slash} for each victim paid from the bond.
    event Compensated(uint256 indexed gameId, address indexed victim, uint256 amount);
    /// @notice Emitted by {withdrawCredit}.
    event CreditWithdrawn(address indexed account, uint256 amount);
    /// @notice Emitted by {requestExit}: no draw armed from this block on picks the house.
    event ExitRequested(address indexed house, uint256 at);
    /// @notice Emitted by {withdraw}: the bond went back to the house, which is no longer registered.
    event BondWithdrawn(address indexed house, uint256 amount);

    /// @notice The caller is not a game registered by the owner.
    error HouseNotGame(address caller);
    /// @notice {register} sent less than MIN_BOND.
    error HouseBondTooLow(uint256 sent, uint256 minimum);
    /// @notice The public key is zero, not below the BN254 scalar field, or not on BabyJubJub.
    error HouseBadKey(uint256 x, uint256 y);
    /// @notice The service URL is empty or longer than MAX_URL_LENGTH bytes.
    error HouseBadUrl(uint256 length);
    /// @notice {register} by an address that is already a house.
    error HouseAlreadyRegistered(address house);
    /// @notice The address is not a registered house.
    error HouseNotRegistered(address house);
    /// @notice {topUp} with no ETH, or after {requestExit}.
    error HouseBadTopUp(address house);
    /// @notice {requestExit} again.
    error HouseExiting(address house);
    /// @notice {withdraw} before {requestExit}.
    error HouseNotExiting(address house);
    /// @notice {withdraw} while the house still serves games.
    error HouseHasOpenGames(address house, uint256 openGames);
    /// @notice {withdraw} before the exit delay ran out.
    error HouseExitDelay(address house, uint256 readyAt);
    /// @notice {requestHouse} for a game id this game already requested.
    error HouseAlreadyRequested(address game, uint256 gameId);
    /// @notice {assign}, {release} or {slash} for a game with no open request or assignment.
    error HouseNoRequest(address game, uint256 gameId);
    /// @notice {assign} with players other than those of {requestHouse}.
    error HouseWrongPlayers(address game, uint256 gameId);
    /// @notice {assign} in the block of {requestHouse} (its hash is not known yet).
    error HouseDrawTooEarly(address game, uint256 gameId, uint256 armedBlock);
    /// @notice {assign} for a game that already has its house.
    error HouseAlreadyAssigned(address game, uint256 gameId, address house);
    /// @notice {slash} or {release} for a game that has no house yet.
    error HouseNotAssigned(address game, uint256 gameId);
    /// @notice {slash} naming a house other than the game's.
    error HouseWrongHouse(address game, uint256 gameId, address house);
    /// @notice {slash} with victims and amounts of different lengths, or too many victims.
    error HouseBadVictims(uint256 victims, uint256 amounts);
    /// @notice {withdrawCredit} with nothing to collect.
    error HouseNoCredit(address account);
    /// @notice An ETH payment was refused by its recipient.
    error HouseTransferFailed(address to, uint256 amount);
    /// @notice A bond above what the registry counts (2^128 wei).
    error HouseBondOverflow(uint256 bond);

    /// @notice Registers the caller as a house with the sent ETH as its bond.
    /// @dev Emits {HouseRegistered}.
    function register(uint256 pubKeyX, uint256 pubKeyY, string calldata url) external payable;

    /// @notice Adds the sent ETH to the caller's bond (before {requestExit}).
    /// @dev Emits {HouseToppedUp}.
    function topUp() external payable;

    /// @notice Stops new draws from picking the caller and starts the exit delay.
    /// @dev Emits {ExitRequested}.
    function requestExit() external;

    /// @notice Pays the caller's bond back once it has no open game and the exit delay passed;
    /// the caller is no longer a house and may register again.
    /// @dev Emits {BondWithdrawn}.
    function withdraw() external;

    /// @notice Pays the caller the compensation credited to it by {slash}.
    /// @dev Emits {CreditWithdrawn}.
    function withdrawCredit() external;

    /// @notice Arms the draw of a house for game `gameId` of the calling game on this block.
    /// `players` are the game's players, none of whom may be its house. Only a game.
    /// @dev Emits {HouseRequested}.
    function requestHouse(uint256 gameId, address[] calldata players) external;

    /// @notice Draws the house of game `gameId` from the armed block's hash, in a later block.
    /// Returns address 0 (and re-arms the draw on this block) when that hash is out of reach
    /// or no house was eligible. Only the game that requested it, with the same players.
    /// @dev Emits {HouseAssigned}, or {HouseRequested} when it re-arms.
    function assign(uint256 gameId, address[] calldata players) external returns (address house);

    /// @notice Ends the house's duty in game `gameId`. Only the game it was assigned by.
    /// @dev Emits {HouseReleased}.
    function release(uint256 gameId) external;

    /// @notice Ends game `gameId` for a missed deadline of its house and credits `victims` with
    /// `amounts` from the bond; when they add up to more than the bond, each is cut in
    /// proportion so that the bond is never exceeded. Only the game the house was assigned by.
    /// @dev Emits {HouseSlashed} and one {Compensated} per victim paid.
    function slash(address house, uint256 gameId, address[] calldata victims, uint256[] calldata amounts)
        external
        returns (uint256 total);

    /// @notice Registers or removes a game. Only the owner.
    /// @dev Emits {GameSet}.
    function setGame(address game, bool allowed) external;

    /// @notice The house record of `house` (zero when it never registered or withdrew).
    function houseOf(address house) external view returns (House memory);

    /// @notice Whether `house` is registered, has not asked to leave, and its bond is at least
    /// MIN_BOND: the houses a draw armed now may pick.
    function isActive(address house) external view returns (bool);

    /// @notice When `house` may withdraw (0 if it has not asked to leave; the open games must
    /// end first).
    function exitReadyAt(address house) external view returns (uint256);

    /// @notice The house of game `gameId` of `game` (0 until drawn), and the armed block.
    function assignmentOf(address game, uint256 gameId) external view returns (address house, uint256 armedBlock);

    /// @notice Compensation `account` may collect with {withdrawCredit}.
    function creditOf(address account) external view returns (uint256);

    /// @notice How many addresses ever registered (the draw's list, withdrawn houses included).
    function houseCount() external view returns (uint256);

    /// @notice The house in slot `i` of the draw's list.
    function houseAt(uint256 i) external view returns (address);

    /// @notice Whether `game` may request, assign, release and slash.
    function isGame(address game) external view returns (bool);
}
