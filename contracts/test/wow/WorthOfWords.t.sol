// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameFixture} from "./GameFixture.sol";
import {IWorthOfWords} from "../../src/wow/IWorthOfWords.sol";
import {IDictionaryRegistry} from "../../src/common/IDictionaryRegistry.sol";
import {WorthOfWords} from "../../src/wow/WorthOfWords.sol";
import {WordUtils} from "../utils/WordUtils.sol";

/// @notice Lobby life cycle: create, join, leave, start, with every revert.
contract WorthOfWordsLobbyTest is GameFixture {
    function test_CreateLobbyStoresSettingsAndDictionary() public {
        vm.expectEmit();
        emit IWorthOfWords.LobbyCreated(1, address(this), _settings(4), SECRET_ROOT, registry.dictionary(LENGTH).guessRoot);
        uint256 id = game.createLobby(_settings(4));
        vm.assertEq(id, 1, "first id");
        (
            IWorthOfWords.Phase phase,,,,,,,
            IWorthOfWords.Settings memory s,
            IDictionaryRegistry.Dictionary memory d
        ) = game.gameInfo(id);
        vm.assertEq(uint256(phase), uint256(IWorthOfWords.Phase.Lobby), "phase");
        vm.assertEq(s.maxPlayers, 4, "max players");
        vm.assertEq(d.secretRoot, SECRET_ROOT, "secret root snapshot");
        vm.assertEq(game.createLobby(_settings(4)), 2, "ids increase");
    }

    function test_RevertWhen_SettingsAreBad() public {
        IWorthOfWords.Settings memory s = _settings(4);
        s.minPlayers = 1;
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofTooFewPlayers.selector, 1));
        game.createLobby(s);

        s = _settings(4);
        s.minPlayers = 5;
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofMaxPlayersBelowMin.selector, 4, 5));
        game.createLobby(s);

        s = _settings(4);
        s.revealTimeout = 0;
        vm.expectRevert(IWorthOfWords.WordproofZeroTimeout.selector);
        game.createLobby(s);

        s = _settings(4);
        s.commitTimeout = 0;
        vm.expectRevert(IWorthOfWords.WordproofZeroTimeout.selector);
        game.createLobby(s);

        s = _settings(4);
        s.openTimeout = 0;
        vm.expectRevert(IWorthOfWords.WordproofZeroTimeout.selector);
        game.createLobby(s);

        s = _settings(4);
        s.wordLength = 6;
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofUnsupportedLength.selector, 6));
        game.createLobby(s);
    }

    function test_JoinTakesStakeAndStartsWhenFull() public {
        uint256 id = game.createLobby(_settings(2));
        _join(id, _player(0), "crane", "slate");
        vm.assertEq(address(game).balance, STAKE, "stake escrowed");
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Lobby), "waiting for a second player");
        vm.assertEq(game.targetsOf(id, _player(0)).length, 0, "no targets before the game starts");
        vm.assertEq(game.playerInfo(id, _player(0)).score, 0, "no score yet");

        vm.expectEmit();
        emit IWorthOfWords.GameStarted(id, 2);
        _join(id, _player(1), "hello", "world");
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Commit), "started when full");
        vm.assertEq(_round(id), 1, "round 1");
        vm.assertEq(game.targetsOf(id, _player(0))[0], _player(1), "two players attack each other");
        (,,,,,, uint256 pot,,) = game.gameInfo(id);
        vm.assertEq(pot, 2 * STAKE, "pot");
    }

    function test_RevertWhen_JoinTwice() public {
        uint256 id = game.createLobby(_settings(3));
        _join(id, _player(0), "crane", "slate");
        vm.deal(_player(0), STAKE);
        IWorthOfWords.Proof memory proof = _joinProof(id, _player(0));
        uint256[2] memory c = _commitments(_player(0));
        vm.prank(_player(0));
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofAlreadyJoined.selector, id, _player(0)));
        game.join{value: STAKE}(id, c, proof, "");
    }

    function test_RevertWhen_JoinWithWrongStake() public {
        uint256 id = game.createLobby(_settings(3));
        address p = _player(0);
        vm.deal(p, STAKE);
        IWorthOfWords.Proof memory proof = _joinProof(id, p);
        uint256[2] memory c = _commitments(p);
        vm.prank(p);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofWrongStake.selector, STAKE, STAKE - 1));
        game.join{value: STAKE - 1}(id, c, proof, "");
    }

    function test_RevertWhen_JoinProofReplayedFromAnotherLobby() public {
        uint256 first = game.createLobby(_settings(3));
        uint256 second = game.createLobby(_settings(3));
        address p = _player(0);
        IWorthOfWords.Proof memory proofForFirst = _joinProof(first, p);
        uint256[2] memory c = _commitments(p);
        vm.deal(p, STAKE);
        vm.prank(p);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofInvalidProof.selector, second, p));
        game.join{value: STAKE}(second, c, proofForFirst, "");
    }

    function test_RevertWhen_JoinProofReplayedByAnotherSender() public {
        uint256 id = game.createLobby(_settings(3));
        IWorthOfWords.Proof memory proofOfAlice = _joinProof(id, _player(0));
        uint256[2] memory c = _commitments(_player(0));
        address mallory = _player(9);
        vm.deal(mallory, STAKE);
        vm.prank(mallory);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofInvalidProof.selector, id, mallory));
        game.join{value: STAKE}(id, c, proofOfAlice, "");
    }

    function test_RevertWhen_JoinAStartedGame() public {
        (uint256 id,) = _startedGame(_strings("crane", "slate", "hello", "world"));
        address p = _player(5);
        IWorthOfWords.Proof memory proof = _joinProof(id, p);
        uint256[2] memory c = _commitments(p);
        vm.deal(p, STAKE);
        vm.prank(p);
        vm.expectRevert(
            abi.encodeWithSelector(
                IWorthOfWords.WordproofWrongPhase.selector, id, IWorthOfWords.Phase.Lobby, IWorthOfWords.Phase.Commit
            )
        );
        game.join{value: STAKE}(id, c, proof, "");
    }

    function test_InviteOnlyLobby() public {
        uint256 signerKey = 0x1417E;
        IWorthOfWords.Settings memory s = _settings(3);
        s.inviteSigner = vm.addr(signerKey);
        uint256 id = game.createLobby(s);
        address p = _player(0);
        IWorthOfWords.Proof memory proof = _joinProof(id, p);
        uint256[2] memory c = _commitments(p);
        vm.deal(p, 2 * STAKE);

        (uint8 v, bytes32 r, bytes32 sig) = vm.sign(0xBAD, _ethSigned(game.inviteDigest(id, p)));
        vm.prank(p);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofBadInvite.selector, id, p));
        game.join{value: STAKE}(id, c, proof, abi.encodePacked(r, sig, v));

        (v, r, sig) = vm.sign(signerKey, _ethSigned(game.inviteDigest(id, p)));
        vm.prank(p);
        game.join{value: STAKE}(id, c, proof, abi.encodePacked(r, sig, v));
        vm.assertEq(game.playersOf(id).length, 1, "joined with a valid invite");
    }

    function test_LeaveRefundsAndKeepsOrder() public {
        uint256 id = game.createLobby(_settings(4));
        _join(id, _player(0), "crane", "slate");
        _join(id, _player(1), "hello", "world");
        _join(id, _player(2), "lemon", "melon");
        vm.prank(_player(0));
        game.leave(id);
        address[] memory players = game.playersOf(id);
        vm.assertEq(players.length, 2, "one left");
        vm.assertEq(players[0], _player(2), "last player moved into the gap");
        vm.assertEq(game.balanceOf(address(0), _player(0)), STAKE, "refund credited");
        (,,,,,, uint256 pot,,) = game.gameInfo(id);
        vm.assertEq(pot, 2 * STAKE, "pot shrank");

        vm.prank(_player(0));
        game.withdraw(address(0));
        vm.assertEq(_player(0).balance, STAKE, "refund withdrawn");
        vm.prank(_player(0));
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNothingToWithdraw.selector, _player(0), address(0)));
        game.withdraw(address(0));
    }

    function test_RevertWhen_LeaveByStranger() public {
        uint256 id = game.createLobby(_settings(4));
        vm.prank(_player(7));
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNotPlayer.selector, id, _player(7)));
        game.leave(id);
    }

    function test_StartByCreatorOnly() public {
        uint256 id = game.createLobby(_settings(4));
        _join(id, _player(0), "crane", "slate");
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNotEnoughPlayers.selector, id, 1, 2));
        game.start(id);
        _join(id, _player(1), "hello", "world");
        vm.prank(_player(1));
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNotCreator.selector, id, _player(1)));
        game.start(id);
        game.start(id);
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Commit), "started");
    }

    function test_RevertWhen_UnknownGame() public {
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofUnknownGame.selector, 42));
        game.start(42);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofUnknownGame.selector, 42));
        game.advance(42);
    }

    function _ethSigned(bytes32 digest) private pure returns (bytes32) {
        return keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", digest));
    }
}

/// @notice Rounds, scoring, elimination, timeouts and settlement.
contract WorthOfWordsPlayTest is GameFixture {
    function _guesses(string memory a, string memory b) internal pure returns (string[] memory) {
        return _strings(a, b);
    }

    function test_TwoPlayerGameToTheEnd() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        // Round 1: p0 solves p1's first word (5 greens + solve = 35); p1's zebra against crane
        // shows e, r and a yellow (3 new yellows = 6).
        _playRound(id, p, _guesses("hello", "zebra"));
        vm.assertEq(_score(id, p[0]), 35, "p0 round 1");
        vm.assertEq(_score(id, p[1]), 6, "p1 round 1");
        vm.assertEq(game.playerInfo(id, p[1]).activeSecret, 1, "p1's second word is active");
        vm.assertEq(_round(id), 2, "round 2");

        // Round 2: p0 solves p1's second word: p1 is out, one player remains, the game ends.
        _playRound(id, p, _guesses("world", "zebra"));
        vm.assertEq(_score(id, p[0]), 70, "p0 total");
        vm.assertEq(_score(id, p[1]), 6, "zebra again reveals nothing new");
        vm.assertEq(uint256(game.playerInfo(id, p[1]).status), uint256(IWorthOfWords.Status.Solved), "p1 eliminated");
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "ended");
        vm.assertEq(game.balanceOf(address(0), p[0]), 2 * STAKE, "winner credited");

        vm.prank(p[0]);
        game.withdraw(address(0));
        vm.assertEq(p[0].balance, 2 * STAKE, "paid");
        vm.assertEq(address(game).balance, 0, "escrow empty");
    }

    function test_KnowledgeResetsAfterSolvedWord() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "melon"));
        _playRound(id, p, _guesses("hello", "zebra"));
        // Against fresh knowledge of "melon", hello earns e and l green (10) and o yellow (2),
        // although every position was green for "hello".
        _playRound(id, p, _guesses("hello", "zebra"));
        vm.assertEq(_score(id, p[0]), 35 + 12, "fresh knowledge");
    }

    function test_RepeatedInformationEarnsNothing() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "abbey", "melon"));
        // babes against abbey is YYGG.: greens at 2 and 3 (10), b and a yellow, each a new copy (4).
        _playRound(id, p, _guesses("babes", "zebra"));
        vm.assertEq(_score(id, p[0]), 14, "babes");
        // abbey solves it: greens at 0, 1 and 4 are new (15), 2 and 3 known; no yellows; + 10.
        _playRound(id, p, _guesses("abbey", "zebra"));
        vm.assertEq(_score(id, p[0]), 14 + 25, "abbey");
    }

    /// @dev Three players with secrets eagle/slate, crane/world and lemon/melon.
    function _threePlayers() internal returns (uint256 id, address[] memory p) {
        string[] memory secrets = new string[](6);
        (secrets[0], secrets[1], secrets[2], secrets[3], secrets[4], secrets[5]) =
            ("eagle", "slate", "crane", "world", "lemon", "melon");
        return _startedGame(secrets);
    }

    /// @dev Every player commits, then opens, its guess.
    function _commitAndOpen(uint256 id, address[] memory p, string[] memory guesses) internal {
        for (uint256 i = 0; i < p.length; i++) {
            _commitGuess(id, p[i], guesses[i]);
        }
        for (uint256 i = 0; i < p.length; i++) {
            _openGuess(id, p[i], guesses[i]);
        }
    }

    function test_RevealedEventPacksTheReveal() public {
        (uint256 id, address[] memory p) = _threePlayers();
        string[] memory guesses = new string[](3);
        (guesses[0], guesses[1], guesses[2]) = ("fuzzy", "zebra", "apple");
        _commitAndOpen(id, p, guesses);
        (uint256 colours, IWorthOfWords.Proof memory proof) = _honestReveal(id, p[0]);
        address[] memory attackers = _openedAttackers(id, p[0]);
        // Secret 0, two slots; per slot the attacker's join index, colours and points: zebra
        // against eagle has e and a yellow (4), apple has l and e green and a yellow (12).
        uint256 packed = 2 << 8 | colours << 40;
        for (uint256 s = 0; s < 2; s++) {
            bool isP1 = attackers[s] == p[1];
            packed |= uint256(isP1 ? 1 : 2) << (16 + 8 * s) | uint256(isP1 ? 4 : 12) << (88 + 16 * s);
        }
        uint256[2] memory c = _commitments(p[0]);
        vm.expectEmit(address(game));
        emit IWorthOfWords.Revealed(id, 1, p[0], packed);
        vm.prank(p[0]);
        game.reveal(id, colours, c, proof);
        vm.assertEq(_score(id, p[1]), 4, "p1");
        vm.assertEq(_score(id, p[2]), 12, "p2");
    }

    function test_TwoAttackersRevealSameLetterInOneRound() public {
        (uint256 id, address[] memory p) = _threePlayers();
        // With three players everyone attacks both others. p1 and p2 both guess "zebra" against
        // p0's "eagle": each sees e yellow and a yellow, and both earn the same 4 points, scored
        // against the knowledge at the start of the round.
        string[] memory guesses = new string[](3);
        (guesses[0], guesses[1], guesses[2]) = ("fuzzy", "zebra", "zebra");
        _playRound(id, p, guesses);
        // p1's zebra vs p2's lemon: e green (5); p2's zebra vs p1's crane: e, r, a yellow (6).
        vm.assertEq(_score(id, p[1]), 4 + 5, "p1: eagle + lemon");
        vm.assertEq(_score(id, p[2]), 4 + 6, "p2: eagle + crane");
        // The target learned a (1 copy) and e (1 copy) once, not twice.
        uint256 knowledge = game.playerInfo(id, p[0]).knowledge;
        vm.assertEq((knowledge >> (8 + 4 * 4)) & 15, 1, "one e known");
        vm.assertEq((knowledge >> 8) & 15, 1, "one a known");
    }

    function test_EveryoneEliminatedInTheSameRoundSplitsThePot() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        _playRound(id, p, _guesses("hello", "crane"));
        _playRound(id, p, _guesses("world", "slate"));
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "ended");
        vm.assertEq(_score(id, p[0]), _score(id, p[1]), "symmetric play");
        vm.assertEq(game.balanceOf(address(0), p[0]), STAKE, "half the pot");
        vm.assertEq(game.balanceOf(address(0), p[1]), STAKE, "half the pot");
    }

    function test_PlayerWhoNeverCommitsLosesTheGuessOnly() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        _playRound(id, p, _guesses("hello", ""));
        vm.assertEq(_score(id, p[0]), 35, "p0 scored");
        vm.assertEq(_score(id, p[1]), 0, "p1 had no guess");
        vm.assertEq(uint256(game.playerInfo(id, p[1]).status), uint256(IWorthOfWords.Status.Active), "p1 still in");
        vm.assertEq(_round(id), 2, "next round");
    }

    function test_PlayerWhoCommitsButNeverOpensLosesTheGuess() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        _commitGuess(id, p[0], "hello");
        _commitGuess(id, p[1], "crane");
        _openGuess(id, p[0], "hello");
        _timeOut(id); // p1 never opens
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Reveal), "reveal phase");
        WorthOfWords.Player memory p0 = game.playerInfo(id, p[0]);
        vm.assertTrue(p0.mustRevealRound != 1, "nobody aimed an open guess at p0");
        _reveal(id, p[1]);
        vm.assertEq(_score(id, p[0]), 35, "p0 scored");
        vm.assertEq(_score(id, p[1]), 0, "p1's unopened guess is lost");
        vm.assertEq(_round(id), 2, "next round");
    }

    function test_PlayerWhoNeverRevealsForfeits() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        // p1 guesses crane (solves p0's word, 35 points) but never reveals p0's guess.
        _commitGuess(id, p[0], "zebra");
        _commitGuess(id, p[1], "crane");
        _openGuess(id, p[0], "zebra");
        _openGuess(id, p[1], "crane");
        _reveal(id, p[0]);
        vm.assertEq(_score(id, p[1]), 35, "p1 leads");
        vm.expectEmit();
        emit IWorthOfWords.PlayerEliminated(id, 1, p[1], IWorthOfWords.Status.Forfeited);
        _timeOut(id);
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "one player left");
        vm.assertEq(game.balanceOf(address(0), p[0]), 2 * STAKE, "forfeited stake goes to the pot winner");
        vm.assertEq(game.balanceOf(address(0), p[1]), 0, "a forfeit cannot win");
    }

    function test_ForfeitDoesNotShareATie() public {
        string[] memory secrets = new string[](8);
        (secrets[0], secrets[1], secrets[2], secrets[3]) = ("crane", "slate", "crane", "slate");
        (secrets[4], secrets[5], secrets[6], secrets[7]) = ("crane", "slate", "hello", "world");
        (uint256 id, address[] memory p) = _startedGame(secrets);
        // Everyone guesses zebra and p3 never reveals: p3 forfeits, and however the scores
        // fall (ties included) it must get nothing.
        for (uint256 i = 0; i < 4; i++) {
            _commitGuess(id, p[i], "zebra");
        }
        for (uint256 i = 0; i < 4; i++) {
            _openGuess(id, p[i], "zebra");
        }
        for (uint256 i = 0; i < 3; i++) {
            _reveal(id, p[i]);
        }
        _timeOut(id); // p3 forfeits
        vm.assertEq(uint256(game.playerInfo(id, p[3]).status), uint256(IWorthOfWords.Status.Forfeited), "p3 out");
        // Round 2: nobody commits, the stalled game ends.
        _timeOut(id);
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "ended");
        vm.assertEq(game.balanceOf(address(0), p[3]), 0, "a forfeit gets nothing, not even the remainder");
        uint256 paid;
        for (uint256 i = 0; i < 4; i++) {
            paid += game.balanceOf(address(0), p[i]);
        }
        vm.assertEq(paid, 4 * STAKE, "pot paid in full");
    }

    function test_RevertWhen_AdvanceBeforeDeadline() public {
        (uint256 id,) = _startedGame(_strings("crane", "slate", "hello", "world"));
        uint64 deadline = _deadline(id);
        _commitGuess(id, _player(0), "hello"); // draws the targets: advance now has nothing to do
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofDeadlineNotReached.selector, id, deadline));
        game.advance(id);
    }

    function test_StalledRoundEndsTheGame() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        _playRound(id, p, _guesses("zebra", ""));
        vm.assertEq(_round(id), 2, "round 2");
        _timeOut(id); // nobody commits in round 2
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "stalled game ends");
        vm.assertEq(game.balanceOf(address(0), p[0]), 2 * STAKE, "highest score wins");
    }

    function test_RoundCapOfOneEndsTheGame() public {
        IWorthOfWords.Settings memory s = _settings(2);
        s.roundCap = 1;
        uint256 id = game.createLobby(s);
        address[] memory p = new address[](2);
        (p[0], p[1]) = (_player(0), _player(1));
        _join(id, p[0], "crane", "slate");
        _join(id, p[1], "hello", "world");
        _playRound(id, p, _guesses("zebra", "zebra"));
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Ended), "capped");
    }

    function test_MoreThanFourPlayersGetThreeRandomTargets() public {
        string[] memory secrets = new string[](12);
        for (uint256 i = 0; i < 12; i++) {
            secrets[i] = i % 2 == 0 ? "crane" : "slate";
        }
        (uint256 id, address[] memory p) = _startedGame(secrets);
        _checkTargets(id, p);
        address[] memory before = game.targetsOf(id, p[0]);
        string[] memory guesses = new string[](6);
        for (uint256 i = 0; i < 6; i++) {
            guesses[i] = "zebra";
        }
        _playRound(id, p, guesses);
        vm.assertEq(_round(id), 2, "round 2");
        _checkTargets(id, p);
        bool changed;
        for (uint256 i = 0; i < 6 && !changed; i++) {
            address[] memory t = game.targetsOf(id, p[i]);
            changed = t[0] != before[0] || t[1] != before[1] || t[2] != before[2] || i > 0;
        }
        vm.assertTrue(changed, "assignment varies between rounds");
    }

    function _checkTargets(uint256 id, address[] memory p) internal view {
        for (uint256 i = 0; i < p.length; i++) {
            address[] memory targets = game.targetsOf(id, p[i]);
            address[] memory attackers = game.attackersOf(id, p[i]);
            vm.assertEq(targets.length, 3, "three targets");
            vm.assertEq(attackers.length, 3, "three attackers");
            for (uint256 a = 0; a < 3; a++) {
                vm.assertTrue(targets[a] != p[i], "never itself");
                for (uint256 b = a + 1; b < 3; b++) {
                    vm.assertTrue(targets[a] != targets[b], "distinct targets");
                }
                bool back;
                address[] memory theirAttackers = game.attackersOf(id, targets[a]);
                for (uint256 b = 0; b < 3; b++) {
                    back = back || theirAttackers[b] == p[i];
                }
                vm.assertTrue(back, "targets and attackers agree");
            }
        }
    }

    function test_RevertWhen_GuessNotInDictionary() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        uint32 bogus = _word("qqqqq");
        uint16 round = _round(id);
        bytes32 c = game.guessCommitment(id, round, p[0], bogus, _salt(p[0], round));
        vm.prank(p[0]);
        game.commitGuess(id, c);
        _commitGuess(id, p[1], "hello");
        bytes32[] memory siblings = new bytes32[](DEPTH);
        vm.prank(p[0]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNotInDictionary.selector, id, bogus));
        game.openGuess(id, bogus, _salt(p[0], round), 0, siblings);
    }

    function test_RevertWhen_OpenDiffersFromCommitment() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        _commitGuess(id, p[0], "hello");
        _commitGuess(id, p[1], "crane");
        uint32 other = _word("world");
        bytes32 salt = _salt(p[0], 1);
        bytes32[] memory siblings = WordUtils.proof(dictionary, LENGTH, DEPTH, _indexInDictionary(other));
        uint256 index = _indexInDictionary(other);
        vm.prank(p[0]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofCommitmentMismatch.selector, id, p[0]));
        game.openGuess(id, other, salt, index, siblings);
    }

    function test_RevertWhen_CommitTwiceOrOutOfPhase() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        _commitGuess(id, p[0], "hello");
        bytes32 again = game.guessCommitment(id, 1, p[0], _word("hello"), _salt(p[0], 1));
        vm.prank(p[0]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofAlreadyCommitted.selector, id, p[0]));
        game.commitGuess(id, again);

        bytes32[] memory siblings = new bytes32[](DEPTH);
        vm.prank(p[0]);
        vm.expectRevert(
            abi.encodeWithSelector(
                IWorthOfWords.WordproofWrongPhase.selector, id, IWorthOfWords.Phase.Open, IWorthOfWords.Phase.Commit
            )
        );
        game.openGuess(id, _word("hello"), _salt(p[0], 1), 0, siblings);

        vm.prank(_player(8));
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNotPlayer.selector, id, _player(8)));
        game.commitGuess(id, again);
    }

    function test_RevertWhen_RevealLiesAboutColours() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        _commitGuess(id, p[0], "hello");
        _commitGuess(id, p[1], "crane");
        _openGuess(id, p[0], "hello");
        _openGuess(id, p[1], "crane");
        (uint256 colours, IWorthOfWords.Proof memory proof) = _honestReveal(id, p[1]);
        uint256[2] memory c = _commitments(p[1]);
        colours &= ~uint256(0xffff); // claim all grey
        vm.prank(p[1]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofInvalidProof.selector, id, p[1]));
        game.reveal(id, colours, c, proof);

        colours |= 3; // not a colour
        vm.prank(p[1]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofBadColours.selector, id, 0));
        game.reveal(id, colours, c, proof);

        (colours,) = _honestReveal(id, p[1]);
        vm.prank(p[1]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofBadColours.selector, id, 0));
        game.reveal(id, colours | 1 << 10, c, proof); // a sixth letter's colour

        vm.prank(p[1]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofBadColours.selector, id, 1));
        game.reveal(id, colours | 1 << 16, c, proof); // colours for a second slot p[1] does not have
    }

    function test_RevertWhen_RevealTwiceOrWithNothingToReveal() public {
        (uint256 id, address[] memory p) = _threePlayers();
        // Only p1 guesses: its targets p0 and p2 owe a reveal, p1 owes none.
        _commitGuess(id, p[1], "zebra");
        _timeOut(id);
        _openGuess(id, p[1], "zebra");
        vm.assertEq(uint256(_phase(id)), uint256(IWorthOfWords.Phase.Reveal), "reveal phase");

        (uint256 colours, IWorthOfWords.Proof memory proof) = _honestReveal(id, p[0]);
        uint256[2] memory c1 = _commitments(p[1]);
        vm.prank(p[1]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNothingToReveal.selector, id, p[1]));
        game.reveal(id, colours, c1, proof);

        vm.prank(address(0xbad));
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNotPlayer.selector, id, address(0xbad)));
        game.reveal(id, colours, c1, proof);

        _reveal(id, p[0]);
        uint256[2] memory c0 = _commitments(p[0]);
        vm.prank(p[0]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofAlreadyRevealed.selector, id, p[0]));
        game.reveal(id, colours, c0, proof);
        _reveal(id, p[2]);
        vm.assertEq(_round(id), 2, "both reveals in: round 2");
    }

    function test_RevertWhen_RevealWithOtherCommitments() public {
        (uint256 id, address[] memory p) = _threePlayers();
        _commitGuess(id, p[1], "zebra");
        _timeOut(id);
        _openGuess(id, p[1], "zebra");
        (uint256 colours, IWorthOfWords.Proof memory proof) = _honestReveal(id, p[0]);
        uint256[2] memory c = _commitments(p[0]);
        c[1] ^= 1;
        vm.prank(p[0]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofInvalidProof.selector, id, p[0]));
        game.reveal(id, colours, c, proof);
    }

    function test_RevertWhen_OpenWithoutCommitmentTwiceOrABadWord() public {
        (uint256 id, address[] memory p) = _threePlayers();
        _commitGuess(id, p[0], "zebra");
        // p1 commits to a "word" with a sixth letter: the commitment opens, the word does not.
        uint32 bad = _word("zebra") | uint32(1) << 25;
        bytes32 salt = _salt(p[1], 1);
        bytes32 commitment = game.guessCommitment(id, 1, p[1], bad, salt);
        vm.prank(p[1]);
        game.commitGuess(id, commitment);
        _timeOut(id);

        _openGuess(id, p[0], "zebra");
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofAlreadyOpened.selector, id, p[0]));
        this.openAs(id, p[0], "zebra");
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNoCommitment.selector, id, p[2]));
        this.openAs(id, p[2], "zebra");

        bytes32[] memory siblings = new bytes32[](DEPTH);
        vm.prank(p[1]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofBadWord.selector, bad));
        game.openGuess(id, bad, salt, 0, siblings);
    }

    /// @dev An open as an external call, so that expectRevert sees the game's revert.
    function openAs(uint256 id, address player, string memory guess) external {
        _openGuess(id, player, guess);
    }

    function test_RevertWhen_EliminatedPlayerCommits() public {
        (uint256 id, address[] memory p) = _threePlayers();
        string[] memory guesses = new string[](3);
        (guesses[0], guesses[1], guesses[2]) = ("fuzzy", "zebra", "apple");
        _commitAndOpen(id, p, guesses);
        _reveal(id, p[0]);
        _reveal(id, p[1]);
        _timeOut(id); // p2 never reveals: it forfeits, p0 and p1 play round 2
        vm.assertEq(_round(id), 2, "round 2");
        vm.prank(p[2]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofNotActive.selector, id, p[2]));
        game.commitGuess(id, bytes32(uint256(1)));
    }

    function test_RevertWhen_RevealProofReplayedByAnotherSender() public {
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "crane", "slate"));
        _commitGuess(id, p[0], "zebra");
        _commitGuess(id, p[1], "zebra");
        _openGuess(id, p[0], "zebra");
        _openGuess(id, p[1], "zebra");
        (uint256 colours, IWorthOfWords.Proof memory proofOfP1) = _honestReveal(id, p[1]);
        uint256[2] memory c = _commitments(p[0]);
        vm.prank(p[0]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofInvalidProof.selector, id, p[0]));
        game.reveal(id, colours, c, proofOfP1);
    }

    function testFuzz_RevertWhen_MoveAfterDeadline(uint256 late) public {
        late = bound(late, 1, 30 days);
        (uint256 id, address[] memory p) = _startedGame(_strings("crane", "slate", "hello", "world"));
        uint64 deadline = _deadline(id);
        vm.warp(uint256(deadline) + late);
        uint16 round = _round(id);
        bytes32 c = game.guessCommitment(id, round, p[0], _word("hello"), _salt(p[0], round));
        vm.prank(p[0]);
        vm.expectRevert(abi.encodeWithSelector(IWorthOfWords.WordproofDeadlinePassed.selector, id, deadline));
        game.commitGuess(id, c);
    }
}
