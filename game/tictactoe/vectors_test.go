package tictactoe_test

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/tictactoe"
)

// The golden file game/testdata/ttt_vectors.json holds random Wordle-Tac-Toe
// matches played by this engine, which the contract's differential test
// (contracts/test/tictactoe/WordleTacToeVectors.t.sol) replays move by move:
// every turn's accepted guesses, colours and next player, every bout's cell
// owners, three-in-a-rows, cells and winner, and the match winner. The test
// rebuilds the file in memory and compares it byte for byte with the committed
// one; after a deliberate change:
//
//	WORDPROOF_UPDATE_GOLDEN=1 go test ./game/tictactoe/ -run TestTttVectors
const (
	tttVectorsPath = "../testdata/ttt_vectors.json"
	updateGolden   = "WORDPROOF_UPDATE_GOLDEN"
	vectorMatches  = 60
)

// vectorWords are the guess dictionaries of the vectors, the same eight words
// a length as the forge fixture's trees (TttFixture.setUp); secrets are drawn
// from them too.
var vectorWords = map[int][]string{
	4: {"word", "play", "game", "tile", "card", "ring", "salt", "moon"},
	5: {"crane", "slate", "house", "plant", "words", "grime", "fjord", "lucky"},
	6: {"planet", "garden", "silver", "wonder", "castle", "breeze", "puzzle", "tricky"},
}

// tttVectors is the golden file's layout. Players are the engine's: 1 moves
// first in bout 0. Keys are in alphabetical order (Foundry's decoding order).
type tttVectors struct {
	Comment string              `json:"comment"`
	Matches []matchVector       `json:"matches"`
	Words   map[string][]uint64 `json:"words"` // packed and sorted, by length: "l4", "l5", "l6"
}

// matchVector is one match: its bouts, the winner, and the player who ran
// out of time (0 if the match ended by bouts).
type matchVector struct {
	Bouts   []boutVector `json:"bouts"`
	Timeout int          `json:"timeout"`
	Winner  int          `json:"winner"`
}

// boutVector holds a bout in two flat arrays (one Foundry call each):
//
//	turns:  per turn [player, seconds used, n, (cell, packed word, accepted,
//	        colours) x n, next, the player's bank left in seconds]
//	        (next is 0 once the bout is over); a turn past the turn time and
//	        the bank is [player, seconds used, 0, 0, 0] and ends the match
//	result: [owners (2 bits a cell), lines of 1, lines of 2, cells of 1,
//	        cells of 2, winner]; empty for a bout cut short by a timeout
type boutVector struct {
	Result []uint64 `json:"result"`
	Turns  []uint64 `json:"turns"`
}

func pack(t *testing.T, w string) uint64 {
	sym, err := game.Letters.Encode(w, len(w))
	require.NoError(t, err)
	return game.PackWord(sym)
}

func colours(cs []game.Color) uint64 {
	var v uint64
	for k, c := range cs {
		v |= uint64(c) << (2 * k)
	}
	return v
}

// randomWord is a guess for a cell of length l: mostly a dictionary word,
// sometimes a string of letters that is not one (an invalid guess).
func randomWord(rng *rand.Rand, l int) string {
	list := vectorWords[l]
	if rng.IntN(5) > 0 {
		return list[rng.IntN(len(list))]
	}
	for {
		b := make([]byte, l)
		for i := range b {
			b[i] = byte('a' + rng.IntN(26))
		}
		if !slices.Contains(list, string(b)) {
			return string(b)
		}
	}
}

// turnTime is how long a turn takes: mostly within the turn time, often a
// little beyond it, rarely far beyond.
func turnTime(rng *rand.Rand) time.Duration {
	switch r := rng.IntN(200); {
	case r == 0:
		return time.Duration(200+rng.IntN(700)) * time.Second
	case r < 16:
		return time.Duration(121+rng.IntN(80)) * time.Second
	default:
		return time.Duration(rng.IntN(121)) * time.Second
	}
}

// playBout plays a random bout; banks are the players' time banks, charged
// by tictactoe.ChargeTurn. It returns the bout, its winner and the player who
// ran out of time (Nobody if none; then the bout has no result).
func playBout(t *testing.T, rng *rand.Rand, first tictactoe.Player, banks *[2]time.Duration, steps map[tictactoe.Step]int) (boutVector, tictactoe.Player, tictactoe.Player) {
	var secrets [tictactoe.Cells]string
	for c := range secrets {
		list := vectorWords[tictactoe.CellLength(c)]
		secrets[c] = list[rng.IntN(len(list))]
	}
	valid := func(w string) bool { return slices.Contains(vectorWords[len(w)], w) }
	b, err := tictactoe.NewBout(secrets, first, valid)
	require.NoError(t, err)
	var v boutVector
	for !b.Over() {
		p := b.Turn()
		used := turnTime(rng)
		left, out := tictactoe.ChargeTurn(banks[p-1], used)
		if out {
			v.Turns = append(v.Turns, uint64(p), uint64(used/time.Second), 0, 0, 0)
			v.Result = []uint64{}
			return v, tictactoe.Nobody, p
		}
		banks[p-1] = left
		var open []int
		for c := 0; c < tictactoe.Cells; c++ {
			if b.Open(c) {
				open = append(open, c)
			}
		}
		rng.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
		n := 1
		if len(open) > 1 && rng.IntN(2) == 0 {
			n = 2
		}
		moves := make([]tictactoe.Move, n)
		for i := range moves {
			moves[i] = tictactoe.Move{Cell: open[i], Word: randomWord(rng, tictactoe.CellLength(open[i]))}
		}
		res, err := b.Play(p, moves...)
		require.NoError(t, err)
		v.Turns = append(v.Turns, uint64(p), uint64(used/time.Second), uint64(n))
		for i, m := range moves {
			acc := uint64(0)
			if res.Moves[i].Accepted {
				acc = 1
			}
			v.Turns = append(v.Turns, uint64(m.Cell), pack(t, m.Word), acc, colours(res.Moves[i].Colors))
		}
		v.Turns = append(v.Turns, uint64(res.Next), uint64(left/time.Second))
	}
	g, st, err := b.Result()
	require.NoError(t, err)
	for _, x := range st {
		steps[x]++
	}
	var owners uint64
	for c, o := range g.Owners {
		owners |= uint64(o) << (2 * c)
	}
	v.Result = []uint64{owners, uint64(g.Lines[0]), uint64(g.Lines[1]), uint64(g.Cells[0]), uint64(g.Cells[1]), uint64(g.Winner)}
	return v, g.Winner, tictactoe.Nobody
}

func buildVectors(t *testing.T, steps map[tictactoe.Step]int) tttVectors {
	rng := rand.New(rand.NewPCG(22, 0x7777))
	out := tttVectors{
		Comment: "random Wordle-Tac-Toe matches by game/tictactoe; see vectors_test.go",
		Words:   map[string][]uint64{},
	}
	for l, list := range vectorWords {
		key := "l" + string(rune('0'+l))
		for _, w := range list {
			out.Words[key] = append(out.Words[key], pack(t, w))
		}
		slices.Sort(out.Words[key])
	}
	for range vectorMatches {
		var m matchVector
		var winners []tictactoe.Player
		banks := [2]time.Duration{tictactoe.TimeBank, tictactoe.TimeBank}
		for {
			bv, w, out := playBout(t, rng, tictactoe.FirstPlayer(len(m.Bouts), tictactoe.One), &banks, steps)
			m.Bouts = append(m.Bouts, bv)
			if out != tictactoe.Nobody {
				// the player out of time loses the match
				m.Timeout, m.Winner = int(out), int(out.Other())
				break
			}
			winners = append(winners, w)
			s, err := tictactoe.MatchWinner(winners)
			require.NoError(t, err)
			if s.Winner != tictactoe.Nobody {
				m.Winner = int(s.Winner)
				break
			}
		}
		out.Matches = append(out.Matches, m)
	}
	return out
}

// TestTttVectors rebuilds the golden file and compares it with the committed
// one; it also checks that the vectors cover every cell-award step, a tied
// bout, invalid words, turns that draw on the bank and matches lost on time.
func TestTttVectors(t *testing.T) {
	steps := map[tictactoe.Step]int{}
	v := buildVectors(t, steps)
	b, err := json.Marshal(v)
	require.NoError(t, err)
	b = append(b, '\n')
	if os.Getenv(updateGolden) != "" {
		require.NoError(t, os.WriteFile(tttVectorsPath, b, 0o644))
	}
	have, err := os.ReadFile(tttVectorsPath)
	require.NoError(t, err)
	require.True(t, bytes.Equal(have, b), "%s is stale: rerun with %s=1", tttVectorsPath, updateGolden)

	var bouts, tied, invalid, timeouts, overruns int
	for _, m := range v.Matches {
		if m.Timeout != 0 {
			timeouts++
		}
		for _, bv := range m.Bouts {
			bouts++
			if len(bv.Result) > 0 && bv.Result[5] == 0 {
				tied++
			}
			for i := 0; i < len(bv.Turns); {
				if bv.Turns[i+1] > uint64(tictactoe.TurnTime/time.Second) {
					overruns++
				}
				n := int(bv.Turns[i+2])
				for k := 0; k < n; k++ {
					if bv.Turns[i+3+4*k+2] == 0 {
						invalid++
					}
				}
				i += 5 + 4*n
			}
		}
	}
	t.Logf("bouts %d tied %d invalid %d overruns %d timeouts %d", bouts, tied, invalid, overruns, timeouts)
	require.Greater(t, bouts, 120, "bouts")
	require.Greater(t, tied, 1, "bouts nobody won")
	require.Greater(t, invalid, 50, "invalid words")
	require.Greater(t, overruns, 100, "turns that draw on the bank")
	require.Positive(t, timeouts, "a match decided by the time bank")
	require.Less(t, timeouts, len(v.Matches)/2, "most matches decided by bouts")
	for _, s := range []tictactoe.Step{tictactoe.StepSolved, tictactoe.StepMostGreen, tictactoe.StepMostYellow, tictactoe.StepNone} {
		require.Positive(t, steps[s], "cells decided by %v", s)
	}
}
