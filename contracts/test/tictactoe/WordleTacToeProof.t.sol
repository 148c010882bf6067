// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";
import {WordleTacToe} from "../../src/tictactoe/WordleTacToe.sol";
import {ICellAnswerVerifier, IWordleTacToe} from "../../src/tictactoe/IWordleTacToe.sol";
import {TttGrid} from "../../src/tictactoe/TttGrid.sol";
import {AnswerL4A26Verifier} from "../../src/verifiers/AnswerL4A26Verifier.sol";
import {AnswerL5A26Verifier} from "../../src/verifiers/AnswerL5A26Verifier.sol";
import {AnswerL6A26Verifier} from "../../src/verifiers/AnswerL6A26Verifier.sol";

/// @notice Cheatcodes the shared Vm interface does not list.
interface VmTtt {
    function parseJsonBytes32Array(string calldata json, string calldata key) external pure returns (bytes32[] memory);
    function toString(uint256 value) external pure returns (string memory);
}

/// @notice Bout 0 of a match with the real answer verifiers of 4, 5 and 6 letters, the real
/// dictionaries (sorted guess trees, answers roots) and the real proofs of
/// contracts/test/testdata/ttt_proofs.json (TestProofFixture in game/tictactoe/wire): the
/// contract recomputes every public input from its own state, checks a membership and a
/// non-membership proof in the real trees. Gas per turn and per answer:
/// snapshots/WordleTacToeProofTest.json.
contract WordleTacToeProofTest is TestBase {
    address internal constant OWNER = address(0x0123);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant HOUSE = address(0x4005E);
    uint256 internal constant KEY_X = 9671717474070082183213120605117400219616337014328744928644933853176787189663;
    uint256 internal constant KEY_Y = 16950150798460657717958625567821834550301663161624707787222815936182638968203;

    VmTtt internal constant vmx = VmTtt(address(uint160(uint256(keccak256("hevm cheat code")))));

    string internal json;
    Coins internal coins;
    DuelPlatform internal platform;
    HouseRegistry internal reg;
    WordleTacToe internal ttt;

    function setUp() public {
        json = vm.readFile(string.concat(vm.projectRoot(), "/contracts/test/testdata/ttt_proofs.json"));
        vm.warp(1_700_000_000);
        vm.roll(1000);
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        reg = new HouseRegistry(OWNER, 1 ether, 3 days);
        WordleTacToe.Config memory c;
        c.registry = IHouseRegistry(address(reg));
        ICellAnswerVerifier[3] memory vs = [
            ICellAnswerVerifier(address(new AnswerL4A26Verifier())),
            ICellAnswerVerifier(address(new AnswerL5A26Verifier())),
            ICellAnswerVerifier(address(new AnswerL6A26Verifier()))
        ];
        for (uint256 i = 0; i < 3; i++) {
            string memory k = string.concat(".dictionaries[", vmx.toString(i), "]");
            vm.assertEq(vm.parseJsonUint(json, string.concat(k, ".length")), i + 4, "dictionary order");
            c.dictionaries[i] = WordleTacToe.Dictionary({
                verifier: vs[i],
                answersRoot: vm.parseJsonUint(json, string.concat(k, ".answersRoot")),
                answersCount: vm.parseJsonUint(json, string.concat(k, ".answersCount")),
                guessRoot: vm.parseJsonBytes32(json, string.concat(k, ".guessRoot")),
                guessCount: vm.parseJsonUint(json, string.concat(k, ".guessCount")),
                guessDepth: vm.parseJsonUint(json, string.concat(k, ".guessDepth"))
            });
        }
        c.turnTime = 120;
        c.bank = 600;
        c.window = 30;
        c.compensation = 0.1 ether;
        ttt = new WordleTacToe(platform, c);
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(3, address(ttt));
        reg.setGame(address(ttt), true);
        vm.stopPrank();
        vm.deal(HOUSE, 1 ether);
        vm.prank(HOUSE);
        reg.register{value: 1 ether}(KEY_X, KEY_Y, "https://house.example");
        vm.roll(block.number + 1);
    }

    function _start() internal returns (uint256 id) {
        vm.prank(ALICE);
        coins.claimDaily();
        vm.prank(BOB);
        coins.claimDaily();
        vm.prank(ALICE);
        platform.enqueue(3, 50);
        vm.prank(BOB);
        id = platform.enqueue(3, 50);
        vm.assertEq(id, vm.parseJsonUint(json, ".matchId"), "the fixture's match id");
        (, uint256 armed) = reg.assignmentOf(address(ttt), id);
        vm.setBlockhash(armed, keccak256("armed"));
        vm.roll(armed + 1);
        ttt.drawHouse(id);
        vm.prank(HOUSE);
        ttt.commitHouse(id, vm.parseJsonUint(json, ".commitment"));
        vm.setBlockhash(block.number, vm.parseJsonBytes32(json, ".blockHash"));
        vm.roll(block.number + 1);
    }

    function _key(uint256 t, uint256 m) internal pure returns (string memory) {
        return string.concat(".turns[", vmx.toString(t), "].moves[", vmx.toString(m), "]");
    }

    function _moves(uint256 t) internal view returns (IWordleTacToe.Move[] memory ms) {
        uint256 n = 0;
        while (vm.keyExistsJson(json, _key(t, n))) n++;
        ms = new IWordleTacToe.Move[](n);
        for (uint256 i = 0; i < n; i++) {
            string memory k = _key(t, i);
            ms[i].cell = uint8(vm.parseJsonUint(json, string.concat(k, ".cell")));
            ms[i].word = uint64(vm.parseJsonUint(json, string.concat(k, ".word")));
            ms[i].valid = vm.parseJsonBool(json, string.concat(k, ".valid"));
            ms[i].index = uint32(vm.parseJsonUint(json, string.concat(k, ".index")));
            ms[i].below = uint64(vm.parseJsonUint(json, string.concat(k, ".below")));
            ms[i].above = uint64(vm.parseJsonUint(json, string.concat(k, ".above")));
            ms[i].path = vmx.parseJsonBytes32Array(json, string.concat(k, ".path"));
            ms[i].abovePath = vmx.parseJsonBytes32Array(json, string.concat(k, ".abovePath"));
        }
    }

    function _mover(uint256 id) internal view returns (address) {
        uint256 seat = ttt.gameOf(id).mover;
        if (seat == 0) seat = ttt.starterOf(id);
        return seat == 1 ? ALICE : BOB;
    }

    /// @dev Plays turn `t` and answers its valid moves in order.
    function _turn(uint256 id, uint256 t, string memory label) internal {
        IWordleTacToe.Move[] memory ms = _moves(t);
        vm.prank(_mover(id));
        ttt.play(id, ms);
        vm.snapshotGasLastCall(label);
        uint256 slot = 0;
        for (uint256 i = 0; i < ms.length; i++) {
            if (!ms[i].valid) continue;
            string memory k = _key(t, i);
            vm.prank(HOUSE);
            ttt.answer(
                id,
                slot,
                vm.parseJsonUint(json, string.concat(k, ".colours")),
                vm.parseJsonBytes(json, string.concat(k, ".proof"))
            );
            vm.snapshotGasLastCall(
                string.concat("answer ", vmx.toString(TttGrid.length(ms[i].cell)), " letters, ", label)
            );
            slot++;
        }
    }

    function test_RealBout() public {
        uint256 id = _start();
        uint256 starter = vm.parseJsonUint(json, ".starter");
        vm.assertEq(ttt.starterOf(id), starter, "the starter as Go draws it");
        _turn(id, 0, "turn of two guesses (first: draws R)");
        IWordleTacToe.Game memory g = ttt.gameOf(id);
        vm.assertEq(g.randomness, vm.parseJsonUint(json, ".randomness"), "R as Go derives it");
        vm.assertEq(g.mover, 3 - starter, "the other player's turn");
        _turn(id, 1, "turn of a valid and an invalid guess");
        g = ttt.gameOf(id);
        vm.assertEq(g.mover, starter, "the starter moves");
        vm.assertEq(g.skips, 3 - starter, "the other's next turn is skipped");
        vm.assertEq(TttGrid.guesses(g.cells, 2), 0, "the invalid word is not accepted");
        _turn(id, 2, "turn of one guess (solves)");
        g = ttt.gameOf(id);
        vm.assertEq(TttGrid.owner(g.cells, 4), starter, "the starter solved the centre");
        vm.assertFalse(TttGrid.isOpen(g.cells, 4), "closed");
        vm.assertEq(g.mover, starter, "the other's turn was skipped");
        vm.assertEq(g.skips, 0, "skip used");
        _turn(id, 3, "turn of two guesses");
        g = ttt.gameOf(id);
        vm.assertEq(g.mover, 3 - starter, "the other player's turn");
        vm.assertEq(TttGrid.guesses(g.cells, 6), 1, "corner 6 guessed");
        vm.assertEq(TttGrid.guesses(g.cells, 7), 1, "edge 7 guessed");
    }

    function test_RevertWhen_RealProofForAnotherCell() public {
        uint256 id = _start();
        IWordleTacToe.Move[] memory ms = _moves(0);
        vm.prank(_mover(id));
        ttt.play(id, ms);
        // the corner's proof does not prove the centre's colours, nor altered colours
        uint256 c0 = vm.parseJsonUint(json, string.concat(_key(0, 0), ".colours"));
        bytes memory p0 = vm.parseJsonBytes(json, string.concat(_key(0, 0), ".proof"));
        vm.startPrank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttBadProof.selector, id, 4));
        ttt.answer(id, 1, c0, p0);
        vm.expectRevert(abi.encodeWithSelector(IWordleTacToe.TttBadProof.selector, id, 0));
        ttt.answer(id, 0, c0 ^ 2, p0);
        ttt.answer(id, 0, c0, p0);
        vm.stopPrank();
    }
}
