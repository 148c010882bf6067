// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {MockHistory} from "../mocks/MockHistory.sol";
import {Randomness} from "../../src/common/Randomness.sol";

contract RandomnessHarness {
    function blockHash(uint256 b) external view returns (bytes32) {
        return Randomness.blockHash(b);
    }
}

/// @notice Which block hashes a draw can read: none of this block or later, BLOCKHASH's within
/// 256 blocks, then the EIP-2935 history's, else none (the draw must be re-armed).
contract RandomnessTest is TestBase {
    RandomnessHarness internal h = new RandomnessHarness();

    function test_NoHashOfThisBlockOrLater() public {
        vm.roll(1000);
        vm.setBlockhash(1000, keccak256("this block"));
        vm.assertEq(h.blockHash(1000), bytes32(0), "own block");
        vm.assertEq(h.blockHash(1001), bytes32(0), "a later block");
    }

    function test_BlockhashWithin256Blocks() public {
        vm.roll(1000);
        vm.setBlockhash(999, keccak256("parent"));
        vm.setBlockhash(744, keccak256("oldest"));
        vm.assertEq(h.blockHash(999), keccak256("parent"), "the parent");
        vm.assertEq(h.blockHash(744), keccak256("oldest"), "256 blocks back");
    }

    function test_HistoryPast256Blocks() public {
        vm.roll(10_000);
        vm.assertEq(h.blockHash(743), bytes32(0), "out of reach without the history contract");
        vm.etch(Randomness.BLOCK_HASH_HISTORY, address(new MockHistory()).code);
        vm.assertEq(h.blockHash(743), keccak256(abi.encode("history", uint256(743))), "served by the history");
    }
}
