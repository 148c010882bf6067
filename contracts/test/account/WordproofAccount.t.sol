// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {IWordproofAccount} from "../../src/interfaces/IWordproofAccount.sol";
import {WordproofAccount} from "../../src/account/WordproofAccount.sol";
import {MockGame} from "../mocks/MockGame.sol";
import {AccountTestBase} from "./AccountTestBase.sol";

/// @notice The owner's side of WordproofAccount: initialization, ownership, direct execution,
/// granting and revoking sessions, and the views.
contract WordproofAccountTest is AccountTestBase {
    // initialize

    function test_InitializeSetsOwnerAndEntryPoint() public view {
        vm.assertEq(account.owner(), owner, "owner");
        vm.assertEq(address(account.entryPoint()), address(entryPoint), "entry point");
    }

    function test_RevertWhen_InitializeTwice() public {
        vm.expectRevert(Initializable.InvalidInitialization.selector);
        account.initialize(address(this));
    }

    function test_RevertWhen_InitializeImplementation() public {
        WordproofAccount implementation = factory.accountImplementation();
        vm.expectRevert(Initializable.InvalidInitialization.selector);
        implementation.initialize(address(this));
    }

    function test_RevertWhen_InitializeZeroOwner() public {
        vm.prank(address(entryPoint.senderCreator()));
        vm.expectRevert(abi.encodeWithSelector(IWordproofAccount.WordproofAccountInvalidOwner.selector, address(0)));
        factory.createAccount(address(0), 0);
    }

    // transferOwnership

    function test_TransferOwnershipByOwner() public {
        address next = vm.addr(STRANGER_KEY);
        vm.expectEmit(address(account));
        emit IWordproofAccount.OwnershipTransferred(owner, next);
        vm.prank(owner);
        account.transferOwnership(next);
        vm.assertEq(account.owner(), next, "new owner");
    }

    function test_TransferOwnershipThroughOwnerOp() public {
        address next = vm.addr(STRANGER_KEY);
        PackedUserOperation memory op = _op(
            address(account),
            abi.encodeCall(
                BaseAccount.execute, (address(account), 0, abi.encodeCall(WordproofAccount.transferOwnership, (next)))
            )
        );
        op.signature = _ownerSignature(OWNER_KEY, op);
        _handle(op);
        vm.assertEq(account.owner(), next, "new owner");
    }

    function test_RevertWhen_TransferOwnershipByStranger() public {
        vm.prank(sessionKey);
        vm.expectRevert(abi.encodeWithSelector(IWordproofAccount.WordproofAccountNotOwner.selector, sessionKey));
        account.transferOwnership(sessionKey);
    }

    function test_RevertWhen_TransferOwnershipToZero() public {
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(IWordproofAccount.WordproofAccountInvalidOwner.selector, address(0)));
        account.transferOwnership(address(0));
    }

    function test_RevertWhen_OldOwnerGrantsAfterTransfer() public {
        vm.prank(owner);
        account.transferOwnership(vm.addr(STRANGER_KEY));
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.salt = 2;
        bytes memory signature = _signGrant(OWNER_KEY, account, grant);
        vm.expectRevert(abi.encodeWithSelector(IWordproofAccount.WordproofAccountGrantSignatureInvalid.selector, owner));
        account.grantSession(grant, signature);
    }

    // execute and executeBatch

    function test_OwnerExecutesDirectly() public {
        vm.prank(owner);
        account.execute(address(otherGame), 3 ether, abi.encodeCall(MockGame.join, (1)));
        vm.assertEq(otherGame.calls(address(account), MockGame.join.selector), 1, "call reached");
        vm.assertEq(otherGame.received(address(account)), 3 ether, "value sent");
    }

    function test_OwnerExecutesBatchThroughOwnerOp() public {
        BaseAccount.Call[] memory calls = new BaseAccount.Call[](2);
        calls[0] = BaseAccount.Call(address(otherGame), 0, abi.encodeCall(MockGame.withdraw, ()));
        calls[1] = BaseAccount.Call(address(game), 2 ether, abi.encodeCall(MockGame.join, (1)));
        PackedUserOperation memory op = _op(address(account), _batchCall(calls));
        op.signature = _ownerSignature(OWNER_KEY, op);
        _handle(op);
        vm.assertEq(otherGame.calls(address(account), MockGame.withdraw.selector), 1, "first call");
        vm.assertEq(game.received(address(account)), 2 ether, "second call");
    }

    function test_RevertWhen_ExecuteByStranger() public {
        vm.prank(sessionKey);
        vm.expectRevert(
            abi.encodeWithSelector(IWordproofAccount.WordproofAccountNotOwnerOrEntryPoint.selector, sessionKey)
        );
        account.execute(address(game), 0, abi.encodeCall(MockGame.move, (1, "CRANE")));
    }

    function test_RevertWhen_ExecuteBatchByStranger() public {
        BaseAccount.Call[] memory calls = new BaseAccount.Call[](0);
        vm.prank(sessionKey);
        vm.expectRevert(
            abi.encodeWithSelector(IWordproofAccount.WordproofAccountNotOwnerOrEntryPoint.selector, sessionKey)
        );
        account.executeBatch(calls);
    }

    function test_RevertWhen_ValidateUserOpNotFromEntryPoint() public {
        PackedUserOperation memory op = _sessionOp(_moveCall());
        vm.expectRevert(abi.encodeWithSelector(IWordproofAccount.WordproofAccountNotEntryPoint.selector, address(this)));
        account.validateUserOp(op, bytes32(0), 0);
    }

    function test_ReceivesNativeCurrency() public {
        uint256 before = address(account).balance;
        (bool ok,) = address(account).call{value: 1 ether}("");
        vm.assertTrue(ok, "transfer accepted");
        vm.assertEq(address(account).balance, before + 1 ether, "balance");
    }

    // grantSession

    function test_GrantSessionBySubmitterWithOwnerSignature() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.sessionKey = vm.addr(STRANGER_KEY);
        bytes32 digest = account.hashSessionGrant(grant);
        bytes memory signature = _signGrant(OWNER_KEY, account, grant);

        vm.expectEmit(address(account));
        emit IWordproofAccount.SessionGranted(
            grant.sessionKey,
            2,
            digest,
            grant.permissions,
            grant.validAfter,
            grant.validUntil,
            MAX_OPS,
            VALUE_CAP,
            grant.gas
        );
        vm.prank(address(0xCAFE));
        account.grantSession(grant, signature);

        IWordproofAccount.Session memory session = account.sessionOf(grant.sessionKey);
        vm.assertEq(session.id, 2, "id");
        vm.assertEq(session.validAfter, grant.validAfter, "validAfter");
        vm.assertEq(session.validUntil, grant.validUntil, "validUntil");
        vm.assertEq(session.opsLeft, MAX_OPS, "opsLeft");
        vm.assertEq(session.valueLeft, VALUE_CAP, "valueLeft");
        IWordproofAccount.GasAllowance memory gas = account.gasAllowanceOf(grant.sessionKey);
        vm.assertEq(gas.budget, GAS_BUDGET, "gas budget");
        vm.assertEq(gas.maxCallGasLimit, MAX_CALL_GAS, "call gas cap");
        vm.assertTrue(account.isGrantUsed(digest), "grant used");
        vm.assertTrue(account.isPermitted(grant.sessionKey, address(game), MockGame.join.selector), "join");
        vm.assertTrue(account.isPermitted(grant.sessionKey, address(game), MockGame.move.selector), "move");
        vm.assertFalse(account.isPermitted(grant.sessionKey, address(game), MockGame.withdraw.selector), "withdraw");
        vm.assertFalse(account.isPermitted(grant.sessionKey, address(otherGame), MockGame.join.selector), "other");
    }

    function test_GrantSessionByOwnerWithoutSignature() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.sessionKey = vm.addr(STRANGER_KEY);
        vm.prank(owner);
        account.grantSession(grant, "");
        vm.assertEq(account.sessionOf(grant.sessionKey).id, 2, "installed");
    }

    function test_GrantSessionThroughOwnerOpWithoutSignature() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.sessionKey = vm.addr(STRANGER_KEY);
        PackedUserOperation memory op = _op(
            address(account),
            abi.encodeCall(
                BaseAccount.execute, (address(account), 0, abi.encodeCall(WordproofAccount.grantSession, (grant, "")))
            )
        );
        op.signature = _ownerSignature(OWNER_KEY, op);
        _handle(op);
        vm.assertEq(account.sessionOf(grant.sessionKey).id, 2, "installed");
    }

    function test_GrantSessionReplacesEarlierGrantOfSameKey() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.permissions = new IWordproofAccount.Permission[](1);
        grant.permissions[0] = IWordproofAccount.Permission(address(otherGame), MockGame.withdraw.selector);
        grant.salt = 2;
        account.grantSession(grant, _signGrant(OWNER_KEY, account, grant));

        vm.assertEq(account.sessionOf(sessionKey).id, 2, "new id");
        vm.assertFalse(account.isPermitted(sessionKey, address(game), MockGame.join.selector), "old permission gone");
        vm.assertTrue(account.isPermitted(sessionKey, address(otherGame), MockGame.withdraw.selector), "new one");
    }

    function test_RevertWhen_GrantSignedByStranger() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.salt = 2;
        bytes memory signature = _signGrant(STRANGER_KEY, account, grant);
        vm.expectRevert(
            abi.encodeWithSelector(
                IWordproofAccount.WordproofAccountGrantSignatureInvalid.selector, vm.addr(STRANGER_KEY)
            )
        );
        account.grantSession(grant, signature);
    }

    function test_RevertWhen_GrantSignatureMalformed() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.salt = 2;
        vm.expectRevert(
            abi.encodeWithSelector(IWordproofAccount.WordproofAccountGrantSignatureInvalid.selector, address(0))
        );
        account.grantSession(grant, hex"0102");
    }

    function test_RevertWhen_GrantReplayedOnSameAccount() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        bytes memory signature = _signGrant(OWNER_KEY, account, grant);
        vm.prank(owner);
        account.revokeSession(sessionKey);
        vm.expectRevert(
            abi.encodeWithSelector(
                IWordproofAccount.WordproofAccountGrantUsed.selector, account.hashSessionGrant(grant)
            )
        );
        account.grantSession(grant, signature);
    }

    function test_RevertWhen_GrantReplayedOnAnotherAccount() public {
        WordproofAccount second = _deployAccount(owner, 1);
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        bytes memory signature = _signGrant(OWNER_KEY, account, grant);
        address recovered = ECDSA.recover(second.hashSessionGrant(grant), signature);
        vm.assertTrue(recovered != owner, "digest bound to the account");
        vm.expectRevert(
            abi.encodeWithSelector(IWordproofAccount.WordproofAccountGrantSignatureInvalid.selector, recovered)
        );
        second.grantSession(grant, signature);
    }

    function test_RevertWhen_GrantReplayedOnAnotherChain() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.salt = 2;
        bytes memory signature = _signGrant(OWNER_KEY, account, grant);
        vm.chainId(block.chainid + 1);
        address recovered = ECDSA.recover(account.hashSessionGrant(grant), signature);
        vm.assertTrue(recovered != owner, "digest bound to the chain");
        vm.expectRevert(
            abi.encodeWithSelector(IWordproofAccount.WordproofAccountGrantSignatureInvalid.selector, recovered)
        );
        account.grantSession(grant, signature);
    }

    function test_RevertWhen_GrantExpired() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.salt = 2;
        bytes memory signature = _signGrant(OWNER_KEY, account, grant);
        vm.warp(uint256(grant.validUntil) + 1);
        vm.expectRevert(
            abi.encodeWithSelector(
                IWordproofAccount.WordproofAccountGrantExpired.selector, grant.validUntil, block.timestamp
            )
        );
        account.grantSession(grant, signature);
    }

    function test_RevertWhen_GrantNeverExpires() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.validAfter = 0;
        grant.validUntil = 0;
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(IWordproofAccount.WordproofAccountGrantWindowInvalid.selector, 0, 0));
        account.grantSession(grant, "");
    }

    function test_RevertWhen_GrantWindowEmpty() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.validAfter = grant.validUntil;
        vm.prank(owner);
        vm.expectRevert(
            abi.encodeWithSelector(
                IWordproofAccount.WordproofAccountGrantWindowInvalid.selector, grant.validAfter, grant.validUntil
            )
        );
        account.grantSession(grant, "");
    }

    function test_RevertWhen_GrantSessionKeyZero() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.sessionKey = address(0);
        vm.prank(owner);
        vm.expectRevert(
            abi.encodeWithSelector(IWordproofAccount.WordproofAccountGrantSessionKeyInvalid.selector, address(0))
        );
        account.grantSession(grant, "");
    }

    function test_RevertWhen_GrantTargetsAccountItself() public {
        _expectForbiddenTarget(address(account));
    }

    function test_RevertWhen_GrantTargetsEntryPoint() public {
        _expectForbiddenTarget(address(entryPoint));
    }

    function test_RevertWhen_GrantTargetsZeroAddress() public {
        _expectForbiddenTarget(address(0));
    }

    function _expectForbiddenTarget(address target) private {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.salt = 2;
        grant.permissions[1] = IWordproofAccount.Permission(target, WordproofAccount.transferOwnership.selector);
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(IWordproofAccount.WordproofAccountGrantTargetForbidden.selector, target));
        account.grantSession(grant, "");
    }

    // revokeSession

    function test_RevokeSessionByOwner() public {
        vm.expectEmit(address(account));
        emit IWordproofAccount.SessionRevoked(sessionKey, 1);
        vm.prank(owner);
        account.revokeSession(sessionKey);
        vm.assertEq(account.sessionOf(sessionKey).id, 0, "removed");
        vm.assertFalse(account.isPermitted(sessionKey, address(game), MockGame.join.selector), "no permission");
    }

    function test_RevertWhen_RevokeSessionByStranger() public {
        vm.prank(sessionKey);
        vm.expectRevert(abi.encodeWithSelector(IWordproofAccount.WordproofAccountNotOwner.selector, sessionKey));
        account.revokeSession(sessionKey);
    }

    function test_RevertWhen_RevokeUnknownSession() public {
        address unknown = vm.addr(STRANGER_KEY);
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(IWordproofAccount.WordproofAccountUnknownSession.selector, unknown));
        account.revokeSession(unknown);
    }

    // Views

    function test_IsPermittedFalseForUnknownKey() public view {
        vm.assertFalse(account.isPermitted(owner, address(game), MockGame.join.selector), "unknown key");
    }

    /// @dev The digest matches an EIP-712 encoding written out here from the type strings.
    function test_HashSessionGrantFollowsEip712() public view {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        bytes32 permissionType = keccak256("Permission(address target,bytes4 selector)");
        bytes32 grantType = keccak256(
            "SessionGrant(address sessionKey,Permission[] permissions,uint48 validAfter,uint48 validUntil,uint32 maxOps,uint96 valueCap,GasAllowance gas,uint256 salt)GasAllowance(address paymaster,uint96 budget,uint32 maxPreVerificationGas,uint32 maxVerificationGasLimit,uint32 maxCallGasLimit,uint64 maxPriorityFeePerGas)Permission(address target,bytes4 selector)"
        );
        bytes32 gasType = keccak256(
            "GasAllowance(address paymaster,uint96 budget,uint32 maxPreVerificationGas,uint32 maxVerificationGasLimit,uint32 maxCallGasLimit,uint64 maxPriorityFeePerGas)"
        );
        bytes32 gasHash = keccak256(
            abi.encode(
                gasType,
                address(0),
                GAS_BUDGET,
                MAX_PRE_VERIFICATION_GAS,
                MAX_VERIFICATION_GAS,
                MAX_CALL_GAS,
                MAX_PRIORITY_FEE
            )
        );
        bytes32 permissions = keccak256(
            abi.encodePacked(
                keccak256(abi.encode(permissionType, address(game), MockGame.join.selector)),
                keccak256(abi.encode(permissionType, address(game), MockGame.move.selector))
            )
        );
        bytes32 structHash = keccak256(
            abi.encode(
                grantType,
                sessionKey,
                permissions,
                grant.validAfter,
                grant.validUntil,
                grant.maxOps,
                grant.valueCap,
                gasHash,
                grant.salt
            )
        );
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("WordproofAccount"),
                keccak256("1"),
                block.chainid,
                address(account)
            )
        );
        bytes32 want = keccak256(abi.encodePacked(hex"1901", domain, structHash));
        vm.assertEq(account.hashSessionGrant(grant), want, "digest");
    }
}
