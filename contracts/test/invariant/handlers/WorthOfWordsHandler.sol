// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameFixture} from "../../game/GameFixture.sol";
import {IWorthOfWords} from "../../../src/interfaces/IWorthOfWords.sol";
import {WorthOfWords} from "../../../src/WorthOfWords.sol";

/// @notice Drives many Worth of Words lobbies through random but valid moves (create, join,
/// leave, start, commit, open, honest reveal, timeouts, withdrawals) and keeps ghost totals of
/// what went into and out of the escrow.
contract WorthOfWordsHandler is GameFixture {
    uint256 internal constant PLAYERS = 8;

    uint256 public deposited;
    uint256 public withdrawn;
    uint256[] public gameIds;
    mapping(uint256 gameId => mapping(address player => string)) internal committed;

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
        address p = _player(who % PLAYERS);
        if (!ok || !_isPlayer(id, p)) return;
        WorthOfWords.Player memory st = game.playerInfo(id, p);
        uint16 round = _round(id);
        if (st.status != IWorthOfWords.Status.Active || st.committedRound == round) return;
        string[16] memory names = _names();
        committed[id][p] = names[guess % 16];
        _commitGuess(id, p, committed[id][p]);
    }

    function open(uint256 g, uint256 who) external {
        (uint256 id, bool ok) = _pick(g, IWorthOfWords.Phase.Open);
        address p = _player(who % PLAYERS);
        if (!ok || !_isPlayer(id, p)) return;
        WorthOfWords.Player memory st = game.playerInfo(id, p);
        uint16 round = _round(id);
        if (st.committedRound != round || st.openedRound == round) return;
        _openGuess(id, p, committed[id][p]);
    }

    function reveal(uint256 g, uint256 who) external {
        (uint256 id, bool ok) = _pick(g, IWorthOfWords.Phase.Reveal);
        address p = _player(who % PLAYERS);
        if (!ok || !_isPlayer(id, p)) return;
        WorthOfWords.Player memory st = game.playerInfo(id, p);
        uint16 round = _round(id);
        if (st.mustRevealRound != round || st.revealedRound == round) return;
        _reveal(id, p);
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
