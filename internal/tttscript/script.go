// Package tttscript plays Wordle-Tac-Toe matches on a test chain move by
// move, as test code: the players' turns with the word proofs of
// game/tictactoe/wire and the house's answers proven with the prover, plain
// transactions, no agents. The auditor's tests play their matches with it.
package tttscript

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/internal/bo3script"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/words"
)

// Steps deploy the EntryPoint and the games with Wordle-Tac-Toe's queues
// open and its clocks set to cfg (short clocks for tests).
func Steps(cfg deploy.TttConfig) []deploy.Step {
	g := deploy.DefaultGameConfig()
	cfg.Open = true
	g.Ttt = cfg
	return append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(g)...)
}

// Script is one house and two players on a chain, and the match in play.
type Script struct {
	T       testing.TB
	Ctx     context.Context
	Chain   *testchain.Chain
	Prover  *prover.Prover
	Dicts   wire.Set
	Addr    common.Address // WordleTacToe
	House   *ecdsa.PrivateKey
	Players [2]*ecdsa.PrivateKey // a (queues first), b

	// The match in play.
	ID   *big.Int
	Seed fr.Element
	R    *big.Int // the match's R, known from the commitment's block
	// Gas is each move's transaction gas, by move ("play (2 guesses)", ...).
	Gas map[string][]uint64

	starter int               // the seat (1 or 2) the first turn will draw
	send    *bo3script.Script // its Send and Queue: one way to send a transaction
	ttt     *tictactoe.WordleTacToe
}

// New registers dev key 1 as a house with the minimum bond, and gives dev
// keys 2 and 3, the players, their daily coins.
func New(t testing.TB, chain *testchain.Chain) *Script {
	t.Helper()
	ctx := context.Background()
	chainID, err := chain.Client.ChainID(ctx)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	dev := chain.Net.DevKeys()
	s := &Script{T: t, Ctx: ctx, Chain: chain, Prover: pv, ttt: tictactoe.NewWordleTacToe(),
		Addr: chain.Contract(deploy.ContractWordleTacToe), House: dev[1], Players: [2]*ecdsa.PrivateKey{dev[2], dev[3]}}
	s.send = &bo3script.Script{T: t, Ctx: ctx, Chain: chain, ChainID: chainID, Players: s.Players}
	s.Dicts, err = wire.LoadSet()
	require.NoError(t, err)
	_, pub, err := hidden.NewPlayerKey() // the registry wants a key; Wordle-Tac-Toe does not use it
	require.NoError(t, err)
	s.Send(s.House, chain.Contract(deploy.ContractHouseRegistry), house.NewHouseRegistry().PackRegister(
		pub.X.BigInt(new(big.Int)), pub.Y.BigInt(new(big.Int)), "https://house.test"), deploy.DefaultHouseConfig().MinBond)
	for _, p := range s.Players {
		s.Send(p, chain.Contract(deploy.ContractCoins), duel.NewCoins().PackClaimDaily(), nil)
	}
	return s
}

// Send sends data to `to` from key and waits for its receipt, which must be
// a success.
func (s *Script) Send(key *ecdsa.PrivateKey, to common.Address, data []byte, value *big.Int) *types.Receipt {
	s.T.Helper()
	return s.send.Send(key, to, data, value)
}

func (s *Script) logGas(what string, rc *types.Receipt) {
	if s.Gas == nil {
		s.Gas = map[string][]uint64{}
	}
	s.Gas[what] = append(s.Gas[what], rc.GasUsed)
}

// Start queues both players for a new match (bet 10), draws the house and
// has it commit a fresh seed: the first turn's clock runs.
func (s *Script) Start() {
	t := s.T
	t.Helper()
	s.ID = s.send.Queue("ttt")
	s.Send(s.Players[0], s.Addr, s.ttt.PackDrawHouse(s.ID), nil)
	require.Equal(t, bo3script.Addr(s.House), s.GameOf().House, "the only house is drawn")
	var err error
	s.Seed, err = prover.NewSeed()
	require.NoError(t, err)
	sc := prover.SeedCommitment(s.Seed)
	rc := s.Send(s.House, s.Addr, s.ttt.PackCommitHouse(s.ID, sc.BigInt(new(big.Int))), nil)
	s.logGas("commitHouse", rc)
	s.R, s.starter = wire.Draw(rc.BlockHash, s.ID) // what the first turn will draw
}

// Mover is the seat (0: a, 1: b) to move; before the first turn, the
// starter it will draw.
func (s *Script) Mover() int {
	if g := s.GameOf(); g.Mover != 0 {
		return int(g.Mover) - 1
	}
	return s.starter - 1
}

// Play makes the mover's turn (Turn) and has the house answer every valid
// guess with a proof. It returns the colours of each move (nil for an
// invalid word).
func (s *Script) Play(moves ...ttt.Move) [][]game.Color {
	t := s.T
	t.Helper()
	bout, valid := s.Turn(moves...)
	out := make([][]game.Color, len(moves))
	slot := 0
	for i, m := range moves {
		if !valid[i] {
			continue
		}
		d := s.Dicts.Cell(m.Cell)
		in := prover.AnswerInput{Dictionary: d.Answers, Seed: s.Seed, Randomness: s.R, Index: wire.WordIndex(bout, m.Cell), Guess: m.Word}
		st, err := in.Statement()
		require.NoError(t, err)
		proof, err := s.Prover.ProveAnswer(s.Ctx, in)
		require.NoError(t, err)
		s.logGas(fmt.Sprintf("answer (%d letters)", d.Length), s.Send(s.House, s.Addr,
			s.ttt.PackAnswer(s.ID, big.NewInt(int64(slot)), new(big.Int).SetUint64(wire.PackColours(st.Colors)), proof.Points.Bytes()), nil))
		out[i] = st.Colors
		slot++
	}
	return out
}

// Turn sends the mover's turn (moves on different open cells; any word, an
// invalid one with its non-membership proof) and no answer. It returns the
// bout and which words were valid.
func (s *Script) Turn(moves ...ttt.Move) (bout int, valid []bool) {
	t := s.T
	t.Helper()
	bout, seat := int(s.GameOf().Bout), s.Mover()
	var mv []tictactoe.IWordleTacToeMove
	for _, m := range moves {
		wp, err := s.Dicts.Cell(m.Cell).Prove(m.Word)
		require.NoError(t, err)
		mv = append(mv, tictactoe.IWordleTacToeMove{Cell: uint8(m.Cell), Word: wp.Word, Valid: wp.Valid, Index: wp.Index, //nolint:gosec // a cell is 0-8
			Below: wp.Below, Above: wp.Above, Path: wp.Path, AbovePath: wp.AbovePath})
		valid = append(valid, wp.Valid)
	}
	s.logGas(fmt.Sprintf("play (%d guesses)", len(moves)), s.Send(s.Players[seat], s.Addr, s.ttt.PackPlay(s.ID, mv), nil))
	return bout, valid
}

// ClaimHouseTimeout has player a end the match of a house that missed its
// deadline (a draw with compensation).
func (s *Script) ClaimHouseTimeout() {
	s.T.Helper()
	s.Send(s.Players[0], s.Addr, s.ttt.PackClaimHouseTimeout(s.ID), nil)
}

// Word is a cell's word in bout, derived from the seed.
func (s *Script) Word(bout, cell int) string {
	w, _, err := s.Dicts.Cell(cell).Answers.DeriveWord(s.Seed, s.R, wire.WordIndex(bout, cell))
	require.NoError(s.T, err)
	return w
}

// RevealSeed has the house publish the match's seed (after the settlement).
func (s *Script) RevealSeed() {
	s.T.Helper()
	s.Send(s.House, s.Addr, s.ttt.PackRevealSeed(s.ID, s.Seed.BigInt(new(big.Int))), nil)
}

// Wait moves the chain's clock on by d (a block d later).
func (s *Script) Wait(d time.Duration) {
	s.T.Helper()
	_, err := s.Chain.Net.AdjustTime(d)
	require.NoError(s.T, err)
}

// ClaimTimeout has the player who is not to move claim the mover's timeout
// through the platform.
func (s *Script) ClaimTimeout() {
	s.T.Helper()
	waiter := 1 - s.Mover()
	s.Send(s.Players[waiter], s.Chain.Contract(deploy.ContractDuelPlatform), duel.NewDuelPlatform().PackClaimTimeout(s.ID), nil)
}

// GameOf reads the match's record.
func (s *Script) GameOf() tictactoe.IWordleTacToeGame {
	g, err := bind.Call(s.ttt.Instance(s.Chain.Client, s.Addr), &bind.CallOpts{Context: s.Ctx}, s.ttt.PackGameOf(s.ID), s.ttt.UnpackGameOf)
	require.NoError(s.T, err)
	return g
}

// Near returns the first word of the guess list of w's length whose
// colours against w have exactly greens greens and yellows yellows (never w
// itself): a valid guess the house answers with known colours.
func (s *Script) Near(w string, greens, yellows int) string {
	s.T.Helper()
	list, err := words.Load(words.Guesses, len(w))
	require.NoError(s.T, err)
	for _, g := range list.Words() {
		c, err := game.FeedbackWords(game.Letters, w, g, len(w))
		require.NoError(s.T, err)
		if g != w && count(c, game.Green) == greens && count(c, game.Yellow) == yellows {
			return g
		}
	}
	s.T.Fatalf("no guess of %d letters has %d greens and %d yellows against %q", len(w), greens, yellows, w)
	return ""
}

func count(cs []game.Color, c game.Color) int {
	n := 0
	for _, x := range cs {
		if x == c {
			n++
		}
	}
	return n
}
