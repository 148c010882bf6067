// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {HousekeyVerifier} from "../../src/verifiers/HousekeyVerifier.sol";
import {HiddenL5A26Verifier} from "../../src/verifiers/HiddenL5A26Verifier.sol";
import {TallyL5A26Verifier} from "../../src/verifiers/TallyL5A26Verifier.sol";
import {RefuseL5A26Verifier} from "../../src/verifiers/RefuseL5A26Verifier.sol";

/// @notice Verifies real hidden-guess proofs (contracts/test/testdata/hidden_l5a26.json, made and
/// checked by TestHiddenFixture in package prover) with the generated verifiers: the house's key
/// proof for a player, its answer to the player's third hidden guess, the round-end tally and
/// the refusal of a fourth guess that names a non-word,
/// each public input rebuilt from its fields as a Best of 3 contract will (docs/circuits.md,
/// "Hidden guesses").
contract HiddenVerifierTest is TestBase {
    HousekeyVerifier internal keyVerifier;
    HiddenL5A26Verifier internal answerVerifier;
    TallyL5A26Verifier internal tallyVerifier;
    RefuseL5A26Verifier internal refuseVerifier;
    string internal json;

    function setUp() public {
        keyVerifier = new HousekeyVerifier();
        answerVerifier = new HiddenL5A26Verifier();
        tallyVerifier = new TallyL5A26Verifier();
        refuseVerifier = new RefuseL5A26Verifier();
        json = vm.readFile(string.concat(vm.projectRoot(), "/contracts/test/testdata/hidden_l5a26.json"));
    }

    function _u(string memory key) internal view returns (uint256) {
        return vm.parseJsonUint(json, key);
    }

    function _checkPublic(uint256[] memory input, string memory key) internal view {
        uint256[] memory pub = vm.parseJsonUintArray(json, string.concat(key, ".public"));
        vm.assertEq(input.length, pub.length, "public inputs");
        for (uint256 i = 0; i < pub.length; i++) {
            vm.assertEq(input[i], pub[i], "rebuilt public input");
        }
    }

    function _keyInput() internal view returns (uint256[6] memory input) {
        input = [_u(".houseY"), _u(".playerY"), _u(".context"), _u(".seedCommitment"), _u(".root"), _u(".binding")];
    }

    /// @dev hidden.PackAnswer: i | n << 16 | solved << 20 | N << 32 | R << 64.
    function _answerInput() internal view returns (uint256[5] memory input) {
        uint256 solved = vm.parseJsonBool(json, ".solved") ? 1 : 0;
        uint256 packed = _u(".index") | _u(".try") << 16 | solved << 20 | _u(".count") << 32 | _u(".randomness") << 64;
        input = [_u(".accOld"), _u(".accNew"), _u(".guess"), _u(".colours"), packed];
    }

    /// @dev hidden.PackTally for five letters: slot s = guess | colours << 25 at bit 35 s,
    /// then count << 210 | i << 214.
    function _tallyInput() internal view returns (uint256[2] memory input) {
        uint256[] memory guesses = vm.parseJsonUintArray(json, ".tallyGuesses");
        uint256[] memory colours = vm.parseJsonUintArray(json, ".tallyColours");
        uint256 packed;
        for (uint256 s = 0; s < guesses.length; s++) {
            packed |= (guesses[s] | colours[s] << 25) << (35 * s);
        }
        packed |= guesses.length << 210 | _u(".index") << 214;
        input = [_u(".accNew"), packed];
    }

    /// @dev hidden.PackRefusal: i | n << 16 | valid << 20 | word << 32.
    function _refusalInput() internal view returns (uint256[3] memory input) {
        uint256 packed = _u(".index") | _u(".refusalTry") << 16 | 1 << 20 | _u(".refusalWord") << 32;
        input = [_u(".binding"), _u(".refusalGuess"), packed];
    }

    function test_RefusalProofVerifies() public {
        uint256[3] memory input = _refusalInput();
        uint256[] memory dyn = new uint256[](3);
        for (uint256 i = 0; i < 3; i++) {
            dyn[i] = input[i];
        }
        _checkPublic(dyn, ".refusal");
        refuseVerifier.verifyProof(vm.parseJsonBytes(json, ".refusal.proof"), input);
        vm.assertLt(vm.snapshotGasLastCall("verifyProof refuse_l5a26"), 250_000, "refusal verification gas");
    }

    function test_RevertWhen_RefusalCallsAWordNoWord() public {
        uint256[3] memory input = _refusalInput();
        input[2] = _u(".index") | _u(".refusalTry") << 16; // valid = 0, word = 0
        bytes memory proof = vm.parseJsonBytes(json, ".refusal.proof");
        vm.expectRevert(RefuseL5A26Verifier.ProofInvalid.selector);
        refuseVerifier.verifyProof(proof, input);
    }

    function test_KeyProofVerifies() public {
        uint256[6] memory input = _keyInput();
        uint256[] memory dyn = new uint256[](6);
        for (uint256 i = 0; i < 6; i++) {
            dyn[i] = input[i];
        }
        _checkPublic(dyn, ".key");
        keyVerifier.verifyProof(vm.parseJsonBytes(json, ".key.proof"), input);
        // recorded in snapshots/HiddenVerifierTest.json
        vm.assertLt(vm.snapshotGasLastCall("verifyProof housekey"), 250_000, "key verification gas");
    }

    function test_AnswerProofVerifies() public {
        uint256[5] memory input = _answerInput();
        uint256[] memory dyn = new uint256[](5);
        for (uint256 i = 0; i < 5; i++) {
            dyn[i] = input[i];
        }
        _checkPublic(dyn, ".answer");
        answerVerifier.verifyProof(vm.parseJsonBytes(json, ".answer.proof"), input);
        vm.assertLt(vm.snapshotGasLastCall("verifyProof hidden_l5a26"), 250_000, "answer verification gas");
    }

    function test_TallyProofVerifies() public {
        uint256[2] memory input = _tallyInput();
        uint256[] memory dyn = new uint256[](2);
        dyn[0] = input[0];
        dyn[1] = input[1];
        _checkPublic(dyn, ".tally");
        tallyVerifier.verifyProof(vm.parseJsonBytes(json, ".tally.proof"), input);
        vm.assertLt(vm.snapshotGasLastCall("verifyProof tally_l5a26"), 250_000, "tally verification gas");
        // the tiebreaker's figures, read from the opened colours
        uint256[] memory colours = vm.parseJsonUintArray(json, ".tallyColours");
        uint256 best;
        uint256 bestTry;
        for (uint256 s = 0; s < colours.length; s++) {
            uint256 greens;
            for (uint256 k = 0; k < 5; k++) {
                if ((colours[s] >> (2 * k)) & 3 == 2) greens++;
            }
            if (greens > best) (best, bestTry) = (greens, s + 1);
        }
        vm.assertEq(best, _u(".greens"), "most greens");
        vm.assertEq(bestTry, _u(".bestTry"), "earliest try");
    }

    function test_RevertWhen_KeyOfAnotherHouse() public {
        uint256[6] memory input = _keyInput();
        input[0] = _u(".playerY"); // another key's y
        bytes memory proof = vm.parseJsonBytes(json, ".key.proof");
        vm.expectRevert(HousekeyVerifier.ProofInvalid.selector);
        keyVerifier.verifyProof(proof, input);
    }

    function test_RevertWhen_KeyContextDiffers() public {
        uint256[6] memory input = _keyInput();
        input[2] += 1;
        bytes memory proof = vm.parseJsonBytes(json, ".key.proof");
        vm.expectRevert(HousekeyVerifier.ProofInvalid.selector);
        keyVerifier.verifyProof(proof, input);
    }

    function test_RevertWhen_AnswerColoursDiffer() public {
        uint256[5] memory input = _answerInput();
        input[3] += 1;
        bytes memory proof = vm.parseJsonBytes(json, ".answer.proof");
        vm.expectRevert(HiddenL5A26Verifier.ProofInvalid.selector);
        answerVerifier.verifyProof(proof, input);
    }

    function test_RevertWhen_AnswerSolvedFlipped() public {
        uint256[5] memory input = _answerInput();
        input[4] ^= 1 << 20;
        bytes memory proof = vm.parseJsonBytes(json, ".answer.proof");
        vm.expectRevert(HiddenL5A26Verifier.ProofInvalid.selector);
        answerVerifier.verifyProof(proof, input);
    }

    function test_RevertWhen_AnswerForAnotherGuess() public {
        uint256[5] memory input = _answerInput();
        input[2] += 1;
        bytes memory proof = vm.parseJsonBytes(json, ".answer.proof");
        vm.expectRevert(HiddenL5A26Verifier.ProofInvalid.selector);
        answerVerifier.verifyProof(proof, input);
    }

    function test_RevertWhen_AnswerTryDiffers() public {
        uint256[5] memory input = _answerInput();
        input[4] += 1 << 16;
        bytes memory proof = vm.parseJsonBytes(json, ".answer.proof");
        vm.expectRevert(HiddenL5A26Verifier.ProofInvalid.selector);
        answerVerifier.verifyProof(proof, input);
    }

    function test_RevertWhen_TallyGreenAdded() public {
        uint256[2] memory input = _tallyInput();
        input[1] ^= 2 << 25; // the first try's first colour
        bytes memory proof = vm.parseJsonBytes(json, ".tally.proof");
        vm.expectRevert(TallyL5A26Verifier.ProofInvalid.selector);
        tallyVerifier.verifyProof(proof, input);
    }

    function test_RevertWhen_TallyOfAnotherAccumulator() public {
        uint256[2] memory input = _tallyInput();
        input[0] = _u(".accOld");
        bytes memory proof = vm.parseJsonBytes(json, ".tally.proof");
        vm.expectRevert(TallyL5A26Verifier.ProofInvalid.selector);
        tallyVerifier.verifyProof(proof, input);
    }
}
