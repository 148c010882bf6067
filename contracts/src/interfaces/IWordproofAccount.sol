// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IWordproofAccount
/// @notice The player's ERC-4337 (EntryPoint v0.8) smart account: an owner key that can do
/// anything, and short-lived session keys that can only make the game calls the owner granted.
///
/// @dev Signature formats of `PackedUserOperation.signature` (chosen by length and first byte):
///
/// | format | layout | signed by |
/// |---|---|---|
/// | owner | `r ‖ s ‖ v` (65 bytes) | the owner, over the raw `userOpHash` |
/// | session | `0x01 ‖ sessionKey (20 bytes) ‖ r ‖ s ‖ v` (86 bytes) | the session key, over the raw `userOpHash` |
/// | enable session | `0x02 ‖ abi.encode(SessionGrant grant, bytes ownerSignature, bytes sessionSignature)` | installs `grant` (signed by the owner, see {hashSessionGrant}) during validation, then validates as a session op signed by `grant.sessionKey` |
///
/// Any other signature, or an ECDSA signature that does not recover to the expected key, makes
/// validation return `SIG_VALIDATION_FAILED` (EntryPoint: "AA24 signature error") without
/// reverting, so that bundlers can estimate gas with a dummy signature. The session key is part of
/// the session format so that a dummy signature still runs every policy check.
///
/// A session op is valid only when all of these hold, otherwise validation reverts with the error
/// named (EntryPoint: "AA23 reverted"):
/// - a session is installed for the key and not revoked ({WordproofAccountUnknownSession});
/// - its operation budget is not spent ({WordproofAccountSessionBudgetExhausted}); each valid op
///   spends one operation, even if its execution later reverts;
/// - `callData` is `execute(target, value, data)` or `executeBatch(calls)`
///   ({WordproofAccountSessionSelectorNotAllowed}), and every call has `data` of at least 4 bytes
///   whose selector, together with the call's target, is one of the grant's permissions and the
///   target is not the account itself ({WordproofAccountSessionCallNotAllowed});
/// - the total native value of the calls is within the remaining stake cap, which it then spends
///   ({WordproofAccountSessionValueCapExceeded});
/// - gas: an op whose `paymasterAndData` names the grant's paymaster (the sponsor) costs the
///   account nothing; an op naming any other paymaster is refused
///   ({WordproofAccountSessionPaymasterNotAllowed}); an op with no paymaster pays from the
///   account, so its `preVerificationGas`, verification and call gas limits and priority fee must
///   be within the grant's caps ({WordproofAccountSessionGasCapExceeded}) and its maximum prefund
///   (`(verificationGasLimit + callGasLimit + preVerificationGas) × maxFeePerGas`, exactly what
///   the EntryPoint v0.8 takes before execution) must be within the remaining gas budget, which
///   it then spends ({WordproofAccountSessionGasBudgetExceeded}).
/// Gas accounting: the budget is charged the whole prefund during validation, so that an op whose
/// execution reverts (validation state stays) is charged too. The EntryPoint refunds the unused
/// part of the prefund to the account's deposit at the EntryPoint, never to the session: the
/// deposit stays the owner's (only an owner op can withdraw it), a later op draws on it first but
/// is charged its full prefund all the same, and the budget is never credited back. So the
/// session's ops take at most the budget from the account, balance and deposit together, whoever
/// bundles them and whatever gas price the block pays; a renewed grant starts a fresh budget.
/// The grant's window is not checked against the clock: `validAfter` and `validUntil` are returned
/// in the validation data and the EntryPoint rejects an op outside them ("AA22 expired or not
/// due"), as ERC-4337 requires.
///
/// Validation rules (ERC-7562): validation touches only the account's own storage (owner,
/// sessions, permissions, used grants), uses no banned opcode (no TIMESTAMP, NUMBER, BALANCE,
/// GASPRICE, ...; the chain id and ecrecover are allowed) and calls no other contract except the
/// EntryPoint when it pays the prefund. Session validation costs one storage read and one write
/// for the session plus one read per call in the batch (a permission page: seven selectors of one
/// target; a call whose selector sits on a later page reads the pages before it too), and one read
/// of the gas allowance for a sponsored op (two reads and a write without a paymaster). Installing
/// a grant writes one slot per target and page, not one per permission, so the first op of an
/// account (creation and a grant covering every game) stays well inside a sponsor's verification
/// gas cap.
///
/// The stake cap covers native value only, the gas allowance gas only. A grant must never allow a token's `approve` or
/// `transfer`: for ERC-20 stakes the owner approves the game contract directly, and that allowance
/// is the cap.
interface IWordproofAccount {
    /// @notice One call a session key may make: `selector` on `target`.
    struct Permission {
        address target;
        bytes4 selector;
    }

    /// @notice What a session's operations may cost the account in gas.
    /// @param paymaster the only paymaster a session op may name: the sponsor, whose ops cost the
    /// account nothing (zero: no paymaster allowed, every op pays from the account)
    /// @param budget wei of maximum prefund the session's unsponsored ops may commit in total (in
    /// an installed session: what is left)
    /// @param maxPreVerificationGas cap on an unsponsored op's `preVerificationGas`
    /// @param maxVerificationGasLimit cap on an unsponsored op's verification gas limit
    /// @param maxCallGasLimit cap on an unsponsored op's call gas limit
    /// @param maxPriorityFeePerGas cap on an unsponsored op's `maxPriorityFeePerGas` (wei)
    struct GasAllowance {
        address paymaster;
        uint96 budget;
        uint32 maxPreVerificationGas;
        uint32 maxVerificationGasLimit;
        uint32 maxCallGasLimit;
        uint64 maxPriorityFeePerGas;
    }

    /// @notice What the owner signs (EIP-712, domain "WordproofAccount" version "1", this chain,
    /// this account) to let `sessionKey` act.
    /// @param sessionKey the key that signs the session's user operations
    /// @param permissions the only (target, selector) pairs the session may call
    /// @param validAfter the session's ops are valid only after this second (exclusive, as the
    /// EntryPoint v0.8 compares; 0: at once)
    /// @param validUntil last second the session's ops are valid (inclusive); must be non-zero and
    /// after `validAfter`
    /// @param maxOps how many user operations the session may validate
    /// @param valueCap total native value (wei) the session's calls may carry
    /// @param gas what the session's ops may cost the account in gas (sponsor, budget, caps)
    /// @param salt any value making the grant unique; a grant signature installs at most once
    struct SessionGrant {
        address sessionKey;
        Permission[] permissions;
        uint48 validAfter;
        uint48 validUntil;
        uint32 maxOps;
        uint96 valueCap;
        GasAllowance gas;
        uint256 salt;
    }

    /// @notice An installed session, one per session key (a new grant for the same key replaces
    /// the old one, permissions included).
    /// @param id non-zero while installed; numbers the grants installed in this account
    /// @param validAfter ops are valid only after this second
    /// @param validUntil last second ops are valid
    /// @param opsLeft operations the session may still validate
    /// @param valueLeft native value (wei) the session's calls may still carry
    struct Session {
        uint32 id;
        uint48 validAfter;
        uint48 validUntil;
        uint32 opsLeft;
        uint96 valueLeft;
    }

    /// @notice The caller is neither the EntryPoint nor the owner (`execute`, `executeBatch`).
    error WordproofAccountNotOwnerOrEntryPoint(address caller);
    /// @notice The caller is neither the owner nor the account itself (owner-only functions).
    error WordproofAccountNotOwner(address caller);
    /// @notice The caller is not the EntryPoint (`validateUserOp`).
    error WordproofAccountNotEntryPoint(address caller);
    /// @notice The new owner is the zero address (`initialize`, `transferOwnership`).
    error WordproofAccountInvalidOwner(address owner);
    /// @notice `grantSession` was submitted by someone other than the owner with a signature that
    /// does not recover to the owner (`signer` is zero when the signature is malformed).
    error WordproofAccountGrantSignatureInvalid(address signer);
    /// @notice This grant (identified by its EIP-712 digest) was installed before.
    error WordproofAccountGrantUsed(bytes32 digest);
    /// @notice The grant's window is empty or unbounded: `validUntil` is zero or not after
    /// `validAfter`.
    error WordproofAccountGrantWindowInvalid(uint48 validAfter, uint48 validUntil);
    /// @notice The grant had already expired when `grantSession` ran.
    error WordproofAccountGrantExpired(uint48 validUntil, uint256 timestamp);
    /// @notice The grant's session key is the zero address.
    error WordproofAccountGrantSessionKeyInvalid(address sessionKey);
    /// @notice A permission targets the account itself, the EntryPoint (which holds the
    /// account's deposit) or the zero address.
    error WordproofAccountGrantTargetForbidden(address target);
    /// @notice No session is installed for this key (never granted, revoked, or replaced).
    error WordproofAccountUnknownSession(address sessionKey);
    /// @notice The session's operation budget is spent.
    error WordproofAccountSessionBudgetExhausted(address sessionKey);
    /// @notice The session op's `callData` is not `execute` or `executeBatch`.
    error WordproofAccountSessionSelectorNotAllowed(address sessionKey, bytes4 selector);
    /// @notice A call in the session op is not in the grant (or targets the account itself, or has
    /// `data` shorter than a selector, reported as selector zero).
    error WordproofAccountSessionCallNotAllowed(address sessionKey, address target, bytes4 selector);
    /// @notice The session op's calls carry more native value than the session has left.
    error WordproofAccountSessionValueCapExceeded(address sessionKey, uint256 value, uint256 valueLeft);
    /// @notice The session op names a paymaster other than its grant's sponsor (`paymaster` zero:
    /// a `paymasterAndData` too short to name one).
    error WordproofAccountSessionPaymasterNotAllowed(address sessionKey, address paymaster);
    /// @notice An unsponsored session op's gas field `field` ("preVerificationGas",
    /// "verificationGasLimit", "callGasLimit" or "maxPriorityFeePerGas") is above the grant's cap.
    error WordproofAccountSessionGasCapExceeded(address sessionKey, string field, uint256 value, uint256 cap);
    /// @notice An unsponsored session op's maximum prefund is more than the session's gas budget
    /// has left.
    error WordproofAccountSessionGasBudgetExceeded(address sessionKey, uint256 prefund, uint256 budgetLeft);

    /// @notice The account was initialized for `owner` (once, by the factory).
    event WordproofAccountInitialized(address indexed entryPoint, address indexed owner);
    /// @notice The owner changed.
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    /// @notice A session was installed (replacing any earlier session of the same key).
    event SessionGranted(
        address indexed sessionKey,
        uint32 indexed id,
        bytes32 digest,
        Permission[] permissions,
        uint48 validAfter,
        uint48 validUntil,
        uint32 maxOps,
        uint96 valueCap,
        GasAllowance gas
    );
    /// @notice The owner revoked the session of `sessionKey`.
    event SessionRevoked(address indexed sessionKey, uint32 indexed id);
    /// @notice A session op was validated: what it spent (value, and `gasCharged`: its maximum
    /// prefund, zero when sponsored) and what is left.
    event SessionUsed(
        address indexed sessionKey,
        uint32 indexed id,
        uint256 value,
        uint32 opsLeft,
        uint96 valueLeft,
        uint256 gasCharged,
        uint96 gasBudgetLeft
    );

    /// @notice Sets the owner of a fresh clone; the factory calls it in the same transaction as the
    /// deployment.
    function initialize(address owner) external;

    /// @notice The key that can do anything with this account.
    function owner() external view returns (address);

    /// @notice Makes `newOwner` the owner. Only the owner, directly or through an owner op.
    /// Installed sessions stay; unused grant signatures of the old owner stop working.
    function transferOwnership(address newOwner) external;

    /// @notice Installs `grant`. Anyone may submit it with the owner's signature over
    /// {hashSessionGrant}; the owner (directly or through an owner op) may omit the signature.
    /// Reverts when the grant was installed before, is expired, has an empty window, a zero key or
    /// a forbidden target.
    function grantSession(SessionGrant calldata grant, bytes calldata ownerSignature) external;

    /// @notice Removes the session of `sessionKey` at once. Only the owner, directly or through
    /// an owner op. Reverts with {WordproofAccountUnknownSession} if none is installed.
    function revokeSession(address sessionKey) external;

    /// @notice The session installed for `sessionKey` (all zero when none).
    function sessionOf(address sessionKey) external view returns (Session memory);

    /// @notice The gas allowance of the session installed for `sessionKey`, its budget being what
    /// is left (all zero when none).
    function gasAllowanceOf(address sessionKey) external view returns (GasAllowance memory);

    /// @notice Whether the installed session of `sessionKey` may call `selector` on `target`.
    function isPermitted(address sessionKey, address target, bytes4 selector) external view returns (bool);

    /// @notice Whether the grant with this EIP-712 digest was ever installed.
    function isGrantUsed(bytes32 digest) external view returns (bool);

    /// @notice The EIP-712 digest of `grant` for this account and chain: what the owner signs.
    function hashSessionGrant(SessionGrant calldata grant) external view returns (bytes32);
}

/// @title IWordproofAccountFactory
/// @notice Creates {IWordproofAccount}s as minimal clones at CREATE2 addresses that depend only on
/// the owner and a salt, so an account's address is known before it exists.
interface IWordproofAccountFactory {
    /// @notice `createAccount` was called by someone other than the EntryPoint's SenderCreator.
    error WordproofAccountFactoryNotSenderCreator(address caller);

    /// @notice An account was deployed for `owner` with `salt`.
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    /// @notice Deploys the account of (`owner`, `salt`), or returns it if it exists. Only the
    /// EntryPoint's SenderCreator, i.e. from a user operation's `initCode`.
    function createAccount(address owner, uint256 salt) external returns (address account);

    /// @notice The address `createAccount(owner, salt)` deploys to.
    function getAddress(address owner, uint256 salt) external view returns (address);
}
