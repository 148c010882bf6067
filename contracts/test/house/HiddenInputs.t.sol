// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {HiddenInputs} from "../../src/house/HiddenInputs.sol";
import {HousekeyVerifier} from "../../src/verifiers/HousekeyVerifier.sol";
import {HiddenL5A26Verifier} from "../../src/verifiers/HiddenL5A26Verifier.sol";
import {TallyL5A26Verifier} from "../../src/verifiers/TallyL5A26Verifier.sol";
import {RefuseL5A26Verifier} from "../../src/verifiers/RefuseL5A26Verifier.sol";

/// @dev External entry points, so that reverts of the library can be expected.
contract HiddenInputsHarness {
    function answerPacked(uint256 word, uint256 try_, bool solved, uint256 count, uint256 randomness)
        external
        pure
        returns (uint256)
    {
        return HiddenInputs.answerPacked(word, try_, solved, count, randomness);
    }

    function tallyPacked(uint256[] memory guesses, uint256[] memory colours, uint256 word)
        external
        pure
        returns (uint256)
    {
        return HiddenInputs.tallyPacked(guesses, colours, word);
    }

    function refusalInputs(uint256 binding, uint256 guess, uint256 word, uint256 try_, bool valid, uint256 refused)
        external
        pure
        returns (uint256[3] memory)
    {
        return HiddenInputs.refusalInputs(binding, guess, word, try_, valid, refused);
    }
}

/// @notice HiddenInputs rebuilds the inputs of the real proofs of
/// contracts/test/testdata/hidden_l5a26.json (TestHiddenFixture), refuses fields out of range,
/// and its packings keep every field apart.
contract HiddenInputsTest is TestBase {
    HiddenInputsHarness internal h;
    string internal json;

    function setUp() public {
        h = new HiddenInputsHarness();
        json = vm.readFile(string.concat(vm.projectRoot(), "/contracts/test/testdata/hidden_l5a26.json"));
    }

    function _u(string memory key) internal view returns (uint256) {
        return vm.parseJsonUint(json, key);
    }

    function _eq(uint256[] memory want, uint256[] memory got) internal pure {
        vm.assertEq(want.length, got.length, "length");
        for (uint256 i = 0; i < want.length; i++) {
            vm.assertEq(want[i], got[i], "input");
        }
    }

    function test_RebuildsTheFixturesInputsAndTheyVerify() public {
        uint256[6] memory key = HiddenInputs.keyInputs(
            _u(".houseY"), _u(".playerY"), _u(".context"), _u(".seedCommitment"), _u(".root"), _u(".binding")
        );
        uint256[] memory k = new uint256[](6);
        for (uint256 i = 0; i < 6; i++) {
            k[i] = key[i];
        }
        _eq(vm.parseJsonUintArray(json, ".key.public"), k);
        new HousekeyVerifier().verifyProof(vm.parseJsonBytes(json, ".key.proof"), key);

        uint256[5] memory answer = HiddenInputs.answerInputs(
            _u(".accOld"),
            _u(".accNew"),
            _u(".guess"),
            _u(".colours"),
            _u(".index"),
            _u(".try"),
            vm.parseJsonBool(json, ".solved"),
            _u(".count"),
            _u(".randomness")
        );
        uint256[] memory a = new uint256[](5);
        for (uint256 i = 0; i < 5; i++) {
            a[i] = answer[i];
        }
        _eq(vm.parseJsonUintArray(json, ".answer.public"), a);
        new HiddenL5A26Verifier().verifyProof(vm.parseJsonBytes(json, ".answer.proof"), answer);

        uint256[] memory colours = vm.parseJsonUintArray(json, ".tallyColours");
        uint256[2] memory tally =
            HiddenInputs.tallyInputs(_u(".accNew"), vm.parseJsonUintArray(json, ".tallyGuesses"), colours, _u(".index"));
        uint256[] memory t = new uint256[](2);
        (t[0], t[1]) = (tally[0], tally[1]);
        _eq(vm.parseJsonUintArray(json, ".tally.public"), t);
        new TallyL5A26Verifier().verifyProof(vm.parseJsonBytes(json, ".tally.proof"), tally);
        (uint256 greens, uint256 try_) = HiddenInputs.best(colours);
        vm.assertEq(greens, _u(".greens"), "value");
        vm.assertEq(try_, _u(".bestTry"), "value");

        uint256[3] memory refusal = HiddenInputs.refusalInputs(
            _u(".binding"), _u(".refusalGuess"), _u(".index"), _u(".refusalTry"), true, _u(".refusalWord")
        );
        uint256[] memory r = new uint256[](3);
        for (uint256 i = 0; i < 3; i++) {
            r[i] = refusal[i];
        }
        _eq(vm.parseJsonUintArray(json, ".refusal.public"), r);
        new RefuseL5A26Verifier().verifyProof(vm.parseJsonBytes(json, ".refusal.proof"), refusal);
    }

    function test_RevertWhen_AnswerFieldOutOfRange() public {
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 1, 1 << 16));
        h.answerPacked(1 << 16, 0, false, 1, 0);
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 2, 16));
        h.answerPacked(0, 16, false, 1, 0);
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 3, 0));
        h.answerPacked(0, 0, false, 0, 0);
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 3, 8193));
        h.answerPacked(0, 0, false, 8193, 0);
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 4, 1 << 128));
        h.answerPacked(0, 0, false, 1, 1 << 128);
    }

    function test_RevertWhen_TallyFieldOutOfRange() public {
        uint256[] memory seven = new uint256[](7);
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 5, 7));
        h.tallyPacked(seven, seven, 0);
        uint256[] memory one = new uint256[](1);
        uint256[] memory two = new uint256[](2);
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 5, 1));
        h.tallyPacked(one, two, 0);
        uint256[] memory big = new uint256[](1);
        big[0] = 1 << 25;
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 6, 1 << 25));
        h.tallyPacked(big, one, 0);
        big[0] = 1 << 10;
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 7, 1 << 10));
        h.tallyPacked(one, big, 0);
    }

    function test_RevertWhen_RefusalNamesAWordItCallsInvalid() public {
        vm.expectRevert(abi.encodeWithSelector(HiddenInputs.HiddenInputsBadField.selector, 8, 5));
        h.refusalInputs(0, 0, 0, 0, false, 5);
    }

    /// forge-config: default.fuzz.runs = 256
    function testFuzz_AnswerPackedKeepsFieldsApart(uint256 word, uint256 try_, bool solved, uint256 count, uint256 r)
        public
        view
    {
        word = bound(word, 0, (1 << 16) - 1);
        try_ = bound(try_, 0, 15);
        count = bound(count, 1, 1 << 13);
        r = bound(r, 0, (1 << 128) - 1);
        uint256 p = h.answerPacked(word, try_, solved, count, r);
        vm.assertEq(p & 0xffff, word, "value");
        vm.assertEq((p >> 16) & 0xf, try_, "value");
        vm.assertEq((p >> 20) & 1, solved ? 1 : 0, "value");
        vm.assertEq((p >> 21) & 0x7ff, 0, "bits 21..31 clear");
        vm.assertEq((p >> 32) & 0xffff, count, "value");
        vm.assertEq((p >> 48) & 0xffff, 0, "bits 48..63 clear");
        vm.assertEq(p >> 64, r, "value");
    }

    /// forge-config: default.fuzz.runs = 256
    function testFuzz_TallyPackedKeepsTriesApart(uint256 seed, uint256 count, uint256 word) public view {
        count = bound(count, 0, 6);
        word = bound(word, 0, (1 << 16) - 1);
        uint256[] memory g = new uint256[](count);
        uint256[] memory c = new uint256[](count);
        for (uint256 s = 0; s < count; s++) {
            g[s] = uint256(keccak256(abi.encode(seed, s))) % (1 << 25);
            c[s] = uint256(keccak256(abi.encode(seed, s, 1))) % (1 << 10);
        }
        uint256 p = h.tallyPacked(g, c, word);
        for (uint256 s = 0; s < 6; s++) {
            uint256 slot = (p >> (35 * s)) & ((1 << 35) - 1);
            vm.assertEq(slot, s < count ? g[s] | c[s] << 25 : 0, "value");
        }
        vm.assertEq((p >> 210) & 0xf, count, "value");
        vm.assertEq(p >> 214, word, "value");
    }

    function test_Best() public pure {
        uint256[] memory c = new uint256[](4);
        c[0] = 2 | 1 << 2; // one green
        c[1] = 2 | 2 << 4 | 2 << 8; // three greens
        c[2] = 1 | 1 << 2;
        c[3] = 2 | 2 << 2 | 2 << 4; // three again, later
        (uint256 greens, uint256 try_) = HiddenInputs.best(c);
        vm.assertEq(greens, 3, "value");
        vm.assertEq(try_, 2, "value");
        (greens, try_) = HiddenInputs.best(new uint256[](0));
        vm.assertEq(greens, 0, "value");
        vm.assertEq(try_, 0, "value");
    }
}
