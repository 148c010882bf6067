// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PokerFixture} from "./PokerFixture.sol";
import {IWordlePoker} from "../../src/poker/IWordlePoker.sol";
import {PokerHands} from "../../src/poker/PokerHands.sol";

/// @notice The gas of each move of a hand against cold storage (vm.cool), as a transaction of
/// its own would pay, written to snapshots/WordlePokerGasTest.json (docs/poker.md quotes it).
/// Execution gas only, with the mock verifiers: a transaction adds 21,000 and its calldata, and
/// a real Groth16 verification adds about 200,000 (reveal, 2 inputs) to `answer` and more to
/// `commitWords` (7 inputs).
contract WordlePokerGasTest is PokerFixture {
    function _cool() internal {
        vm.cool(address(poker));
        vm.cool(address(platform));
        vm.cool(address(houses));
        vm.cool(address(coins));
    }

    function test_GasOfAHand() public {
        uint256 id = _match();
        uint256[5] memory c = _words(0);
        bytes memory proof = _wordsProof(id, 0, c);
        _cool();
        vm.prank(ALICE);
        poker.commitWords(id, c, proof, _key());
        vm.snapshotGasLastCall("commitWords (mock proof)");
        _commitWords(id, 1);
        vm.roll(block.number + 1);
        _cool();
        poker.assignHouse(id);
        vm.snapshotGasLastCall("assignHouse");
        seeds[1] = keccak256("s1");
        _cool();
        vm.prank(HOUSE);
        poker.commitSeed(id, keccak256(abi.encode(seeds[1])));
        vm.snapshotGasLastCall("commitSeed");
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.roll(block.number + 1);
        vm.setBlockhash(g.armBlock, keccak256("b"));
        (uint8[5] memory a, uint8[5] memory b,) = _dealtCards(id, keccak256("b"));
        bytes32 da = _dealtCommit(id, 1, 0, a, _salt(1, 0));
        bytes32 db = _dealtCommit(id, 1, 1, b, _salt(1, 1));
        _cool();
        vm.prank(HOUSE);
        poker.deal(id, da, db, SEALED, SEALED);
        vm.snapshotGasLastCall("deal");
        address s = _act(id);
        _cool();
        vm.prank(s);
        poker.open(id, 2, 5);
        vm.snapshotGasLastCall("open");
        s = _act(id);
        _cool();
        vm.prank(s);
        poker.raise(id, 4);
        vm.snapshotGasLastCall("raise");
        s = _act(id);
        _cool();
        vm.prank(s);
        poker.stop(id);
        vm.snapshotGasLastCall("stop");
        bytes32 m0 = keccak256(abi.encode(id, uint256(1), uint256(0), uint256(3), bytes32(0)));
        _cool();
        vm.prank(ALICE);
        poker.commitMulligan(id, m0);
        vm.snapshotGasLastCall("commitMulligan");
        vm.prank(BOB);
        poker.commitMulligan(id, keccak256(abi.encode(id, uint256(1), uint256(1), uint256(0), bytes32(0))));
        _cool();
        vm.prank(ALICE);
        poker.openMulligan(id, 3, bytes32(0));
        vm.snapshotGasLastCall("openMulligan");
        vm.prank(BOB);
        poker.openMulligan(id, 0, bytes32(0));
        s = _act(id);
        _cool();
        vm.prank(s);
        poker.choose(id, PokerHands.LOWER);
        vm.snapshotGasLastCall("choose");
        bytes32 next = keccak256("s2");
        bytes32 nextCommit = keccak256(abi.encode(next));
        _cool();
        vm.prank(HOUSE);
        poker.showdown(id, seeds[1], [_salt(1, 0), _salt(1, 1)], nextCommit);
        vm.snapshotGasLastCall("showdown (derive, check, mulligan, rank)");
        if (poker.gameOf(id).phase != IWordlePoker.Phase.Guess) return; // equal hands: nothing to guess
        s = _act(id);
        _cool();
        vm.prank(s);
        poker.guess(id, 1, 0x4321);
        vm.snapshotGasLastCall("guess");
        bytes memory rp = _revealProof(_revealInput(id, 0x1));
        s = _act(id);
        _cool();
        vm.prank(s);
        poker.answer(id, 0x1, rp);
        vm.snapshotGasLastCall("answer (mock proof)");
    }
}
