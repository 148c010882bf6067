// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DuelMode} from "../../src/duel/DuelMode.sol";
import {IDuelPlatform} from "../../src/duel/IDuelPlatform.sol";

/// @notice The smallest duel mode, for the platform's tests: it records each match it starts,
/// gives it a deadline, and lets the test decide the result. The real modes (Blitz, ...) come
/// with their own rules.
contract TestDuelMode is DuelMode {
    /// @notice How long a player may stay silent before the match can be claimed.
    uint256 public constant DEADLINE = 5 minutes;

    struct Started {
        address a;
        address b;
        uint256 bet;
        uint256 deadline;
        uint8 lateOutcome; // who wins when the deadline passes
    }

    mapping(uint256 matchId => Started) public started;
    uint256 public starts;
    /// @notice How timeoutOutcome fails, as a buggy mode would: 0 it does not, 1 it reverts,
    /// 2 it returns too few bytes, 3 it burns all its gas, 4 it returns an outcome out of range.
    uint8 public broken;

    constructor(IDuelPlatform platform) DuelMode(platform) {}

    function _start(uint256 matchId, address a, address b, uint256 bet) internal override {
        started[matchId] = Started(a, b, bet, block.timestamp + DEADLINE, uint8(IDuelPlatform.Outcome.WinB));
        starts++;
    }

    /// @notice Ends the match by the mode's rules (here: by the test's word).
    function finish(uint256 matchId, IDuelPlatform.Outcome outcome) external {
        _requireLive(matchId);
        _report(matchId, outcome);
    }

    /// @notice A move by `player`: pushes the deadline back and makes the other one the late
    /// player.
    function move(uint256 matchId) external {
        _requireLive(matchId);
        Started storage s = started[matchId];
        s.deadline = block.timestamp + DEADLINE;
        s.lateOutcome = msg.sender == s.a ? uint8(IDuelPlatform.Outcome.WinA) : uint8(IDuelPlatform.Outcome.WinB);
    }

    function setBroken(uint8 how) external {
        broken = how;
    }

    function timeoutOutcome(uint256 matchId) external view returns (bool due, uint8 outcome) {
        uint8 how = broken;
        require(how != 1, "broken mode");
        if (how == 2) {
            assembly ("memory-safe") {
                return(0, 32)
            }
        }
        if (how == 3) {
            while (true) {}
        }
        if (how == 4) return (true, 7);
        Started storage s = started[matchId];
        return (s.deadline != 0 && block.timestamp >= s.deadline, s.lateOutcome);
    }
}
