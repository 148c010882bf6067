// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {AnswerL5A26Verifier} from "../../src/verifiers/AnswerL5A26Verifier.sol";

/// @notice Verifies a real answer proof (contracts/test/testdata/answer_l5a26.json, made and
/// checked by TestAnswerFixture in package prover) with the generated verifier, recomputing the
/// packed public input from its fields as a duel contract will.
contract AnswerVerifierTest is TestBase {
    AnswerL5A26Verifier internal verifier;
    string internal json;

    function setUp() public {
        verifier = new AnswerL5A26Verifier();
        json = vm.readFile(string.concat(vm.projectRoot(), "/contracts/test/testdata/answer_l5a26.json"));
    }

    /// @dev The layout of circuits.PackAnswer.
    function _packed(uint256 guess, uint256 colours, uint256 index, uint256 count, uint256 randomness)
        internal
        pure
        returns (uint256)
    {
        return guess | colours << 32 | index << 48 | count << 64 | randomness << 80;
    }

    function _input() internal view returns (uint256[3] memory input) {
        input[0] = vm.parseJsonUint(json, ".commitment");
        input[1] = vm.parseJsonUint(json, ".root");
        input[2] = _packed(
            vm.parseJsonUint(json, ".guess"),
            vm.parseJsonUint(json, ".colours"),
            vm.parseJsonUint(json, ".index"),
            vm.parseJsonUint(json, ".count"),
            vm.parseJsonUint(json, ".randomness")
        );
    }

    function test_RealProofVerifies() public {
        uint256[3] memory input = _input();
        uint256[] memory pub = vm.parseJsonUintArray(json, ".public");
        for (uint256 i = 0; i < 3; i++) {
            vm.assertEq(input[i], pub[i], "recomputed public input");
        }
        bytes memory proof = vm.parseJsonBytes(json, ".proof");
        verifier.verifyProof(proof, input);
        // recorded in snapshots/AnswerVerifierTest.json
        vm.assertLt(vm.snapshotGasLastCall("verifyProof answer_l5a26"), 250_000, "answer verification gas");
    }

    function test_RevertWhen_ColoursDiffer() public {
        uint256[3] memory input = _input();
        input[2] ^= 1 << 32; // the first colour
        bytes memory proof = vm.parseJsonBytes(json, ".proof");
        vm.expectRevert(AnswerL5A26Verifier.ProofInvalid.selector);
        verifier.verifyProof(proof, input);
    }

    function test_RevertWhen_WordIndexDiffers() public {
        uint256[3] memory input = _input();
        input[2] += 1 << 48;
        bytes memory proof = vm.parseJsonBytes(json, ".proof");
        vm.expectRevert(AnswerL5A26Verifier.ProofInvalid.selector);
        verifier.verifyProof(proof, input);
    }

    function test_RevertWhen_CommitmentDiffers() public {
        uint256[3] memory input = _input();
        input[0] += 1;
        bytes memory proof = vm.parseJsonBytes(json, ".proof");
        vm.expectRevert(AnswerL5A26Verifier.ProofInvalid.selector);
        verifier.verifyProof(proof, input);
    }
}
