// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PokerFixture, MockPokerRevealVerifier} from "./PokerFixture.sol";
import {ICommitK5Verifier, IWordlePoker} from "../../src/poker/IWordlePoker.sol";
import {WordlePoker} from "../../src/poker/WordlePoker.sol";
import {CommitK5L5A26Verifier} from "../../src/verifiers/CommitK5L5A26Verifier.sol";

/// @notice Commits words with real K = 5 commit proofs through the real CommitK5L5A26Verifier:
/// the fixture contracts/test/testdata/poker_commit_k5.json (TestCommitFixture in client/poker,
/// which checks it against the shipped keys) proves five answers for each player, bound to round
/// 0 of match 1 of the contract at FIXED, and five words of which one is off the answers list.
contract PokerCommitProofTest is PokerFixture {
    address internal constant FIXED = 0x00000000000000000000000000000000000B0c4E;
    string internal json;
    uint256 internal root;

    function setUp() public override {
        json = vm.readFile(string.concat(vm.projectRoot(), "/contracts/test/testdata/poker_commit_k5.json"));
        root = vm.parseJsonUint(json, ".root");
        super.setUp();
    }

    function _deployPoker() internal override returns (WordlePoker) {
        WordlePoker w = new WordlePoker(
            platform,
            houses,
            ICommitK5Verifier(address(new CommitK5L5A26Verifier())),
            new MockPokerRevealVerifier(),
            root,
            SLASH
        );
        vm.etch(FIXED, address(w).code);
        return WordlePoker(FIXED);
    }

    /// @dev Proof k of the fixture: 0 seat a, 1 seat b, 2 the off-list words (seat a's context).
    function _fixture(uint256 k) internal view returns (uint256[5] memory c, bytes memory proof) {
        string memory at = string.concat("[", vmx.toString(k), "]");
        uint256[] memory cs = vm.parseJsonUintArray(json, string.concat(".commitments", at));
        for (uint256 i = 0; i < 5; i++) {
            c[i] = cs[i];
        }
        proof = vm.parseJsonBytes(json, string.concat(".proofs", at));
    }

    function _copy(uint256[5] memory c) internal pure returns (uint256[5] memory out) {
        for (uint256 i = 0; i < 5; i++) {
            out[i] = c[i];
        }
    }

    function test_RealProofCommitsFiveWords() public {
        uint256 id = _match();
        vm.assertEq(id, 1, "match 1");
        for (uint256 seat = 0; seat < 2; seat++) {
            (uint256[5] memory c, bytes memory proof) = _fixture(seat);
            vm.cool(address(poker));
            vm.cool(address(poker.COMMIT_VERIFIER()));
            vm.prank(_player(seat));
            vm.expectEmit(address(poker));
            emit IWordlePoker.WordsCommitted(id, seat, c, _key());
            poker.commitWords(id, c, proof, _key());
            if (seat == 0) vm.snapshotGasLastCall("commitWords (real K = 5 proof, cold)");
            vm.assertEq(poker.seatOf(id, seat).words[4], c[4], "committed");
        }
    }

    function test_RealProofRejectedForWrongWordPlayerOrList() public {
        uint256 id = _match();
        (uint256[5] memory c, bytes memory proof) = _fixture(0);
        uint256[5] memory wrong = _copy(c);
        wrong[2] = c[2] + 1; // another word (or salt) in slot 2
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, 0));
        poker.commitWords(id, wrong, proof, _key());
        wrong = _copy(c);
        (wrong[0], wrong[1]) = (c[1], c[0]); // the same words in another order
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, 0));
        poker.commitWords(id, wrong, proof, _key());
        vm.prank(BOB); // seat a's proof is bound to seat a's context
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, 1));
        poker.commitWords(id, c, proof, _key());
        (uint256[5] memory off, bytes memory offProof) = _fixture(2);
        vm.prank(ALICE); // a word off the answers list: proven against another root
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, 0));
        poker.commitWords(id, off, offProof, _key());
        vm.prank(ALICE);
        poker.commitWords(id, c, proof, _key());
        vm.assertEq(poker.seatOf(id, 0).words[0], c[0], "committed");
    }
}
