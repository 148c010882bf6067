// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {WordUtils} from "../utils/WordUtils.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";
import {WordleTacToe} from "../../src/tictactoe/WordleTacToe.sol";
import {ICellAnswerVerifier, IWordleTacToe} from "../../src/tictactoe/IWordleTacToe.sol";
import {TttGrid} from "../../src/tictactoe/TttGrid.sol";

/// @notice A stand-in for the answer verifiers: a "proof" is valid exactly when its first word is
/// keccak256 of the public inputs, so a test proves precisely the inputs it expects the contract
/// to rebuild.
contract MockCellAnswerVerifier is ICellAnswerVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[3] calldata input) external pure {
        if (proof.length != 256 || bytes32(proof[:32]) != keccak256(abi.encode(input))) revert MockProofInvalid();
    }
}

/// @notice Coins, a platform, a house registry with one bonded house, and WordleTacToe registered
/// as a mode and a registry game, with mock answer verifiers and a small sorted guess tree per
/// length (eight words, depth 3); helpers for every move. Each cell hides the first word of its
/// length's list (the mock verifier takes the colours the test computes against it).
abstract contract TttFixture is TestBase {
    uint32 internal constant MODE = 3;
    address internal constant OWNER = address(0x0123);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA201);
    address internal constant HOUSE = address(0x4005E);
    uint256 internal constant BET = 40;
    uint256 internal constant TURN = 120;
    uint256 internal constant BANK = 600;
    uint256 internal constant WINDOW = 30;
    uint256 internal constant COMP = 0.1 ether;
    uint256 internal constant BOND = 1 ether;
    uint256 internal constant SEED_C = 1111;
    uint256 internal constant KEY_X = 9671717474070082183213120605117400219616337014328744928644933853176787189663;
    uint256 internal constant KEY_Y = 16950150798460657717958625567821834550301663161624707787222815936182638968203;
    uint256 internal constant DEPTH = 3;

    Coins internal coins;
    DuelPlatform internal platform;
    HouseRegistry internal reg;
    WordleTacToe internal ttt;
    /// @dev the guess words of lengths 4, 5, 6 (index len - 4), sorted by packed value
    uint32[][3] internal lists;
    /// @dev each cell's secret of the current test (set by _secret, default list[0])
    uint32[9] internal secrets;

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        vm.roll(1000);
        lists[0] = _sorted(["word", "play", "game", "tile", "card", "ring", "salt", "moon"]);
        lists[1] = _sorted(["crane", "slate", "house", "plant", "words", "grime", "fjord", "lucky"]);
        lists[2] = _sorted(["planet", "garden", "silver", "wonder", "castle", "breeze", "puzzle", "tricky"]);
        for (uint256 c = 0; c < 9; c++) {
            secrets[c] = lists[TttGrid.length(c) - 4][0];
        }
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        reg = new HouseRegistry(OWNER, BOND, 3 days);
        ttt = new WordleTacToe(platform, _config());
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(MODE, address(ttt));
        reg.setGame(address(ttt), true);
        vm.stopPrank();
        vm.deal(HOUSE, BOND);
        vm.prank(HOUSE);
        reg.register{value: BOND}(KEY_X, KEY_Y, "https://house.example");
        vm.roll(block.number + 1);
    }

    function _config() internal returns (WordleTacToe.Config memory c) {
        c.registry = IHouseRegistry(address(reg));
        for (uint256 i = 0; i < 3; i++) {
            c.dictionaries[i] = WordleTacToe.Dictionary({
                verifier: new MockCellAnswerVerifier(),
                answersRoot: 100 + i,
                answersCount: 1000 + i,
                guessRoot: WordUtils.root(lists[i], i + 4, DEPTH),
                guessCount: 8,
                guessDepth: DEPTH
            });
        }
        c.turnTime = TURN;
        c.bank = BANK;
        c.window = WINDOW;
        c.compensation = COMP;
    }

    function _sorted(string[8] memory ws) internal pure returns (uint32[] memory out) {
        out = new uint32[](8);
        for (uint256 i = 0; i < 8; i++) {
            uint32 w = WordUtils.pack(ws[i]);
            uint256 j = i;
            while (j > 0 && out[j - 1] > w) {
                out[j] = out[j - 1];
                j--;
            }
            out[j] = w;
        }
    }

    function _seat(address p) internal pure returns (uint256) {
        return p == ALICE ? 1 : 2;
    }

    function _player(uint256 seat) internal pure returns (address) {
        return seat == 1 ? ALICE : BOB;
    }

    function _fund(address p) internal {
        if (coins.availableOf(p) < 100) {
            vm.prank(p);
            coins.claimDaily();
        }
    }

    /// @dev Matches ALICE (a, seat 1) and BOB (b, seat 2) with BET.
    function _match() internal returns (uint256 id) {
        _fund(ALICE);
        _fund(BOB);
        vm.prank(ALICE);
        platform.enqueue(MODE, BET);
        vm.prank(BOB);
        id = platform.enqueue(MODE, BET);
    }

    /// @dev Draws the house one block after the request (whose hash it fixes).
    function _drawHouse(uint256 id) internal {
        (, uint256 armed) = reg.assignmentOf(address(ttt), id);
        vm.setBlockhash(armed, keccak256(abi.encode("armed", id)));
        vm.roll(armed + 1);
        ttt.drawHouse(id);
    }

    function _commit(uint256 id) internal {
        vm.prank(HOUSE);
        ttt.commitHouse(id, SEED_C);
    }

    /// @dev A committed match whose draw block's hash makes `starter` (1 or 2) move first.
    function _started(uint256 starter) internal returns (uint256 id) {
        id = _match();
        _drawHouse(id);
        _commit(id);
        uint256 b = ttt.gameOf(id).drawBlock;
        vm.roll(b + 1);
        for (uint256 salt = 0;; salt++) {
            vm.setBlockhash(b, keccak256(abi.encode("R", id, salt)));
            if (ttt.starterOf(id) == starter) break;
        }
    }

    /// @dev A move on `cell` with the word's real proof in the fixture's tree.
    function _mv(uint256 cell, string memory word) internal view returns (IWordleTacToe.Move memory) {
        return _mvPacked(cell, WordUtils.pack(word));
    }

    function _mvPacked(uint256 cell, uint256 packed) internal view returns (IWordleTacToe.Move memory m) {
        uint256 len = TttGrid.length(cell);
        uint32[] memory list = lists[len - 4];
        m.cell = uint8(cell);
        m.word = uint64(packed);
        uint256 k = 0;
        while (k < list.length && list[k] < packed) k++;
        m.index = uint32(k);
        if (k < list.length && list[k] == packed) {
            m.valid = true;
            m.path = WordUtils.proof(list, len, DEPTH, k);
            return m;
        }
        if (k > 0) {
            m.below = list[k - 1];
            m.path = WordUtils.proof(list, len, DEPTH, k - 1);
        }
        if (k < list.length) {
            m.above = list[k];
            m.abovePath = WordUtils.proof(list, len, DEPTH, k);
        }
    }

    function _one(IWordleTacToe.Move memory a) internal pure returns (IWordleTacToe.Move[] memory ms) {
        ms = new IWordleTacToe.Move[](1);
        ms[0] = a;
    }

    function _two(IWordleTacToe.Move memory a, IWordleTacToe.Move memory b)
        internal
        pure
        returns (IWordleTacToe.Move[] memory ms)
    {
        ms = new IWordleTacToe.Move[](2);
        ms[0] = a;
        ms[1] = b;
    }

    function _play(uint256 id, IWordleTacToe.Move[] memory ms) internal {
        vm.prank(_player(ttt.gameOf(id).mover == 0 ? ttt.starterOf(id) : ttt.gameOf(id).mover));
        ttt.play(id, ms);
    }

    function _proof(bytes32 h) internal pure returns (bytes memory) {
        return abi.encodePacked(h, new bytes(224));
    }

    /// @dev The mock proof of `colours` for pending slot `slot`, over the inputs the contract
    /// must rebuild.
    function _answerProof(uint256 id, uint256 slot, uint256 colours) internal view returns (bytes memory) {
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        uint256 p = (g.pending >> (48 * slot)) & ((1 << 48) - 1);
        uint256 cell = (p >> 32) & 0xF;
        WordleTacToe.Dictionary memory d = ttt.dictionaryOf(TttGrid.length(cell));
        uint256 packed = (p & 0xFFFFFFFF) | colours << 32 | (9 * uint256(g.bout) + cell) << 48 | d.answersCount << 64
            | uint256(g.randomness) << 80;
        return _proof(keccak256(abi.encode([SEED_C, d.answersRoot, packed])));
    }

    /// @dev The colours of pending slot `slot` against its cell's secret.
    function _colours(uint256 id, uint256 slot) internal view returns (uint256) {
        uint256 p = (ttt.gameOf(id).pending >> (48 * slot)) & ((1 << 48) - 1);
        uint256 cell = (p >> 32) & 0xF;
        return WordUtils.feedback(secrets[cell], uint32(p & 0xFFFFFFFF), TttGrid.length(cell));
    }

    function _answer(uint256 id, uint256 slot) internal {
        uint256 colours = _colours(id, slot);
        bytes memory proof = _answerProof(id, slot, colours);
        vm.prank(HOUSE);
        ttt.answer(id, slot, colours, proof);
    }

    /// @dev Answers every pending guess truthfully.
    function _answerAll(uint256 id) internal {
        for (uint256 s = 0; s < 2; s++) {
            if ((ttt.gameOf(id).pending >> (48 * s)) & ((1 << 48) - 1) != 0) _answer(id, s);
        }
    }

    /// @dev The mover plays `ms`, the house answers.
    function _turn(uint256 id, IWordleTacToe.Move[] memory ms) internal {
        _play(id, ms);
        _answerAll(id);
    }

    /// @dev Plays bout moves that solve every cell (the mover's first guesses), two cells a turn.
    function _solveAll(uint256 id) internal {
        uint256 bout = ttt.gameOf(id).bout;
        for (uint256 c = 0; c < 9; c += 2) {
            if (c == 8) _turn(id, _one(_mvPacked(8, secrets[8])));
            else _turn(id, _two(_mvPacked(c, secrets[c]), _mvPacked(c + 1, secrets[c + 1])));
        }
        vm.assertTrue(ttt.gameOf(id).bout != bout || !platform.isLive(id), "bout over");
    }
}
