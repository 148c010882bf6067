// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {InvariantBase} from "../utils/InvariantBase.sol";
import {PokerFixture} from "./PokerFixture.sol";
import {PokerHandler} from "./PokerHandler.sol";
import {IWordlePoker} from "../../src/poker/IWordlePoker.sol";

/// @notice Over random sequences of moves and missed clocks, match after match: chips are
/// conserved (each seat's chips plus what the model says left play is 200), a bet never
/// exceeds the stack of the player who made it, and the betting deck is the model's (the nine
/// cards, refilled once empty).
/// forge-config: default.invariant.depth = 96
contract WordlePokerInvariantTest is PokerFixture, InvariantBase {
    PokerHandler internal handler;

    function setUp() public override {
        super.setUp();
        handler = new PokerHandler(coins, platform, poker, MODE, HOUSE);
        bytes4[] memory selectors = new bytes4[](3);
        selectors[0] = PokerHandler.step.selector;
        selectors[1] = PokerHandler.step.selector; // moves twice as often as clocks run out
        selectors[2] = PokerHandler.late.selector;
        targetSelectorsOf(address(handler), selectors);
    }

    function invariant_ChipsConserved() public view {
        uint256 id = handler.id();
        if (id == 0) return;
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.assertEq(uint256(g.chips[0]) + g.chips[1] + handler.lost(), 200, "chips conserved");
        vm.assertLe(g.chips[0], 100, "never above the start");
        vm.assertLe(g.chips[1], 100, "never above the start");
        if (g.phase != IWordlePoker.Phase.Over) {
            vm.assertGt(g.chips[0], 0, "0 chips ends the match");
            vm.assertGt(g.chips[1], 0, "0 chips ends the match");
        }
    }

    function invariant_BetsWithinStacks() public view {
        uint256 id = handler.id();
        if (id == 0) return;
        IWordlePoker.Game memory g = poker.gameOf(id);
        IWordlePoker.Phase p = g.phase;
        if (p == IWordlePoker.Phase.Betting) {
            vm.assertLe(g.bet, g.chips[1 - g.toAct], "the last bettor holds the bet");
        } else if (
            p == IWordlePoker.Phase.Mulligan || p == IWordlePoker.Phase.MulliganOpen || p == IWordlePoker.Phase.Choose
                || p == IWordlePoker.Phase.Showdown
        ) {
            vm.assertLe(g.bet, g.chips[1 - g.stopper], "the player who did not stop holds the bet");
        }
    }

    function invariant_BettingDeckIsTheModel() public view {
        uint256 id = handler.id();
        if (id == 0) return;
        uint256 deck = poker.gameOf(id).bettingDeck;
        uint256 left;
        for (uint256 v = 1; v <= 4; v++) {
            uint256 n = (deck >> (4 * (v - 1))) & 0xf;
            vm.assertEq(n, handler.modelDeck(v), "cards of a value");
            left += n;
        }
        vm.assertGt(left, 0, "never empty: refilled with the nine");
        vm.assertLe(left, 9, "never more than the nine");
    }

    /// @notice The handler reaches showdowns, refills and new matches (a suite whose moves
    /// never play a hand would prove nothing).
    function test_HandlerPlaysWholeMatches() public {
        for (uint256 i = 0; i < 1500; i++) {
            uint256 r = uint256(keccak256(abi.encode(i)));
            if (r % 5 == 0) handler.late(r);
            else handler.step(r);
        }
        vm.assertGt(handler.showdowns(), 20, "showdowns played");
        vm.assertGt(handler.refills(), 0, "betting deck refilled");
        vm.assertGt(handler.matches(), 1, "matches ended and new ones started");
        invariant_ChipsConserved();
        invariant_BettingDeckIsTheModel();
    }
}
