// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {InvariantBase} from "../utils/InvariantBase.sol";
import {IWordleTacToe} from "../../src/tictactoe/IWordleTacToe.sol";
import {TttGrid} from "../../src/tictactoe/TttGrid.sol";
import {TttHandler} from "./handlers/TttHandler.sol";

/// @notice Over random sequences of Wordle-Tac-Toe matches (turns with valid and invalid words,
/// answers, time, house and player timeouts, forfeits): no cell takes more than six guesses, the
/// banks never grow nor exceed their start, the house owes answers exactly while guesses are
/// pending, nobody holds two bout wins in a live match, the bets are locked exactly while the
/// match is live, and the house serves at most the current match.
/// forge-config: default.invariant.depth = 64
contract WordleTacToeInvariantTest is InvariantBase {
    TttHandler internal handler;

    function setUp() public {
        handler = new TttHandler();
        bytes4[] memory sel = new bytes4[](5);
        sel[0] = TttHandler.start.selector;
        sel[1] = TttHandler.playTurn.selector;
        sel[2] = TttHandler.answerAll.selector;
        sel[3] = TttHandler.warp.selector;
        sel[4] = TttHandler.forfeit.selector;
        targetSelectorsOf(address(handler), sel);
    }

    uint256 internal constant BANK = 600; // TttFixture's
    uint256 internal constant BET = 40;

    function invariant_MatchState() public view {
        if (handler.id() == 0) return;
        IWordleTacToe.Game memory g = handler.game();
        for (uint256 c = 0; c < 9; c++) {
            vm.assertLe(TttGrid.guesses(g.cells, c), 6, "six guesses at most");
        }
        vm.assertLe(g.bankA, BANK, "bank a");
        vm.assertLe(g.bankB, BANK, "bank b");
        vm.assertFalse(handler.bankGrew(), "banks only shrink within a match");
        vm.assertEq(g.pending == 0, g.answerDue == 0, "answers owed exactly while guesses pend");
        bool live = handler.live();
        if (live) {
            vm.assertLt(g.winsA, 2, "a live match has no two-bout winner");
            vm.assertLt(g.winsB, 2, "a live match has no two-bout winner");
        }
        vm.assertEq(handler.lockedBets(), live ? 2 * BET : 0, "bets locked exactly while live");
        vm.assertLe(handler.houseOpenGames(), 1, "the house serves one match at most");
    }
}
