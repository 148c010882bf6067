package wire

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// written builds the history the contract would log for a three-player game
// with known secrets: round 1 player 2 gives no reveal (it forfeits), round 2
// nobody guesses (a stall). Prizes are credited as the engine splits them.
func written(t *testing.T) *History {
	t.Helper()
	words := [][]string{{"ghost", "pride"}, {"crane", "slate"}, {"mummy", "fjord"}}
	secrets := make([][][]uint8, len(words))
	h := &History{GameID: big.NewInt(9), Created: true, Started: true, Guesses: map[GuessKey]uint32{}, Credited: map[common.Address]*big.Int{}}
	for p, ws := range words {
		for _, w := range ws {
			s, err := game.Letters.Encode(w, 5)
			require.NoError(t, err)
			secrets[p] = append(secrets[p], s)
		}
		h.Players = append(h.Players, common.BigToAddress(big.NewInt(int64(0xa0+p))))
	}
	h.Settings.Stake, h.Settings.WordLength, h.Settings.RoundCap = big.NewInt(1001), 5, 5
	g, err := game.NewGame(3, 2, 5)
	require.NoError(t, err)
	seed := [32]byte{1}
	targets, err := g.Targets(seed)
	require.NoError(t, err)
	guesses := [][]string{{"crane"}, {"ghoul"}, {"slate"}}
	r1 := &Round{Number: 1, Seed: seed, Drawn: true, Opened: map[common.Address]uint32{}, Reveals: map[common.Address]*Reveal{},
		Out: map[common.Address]uint8{h.Players[2]: StatusForfeited}}
	symbols := make([][]uint8, 3)
	for p, gs := range guesses {
		symbols[p], err = game.Letters.Encode(gs[0], 5)
		require.NoError(t, err)
		r1.Opened[h.Players[p]] = PackGuess(symbols[p])
	}
	for tg := range 2 { // player 2 stays silent
		rv := &Reveal{Round: 1, Target: h.Players[tg]}
		kn := game.Knowledge{}
		for a, ts := range targets {
			for _, x := range ts {
				if x != tg {
					continue
				}
				colours := make([]game.Color, 5)
				game.Feedback(secrets[tg][0], symbols[a], colours)
				pts, err := kn.Score(symbols[a], colours)
				require.NoError(t, err)
				rv.Attackers = append(rv.Attackers, uint8(a))
				rv.Colours = append(rv.Colours, PackColours(colours))
				rv.Points = append(rv.Points, uint16(pts.Total))
			}
		}
		r1.Reveals[h.Players[tg]] = rv
	}
	r2 := &Round{Number: 2, Opened: map[common.Address]uint32{}, Reveals: map[common.Address]*Reveal{}, Out: map[common.Address]uint8{}}
	h.Rounds = []*Round{r1, r2}

	// The contract's split, written out: the pot of 3003 among the winners.
	o, err := h.Replay()
	require.NoError(t, err)
	winners := o.Game.Winners()
	require.NotContains(t, winners, 2, "a forfeit cannot win")
	prize := 3003 / len(winners)
	for i, w := range winners {
		amount := prize
		if i == 0 {
			amount += 3003 % len(winners)
		}
		h.Credited[h.Players[w]] = big.NewInt(int64(amount))
	}
	h.Ended = &End{Rounds: 2, Winners: uint8(len(winners)), Prize: big.NewInt(int64(prize))}
	return h
}

func TestReplayAgreesWithTheWrittenChain(t *testing.T) {
	h := written(t)
	o, err := h.Replay()
	require.NoError(t, err)
	require.NoError(t, o.Check(h))
	require.True(t, o.Rounds[1].Stalled)
	require.Equal(t, game.StatusForfeited, o.Game.Status(2))
}

func TestCheckFindsEveryDisagreement(t *testing.T) {
	for name, tamper := range map[string]func(h *History){
		"prize amount": func(h *History) {
			for _, v := range h.Credited {
				v.Add(v, big.NewInt(1))
				return
			}
		},
		"credit to a loser":  func(h *History) { h.Credited[h.Players[2]] = new(big.Int) },
		"winner count":       func(h *History) { h.Ended.Winners++ },
		"prize in GameEnded": func(h *History) { h.Ended.Prize = big.NewInt(1) },
		"rounds":             func(h *History) { h.Ended.Rounds = 3 },
		"status":             func(h *History) { h.Rounds[0].Out[h.Players[2]] = StatusSolved },
		"missing forfeit":    func(h *History) { delete(h.Rounds[0].Out, h.Players[2]) },
		"points":             func(h *History) { h.Rounds[0].Reveals[h.Players[0]].Points[0]++ },
		"no end":             func(h *History) { h.Ended = nil },
	} {
		t.Run(name, func(t *testing.T) {
			h := written(t)
			tamper(h)
			o, err := h.Replay()
			require.NoError(t, err)
			require.ErrorIs(t, o.Check(h), ErrDisagree)
		})
	}
	t.Run("reveal of another secret", func(t *testing.T) {
		h := written(t)
		h.Rounds[0].Reveals[h.Players[0]].SecretIndex = 1
		_, err := h.Replay()
		require.True(t, errors.Is(err, ErrDisagree), "%v", err)
	})
	t.Run("events after the end", func(t *testing.T) {
		h := written(t)
		h.Rounds = append(h.Rounds, &Round{Number: 3})
		_, err := h.Replay()
		require.ErrorIs(t, err, ErrDisagree)
	})
}
