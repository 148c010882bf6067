// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {UserOperationLib} from "@account-abstraction/contracts/core/UserOperationLib.sol";
import {
    SIG_VALIDATION_FAILED,
    SIG_VALIDATION_SUCCESS,
    _packValidationData
} from "@account-abstraction/contracts/core/Helpers.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {IWordproofAccount} from "../interfaces/IWordproofAccount.sol";
import {AccountCallData} from "./AccountCallData.sol";
import {TypedDataDigest} from "./TypedDataDigest.sol";

/// @title WordproofAccount
/// @notice The player's ERC-4337 v0.8 account: the owner key can do anything, a session key only
/// the game calls its grant lists, within its window, operation budget, stake cap and gas
/// allowance (sponsor, gas budget and caps). Deployed as
/// minimal clones by {WordproofAccountFactory}; not upgradeable, so no session can ever change the
/// code that checks it. Signature formats and validation rules are documented in
/// {IWordproofAccount}.
contract WordproofAccount is IWordproofAccount, BaseAccount, Initializable {
    /// @notice Signature prefix of a session op: `0x01 ‖ sessionKey ‖ r ‖ s ‖ v`.
    bytes1 public constant SESSION_SIGNATURE = 0x01;
    /// @notice Signature prefix of an op that installs its own grant first:
    /// `0x02 ‖ abi.encode(grant, ownerSignature, sessionSignature)`.
    bytes1 public constant ENABLE_SESSION_SIGNATURE = 0x02;
    /// @dev Length of an owner signature, and of an ECDSA signature inside a session signature.
    uint256 private constant ECDSA_LENGTH = 65;
    /// @dev 1 (prefix) + 20 (session key) + 65 (ECDSA).
    uint256 private constant SESSION_SIGNATURE_LENGTH = 86;
    /// @dev Selectors per permission page: seven 32-bit lanes beside the header lane.
    uint256 private constant PAGE_SELECTORS = 7;
    /// @dev Header bit of a permission page: the next page of the same target holds more.
    uint256 private constant PAGE_CONTINUED = 1 << 8;

    /// @notice EIP-712 type of one permission.
    bytes32 public constant PERMISSION_TYPEHASH = keccak256("Permission(address target,bytes4 selector)");
    /// @notice EIP-712 type of a grant.
    bytes32 public constant SESSION_GRANT_TYPEHASH = keccak256(
        "SessionGrant(address sessionKey,Permission[] permissions,uint48 validAfter,uint48 validUntil,uint32 maxOps,uint96 valueCap,GasAllowance gas,uint256 salt)GasAllowance(address paymaster,uint96 budget,uint32 maxPreVerificationGas,uint32 maxVerificationGasLimit,uint32 maxCallGasLimit,uint64 maxPriorityFeePerGas)Permission(address target,bytes4 selector)"
    );
    /// @notice EIP-712 type of a grant's gas allowance.
    bytes32 public constant GAS_ALLOWANCE_TYPEHASH = keccak256(
        "GasAllowance(address paymaster,uint96 budget,uint32 maxPreVerificationGas,uint32 maxVerificationGasLimit,uint32 maxCallGasLimit,uint64 maxPriorityFeePerGas)"
    );

    /// @dev EIP-712 domain: name "WordproofAccount", version "1", this chain, this account.
    bytes32 private constant DOMAIN_NAME_HASH = keccak256("WordproofAccount");
    bytes32 private constant DOMAIN_VERSION_HASH = keccak256("1");

    IEntryPoint private immutable _entryPoint;

    /// @inheritdoc IWordproofAccount
    address public owner;
    /// @dev Number of grants installed so far; the id of the latest one.
    uint32 private _lastSessionId;
    mapping(address sessionKey => Session) private _sessions;
    /// @dev Kept apart from `_sessions` so a sponsored op reads one more slot only (the paymaster
    /// shares it with the budget); the caps are read only for unsponsored ops.
    mapping(address sessionKey => GasAllowance) private _gas;
    /// @dev A session's permissions, packed per target so that installing a grant costs one
    /// storage write per target and page rather than one per selector (the first op of an
    /// account installs its grant during validation, under the sponsor's verification gas cap).
    /// A page holds up to `PAGE_SELECTORS` selectors: bits 0-7 are how many it holds, bit 8 says
    /// the next page holds more, and selector k (0-based) sits in bits `32 (k + 1)` to
    /// `32 (k + 1) + 31`. Keyed by the session id, so a replaced or revoked grant's pages are
    /// never read again.
    mapping(uint32 id => mapping(address target => mapping(uint256 page => uint256 selectors))) private _permitted;
    mapping(bytes32 digest => bool) private _grantUsed;

    /// @param anEntryPoint the EntryPoint v0.8 every clone trusts
    constructor(IEntryPoint anEntryPoint) {
        _entryPoint = anEntryPoint;
        _disableInitializers();
    }

    /// @notice Accepts native currency (stakes, refunds, prefunds).
    receive() external payable {}

    modifier onlyOwner() {
        if (msg.sender != owner && msg.sender != address(this)) revert WordproofAccountNotOwner(msg.sender);
        _;
    }

    /// @inheritdoc IWordproofAccount
    function initialize(address anOwner) external initializer {
        if (anOwner == address(0)) revert WordproofAccountInvalidOwner(anOwner);
        owner = anOwner;
        emit WordproofAccountInitialized(address(_entryPoint), anOwner);
    }

    /// @inheritdoc BaseAccount
    function entryPoint() public view override returns (IEntryPoint) {
        return _entryPoint;
    }

    /// @inheritdoc IWordproofAccount
    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) revert WordproofAccountInvalidOwner(newOwner);
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    /// @inheritdoc IWordproofAccount
    function grantSession(SessionGrant calldata grant, bytes calldata ownerSignature) external {
        SessionGrant memory g = grant;
        bytes32 digest = _hashSessionGrant(g);
        if (msg.sender != owner && msg.sender != address(this)) {
            (address signer,,) = ECDSA.tryRecoverCalldata(digest, ownerSignature);
            if (signer != owner || signer == address(0)) revert WordproofAccountGrantSignatureInvalid(signer);
        }
        _installSession(g, digest, true);
    }

    /// @inheritdoc IWordproofAccount
    function revokeSession(address sessionKey) external onlyOwner {
        uint32 id = _sessions[sessionKey].id;
        if (id == 0) revert WordproofAccountUnknownSession(sessionKey);
        delete _sessions[sessionKey];
        delete _gas[sessionKey];
        emit SessionRevoked(sessionKey, id);
    }

    /// @inheritdoc IWordproofAccount
    function sessionOf(address sessionKey) external view returns (Session memory) {
        return _sessions[sessionKey];
    }

    /// @inheritdoc IWordproofAccount
    function gasAllowanceOf(address sessionKey) external view returns (GasAllowance memory) {
        return _gas[sessionKey];
    }

    /// @inheritdoc IWordproofAccount
    function isPermitted(address sessionKey, address target, bytes4 selector) external view returns (bool) {
        uint32 id = _sessions[sessionKey].id;
        return id != 0 && target != address(this) && _hasPermission(id, target, selector);
    }

    /// @inheritdoc IWordproofAccount
    function isGrantUsed(bytes32 digest) external view returns (bool) {
        return _grantUsed[digest];
    }

    /// @inheritdoc IWordproofAccount
    function hashSessionGrant(SessionGrant calldata grant) external view returns (bytes32) {
        return _hashSessionGrant(grant);
    }

    /// @dev Direct calls to `execute`/`executeBatch` from the owner, or from the EntryPoint
    /// after validation.
    function _requireForExecute() internal view override {
        if (msg.sender != address(_entryPoint) && msg.sender != owner) {
            revert WordproofAccountNotOwnerOrEntryPoint(msg.sender);
        }
    }

    /// @dev Replaces BaseAccount's revert string with a custom error.
    function _requireFromEntryPoint() internal view override {
        if (msg.sender != address(_entryPoint)) revert WordproofAccountNotEntryPoint(msg.sender);
    }

    /// @dev Dispatches on the signature format (see {IWordproofAccount}).
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        bytes calldata signature = userOp.signature;
        if (signature.length == ECDSA_LENGTH) {
            (address signer,,) = ECDSA.tryRecoverCalldata(userOpHash, signature);
            return signer == owner && signer != address(0) ? SIG_VALIDATION_SUCCESS : SIG_VALIDATION_FAILED;
        }
        if (signature.length == SESSION_SIGNATURE_LENGTH && signature[0] == SESSION_SIGNATURE) {
            return _validateSessionOp(
                userOp, userOpHash, address(bytes20(signature[1:21])), signature[21:SESSION_SIGNATURE_LENGTH]
            );
        }
        if (signature.length > 1 && signature[0] == ENABLE_SESSION_SIGNATURE) {
            (SessionGrant memory grant, bytes memory ownerSignature, bytes memory sessionSignature) =
                abi.decode(signature[1:], (SessionGrant, bytes, bytes));
            bytes32 digest = _hashSessionGrant(grant);
            (address signer,,) = ECDSA.tryRecover(digest, ownerSignature);
            if (signer != owner || signer == address(0)) return SIG_VALIDATION_FAILED;
            // No clock check here: TIMESTAMP is banned in validation, and the window is returned.
            _installSession(grant, digest, false);
            return _validateSessionOp(userOp, userOpHash, grant.sessionKey, sessionSignature);
        }
        return SIG_VALIDATION_FAILED;
    }

    /// @dev Checks a session op against the session of `sessionKey`, spends one operation, the
    /// calls' value and the op's gas, and returns the validation data carrying the session's
    /// window.
    function _validateSessionOp(
        PackedUserOperation calldata userOp,
        bytes32 userOpHash,
        address sessionKey,
        bytes memory sessionSignature
    ) private returns (uint256) {
        Session memory session = _sessions[sessionKey];
        if (session.id == 0) revert WordproofAccountUnknownSession(sessionKey);
        if (session.opsLeft == 0) revert WordproofAccountSessionBudgetExhausted(sessionKey);
        uint256 value = _checkSessionCalls(sessionKey, session.id, userOp.callData);
        if (value > session.valueLeft) {
            revert WordproofAccountSessionValueCapExceeded(sessionKey, value, session.valueLeft);
        }
        unchecked {
            // Both cannot underflow: checked just above.
            session.opsLeft -= 1;
            session.valueLeft -= uint96(value);
        }
        _sessions[sessionKey] = session;
        (uint256 gasCharged, uint96 gasBudgetLeft) = _chargeGas(userOp, sessionKey);
        emit SessionUsed(sessionKey, session.id, value, session.opsLeft, session.valueLeft, gasCharged, gasBudgetLeft);

        (address signer,,) = ECDSA.tryRecover(userOpHash, sessionSignature);
        return _packValidationData(signer != sessionKey, session.validUntil, session.validAfter);
    }

    /// @dev Charges a session op's gas to the session's allowance: nothing when it names the
    /// grant's sponsor; otherwise the caps must hold and the whole maximum prefund, as the
    /// EntryPoint v0.8 computes it for an op without paymaster, is taken from the budget now
    /// (see the gas accounting note in {IWordproofAccount}). Returns the charge and what is left.
    function _chargeGas(PackedUserOperation calldata userOp, address sessionKey)
        private
        returns (uint256 prefund, uint96 budgetLeft)
    {
        GasAllowance storage allowance = _gas[sessionKey];
        bytes calldata paymasterAndData = userOp.paymasterAndData;
        if (paymasterAndData.length != 0) {
            address paymaster = paymasterAndData.length < 20 ? address(0) : address(bytes20(paymasterAndData[:20]));
            if (paymaster == address(0) || paymaster != allowance.paymaster) {
                revert WordproofAccountSessionPaymasterNotAllowed(sessionKey, paymaster);
            }
            return (0, allowance.budget);
        }
        GasAllowance memory g = allowance;
        (uint256 verificationGasLimit, uint256 callGasLimit) = UserOperationLib.unpackUints(userOp.accountGasLimits);
        (uint256 maxPriorityFeePerGas, uint256 maxFeePerGas) = UserOperationLib.unpackUints(userOp.gasFees);
        uint256 preVerificationGas = userOp.preVerificationGas;
        _checkCap(sessionKey, "preVerificationGas", preVerificationGas, g.maxPreVerificationGas);
        _checkCap(sessionKey, "verificationGasLimit", verificationGasLimit, g.maxVerificationGasLimit);
        _checkCap(sessionKey, "callGasLimit", callGasLimit, g.maxCallGasLimit);
        _checkCap(sessionKey, "maxPriorityFeePerGas", maxPriorityFeePerGas, g.maxPriorityFeePerGas);
        // The caps bound each gas term to 32 bits and maxFeePerGas is a 128-bit field: no overflow.
        prefund = (verificationGasLimit + callGasLimit + preVerificationGas) * maxFeePerGas;
        if (prefund > g.budget) revert WordproofAccountSessionGasBudgetExceeded(sessionKey, prefund, g.budget);
        unchecked {
            // Cannot underflow: checked just above.
            budgetLeft = g.budget - uint96(prefund);
        }
        allowance.budget = budgetLeft;
    }

    /// @dev Reverts when an unsponsored op's gas field is above its cap.
    function _checkCap(address sessionKey, string memory field, uint256 value, uint256 cap) private pure {
        if (value > cap) revert WordproofAccountSessionGasCapExceeded(sessionKey, field, value, cap);
    }

    /// @dev Decodes `execute`/`executeBatch` callData, requires every call to be permitted and
    /// returns the total native value.
    function _checkSessionCalls(address sessionKey, uint32 id, bytes calldata callData)
        private
        view
        returns (uint256 value)
    {
        (bytes4 outer, bool supported, Call[] memory calls) = AccountCallData.decode(callData);
        if (!supported) revert WordproofAccountSessionSelectorNotAllowed(sessionKey, outer);
        for (uint256 i = 0; i < calls.length; ++i) {
            address target = calls[i].target;
            (bytes4 selector, bool complete) = AccountCallData.selectorOf(calls[i].data);
            if (!complete || target == address(this) || !_hasPermission(id, target, selector)) {
                revert WordproofAccountSessionCallNotAllowed(sessionKey, target, selector);
            }
            value += calls[i].value;
        }
    }

    /// @dev Checks the grant (against the clock only when `checkClock`: validation may not read
    /// it) and installs it as the session of its key, replacing any earlier one.
    function _installSession(SessionGrant memory grant, bytes32 digest, bool checkClock) private {
        if (_grantUsed[digest]) revert WordproofAccountGrantUsed(digest);
        if (grant.sessionKey == address(0)) revert WordproofAccountGrantSessionKeyInvalid(grant.sessionKey);
        if (grant.validUntil == 0 || grant.validUntil <= grant.validAfter) {
            revert WordproofAccountGrantWindowInvalid(grant.validAfter, grant.validUntil);
        }
        if (checkClock && grant.validUntil < block.timestamp) {
            revert WordproofAccountGrantExpired(grant.validUntil, block.timestamp);
        }
        _grantUsed[digest] = true;
        uint32 id = ++_lastSessionId;
        _storePermissions(id, grant.permissions);
        _sessions[grant.sessionKey] = Session({
            id: id,
            validAfter: grant.validAfter,
            validUntil: grant.validUntil,
            opsLeft: grant.maxOps,
            valueLeft: grant.valueCap
        });
        _gas[grant.sessionKey] = grant.gas;
        emit SessionGranted(
            grant.sessionKey,
            id,
            digest,
            grant.permissions,
            grant.validAfter,
            grant.validUntil,
            grant.maxOps,
            grant.valueCap,
            grant.gas
        );
    }

    /// @dev Stores `permissions` for session `id`, grouped by target in pages (see `_permitted`):
    /// each target's selectors in grant order, seven to a page. Reverts on a forbidden target.
    function _storePermissions(uint32 id, Permission[] memory permissions) private {
        uint256 n = permissions.length;
        bool[] memory stored = new bool[](n);
        for (uint256 i = 0; i < n; ++i) {
            if (stored[i]) continue;
            address target = permissions[i].target;
            if (target == address(this) || target == address(_entryPoint) || target == address(0)) {
                revert WordproofAccountGrantTargetForbidden(target);
            }
            mapping(uint256 page => uint256 selectors) storage pages = _permitted[id][target];
            uint256 page = 0;
            uint256 word = 0;
            uint256 count = 0;
            for (uint256 j = i; j < n; ++j) {
                if (stored[j] || permissions[j].target != target) continue;
                stored[j] = true;
                if (count == PAGE_SELECTORS) {
                    pages[page++] = word | count | PAGE_CONTINUED;
                    word = 0;
                    count = 0;
                }
                word |= uint256(uint32(permissions[j].selector)) << (32 * (count + 1));
                ++count;
            }
            pages[page] = word | count;
        }
    }

    /// @dev Whether session `id` may call `selector` on `target`: reads the target's pages until
    /// one that is not continued (one read for a target of up to seven selectors).
    function _hasPermission(uint32 id, address target, bytes4 selector) private view returns (bool) {
        mapping(uint256 page => uint256 selectors) storage pages = _permitted[id][target];
        uint256 wanted = uint32(selector);
        uint256 page = 0;
        uint256 word;
        do {
            word = pages[page++];
            uint256 count = word & 0xff;
            for (uint256 k = 1; k <= count; ++k) {
                if ((word >> (32 * k)) & 0xffffffff == wanted) return true;
            }
        } while (word & PAGE_CONTINUED != 0);
        return false;
    }

    /// @dev EIP-712 digest of `grant` in this account's domain.
    function _hashSessionGrant(SessionGrant memory grant) private view returns (bytes32) {
        uint256 n = grant.permissions.length;
        bytes32[] memory permissionHashes = new bytes32[](n);
        for (uint256 i = 0; i < n; ++i) {
            permissionHashes[i] =
                keccak256(abi.encode(PERMISSION_TYPEHASH, grant.permissions[i].target, grant.permissions[i].selector));
        }
        return TypedDataDigest.digest(
            DOMAIN_NAME_HASH,
            DOMAIN_VERSION_HASH,
            keccak256(
                abi.encode(
                    SESSION_GRANT_TYPEHASH,
                    grant.sessionKey,
                    keccak256(abi.encodePacked(permissionHashes)),
                    grant.validAfter,
                    grant.validUntil,
                    grant.maxOps,
                    grant.valueCap,
                    _hashGasAllowance(grant.gas),
                    grant.salt
                )
            )
        );
    }

    /// @dev EIP-712 struct hash of a gas allowance.
    function _hashGasAllowance(GasAllowance memory g) private pure returns (bytes32) {
        return keccak256(
            abi.encode(
                GAS_ALLOWANCE_TYPEHASH,
                g.paymaster,
                g.budget,
                g.maxPreVerificationGas,
                g.maxVerificationGasLimit,
                g.maxCallGasLimit,
                g.maxPriorityFeePerGas
            )
        );
    }
}
