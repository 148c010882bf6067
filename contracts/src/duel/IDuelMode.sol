// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IDuelMode
/// @notice A duel mode (Blitz, Best of 3, ...): a contract registered with the platform that
/// runs the matches the platform starts in it and reports each result back
/// ({IDuelPlatform.reportResult}). The platform holds the bets and the ratings; the mode holds
/// the game and its deadlines.
interface IDuelMode {
    /// @notice Called by the platform when it pairs `a` (the one who waited) with `b` in this
    /// mode: the match starts now. A mode that reverts here makes the pairing enqueue revert.
    function onMatchStart(uint256 matchId, address a, address b, uint256 bet) external;

    /// @notice Whether a player of live match `matchId` has missed a deadline of the mode, and
    /// the result that follows (a missed deadline loses; a mode may also call it a draw).
    /// Anyone may then settle it through {IDuelPlatform.claimTimeout}, which calls this with at
    /// most DuelPlatform.TIMEOUT_QUERY_GAS gas and treats a failure as "not due".
    /// @return due whether a deadline has passed
    /// @return outcome 0 draw, 1 a wins, 2 b wins (as IDuelPlatform.Outcome)
    function timeoutOutcome(uint256 matchId) external view returns (bool due, uint8 outcome);
}
