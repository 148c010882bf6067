// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameFixture} from "./GameFixture.sol";
import {IWorthOfWords} from "../../src/wow/IWorthOfWords.sol";
import {IDictionaryRegistry} from "../../src/common/IDictionaryRegistry.sol";
import {WorthOfWords} from "../../src/wow/WorthOfWords.sol";
import {Targets} from "../../src/wow/Targets.sol";
import {MockHistory} from "../mocks/MockHistory.sol";

/// @notice Exposes the round-cap check.
contract WorthOfWordsHarness is WorthOfWords {
    constructor(IDictionaryRegistry registry_) WorthOfWords(registry_) {}

    function capReached(uint16 round, uint16 cap) external pure returns (bool) {
        return _capReached(round, cap);
    }
}

/// @notice The attacker of issue 15's TargetGrinding finding: a contract that joins as the last
/// player (starting the game) and, in the same transaction, reads its targets and tries to fix
/// the order with a commit, so that it could revert until it liked them.
contract Grinder {
    struct Seen {
        uint256 targets;
        bool drawn;
        bytes32 seed;
        bytes commitError;
    }

    function joinAndPeek(
        WorthOfWords game,
        uint256 id,
        uint256[2] calldata commitments,
        IWorthOfWords.Proof calldata proof
    ) external payable returns (Seen memory seen) {
        game.join{value: msg.value}(id, commitments, proof, "");
        seen.targets = game.targetsOf(id, address(this)).length;
        (, seen.drawn, seen.seed) = game.targetDraw(id);
        try game.commitGuess(id, bytes32(uint256(7))) {}
        catch (bytes memory err) {
            seen.commitError = err;
        }
    }
}

/// @notice Issue 15, findings 2 and 3: nobody grinds the targets, and the round cap ends the game.
contract WorthOfWordsSecurityTest is GameFixture {
    address internal constant HISTORY = 0x0000F90827F1C53a10cb7A02335B175320002935;

    // ------------------------------------------------------------ RoundCap

    function test_RevertWhen_RoundCapIsZero() public {
        IWorthOfWords.Settings memory s = _settings(4);
        s.roundCap = 0;
        vm.expectRevert(IWorthOfWords.WordproofZeroRoundCap.selector);
        game.createLobby(s);
    }

    function test_RoundCapCheckAtTheBoundary() public {
        WorthOfWordsHarness h = new WorthOfWordsHarness(registry);
        vm.assertFalse(h.capReached(0, 1), "round 0 < cap 1");
        vm.assertTrue(h.capReached(1, 1), "cap 1 reached at round 1");
        vm.assertFalse(h.capReached(65534, 65535), "one round left");
        vm.assertTrue(h.capReached(65535, 65535), "the largest cap is reached at the largest round");
    }

    function test_RoundCapEndsAndPaysAtTheCap() public {
        IWorthOfWords.Settings memory s = _settings(2);
        s.roundCap = 2;
        (uint256 id, address[] memory p) = _twoPlayers(s);
        _playRound(id, p, _strings("zebra", "zebra"));
        vm.assertEq(_round(id), 2, "round 2 of 2");
        _playRound(id, p, _strings("zebra", "zebra"));
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "ended at the cap");
        vm.assertEq(_round(id), 2, "no round past the cap");
        _assertPotPaid(id, p);
    }

    /// @dev The largest cap, reached: the round counter is set to 65534 (a game would take that
    /// many rounds to get there), round 65535 is played, and the game ends and pays instead of
    /// wrapping the counter or reverting on the overflow (which would lock the pot).
    function test_RoundCapAtTheLargestRoundEndsWithoutWrapping() public {
        IWorthOfWords.Settings memory s = _settings(2);
        s.roundCap = type(uint16).max;
        (uint256 id, address[] memory p) = _twoPlayers(s);
        bytes32 slot = keccak256(abi.encode(id, uint256(1))); // _games[id], first word
        uint256 word = uint256(vm.load(address(game), slot));
        word = (word & ~(uint256(0xffff) << 8)) | uint256(65534) << 8;
        vm.store(address(game), slot, bytes32(word));
        vm.assertEq(_round(id), 65534, "round set");
        _playRound(id, p, _strings("zebra", "zebra"));
        vm.assertEq(_round(id), 65535, "the last round");
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Commit), "still playing");
        _playRound(id, p, _strings("zebra", "zebra"));
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "ended at round 65535");
        vm.assertEq(_round(id), 65535, "no wrap");
        _assertPotPaid(id, p);
    }

    // ------------------------------------------------------ TargetGrinding

    /// @dev The last joiner starts the game; in its own transaction the targets are neither
    /// readable nor fixable, and once they are, they follow from the hash of its block alone.
    function test_TargetGrindingLastJoinerSeesNothing() public {
        uint256 id = game.createLobby(_settings(5));
        for (uint256 i = 0; i < 4; i++) {
            _join(id, _player(i), "crane", "slate");
        }
        Grinder grinder = new Grinder();
        uint256[2] memory c = _commitments(address(grinder));
        IWorthOfWords.Proof memory proof = _joinProof(id, address(grinder));
        vm.deal(address(this), STAKE);
        uint256 startBlock = block.number;
        Grinder.Seen memory seen = grinder.joinAndPeek{value: STAKE}(game, id, c, proof);
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Commit), "the grinder's join started the game");
        vm.assertEq(seen.targets, 0, "no targets in the starting transaction");
        vm.assertFalse(seen.drawn, "not drawn");
        vm.assertEq(seen.seed, bytes32(0), "no seed to read");
        vm.assertEq(
            seen.commitError,
            abi.encodeWithSelector(IWorthOfWords.WordproofTargetsNotDrawn.selector, id, uint64(startBlock)),
            "a commit cannot fix the order in that block"
        );

        _nextBlock();
        bytes32 seed = keccak256(abi.encode(blockhash(startBlock), id, uint256(1)));
        (uint64 drawBlock, bool drawn, bytes32 got) = game.targetDraw(id);
        vm.assertEq(drawBlock, startBlock, "drawn from the starting block");
        vm.assertFalse(drawn, "not stored yet");
        vm.assertEq(got, seed, "seed = keccak(blockhash(start block), game, round)");
        _assertTargetsFrom(id, seed, 5, 0x1f);

        vm.expectEmit();
        emit IWorthOfWords.TargetsDrawn(id, 1, seed);
        _commitGuess(id, _player(0), "zebra");
        (, drawn,) = game.targetDraw(id);
        vm.assertTrue(drawn, "the first commit of a later block stored the order");
        _assertTargetsFrom(id, seed, 5, 0x1f);
    }

    /// @dev The reveal that ends a round starts the next: in its block, the next round's targets
    /// cannot be read, committed to or drawn by `advance`.
    function test_TargetGrindingRoundStarterSeesNothing() public {
        (uint256 id, address[] memory p) = _threePlayersGame();
        string[] memory guesses = new string[](3);
        (guesses[0], guesses[1], guesses[2]) = ("zebra", "zebra", "zebra");
        for (uint256 i = 0; i < 3; i++) {
            _commitGuess(id, p[i], guesses[i]);
        }
        for (uint256 i = 0; i < 3; i++) {
            _openGuess(id, p[i], guesses[i]);
        }
        _reveal(id, p[0]);
        _reveal(id, p[1]);
        // The last reveal, without moving to the next block afterwards.
        (uint256 colours, IWorthOfWords.Proof memory proof) = _honestReveal(id, p[2]);
        uint256[2] memory c = _commitments(p[2]);
        vm.prank(p[2]);
        game.reveal(id, colours, c, proof);
        vm.assertEq(_round(id), 2, "round 2 started");
        vm.assertEq(game.targetsOf(id, p[2]).length, 0, "no targets in the starting block");
        (,, bytes32 seed) = game.targetDraw(id);
        vm.assertEq(seed, bytes32(0), "no seed in the starting block");
        bytes memory notDrawn =
            abi.encodeWithSelector(IWorthOfWords.WordproofTargetsNotDrawn.selector, id, uint64(block.number));
        bytes32 commitment = game.guessCommitment(id, 2, p[2], _word("zebra"), _salt(p[2], 2));
        vm.prank(p[2]);
        vm.expectRevert(notDrawn);
        game.commitGuess(id, commitment);
        game.advance(id); // seals nothing here: it only ticks
        bool drawn;
        (, drawn, seed) = game.targetDraw(id);
        vm.assertFalse(drawn, "advance cannot draw in the starting block");
        vm.assertEq(seed, bytes32(0), "nor read the seed");

        // From the next block the first commit draws; advance still only ticks.
        _nextBlock();
        seed = keccak256(abi.encode(blockhash(block.number - 1), id, uint256(2)));
        game.advance(id);
        (, drawn,) = game.targetDraw(id);
        vm.assertFalse(drawn, "advance does not draw");
        vm.expectEmit();
        emit IWorthOfWords.TargetsDrawn(id, 2, seed);
        vm.prank(p[2]);
        game.commitGuess(id, commitment);
        _assertTargetsFrom(id, seed, 3, 0x7);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofDeadlineNotReached.selector, id, _deadline(id)));
        game.advance(id);
    }

    /// @dev Past the 256-block window the EIP-2935 history serves the seed block's hash.
    function test_TargetGrindingStaleHashFromHistory() public {
        (uint256 id,) = _threePlayersGame();
        (uint64 drawBlock,,) = game.targetDraw(id);
        vm.etch(HISTORY, address(new MockHistory()).code);
        vm.roll(uint256(drawBlock) + 1000);
        bytes32 want = keccak256(abi.encode(keccak256(abi.encode("history", uint256(drawBlock))), id, uint256(1)));
        (,, bytes32 seed) = game.targetDraw(id);
        vm.assertEq(seed, want, "seed from the history contract");
        _assertTargetsFrom(id, want, 3, 0x7);
        game.advance(id);
        (uint64 same,,) = game.targetDraw(id);
        vm.assertEq(same, drawBlock, "a readable hash is never re-armed");
        _commitGuess(id, _player(0), "zebra");
        _assertTargetsFrom(id, want, 3, 0x7);
    }

    /// @dev With neither source serving the hash, advance re-arms the draw on a new block, which
    /// the re-arming transaction cannot read either.
    function test_TargetGrindingStaleHashRearms() public {
        (uint256 id, address[] memory p) = _threePlayersGame();
        (uint64 drawBlock,,) = game.targetDraw(id);
        vm.roll(uint256(drawBlock) + 257);
        (,, bytes32 seed) = game.targetDraw(id);
        vm.assertEq(seed, bytes32(0), "out of reach");
        vm.assertEq(game.targetsOf(id, p[0]).length, 0, "no targets");
        bytes32 commitment = game.guessCommitment(id, 1, p[0], _word("zebra"), _salt(p[0], 1));
        vm.prank(p[0]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofTargetsNotDrawn.selector, id, drawBlock));
        game.commitGuess(id, commitment);

        vm.expectEmit();
        emit IWorthOfWords.TargetsRearmed(id, 1, uint64(block.number));
        game.advance(id);
        (uint64 again, bool drawn,) = game.targetDraw(id);
        vm.assertEq(again, block.number, "re-armed on this block");
        vm.assertFalse(drawn, "still not drawn");
        uint256 rearmed = block.number;
        _nextBlock();
        _commitGuess(id, p[0], "zebra");
        _assertTargetsFrom(id, keccak256(abi.encode(blockhash(rearmed), id, uint256(1))), 3, 0x7);
    }

    /// @dev Nobody can draw: the commit deadline passes and the stalled game ends, paying the pot.
    function test_TargetGrindingUndrawnRoundStallsAndPays() public {
        (uint256 id, address[] memory p) = _threePlayersGame();
        _timeOut(id);
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "stalled");
        _assertPotPaid(id, p);
    }

    // ------------------------------------------------------------- helpers

    function _twoPlayers(IWorthOfWords.Settings memory s) internal returns (uint256 id, address[] memory p) {
        id = game.createLobby(s);
        p = new address[](2);
        (p[0], p[1]) = (_player(0), _player(1));
        _join(id, p[0], "crane", "slate");
        _join(id, p[1], "hello", "world");
    }

    function _threePlayersGame() internal returns (uint256 id, address[] memory p) {
        string[] memory secrets = new string[](6);
        (secrets[0], secrets[1], secrets[2], secrets[3], secrets[4], secrets[5]) =
            ("eagle", "slate", "crane", "world", "lemon", "melon");
        return _startedGame(secrets);
    }

    function _assertPotPaid(uint256 id, address[] memory p) internal view {
        uint256 paid;
        for (uint256 i = 0; i < p.length; i++) {
            paid += game.balanceOf(address(0), p[i]);
        }
        vm.assertEq(paid, p.length * STAKE, "pot paid in full");
        (,,,,,, uint256 pot,,) = game.gameInfo(id);
        vm.assertEq(pot, 0, "nothing left in the game");
    }

    /// @dev Every active player's targets are the ones the Go reference (`game.AssignTargets`,
    /// mirrored by Targets, checked against the Go vector in Targets.t.sol) draws from `seed`.
    function _assertTargetsFrom(uint256 id, bytes32 seed, uint256 n, uint256 remaining) internal view {
        address[] memory players = game.playersOf(id);
        uint8[] memory order = new uint8[](n);
        uint256 k;
        for (uint256 i = 0; i < players.length; i++) {
            if ((remaining >> i) & 1 == 1) order[k++] = uint8(i);
        }
        Targets.shuffle(seed, order);
        uint256 per = Targets.perPlayer(n);
        for (uint256 q = 0; q < n; q++) {
            address[] memory got = game.targetsOf(id, players[order[q]]);
            vm.assertEq(got.length, per, "target count");
            for (uint256 d = 1; d <= per; d++) {
                vm.assertEq(got[d - 1], players[order[(q + d) % n]], "target");
            }
        }
    }
}
