// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DailyFixture} from "./DailyFixture.sol";
import {PuzlocDaily} from "../../src/puzloc/PuzlocDaily.sol";
import {IPuzlocDaily} from "../../src/puzloc/IPuzlocDaily.sol";
import {PhraseLockDay, IPhraseLockVerifier} from "../../src/puzloc/PhraseLockDay.sol";
import {PhraseLockRules} from "../../src/puzloc/PhraseLockRules.sol";
import {HiddenInputs} from "../../src/house/HiddenInputs.sol";

/// @notice PhraseLock (game type 1) through PuzlocDaily with a mock phraselock verifier: the
/// phrase root in the binding, the day number, list size and randomness in every statement, one
/// attempt per account, the house's windows and timeout, the opening's facts and the score.
contract PuzlocDailyPhraseTest is DailyFixture {
    uint8 internal constant T = 1;

    uint256 internal pid; // the challenge's id, kept so no view call comes between prank and move

    function _pid() internal view returns (uint256) {
        return pid;
    }

    function _commitPhrase() internal {
        pid = daily.dayIdOf(T, DAY);
        daily.requestDay(T, DAY);
        vm.roll(block.number + 1);
        daily.assignDay(T, DAY);
        vm.prank(HOUSE);
        daily.commitDay(T, DAY, SEED_C);
        vm.roll(block.number + 1);
        daily.draw(T, DAY);
    }

    /// @dev `p` joins PhraseLock at the current time and the house binds it over the phrase root.
    function _joinPhrase(address p) internal {
        vm.prank(p);
        daily.join(T, DAY, KEY_X, KEY_Y);
        uint256 m = _binding(p);
        uint256 id = _pid();
        uint256[6] memory input = HiddenInputs.keyInputs(KEY_Y, KEY_Y, daily.contextOf(id, p), SEED_C, PHRASE_ROOT, m);
        bytes memory proof = _proof(abi.encode(input));
        vm.prank(HOUSE);
        daily.bind(T, DAY, p, m, proof);
    }

    function _r() internal view returns (uint256) {
        return daily.dayOf(T, DAY).randomness;
    }

    /// @dev The mock proof of the five phraselock inputs.
    function _phraseProof(uint256[5] memory input) internal pure returns (bytes memory) {
        uint256[] memory dyn = new uint256[](5);
        for (uint256 i; i < 5; ++i) {
            dyn[i] = input[i];
        }
        return _proof(abi.encode(dyn));
    }

    uint256 internal acc; // the player's accumulator as the test tracks it

    function _move(address p, uint8 kind, uint256 ct) internal {
        vm.prank(p);
        daily.phraseMove(_pid(), kind, ct);
    }

    function _answerProof(
        uint256 ct,
        uint256 accNew,
        uint256 reply,
        uint256 n,
        uint8 kind,
        bool hit,
        bool refused,
        bool solved
    ) internal view returns (bytes memory) {
        uint256 packed = PhraseLockRules.packed(
            DAY, n, kind, PhraseLockRules.outcome(hit, refused, solved), PHRASE_COUNT, 0, _r()
        );
        return _phraseProof(PhraseLockRules.inputs(acc, accNew, ct, reply, packed));
    }

    /// @dev One move and its answer: the house answers 3 s later, the player thinks 7 s after it.
    function _play(address p, uint8 kind, uint256 ct, bool hit, bool refused, bool solved) internal {
        (PhraseLockRules.Game memory g,,) = daily.phraseAttempt(_pid(), p);
        _move(p, kind, ct);
        vm.warp(block.timestamp + 3);
        uint256 accNew = acc + 1;
        bytes memory proof = _answerProof(ct, accNew, 0xabc, g.moves, kind, hit, refused, solved);
        uint256 id = _pid();
        vm.prank(HOUSE);
        daily.phraseAnswer(id, p, accNew, 0xabc, hit, refused, solved, proof);
        acc = accNew;
        vm.warp(block.timestamp + 7);
    }

    function _openFacts(address p, uint256 length, uint256 category, uint256 difficulty) internal {
        (PhraseLockRules.Game memory g,,) = daily.phraseAttempt(_pid(), p);
        uint256 packed = PhraseLockRules.packed(
            DAY,
            g.moves,
            PhraseLockRules.OPEN,
            0,
            PHRASE_COUNT,
            PhraseLockRules.facts(length, category, difficulty),
            _r()
        );
        bytes memory proof = _phraseProof(PhraseLockRules.inputs(acc, acc, 0, 0, packed));
        daily.phraseOpen(_pid(), p, length, category, difficulty, proof);
    }

    /// @dev Both challenges of DAY committed (NumLock's too), ALICE bound on PhraseLock.
    function _setUpDay() internal {
        _commitPhrase();
        _commit();
        vm.warp(DAY * 1 days + 100);
        _joinPhrase(ALICE);
        acc = _binding(ALICE);
    }

    /// @notice The seed's "BREAK A LEG" game through the daily contract: the shape, a letter found,
    /// one missed, a wrong phrase, the category hint and the phrase; the facts proven after the
    /// day, the seed published, the score recorded as PhraseLockRules computes it.
    function test_PhraseLockDayPlayedOpenedAndScored() public {
        _setUpDay();
        uint256 id = _pid();
        vm.assertEq(daily.gameTypeOf(T).answersRoot, PHRASE_ROOT, "the phrase root binds the players");
        vm.warp(block.timestamp + 20); // before the first move the player knows nothing: not counted
        _play(ALICE, PhraseLockRules.SHAPE, 0, false, false, false);
        _play(ALICE, PhraseLockRules.LETTER, 11, true, false, false);
        _play(ALICE, PhraseLockRules.LETTER, 12, false, false, false); // 9
        _play(ALICE, PhraseLockRules.PHRASE, 13, false, false, false); // 7
        _play(ALICE, PhraseLockRules.HINT_CATEGORY, 0, false, false, false); // 5
        _play(ALICE, PhraseLockRules.PHRASE, 14, true, false, true);
        (PhraseLockRules.Game memory g, uint256 thinking, bool pending) = daily.phraseAttempt(id, ALICE);
        vm.assertEq(uint256(int256(g.lives)), 5, "lives");
        vm.assertEq(g.status, PhraseLockRules.WON, "won");
        vm.assertEq(thinking, 5 * 7, "thinking: from each answer to the next move, never the house's latency");
        vm.assertFalse(pending, "nothing pending");

        // scores wait for the opening, which waits for the answers' deadline
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyNotOpened.selector, id));
        daily.finalise(T, DAY, ALICE);
        uint256 from = daily.playEnd(DAY) + WINDOW;
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyWrongTime.selector, id, from, daily.openDue(DAY) + 1));
        this.openFactsExternal(ALICE, 11, 1, 0);
        vm.warp(from);
        // the seed alone does not open a day someone played: the facts come first
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockOpened.selector, id, false));
        daily.openDay(T, DAY, 0, 42, "");
        _openFacts(ALICE, 11, 1, 0);
        vm.prank(HOUSE);
        daily.openDay(T, DAY, 0, 42, "");
        IPuzlocDaily.Day memory d = daily.dayOf(T, DAY);
        vm.assertTrue(d.opened && d.closed, "opened and released");
        vm.assertEq(d.difficulty, 0, "the proven difficulty");

        uint256 want = PhraseLockRules.score(5, 35, 11, 0);
        vm.assertEq(want, 1000 + 5 * 50 + 11 * 10 - 35 * 3, "the seed's formula");
        vm.expectEmit(address(daily));
        emit IPuzlocDaily.Finalised(id, ALICE, true, 6, 35, want);
        vm.assertEq(daily.finalise(T, DAY, ALICE), want, "score");
        vm.assertEq(daily.seatOf(T, DAY, ALICE).score, want, "recorded");
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyAlreadyFinalised.selector, id, ALICE));
        daily.finalise(T, DAY, ALICE);
    }

    function openFactsExternal(address p, uint256 length, uint256 category, uint256 difficulty) external {
        _openFacts(p, length, category, difficulty);
    }

    /// @notice A lost game scores 0; a player who joined and never moved scores 0 too.
    function test_LostAndIdlePlayersScoreZero() public {
        _setUpDay();
        vm.warp(block.timestamp + 1);
        _joinPhrase(BOB);
        for (uint256 i; i < 5; ++i) {
            _play(ALICE, PhraseLockRules.PHRASE, 20 + i, false, false, false);
        }
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(PhraseLockRules.PhraseLockOver.selector, 2, 5));
        daily.phraseMove(_pid(), PhraseLockRules.LETTER, 1);
        vm.warp(daily.playEnd(DAY) + WINDOW);
        _openFacts(ALICE, 20, 0, 2);
        vm.prank(HOUSE);
        daily.openDay(T, DAY, 0, 42, "");
        vm.assertEq(daily.finalise(T, DAY, ALICE), 0, "lost");
        vm.assertEq(daily.finalise(T, DAY, BOB), 0, "never moved");
    }

    /// @notice A PhraseLock day nobody moved on opens with the seed alone.
    function test_IdleDayOpensWithoutFacts() public {
        _setUpDay();
        vm.warp(daily.playEnd(DAY) + WINDOW);
        vm.prank(HOUSE);
        daily.openDay(T, DAY, 0, 42, "");
        vm.assertTrue(daily.dayOf(T, DAY).opened, "opened");
        vm.assertEq(daily.finalise(T, DAY, ALICE), 0, "no game");
    }

    /// @notice One attempt per account per day: a second key reverts, and the attempt never resets.
    function test_RevertWhen_SecondPhraseAttempt() public {
        _setUpDay();
        _play(ALICE, PhraseLockRules.PHRASE, 30, false, false, false);
        uint256 id = _pid();
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyAlreadyPlayed.selector, id, ALICE));
        vm.prank(ALICE);
        daily.join(T, DAY, KEY_X, KEY_Y);
        (PhraseLockRules.Game memory g,,) = daily.phraseAttempt(id, ALICE);
        vm.assertEq(uint256(int256(g.lives)), 8, "the attempt goes on where it was");
        // NumLock the same day is another challenge: its own attempt
        vm.prank(ALICE);
        daily.join(0, DAY, KEY_X, KEY_Y);
    }

    /// @notice NumLock's moves do not apply to PhraseLock, nor PhraseLock's to NumLock.
    function test_RevertWhen_MovesOfTheOtherGame() public {
        _setUpDay();
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadGameType.selector, 1));
        vm.prank(ALICE);
        daily.guess(T, DAY, 5);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadGameType.selector, 1));
        vm.prank(HOUSE);
        daily.answer(T, DAY, ALICE, 1, 1, false, "");
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadGameType.selector, 1));
        vm.prank(HOUSE);
        daily.refuse(T, DAY, ALICE, "");
        _join(BOB);
        uint256 numId = _id();
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadGameType.selector, 0));
        vm.prank(BOB);
        daily.phraseMove(numId, PhraseLockRules.LETTER, 5);
    }

    function test_RevertWhen_UnboundOrLateOrNotHouse() public {
        _commitPhrase();
        vm.warp(DAY * 1 days + 100);
        vm.prank(ALICE);
        daily.join(T, DAY, KEY_X, KEY_Y);
        uint256 id = _pid();
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockNotBound.selector, id, ALICE));
        _move(ALICE, PhraseLockRules.LETTER, 1);
        uint256 m = _binding(ALICE);
        bytes memory proof = _proof(
            abi.encode(HiddenInputs.keyInputs(KEY_Y, KEY_Y, daily.contextOf(id, ALICE), SEED_C, PHRASE_ROOT, m))
        );
        vm.prank(HOUSE);
        daily.bind(T, DAY, ALICE, m, proof);
        acc = m;
        _move(ALICE, PhraseLockRules.LETTER, 1);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyNotHouse.selector, id, ALICE));
        vm.prank(ALICE);
        daily.phraseAnswer(id, ALICE, 2, 0, true, false, false, "");
        // an answer needs the day's number, list size and randomness
        bytes memory wrong = _phraseProof(
            PhraseLockRules.inputs(
                acc,
                2,
                1,
                0,
                PhraseLockRules.packed(
                    DAY + 1,
                    0,
                    PhraseLockRules.LETTER,
                    PhraseLockRules.outcome(true, false, false),
                    PHRASE_COUNT,
                    0,
                    _r()
                )
            )
        );
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockBadProof.selector, id, ALICE));
        vm.prank(HOUSE);
        daily.phraseAnswer(id, ALICE, 2, 0, true, false, false, wrong);
        bytes memory right = _answerProof(1, 2, 0, 0, PhraseLockRules.LETTER, true, false, false);
        vm.prank(HOUSE);
        daily.phraseAnswer(id, ALICE, 2, 0, true, false, false, right);
        vm.warp(daily.playEnd(DAY));
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyWrongTime.selector, id, 0, daily.playEnd(DAY)));
        _move(ALICE, PhraseLockRules.LETTER, 1);
    }

    /// @notice A move the house leaves unanswered past WINDOW: the answer is late, the house owes
    /// it (no opening) and anyone ends the day by the timeout, the player compensated.
    function test_SilentHouseOnAPhraseMoveIsSlashed() public {
        _setUpDay();
        _move(ALICE, PhraseLockRules.HINT_LENGTH, 0);
        uint256 id = _pid();
        vm.assertEq(daily.phrasePendingSince(id, ALICE), block.timestamp, "pending since");
        address[] memory victims = new address[](1);
        victims[0] = ALICE;
        vm.warp(block.timestamp + WINDOW);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyHouseNotLate.selector, id));
        daily.claimHouseTimeout(T, DAY, victims);
        vm.warp(block.timestamp + 1);
        bytes memory proof = _answerProof(0, 2, 0, 0, PhraseLockRules.HINT_LENGTH, false, false, false);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyWrongTime.selector, id, 0, block.timestamp));
        vm.prank(HOUSE);
        daily.phraseAnswer(id, ALICE, 2, 0, false, false, false, proof);
        vm.warp(daily.playEnd(DAY) + WINDOW);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyHouseOwes.selector, id, 1));
        vm.prank(HOUSE);
        daily.openDay(T, DAY, 0, 42, "");
        daily.claimHouseTimeout(T, DAY, victims);
        IPuzlocDaily.Day memory d = daily.dayOf(T, DAY);
        vm.assertTrue(d.void_ && d.closed, "void");
        vm.assertEq(reg.creditOf(ALICE), COMP, "compensated");
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyClosed.selector, id));
        _move(ALICE, PhraseLockRules.LETTER, 1);
    }

    function test_RevertWhen_BadPhraseSettings() public {
        PuzlocDaily.Config memory c = _config();
        c.phraseVerifier = IPhraseLockVerifier(address(0));
        vm.expectRevert(IPuzlocDaily.DailyBadSettings.selector);
        new PuzlocDaily(c);
        c = _config();
        c.gameTypes[1].answersCount = uint32(PhraseLockRules.MAX_COUNT + 1);
        vm.expectRevert(IPuzlocDaily.DailyBadSettings.selector);
        new PuzlocDaily(c);
        c.gameTypes[1].answersCount = uint32(PhraseLockRules.MAX_COUNT); // 2^14 fits PhraseLock
        vm.assertEq(new PuzlocDaily(c).gameTypeOf(1).answersCount, PhraseLockRules.MAX_COUNT, "2^14");
    }
}
