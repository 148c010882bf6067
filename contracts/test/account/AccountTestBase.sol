// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IWordproofAccount} from "../../src/interfaces/IWordproofAccount.sol";
import {WordproofAccount} from "../../src/account/WordproofAccount.sol";
import {WordproofAccountFactory} from "../../src/account/WordproofAccountFactory.sol";
import {TestBase} from "../utils/TestBase.sol";
import {EntryPointDeployer} from "../utils/EntryPointDeployer.sol";
import {MockGame} from "../mocks/MockGame.sol";

/// @notice Shared fixture of the account, paymaster and invariant suites: the canonical
/// EntryPoint, the factory, one deployed account with a granted session key, two games (one
/// in the grant, one not) and helpers that build, sign and submit user operations.
abstract contract AccountTestBase is TestBase {
    uint256 internal constant OWNER_KEY = 0xA11CE;
    uint256 internal constant SESSION_KEY = 0x5E55;
    uint256 internal constant STRANGER_KEY = 0xB0B;
    uint48 internal constant SESSION_LENGTH = 1 days;
    uint32 internal constant MAX_OPS = 10;
    uint96 internal constant VALUE_CAP = 1 ether;
    /// @dev The default grant's gas allowance: no sponsor, and caps above what `_op` uses
    /// (200k/200k gas limits, 50k preVerificationGas, 1 gwei tip, 2 gwei max fee) and the 600k
    /// verification gas of an op that creates the account.
    uint96 internal constant GAS_BUDGET = 0.1 ether;
    uint32 internal constant MAX_PRE_VERIFICATION_GAS = 100_000;
    uint32 internal constant MAX_VERIFICATION_GAS = 1_000_000;
    uint32 internal constant MAX_CALL_GAS = 500_000;
    uint64 internal constant MAX_PRIORITY_FEE = 2 gwei;
    /// @dev The maximum prefund of an op from `_op`: (200k + 200k + 50k) gas at 2 gwei.
    uint256 internal constant OP_PREFUND = 450_000 * 2 gwei;
    uint256 internal constant START = 1_700_000_000;

    IEntryPoint internal entryPoint;
    WordproofAccountFactory internal factory;
    WordproofAccount internal account;
    MockGame internal game;
    MockGame internal otherGame;
    address internal owner;
    address internal sessionKey;
    address payable internal beneficiary = payable(address(0xBEEF));

    function setUp() public virtual {
        vm.warp(START);
        entryPoint = EntryPointDeployer.deploy(vm);
        factory = new WordproofAccountFactory(entryPoint);
        game = new MockGame();
        otherGame = new MockGame();
        owner = vm.addr(OWNER_KEY);
        sessionKey = vm.addr(SESSION_KEY);
        account = _deployAccount(owner, 0);
        vm.deal(address(account), 10 ether);
        _grantDefaultSession();
    }

    // Grants.

    /// @dev The grant the fixture installs: join and move on `game`, one day, 10 ops, 1 ether,
    /// no sponsor and a 0.1 ether gas budget.
    function _defaultGrant() internal view returns (IWordproofAccount.SessionGrant memory grant) {
        grant.sessionKey = sessionKey;
        grant.permissions = new IWordproofAccount.Permission[](2);
        grant.permissions[0] = IWordproofAccount.Permission(address(game), MockGame.join.selector);
        grant.permissions[1] = IWordproofAccount.Permission(address(game), MockGame.move.selector);
        // The EntryPoint v0.8 accepts an op only strictly after validAfter.
        grant.validAfter = uint48(block.timestamp) - 1;
        grant.validUntil = uint48(block.timestamp) + SESSION_LENGTH;
        grant.maxOps = MAX_OPS;
        grant.valueCap = VALUE_CAP;
        grant.gas = _gasAllowance(address(0), GAS_BUDGET);
        grant.salt = 1;
    }

    function _gasAllowance(address paymaster, uint96 budget)
        internal
        pure
        returns (IWordproofAccount.GasAllowance memory)
    {
        return IWordproofAccount.GasAllowance({
            paymaster: paymaster,
            budget: budget,
            maxPreVerificationGas: MAX_PRE_VERIFICATION_GAS,
            maxVerificationGasLimit: MAX_VERIFICATION_GAS,
            maxCallGasLimit: MAX_CALL_GAS,
            maxPriorityFeePerGas: MAX_PRIORITY_FEE
        });
    }

    function _grantDefaultSession() internal {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        account.grantSession(grant, _signGrant(OWNER_KEY, account, grant));
    }

    function _signGrant(uint256 key, WordproofAccount target, IWordproofAccount.SessionGrant memory grant)
        internal
        view
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, target.hashSessionGrant(grant));
        return abi.encodePacked(r, s, v);
    }

    // Accounts.

    function _deployAccount(address anOwner, uint256 salt) internal returns (WordproofAccount) {
        vm.prank(address(entryPoint.senderCreator()));
        return WordproofAccount(payable(factory.createAccount(anOwner, salt)));
    }

    function _initCode(address anOwner, uint256 salt) internal view returns (bytes memory) {
        return
            abi.encodePacked(address(factory), abi.encodeCall(WordproofAccountFactory.createAccount, (anOwner, salt)));
    }

    // Call data.

    function _joinCall(uint256 value) internal view returns (bytes memory) {
        return abi.encodeCall(BaseAccount.execute, (address(game), value, abi.encodeCall(MockGame.join, (7))));
    }

    function _moveCall() internal view returns (bytes memory) {
        return abi.encodeCall(BaseAccount.execute, (address(game), 0, abi.encodeCall(MockGame.move, (7, "CRANE"))));
    }

    function _batchCall(BaseAccount.Call[] memory calls) internal pure returns (bytes memory) {
        return abi.encodeCall(BaseAccount.executeBatch, (calls));
    }

    // User operations.

    function _op(address sender, bytes memory callData) internal view returns (PackedUserOperation memory op) {
        op.sender = sender;
        op.nonce = entryPoint.getNonce(sender, 0);
        op.callData = callData;
        op.accountGasLimits = bytes32(uint256(200_000) << 128 | uint256(200_000));
        op.preVerificationGas = 50_000;
        op.gasFees = bytes32(uint256(1 gwei) << 128 | uint256(2 gwei));
    }

    function _ownerSignature(uint256 key, PackedUserOperation memory op) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, entryPoint.getUserOpHash(op));
        return abi.encodePacked(r, s, v);
    }

    /// @dev Session format: 0x01 ‖ claimed session key ‖ signature of `key`.
    function _sessionSignature(uint256 key, address claimed, PackedUserOperation memory op)
        internal
        view
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, entryPoint.getUserOpHash(op));
        return abi.encodePacked(bytes1(0x01), claimed, r, s, v);
    }

    function _sessionOp(bytes memory callData) internal view returns (PackedUserOperation memory op) {
        op = _op(address(account), callData);
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
    }

    function _handle(PackedUserOperation memory op) internal {
        PackedUserOperation[] memory ops = new PackedUserOperation[](1);
        ops[0] = op;
        vm.prank(beneficiary, beneficiary);
        entryPoint.handleOps(ops, beneficiary);
    }

    /// @dev Submits `op` expecting handleOps to revert with `err` (the op is built before the
    /// expectation, so its own view calls do not consume it).
    function _handleExpectRevert(PackedUserOperation memory op, bytes memory err) internal {
        PackedUserOperation[] memory ops = new PackedUserOperation[](1);
        ops[0] = op;
        vm.prank(beneficiary, beneficiary);
        vm.expectRevert(err);
        entryPoint.handleOps(ops, beneficiary);
    }

    /// @dev Calls validateUserOp as the EntryPoint would (no prefund), returning its result.
    function _validate(PackedUserOperation memory op) internal returns (uint256) {
        bytes32 hash = entryPoint.getUserOpHash(op);
        vm.prank(address(entryPoint));
        return WordproofAccount(payable(op.sender)).validateUserOp(op, hash, 0);
    }

    /// @dev The EntryPoint's wrapping of a revert in account validation.
    function _aa23(bytes memory inner) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(IEntryPoint.FailedOpWithRevert.selector, 0, "AA23 reverted", inner);
    }

    function _failedOp(string memory reason) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(IEntryPoint.FailedOp.selector, 0, reason);
    }

    /// @dev validationData with a window and no signature failure.
    function _window(uint48 validUntil, uint48 validAfter) internal pure returns (uint256) {
        return uint256(validUntil) << 160 | uint256(validAfter) << 208;
    }

    // Enable-mode signatures.

    function _enableSignature(
        address sender,
        IWordproofAccount.SessionGrant memory grant,
        uint256 ownerKey,
        uint256 key,
        PackedUserOperation memory op
    ) internal view returns (bytes memory) {
        // The digest depends only on the account address and chain, so it can be computed from
        // a deployed account's code before the sender exists.
        bytes32 digest = _grantDigestFor(sender, grant);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ownerKey, digest);
        bytes memory ownerSignature = abi.encodePacked(r, s, v);
        // The user op hash covers the signature field only by exclusion.
        (v, r, s) = vm.sign(key, entryPoint.getUserOpHash(op));
        return abi.encodePacked(bytes1(0x02), abi.encode(grant, ownerSignature, abi.encodePacked(r, s, v)));
    }

    /// @dev The grant digest for an account at `sender`: the deployed fixture account's digest
    /// with the domain's address swapped, written out from the EIP-712 definition.
    function _grantDigestFor(address sender, IWordproofAccount.SessionGrant memory grant)
        internal
        view
        returns (bytes32)
    {
        bytes32 structHash = _grantStructHash(grant);
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("WordproofAccount"),
                keccak256("1"),
                block.chainid,
                sender
            )
        );
        return keccak256(abi.encodePacked(hex"1901", domain, structHash));
    }

    function _grantStructHash(IWordproofAccount.SessionGrant memory grant) internal view returns (bytes32) {
        bytes32[] memory hashes = new bytes32[](grant.permissions.length);
        for (uint256 i = 0; i < hashes.length; ++i) {
            hashes[i] = keccak256(
                abi.encode(account.PERMISSION_TYPEHASH(), grant.permissions[i].target, grant.permissions[i].selector)
            );
        }
        return keccak256(
            abi.encode(
                account.SESSION_GRANT_TYPEHASH(),
                grant.sessionKey,
                keccak256(abi.encodePacked(hashes)),
                grant.validAfter,
                grant.validUntil,
                grant.maxOps,
                grant.valueCap,
                _gasAllowanceHash(grant.gas),
                grant.salt
            )
        );
    }

    function _gasAllowanceHash(IWordproofAccount.GasAllowance memory g) internal view returns (bytes32) {
        return keccak256(
            abi.encode(
                account.GAS_ALLOWANCE_TYPEHASH(),
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
