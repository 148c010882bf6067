// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ICoins} from "../../src/duel/ICoins.sol";
import {IDuelPlatform} from "../../src/duel/IDuelPlatform.sol";
import {DuelMode} from "../../src/duel/DuelMode.sol";
import {DuelFixture} from "./DuelFixture.sol";
import {TestDuelMode} from "./TestDuelMode.sol";

contract DuelPlatformTest is DuelFixture {
    // ---- queue and leave ----

    function test_EnqueueWaitsAndLocksTheBet() public {
        _claim(ALICE, 1);
        vm.expectEmit();
        emit IDuelPlatform.Queued(ALICE, MODE, 40);
        vm.prank(ALICE);
        uint256 id = platform.enqueue(MODE, 40);
        vm.assertEq(id, 0, "no match yet");
        vm.assertEq(platform.waiting(MODE, 40), ALICE, "waiting");
        vm.assertEq(platform.queuedBet(ALICE), 40, "queued bet");
        vm.assertEq(platform.playerOf(ALICE).queuedMode, MODE, "queued mode");
        vm.assertEq(coins.lockedOf(ALICE), 40, "bet in play");
        vm.assertEq(coins.availableOf(ALICE), 60, "rest free");
        vm.assertEq(coins.balanceOf(ALICE), 100, "balance unchanged until the end");
    }

    function test_EnqueuePairsSameModeAndBet() public {
        _claim(ALICE, 1);
        _claim(BOB, 1);
        vm.prank(ALICE);
        platform.enqueue(MODE, 40);
        vm.expectEmit();
        emit IDuelPlatform.MatchFound(1, MODE, ALICE, BOB, 40);
        vm.prank(BOB);
        uint256 id = platform.enqueue(MODE, 40);
        vm.assertEq(id, 1, "first match");
        IDuelPlatform.Match memory m = platform.getMatch(id);
        vm.assertEq(m.a, ALICE, "a waited");
        vm.assertEq(m.b, BOB, "b joined");
        vm.assertEq(m.bet, 40, "bet");
        vm.assertEq(m.mode, MODE, "mode");
        vm.assertEq(m.startedAt, block.timestamp, "started now");
        vm.assertTrue(platform.isLive(id), "live");
        vm.assertEq(platform.waiting(MODE, 40), address(0), "queue empty");
        vm.assertEq(platform.queuedBet(ALICE), 0, "no longer queued");
        vm.assertEq(platform.playerOf(ALICE).matchId, id, "A plays");
        vm.assertEq(platform.playerOf(BOB).matchId, id, "B plays");
        vm.assertEq(coins.lockedOf(ALICE) + coins.lockedOf(BOB), 80, "pot in escrow");
        (address sa, address sb, uint256 sbet,,) = mode.started(id);
        vm.assertEq(sa, ALICE, "mode got a");
        vm.assertEq(sb, BOB, "mode got b");
        vm.assertEq(sbet, 40, "mode got the bet");
        vm.assertEq(platform.matchCount(), 1, "count");
    }

    function test_OnlySameBetAndModePair() public {
        TestDuelMode other = new TestDuelMode(platform);
        vm.prank(OWNER);
        platform.registerMode(2, address(other));
        _claim(ALICE, 1);
        _claim(BOB, 1);
        _claim(CAROL, 1);
        vm.prank(ALICE);
        platform.enqueue(MODE, 10);
        vm.prank(BOB);
        vm.assertEq(platform.enqueue(MODE, 20), 0, "another bet waits");
        vm.prank(CAROL);
        vm.assertEq(platform.enqueue(2, 10), 0, "another mode waits");
        address dave = address(0xDA5E);
        _claim(dave, 1);
        vm.prank(dave);
        uint256 id = platform.enqueue(MODE, 10);
        vm.assertEq(platform.getMatch(id).a, ALICE, "paired with the player of the same mode and bet");
        vm.assertEq(platform.waiting(MODE, 20), BOB, "B still waits");
        vm.assertEq(platform.waiting(2, 10), CAROL, "C still waits");
        vm.assertEq(other.starts(), 0, "the other mode started nothing");
    }

    function test_LeaveReturnsTheBet() public {
        _claim(ALICE, 1);
        vm.prank(ALICE);
        platform.enqueue(MODE, 70);
        vm.expectEmit();
        emit IDuelPlatform.Left(ALICE, MODE, 70);
        vm.prank(ALICE);
        platform.leave();
        vm.assertEq(coins.lockedOf(ALICE), 0, "unlocked");
        vm.assertEq(coins.availableOf(ALICE), 100, "free again");
        vm.assertEq(platform.waiting(MODE, 70), address(0), "queue empty");
        // the next player of that queue waits instead of meeting a ghost
        _claim(BOB, 1);
        vm.prank(BOB);
        vm.assertEq(platform.enqueue(MODE, 70), 0, "B waits");
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotQueued.selector, ALICE));
        vm.prank(ALICE);
        platform.leave();
    }

    function test_RevertWhen_EnqueueBusy() public {
        _claim(ALICE, 3);
        _claim(BOB, 1);
        vm.startPrank(ALICE);
        platform.enqueue(MODE, 10);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelBusy.selector, ALICE, MODE, 0));
        platform.enqueue(MODE, 20);
        vm.stopPrank();
        vm.prank(BOB);
        uint256 id = platform.enqueue(MODE, 10);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelBusy.selector, ALICE, 0, id));
        vm.prank(ALICE);
        platform.enqueue(MODE, 10);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotQueued.selector, BOB));
        vm.prank(BOB);
        platform.leave();
    }

    function test_RevertWhen_EnqueueBadInput() public {
        _claim(ALICE, 1);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelBadBet.selector, 0));
        platform.enqueue(MODE, 0);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelBadBet.selector, uint256(type(uint48).max) + 1));
        platform.enqueue(MODE, uint256(type(uint48).max) + 1);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelModeUnavailable.selector, 7));
        platform.enqueue(7, 10);
        vm.expectRevert(abi.encodeWithSelector(ICoins.CoinsInsufficient.selector, ALICE, 100, 101));
        platform.enqueue(MODE, 101);
        vm.stopPrank();
        vm.prank(OWNER);
        platform.setModeEnabled(MODE, false);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelModeUnavailable.selector, MODE));
        vm.prank(ALICE);
        platform.enqueue(MODE, 10);
    }

    function test_RegisterModeRules() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        vm.prank(ALICE);
        platform.registerMode(2, ALICE);
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelBadMode.selector, MODE, address(1)));
        platform.registerMode(MODE, address(1));
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelBadMode.selector, 0, address(1)));
        platform.registerMode(0, address(1));
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelBadMode.selector, 2, address(0)));
        platform.registerMode(2, address(0));
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelModeUnavailable.selector, 2));
        platform.setModeEnabled(2, true);
        vm.stopPrank();
        (address c, bool enabled) = platform.modeOf(MODE);
        vm.assertEq(c, address(mode), "mode contract");
        vm.assertTrue(enabled, "open");
    }

    // ---- settlement ----

    /// @notice worduel-rules.md, "Match End": the winner receives the pot, the loser loses the
    /// bet, MMR changes by Elo (both new players: 1000 each, K/2 = 16 points).
    function test_WinnerTakesThePot() public {
        uint256 id = _match(50);
        vm.expectEmit();
        emit IDuelPlatform.MatchSettled(id, IDuelPlatform.Outcome.WinA, IDuelPlatform.Ending.Result, 16, 1016, 984);
        mode.finish(id, IDuelPlatform.Outcome.WinA);
        vm.assertEq(coins.balanceOf(ALICE), 150, "winner: +50 net");
        vm.assertEq(coins.balanceOf(BOB), 50, "loser: -50");
        vm.assertEq(coins.lockedOf(ALICE) + coins.lockedOf(BOB), 0, "nothing in play");
        vmx.assertEq(platform.ratingOf(ALICE), 1016, "winner rating");
        vmx.assertEq(platform.ratingOf(BOB), 984, "loser rating");
        vm.assertEq(platform.rankOf(ALICE), 1, "Silver");
        vm.assertEq(platform.rankOf(BOB), 0, "Bronze");
        IDuelPlatform.Player memory a = platform.playerOf(ALICE);
        IDuelPlatform.Player memory b = platform.playerOf(BOB);
        vm.assertEq(a.wins, 1, "A won");
        vm.assertEq(b.losses, 1, "B lost");
        vm.assertEq(a.matchId, 0, "A free");
        vm.assertEq(b.matchId, 0, "B free");
        vm.assertFalse(platform.isLive(id), "settled");
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeMatchNotLive.selector, id));
        mode.finish(id, IDuelPlatform.Outcome.WinB);
    }

    function test_BWinsAgainstAStrongerA() public {
        // give A a rating of 1016 first
        uint256 first = _match(10);
        mode.finish(first, IDuelPlatform.Outcome.WinA);
        vm.prank(ALICE);
        platform.enqueue(MODE, 10);
        vm.prank(BOB);
        uint256 id = platform.enqueue(MODE, 10);
        mode.finish(id, IDuelPlatform.Outcome.WinB);
        // B (984) beats A (1016): d = 32, delta 17 (game/rating.Delta(984, 1016))
        vmx.assertEq(platform.ratingOf(ALICE), 999, "A");
        vmx.assertEq(platform.ratingOf(BOB), 1001, "B");
    }

    /// @notice Blitz: "the match is declared a draw and both players get their bet back with no
    /// MMR change".
    function test_DrawReturnsBothBets() public {
        uint256 id = _match(30);
        mode.finish(id, IDuelPlatform.Outcome.Draw);
        vm.assertEq(coins.balanceOf(ALICE), 100, "A's bet back");
        vm.assertEq(coins.balanceOf(BOB), 100, "B's bet back");
        vm.assertEq(coins.availableOf(ALICE) + coins.availableOf(BOB), 200, "all free");
        vmx.assertEq(platform.ratingOf(ALICE), 1000, "no MMR change");
        vmx.assertEq(platform.ratingOf(BOB), 1000, "no MMR change");
        vm.assertEq(platform.playerOf(ALICE).draws, 1, "draw counted");
    }

    function test_ForfeitLosesTheMatch() public {
        uint256 id = _match(20);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotPlayer.selector, id, CAROL));
        vm.prank(CAROL);
        platform.forfeit(id);
        vm.prank(ALICE);
        platform.forfeit(id);
        vm.assertEq(coins.balanceOf(BOB), 120, "B wins");
        vm.assertEq(coins.balanceOf(ALICE), 80, "A loses");
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotLive.selector, id));
        vm.prank(BOB);
        platform.forfeit(id);
    }

    function test_RevertWhen_ReportNotMode() public {
        uint256 id = _match(20);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotMode.selector, id, ALICE));
        vm.prank(ALICE);
        platform.reportResult(id, IDuelPlatform.Outcome.WinA);
        TestDuelMode other = new TestDuelMode(platform);
        vm.prank(OWNER);
        platform.registerMode(2, address(other));
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotMode.selector, id, address(other)));
        other.finish(id, IDuelPlatform.Outcome.WinA);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotLive.selector, 99));
        platform.reportResult(99, IDuelPlatform.Outcome.WinA);
    }

    function test_RevertWhen_StartNotPlatform() public {
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeNotPlatform.selector, ALICE));
        vm.prank(ALICE);
        mode.onMatchStart(1, ALICE, BOB, 1);
    }

    // ---- timeouts ----

    /// @notice A player who stops moving loses when the mode's deadline passes; anyone may claim.
    function test_TimeoutLosesForTheSilentPlayer() public {
        uint256 id = _match(25);
        vm.warp(block.timestamp + 4 minutes);
        vm.prank(ALICE);
        mode.move(id); // A moved: B owes the next move
        vm.warp(block.timestamp + 5 minutes - 1);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotTimedOut.selector, id));
        vm.prank(CAROL);
        platform.claimTimeout(id);
        vm.warp(block.timestamp + 1);
        vm.expectEmit();
        emit IDuelPlatform.MatchSettled(id, IDuelPlatform.Outcome.WinA, IDuelPlatform.Ending.Timeout, 16, 1016, 984);
        vm.prank(CAROL);
        platform.claimTimeout(id);
        vm.assertEq(coins.balanceOf(ALICE), 125, "A wins by timeout");
        vm.assertEq(coins.balanceOf(BOB), 75, "B loses");
    }

    /// @notice A mode that stops answering cannot keep the bets: after MAX_MATCH_DURATION the
    /// match settles as a draw.
    function testFuzz_StaleMatchSettlesAsDraw(uint8 how) public {
        uint256 id = _match(25);
        mode.setBroken(uint8(bound(how, 1, 4)));
        vm.warp(block.timestamp + platform.MAX_MATCH_DURATION() - 1);
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotTimedOut.selector, id));
        platform.claimTimeout(id);
        vm.warp(block.timestamp + 1);
        vm.expectEmit();
        emit IDuelPlatform.MatchSettled(id, IDuelPlatform.Outcome.Draw, IDuelPlatform.Ending.Stale, 0, 1000, 1000);
        platform.claimTimeout(id);
        vm.assertEq(coins.availableOf(ALICE), 100, "A's bet back");
        vm.assertEq(coins.availableOf(BOB), 100, "B's bet back");
    }

    /// @notice A late player cannot wait for the stale draw: the mode's timeout comes first.
    function test_StaleClaimStillAppliesTheModeTimeout() public {
        uint256 id = _match(25);
        vm.warp(block.timestamp + 2 days);
        vm.prank(BOB);
        platform.claimTimeout(id);
        vm.assertEq(coins.balanceOf(BOB), 125, "nobody moved: the mode's rule (B wins) applies");
    }

    // ---- fuzz ----

    function testFuzz_MatchConservesCoins(uint256 bet, uint8 outcome, uint8 days_) public {
        uint256 claims = bound(days_, 1, 20);
        _claim(ALICE, claims);
        _claim(BOB, claims);
        bet = bound(bet, 1, claims * 100);
        IDuelPlatform.Outcome o = IDuelPlatform.Outcome(bound(outcome, 0, 2));
        vm.prank(ALICE);
        platform.enqueue(MODE, bet);
        vm.prank(BOB);
        uint256 id = platform.enqueue(MODE, bet);
        mode.finish(id, o);
        uint256 total = claims * 100;
        uint256 wantA = o == IDuelPlatform.Outcome.WinA ? total + bet : o == IDuelPlatform.Outcome.WinB ? total - bet : total;
        vm.assertEq(coins.balanceOf(ALICE), wantA, "A");
        vm.assertEq(coins.balanceOf(ALICE) + coins.balanceOf(BOB), 2 * total, "conserved");
        vm.assertEq(coins.lockedOf(ALICE) + coins.lockedOf(BOB), 0, "nothing in play");
        vmx.assertEq(platform.ratingOf(ALICE) + platform.ratingOf(BOB), 2000, "zero-sum ratings");
    }
}
