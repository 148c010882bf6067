// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {WordUtils} from "../utils/WordUtils.sol";
import {TttGrid} from "../../src/tictactoe/TttGrid.sol";
import {SortedGuessTree} from "../../src/tictactoe/SortedGuessTree.sol";
import {GuessTree} from "../../src/wow/GuessTree.sol";
import {IWordleTacToe} from "../../src/tictactoe/IWordleTacToe.sol";

/// @dev Calldata entry points for the libraries.
contract TttHarness {
    function absent(bytes32 root, uint256 depth, uint256 count, uint256 length, IWordleTacToe.Move calldata mv)
        external
        pure
        returns (bool)
    {
        return SortedGuessTree.absent(root, depth, count, length, mv);
    }

    function member(bytes32 root, uint256 depth, uint256 length, IWordleTacToe.Move calldata mv)
        external
        pure
        returns (bool)
    {
        return GuessTree.contains(root, depth, length, mv.word, mv.index, mv.path);
    }
}

/// @notice Cell awards, three-in-a-row counting and the sorted guess tree: unit tests from the
/// seed's rules, and fuzz tests against plain reference formulations of game/tictactoe's
/// CellWinner and Decide.
contract TttGridTest is TestBase {
    TttHarness internal h;

    function setUp() public {
        h = new TttHarness();
    }

    // ---- cell awards ----

    function _cell(uint256[] memory seats, uint256[] memory colours, uint256 len) internal pure returns (uint256 c) {
        for (uint256 i = 0; i < seats.length; i++) {
            (c,) = TttGrid.record(c, 4, len, seats[i], colours[i]);
        }
    }

    function _pair(uint256 a, uint256 b) internal pure returns (uint256[] memory x) {
        x = new uint256[](2);
        (x[0], x[1]) = (a, b);
    }

    function test_SolverWinsTheCell() public pure {
        // seat 1 had two greens first; seat 2 solved (six greens)
        uint256 c = _cell(_pair(1, 2), _pair(0xA, 0xAAA), 6);
        vm.assertEq(TttGrid.owner(c, 4), 2, "solver");
        vm.assertFalse(TttGrid.isOpen(c, 4), "solved cells close");
    }

    function test_FirstGuessWithMostGreensWins() public pure {
        // both make a two-green guess: the first wins; a later three-green guess beats both
        uint256 c = _cell(_pair(2, 1), _pair(0x28, 0x82), 6);
        vm.assertEq(TttGrid.owner(c, 4), 2, "the first with the most greens");
        (c,) = TttGrid.record(c, 4, 6, 1, 0x2A);
        vm.assertEq(TttGrid.owner(c, 4), 1, "more greens later");
    }

    function test_GreensBeatMoreYellows() public pure {
        uint256 c = _cell(_pair(1, 2), _pair(0x555, 0x200), 6); // five yellows, then one green
        vm.assertEq(TttGrid.owner(c, 4), 2, "a green beats any yellows");
    }

    function test_FirstGuessWithMostYellowsWithoutGreens() public pure {
        uint256 c = _cell(_pair(1, 2), _pair(0x5, 0x15), 6);
        vm.assertEq(TttGrid.owner(c, 4), 2, "three yellows beat two");
        c = _cell(_pair(1, 2), _pair(0x15, 0x540), 6);
        vm.assertEq(TttGrid.owner(c, 4), 1, "a tie goes to the first");
    }

    function test_NobodyWithoutColours() public pure {
        uint256 c = _cell(_pair(1, 2), _pair(0, 0), 6);
        vm.assertEq(TttGrid.owner(c, 4), 0, "all grey");
        vm.assertEq(TttGrid.owner(0, 4), 0, "no guess");
    }

    /// @dev game/tictactoe.CellWinner over a list of guesses, written plainly.
    function _refOwner(uint256[] memory seats, uint256[] memory colours, uint256 len) internal pure returns (uint256) {
        uint256[] memory g = new uint256[](seats.length);
        uint256[] memory y = new uint256[](seats.length);
        for (uint256 i = 0; i < seats.length; i++) {
            for (uint256 k = 0; k < len; k++) {
                uint256 x = (colours[i] >> (2 * k)) & 3;
                if (x == 2) g[i]++;
                if (x == 1) y[i]++;
            }
            if (g[i] == len) return seats[i];
        }
        uint256 best;
        uint256 who;
        for (uint256 i = 0; i < seats.length; i++) {
            if (g[i] > best) (best, who) = (g[i], seats[i]);
        }
        if (who != 0) return who;
        for (uint256 i = 0; i < seats.length; i++) {
            if (y[i] > best) (best, who) = (y[i], seats[i]);
        }
        return who;
    }

    function testFuzz_CellOwnerMatchesReference(uint256 seed, uint8 lenSeed) public pure {
        uint256 len = 4 + lenSeed % 3;
        uint256 n = 1 + seed % 6;
        uint256[] memory seats = new uint256[](n);
        uint256[] memory colours = new uint256[](n);
        uint256 c;
        uint256 used;
        bool solved;
        for (uint256 i = 0; i < n; i++) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            seats[i] = 1 + r % 2;
            for (uint256 k = 0; k < len; k++) {
                colours[i] |= ((r >> (8 + 2 * k)) % 3) << (2 * k); // 0, 1 or 2
            }
            if (r >> 200 & 3 == 0) colours[i] = (1 << (2 * len)) / 3 * 2; // sometimes a solve
            (c, solved) = TttGrid.record(c, 0, len, seats[i], colours[i]);
            used = i + 1;
            if (solved) break;
        }
        assembly {
            mstore(seats, used)
            mstore(colours, used)
        }
        vm.assertEq(TttGrid.owner(c, 0), _refOwner(seats, colours, len), "owner");
        vm.assertEq(TttGrid.guesses(c, 0), used, "guesses");
        vm.assertEq(TttGrid.isOpen(c, 0), !solved && used < 6, "open while unsolved under six guesses");
    }

    // ---- three-in-a-rows ----

    /// @dev Owners from nine seats, cell 0 first.
    function _owners(uint8[9] memory s) internal pure returns (uint256 cells) {
        for (uint256 k = 0; k < 9; k++) {
            if (s[k] != 0) {
                (cells,) = TttGrid.record(cells, k, TttGrid.length(k), s[k], (1 << (2 * TttGrid.length(k))) / 3 * 2);
            }
        }
    }

    function test_ThreeInARowCounting() public pure {
        // seat 1: row 0 and column 0 (two lines, five cells); seat 2: four cells, no line
        (, uint256[2] memory lines, uint256[2] memory count, uint256 winner) =
            TttGrid.score(_owners([1, 1, 1, 1, 2, 2, 1, 2, 2]));
        vm.assertEq(lines[0], 2, "two lines");
        vm.assertEq(lines[1], 0, "none");
        vm.assertEq(count[0], 5, "five cells");
        vm.assertEq(winner, 1, "most lines");
        // a full grid of one seat: 8 lines
        (, lines,,) = TttGrid.score(_owners([2, 2, 2, 2, 2, 2, 2, 2, 2]));
        vm.assertEq(lines[1], 8, "eight lines");
    }

    function test_LinesTieThenCellsDecide() public pure {
        // one line each (rows 0 and 2), seat 2 has one more cell
        (, uint256[2] memory lines, uint256[2] memory count, uint256 winner) =
            TttGrid.score(_owners([1, 1, 1, 2, 0, 0, 2, 2, 2]));
        vm.assertEq(lines[0], lines[1], "one line each");
        vm.assertEq(count[1], 4, "seat 2: four cells");
        vm.assertEq(winner, 2, "most cells");
        (,,, winner) = TttGrid.score(_owners([1, 1, 1, 0, 0, 0, 2, 2, 2]));
        vm.assertEq(winner, 0, "all tied: nobody");
        (,,, winner) = TttGrid.score(_owners([0, 0, 0, 0, 0, 0, 0, 0, 0]));
        vm.assertEq(winner, 0, "empty grid: nobody");
    }

    function testFuzz_ScoreMatchesReference(uint256 seed) public pure {
        uint8[9] memory s;
        for (uint256 k = 0; k < 9; k++) {
            s[k] = uint8((seed >> (2 * k)) % 3);
        }
        (uint256 owners, uint256[2] memory lines, uint256[2] memory count, uint256 winner) = TttGrid.score(_owners(s));
        uint8[3][8] memory ls = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
        uint256[3] memory refLines;
        uint256[3] memory refCells;
        for (uint256 k = 0; k < 9; k++) {
            refCells[s[k]]++;
            vm.assertEq((owners >> (2 * k)) & 3, s[k], "owner");
        }
        for (uint256 l = 0; l < 8; l++) {
            if (s[ls[l][0]] == s[ls[l][1]] && s[ls[l][1]] == s[ls[l][2]]) refLines[s[ls[l][0]]]++;
        }
        vm.assertEq(lines[0], refLines[1], "lines 1");
        vm.assertEq(lines[1], refLines[2], "lines 2");
        vm.assertEq(count[0], refCells[1], "cells 1");
        vm.assertEq(count[1], refCells[2], "cells 2");
        uint256 w = refLines[1] > refLines[2]
            ? 1
            : refLines[2] > refLines[1] ? 2 : refCells[1] > refCells[2] ? 1 : refCells[2] > refCells[1] ? 2 : 0;
        vm.assertEq(winner, w, "winner");
    }

    // ---- the sorted guess tree ----

    function testFuzz_EveryWordIsMemberOrProvablyAbsent(uint32 raw) public view {
        string[8] memory ws = ["crane", "slate", "house", "plant", "words", "grime", "fjord", "lucky"];
        uint32[] memory list = new uint32[](8);
        for (uint256 i = 0; i < 8; i++) {
            uint32 w = WordUtils.pack(ws[i]);
            uint256 j = i;
            while (j > 0 && list[j - 1] > w) {
                list[j] = list[j - 1];
                j--;
            }
            list[j] = w;
        }
        bytes32 root = WordUtils.root(list, 5, 3);
        uint256 word = raw % 2 == 0 ? list[raw % 8] : raw >> 7; // dictionary words half the time
        IWordleTacToe.Move memory m;
        m.word = uint64(word);
        uint256 k = 0;
        while (k < 8 && list[k] < word) k++;
        m.index = uint32(k);
        bool isMember = k < 8 && list[k] == word;
        if (isMember) {
            m.path = WordUtils.proof(list, 5, 3, k);
            vm.assertTrue(h.member(root, 3, 5, m), "member proof");
            // the neighbours cannot make a dictionary word absent
            m.index = uint32(k + 1);
            if (k + 1 < 8) {
                m.above = list[k + 1];
                m.abovePath = WordUtils.proof(list, 5, 3, k + 1);
            }
            m.below = list[k];
            vm.assertFalse(h.absent(root, 3, 8, 5, m), "a word is never absent");
        } else {
            if (k > 0) {
                m.below = list[k - 1];
                m.path = WordUtils.proof(list, 5, 3, k - 1);
            }
            if (k < 8) {
                m.above = list[k];
                m.abovePath = WordUtils.proof(list, 5, 3, k);
            }
            vm.assertTrue(h.absent(root, 3, 8, 5, m), "absent proof");
            m.index = uint32(raw % 9); // any other gap fails
            if (m.index != k) vm.assertFalse(h.absent(root, 3, 8, 5, m), "wrong gap");
        }
    }
}
