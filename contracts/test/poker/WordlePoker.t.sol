// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PokerFixture} from "./PokerFixture.sol";
import {IDuelPlatform} from "../../src/duel/IDuelPlatform.sol";
import {DuelMode} from "../../src/duel/DuelMode.sol";
import {ICommitK5Verifier, IWordlePoker} from "../../src/poker/IWordlePoker.sol";
import {IRevealVerifier} from "../../src/common/IGroth16Verifier.sol";
import {PokerDeck} from "../../src/poker/PokerDeck.sol";
import {PokerHands} from "../../src/poker/PokerHands.sol";
import {WordlePoker} from "../../src/poker/WordlePoker.sol";

/// @notice WordlePoker's moves, clocks and house checks, one rule at a time (the whole games
/// against the rules engine are in PokerVectorsTest).
contract WordlePokerTest is PokerFixture {
    bytes32 internal constant BH = keccak256("block");

    /// @dev A dealt hand, opened by the starter with `card` and `bet`.
    function _opened(uint256 card, uint256 bet) internal returns (uint256 id) {
        id = _ready();
        _deal(id, BH);
        vm.prank(_act(id));
        poker.open(id, card, bet);
    }

    /// @dev A hand at the choice: opened with card 2 and bet 5, stopped, no mulligans.
    function _atChoice() internal returns (uint256 id) {
        id = _opened(2, 5);
        vm.prank(_act(id));
        poker.stop(id);
        _mulligan(id, 0, 0);
    }

    /// @dev A hand won by someone (replays the choice until the hands differ), in Guess.
    function _atGuess() internal returns (uint256 id) {
        id = _atChoice();
        vm.prank(_act(id));
        poker.choose(id, PokerHands.HIGHER);
        _showdown(id);
        while (poker.gameOf(id).phase == IWordlePoker.Phase.Deal) {
            _deal(id, keccak256(abi.encode(poker.gameOf(id).hand)));
            vm.prank(_act(id));
            poker.open(id, poker.gameOf(id).bettingDeck & 0xf != 0 ? 1 : 2, 1);
            vm.prank(_act(id));
            poker.stop(id);
            _mulligan(id, 0, 0);
            vm.prank(_act(id));
            poker.choose(id, PokerHands.HIGHER);
            _showdown(id);
        }
    }

    // ---- setup

    function test_SetupDrawsTheHouseAndTheStarter() public {
        uint256 id = _ready();
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.assertEq(g.house, HOUSE, "the only house");
        vm.assertEq(uint256(g.phase), uint256(IWordlePoker.Phase.Deal), "deal armed");
        (,, bytes32 r) = _dealtCards(id, BH);
        _deal(id, BH);
        g = poker.gameOf(id);
        vm.assertEq(g.hand, 1, "first hand");
        vm.assertEq(g.randomness, r, "randomness of the armed block");
        vm.assertEq(g.starter, uint256(r) & 1, "starter drawn from it");
        vm.assertEq(g.toAct, g.starter, "the starter opens");
        vm.assertEq(g.chips[0], 100, "100 chips");
        vm.assertEq(g.chips[1], 100, "100 chips");
    }

    function test_StarterFollowsTheBlockHash() public {
        bool[2] memory seen;
        for (uint256 i = 0; i < 8; i++) {
            uint256 snap = vm.snapshotState();
            uint256 id = _ready();
            _deal(id, keccak256(abi.encode(i)));
            seen[poker.gameOf(id).starter] = true;
            vm.revertToState(snap);
        }
        vm.assertTrue(seen[0] && seen[1], "either player may start");
    }

    function test_CommitWordsRejectsBadInput() public {
        uint256 id = _match();
        uint256[5] memory c = _words(0);
        bytes memory proofB = _wordsProof(id, 1, c); // bound to Bob's context
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, 0));
        poker.commitWords(id, c, proofB, _key());
        c[3] = 0;
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadCommitment.selector, 0));
        poker.commitWords(id, c, proofB, _key());
        vm.prank(CAROL);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerNotPlayer.selector, id, CAROL));
        poker.commitWords(id, _words(0), proofB, _key());
        _commitWords(id, 0);
        c = _words(0);
        bytes memory proof = _wordsProof(id, 0, c);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerWordsCommitted.selector, id, 0));
        poker.commitWords(id, c, proof, _key());
    }

    function test_CommitWordsRejectsAKeyOffTheCurve() public {
        uint256 id = _match();
        uint256[5] memory c = _words(1);
        bytes memory proof = _wordsProof(id, 1, c);
        uint256[2] memory key = _key();
        key[1] += 1;
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadKey.selector, key[0], key[1]));
        poker.commitWords(id, c, proof, key);
        vm.prank(BOB);
        vm.expectEmit(address(poker));
        emit IWordlePoker.WordsCommitted(id, 1, c, _key());
        poker.commitWords(id, c, proof, _key());
        vm.assertEq(poker.seatOf(id, 1).key[1], _key()[1], "the key is kept for the house");
    }

    function test_DealRejectsSealedCardsOfAnotherLength() public {
        uint256 id = _ready();
        vm.roll(block.number + 1);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadSealed.selector, 0));
        poker.deal(id, bytes32(0), bytes32(0), new bytes(36), SEALED);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadSealed.selector, 1));
        poker.deal(id, bytes32(0), bytes32(0), SEALED, new bytes(38));
    }

    function test_OnlyTheHouseDeals() public {
        uint256 id = _ready();
        vm.roll(block.number + 1);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerNotHouse.selector, id, ALICE));
        poker.deal(id, bytes32(0), bytes32(0), SEALED, SEALED);
    }

    function test_DealWaitsForTheArmedBlockHash() public {
        uint256 id = _ready();
        uint256 armed = poker.gameOf(id).armBlock;
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerRandomnessPending.selector, id, armed));
        poker.deal(id, bytes32(0), bytes32(0), SEALED, SEALED);
    }

    // ---- betting

    function test_OpenRules() public {
        uint256 id = _ready();
        _deal(id, BH);
        address s = _act(id);
        vm.startPrank(s);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadBet.selector, 0, 100));
        poker.open(id, 1, 0);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadBet.selector, 11, 100));
        poker.open(id, 1, 11);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerCardUsed.selector, 5));
        poker.open(id, 5, 3);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerCardUsed.selector, 0));
        poker.open(id, 0, 3);
        vm.stopPrank();
        address other = s == ALICE ? BOB : ALICE;
        vm.prank(other);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerWrongPhase.selector, id, IWordlePoker.Phase.Open));
        poker.open(id, 1, 3);
        vm.prank(s);
        poker.open(id, 4, 10);
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.assertEq(g.bettingDeck, 0x0233, "the 4 is used");
        vm.assertEq(g.toAct, 1 - g.starter, "the other raises or stops");
    }

    function test_RaiseRules() public {
        uint256 id = _opened(1, 10);
        address p = _act(id);
        vm.startPrank(p);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadBet.selector, 0, 100));
        poker.raise(id, 0);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadBet.selector, 11, 100));
        poker.raise(id, 11);
        poker.raise(id, 10);
        vm.stopPrank();
        vm.assertEq(poker.gameOf(id).bet, 20, "raised by 10");
        vm.prank(p);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerWrongPhase.selector, id, IWordlePoker.Phase.Betting));
        poker.raise(id, 1);
    }

    function test_BettingTimeoutIsAStop() public {
        uint256 id = _opened(1, 3);
        uint256 silent = poker.gameOf(id).toAct;
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerNotDue.selector, id));
        poker.nudge(id);
        vm.warp(block.timestamp + poker.BET_WINDOW() + 1);
        uint256 deadline = poker.gameOf(id).deadline;
        vm.prank(_player(silent));
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerTooLate.selector, id, deadline));
        poker.raise(id, 1);
        poker.nudge(id);
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.assertEq(uint256(g.phase), uint256(IWordlePoker.Phase.Mulligan), "stopped");
        vm.assertEq(g.stopper, silent, "the silent player stopped");
    }

    function test_OpenTimeoutOpensLowestWithOneChip() public {
        uint256 id = _ready();
        _deal(id, BH);
        vm.warp(block.timestamp + poker.BET_WINDOW() + 1);
        poker.nudge(id);
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.assertEq(g.card, 1, "lowest card");
        vm.assertEq(g.bet, 1, "one chip");
        vm.assertEq(uint256(g.phase), uint256(IWordlePoker.Phase.Betting), "betting");
    }

    // ---- mulligans

    function test_MulliganCountsArePublicOnlyAfterBothChose() public {
        uint256 id = _opened(1, 3);
        vm.prank(_act(id));
        poker.stop(id);
        uint256 hand = poker.gameOf(id).hand;
        bytes32 salt = keccak256("s");
        vm.prank(ALICE);
        poker.commitMulligan(id, keccak256(abi.encode(id, hand, 0, uint256(0x13), salt)));
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerWrongPhase.selector, id, IWordlePoker.Phase.Mulligan));
        poker.openMulligan(id, 0x13, salt);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadMulligan.selector, id, 0));
        poker.commitMulligan(id, bytes32(0));
        vm.prank(BOB);
        poker.commitMulligan(id, keccak256(abi.encode(id, hand, 1, uint256(0), salt)));
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadMulligan.selector, id, 0));
        poker.openMulligan(id, 0x12, salt); // another mask than committed
        vm.prank(ALICE);
        vm.expectEmit(address(poker));
        emit IWordlePoker.MulliganOpened(id, 0, 3, 0x13);
        poker.openMulligan(id, 0x13, salt);
        vm.assertEq(poker.seatOf(id, 0).mask, 0x13, "mask kept for the showdown");
    }

    function test_MulliganTimeoutIsNone() public {
        uint256 id = _opened(1, 3);
        vm.prank(_act(id));
        poker.stop(id);
        vm.warp(block.timestamp + poker.MULLIGAN_WINDOW() + 1);
        poker.nudge(id);
        vm.assertEq(uint256(poker.gameOf(id).phase), uint256(IWordlePoker.Phase.Choose), "nobody discards");
    }

    function test_UnopenedMulliganLosesTheMatch() public {
        uint256 id = _opened(1, 3);
        vm.prank(_act(id));
        poker.stop(id);
        uint256 hand = poker.gameOf(id).hand;
        for (uint256 k = 0; k < 2; k++) {
            vm.prank(_player(k));
            poker.commitMulligan(id, keccak256(abi.encode(id, hand, k, uint256(1), bytes32(0))));
        }
        vm.prank(BOB);
        poker.openMulligan(id, 1, bytes32(0));
        (bool due,) = poker.timeoutOutcome(id);
        vm.assertFalse(due, "not yet");
        vm.warp(block.timestamp + poker.MULLIGAN_WINDOW() + 1);
        (bool due2, uint8 outcome) = poker.timeoutOutcome(id);
        vm.assertTrue(due2, "due");
        vm.assertEq(outcome, uint8(IDuelPlatform.Outcome.WinB), "Alice never opened");
        platform.claimTimeout(id);
        vm.assertEq(platform.playerOf(BOB).wins, 1, "Bob won");
    }

    // ---- the choice and the showdown

    function test_ChoiceTimeoutIsTheLosingOption() public {
        for (uint256 i = 0; i < 6; i++) {
            uint256 snap = vm.snapshotState();
            uint256 id = _ready();
            _deal(id, keccak256(abi.encode("choice", i)));
            vm.prank(_act(id));
            poker.open(id, 1, 4);
            vm.prank(_act(id));
            poker.stop(id);
            _mulligan(id, 0, 0);
            uint256 chooser = poker.gameOf(id).toAct;
            vm.warp(block.timestamp + poker.CHOOSE_WINDOW() + 1);
            poker.nudge(id);
            _showdown(id);
            IWordlePoker.Game memory g = poker.gameOf(id);
            if (g.phase == IWordlePoker.Phase.Guess) {
                vm.assertEq(g.winner, 1 - chooser, "the silent chooser lost");
                vm.assertEq(g.chips[chooser], 96, "and its bet");
            }
            vm.revertToState(snap);
        }
    }

    function test_ChooserLosingLosesTheBetAndStartsNext() public {
        uint256 id = _atGuess();
        IWordlePoker.Game memory g = poker.gameOf(id);
        uint256 chooser = 1 - g.stopper;
        if (g.winner == chooser) {
            vm.assertEq(uint256(g.chips[0]) + g.chips[1], 200, "a winning chooser loses nothing");
        } else {
            vm.assertEq(g.chips[chooser], 100 - uint256(g.bet), "the chooser lost the bet");
            vm.assertEq(g.chips[1 - chooser], 100, "nobody collects it");
        }
        vm.assertEq(g.starter, 1 - g.winner, "the hand's loser starts the next");
        vm.assertEq(g.guessesLeft, g.card, "guesses = the betting card");
    }

    /// @notice A stacked deck: the house opens another seed than the one it committed (one it
    /// picked after seeing the randomness).
    function test_RejectsStackedDeckWithAnotherSeed() public {
        uint256 id = _atChoice();
        vm.prank(_act(id));
        poker.choose(id, PokerHands.LOWER);
        uint256 hand = poker.gameOf(id).hand;
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadSeed.selector, id));
        poker.showdown(id, keccak256("stacked"), [_salt(hand, 0), _salt(hand, 1)], keccak256("n"));
    }

    /// @notice A stacked deck: the house deals cards it chose (a royal flush to a) instead of the
    /// derived ones; it cannot open them.
    function test_RejectsStackedDeckWithChosenCards() public {
        uint256 id = _ready();
        vm.roll(block.number + 1);
        vm.setBlockhash(poker.gameOf(id).armBlock, BH);
        (, uint8[5] memory b,) = _dealtCards(id, BH);
        uint8[5] memory royal = [uint8(51), 47, 43, 39, 35];
        vm.prank(HOUSE);
        poker.deal(id, _dealtCommit(id, 1, 0, royal, _salt(1, 0)), _dealtCommit(id, 1, 1, b, _salt(1, 1)), SEALED, SEALED);
        _toShowdown(id);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerHandMismatch.selector, id, 0));
        poker.showdown(id, seeds[1], [_salt(1, 0), _salt(1, 1)], keccak256("n"));
    }

    /// @notice A card dealt twice: the house gives b a card that a holds.
    function test_RejectsCardDealtTwice() public {
        uint256 id = _ready();
        vm.roll(block.number + 1);
        vm.setBlockhash(poker.gameOf(id).armBlock, BH);
        (uint8[5] memory a, uint8[5] memory b,) = _dealtCards(id, BH);
        b[2] = a[0];
        vm.prank(HOUSE);
        poker.deal(id, _dealtCommit(id, 1, 0, a, _salt(1, 0)), _dealtCommit(id, 1, 1, b, _salt(1, 1)), SEALED, SEALED);
        _toShowdown(id);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerHandMismatch.selector, id, 1));
        poker.showdown(id, seeds[1], [_salt(1, 0), _salt(1, 1)], keccak256("n"));
    }

    /// @notice A hand opened wrongly: the salt does not open the dealt commitment.
    function test_RejectsHandOpenedWrongly() public {
        uint256 id = _atChoice();
        vm.prank(_act(id));
        poker.choose(id, PokerHands.HIGHER);
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerHandMismatch.selector, id, 1));
        poker.showdown(id, seeds[1], [_salt(1, 0), _salt(1, 0)], keccak256("n"));
        vm.prank(HOUSE);
        vm.expectRevert(IWordlePoker.PokerBadSeedCommit.selector);
        poker.showdown(id, seeds[1], [_salt(1, 0), _salt(1, 1)], bytes32(0));
    }

    function _toShowdown(uint256 id) internal {
        vm.prank(_act(id));
        poker.open(id, 1, 2);
        vm.prank(_act(id));
        poker.stop(id);
        _mulligan(id, 0, 0);
        vm.prank(_act(id));
        poker.choose(id, PokerHands.HIGHER);
    }

    /// @notice Mulligans replace the marked positions from the rest of the derived deck, the
    /// starter's first.
    function test_MulliganDrawsTheNextCardsStarterFirst() public {
        uint256 id = _ready();
        vm.roll(block.number + 1);
        _deal(id, BH);
        vm.prank(_act(id));
        poker.open(id, 1, 2);
        vm.prank(_act(id));
        poker.stop(id);
        _mulligan(id, 0x01, 0x12);
        vm.prank(_act(id));
        poker.choose(id, PokerHands.HIGHER);
        IWordlePoker.Game memory g = poker.gameOf(id);
        uint8[20] memory top = _order(seeds[1], g.randomness);
        uint8[5] memory a = [top[0], top[1], top[2], top[3], top[4]];
        uint8[5] memory b = [top[5], top[6], top[7], top[8], top[9]];
        if (g.starter == 0) {
            a[0] = top[10];
            (b[1], b[4]) = (top[11], top[12]);
        } else {
            (b[1], b[4]) = (top[10], top[11]);
            a[0] = top[12];
        }
        vm.expectEmit(address(poker));
        emit IWordlePoker.SeedOpened(id, 1, seeds[1]);
        vm.expectEmit(address(poker));
        emit IWordlePoker.Showdown(
            id,
            1,
            a,
            b,
            PokerHands.HIGHER,
            PokerHands.showdown(a, b, PokerHands.HIGHER) == 0 ? 2 : PokerHands.showdown(a, b, PokerHands.HIGHER) - 1,
            _lossOf(g, a, b)
        );
        _showdown(id);
    }

    function _lossOf(IWordlePoker.Game memory g, uint8[5] memory a, uint8[5] memory b) internal pure returns (uint256) {
        uint8 w = PokerHands.showdown(a, b, PokerHands.HIGHER);
        return w != 0 && w - 1 == g.stopper ? g.bet : 0;
    }

    function _order(bytes32 seed, bytes32 r) internal pure returns (uint8[20] memory) {
        return PokerDeck.order(seed, r);
    }

    // ---- guesses

    /// @notice A proof for the wrong word index: the guess names word 2, the proof is for word 3.
    function test_RejectsProofForWrongWordIndex() public {
        uint256 id = _atGuess();
        vm.prank(_act(id));
        poker.guess(id, 2, 0x1234);
        uint256[2] memory input = _revealInput(id, 0x1);
        uint256 prover = poker.gameOf(id).toAct;
        input[0] = _words(prover)[3];
        bytes memory proof = _revealProof(input);
        vm.prank(_player(prover));
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, prover));
        poker.answer(id, 0x1, proof);
        // nor a proof bound to another hand (a replay from an earlier hand)
        input = _revealInput(id, 0x1);
        uint256 hand = poker.gameOf(id).hand;
        uint256 otherHand = poker.contextOf(id, hand + 1, _player(prover)) & ((1 << 120) - 1);
        input[1] = (input[1] & ((1 << 132) - 1)) | otherHand << 132;
        proof = _revealProof(input);
        vm.prank(_player(prover));
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, prover));
        poker.answer(id, 0x1, proof);
        // nor other colours than proven, nor colours with a 3
        proof = _revealProof(_revealInput(id, 0x1));
        vm.prank(_player(prover));
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadProof.selector, id, prover));
        poker.answer(id, 0x2, proof);
        vm.prank(_player(prover));
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadColours.selector, 0x3));
        poker.answer(id, 0x3, proof);
        _answer(id, 0x1);
    }

    function test_GuessRules() public {
        uint256 id = _atGuess();
        address w = _act(id);
        vm.startPrank(w);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadWord.selector, 5));
        poker.guess(id, 5, 0);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadWord.selector, 26));
        poker.guess(id, 0, 26); // a symbol past z
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerBadWord.selector, 1 << 25));
        poker.guess(id, 0, 1 << 25);
        vm.stopPrank();
        uint256 left = poker.gameOf(id).guessesLeft;
        vm.prank(w);
        poker.guess(id, 0, 0x4321);
        _answer(id, poker.ALL_GREEN());
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.assertEq(g.solved[g.winner], 1, "word 0 solved");
        if (left > 1) {
            vm.prank(w);
            vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerWordSolved.selector, 0));
            poker.guess(id, 0, 0x4321);
        } else {
            vm.assertEq(uint256(g.phase), uint256(IWordlePoker.Phase.Deal), "guesses used: next hand");
        }
    }

    function test_SilentProverLosesTheMatch() public {
        uint256 id = _atGuess();
        uint256 guesser = poker.gameOf(id).toAct;
        vm.prank(_player(guesser));
        poker.guess(id, 1, 0x421);
        vm.warp(block.timestamp + poker.ANSWER_WINDOW() + 1);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerNotDue.selector, id));
        poker.nudge(id);
        (bool due, uint8 outcome) = poker.timeoutOutcome(id);
        vm.assertTrue(due, "due");
        vm.assertEq(outcome, guesser == 0 ? 1 : 2, "the guesser wins");
        platform.claimTimeout(id);
        vm.assertEq(platform.playerOf(_player(guesser)).wins, 1, "won by timeout");
        // the house did its part: it is released
        poker.releaseHouse(id);
        vm.assertEq(houses.houseOf(HOUSE).openGames, 0, "released");
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeMatchNotLive.selector, id));
        poker.slashHouse(id);
    }

    function test_SilentGuesserLosesItsGuesses() public {
        uint256 id = _atGuess();
        vm.warp(block.timestamp + poker.GUESS_WINDOW() + 1);
        poker.nudge(id);
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.assertEq(uint256(g.phase), uint256(IWordlePoker.Phase.Deal), "next hand");
        vm.assertEq(g.guessesLeft, 0, "no guesses left");
    }

    // ---- words and the house's clocks

    function test_SilentWordsLoseTheMatch() public {
        uint256 id = _match();
        _commitWords(id, 1);
        vm.warp(block.timestamp + poker.WORDS_WINDOW() + 1);
        uint256 deadline = poker.gameOf(id).deadline;
        bytes memory proof = _wordsProof(id, 0, _words(0));
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerTooLate.selector, id, deadline));
        poker.commitWords(id, _words(0), proof, _key());
        (bool due, uint8 outcome) = poker.timeoutOutcome(id);
        vm.assertTrue(due, "due");
        vm.assertEq(outcome, uint8(IDuelPlatform.Outcome.WinB), "Bob committed");
    }

    function test_SilentHouseIsSlashedAndTheMatchDrawn() public {
        uint256 id = _ready();
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerHouseNotDue.selector, id));
        poker.slashHouse(id);
        vm.warp(block.timestamp + poker.HOUSE_WINDOW() + 1);
        (bool due,) = poker.timeoutOutcome(id);
        vm.assertFalse(due, "a house's miss is settled by slashHouse, which pays the players first");
        poker.slashHouse(id);
        vm.assertEq(houses.creditOf(ALICE), SLASH, "Alice compensated");
        vm.assertEq(houses.creditOf(BOB), SLASH, "Bob compensated");
        vm.assertFalse(platform.isLive(id), "settled");
        vm.assertEq(platform.playerOf(ALICE).draws, 1, "as a draw");
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeMatchNotLive.selector, id));
        poker.slashHouse(id);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerHouseNotDue.selector, id));
        poker.releaseHouse(id);
    }

    function test_SilentHouseAtShowdown() public {
        uint256 id = _atChoice();
        vm.prank(_act(id));
        poker.choose(id, PokerHands.HIGHER);
        vm.warp(block.timestamp + poker.HOUSE_WINDOW() + 1);
        uint256 deadline = poker.gameOf(id).deadline;
        vm.prank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWordlePoker.PokerTooLate.selector, id, deadline));
        poker.showdown(id, seeds[1], [_salt(1, 0), _salt(1, 1)], keccak256("n"));
        vm.expectRevert(abi.encodeWithSelector(IDuelPlatform.DuelNotTimedOut.selector, id));
        platform.claimTimeout(id); // no draw without the compensation
        poker.slashHouse(id);
        vm.assertEq(houses.creditOf(BOB), SLASH, "compensated");
    }

    /// @notice HouseSlashGrief: players who end a match (a forfeit) while the house owes a move
    /// cannot then let its deadline pass and collect from its bond; the house is released.
    function test_HouseSlashGriefAfterForfeit() public {
        uint256 id = _atChoice();
        vm.prank(_act(id));
        poker.choose(id, PokerHands.HIGHER);
        vm.prank(ALICE);
        platform.forfeit(id);
        vm.warp(block.timestamp + poker.HOUSE_WINDOW() + 1);
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeMatchNotLive.selector, id));
        poker.slashHouse(id);
        poker.releaseHouse(id);
        vm.assertEq(houses.creditOf(ALICE), 0, "nothing taken from the bond");
        vm.assertEq(houses.houseOf(HOUSE).openGames, 0, "released");
    }

    function test_HouseWithoutASeedIsSlashed() public {
        uint256 id = _match();
        _commitWords(id, 0);
        _commitWords(id, 1);
        vm.roll(block.number + 1);
        poker.assignHouse(id);
        vm.warp(block.timestamp + poker.WORDS_WINDOW() + 1);
        (bool due,) = poker.timeoutOutcome(id);
        vm.assertFalse(due, "the house's miss: slashHouse");
        poker.slashHouse(id);
        vm.assertEq(houses.creditOf(ALICE), SLASH, "compensated");
        vm.assertEq(platform.playerOf(BOB).draws, 1, "a draw");
    }

    function test_NoHouseToDrawEndsSetupInADraw() public {
        uint256 id = _match();
        _commitWords(id, 0);
        _commitWords(id, 1);
        vm.warp(block.timestamp + poker.WORDS_WINDOW() + 1);
        (bool due, uint8 outcome) = poker.timeoutOutcome(id);
        vm.assertTrue(due, "due");
        vm.assertEq(outcome, uint8(IDuelPlatform.Outcome.Draw), "nobody's fault among the players");
    }

    function test_MovesAfterSettlementRevert() public {
        uint256 id = _opened(1, 2);
        vm.prank(ALICE);
        platform.forfeit(id);
        vm.prank(_act(id));
        vm.expectRevert(abi.encodeWithSelector(DuelMode.DuelModeMatchNotLive.selector, id));
        poker.stop(id);
    }

    function test_ConstructorRejectsMissingSettings() public {
        ICommitK5Verifier c = poker.COMMIT_VERIFIER();
        IRevealVerifier r = poker.REVEAL_VERIFIER();
        vm.expectRevert(IWordlePoker.PokerBadSettings.selector);
        new WordlePoker(platform, houses, c, r, SECRET_ROOT, 0);
        vm.expectRevert(IWordlePoker.PokerBadSettings.selector);
        new WordlePoker(platform, houses, ICommitK5Verifier(address(0)), r, SECRET_ROOT, SLASH);
    }

    // ---- fuzz

    /// @notice Bets never exceed the bettor's chips, and a raise adds 1 to 10.
    function testFuzz_BetsBoundedByStack(uint256 open, uint256[6] memory raises) public {
        uint256 id = _ready();
        _deal(id, BH);
        open = bound(open, 0, 12);
        vm.prank(_act(id));
        if (open < 1 || open > 10) vm.expectRevert();
        poker.open(id, 1, open);
        if (open < 1 || open > 10) return;
        for (uint256 i = 0; i < raises.length; i++) {
            IWordlePoker.Game memory g = poker.gameOf(id);
            uint256 by = bound(raises[i], 0, 12);
            bool ok = by >= 1 && by <= 10 && g.bet + by <= g.chips[g.toAct];
            vm.prank(_act(id));
            if (!ok) vm.expectRevert();
            poker.raise(id, by);
            IWordlePoker.Game memory h = poker.gameOf(id);
            vm.assertEq(h.bet, ok ? g.bet + by : g.bet, "bet");
            vm.assertLe(h.bet, h.chips[1 - h.toAct], "the last bettor holds the bet");
        }
    }
}
