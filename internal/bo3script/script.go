// Package bo3script plays Worduel Best of 3 matches on a test chain move by
// move, as test code: the house's and the players' moves made directly with
// package hidden and the prover, plain transactions, no agents. The
// auditor's tests (audit, cmd/wordproof) play their matches with it.
package bo3script

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
)

var five = hidden.Word{Length: 5, Alphabet: game.Letters}

// Steps deploy the EntryPoint and the games with Best of 3's clocks set to
// bo3 (short clocks for tests).
func Steps(bo3 deploy.Bo3Config) []deploy.Step {
	cfg := deploy.DefaultGameConfig()
	cfg.Bo3 = bo3
	return append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...)
}

// Script is one house and two players on a chain, and the match in play.
type Script struct {
	T       testing.TB
	Ctx     context.Context
	Chain   *testchain.Chain
	ChainID *big.Int
	Prover  *prover.Prover
	Dicts   *wire.Dictionaries
	Addr    common.Address // WorduelBo3
	House   *ecdsa.PrivateKey
	Players [2]*ecdsa.PrivateKey // a (queues first), b

	// The match in play.
	ID    *big.Int
	Seed  fr.Element
	R     *big.Int // nil until the match's first guess draws it
	Round uint64
	M     [2]fr.Element // the players' bindings
	K     [2]fr.Element // the players' match keys
	// Gas is each move's transaction gas, by move ("answer (solved true)", ...).
	Gas map[string][]uint64

	houseSecret *big.Int
	bo3         *house.WorduelBo3
	acc         [2]hidden.Acc
	slots       [2][]hidden.Slot
}

// New registers dev key 1 as a house (its BabyJubJub key a random scalar)
// with the minimum bond, and gives dev keys 2 and 3, the players, their
// daily coins.
func New(t testing.TB, chain *testchain.Chain) *Script {
	t.Helper()
	ctx := context.Background()
	chainID, err := chain.Client.ChainID(ctx)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	dicts, err := wire.LoadDictionaries(5)
	require.NoError(t, err)
	dev := chain.Net.DevKeys()
	s := &Script{T: t, Ctx: ctx, Chain: chain, ChainID: chainID, Prover: pv, Dicts: dicts, bo3: house.NewWorduelBo3(),
		Addr: chain.Contract(deploy.ContractWorduelBo3), House: dev[1], Players: [2]*ecdsa.PrivateKey{dev[2], dev[3]}}
	var pub twistededwards.PointAffine
	s.houseSecret, pub, err = hidden.NewPlayerKey()
	require.NoError(t, err)
	reg := house.NewHouseRegistry()
	s.Send(s.House, chain.Contract(deploy.ContractHouseRegistry),
		reg.PackRegister(pub.X.BigInt(new(big.Int)), pub.Y.BigInt(new(big.Int)), "https://house.test"), deploy.DefaultHouseConfig().MinBond)
	for _, p := range s.Players {
		s.Send(p, chain.Contract(deploy.ContractCoins), duel.NewCoins().PackClaimDaily(), nil)
	}
	return s
}

// Addr is a key's address.
func Addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// Send sends data to `to` from key and waits for its receipt, which must be
// a success.
func (s *Script) Send(key *ecdsa.PrivateKey, to common.Address, data []byte, value *big.Int) *types.Receipt {
	s.T.Helper()
	signer := types.LatestSignerForChainID(s.ChainID)
	opts := &bind.TransactOpts{From: Addr(key), Context: s.Ctx, Value: value, GasLimit: 3_000_000,
		Signer: func(_ common.Address, tx *types.Transaction) (*types.Transaction, error) {
			return types.SignTx(tx, signer, key)
		}}
	tx, err := bind.Transact(bind.NewBoundContract(to, abi.ABI{}, s.Chain.Client, s.Chain.Client, s.Chain.Client), opts, data)
	require.NoError(s.T, err)
	rc, err := bind.WaitMined(s.Ctx, s.Chain.Client, tx.Hash())
	require.NoError(s.T, err)
	require.Equal(s.T, types.ReceiptStatusSuccessful, rc.Status, "transaction to %s reverted", to)
	return rc
}

func (s *Script) logGas(what string, rc *types.Receipt) {
	if s.Gas == nil {
		s.Gas = map[string][]uint64{}
	}
	s.Gas[what] = append(s.Gas[what], rc.GasUsed)
}

// Queue queues both players in a duel mode with a bet of 10: the platform
// pairs them. It returns the new match's id.
func (s *Script) Queue(mode string) *big.Int {
	s.T.Helper()
	platformAddr := s.Chain.Contract(deploy.ContractDuelPlatform)
	platform := duel.NewDuelPlatform()
	for _, p := range s.Players {
		s.Send(p, platformAddr, platform.PackEnqueue(deploy.DuelModes[mode], big.NewInt(10)), nil)
	}
	id, err := bind.Call(platform.Instance(s.Chain.Client, platformAddr), &bind.CallOpts{Context: s.Ctx}, platform.PackMatchCount(), platform.UnpackMatchCount)
	require.NoError(s.T, err)
	return id
}

// Start queues both players for a new match (bet 10) and plays it up to the
// house's commitment: the players' keys, the draw, the key proofs. Round 0
// starts after the pause.
func (s *Script) Start() {
	t, ctx := s.T, s.Ctx
	t.Helper()
	s.ID = s.Queue("bo3")
	s.Round, s.R, s.slots = 0, nil, [2][]hidden.Slot{}
	hpk, err := hidden.PublicKey(s.houseSecret)
	require.NoError(t, err)
	var sks [2]*big.Int
	var pks [2]twistededwards.PointAffine
	for seat, p := range s.Players {
		sks[seat], pks[seat], err = hidden.NewPlayerKey()
		require.NoError(t, err)
		s.Send(p, s.Addr, s.bo3.PackPostKey(s.ID, pks[seat].X.BigInt(new(big.Int)), pks[seat].Y.BigInt(new(big.Int))), nil)
	}
	s.Send(s.Players[0], s.Addr, s.bo3.PackDrawHouse(s.ID), nil)
	require.Equal(t, Addr(s.House), s.GameOf().House, "the only house is drawn")
	s.Seed, err = prover.NewSeed()
	require.NoError(t, err)
	sc := prover.SeedCommitment(s.Seed)
	var proofs [2][]byte
	var ms [2]*big.Int
	for seat, p := range s.Players {
		c, err := prover.Binding{ChainID: s.ChainID, Contract: s.Addr, GameID: s.ID, Player: Addr(p)}.Context()
		require.NoError(t, err)
		in := prover.HouseKeyInput{Secret: s.houseSecret, Player: pks[seat], Context: c, SeedCommitment: sc, Root: s.Dicts.SecretTree.Root()}
		proof, err := s.Prover.ProveHouseKey(ctx, in)
		require.NoError(t, err)
		st, err := in.Statement()
		require.NoError(t, err)
		proofs[seat], ms[seat], s.M[seat] = proof.Points.Bytes(), st.Binding.BigInt(new(big.Int)), st.Binding
		shared, err := hidden.Shared(sks[seat], hpk)
		require.NoError(t, err)
		s.K[seat] = hidden.MatchKey(shared, c)
		s.acc[seat], err = hidden.NewAcc(s.M[seat], s.K[seat], 0)
		require.NoError(t, err)
	}
	s.logGas("commitHouse", s.Send(s.House, s.Addr, s.bo3.PackCommitHouse(s.ID, sc.BigInt(new(big.Int)), ms, proofs[0], proofs[1]), nil))
}

// Guess posts seat's next guess (any five letters) and has the house answer
// it with a proof; it returns whether it solved.
func (s *Script) Guess(seat int, word string) bool {
	t := s.T
	t.Helper()
	letters, err := game.Letters.Encode(word, 5)
	require.NoError(t, err)
	ct, err := hidden.EncryptGuess(five, s.K[seat], s.Round, s.acc[seat].Tries, letters)
	require.NoError(t, err)
	s.logGas("guess", s.Send(s.Players[seat], s.Addr, s.bo3.PackGuess(s.ID, ct.BigInt(new(big.Int))), nil))
	if s.R == nil {
		s.R = s.GameOf().Randomness
	}
	in := prover.HiddenAnswerInput{Dictionary: s.Dicts.SecretTree, Seed: s.Seed, Randomness: s.R, Index: s.Round, Key: s.K[seat], Acc: s.acc[seat], Guess: ct}
	st, _, colours, err := in.Statement()
	require.NoError(t, err)
	proof, err := s.Prover.ProveHiddenAnswer(s.Ctx, in)
	require.NoError(t, err)
	s.logGas(fmt.Sprintf("answer (solved %v)", st.Solved), s.Send(s.House, s.Addr, s.bo3.PackAnswer(s.ID, Addr(s.Players[seat]),
		st.AccNew.BigInt(new(big.Int)), st.Colours.BigInt(new(big.Int)), st.Solved, proof.Points.Bytes()), nil))
	s.acc[seat], err = s.acc[seat].Next(five, letters, colours)
	require.NoError(t, err)
	s.slots[seat] = append(s.slots[seat], hidden.Slot{Guess: letters, Colors: colours})
	return st.Solved
}

// Open has the house post seat's tally of the round in play: tally for a
// round nobody solved, tallySolved (solved) for one a solve ended.
func (s *Script) Open(seat int, solved bool) {
	t := s.T
	t.Helper()
	proof, err := s.Prover.ProveTally(s.Ctx, circuits.Params{Length: 5, Alphabet: game.Letters}, s.M[seat], s.K[seat], hidden.TallyFields{Slots: s.slots[seat], Index: s.Round})
	require.NoError(t, err)
	var guesses, colours []*big.Int
	for _, sl := range s.slots[seat] {
		guesses = append(guesses, new(big.Int).SetUint64(game.PackWord(sl.Guess)))
		colours = append(colours, new(big.Int).SetUint64(hidden.PackColours(sl.Colors)))
	}
	player := Addr(s.Players[seat])
	data, what := s.bo3.PackTally(s.ID, player, guesses, colours, proof.Points.Bytes()), "tally"
	if solved {
		data, what = s.bo3.PackTallySolved(s.ID, player, guesses, colours, proof.Points.Bytes()), "tallySolved"
	}
	s.logGas(fmt.Sprintf("%s (%d tries)", what, len(guesses)), s.Send(s.House, s.Addr, data, nil))
}

// RefuseJunk has seat post a ciphertext that opens to no word and the house
// refuse it with a proof: seat loses the match.
func (s *Script) RefuseJunk(seat int) {
	t := s.T
	t.Helper()
	pad, err := hidden.Pad(s.K[seat], hidden.PadGuess, s.Round, s.acc[seat].Tries)
	require.NoError(t, err)
	var junk fr.Element
	junk.Add(&pad, new(fr.Element).SetUint64(1<<25)) // a sixth letter: no five-letter word
	s.Send(s.Players[seat], s.Addr, s.bo3.PackGuess(s.ID, junk.BigInt(new(big.Int))), nil)
	proof, err := s.Prover.ProveRefusal(s.Ctx, circuits.Params{Length: 5, Alphabet: game.Letters}, s.K[seat],
		prover.SeedCommitment(s.Seed), s.Dicts.SecretTree.Root(), junk, s.Round, s.acc[seat].Tries)
	require.NoError(t, err)
	s.logGas("refuse", s.Send(s.House, s.Addr, s.bo3.PackRefuse(s.ID, Addr(s.Players[seat]), proof.Points.Bytes()), nil))
}

// RevealSeed has the house publish the match's seed (after the settlement).
func (s *Script) RevealSeed() {
	s.T.Helper()
	s.Send(s.House, s.Addr, s.bo3.PackRevealSeed(s.ID, s.Seed.BigInt(new(big.Int))), nil)
}

// Next moves the script to the next round.
func (s *Script) Next() {
	s.Round++
	for seat := range 2 {
		var err error
		s.acc[seat], err = hidden.NewAcc(s.M[seat], s.K[seat], s.Round)
		require.NoError(s.T, err)
		s.slots[seat] = nil
	}
}

// Word is the round's word, derived from the seed; R must be drawn (the
// match's first guess draws it).
func (s *Script) Word() string {
	require.NotNil(s.T, s.R, "no word before the match's first guess draws R")
	w, _, err := s.Dicts.SecretTree.DeriveWord(s.Seed, s.R, s.Round)
	require.NoError(s.T, err)
	return w
}

// WaitRound waits for the round in play to start (the pause).
func (s *Script) WaitRound() { s.WaitUntil(s.GameOf().RoundStart.Uint64()) }

// WaitRoundOver waits until both players are done with a round nobody
// solved (their clocks out).
func (s *Script) WaitRoundOver() {
	for {
		v, err := bind.Call(s.bo3.Instance(s.Chain.Client, s.Addr), &bind.CallOpts{Context: s.Ctx}, s.bo3.PackRoundOverAt(s.ID), s.bo3.UnpackRoundOverAt)
		require.NoError(s.T, err)
		if v.Sign() != 0 {
			return
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// WaitUntil waits for a block at or after unix time ts.
func (s *Script) WaitUntil(ts uint64) {
	for {
		h, err := s.Chain.Client.HeaderByNumber(s.Ctx, nil)
		require.NoError(s.T, err)
		if h.Time >= ts {
			return
		}
		time.Sleep(300 * time.Millisecond)
	}
}

// GameOf reads the match's record.
func (s *Script) GameOf() house.IWorduelBo3Game {
	g, err := bind.Call(s.bo3.Instance(s.Chain.Client, s.Addr), &bind.CallOpts{Context: s.Ctx}, s.bo3.PackGameOf(s.ID), s.bo3.UnpackGameOf)
	require.NoError(s.T, err)
	return g
}

// Miss returns w with its first `keep` letters kept and the others replaced
// by a letter w does not contain: exactly `keep` greens, never w itself
// (it need not be a word: the circuit answers any letters).
func Miss(w string, keep int) string {
	b := []byte(w)
	for i := keep; i < len(b); i++ {
		for c := byte('z'); c >= 'a'; c-- {
			if !containsByte(w, c) {
				b[i] = c
				break
			}
		}
	}
	return string(b)
}

func containsByte(s string, c byte) bool {
	for i := range len(s) {
		if s[i] == c {
			return true
		}
	}
	return false
}
