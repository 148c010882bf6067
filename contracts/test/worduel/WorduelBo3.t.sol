// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Bo3Fixture} from "./Bo3Fixture.sol";
import {WorduelBo3} from "../../src/worduel/WorduelBo3.sol";
import {IWorduelBo3} from "../../src/worduel/IWorduelBo3.sol";
import {DuelMode} from "../../src/duel/DuelMode.sol";
import {IDuelPlatform} from "../../src/duel/IDuelPlatform.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";

/// @notice WorduelBo3's rules with mock verifiers that accept exactly the public inputs the
/// test expects: keys, the house draw and commitment, hidden guesses and answers, the clocks,
/// solves, tallies and the tiebreaker, the match end, and every deadline.
contract WorduelBo3Test is Bo3Fixture {
    uint256 internal constant FIELD = 21888242871839275222246405745257275088548364400416034343698204186575808495617;

    function _arr(uint256 a) internal pure returns (uint256[] memory x) {
        x = new uint256[](1);
        x[0] = a;
    }

    function _arr2(uint256 a, uint256 b) internal pure returns (uint256[] memory x) {
        x = new uint256[](2);
        x[0] = a;
        x[1] = b;
    }

    // ---- start, keys, draw ----

    function test_StartArmsTheHouseDraw() public {
        uint256 id = _match();
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        vm.assertEq(g.a, ALICE, "a");
        vm.assertEq(g.b, BOB, "b");
        vm.assertEq(g.keysDue, block.timestamp + WINDOW, "keys deadline");
        (address h, uint256 armed) = reg.assignmentOf(address(bo3), id);
        vm.assertEq(h, address(0), "no house yet");
        vm.assertEq(armed, block.number, "armed at the start");
    }

    function test_OnlyThePlatformStarts() public {
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeNotPlatform.selector, address(this)));
        bo3.onMatchStart(9, ALICE, BOB, 1);
    }

    function test_RevertWhen_BadSettings() public {
        WorduelBo3.Config memory c = _config();
        c.answersCount = 0;
        vm.expectRevert(IWorduelBo3.Bo3BadSettings.selector);
        new WorduelBo3(platform, c);
        c = _config();
        c.window = 0;
        vm.expectRevert(IWorduelBo3.Bo3BadSettings.selector);
        new WorduelBo3(platform, c);
    }

    function test_PostKey() public {
        uint256 id = _match();
        _keys(id);
        vm.assertEq(bo3.sideOf(id, 0).playerY, P_Y, "a's key");
        vm.assertEq(bo3.sideOf(id, 1).playerY, KEY_Y, "b's key");
    }

    function test_RevertWhen_PostKeyBad() public {
        uint256 id = _match();
        vm.prank(CAROL);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NotPlayer.selector, id, CAROL));
        bo3.postKey(id, P_X, P_Y);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadKey.selector, P_X, P_Y + 1));
        bo3.postKey(id, P_X, P_Y + 1);
        bo3.postKey(id, P_X, P_Y);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3KeyPosted.selector, id, ALICE));
        bo3.postKey(id, P_X, P_Y);
        vm.stopPrank();
        uint256 due = bo3.gameOf(id).keysDue;
        vm.warp(due + 1);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3KeysClosed.selector, id, due));
        bo3.postKey(id, P_X, P_Y);
    }

    function test_DrawHouse() public {
        uint256 id = _match();
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3KeysMissing.selector, id));
        bo3.drawHouse(id);
        _keys(id);
        _draw(id);
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        vm.assertEq(g.house, HOUSE, "the only house");
        vm.assertEq(g.houseDue, block.timestamp + WINDOW, "commit deadline");
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3HouseDrawn.selector, id, HOUSE));
        bo3.drawHouse(id);
    }

    function test_DrawInTheStartBlockFindsNoHouse() public {
        uint256 id = _match();
        _keys(id);
        vm.expectRevert(); // the registry refuses a draw in the armed block
        bo3.drawHouse(id);
    }

    // ---- the house's commitment ----

    function test_CommitHouseStartsRoundZero() public {
        uint256 id = _match();
        _keys(id);
        _draw(id);
        _commit(id);
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        vm.assertEq(g.seedCommitment, SEED_C, "S");
        vm.assertEq(g.drawBlock, block.number, "R from this block");
        vm.assertEq(g.roundStart, block.timestamp + PAUSE, "after the pause");
        vm.assertEq(bo3.sideOf(id, 0).acc, M_A, "A = M for a");
        vm.assertEq(bo3.sideOf(id, 1).acc, M_B, "A = M for b");
        vm.assertEq(bo3.timeLeft(id, 0), ROUND, "full clock");
        vm.warp(block.timestamp + PAUSE + 10);
        vm.assertEq(bo3.timeLeft(id, 1), ROUND - 10, "clock runs after the pause");
    }

    function test_RevertWhen_CommitHouseBad() public {
        uint256 id = _match();
        _keys(id);
        _draw(id);
        bytes memory pa = _keyProof(id, ALICE, P_Y, M_A);
        bytes memory pb = _keyProof(id, BOB, KEY_Y, M_B);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NotHouse.selector, id, ALICE));
        bo3.commitHouse(id, SEED_C, [M_A, M_B], pa, pb);
        vm.startPrank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadCommitment.selector, 0));
        bo3.commitHouse(id, 0, [M_A, M_B], pa, pb);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadCommitment.selector, FIELD));
        bo3.commitHouse(id, SEED_C, [M_A, FIELD], pa, pb);
        // a's proof offered for b: the contract rebuilt b's inputs
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadKeyProof.selector, id, BOB));
        bo3.commitHouse(id, SEED_C, [M_A, M_B], pa, pa);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadKeyProof.selector, id, ALICE));
        bo3.commitHouse(id, SEED_C, [M_B, M_B], pa, pb);
        bo3.commitHouse(id, SEED_C, [M_A, M_B], pa, pb);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3AlreadyCommitted.selector, id));
        bo3.commitHouse(id, SEED_C, [M_A, M_B], pa, pb);
        vm.stopPrank();
    }

    function test_RevertWhen_CommitHouseLate() public {
        uint256 id = _match();
        _keys(id);
        _draw(id);
        uint256 due = bo3.gameOf(id).houseDue;
        vm.warp(due + 1);
        bytes memory pa = _keyProof(id, ALICE, P_Y, M_A);
        bytes memory pb = _keyProof(id, BOB, KEY_Y, M_B);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3Late.selector, id, due));
        bo3.commitHouse(id, SEED_C, [M_A, M_B], pa, pb);
    }

    // ---- guesses and answers ----

    function test_GuessAndAnswer() public {
        uint256 id = _started();
        vm.warp(block.timestamp + 5);
        _guess(id, 0, 12345);
        IWorduelBo3.Side memory s = bo3.sideOf(id, 0);
        vm.assertEq(s.pending, 12345, "pending CT");
        vm.assertEq(s.clockLeft, ROUND - 5, "clock stopped at the guess");
        vm.assertTrue(bo3.gameOf(id).drawn, "R drawn at the first guess");
        vm.warp(block.timestamp + 20);
        vm.assertEq(bo3.timeLeft(id, 0), ROUND - 5, "the house's time is not the player's");
        _answer(id, 0, 0x1234, false);
        s = bo3.sideOf(id, 0);
        vm.assertEq(s.tries, 1, "one try");
        vm.assertEq(s.pending, 0, "answered");
        vm.assertTrue(s.acc != M_A, "accumulator moved");
        vm.warp(block.timestamp + 3);
        vm.assertEq(bo3.timeLeft(id, 0), ROUND - 8, "clock restarted");
    }

    /// The guess and answer events pack round, try and solved bit into one word.
    function test_GuessAndAnswerEventsPackTheTry() public {
        uint256 id = _started();
        vm.warp(block.timestamp + 5);
        vm.expectEmit(address(bo3));
        emit IWorduelBo3.HiddenGuess(id, ALICE, 0, 777);
        _guess(id, 0, 777);
        vm.expectEmit(address(bo3));
        emit IWorduelBo3.HiddenAnswer(id, ALICE, 0, 0x55);
        _answer(id, 0, 0x55, false);
        vm.expectEmit(address(bo3));
        emit IWorduelBo3.HiddenGuess(id, ALICE, 1 << 16, 778);
        _guess(id, 0, 778);
        vm.expectEmit(address(bo3));
        emit IWorduelBo3.HiddenAnswer(id, ALICE, 1 << 16 | 1 << 24, 0x3ff);
        _answer(id, 0, 0x3ff, true);
        vm.assertEq(bo3.gameOf(id).round, 1, "the solve ended round 0");
        vm.warp(bo3.gameOf(id).roundStart);
        vm.expectEmit(address(bo3));
        emit IWorduelBo3.HiddenGuess(id, BOB, 1, 779);
        _guess(id, 1, 779);
    }

    function test_RevertWhen_GuessBad() public {
        uint256 id = _match();
        _keys(id);
        _draw(id);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NotCommitted.selector, id));
        _guess(id, 0, 1);
        _commit(id);
        uint256 start = bo3.gameOf(id).roundStart;
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3RoundNotStarted.selector, id, 0, start));
        _guess(id, 0, 1);
        vm.warp(start);
        uint256 b = bo3.gameOf(id).drawBlock;
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3RandomnessPending.selector, id, b));
        _guess(id, 0, 1);
        vm.setBlockhash(b, bytes32(uint256(7)));
        vm.roll(b + 1);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadGuess.selector, 0));
        _guess(id, 0, 0);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadGuess.selector, FIELD));
        _guess(id, 0, FIELD);
        vm.prank(CAROL);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NotPlayer.selector, id, CAROL));
        bo3.guess(id, 1);
        _guess(id, 0, 1);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3GuessPending.selector, id, ALICE));
        _guess(id, 0, 2);
        vm.warp(block.timestamp + ROUND);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3ClockOut.selector, id, BOB));
        _guess(id, 1, 2);
    }

    function test_RevertWhen_SeventhGuess() public {
        uint256 id = _started();
        uint256[] memory c = new uint256[](6);
        _play(id, 0, c);
        vm.assertEq(bo3.sideOf(id, 0).doneAt, block.timestamp, "done after six");
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NoTriesLeft.selector, id, ALICE));
        _guess(id, 0, 9);
    }

    function test_RevertWhen_AnswerBad() public {
        uint256 id = _started();
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NoGuess.selector, id, ALICE));
        bo3.answer(id, ALICE, 1, 2, false, "");
        _guess(id, 0, 555);
        bytes memory proof = _answerProof(id, 0, 99, 0x10, false);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NotHouse.selector, id, ALICE));
        bo3.answer(id, ALICE, 99, 0x10, false, proof);
        vm.startPrank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NotPlayer.selector, id, CAROL));
        bo3.answer(id, CAROL, 99, 0x10, false, proof);
        // the proof is for "not solved": claiming a solve changes the rebuilt packed input
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadAnswerProof.selector, id, ALICE));
        bo3.answer(id, ALICE, 99, 0x10, true, proof);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadAnswerProof.selector, id, ALICE));
        bo3.answer(id, ALICE, 98, 0x10, false, proof);
        vm.stopPrank();
        uint256 due = block.timestamp + WINDOW;
        vm.warp(due + 1);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3Late.selector, id, due));
        bo3.answer(id, ALICE, 99, 0x10, false, proof);
    }

    // ---- solves and the match ----

    function test_SolveWinsRoundAndNextStarts() public {
        uint256 id = _started();
        _guess(id, 1, 5);
        _answer(id, 1, 0x0A, false);
        _winRound(id, 0);
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        vm.assertEq(g.round, 1, "round 1");
        vm.assertEq(g.roundStart, block.timestamp + PAUSE, "after the pause");
        vm.assertEq(bo3.sideOf(id, 0).wins, 1, "a won");
        vm.assertEq(bo3.sideOf(id, 1).tries, 0, "b's grid reset");
        vm.assertEq(bo3.sideOf(id, 1).acc, M_B, "b's accumulator back to M");
    }

    function test_TwoWinsTakeThePot() public {
        uint256 id = _started();
        _winRound(id, 1);
        _winRound(id, 0);
        vm.assertTrue(platform.isLive(id), "1-1: still on");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 1, "house busy");
        _winRound(id, 0);
        vm.assertFalse(platform.isLive(id), "settled");
        vm.assertEq(coins.balanceOf(ALICE), 100 + BET, "a takes the pot");
        vm.assertEq(coins.balanceOf(BOB), 100 - BET, "b loses its bet");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "house released");
        vm.assertTrue(bo3.gameOf(id).closed, "closed");
    }

    function test_EarlierPendingGuessHoldsALaterSolve() public {
        uint256 id = _started();
        _guess(id, 1, 5); // b guesses first
        vm.warp(block.timestamp + 2);
        _guess(id, 0, 6);
        _answer(id, 0, GREEN, true); // a's later guess is answered first
        vm.assertEq(bo3.gameOf(id).round, 0, "b's earlier guess may still solve");
        _answer(id, 1, GREEN, true);
        vm.assertEq(bo3.sideOf(id, 1).wins, 1, "b's earlier solve wins");
        vm.assertEq(bo3.sideOf(id, 0).wins, 0, "a's later solve does not");
    }

    function test_EarlierPendingGuessThatMissesLetsTheSolveWin() public {
        uint256 id = _started();
        _guess(id, 1, 5);
        _guess(id, 0, 6);
        _answer(id, 0, GREEN, true);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NoTriesLeft.selector, id, ALICE));
        _guess(id, 0, 7);
        _answer(id, 1, 0, false);
        vm.assertEq(bo3.sideOf(id, 0).wins, 1, "the pending guess missed: a's solve wins");
    }

    // ---- refusals ----

    function _refusalProof(uint256 id, uint256 seat) internal view returns (bytes memory) {
        IWorduelBo3.Side memory s = bo3.sideOf(id, seat);
        uint256 packed = uint256(bo3.gameOf(id).round) | uint256(s.tries) << 16;
        uint256[3] memory input = [s.binding, s.pending, packed];
        return _proof(keccak256(abi.encode(input)));
    }

    function test_RefusedJunkGuessLoses() public {
        uint256 id = _started();
        _play(id, 1, _arr(0));
        _guess(id, 1, 0xBAD);
        bytes memory proof = _refusalProof(id, 1);
        vm.prank(HOUSE);
        bo3.refuse(id, BOB, proof);
        vm.assertFalse(platform.isLive(id), "ended");
        vm.assertEq(coins.balanceOf(ALICE), 100 + BET, "a wins");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "house released, not slashed");
        vm.assertEq(reg.houseOf(HOUSE).bond, BOND, "bond intact");
    }

    function test_RevertWhen_RefuseBad() public {
        uint256 id = _started();
        _guess(id, 0, 0xBAD);
        bytes memory proof = _refusalProof(id, 0);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NotHouse.selector, id, ALICE));
        bo3.refuse(id, ALICE, proof);
        vm.startPrank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NoGuess.selector, id, BOB));
        bo3.refuse(id, BOB, proof);
        // a's proof does not fit b's pending guess
        vm.stopPrank();
        _guess(id, 1, 0xBAD);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadRefusalProof.selector, id, BOB));
        bo3.refuse(id, BOB, proof);
        vm.warp(block.timestamp + WINDOW + 1);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3Late.selector, id, block.timestamp - 1));
        bo3.refuse(id, ALICE, proof);
    }

    // ---- tallies and the tiebreaker ----

    function _bothOut(uint256 id, uint256[] memory ca, uint256[] memory cb) internal {
        _play(id, 0, ca);
        _play(id, 1, cb);
        if (bo3.roundOverAt(id) == 0) vm.warp(uint256(bo3.gameOf(id).roundStart) + ROUND + 1);
    }

    function test_TiebreakMostGreens() public {
        uint256 id = _started();
        uint256[] memory ca = _arr2(0x2, 0xA); // 1 green, then 2 greens
        uint256[] memory cb = _arr(0x22); // 2 greens on try 1
        _bothOut(id, ca, cb);
        uint256 over = bo3.roundOverAt(id);
        vm.assertTrue(over != 0 && over <= block.timestamp, "over by the clocks");
        bytes memory p = _tallyProof(id, 0, _guesses(1), _arr(0x2));
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadTallyProof.selector, id, ALICE));
        bo3.tally(id, ALICE, _guesses(1), _arr(0x2), p);
        _tally(id, 0, _guesses(2), ca);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3AlreadyTallied.selector, id, ALICE));
        bo3.tally(id, ALICE, _guesses(2), ca, "");
        p = _tallyProof(id, 1, _guesses(1), cb);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadTallyProof.selector, id, BOB));
        bo3.tally(id, BOB, _guesses(1), _arr(0x2A), p);
        _tally(id, 1, _guesses(1), cb);
        vm.assertEq(bo3.sideOf(id, 1).wins, 1, "same greens, b's earlier try wins");
        vm.assertEq(bo3.gameOf(id).round, 1, "next round");
    }

    function test_TiebreakTrueTieDealsANewWord() public {
        uint256 id = _started();
        _bothOut(id, _arr(0x8), _arr(0x20));
        _tally(id, 0, _guesses(1), _arr(0x8));
        _tally(id, 1, _guesses(1), _arr(0x20));
        vm.assertEq(bo3.sideOf(id, 0).wins + bo3.sideOf(id, 1).wins, 0, "no point");
        vm.assertEq(bo3.gameOf(id).round, 1, "new word");
    }

    function test_TiebreakMoreGreensWins() public {
        uint256 id = _started();
        _bothOut(id, _arr(0x2A), _arr2(0, 0x2));
        _tally(id, 1, _guesses(2), _arr2(0, 0x2));
        _tally(id, 0, _guesses(1), _arr(0x2A));
        vm.assertEq(bo3.sideOf(id, 0).wins, 1, "3 greens beat 1");
    }

    function test_RoundOverAfterSixTriesEach() public {
        uint256 id = _started();
        uint256[] memory c = new uint256[](6);
        _play(id, 0, c);
        vm.assertEq(bo3.roundOverAt(id), 0, "b still plays");
        _play(id, 1, c);
        vm.assertEq(bo3.roundOverAt(id), block.timestamp, "over at b's sixth answer");
        _tally(id, 0, _guesses(6), c);
        _tally(id, 1, _guesses(6), c);
        vm.assertEq(bo3.gameOf(id).round, 1, "no greens: a new word");
    }

    function test_RevertWhen_TallyEarlyOrLate() public {
        uint256 id = _started();
        _play(id, 0, _arr(0));
        bytes memory early = _tallyProof(id, 0, _guesses(1), _arr(0));
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3RoundNotOver.selector, id, 0));
        bo3.tally(id, ALICE, _guesses(1), _arr(0), early);
        _play(id, 1, _arr(0));
        vm.warp(uint256(bo3.gameOf(id).roundStart) + ROUND);
        uint256 over = bo3.roundOverAt(id);
        vm.warp(over + WINDOW + 1);
        bytes memory p = _tallyProof(id, 0, _guesses(1), _arr(0));
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3Late.selector, id, over + WINDOW));
        bo3.tally(id, ALICE, _guesses(1), _arr(0), p);
    }

    // ---- the house's deadlines ----

    function _assertHouseSlashed(uint256 id) internal {
        vm.assertTrue(bo3.houseDueOf(id) < block.timestamp, "house late");
        vm.prank(CAROL);
        bo3.claimHouseTimeout(id);
        vm.assertFalse(platform.isLive(id), "ended");
        vm.assertEq(coins.balanceOf(ALICE), 100, "a's bet back");
        vm.assertEq(coins.balanceOf(BOB), 100, "b's bet back");
        vm.assertEq(reg.creditOf(ALICE), COMP, "a compensated");
        vm.assertEq(reg.creditOf(BOB), COMP, "b compensated");
        vm.assertEq(reg.houseOf(HOUSE).bond, BOND - 2 * COMP, "from the bond");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "house off the game");
    }

    function test_HouseMissesCommitment() public {
        uint256 id = _match();
        _keys(id);
        _draw(id);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3HouseNotLate.selector, id));
        bo3.claimHouseTimeout(id);
        vm.warp(block.timestamp + WINDOW + 1);
        (bool due,) = bo3.timeoutOutcome(id);
        vm.assertFalse(due, "not the platform's: the mode slashes");
        _assertHouseSlashed(id);
    }

    function test_HouseMissesAnswer() public {
        uint256 id = _started();
        _guess(id, 0, 3);
        vm.warp(block.timestamp + WINDOW);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3HouseNotLate.selector, id));
        bo3.claimHouseTimeout(id);
        vm.warp(block.timestamp + 1);
        _assertHouseSlashed(id);
    }

    // ---- a house late before the platform settled (finding: HouseLateForfeit) ----

    function test_HouseLateForfeitStillSlashed() public {
        uint256 id = _started();
        _guess(id, 0, 3);
        vm.warp(block.timestamp + WINDOW + 1); // the answer is late
        vm.prank(BOB);
        platform.forfeit(id); // the platform settles before anyone claims the house's timeout
        vm.expectEmit(address(bo3));
        emit IWorduelBo3.HouseTimedOut(id, HOUSE, 2 * COMP);
        vm.prank(CAROL);
        bo3.close(id);
        vm.assertEq(reg.creditOf(ALICE), COMP, "a compensated");
        vm.assertEq(reg.creditOf(BOB), COMP, "b compensated");
        vm.assertEq(reg.houseOf(HOUSE).bond, BOND - 2 * COMP, "from the bond");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "house off the game");
        vm.assertEq(coins.balanceOf(ALICE), 100 + BET, "the forfeit stands");
        vm.assertTrue(bo3.gameOf(id).closed, "closed");
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3Closed.selector, id));
        bo3.close(id);
    }

    function test_HouseLateForfeitOnTimeCloseReleases() public {
        uint256 id = _started();
        _guess(id, 0, 3);
        vm.prank(BOB);
        platform.forfeit(id); // with the answer not yet due
        vm.warp(block.timestamp + WINDOW); // the house closes by the answer's deadline
        vm.prank(HOUSE);
        bo3.close(id);
        vm.assertEq(reg.houseOf(HOUSE).bond, BOND, "bond intact");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "released");
        vm.assertEq(reg.creditOf(ALICE), 0, "nothing owed");
    }

    function test_HouseLateForfeitCloseAfterTheDeadlineSlashes() public {
        uint256 id = _started();
        _guess(id, 0, 3);
        vm.prank(BOB);
        platform.forfeit(id);
        // The house owed the answer by then: settled or not, it had to act (close) by then.
        vm.warp(block.timestamp + WINDOW + 1);
        bo3.close(id);
        vm.assertEq(reg.houseOf(HOUSE).bond, BOND - 2 * COMP, "slashed");
    }

    function test_HouseLateTimeoutSettledStillSlashed() public {
        uint256 id = _started();
        uint256 start = block.timestamp;
        vm.warp(start + ROUND - 10);
        _guess(id, 0, 3); // a waits for its answer; b never guesses
        vm.warp(start + ROUND - 10 + WINDOW + 1); // b idle first, then the house late on a's answer
        vm.prank(CAROL);
        platform.claimTimeout(id);
        vm.assertEq(coins.balanceOf(ALICE), 100 + BET, "b lost by its clock");
        bo3.close(id);
        vm.assertEq(reg.creditOf(ALICE), COMP, "a compensated");
        vm.assertEq(reg.houseOf(HOUSE).bond, BOND - 2 * COMP, "slashed");
    }

    function test_CloseLongAfterTheSettlementSlashes() public {
        uint256 id = _started();
        _play(id, 0, _arr(0));
        _play(id, 1, _arr(0));
        vm.prank(ALICE);
        platform.forfeit(id);
        vm.warp(block.timestamp + 1 days); // both clocks ran out after the settlement...
        vm.assertGt(bo3.houseDueOf(id), 0, "...which makes a tally look due");
        bo3.close(id);
        vm.assertEq(reg.houseOf(HOUSE).bond, BOND - 2 * COMP, "the house had to close by then");
    }

    /// @notice A round nobody guessed in owes no tally (IdleTallyGrief): a match settled before
    /// any guess can be closed at any time without a slash.
    function test_CloseLongAfterAnIdleSettlementReleases() public {
        uint256 id = _started();
        vm.prank(ALICE);
        platform.forfeit(id);
        vm.warp(block.timestamp + 1 days);
        vm.assertEq(bo3.houseDueOf(id), 0, "nothing owed");
        bo3.close(id);
        vm.assertEq(reg.houseOf(HOUSE).bond, BOND, "released, not slashed");
    }

    // ---- opening a round a solve ended ----

    function _h(uint256 x) internal pure returns (uint256) {
        return uint256(keccak256(abi.encode(x))) >> 8;
    }

    function _openProof(uint256 acc, uint256 round, uint256[] memory guesses, uint256[] memory colours)
        internal
        pure
        returns (bytes memory)
    {
        uint256 packed;
        for (uint256 k = 0; k < guesses.length; k++) {
            packed |= (guesses[k] | colours[k] << 25) << (35 * k);
        }
        packed |= guesses.length << 210 | round << 214;
        return _proof(keccak256(abi.encode([acc, packed])));
    }

    function test_TallySolvedOpensTheRound() public {
        uint256 id = _started();
        _play(id, 1, _arr2(0x01, 0x08)); // b misses twice
        _winRound(id, 0); // a solves on its first try
        vm.assertEq(bo3.sideOf(id, 1).opened, 2, "b's two tries may be opened");
        vm.assertEq(bo3.sideOf(id, 0).opened, 1, "a's one");
        vm.assertEq(bo3.sideOf(id, 1).acc, M_B, "the new round's accumulator is M");
        uint256[] memory gb = _guesses(2);
        uint256[] memory cb = _arr2(0x01, 0x08);
        bytes memory pb = _openProof(_h(_h(M_B)), 0, gb, cb);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadTallyProof.selector, id, BOB));
        bo3.tallySolved(id, BOB, _guesses(1), _arr(0x01), _openProof(_h(M_B), 0, _guesses(1), _arr(0x01)));
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadTallyProof.selector, id, BOB));
        bo3.tallySolved(id, BOB, gb, cb, _openProof(_h(_h(M_B)), 1, gb, cb)); // another round
        vm.expectEmit(address(bo3));
        emit IWorduelBo3.Tallied(id, BOB, 0, gb, cb);
        vm.prank(CAROL);
        bo3.tallySolved(id, BOB, gb, cb, pb);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NothingToOpen.selector, id, BOB));
        bo3.tallySolved(id, BOB, gb, cb, pb);
        // the result stands and nothing else moves
        vm.assertEq(bo3.sideOf(id, 0).wins, 1, "a's round");
        vm.assertEq(bo3.sideOf(id, 1).wins, 0, "b's none");
        vm.assertEq(bo3.gameOf(id).round, 1, "round 1 in play");
        vm.assertEq(bo3.houseDueOf(id), 0, "nothing owed");
        // a's, within WINDOW after the round's end
        vm.warp(block.timestamp + WINDOW);
        uint256 ga = 77;
        uint256[] memory g1 = _arr(ga);
        bo3.tallySolved(id, ALICE, g1, _arr(GREEN), _openProof(_h(M_A), 0, g1, _arr(GREEN)));
    }

    function test_RevertWhen_TallySolvedLateOrGone() public {
        uint256 id = _started();
        _play(id, 1, _arr(0x01));
        _winRound(id, 0);
        uint256 end = block.timestamp;
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NotPlayer.selector, id, CAROL));
        bo3.tallySolved(id, CAROL, _guesses(1), _arr(0x01), _openProof(_h(M_B), 0, _guesses(1), _arr(0x01)));
        // b answers in the next round: its accumulator moved on
        vm.warp(bo3.gameOf(id).roundStart);
        _guess(id, 1, 9);
        _answer(id, 1, 0x04, false);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NothingToOpen.selector, id, BOB));
        bo3.tallySolved(id, BOB, _guesses(1), _arr(0x01), _openProof(_h(M_B), 0, _guesses(1), _arr(0x01)));
        // a's window closes WINDOW after the round's end
        vm.warp(end + WINDOW + 1);
        uint256[] memory g1 = _arr(77);
        bytes memory pa = _openProof(_h(M_A), 0, g1, _arr(GREEN));
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3Late.selector, id, end + WINDOW));
        bo3.tallySolved(id, ALICE, g1, _arr(GREEN), pa);
    }

    function test_TallySolvedNotForATiebreakRound() public {
        uint256 id = _started();
        _bothOut(id, _arr(0), _arr(0));
        _tally(id, 0, _guesses(1), _arr(0));
        _tally(id, 1, _guesses(1), _arr(0));
        vm.assertEq(bo3.gameOf(id).round, 1, "a new word");
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NothingToOpen.selector, id, ALICE));
        bo3.tallySolved(id, ALICE, _guesses(1), _arr(0), _openProof(_h(M_A), 0, _guesses(1), _arr(0)));
    }

    function test_TallySolvedTheLastRoundAfterTheMatch() public {
        uint256 id = _started();
        _winRound(id, 0);
        vm.warp(bo3.gameOf(id).roundStart);
        _play(id, 1, _arr(0x20));
        _winRound(id, 0);
        vm.assertFalse(platform.isLive(id), "settled 2-0");
        uint256[] memory g1 = _guesses(1);
        uint256[] memory c1 = _arr(0x20);
        vm.expectEmit(address(bo3));
        emit IWorduelBo3.Tallied(id, BOB, 1, g1, c1);
        bo3.tallySolved(id, BOB, g1, c1, _openProof(_h(M_B), 1, g1, c1));
    }

    function test_HouseMissesTally() public {
        uint256 id = _started();
        _bothOut(id, _arr(0), _arr(0));
        _tally(id, 0, _guesses(1), _arr(0));
        vm.warp(bo3.roundOverAt(id) + WINDOW + 1);
        _assertHouseSlashed(id);
    }

    function test_RevertWhen_HouseTimeoutWithoutHouse() public {
        uint256 id = _match();
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3HouseNotLate.selector, id));
        bo3.claimHouseTimeout(id);
    }

    // ---- the players' deadlines (platform claimTimeout) ----

    function test_MissingKeyLoses() public {
        uint256 id = _match();
        vm.prank(BOB);
        bo3.postKey(id, P_X, P_Y);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotTimedOut.selector, id));
        platform.claimTimeout(id);
        vm.warp(block.timestamp + WINDOW + 1);
        platform.claimTimeout(id);
        vm.assertEq(coins.balanceOf(BOB), 100 + BET, "b wins");
    }

    function test_NoHouseDrawnIsADraw() public {
        uint256 id = _match();
        _keys(id);
        vm.warp(block.timestamp + WINDOW + 1);
        (bool due,) = bo3.timeoutOutcome(id);
        vm.assertFalse(due, "the draw still has time");
        vm.warp(block.timestamp + WINDOW);
        platform.claimTimeout(id);
        vm.assertEq(coins.balanceOf(ALICE), 100, "a's bet back");
        vm.assertEq(coins.balanceOf(BOB), 100, "b's bet back");
    }

    function test_IdlePlayerLosesByClock() public {
        uint256 id = _started();
        _play(id, 1, _arr(0));
        vm.warp(uint256(bo3.gameOf(id).roundStart) + ROUND - 1);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotTimedOut.selector, id));
        platform.claimTimeout(id);
        vm.warp(uint256(bo3.gameOf(id).roundStart) + ROUND);
        platform.claimTimeout(id);
        vm.assertEq(coins.balanceOf(BOB), 100 + BET, "b wins: a never guessed");
        vm.assertEq(reg.houseOf(HOUSE).openGames, 1, "house still held");
        bo3.close(id);
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "released");
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3Closed.selector, id));
        bo3.close(id);
    }

    /// @notice A player that sat a round out cannot turn its loss into the house's slash by
    /// waiting WINDOW after its clock ran out: no tally is owed for that round, the platform's
    /// timeout stays due and the house stays unslashable (IdleTallyGrief).
    function test_IdleTallyGrief_IdlePlayerCannotSlashTheHouse() public {
        uint256 id = _started();
        _play(id, 1, _arr(0));
        vm.warp(uint256(bo3.gameOf(id).roundStart) + ROUND + WINDOW + 1);
        vm.assertEq(bo3.houseDueOf(id), 0, "no tally owed for a round a player sat out");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3HouseNotLate.selector, id));
        bo3.claimHouseTimeout(id);
        (bool due, uint8 o) = bo3.timeoutOutcome(id);
        vm.assertTrue(due, "the platform's timeout is due");
        vm.assertEq(o, uint8(IDuelPlatform.Outcome.WinB), "a sat the round out");
        platform.claimTimeout(id);
        vm.assertEq(coins.balanceOf(BOB), 100 + BET, "b wins");
        uint256 bond = reg.houseOf(HOUSE).bond;
        bo3.close(id);
        vm.assertEq(reg.houseOf(HOUSE).bond, bond, "released, not slashed");
        vm.assertEq(reg.creditOf(ALICE), 0, "no compensation for the idle player");
    }

    function test_BothIdleIsADraw() public {
        uint256 id = _started();
        vm.warp(uint256(bo3.gameOf(id).roundStart) + ROUND);
        (bool due, uint8 o) = bo3.timeoutOutcome(id);
        vm.assertTrue(due, "due");
        vm.assertEq(o, uint8(IDuelPlatform.Outcome.Draw), "draw");
    }

    function test_HouseLateFirstShieldsIdlePlayer() public {
        uint256 id = _started();
        _guess(id, 1, 3); // never answered: due at start + WINDOW, before a's clock ends
        vm.warp(uint256(bo3.gameOf(id).roundStart) + ROUND + 1);
        (bool due,) = bo3.timeoutOutcome(id);
        vm.assertFalse(due, "the house missed first");
        _assertHouseSlashed(id);
    }

    // ---- close and reveal ----

    function test_RevealSeedAndCloseAfterForfeit() public {
        uint256 id = _started();
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3StillLive.selector, id));
        bo3.close(id);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3StillLive.selector, id));
        bo3.revealSeed(id, 42);
        vm.prank(ALICE);
        platform.forfeit(id);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3NotHouse.selector, id, ALICE));
        bo3.revealSeed(id, 42);
        vm.prank(HOUSE);
        vm.expectEmit(address(bo3));
        emit IWorduelBo3.SeedRevealed(id, 42);
        bo3.revealSeed(id, 42);
        bo3.close(id);
        vm.assertEq(reg.houseOf(HOUSE).openGames, 0, "released");
    }

    // ---- fuzz ----

    /// @notice The tiebreaker over random colours agrees with the rules: most greens in one
    /// guess, then the earlier try, else no point.
    function testFuzz_Tiebreak(uint256 seedA, uint256 seedB, uint8 na, uint8 nb) public {
        uint256 id = _started();
        uint256[] memory ca = _colours(seedA, bound(na, 0, 6));
        uint256[] memory cb = _colours(seedB, bound(nb, 0, 6));
        _bothOut(id, ca, cb);
        _tally(id, 0, _guesses(ca.length), ca);
        _tally(id, 1, _guesses(cb.length), cb);
        (uint256 ga, uint256 ta) = _best(ca);
        (uint256 gb, uint256 tb) = _best(cb);
        uint256 want = ga > gb ? 0 : gb > ga ? 1 : (ga == 0 || ta == tb) ? 2 : ta < tb ? 0 : 1;
        vm.assertEq(bo3.sideOf(id, 0).wins, want == 0 ? 1 : 0, "a's point");
        vm.assertEq(bo3.sideOf(id, 1).wins, want == 1 ? 1 : 0, "b's point");
        vm.assertEq(bo3.gameOf(id).round, 1, "the next round started");
    }

    /// @dev Random colour vectors without five greens (none solved).
    function _colours(uint256 seed, uint256 n) internal pure returns (uint256[] memory c) {
        c = new uint256[](n);
        for (uint256 k = 0; k < n; k++) {
            uint256 v;
            for (uint256 l = 0; l < 5; l++) {
                v |= (uint256(keccak256(abi.encode(seed, k, l))) % 3) << (2 * l);
            }
            c[k] = v == GREEN ? 0x2A : v;
        }
    }

    function _best(uint256[] memory c) internal pure returns (uint256 greens, uint256 at) {
        for (uint256 k = 0; k < c.length; k++) {
            uint256 g;
            for (uint256 l = 0; l < 5; l++) {
                if ((c[k] >> (2 * l)) & 3 == 2) g++;
            }
            if (g > greens) (greens, at) = (g, k + 1);
        }
    }
}
