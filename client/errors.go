package client

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

var (
	// ErrReverted is returned when a transaction or user operation reverted;
	// the message names the contract error when it is known.
	ErrReverted = errors.New("reverted")
	// ErrBadPassphrase is returned when a secret store cannot be decrypted.
	ErrBadPassphrase = errors.New("secret store: wrong passphrase or corrupted file")
	// ErrNeedsGrant is wrapped by a *GrantNeededError: the session cannot
	// make the next move until the owner signs a new grant.
	ErrNeedsGrant = errors.New("session grant needed")
	// ErrSecretsFixed is returned when a change to the store would replace
	// the secret words or salts of a join already stored.
	ErrSecretsFixed = errors.New("secret store: a join's secret words and salts are never replaced")
	// ErrInsufficientFunds is returned before a move whose value the player
	// cannot pay; see FundsError.
	ErrInsufficientFunds = errors.New("insufficient funds")
)

// FundsError says how much a player lacks for a move that carries value.
type FundsError struct {
	Player common.Address
	Have   *big.Int // the player's balance, wei
	Need   *big.Int // what the move carries, wei
	What   string   // the move ("the stake of game 3")
}

// Missing is Need - Have.
func (e *FundsError) Missing() *big.Int { return new(big.Int).Sub(e.Need, e.Have) }

func (e *FundsError) Error() string {
	return fmt.Sprintf("%s holds %s but %s is %s: %s missing", e.Player.Hex(), FormatETH(e.Have), e.What, FormatETH(e.Need), FormatETH(e.Missing()))
}

// Unwrap makes errors.Is(err, ErrInsufficientFunds) hold.
func (e *FundsError) Unwrap() error { return ErrInsufficientFunds }
