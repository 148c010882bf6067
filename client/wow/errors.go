package wow

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/wordproof/wordproof/game/wow/wire"
)

var (
	// ErrNotInDictionary is returned when a secret word or a guess is not in
	// the game's dictionary.
	ErrNotInDictionary = wire.ErrNotInDictionary
	// ErrNoSecrets is returned when the store holds no secrets for a game the
	// agent must reveal in.
	ErrNoSecrets = errors.New("no secrets stored for this game")
	// ErrGameOver is returned by moves on a game that has ended.
	ErrGameOver = errors.New("game over")
	// ErrUnknownGame is returned for a game id the contract does not know.
	ErrUnknownGame = errors.New("unknown game")
	// ErrNotOver is returned by ReadResult for a game still running.
	ErrNotOver = errors.New("game not over")
	// ErrAlreadyJoined is returned by Agent.Join when the player already
	// joined the game; see AlreadyJoinedError.
	ErrAlreadyJoined = errors.New("already joined")
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
