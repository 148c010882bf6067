// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BlitzFixture} from "./BlitzFixture.sol";
import {WorduelBlitz, IAnswerVerifier} from "../../src/worduel/WorduelBlitz.sol";
import {AnswerL5A26Verifier} from "../../src/verifiers/AnswerL5A26Verifier.sol";

/// @notice A Blitz match with the real answer verifier and the real proofs of
/// contracts/test/testdata/blitz_l5.json (TestBlitzFixture): the contract recomputes every
/// public input (commitment, root, guess, colours, word index, N, R) from its own state.
/// Gas per guess and per answer: snapshots/WorduelBlitzProofTest.json.
contract WorduelBlitzProofTest is BlitzFixture {
    function _verifier() internal override returns (IAnswerVerifier) {
        return IAnswerVerifier(address(new AnswerL5A26Verifier()));
    }

    function test_RealMatch() public {
        uint256 id = _match(50);
        vm.assertEq(id, vm.parseJsonUint(json, ".matchId"), "the fixture's match id");
        _commitBoth(id);
        for (uint256 k = 0; k < 4; k++) {
            Move memory m = _move(k);
            address answerer = _player(1 - m.guesser);
            vm.assertEq(blitz.sideOf(id, m.guesser).word, m.word, "word index");
            _guess(id, m);
            if (k == 0) vm.snapshotGasLastCall("guess (first: draws R)");
            if (k == 1) vm.snapshotGasLastCall("guess");
            vm.prank(answerer);
            blitz.answer(id, m.colours, m.proof);
            if (k == 0) vm.snapshotGasLastCall("answer (miss)");
            if (k == 1) vm.snapshotGasLastCall("answer (solve)");
        }
        vm.assertEq(blitz.gameOf(id).randomness, vm.parseJsonUint(json, ".randomness"), "R as Go derives it");
        vm.assertEq(blitz.sideOf(id, 1).solves, 2, "bob solved two words");
        vm.assertEq(blitz.sideOf(id, 0).solves, 1, "alice one");
        vm.warp(block.timestamp + DURATION);
        blitz.finish(id);
        vm.snapshotGasLastCall("finish");
        vm.assertEq(coins.balanceOf(BOB), 150, "bob takes the pot");
        vm.assertEq(coins.balanceOf(ALICE), 50, "alice loses her bet");
    }

    function test_RevertWhen_RealProofForAnotherGuess() public {
        uint256 id = _match(50);
        _commitBoth(id);
        Move memory m0 = _move(0);
        Move memory m1 = _move(1);
        _guess(id, m0);
        // the proof of the solving guess does not prove the first guess's colours
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzBadProof.selector, id, BOB));
        blitz.answer(id, m1.colours, m1.proof);
        // nor claims a solve with the first guess's proof
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzBadProof.selector, id, BOB));
        blitz.answer(id, 0x2AA, m0.proof);
        vm.prank(ALICE);
        blitz.answer(id, m0.colours, m0.proof);
    }

    function test_RevertWhen_OtherRandomness() public {
        vm.roll(DRAW_BLOCK - 10);
        uint256 id = _match(50);
        _commitBoth(id);
        vm.setBlockhash(DRAW_BLOCK, keccak256("another block"));
        Move memory m = _move(0);
        _guess(id, m);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(WorduelBlitz.BlitzBadProof.selector, id, BOB));
        blitz.answer(id, m.colours, m.proof);
    }
}
