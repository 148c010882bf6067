// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TttFixture} from "./TttFixture.sol";
import {WordUtils} from "../utils/WordUtils.sol";
import {IDuelPlatform} from "../../src/duel/IDuelPlatform.sol";
import {IWordleTacToe} from "../../src/tictactoe/IWordleTacToe.sol";
import {TttGrid} from "../../src/tictactoe/TttGrid.sol";
import {WordleTacToe} from "../../src/tictactoe/WordleTacToe.sol";
import {DuelMode} from "../../src/duel/DuelMode.sol";

/// @notice WordleTacToe's moves, turns, skips, clocks, bouts and house deadlines.
contract WordleTacToeTest is TttFixture {
    // ---- start ----

    function test_StartArmsHouseDrawAndCommit() public {
        uint256 id = _match();
        (address h, uint256 armed) = reg.assignmentOf(address(ttt), id);
        vm.assertEq(h, address(0), "no house yet");
        vm.assertEq(armed, block.number, "draw armed at the start");
        _drawHouse(id);
        vm.assertEq(ttt.gameOf(id).house, HOUSE, "house drawn");
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttNotHouse.selector, id, ALICE));
        vm.prank(ALICE);
        ttt.commitHouse(id, SEED_C);
        _commit(id);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttAlreadyCommitted.selector, id));
        _commit(id);
    }

    function test_RevertWhen_PlayBeforeCommit() public {
        uint256 id = _match();
        _drawHouse(id);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttNotCommitted.selector, id));
        vm.prank(ALICE);
        ttt.play(id, _one(_mv(1, "crane")));
    }

    function test_RevertWhen_RandomnessInSameBlock() public {
        uint256 id = _match();
        _drawHouse(id);
        _commit(id);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttRandomnessPending.selector, id, block.number));
        vm.prank(ALICE);
        ttt.play(id, _one(_mv(1, "crane")));
    }

    function test_StarterIsDrawnAndOnlyTheStarterMoves() public {
        for (uint256 starter = 1; starter <= 2; starter++) {
            uint256 id = _started(starter);
            vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttNotYourTurn.selector, id, _player(3 - starter)));
            vm.prank(_player(3 - starter));
            ttt.play(id, _one(_mv(1, "crane")));
            vm.prank(_player(starter));
            ttt.play(id, _one(_mv(1, "crane")));
            IWordleTacToe.Game memory g = ttt.gameOf(id);
            vm.assertEq(g.starter, starter, "starter");
            vm.assertTrue(g.randomness != 0, "R drawn");
            _answerAll(id);
            vm.assertEq(ttt.gameOf(id).mover, 3 - starter, "the turn passed");
            vm.prank(_player(3 - starter));
            platform.forfeit(id);
            vm.warp(block.timestamp + 1 days); // the next daily coins
        }
    }

    // ---- turns ----

    function test_AnswerRecordsColoursAndPassesTurn() public {
        uint256 id = _started(1);
        _play(id, _two(_mv(0, "moon"), _mv(4, "garden")));
        vm.assertEq(ttt.gameOf(id).mover, 1, "waits for the answers");
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttAnswersPending.selector, id));
        vm.prank(ALICE);
        ttt.play(id, _one(_mv(1, "crane")));
        _answer(id, 1);
        vm.assertEq(ttt.gameOf(id).mover, 1, "one answer owed");
        _answer(id, 0);
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        vm.assertEq(g.mover, 2, "bob's turn");
        vm.assertEq(TttGrid.guesses(g.cells, 0), 1, "cell 0 guessed");
        vm.assertEq(TttGrid.guesses(g.cells, 4), 1, "cell 4 guessed");
        vm.assertEq(g.answerDue, 0, "nothing owed");
    }

    function test_RevertWhen_BadTurnShapes() public {
        uint256 id = _started(1);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttMoveCount.selector, 0));
        ttt.play(id, new IWordleTacToe.Move[](0));
        IWordleTacToe.Move[] memory three = new IWordleTacToe.Move[](3);
        three[0] = _mv(0, "moon");
        three[1] = _mv(1, "crane");
        three[2] = _mv(3, "slate");
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttMoveCount.selector, 3));
        ttt.play(id, three);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttSameCell.selector, 1));
        ttt.play(id, _two(_mv(1, "crane"), _mv(1, "slate")));
        IWordleTacToe.Move memory bad = _mv(1, "crane");
        bad.cell = 9;
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttBadCell.selector, 9));
        ttt.play(id, _one(bad));
        bad = _mv(0, "moon");
        bad.word = uint64(1) << 20; // a fifth letter on a corner
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttBadWord.selector, 0, uint256(1) << 20));
        ttt.play(id, _one(bad));
        vm.stopPrank();
    }

    function test_RevertWhen_CellClosed() public {
        uint256 id = _started(1);
        _turn(id, _one(_mvPacked(1, secrets[1]))); // alice solves cell 1
        vm.assertEq(TttGrid.owner(ttt.gameOf(id).cells, 1), 1, "alice solved it");
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttCellClosed.selector, 1));
        vm.prank(BOB);
        ttt.play(id, _one(_mv(1, "crane")));
    }

    function test_CellClosesAfterSixGuesses() public {
        uint256 id = _started(1);
        string[6] memory ws = ["slate", "house", "plant", "words", "grime", "fjord"];
        for (uint256 i = 0; i < 6; i++) {
            vm.assertTrue(TttGrid.isOpen(ttt.gameOf(id).cells, 3), "open");
            _turn(id, _one(_mv(3, ws[i])));
        }
        vm.assertFalse(TttGrid.isOpen(ttt.gameOf(id).cells, 3), "six guesses close it");
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttCellClosed.selector, 3));
        vm.prank(ALICE);
        ttt.play(id, _one(_mv(3, "lucky")));
    }

    // ---- invalid words ----

    function test_InvalidWordNotAcceptedAndSkipsNextTurn() public {
        uint256 id = _started(1);
        // alice: an invalid word on cell 0 and a valid one on cell 1
        _turn(id, _two(_mv(0, "zzzz"), _mv(1, "slate")));
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        vm.assertEq(TttGrid.guesses(g.cells, 0), 0, "invalid word not accepted");
        vm.assertEq(TttGrid.guesses(g.cells, 1), 1, "the valid one counts");
        vm.assertEq(g.mover, 2, "bob moves");
        vm.assertEq(g.skips, 1, "alice's next turn is skipped");
        _turn(id, _one(_mv(3, "house")));
        vm.assertEq(ttt.gameOf(id).mover, 2, "alice skipped: bob again");
        vm.assertEq(ttt.gameOf(id).skips, 0, "skip used");
        _turn(id, _one(_mv(5, "plant")));
        vm.assertEq(ttt.gameOf(id).mover, 1, "alice is back");
    }

    function test_InvalidOnlyTurnPassesAtOnce() public {
        uint256 id = _started(1);
        _play(id, _one(_mv(4, "aaaaaa")));
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        vm.assertEq(g.pending, 0, "nothing to answer");
        vm.assertEq(g.mover, 2, "bob moves at once");
    }

    function test_BothSkippedEachLosesOneTurn() public {
        uint256 id = _started(1);
        _play(id, _one(_mv(0, "aaaa"))); // alice invalid: her next turn is skipped
        _play(id, _one(_mv(2, "zzzz"))); // bob invalid: so is his; alice's skip is used first
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        vm.assertEq(g.mover, 1, "each lost one turn: alice moves");
        vm.assertEq(g.skips, 0, "both skips used");
    }

    function test_InvalidWordsAtTheTreeEnds() public {
        uint256 id = _started(1);
        // below every 5-letter guess ("aaaaa" packs to 0) and above every one ("zzzzz")
        _play(id, _two(_mvPacked(1, 0), _mv(3, "zzzzz")));
        vm.assertEq(ttt.gameOf(id).skips, 1, "invalid");
        // a packed value with symbols past z is absent too
        _play(id, _one(_mvPacked(5, uint256(31) * 0x108421)));
        vm.assertEq(ttt.gameOf(id).skips, 0, "bob's skip set, alice's used: each lost one turn");
    }

    function test_RevertWhen_WordProofLies() public {
        uint256 id = _started(1);
        vm.startPrank(ALICE);
        // a dictionary word claimed invalid, with the leaves on either side of it
        IWordleTacToe.Move memory m = _mv(1, "house");
        uint32[] memory list = lists[1];
        IWordleTacToe.Move memory lie = _mvPacked(1, uint256(m.word) + 1); // the gap just above it
        lie.word = m.word;
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttBadWordProof.selector, 1, m.word, false));
        ttt.play(id, _one(lie));
        // non-adjacent leaves around it
        lie = _mvPacked(1, uint256(list[0]) + 1);
        lie.word = m.word;
        lie.above = list[7];
        lie.abovePath = WordUtils.proof(list, 5, DEPTH, 7);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttBadWordProof.selector, 1, m.word, false));
        ttt.play(id, _one(lie));
        // an invalid word claimed valid with a real word's path
        IWordleTacToe.Move memory fake = _mv(1, "house");
        fake.word = uint64(WordUtils.pack("qqqqq"));
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttBadWordProof.selector, 1, fake.word, true));
        ttt.play(id, _one(fake));
        vm.stopPrank();
    }

    // ---- cells, bouts, match ----

    function test_BoutEndsWhenNoCellOpenAndNextAlternates() public {
        uint256 id = _started(2);
        _solveAll(id); // bob solves 0,1,4,5,8; alice 2,3,6,7
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        // bob: 0, 1, 4, 5, 8: the diagonal 0-4-8: one line, alice none
        vm.assertEq(g.winsB, 1, "bob won bout 0");
        vm.assertEq(g.bout, 1, "bout 1");
        vm.assertEq(g.mover, 1, "alice starts bout 1");
        vm.assertEq(g.cells, 0, "fresh grid");
    }

    function test_MatchEndsAtTwoBoutWins() public {
        uint256 id = _started(1);
        _solveAll(id); // alice owns 0,1,4,5,8
        vm.assertEq(ttt.gameOf(id).winsA, 1, "alice 1");
        _solveAll(id); // bob starts: bob owns 0,1,4,5,8
        vm.assertEq(ttt.gameOf(id).winsB, 1, "bob 1");
        uint256 before = coins.balanceOf(ALICE);
        _solveAll(id); // alice again
        vm.assertFalse(platform.isLive(id), "settled");
        vm.assertEq(coins.balanceOf(ALICE), before + BET, "alice took the pot");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "house released");
    }

    function test_CellAwardsOnChain() public {
        uint256 id = _started(1);
        secrets[0] = WordUtils.pack("card"); // cell 0 hides "card"
        // alice "salt": one green (a); bob "word": two (r, d)
        _turn(id, _one(_mv(0, "salt")));
        _turn(id, _one(_mv(0, "word")));
        uint256 cells = ttt.gameOf(id).cells;
        // "word" vs "card": r and d green: bob has the most greens
        vm.assertEq(TttGrid.owner(cells, 0), 2, "most greens wins over a yellow");
        _turn(id, _one(_mv(0, "card")));
        vm.assertEq(TttGrid.owner(ttt.gameOf(id).cells, 0), 1, "the solver wins");
    }

    // ---- clocks ----

    function test_TurnTimeThenBank() public {
        uint256 id = _started(1);
        uint256 t0 = ttt.gameOf(id).turnStart;
        vm.warp(t0 + TURN);
        _turn(id, _one(_mv(1, "slate")));
        vm.assertEq(ttt.gameOf(id).bankA, BANK, "within the turn time: bank untouched");
        vm.warp(block.timestamp + WINDOW); // the house's time is nobody's
        uint256 t1 = ttt.gameOf(id).turnStart;
        vm.warp(t1 + TURN + 45);
        _turn(id, _one(_mv(3, "slate")));
        vm.assertEq(ttt.gameOf(id).bankB, BANK - 45, "45 s from bob's bank");
    }

    function test_ClockOutLosesTheMatch() public {
        uint256 id = _started(1);
        uint256 t0 = ttt.gameOf(id).turnStart;
        vm.warp(t0 + TURN + BANK);
        (bool due,) = ttt.timeoutOutcome(id);
        vm.assertFalse(due, "exactly at the end: still in time");
        vm.warp(t0 + TURN + BANK + 1);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttClockOut.selector, id, ALICE));
        vm.prank(ALICE);
        ttt.play(id, _one(_mv(1, "slate")));
        (bool due2, uint8 outcome) = ttt.timeoutOutcome(id);
        vm.assertTrue(due2, "due");
        vm.assertEq(outcome, uint8(IDuelPlatform.Outcome.WinB), "bob wins");
        platform.claimTimeout(id);
        vm.assertFalse(platform.isLive(id), "settled");
        ttt.close(id);
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "house released");
    }

    function test_MoveExactlyAtTheDeadlineCounts() public {
        uint256 id = _started(1);
        vm.warp(ttt.gameOf(id).turnStart + TURN + BANK);
        _play(id, _one(_mv(1, "slate")));
        vm.assertEq(ttt.gameOf(id).bankA, 0, "the whole bank spent, not out (ChargeTurn)");
    }

    function test_TimeoutBeforeTheFirstMoveNamesTheDrawnStarter() public {
        uint256 id = _started(2);
        vm.warp(ttt.gameOf(id).turnStart + TURN + BANK + 1);
        (bool due, uint8 outcome) = ttt.timeoutOutcome(id);
        vm.assertTrue(due, "due");
        vm.assertEq(outcome, uint8(IDuelPlatform.Outcome.WinA), "bob, the starter, ran out");
    }

    /// @dev game/tictactoe.ChargeTurn: time past the turn time comes out of the bank; past both,
    /// the move reverts and the mover has lost.
    function testFuzz_ClockChargesAsTheEngine(uint256 used, uint256 earlier) public {
        uint256 id = _started(1);
        earlier = bound(earlier, 0, BANK); // bank already spent in an earlier turn
        vm.warp(ttt.gameOf(id).turnStart + TURN + earlier);
        _turn(id, _one(_mv(1, "slate")));
        _turn(id, _one(_mv(3, "slate")));
        used = bound(used, 0, TURN + BANK + 60);
        vm.warp(ttt.gameOf(id).turnStart + used);
        uint256 over = used > TURN ? used - TURN : 0;
        uint256 bank = BANK - earlier;
        if (over > bank) {
            vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttClockOut.selector, id, ALICE));
            vm.prank(ALICE);
            ttt.play(id, _one(_mv(5, "slate")));
            (bool due, uint8 outcome) = ttt.timeoutOutcome(id);
            vm.assertTrue(due && outcome == uint8(IDuelPlatform.Outcome.WinB), "alice lost on time");
        } else {
            _play(id, _one(_mv(5, "slate")));
            vm.assertEq(ttt.gameOf(id).bankA, bank - over, "bank charged");
        }
    }

    function test_BankCarriesAcrossBouts() public {
        uint256 id = _started(1);
        vm.warp(ttt.gameOf(id).turnStart + TURN + 100);
        _solveAll(id); // alice's first turn took 100 s of bank
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        vm.assertEq(g.bout, 1, "bout 1");
        vm.assertEq(g.bankA, BANK - 100, "the bank does not reset");
        vm.assertEq(g.bankB, BANK, "bob's untouched");
    }

    function test_NoClockRunsWhileTheHouseOwesAnAnswer() public {
        uint256 id = _started(1);
        _play(id, _one(_mv(1, "slate")));
        vm.warp(block.timestamp + TURN + BANK + WINDOW);
        (bool due,) = ttt.timeoutOutcome(id);
        vm.assertFalse(due, "no player timeout while the house owes");
    }

    // ---- the house ----

    function test_HouseLateToCommitIsSlashed() public {
        uint256 id = _match();
        _drawHouse(id);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttHouseNotLate.selector, id));
        ttt.claimHouseTimeout(id);
        vm.warp(block.timestamp + WINDOW + 1);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttLate.selector, id, block.timestamp - 1));
        _commit(id);
        uint256 a = coins.balanceOf(ALICE);
        ttt.claimHouseTimeout(id);
        vm.assertFalse(platform.isLive(id), "settled");
        vm.assertEq(coins.balanceOf(ALICE), a, "bet back");
        vm.assertEq(reg.creditOf(ALICE), COMP, "alice compensated");
        vm.assertEq(reg.creditOf(BOB), COMP, "bob compensated");
    }

    function test_HouseLateToAnswerIsSlashed() public {
        uint256 id = _started(1);
        _play(id, _one(_mv(1, "slate")));
        uint256 colours = _colours(id, 0);
        bytes memory proof = _answerProof(id, 0, colours);
        vm.warp(block.timestamp + WINDOW + 1);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttLate.selector, id, block.timestamp - 1));
        vm.prank(HOUSE);
        ttt.answer(id, 0, colours, proof);
        ttt.claimHouseTimeout(id);
        vm.assertEq(reg.creditOf(ALICE), COMP, "alice compensated");
        vm.assertEq(uint256(reg.houseOf(HOUSE).bond), BOND - 2 * COMP, "from the bond");
    }

    function test_NoHouseDrawnIsADraw() public {
        uint256 id = _match();
        vm.warp(block.timestamp + WINDOW + 1);
        (bool due, uint8 outcome) = ttt.timeoutOutcome(id);
        vm.assertTrue(due, "due");
        vm.assertEq(outcome, uint8(IDuelPlatform.Outcome.Draw), "draw");
    }

    function test_RevertWhen_AnswerProofWrong() public {
        uint256 id = _started(1);
        _play(id, _one(_mv(1, "slate")));
        uint256 colours = _colours(id, 0);
        bytes memory proof = _answerProof(id, 0, colours ^ 1);
        vm.startPrank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttBadProof.selector, id, 1));
        ttt.answer(id, 0, colours, proof);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttBadColours.selector, uint256(1) << 10));
        ttt.answer(id, 0, 1 << 10, proof);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttNoGuess.selector, id, 1));
        ttt.answer(id, 1, colours, proof);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttNotHouse.selector, id, BOB));
        vm.prank(BOB);
        ttt.answer(id, 0, colours, proof);
    }

    function test_RevealSeedOnlyAfterTheMatch() public {
        uint256 id = _started(1);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttStillLive.selector, id));
        vm.prank(HOUSE);
        ttt.revealSeed(id, 7);
        vm.prank(ALICE);
        platform.forfeit(id);
        vm.prank(HOUSE);
        ttt.revealSeed(id, 7);
        ttt.close(id);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttClosed.selector, id));
        ttt.close(id);
    }

    function test_RevertWhen_NotPlatformStarts() public {
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeNotPlatform.selector, address(this)));
        ttt.onMatchStart(9, ALICE, BOB, 1);
    }

    function test_RevertWhen_BadSettings() public {
        WordleTacToe.Config memory c = _config();
        c.dictionaries[2].guessCount = 9; // more than 2^depth
        vm.expectRevert(IWordleTacToe.TttBadSettings.selector);
        new WordleTacToe(platform, c);
        c = _config();
        c.turnTime = 0;
        vm.expectRevert(IWordleTacToe.TttBadSettings.selector);
        new WordleTacToe(platform, c);
    }
}
