// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "./TestBase.sol";

/// @title InvariantBase
/// @notice The part of forge-std's invariant targeting that the Wordproof suites use. forge asks
/// the test contract for `targetContracts()` and `targetSelectors()` (when present) before
/// fuzzing, so an invariant suite registers its handler here and forge calls only the
/// handler's listed functions.
abstract contract InvariantBase is TestBase {
    /// @notice The shape forge expects from `targetSelectors()`.
    struct FuzzSelector {
        address addr;
        bytes4[] selectors;
    }

    address[] private _targetedContracts;
    FuzzSelector[] private _targetedSelectors;

    /// @notice Called by forge: the contracts whose functions the fuzzer calls.
    function targetContracts() public view returns (address[] memory) {
        return _targetedContracts;
    }

    /// @notice Called by forge: the functions the fuzzer calls on each target.
    function targetSelectors() public view returns (FuzzSelector[] memory) {
        return _targetedSelectors;
    }

    /// @notice Lets the fuzzer call `selectors` on `target` (and nothing else, once any target
    /// is registered).
    function targetSelectorsOf(address target, bytes4[] memory selectors) internal {
        _targetedContracts.push(target);
        _targetedSelectors.push(FuzzSelector(target, selectors));
    }
}
