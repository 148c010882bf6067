// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ISponsorPaymaster} from "../../src/interfaces/ISponsorPaymaster.sol";
import {SponsorDefaults} from "../../src/paymaster/SponsorDefaults.sol";
import {SponsorPaymaster} from "../../src/paymaster/SponsorPaymaster.sol";
import {MockGame} from "../mocks/MockGame.sol";
import {AccountTestBase} from "../account/AccountTestBase.sol";

/// @notice Issue 15, finding 4 [SponsorGrief]: a signed operation whose call reverts, with every gas
/// field at its cap and the priority fee at the fee cap, made the sponsor pay 1.27 ETH. With the
/// default caps (SponsorDefaults) and the priority-fee cap it costs less than one move.
contract SponsorGriefTest is AccountTestBase {
    uint256 internal constant SIGNER_KEY = 0x516E;
    uint256 internal constant BASE_FEE = 30 gwei;

    address internal sponsorOwner = address(0x5905);

    function _paymaster(ISponsorPaymaster.GasLimits memory caps) internal returns (SponsorPaymaster pm) {
        pm = new SponsorPaymaster(entryPoint, sponsorOwner, vm.addr(SIGNER_KEY), caps);
        vm.deal(sponsorOwner, 101 ether);
        vm.startPrank(sponsorOwner);
        pm.setSponsoredTarget(address(game), true);
        pm.deposit{value: 100 ether}();
        pm.addStake{value: 1 ether}(1 days);
        vm.stopPrank();
    }

    /// @dev The attack: a move with 1 wei attached to a function that takes no value, so the call
    /// reverts after validation, with every gas field at `caps` and the tip at `tip`, signed by
    /// the sponsor (as the relayer signs a move within its policy) and by the account's owner.
    function _attack(SponsorPaymaster pm, ISponsorPaymaster.GasLimits memory caps, uint256 tip)
        internal
        view
        returns (PackedUserOperation memory op)
    {
        bytes memory call = abi.encodeCall(MockGame.move, (7, "CRANE"));
        op = _op(address(account), abi.encodeCall(BaseAccount.execute, (address(game), 1, call)));
        op.accountGasLimits = bytes32(uint256(caps.verificationGasLimit) << 128 | uint256(caps.callGasLimit));
        op.preVerificationGas = caps.preVerificationGas;
        op.gasFees = bytes32(tip << 128 | uint256(caps.maxFeePerGas));
        op.paymasterAndData = abi.encodePacked(
            address(pm), uint128(caps.paymasterVerificationGasLimit), uint128(caps.paymasterPostOpGasLimit)
        );
        uint48 validUntil = uint48(block.timestamp + 2 minutes);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(SIGNER_KEY, pm.getHash(op, validUntil, 0));
        op.paymasterAndData = abi.encodePacked(op.paymasterAndData, validUntil, uint48(0), r, s, v);
        op.signature = _ownerSignature(OWNER_KEY, op);
    }

    /// @dev Runs `op` and returns what the sponsor's deposit lost.
    function _cost(SponsorPaymaster pm, PackedUserOperation memory op) internal returns (uint256) {
        uint256 deposit = pm.getDeposit();
        _handle(op);
        vm.assertEq(game.totalCalls(address(account)), 0, "the call reverted");
        return deposit - pm.getDeposit();
    }

    /// @dev Today's main: the caps the review found (10M call gas, no priority-fee cap) lose 1.27 ETH.
    function test_SponsorGrief_OldCapsLoseMoreThanAnEther() public {
        vm.fee(BASE_FEE);
        ISponsorPaymaster.GasLimits memory old = ISponsorPaymaster.GasLimits({
            verificationGasLimit: 1_000_000,
            callGasLimit: 10_000_000,
            paymasterVerificationGasLimit: 100_000,
            paymasterPostOpGasLimit: 0,
            preVerificationGas: 200_000,
            maxFeePerGas: 1_000 gwei,
            maxPriorityFeePerGas: 1_000 gwei
        });
        SponsorPaymaster pm = _paymaster(old);
        uint256 cost = _cost(pm, _attack(pm, old, old.maxFeePerGas));
        vm.assertGt(cost, 1.2 ether, "the reviewed attack");
        vm.assertGt(cost, SponsorDefaults.MOVE_GAS * old.maxFeePerGas, "more than a move at the fee cap");
    }

    /// @dev The default caps: the same attack, every field at its cap, tip at its cap, costs the
    /// sponsor less than one move's gas at the base fee plus the capped tip.
    function test_SponsorGrief_RevertingOpAtEveryCapCostsLessThanOneMove() public {
        vm.fee(BASE_FEE);
        ISponsorPaymaster.GasLimits memory caps = SponsorDefaults.gasLimits();
        SponsorPaymaster pm = _paymaster(caps);
        uint256 cost = _cost(pm, _attack(pm, caps, caps.maxPriorityFeePerGas));
        uint256 price = BASE_FEE + caps.maxPriorityFeePerGas;
        vm.assertGt(cost, 0, "the sponsor paid");
        vm.assertLe(cost, SponsorDefaults.MOVE_GAS * price, "at most one move's gas");
        vm.assertLe(cost, 0.012 ether, "below 0.012 ETH at a 30 gwei base fee");
    }

    /// @dev A tip equal to the fee cap (the attack's) is refused by the paymaster itself, so another
    /// bundler cannot carry it either.
    function test_SponsorGrief_TipAtFeeCapRejected() public {
        ISponsorPaymaster.GasLimits memory caps = SponsorDefaults.gasLimits();
        SponsorPaymaster pm = _paymaster(caps);
        PackedUserOperation memory op = _attack(pm, caps, caps.maxFeePerGas);
        _handleExpectRevert(
            op,
            abi.encodeWithSelector(
                IEntryPoint.FailedOpWithRevert.selector,
                0,
                "AA33 reverted",
                abi.encodeWithSelector(
                    ISponsorPaymaster.SponsorPaymasterGasLimitExceeded.selector,
                    ISponsorPaymaster.GasField.MaxPriorityFeePerGas,
                    caps.maxFeePerGas,
                    caps.maxPriorityFeePerGas
                )
            )
        );
    }
}
