// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameFixture} from "./GameFixture.sol";
import {IWorthOfWords} from "../../src/wow/IWorthOfWords.sol";
import {WorthOfWords} from "../../src/wow/WorthOfWords.sol";
import {RulesReference} from "../utils/RulesReference.sol";
import {WordUtils} from "../utils/WordUtils.sol";

/// @notice Drives many Worth of Words lobbies through random but valid moves (create, join,
/// leave, start, commit, open, honest reveal, timeouts, withdrawals) and keeps ghost totals of
/// what went into and out of the escrow, and a model of every score: each reveal scored by the
/// rules reference against the model's own knowledge of the target's active secret.
contract WorthOfWordsHandler is GameFixture {
    uint256 internal constant PLAYERS = 8;

    uint256 public deposited;
    uint256 public withdrawn;
    uint256[] public gameIds;
    mapping(uint256 gameId => mapping(address player => string)) internal committed;
    mapping(uint256 gameId => mapping(address player => uint256)) public modelScore;
    mapping(uint256 gameId => mapping(address player => uint256)) public modelSecret;
    mapping(uint256 gameId => mapping(address player => uint256)) internal modelKnowledge;

    constructor() {
        setUp();
    }

    function gameContract() external view returns (WorthOfWords) {
        return game;
    }

    function playerAt(uint256 i) external pure returns (address) {
        return _player(i);
    }

    function gameCount() external view returns (uint256) {
        return gameIds.length;
    }

    function createLobby(uint256 size, uint256 stake) external {
        if (gameIds.length >= 6) return;
        IWorthOfWords.Settings memory s = _settings(uint8(bound(size, 2, 5)));
        s.stake = uint96(bound(stake, 0, 3 ether));
        gameIds.push(game.createLobby(s));
    }

    function join(uint256 g, uint256 who, uint256 words) external {
        (uint256 id, bool ok) = _pick(g, IWorthOfWords.Phase.Lobby);
        if (!ok) return;
        address p = _player(who % PLAYERS);
        if (_isPlayer(id, p)) return;
        (,,,,,,, IWorthOfWords.Settings memory s,) = game.gameInfo(id);
        secretsOf[p] = [dictionary[words % 16], dictionary[(words >> 8) % 16]];
        uint256[2] memory c = _commitments(p);
        IWorthOfWords.Proof memory proof = _joinProof(id, p);
        vm.deal(p, p.balance + s.stake);
        vm.prank(p);
        game.join{value: s.stake}(id, c, proof, "");
        deposited += s.stake;
    }

    function leave(uint256 g, uint256 who) external {
        (uint256 id, bool ok) = _pick(g, IWorthOfWords.Phase.Lobby);
        address p = _player(who % PLAYERS);
        if (!ok || !_isPlayer(id, p)) return;
        vm.prank(p);
        game.leave(id);
    }

    function start(uint256 g) external {
        (uint256 id, bool ok) = _pick(g, IWorthOfWords.Phase.Lobby);
        if (!ok || game.playersOf(id).length < 2) return;
        game.start(id);
    }

    function commit(uint256 g, uint256 who, uint256 guess) external {
        (uint256 id, bool ok) = _pick(g, IWorthOfWords.Phase.Commit);
        if (!ok) return;
        address p = _member(id, who);
        WorthOfWords.Player memory st = game.playerInfo(id, p);
        uint16 round = _round(id);
        if (st.status != IWorthOfWords.Status.Active || st.committedRound == round) return;
        string[16] memory names = _names();
        committed[id][p] = names[guess % 16];
        _commitGuess(id, p, committed[id][p]);
    }

    function open(uint256 g, uint256 who) external {
        (uint256 id, bool ok) = _pick(g, IWorthOfWords.Phase.Open);
        if (!ok) return;
        address p = _member(id, who);
        WorthOfWords.Player memory st = game.playerInfo(id, p);
        uint16 round = _round(id);
        if (st.committedRound != round || st.openedRound == round) return;
        _openGuess(id, p, committed[id][p]);
    }

    function reveal(uint256 g, uint256 who) external {
        (uint256 id, bool ok) = _pick(g, IWorthOfWords.Phase.Reveal);
        if (!ok) return;
        // The first player from a random one on who owes a reveal.
        address[] memory players = game.playersOf(id);
        uint16 round = _round(id);
        address p;
        for (uint256 k = 0; k < players.length && p == address(0); k++) {
            address q = players[(who + k) % players.length];
            WorthOfWords.Player memory st = game.playerInfo(id, q);
            if (st.mustRevealRound == round && st.revealedRound != round) p = q;
        }
        if (p == address(0)) return;
        _model(id, p);
        _reveal(id, p);
    }

    /// @dev Scores the reveal `target` is about to make by the rules, from the model's state: all
    /// guesses against the knowledge at the start of the round; a solve activates the next secret
    /// with fresh knowledge.
    function _model(uint256 id, address target) internal {
        address[] memory attackers = _openedAttackers(id, target);
        uint32 secret = secretsOf[target][modelSecret[id][target]];
        uint256 knowledge = modelKnowledge[id][target];
        uint256 learned = knowledge;
        bool solved;
        for (uint256 i = 0; i < attackers.length; i++) {
            uint32 guess = _word(committed[id][attackers[i]]);
            uint16 colours = WordUtils.feedback(secret, guess, LENGTH);
            (uint256 points, bool solves, uint256 after_) =
                RulesReference.score(knowledge, learned, guess, colours, LENGTH);
            learned = after_;
            modelScore[id][attackers[i]] += points;
            solved = solved || solves;
        }
        if (solved) {
            modelSecret[id][target]++;
            learned = 0;
        }
        modelKnowledge[id][target] = learned;
    }

    /// @notice Completes the current phase of a game: every player still to act acts (commits a
    /// word picked by `seed`, opens, or reveals honestly), so random runs reach every phase.
    function finishPhase(uint256 g, uint256 seed) external {
        if (gameIds.length == 0) return;
        uint256 id = gameIds[g % gameIds.length];
        IWorthOfWords.Phase phase = _phase(id);
        address[] memory players = game.playersOf(id);
        for (uint256 k = 0; k < players.length; k++) {
            (, bool ok) = _pick(g, phase);
            if (!ok || _phase(id) != phase) return;
            if (phase == IWorthOfWords.Phase.Commit) this.commit(g, k, seed >> (8 * k));
            else if (phase == IWorthOfWords.Phase.Open) this.open(g, k);
            else if (phase == IWorthOfWords.Phase.Reveal) this.reveal(g, k);
        }
    }

    function timeOut(uint256 g) external {
        if (gameIds.length == 0) return;
        uint256 id = gameIds[g % gameIds.length];
        IWorthOfWords.Phase phase = _phase(id);
        if (phase != IWorthOfWords.Phase.Commit && phase != IWorthOfWords.Phase.Open && phase != IWorthOfWords.Phase.Reveal) {
            return;
        }
        _timeOut(id);
    }

    function withdraw(uint256 who) external {
        address p = _player(who % PLAYERS);
        uint256 amount = game.balanceOf(address(0), p);
        if (amount == 0) return;
        vm.prank(p);
        game.withdraw(address(0));
        withdrawn += amount;
    }

    /// @dev A game in `phase` whose deadline has not passed: a time-out of another game moves
    /// the clock for all of them, and a late move reverts (the time-out action handles it).
    function _pick(uint256 g, IWorthOfWords.Phase phase) internal view returns (uint256 id, bool ok) {
        if (gameIds.length == 0) return (0, false);
        id = gameIds[g % gameIds.length];
        ok = _phase(id) == phase && (phase == IWorthOfWords.Phase.Lobby || block.timestamp <= _deadline(id));
    }

    /// @dev One of the game's players, picked by `who`.
    function _member(uint256 id, uint256 who) internal view returns (address) {
        address[] memory players = game.playersOf(id);
        return players[who % players.length];
    }

    function _isPlayer(uint256 id, address p) internal view returns (bool) {
        address[] memory players = game.playersOf(id);
        for (uint256 i = 0; i < players.length; i++) {
            if (players[i] == p) return true;
        }
        return false;
    }

    function _names() internal pure returns (string[16] memory) {
        return [
            "abbey", "about", "apple", "babes", "crane", "eagle", "eerie", "fuzzy",
            "hello", "lemon", "melon", "sassy", "slate", "tests", "world", "zebra"
        ];
    }
}
