// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title TttGrid
/// @notice A Wordle-Tac-Toe bout's nine cells in one word, and the seed's scoring (the Go rules
/// in game/tictactoe: CellWinner, Decide). Cell k takes the 24 bits at 24k:
///   bits 0-3   accepted guesses (0-6)
///   bits 4-5   the solver's seat (0: unsolved)
///   bits 6-9   the most greens of one guess so far
///   bits 10-11 the seat that made the first guess with that many
///   bits 12-15 the most yellows of one guess so far
///   bits 16-17 the seat that made the first guess with that many
/// Keeping the running bests (a later guess must beat, not tie, them) is the engine's "first
/// guess with the most": only the guesses' order matters, and it is the order of the answers.
library TttGrid {
    uint256 internal constant CELLS = 9;
    uint256 internal constant MAX_GUESSES = 6;
    uint256 private constant GREEN = 2;
    uint256 private constant YELLOW = 1;

    /// @notice The word length of `cell`: 4 in the corners, 5 on the edges, 6 in the centre.
    function length(uint256 cell) internal pure returns (uint256) {
        if (cell == 4) return 6;
        return cell % 2 == 0 ? 4 : 5;
    }

    /// @notice The accepted guesses of `cell`.
    function guesses(uint256 cells, uint256 cell) internal pure returns (uint256) {
        return (cells >> (24 * cell)) & 0xF;
    }

    /// @notice Whether `cell` is open: unsolved, with fewer than six guesses.
    function isOpen(uint256 cells, uint256 cell) internal pure returns (bool) {
        uint256 c = cells >> (24 * cell);
        return (c >> 4) & 3 == 0 && c & 0xF < MAX_GUESSES;
    }

    /// @notice Whether no cell is open: the bout is over.
    function allClosed(uint256 cells) internal pure returns (bool) {
        for (uint256 k = 0; k < CELLS; k++) {
            if (isOpen(cells, k)) return false;
        }
        return true;
    }

    /// @notice Records seat `seat`'s accepted guess with `colours` (two bits a letter) on `cell`
    /// of `len` letters; returns the new cells and whether it solved the cell.
    function record(uint256 cells, uint256 cell, uint256 len, uint256 seat, uint256 colours)
        internal
        pure
        returns (uint256, bool solved)
    {
        uint256 shift = 24 * cell;
        uint256 c = (cells >> shift) & 0xFFFFFF;
        uint256 greens;
        uint256 yellows;
        for (uint256 k = 0; k < len; k++) {
            uint256 x = (colours >> (2 * k)) & 3;
            if (x == GREEN) greens++;
            else if (x == YELLOW) yellows++;
        }
        c = (c & ~uint256(0xF)) | ((c & 0xF) + 1);
        solved = greens == len;
        if (solved) c |= seat << 4;
        if (greens > (c >> 6) & 0xF) c = (c & ~(uint256(0x3F) << 6)) | greens << 6 | seat << 10;
        if (yellows > (c >> 12) & 0xF) c = (c & ~(uint256(0x3F) << 12)) | yellows << 12 | seat << 16;
        return ((cells & ~(uint256(0xFFFFFF) << shift)) | c << shift, solved);
    }

    /// @notice The owner of `cell` by the seed's four steps: the solver; else the first with the
    /// most greens; else the first with the most yellows; else nobody (0).
    function owner(uint256 cells, uint256 cell) internal pure returns (uint256) {
        uint256 c = cells >> (24 * cell);
        uint256 solver = (c >> 4) & 3;
        if (solver != 0) return solver;
        if ((c >> 6) & 0xF != 0) return (c >> 10) & 3;
        if ((c >> 12) & 0xF != 0) return (c >> 16) & 3;
        return 0;
    }

    /// @notice Scores a finished bout: the owners (two bits a cell), each seat's three-in-a-rows
    /// and cells, and the winner: most three-in-a-rows, else most cells, else nobody (0).
    function score(uint256 cells)
        internal
        pure
        returns (uint256 owners, uint256[2] memory lines, uint256[2] memory count, uint256 winner)
    {
        for (uint256 k = 0; k < CELLS; k++) {
            uint256 o = owner(cells, k);
            owners |= o << (2 * k);
            if (o != 0) count[o - 1]++;
        }
        // the eight lines, three cells of four bits each: rows, columns, diagonals
        uint256 table = 0x246_048_258_147_036_678_345_012;
        for (uint256 l = 0; l < 8; l++) {
            uint256 t = table >> (12 * l);
            uint256 o = (owners >> (2 * ((t >> 8) & 0xF))) & 3;
            if (o != 0 && (owners >> (2 * ((t >> 4) & 0xF))) & 3 == o && (owners >> (2 * (t & 0xF))) & 3 == o) {
                lines[o - 1]++;
            }
        }
        if (lines[0] != lines[1]) winner = lines[0] > lines[1] ? 1 : 2;
        else if (count[0] != count[1]) winner = count[0] > count[1] ? 1 : 2;
    }
}
