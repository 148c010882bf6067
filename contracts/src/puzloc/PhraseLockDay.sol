// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PhraseLockRules} from "./PhraseLockRules.sol";

/// @notice The phraselock verifier (generated from circuits.PhraseCircuit).
interface IPhraseLockVerifier {
    function verifyProof(bytes calldata proof, uint256[5] calldata input) external view;
}

/// @title PhraseLockDay
/// @notice PhraseLock as a game type of the daily challenge (docs/puzloc.md "PhraseLock on chain"):
/// per day and player, hidden moves answered by the house's proofs, lives counted from the
/// public bits, the day's facts (length, category, difficulty) proven at opening and the seed's
/// score. The daily contract supplies the day (its list size, randomness and house), the player's
/// binding M from the house key proof, and the proof check, through the hooks; this part keeps
/// PhraseLock's own state in its own storage.
abstract contract PhraseLockDay {
    using PhraseLockRules for PhraseLockRules.Game;

    /// @notice One player's PhraseLock attempt.
    struct Attempt {
        uint256 acc; // M until the first answer, then each answer's AccNew
        uint256 ct; // the pending move's ciphertext (0 for a hint)
        PhraseLockRules.Game game;
        uint8 pendingKind;
        bool pending; // a move awaits its answer
        bool started;
        uint40 readyAt; // the binding's or the last answer's time: thinking starts there
        uint40 movedAt; // when the pending move was posted: the house's deadline runs from it
        uint32 thinking; // seconds between each answer and the next move
    }

    /// @notice The day's facts, proven at opening.
    struct Facts {
        bool opened;
        uint8 length;
        uint8 category;
        uint8 difficulty;
    }

    mapping(uint256 dayId => mapping(address player => Attempt)) internal _phrase;
    mapping(uint256 dayId => Facts) public phraseFacts;

    /// @notice A hidden move: letter and phrase guesses carry a ciphertext, hints do not.
    event PhraseMove(uint256 indexed dayId, address indexed player, uint256 move, uint256 kind, uint256 ciphertext);
    /// @notice The proven answer: the reply encrypted to the player, the lives public.
    event PhraseAnswer(
        uint256 indexed dayId,
        address indexed player,
        uint256 move,
        uint256 reply,
        bool hit,
        bool refused,
        bool solved,
        int256 lives
    );
    /// @notice The day's phrase's facts, proven after the day.
    event PhraseOpened(uint256 indexed dayId, uint256 length, uint256 category, uint256 difficulty);

    /// @notice A move while the last one awaits its answer, or an answer with none pending.
    error PhraseLockPending(uint256 dayId, address player, bool pending);
    /// @notice The player has no binding for the day (no house key proof yet).
    error PhraseLockNotBound(uint256 dayId, address player);
    /// @notice A proof that does not prove the statement the contract rebuilt.
    error PhraseLockBadProof(uint256 dayId, address player);
    /// @notice A second opening, or a score before the opening.
    error PhraseLockOpened(uint256 dayId, bool opened);

    /// @notice The day as the daily contract holds it: the day number (the phrase's index in
    /// the stream), the list size N, the randomness R, and whether moves (not opening) are open.
    function _phraseDay(uint256 dayId) internal view virtual returns (uint256 day, uint256 count, uint256 randomness);
    /// @notice The player's binding M (0 until the house key proof).
    function _phraseBinding(uint256 dayId, address player) internal view virtual returns (uint256);
    /// @notice Reverts unless the caller is the day's house.
    function _phraseOnlyHouse(uint256 dayId) internal view virtual;
    /// @notice Reverts unless the day is running (moves) or over (opening).
    function _phraseWhen(uint256 dayId, bool opening) internal view virtual;
    /// @notice A move now awaits the house's answer (`owed`), or is answered: the daily contract
    /// counts what the house owes and, on an answer, reverts past the deadline from `movedAt`
    /// (a silent house ends the day by its timeout, `phraseAttempt` tells who waits).
    function _phraseOwed(uint256 dayId, address player, bool owed, uint256 movedAt) internal virtual;
    function _phraseVerifier() internal view virtual returns (IPhraseLockVerifier);

    /// @notice The player's move: a letter (kind 0) or phrase (1) ciphertext, or a hint (2-4) or
    /// the shape (5), with no ciphertext.
    function phraseMove(uint256 dayId, uint8 kind, uint256 ciphertext) external {
        _phraseWhen(dayId, false);
        Attempt storage a = _phrase[dayId][msg.sender];
        if (!a.started) {
            uint256 m = _phraseBinding(dayId, msg.sender);
            if (m == 0) revert PhraseLockNotBound(dayId, msg.sender);
            a.started = true;
            a.acc = m;
            a.game = PhraseLockRules.start();
            a.readyAt = uint40(block.timestamp);
        }
        if (a.pending) revert PhraseLockPending(dayId, msg.sender, true);
        a.game.check(kind, ciphertext);
        a.pending = true;
        a.pendingKind = kind;
        a.ct = ciphertext;
        a.movedAt = uint40(block.timestamp);
        a.thinking += uint32(block.timestamp - a.readyAt);
        _phraseOwed(dayId, msg.sender, true, block.timestamp);
        emit PhraseMove(dayId, msg.sender, a.game.moves, kind, ciphertext);
    }

    /// @notice The house's proven answer to the player's pending move.
    function phraseAnswer(
        uint256 dayId,
        address player,
        uint256 accNew,
        uint256 reply,
        bool hit,
        bool refused,
        bool solved,
        bytes calldata proof
    ) external {
        _phraseOnlyHouse(dayId);
        Attempt storage a = _phrase[dayId][player];
        if (!a.pending) revert PhraseLockPending(dayId, player, false);
        _phraseOwed(dayId, player, false, a.movedAt);
        PhraseLockRules.Game memory g = a.game;
        uint256 packed = _answerPacked(dayId, g.moves, a.pendingKind, hit, refused, solved);
        _verify(dayId, player, PhraseLockRules.inputs(a.acc, accNew, a.ct, reply, packed), proof);
        uint256 move = g.moves;
        g.record(a.pendingKind, hit, refused, solved);
        a.game = g;
        a.acc = accNew;
        a.pending = false;
        a.readyAt = uint40(block.timestamp);
        emit PhraseAnswer(dayId, player, move, reply, hit, refused, solved, g.lives);
    }

    /// @notice After the day: the day's phrase's facts, proven against any player's accumulator
    /// (every player's binding holds the same seed commitment and list).
    function phraseOpen(
        uint256 dayId,
        address player,
        uint256 length,
        uint256 category,
        uint256 difficulty,
        bytes calldata proof
    ) external {
        _phraseWhen(dayId, true);
        Facts storage f = phraseFacts[dayId];
        if (f.opened) revert PhraseLockOpened(dayId, true);
        Attempt storage a = _phrase[dayId][player];
        if (!a.started) revert PhraseLockNotBound(dayId, player);
        uint256 packed = _openPacked(dayId, a.game.moves, PhraseLockRules.facts(length, category, difficulty));
        _verify(dayId, player, PhraseLockRules.inputs(a.acc, a.acc, 0, 0, packed), proof);
        phraseFacts[dayId] = Facts(true, uint8(length), uint8(category), uint8(difficulty));
        emit PhraseOpened(dayId, length, category, difficulty);
    }

    /// @notice The player's game and thinking seconds, and whether a move awaits the house.
    function phraseAttempt(uint256 dayId, address player)
        external
        view
        returns (PhraseLockRules.Game memory game, uint256 thinking, bool pending)
    {
        Attempt storage a = _phrase[dayId][player];
        return (a.game, a.thinking, a.pending);
    }

    /// @notice When the player's pending move was posted (0: none pending).
    function phrasePendingSince(uint256 dayId, address player) external view returns (uint256) {
        Attempt storage a = _phrase[dayId][player];
        return a.pending ? a.movedAt : 0;
    }

    /// @notice The seed's score of the player's game once the day is opened (0 unless won).
    function phraseScore(uint256 dayId, address player) public view returns (uint256) {
        Facts memory f = phraseFacts[dayId];
        if (!f.opened) revert PhraseLockOpened(dayId, false);
        Attempt storage a = _phrase[dayId][player];
        if (a.game.status != PhraseLockRules.WON) return 0;
        return PhraseLockRules.score(a.game.lives, a.thinking, f.length, f.difficulty);
    }

    function _answerPacked(uint256 dayId, uint256 moves, uint8 kind, bool hit, bool refused, bool solved)
        private
        view
        returns (uint256)
    {
        (uint256 day, uint256 count, uint256 randomness) = _phraseDay(dayId);
        return PhraseLockRules.packed(
            day, moves, kind, PhraseLockRules.outcome(hit, refused, solved), count, 0, randomness
        );
    }

    function _openPacked(uint256 dayId, uint256 moves, uint256 facts) private view returns (uint256) {
        (uint256 day, uint256 count, uint256 randomness) = _phraseDay(dayId);
        return PhraseLockRules.packed(day, moves, PhraseLockRules.OPEN, 0, count, facts, randomness);
    }

    function _verify(uint256 dayId, address player, uint256[5] memory input, bytes calldata proof) private view {
        try _phraseVerifier().verifyProof(proof, input) {}
        catch {
            revert PhraseLockBadProof(dayId, player);
        }
    }
}
