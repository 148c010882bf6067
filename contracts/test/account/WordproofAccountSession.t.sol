// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IWordproofAccount} from "../../src/interfaces/IWordproofAccount.sol";
import {WordproofAccount} from "../../src/account/WordproofAccount.sol";
import {MockGame} from "../mocks/MockGame.sol";
import {AccountTestBase} from "./AccountTestBase.sol";

/// @notice User operations signed by the owner and by session keys: what validation accepts,
/// what it rejects and how it reports each case to the EntryPoint.
contract WordproofAccountSessionTest is AccountTestBase {
    // Owner ops

    function test_OwnerOpValidates() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.signature = _ownerSignature(OWNER_KEY, op);
        vm.assertEq(_validate(op), 0, "success, no window");
    }

    /// @dev The same move as {test_SessionMove}, signed by the owner: the gas difference is
    /// the cost of the session checks.
    function test_OwnerMove() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.signature = _ownerSignature(OWNER_KEY, op);
        _handle(op);
        vm.snapshotGasLastCall("owner move");
        vm.assertEq(game.calls(address(account), MockGame.move.selector), 1, "move reached the game");
    }

    function test_OwnerOpWithWrongKeyFailsSignature() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.signature = _ownerSignature(STRANGER_KEY, op);
        vm.assertEq(_validate(op), 1, "SIG_VALIDATION_FAILED");
        _handleExpectRevert(op, _failedOp("AA24 signature error"));
    }

    function test_UnknownSignatureFormatFailsSignature() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.signature = hex"03aabbcc";
        vm.assertEq(_validate(op), 1, "unknown prefix");
        op.signature = "";
        vm.assertEq(_validate(op), 1, "empty");
    }

    // Session ops that pass

    function test_SessionMove() public {
        PackedUserOperation memory op = _sessionOp(_moveCall());
        _handle(op);
        vm.snapshotGasLastCall("session move");
        vm.assertEq(game.calls(address(account), MockGame.move.selector), 1, "move reached the game");
        IWordproofAccount.Session memory session = account.sessionOf(sessionKey);
        vm.assertEq(session.opsLeft, MAX_OPS - 1, "one op spent");
        vm.assertEq(session.valueLeft, VALUE_CAP, "no value spent");
    }

    function test_SessionJoinSpendsStakeCap() public {
        PackedUserOperation memory op = _sessionOp(_joinCall(0.4 ether));
        vm.expectEmit(address(account));
        emit IWordproofAccount.SessionUsed(
            sessionKey, 1, 0.4 ether, MAX_OPS - 1, VALUE_CAP - 0.4 ether, OP_PREFUND, uint96(GAS_BUDGET - OP_PREFUND)
        );
        _handle(op);
        vm.assertEq(game.received(address(account)), 0.4 ether, "stake paid");
        vm.assertEq(account.sessionOf(sessionKey).valueLeft, VALUE_CAP - 0.4 ether, "cap spent");
    }

    function test_SessionBatchOfPermittedCalls() public {
        BaseAccount.Call[] memory calls = new BaseAccount.Call[](2);
        calls[0] = BaseAccount.Call(address(game), 0.5 ether, abi.encodeCall(MockGame.join, (1)));
        calls[1] = BaseAccount.Call(address(game), 0, abi.encodeCall(MockGame.move, (1, "SLATE")));
        _handle(_sessionOp(_batchCall(calls)));
        vm.assertEq(game.totalCalls(address(account)), 2, "both calls");
        vm.assertEq(account.sessionOf(sessionKey).valueLeft, VALUE_CAP - 0.5 ether, "cap spent");
    }

    function test_SessionValidationReturnsGrantWindow() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        vm.assertEq(_validate(_sessionOp(_moveCall())), _window(grant.validUntil, grant.validAfter), "window");
    }

    function test_SessionOpWithWrongSignerFailsSignatureAndKeepsWindow() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.signature = _sessionSignature(STRANGER_KEY, sessionKey, op);
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        vm.assertEq(_validate(op), _window(grant.validUntil, grant.validAfter) | 1, "failed, with window");
        _handleExpectRevert(op, _failedOp("AA24 signature error"));
    }

    function test_SessionOpWithDummySignatureRunsPolicyChecks() public {
        // A bundler estimating gas signs with garbage: the policy still runs and reverts.
        PackedUserOperation memory op =
            _op(address(account), abi.encodeCall(WordproofAccount.revokeSession, (sessionKey)));
        op.signature = abi.encodePacked(bytes1(0x01), sessionKey, new bytes(65));
        _handleExpectRevert(
            op,
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionSelectorNotAllowed.selector,
                    sessionKey,
                    WordproofAccount.revokeSession.selector
                )
            )
        );
    }

    // Session ops that fail

    function test_RevertWhen_SessionCallsItsOwnAccount() public {
        bytes memory callData = abi.encodeCall(
            BaseAccount.execute, (address(account), 0, abi.encodeCall(WordproofAccount.transferOwnership, (sessionKey)))
        );
        _handleExpectRevert(
            _sessionOp(callData),
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionCallNotAllowed.selector,
                    sessionKey,
                    address(account),
                    WordproofAccount.transferOwnership.selector
                )
            )
        );
        vm.assertEq(account.owner(), owner, "owner unchanged");
    }

    function test_RevertWhen_SessionCallsAccountFunctionAsCallData() public {
        bytes memory callData = abi.encodeCall(WordproofAccount.transferOwnership, (sessionKey));
        _handleExpectRevert(
            _sessionOp(callData),
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionSelectorNotAllowed.selector,
                    sessionKey,
                    WordproofAccount.transferOwnership.selector
                )
            )
        );
    }

    function test_RevertWhen_SessionCallDataEmpty() public {
        _handleExpectRevert(
            _sessionOp(""),
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionSelectorNotAllowed.selector, sessionKey, bytes4(0)
                )
            )
        );
    }

    function test_RevertWhen_SessionBatchesCallOutsideGrant() public {
        BaseAccount.Call[] memory calls = new BaseAccount.Call[](2);
        calls[0] = BaseAccount.Call(address(game), 0, abi.encodeCall(MockGame.move, (1, "SLATE")));
        calls[1] = BaseAccount.Call(address(game), 0, abi.encodeCall(MockGame.withdraw, ()));
        _handleExpectRevert(
            _sessionOp(_batchCall(calls)),
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionCallNotAllowed.selector,
                    sessionKey,
                    address(game),
                    MockGame.withdraw.selector
                )
            )
        );
        vm.assertEq(game.totalCalls(address(account)), 0, "nothing reached the game");
    }

    function test_RevertWhen_SessionBatchesCallIntoItsAccount() public {
        BaseAccount.Call[] memory calls = new BaseAccount.Call[](2);
        calls[0] = BaseAccount.Call(address(game), 0, abi.encodeCall(MockGame.move, (1, "SLATE")));
        calls[1] = BaseAccount.Call(address(account), 0, abi.encodeCall(WordproofAccount.revokeSession, (sessionKey)));
        _handleExpectRevert(
            _sessionOp(_batchCall(calls)),
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionCallNotAllowed.selector,
                    sessionKey,
                    address(account),
                    WordproofAccount.revokeSession.selector
                )
            )
        );
    }

    function test_RevertWhen_SessionCallsPermittedSelectorOnOtherTarget() public {
        bytes memory callData =
            abi.encodeCall(BaseAccount.execute, (address(otherGame), 0, abi.encodeCall(MockGame.move, (1, "SLATE"))));
        _handleExpectRevert(
            _sessionOp(callData),
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionCallNotAllowed.selector,
                    sessionKey,
                    address(otherGame),
                    MockGame.move.selector
                )
            )
        );
    }

    function test_RevertWhen_SessionSendsPlainTransfer() public {
        bytes memory callData = abi.encodeCall(BaseAccount.execute, (address(game), 0.1 ether, hex"aabbcc"));
        _handleExpectRevert(
            _sessionOp(callData),
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionCallNotAllowed.selector,
                    sessionKey,
                    address(game),
                    bytes4(0)
                )
            )
        );
    }

    function test_RevertWhen_SessionExceedsStakeCap() public {
        _handleExpectRevert(
            _sessionOp(_joinCall(VALUE_CAP + 1)),
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionValueCapExceeded.selector,
                    sessionKey,
                    VALUE_CAP + 1,
                    VALUE_CAP
                )
            )
        );
    }

    function test_RevertWhen_SessionBatchExceedsStakeCapInTotal() public {
        BaseAccount.Call[] memory calls = new BaseAccount.Call[](2);
        calls[0] = BaseAccount.Call(address(game), VALUE_CAP / 2 + 1, abi.encodeCall(MockGame.join, (1)));
        calls[1] = BaseAccount.Call(address(game), VALUE_CAP / 2, abi.encodeCall(MockGame.join, (2)));
        _handleExpectRevert(
            _sessionOp(_batchCall(calls)),
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionValueCapExceeded.selector,
                    sessionKey,
                    VALUE_CAP + 1,
                    VALUE_CAP
                )
            )
        );
    }

    function test_RevertWhen_SessionBudgetExhausted() public {
        for (uint256 i = 0; i < MAX_OPS; ++i) {
            _handle(_sessionOp(_moveCall()));
        }
        vm.assertEq(account.sessionOf(sessionKey).opsLeft, 0, "budget spent");
        _handleExpectRevert(
            _sessionOp(_moveCall()),
            _aa23(abi.encodeWithSelector(IWordproofAccount.WordproofAccountSessionBudgetExhausted.selector, sessionKey))
        );
    }

    function test_RevertWhen_SessionExpired() public {
        vm.warp(START + SESSION_LENGTH + 1);
        _handleExpectRevert(_sessionOp(_moveCall()), _failedOp("AA22 expired or not due"));
    }

    function test_SessionValidOnItsLastSecond() public {
        vm.warp(START + SESSION_LENGTH);
        _handle(_sessionOp(_moveCall()));
        vm.assertEq(game.totalCalls(address(account)), 1, "move reached the game");
    }

    function test_RevertWhen_SessionNotYetDue() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.validAfter = uint48(block.timestamp) + 1 hours;
        grant.salt = 2;
        vm.prank(owner);
        account.grantSession(grant, "");
        _handleExpectRevert(_sessionOp(_moveCall()), _failedOp("AA22 expired or not due"));
    }

    function test_RevertWhen_SessionRevoked() public {
        vm.prank(owner);
        account.revokeSession(sessionKey);
        _handleExpectRevert(
            _sessionOp(_moveCall()),
            _aa23(abi.encodeWithSelector(IWordproofAccount.WordproofAccountUnknownSession.selector, sessionKey))
        );
    }

    function test_RevertWhen_SessionKeyNeverGranted() public {
        address stranger = vm.addr(STRANGER_KEY);
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.signature = _sessionSignature(STRANGER_KEY, stranger, op);
        _handleExpectRevert(
            op, _aa23(abi.encodeWithSelector(IWordproofAccount.WordproofAccountUnknownSession.selector, stranger))
        );
    }

    // Enable mode: the first op installs its own grant.

    function test_FirstOpCreatesAccountInstallsGrantAndJoins() public {
        address fresh = factory.getAddress(owner, 42);
        vm.deal(fresh, 1 ether);
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        PackedUserOperation memory op = _op(fresh, _joinCall(0.25 ether));
        op.initCode = _initCode(owner, 42);
        op.accountGasLimits = bytes32(uint256(600_000) << 128 | uint256(200_000));
        op.signature = _enableSignature(fresh, grant, OWNER_KEY, SESSION_KEY, op);
        _handle(op);
        vm.snapshotGasLastCall("create account, enable session and join");

        WordproofAccount created = WordproofAccount(payable(fresh));
        vm.assertEq(created.owner(), owner, "owner");
        vm.assertEq(created.sessionOf(sessionKey).opsLeft, MAX_OPS - 1, "session installed and used");
        vm.assertEq(game.received(fresh), 0.25 ether, "stake paid");
    }

    function test_RevertWhen_EnableSignedByStranger() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.salt = 2;
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.signature = _enableSignature(address(account), grant, STRANGER_KEY, SESSION_KEY, op);
        vm.assertEq(_validate(op), 1, "SIG_VALIDATION_FAILED");
        _handleExpectRevert(op, _failedOp("AA24 signature error"));
    }

    function test_RevertWhen_EnableReplaysUsedGrant() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.signature = _enableSignature(address(account), grant, OWNER_KEY, SESSION_KEY, op);
        _handleExpectRevert(
            op,
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountGrantUsed.selector, account.hashSessionGrant(grant)
                )
            )
        );
    }

    function test_RevertWhen_EnableGrantIsOutsideItself() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.salt = 2;
        PackedUserOperation memory op = _op(
            address(account),
            abi.encodeCall(BaseAccount.execute, (address(game), 0, abi.encodeCall(MockGame.withdraw, ())))
        );
        op.signature = _enableSignature(address(account), grant, OWNER_KEY, SESSION_KEY, op);
        _handleExpectRevert(
            op,
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionCallNotAllowed.selector,
                    sessionKey,
                    address(game),
                    MockGame.withdraw.selector
                )
            )
        );
    }

    // Fuzz

    /// @dev A single call passes only if (target, selector) is in the grant and the value fits.
    function testFuzz_SessionCallPassesOnlyWhenGranted(uint256 targetSeed, bytes4 selectorSeed, uint256 value) public {
        address target = _pickTarget(targetSeed);
        bytes4 selector = _pickSelector(selectorSeed);
        value = bound(value, 0, 2 * uint256(VALUE_CAP));
        bytes memory callData =
            abi.encodeCall(BaseAccount.execute, (target, value, abi.encodePacked(selector, uint256(7))));
        bool granted =
            target == address(game) && (selector == MockGame.join.selector || selector == MockGame.move.selector);

        PackedUserOperation memory op = _sessionOp(callData);
        bytes32 hash = entryPoint.getUserOpHash(op);
        if (!granted) {
            vm.expectRevert(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionCallNotAllowed.selector, sessionKey, target, selector
                )
            );
        } else if (value > VALUE_CAP) {
            vm.expectRevert(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionValueCapExceeded.selector, sessionKey, value, VALUE_CAP
                )
            );
        }
        vm.prank(address(entryPoint));
        account.validateUserOp(op, hash, 0);
        if (granted && value <= VALUE_CAP) {
            vm.assertEq(account.sessionOf(sessionKey).valueLeft, VALUE_CAP - value, "cap spent");
        }
    }

    /// @dev One call outside the grant anywhere in a batch rejects the whole batch.
    function testFuzz_SessionBatchWithOneForbiddenCallFails(uint8 length, uint8 position, uint256 targetSeed) public {
        length = uint8(bound(length, 1, 8));
        position = uint8(bound(position, 0, length - 1));
        BaseAccount.Call[] memory calls = new BaseAccount.Call[](length);
        for (uint256 i = 0; i < length; ++i) {
            calls[i] = BaseAccount.Call(address(game), 0, abi.encodeCall(MockGame.move, (i, "SLATE")));
        }
        address target = targetSeed % 2 == 0 ? address(account) : address(otherGame);
        calls[position] = BaseAccount.Call(target, 0, abi.encodeCall(MockGame.move, (1, "SLATE")));
        PackedUserOperation memory op = _sessionOp(_batchCall(calls));
        bytes32 hash = entryPoint.getUserOpHash(op);
        vm.expectRevert(
            abi.encodeWithSelector(
                IWordproofAccount.WordproofAccountSessionCallNotAllowed.selector,
                sessionKey,
                target,
                MockGame.move.selector
            )
        );
        vm.prank(address(entryPoint));
        account.validateUserOp(op, hash, 0);
    }

    /// @dev Whatever window the owner grants is the window validation reports.
    function testFuzz_SessionWindowIsReported(uint48 validAfter, uint48 validUntil) public {
        validUntil = uint48(bound(validUntil, block.timestamp, type(uint48).max));
        validAfter = uint48(bound(validAfter, 0, validUntil - 1));
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.validAfter = validAfter;
        grant.validUntil = validUntil;
        grant.salt = 2;
        vm.prank(owner);
        account.grantSession(grant, "");
        vm.assertEq(_validate(_sessionOp(_moveCall())), _window(validUntil, validAfter), "window");
    }

    function _pickTarget(uint256 seed) private view returns (address) {
        uint256 pick = seed % 5;
        if (pick == 0) return address(game);
        if (pick == 1) return address(otherGame);
        if (pick == 2) return address(account);
        if (pick == 3) return address(entryPoint);
        return address(uint160(seed >> 8));
    }

    function _pickSelector(bytes4 seed) private pure returns (bytes4) {
        uint256 pick = uint32(seed) % 4;
        if (pick == 0) return MockGame.join.selector;
        if (pick == 1) return MockGame.move.selector;
        if (pick == 2) return WordproofAccount.transferOwnership.selector;
        return seed;
    }
}
