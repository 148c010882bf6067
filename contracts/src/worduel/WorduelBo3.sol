// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DuelMode} from "../duel/DuelMode.sol";
import {IDuelPlatform} from "../duel/IDuelPlatform.sol";
import {Randomness} from "../common/Randomness.sol";
import {IHouseRegistry} from "../house/IHouseRegistry.sol";
import {HouseRegistry} from "../house/HouseRegistry.sol";
import {HiddenInputs} from "../house/HiddenInputs.sol";
import {IWorduelBo3, IKeyVerifier, IHiddenAnswerVerifier, ITallyVerifier, IRefuseVerifier} from "./IWorduelBo3.sol";

/// @title WorduelBo3
/// @notice Worduel's Best of 3 (worduel-rules.md, "Mode 1: Best of 3") on a bonded house
/// (docs/circuits.md "Hidden guesses", "What the contract does"; docs/worduel.md "Best of 3").
///
///  1. Start: the platform pairs the players; the mode arms the house draw (HouseRegistry
///     requestHouse) at once, so the house is drawn after the players are fixed. Each player
///     posts a fresh BabyJubJub key ({postKey}) within WINDOW.
///  2. Draw: from a later block anyone calls {drawHouse} (HouseRegistry assign).
///  3. Commit: the house posts S = C(2, seed) and, per player, its binding M with a housekey
///     proof ({commitHouse}) within WINDOW. R comes from the hash of that block, unknown at the
///     commitment; round i's word is answers[H(seed, R, i) mod N] for both players.
///  4. Rounds: after PAUSE seconds each player has ROUND_TIME seconds on its own clock, which
///     runs only while the player owes a guess. A guess is a ciphertext CT ({guess}); the house
///     answers it within WINDOW with the encrypted colours and a proof ({answer}), public: the
///     try and the solved bit. The first solving guess (by the time it was posted) wins the
///     round; within WINDOW after it, each player's guesses of that round may be opened
///     ({tallySolved}: for the auditor, the result stands). Without a solve, once both players are done (six tries or clock out), anyone posts
///     each player's tally ({tally}) within WINDOW: most greens in one guess, then the earlier
///     try, else no point and a new word. The next round starts by itself after PAUSE.
///  5. First to 2 round wins takes the pot through the platform.
///  6. Deadlines: a house that misses its commitment, an answer or a tally ends the match with
///     {claimHouseTimeout}: a draw (bets back) and COMPENSATION wei per player from its bond.
///     A match the platform settled without this mode is closed with {close}, which slashes
///     the same way if a house deadline has passed by then.
///     A player that posts no key, or lets a round clock run out without a single guess, loses
///     through the platform's claimTimeout ({timeoutOutcome}).
contract WorduelBo3 is DuelMode, IWorduelBo3 {
    /// @notice Guesses per word (the seed's 6 attempts).
    uint256 public constant MAX_TRIES = 6;
    /// @notice Round wins that take the match.
    uint256 public constant WINS = 2;
    uint256 private constant FIELD = 21888242871839275222246405745257275088548364400416034343698204186575808495617;
    uint8 private constant NONE = 2;

    /// @notice Constructor settings (a struct: too many for the stack otherwise).
    struct Config {
        IHouseRegistry registry;
        IKeyVerifier keyVerifier;
        IHiddenAnswerVerifier answerVerifier;
        ITallyVerifier tallyVerifier;
        IRefuseVerifier refuseVerifier;
        uint256 answersRoot; // Poseidon2 root of the answers list
        uint256 answersCount; // N (1..8192)
        uint256 roundTime; // each player's clock per round (180: the seed's 3 minutes)
        uint256 window; // keys, house commitment, answer and tally deadline
        uint256 pause; // between rounds (the seed's ~3.5 s)
        uint256 compensation; // wei per player from a late house's bond
    }

    IHouseRegistry public immutable REGISTRY;
    IKeyVerifier public immutable KEY_VERIFIER;
    IHiddenAnswerVerifier public immutable ANSWER_VERIFIER;
    ITallyVerifier public immutable TALLY_VERIFIER;
    IRefuseVerifier public immutable REFUSE_VERIFIER;
    uint256 public immutable ANSWERS_ROOT;
    uint256 public immutable ANSWERS_COUNT;
    uint256 public immutable ROUND_TIME;
    uint256 public immutable WINDOW;
    uint256 public immutable PAUSE;
    uint256 public immutable COMPENSATION;

    /// @dev One player's side as stored: the four field elements, then every small field in
    /// one slot (the view struct {Side} is built from it). The last ciphertext stays in `ct`
    /// after its answer (`pending` says whether one awaits), so a guess rewrites a non-zero
    /// slot instead of filling an empty one.
    struct Seat {
        uint256 playerY;
        uint256 binding;
        uint256 acc;
        uint256 ct; // the last guess ciphertext (1 from the key until the first guess)
        uint40 guessedAt;
        uint40 clockSince;
        uint32 clockLeft;
        uint40 doneAt;
        uint40 solvedAt;
        uint8 tries;
        uint8 wins;
        bool tallied;
        uint8 greens;
        uint8 bestTry;
        bool pending; // `ct` awaits its answer
        bool holds; // the other player's solve waits for this pending guess's answer
        uint8 opened; // answered tries of the last round a solve ended, still in `acc`, untallied
    }

    mapping(uint256 matchId => Game) private _games;
    mapping(uint256 matchId => Seat[2]) private _sides;

    constructor(IDuelPlatform platform, Config memory c) DuelMode(platform) {
        if (
            address(c.registry) == address(0) || address(c.keyVerifier) == address(0)
                || address(c.answerVerifier) == address(0) || address(c.tallyVerifier) == address(0)
                || address(c.refuseVerifier) == address(0) || c.answersCount == 0
                || c.answersCount > HiddenInputs.MAX_COUNT || c.roundTime == 0 || c.roundTime > 1 days || c.window == 0
                || c.window > 1 days || c.pause > 1 hours
        ) revert Bo3BadSettings();
        REGISTRY = c.registry;
        KEY_VERIFIER = c.keyVerifier;
        ANSWER_VERIFIER = c.answerVerifier;
        TALLY_VERIFIER = c.tallyVerifier;
        REFUSE_VERIFIER = c.refuseVerifier;
        ANSWERS_ROOT = c.answersRoot;
        ANSWERS_COUNT = c.answersCount;
        ROUND_TIME = c.roundTime;
        WINDOW = c.window;
        PAUSE = c.pause;
        COMPENSATION = c.compensation;
    }

    function _start(uint256 matchId, address a, address b, uint256) internal override {
        Game storage g = _games[matchId];
        g.a = a;
        g.b = b;
        uint256 due = block.timestamp + WINDOW;
        g.keysDue = uint40(due);
        REGISTRY.requestHouse(matchId, _players(g));
        emit MatchStarted(matchId, a, b, due);
    }

    // ---- moves ----

    /// @notice Posts the caller's match key PK_g = (x, y) (hidden.NewPlayerKey); the contract
    /// keeps y.
    function postKey(uint256 matchId, uint256 x, uint256 y) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        Seat storage s = _sides[matchId][_seat(matchId, g, msg.sender)];
        if (block.timestamp > g.keysDue) revert Bo3KeysClosed(matchId, g.keysDue);
        if (s.playerY != 0) revert Bo3KeyPosted(matchId, msg.sender);
        if (!HouseRegistry(address(REGISTRY)).onCurve(x, y)) revert Bo3BadKey(x, y);
        s.playerY = y;
        s.ct = 1; // the player's first guess then rewrites a used slot (cheaper per guess)
        emit KeyPosted(matchId, msg.sender, x, y);
    }

    /// @notice Draws the match's house (HouseRegistry assign) once both keys are in, in a block
    /// after the start. Anyone may call it; without an eligible house nothing changes (the
    /// registry re-arms the draw) and the match ends as a draw after the draw deadline.
    function drawHouse(uint256 matchId) external returns (address house) {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        if (g.house != address(0)) revert Bo3HouseDrawn(matchId, g.house);
        Seat[2] storage s = _sides[matchId];
        if (s[0].playerY == 0 || s[1].playerY == 0) revert Bo3KeysMissing(matchId);
        house = REGISTRY.assign(matchId, _players(g));
        if (house == address(0)) return house;
        uint256 due = block.timestamp + WINDOW;
        g.house = house;
        g.houseDue = uint40(due);
        emit HouseDrawn(matchId, house, due);
    }

    /// @notice The house commits S = C(2, seed) and each player's binding M with its housekey
    /// proof over [registered house y, player y, context, S, ANSWERS_ROOT, M]. R will come from
    /// this block's hash; round 0 starts after PAUSE.
    function commitHouse(
        uint256 matchId,
        uint256 seedCommitment,
        uint256[2] calldata bindings,
        bytes calldata proofA,
        bytes calldata proofB
    ) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        if (msg.sender != g.house || msg.sender == address(0)) revert Bo3NotHouse(matchId, msg.sender);
        if (g.seedCommitment != 0) revert Bo3AlreadyCommitted(matchId);
        if (block.timestamp > g.houseDue) revert Bo3Late(matchId, g.houseDue);
        if (seedCommitment == 0 || seedCommitment >= FIELD) revert Bo3BadCommitment(seedCommitment);
        Seat[2] storage s = _sides[matchId];
        _verifyKey(matchId, g.a, s[0], seedCommitment, bindings[0], proofA);
        _verifyKey(matchId, g.b, s[1], seedCommitment, bindings[1], proofB);
        g.seedCommitment = seedCommitment;
        g.drawBlock = uint64(block.number);
        emit HouseCommitted(matchId, seedCommitment, bindings[0], bindings[1]);
        _newRound(matchId, g, s);
    }

    /// @notice Posts the caller's hidden guess for its next try: CT = packed guess + pad(0, i, n)
    /// (hidden.EncryptGuess). Stops the caller's clock until the house answers.
    function guess(uint256 matchId, uint256 ciphertext) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        uint256 me = _seat(matchId, g, msg.sender);
        uint256 roundStart = g.roundStart; // 0 until the house commits (then at least now + PAUSE)
        uint256 round = g.round;
        if (roundStart == 0) revert Bo3NotCommitted(matchId);
        if (block.timestamp < roundStart) revert Bo3RoundNotStarted(matchId, round, roundStart);
        if (ciphertext == 0 || ciphertext >= FIELD) revert Bo3BadGuess(ciphertext);
        Seat storage s = _sides[matchId][me];
        if (s.pending) revert Bo3GuessPending(matchId, msg.sender);
        uint256 tries = s.tries;
        // The other player's solve ends the round at once unless this player's guess is
        // pending (checked above), so only the player's own solve can stop it here.
        if (tries == MAX_TRIES || s.solvedAt != 0) {
            revert Bo3NoTriesLeft(matchId, msg.sender);
        }
        uint256 left = _timeLeft(s);
        if (left == 0) revert Bo3ClockOut(matchId, msg.sender);
        // An answered try this round means a guess already drew R (saves reading its slot).
        if (tries == 0 && !g.drawn) _draw(matchId, g);
        s.ct = ciphertext;
        s.guessedAt = uint40(block.timestamp);
        s.clockSince = 0;
        s.clockLeft = uint32(left);
        s.pending = true;
        emit HiddenGuess(matchId, msg.sender, round | tries << 16, ciphertext);
    }

    /// @notice The house answers `player`'s pending guess: the new accumulator, the colours
    /// encrypted to the player (hidden.EncryptColours), whether it solved, and a hidden_l5a26
    /// proof over [A, accNew, CT, colours, i | n << 16 | solved << 20 | N << 32 | R << 64].
    function answer(uint256 matchId, address player, uint256 accNew, uint256 colours, bool solved, bytes calldata proof)
        external
    {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        (uint256 seat, Seat storage s) = _answerable(matchId, g, player);
        _verifyAnswer(
            matchId,
            player,
            HiddenInputs.answerInputs(
                _accOf(s), accNew, s.ct, colours, g.round, s.tries, solved, ANSWERS_COUNT, g.randomness
            ),
            proof
        );
        uint256 tries = s.tries;
        emit HiddenAnswer(matchId, player, g.round | tries << 16 | (solved ? 1 << 24 : 0), colours);
        s.acc = accNew; // the last solved round's accumulator, if it was still here, is gone now
        s.opened = 0;
        s.pending = false;
        tries++;
        s.tries = uint8(tries);
        if (solved) {
            s.solvedAt = s.guessedAt;
        } else if (tries == MAX_TRIES) {
            s.doneAt = uint40(block.timestamp);
        } else {
            s.clockSince = uint40(block.timestamp);
        }
        // Only a solve, this one or the other player's held by this guess, can end the round.
        if (!solved && !s.holds) return;
        Seat[2] storage sides = _sides[matchId];
        (bool over, uint8 winner) = _solveResult(sides);
        if (over) _endRound(matchId, g, sides, winner, true);
        else sides[1 - seat].holds = true; // this solve waits for the other's earlier guess
    }

    /// @notice The house shows, within the answer deadline, that `player`'s pending ciphertext
    /// opens to no word (refuse_l5a26 over [M, CT, i | n << 16], valid = 0): no answer can
    /// exist, and an honest client never posts one, so `player` loses the match. (A ciphertext
    /// of letters that is not a dictionary word is answered as any guess: the circuit allows
    /// it.)
    function refuse(uint256 matchId, address player, bytes calldata proof) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        (, Seat storage s) = _answerable(matchId, g, player);
        uint256[3] memory input = HiddenInputs.refusalInputs(s.binding, s.ct, g.round, s.tries, false, 0);
        try REFUSE_VERIFIER.verifyProof(proof, input) {}
        catch {
            revert Bo3BadRefusalProof(matchId, player);
        }
        emit GuessRefused(matchId, player, g.round, s.tries);
        bool aLoses = player == g.a;
        address winner = aLoses ? g.b : g.a;
        emit MatchEnded(matchId, winner);
        g.closed = true;
        REGISTRY.release(matchId);
        _report(matchId, aLoses ? IDuelPlatform.Outcome.WinB : IDuelPlatform.Outcome.WinA);
    }

    /// @notice Opens `player`'s answered tries of a round that ended without a solve: its
    /// guesses and colours in order, with a tally_l5a26 proof over [A, packed]. Anyone may post
    /// it (the house, or the player who knows M and its tries). The second tally decides the
    /// round by the tiebreaker.
    function tally(
        uint256 matchId,
        address player,
        uint256[] calldata guesses,
        uint256[] calldata colours,
        bytes calldata proof
    ) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        uint256 seat = _seat(matchId, g, player);
        Seat[2] storage sides = _sides[matchId];
        _checkTally(matchId, g, sides, player, sides[seat], guesses.length);
        _verifyTally(matchId, player, _accOf(sides[seat]), guesses, colours, g.round, proof);
        Seat storage s = sides[seat];
        (uint256 greens, uint256 bestTry) = HiddenInputs.best(colours);
        s.tallied = true;
        s.greens = uint8(greens);
        s.bestTry = uint8(bestTry);
        emit Tallied(matchId, player, g.round, guesses, colours);
        if (!sides[1 - seat].tallied) return;
        _endRound(matchId, g, sides, _tiebreak(sides), false);
    }

    /// @notice Opens `player`'s answered tries of the last round that a solve ended, within
    /// WINDOW after it ended and before `player`'s next answer: its guesses and colours in order,
    /// with a tally_l5a26 proof over [A, packed], as {tally}. Anyone may post it (the house, or
    /// the player), also once the match is settled. It only makes the round auditable
    /// (`Tallied`): the result stands, and nobody owes it.
    function tallySolved(
        uint256 matchId,
        address player,
        uint256[] calldata guesses,
        uint256[] calldata colours,
        bytes calldata proof
    ) external {
        Game storage g = _games[matchId];
        Seat storage s = _sides[matchId][_seat(matchId, g, player)];
        uint256 round = _checkOpen(matchId, g, player, s, guesses.length);
        _verifyTally(matchId, player, s.acc, guesses, colours, round, proof);
        s.opened = 0;
        emit Tallied(matchId, player, round, guesses, colours);
    }

    /// @notice Ends a match whose house missed its commitment, an answer or a tally: the bets
    /// return (a draw) and each player is credited COMPENSATION wei from the house's bond
    /// (HouseRegistry slash; collected with withdrawCredit). Anyone may call it.
    function claimHouseTimeout(uint256 matchId) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        uint256 due = _houseDue(g, _sides[matchId]);
        if (due == 0 || block.timestamp <= due) revert Bo3HouseNotLate(matchId);
        _slash(matchId, g);
        _report(matchId, IDuelPlatform.Outcome.Draw);
    }

    /// @notice Closes a match the platform settled without this mode (a forfeit, a player
    /// timeout, a stale match). Anyone may call it. The house's deadlines still hold: the house
    /// must, by each deadline it owes, either make that move or close the settled match (the
    /// moves stop at the settlement, so it always can). Closed by then, the house is released;
    /// after a deadline it owed, the house is slashed as by {claimHouseTimeout} (a house late
    /// before the settlement cannot escape the slash because the platform settled first).
    function close(uint256 matchId) external {
        if (PLATFORM.isLive(matchId)) revert Bo3StillLive(matchId);
        Game storage g = _games[matchId];
        if (g.house == address(0) || g.closed) revert Bo3Closed(matchId);
        uint256 due = _houseDue(g, _sides[matchId]);
        if (due != 0 && block.timestamp > due) {
            _slash(matchId, g);
            return;
        }
        g.closed = true;
        REGISTRY.release(matchId);
    }

    /// @notice The house publishes its seed once the match is settled, for the auditor (who
    /// checks C(2, seed) = S and re-derives every round's word off chain).
    function revealSeed(uint256 matchId, uint256 seed) external {
        Game storage g = _games[matchId];
        if (msg.sender != g.house || msg.sender == address(0)) revert Bo3NotHouse(matchId, msg.sender);
        if (PLATFORM.isLive(matchId)) revert Bo3StillLive(matchId);
        emit SeedRevealed(matchId, seed);
    }

    // ---- the platform's timeout ----

    /// @notice A player who posted no key by the keys' deadline loses (both: a draw); no house
    /// drawn within WINDOW after it is a draw; a player whose round clock ran out without a
    /// single guess loses (both: a draw), unless a house deadline was missed first (that one
    /// goes through {claimHouseTimeout}, which slashes). See IDuelMode.
    function timeoutOutcome(uint256 matchId) external view returns (bool due, uint8 outcome) {
        Game storage g = _games[matchId];
        if (g.a == address(0)) return (false, 0);
        Seat[2] storage s = _sides[matchId];
        bool aIn = s[0].playerY != 0;
        bool bIn = s[1].playerY != 0;
        if (!aIn || !bIn) {
            if (block.timestamp <= g.keysDue) return (false, 0);
            return (true, _outcome(aIn, bIn));
        }
        if (g.house == address(0)) {
            return (block.timestamp > uint256(g.keysDue) + WINDOW, uint8(IDuelPlatform.Outcome.Draw));
        }
        if (g.seedCommitment == 0) return (false, 0);
        uint256 idleA = _idleAt(s[0]);
        uint256 idleB = _idleAt(s[1]);
        bool aOut = idleA != 0 && block.timestamp >= idleA;
        bool bOut = idleB != 0 && block.timestamp >= idleB;
        if (!aOut && !bOut) return (false, 0);
        uint256 first = aOut && bOut ? (idleA < idleB ? idleA : idleB) : aOut ? idleA : idleB;
        uint256 houseDue = _houseDue(g, s);
        if (houseDue != 0 && houseDue < first) return (false, 0);
        return (true, _outcome(!aOut, !bOut));
    }

    // ---- views ----

    function gameOf(uint256 matchId) external view returns (Game memory) {
        return _games[matchId];
    }

    /// @notice Player a's (0) or b's (1) side of match `matchId`.
    function sideOf(uint256 matchId, uint256 seat) external view returns (Side memory side) {
        Seat storage s = _sides[matchId][seat];
        side = Side({
            playerY: s.playerY,
            binding: s.binding,
            acc: _accOf(s),
            pending: s.pending ? s.ct : 0,
            guessedAt: s.guessedAt,
            clockSince: s.clockSince,
            clockLeft: s.clockLeft,
            doneAt: s.doneAt,
            solvedAt: s.solvedAt,
            tries: s.tries,
            wins: s.wins,
            tallied: s.tallied,
            greens: s.greens,
            bestTry: s.bestTry,
            opened: s.opened
        });
    }

    /// @notice Seconds left on a player's round clock.
    function timeLeft(uint256 matchId, uint256 seat) external view returns (uint256) {
        return _timeLeft(_sides[matchId][seat]);
    }

    /// @notice When the current round ended without a solve (both players done; 0 if not).
    function roundOverAt(uint256 matchId) external view returns (uint256) {
        return _overAt(_games[matchId], _sides[matchId]);
    }

    /// @notice The house's earliest open deadline (0: it owes nothing).
    function houseDueOf(uint256 matchId) external view returns (uint256) {
        return _houseDue(_games[matchId], _sides[matchId]);
    }

    /// @notice The key context of `player` in `matchId` (docs/circuits.md: the shared context
    /// binding).
    function contextOf(uint256 matchId, address player) public view returns (uint256) {
        return uint256(keccak256(abi.encode(block.chainid, address(this), matchId, uint256(0), player))) >> 8;
    }

    // ---- internals ----

    /// @dev A tally may come once per player, in the WINDOW after a round nobody solved ended,
    /// for exactly the answered tries.
    function _checkTally(
        uint256 matchId,
        Game storage g,
        Seat[2] storage sides,
        address player,
        Seat storage s,
        uint256 n
    ) private view {
        uint256 overAt = _overAt(g, sides);
        if (overAt == 0 || block.timestamp < overAt) revert Bo3RoundNotOver(matchId, g.round);
        if (block.timestamp > overAt + WINDOW) revert Bo3Late(matchId, overAt + WINDOW);
        if (s.tallied) revert Bo3AlreadyTallied(matchId, player);
        if (n != s.tries) revert Bo3BadTallyProof(matchId, player);
    }

    /// @dev A tallySolved may come once per player, in the WINDOW after the last round a solve
    /// ended, for exactly its answered tries; returns that round.
    function _checkOpen(uint256 matchId, Game storage g, address player, Seat storage s, uint256 n)
        private
        view
        returns (uint256 round)
    {
        uint256 opened = s.opened;
        if (opened == 0) revert Bo3NothingToOpen(matchId, player);
        uint256 due = uint256(g.solveEndedAt) + WINDOW;
        if (block.timestamp > due) revert Bo3Late(matchId, due);
        if (n != opened) revert Bo3BadTallyProof(matchId, player);
        // The round a solve ended is the last one, unless it took the match (no round after it).
        Seat[2] storage sides = _sides[matchId];
        round = g.round;
        if (sides[0].wins < WINS && sides[1].wins < WINS) round--;
    }

    /// @dev The side of `player` with a guess the caller, the house, may still answer.
    function _answerable(uint256 matchId, Game storage g, address player)
        private
        view
        returns (uint256 seat, Seat storage s)
    {
        if (msg.sender != g.house || msg.sender == address(0)) revert Bo3NotHouse(matchId, msg.sender);
        seat = _seat(matchId, g, player);
        s = _sides[matchId][seat];
        if (!s.pending) revert Bo3NoGuess(matchId, player);
        uint256 due = uint256(s.guessedAt) + WINDOW;
        if (block.timestamp > due) revert Bo3Late(matchId, due);
    }

    /// @dev Checks the housekey proof of `player`'s binding `m` and keeps it.
    function _verifyKey(
        uint256 matchId,
        address player,
        Seat storage s,
        uint256 seedCommitment,
        uint256 m,
        bytes calldata proof
    ) private {
        if (m == 0 || m >= FIELD) revert Bo3BadCommitment(m);
        uint256[6] memory input = HiddenInputs.keyInputs(
            REGISTRY.houseOf(msg.sender).pubKeyY, s.playerY, contextOf(matchId, player), seedCommitment, ANSWERS_ROOT, m
        );
        try KEY_VERIFIER.verifyProof(proof, input) {}
        catch {
            revert Bo3BadKeyProof(matchId, player);
        }
        s.binding = m;
        s.acc = m; // fills the slot now, so the first answer rewrites it (as a guess its `ct`)
    }

    function _verifyAnswer(uint256 matchId, address player, uint256[5] memory input, bytes calldata proof)
        private
        view
    {
        try ANSWER_VERIFIER.verifyProof(proof, input) {}
        catch {
            revert Bo3BadAnswerProof(matchId, player);
        }
    }

    function _verifyTally(
        uint256 matchId,
        address player,
        uint256 acc,
        uint256[] calldata guesses,
        uint256[] calldata colours,
        uint256 round,
        bytes calldata proof
    ) private view {
        uint256[2] memory input = HiddenInputs.tallyInputs(acc, guesses, colours, round);
        try TALLY_VERIFIER.verifyProof(proof, input) {}
        catch {
            revert Bo3BadTallyProof(matchId, player);
        }
    }

    /// @dev The accumulator of the round in play: M until the first answer (`acc` may still
    /// hold the last solved round's, for {tallySolved}), then the last answer's.
    function _accOf(Seat storage s) private view returns (uint256) {
        return s.tries == 0 ? s.binding : s.acc;
    }

    /// @dev Closes the match and credits each player COMPENSATION wei from the house's bond.
    function _slash(uint256 matchId, Game storage g) private {
        g.closed = true;
        address[] memory victims = _players(g);
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = COMPENSATION;
        amounts[1] = COMPENSATION;
        uint256 paid = REGISTRY.slash(g.house, matchId, victims, amounts);
        emit HouseTimedOut(matchId, g.house, paid);
    }

    function _seat(uint256 matchId, Game storage g, address who) private view returns (uint256) {
        if (who == g.a && who != address(0)) return 0;
        if (who == g.b && who != address(0)) return 1;
        revert Bo3NotPlayer(matchId, who);
    }

    function _players(Game storage g) private view returns (address[] memory p) {
        p = new address[](2);
        p[0] = g.a;
        p[1] = g.b;
    }

    /// @dev WinA when only a is in, WinB when only b is, else a draw.
    function _outcome(bool aIn, bool bIn) private pure returns (uint8) {
        if (aIn && !bIn) return uint8(IDuelPlatform.Outcome.WinA);
        if (bIn && !aIn) return uint8(IDuelPlatform.Outcome.WinB);
        return uint8(IDuelPlatform.Outcome.Draw);
    }

    function _timeLeft(Seat storage s) private view returns (uint256) {
        uint256 left = s.clockLeft;
        uint256 since = s.clockSince;
        if (since == 0 || block.timestamp <= since) return left;
        uint256 spent = block.timestamp - since;
        return spent >= left ? 0 : left - spent;
    }

    /// @dev When a player that has not guessed this round runs out of clock (0: it guessed).
    function _idleAt(Seat storage s) private view returns (uint256) {
        if (s.tries != 0 || s.pending || s.solvedAt != 0) return 0;
        return uint256(s.clockSince) + s.clockLeft;
    }

    /// @dev When a player finished the round: its sixth answer, or its clock's end (0: not
    /// finished, or a guess awaits its answer).
    function _doneAt(Seat storage s) private view returns (uint256) {
        if (s.pending) return 0;
        if (s.doneAt != 0) return s.doneAt;
        if (s.clockSince == 0) return 0; // stopped without six tries: only after a solve
        uint256 end = uint256(s.clockSince) + s.clockLeft;
        return block.timestamp >= end ? end : 0;
    }

    /// @dev When both players finished a round nobody solved (0: not yet, or a solve decides).
    function _overAt(Game storage g, Seat[2] storage s) private view returns (uint256) {
        if (g.seedCommitment == 0 || s[0].solvedAt != 0 || s[1].solvedAt != 0) return 0;
        uint256 a = _doneAt(s[0]);
        uint256 b = _doneAt(s[1]);
        if (a == 0 || b == 0) return 0;
        return a > b ? a : b;
    }

    /// @dev The house's earliest deadline among what it owes now: its commitment, an answer,
    /// or a missing tally (0: none).
    function _houseDue(Game storage g, Seat[2] storage s) private view returns (uint256 due) {
        if (g.house == address(0) || g.closed) return 0;
        if (g.seedCommitment == 0) return g.houseDue;
        for (uint256 k = 0; k < 2; k++) {
            if (s[k].pending) due = _min(due, uint256(s[k].guessedAt) + WINDOW);
        }
        uint256 overAt = _overAt(g, s);
        // A round a player sat out ends the match by the platform's timeout (that player
        // loses), not by a tally: owing one there would let the idle player, once WINDOW
        // passed unclaimed, slash the house instead of losing (IdleTallyGrief).
        if (overAt != 0 && (!s[0].tallied || !s[1].tallied) && _idleAt(s[0]) == 0 && _idleAt(s[1]) == 0) {
            due = _min(due, overAt + WINDOW);
        }
    }

    function _min(uint256 cur, uint256 v) private pure returns (uint256) {
        return cur == 0 || v < cur ? v : cur;
    }

    /// @dev The first solving guess (by its posting time) wins, once no earlier-posted guess of
    /// the other player awaits its answer; two solves posted at once give no point.
    function _solveResult(Seat[2] storage s) private view returns (bool over, uint8 winner) {
        uint256 ta = s[0].solvedAt;
        uint256 tb = s[1].solvedAt;
        if (ta == 0 && tb == 0) return (false, 0);
        if (ta != 0 && tb != 0) return (true, ta < tb ? 0 : tb < ta ? 1 : NONE);
        uint256 solver = ta != 0 ? 0 : 1;
        uint256 t = ta != 0 ? ta : tb;
        Seat storage o = s[1 - solver];
        if (o.pending && o.guessedAt <= t) return (false, 0);
        return (true, uint8(solver));
    }

    /// @dev Most greens in one guess, then the earlier try; else no point.
    function _tiebreak(Seat[2] storage s) private view returns (uint8) {
        uint256 ga = s[0].greens;
        uint256 gb = s[1].greens;
        if (ga != gb) return ga > gb ? 0 : 1;
        if (ga == 0 || s[0].bestTry == s[1].bestTry) return NONE;
        return s[0].bestTry < s[1].bestTry ? 0 : 1;
    }

    function _endRound(uint256 matchId, Game storage g, Seat[2] storage s, uint8 winner, bool bySolve) private {
        address w;
        if (winner != NONE) {
            s[winner].wins++;
            w = winner == 0 ? g.a : g.b;
        }
        // A round a solve ended keeps each player's accumulator for {tallySolved}; a round the
        // tallies ended is public already.
        s[0].opened = bySolve ? s[0].tries : 0;
        s[1].opened = bySolve ? s[1].tries : 0;
        if (bySolve) g.solveEndedAt = uint40(block.timestamp);
        emit RoundEnded(matchId, g.round, w, bySolve, s[0].wins, s[1].wins);
        if (winner != NONE && s[winner].wins == WINS) {
            emit MatchEnded(matchId, w);
            g.closed = true;
            REGISTRY.release(matchId);
            _report(matchId, winner == 0 ? IDuelPlatform.Outcome.WinA : IDuelPlatform.Outcome.WinB);
            return;
        }
        g.round++;
        _newRound(matchId, g, s);
    }

    /// @dev Resets both sides for round g.round, whose clocks start after PAUSE.
    function _newRound(uint256 matchId, Game storage g, Seat[2] storage s) private {
        uint256 start = block.timestamp + PAUSE;
        g.roundStart = uint40(start);
        for (uint256 k = 0; k < 2; k++) {
            Seat storage x = s[k];
            x.pending = false;
            x.holds = false;
            x.guessedAt = 0;
            x.clockSince = uint40(start);
            x.clockLeft = uint32(ROUND_TIME);
            x.doneAt = 0;
            x.solvedAt = 0;
            x.tries = 0;
            x.tallied = false;
            x.greens = 0;
            x.bestTry = 0;
        }
        emit RoundStarted(matchId, g.round, start, ROUND_TIME);
    }

    /// @dev Fixes R from the hash of the commitment's block (sealed after the commitment).
    function _draw(uint256 matchId, Game storage g) private {
        bytes32 h = Randomness.blockHash(g.drawBlock);
        if (h == 0) revert Bo3RandomnessPending(matchId, g.drawBlock);
        uint128 r = uint128(uint256(keccak256(abi.encode(h, matchId))));
        g.randomness = r;
        g.drawn = true;
        emit RandomnessDrawn(matchId, r);
    }
}
