// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IPuzlocDaily
/// @notice Puzloc's daily challenges on a bonded house (docs/puzloc.md "The daily challenge"):
/// its records, events and errors. A challenge is one (game type, day): game type 0 is NumLock;
/// further types (PhraseLock) are constructor entries with their own circuits.
interface IPuzlocDaily {
    /// @notice A challenge as stored: its house, the house's seed commitment, the randomness,
    /// and the proven answer once opened.
    struct Day {
        address house; // 0 until drawn
        uint64 drawBlock; // R comes from this block's hash (the commitment's, re-armed if stale)
        bool drawn; // R is fixed
        bool opened; // the house proved the answer
        bool closed; // the house was released or slashed
        bool void_; // the house was slashed: nobody's result counts, nobody is penalised
        uint128 randomness; // R
        uint64 answer; // the proven answer (game.PackWord) once opened
        uint8 difficulty; // 0 easy, 1 medium, 2 hard (game/puzloc), once opened
        uint256 seedCommitment; // S = C(2, seed); 0 until committed
    }

    /// @notice One player's attempt as stored.
    struct Seat {
        uint256 playerY; // y of the player's key for the day (0: no attempt)
        uint256 binding; // M, from the house's key proof (0 until bound)
        uint256 acc; // the accumulator: M until the first answer, then each answer's AccNew
        uint256 ct; // the last guess ciphertext
        uint40 joinedAt; // when the key was posted
        uint40 readyAt; // when the player could think about its next guess: the binding's or the
        // last answer's block (the house's and the chain's latency are never the player's)
        uint40 guessedAt; // when `ct` was posted
        uint32 thinking; // seconds of thinking so far: sum of (guess - readyAt)
        uint8 tries; // answered (or refused) tries
        bool pending; // `ct` awaits its answer
        bool solved; // a try solved it (the last one)
        bool finalised; // its score is recorded
        uint32 score; // the recorded score (0 unsolved)
    }

    event DayRequested(uint256 indexed dayId, uint256 gameType, uint256 day);
    event HouseDrawn(uint256 indexed dayId, address indexed house);
    event DayCommitted(uint256 indexed dayId, uint256 seedCommitment);
    event RandomnessDrawn(uint256 indexed dayId, uint256 randomness);
    /// @notice An attempt starts: the player's key for the day.
    event Joined(uint256 indexed dayId, address indexed player, uint256 x, uint256 y);
    event Bound(uint256 indexed dayId, address indexed player, uint256 binding);
    /// @notice A hidden guess: only the try number (0-based) is public.
    event HiddenGuess(
        uint256 indexed dayId, address indexed player, uint256 try_, uint256 ciphertext, uint256 thinking
    );
    /// @notice The house's proven answer: colours encrypted to the player, the solved bit public.
    event HiddenAnswer(uint256 indexed dayId, address indexed player, uint256 try_, uint256 colours, bool solved);
    /// @notice The house proved the pending ciphertext opens to no guess: the try is spent.
    event GuessRefused(uint256 indexed dayId, address indexed player, uint256 try_);
    /// @notice The day's answer, proven, with its difficulty; the seed for the auditors.
    event DayOpened(uint256 indexed dayId, uint256 answer, uint256 difficulty, uint256 seed);
    /// @notice The house's match key of one player, for the auditors (who check it against M).
    event KeyOpened(uint256 indexed dayId, address indexed player, uint256 matchKey);
    /// @notice A recorded result: attempts, thinking seconds and the score.
    event Finalised(
        uint256 indexed dayId, address indexed player, bool solved, uint256 attempts, uint256 thinking, uint256 score
    );
    /// @notice The house missed a deadline: the day is void and `victims` were compensated.
    event HouseTimedOut(uint256 indexed dayId, address indexed house, uint256 compensation);

    /// @notice A zero address, an empty or oversized list, or a window out of range.
    error DailyBadSettings();
    /// @notice No such game type.
    error DailyBadGameType(uint256 gameType);
    /// @notice A move outside its time: `from` and `until` bound it (inclusive, exclusive).
    error DailyWrongTime(uint256 dayId, uint256 from, uint256 until);
    /// @notice The caller is not the day's house.
    error DailyNotHouse(uint256 dayId, address caller);
    /// @notice No house drawn yet, or already drawn.
    error DailyHouseState(uint256 dayId);
    /// @notice A seed commitment, binding or accumulator of 0 or not below the field modulus.
    error DailyBadValue(uint256 value);
    /// @notice A second commitment.
    error DailyAlreadyCommitted(uint256 dayId);
    /// @notice A move that needs the house's commitment (or the randomness) first.
    error DailyNotCommitted(uint256 dayId);
    /// @notice The randomness block's hash cannot be read yet.
    error DailyRandomnessPending(uint256 dayId, uint256 drawBlock);
    /// @notice One attempt per account per day per game type: this account already played.
    error DailyAlreadyPlayed(uint256 dayId, address player);
    /// @notice A key that is not a BabyJubJub point.
    error DailyBadKey(uint256 x, uint256 y);
    /// @notice The account has no attempt this day.
    error DailyNotPlayer(uint256 dayId, address player);
    /// @notice A second binding.
    error DailyAlreadyBound(uint256 dayId, address player);
    /// @notice A guess before the house bound the player's key.
    error DailyNotBound(uint256 dayId, address player);
    /// @notice A guess while the last one awaits its answer.
    error DailyGuessPending(uint256 dayId, address player);
    /// @notice A guess after the last try or after a solve.
    error DailyNoTriesLeft(uint256 dayId, address player);
    /// @notice An answer or refusal with no guess pending.
    error DailyNoGuess(uint256 dayId, address player);
    /// @notice A proof that does not prove this statement: 1 key, 2 answer, 3 refusal, 4 opening.
    error DailyBadProof(uint256 dayId, address player, uint256 kind);
    /// @notice openDay while the house still owes `owed` bindings or answers.
    error DailyHouseOwes(uint256 dayId, uint256 owed);
    /// @notice The house's deadline has not passed (or nothing is owed).
    error DailyHouseNotLate(uint256 dayId);
    /// @notice A move on a day that is void (its house was slashed) or closed.
    error DailyClosed(uint256 dayId);
    /// @notice finalise before the day is opened, or twice.
    error DailyNotOpened(uint256 dayId);
    /// @notice finalise for a player whose result is recorded already.
    error DailyAlreadyFinalised(uint256 dayId, address player);
}
