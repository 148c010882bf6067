// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../../utils/TestBase.sol";
import {Coins} from "../../../src/duel/Coins.sol";
import {DuelPlatform} from "../../../src/duel/DuelPlatform.sol";
import {IDuelPlatform} from "../../../src/duel/IDuelPlatform.sol";
import {TestDuelMode} from "../TestDuelMode.sol";

/// @notice Drives the platform through random claims, queues, leaves, matches and every kind
/// of settlement, for a few players, keeping a naive model: coins minted, coins each player
/// should hold, and what should be in escrow.
contract DuelHandler is TestBase {
    Coins public immutable coins;
    DuelPlatform public immutable platform;
    TestDuelMode[2] public modes;

    address[4] public actors = [address(0xA1), address(0xA2), address(0xA3), address(0xA4)];
    uint256[3] internal bets = [uint256(10), 25, 100];

    // ---- model ----
    uint256 public minted;
    mapping(address => uint256) public expectedBalance;
    mapping(address => uint256) public expectedLocked;
    mapping(address => uint256) public lastClaim;
    uint256[] public liveMatches;
    uint256 public settled;
    uint256 public started;

    constructor(Coins coins_, DuelPlatform platform_, TestDuelMode m1, TestDuelMode m2) {
        coins = coins_;
        platform = platform_;
        modes = [m1, m2];
    }

    function actorCount() external pure returns (uint256) {
        return 4;
    }

    function liveCount() external view returns (uint256) {
        return liveMatches.length;
    }

    function claim(uint256 who) external {
        address p = actors[who % 4];
        if (lastClaim[p] != 0 && block.timestamp < lastClaim[p] + 1 days) {
            vm.expectRevert();
            vm.prank(p);
            coins.claimDaily();
            return;
        }
        vm.prank(p);
        coins.claimDaily();
        lastClaim[p] = block.timestamp;
        minted += 100;
        expectedBalance[p] += 100;
    }

    function warp(uint256 secs) external {
        vm.warp(block.timestamp + bound(secs, 1, 2 days));
    }

    function enqueue(uint256 who, uint256 modeSel, uint256 betSel) external {
        address p = actors[who % 4];
        uint32 mode = uint32(modeSel % 2) + 1;
        uint256 bet = bets[betSel % 3];
        if (modeSel % 3 != 0) {
            // most of the time join a queue someone waits in, so that matches start often
            for (uint256 k = 0; k < 4; k++) {
                address other = actors[(who % 4 + k) % 4];
                uint32 queued = platform.playerOf(other).queuedMode;
                if (other != p && queued != 0) {
                    (mode, bet) = (queued, platform.queuedBet(other));
                    break;
                }
            }
        }
        IDuelPlatform.Player memory pl = platform.playerOf(p);
        if (pl.queuedMode != 0 || pl.matchId != 0 || expectedBalance[p] - expectedLocked[p] < bet) {
            vm.expectRevert();
            vm.prank(p);
            platform.enqueue(mode, bet);
            return;
        }
        address waiting = platform.waiting(mode, bet);
        vm.prank(p);
        uint256 id = platform.enqueue(mode, bet);
        expectedLocked[p] += bet;
        if (waiting == address(0)) {
            require(id == 0, "paired with nobody");
        } else {
            require(id != 0 && platform.getMatch(id).a == waiting, "paired with the waiting player");
            liveMatches.push(id);
            started++;
        }
    }

    /// @notice Leaves a queue, on a quarter of the calls only, so that queues fill and matches
    /// start.
    function leave(uint256 who) external {
        if (who % 16 >= 4) return;
        address p = actors[who % 4];
        if (platform.playerOf(p).queuedMode == 0) {
            vm.expectRevert();
            vm.prank(p);
            platform.leave();
            return;
        }
        expectedLocked[p] -= platform.queuedBet(p);
        vm.prank(p);
        platform.leave();
    }

    /// @notice Settles a live match one of four ways: the mode's result, a forfeit, the mode's
    /// timeout, or a stale draw.
    function settle(uint256 matchSel, uint256 how, uint256 outcome) external {
        if (liveMatches.length == 0) return;
        uint256 i = matchSel % liveMatches.length;
        uint256 id = liveMatches[i];
        IDuelPlatform.Match memory m = platform.getMatch(id);
        TestDuelMode mode = modes[m.mode - 1];
        IDuelPlatform.Outcome o;
        how %= 4;
        if (how == 0) {
            o = IDuelPlatform.Outcome(outcome % 3);
            mode.finish(id, o);
        } else if (how == 1) {
            address quitter = outcome % 2 == 0 ? m.a : m.b;
            o = quitter == m.a ? IDuelPlatform.Outcome.WinB : IDuelPlatform.Outcome.WinA;
            vm.prank(quitter);
            platform.forfeit(id);
        } else {
            (,,, uint256 deadline, uint8 late) = mode.started(id);
            if (how == 3) {
                // a broken mode: only the platform's stale draw can end it
                mode.setBroken(uint8(1 + outcome % 4));
                if (block.timestamp < m.startedAt + platform.MAX_MATCH_DURATION()) {
                    vm.warp(m.startedAt + platform.MAX_MATCH_DURATION());
                }
                o = IDuelPlatform.Outcome.Draw;
            } else {
                if (block.timestamp < deadline) vm.warp(deadline);
                o = IDuelPlatform.Outcome(late);
            }
            platform.claimTimeout(id);
            mode.setBroken(0);
        }
        expectedLocked[m.a] -= m.bet;
        expectedLocked[m.b] -= m.bet;
        if (o == IDuelPlatform.Outcome.WinA) {
            expectedBalance[m.a] += m.bet;
            expectedBalance[m.b] -= m.bet;
        } else if (o == IDuelPlatform.Outcome.WinB) {
            expectedBalance[m.b] += m.bet;
            expectedBalance[m.a] -= m.bet;
        }
        liveMatches[i] = liveMatches[liveMatches.length - 1];
        liveMatches.pop();
        settled++;
    }

    /// @notice Ends everything: every live match by its mode's result, every queue by leaving.
    function settleAll() external {
        while (liveMatches.length > 0) this.settle(0, 0, liveMatches.length);
        for (uint256 i = 0; i < 4; i++) {
            address p = actors[i];
            if (platform.playerOf(p).queuedMode != 0) {
                expectedLocked[p] -= platform.queuedBet(p);
                vm.prank(p);
                platform.leave();
            }
        }
    }
}
