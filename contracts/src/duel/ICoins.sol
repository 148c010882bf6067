// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";

/// @title ICoins
/// @notice Worduel's coins: an ERC-20 for wallets and indexers to read, that players cannot
/// send. Coins enter only through {claimDaily} and move only through games: accounts are free
/// to create (a session key and a sponsored operation cost the player nothing), so a coin that
/// could be transferred would turn the daily gift into a faucet, one claim per throwaway
/// account, all swept into one account. `transfer`, `transferFrom` and `approve` revert with
/// {CoinsNotTransferable}.
///
/// A match escrows both bets when it starts (a trustless match cannot collect the loser's bet
/// afterwards), so part of an account's balance can be locked "in play": `balanceOf` counts
/// free and locked coins alike, as the seed's "coins are only settled at match end" reads;
/// {lockedOf} shows the part in play and {availableOf} what a new bet may use. Only games
/// registered by the owner ({setGame}) lock, unlock and settle coins, and they are trusted
/// with every account's locked coins.
interface ICoins is IERC20Metadata {
    /// @notice Emitted by {claimDaily}, besides the minting `Transfer` from address 0.
    event DailyClaimed(address indexed account, uint256 amount, uint256 nextClaimAt);
    /// @notice Emitted when the owner registers or removes a game.
    event GameSet(address indexed game, bool allowed);
    /// @notice Emitted when a game locks coins of an account.
    event CoinsLocked(address indexed account, address indexed game, uint256 amount);
    /// @notice Emitted when a game unlocks coins of an account back to its free balance.
    event CoinsUnlocked(address indexed account, address indexed game, uint256 amount);

    /// @notice Coins move only through games: every transfer and approval reverts.
    error CoinsNotTransferable();
    /// @notice {claimDaily} came within 24 hours of the account's last claim.
    error CoinsDailyNotReady(address account, uint256 nextClaimAt);
    /// @notice The caller is not a registered game.
    error CoinsNotGame(address caller);
    /// @notice A lock asked for more than the account's free coins.
    error CoinsInsufficient(address account, uint256 available, uint256 needed);
    /// @notice An unlock or settlement asked for more than the account's locked coins.
    error CoinsInsufficientLocked(address account, uint256 locked, uint256 needed);
    /// @notice A zero game address, or a settlement between an account and itself.
    error CoinsBadAccount(address account);

    /// @notice Pays the caller DAILY_REWARD coins, at most once per DAILY_INTERVAL.
    /// @dev Emits {Transfer} (from address 0) and {DailyClaimed}.
    function claimDaily() external;

    /// @notice When `account` may claim next: 0 if it never claimed.
    function nextClaimAt(address account) external view returns (uint256);

    /// @notice The coins of `account` locked in matches ("in play").
    function lockedOf(address account) external view returns (uint256);

    /// @notice The coins of `account` that are not locked.
    function availableOf(address account) external view returns (uint256);

    /// @notice Whether `game` may lock, unlock and settle coins.
    function isGame(address game) external view returns (bool);

    /// @notice Registers or removes a game. Only the owner.
    /// @dev Emits {GameSet}.
    function setGame(address game, bool allowed) external;

    /// @notice Locks `amount` of the free coins of `account`. Only a game.
    /// @dev Emits {CoinsLocked}.
    function lock(address account, uint256 amount) external;

    /// @notice Returns `amount` locked coins of `account` to its free balance. Only a game.
    /// @dev Emits {CoinsUnlocked}.
    function unlock(address account, uint256 amount) external;

    /// @notice Settles a decided match: `winner` gets its locked `amount` back and the
    /// `amount` locked by `loser`, which leaves the loser's balance. Only a game.
    /// @dev Emits {CoinsUnlocked} for the winner and {Transfer} from loser to winner.
    function settle(address winner, address loser, uint256 amount) external;
}
