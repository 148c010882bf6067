// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";

/// @title AccountCallData
/// @notice Decodes the `callData` of a user operation for a {BaseAccount} (`execute` or
/// `executeBatch`) into the calls it will make, exactly as the account's ABI decoder will read
/// them, so that validation checks the same calls that execution makes.
library AccountCallData {
    /// @notice Returns the outer selector and, when it is `execute` or `executeBatch`, the calls
    /// (`execute` as a batch of one). Any other selector (or callData shorter than 4 bytes,
    /// reported as selector zero) returns no calls and `supported` false. Malformed ABI reverts.
    function decode(bytes calldata callData)
        internal
        pure
        returns (bytes4 selector, bool supported, BaseAccount.Call[] memory calls)
    {
        if (callData.length < 4) return (bytes4(0), false, calls);
        selector = bytes4(callData[:4]);
        if (selector == BaseAccount.execute.selector) {
            calls = new BaseAccount.Call[](1);
            (calls[0].target, calls[0].value, calls[0].data) = abi.decode(callData[4:], (address, uint256, bytes));
            return (selector, true, calls);
        }
        if (selector == BaseAccount.executeBatch.selector) {
            calls = abi.decode(callData[4:], (BaseAccount.Call[]));
            return (selector, true, calls);
        }
        return (selector, false, calls);
    }

    /// @notice The function selector of a call's `data`, or zero when `data` is shorter than 4
    /// bytes (then `complete` is false: such a call reaches the target's fallback or receive).
    function selectorOf(bytes memory data) internal pure returns (bytes4 selector, bool complete) {
        if (data.length < 4) return (bytes4(0), false);
        return (bytes4(data), true);
    }
}
