// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IWordproofAccountFactory} from "../../src/interfaces/IWordproofAccount.sol";
import {WordproofAccount} from "../../src/account/WordproofAccount.sol";
import {AccountTestBase} from "./AccountTestBase.sol";

/// @notice WordproofAccountFactory: counterfactual addresses, creation only from initCode.
contract WordproofAccountFactoryTest is AccountTestBase {
    function test_CreateAccountEmitsAndInitializes() public {
        address predicted = factory.getAddress(owner, 7);
        vm.expectEmit(address(factory));
        emit IWordproofAccountFactory.AccountCreated(predicted, owner, 7);
        vm.prank(address(entryPoint.senderCreator()));
        address created = factory.createAccount(owner, 7);
        vm.assertEq(created, predicted, "address");
        vm.assertEq(WordproofAccount(payable(created)).owner(), owner, "owner");
    }

    /// The account is the ERC-1167 proxy of the implementation (the factory's own CREATE2 builds the
    /// same code as OpenZeppelin's Clones, so addresses are unchanged), deployed with no value even
    /// when the factory holds ether.
    function test_CreateAccountDeploysMinimalProxy() public {
        vm.deal(address(factory), 1 ether);
        vm.prank(address(entryPoint.senderCreator()));
        address created = factory.createAccount(owner, 11);
        bytes memory want = abi.encodePacked(
            hex"363d3d373d3d3d363d73", address(factory.accountImplementation()), hex"5af43d82803e903d91602b57fd5bf3"
        );
        vm.assertEq(created.code, want, "ERC-1167 runtime code");
        vm.assertEq(created.balance, 0, "no value sent");
        vm.assertEq(address(factory).balance, 1 ether, "factory balance untouched");
    }

    function test_CreateAccountReturnsExistingAccount() public {
        vm.prank(address(entryPoint.senderCreator()));
        address again = factory.createAccount(owner, 0);
        vm.assertEq(again, address(account), "same account");
        vm.assertEq(account.sessionOf(sessionKey).id, 1, "state kept");
    }

    function test_CreateAccountThroughInitCode() public {
        address predicted = factory.getAddress(owner, 9);
        vm.assertEq(predicted.code.length, 0, "not yet deployed");
        vm.deal(predicted, 1 ether);
        PackedUserOperation memory op = _op(predicted, _moveCall());
        op.initCode = _initCode(owner, 9);
        op.accountGasLimits = bytes32(uint256(400_000) << 128 | uint256(200_000));
        op.signature = _ownerSignature(OWNER_KEY, op);
        _handle(op);
        vm.assertGt(predicted.code.length, 0, "deployed");
        vm.assertEq(game.totalCalls(predicted), 1, "call executed");
    }

    function test_RevertWhen_CreateAccountNotFromSenderCreator() public {
        vm.expectRevert(
            abi.encodeWithSelector(
                IWordproofAccountFactory.WordproofAccountFactoryNotSenderCreator.selector, address(this)
            )
        );
        factory.createAccount(owner, 1);
    }

    function testFuzz_AddressIsCounterfactual(address anOwner, uint256 salt) public {
        anOwner = address(uint160(bound(uint160(anOwner), 1, type(uint160).max)));
        address predicted = factory.getAddress(anOwner, salt);
        vm.prank(address(entryPoint.senderCreator()));
        vm.assertEq(factory.createAccount(anOwner, salt), predicted, "CREATE2 address");
    }

    function testFuzz_AddressDependsOnOwner(uint256 salt, address other) public view {
        address expected = factory.getAddress(owner, salt);
        if (other == owner) {
            vm.assertEq(factory.getAddress(other, salt), expected, "same owner, same address");
        } else {
            vm.assertTrue(factory.getAddress(other, salt) != expected, "owner is part of the salt");
        }
    }
}
