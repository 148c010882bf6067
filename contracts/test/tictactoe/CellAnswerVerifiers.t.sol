// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {ICellAnswerVerifier} from "../../src/tictactoe/IWordleTacToe.sol";
import {AnswerL4A26Verifier} from "../../src/verifiers/AnswerL4A26Verifier.sol";
import {AnswerL6A26Verifier} from "../../src/verifiers/AnswerL6A26Verifier.sol";

/// @notice Verifies the real 4- and 6-letter answer proofs (contracts/test/testdata/answer_l4a26.json
/// and answer_l6a26.json, made and checked by TestCellAnswerFixtures in package prover) with the
/// generated verifiers, recomputing the packed public input from its fields as WordleTacToe does,
/// and rejects any altered input or the other length's verifier.
contract CellAnswerVerifiersTest is TestBase {
    ICellAnswerVerifier internal v4;
    ICellAnswerVerifier internal v6;
    string internal json4;
    string internal json6;

    function setUp() public {
        v4 = ICellAnswerVerifier(address(new AnswerL4A26Verifier()));
        v6 = ICellAnswerVerifier(address(new AnswerL6A26Verifier()));
        string memory dir = string.concat(vm.projectRoot(), "/contracts/test/testdata/");
        json4 = vm.readFile(string.concat(dir, "answer_l4a26.json"));
        json6 = vm.readFile(string.concat(dir, "answer_l6a26.json"));
    }

    /// @dev The layout of circuits.PackAnswer, from the fixture's fields.
    function _input(string memory json) internal pure returns (uint256[3] memory input) {
        input[0] = vm.parseJsonUint(json, ".commitment");
        input[1] = vm.parseJsonUint(json, ".root");
        input[2] = vm.parseJsonUint(json, ".guess") | vm.parseJsonUint(json, ".colours") << 32
            | vm.parseJsonUint(json, ".index") << 48 | vm.parseJsonUint(json, ".count") << 64
            | vm.parseJsonUint(json, ".randomness") << 80;
    }

    function _check(ICellAnswerVerifier v, string memory json, string memory circuit) internal {
        uint256[3] memory input = _input(json);
        uint256[] memory pub = vm.parseJsonUintArray(json, ".public");
        for (uint256 i = 0; i < 3; i++) {
            vm.assertEq(input[i], pub[i], "recomputed public input");
        }
        v.verifyProof(vm.parseJsonBytes(json, ".proof"), input);
        vm.snapshotGasLastCall(string.concat("verifyProof ", circuit));
    }

    function test_RealProofsVerify() public {
        _check(v4, json4, "answer_l4a26");
        _check(v6, json6, "answer_l6a26");
    }

    function test_RevertWhen_AnInputDiffers() public {
        ICellAnswerVerifier[2] memory vs = [v4, v6];
        string[2] memory js = [json4, json6];
        for (uint256 k = 0; k < 2; k++) {
            bytes memory proof = vm.parseJsonBytes(js[k], ".proof");
            uint256[4] memory deltas = [uint256(1) << 32, uint256(1) << 48, uint256(1) << 64, uint256(1) << 80];
            for (uint256 d = 0; d < 4; d++) {
                uint256[3] memory input = _input(js[k]);
                input[2] ^= deltas[d]; // a colour, the word index, N, R
                vm.expectRevert(AnswerL4A26Verifier.ProofInvalid.selector);
                vs[k].verifyProof(proof, input);
            }
            uint256[3] memory other = _input(js[k]);
            other[0] += 1; // another seed commitment
            vm.expectRevert(AnswerL4A26Verifier.ProofInvalid.selector);
            vs[k].verifyProof(proof, other);
        }
    }

    function test_RevertWhen_OtherLengthsVerifier() public {
        vm.expectRevert(AnswerL6A26Verifier.ProofInvalid.selector);
        v6.verifyProof(vm.parseJsonBytes(json4, ".proof"), _input(json4));
        vm.expectRevert(AnswerL4A26Verifier.ProofInvalid.selector);
        v4.verifyProof(vm.parseJsonBytes(json6, ".proof"), _input(json6));
    }
}
