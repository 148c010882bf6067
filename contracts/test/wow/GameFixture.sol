// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {WordUtils} from "../utils/WordUtils.sol";
import {MockProof, MockCommitVerifier, MockRevealVerifier} from "../mocks/MockVerifiers.sol";
import {DictionaryRegistry} from "../../src/common/DictionaryRegistry.sol";
import {IDictionaryRegistry} from "../../src/common/IDictionaryRegistry.sol";
import {IWorthOfWords} from "../../src/wow/IWorthOfWords.sol";
import {WorthOfWords} from "../../src/wow/WorthOfWords.sol";

/// @notice Deploys a registry, mock verifiers and the game, with a 16-word guess dictionary,
/// and plays moves for test players whose secret words it remembers.
abstract contract GameFixture is TestBase {
    uint8 internal constant LENGTH = 5;
    uint256 internal constant DEPTH = 4;
    uint256 internal constant SECRET_ROOT = 0x1234;
    uint96 internal constant STAKE = 1 ether;

    DictionaryRegistry internal registry;
    WorthOfWords internal game;
    uint32[] internal dictionary;

    mapping(address player => uint32[2]) internal secretsOf;

    function setUp() public virtual {
        string[16] memory words = [
            "abbey", "about", "apple", "babes", "crane", "eagle", "eerie", "fuzzy",
            "hello", "lemon", "melon", "sassy", "slate", "tests", "world", "zebra"
        ];
        for (uint256 i = 0; i < words.length; i++) {
            dictionary.push(WordUtils.pack(words[i]));
        }
        registry = new DictionaryRegistry(address(this));
        registry.setDictionary(
            LENGTH,
            IDictionaryRegistry.Dictionary({
                secretRoot: SECRET_ROOT,
                guessRoot: WordUtils.root(dictionary, LENGTH, DEPTH),
                guessDepth: uint8(DEPTH),
                commitVerifier: address(new MockCommitVerifier()),
                revealVerifier: address(new MockRevealVerifier())
            })
        );
        game = new WorthOfWords(registry);
    }

    function _settings(uint8 players) internal pure returns (IWorthOfWords.Settings memory s) {
        s.stake = STAKE;
        s.minPlayers = 2;
        s.maxPlayers = players;
        s.wordLength = LENGTH;
        s.commitTimeout = 1 hours;
        s.openTimeout = 1 hours;
        s.revealTimeout = 1 hours;
        s.roundCap = 100;
    }

    function _player(uint256 i) internal pure returns (address) {
        return address(uint160(0x10000 + i));
    }

    function _word(string memory w) internal pure returns (uint32) {
        return WordUtils.pack(w);
    }

    function _commitments(address player) internal pure returns (uint256[2] memory c) {
        c[0] = uint256(keccak256(abi.encode("secret", player, 0))) >> 8;
        c[1] = uint256(keccak256(abi.encode("secret", player, 1))) >> 8;
    }

    function _joinProof(uint256 gameId, address player) internal view returns (IWorthOfWords.Proof memory p) {
        uint256[2] memory c = _commitments(player);
        uint256[] memory input = new uint256[](4);
        (input[0], input[1], input[2], input[3]) = (SECRET_ROOT, c[0], c[1], game.contextOf(gameId, 0, player));
        p.words = MockProof.make(input);
    }

    function _join(uint256 gameId, address player, string memory first, string memory second) internal {
        secretsOf[player] = [_word(first), _word(second)];
        vm.deal(player, STAKE);
        uint256[2] memory c = _commitments(player);
        IWorthOfWords.Proof memory proof = _joinProof(gameId, player);
        vm.prank(player);
        game.join{value: STAKE}(gameId, c, proof, "");
        _nextBlock();
    }

    /// @dev Moves to the next block, as a chain does between moves: a round's targets are drawn
    /// from the hash of the block that started it, readable from the next block on.
    function _nextBlock() internal {
        vm.roll(block.number + 1);
    }

    /// @notice A full lobby of `secrets.length / 2` players, started.
    function _startedGame(string[] memory secrets) internal returns (uint256 gameId, address[] memory players) {
        uint256 n = secrets.length / 2;
        gameId = game.createLobby(_settings(uint8(n)));
        players = new address[](n);
        for (uint256 i = 0; i < n; i++) {
            players[i] = _player(i);
            _join(gameId, players[i], secrets[2 * i], secrets[2 * i + 1]);
        }
    }

    function _round(uint256 gameId) internal view returns (uint16 round) {
        (, round,,,,,,,) = game.gameInfo(gameId);
    }

    function _phase(uint256 gameId) internal view returns (IWorthOfWords.Phase phase) {
        (phase,,,,,,,,) = game.gameInfo(gameId);
    }

    function _deadline(uint256 gameId) internal view returns (uint64 deadline) {
        (,, deadline,,,,,,) = game.gameInfo(gameId);
    }

    function _salt(address player, uint16 round) internal pure returns (bytes32) {
        return keccak256(abi.encode("salt", player, round));
    }

    function _commitGuess(uint256 gameId, address player, string memory guess) internal {
        (uint64 drawBlock, bool drawn,) = game.targetDraw(gameId);
        if (!drawn && block.number <= drawBlock) _nextBlock();
        uint16 round = _round(gameId);
        bytes32 commitment = game.guessCommitment(gameId, round, player, _word(guess), _salt(player, round));
        vm.prank(player);
        game.commitGuess(gameId, commitment);
    }

    function _openGuess(uint256 gameId, address player, string memory guess) internal {
        uint32 packed = _word(guess);
        uint256 index = _indexInDictionary(packed);
        uint16 round = _round(gameId);
        bytes32[] memory siblings = WordUtils.proof(dictionary, LENGTH, DEPTH, index);
        vm.prank(player);
        game.openGuess(gameId, packed, _salt(player, round), index, siblings);
    }

    function _indexInDictionary(uint32 packed) internal view returns (uint256) {
        for (uint256 i = 0; i < dictionary.length; i++) {
            if (dictionary[i] == packed) return i;
        }
        revert("word not in the test dictionary");
    }

    /// @notice The honest reveal of `target`: colours of each opened attacker guess against its
    /// active secret, and the matching mock proof.
    function _honestReveal(uint256 gameId, address target)
        internal
        view
        returns (uint256 colours, IWorthOfWords.Proof memory proof)
    {
        address[] memory attackers = _openedAttackers(gameId, target);
        WorthOfWords.Player memory t = game.playerInfo(gameId, target);
        uint32 secret = secretsOf[target][t.activeSecret];
        for (uint256 i = 0; i < attackers.length; i++) {
            colours |= uint256(WordUtils.feedback(secret, game.playerInfo(gameId, attackers[i]).guess, LENGTH)) << (16 * i);
        }
        proof = _revealProof(gameId, target, attackers, colours);
    }

    /// @dev The mock proof of the reveal public inputs: the commitment, and the batch with the low
    /// 120 bits of the context above it (`circuits.WithContext`).
    function _revealProof(uint256 gameId, address target, address[] memory attackers, uint256 colours)
        internal
        view
        returns (IWorthOfWords.Proof memory proof)
    {
        uint256 packed;
        for (uint256 i = 0; i < attackers.length; i++) {
            uint256 slot = uint256(game.playerInfo(gameId, attackers[i]).guess)
                | ((colours >> (16 * i)) & 0xffff) << (5 * LENGTH) | uint256(1) << (7 * LENGTH);
            packed |= slot << (i * (7 * LENGTH + 1));
        }
        packed |= (game.contextOf(gameId, _round(gameId), target) & ((1 << 120) - 1)) << 132;
        WorthOfWords.Player memory t = game.playerInfo(gameId, target);
        uint256[] memory input = new uint256[](2);
        (input[0], input[1]) = (_commitments(target)[t.activeSecret], packed);
        proof.words = MockProof.make(input);
    }

    function _openedAttackers(uint256 gameId, address target) internal view returns (address[] memory out) {
        address[] memory all = game.attackersOf(gameId, target);
        uint16 round = _round(gameId);
        uint256 count;
        out = new address[](all.length);
        for (uint256 i = 0; i < all.length; i++) {
            if (game.playerInfo(gameId, all[i]).openedRound == round) out[count++] = all[i];
        }
        address[] memory trimmed = new address[](count);
        for (uint256 i = 0; i < count; i++) {
            trimmed[i] = out[i];
        }
        return trimmed;
    }

    function _reveal(uint256 gameId, address target) internal {
        (uint256 colours, IWorthOfWords.Proof memory proof) = _honestReveal(gameId, target);
        uint256[2] memory c = _commitments(target);
        vm.prank(target);
        game.reveal(gameId, colours, c, proof);
        _nextBlock();
    }

    /// @notice Plays one whole round: every listed player commits and opens its guess, then every
    /// target that owes a reveal reveals honestly.
    function _playRound(uint256 gameId, address[] memory players, string[] memory guesses) internal {
        for (uint256 i = 0; i < players.length; i++) {
            if (bytes(guesses[i]).length > 0) _commitGuess(gameId, players[i], guesses[i]);
        }
        if (_phase(gameId) == IWorthOfWords.Phase.Commit) _timeOut(gameId);
        for (uint256 i = 0; i < players.length; i++) {
            if (bytes(guesses[i]).length > 0) _openGuess(gameId, players[i], guesses[i]);
        }
        _revealAll(gameId, players);
    }

    function _revealAll(uint256 gameId, address[] memory players) internal {
        uint16 round = _round(gameId);
        for (uint256 i = 0; i < players.length; i++) {
            if (_phase(gameId) != IWorthOfWords.Phase.Reveal || _round(gameId) != round) return;
            WorthOfWords.Player memory p = game.playerInfo(gameId, players[i]);
            if (p.mustRevealRound == round && p.revealedRound != round) _reveal(gameId, players[i]);
        }
    }

    function _timeOut(uint256 gameId) internal {
        vm.warp(uint256(_deadline(gameId)) + 1);
        game.advance(gameId);
        _nextBlock();
    }

    function _score(uint256 gameId, address player) internal view returns (uint256) {
        return game.playerInfo(gameId, player).score;
    }

    function _strings(string memory a, string memory b) internal pure returns (string[] memory s) {
        s = new string[](2);
        (s[0], s[1]) = (a, b);
    }

    function _strings(string memory a, string memory b, string memory c, string memory d)
        internal
        pure
        returns (string[] memory s)
    {
        s = new string[](4);
        (s[0], s[1], s[2], s[3]) = (a, b, c, d);
    }
}
