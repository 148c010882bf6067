// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameFixture} from "./GameFixture.sol";
import {Vm} from "../utils/Vm.sol";
import {IWorthOfWords} from "../../src/wow/IWorthOfWords.sol";
import {WorthOfWords} from "../../src/wow/WorthOfWords.sol";

/// @notice Issue 15, finding 5 [LastMoverGas]: no move costs more than about three times a
/// normal move (the median plain 3-guess reveal, 254k gas) at the largest lobby the contract
/// accepts, 255 seats. Walks every worst case (opening the lobby, the joins, the first and the
/// last commit, the last open, the last reveal of a capped round with a 255-way tie, an
/// advance after everyone forfeited, and every settling page after them) and holds each
/// move's gas under the bound. Each move runs against cold storage (vm.cool), as a
/// transaction of its own would.
contract WorthOfWordsGasTest is GameFixture {
    uint8 internal constant SEATS = 255;
    /// @dev About 3 x 254k: the bound on one whole transaction.
    uint256 internal constant MOVE_BOUND = 760_000;
    /// @dev A transaction's gas beyond its call's execution: 21,000 and the calldata (a reveal,
    /// the longest move, sends about 600 bytes).
    uint256 internal constant TX_OVERHEAD = 32_000;

    uint256 internal worst;
    string internal worstMove;

    function test_LastMoverGasTieAtTheCap() public {
        (uint256 id, address[] memory p) = _fullLobby(1);
        _commitAll(id, p);
        _openAll(id, p);
        // Every guess scores nothing, so all 255 tie; the last reveal ends the capped game.
        for (uint256 i = 0; i < p.length; i++) {
            (uint256 colours, IWorthOfWords.Proof memory proof) = _honestReveal(id, p[i]);
            uint256[2] memory c = _commitments(p[i]);
            vm.cool(address(game));
            vm.prank(p[i]);
            game.reveal(id, colours, c, proof);
            _measure(i + 1 == p.length ? "last reveal" : "reveal");
        }
        _settleAll(id, "advance after the last reveal");
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "ended at the cap");
        for (uint256 i = 0; i < p.length; i++) {
            vm.assertGt(game.balanceOf(address(0), p[i]), 0, "every player shares the tie");
        }
        _assertPaid(id, p);
        _report();
    }

    function test_LastMoverGasAllForfeit() public {
        (uint256 id, address[] memory p) = _fullLobby(100);
        _commitAll(id, p);
        _openAll(id, p);
        vm.warp(uint256(_deadline(id)) + 1);
        vm.cool(address(game));
        game.advance(id); // nobody revealed: everyone forfeits
        _measure("advance after all forfeit");
        _settleAll(id, "advance after all forfeit, next page");
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "ended");
        _assertPaid(id, p);
        _report();
    }

    function test_LastMoverGasLobbyPages() public {
        IWorthOfWords.Settings memory s = _settings(SEATS);
        vm.cool(address(game));
        uint256 id = game.createLobby(s);
        _measure("createLobby");
        // The lobby's own set-up pages, which anyone may call; joins need none of them.
        while (true) {
            vm.cool(address(game));
            try game.advance(id) {
                _measure("advance in the lobby");
            } catch {
                break;
            }
        }
        _report();
    }

    // ------------------------------------------------------------- helpers

    function _fullLobby(uint16 roundCap) internal returns (uint256 id, address[] memory p) {
        IWorthOfWords.Settings memory s = _settings(SEATS);
        s.roundCap = roundCap;
        vm.cool(address(game));
        id = game.createLobby(s);
        _measure("createLobby");
        p = new address[](SEATS);
        for (uint256 i = 0; i < SEATS; i++) {
            p[i] = _player(i);
            secretsOf[p[i]] = [_word("crane"), _word("slate")];
            vm.deal(p[i], STAKE);
            uint256[2] memory c = _commitments(p[i]);
            IWorthOfWords.Proof memory proof = _joinProof(id, p[i]);
            vm.cool(address(game));
            vm.prank(p[i]);
            game.join{value: STAKE}(id, c, proof, "");
            _measure(i + 1 == SEATS ? "last join" : "join");
        }
        _nextBlock();
    }

    function _commitAll(uint256 id, address[] memory p) internal {
        uint16 round = _round(id);
        for (uint256 i = 0; i < p.length; i++) {
            bytes32 commitment = game.guessCommitment(id, round, p[i], _word("fuzzy"), _salt(p[i], round));
            vm.cool(address(game));
            vm.prank(p[i]);
            game.commitGuess(id, commitment);
            _measure(i == 0 ? "first commit (draws the targets)" : i + 1 == p.length ? "last commit" : "commit");
        }
    }

    function _openAll(uint256 id, address[] memory p) internal {
        for (uint256 i = 0; i < p.length; i++) {
            vm.cool(address(game));
            _openGuess(id, p[i], "fuzzy");
            _measure(i + 1 == p.length ? "last open" : "open");
        }
        // The last open did one page of the reveal set-up: reveals wait for the rest.
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Settling), "settling");
        uint256[2] memory c = _commitments(p[0]);
        IWorthOfWords.Proof memory none;
        vm.prank(p[0]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofSettling.selector, id, uint8(1)));
        game.reveal(id, 0, c, none);
        _settleAll(id, "advance after the last open");
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Reveal), "reveal phase");
    }

    /// @dev Calls advance until the game is no longer settling, measuring every page.
    function _settleAll(uint256 id, string memory name) internal {
        uint256 pages;
        while (_phase(id) == IWorthOfWords.Phase.Settling) {
            vm.assertLt(++pages, 64, "settling ends");
            vm.cool(address(game));
            game.advance(id);
            _measure(name);
            _assertEscrowConserved(id);
        }
    }

    /// @dev Mid-settlement too, every coin is owed once: the pot left plus what was credited.
    function _assertEscrowConserved(uint256 id) internal view {
        (,,,,,, uint256 pot,,) = game.gameInfo(id);
        address[] memory p = game.playersOf(id);
        for (uint256 i = 0; i < p.length; i++) {
            pot += game.balanceOf(address(0), p[i]);
        }
        vm.assertEq(pot, address(game).balance, "pot + balances = escrow");
    }

    function _measure(string memory name) internal {
        Vm.Gas memory g = vm.lastCallGas();
        uint256 used = uint256(g.gasTotalUsed) + TX_OVERHEAD;
        if (used > worst) (worst, worstMove) = (used, name);
        vm.assertLe(used, MOVE_BOUND, name);
    }

    function _assertPaid(uint256 id, address[] memory p) internal view {
        uint256 paid;
        for (uint256 i = 0; i < p.length; i++) {
            paid += game.balanceOf(address(0), p[i]);
        }
        vm.assertEq(paid, p.length * STAKE, "pot paid in full");
        (,,,,,, uint256 pot,,) = game.gameInfo(id);
        vm.assertEq(pot, 0, "settled");
    }

    event log_named_uint(string key, uint256 val);

    /// @dev The worst move, shown with -vv.
    function _report() internal {
        emit log_named_uint(string.concat("worst move (gas with the transaction overhead): ", worstMove), worst);
    }
}
