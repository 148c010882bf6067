// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ISponsorPaymaster} from "../../src/interfaces/ISponsorPaymaster.sol";
import {IWordproofAccount} from "../../src/interfaces/IWordproofAccount.sol";
import {SponsorPaymaster} from "../../src/paymaster/SponsorPaymaster.sol";
import {MockGame} from "../mocks/MockGame.sol";
import {AccountTestBase} from "./AccountTestBase.sol";

/// @notice [SessionGasDrain] (issue 15, finding 1): a session key with stake cap 0 signed its own
/// ops with a huge preVerificationGas and priority fee = max fee, bundled them itself as the
/// beneficiary and took 9.13 of 10 ETH from its account in gas. Here an op signed by a session
/// key costs the account at most what the grant allows: nothing through the grant's sponsor,
/// otherwise its maximum prefund out of the gas budget, within the caps.
contract SessionGasDrainTest is AccountTestBase {
    uint96 internal constant DRAIN_BUDGET = 0.05 ether;
    uint256 internal constant SIGNER_KEY = 0x516E;
    address payable internal constant ATTACKER = payable(address(0xA77AC4E2));

    SponsorPaymaster internal paymaster;

    function setUp() public override {
        super.setUp();
        vm.fee(1 gwei);
        paymaster = new SponsorPaymaster(
            entryPoint,
            address(this),
            vm.addr(SIGNER_KEY),
            ISponsorPaymaster.GasLimits({
                verificationGasLimit: 600_000,
                callGasLimit: 500_000,
                paymasterVerificationGasLimit: 150_000,
                paymasterPostOpGasLimit: 10_000,
                preVerificationGas: 100_000,
                maxFeePerGas: 100 gwei,
                maxPriorityFeePerGas: 100 gwei
            })
        );
        paymaster.setSponsoredTarget(address(game), true);
        paymaster.deposit{value: 10 ether}();
        // The attacked grant: moves only, no stake (cap 0), the sponsor, a 0.05 ether budget.
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.valueCap = 0;
        grant.gas = _gasAllowance(address(paymaster), DRAIN_BUDGET);
        grant.salt = 2;
        account.grantSession(grant, _signGrant(OWNER_KEY, account, grant));
    }

    /// @dev The account's wealth: its balance and its deposit at the EntryPoint.
    function _wealth() internal view returns (uint256) {
        return address(account).balance + entryPoint.balanceOf(address(account));
    }

    /// @dev A move with the given gas fields, signed by the session key.
    function _gasOp(uint256 pvg, uint256 vgl, uint256 cgl, uint256 tip, uint256 maxFee)
        internal
        view
        returns (PackedUserOperation memory op)
    {
        op = _op(address(account), _moveCall());
        op.preVerificationGas = pvg;
        op.accountGasLimits = bytes32(vgl << 128 | cgl);
        op.gasFees = bytes32(tip << 128 | maxFee);
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
    }

    /// @dev The session key bundles its own op, the attacker being the beneficiary.
    function _attackerBundles(PackedUserOperation memory op) internal {
        PackedUserOperation[] memory ops = new PackedUserOperation[](1);
        ops[0] = op;
        vm.prank(ATTACKER, ATTACKER);
        entryPoint.handleOps(ops, ATTACKER);
    }

    function _capError(string memory field, uint256 value, uint256 cap) internal view returns (bytes memory) {
        return _aa23(
            abi.encodeWithSelector(
                IWordproofAccount.WordproofAccountSessionGasCapExceeded.selector, sessionKey, field, value, cap
            )
        );
    }

    function _budgetError(uint256 prefund, uint256 left) internal view returns (bytes memory) {
        return _aa23(
            abi.encodeWithSelector(
                IWordproofAccount.WordproofAccountSessionGasBudgetExceeded.selector, sessionKey, prefund, left
            )
        );
    }

    /// @notice The reported attack, then the best the attacker can do within the caps: every op
    /// at the caps with the max fee chosen to use up what is left of the budget, bundled by the
    /// attacker, until no op fits. The account loses at most the budget and the attacker gains
    /// no more.
    function test_SessionGasDrain_AttackTakesAtMostTheBudget() public {
        uint256 wealthBefore = _wealth();

        // As reported: 5M preVerificationGas, priority fee = max fee = 100 gwei.
        PackedUserOperation memory op = _gasOp(5_000_000, 200_000, 200_000, 100 gwei, 100 gwei);
        PackedUserOperation[] memory ops = new PackedUserOperation[](1);
        ops[0] = op;
        vm.prank(ATTACKER, ATTACKER);
        vm.expectRevert(_capError("preVerificationGas", 5_000_000, MAX_PRE_VERIFICATION_GAS));
        entryPoint.handleOps(ops, ATTACKER);

        uint256 gasPerOp = uint256(MAX_PRE_VERIFICATION_GAS) + MAX_VERIFICATION_GAS + MAX_CALL_GAS;
        uint256 accepted;
        for (uint256 i = 0; i < 40; ++i) {
            uint256 left = account.gasAllowanceOf(sessionKey).budget;
            uint256 maxFee = left / gasPerOp;
            if (maxFee == 0) break;
            _attackerBundles(
                _gasOp(MAX_PRE_VERIFICATION_GAS, MAX_VERIFICATION_GAS, MAX_CALL_GAS, MAX_PRIORITY_FEE, maxFee)
            );
            accepted += 1;
        }
        vm.assertGt(accepted, 0, "ops within the grant pass");

        // Nothing more fits: the smallest op is over what is left.
        uint256 rest = account.gasAllowanceOf(sessionKey).budget;
        op = _gasOp(50_000, 200_000, 200_000, 1 gwei, 2 gwei);
        _handleExpectRevert(op, _budgetError(450_000 * 2 gwei, rest));

        uint256 lost = wealthBefore - _wealth();
        vm.assertLe(lost, DRAIN_BUDGET, "account lost at most the gas budget");
        vm.assertEq(ATTACKER.balance, lost, "the attacker got what the account lost");
        vm.assertEq(game.calls(address(account), MockGame.move.selector), accepted, "each accepted op moved");
    }

    /// @notice The budget holds across the ops of one bundle: the EntryPoint validates them one
    /// after the other, each seeing the charges before it, so the op that would go over it
    /// fails the whole bundle.
    function test_RevertWhen_SessionGasDrain_OneBundleOverBudget() public {
        // Each op's prefund is 40% of the budget: (100k + 400k + 500k) gas at 20 gwei = 0.02 ether.
        PackedUserOperation[] memory ops = new PackedUserOperation[](3);
        uint256 nonce = entryPoint.getNonce(address(account), 0);
        for (uint256 i = 0; i < 3; ++i) {
            ops[i] = _op(address(account), _moveCall());
            ops[i].nonce = nonce + i;
            ops[i].preVerificationGas = 100_000;
            ops[i].accountGasLimits = bytes32(uint256(400_000) << 128 | uint256(500_000));
            ops[i].gasFees = bytes32(uint256(1 gwei) << 128 | uint256(20 gwei));
            ops[i].signature = _sessionSignature(SESSION_KEY, sessionKey, ops[i]);
        }
        bytes memory inner = abi.encodeWithSelector(
            IWordproofAccount.WordproofAccountSessionGasBudgetExceeded.selector,
            sessionKey,
            0.02 ether,
            DRAIN_BUDGET - 0.04 ether
        );
        vm.prank(ATTACKER, ATTACKER);
        vm.expectRevert(abi.encodeWithSelector(IEntryPoint.FailedOpWithRevert.selector, 2, "AA23 reverted", inner));
        entryPoint.handleOps(ops, ATTACKER);
    }

    /// @notice Each gas field over its cap is refused with a decoded error naming it.
    function test_RevertWhen_SessionGasDrain_FieldOverCap() public {
        uint256 pvg = MAX_PRE_VERIFICATION_GAS;
        uint256 vgl = MAX_VERIFICATION_GAS;
        uint256 cgl = MAX_CALL_GAS;
        uint256 tip = MAX_PRIORITY_FEE;
        _handleExpectRevert(_gasOp(pvg + 1, 200_000, 0, 0, 1 gwei), _capError("preVerificationGas", pvg + 1, pvg));
        _handleExpectRevert(_gasOp(0, vgl + 1, 0, 0, 1 gwei), _capError("verificationGasLimit", vgl + 1, vgl));
        _handleExpectRevert(_gasOp(0, 200_000, cgl + 1, 0, 1 gwei), _capError("callGasLimit", cgl + 1, cgl));
        _handleExpectRevert(_gasOp(0, 200_000, 0, tip + 1, tip + 1), _capError("maxPriorityFeePerGas", tip + 1, tip));
    }

    /// @notice A grant with no budget and no sponsor lets no op cost the account anything.
    function test_RevertWhen_SessionGasDrain_NoBudget() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.gas = _gasAllowance(address(0), 0);
        grant.salt = 3;
        account.grantSession(grant, _signGrant(OWNER_KEY, account, grant));
        _handleExpectRevert(_gasOp(50_000, 200_000, 200_000, 1 gwei, 1), _budgetError(450_000, 0));
    }

    /// @notice The budget is charged in validation: an op whose execution fails (out of gas
    /// here) is charged its whole prefund, and the account lost no more.
    function test_SessionGasDrain_RevertingOpIsCharged() public {
        uint256 wealthBefore = _wealth();
        PackedUserOperation memory op = _gasOp(50_000, 200_000, 1_000, 1 gwei, 2 gwei);
        _attackerBundles(op);
        uint256 prefund = 251_000 * 2 gwei;
        vm.assertEq(account.gasAllowanceOf(sessionKey).budget, DRAIN_BUDGET - prefund, "prefund charged");
        vm.assertEq(game.calls(address(account), MockGame.move.selector), 0, "execution failed");
        vm.assertLe(wealthBefore - _wealth(), prefund, "lost at most the prefund");
    }

    /// @notice The EntryPoint refunds the unused prefund to the account's deposit, not to the
    /// session: the budget keeps the whole charge, and a later op drawing on the deposit is
    /// charged its whole prefund again.
    function test_SessionGasDrain_RefundGoesToDepositNotBudget() public {
        uint256 wealthBefore = _wealth();
        _attackerBundles(_gasOp(50_000, 200_000, 200_000, 1 gwei, 2 gwei));
        uint256 deposit = entryPoint.balanceOf(address(account));
        vm.assertGt(deposit, 0, "refund credited to the deposit");
        vm.assertEq(account.gasAllowanceOf(sessionKey).budget, DRAIN_BUDGET - OP_PREFUND, "budget not credited");
        uint256 balance = address(account).balance;
        _attackerBundles(_gasOp(50_000, 200_000, 200_000, 1 gwei, 2 gwei));
        vm.assertEq(balance - address(account).balance, OP_PREFUND - deposit, "second op drew on the deposit first");
        vm.assertEq(
            account.gasAllowanceOf(sessionKey).budget, DRAIN_BUDGET - 2 * OP_PREFUND, "charged its prefund again"
        );
        vm.assertLe(wealthBefore - _wealth(), 2 * OP_PREFUND, "lost at most the prefunds");
    }

    /// @notice An op through the grant's sponsor costs the account nothing and spends no budget.
    function test_SessionGasDrain_SponsoredOpCostsNothing() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        uint48 validUntil = uint48(block.timestamp) + 10 minutes;
        uint48 validAfter = uint48(block.timestamp) - 1;
        op.paymasterAndData = abi.encodePacked(address(paymaster), uint128(100_000), uint128(0));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(SIGNER_KEY, paymaster.getHash(op, validUntil, validAfter));
        op.paymasterAndData = abi.encodePacked(op.paymasterAndData, validUntil, validAfter, r, s, v);
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
        uint256 wealthBefore = _wealth();
        _attackerBundles(op);
        vm.assertEq(game.calls(address(account), MockGame.move.selector), 1, "moved");
        vm.assertEq(_wealth(), wealthBefore, "the account paid nothing");
        vm.assertEq(account.gasAllowanceOf(sessionKey).budget, DRAIN_BUDGET, "no budget spent");
    }

    /// @notice An op naming any paymaster but the sponsor is refused: another paymaster could
    /// charge the account in ways the grant does not bound.
    function test_RevertWhen_SessionGasDrain_OtherPaymaster() public {
        PackedUserOperation memory op = _op(address(account), _moveCall());
        op.paymasterAndData = abi.encodePacked(address(0xDEAD), uint128(100_000), uint128(0));
        op.signature = _sessionSignature(SESSION_KEY, sessionKey, op);
        _handleExpectRevert(
            op,
            _aa23(
                abi.encodeWithSelector(
                    IWordproofAccount.WordproofAccountSessionPaymasterNotAllowed.selector, sessionKey, address(0xDEAD)
                )
            )
        );
    }

    /// @notice Whatever gas fields the session key signs, the op passes exactly when every field
    /// is within its cap and its prefund within the budget, and then costs the account at most
    /// that prefund, which the budget is charged.
    function testFuzz_SessionGasDrain_GasFields(uint256 pvg, uint256 vgl, uint256 cgl, uint256 tip, uint256 maxFee)
        public
    {
        pvg = bound(pvg, 0, 2 * uint256(MAX_PRE_VERIFICATION_GAS));
        vgl = bound(vgl, 150_000, 2 * uint256(MAX_VERIFICATION_GAS));
        cgl = bound(cgl, 0, 2 * uint256(MAX_CALL_GAS));
        tip = bound(tip, 0, 2 * uint256(MAX_PRIORITY_FEE));
        maxFee = bound(maxFee, 1 gwei, 100 gwei);
        PackedUserOperation memory op = _gasOp(pvg, vgl, cgl, tip, maxFee);
        uint256 prefund = (pvg + vgl + cgl) * maxFee;
        bytes memory err;
        if (pvg > MAX_PRE_VERIFICATION_GAS) err = _capError("preVerificationGas", pvg, MAX_PRE_VERIFICATION_GAS);
        else if (vgl > MAX_VERIFICATION_GAS) err = _capError("verificationGasLimit", vgl, MAX_VERIFICATION_GAS);
        else if (cgl > MAX_CALL_GAS) err = _capError("callGasLimit", cgl, MAX_CALL_GAS);
        else if (tip > MAX_PRIORITY_FEE) err = _capError("maxPriorityFeePerGas", tip, MAX_PRIORITY_FEE);
        else if (prefund > DRAIN_BUDGET) err = _budgetError(prefund, DRAIN_BUDGET);

        uint256 wealthBefore = _wealth();
        if (err.length != 0) {
            PackedUserOperation[] memory ops = new PackedUserOperation[](1);
            ops[0] = op;
            vm.prank(ATTACKER, ATTACKER);
            vm.expectRevert(err);
            entryPoint.handleOps(ops, ATTACKER);
            vm.assertEq(_wealth(), wealthBefore, "a refused op costs nothing");
            vm.assertEq(account.gasAllowanceOf(sessionKey).budget, DRAIN_BUDGET, "nor any budget");
            return;
        }
        _attackerBundles(op);
        vm.assertEq(account.gasAllowanceOf(sessionKey).budget, DRAIN_BUDGET - prefund, "charged the prefund");
        vm.assertLe(wealthBefore - _wealth(), prefund, "lost at most the prefund");
    }
}
