// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IDuelMode} from "./IDuelMode.sol";
import {IDuelPlatform} from "./IDuelPlatform.sol";

/// @title DuelMode
/// @notice The base of a duel mode: the platform link, the platform-only start hook and the
/// result report. A mode implements {_start} (set up the match) and {timeoutOutcome} (its
/// deadlines), and calls {_report} when a match ends by its rules.
abstract contract DuelMode is IDuelMode {
    /// @notice The platform that starts this mode's matches and settles them.
    IDuelPlatform public immutable PLATFORM;

    /// @notice A start hook from another caller than the platform.
    error DuelModeNotPlatform(address caller);
    /// @notice A move in a match that is not live on the platform (settled, perhaps by a
    /// forfeit or a timeout).
    error DuelModeMatchNotLive(uint256 matchId);

    constructor(IDuelPlatform platform) {
        PLATFORM = platform;
    }

    /// @inheritdoc IDuelMode
    function onMatchStart(uint256 matchId, address a, address b, uint256 bet) external {
        if (msg.sender != address(PLATFORM)) revert DuelModeNotPlatform(msg.sender);
        _start(matchId, a, b, bet);
    }

    /// @dev Sets up a match that starts now.
    function _start(uint256 matchId, address a, address b, uint256 bet) internal virtual;

    /// @dev Reverts unless `matchId` is live on the platform: a mode's moves call it first.
    function _requireLive(uint256 matchId) internal view {
        if (!PLATFORM.isLive(matchId)) revert DuelModeMatchNotLive(matchId);
    }

    /// @dev Ends `matchId` with `outcome` (the platform settles coins and ratings).
    function _report(uint256 matchId, IDuelPlatform.Outcome outcome) internal {
        PLATFORM.reportResult(matchId, outcome);
    }
}
