// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";

/// @title ISponsorPaymaster
/// @notice The Wordproof gas sponsor (ERC-4337 EntryPoint v0.8 paymaster). It pays for a user
/// operation only when all of these hold:
/// - an off-chain signer (the relayer's sponsor key) signed the operation, its gas fields and a
///   validity window (see {getHash}); a wrong signature makes validation return
///   `SIG_VALIDATION_FAILED` (EntryPoint: "AA34 signature error") and a window that is not open
///   is rejected by the EntryPoint ("AA32 paymaster expired or not due");
/// - the operation's `callData` is the account's `execute` or `executeBatch` and every call targets
///   a sponsored (game) contract ({SponsorPaymasterSelectorNotSponsored},
///   {SponsorPaymasterTargetNotSponsored});
/// - every gas field, the fee cap and the priority fee are within the owner's caps
///   ({SponsorPaymasterGasLimitExceeded}): the EntryPoint v0.8 charges 10% of unused `callGasLimit`
///   and `paymasterPostOpGasLimit` (above 40,000 gas) and all of `preVerificationGas`, even when
///   the call reverts, so caps sized to a game move bound what one operation can cost; the
///   priority-fee cap bounds the price to the base fee plus a tip, whoever bundles the operation.
/// Policy failures revert with the errors named (EntryPoint: "AA33 reverted").
///
/// `paymasterAndData` layout (v0.8): `paymaster (20) ‖ paymasterVerificationGasLimit (16) ‖
/// paymasterPostOpGasLimit (16) ‖ validUntil (6) ‖ validAfter (6) ‖ r ‖ s ‖ v (65)`, 129 bytes.
/// `validUntil` must be non-zero: every sponsorship expires. The paymaster cannot tell who bundles
/// an operation (ERC-7562 bans ORIGIN and TIMESTAMP in validation), so the signer keeps windows
/// short (the relayer: two minutes) and any bundler may carry a signed operation within its window.
///
/// Per-sender, per-owner and global spend limits, the cool-down of senders whose sponsored
/// operation reverted, and which account factories (`initCode`) to sponsor are the signer's
/// policy, applied off chain before it signs; the signature covers `initCode`. The paymaster has
/// no postOp (it returns an empty context).
///
/// Validation rules (ERC-7562): validation reads the paymaster's own storage (signer, caps,
/// sponsored targets), so the paymaster must be staked in the EntryPoint ({addStake}); it uses no
/// banned opcode and calls no other contract.
interface ISponsorPaymaster {
    /// @notice Upper bounds on a sponsored operation's gas fields, packed in one storage slot (fees
    /// in wei per gas, up to 2^48 - 1, about 281,474 gwei). The priority fee is capped apart from the
    /// fee cap: the EntryPoint charges `min(maxFeePerGas, maxPriorityFeePerGas + basefee)`, so an
    /// operation whose priority fee equals its fee cap pays the cap whatever the base fee, and a
    /// bundler that is also the beneficiary keeps the difference.
    struct GasLimits {
        uint32 verificationGasLimit;
        uint32 callGasLimit;
        uint32 paymasterVerificationGasLimit;
        uint32 paymasterPostOpGasLimit;
        uint32 preVerificationGas;
        uint48 maxFeePerGas;
        uint48 maxPriorityFeePerGas;
    }

    /// @notice Names the gas field in {SponsorPaymasterGasLimitExceeded}.
    enum GasField {
        VerificationGasLimit,
        CallGasLimit,
        PaymasterVerificationGasLimit,
        PaymasterPostOpGasLimit,
        PreVerificationGas,
        MaxFeePerGas,
        MaxPriorityFeePerGas
    }

    /// @notice The caller of `validatePaymasterUserOp`/`postOp` is not the EntryPoint.
    error SponsorPaymasterNotEntryPoint(address caller);
    /// @notice The signer would be the zero address.
    error SponsorPaymasterInvalidSigner(address signer);
    /// @notice The owner would be the zero address.
    error SponsorPaymasterInvalidOwner(address owner);
    /// @notice `paymasterAndData` is not 129 bytes long (see the layout above).
    error SponsorPaymasterInvalidDataLength(uint256 length);
    /// @notice The sponsorship never expires (`validUntil` is zero).
    error SponsorPaymasterWindowUnbounded(uint48 validUntil, uint48 validAfter);
    /// @notice A gas field of the operation exceeds its cap.
    error SponsorPaymasterGasLimitExceeded(GasField field, uint256 value, uint256 limit);
    /// @notice The operation's `callData` is not `execute` or `executeBatch`.
    error SponsorPaymasterSelectorNotSponsored(bytes4 selector);
    /// @notice A call of the operation targets a contract that is not sponsored.
    error SponsorPaymasterTargetNotSponsored(address target);

    /// @notice The off-chain signer changed.
    event SignerChanged(address indexed previousSigner, address indexed newSigner);
    /// @notice Calls into `target` are sponsored (`sponsored` true) or no longer (false).
    event SponsoredTargetSet(address indexed target, bool sponsored);
    /// @notice The gas caps changed.
    event GasLimitsSet(GasLimits limits);

    /// @notice The key whose signature {getHash} the paymaster requires.
    function signer() external view returns (address);

    /// @notice Replaces the signer (owner only).
    function setSigner(address newSigner) external;

    /// @notice Whether calls into `target` are sponsored.
    function sponsoredTargets(address target) external view returns (bool);

    /// @notice Sponsors calls into `target`, or stops (owner only).
    function setSponsoredTarget(address target, bool sponsored) external;

    /// @notice The gas caps.
    function gasLimits() external view returns (GasLimits memory);

    /// @notice Replaces the gas caps (owner only).
    function setGasLimits(GasLimits calldata limits) external;

    /// @notice The EIP-712 digest (domain "WordproofSponsorPaymaster" version "1", this chain,
    /// this paymaster) that the signer signs, with no further prefix, for `userOp` sponsored
    /// from `validAfter` to `validUntil`. Typed data:
    /// `Sponsorship(address sender,uint256 nonce,bytes initCode,bytes callData,bytes32 accountGasLimits,uint256 paymasterVerificationGasLimit,uint256 paymasterPostOpGasLimit,uint256 preVerificationGas,bytes32 gasFees,uint48 validUntil,uint48 validAfter)`.
    /// The paymaster gas limits are read from `userOp.paymasterAndData[20:52]`, which must be set;
    /// the rest of `paymasterAndData` (window and signature) is ignored.
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        external
        view
        returns (bytes32);
}
