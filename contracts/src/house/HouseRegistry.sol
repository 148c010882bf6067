// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Randomness} from "../common/Randomness.sol";
import {IHouseRegistry} from "./IHouseRegistry.sol";

/// @title HouseRegistry
/// @notice The bonded houses and their draw. See {IHouseRegistry} and docs/house.md.
/// @dev The draw list is append-only (an address that registers again keeps its slot), so a
/// slot's meaning never changes between the arming of a draw and the draw; whether a house is
/// eligible is read from the blocks it registered and asked to leave in, compared with the
/// armed block, so the set a draw picks from is the set as of that block.
contract HouseRegistry is IHouseRegistry, Ownable, ReentrancyGuardTransient {
    /// @notice The BN254 scalar field: BabyJubJub's base field, where the key's coordinates live.
    uint256 public constant FIELD = 21888242871839275222246405745257275088548364400416034343698204186575808495617;
    /// @dev BabyJubJub in the twisted Edwards form with a = -1 that gnark's circuits use:
    /// -x^2 + y^2 = 1 + D x^2 y^2. It is EIP-2494's curve (a = 168700, d = 168696) under
    /// x -> x * sqrt(-168700), so the same points with another x coordinate.
    uint256 private constant CURVE_D = 12181644023421730124874158521699555681764249180949974110617291017600649128846;

    /// @notice The shortest exit delay a deployment may set: longer than a draw can stay
    /// pending (8191 blocks of history at 12 s is 27 hours) and than a duel may last (1 day), so
    /// no game drawn before the exit can still need the house after it left.
    uint256 public constant MIN_EXIT_DELAY = 2 days;
    /// @notice The longest service URL, in bytes.
    uint256 public constant MAX_URL_LENGTH = 256;
    /// @notice The most players a game may name (each is compared with every candidate).
    uint256 public constant MAX_PLAYERS = 16;
    /// @notice The most victims one slash may pay.
    uint256 public constant MAX_VICTIMS = 16;
    /// @notice Random slots a draw tries before it walks the list from the last one.
    uint256 public constant DRAW_TRIES = 8;
    /// @notice The most slots that walk reads; past it the draw re-arms.
    uint256 public constant DRAW_SCAN = 256;

    /// @notice The smallest bond a house registers with and must keep to be drawn.
    uint256 public immutable MIN_BOND;
    /// @notice How long a house waits after asking to leave and after its last game ended.
    uint256 public immutable EXIT_DELAY;

    enum State {
        None,
        Requested,
        Assigned,
        Closed
    }

    struct Request {
        address house;
        uint48 armedBlock;
        State state;
        uint32 listLength; // the draw's list as of the arming: later slots are not drawn
        bytes32 playersHash;
    }

    mapping(address house => House) private _houses;
    address[] private _list;
    mapping(address game => mapping(uint256 gameId => Request)) private _requests;
    mapping(address account => uint256) private _credits;
    mapping(address game => bool) private _games;

    /// @param owner_ the account that registers games
    /// @param minBond the smallest bond (wei), above zero
    /// @param exitDelay the exit delay (seconds), at least MIN_EXIT_DELAY
    constructor(address owner_, uint256 minBond, uint256 exitDelay) Ownable(owner_) {
        require(minBond > 0 && minBond <= type(uint128).max, "HouseRegistry: min bond");
        require(exitDelay >= MIN_EXIT_DELAY && exitDelay <= type(uint32).max, "HouseRegistry: exit delay");
        MIN_BOND = minBond;
        EXIT_DELAY = exitDelay;
    }

    // ---- houses ----

    /// @inheritdoc IHouseRegistry
    function register(uint256 pubKeyX, uint256 pubKeyY, string calldata url) external payable {
        if (msg.value < MIN_BOND) revert HouseBondTooLow(msg.value, MIN_BOND);
        if (msg.value > type(uint128).max) revert HouseBondOverflow(msg.value);
        if (!onCurve(pubKeyX, pubKeyY)) revert HouseBadKey(pubKeyX, pubKeyY);
        uint256 n = bytes(url).length;
        if (n == 0 || n > MAX_URL_LENGTH) revert HouseBadUrl(n);
        House storage h = _houses[msg.sender];
        if (h.registeredBlock != 0) revert HouseAlreadyRegistered(msg.sender);
        uint32 index = h.index;
        if (index == 0) {
            _list.push(msg.sender);
            index = uint32(_list.length);
        }
        _houses[msg.sender] = House({
            bond: uint128(msg.value),
            openGames: 0,
            lastGameEnd: 0,
            exitAt: 0,
            registeredBlock: uint64(block.number),
            exitBlock: 0,
            index: index,
            pubKeyX: pubKeyX,
            pubKeyY: pubKeyY,
            url: url
        });
        emit HouseRegistered(msg.sender, msg.value, pubKeyX, pubKeyY, url);
    }

    /// @inheritdoc IHouseRegistry
    function topUp() external payable {
        House storage h = _registered(msg.sender);
        if (msg.value == 0 || h.exitAt != 0) revert HouseBadTopUp(msg.sender);
        uint256 bond = h.bond + msg.value;
        if (bond > type(uint128).max) revert HouseBondOverflow(bond);
        h.bond = uint128(bond);
        emit HouseToppedUp(msg.sender, msg.value, bond);
    }

    /// @inheritdoc IHouseRegistry
    function requestExit() external {
        House storage h = _registered(msg.sender);
        if (h.exitAt != 0) revert HouseExiting(msg.sender);
        h.exitAt = uint40(block.timestamp);
        h.exitBlock = uint64(block.number);
        emit ExitRequested(msg.sender, block.timestamp);
    }

    /// @inheritdoc IHouseRegistry
    function withdraw() external nonReentrant {
        House storage h = _registered(msg.sender);
        if (h.exitAt == 0) revert HouseNotExiting(msg.sender);
        if (h.openGames != 0) revert HouseHasOpenGames(msg.sender, h.openGames);
        uint256 readyAt = _readyAt(h);
        if (block.timestamp < readyAt) revert HouseExitDelay(msg.sender, readyAt);
        uint256 amount = h.bond;
        uint32 index = h.index;
        delete _houses[msg.sender];
        _houses[msg.sender].index = index;
        emit BondWithdrawn(msg.sender, amount);
        _pay(msg.sender, amount);
    }

    /// @inheritdoc IHouseRegistry
    function withdrawCredit() external nonReentrant {
        uint256 amount = _credits[msg.sender];
        if (amount == 0) revert HouseNoCredit(msg.sender);
        delete _credits[msg.sender];
        emit CreditWithdrawn(msg.sender, amount);
        _pay(msg.sender, amount);
    }

    // ---- games ----

    /// @inheritdoc IHouseRegistry
    function requestHouse(uint256 gameId, address[] calldata players) external {
        if (!_games[msg.sender]) revert HouseNotGame(msg.sender);
        if (players.length > MAX_PLAYERS) revert HouseWrongPlayers(msg.sender, gameId);
        Request storage r = _requests[msg.sender][gameId];
        if (r.state != State.None) revert HouseAlreadyRequested(msg.sender, gameId);
        r.armedBlock = uint48(block.number);
        r.listLength = uint32(_list.length);
        r.state = State.Requested;
        r.playersHash = keccak256(abi.encode(players));
        emit HouseRequested(msg.sender, gameId, block.number);
    }

    /// @inheritdoc IHouseRegistry
    function assign(uint256 gameId, address[] calldata players) external returns (address house) {
        Request storage r = _requests[msg.sender][gameId];
        State s = r.state;
        if (s == State.None) revert HouseNoRequest(msg.sender, gameId);
        if (s != State.Requested) revert HouseAlreadyAssigned(msg.sender, gameId, r.house);
        if (keccak256(abi.encode(players)) != r.playersHash) revert HouseWrongPlayers(msg.sender, gameId);
        uint256 armed = r.armedBlock;
        if (block.number <= armed) revert HouseDrawTooEarly(msg.sender, gameId, armed);
        bytes32 hash = Randomness.blockHash(armed);
        if (hash != 0) house = _draw(keccak256(abi.encode(hash, msg.sender, gameId)), armed, r.listLength, players);
        if (house == address(0)) {
            // The hash is out of reach, or nobody was eligible: draw again from this block, among
            // the houses active by then. Neither case depends on anything a caller chooses.
            r.armedBlock = uint48(block.number);
            r.listLength = uint32(_list.length);
            emit HouseRequested(msg.sender, gameId, block.number);
            return address(0);
        }
        r.house = house;
        r.state = State.Assigned;
        _houses[house].openGames++;
        emit HouseAssigned(msg.sender, gameId, house);
    }

    /// @inheritdoc IHouseRegistry
    function release(uint256 gameId) external {
        Request storage r = _assigned(gameId);
        address house = r.house;
        r.state = State.Closed;
        _end(_houses[house]);
        emit HouseReleased(msg.sender, gameId, house);
    }

    /// @inheritdoc IHouseRegistry
    function slash(address house, uint256 gameId, address[] calldata victims, uint256[] calldata amounts)
        external
        returns (uint256 total)
    {
        Request storage r = _assigned(gameId);
        if (r.house != house) revert HouseWrongHouse(msg.sender, gameId, house);
        uint256 n = victims.length;
        if (n != amounts.length || n > MAX_VICTIMS) revert HouseBadVictims(n, amounts.length);
        House storage h = _houses[house];
        uint256 bond = h.bond;
        uint256 asked;
        for (uint256 i; i < n; ++i) {
            if (victims[i] == address(0)) revert HouseBadVictims(n, amounts.length);
            asked += amounts[i];
        }
        for (uint256 i; i < n; ++i) {
            // Cut in proportion when the claims exceed the bond; rounding down keeps the sum
            // within it.
            uint256 amount = asked <= bond ? amounts[i] : amounts[i] * bond / asked;
            if (amount == 0) continue;
            _credits[victims[i]] += amount;
            total += amount;
            emit Compensated(gameId, victims[i], amount);
        }
        h.bond = uint128(bond - total);
        r.state = State.Closed;
        _end(h);
        emit HouseSlashed(msg.sender, gameId, house, total);
    }

    /// @inheritdoc IHouseRegistry
    function setGame(address game, bool allowed) external onlyOwner {
        if (game == address(0)) revert HouseNotGame(game);
        _games[game] = allowed;
        emit GameSet(game, allowed);
    }

    // ---- views ----

    /// @inheritdoc IHouseRegistry
    function houseOf(address house) external view returns (House memory) {
        return _houses[house];
    }

    /// @inheritdoc IHouseRegistry
    function isActive(address house) external view returns (bool) {
        House storage h = _houses[house];
        return h.registeredBlock != 0 && h.exitAt == 0 && h.bond >= MIN_BOND;
    }

    /// @inheritdoc IHouseRegistry
    function exitReadyAt(address house) external view returns (uint256) {
        House storage h = _houses[house];
        return h.exitAt == 0 ? 0 : _readyAt(h);
    }

    /// @inheritdoc IHouseRegistry
    function assignmentOf(address game, uint256 gameId) external view returns (address, uint256) {
        Request storage r = _requests[game][gameId];
        return (r.house, r.armedBlock);
    }

    /// @inheritdoc IHouseRegistry
    function creditOf(address account) external view returns (uint256) {
        return _credits[account];
    }

    /// @inheritdoc IHouseRegistry
    function houseCount() external view returns (uint256) {
        return _list.length;
    }

    /// @inheritdoc IHouseRegistry
    function houseAt(uint256 i) external view returns (address) {
        return _list[i];
    }

    /// @inheritdoc IHouseRegistry
    function isGame(address game) external view returns (bool) {
        return _games[game];
    }

    /// @notice Whether (x, y) is a point of BabyJubJub (gnark's coordinates, see CURVE_D) other than those with a zero coordinate
    /// (the identity and the points of order 2 and 4), both coordinates below FIELD. It does not
    /// check the prime-order subgroup (a scalar multiplication, some 300k gas): a house with a
    /// low-order key only exposes what players send it, which it can leak anyway.
    function onCurve(uint256 x, uint256 y) public pure returns (bool) {
        if (x == 0 || y == 0 || x >= FIELD || y >= FIELD) return false;
        uint256 xx = mulmod(x, x, FIELD);
        uint256 yy = mulmod(y, y, FIELD);
        uint256 lhs = addmod(FIELD - xx, yy, FIELD);
        uint256 rhs = addmod(1, mulmod(CURVE_D, mulmod(xx, yy, FIELD), FIELD), FIELD);
        return lhs == rhs;
    }

    // ---- internals ----

    function _registered(address house) private view returns (House storage h) {
        h = _houses[house];
        if (h.registeredBlock == 0) revert HouseNotRegistered(house);
    }

    function _assigned(uint256 gameId) private view returns (Request storage r) {
        r = _requests[msg.sender][gameId];
        State s = r.state;
        if (s == State.None || s == State.Closed) revert HouseNoRequest(msg.sender, gameId);
        if (s != State.Assigned) revert HouseNotAssigned(msg.sender, gameId);
    }

    function _end(House storage h) private {
        h.openGames--;
        h.lastGameEnd = uint40(block.timestamp);
    }

    function _readyAt(House storage h) private view returns (uint256) {
        uint256 from = h.exitAt;
        if (h.lastGameEnd > from) from = h.lastGameEnd;
        return from + EXIT_DELAY;
    }

    /// @dev DRAW_TRIES uniform slots among the first `n` (the list as of the arming: houses that
    /// register later must not move the modulus), then a walk of at most DRAW_SCAN slots from the
    /// last; the first eligible slot wins. Every step is fixed by `seed`, `armed` and `n`.
    function _draw(bytes32 seed, uint256 armed, uint256 n, address[] calldata players) private view returns (address) {
        if (n == 0) return address(0);
        uint256 slot;
        for (uint256 k; k < DRAW_TRIES; ++k) {
            slot = uint256(keccak256(abi.encode(seed, k))) % n;
            address c = _list[slot];
            if (_eligible(c, armed, players)) return c;
        }
        uint256 steps = n < DRAW_SCAN ? n : DRAW_SCAN;
        for (uint256 k = 1; k < steps; ++k) {
            address c = _list[(slot + k) % n];
            if (_eligible(c, armed, players)) return c;
        }
        return address(0);
    }

    function _eligible(address c, uint256 armed, address[] calldata players) private view returns (bool) {
        House storage h = _houses[c];
        uint256 reg = h.registeredBlock;
        uint256 exit = h.exitBlock;
        if (reg == 0 || reg >= armed || (exit != 0 && exit <= armed) || h.bond < MIN_BOND) return false;
        for (uint256 i; i < players.length; ++i) {
            if (players[i] == c) return false;
        }
        return true;
    }

    function _pay(address to, uint256 amount) private {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert HouseTransferFailed(to, amount);
    }
}
