package wow

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// The on-chain encoding of Worth of Words lives in package wire; these names
// forward to it so the client's callers keep one import.

// Phases and player statuses, as the contract numbers them.
const (
	PhaseNone     = wire.PhaseNone
	PhaseLobby    = wire.PhaseLobby
	PhaseCommit   = wire.PhaseCommit
	PhaseOpen     = wire.PhaseOpen
	PhaseReveal   = wire.PhaseReveal
	PhaseEnded    = wire.PhaseEnded
	PhaseSettling = wire.PhaseSettling

	StatusActive    = wire.StatusActive
	StatusSolved    = wire.StatusSolved
	StatusForfeited = wire.StatusForfeited

	SecretsPerPlayer = wire.SecretsPerPlayer
)

type (
	// Reveal is wire.Reveal.
	Reveal = wire.Reveal
	// History is wire.History.
	History = wire.History
	// GuessKey is wire.GuessKey.
	GuessKey = wire.GuessKey
)

// PhaseName is wire.PhaseName.
func PhaseName(p uint8) string { return wire.PhaseName(p) }

// StatusName is wire.StatusName.
func StatusName(s uint8) string { return wire.StatusName(s) }

// PackColours is wire.PackColours.
func PackColours(c []game.Color) uint16 { return wire.PackColours(c) }

// UnpackColours is wire.UnpackColours.
func UnpackColours(v uint16, length int) []game.Color { return wire.UnpackColours(v, length) }

// RevealColours is wire.RevealColours.
func RevealColours(slots []uint16) *big.Int { return wire.RevealColours(slots) }

// ReadHistory reads a game's history from the whole chain (wire.Read).
func ReadHistory(ctx context.Context, b client.Backend, gameAddr common.Address, gameID *big.Int) (*History, error) {
	return wire.Read(ctx, b, gameAddr, gameID)
}
