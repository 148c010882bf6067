// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TttFixture} from "./TttFixture.sol";
import {IWordleTacToe} from "../../src/tictactoe/IWordleTacToe.sol";

/// @notice The differential test against the rules engine: replays the random matches of
/// game/testdata/ttt_vectors.json (TestTttVectors in game/tictactoe, with its drift check) on the
/// contract, turn by turn: each word's validity as the engine's validator decides it (the
/// vectors' dictionaries are the fixture's trees), who moves next after every turn (skips
/// included), the time each turn took and the bank left (tictactoe.ChargeTurn), every bout's
/// cell owners, three-in-a-rows, cells and winner, and the match winner, by bouts or by a
/// player out of time. The engine's player 1 is the contract's drawn starter; both seats start
/// in turn.
contract WordleTacToeVectorsTest is TttFixture {
    string internal vectors;

    function setUp() public override {
        super.setUp();
        vectors = vm.readFile(string.concat(vm.projectRoot(), "/game/testdata/ttt_vectors.json"));
    }

    function test_VectorDictionariesAreTheFixtureTrees() public view {
        string[3] memory keys = [".words.l4", ".words.l5", ".words.l6"];
        for (uint256 i = 0; i < 3; i++) {
            uint256[] memory ws = vm.parseJsonUintArray(vectors, keys[i]);
            vm.assertEq(ws.length, lists[i].length, "word count");
            for (uint256 k = 0; k < ws.length; k++) {
                vm.assertEq(ws[k], lists[i][k], "same sorted words");
            }
        }
    }

    function test_Matches00To09() public {
        _replay(0, 10);
    }

    function test_Matches10To19() public {
        _replay(10, 20);
    }

    function test_Matches20To29() public {
        _replay(20, 30);
    }

    function test_Matches30To39() public {
        _replay(30, 40);
    }

    function test_Matches40To49() public {
        _replay(40, 50);
    }

    function test_Matches50To59() public {
        _replay(50, 60);
        vm.assertFalse(vm.keyExistsJson(vectors, ".matches[60]"), "all vectors replayed");
    }

    function _replay(uint256 from, uint256 to) internal {
        for (uint256 i = from; i < to; i++) {
            vm.warp(block.timestamp + 1 days); // the players' daily coins
            uint256 starter = 1 + i % 2;
            uint256 id = _started(starter);
            string memory mk = string.concat(".matches[", _str(i), "]");
            uint256 bouts = 0;
            while (vm.keyExistsJson(vectors, string.concat(mk, ".bouts[", _str(bouts), "]"))) bouts++;
            uint256 winner = vm.parseJsonUint(vectors, string.concat(mk, ".winner"));
            uint256 timeout = vm.parseJsonUint(vectors, string.concat(mk, ".timeout"));
            for (uint256 b = 0; b < bouts; b++) {
                string memory bk = string.concat(mk, ".bouts[", _str(b), "]");
                vm.assertEq(ttt.gameOf(id).bout, b, "bout in play");
                _bout(
                    id,
                    starter,
                    vm.parseJsonUintArray(vectors, string.concat(bk, ".turns")),
                    vm.parseJsonUintArray(vectors, string.concat(bk, ".result")),
                    b + 1 == bouts && timeout == 0 ? winner : 0
                );
            }
            if (timeout != 0) _expectTimeout(id, _seatOf(starter, winner));
            vm.assertFalse(platform.isLive(id), "the match is settled");
        }
    }

    /// @dev The engine's player p (1 moved first in bout 0) as a seat.
    function _seatOf(uint256 starter, uint256 p) internal pure returns (uint256) {
        if (p == 0) return 0;
        return p == 1 ? starter : 3 - starter;
    }

    /// @dev One bout's replay: the match, the drawn starter, the bout's result and the match
    /// winner if this bout decides it (else 0).
    struct Bout {
        uint256 id;
        uint256 starter;
        uint256[] result;
        uint256 matchWinner;
    }

    function _bout(uint256 id, uint256 starter, uint256[] memory t, uint256[] memory r, uint256 matchWinner) internal {
        Bout memory bt = Bout(id, starter, r, matchWinner);
        uint256 i = 0;
        while (i < t.length) {
            i = _turn(bt, t, i);
        }
    }

    /// @dev Replays the turn at t[i], [player, used, n, moves, next, bank left] (or [player,
    /// used, 0, 0, 0] past the bank: the move reverts); returns the next turn's offset.
    function _turn(Bout memory bt, uint256[] memory t, uint256 i) internal returns (uint256) {
        uint256 seat = _seatOf(bt.starter, t[i]);
        IWordleTacToe.Game memory g = ttt.gameOf(bt.id);
        vm.assertEq(g.mover == 0 ? ttt.starterOf(bt.id) : g.mover, seat, "the engine's player moves");
        vm.warp(uint256(g.turnStart) + t[i + 1]);
        uint256 n = t[i + 2];
        if (n == 0) {
            // out of time: no move is accepted any more
            vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttClockOut.selector, bt.id, _player(seat)));
            vm.prank(_player(seat));
            ttt.play(bt.id, _one(_mv(0, "word")));
            return i + 5;
        }
        IWordleTacToe.Move[] memory ms = new IWordleTacToe.Move[](n);
        uint256 accepted = 0;
        for (uint256 k = 0; k < n; k++) {
            ms[k] = _mvPacked(t[i + 3 + 4 * k], t[i + 4 + 4 * k]);
            vm.assertEq(ms[k].valid, t[i + 5 + 4 * k] == 1, "validity as the engine's validator");
            if (ms[k].valid) accepted++;
        }
        uint256 next = t[i + 3 + 4 * n];
        vm.prank(_player(seat));
        ttt.play(bt.id, ms);
        g = ttt.gameOf(bt.id);
        vm.assertEq(seat == 1 ? g.bankA : g.bankB, t[i + 4 + 4 * n], "bank left as ChargeTurn");
        uint256 slot = 0;
        for (uint256 k = 0; k < n; k++) {
            if (!ms[k].valid) continue;
            uint256 colours = t[i + 6 + 4 * k];
            bytes memory proof = _answerProof(bt.id, slot, colours);
            if (next == 0 && slot + 1 == accepted) _expectEnd(bt);
            vm.prank(HOUSE);
            ttt.answer(bt.id, slot, colours, proof);
            slot++;
        }
        if (next != 0) vm.assertEq(ttt.gameOf(bt.id).mover, _seatOf(bt.starter, next), "next player as the engine");
        return i + 5 + 4 * n;
    }

    /// @dev The mover ran out of time: the platform settles the match for `winner` (a seat).
    function _expectTimeout(uint256 id, uint256 winner) internal {
        (bool due, uint8 outcome) = ttt.timeoutOutcome(id);
        vm.assertTrue(due, "a timeout is due");
        vm.assertEq(outcome, winner, "the engine's winner on time");
        platform.claimTimeout(id);
        ttt.close(id);
    }

    /// @dev Expects the bout's (and, if it ends, the match's) events in seats.
    function _expectEnd(Bout memory bt) internal {
        (uint256 id, uint256 starter, uint256[] memory r) = (bt.id, bt.starter, bt.result);
        uint256 owners = 0;
        for (uint256 c = 0; c < 9; c++) {
            owners |= _seatOf(starter, (r[0] >> (2 * c)) & 3) << (2 * c);
        }
        (uint256 linesA, uint256 linesB) = starter == 1 ? (r[1], r[2]) : (r[2], r[1]);
        (uint256 cellsA, uint256 cellsB) = starter == 1 ? (r[3], r[4]) : (r[4], r[3]);
        uint256 w = _seatOf(starter, r[5]);
        vm.expectEmit(address(ttt));
        emit IWordleTacToe.BoutEnded(
            id, ttt.gameOf(id).bout, owners, linesA, linesB, cellsA, cellsB, w == 0 ? address(0) : _player(w)
        );
        if (bt.matchWinner != 0) {
            vm.expectEmit(address(ttt));
            emit IWordleTacToe.MatchEnded(id, _player(_seatOf(starter, bt.matchWinner)));
        }
    }

    function _str(uint256 v) internal pure returns (string memory s) {
        if (v == 0) return "0";
        while (v != 0) {
            s = string.concat(string(abi.encodePacked(bytes1(uint8(48 + v % 10)))), s);
            v /= 10;
        }
    }
}
