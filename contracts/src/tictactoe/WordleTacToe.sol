// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DuelMode} from "../duel/DuelMode.sol";
import {IDuelPlatform} from "../duel/IDuelPlatform.sol";
import {Randomness} from "../common/Randomness.sol";
import {IHouseRegistry} from "../house/IHouseRegistry.sol";
import {GuessTree} from "../wow/GuessTree.sol";
import {ICellAnswerVerifier, IWordleTacToe} from "./IWordleTacToe.sol";
import {SortedGuessTree} from "./SortedGuessTree.sol";
import {TttGrid} from "./TttGrid.sol";

/// @title WordleTacToe
/// @notice Wordle-Tac-Toe (wordle-tac-toe-rules.txt; rules in game/tictactoe) as a duel mode on
/// a bonded house (docs/tictactoe.md).
///
///  1. Start: the platform pairs the players; the mode arms the house draw at once
///     (HouseRegistry requestHouse). From a later block anyone calls {drawHouse}.
///  2. Commit: the house posts S = C(2, seed) within WINDOW ({commitHouse}). R comes from the hash
///     of that block, unknown at the commitment; it also draws the first player (nobody chooses).
///     Cell c of bout b hides answers_L[H(seed, R, 9b + c) mod N_L], L the cell's length, which
///     the house proves with the answer circuit of that length (circuits.AnswerCircuit).
///  3. Turns ({play}): one or two guesses on different open cells, each a word with a proof that
///     decides its validity: membership in the length's sorted guess tree, or two adjacent
///     leaves around it (SortedGuessTree). An invalid word is not accepted and skips the
///     player's next turn. The house answers each valid guess with its colours and a proof
///     within WINDOW ({answer}); the last answer passes the turn.
///  4. Clocks: TURN_TIME per turn, beyond it the player's BANK (for the whole match); waiting for
///     the house is charged to nobody. A player past both loses through the platform's
///     claimTimeout ({timeoutOutcome}).
///  5. A bout ends when no cell is open: cells and bout are scored as the seed says (TttGrid);
///     the next bout starts at once with the other first player. Two bout wins take the match.
///  6. A house that misses its commitment or an answer ends the match with {claimHouseTimeout}:
///     a draw (bets back) and COMPENSATION wei per player from its bond.
contract WordleTacToe is DuelMode, IWordleTacToe {
    /// @notice Bout wins that take the match.
    uint256 public constant WINS = 2;
    /// @notice After this many bouts without a match winner the match ends as a draw (word
    /// indices 9b + c must stay below the circuit's 2^16).
    uint256 public constant MAX_BOUTS = 1000;
    uint256 private constant FIELD = 21888242871839275222246405745257275088548364400416034343698204186575808495617;
    /// @dev A pending guess in 48 bits: the packed word (30 bits at 0), the cell at 32, 1 at 40.
    uint256 private constant _PENDING_BITS = 48;
    uint256 private constant _PRESENT = 1 << 40;

    /// @notice One cell length's dictionaries and verifier.
    struct Dictionary {
        ICellAnswerVerifier verifier; // the answer circuit of this length
        uint256 answersRoot; // Poseidon2 root of the answers list
        uint256 answersCount; // N (1..8192)
        bytes32 guessRoot; // keccak root of the sorted guess tree
        uint256 guessCount;
        uint256 guessDepth;
    }

    /// @notice Constructor settings.
    struct Config {
        IHouseRegistry registry;
        Dictionary[3] dictionaries; // 4, 5 and 6 letters
        uint256 turnTime; // 120: the seed's 2 minutes a turn
        uint256 bank; // 600: the seed's 10-minute bank
        uint256 window; // the house draw, commitment and answer deadline
        uint256 compensation; // wei per player from a late house's bond
    }

    IHouseRegistry public immutable REGISTRY;
    uint256 public immutable TURN_TIME;
    uint256 public immutable BANK;
    uint256 public immutable WINDOW;
    uint256 public immutable COMPENSATION;

    ICellAnswerVerifier private immutable _VERIFIER_4;
    ICellAnswerVerifier private immutable _VERIFIER_5;
    ICellAnswerVerifier private immutable _VERIFIER_6;
    uint256 private immutable _ANSWERS_ROOT_4;
    uint256 private immutable _ANSWERS_ROOT_5;
    uint256 private immutable _ANSWERS_ROOT_6;
    bytes32 private immutable _GUESS_ROOT_4;
    bytes32 private immutable _GUESS_ROOT_5;
    bytes32 private immutable _GUESS_ROOT_6;
    /// @dev answers count | guess count << 32 | guess depth << 64, per length
    uint256 private immutable _SIZES_4;
    uint256 private immutable _SIZES_5;
    uint256 private immutable _SIZES_6;

    /// @dev A match in six slots, grouped by what a move touches.
    struct Match {
        // slot 0
        address a;
        uint40 houseDue;
        uint16 bout;
        uint8 winsA;
        uint8 winsB;
        uint8 starter;
        bool drawn;
        bool closed;
        // slot 1
        address b;
        uint64 drawBlock;
        uint32 bankA;
        // slot 2
        address house;
        uint40 turnStart;
        uint40 answerDue;
        uint8 mover;
        uint8 skips;
        // slot 3
        uint128 randomness;
        uint96 pending;
        uint32 bankB;
        // slot 4
        uint256 cells;
        // slot 5
        uint256 seedCommitment;
    }

    mapping(uint256 matchId => Match) private _matches;

    constructor(IDuelPlatform platform, Config memory c) DuelMode(platform) {
        if (
            address(c.registry) == address(0) || c.turnTime == 0 || c.turnTime > 1 days || c.bank > 1 days
                || c.window == 0 || c.window > 1 days
        ) revert TttBadSettings();
        for (uint256 i = 0; i < 3; i++) {
            Dictionary memory d = c.dictionaries[i];
            if (
                address(d.verifier) == address(0) || d.answersCount == 0 || d.answersCount > 1 << 13
                    || d.guessCount == 0 || d.guessDepth > 32 || d.guessCount > 1 << d.guessDepth
            ) revert TttBadSettings();
        }
        REGISTRY = c.registry;
        TURN_TIME = c.turnTime;
        BANK = c.bank;
        WINDOW = c.window;
        COMPENSATION = c.compensation;
        Dictionary[3] memory ds = c.dictionaries;
        (_VERIFIER_4, _VERIFIER_5, _VERIFIER_6) = (ds[0].verifier, ds[1].verifier, ds[2].verifier);
        (_ANSWERS_ROOT_4, _ANSWERS_ROOT_5, _ANSWERS_ROOT_6) = (ds[0].answersRoot, ds[1].answersRoot, ds[2].answersRoot);
        (_GUESS_ROOT_4, _GUESS_ROOT_5, _GUESS_ROOT_6) = (ds[0].guessRoot, ds[1].guessRoot, ds[2].guessRoot);
        _SIZES_4 = ds[0].answersCount | ds[0].guessCount << 32 | ds[0].guessDepth << 64;
        _SIZES_5 = ds[1].answersCount | ds[1].guessCount << 32 | ds[1].guessDepth << 64;
        _SIZES_6 = ds[2].answersCount | ds[2].guessCount << 32 | ds[2].guessDepth << 64;
    }

    function _start(uint256 matchId, address a, address b, uint256) internal override {
        Match storage m = _matches[matchId];
        m.a = a;
        m.b = b;
        uint256 due = block.timestamp + WINDOW;
        m.houseDue = uint40(due);
        m.bankA = uint32(BANK);
        m.bankB = uint32(BANK);
        REGISTRY.requestHouse(matchId, _players(m));
        emit MatchStarted(matchId, a, b, due);
    }

    // ---- the house ----

    /// @notice Draws the match's house (HouseRegistry assign) in a block after the start. Anyone
    /// may call it; without an eligible house nothing changes and the match ends as a draw once
    /// the draw deadline passed.
    function drawHouse(uint256 matchId) external returns (address house) {
        _requireLive(matchId);
        Match storage m = _matches[matchId];
        if (m.house != address(0)) revert TttHouseDrawn(matchId, m.house);
        if (block.timestamp > m.houseDue) revert TttLate(matchId, m.houseDue);
        house = REGISTRY.assign(matchId, _players(m));
        if (house == address(0)) return house;
        uint256 due = block.timestamp + WINDOW;
        m.house = house;
        m.houseDue = uint40(due);
        emit HouseDrawn(matchId, house, due);
    }

    /// @notice The house commits S = C(2, seed) (circuits.SeedCommitment). R and the first player
    /// come from this block's hash; the first turn's clock starts now.
    function commitHouse(uint256 matchId, uint256 seedCommitment) external {
        _requireLive(matchId);
        Match storage m = _matches[matchId];
        _onlyHouse(matchId, m);
        if (m.seedCommitment != 0) revert TttAlreadyCommitted(matchId);
        if (block.timestamp > m.houseDue) revert TttLate(matchId, m.houseDue);
        if (seedCommitment == 0 || seedCommitment >= FIELD) revert TttBadCommitment(seedCommitment);
        m.seedCommitment = seedCommitment;
        m.drawBlock = uint64(block.number);
        m.turnStart = uint40(block.timestamp);
        emit HouseCommitted(matchId, seedCommitment);
    }

    /// @notice The house answers pending guess `slot` (0 or 1, in the order of the turn's valid
    /// guesses) with its `colours` (two bits a letter, game.Green = 2) and an answer proof of the
    /// cell's length over [S, answers root, guess | colours << 32 | i << 48 | N << 64 | R << 80],
    /// i = 9 * bout + cell. The last answer of a turn scores the cell and passes the turn.
    function answer(uint256 matchId, uint256 slot, uint256 colours, bytes calldata proof) external {
        _requireLive(matchId);
        Match storage m = _matches[matchId];
        _onlyHouse(matchId, m);
        uint256 pending = m.pending;
        uint256 p = slot < 2 ? (pending >> (_PENDING_BITS * slot)) & ((1 << _PENDING_BITS) - 1) : 0;
        if (p == 0) revert TttNoGuess(matchId, slot);
        if (block.timestamp > m.answerDue) revert TttLate(matchId, m.answerDue);
        uint256 cell = (p >> 32) & 0xF;
        uint256 len = TttGrid.length(cell);
        if (colours >> (2 * len) != 0) revert TttBadColours(colours);
        _verifyAnswer(matchId, m, cell, (p & 0xFFFFFFFF) | colours << 32 | (9 * uint256(m.bout) + cell) << 48, proof);
        uint256 cells = m.cells;
        emit Answered(matchId, m.bout, cell, TttGrid.guesses(cells, cell), p & 0xFFFFFFFF, colours);
        (cells,) = TttGrid.record(cells, cell, len, m.mover, colours);
        m.cells = cells;
        pending &= ~(((1 << _PENDING_BITS) - 1) << (_PENDING_BITS * slot));
        m.pending = uint96(pending);
        if (pending == 0) _endTurn(matchId, m, cells);
    }

    /// @notice Ends a match whose house missed its draw-to-commit deadline or an answer: the bets
    /// return (a draw) and each player is credited COMPENSATION wei from the house's bond
    /// (HouseRegistry slash; collected with withdrawCredit). Anyone may call it.
    function claimHouseTimeout(uint256 matchId) external {
        _requireLive(matchId);
        Match storage m = _matches[matchId];
        uint256 due = _houseDue(m);
        if (due == 0 || block.timestamp <= due) revert TttHouseNotLate(matchId);
        m.closed = true;
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = COMPENSATION;
        amounts[1] = COMPENSATION;
        uint256 paid = REGISTRY.slash(m.house, matchId, _players(m), amounts);
        emit HouseTimedOut(matchId, m.house, paid);
        _report(matchId, IDuelPlatform.Outcome.Draw);
    }

    /// @notice Releases the house of a match the platform settled without this mode (a forfeit,
    /// a player's timeout, or a stale match). Anyone may call it.
    function close(uint256 matchId) external {
        if (PLATFORM.isLive(matchId)) revert TttStillLive(matchId);
        Match storage m = _matches[matchId];
        if (m.house == address(0) || m.closed) revert TttClosed(matchId);
        m.closed = true;
        REGISTRY.release(matchId);
    }

    /// @notice The house publishes its seed once the match is settled, for the auditor (who
    /// checks C(2, seed) = S and re-derives every cell's word off chain).
    function revealSeed(uint256 matchId, uint256 seed) external {
        Match storage m = _matches[matchId];
        _onlyHouse(matchId, m);
        if (PLATFORM.isLive(matchId)) revert TttStillLive(matchId);
        emit SeedRevealed(matchId, seed);
    }

    // ---- the players ----

    /// @notice The mover's turn: one or two guesses on different open cells. Valid words wait
    /// for the house's answers; an invalid one is not accepted and skips the caller's next
    /// turn. The first turn of the match draws R and the first player.
    function play(uint256 matchId, Move[] calldata moves) external {
        _requireLive(matchId);
        Match storage m = _matches[matchId];
        if (m.seedCommitment == 0) revert TttNotCommitted(matchId);
        if (!m.drawn) _draw(matchId, m);
        uint256 seat = m.mover;
        if (msg.sender != (seat == 1 ? m.a : m.b)) revert TttNotYourTurn(matchId, msg.sender);
        if (m.pending != 0) revert TttAnswersPending(matchId);
        _charge(matchId, m, seat);
        uint256 n = moves.length;
        if (n == 0 || n > 2) revert TttMoveCount(n);
        if (n == 2 && moves[0].cell == moves[1].cell) revert TttSameCell(moves[0].cell);
        uint256 cells = m.cells;
        uint256 bout = m.bout;
        uint256 pending;
        uint256 slots;
        bool invalid;
        for (uint256 i = 0; i < n; i++) {
            Move calldata mv = moves[i];
            uint256 cell = mv.cell;
            if (cell >= TttGrid.CELLS) revert TttBadCell(cell);
            if (!TttGrid.isOpen(cells, cell)) revert TttCellClosed(cell);
            _checkWord(mv);
            emit Guessed(matchId, msg.sender, bout, cell, mv.word, mv.valid);
            if (!mv.valid) {
                invalid = true;
                continue;
            }
            pending |= (mv.word | cell << 32 | _PRESENT) << (_PENDING_BITS * slots);
            slots++;
        }
        if (invalid) m.skips |= uint8(seat);
        if (pending != 0) {
            m.pending = uint96(pending);
            m.answerDue = uint40(block.timestamp + WINDOW);
        } else {
            _endTurn(matchId, m, cells);
        }
    }

    // ---- the platform's timeout ----

    /// @notice No house drawn and committed by its deadline is a draw (a drawn house that did not
    /// commit goes through {claimHouseTimeout}, which slashes); a mover past its turn time and
    /// bank loses. See IDuelMode.
    function timeoutOutcome(uint256 matchId) external view returns (bool due, uint8 outcome) {
        Match storage m = _matches[matchId];
        if (m.a == address(0) || m.closed) return (false, 0);
        if (m.house == address(0)) {
            return (block.timestamp > m.houseDue, uint8(IDuelPlatform.Outcome.Draw));
        }
        if (m.seedCommitment == 0 || m.pending != 0) return (false, 0);
        uint256 seat = m.mover;
        if (!m.drawn) {
            bytes32 h = Randomness.blockHash(m.drawBlock);
            if (h == 0) {
                // R can no longer be drawn: nobody is to blame once the first turn's time is up
                return (block.timestamp > uint256(m.turnStart) + TURN_TIME + BANK, uint8(IDuelPlatform.Outcome.Draw));
            }
            (, seat) = _randomness(h, matchId);
        }
        uint256 bank = seat == 1 ? m.bankA : m.bankB;
        if (block.timestamp <= uint256(m.turnStart) + TURN_TIME + bank) return (false, 0);
        return (true, uint8(seat == 1 ? IDuelPlatform.Outcome.WinB : IDuelPlatform.Outcome.WinA));
    }

    // ---- views ----

    /// @notice Match `matchId`.
    function gameOf(uint256 matchId) external view returns (Game memory g) {
        Match storage m = _matches[matchId];
        g = Game({
            a: m.a,
            b: m.b,
            house: m.house,
            houseDue: m.houseDue,
            drawBlock: m.drawBlock,
            randomness: m.randomness,
            starter: m.starter,
            bout: m.bout,
            winsA: m.winsA,
            winsB: m.winsB,
            mover: m.mover,
            turnStart: m.turnStart,
            answerDue: m.answerDue,
            skips: m.skips,
            bankA: m.bankA,
            bankB: m.bankB,
            pending: m.pending,
            cells: m.cells,
            seedCommitment: m.seedCommitment,
            closed: m.closed
        });
    }

    /// @notice The seat that moves first in bout 0, before the first move fixes it (0 while the
    /// commitment's block hash cannot be read).
    function starterOf(uint256 matchId) external view returns (uint256) {
        Match storage m = _matches[matchId];
        if (m.drawn) return m.starter;
        if (m.seedCommitment == 0) return 0;
        bytes32 h = Randomness.blockHash(m.drawBlock);
        if (h == 0) return 0;
        (, uint256 starter) = _randomness(h, matchId);
        return starter;
    }

    /// @notice The dictionaries and verifier of words of `len` letters (4, 5 or 6).
    function dictionaryOf(uint256 len) public view returns (Dictionary memory d) {
        uint256 sizes;
        if (len == 4) {
            (d.verifier, d.answersRoot, d.guessRoot, sizes) = (_VERIFIER_4, _ANSWERS_ROOT_4, _GUESS_ROOT_4, _SIZES_4);
        } else if (len == 5) {
            (d.verifier, d.answersRoot, d.guessRoot, sizes) = (_VERIFIER_5, _ANSWERS_ROOT_5, _GUESS_ROOT_5, _SIZES_5);
        } else if (len == 6) {
            (d.verifier, d.answersRoot, d.guessRoot, sizes) = (_VERIFIER_6, _ANSWERS_ROOT_6, _GUESS_ROOT_6, _SIZES_6);
        }
        d.answersCount = sizes & 0xFFFFFFFF;
        d.guessCount = (sizes >> 32) & 0xFFFFFFFF;
        d.guessDepth = sizes >> 64;
    }

    /// @notice The owner seat of each cell of the bout in play as it stands (two bits a cell).
    function ownersOf(uint256 matchId) external view returns (uint256 owners) {
        (owners,,,) = TttGrid.score(_matches[matchId].cells);
    }

    /// @notice The house's open deadline (0: it owes nothing).
    function houseDueOf(uint256 matchId) external view returns (uint256) {
        return _houseDue(_matches[matchId]);
    }

    // ---- internals ----

    /// @dev Charges the mover's turn: time past TURN_TIME comes out of its bank.
    function _charge(uint256 matchId, Match storage m, uint256 seat) private {
        uint256 used = block.timestamp - m.turnStart;
        if (used <= TURN_TIME) return;
        uint256 over = used - TURN_TIME;
        uint256 bank = seat == 1 ? m.bankA : m.bankB;
        if (over > bank) revert TttClockOut(matchId, msg.sender);
        if (seat == 1) m.bankA = uint32(bank - over);
        else m.bankB = uint32(bank - over);
    }

    /// @dev Reverts unless the move's word fits its cell and its proof decides as it claims.
    function _checkWord(Move calldata mv) private view {
        uint256 cell = mv.cell;
        uint256 len = TttGrid.length(cell);
        uint256 word = mv.word;
        if (word >> (5 * len) != 0) revert TttBadWord(cell, word);
        Dictionary memory d = dictionaryOf(len);
        bool ok = mv.valid
            ? GuessTree.contains(d.guessRoot, d.guessDepth, len, word, mv.index, mv.path)
            : SortedGuessTree.absent(d.guessRoot, d.guessDepth, d.guessCount, len, mv);
        if (!ok) revert TttBadWordProof(cell, word, mv.valid);
    }

    /// @dev Verifies an answer proof of `cell`'s length; `low` holds the guess, colours and i.
    function _verifyAnswer(uint256 matchId, Match storage m, uint256 cell, uint256 low, bytes calldata proof)
        private
        view
    {
        Dictionary memory d = dictionaryOf(TttGrid.length(cell));
        uint256[3] memory input;
        input[0] = m.seedCommitment;
        input[1] = d.answersRoot;
        input[2] = low | d.answersCount << 64 | uint256(m.randomness) << 80;
        try d.verifier.verifyProof(proof, input) {}
        catch {
            revert TttBadProof(matchId, cell);
        }
    }

    /// @dev The turn's guesses are all answered: end the bout if no cell is open, else pass the
    /// turn, skipping pending skips (both pending: each loses one turn, the opponent moves).
    function _endTurn(uint256 matchId, Match storage m, uint256 cells) private {
        m.answerDue = 0;
        if (TttGrid.allClosed(cells)) {
            _endBout(matchId, m, cells);
            return;
        }
        uint256 next = 3 - m.mover;
        uint256 skips = m.skips;
        for (uint256 k = 0; k < 2; k++) {
            if (skips & next == 0) break;
            skips &= ~next;
            emit TurnSkipped(matchId, _addr(m, next));
            next = 3 - next;
        }
        m.skips = uint8(skips);
        _startTurn(matchId, m, next);
    }

    function _endBout(uint256 matchId, Match storage m, uint256 cells) private {
        (uint256 owners, uint256[2] memory lines, uint256[2] memory count, uint256 winner) = TttGrid.score(cells);
        uint256 bout = m.bout;
        address w = winner == 0 ? address(0) : _addr(m, winner);
        emit BoutEnded(matchId, bout, owners, lines[0], lines[1], count[0], count[1], w);
        uint256 wins;
        if (winner == 1) wins = ++m.winsA;
        else if (winner == 2) wins = ++m.winsB;
        if (wins == WINS || bout + 1 == MAX_BOUTS) {
            if (wins != WINS) w = address(0);
            emit MatchEnded(matchId, w);
            m.closed = true;
            REGISTRY.release(matchId);
            _report(
                matchId,
                w == address(0)
                    ? IDuelPlatform.Outcome.Draw
                    : winner == 1 ? IDuelPlatform.Outcome.WinA : IDuelPlatform.Outcome.WinB
            );
            return;
        }
        bout++;
        m.bout = uint16(bout);
        m.cells = 0;
        m.skips = 0;
        // game/tictactoe.FirstPlayer: the starter in even bouts, the other in odd ones
        _startTurn(matchId, m, bout % 2 == 0 ? m.starter : 3 - m.starter);
    }

    function _startTurn(uint256 matchId, Match storage m, uint256 seat) private {
        m.mover = uint8(seat);
        m.turnStart = uint40(block.timestamp);
        uint256 bank = seat == 1 ? m.bankA : m.bankB;
        emit TurnStarted(matchId, _addr(m, seat), m.bout, block.timestamp + TURN_TIME + bank);
    }

    /// @dev Fixes R and the first player from the hash of the commitment's block.
    function _draw(uint256 matchId, Match storage m) private {
        bytes32 h = Randomness.blockHash(m.drawBlock);
        if (h == 0) revert TttRandomnessPending(matchId, m.drawBlock);
        (uint128 r, uint256 starter) = _randomness(h, matchId);
        m.randomness = r;
        m.starter = uint8(starter);
        m.mover = uint8(starter);
        m.drawn = true;
        emit RandomnessDrawn(matchId, r, _addr(m, starter));
    }

    /// @dev R is the low 128 bits of keccak256(hash, matchId) (as Blitz and Best of 3); the first
    /// player is seat 1 when bit 255 of that digest is 0, which R does not contain.
    function _randomness(bytes32 h, uint256 matchId) private pure returns (uint128 r, uint256 starter) {
        uint256 x = uint256(keccak256(abi.encode(h, matchId)));
        return (uint128(x), 1 + (x >> 255));
    }

    /// @dev The house's open deadline: the draw and commitment, or the pending answers (0: none).
    function _houseDue(Match storage m) private view returns (uint256) {
        if (m.house == address(0) || m.closed) return 0;
        if (m.seedCommitment == 0) return m.houseDue;
        return m.pending != 0 ? m.answerDue : 0;
    }

    function _onlyHouse(uint256 matchId, Match storage m) private view {
        if (msg.sender != m.house || msg.sender == address(0)) revert TttNotHouse(matchId, msg.sender);
    }

    function _addr(Match storage m, uint256 seat) private view returns (address) {
        return seat == 1 ? m.a : m.b;
    }

    function _players(Match storage m) private view returns (address[] memory p) {
        p = new address[](2);
        p[0] = m.a;
        p[1] = m.b;
    }
}
