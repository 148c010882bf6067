// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {InvariantBase} from "../utils/InvariantBase.sol";
import {DuelHandler} from "./handlers/DuelHandler.sol";
import {TestDuelMode} from "./TestDuelMode.sol";

/// @notice Over random sequences of claims, queues, leaves, matches and settlements, coins are
/// conserved (free + locked = minted), escrow holds exactly the queued bets and live pots, the
/// players' balances follow the seed's rules, ratings stay zero-sum, and once everything
/// settles no coin stays locked.
/// forge-config: default.invariant.depth = 64
contract DuelPlatformInvariantTest is InvariantBase {
    address internal constant OWNER = address(0x0123);

    Coins internal coins;
    DuelPlatform internal platform;
    DuelHandler internal handler;

    function setUp() public {
        vm.warp(1_700_000_000);
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        TestDuelMode m1 = new TestDuelMode(platform);
        TestDuelMode m2 = new TestDuelMode(platform);
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(1, address(m1));
        platform.registerMode(2, address(m2));
        vm.stopPrank();
        handler = new DuelHandler(coins, platform, m1, m2);

        // settleAll ends every match and queue at once: afterInvariant calls it, the fuzzer not
        bytes4[] memory selectors = new bytes4[](5);
        selectors[0] = DuelHandler.claim.selector;
        selectors[1] = DuelHandler.warp.selector;
        selectors[2] = DuelHandler.enqueue.selector;
        selectors[3] = DuelHandler.leave.selector;
        selectors[4] = DuelHandler.settle.selector;
        targetSelectorsOf(address(handler), selectors);
    }

    /// @notice The sum of free and locked coins is what claimDaily minted.
    function invariant_CoinsConserved() public view {
        uint256 sum;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            address p = handler.actors(i);
            vm.assertEq(coins.balanceOf(p), coins.availableOf(p) + coins.lockedOf(p), "balance = free + locked");
            sum += coins.balanceOf(p);
        }
        vm.assertEq(sum, handler.minted(), "free + locked = minted");
        vm.assertEq(coins.totalSupply(), handler.minted(), "supply = minted");
        vm.assertEq(coins.balanceOf(address(platform)), 0, "the platform holds nothing of its own");
    }

    /// @notice Every balance and escrow equals the model's (winner takes the pot, draws and
    /// leaves return bets).
    function invariant_BalancesFollowTheRules() public view {
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            address p = handler.actors(i);
            vm.assertEq(coins.balanceOf(p), handler.expectedBalance(p), "balance");
            vm.assertEq(coins.lockedOf(p), handler.expectedLocked(p), "in play");
        }
    }

    /// @notice Elo is zero-sum: the ratings add up to the base rating of every player.
    function invariant_RatingsZeroSum() public view {
        int256 sum;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            sum += platform.ratingOf(handler.actors(i));
        }
        vm.assertTrue(sum == int256(handler.actorCount()) * 1000, "ratings zero-sum");
    }

    /// @notice After each run, settling every match and leaving every queue unlocks every coin.
    function afterInvariant() public {
        handler.settleAll();
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            vm.assertEq(coins.lockedOf(handler.actors(i)), 0, "locked coins left after all matches settled");
        }
        vm.assertEq(handler.liveCount(), 0, "live matches left");
        invariant_CoinsConserved();
        invariant_BalancesFollowTheRules();
    }
}
