// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @title TypedDataDigest
/// @notice EIP-712 digests in the domain (name, version, this chain, this contract), computed
/// on every call so that a minimal clone signs in its own domain. The account and the paymaster
/// use it instead of OpenZeppelin's EIP712 because that contract's ERC-5267 `eip712Domain()`
/// clashes with the EntryPoint's in the single generated Go bindings package.
library TypedDataDigest {
    /// @notice EIP-712 type of the domain.
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");

    /// @notice The domain separator for `nameHash`/`versionHash` (keccak256 of the strings), the
    /// current chain and the calling contract.
    function domainSeparator(bytes32 nameHash, bytes32 versionHash) internal view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, nameHash, versionHash, block.chainid, address(this)));
    }

    /// @notice The digest a signer signs for `structHash` in that domain.
    function digest(bytes32 nameHash, bytes32 versionHash, bytes32 structHash) internal view returns (bytes32) {
        return MessageHashUtils.toTypedDataHash(domainSeparator(nameHash, versionHash), structHash);
    }
}
