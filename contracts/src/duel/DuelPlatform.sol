// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ICoins} from "./ICoins.sol";
import {IDuelMode} from "./IDuelMode.sol";
import {IDuelPlatform} from "./IDuelPlatform.sol";
import {Elo} from "./Elo.sol";

/// @title DuelPlatform
/// @notice Matchmaking, escrow, settlement and ratings for every Worduel mode. See
/// {IDuelPlatform}. It must be a registered game of {Coins}.
contract DuelPlatform is IDuelPlatform, Ownable {
    /// @notice A match with no result this long after its start settles as a draw through
    /// {claimTimeout}: the bets never stay locked behind a mode that stopped reporting. Every
    /// mode's own deadlines are far shorter (Blitz: 5 minutes of clock), and {claimTimeout}
    /// asks the mode first, so a player who ran out of time cannot wait for this draw.
    uint256 public constant MAX_MATCH_DURATION = 1 days;

    /// @notice The gas a mode's `timeoutOutcome` may use: a view reading a few deadlines.
    uint256 public constant TIMEOUT_QUERY_GAS = 200_000;

    /// @notice The coin contract that holds the bets.
    ICoins public immutable COINS;

    struct ModeInfo {
        address modeContract;
        bool enabled;
    }

    mapping(uint32 mode => ModeInfo) private _modes;
    mapping(uint256 matchId => Match) private _matches;
    mapping(address player => Player) private _players;
    mapping(bytes32 queue => address) private _waiting;
    uint256 private _matchCount;

    /// @param coins the coin contract (which must register this platform as a game)
    /// @param owner_ the account that registers modes
    constructor(ICoins coins, address owner_) Ownable(owner_) {
        COINS = coins;
    }

    // ---- matchmaking ----

    /// @inheritdoc IDuelPlatform
    function enqueue(uint32 mode, uint256 bet) external returns (uint256 matchId) {
        ModeInfo memory m = _modes[mode];
        if (!m.enabled) revert DuelModeUnavailable(mode);
        if (bet == 0 || bet > type(uint48).max) revert DuelBadBet(bet);
        Player storage p = _players[msg.sender];
        if (p.queuedMode != 0 || p.matchId != 0) revert DuelBusy(msg.sender, p.queuedMode, p.matchId);
        COINS.lock(msg.sender, bet);

        bytes32 key = _queueKey(mode, bet);
        address a = _waiting[key];
        if (a == address(0)) {
            _waiting[key] = msg.sender;
            p.queuedMode = mode;
            p.queuedBet = uint48(bet);
            emit Queued(msg.sender, mode, bet);
            return 0;
        }
        delete _waiting[key];
        matchId = ++_matchCount;
        _matches[matchId] = Match({
            a: a, mode: mode, startedAt: uint40(block.timestamp), live: true, b: msg.sender, bet: uint96(bet)
        });
        Player storage pa = _players[a];
        pa.queuedMode = 0;
        pa.queuedBet = 0;
        pa.matchId = uint48(matchId);
        p.matchId = uint48(matchId);
        emit MatchFound(matchId, mode, a, msg.sender, bet);
        IDuelMode(m.modeContract).onMatchStart(matchId, a, msg.sender, bet);
    }

    /// @inheritdoc IDuelPlatform
    function leave() external {
        Player storage p = _players[msg.sender];
        uint32 mode = p.queuedMode;
        if (mode == 0) revert DuelNotQueued(msg.sender);
        uint256 bet = p.queuedBet;
        delete _waiting[_queueKey(mode, bet)];
        p.queuedMode = 0;
        p.queuedBet = 0;
        COINS.unlock(msg.sender, bet);
        emit Left(msg.sender, mode, bet);
    }

    // ---- settlement ----

    /// @inheritdoc IDuelPlatform
    function reportResult(uint256 matchId, Outcome outcome) external {
        Match storage m = _live(matchId);
        if (msg.sender != _modes[m.mode].modeContract) revert DuelNotMode(matchId, msg.sender);
        _settle(matchId, m, outcome, Ending.Result);
    }

    /// @inheritdoc IDuelPlatform
    function forfeit(uint256 matchId) external {
        Match storage m = _live(matchId);
        Outcome o;
        if (msg.sender == m.a) o = Outcome.WinB;
        else if (msg.sender == m.b) o = Outcome.WinA;
        else revert DuelNotPlayer(matchId, msg.sender);
        _settle(matchId, m, o, Ending.Forfeit);
    }

    /// @inheritdoc IDuelPlatform
    function claimTimeout(uint256 matchId) external {
        Match storage m = _live(matchId);
        // A mode that reverts, burns gas or answers garbage must not keep the bets locked for
        // good: a low-level call with bounded gas, its answer checked by hand (a try/catch would
        // still revert on undecodable return data).
        (bool ok, bytes memory ret) = _modes[m.mode].modeContract.staticcall{gas: TIMEOUT_QUERY_GAS}(
            abi.encodeCall(IDuelMode.timeoutOutcome, (matchId))
        );
        if (ok && ret.length >= 64) {
            (uint256 due, uint256 o) = abi.decode(ret, (uint256, uint256));
            if (due == 1 && o <= uint8(Outcome.WinB)) {
                _settle(matchId, m, Outcome(o), Ending.Timeout);
                return;
            }
        }
        if (block.timestamp < uint256(m.startedAt) + MAX_MATCH_DURATION) revert DuelNotTimedOut(matchId);
        _settle(matchId, m, Outcome.Draw, Ending.Stale);
    }

    function _live(uint256 matchId) private view returns (Match storage m) {
        m = _matches[matchId];
        if (!m.live) revert DuelNotLive(matchId);
    }

    /// @dev Effects first (the match is closed before the coin calls); the coin contract is
    /// ours and calls nothing back.
    function _settle(uint256 matchId, Match storage m, Outcome outcome, Ending ending) private {
        m.live = false;
        address a = m.a;
        address b = m.b;
        uint256 bet = m.bet;
        Player storage pa = _players[a];
        Player storage pb = _players[b];
        pa.matchId = 0;
        pb.matchId = 0;
        int256 ra = Elo.BASE_MMR + pa.ratingOffset;
        int256 rb = Elo.BASE_MMR + pb.ratingOffset;
        uint256 points;
        if (outcome == Outcome.Draw) {
            pa.draws++;
            pb.draws++;
            COINS.unlock(a, bet);
            COINS.unlock(b, bet);
        } else {
            bool aWon = outcome == Outcome.WinA;
            (ra, rb, points) = Elo.update(ra, rb, aWon);
            pa.ratingOffset = int32(ra - Elo.BASE_MMR);
            pb.ratingOffset = int32(rb - Elo.BASE_MMR);
            if (aWon) {
                pa.wins++;
                pb.losses++;
                COINS.settle(a, b, bet);
            } else {
                pb.wins++;
                pa.losses++;
                COINS.settle(b, a, bet);
            }
        }
        emit MatchSettled(matchId, outcome, ending, points, ra, rb);
    }

    // ---- modes ----

    /// @inheritdoc IDuelPlatform
    function registerMode(uint32 mode, address modeContract) external onlyOwner {
        if (mode == 0 || modeContract == address(0) || _modes[mode].modeContract != address(0)) {
            revert DuelBadMode(mode, modeContract);
        }
        _modes[mode] = ModeInfo(modeContract, true);
        emit ModeRegistered(mode, modeContract);
        emit ModeEnabled(mode, true);
    }

    /// @inheritdoc IDuelPlatform
    function setModeEnabled(uint32 mode, bool enabled) external onlyOwner {
        if (_modes[mode].modeContract == address(0)) revert DuelModeUnavailable(mode);
        _modes[mode].enabled = enabled;
        emit ModeEnabled(mode, enabled);
    }

    // ---- views ----

    /// @inheritdoc IDuelPlatform
    function modeOf(uint32 mode) external view returns (address, bool) {
        ModeInfo memory m = _modes[mode];
        return (m.modeContract, m.enabled);
    }

    /// @inheritdoc IDuelPlatform
    function getMatch(uint256 matchId) external view returns (Match memory) {
        return _matches[matchId];
    }

    /// @inheritdoc IDuelPlatform
    function isLive(uint256 matchId) external view returns (bool) {
        return _matches[matchId].live;
    }

    /// @inheritdoc IDuelPlatform
    function waiting(uint32 mode, uint256 bet) external view returns (address) {
        return _waiting[_queueKey(mode, bet)];
    }

    /// @inheritdoc IDuelPlatform
    function queuedBet(address player) external view returns (uint256) {
        return _players[player].queuedBet;
    }

    /// @inheritdoc IDuelPlatform
    function playerOf(address player) external view returns (Player memory) {
        return _players[player];
    }

    /// @inheritdoc IDuelPlatform
    function ratingOf(address player) public view returns (int256) {
        return Elo.BASE_MMR + _players[player].ratingOffset;
    }

    /// @inheritdoc IDuelPlatform
    function rankOf(address player) external view returns (uint8) {
        return Elo.rank(ratingOf(player));
    }

    /// @inheritdoc IDuelPlatform
    function matchCount() external view returns (uint256) {
        return _matchCount;
    }

    function _queueKey(uint32 mode, uint256 bet) private pure returns (bytes32) {
        return bytes32((uint256(mode) << 96) | bet);
    }
}
