// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title MockGame
/// @notice A stand-in game for account and paymaster tests. It records every call it receives
/// (known functions and anything else through its fallback) per caller and selector, with the
/// native value, so tests can prove which calls a session key did or did not reach.
contract MockGame {
    /// @notice Calls received, per caller and selector (zero for calls without a selector).
    mapping(address caller => mapping(bytes4 selector => uint256)) public calls;
    /// @notice Native value received, per caller.
    mapping(address caller => uint256) public received;
    /// @notice Calls received from `caller`, any selector.
    mapping(address caller => uint256) public totalCalls;

    /// @notice A call was recorded.
    event Called(address indexed caller, bytes4 indexed selector, uint256 value);

    /// @notice A stake-carrying entry call, as a lobby join.
    function join(uint256 lobby) external payable {
        lobby;
        _record(msg.sig);
    }

    /// @notice A move without value, as a guess.
    function move(uint256 lobby, bytes32 guess) external {
        (lobby, guess);
        _record(msg.sig);
    }

    /// @notice A function that sessions in the tests are not granted.
    function withdraw() external {
        _record(msg.sig);
    }

    /// @notice Records plain transfers, as selector zero.
    receive() external payable {
        _record(bytes4(0));
    }

    /// @notice Records calls with any other selector, or with too little data for one (as zero).
    fallback() external payable {
        _record(msg.data.length < 4 ? bytes4(0) : msg.sig);
    }

    function _record(bytes4 selector) private {
        calls[msg.sender][selector] += 1;
        totalCalls[msg.sender] += 1;
        received[msg.sender] += msg.value;
        emit Called(msg.sender, selector, msg.value);
    }
}
