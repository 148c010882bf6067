// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DuelMode} from "../duel/DuelMode.sol";
import {IDuelPlatform} from "../duel/IDuelPlatform.sol";
import {Randomness} from "../common/Randomness.sol";
import {GuessTree} from "../wow/GuessTree.sol";

/// @notice The gnark-exported Groth16 verifier of the answer circuit (answer_l5a26): public
/// inputs [seed commitment, answers root, packed]. Reverts when the proof is invalid.
interface IAnswerVerifier {
    function verifyProof(bytes calldata proof, uint256[3] calldata input) external view;
}

/// @title WorduelBlitz
/// @notice Worduel's Blitz mode (worduel-rules.md, "Mode 2: Blitz"), with no trusted party:
/// each player guesses a stream of words derived from the opponent's committed seed and the
/// match randomness, and the opponent answers every guess with a proof of its colours.
///
/// A match, once the platform starts it:
///  1. Commit: each player posts C(2, seed) ({commitSeed}) within ANSWER_WINDOW.
///  2. The second commitment arms the draw on its own block; the first guess after it fixes
///     R = uint128(keccak256(abi.encode(blockhash(drawBlock), matchId))), which no player could
///     know when committing (common/Randomness.sol, as Worth of Words draws).
///  3. Play: player P guesses word i of the stream of the opponent Q's seed: word_i =
///     answers[H(seed_Q, R, i) mod N] (circuits.AnswerCircuit). {guess} takes a word of the
///     guess dictionary (keccak Merkle proof, as Worth of Words checks guesses); Q answers with
///     the colours and a proof ({answer}), the contract recomputing the packed public input
///     from its own state. Six guesses per word; a solved or failed word moves P on at once.
///  4. Chess clocks: each player has DURATION seconds of guessing time (the seed's 5 minutes),
///     running only while that player owes a guess. A guess stops it; the opponent then has
///     ANSWER_WINDOW seconds to answer, which no clock pays for; the answer restarts it. A
///     player out of time makes no more guesses; when both are out and no answer is owed the
///     match ends: more solves wins, equal solves is a draw ({finish}).
///  5. Deadlines: a missed commitment or a missed answer loses the match; anyone settles it
///     through the platform's claimTimeout, which asks {timeoutOutcome}.
///
/// The seeds: every answer was proven against the committed seed, so no result depends on an
/// opening; {revealSeed} publishes a seed after the match so that an auditor re-derives every
/// word and checks C(2, seed) off chain (Poseidon2 is not on chain: docs/worduel.md).
contract WorduelBlitz is DuelMode {
    /// @notice Guesses per word (the seed's 6 attempts).
    uint256 public constant MAX_TRIES = 6;
    /// @notice The colours of a solve: five greens (game.Green = 2, two bits a letter).
    uint256 public constant ALL_GREEN = 0x2AA;
    /// @notice The word length and the BN254 scalar field (a commitment is a field element).
    uint256 public constant WORD_LENGTH = 5;
    uint256 private constant FIELD = 21888242871839275222246405745257275088548364400416034343698204186575808495617;

    /// @notice Each player's guessing time (seconds): the seed's 5 minutes by default.
    uint256 public immutable DURATION;
    /// @notice How long a player has to commit its seed after the match starts, and to answer
    /// a guess (seconds).
    uint256 public immutable ANSWER_WINDOW;
    /// @notice The answer circuit's verifier.
    IAnswerVerifier public immutable VERIFIER;
    /// @notice Poseidon2 root of the answers list (the 5-letter secret dictionary) and its size.
    uint256 public immutable ANSWERS_ROOT;
    uint256 public immutable ANSWERS_COUNT;
    /// @notice keccak Merkle root and depth of the guess dictionary (GuessTree).
    bytes32 public immutable GUESS_ROOT;
    uint256 public immutable GUESS_DEPTH;

    /// @notice One player, as the owner of a seed and as a guesser. Slot 0 the commitment,
    /// slot 1 everything a guess or an answer changes.
    struct Side {
        uint256 commitment; // C(2, seed): the opponent guesses the words it derives; 0 before
        uint40 clockSince; // when this player's clock last started; 0 while stopped
        uint32 clockLeft; // seconds left on it at clockSince (or now, while stopped)
        uint40 answerDue; // the opponent's answer deadline for the pending guess; 0 if none
        uint32 pending; // the pending guess, packed (game.PackWord)
        uint16 word; // i: the index of the word being guessed
        uint8 tries; // guesses answered on that word
        uint16 solves;
        uint16 fails;
    }

    /// @notice A match: its players (a waited in the queue), the commit deadline and the draw.
    struct Game {
        address a;
        uint40 commitDue;
        bool drawn;
        address b;
        uint64 drawBlock; // the block of the second commitment; 0 until both committed
        uint128 randomness; // R, once drawn
    }

    mapping(uint256 matchId => Game) private _games;
    mapping(uint256 matchId => Side[2]) private _sides;

    event MatchStarted(uint256 indexed matchId, address a, address b, uint256 commitDue);
    event SeedCommitted(uint256 indexed matchId, address indexed player, uint256 commitment);
    /// @notice Both seeds are committed: the clocks run, R will come from `drawBlock`'s hash.
    event ClocksStarted(uint256 indexed matchId, uint256 drawBlock, uint256 duration);
    event RandomnessDrawn(uint256 indexed matchId, uint256 randomness);
    /// @notice `guesser` guessed `guess` as try `try_` (0-based) of its word `word`.
    event Guess(
        uint256 indexed matchId, address indexed guesser, uint256 word, uint256 try_, uint256 guess, uint256 clockLeft
    );
    /// @notice The opponent proved the colours of `guesser`'s pending guess.
    event Answer(uint256 indexed matchId, address indexed guesser, uint256 word, uint256 try_, uint256 colours);
    event Solved(uint256 indexed matchId, address indexed guesser, uint256 word, uint256 solves);
    event WordFailed(uint256 indexed matchId, address indexed guesser, uint256 word);
    /// @notice Both clocks ran out: the result by solves (as IDuelPlatform.Outcome).
    event Ended(uint256 indexed matchId, uint256 solvesA, uint256 solvesB, IDuelPlatform.Outcome outcome);
    event SeedRevealed(uint256 indexed matchId, address indexed player, uint256 seed);

    /// @notice A zero settings value or a list too large for the circuit.
    error BlitzBadSettings();
    /// @notice The caller does not play match `matchId`.
    error BlitzNotPlayer(uint256 matchId, address caller);
    /// @notice A second commitment by the same player.
    error BlitzAlreadyCommitted(uint256 matchId, address player);
    /// @notice A commitment of 0 or not below the field modulus.
    error BlitzBadCommitment(uint256 commitment);
    /// @notice A commitment after the commit deadline.
    error BlitzCommitClosed(uint256 matchId, uint256 commitDue);
    /// @notice A guess or answer before both seeds are committed.
    error BlitzNotStarted(uint256 matchId);
    /// @notice The draw block's hash cannot be read yet (same block) or any more.
    error BlitzRandomnessPending(uint256 matchId, uint256 drawBlock);
    /// @notice The guesser's clock has run out.
    error BlitzClockOut(uint256 matchId, address guesser);
    /// @notice The guesser waits for the answer to its previous guess.
    error BlitzGuessPending(uint256 matchId, address guesser);
    /// @notice The guess is not a word of the guess dictionary (or its proof is wrong).
    error BlitzNotInDictionary(uint256 guess);
    /// @notice An answer while the opponent has no guess pending.
    error BlitzNoGuess(uint256 matchId, address guesser);
    /// @notice An answer after its deadline (the answerer has lost: claimTimeout).
    error BlitzAnswerLate(uint256 matchId, uint256 answerDue);
    /// @notice Colours outside five two-bit colours.
    error BlitzBadColours(uint256 colours);
    /// @notice The answer proof does not prove these colours for the guesser's word.
    error BlitzBadProof(uint256 matchId, address guesser);
    /// @notice {finish} while a clock runs or an answer is owed.
    error BlitzNotOver(uint256 matchId);
    /// @notice {revealSeed} while the match is live (it would show the opponent its words).
    error BlitzStillLive(uint256 matchId);

    /// @param platform the duel platform that registers this contract as the Blitz mode
    /// @param verifier the answer_l5a26 verifier
    /// @param answersRoot Poseidon2 root of the answers list
    /// @param answersCount its size N (1..8192)
    /// @param guessRoot keccak root of the guess dictionary, of depth `guessDepth`
    /// @param duration each player's guessing time in seconds (300: the seed's 5 minutes)
    /// @param answerWindow the commit and answer deadline in seconds
    constructor(
        IDuelPlatform platform,
        IAnswerVerifier verifier,
        uint256 answersRoot,
        uint256 answersCount,
        bytes32 guessRoot,
        uint256 guessDepth,
        uint256 duration,
        uint256 answerWindow
    ) DuelMode(platform) {
        if (
            address(verifier) == address(0) || answersCount == 0 || answersCount > 1 << 13 || guessDepth > 32
                || duration == 0 || duration > type(uint32).max || answerWindow == 0 || answerWindow > 1 days
        ) revert BlitzBadSettings();
        VERIFIER = verifier;
        ANSWERS_ROOT = answersRoot;
        ANSWERS_COUNT = answersCount;
        GUESS_ROOT = guessRoot;
        GUESS_DEPTH = guessDepth;
        DURATION = duration;
        ANSWER_WINDOW = answerWindow;
    }

    function _start(uint256 matchId, address a, address b, uint256) internal override {
        uint256 due = block.timestamp + ANSWER_WINDOW;
        Game storage g = _games[matchId];
        g.a = a;
        g.b = b;
        g.commitDue = uint40(due);
        emit MatchStarted(matchId, a, b, due);
    }

    // ---- moves ----

    /// @notice Posts the caller's seed commitment C(2, seed) (circuits.SeedCommitment). The
    /// second one starts both clocks and arms the draw of R on this block.
    function commitSeed(uint256 matchId, uint256 commitment) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        uint256 me = _seat(matchId, g, msg.sender);
        if (commitment == 0 || commitment >= FIELD) revert BlitzBadCommitment(commitment);
        if (block.timestamp > g.commitDue) revert BlitzCommitClosed(matchId, g.commitDue);
        Side[2] storage s = _sides[matchId];
        if (s[me].commitment != 0) revert BlitzAlreadyCommitted(matchId, msg.sender);
        s[me].commitment = commitment;
        emit SeedCommitted(matchId, msg.sender, commitment);
        if (s[1 - me].commitment == 0) return;
        g.drawBlock = uint64(block.number);
        for (uint256 k = 0; k < 2; k++) {
            s[k].clockSince = uint40(block.timestamp);
            s[k].clockLeft = uint32(DURATION);
        }
        emit ClocksStarted(matchId, block.number, DURATION);
    }

    /// @notice Guesses `packedGuess` (game.PackWord of a 5-letter word) for the caller's current
    /// word; `index` and `siblings` prove it is in the guess dictionary (GuessTree). Stops the
    /// caller's clock until the opponent answers.
    function guess(uint256 matchId, uint256 packedGuess, uint256 index, bytes32[] calldata siblings) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        uint256 me = _seat(matchId, g, msg.sender);
        if (g.drawBlock == 0) revert BlitzNotStarted(matchId);
        Side storage s = _sides[matchId][me];
        if (s.answerDue != 0) revert BlitzGuessPending(matchId, msg.sender);
        uint256 left = _timeLeft(s);
        if (left == 0) revert BlitzClockOut(matchId, msg.sender);
        if (!GuessTree.contains(GUESS_ROOT, GUESS_DEPTH, WORD_LENGTH, packedGuess, index, siblings)) {
            revert BlitzNotInDictionary(packedGuess);
        }
        if (!g.drawn) _draw(matchId, g);
        s.clockSince = 0;
        s.clockLeft = uint32(left);
        s.answerDue = uint40(block.timestamp + ANSWER_WINDOW);
        s.pending = uint32(packedGuess);
        emit Guess(matchId, msg.sender, s.word, s.tries, packedGuess, left);
    }

    /// @notice Answers the opponent's pending guess with its `colours` (two bits a letter,
    /// game.Green = 2) and an answer proof for the opponent's current word of the stream of the
    /// caller's seed. Restarts the opponent's clock (which had time left when it guessed, so
    /// an answer never ends the match: {finish} does).
    function answer(uint256 matchId, uint256 colours, bytes calldata proof) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        uint256 me = _seat(matchId, g, msg.sender);
        address guesser = me == 0 ? g.b : g.a;
        Side[2] storage sides = _sides[matchId];
        Side storage s = sides[1 - me];
        uint256 due = s.answerDue;
        if (due == 0) revert BlitzNoGuess(matchId, guesser);
        if (block.timestamp > due) revert BlitzAnswerLate(matchId, due);
        if (colours >> (2 * WORD_LENGTH) != 0) revert BlitzBadColours(colours);
        uint256 word = s.word;
        uint256 tries = s.tries;
        {
            uint256[3] memory input;
            input[0] = sides[me].commitment;
            input[1] = ANSWERS_ROOT;
            input[2] = uint256(s.pending) | colours << 32 | word << 48 | ANSWERS_COUNT << 64
                | uint256(g.randomness) << 80;
            try VERIFIER.verifyProof(proof, input) {}
            catch {
                revert BlitzBadProof(matchId, guesser);
            }
        }
        emit Answer(matchId, guesser, word, tries, colours);
        tries++;
        if (colours == ALL_GREEN) {
            s.solves++;
            emit Solved(matchId, guesser, word, s.solves);
            s.word = uint16(word + 1);
            s.tries = 0;
        } else if (tries == MAX_TRIES) {
            s.fails++;
            emit WordFailed(matchId, guesser, word);
            s.word = uint16(word + 1);
            s.tries = 0;
        } else {
            s.tries = uint8(tries);
        }
        s.answerDue = 0;
        s.pending = 0;
        s.clockSince = uint40(block.timestamp);
    }

    /// @notice Ends a match whose clocks are both out with no answer owed: more solves wins,
    /// equal solves is a draw. Anyone may call it.
    function finish(uint256 matchId) external {
        _requireLive(matchId);
        Side[2] storage sides = _sides[matchId];
        if (_games[matchId].drawBlock == 0 || !_over(sides)) revert BlitzNotOver(matchId);
        _end(matchId, sides);
    }

    /// @notice Publishes the caller's seed once the match is settled, for the auditor (who
    /// checks C(2, seed) against the commitment and re-derives every word off chain).
    function revealSeed(uint256 matchId, uint256 seed) external {
        Game storage g = _games[matchId];
        _seat(matchId, g, msg.sender);
        if (PLATFORM.isLive(matchId)) revert BlitzStillLive(matchId);
        emit SeedRevealed(matchId, msg.sender, seed);
    }

    // ---- the platform's timeout ----

    /// @notice A missed commitment or answer loses (a missed one on each side: the first
    /// deadline missed loses); two clocks out end the match by solves. See IDuelMode.
    function timeoutOutcome(uint256 matchId) external view returns (bool due, uint8 outcome) {
        Game storage g = _games[matchId];
        if (g.a == address(0)) return (false, 0);
        Side[2] storage s = _sides[matchId];
        if (g.drawBlock == 0) {
            if (block.timestamp <= g.commitDue) return (false, 0);
            bool aIn = s[0].commitment != 0;
            bool bIn = s[1].commitment != 0;
            return (true, uint8(aIn ? IDuelPlatform.Outcome.WinA : bIn ? IDuelPlatform.Outcome.WinB : IDuelPlatform.Outcome.Draw));
        }
        // s[1].answerDue is a's deadline to answer b's guess, and the reverse
        uint256 aDue = s[1].answerDue;
        uint256 bDue = s[0].answerDue;
        bool aLate = aDue != 0 && block.timestamp > aDue;
        bool bLate = bDue != 0 && block.timestamp > bDue;
        if (aLate || bLate) {
            // both late: the first deadline missed loses; the same deadline is a draw
            if (aLate && (!bLate || aDue < bDue)) return (true, uint8(IDuelPlatform.Outcome.WinB));
            if (bLate && (!aLate || bDue < aDue)) return (true, uint8(IDuelPlatform.Outcome.WinA));
            return (true, uint8(IDuelPlatform.Outcome.Draw));
        }
        if (_over(s)) return (true, uint8(_bySolves(s)));
        return (false, 0);
    }

    // ---- views ----

    /// @notice Match `matchId`: players, commit deadline, draw block and R.
    function gameOf(uint256 matchId) external view returns (Game memory) {
        return _games[matchId];
    }

    /// @notice Player a's (0) or b's (1) side of match `matchId`.
    function sideOf(uint256 matchId, uint256 seat) external view returns (Side memory) {
        return _sides[matchId][seat];
    }

    /// @notice Seconds left on the clock of player a's (0) or b's (1) side.
    function timeLeft(uint256 matchId, uint256 seat) external view returns (uint256) {
        return _timeLeft(_sides[matchId][seat]);
    }

    // ---- internals ----

    /// @dev 0 for a, 1 for b; reverts for anyone else (and for a match this mode never started).
    function _seat(uint256 matchId, Game storage g, address who) private view returns (uint256) {
        if (who == g.a && who != address(0)) return 0;
        if (who == g.b && who != address(0)) return 1;
        revert BlitzNotPlayer(matchId, who);
    }

    function _timeLeft(Side storage s) private view returns (uint256) {
        uint256 left = s.clockLeft;
        uint256 since = s.clockSince;
        if (since == 0) return left;
        uint256 spent = block.timestamp - since;
        return spent >= left ? 0 : left - spent;
    }

    /// @dev Both clocks out and no answer owed.
    function _over(Side[2] storage s) private view returns (bool) {
        return s[0].answerDue == 0 && s[1].answerDue == 0 && _timeLeft(s[0]) == 0 && _timeLeft(s[1]) == 0;
    }

    function _bySolves(Side[2] storage s) private view returns (IDuelPlatform.Outcome) {
        uint256 sa = s[0].solves;
        uint256 sb = s[1].solves;
        return sa > sb ? IDuelPlatform.Outcome.WinA : sb > sa ? IDuelPlatform.Outcome.WinB : IDuelPlatform.Outcome.Draw;
    }

    function _end(uint256 matchId, Side[2] storage s) private {
        IDuelPlatform.Outcome o = _bySolves(s);
        emit Ended(matchId, s[0].solves, s[1].solves, o);
        _report(matchId, o);
    }

    /// @dev Fixes R from the draw block's hash (sealed after both commitments).
    function _draw(uint256 matchId, Game storage g) private {
        bytes32 h = Randomness.blockHash(g.drawBlock);
        if (h == 0) revert BlitzRandomnessPending(matchId, g.drawBlock);
        uint128 r = uint128(uint256(keccak256(abi.encode(h, matchId))));
        g.randomness = r;
        g.drawn = true;
        emit RandomnessDrawn(matchId, r);
    }
}
