// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PokerFixture} from "./PokerFixture.sol";
import {IWordlePoker} from "../../src/poker/IWordlePoker.sol";
import {PokerDeck} from "../../src/poker/PokerDeck.sol";
import {PokerHands} from "../../src/poker/PokerHands.sol";

/// @notice Exposes the libraries so that their reverts can be expected.
contract PokerHarness {
    function evaluate(uint8[5] memory hand) external pure returns (uint256) {
        return PokerHands.evaluate(hand);
    }

    function showdown(uint8[5] memory a, uint8[5] memory b, uint8 choice) external pure returns (uint8) {
        return PokerHands.showdown(a, b, choice);
    }

    function order(bytes32 seed, bytes32 randomness) external pure returns (uint8[20] memory) {
        return PokerDeck.order(seed, randomness);
    }
}

/// @notice The cheatcode the shared Vm interface does not list.
interface VmBytes32Arrays {
    function parseJsonBytes32Array(string calldata json, string calldata key) external pure returns (bytes32[] memory);
}

/// @notice Differential tests against game/poker: replays game/testdata/poker_vectors.json
/// (TestPokerVectors in game/poker/wire builds it from the rules engine, with a drift test):
/// hand values, showdowns under both choices, derived decks, and whole games played move by
/// move through WordlePoker, with the engine's chips, winners and betting deck checked at
/// every step.
contract PokerVectorsTest is PokerFixture {
    VmBytes32Arrays internal constant vmv = VmBytes32Arrays(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant OP_OPEN = 1;
    uint256 internal constant OP_RAISE = 2;
    uint256 internal constant OP_STOP = 3;
    uint256 internal constant OP_MULLIGAN = 4;
    uint256 internal constant OP_CHOOSE = 5;
    uint256 internal constant OP_SHOWDOWN = 6;
    uint256 internal constant OP_GUESS = 7;
    uint256 internal constant OP_REJECT = 8;
    uint256 internal constant OP_OPEN_NUDGE = 9;
    uint256 internal constant OP_SKIP = 10;

    string internal json;
    PokerHarness internal harness;
    /// @dev The current vector hand's salts and the players' discard commitments (Go's).
    bytes32[] internal _dealtSalts;
    bytes32[] internal _mulliganCommits;
    bytes32[] internal _mulliganSalts;

    function setUp() public override {
        super.setUp();
        json = vm.readFile(string.concat(vm.projectRoot(), "/game/testdata/poker_vectors.json"));
        harness = new PokerHarness();
    }

    function _k(string memory base, uint256 i) internal pure returns (string memory) {
        return string.concat(base, "[", vmx.toString(i), "]");
    }

    function _hand(string memory key) internal view returns (uint8[5] memory h) {
        return _hand(json, key);
    }

    /// @dev As {_hand}, on a copy of the file in memory (a storage copy per read costs millions).
    function _hand(string memory j, string memory key) internal pure returns (uint8[5] memory h) {
        uint256[] memory c = vm.parseJsonUintArray(j, key);
        vm.assertEq(c.length, 5, key);
        for (uint256 i = 0; i < 5; i++) {
            h[i] = uint8(c[i]);
        }
    }

    function test_HandValuesMatchRulesEngine() public view {
        string memory j = json;
        uint256 n;
        bool[9] memory categories;
        for (; vm.keyExistsJson(j, _k(".hands", n)); n++) {
            string memory c = _k(".hands", n);
            uint256 v = harness.evaluate(_hand(j, string.concat(c, ".cards")));
            vm.assertEq(
                v, vm.parseJsonUint(j, string.concat(c, ".value")), vmx.parseJsonString(j, string.concat(c, ".text"))
            );
            categories[PokerHands.category(v)] = true;
        }
        vm.assertGt(n, 300, "vectors read");
        for (uint256 i = 0; i < 9; i++) {
            vm.assertTrue(categories[i], "every category");
        }
    }

    function test_ShowdownsMatchRulesEngine() public view {
        string memory j = json;
        uint256 n;
        for (; vm.keyExistsJson(j, _k(".pairs", n)); n++) {
            string memory c = _k(".pairs", n);
            uint8[5] memory a = _hand(j, string.concat(c, ".a"));
            uint8[5] memory b = _hand(j, string.concat(c, ".b"));
            vm.assertEq(harness.showdown(a, b, PokerHands.HIGHER), vm.parseJsonUint(j, string.concat(c, ".higher")), c);
            vm.assertEq(harness.showdown(a, b, PokerHands.LOWER), vm.parseJsonUint(j, string.concat(c, ".lower")), c);
        }
        vm.assertGt(n, 250, "vectors read");
    }

    function test_DeckOrderMatchesGo() public view {
        uint256 n;
        for (; vm.keyExistsJson(json, _k(".decks", n)); n++) {
            string memory c = _k(".decks", n);
            uint8[20] memory top = harness.order(
                vm.parseJsonBytes32(json, string.concat(c, ".seed")),
                vm.parseJsonBytes32(json, string.concat(c, ".randomness"))
            );
            uint256[] memory want = vm.parseJsonUintArray(json, string.concat(c, ".top"));
            for (uint256 i = 0; i < 20; i++) {
                vm.assertEq(top[i], want[i], c);
            }
        }
        vm.assertGt(n, 10, "vectors read");
    }

    /// @notice Every vector game, replayed as match 1 of a fresh platform.
    function test_GamesMatchRulesEngine() public {
        uint256 n;
        for (; vm.keyExistsJson(json, _k(".games", n)); n++) {
            uint256 snap = vm.snapshotState();
            _replay(_k(".games", n));
            vm.revertToState(snap);
        }
        vm.assertGt(n, 3, "vectors read");
    }

    function _replay(string memory gk) internal {
        string memory j = json;
        uint256 id = _match();
        vm.assertEq(id, 1, "vectors are for match 1");
        _commitWords(id, 0);
        _commitWords(id, 1);
        vm.roll(block.number + 1);
        poker.assignHouse(id);
        _commitSeed(id, vm.parseJsonBytes32(j, string.concat(_k(string.concat(gk, ".hands"), 0), ".seed")));
        uint256 h;
        for (; vm.keyExistsJson(j, _k(string.concat(gk, ".hands"), h)); h++) {
            string memory hk = _k(string.concat(gk, ".hands"), h);
            string memory nextKey = _k(string.concat(gk, ".hands"), h + 1);
            bytes32 next = vm.keyExistsJson(j, nextKey)
                ? vm.parseJsonBytes32(j, string.concat(nextKey, ".seed"))
                : keccak256("last");
            bytes32 bh = vm.parseJsonBytes32(j, string.concat(hk, ".blockHash"));
            (uint8[5] memory a, uint8[5] memory b,) = _dealtCards(id, bh);
            vm.assertEq(
                keccak256(abi.encode(a)), keccak256(abi.encode(_hand(j, string.concat(hk, ".dealtA")))), "dealt a"
            );
            vm.assertEq(
                keccak256(abi.encode(b)), keccak256(abi.encode(_hand(j, string.concat(hk, ".dealtB")))), "dealt b"
            );
            _dealVector(id, j, hk, bh);
            uint256[] memory m = vm.parseJsonUintArray(j, string.concat(hk, ".moves"));
            for (uint256 i = 0; i < m.length; i += 6) {
                _step(id, m[i], m[i + 1], m[i + 2], m[i + 3], m[i + 4], m[i + 5], next);
            }
        }
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.assertEq(uint256(g.phase), uint256(IWordlePoker.Phase.Over), "game over");
        uint256 winner = vm.parseJsonUint(j, string.concat(gk, ".winner"));
        vm.assertEq(platform.playerOf(_player(winner)).wins, 1, "the engine's winner won on the platform");
        vm.assertEq(platform.playerOf(_player(1 - winner)).losses, 1, "and the other lost");
        vm.assertFalse(platform.isLive(id), "settled");
    }

    /// @dev The house deals with the commitments game/poker/wire computed (DealtCommitment): the
    /// showdown checks them, so Go's encoding is the contract's.
    function _dealVector(uint256 id, string memory j, string memory hk, bytes32 bh) internal {
        bytes32[] memory commits = vmv.parseJsonBytes32Array(j, string.concat(hk, ".dealtCommits"));
        _dealtSalts = vmv.parseJsonBytes32Array(j, string.concat(hk, ".dealtSalts"));
        _mulliganCommits = vmv.parseJsonBytes32Array(j, string.concat(hk, ".mulliganCommits"));
        _mulliganSalts = vmv.parseJsonBytes32Array(j, string.concat(hk, ".mulliganSalts"));
        vm.roll(block.number + 1);
        vm.setBlockhash(poker.gameOf(id).armBlock, bh);
        vm.prank(HOUSE);
        poker.deal(id, commits[0], commits[1], SEALED, SEALED);
    }

    function _late(uint256 id) internal {
        vm.warp(uint256(poker.gameOf(id).deadline) + 1);
        poker.nudge(id);
    }

    function _step(uint256 id, uint256 op, uint256 seat, uint256 x, uint256 y, uint256 z, uint256 w, bytes32 next)
        internal
    {
        address p = _player(seat);
        if (op == OP_OPEN || op == OP_OPEN_NUDGE) {
            if (op == OP_OPEN) {
                vm.prank(p);
                poker.open(id, x, y);
            } else {
                vm.assertEq(_act(id), p, "the silent starter");
                _late(id);
            }
            IWordlePoker.Game memory g = poker.gameOf(id);
            vm.assertEq(g.card, x, "card");
            vm.assertEq(g.bet, y, "bet");
            vm.assertEq(g.bettingDeck, z, "betting deck");
        } else if (op == OP_RAISE) {
            vm.prank(p);
            poker.raise(id, x);
            vm.assertEq(poker.gameOf(id).bet, y, "bet");
        } else if (op == OP_STOP) {
            if (x == 1) {
                vm.assertEq(_act(id), p, "the silent bettor");
                _late(id);
            } else {
                vm.prank(p);
                poker.stop(id);
            }
            vm.assertEq(poker.gameOf(id).stopper, seat, "stopper");
        } else if (op == OP_REJECT) {
            vm.prank(p);
            vm.expectRevert();
            if (x == 1) poker.open(id, y, z);
            else poker.raise(id, y);
        } else if (op == OP_MULLIGAN) {
            // the players' commitments from game/poker/wire (MulliganCommitment)
            for (uint256 k = 0; k < 2; k++) {
                vm.prank(_player(k));
                poker.commitMulligan(id, _mulliganCommits[k]);
            }
            vm.prank(ALICE);
            poker.openMulligan(id, x, _mulliganSalts[0]);
            vm.prank(BOB);
            poker.openMulligan(id, y, _mulliganSalts[1]);
        } else if (op == OP_CHOOSE) {
            if (x == 0) {
                vm.assertEq(_act(id), p, "the silent chooser");
                _late(id);
            } else {
                vm.prank(p);
                poker.choose(id, uint8(x));
            }
        } else if (op == OP_SHOWDOWN) {
            uint256 hand = poker.gameOf(id).hand;
            seeds[hand + 1] = next;
            vm.prank(HOUSE);
            poker.showdown(id, seeds[hand], [_dealtSalts[0], _dealtSalts[1]], keccak256(abi.encode(next)));
            IWordlePoker.Game memory g = poker.gameOf(id);
            vm.assertEq(g.chips[0], z, "chips of a");
            vm.assertEq(g.chips[1], w, "chips of b");
            if (g.phase == IWordlePoker.Phase.Guess) vm.assertEq(g.winner, x, "hand winner");
            else if (x == 2) vm.assertEq(uint256(g.phase), uint256(IWordlePoker.Phase.Deal), "void hand");
            else vm.assertEq(uint256(g.phase), uint256(IWordlePoker.Phase.Over), "out of chips");
            y; // the loss shows in the chips
        } else if (op == OP_GUESS) {
            vm.prank(p);
            poker.guess(id, x, y);
            _answer(id, z);
        } else if (op == OP_SKIP) {
            vm.assertEq(poker.gameOf(id).guessesLeft, x, "guesses left");
            _late(id);
            vm.assertEq(uint256(poker.gameOf(id).phase), uint256(IWordlePoker.Phase.Deal), "next hand");
        } else {
            revert("unknown op");
        }
    }
}
