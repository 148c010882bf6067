// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ISenderCreator} from "@account-abstraction/contracts/interfaces/ISenderCreator.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IWordproofAccountFactory} from "../interfaces/IWordproofAccount.sol";
import {WordproofAccount} from "./WordproofAccount.sol";

/// @title WordproofAccountFactory
/// @notice Deploys {WordproofAccount}s as ERC-1167 minimal clones of one implementation, at
/// CREATE2 addresses derived from (owner, salt), from a user operation's `initCode` only.
contract WordproofAccountFactory is IWordproofAccountFactory {
    /// @notice The code every account runs.
    WordproofAccount public immutable accountImplementation;
    /// @notice The EntryPoint's SenderCreator, the only allowed caller of {createAccount}.
    ISenderCreator public immutable senderCreator;

    /// @param anEntryPoint the EntryPoint v0.8 the accounts trust
    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new WordproofAccount(anEntryPoint);
        senderCreator = anEntryPoint.senderCreator();
    }

    /// @inheritdoc IWordproofAccountFactory
    function createAccount(address owner, uint256 salt) external returns (address account) {
        if (msg.sender != address(senderCreator)) revert WordproofAccountFactoryNotSenderCreator(msg.sender);
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        Clones.cloneDeterministic(address(accountImplementation), _cloneSalt(owner, salt));
        WordproofAccount(payable(account)).initialize(owner);
        emit AccountCreated(account, owner, salt);
    }

    /// @inheritdoc IWordproofAccountFactory
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Clones.predictDeterministicAddress(address(accountImplementation), _cloneSalt(owner, salt));
    }

    /// @dev The CREATE2 salt binds the owner, so nobody can take another owner's address.
    function _cloneSalt(address owner, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}
