// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ICoins} from "../../src/duel/ICoins.sol";
import {DuelFixture} from "./DuelFixture.sol";

contract CoinsTest is DuelFixture {
    function test_Metadata() public view {
        vm.assertEq(coins.decimals(), 0, "whole coins");
        vm.assertEq(keccak256(bytes(coins.symbol())), keccak256("DUEL"), "symbol");
        vm.assertEq(keccak256(bytes(coins.name())), keccak256("Worduel Coin"), "name");
        vm.assertEq(coins.totalSupply(), 0, "nothing minted");
    }

    /// @notice worduel-rules.md, "Daily Reward": once per day, claim +100 free coins.
    function test_ClaimDailyPays100() public {
        vm.expectEmit();
        emit IERC20.Transfer(address(0), ALICE, 100);
        vm.expectEmit();
        emit ICoins.DailyClaimed(ALICE, 100, block.timestamp + 1 days);
        vm.prank(ALICE);
        coins.claimDaily();
        vm.assertEq(coins.balanceOf(ALICE), 100, "balance");
        vm.assertEq(coins.availableOf(ALICE), 100, "available");
        vm.assertEq(coins.totalSupply(), 100, "supply");
        vm.assertEq(coins.nextClaimAt(ALICE), block.timestamp + 1 days, "next claim");
    }

    /// @notice "Resets every 24 hours": exactly 24 hours after the last claim, not a calendar day.
    function test_ClaimDailyAgainAfter24Hours() public {
        vm.prank(ALICE);
        coins.claimDaily();
        vm.warp(block.timestamp + 24 hours);
        vm.prank(ALICE);
        coins.claimDaily();
        vm.assertEq(coins.balanceOf(ALICE), 200, "two gifts");
    }

    function testFuzz_RevertWhen_ClaimDailyWithin24Hours(uint256 wait) public {
        wait = bound(wait, 0, 24 hours - 1);
        uint256 first = block.timestamp;
        vm.prank(ALICE);
        coins.claimDaily();
        vm.warp(first + wait);
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsDailyNotReady.selector, ALICE, first + 24 hours));
        vm.prank(ALICE);
        coins.claimDaily();
    }

    function testFuzz_ClaimDailyOncePerWindow(uint256[8] memory gaps) public {
        uint256 last;
        uint256 paid;
        for (uint256 i = 0; i < gaps.length; i++) {
            vm.warp(block.timestamp + bound(gaps[i], 0, 3 days));
            bool ready = last == 0 || block.timestamp >= last + 24 hours;
            vm.prank(BOB);
            if (!ready) vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsDailyNotReady.selector, BOB, last + 1 days));
            coins.claimDaily();
            if (ready) {
                last = block.timestamp;
                paid += 100;
            }
        }
        vm.assertEq(coins.balanceOf(BOB), paid, "one gift per 24 hours");
        vm.assertEq(coins.totalSupply(), paid, "supply");
    }

    function test_RevertWhen_Transferring() public {
        _claim(ALICE, 1);
        vm.startPrank(ALICE);
        vm.expectRevert(ICoins.CoinsNotTransferable.selector);
        coins.transfer(BOB, 1);
        vm.expectRevert(ICoins.CoinsNotTransferable.selector);
        coins.approve(BOB, 1);
        vm.expectRevert(ICoins.CoinsNotTransferable.selector);
        coins.transferFrom(ALICE, BOB, 1);
        vm.stopPrank();
        vm.assertEq(coins.allowance(ALICE, BOB), 0, "no allowance");
        vm.assertEq(coins.balanceOf(BOB), 0, "nothing moved");
    }

    function test_RevertWhen_NotGame() public {
        _claim(ALICE, 1);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsNotGame.selector, ALICE));
        coins.lock(ALICE, 1);
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsNotGame.selector, ALICE));
        coins.unlock(ALICE, 1);
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsNotGame.selector, ALICE));
        coins.settle(ALICE, BOB, 1);
        vm.stopPrank();
    }

    function test_RevertWhen_SetGameNotOwner() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        vm.prank(ALICE);
        coins.setGame(ALICE, true);
    }

    function test_GameLocksUnlocksAndSettles() public {
        address game = address(0x6A3E);
        vm.prank(OWNER);
        coins.setGame(game, true);
        _claim(ALICE, 2);
        _claim(BOB, 1);
        vm.startPrank(game);
        coins.lock(ALICE, 150);
        coins.lock(BOB, 100);
        vm.assertEq(coins.lockedOf(ALICE), 150, "in play");
        vm.assertEq(coins.availableOf(ALICE), 50, "free");
        vm.assertEq(coins.balanceOf(ALICE), 200, "balance counts coins in play");
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsInsufficient.selector, ALICE, 50, 51));
        coins.lock(ALICE, 51);
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsInsufficientLocked.selector, BOB, 100, 101));
        coins.settle(ALICE, BOB, 101);
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsBadAccount.selector, ALICE));
        coins.settle(ALICE, ALICE, 1);
        vm.expectEmit();
        emit IERC20.Transfer(BOB, ALICE, 100);
        coins.settle(ALICE, BOB, 100);
        coins.unlock(ALICE, 50);
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsInsufficientLocked.selector, ALICE, 0, 1));
        coins.unlock(ALICE, 1);
        vm.stopPrank();
        vm.assertEq(coins.balanceOf(ALICE), 300, "winner took the pot");
        vm.assertEq(coins.availableOf(ALICE), 300, "all free");
        vm.assertEq(coins.balanceOf(BOB), 0, "loser lost the bet");
        vm.assertEq(coins.totalSupply(), 300, "conserved");

        vm.prank(OWNER);
        coins.setGame(game, false);
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsNotGame.selector, game));
        vm.prank(game);
        coins.lock(ALICE, 1);
    }
}
