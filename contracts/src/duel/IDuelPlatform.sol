// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IDuelPlatform
/// @notice Worduel's two-player layer, shared by every duel mode: matchmaking by mode and bet,
/// the bets in escrow (locked in {ICoins}), settlement, and the players' ratings (Elo, see
/// {Elo}) and records. A player is an account address (a smart account whose session key
/// calls {enqueue}, {leave}, {forfeit} and {claimTimeout}: plain external functions that a
/// session grant lists by selector).
///
/// Matchmaking: {enqueue} locks the bet and pairs the caller with the player waiting with the
/// same mode and bet, if any, starting a match at once; otherwise the caller waits. Pairing
/// happens on every enqueue, so each (mode, bet) queue holds at most one waiting player,
/// who is therefore always the oldest. A player waits in one queue or plays one match at a
/// time. {leave} gives the bet back.
///
/// Settlement: the mode reports the result ({reportResult}); a player may resign
/// ({forfeit}); anyone may settle a match whose mode says a deadline passed, or that outlived
/// MAX_MATCH_DURATION without a result (as a draw: bets back) ({claimTimeout}). The winner
/// takes the pot and the ratings move by {Elo.delta}; a draw returns both bets and changes no
/// rating.
interface IDuelPlatform {
    /// @notice A match result, seen from player a (the one who waited), as game/rating.Outcome.
    enum Outcome {
        Draw,
        WinA,
        WinB
    }

    /// @notice How a match ended.
    enum Ending {
        Result, // reported by the mode
        Forfeit, // a player resigned
        Timeout, // the mode's deadline passed
        Stale // no result within MAX_MATCH_DURATION: a draw
    }

    /// @notice A match, in two slots: (a, mode, startedAt, live) and (b, bet).
    struct Match {
        address a;
        uint32 mode;
        uint40 startedAt;
        bool live;
        address b;
        uint96 bet;
    }

    /// @notice A player's rating, record and activity, in one slot so that queueing, leaving
    /// and settling touch one slot per player. The rating is stored as its offset from
    /// Elo.BASE_MMR, so an account never seen rates BASE_MMR with no write; it moves at most 32
    /// per match, so int32 lasts 67 million matches. 48 bits of match id and bet suffice for
    /// centuries of matches and for more coins than daily gifts mint.
    struct Player {
        int32 ratingOffset;
        uint32 wins;
        uint32 losses;
        uint32 draws;
        uint48 matchId; // the live match, 0 if none
        uint32 queuedMode; // the queue the player waits in, 0 if none
        uint48 queuedBet; // the bet of that queue
    }

    /// @notice A player entered the queue of `mode` and `bet` and waits.
    event Queued(address indexed player, uint32 indexed mode, uint256 bet);
    /// @notice A waiting player left the queue; the bet is free again.
    event Left(address indexed player, uint32 indexed mode, uint256 bet);
    /// @notice The seed's "Match Found": `a` waited, `b` joined. `a` finds it by its indexed
    /// address, `b` in the receipt of its {enqueue}.
    event MatchFound(uint256 indexed matchId, uint32 indexed mode, address indexed a, address b, uint256 bet);
    /// @notice A match ended: the outcome, how, the points the winner took and the new ratings.
    event MatchSettled(
        uint256 indexed matchId, Outcome outcome, Ending ending, uint256 points, int256 ratingA, int256 ratingB
    );
    /// @notice The owner registered mode contract `modeContract` as `mode`.
    event ModeRegistered(uint32 indexed mode, address indexed modeContract);
    /// @notice The owner opened or closed the queues of `mode` (live matches play on).
    event ModeEnabled(uint32 indexed mode, bool enabled);

    /// @notice No mode is registered as `mode`, or it is closed to new queues.
    error DuelModeUnavailable(uint32 mode);
    /// @notice {registerMode} with a taken id, id 0, or the zero address.
    error DuelBadMode(uint32 mode, address modeContract);
    /// @notice A bet of 0 or of 2^48 coins or more.
    error DuelBadBet(uint256 bet);
    /// @notice The player already waits in a queue or plays a match.
    error DuelBusy(address player, uint32 queuedMode, uint256 matchId);
    /// @notice {leave} by a player who waits in no queue.
    error DuelNotQueued(address player);
    /// @notice The match does not exist or is already settled.
    error DuelNotLive(uint256 matchId);
    /// @notice {reportResult} from another contract than the match's mode.
    error DuelNotMode(uint256 matchId, address caller);
    /// @notice {forfeit} from someone who does not play the match.
    error DuelNotPlayer(uint256 matchId, address caller);
    /// @notice {claimTimeout} before any deadline passed.
    error DuelNotTimedOut(uint256 matchId);

    /// @notice Enters the queue of `mode` with `bet` coins, locking them; starts a match with
    /// the waiting player of the same mode and bet if there is one.
    /// @dev Emits {Queued}, or {MatchFound} when paired.
    /// @return matchId the match started, or 0 if the caller waits
    function enqueue(uint32 mode, uint256 bet) external returns (uint256 matchId);

    /// @notice Leaves the caller's queue and unlocks its bet.
    /// @dev Emits {Left}.
    function leave() external;

    /// @notice The caller resigns live match `matchId`: the opponent wins.
    /// @dev Emits {MatchSettled}.
    function forfeit(uint256 matchId) external;

    /// @notice Settles live match `matchId` when its mode says a deadline passed, or as a draw
    /// once MAX_MATCH_DURATION has passed without a result. Anyone may call it.
    /// @dev Emits {MatchSettled}.
    function claimTimeout(uint256 matchId) external;

    /// @notice The mode of live match `matchId` reports its result.
    /// @dev Emits {MatchSettled}.
    function reportResult(uint256 matchId, Outcome outcome) external;

    /// @notice Registers `modeContract` as mode `mode` (id > 0, once), open to queues. Only the
    /// owner. An id keeps its contract for good, so live matches always settle.
    function registerMode(uint32 mode, address modeContract) external;

    /// @notice Opens or closes the queues of a registered mode. Only the owner.
    function setModeEnabled(uint32 mode, bool enabled) external;

    /// @notice The contract of `mode` (zero if none) and whether its queues are open.
    function modeOf(uint32 mode) external view returns (address modeContract, bool enabled);

    /// @notice Match `matchId` (all zero if it does not exist).
    function getMatch(uint256 matchId) external view returns (Match memory);

    /// @notice Whether match `matchId` is live (started, not settled).
    function isLive(uint256 matchId) external view returns (bool);

    /// @notice The player waiting in the queue of `mode` and `bet` (zero if none).
    function waiting(uint32 mode, uint256 bet) external view returns (address);

    /// @notice The bet of the queue `player` waits in (0 if none).
    function queuedBet(address player) external view returns (uint256);

    /// @notice The rating, record and current activity of `player`.
    function playerOf(address player) external view returns (Player memory);

    /// @notice The rating of `player` (Elo.BASE_MMR for a new player).
    function ratingOf(address player) external view returns (int256);

    /// @notice The seed's rank of `player`: 0 Bronze, 1 Silver, 2 Gold, 3 Platinum, 4 Diamond.
    function rankOf(address player) external view returns (uint8);

    /// @notice The number of matches started so far (match ids run from 1).
    function matchCount() external view returns (uint256);
}
