// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice A block-hash history contract (EIP-2935) that knows every hash: keccak256("history", b).
contract MockHistory {
    fallback(bytes calldata input) external returns (bytes memory) {
        uint256 b = abi.decode(input, (uint256));
        return abi.encode(keccak256(abi.encode("history", b)));
    }
}
