// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice A call target for account tests: counts calls per sender.
contract Counter {
    mapping(address caller => uint256) public count;

    event Counted(address indexed caller, uint256 count);

    function increment() external {
        emit Counted(msg.sender, ++count[msg.sender]);
    }
}
