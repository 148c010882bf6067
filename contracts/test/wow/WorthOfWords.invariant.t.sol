// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {InvariantBase} from "../utils/InvariantBase.sol";
import {IWorthOfWords} from "../../src/wow/IWorthOfWords.sol";
import {WorthOfWords} from "../../src/wow/WorthOfWords.sol";
import {WorthOfWordsHandler} from "./WorthOfWordsHandler.sol";

/// @notice Escrow conservation and settlement invariants over random play.
contract WorthOfWordsInvariantTest is InvariantBase {
    WorthOfWordsHandler internal handler;
    WorthOfWords internal game;

    function setUp() public {
        handler = new WorthOfWordsHandler();
        game = handler.gameContract();
        bytes4[] memory selectors = new bytes4[](10);
        selectors[0] = WorthOfWordsHandler.createLobby.selector;
        selectors[1] = WorthOfWordsHandler.join.selector;
        selectors[2] = WorthOfWordsHandler.leave.selector;
        selectors[3] = WorthOfWordsHandler.start.selector;
        selectors[4] = WorthOfWordsHandler.commit.selector;
        selectors[5] = WorthOfWordsHandler.open.selector;
        selectors[6] = WorthOfWordsHandler.reveal.selector;
        selectors[7] = WorthOfWordsHandler.timeOut.selector;
        selectors[8] = WorthOfWordsHandler.withdraw.selector;
        selectors[9] = WorthOfWordsHandler.finishPhase.selector;
        targetSelectorsOf(address(handler), selectors);
    }

    /// @notice The escrow holds exactly what was paid in and not yet withdrawn.
    function invariant_EscrowHoldsDepositsMinusWithdrawals() public view {
        vm.assertEq(address(game).balance, handler.deposited() - handler.withdrawn(), "escrow balance");
    }

    /// @notice Every coin in escrow is owed to exactly one place: a running pot or a balance.
    function invariant_EveryCoinOwedOnce() public view {
        uint256 owed;
        for (uint256 i = 0; i < handler.gameCount(); i++) {
            (IWorthOfWords.Phase phase,,,,,, uint256 pot,,) = game.gameInfo(handler.gameIds(i));
            if (phase == IWorthOfWords.Phase.Ended) vm.assertEq(pot, 0, "settled pot is empty");
            owed += pot;
        }
        for (uint256 i = 0; i < 8; i++) {
            owed += game.balanceOf(address(0), handler.playerAt(i));
        }
        vm.assertEq(owed, address(game).balance, "pots + balances = escrow");
    }

    /// @notice Every score and active secret on chain is the rules model's.
    function invariant_ScoresMatchTheRules() public view {
        for (uint256 i = 0; i < handler.gameCount(); i++) {
            uint256 id = handler.gameIds(i);
            address[] memory players = game.playersOf(id);
            for (uint256 j = 0; j < players.length; j++) {
                WorthOfWords.Player memory st = game.playerInfo(id, players[j]);
                vm.assertEq(st.score, handler.modelScore(id, players[j]), "score");
                vm.assertEq(st.activeSecret, handler.modelSecret(id, players[j]), "active secret");
            }
        }
    }
}
