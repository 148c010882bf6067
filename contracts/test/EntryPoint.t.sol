// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {SimpleAccountFactory} from "@account-abstraction/contracts/accounts/SimpleAccountFactory.sol";
import {TestBase} from "./utils/TestBase.sol";
import {EntryPointDeployer} from "./utils/EntryPointDeployer.sol";
import {Counter} from "./mocks/Counter.sol";

/// @notice The toolchain end to end: the canonical EntryPoint v0.8 deploys from
/// its npm artifact, and a SimpleAccount created through its factory executes a
/// call inside a user operation.
contract EntryPointTest is TestBase {
    IEntryPoint internal entryPoint;
    SimpleAccountFactory internal factory;
    Counter internal counter;
    uint256 internal constant OWNER_KEY = 0xA11CE;
    address internal owner;
    address payable internal beneficiary = payable(address(0xBEEF));

    function setUp() public {
        entryPoint = EntryPointDeployer.deploy(vm);
        factory = new SimpleAccountFactory(entryPoint);
        counter = new Counter();
        owner = vm.addr(OWNER_KEY);
    }

    function test_EntryPointAtCanonicalAddress() public view {
        vm.assertEq(address(entryPoint), EntryPointDeployer.ENTRY_POINT, "entry point address");
        vm.assertGt(address(entryPoint).code.length, 0, "entry point code");
        vm.assertTrue(address(entryPoint.senderCreator()) != address(0), "sender creator");
    }

    function test_CreateAccountAndExecuteInOneUserOp() public {
        address sender = factory.getAddress(owner, 0);
        vm.assertEq(sender.code.length, 0, "account exists before the op");
        vm.deal(sender, 1 ether);

        PackedUserOperation memory op = _userOp(sender, _initCode(0));
        op.signature = _sign(OWNER_KEY, op);
        _handle(op);

        vm.assertGt(sender.code.length, 0, "account deployed");
        vm.assertEq(SimpleAccount(payable(sender)).owner(), owner, "account owner");
        vm.assertEq(counter.count(sender), 1, "call executed from the account");
        vm.assertGt(beneficiary.balance, 0, "bundler paid");
        vm.assertEq(entryPoint.getNonce(sender, 0), 1, "nonce advanced");
    }

    function test_RevertWhen_SignedByAnotherKey() public {
        address sender = factory.getAddress(owner, 0);
        vm.deal(sender, 1 ether);
        PackedUserOperation memory op = _userOp(sender, _initCode(0));
        op.signature = _sign(0xB0B, op);

        vm.expectRevert(abi.encodeWithSelector(IEntryPoint.FailedOp.selector, 0, "AA24 signature error"));
        _handle(op);
        vm.assertEq(counter.count(sender), 0, "no call executed");
    }

    function testFuzz_AccountAddressIsCounterfactual(uint256 salt) public {
        address predicted = factory.getAddress(owner, salt);
        vm.prank(address(entryPoint.senderCreator()));
        SimpleAccount account = factory.createAccount(owner, salt);
        vm.assertEq(address(account), predicted, "CREATE2 address");
    }

    function _initCode(uint256 salt) internal view returns (bytes memory) {
        return abi.encodePacked(address(factory), abi.encodeCall(SimpleAccountFactory.createAccount, (owner, salt)));
    }

    function _userOp(address sender, bytes memory initCode) internal view returns (PackedUserOperation memory op) {
        op.sender = sender;
        op.nonce = entryPoint.getNonce(sender, 0);
        op.initCode = initCode;
        op.callData = abi.encodeCall(BaseAccount.execute, (address(counter), 0, abi.encodeCall(Counter.increment, ())));
        op.accountGasLimits = bytes32(uint256(500_000) << 128 | uint256(100_000));
        op.preVerificationGas = 50_000;
        op.gasFees = bytes32(uint256(1 gwei) << 128 | uint256(2 gwei));
    }

    function _sign(uint256 key, PackedUserOperation memory op) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, entryPoint.getUserOpHash(op));
        return abi.encodePacked(r, s, v);
    }

    function _handle(PackedUserOperation memory op) internal {
        PackedUserOperation[] memory ops = new PackedUserOperation[](1);
        ops[0] = op;
        vm.prank(beneficiary, beneficiary);
        entryPoint.handleOps(ops, beneficiary);
    }
}
