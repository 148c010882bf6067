// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ISponsorPaymaster} from "../interfaces/ISponsorPaymaster.sol";

/// @title SponsorDefaults
/// @notice The SponsorPaymaster's default gas caps, sized to a game move (deploy.DefaultSponsorLimits
/// in Go holds the same values; a Go test compares them). MOVE_GAS is the most gas one move takes
/// in docs/gas-report.md (the reveal that ends a round, 366,524 gas, rounded up). The EntryPoint charges a reverting operation its
/// validation, all of `preVerificationGas` and 10% of the unused `callGasLimit`, so with these caps
/// an operation of a deployed account whose call reverts costs the sponsor less than one move.
library SponsorDefaults {
    /// @notice The largest move of docs/gas-report.md, in gas.
    uint256 internal constant MOVE_GAS = 370_000;

    /// @notice The default caps.
    function gasLimits() internal pure returns (ISponsorPaymaster.GasLimits memory) {
        return ISponsorPaymaster.GasLimits({
            // the first move also creates the account and installs the session: 872,987 asked
            // (estimate + 25%) when each of a grant's 14 permissions took a storage write;
            // 608,726 for the 19 permissions of Worth of Words, the duel platform and Blitz now
            // that they are stored packed per contract (TestSessionFirstOpCoversEveryGame)
            verificationGasLimit: 1_000_000,
            // 2.7 × MOVE_GAS: room for a move that ends a phase or a settling page (at most
            // 646k at 255 seats, LastMoverGas); 10% of it unused is what a reverting call is charged
            callGasLimit: 1_000_000,
            // the paymaster's validation: 35,742 asked; +70%
            paymasterVerificationGasLimit: 60_000,
            // no postOp
            paymasterPostOpGasLimit: 0,
            // the first move carries the grant in its signature: 98,930 asked for a join with
            // Worth of Words' grant, 182,180 for the grant of every game (Worth of Words, the
            // duel platform, Blitz, Best of 3, Wordle-Tac-Toe, Wordle Poker, the daily
            // challenge; TestSessionFirstOpCoversEveryGame); +10%, so that a reverting
            // operation at every cap still costs the sponsor less than one move (SponsorGrief)
            preVerificationGas: 200_000,
            maxFeePerGas: 1_000 gwei,
            // twice the clients' tip (1 gwei): the price stays the base fee plus a tip
            maxPriorityFeePerGas: 2 gwei
        });
    }
}
