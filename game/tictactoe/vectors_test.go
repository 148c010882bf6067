package tictactoe_test

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

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
	vectorMatches  = 40
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

// matchVector is one match: its bouts and the winner (0 if none after
// maxBouts, which the generator never reaches).
type matchVector struct {
	Bouts  []boutVector `json:"bouts"`
	Winner int          `json:"winner"`
}

// boutVector holds a bout in two flat arrays (one Foundry call each):
//
//	turns:  per turn [player, n, (cell, packed word, accepted, colours) x n, next]
//	        (next is 0 once the bout is over)
//	result: [owners (2 bits a cell), lines of 1, lines of 2, cells of 1,
//	        cells of 2, winner]
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

func playBout(t *testing.T, rng *rand.Rand, first tictactoe.Player, steps map[tictactoe.Step]int) (boutVector, tictactoe.Player) {
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
		v.Turns = append(v.Turns, uint64(p), uint64(n))
		for i, m := range moves {
			acc := uint64(0)
			if res.Moves[i].Accepted {
				acc = 1
			}
			v.Turns = append(v.Turns, uint64(m.Cell), pack(t, m.Word), acc, colours(res.Moves[i].Colors))
		}
		v.Turns = append(v.Turns, uint64(res.Next))
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
	return v, g.Winner
}

func buildVectors(t *testing.T, steps map[tictactoe.Step]int) tttVectors {
	rng := rand.New(rand.NewPCG(21, 0x7777))
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
		for {
			bv, w := playBout(t, rng, tictactoe.FirstPlayer(len(m.Bouts), tictactoe.One), steps)
			m.Bouts = append(m.Bouts, bv)
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
// bout and invalid words.
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

	var bouts, tied, invalid int
	for _, m := range v.Matches {
		for _, bv := range m.Bouts {
			bouts++
			if bv.Result[5] == 0 {
				tied++
			}
			for i := 0; i < len(bv.Turns); {
				n := int(bv.Turns[i+1])
				for k := 0; k < n; k++ {
					if bv.Turns[i+2+4*k+2] == 0 {
						invalid++
					}
				}
				i += 3 + 4*n
			}
		}
	}
	require.Greater(t, bouts, 90, "bouts")
	require.Positive(t, tied, "a bout nobody won")
	require.Greater(t, invalid, 50, "invalid words")
	for _, s := range []tictactoe.Step{tictactoe.StepSolved, tictactoe.StepMostGreen, tictactoe.StepMostYellow, tictactoe.StepNone} {
		require.Positive(t, steps[s], "cells decided by %v", s)
	}
}
