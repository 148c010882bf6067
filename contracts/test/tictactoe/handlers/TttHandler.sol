// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TttFixture} from "../TttFixture.sol";
import {IWordleTacToe} from "../../../src/tictactoe/IWordleTacToe.sol";
import {TttGrid} from "../../../src/tictactoe/TttGrid.sol";

/// @notice Drives random Wordle-Tac-Toe matches between ALICE and BOB on its own fixture: starts,
/// turns of valid and invalid words by the mover, answers (or house timeouts), time, player
/// timeouts and forfeits; a settled match is closed and the next one starts. Never reverts.
contract TttHandler is TttFixture {
    uint256 public id; // the current match (0 before the first)
    uint256 public matches;
    uint256 public turns;
    uint256 public answers;
    uint256 public lastBankA;
    uint256 public lastBankB;
    bool public bankGrew;

    constructor() {
        setUp();
    }

    // ---- getters for the invariant suite (the fixture's state is internal) ----

    function game() external view returns (IWordleTacToe.Game memory) {
        return ttt.gameOf(id);
    }

    function live() external view returns (bool) {
        return _live();
    }

    function lockedBets() external view returns (uint256) {
        return coins.lockedOf(ALICE) + coins.lockedOf(BOB);
    }

    function houseOpenGames() external view returns (uint256) {
        return reg.houseOf(HOUSE).openGames;
    }

    function _live() internal view returns (bool) {
        return id != 0 && platform.isLive(id);
    }

    function start(uint256 seed) external {
        if (_live()) return;
        if (id != 0) {
            IWordleTacToe.Game memory g = ttt.gameOf(id);
            if (g.house != address(0) && !g.closed) ttt.close(id);
        }
        uint256 bond = reg.houseOf(HOUSE).bond;
        if (bond < BOND) {
            // a slash left the bond under the minimum: top it up, or no draw picks the house
            vm.deal(HOUSE, BOND - bond);
            vm.prank(HOUSE);
            reg.topUp{value: BOND - bond}();
        }
        vm.warp(block.timestamp + 1 days);
        id = _started(1 + seed % 2);
        matches++;
        (lastBankA, lastBankB) = (BANK, BANK);
    }

    function playTurn(uint256 seed) external {
        if (!_live()) return;
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        if (g.pending != 0) return;
        uint256 seat = g.mover == 0 ? ttt.starterOf(id) : g.mover;
        uint256 bank = seat == 1 ? g.bankA : g.bankB;
        if (block.timestamp > uint256(g.turnStart) + TURN + bank) {
            platform.claimTimeout(id); // the mover ran out of time
            return;
        }
        uint256[9] memory open;
        uint256 n;
        for (uint256 c = 0; c < 9; c++) {
            if (TttGrid.isOpen(g.cells, c)) open[n++] = c;
        }
        uint256 first = open[seed % n];
        uint256 second = open[(seed >> 8) % n];
        IWordleTacToe.Move[] memory ms = (seed >> 16) % 2 == 0 || first == second
            ? _one(_word(first, seed >> 24))
            : _two(_word(first, seed >> 24), _word(second, seed >> 40));
        vm.prank(_player(seat));
        ttt.play(id, ms);
        turns++;
        _checkBanks();
    }

    function _word(uint256 cell, uint256 seed) internal view returns (IWordleTacToe.Move memory) {
        uint32[] memory list = lists[TttGrid.length(cell) - 4];
        if (seed % 5 == 0) return _mvPacked(cell, (seed >> 8) % (1 << (5 * TttGrid.length(cell)))); // mostly invalid
        return _mvPacked(cell, list[(seed >> 8) % list.length]);
    }

    function answerAll(uint256 seed) external {
        if (!_live()) return;
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        if (g.pending == 0) return;
        if (block.timestamp > g.answerDue) {
            ttt.claimHouseTimeout(id);
            return;
        }
        for (uint256 c = 0; c < 9; c++) {
            secrets[c] = lists[TttGrid.length(c) - 4][(seed >> (3 * c)) % 8];
        }
        _answerAll(id);
        answers++;
        _checkBanks();
    }

    function warp(uint256 dt) external {
        vm.warp(block.timestamp + dt % 200);
    }

    function forfeit(uint256 seed) external {
        if (!_live() || seed % 8 != 0) return;
        vm.prank(_player(1 + seed % 2));
        platform.forfeit(id);
    }

    function _checkBanks() internal {
        if (!_live()) return;
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        if (g.bankA > lastBankA || g.bankB > lastBankB) bankGrew = true;
        (lastBankA, lastBankB) = (g.bankA, g.bankB);
    }
}
