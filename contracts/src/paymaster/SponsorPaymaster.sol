// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {UserOperationLib} from "@account-abstraction/contracts/core/UserOperationLib.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {AccountCallData} from "../account/AccountCallData.sol";
import {TypedDataDigest} from "../account/TypedDataDigest.sol";
import {ISponsorPaymaster} from "../interfaces/ISponsorPaymaster.sol";

/// @title SponsorPaymaster
/// @notice Pays the gas of Wordproof game moves: signed by the relayer's sponsor key, within a
/// validity window, only into the game contracts and only within the gas caps. Deposit, stake
/// and ownership (two-step) come from {BasePaymaster}. See {ISponsorPaymaster} for the policy
/// and the `paymasterAndData` layout.
contract SponsorPaymaster is ISponsorPaymaster, BasePaymaster {
    using UserOperationLib for PackedUserOperation;

    /// @notice EIP-712 type of what the signer signs.
    bytes32 public constant SPONSORSHIP_TYPEHASH = keccak256(
        "Sponsorship(address sender,uint256 nonce,bytes initCode,bytes callData,bytes32 accountGasLimits,uint256 paymasterVerificationGasLimit,uint256 paymasterPostOpGasLimit,uint256 preVerificationGas,bytes32 gasFees,uint48 validUntil,uint48 validAfter)"
    );
    /// @dev EIP-712 domain: name "WordproofSponsorPaymaster", version "1", this chain, this paymaster.
    bytes32 private constant DOMAIN_NAME_HASH = keccak256("WordproofSponsorPaymaster");
    bytes32 private constant DOMAIN_VERSION_HASH = keccak256("1");
    /// @dev validUntil (6) + validAfter (6) + ECDSA signature (65).
    uint256 private constant PAYMASTER_DATA_LENGTH = 77;
    uint256 private constant VALID_UNTIL_OFFSET = PAYMASTER_DATA_OFFSET;
    uint256 private constant VALID_AFTER_OFFSET = PAYMASTER_DATA_OFFSET + 6;
    uint256 private constant SIGNATURE_OFFSET = PAYMASTER_DATA_OFFSET + 12;

    /// @inheritdoc ISponsorPaymaster
    address public signer;
    /// @inheritdoc ISponsorPaymaster
    mapping(address target => bool) public sponsoredTargets;
    GasLimits private _gasLimits;

    /// @param anEntryPoint the EntryPoint v0.8
    /// @param anOwner who manages policy, deposit and stake
    /// @param aSigner the relayer's sponsor key
    /// @param limits the initial gas caps
    constructor(IEntryPoint anEntryPoint, address anOwner, address aSigner, GasLimits memory limits)
        BasePaymaster(anEntryPoint)
    {
        if (anOwner == address(0)) revert SponsorPaymasterInvalidOwner(anOwner);
        _transferOwnership(anOwner);
        _setSigner(aSigner);
        _setGasLimits(limits);
    }

    /// @inheritdoc ISponsorPaymaster
    function setSigner(address newSigner) external onlyOwner {
        _setSigner(newSigner);
    }

    /// @inheritdoc ISponsorPaymaster
    function setSponsoredTarget(address target, bool sponsored) external onlyOwner {
        sponsoredTargets[target] = sponsored;
        emit SponsoredTargetSet(target, sponsored);
    }

    /// @inheritdoc ISponsorPaymaster
    function gasLimits() external view returns (GasLimits memory) {
        return _gasLimits;
    }

    /// @inheritdoc ISponsorPaymaster
    function setGasLimits(GasLimits calldata limits) external onlyOwner {
        _setGasLimits(limits);
    }

    /// @inheritdoc ISponsorPaymaster
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return TypedDataDigest.digest(
            DOMAIN_NAME_HASH,
            DOMAIN_VERSION_HASH,
            keccak256(
                abi.encode(
                    SPONSORSHIP_TYPEHASH,
                    userOp.sender,
                    userOp.nonce,
                    keccak256(userOp.initCode),
                    keccak256(userOp.callData),
                    userOp.accountGasLimits,
                    userOp.unpackPaymasterVerificationGasLimit(),
                    userOp.unpackPostOpGasLimit(),
                    userOp.preVerificationGas,
                    userOp.gasFees,
                    validUntil,
                    validAfter
                )
            )
        );
    }

    /// @dev Checks length, window, gas caps and call targets (reverting on a violation), then the
    /// signature (reporting a mismatch in the validation data).
    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        bytes calldata paymasterAndData = userOp.paymasterAndData;
        if (paymasterAndData.length != PAYMASTER_DATA_OFFSET + PAYMASTER_DATA_LENGTH) {
            revert SponsorPaymasterInvalidDataLength(paymasterAndData.length);
        }
        uint48 validUntil = uint48(bytes6(paymasterAndData[VALID_UNTIL_OFFSET:VALID_AFTER_OFFSET]));
        uint48 validAfter = uint48(bytes6(paymasterAndData[VALID_AFTER_OFFSET:SIGNATURE_OFFSET]));
        if (validUntil == 0) revert SponsorPaymasterWindowUnbounded(validUntil, validAfter);
        _checkGasLimits(userOp);
        _checkCalls(userOp.callData);

        (address recovered,,) =
            ECDSA.tryRecoverCalldata(getHash(userOp, validUntil, validAfter), paymasterAndData[SIGNATURE_OFFSET:]);
        return ("", _packValidationData(recovered != signer, validUntil, validAfter));
    }

    /// @dev Replaces BasePaymaster's revert string with a custom error.
    function _requireFromEntryPoint() internal view override {
        if (msg.sender != address(entryPoint)) revert SponsorPaymasterNotEntryPoint(msg.sender);
    }

    /// @dev Reverts when any gas field or fee of `userOp` exceeds its cap.
    function _checkGasLimits(PackedUserOperation calldata userOp) private view {
        GasLimits memory limits = _gasLimits;
        _checkGas(GasField.VerificationGasLimit, userOp.unpackVerificationGasLimit(), limits.verificationGasLimit);
        _checkGas(GasField.CallGasLimit, userOp.unpackCallGasLimit(), limits.callGasLimit);
        _checkGas(
            GasField.PaymasterVerificationGasLimit,
            userOp.unpackPaymasterVerificationGasLimit(),
            limits.paymasterVerificationGasLimit
        );
        _checkGas(GasField.PaymasterPostOpGasLimit, userOp.unpackPostOpGasLimit(), limits.paymasterPostOpGasLimit);
        _checkGas(GasField.PreVerificationGas, userOp.preVerificationGas, limits.preVerificationGas);
        _checkGas(GasField.MaxFeePerGas, userOp.unpackMaxFeePerGas(), limits.maxFeePerGas);
        _checkGas(GasField.MaxPriorityFeePerGas, userOp.unpackMaxPriorityFeePerGas(), limits.maxPriorityFeePerGas);
    }

    function _checkGas(GasField field, uint256 value, uint256 limit) private pure {
        if (value > limit) revert SponsorPaymasterGasLimitExceeded(field, value, limit);
    }

    /// @dev Reverts unless `callData` is `execute`/`executeBatch` with only sponsored targets.
    function _checkCalls(bytes calldata callData) private view {
        (bytes4 selector, bool supported, BaseAccount.Call[] memory calls) = AccountCallData.decode(callData);
        if (!supported) revert SponsorPaymasterSelectorNotSponsored(selector);
        for (uint256 i = 0; i < calls.length; ++i) {
            if (!sponsoredTargets[calls[i].target]) revert SponsorPaymasterTargetNotSponsored(calls[i].target);
        }
    }

    function _setSigner(address newSigner) private {
        if (newSigner == address(0)) revert SponsorPaymasterInvalidSigner(newSigner);
        emit SignerChanged(signer, newSigner);
        signer = newSigner;
    }

    function _setGasLimits(GasLimits memory limits) private {
        _gasLimits = limits;
        emit GasLimitsSet(limits);
    }
}
