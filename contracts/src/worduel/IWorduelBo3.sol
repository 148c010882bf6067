// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The housekey verifier: [house y, player y, context, seed commitment, root, binding].
interface IKeyVerifier {
    function verifyProof(bytes calldata proof, uint256[6] calldata input) external view;
}

/// @notice The hidden_l5a26 verifier: [acc old, acc new, guess CT, colours E, packed].
interface IHiddenAnswerVerifier {
    function verifyProof(bytes calldata proof, uint256[5] calldata input) external view;
}

/// @notice The tally_l5a26 verifier: [acc, packed tries].
interface ITallyVerifier {
    function verifyProof(bytes calldata proof, uint256[2] calldata input) external view;
}

/// @notice The refuse_l5a26 verifier: [binding M, guess CT, i | n << 16 | valid << 20 | word << 32].
interface IRefuseVerifier {
    function verifyProof(bytes calldata proof, uint256[3] calldata input) external view;
}

/// @title IWorduelBo3
/// @notice Worduel Best of 3 on a bonded house (docs/worduel.md "Best of 3", docs/circuits.md
/// "Hidden guesses"): its records, events and errors.
interface IWorduelBo3 {
    /// @notice A match: players (a waited in the queue), its house, the house's seed commitment,
    /// the randomness and the round in play.
    struct Game {
        address a;
        uint40 keysDue; // players post their keys by then
        address b;
        uint40 houseDue; // the house commits by then (0 until drawn)
        address house; // 0 until drawn
        uint40 roundStart; // the current round's clocks start then (after the pause)
        uint16 round; // i: the current round (the word's index)
        uint40 solveEndedAt; // when the last round a solve ended ended (tallySolved's window)
        uint64 drawBlock; // R comes from this block's hash (the commitment's block)
        uint128 randomness; // R, once drawn
        bool drawn;
        bool closed; // the house was released or slashed
        uint256 seedCommitment; // S = C(2, seed); 0 until the house commits
    }

    /// @notice One player's side: its key, binding and accumulator, and the round's state.
    struct Side {
        uint256 playerY; // y of the player's match key (0 until posted)
        uint256 binding; // M, set by the house's key proof
        uint256 acc; // A of the round in play: M until its first answer, then each answer's AccNew
        uint256 pending; // the guess ciphertext CT awaiting an answer (0: none)
        uint40 guessedAt; // when `pending` was posted
        uint40 clockSince; // when the clock last started (0 while stopped)
        uint32 clockLeft; // seconds left at clockSince (or now, while stopped)
        uint40 doneAt; // when its sixth try was answered (0: not yet)
        uint40 solvedAt; // when its solving guess was posted (0: not solved)
        uint8 tries; // answered tries this round
        uint8 wins; // rounds won
        bool tallied; // its round-end tally is in
        uint8 greens; // tiebreaker: most greens in one guess
        uint8 bestTry; // tiebreaker: the earliest try (1-based) reaching them
        uint8 opened; // tries of the last round a solve ended that tallySolved may still open
    }

    event MatchStarted(uint256 indexed matchId, address a, address b, uint256 keysDue);
    event KeyPosted(uint256 indexed matchId, address indexed player, uint256 x, uint256 y);
    event HouseDrawn(uint256 indexed matchId, address indexed house, uint256 houseDue);
    /// @notice The house committed its seed and proved both players' bindings.
    event HouseCommitted(uint256 indexed matchId, uint256 seedCommitment, uint256 bindingA, uint256 bindingB);
    event RandomnessDrawn(uint256 indexed matchId, uint256 randomness);
    event RoundStarted(uint256 indexed matchId, uint256 round, uint256 start, uint256 duration);
    /// @notice A hidden guess: only its try number is public. `at` packs the round and the try
    /// (0-based) in one word, round | try << 16 (one word of log data instead of two).
    event HiddenGuess(uint256 indexed matchId, address indexed player, uint256 at, uint256 ciphertext);
    /// @notice The house's proven answer: the colours encrypted to the guesser; `at` packs the
    /// round, the try and the solved bit, round | try << 16 | solved << 24.
    event HiddenAnswer(uint256 indexed matchId, address indexed player, uint256 at, uint256 colours);
    /// @notice A tally (a round nobody solved, or one a solve ended: tallySolved): the player's
    /// guesses and colours of `round`, public from now on.
    event Tallied(uint256 indexed matchId, address indexed player, uint256 round, uint256[] guesses, uint256[] colours);
    /// @notice A round's result: `winner` is 0 for no point (a new word follows).
    event RoundEnded(
        uint256 indexed matchId, uint256 round, address winner, bool bySolve, uint256 winsA, uint256 winsB
    );
    event MatchEnded(uint256 indexed matchId, address winner);
    /// @notice The house proved `player`'s pending ciphertext opens to no word: `player` loses.
    event GuessRefused(uint256 indexed matchId, address indexed player, uint256 round, uint256 try_);
    /// @notice The house missed a deadline: players compensated from its bond (and the bets
    /// returned, unless the platform had settled the match already).
    event HouseTimedOut(uint256 indexed matchId, address indexed house, uint256 compensation);
    event SeedRevealed(uint256 indexed matchId, uint256 seed);

    /// @notice A zero settings value, a list too large for the circuit, or an overlong window.
    error Bo3BadSettings();
    /// @notice The caller does not play match `matchId`.
    error Bo3NotPlayer(uint256 matchId, address caller);
    /// @notice The caller is not the house of match `matchId`.
    error Bo3NotHouse(uint256 matchId, address caller);
    /// @notice A second key from the same player.
    error Bo3KeyPosted(uint256 matchId, address player);
    /// @notice A player key that is not a BabyJubJub point (HouseRegistry.onCurve).
    error Bo3BadKey(uint256 x, uint256 y);
    /// @notice A key after the keys' deadline.
    error Bo3KeysClosed(uint256 matchId, uint256 keysDue);
    /// @notice A house draw before both keys are posted.
    error Bo3KeysMissing(uint256 matchId);
    /// @notice A house draw when the match has its house.
    error Bo3HouseDrawn(uint256 matchId, address house);
    /// @notice A seed commitment or binding of 0 or not below the field modulus.
    error Bo3BadCommitment(uint256 value);
    /// @notice A second house commitment.
    error Bo3AlreadyCommitted(uint256 matchId);
    /// @notice A move that needs the house's commitment before it.
    error Bo3NotCommitted(uint256 matchId);
    /// @notice A house commitment, answer or tally after its deadline (claimHouseTimeout).
    error Bo3Late(uint256 matchId, uint256 due);
    /// @notice A key proof that does not bind this binding to the registered and posted keys.
    error Bo3BadKeyProof(uint256 matchId, address player);
    /// @notice The randomness block's hash cannot be read yet (same block) or any more.
    error Bo3RandomnessPending(uint256 matchId, uint256 drawBlock);
    /// @notice A guess during the pause before round `round`.
    error Bo3RoundNotStarted(uint256 matchId, uint256 round, uint256 start);
    /// @notice A guess after the player's round clock ran out.
    error Bo3ClockOut(uint256 matchId, address player);
    /// @notice A guess while the previous one awaits its answer.
    error Bo3GuessPending(uint256 matchId, address player);
    /// @notice A guess after six, or after a solve.
    error Bo3NoTriesLeft(uint256 matchId, address player);
    /// @notice A guess ciphertext of 0 or not below the field modulus.
    error Bo3BadGuess(uint256 ciphertext);
    /// @notice An answer while the player has no guess pending.
    error Bo3NoGuess(uint256 matchId, address player);
    /// @notice An answer proof that does not prove this answer to the pending guess.
    error Bo3BadAnswerProof(uint256 matchId, address player);
    /// @notice A refusal proof that does not show the pending ciphertext opens to no word.
    error Bo3BadRefusalProof(uint256 matchId, address player);
    /// @notice A tally before both players are done with the round.
    error Bo3RoundNotOver(uint256 matchId, uint256 round);
    /// @notice A second tally for the same player and round.
    error Bo3AlreadyTallied(uint256 matchId, address player);
    /// @notice tallySolved with nothing to open: no tries of the last round a solve ended wait
    /// (none, already opened, or the player answered since).
    error Bo3NothingToOpen(uint256 matchId, address player);
    /// @notice A tally proof that does not open the player's accumulator to these tries.
    error Bo3BadTallyProof(uint256 matchId, address player);
    /// @notice claimHouseTimeout while the house has no missed deadline (or no house).
    error Bo3HouseNotLate(uint256 matchId);
    /// @notice revealSeed or close while the match is live.
    error Bo3StillLive(uint256 matchId);
    /// @notice close when the house was already released or slashed, or never drawn.
    error Bo3Closed(uint256 matchId);
}
