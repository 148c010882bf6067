// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {MockProof} from "../mocks/MockVerifiers.sol";
import {PhraseLockDay} from "../../src/puzloc/PhraseLockDay.sol";
import {PhraseLockRules} from "../../src/puzloc/PhraseLockRules.sol";
import {PhraseLockHarness, MockPhraseLockVerifier} from "./PhraseLockHarness.sol";

/// @notice Builds the statement the contract must rebuild, and its mock proof.
abstract contract PhraseLockProofs {
    uint256 internal constant DAY_ID = 7;
    uint256 internal constant DAY = 20_420;
    uint256 internal constant COUNT = 8_902;
    uint256 internal constant R = 0xfeed_beef;

    function _proof(uint256 accOld, uint256 accNew, uint256 move, uint256 reply, uint256 packed)
        internal
        pure
        returns (bytes memory)
    {
        uint256[] memory input = new uint256[](5);
        (input[0], input[1], input[2], input[3], input[4]) = (accOld, accNew, move, reply, packed);
        return abi.encode(MockProof.make(input));
    }

    function _answerProof(
        uint256 accOld,
        uint256 accNew,
        uint256 move,
        uint256 reply,
        uint256 n,
        uint8 kind,
        bool hit,
        bool refused,
        bool solved
    ) internal pure returns (bytes memory) {
        return _proof(accOld, accNew, move, reply, PhraseLockRules.packed(DAY, n, kind, PhraseLockRules.outcome(hit, refused, solved), COUNT, 0, R));
    }
}

contract PhraseLockDayTest is TestBase, PhraseLockProofs {
    address internal constant HOUSE = address(0x4005e);
    address internal constant ALICE = address(0xA11CE);
    uint256 internal constant M = 0x1234;
    PhraseLockHarness internal c;

    function setUp() public {
        vm.warp(1_800_000_000);
        c = new PhraseLockHarness(HOUSE, new MockPhraseLockVerifier());
        c.setDay(DAY_ID, DAY, COUNT, R, block.timestamp + 1 days);
        c.bind(DAY_ID, ALICE, M);
    }

    function _move(uint8 kind, uint256 ct) internal {
        vm.prank(ALICE);
        c.phraseMove(DAY_ID, kind, ct);
    }

    function _answer(uint256 accNew, uint256 reply, bool hit, bool refused, bool solved) internal {
        (PhraseLockRules.Game memory g,,) = c.phraseAttempt(DAY_ID, ALICE);
        uint256 accOld = c.accOf(DAY_ID, ALICE);
        uint256 ct = c.ctOf(DAY_ID, ALICE);
        bytes memory proof = _answerProof(accOld, accNew, ct, reply, g.moves, lastKind, hit, refused, solved);
        vm.prank(HOUSE);
        c.phraseAnswer(DAY_ID, ALICE, accNew, reply, hit, refused, solved, proof);
    }

    uint8 internal lastKind; // the kind of the pending move

    function _play(uint8 kind, uint256 ct, uint256 accNew, bool hit, bool refused, bool solved) internal {
        lastKind = kind;
        _move(kind, ct);
        vm.warp(block.timestamp + 5); // the house's latency is not the player's
        _answer(accNew, 0xabc, hit, refused, solved);
        vm.warp(block.timestamp + 10); // the player thinks 10 s before the next move
    }

    /// @notice A game as the seed's example 2 ("BREAK A LEG"): two letters found, a wrong
    /// phrase, the category hint, then the phrase; opened after the day and scored.
    function test_GameOpenedAndScored() public {
        _play(PhraseLockRules.SHAPE, 0, 100, false, false, false); // free
        _play(PhraseLockRules.LETTER, 11, 101, true, false, false);
        _play(PhraseLockRules.LETTER, 12, 102, false, false, false); // 9
        _play(PhraseLockRules.LETTER, 13, 103, false, true, false); // refused: 9
        _play(PhraseLockRules.PHRASE, 14, 104, false, false, false); // 7
        _play(PhraseLockRules.HINT_CATEGORY, 0, 105, false, false, false); // 5
        _play(PhraseLockRules.PHRASE, 15, 106, true, false, true);
        (PhraseLockRules.Game memory g, uint256 thinking, bool pending) = c.phraseAttempt(DAY_ID, ALICE);
        vm.assertEq(uint256(int256(g.lives)), 5, "lives");
        vm.assertEq(g.status, PhraseLockRules.WON, "won");
        vm.assertEq(thinking, 60, "thinking: 10 s before each move but the first");
        vm.assertFalse(pending, "nothing pending");

        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockOpened.selector, DAY_ID, false));
        c.phraseScore(DAY_ID, ALICE);
        vm.warp(block.timestamp + 1 days);
        uint256 facts = PhraseLockRules.facts(11, 1, 0);
        bytes memory proof = _proof(106, 106, 0, 0, PhraseLockRules.packed(DAY, 7, PhraseLockRules.OPEN, 0, COUNT, facts, R));
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockBadProof.selector, DAY_ID, ALICE));
        c.phraseOpen(DAY_ID, ALICE, 12, 1, 0, proof); // another length than proven
        c.phraseOpen(DAY_ID, ALICE, 11, 1, 0, proof);
        // easy: 1000 + 5 * 50 + 11 * 10 - 60 * 3
        vm.assertEq(c.phraseScore(DAY_ID, ALICE), 1180, "score");
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockOpened.selector, DAY_ID, true));
        c.phraseOpen(DAY_ID, ALICE, 11, 1, 0, proof);
    }

    function test_LostGameScoresZero() public {
        for (uint256 i = 0; i < 5; i++) {
            _play(PhraseLockRules.PHRASE, 20 + i, 200 + i, false, false, false);
        }
        (PhraseLockRules.Game memory g,,) = c.phraseAttempt(DAY_ID, ALICE);
        vm.assertEq(g.status, PhraseLockRules.LOST, "lost");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(PhraseLockRules.PhraseLockOver.selector, 2, 5));
        c.phraseMove(DAY_ID, PhraseLockRules.LETTER, 1);
        vm.warp(block.timestamp + 1 days);
        c.phraseOpen(DAY_ID, ALICE, 20, 0, 2, _proof(204, 204, 0, 0, PhraseLockRules.packed(DAY, 5, PhraseLockRules.OPEN, 0, COUNT, PhraseLockRules.facts(20, 0, 2), R)));
        vm.assertEq(c.phraseScore(DAY_ID, ALICE), 0, "a lost game scores 0");
    }

    function test_AnswerMustProveTheContractsStatement() public {
        lastKind = PhraseLockRules.LETTER;
        _move(PhraseLockRules.LETTER, 11);
        bytes memory proof = _answerProof(M, 101, 11, 5, 0, PhraseLockRules.LETTER, true, false, false);
        vm.startPrank(HOUSE);
        // a bit flipped, another ciphertext, another accumulator, another reply: each fails
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockBadProof.selector, DAY_ID, ALICE));
        c.phraseAnswer(DAY_ID, ALICE, 101, 5, false, false, false, proof);
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockBadProof.selector, DAY_ID, ALICE));
        c.phraseAnswer(DAY_ID, ALICE, 102, 5, true, false, false, proof);
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockBadProof.selector, DAY_ID, ALICE));
        c.phraseAnswer(DAY_ID, ALICE, 101, 6, true, false, false, proof);
        c.phraseAnswer(DAY_ID, ALICE, 101, 5, true, false, false, proof);
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockPending.selector, DAY_ID, ALICE, false));
        c.phraseAnswer(DAY_ID, ALICE, 101, 5, true, false, false, proof);
        vm.stopPrank();
    }

    /// @notice The daily contract learns what the house owes and rejects a late answer.
    function test_HouseOwesEachMoveWithinItsWindow() public {
        lastKind = PhraseLockRules.LETTER;
        _move(PhraseLockRules.LETTER, 11);
        vm.assertEq(c.owed(), 1, "owed after the move");
        vm.assertEq(c.phrasePendingSince(DAY_ID, ALICE), block.timestamp, "pending since");
        bytes memory proof = _answerProof(M, 101, 11, 5, 0, PhraseLockRules.LETTER, true, false, false);
        vm.warp(block.timestamp + c.WINDOW() + 1);
        vm.prank(HOUSE);
        vm.expectRevert(PhraseLockHarness.HarnessLate.selector);
        c.phraseAnswer(DAY_ID, ALICE, 101, 5, true, false, false, proof);
        vm.warp(block.timestamp - 1);
        vm.prank(HOUSE);
        c.phraseAnswer(DAY_ID, ALICE, 101, 5, true, false, false, proof);
        vm.assertEq(c.owed(), 0, "nothing owed after the answer");
        vm.assertEq(c.phrasePendingSince(DAY_ID, ALICE), 0, "nothing pending");
    }

    function test_MovesNeedTheirTurn() public {
        vm.prank(address(0xB0B));
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockNotBound.selector, DAY_ID, address(0xB0B)));
        c.phraseMove(DAY_ID, PhraseLockRules.LETTER, 1);
        _move(PhraseLockRules.HINT_LENGTH, 0);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(PhraseLockDay.PhraseLockPending.selector, DAY_ID, ALICE, true));
        c.phraseMove(DAY_ID, PhraseLockRules.LETTER, 1);
        vm.expectRevert(PhraseLockHarness.HarnessNotHouse.selector);
        c.phraseAnswer(DAY_ID, ALICE, 1, 1, false, false, false, "");
        vm.warp(block.timestamp + 1 days);
        vm.prank(ALICE);
        vm.expectRevert(PhraseLockHarness.HarnessWrongTime.selector);
        c.phraseMove(DAY_ID, PhraseLockRules.LETTER, 1);
    }
}
