// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PokerFixture, MockCommitK5Verifier} from "./PokerFixture.sol";
import {IRevealVerifier} from "../../src/common/IGroth16Verifier.sol";
import {IWordlePoker} from "../../src/poker/IWordlePoker.sol";
import {PokerHands} from "../../src/poker/PokerHands.sol";
import {WordlePoker} from "../../src/poker/WordlePoker.sol";
import {RevealL5A26Verifier} from "../../src/verifiers/RevealL5A26Verifier.sol";

/// @notice Answers with real reveal proofs through the real RevealL5A26Verifier: the fixture
/// contracts/test/testdata/poker_reveal_l5a26.json (TestRevealFixture in client/poker, which
/// checks it against the shipped keys) proves the colours of one guess at a committed word, for
/// either player as the prover, bound to the context of hand 1 of match 1 of the contract at
/// FIXED (the code is placed there with vm.etch so that the context is the fixture's).
contract PokerRevealProofTest is PokerFixture {
    address internal constant FIXED = 0x00000000000000000000000000000000000B0c4E;
    uint256 internal constant WORD = 2;
    string internal json;
    uint256 internal commitment;
    uint256 internal guessPacked;
    uint256 internal colours;

    function setUp() public override {
        json = vm.readFile(string.concat(vm.projectRoot(), "/contracts/test/testdata/poker_reveal_l5a26.json"));
        commitment = vm.parseJsonUint(json, ".commitment");
        guessPacked = vm.parseJsonUint(json, ".guess");
        colours = vm.parseJsonUint(json, ".colours");
        super.setUp();
    }

    function _deployPoker() internal override returns (WordlePoker) {
        WordlePoker w = new WordlePoker(
            platform,
            houses,
            new MockCommitK5Verifier(),
            IRevealVerifier(address(new RevealL5A26Verifier())),
            SECRET_ROOT,
            SLASH
        );
        vm.etch(FIXED, address(w).code);
        return WordlePoker(FIXED);
    }

    /// @dev Both players committed the fixture's word as their word 2.
    function _words(uint256 seat) internal view override returns (uint256[5] memory c) {
        c = super._words(seat);
        c[WORD] = commitment;
    }

    function _proof(uint256 seat) internal view returns (bytes memory) {
        return vm.parseJsonBytes(json, string.concat(".proofs[", vmx.toString(seat), "]"));
    }

    /// @dev Hand 1 of match 1 played to a winner (block hashes tried until the hands differ).
    function _won() internal returns (uint256 id) {
        for (uint256 i = 0;; i++) {
            uint256 snap = vm.snapshotState();
            id = _ready();
            _deal(id, keccak256(abi.encode("real", i)));
            vm.prank(_act(id));
            poker.open(id, 3, 4);
            vm.prank(_act(id));
            poker.stop(id);
            _mulligan(id, 0, 0);
            vm.prank(_act(id));
            poker.choose(id, PokerHands.HIGHER);
            _showdown(id);
            if (poker.gameOf(id).phase == IWordlePoker.Phase.Guess) break;
            vm.revertToState(snap);
        }
        vm.assertEq(id, 1, "match 1");
        vm.assertEq(poker.gameOf(id).hand, 1, "hand 1");
    }

    function test_RealProofAnswersAGuess() public {
        uint256 id = _won();
        vm.prank(_act(id));
        poker.guess(id, WORD, guessPacked);
        uint256 prover = poker.gameOf(id).toAct;
        bytes memory proof = _proof(prover);
        vm.cool(address(poker));
        vm.cool(address(poker.REVEAL_VERIFIER()));
        vm.cool(address(platform));
        vm.prank(_player(prover));
        vm.expectEmit(address(poker));
        emit IWordlePoker.Answered(id, 1 - prover, WORD, guessPacked, colours);
        poker.answer(id, colours, proof);
        vm.snapshotGasLastCall("answer (real reveal proof, cold)");
    }

    function test_RealProofRejectedForAnotherSeatColoursOrWord() public {
        uint256 id = _won();
        address guesser = _act(id);
        vm.prank(guesser);
        poker.guess(id, WORD, guessPacked);
        uint256 prover = poker.gameOf(id).toAct;
        bytes memory other = _proof(1 - prover);
        vm.prank(_player(prover));
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, prover));
        poker.answer(id, colours, other); // bound to the other player's context
        bytes memory proof = _proof(prover);
        vm.prank(_player(prover));
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, prover));
        poker.answer(id, colours ^ 1, proof); // other colours
        vm.prank(_player(prover));
        poker.answer(id, colours, proof);
        if (poker.gameOf(id).phase != IWordlePoker.Phase.Guess) return; // a one-guess card
        // the same proof for another word index (another commitment)
        vm.prank(guesser);
        poker.guess(id, WORD + 1, guessPacked);
        vm.prank(_player(prover));
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, prover));
        poker.answer(id, colours, proof);
    }
}
