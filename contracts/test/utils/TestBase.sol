// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Vm} from "./Vm.sol";

/// @title TestBase
/// @notice The small part of a test framework the Wordproof suites need: the
/// cheatcode handle and input bounding for fuzz tests.
abstract contract TestBase {
    /// @dev forge serves cheatcodes at this fixed address.
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// @notice Maps x into [lo, hi] uniformly enough for fuzzing, keeping small
    /// values unchanged so that edge cases stay reachable.
    function bound(uint256 x, uint256 lo, uint256 hi) internal pure returns (uint256) {
        require(lo <= hi, "bound: lo > hi");
        if (x >= lo && x <= hi) return x;
        uint256 size = hi - lo;
        if (size == type(uint256).max) return x;
        return lo + x % (size + 1);
    }
}
