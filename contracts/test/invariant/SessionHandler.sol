// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {IStakeManager} from "@account-abstraction/contracts/interfaces/IStakeManager.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IWordproofAccount} from "../../src/interfaces/IWordproofAccount.sol";
import {WordproofAccount} from "../../src/account/WordproofAccount.sol";
import {MockGame} from "../mocks/MockGame.sol";
import {TestBase} from "../utils/TestBase.sol";

/// @title SessionHandler
/// @notice Drives a session key through the real EntryPoint with random user operations: calls
/// inside and outside its grant, into its own account and the EntryPoint, single and batched,
/// with random values, across time and regrants. It keeps a model of what validation must
/// accept and ghost totals of what was spent, for {SessionInvariantTest}.
contract SessionHandler is TestBase {
    IEntryPoint internal immutable entryPoint;
    WordproofAccount internal immutable account;
    MockGame internal immutable game;
    MockGame internal immutable otherGame;
    uint256 internal immutable ownerKey;
    uint256 internal immutable sessionPrivateKey;
    address internal immutable sessionKey;
    /// @notice The address every attack tries to enrich or empower.
    address public constant ATTACKER = address(0xA77AC4E2);
    address payable internal constant BENEFICIARY = payable(address(0xBEEF));
    /// @notice The maximum prefund of every op `_submit` makes: (300k + 300k + 50k) gas at 2 gwei.
    uint256 public constant OP_PREFUND = 650_000 * 2 gwei;

    // Ghosts of the current grant.
    uint32 public grantMaxOps;
    uint96 public grantValueCap;
    uint48 public grantValidAfter;
    uint48 public grantValidUntil;
    uint32 public grantOpsUsed;
    uint256 public grantValueUsed;
    uint96 public grantGasBudget;
    uint256 public grantGasUsed;
    uint256 internal grantSalt = 1000;

    // Ghosts across grants.
    uint256 public totalValueValidated;
    /// @notice The gas budgets of every grant installed.
    uint256 public totalGasBudgetGranted;
    uint256 public opsAccepted;
    uint256 public opsRejected;
    /// @notice Ops the model says are valid that the EntryPoint rejected.
    uint256 public unexpectedRejections;
    /// @notice Ops the model says are invalid that the EntryPoint accepted.
    uint256 public unexpectedAcceptances;

    constructor(
        IEntryPoint anEntryPoint,
        WordproofAccount anAccount,
        MockGame aGame,
        MockGame anotherGame,
        uint256 anOwnerKey,
        uint256 aSessionKey
    ) {
        entryPoint = anEntryPoint;
        account = anAccount;
        game = aGame;
        otherGame = anotherGame;
        ownerKey = anOwnerKey;
        sessionPrivateKey = aSessionKey;
        sessionKey = vm.addr(aSessionKey);
        _regrant(10, 1 ether, 1 ether);
    }

    // Actions.

    /// @notice A session op with one call (`execute`).
    function sessionExecute(uint256 targetSeed, uint256 dataSeed, uint256 value) external {
        value = bound(value, 0, 1.5 ether);
        (address target, bytes memory data, bool granted) = _call(targetSeed, dataSeed);
        _submit(abi.encodeCall(BaseAccount.execute, (target, value, data)), granted, value);
    }

    /// @notice A session op with a batch of up to four calls (`executeBatch`).
    function sessionBatch(uint256 seed, uint256 length) external {
        length = bound(length, 0, 4);
        BaseAccount.Call[] memory calls = new BaseAccount.Call[](length);
        bool granted = true;
        uint256 total;
        for (uint256 i = 0; i < length; ++i) {
            uint256 s = uint256(keccak256(abi.encode(seed, i)));
            (address target, bytes memory data, bool ok) = _call(s, s >> 64);
            uint256 value = (s >> 128) % 0.6 ether;
            calls[i] = BaseAccount.Call(target, value, data);
            granted = granted && ok;
            total += value;
        }
        _submit(abi.encodeCall(BaseAccount.executeBatch, (calls)), granted, total);
    }

    /// @notice The owner replaces the session with a fresh grant (same permissions, new budgets;
    /// the gas budget from none to about seven ops).
    function ownerRegrants(uint32 maxOps, uint96 valueCap, uint96 gasBudget) external {
        _regrant(
            uint32(bound(maxOps, 0, 6)), uint96(bound(valueCap, 0, 2 ether)), uint96(bound(gasBudget, 0, 0.01 ether))
        );
    }

    /// @notice Time passes (sessions last a day).
    function warp(uint256 secondsLater) external {
        vm.warp(block.timestamp + bound(secondsLater, 0, 8 hours));
    }

    // Internals.

    function _submit(bytes memory callData, bool granted, uint256 value) private {
        PackedUserOperation memory op;
        op.sender = address(account);
        op.nonce = entryPoint.getNonce(address(account), 0);
        op.callData = callData;
        op.accountGasLimits = bytes32(uint256(300_000) << 128 | uint256(300_000));
        op.preVerificationGas = 50_000;
        op.gasFees = bytes32(uint256(1 gwei) << 128 | uint256(2 gwei));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionPrivateKey, entryPoint.getUserOpHash(op));
        op.signature = abi.encodePacked(bytes1(0x01), sessionKey, r, s, v);

        bool expected = granted && grantOpsUsed < grantMaxOps && value <= grantValueCap - grantValueUsed
            && grantGasUsed + OP_PREFUND <= grantGasBudget && block.timestamp > grantValidAfter
            && block.timestamp <= grantValidUntil;

        PackedUserOperation[] memory ops = new PackedUserOperation[](1);
        ops[0] = op;
        vm.prank(BENEFICIARY, BENEFICIARY);
        try entryPoint.handleOps(ops, BENEFICIARY) {
            opsAccepted += 1;
            grantOpsUsed += 1;
            grantValueUsed += value;
            grantGasUsed += OP_PREFUND;
            totalValueValidated += value;
            if (!expected) unexpectedAcceptances += 1;
        } catch {
            opsRejected += 1;
            if (expected) unexpectedRejections += 1;
        }
    }

    /// @dev One call from the attack surface; `granted` when the grant lists it.
    function _call(uint256 targetSeed, uint256 dataSeed)
        private
        view
        returns (address target, bytes memory data, bool granted)
    {
        uint256 t = targetSeed % 5;
        target = t == 0
            ? address(game)
            : t == 1 ? address(otherGame) : t == 2 ? address(account) : t == 3 ? address(entryPoint) : ATTACKER;
        uint256 d = dataSeed % 10;
        if (d == 0) data = abi.encodeCall(MockGame.join, (dataSeed));
        else if (d == 1) data = abi.encodeCall(MockGame.move, (dataSeed, bytes32(dataSeed)));
        else if (d == 2) data = abi.encodeCall(MockGame.withdraw, ());
        else if (d == 3) data = abi.encodePacked(bytes4(uint32(dataSeed >> 32)), dataSeed);
        else if (d == 4) data = abi.encodePacked(uint16(dataSeed));
        else if (d == 5) data = abi.encodeCall(WordproofAccount.transferOwnership, (ATTACKER));
        else if (d == 6) data = abi.encodeCall(WordproofAccount.grantSession, (_attackerGrant(), ""));
        else if (d == 7) data = abi.encodeCall(WordproofAccount.revokeSession, (sessionKey));
        else if (d == 8) data = abi.encodeCall(BaseAccount.execute, (ATTACKER, 1 ether, ""));
        else data = abi.encodeCall(IStakeManager.withdrawTo, (payable(ATTACKER), 1));
        granted = target == address(game) && (d == 0 || d == 1);
    }

    /// @dev A grant giving the attacker's key everything the attacker could want.
    function _attackerGrant() private view returns (IWordproofAccount.SessionGrant memory grant) {
        grant.sessionKey = ATTACKER;
        grant.permissions = new IWordproofAccount.Permission[](1);
        grant.permissions[0] = IWordproofAccount.Permission(address(otherGame), MockGame.withdraw.selector);
        grant.validUntil = type(uint48).max;
        grant.maxOps = type(uint32).max;
        grant.valueCap = type(uint96).max;
    }

    function _regrant(uint32 maxOps, uint96 valueCap, uint96 gasBudget) private {
        IWordproofAccount.SessionGrant memory grant;
        grant.sessionKey = sessionKey;
        grant.permissions = new IWordproofAccount.Permission[](2);
        grant.permissions[0] = IWordproofAccount.Permission(address(game), MockGame.join.selector);
        grant.permissions[1] = IWordproofAccount.Permission(address(game), MockGame.move.selector);
        grant.validAfter = uint48(block.timestamp) - 1;
        grant.validUntil = uint48(block.timestamp) + 1 days;
        grant.maxOps = maxOps;
        grant.valueCap = valueCap;
        grant.gas = IWordproofAccount.GasAllowance({
            paymaster: address(0),
            budget: gasBudget,
            maxPreVerificationGas: 50_000,
            maxVerificationGasLimit: 300_000,
            maxCallGasLimit: 300_000,
            maxPriorityFeePerGas: 1 gwei
        });
        grant.salt = ++grantSalt;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ownerKey, account.hashSessionGrant(grant));
        account.grantSession(grant, abi.encodePacked(r, s, v));

        grantMaxOps = maxOps;
        grantValueCap = valueCap;
        grantValidAfter = grant.validAfter;
        grantValidUntil = grant.validUntil;
        grantOpsUsed = 0;
        grantValueUsed = 0;
        grantGasBudget = gasBudget;
        grantGasUsed = 0;
        totalGasBudgetGranted += gasBudget;
    }
}
