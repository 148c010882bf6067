// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {IPaymaster} from "@account-abstraction/contracts/interfaces/IPaymaster.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ISponsorPaymaster} from "../../src/interfaces/ISponsorPaymaster.sol";
import {IWordproofAccount} from "../../src/interfaces/IWordproofAccount.sol";
import {SponsorPaymaster} from "../../src/paymaster/SponsorPaymaster.sol";
import {MockGame} from "../mocks/MockGame.sol";
import {AccountTestBase} from "../account/AccountTestBase.sol";

/// @notice SponsorPaymaster: policy administration, deposit and stake, and which user operations
/// it sponsors, through the real EntryPoint.
contract SponsorPaymasterTest is AccountTestBase {
    uint256 internal constant SIGNER_KEY = 0x516E;
    uint128 internal constant PM_VERIFICATION_GAS = 100_000;
    uint128 internal constant PM_POST_OP_GAS = 0;
    uint48 internal constant SPONSOR_WINDOW = 10 minutes;

    SponsorPaymaster internal paymaster;
    address internal sponsorOwner = address(0x5905);
    address internal signer;

    function setUp() public override {
        super.setUp();
        signer = vm.addr(SIGNER_KEY);
        paymaster = new SponsorPaymaster(entryPoint, sponsorOwner, signer, _limits());
        vm.deal(sponsorOwner, 100 ether);
        vm.startPrank(sponsorOwner);
        paymaster.setSponsoredTarget(address(game), true);
        paymaster.deposit{value: 10 ether}();
        paymaster.addStake{value: 1 ether}(1 days);
        vm.stopPrank();
        // The session's grant names this paymaster as its sponsor (and no gas budget).
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.gas = _gasAllowance(address(paymaster), 0);
        grant.salt = 2;
        account.grantSession(grant, _signGrant(OWNER_KEY, account, grant));
    }

    function _limits() internal pure returns (ISponsorPaymaster.GasLimits memory) {
        return ISponsorPaymaster.GasLimits({
            verificationGasLimit: 600_000,
            callGasLimit: 500_000,
            paymasterVerificationGasLimit: 150_000,
            paymasterPostOpGasLimit: 10_000,
            preVerificationGas: 100_000,
            maxFeePerGas: 100 gwei,
            maxPriorityFeePerGas: 2 gwei
        });
    }

    // Building sponsored ops.

    /// @dev Fills paymasterAndData for `op` with a signature of `key` over the window.
    function _sponsor(PackedUserOperation memory op, uint256 key, uint48 validUntil, uint48 validAfter) internal view {
        op.paymasterAndData = abi.encodePacked(address(paymaster), PM_VERIFICATION_GAS, PM_POST_OP_GAS);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, paymaster.getHash(op, validUntil, validAfter));
        op.paymasterAndData = abi.encodePacked(op.paymasterAndData, validUntil, validAfter, r, s, v);
    }

    /// @dev A session op sponsored by the signer for the next ten minutes.
    function _sponsoredSessionOp(bytes memory callData) internal view returns (PackedUserOperation memory op) {
        op = _op(address(account), callData);
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, uint48(block.timestamp) - 1);
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
    }

    function _aa33(bytes memory inner) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(IEntryPoint.FailedOpWithRevert.selector, 0, "AA33 reverted", inner);
    }

    function _validatePaymaster(PackedUserOperation memory op) internal returns (uint256 validationData) {
        bytes32 hash = entryPoint.getUserOpHash(op);
        vm.prank(address(entryPoint));
        (, validationData) = paymaster.validatePaymasterUserOp(op, hash, 1 ether);
    }

    // Constructor and administration.

    function test_ConstructorSetsPolicy() public view {
        vm.assertEq(paymaster.owner(), sponsorOwner, "owner");
        vm.assertEq(paymaster.signer(), signer, "signer");
        vm.assertEq(address(paymaster.entryPoint()), address(entryPoint), "entry point");
        ISponsorPaymaster.GasLimits memory limits = paymaster.gasLimits();
        vm.assertEq(limits.verificationGasLimit, 600_000, "verification");
        vm.assertEq(limits.maxFeePerGas, 100 gwei, "max fee");
        vm.assertTrue(paymaster.sponsoredTargets(address(game)), "game sponsored");
        vm.assertFalse(paymaster.sponsoredTargets(address(otherGame)), "other game not sponsored");
    }

    function test_RevertWhen_ConstructedWithZeroOwner() public {
        vm.expectRevert(abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterInvalidOwner.selector, address(0)));
        new SponsorPaymaster(entryPoint, address(0), signer, _limits());
    }

    function test_RevertWhen_ConstructedWithZeroSigner() public {
        vm.expectRevert(abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterInvalidSigner.selector, address(0)));
        new SponsorPaymaster(entryPoint, sponsorOwner, address(0), _limits());
    }

    function test_SetSigner() public {
        address next = vm.addr(STRANGER_KEY);
        vm.expectEmit(address(paymaster));
        emit ISponsorPaymaster.SignerChanged(signer, next);
        vm.prank(sponsorOwner);
        paymaster.setSigner(next);
        vm.assertEq(paymaster.signer(), next, "signer");
    }

    function test_RevertWhen_OldSignerSignsAfterRotation() public {
        vm.prank(sponsorOwner);
        paymaster.setSigner(vm.addr(STRANGER_KEY));
        PackedUserOperation memory op = _sponsoredSessionOp(_moveCall());
        _handleExpectRevert(op, _failedOp("AA34 signature error"));
    }

    function test_RevertWhen_SetSignerByStranger() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(this)));
        paymaster.setSigner(address(this));
    }

    function test_RevertWhen_SetSignerToZero() public {
        vm.prank(sponsorOwner);
        vm.expectRevert(abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterInvalidSigner.selector, address(0)));
        paymaster.setSigner(address(0));
    }

    function test_SetSponsoredTarget() public {
        vm.expectEmit(address(paymaster));
        emit ISponsorPaymaster.SponsoredTargetSet(address(otherGame), true);
        vm.prank(sponsorOwner);
        paymaster.setSponsoredTarget(address(otherGame), true);
        vm.assertTrue(paymaster.sponsoredTargets(address(otherGame)), "sponsored");

        vm.prank(sponsorOwner);
        paymaster.setSponsoredTarget(address(otherGame), false);
        vm.assertFalse(paymaster.sponsoredTargets(address(otherGame)), "no longer");
    }

    function test_RevertWhen_SetSponsoredTargetByStranger() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(this)));
        paymaster.setSponsoredTarget(address(otherGame), true);
    }

    function test_SetGasLimits() public {
        ISponsorPaymaster.GasLimits memory limits = _limits();
        limits.callGasLimit = 1_000_000;
        vm.expectEmit(address(paymaster));
        emit ISponsorPaymaster.GasLimitsSet(limits);
        vm.prank(sponsorOwner);
        paymaster.setGasLimits(limits);
        vm.assertEq(paymaster.gasLimits().callGasLimit, 1_000_000, "call gas limit");
    }

    function test_RevertWhen_SetGasLimitsByStranger() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(this)));
        paymaster.setGasLimits(_limits());
    }

    function test_OwnershipIsTwoStep() public {
        address next = address(0x0DD);
        vm.prank(sponsorOwner);
        paymaster.transferOwnership(next);
        vm.assertEq(paymaster.owner(), sponsorOwner, "not yet");
        vm.prank(next);
        paymaster.acceptOwnership();
        vm.assertEq(paymaster.owner(), next, "accepted");
    }

    // Deposit and stake (BasePaymaster).

    function test_DepositAndWithdrawByOwner() public {
        paymaster.deposit{value: 1 ether}();
        vm.assertEq(paymaster.getDeposit(), 11 ether, "deposit");
        vm.prank(sponsorOwner);
        paymaster.withdrawTo(payable(address(0xD00D)), 2 ether);
        vm.assertEq(paymaster.getDeposit(), 9 ether, "after withdraw");
        vm.assertEq(address(0xD00D).balance, 2 ether, "withdrawn");
    }

    function test_RevertWhen_WithdrawByStranger() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(this)));
        paymaster.withdrawTo(payable(address(this)), 1 ether);
    }

    function test_StakeUnlockAndWithdrawByOwner() public {
        vm.assertEq(entryPoint.getDepositInfo(address(paymaster)).stake, 1 ether, "staked");
        vm.prank(sponsorOwner);
        paymaster.unlockStake();
        vm.warp(block.timestamp + 1 days);
        vm.prank(sponsorOwner);
        paymaster.withdrawStake(payable(address(0xD00D)));
        vm.assertEq(address(0xD00D).balance, 1 ether, "stake withdrawn");
    }

    function test_RevertWhen_AddStakeByStranger() public {
        vm.deal(address(this), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(this)));
        paymaster.addStake{value: 1 ether}(1 days);
    }

    function test_RevertWhen_UnlockStakeByStranger() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(this)));
        paymaster.unlockStake();
    }

    function test_RevertWhen_WithdrawStakeByStranger() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(this)));
        paymaster.withdrawStake(payable(address(this)));
    }

    // EntryPoint-only entry points.

    function test_RevertWhen_ValidateNotFromEntryPoint() public {
        PackedUserOperation memory op = _sponsoredSessionOp(_moveCall());
        vm.expectRevert(abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterNotEntryPoint.selector, address(this)));
        paymaster.validatePaymasterUserOp(op, bytes32(0), 0);
    }

    function test_RevertWhen_PostOpNotFromEntryPoint() public {
        vm.expectRevert(abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterNotEntryPoint.selector, address(this)));
        paymaster.postOp(IPaymaster.PostOpMode.opSucceeded, "", 0, 0);
    }

    // Sponsored operations.

    function test_SponsorsSessionMove() public {
        uint256 accountBalance = address(account).balance;
        uint256 deposit = paymaster.getDeposit();
        PackedUserOperation memory op = _sponsoredSessionOp(_moveCall());
        _handle(op);
        vm.snapshotGasLastCall("sponsored session move");
        vm.assertEq(game.calls(address(account), MockGame.move.selector), 1, "move reached the game");
        vm.assertEq(address(account).balance, accountBalance, "account paid nothing");
        vm.assertLt(paymaster.getDeposit(), deposit, "sponsor paid");
    }

    function test_SponsorsFirstOpThatCreatesTheAccount() public {
        address fresh = factory.getAddress(owner, 5);
        PackedUserOperation memory op = _op(fresh, _moveCall());
        op.initCode = _initCode(owner, 5);
        op.accountGasLimits = bytes32(uint256(400_000) << 128 | uint256(200_000));
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        op.signature = _ownerSignature(OWNER_KEY, op);
        _handle(op);
        vm.assertEq(fresh.balance, 0, "account never funded");
        vm.assertEq(game.totalCalls(fresh), 1, "move reached the game");
    }

    function test_ValidationReportsWindow() public {
        uint48 validUntil = uint48(block.timestamp) + SPONSOR_WINDOW;
        PackedUserOperation memory op = _op(address(account), _moveCall());
        _sponsor(op, SIGNER_KEY, validUntil, 5);
        vm.assertEq(_validatePaymaster(op), _window(validUntil, 5), "window, signature ok");
    }

    function test_RevertWhen_TargetNotSponsored() public {
        bytes memory callData =
            abi.encodeCall(BaseAccount.execute, (address(otherGame), 0, abi.encodeCall(MockGame.move, (1, "SLATE"))));
        PackedUserOperation memory op = _op(address(account), callData);
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        op.signature = _ownerSignature(OWNER_KEY, op);
        _handleExpectRevert(
            op,
            _aa33(
                abi.encodeWithSelector(
                    ISponsorPaymaster.SponsorPaymasterTargetNotSponsored.selector, address(otherGame)
                )
            )
        );
    }

    function test_RevertWhen_BatchHasOneTargetNotSponsored() public {
        BaseAccount.Call[] memory calls = new BaseAccount.Call[](2);
        calls[0] = BaseAccount.Call(address(game), 0, abi.encodeCall(MockGame.move, (1, "SLATE")));
        calls[1] = BaseAccount.Call(address(0xDEAD), 1 ether, "");
        PackedUserOperation memory op = _op(address(account), _batchCall(calls));
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        op.signature = _ownerSignature(OWNER_KEY, op);
        _handleExpectRevert(
            op,
            _aa33(
                abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterTargetNotSponsored.selector, address(0xDEAD))
            )
        );
    }

    function test_RevertWhen_CallDataIsNotExecute() public {
        bytes memory callData = abi.encodeCall(SponsorPaymaster.setSigner, (address(0x1)));
        PackedUserOperation memory op = _op(address(account), callData);
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        op.signature = _ownerSignature(OWNER_KEY, op);
        _handleExpectRevert(
            op,
            _aa33(
                abi.encodeWithSelector(
                    ISponsorPaymaster.SponsorPaymasterSelectorNotSponsored.selector, SponsorPaymaster.setSigner.selector
                )
            )
        );
    }

    function test_RevertWhen_SignedByStranger() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        _sponsor(op, STRANGER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
        vm.assertEq(_validatePaymaster(op) & 1, 1, "signature failure reported");
        _handleExpectRevert(op, _failedOp("AA34 signature error"));
    }

    function test_RevertWhen_OpChangedAfterSigning() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        op.callData = _joinCall(0.1 ether);
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
        _handleExpectRevert(op, _failedOp("AA34 signature error"));
    }

    function test_SignatureFailsOnAnotherChain() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        vm.chainId(block.chainid + 1);
        vm.assertEq(_validatePaymaster(op) & 1, 1, "chain id is signed");
    }

    function test_HashBindsPaymasterAddress() public {
        SponsorPaymaster twin = new SponsorPaymaster(entryPoint, sponsorOwner, signer, _limits());
        PackedUserOperation memory op = _op(address(account), _moveCall());
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        vm.assertTrue(
            twin.getHash(op, uint48(block.timestamp) + SPONSOR_WINDOW, 0)
                != paymaster.getHash(op, uint48(block.timestamp) + SPONSOR_WINDOW, 0),
            "paymaster address is signed"
        );
    }

    function test_RevertWhen_SponsorshipExpired() public {
        PackedUserOperation memory op = _sponsoredSessionOp(_moveCall());
        vm.warp(block.timestamp + SPONSOR_WINDOW + 1);
        _handleExpectRevert(op, _failedOp("AA32 paymaster expired or not due"));
    }

    function test_RevertWhen_SponsorshipNotYetDue() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, uint48(block.timestamp) + 60);
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
        _handleExpectRevert(op, _failedOp("AA32 paymaster expired or not due"));
    }

    function test_RevertWhen_SponsorshipUnbounded() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        _sponsor(op, SIGNER_KEY, 0, 0);
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
        _handleExpectRevert(
            op, _aa33(abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterWindowUnbounded.selector, 0, 0))
        );
    }

    function test_RevertWhen_PaymasterDataTruncated() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.paymasterAndData = abi.encodePacked(address(paymaster), PM_VERIFICATION_GAS, PM_POST_OP_GAS, uint48(1));
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
        _handleExpectRevert(
            op, _aa33(abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterInvalidDataLength.selector, 58))
        );
    }

    function test_RevertWhen_VerificationGasOverCap() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.accountGasLimits = bytes32(uint256(600_001) << 128 | uint256(200_000));
        _expectGasRejected(op, ISponsorPaymaster.GasField.VerificationGasLimit, 600_001, 600_000);
    }

    function test_RevertWhen_CallGasOverCap() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.accountGasLimits = bytes32(uint256(200_000) << 128 | uint256(500_001));
        _expectGasRejected(op, ISponsorPaymaster.GasField.CallGasLimit, 500_001, 500_000);
    }

    function test_RevertWhen_PreVerificationGasOverCap() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.preVerificationGas = 100_001;
        _expectGasRejected(op, ISponsorPaymaster.GasField.PreVerificationGas, 100_001, 100_000);
    }

    function test_RevertWhen_MaxFeePerGasOverCap() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.gasFees = bytes32(uint256(1 gwei) << 128 | uint256(100 gwei + 1));
        _expectGasRejected(op, ISponsorPaymaster.GasField.MaxFeePerGas, 100 gwei + 1, 100 gwei);
    }

    function test_RevertWhen_MaxPriorityFeePerGasOverCap() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.gasFees = bytes32(uint256(2 gwei + 1) << 128 | uint256(100 gwei));
        _expectGasRejected(op, ISponsorPaymaster.GasField.MaxPriorityFeePerGas, 2 gwei + 1, 2 gwei);
    }

    function test_RevertWhen_PostOpGasOverCap() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        // Rewrite the post-op gas limit (bytes 36..52) to one over the cap.
        bytes memory data = op.paymasterAndData;
        op.paymasterAndData =
            abi.encodePacked(address(paymaster), PM_VERIFICATION_GAS, uint128(10_001), _tail(data, 52));
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
        _handleExpectRevert(
            op,
            _aa33(
                abi.encodeWithSelector(
                    ISponsorPaymaster.SponsorPaymasterGasLimitExceeded.selector,
                    ISponsorPaymaster.GasField.PaymasterPostOpGasLimit,
                    10_001,
                    10_000
                )
            )
        );
    }

    function test_RevertWhen_PaymasterVerificationGasOverCap() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.paymasterAndData = abi.encodePacked(
            address(paymaster), uint128(150_001), PM_POST_OP_GAS, uint48(block.timestamp + 60), uint48(0), new bytes(65)
        );
        vm.expectRevert(
            abi.encodeWithSelector(
                ISponsorPaymaster.SponsorPaymasterGasLimitExceeded.selector,
                ISponsorPaymaster.GasField.PaymasterVerificationGasLimit,
                150_001,
                150_000
            )
        );
        this.validateAsEntryPoint(op);
    }

    /// @dev External so that an expectation can wrap the whole validation call.
    function validateAsEntryPoint(PackedUserOperation calldata op) external {
        vm.prank(address(entryPoint));
        paymaster.validatePaymasterUserOp(op, bytes32(0), 0);
    }

    // getHash

    function test_GetHashFollowsEip712() public view {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.initCode = hex"1234";
        op.paymasterAndData = abi.encodePacked(address(paymaster), uint128(77), uint128(88), "ignored tail");
        bytes32 structHash = keccak256(
            abi.encode(
                keccak256(
                    "Sponsorship(address sender,uint256 nonce,bytes initCode,bytes callData,bytes32 accountGasLimits,uint256 paymasterVerificationGasLimit,uint256 paymasterPostOpGasLimit,uint256 preVerificationGas,bytes32 gasFees,uint48 validUntil,uint48 validAfter)"
                ),
                op.sender,
                op.nonce,
                keccak256(op.initCode),
                keccak256(op.callData),
                op.accountGasLimits,
                uint256(77),
                uint256(88),
                op.preVerificationGas,
                op.gasFees,
                uint48(1000),
                uint48(10)
            )
        );
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("WordproofSponsorPaymaster"),
                keccak256("1"),
                block.chainid,
                address(paymaster)
            )
        );
        vm.assertEq(
            paymaster.getHash(op, 1000, 10), keccak256(abi.encodePacked(hex"1901", domain, structHash)), "digest"
        );
    }

    // Fuzz

    /// @dev Any gas field over its cap is rejected; all within caps pass the gas check.
    function testFuzz_GasFieldsWithinCapsOnly(
        uint128 verification,
        uint128 callGas,
        uint256 preVerification,
        uint128 maxFee
    ) public {
        verification = uint128(bound(verification, 0, 700_000));
        callGas = uint128(bound(callGas, 0, 600_000));
        preVerification = bound(preVerification, 0, 120_000);
        maxFee = uint128(bound(maxFee, 0, 120 gwei));
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.accountGasLimits = bytes32(uint256(verification) << 128 | uint256(callGas));
        op.preVerificationGas = preVerification;
        op.gasFees = bytes32(uint256(maxFee));
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);

        ISponsorPaymaster.GasLimits memory caps = _limits();
        if (verification > caps.verificationGasLimit) {
            _expectGas(ISponsorPaymaster.GasField.VerificationGasLimit, verification, caps.verificationGasLimit);
        } else if (callGas > caps.callGasLimit) {
            _expectGas(ISponsorPaymaster.GasField.CallGasLimit, callGas, caps.callGasLimit);
        } else if (preVerification > caps.preVerificationGas) {
            _expectGas(ISponsorPaymaster.GasField.PreVerificationGas, preVerification, caps.preVerificationGas);
        } else if (maxFee > caps.maxFeePerGas) {
            _expectGas(ISponsorPaymaster.GasField.MaxFeePerGas, maxFee, caps.maxFeePerGas);
        }
        this.validateAsEntryPoint(op);
    }

    /// @dev Whatever window the signer signs is the window reported; a wrong key always fails.
    function testFuzz_WindowAndSigner(uint48 validUntil, uint48 validAfter, bool rightKey) public {
        validUntil = uint48(bound(validUntil, 1, type(uint48).max));
        PackedUserOperation memory op = _op(address(account), _moveCall());
        _sponsor(op, rightKey ? SIGNER_KEY : STRANGER_KEY, validUntil, validAfter);
        uint256 expected = _window(validUntil, validAfter) | (rightKey ? 0 : 1);
        vm.assertEq(_validatePaymaster(op), expected, "validation data");
    }

    function _expectGas(ISponsorPaymaster.GasField field, uint256 value, uint256 limit) private {
        vm.expectRevert(
            abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterGasLimitExceeded.selector, field, value, limit)
        );
    }

    function _expectGasRejected(
        PackedUserOperation memory op,
        ISponsorPaymaster.GasField field,
        uint256 value,
        uint256 limit
    ) private {
        _sponsor(op, SIGNER_KEY, uint48(block.timestamp) + SPONSOR_WINDOW, 0);
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
        _handleExpectRevert(
            op,
            _aa33(
                abi.encodeWithSelector(ISponsorPaymaster.SponsorPaymasterGasLimitExceeded.selector, field, value, limit)
            )
        );
    }

    function _tail(bytes memory data, uint256 from) private pure returns (bytes memory out) {
        out = new bytes(data.length - from);
        for (uint256 i = 0; i < out.length; ++i) {
            out[i] = data[from + i];
        }
    }
}
