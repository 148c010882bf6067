// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DailyFixture} from "./DailyFixture.sol";
import {PuzlocDaily} from "../../src/puzloc/PuzlocDaily.sol";
import {IPuzlocDaily} from "../../src/puzloc/IPuzlocDaily.sol";
import {HiddenInputs} from "../../src/house/HiddenInputs.sol";

/// @notice PuzlocDaily's rules with mock verifiers: the draw and commitment before the day, one
/// attempt per account, hidden guesses and answers, thinking time, refusals, the proven opening,
/// scores (against game/puzloc's vectors) and every house deadline.
contract PuzlocDailyTest is DailyFixture {
    function test_RevertWhen_BadSettings() public {
        PuzlocDaily.Config memory c = _config();
        c.window = 0;
        vm.expectRevert(IPuzlocDaily.DailyBadSettings.selector);
        new PuzlocDaily(c);
        c = _config();
        c.gameTypes[0].answersCount = 8193;
        vm.expectRevert(IPuzlocDaily.DailyBadSettings.selector);
        new PuzlocDaily(c);
        c = _config();
        c.commitLead = 0;
        vm.expectRevert(IPuzlocDaily.DailyBadSettings.selector);
        new PuzlocDaily(c);
    }

    function test_RevertWhen_UnknownGameType() public {
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadGameType.selector, 2));
        daily.requestDay(2, DAY);
    }

    function test_CommitBeforeTheDay() public {
        _commit();
        IPuzlocDaily.Day memory d = daily.dayOf(0, DAY);
        vm.assertEq(d.house, HOUSE, "drawn house");
        vm.assertEq(d.seedCommitment, SEED_C, "commitment");
        vm.assertTrue(d.drawn, "R fixed");
        vm.assertEq(
            d.randomness,
            uint128(uint256(keccak256(abi.encode(blockhash(block.number - 1), address(daily), _id())))),
            "R from the commitment block"
        );
    }

    function test_RevertWhen_CommitLate() public {
        daily.requestDay(0, DAY);
        vm.roll(block.number + 1);
        daily.assignDay(0, DAY);
        uint256 due = daily.commitDue(DAY);
        vm.warp(due);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyWrongTime.selector, _id(), 0, due));
        daily.commitDay(0, DAY, SEED_C);
    }

    function test_RevertWhen_NotHouseCommits() public {
        daily.requestDay(0, DAY);
        vm.roll(block.number + 1);
        daily.assignDay(0, DAY);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyNotHouse.selector, _id(), ALICE));
        daily.commitDay(0, DAY, SEED_C);
    }

    function test_RevertWhen_DrawInTheCommitBlock() public {
        daily.requestDay(0, DAY);
        vm.roll(block.number + 1);
        daily.assignDay(0, DAY);
        vm.prank(HOUSE);
        daily.commitDay(0, DAY, SEED_C);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyRandomnessPending.selector, _id(), block.number));
        daily.draw(0, DAY);
    }

    function test_RevertWhen_JoinOutsideTheDay() public {
        _commit();
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(IPuzlocDaily.DailyWrongTime.selector, _id(), DAY * 1 days, (DAY + 1) * 1 days)
        );
        daily.join(0, DAY, KEY_X, KEY_Y);
        vm.warp((DAY + 1) * 1 days);
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(IPuzlocDaily.DailyWrongTime.selector, _id(), DAY * 1 days, (DAY + 1) * 1 days)
        );
        daily.join(0, DAY, KEY_X, KEY_Y);
    }

    /// @notice One attempt per account per day per game type, whatever happened to the first.
    function test_RevertWhen_SecondAttempt() public {
        _commit();
        vm.warp(DAY * 1 days + 10);
        _join(ALICE);
        _guess(ALICE, 5);
        _answer(ALICE, true);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyAlreadyPlayed.selector, _id(), ALICE));
        daily.join(0, DAY, KEY_X, KEY_Y);
    }

    function test_RevertWhen_BadKey() public {
        _commit();
        vm.warp(DAY * 1 days);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadKey.selector, KEY_X, KEY_Y + 1));
        daily.join(0, DAY, KEY_X, KEY_Y + 1);
    }

    function test_RevertWhen_BadProofs() public {
        _commit();
        vm.warp(DAY * 1 days);
        vm.prank(ALICE);
        daily.join(0, DAY, KEY_X, KEY_Y);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadProof.selector, _id(), ALICE, 1));
        daily.bind(0, DAY, ALICE, 99, _proof("x"));
        _bind(ALICE);
        _guess(ALICE, 5);
        bytes memory wrong = _answerProof(ALICE, 7, 8, false); // proves "not solved"
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadProof.selector, _id(), ALICE, 2));
        daily.answer(0, DAY, ALICE, 7, 8, true, wrong);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadProof.selector, _id(), ALICE, 3));
        daily.refuse(0, DAY, ALICE, _proof("x"));
    }

    /// @notice The clock counts only the player's thinking: from the binding's or the answer's
    /// block to its guess; the house's answer delay is never charged.
    function test_ThinkingTimeOnly() public {
        _commit();
        vm.warp(DAY * 1 days + 100);
        _join(ALICE);
        vm.warp(block.timestamp + 7); // thinks 7 s
        _guess(ALICE, 5);
        vm.warp(block.timestamp + 50); // the house takes 50 s
        _answer(ALICE, false);
        vm.warp(block.timestamp + 11); // thinks 11 s
        _guess(ALICE, 6);
        vm.warp(block.timestamp + 59); // the house takes 59 s
        _answer(ALICE, true);
        IPuzlocDaily.Seat memory s = daily.seatOf(0, DAY, ALICE);
        vm.assertEq(s.thinking, 18, "7 + 11 seconds");
        vm.assertEq(s.tries, 2, "tries");
        vm.assertTrue(s.solved, "solved");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyNoTriesLeft.selector, _id(), ALICE));
        daily.guess(0, DAY, 7);
    }

    function test_RevertWhen_GuessPendingOrTooMany() public {
        _commit();
        vm.warp(DAY * 1 days);
        vm.prank(ALICE);
        daily.join(0, DAY, KEY_X, KEY_Y);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyNotBound.selector, _id(), ALICE));
        daily.guess(0, DAY, 5);
        _bind(ALICE);
        _guess(ALICE, 5);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyGuessPending.selector, _id(), ALICE));
        daily.guess(0, DAY, 6);
        _answer(ALICE, false);
        for (uint256 i = 1; i < 6; i++) {
            _guess(ALICE, 5 + i);
            _answer(ALICE, false);
        }
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyNoTriesLeft.selector, _id(), ALICE));
        daily.guess(0, DAY, 20);
    }

    function test_RevertWhen_GuessAfterPlayEnd() public {
        _commit();
        vm.warp((DAY + 1) * 1 days - 1);
        _join(ALICE);
        uint256 end = daily.playEnd(DAY);
        vm.warp(end);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyWrongTime.selector, _id(), 0, end));
        daily.guess(0, DAY, 5);
    }

    function test_RefusalSpendsTheTry() public {
        _commit();
        vm.warp(DAY * 1 days);
        _join(ALICE);
        _guess(ALICE, 5);
        uint256[3] memory input = HiddenInputs.refusalInputs(_binding(ALICE), 5, 0, 0, false, 0);
        vm.prank(HOUSE);
        daily.refuse(0, DAY, ALICE, _proof(abi.encode(input)));
        IPuzlocDaily.Seat memory s = daily.seatOf(0, DAY, ALICE);
        vm.assertEq(s.tries, 1, "the try is spent");
        vm.assertFalse(s.pending, "answered");
    }

    /// @notice The full day: two players, the opening, scores by the seed's formula.
    function test_OpenAndFinalise() public {
        _commit();
        vm.warp(DAY * 1 days + 1000);
        _join(ALICE);
        _join(BOB);
        vm.warp(block.timestamp + 20);
        _guess(ALICE, 5);
        _guess(BOB, 5);
        _answer(ALICE, true); // 1 attempt, 20 s
        _answer(BOB, false);
        vm.warp(block.timestamp + 30);
        _guess(BOB, 9);
        _answer(BOB, false);
        uint256 code = _code(1, 1, 2, 3); // 1123: medium
        uint256 from = daily.playEnd(DAY) + WINDOW;
        uint256 until = daily.openDue(DAY) + 1;
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyWrongTime.selector, _id(), from, until));
        daily.openDay(0, DAY, code, 42, "");
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyNotOpened.selector, _id()));
        daily.finalise(0, DAY, ALICE);
        vm.warp(from);
        bytes memory proof = _openProof(code);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyBadProof.selector, _id(), address(0), 4));
        daily.openDay(0, DAY, _code(1, 1, 2, 4), 42, proof);
        _open(code);
        IPuzlocDaily.Day memory d = daily.dayOf(0, DAY);
        vm.assertEq(d.answer, code, "answer");
        vm.assertEq(d.difficulty, 1, "medium");
        (address h,) = reg.assignmentOf(address(daily), _id());
        vm.assertEq(h, HOUSE, "assignment kept");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "house released");
        vm.assertEq(daily.finalise(0, DAY, ALICE), 1400, "seed example: 1 attempt, 20 s, medium");
        vm.assertEq(daily.finalise(0, DAY, BOB), 0, "unsolved");
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyAlreadyFinalised.selector, _id(), ALICE));
        daily.finalise(0, DAY, ALICE);
    }

    function test_RevertWhen_OpenWhileOwing() public {
        _commit();
        vm.warp(DAY * 1 days);
        _join(ALICE);
        _guess(ALICE, 5);
        vm.warp(daily.playEnd(DAY) + WINDOW);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyHouseOwes.selector, _id(), 1));
        daily.openDay(0, DAY, _code(1, 1, 2, 3), 42, "");
    }

    // ---- the house's deadlines ----

    function _victims(address a) internal pure returns (address[] memory v) {
        v = new address[](1);
        v[0] = a;
    }

    function test_SilentHouseOnAnAnswerIsSlashed() public {
        _commit();
        vm.warp(DAY * 1 days);
        _join(ALICE);
        _guess(ALICE, 5);
        vm.warp(block.timestamp + WINDOW);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyHouseNotLate.selector, _id()));
        daily.claimHouseTimeout(0, DAY, _victims(ALICE));
        vm.warp(block.timestamp + 1);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyWrongTime.selector, _id(), 0, block.timestamp));
        daily.answer(0, DAY, ALICE, 1, 1, false, "");
        daily.claimHouseTimeout(0, DAY, _victims(ALICE));
        vm.assertEq(reg.creditOf(ALICE), COMP, "compensated");
        vm.assertEq(reg.houseOf(HOUSE).bond, BOND - COMP, "from the bond");
        IPuzlocDaily.Day memory d = daily.dayOf(0, DAY);
        vm.assertTrue(d.void_ && d.closed, "void day");
        // the player is not penalised: no score is recorded for a void day
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyNotOpened.selector, _id()));
        daily.finalise(0, DAY, ALICE);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyClosed.selector, _id()));
        daily.join(0, DAY, KEY_X, KEY_Y);
    }

    function test_SilentHouseOnABindingIsSlashed() public {
        _commit();
        vm.warp(DAY * 1 days);
        vm.prank(ALICE);
        daily.join(0, DAY, KEY_X, KEY_Y);
        vm.warp(block.timestamp + WINDOW + 1);
        daily.claimHouseTimeout(0, DAY, _victims(ALICE));
        vm.assertEq(reg.creditOf(ALICE), COMP, "compensated");
    }

    function test_MissedCommitmentIsSlashed() public {
        daily.requestDay(0, DAY);
        vm.roll(block.number + 1);
        daily.assignDay(0, DAY);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyHouseNotLate.selector, _id()));
        daily.claimHouseTimeout(0, DAY, new address[](0));
        vm.warp(daily.commitDue(DAY));
        daily.claimHouseTimeout(0, DAY, new address[](0));
        vm.assertTrue(daily.dayOf(0, DAY).void_, "void");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "the house's duty ended");
    }

    function test_MissedOpeningIsSlashed() public {
        _commit();
        vm.warp(DAY * 1 days);
        _join(ALICE);
        _guess(ALICE, 5);
        _answer(ALICE, true);
        vm.warp(daily.openDue(DAY));
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyHouseNotLate.selector, _id()));
        daily.claimHouseTimeout(0, DAY, _victims(ALICE));
        vm.warp(daily.openDue(DAY) + 1);
        daily.claimHouseTimeout(0, DAY, _victims(ALICE));
        vm.assertEq(reg.creditOf(ALICE), COMP, "compensated");
    }

    function test_RevertWhen_VictimDidNotPlay() public {
        daily.requestDay(0, DAY);
        vm.roll(block.number + 1);
        daily.assignDay(0, DAY);
        vm.warp(daily.commitDue(DAY));
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyNotPlayer.selector, _id(), BOB));
        daily.claimHouseTimeout(0, DAY, _victims(BOB));
    }

    // ---- the rules engine's formulas ----

    /// @notice Differential test: game/puzloc's difficulty and score of 500 results
    /// (game/testdata/puzloc_daily_vectors.json, with its Go drift test).
    function test_ScoresMatchRulesEngine() public view {
        string memory json = vm.readFile(string.concat(vm.projectRoot(), "/game/testdata/puzloc_daily_vectors.json"));
        uint256[] memory code = vm.parseJsonUintArray(json, ".code");
        uint256[] memory attempts = vm.parseJsonUintArray(json, ".attempts");
        uint256[] memory secs = vm.parseJsonUintArray(json, ".seconds");
        uint256[] memory diff = vm.parseJsonUintArray(json, ".difficulty");
        uint256[] memory score = vm.parseJsonUintArray(json, ".score");
        vm.assertEq(code.length, 500, "vectors");
        for (uint256 i; i < code.length; i++) {
            vm.assertEq(daily.difficultyOf(code[i], 4), diff[i], "difficulty");
            vm.assertEq(daily.scoreOf(0, attempts[i], secs[i], diff[i]), score[i], "score");
        }
    }

    function testFuzz_ScoreNeverAboveBase(uint256 attempts, uint256 secs, uint256 difficulty) public view {
        attempts = bound(attempts, 1, 6);
        secs = bound(secs, 0, 1 days);
        difficulty = bound(difficulty, 0, 2);
        uint256 s = daily.scoreOf(0, attempts, secs, difficulty);
        vm.assertLe(s, 1000 * (2 + difficulty) / 2, "at most the base");
        if (attempts > 1 || secs > 0) vm.assertLt(s, 2000, "penalties apply");
    }

    /// @notice Whatever the guesses' timing, thinking time is the sum of the player's own gaps.
    function testFuzz_ThinkingIsTheSumOfGaps(uint256 seed) public {
        _commit();
        vm.warp(DAY * 1 days);
        _join(ALICE);
        uint256 want;
        for (uint256 i; i < 6; i++) {
            uint256 think = uint256(keccak256(abi.encode(seed, i, "t"))) % 600;
            uint256 houseDelay = uint256(keccak256(abi.encode(seed, i, "h"))) % (WINDOW + 1);
            vm.warp(block.timestamp + think);
            _guess(ALICE, 5 + i);
            vm.warp(block.timestamp + houseDelay);
            _answer(ALICE, false);
            want += think;
        }
        vm.assertEq(daily.seatOf(0, DAY, ALICE).thinking, want, "thinking");
    }

    function testFuzz_OneAttemptPerAccount(address player, uint256 when) public {
        vm.assume(player != address(0) && player.code.length == 0);
        _commit();
        vm.warp(DAY * 1 days + bound(when, 0, 1 days - 2));
        vm.prank(player);
        daily.join(0, DAY, KEY_X, KEY_Y);
        vm.warp(block.timestamp + 1);
        vm.prank(player);
        vm.expectRevert(abi.encodeWithSelector(IPuzlocDaily.DailyAlreadyPlayed.selector, _id(), player));
        daily.join(0, DAY, KEY_X, KEY_Y);
    }
}
