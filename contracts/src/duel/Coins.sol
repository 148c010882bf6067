// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ICoins} from "./ICoins.sol";

/// @title Coins
/// @notice Worduel's non-transferable coin: a daily gift, bets locked by games, pots paid by
/// games. See {ICoins} for why coins cannot be transferred.
contract Coins is ICoins, Ownable {
    /// @notice The daily gift (worduel-rules.md, "Daily Reward": +100 free coins), as
    /// game/rating.DailyReward.
    uint256 public constant DAILY_REWARD = 100;
    /// @notice The wait between two claims ("resets every 24 hours": a rolling 24 hours from
    /// the last claim, not a calendar day), as game/rating.DailyRewardInterval.
    uint256 public constant DAILY_INTERVAL = 24 hours;

    /// @dev One slot per account. 112 bits hold more coins than a daily gift of 100 could mint
    /// in the age of the universe; a uint32 timestamp lasts until 2106.
    struct Account {
        uint112 free;
        uint112 locked;
        uint32 lastClaim; // 0: never claimed
    }

    mapping(address account => Account) private _accounts;
    mapping(address game => bool) private _games;
    uint256 private _supply;

    modifier onlyGame() {
        if (!_games[msg.sender]) revert CoinsNotGame(msg.sender);
        _;
    }

    /// @param owner_ the account that registers games
    constructor(address owner_) Ownable(owner_) {}

    function name() external pure returns (string memory) {
        return "Worduel Coin";
    }

    function symbol() external pure returns (string memory) {
        return "DUEL";
    }

    /// @notice Coins are whole: a bet is a count of coins.
    function decimals() external pure returns (uint8) {
        return 0;
    }

    function totalSupply() external view returns (uint256) {
        return _supply;
    }

    /// @notice Free and locked coins of `account`.
    function balanceOf(address account) external view returns (uint256) {
        Account memory a = _accounts[account];
        return uint256(a.free) + a.locked;
    }

    function allowance(address, address) external pure returns (uint256) {
        return 0;
    }

    function transfer(address, uint256) external pure returns (bool) {
        revert CoinsNotTransferable();
    }

    function transferFrom(address, address, uint256) external pure returns (bool) {
        revert CoinsNotTransferable();
    }

    function approve(address, uint256) external pure returns (bool) {
        revert CoinsNotTransferable();
    }

    /// @inheritdoc ICoins
    function claimDaily() external {
        Account storage a = _accounts[msg.sender];
        uint256 last = a.lastClaim;
        if (last != 0 && block.timestamp < last + DAILY_INTERVAL) {
            revert CoinsDailyNotReady(msg.sender, last + DAILY_INTERVAL);
        }
        a.free += uint112(DAILY_REWARD);
        a.lastClaim = uint32(block.timestamp);
        _supply += DAILY_REWARD;
        emit Transfer(address(0), msg.sender, DAILY_REWARD);
        emit DailyClaimed(msg.sender, DAILY_REWARD, block.timestamp + DAILY_INTERVAL);
    }

    /// @inheritdoc ICoins
    function nextClaimAt(address account) external view returns (uint256) {
        uint256 last = _accounts[account].lastClaim;
        return last == 0 ? 0 : last + DAILY_INTERVAL;
    }

    /// @inheritdoc ICoins
    function lockedOf(address account) external view returns (uint256) {
        return _accounts[account].locked;
    }

    /// @inheritdoc ICoins
    function availableOf(address account) external view returns (uint256) {
        return _accounts[account].free;
    }

    /// @inheritdoc ICoins
    function isGame(address game) external view returns (bool) {
        return _games[game];
    }

    /// @inheritdoc ICoins
    function setGame(address game, bool allowed) external onlyOwner {
        if (game == address(0)) revert CoinsBadAccount(game);
        _games[game] = allowed;
        emit GameSet(game, allowed);
    }

    /// @inheritdoc ICoins
    function lock(address account, uint256 amount) external onlyGame {
        Account storage a = _accounts[account];
        if (amount > a.free) revert CoinsInsufficient(account, a.free, amount);
        // amount <= free < 2^112 and free + locked <= supply < 2^112
        a.free -= uint112(amount);
        a.locked += uint112(amount);
        emit CoinsLocked(account, msg.sender, amount);
    }

    /// @inheritdoc ICoins
    function unlock(address account, uint256 amount) external onlyGame {
        Account storage a = _accounts[account];
        if (amount > a.locked) revert CoinsInsufficientLocked(account, a.locked, amount);
        a.locked -= uint112(amount);
        a.free += uint112(amount);
        emit CoinsUnlocked(account, msg.sender, amount);
    }

    /// @inheritdoc ICoins
    function settle(address winner, address loser, uint256 amount) external onlyGame {
        if (winner == loser) revert CoinsBadAccount(winner);
        Account storage w = _accounts[winner];
        Account storage l = _accounts[loser];
        if (amount > w.locked) revert CoinsInsufficientLocked(winner, w.locked, amount);
        if (amount > l.locked) revert CoinsInsufficientLocked(loser, l.locked, amount);
        l.locked -= uint112(amount);
        w.locked -= uint112(amount);
        w.free += uint112(2 * amount); // 2*amount <= locked sum <= supply < 2^112
        emit CoinsUnlocked(winner, msg.sender, amount);
        emit Transfer(loser, winner, amount);
    }
}
