package client

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/game/wow/wire"
)

var (
	// ErrNotInDictionary is returned when a secret word or a guess is not in
	// the game's dictionary.
	ErrNotInDictionary = wire.ErrNotInDictionary
	// ErrReverted is returned when a transaction or user operation reverted;
	// the message names the contract error when it is known.
	ErrReverted = errors.New("reverted")
	// ErrBadPassphrase is returned when a secret store cannot be decrypted.
	ErrBadPassphrase = errors.New("secret store: wrong passphrase or corrupted file")
	// ErrNoSecrets is returned when the store holds no secrets for a game the
	// agent must reveal in.
	ErrNoSecrets = errors.New("no secrets stored for this game")
	// ErrGameOver is returned by moves on a game that has ended.
	ErrGameOver = errors.New("game over")
	// ErrNeedsGrant is wrapped by a *GrantNeededError: the session cannot
	// make the next move until the owner signs a new grant.
	ErrNeedsGrant = errors.New("session grant needed")
	// ErrUnknownGame is returned for a game id the contract does not know.
	ErrUnknownGame = errors.New("unknown game")
	// ErrNotOver is returned by ReadResult for a game still running.
	ErrNotOver = errors.New("game not over")
	// ErrSecretsFixed is returned when a change to the store would replace
	// the secret words or salts of a join already stored.
	ErrSecretsFixed = errors.New("secret store: a join's secret words and salts are never replaced")
	// ErrAlreadyJoined is returned by Agent.Join when the player already
	// joined the game; see AlreadyJoinedError.
	ErrAlreadyJoined = errors.New("already joined")
	// ErrInsufficientFunds is returned before a move whose value the player
	// cannot pay; see FundsError.
	ErrInsufficientFunds = errors.New("insufficient funds")
	// ErrBadSettings is returned by CheckSettings and CreateLobby, before
	// anything is sent, for lobby settings the contract would refuse; see
	// SettingsError.
	ErrBadSettings = errors.New("bad lobby settings")
)

// AlreadyJoinedError says that the player already joined a game, and where.
type AlreadyJoinedError struct {
	Game *big.Int
	Seat int // the player's index in join order, from 0
}

func (e *AlreadyJoinedError) Error() string {
	return fmt.Sprintf("already joined game %s as seat %d", e.Game, e.Seat)
}

// Unwrap makes errors.Is(err, ErrAlreadyJoined) hold.
func (e *AlreadyJoinedError) Unwrap() error { return ErrAlreadyJoined }

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

// UnknownGame says that game id does not exist; it matches ErrUnknownGame.
func UnknownGame(id *big.Int) error {
	return &sentinelError{msg: fmt.Sprintf("game %s does not exist", id), sentinel: ErrUnknownGame}
}

// sentinelError is a sentence that matches a sentinel with errors.Is.
type sentinelError struct {
	msg      string
	sentinel error
}

func (e *sentinelError) Error() string { return e.msg }
func (e *sentinelError) Unwrap() error { return e.sentinel }
