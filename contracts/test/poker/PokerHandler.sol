// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "../utils/Vm.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {IWordlePoker} from "../../src/poker/IWordlePoker.sol";
import {PokerDeck} from "../../src/poker/PokerDeck.sol";
import {PokerHands} from "../../src/poker/PokerHands.sol";
import {WordlePoker} from "../../src/poker/WordlePoker.sol";
import {PokerTestKeys} from "./PokerTestKeys.sol";

/// @notice Plays WordlePoker matches one move at a time for the invariant suite: the players
/// move at random within the rules (or let a clock run out), the house deals honestly. It keeps
/// its own model of what the rules say must happen: the chips each showdown takes (from the
/// derived deck, the discards and the choice, computed here) and the betting deck (the nine
/// cards, refilled when empty).
contract PokerHandler is PokerTestKeys {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    uint32 internal immutable MODE;
    address internal immutable HOUSE;

    Coins internal coins;
    DuelPlatform internal platform;
    WordlePoker internal poker;

    uint256 public id;
    /// @notice Chips the model says left play in the current match.
    uint256 public lost;
    /// @notice The model's betting deck: cards left of each value 1-4.
    uint256[5] public modelDeck;
    uint256 public showdowns;
    uint256 public refills;
    uint256 public matches;
    mapping(uint256 hand => bytes32) internal _seeds;
    uint256[2] internal _masks;

    constructor(Coins c, DuelPlatform p, WordlePoker w, uint32 mode, address house) {
        coins = c;
        platform = p;
        poker = w;
        MODE = mode;
        HOUSE = house;
    }

    function _player(uint256 seat) internal pure returns (address) {
        return seat == 0 ? ALICE : BOB;
    }

    function _game() internal view returns (IWordlePoker.Game memory) {
        return poker.gameOf(id);
    }

    /// @notice One move of whoever is to move, chosen from `r`.
    function step(uint256 r) external {
        if (id == 0 || !platform.isLive(id)) return _newMatch();
        IWordlePoker.Game memory g = _game();
        IWordlePoker.Phase p = g.phase;
        address actor = _player(g.toAct);
        if (p == IWordlePoker.Phase.Deal) {
            _deal(g, r);
        } else if (p == IWordlePoker.Phase.Open) {
            uint256 card = 1 + r % 4;
            while (modelDeck[card] == 0) card = card % 4 + 1;
            uint256 bet = 1 + (r >> 8) % _min(10, g.chips[g.toAct]);
            vm.prank(actor);
            poker.open(id, card, bet);
            _take(card);
        } else if (p == IWordlePoker.Phase.Betting) {
            uint256 stack = g.chips[g.toAct];
            uint256 room = stack > g.bet ? _min(10, stack - g.bet) : 0;
            vm.prank(actor);
            if (room == 0 || r % 3 == 0) poker.stop(id);
            else poker.raise(id, 1 + (r >> 8) % room);
        } else if (p == IWordlePoker.Phase.Mulligan) {
            for (uint256 k = 0; k < 2; k++) {
                if (!poker.seatOf(id, k).committed) _commitMulligan(k, r >> (8 * k));
            }
        } else if (p == IWordlePoker.Phase.MulliganOpen) {
            for (uint256 k = 0; k < 2; k++) {
                IWordlePoker.Seat memory s = poker.seatOf(id, k);
                if (s.committed && !s.opened) {
                    vm.prank(_player(k));
                    poker.openMulligan(id, _masks[k], bytes32(k));
                }
            }
        } else if (p == IWordlePoker.Phase.Choose) {
            vm.prank(actor);
            poker.choose(id, uint8(1 + r % 2));
        } else if (p == IWordlePoker.Phase.Showdown) {
            _showdown(g);
        } else if (p == IWordlePoker.Phase.Guess) {
            uint256 word = r % 5;
            while (g.solved[g.toAct] >> word & 1 != 0) word = (word + 1) % 5;
            vm.prank(actor);
            poker.guess(id, word, (r >> 8) % 26);
            uint256 colours = r % 3 == 0 ? poker.ALL_GREEN() : (r >> 16) % 0x155;
            _answer(colours & ~((colours & 0x2aa) >> 1)); // no colour 3
        }
    }

    /// @notice Lets the clock of a player's move run out and plays the seed's default.
    function late(uint256 r) external {
        if (id == 0 || !platform.isLive(id)) return;
        IWordlePoker.Game memory g = _game();
        IWordlePoker.Phase p = g.phase;
        if (
            p != IWordlePoker.Phase.Open && p != IWordlePoker.Phase.Betting && p != IWordlePoker.Phase.Mulligan
                && p != IWordlePoker.Phase.Choose && p != IWordlePoker.Phase.Guess
        ) return;
        if (p == IWordlePoker.Phase.Mulligan && r % 2 == 0 && !poker.seatOf(id, r % 4 / 2).committed) {
            _commitMulligan(r % 4 / 2, r >> 8); // one seat chose, the other is silent
        }
        vm.warp(uint256(g.deadline) + 1);
        poker.nudge(id);
        if (p == IWordlePoker.Phase.Open) _take(_game().card);
    }

    function _newMatch() internal {
        if (id != 0) {
            IWordlePoker.Game memory old = _game();
            if (!old.houseDone) poker.releaseHouse(id);
        }
        for (uint256 k = 0; k < 2; k++) {
            if (coins.availableOf(_player(k)) < 10) {
                if (coins.nextClaimAt(_player(k)) > block.timestamp) vm.warp(coins.nextClaimAt(_player(k)));
                vm.prank(_player(k));
                coins.claimDaily();
            }
        }
        vm.prank(ALICE);
        platform.enqueue(MODE, 10);
        vm.prank(BOB);
        id = platform.enqueue(MODE, 10);
        matches++;
        lost = 0;
        modelDeck = [uint256(0), 3, 3, 2, 1];
        for (uint256 k = 0; k < 2; k++) {
            uint256[5] memory c;
            for (uint256 i = 0; i < 5; i++) {
                c[i] = 1000 + 10 * k + i;
            }
            uint256[7] memory input =
                [uint256(0x5ec2e7), c[0], c[1], c[2], c[3], c[4], poker.contextOf(id, 0, _player(k))];
            bytes memory proof = abi.encodePacked(keccak256(abi.encode(input)), new bytes(224));
            vm.prank(_player(k));
            poker.commitWords(id, c, proof, _key());
        }
        vm.roll(block.number + 1);
        poker.assignHouse(id);
        _seeds[1] = keccak256(abi.encode(id, uint256(1)));
        vm.prank(HOUSE);
        poker.commitSeed(id, keccak256(abi.encode(_seeds[1])));
    }

    function _deal(IWordlePoker.Game memory g, uint256 r) internal {
        vm.roll(block.number + 1);
        bytes32 bh = keccak256(abi.encode(r));
        vm.setBlockhash(g.armBlock, bh);
        uint256 hand = uint256(g.hand) + 1;
        uint8[20] memory top = PokerDeck.order(_seeds[hand], keccak256(abi.encode(bh, id, hand)));
        uint8[5] memory a = [top[0], top[1], top[2], top[3], top[4]];
        uint8[5] memory b = [top[5], top[6], top[7], top[8], top[9]];
        vm.prank(HOUSE);
        poker.deal(
            id, keccak256(abi.encode(id, hand, 0, a, bytes32(0))), keccak256(abi.encode(id, hand, 1, b, bytes32(0))),
            SEALED,
            SEALED
        );
    }

    function _commitMulligan(uint256 seat, uint256 r) internal {
        uint256 mask = r % 32;
        _masks[seat] = mask;
        bytes32 c = keccak256(abi.encode(id, uint256(_game().hand), seat, mask, bytes32(seat)));
        vm.prank(_player(seat));
        poker.commitMulligan(id, c);
    }

    /// @dev Opens the hand honestly after working out, independently, what it must do.
    function _showdown(IWordlePoker.Game memory g) internal {
        uint8[20] memory top = PokerDeck.order(_seeds[g.hand], g.randomness);
        uint8[5][2] memory h;
        for (uint256 i = 0; i < 5; i++) {
            h[0][i] = top[i];
            h[1][i] = top[5 + i];
        }
        uint256 next = 10;
        for (uint256 k = 0; k < 2; k++) {
            uint256 seat = k == 0 ? g.starter : 1 - g.starter;
            uint256 mask = poker.seatOf(id, seat).mask;
            for (uint256 i = 0; i < 5; i++) {
                if (mask >> i & 1 != 0) h[seat][i] = top[next++];
            }
        }
        uint256 chooser = 1 - g.stopper;
        uint8 choice = g.choice;
        if (choice == 0) {
            choice = PokerHands.showdown(h[0], h[1], PokerHands.HIGHER) == chooser + 1
                ? PokerHands.LOWER
                : PokerHands.HIGHER;
        }
        uint8 won = PokerHands.showdown(h[0], h[1], choice);
        uint256 loss = won != 0 && won - 1 != chooser ? g.bet : 0;
        _seeds[g.hand + 1] = keccak256(abi.encode(id, uint256(g.hand) + 1));
        vm.prank(HOUSE);
        poker.showdown(id, _seeds[g.hand], [bytes32(0), bytes32(0)], keccak256(abi.encode(_seeds[g.hand + 1])));
        IWordlePoker.Game memory after_ = _game();
        require(after_.chips[chooser] == g.chips[chooser] - loss, "the chooser loses the bet exactly when it loses");
        require(after_.chips[1 - chooser] == g.chips[1 - chooser], "the stopper risks nothing");
        lost += loss;
        showdowns++;
    }

    function _answer(uint256 colours) internal {
        IWordlePoker.Game memory g = _game();
        uint256 prover = g.toAct;
        uint256 context = poker.contextOf(id, g.hand, _player(prover)) & ((1 << 120) - 1);
        uint256[2] memory input =
            [1000 + 10 * prover + g.pendingWord, uint256(g.pendingGuess) | colours << 25 | 1 << 35 | context << 132];
        bytes memory proof = abi.encodePacked(keccak256(abi.encode(input)), new bytes(224));
        vm.prank(_player(prover));
        poker.answer(id, colours, proof);
    }

    function _take(uint256 card) internal {
        modelDeck[card]--;
        if (modelDeck[1] + modelDeck[2] + modelDeck[3] + modelDeck[4] == 0) {
            modelDeck = [uint256(0), 3, 3, 2, 1];
            refills++;
        }
    }

    function _min(uint256 a, uint256 b) internal pure returns (uint256) {
        return a < b ? a : b;
    }
}
