// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BlitzFixture, MockAnswerVerifier} from "./BlitzFixture.sol";
import {WorduelBlitz, IAnswerVerifier} from "../../src/worduel/WorduelBlitz.sol";
import {DuelMode} from "../../src/duel/DuelMode.sol";
import {IDuelPlatform} from "../../src/duel/IDuelPlatform.sol";

/// @notice WorduelBlitz's rules with the mock verifier (the packed public input must be exactly
/// the one expected): commitments, the draw, guesses, answers, the chess clocks, the end by
/// solves, and every deadline through the platform's claimTimeout.
contract WorduelBlitzTest is BlitzFixture {
    uint256 internal constant BET = 40;
    uint256 internal constant GREEN = 0x2AA;

    function _started() internal returns (uint256 id) {
        id = _match(BET);
        _commitBoth(id);
    }

    // ---- start and commitments ----

    function test_StartRecordsPlayersAndCommitDeadline() public {
        uint256 id = _match(BET);
        WorduelBlitz.Game memory g = blitz.gameOf(id);
        vm.assertEq(g.a, ALICE, "a");
        vm.assertEq(g.b, BOB, "b");
        vm.assertEq(g.commitDue, block.timestamp + WINDOW, "commit deadline");
        vm.assertEq(g.drawBlock, 0, "not armed");
    }

    function test_OnlyThePlatformStarts() public {
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeNotPlatform.selector, address(this)));
        blitz.onMatchStart(9, ALICE, BOB, 1);
    }

    function test_SecondCommitStartsClocks() public {
        uint256 id = _match(BET);
        vm.roll(DRAW_BLOCK);
        vm.prank(BOB);
        blitz.commitSeed(id, commitB);
        vm.assertEq(blitz.gameOf(id).drawBlock, 0, "one commitment arms nothing");
        vm.prank(ALICE);
        blitz.commitSeed(id, commitA);
        vm.assertEq(blitz.gameOf(id).drawBlock, DRAW_BLOCK, "armed on the second commitment's block");
        vm.assertEq(blitz.timeLeft(id, 0), DURATION, "a's clock");
        vm.warp(block.timestamp + 7);
        vm.assertEq(blitz.timeLeft(id, 1), DURATION - 7, "b's clock runs");
    }

    function test_RevertWhen_CommitTwiceOrBad() public {
        uint256 id = _match(BET);
        vm.startPrank(ALICE);
        blitz.commitSeed(id, commitA);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzAlreadyCommitted.selector, id, ALICE));
        blitz.commitSeed(id, commitA);
        vm.stopPrank();
        vm.startPrank(BOB);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzBadCommitment.selector, 0));
        blitz.commitSeed(id, 0);
        uint256 field = 21888242871839275222246405745257275088548364400416034343698204186575808495617;
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzBadCommitment.selector, field));
        blitz.commitSeed(id, field);
        vm.stopPrank();
        vm.prank(CAROL);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzNotPlayer.selector, id, CAROL));
        blitz.commitSeed(id, commitB);
    }

    function test_RevertWhen_CommitLate() public {
        uint256 id = _match(BET);
        uint256 due = blitz.gameOf(id).commitDue;
        vm.warp(due + 1);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzCommitClosed.selector, id, due));
        blitz.commitSeed(id, commitA);
    }

    function test_MissedCommitmentLoses() public {
        uint256 id = _match(BET);
        vm.prank(BOB);
        blitz.commitSeed(id, commitB);
        (bool due,) = blitz.timeoutOutcome(id);
        vm.assertFalse(due, "not before the deadline");
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotTimedOut.selector, id));
        platform.claimTimeout(id);
        vm.warp(block.timestamp + WINDOW + 1);
        vm.prank(CAROL);
        platform.claimTimeout(id);
        vm.assertEq(coins.balanceOf(BOB), 100 + BET, "b takes the pot");
        vm.assertEq(coins.balanceOf(ALICE), 100 - BET, "a loses the bet");
    }

    function test_NobodyCommitsIsADraw() public {
        uint256 id = _match(BET);
        vm.warp(block.timestamp + WINDOW + 1);
        platform.claimTimeout(id);
        vm.assertEq(coins.lockedOf(ALICE), 0, "a's bet back");
        vm.assertEq(coins.balanceOf(ALICE), 100, "a unchanged");
        vmx.assertEq(platform.ratingOf(ALICE), 1000, "no rating change");
    }

    // ---- guesses ----

    function test_RevertWhen_GuessBeforeStartOrSameBlock() public {
        uint256 id = _match(BET);
        Move memory m = _move(0);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzNotStarted.selector, id));
        blitz.guess(id, m.packed, m.index, m.siblings);
        vm.roll(DRAW_BLOCK);
        vm.prank(ALICE);
        blitz.commitSeed(id, commitA);
        vm.prank(BOB);
        blitz.commitSeed(id, commitB);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzRandomnessPending.selector, id, DRAW_BLOCK));
        blitz.guess(id, m.packed, m.index, m.siblings);
    }

    function test_GuessDrawsRandomnessAndStopsClock() public {
        uint256 id = _started();
        vm.warp(block.timestamp + 12);
        Move memory m = _move(0);
        _guess(id, m);
        WorduelBlitz.Game memory g = blitz.gameOf(id);
        vm.assertTrue(g.drawn, "drawn");
        vm.assertEq(g.randomness, vm.parseJsonUint(json, ".randomness"), "R = uint128(keccak(blockhash, id))");
        WorduelBlitz.Side memory s = blitz.sideOf(id, 1);
        vm.assertEq(s.pending, m.packed, "pending guess");
        vm.assertEq(s.answerDue, block.timestamp + WINDOW, "answer deadline");
        vm.assertEq(s.clockSince, 0, "clock stopped");
        vm.assertEq(s.clockLeft, DURATION - 12, "12 s spent");
        vm.warp(block.timestamp + 20);
        vm.assertEq(blitz.timeLeft(id, 1), DURATION - 12, "waiting for the answer is free");
    }

    function test_RevertWhen_GuessNotInDictionary() public {
        uint256 id = _started();
        Move memory m = _move(0);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzNotInDictionary.selector, m.packed ^ 1));
        blitz.guess(id, m.packed ^ 1, m.index, m.siblings);
        bytes32[] memory shortPath = new bytes32[](m.siblings.length - 1);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzNotInDictionary.selector, m.packed));
        blitz.guess(id, m.packed, m.index, shortPath);
    }

    function test_RevertWhen_GuessPendingOrOutOfTime() public {
        uint256 id = _started();
        Move memory m = _move(0);
        _guess(id, m);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzGuessPending.selector, id, BOB));
        blitz.guess(id, m.packed, m.index, m.siblings);
        vm.warp(block.timestamp + DURATION);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzClockOut.selector, id, ALICE));
        blitz.guess(id, m.packed, m.index, m.siblings);
    }

    // ---- answers ----

    function test_AnswerRestartsClockAndCounts() public {
        uint256 id = _started();
        Move memory m = _move(0);
        _guess(id, m);
        vm.warp(block.timestamp + 5);
        _answer(id, 1, 0x1);
        WorduelBlitz.Side memory s = blitz.sideOf(id, 1);
        vm.assertEq(s.tries, 1, "one try");
        vm.assertEq(s.answerDue, 0, "answered");
        vm.assertEq(s.clockSince, block.timestamp, "clock restarted");
        _guess(id, m);
        _answer(id, 1, GREEN);
        s = blitz.sideOf(id, 1);
        vm.assertEq(s.solves, 1, "solved");
        vm.assertEq(s.word, 1, "next word");
        vm.assertEq(s.tries, 0, "fresh grid");
    }

    function test_SixMissesFailTheWord() public {
        uint256 id = _started();
        Move memory m = _move(0);
        for (uint256 k = 0; k < 6; k++) {
            _guess(id, m);
            _answer(id, 1, 0);
        }
        WorduelBlitz.Side memory s = blitz.sideOf(id, 1);
        vm.assertEq(s.fails, 1, "failed");
        vm.assertEq(s.word, 1, "moved on");
        vm.assertEq(s.solves, 0, "no point");
    }

    function test_RevertWhen_AnswerWrong() public {
        uint256 id = _started();
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzNoGuess.selector, id, BOB));
        blitz.answer(id, 0, new bytes(256));
        _guess(id, _move(0));
        // the proof of other colours, of the guesser's own seed, or of another word fails
        bytes memory proof = _mockProof(id, 1, 0x5);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzBadProof.selector, id, BOB));
        blitz.answer(id, 0x4, proof);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzBadColours.selector, 1 << 10));
        blitz.answer(id, 1 << 10, proof);
        // bob cannot answer his own guess: he answers alice's, and she has none pending
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzNoGuess.selector, id, ALICE));
        blitz.answer(id, 0x5, proof);
        vm.warp(block.timestamp + WINDOW + 1);
        uint256 due = blitz.sideOf(id, 1).answerDue;
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzAnswerLate.selector, id, due));
        blitz.answer(id, 0x5, proof);
    }

    function test_MissedAnswerLoses() public {
        uint256 id = _started();
        _guess(id, _move(0));
        vm.warp(block.timestamp + WINDOW);
        (bool due,) = blitz.timeoutOutcome(id);
        vm.assertFalse(due, "the deadline itself is in time");
        vm.warp(block.timestamp + 1);
        uint8 o;
        (due, o) = blitz.timeoutOutcome(id);
        vm.assertTrue(due, "late");
        vm.assertEq(o, uint8(IDuelPlatform.Outcome.WinB), "the silent answerer loses");
        vm.prank(CAROL);
        platform.claimTimeout(id);
        vm.assertEq(coins.balanceOf(BOB), 100 + BET, "pot to b");
        vmx.assertEq(platform.ratingOf(BOB), 1016, "rating");
    }

    function test_BothLateFirstDeadlineLoses() public {
        uint256 id = _started();
        _guess(id, _move(0)); // alice owes an answer
        vm.warp(block.timestamp + 3);
        _guess(id, _move(2)); // bob owes one, 3 s later
        vm.warp(block.timestamp + WINDOW + 1);
        (bool due, uint8 o) = blitz.timeoutOutcome(id);
        vm.assertTrue(due, "late");
        vm.assertEq(o, uint8(IDuelPlatform.Outcome.WinB), "alice missed first");
    }

    // ---- the end ----

    function test_MostSolvesWinsWhenClocksRunOut() public {
        uint256 id = _started();
        _guess(id, _move(0));
        _answer(id, 1, GREEN);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzNotOver.selector, id));
        blitz.finish(id);
        vm.warp(block.timestamp + DURATION);
        (bool due, uint8 o) = blitz.timeoutOutcome(id);
        vm.assertTrue(due && o == uint8(IDuelPlatform.Outcome.WinB), "over, b ahead");
        vm.expectEmit(address(blitz));
        emit WorduelBlitz.Ended(id, 0, 1, IDuelPlatform.Outcome.WinB);
        blitz.finish(id);
        vm.assertFalse(platform.isLive(id), "settled");
        vm.assertEq(coins.balanceOf(BOB), 100 + BET, "pot");
        vm.assertEq(coins.balanceOf(ALICE), 100 - BET, "bet lost");
    }

    function test_EqualSolvesDraw() public {
        uint256 id = _started();
        _guess(id, _move(0));
        _answer(id, 1, GREEN);
        _guess(id, _move(2));
        _answer(id, 0, GREEN);
        vm.warp(block.timestamp + DURATION);
        blitz.finish(id);
        vm.assertEq(coins.balanceOf(ALICE), 100, "a's bet back");
        vm.assertEq(coins.balanceOf(BOB), 100, "b's bet back");
        vm.assertEq(coins.lockedOf(BOB), 0, "nothing in play");
        vmx.assertEq(platform.ratingOf(ALICE), 1000, "no MMR change");
    }

    function test_LastSecondGuessKeepsItsSecond() public {
        uint256 id = _started();
        vm.warp(block.timestamp + DURATION - 1);
        _guess(id, _move(0)); // bob's last second
        vm.warp(block.timestamp + 5); // alice's clock is out, bob waits for an answer
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzNotOver.selector, id));
        blitz.finish(id);
        _answer(id, 1, GREEN);
        vm.assertEq(blitz.timeLeft(id, 1), 1, "the wait cost bob nothing");
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzNotOver.selector, id));
        blitz.finish(id);
        vm.warp(block.timestamp + 1);
        blitz.finish(id);
        vm.assertEq(coins.balanceOf(BOB), 100 + BET, "the last solve counts");
    }

    function test_MovesAfterForfeitRevert() public {
        uint256 id = _started();
        vm.prank(ALICE);
        platform.forfeit(id);
        Move memory m = _move(0);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeMatchNotLive.selector, id));
        blitz.guess(id, m.packed, m.index, m.siblings);
    }

    function test_SeedRevealedOnlyAfterTheEnd() public {
        uint256 id = _started();
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzStillLive.selector, id));
        blitz.revealSeed(id, 1);
        vm.warp(block.timestamp + DURATION);
        blitz.finish(id);
        uint256 seed = vm.parseJsonUint(json, ".seedA");
        vm.expectEmit(address(blitz));
        emit WorduelBlitz.SeedRevealed(id, ALICE, seed);
        vm.prank(ALICE);
        blitz.revealSeed(id, seed);
    }

    function test_RevertWhen_BadSettings() public {
        IAnswerVerifier v = new MockAnswerVerifier();
        vm.expectRevert(WorduelBlitz.BlitzBadSettings.selector);
        new WorduelBlitz(platform, v, 1, 0, bytes32(0), 14, DURATION, WINDOW);
        vm.expectRevert(WorduelBlitz.BlitzBadSettings.selector);
        new WorduelBlitz(platform, v, 1, 8193, bytes32(0), 14, DURATION, WINDOW);
        vm.expectRevert(WorduelBlitz.BlitzBadSettings.selector);
        new WorduelBlitz(platform, v, 1, 2376, bytes32(0), 14, 0, WINDOW);
        vm.expectRevert(WorduelBlitz.BlitzBadSettings.selector);
        new WorduelBlitz(platform, IAnswerVerifier(address(0)), 1, 2376, bytes32(0), 14, DURATION, WINDOW);
    }

    // ---- fuzz ----

    /// @notice Any interleaving of thinking times and answers: the clocks charge each player only
    /// for its own thinking, the result is by solves, and coins are conserved.
    function testFuzz_ClocksAndResult(uint256 seed) public {
        uint256 id = _started();
        Move memory m = _move(0);
        uint256[2] memory spent;
        uint256[2] memory solves;
        for (uint256 step = 0; step < 24; step++) {
            uint256 r = uint256(keccak256(abi.encode(seed, step)));
            uint256 who = r & 1;
            uint256 think = bound(r >> 8, 0, 40);
            uint256 wait = bound(r >> 32, 0, WINDOW);
            if (blitz.timeLeft(id, who) <= think) continue;
            vm.warp(block.timestamp + think);
            spent[who] += think;
            // the other player's clock runs too while it owes a guess
            spent[1 - who] += think;
            vm.prank(_player(who));
            blitz.guess(id, m.packed, m.index, m.siblings);
            vm.warp(block.timestamp + wait);
            spent[1 - who] += wait;
            bool solve = (r >> 64) % 3 == 0;
            _answer(id, who, solve ? GREEN : 0);
            if (solve) solves[who]++;
            for (uint256 k = 0; k < 2; k++) {
                uint256 want = spent[k] >= DURATION ? 0 : DURATION - spent[k];
                vm.assertEq(blitz.timeLeft(id, k), want, "clock");
            }
        }
        vm.assertEq(blitz.sideOf(id, 0).solves, solves[0], "a's solves");
        vm.assertEq(blitz.sideOf(id, 1).solves, solves[1], "b's solves");
        vm.warp(block.timestamp + DURATION);
        blitz.finish(id);
        uint256 pot = 2 * BET;
        vm.assertEq(coins.balanceOf(ALICE) + coins.balanceOf(BOB), 200, "conserved");
        if (solves[0] > solves[1]) vm.assertEq(coins.balanceOf(ALICE), 100 - BET + pot, "a wins");
        else if (solves[1] > solves[0]) vm.assertEq(coins.balanceOf(BOB), 100 - BET + pot, "b wins");
        else vm.assertEq(coins.balanceOf(ALICE), 100, "draw");
    }
}
