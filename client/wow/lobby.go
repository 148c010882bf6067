package wow

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// DefaultSettings is a lobby for n players with the given native stake and
// timeouts of a few minutes, on the 5-letter dictionaries, ending after
// DefaultRoundCap rounds at the latest.
func DefaultSettings(n int, stake *big.Int) bindings.IWorthOfWordsSettings {
	return bindings.IWorthOfWordsSettings{
		Stake:         new(big.Int).Set(stake),
		MinPlayers:    2,
		MaxPlayers:    uint8(n),
		WordLength:    5,
		RoundCap:      DefaultRoundCap,
		CommitTimeout: 300,
		OpenTimeout:   300,
		RevealTimeout: 300,
	}
}

// DefaultRoundCap is the round cap of DefaultSettings. The contract requires a
// cap (so a game always ends and pays); 100 rounds is far more than a game
// needs: every round solves or narrows each player's word, and a player is out
// after two solved words.
const DefaultRoundCap = 100

// SettingsError is a lobby setting that createLobby would refuse, found
// before sending. Its message is the sentence of the contract's own revert,
// so a bad setting reads the same whether the client or the chain caught it.
// It wraps ErrBadSettings.
type SettingsError struct {
	Revert *client.RevertError // the revert createLobby would give: Name, Args and Sentence
}

func (e *SettingsError) Error() string { return e.Revert.Sentence }

// Unwrap makes errors.Is(err, ErrBadSettings) hold.
func (e *SettingsError) Unwrap() error { return ErrBadSettings }

// CheckSettings applies createLobby's checks of s, in the contract's order,
// and returns a *SettingsError for the first that fails. Whether the word
// length has a dictionary is left to the chain, which knows the registry.
func CheckSettings(s bindings.IWorthOfWordsSettings) error {
	switch {
	case s.MinPlayers < 2:
		return settingsError("WordproofTooFewPlayers", s.MinPlayers)
	case s.MaxPlayers < s.MinPlayers:
		return settingsError("WordproofMaxPlayersBelowMin", s.MaxPlayers, s.MinPlayers)
	case s.CommitTimeout == 0 || s.OpenTimeout == 0 || s.RevealTimeout == 0:
		return settingsError("WordproofZeroTimeout")
	case s.RoundCap == 0:
		return settingsError("WordproofZeroRoundCap")
	}
	return nil
}

// settingsError builds the revert the contract gives for a bad setting, with
// the arguments typed as the ABI decodes them.
func settingsError(name string, values ...any) *SettingsError {
	return &SettingsError{Revert: client.NewRevertError(name, values...)}
}

// CreateLobby opens a lobby on the game contract at gameAddr and returns its
// id. Settings the contract would refuse fail with a *SettingsError before
// anything is sent.
func CreateLobby(ctx context.Context, m client.Mover, gameAddr common.Address, s bindings.IWorthOfWordsSettings) (*big.Int, error) {
	if err := CheckSettings(s); err != nil {
		return nil, err
	}
	wow := bindings.NewWorthOfWords()
	receipt, err := m.Send(ctx, gameAddr, wow.PackCreateLobby(s), nil)
	if err != nil {
		return nil, fmt.Errorf("create lobby: %w", err)
	}
	if id, ok := wire.CreatedLobby(gameAddr, receipt.Logs); ok {
		return id, nil
	}
	return nil, fmt.Errorf("create lobby: no LobbyCreated event in transaction %s", receipt.TxHash)
}

// Seat set-up pages, as WorthOfWords sets them: createLobby sets up the
// storage of the first LobbySeatsSetUp seats, each advance in the lobby
// SeatsPerAdvance more, and a join whose seat is not set up yet pays for its
// own (about 22,000 gas more).
const (
	LobbySeatsSetUp = 8
	SeatsPerAdvance = 16
)

// PrepareSeats sets up the storage of every seat of a new lobby for maxPlayers
// with advance calls, so that each join costs the same; it returns how many
// it sent (none for a lobby of LobbySeatsSetUp seats or fewer).
func PrepareSeats(ctx context.Context, m client.Mover, gameAddr common.Address, gameID *big.Int, maxPlayers int) (int, error) {
	wow := bindings.NewWorthOfWords()
	sent := 0
	for ready := LobbySeatsSetUp; ready < maxPlayers; ready += SeatsPerAdvance {
		if _, err := m.Send(ctx, gameAddr, wow.PackAdvance(gameID), nil); err != nil {
			return sent, fmt.Errorf("set up seats from %d: %w", ready, err)
		}
		sent++
	}
	return sent, nil
}
