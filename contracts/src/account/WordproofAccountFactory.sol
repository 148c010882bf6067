// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ISenderCreator} from "@account-abstraction/contracts/interfaces/ISenderCreator.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {Errors} from "@openzeppelin/contracts/utils/Errors.sol";
import {IWordproofAccountFactory} from "../interfaces/IWordproofAccount.sol";
import {WordproofAccount} from "./WordproofAccount.sol";

/// @title WordproofAccountFactory
/// @notice Deploys {WordproofAccount}s as ERC-1167 minimal clones of one implementation, at
/// CREATE2 addresses derived from (owner, salt), from a user operation's `initCode` only.
/// @dev It deploys with a bare CREATE2 of zero value rather than `Clones.cloneDeterministic`,
/// whose balance check runs SELFBALANCE: ERC-7562 (OP-080) allows that opcode only to a staked
/// factory, so bundlers enforcing it would refuse every account-creating operation of this
/// unstaked factory. Addresses stay those of `Clones.predictDeterministicAddress`.
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
        _deployClone(_cloneSalt(owner, salt));
        WordproofAccount(payable(account)).initialize(owner);
        emit AccountCreated(account, owner, salt);
    }

    /// @inheritdoc IWordproofAccountFactory
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Clones.predictDeterministicAddress(address(accountImplementation), _cloneSalt(owner, salt));
    }

    /// @dev CREATE2s the 55-byte ERC-1167 creation code for the implementation, built past the
    /// free memory pointer: a 20-byte prefix, the implementation address, a 15-byte suffix.
    function _deployClone(bytes32 cloneSalt) private {
        address implementation = address(accountImplementation);
        address deployed;
        assembly ("memory-safe") {
            let code := mload(0x40)
            mstore(code, shl(96, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73))
            mstore(add(code, 20), shl(96, implementation))
            mstore(add(code, 40), shl(136, 0x5af43d82803e903d91602b57fd5bf3))
            deployed := create2(0, code, 55, cloneSalt)
        }
        if (deployed == address(0)) revert Errors.FailedDeployment();
    }

    /// @dev The CREATE2 salt binds the owner, so nobody can take another owner's address.
    function _cloneSalt(address owner, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}
