// Package pokerscript plays Wordle Poker matches on a test chain move by
// move, as test code: the house's and the players' moves made directly with
// game/poker/wire, package hidden and the prover, plain transactions, no
// agents, every decision the test's. The auditor's tests and the poker
// benchmark play their matches with it.
package pokerscript

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
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
	pokerbind "github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/poker"
	pwire "github.com/wordproof/wordproof/game/poker/wire"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
)

// Steps deploy the EntryPoint and the games with Wordle Poker's queues open.
func Steps() []deploy.Step {
	cfg := deploy.DefaultGameConfig()
	cfg.Poker.Open = true
	return append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...)
}

// DemoWords are words of the answers list for the two seats.
var DemoWords = [2][poker.Words]string{
	{"crane", "ghost", "pious", "moist", "lymph"},
	{"would", "flame", "bumpy", "sight", "quirk"},
}

// Script is one house and two players on a chain, and the match in play.
type Script struct {
	T       testing.TB
	Ctx     context.Context
	Chain   *testchain.Chain
	ChainID *big.Int
	Prover  *prover.Prover
	Dicts   *wire.Dictionaries
	Addr    common.Address // WordlePoker
	House   *ecdsa.PrivateKey
	Players [2]*ecdsa.PrivateKey // seat a (queues first), seat b

	// The match in play.
	ID    *big.Int
	Words [2][poker.Words]string
	Hand  uint64
	// Gas is each move's transaction gas, by move ("deal", "answer", ...).
	Gas map[string][]uint64
	// Proving is each proof's proving time, by move ("commitWords", "answer").
	Proving map[string][]time.Duration

	poker       *pokerbind.WordlePoker
	houseSecret *big.Int
	playerKeys  [2]*big.Int
	salts       [2][poker.Words]fr.Element
	seed, next  [32]byte
	dealtSalts  [2][32]byte
	mulligans   [2]struct {
		mask uint8
		salt [32]byte
		set  bool
	}
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
	s := &Script{T: t, Ctx: ctx, Chain: chain, ChainID: chainID, Prover: pv, Dicts: dicts, poker: pokerbind.NewWordlePoker(),
		Addr: chain.Contract(deploy.ContractWordlePoker), House: dev[1], Players: [2]*ecdsa.PrivateKey{dev[2], dev[3]},
		Gas: map[string][]uint64{}, Proving: map[string][]time.Duration{}}
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
	rc := s.try(key, to, data, value)
	require.Equal(s.T, types.ReceiptStatusSuccessful, rc.Status, "transaction to %s reverted", to)
	return rc
}

func (s *Script) try(key *ecdsa.PrivateKey, to common.Address, data []byte, value *big.Int) *types.Receipt {
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
	return rc
}

// move sends a move to WordlePoker and logs its gas under what.
func (s *Script) move(what string, key *ecdsa.PrivateKey, data []byte) *types.Receipt {
	s.T.Helper()
	rc := s.Send(key, s.Addr, data, nil)
	s.Gas[what] = append(s.Gas[what], rc.GasUsed)
	return rc
}

// Start queues both players for a new match (bet 10), commits their words
// (each with a K = 5 proof and a BabyJubJub key), draws the house and has it
// commit its first seed and deal hand 1.
func (s *Script) Start(words [2][poker.Words]string) {
	t, ctx := s.T, s.Ctx
	t.Helper()
	platformAddr := s.Chain.Contract(deploy.ContractDuelPlatform)
	platform := duel.NewDuelPlatform()
	for _, p := range s.Players {
		s.Send(p, platformAddr, platform.PackEnqueue(deploy.DuelModes["poker"], big.NewInt(10)), nil)
	}
	var err error
	s.ID, err = bind.Call(platform.Instance(s.Chain.Client, platformAddr), &bind.CallOpts{Context: ctx}, platform.PackMatchCount(), platform.UnpackMatchCount)
	require.NoError(t, err)
	s.Words, s.Hand = words, 0
	for seat, p := range s.Players {
		var pub twistededwards.PointAffine
		s.playerKeys[seat], pub, err = hidden.NewPlayerKey()
		require.NoError(t, err)
		c, err := s.context(0, seat)
		require.NoError(t, err)
		in := prover.CommitInput{Dictionary: s.Dicts.SecretTree, Words: words[seat][:], Context: c}
		for i := range s.salts[seat] {
			s.salts[seat][i], err = prover.NewSalt()
			require.NoError(t, err)
			in.Salts = append(in.Salts, s.salts[seat][i])
		}
		began := time.Now()
		proof, err := s.Prover.ProveCommit(ctx, in)
		require.NoError(t, err)
		s.Proving["commitWords"] = append(s.Proving["commitWords"], time.Since(began))
		cs, err := in.Commitments()
		require.NoError(t, err)
		var commitments [5]*big.Int
		for i := range commitments {
			commitments[i] = cs[i].BigInt(new(big.Int))
		}
		key := [2]*big.Int{pub.X.BigInt(new(big.Int)), pub.Y.BigInt(new(big.Int))}
		s.move("commitWords", p, s.poker.PackCommitWords(s.ID, commitments, proof.Points.Bytes(), key))
	}
	s.move("assignHouse", s.Players[0], s.poker.PackAssignHouse(s.ID))
	require.Equal(t, Addr(s.House), s.Game().House, "the only house is drawn")
	s.next = s.newSeed()
	s.move("commitSeed", s.House, s.poker.PackCommitSeed(s.ID, pwire.SeedCommitment(s.next)))
	s.Deal()
}

func (s *Script) context(round uint64, seat int) (fr.Element, error) {
	return prover.Binding{ChainID: s.ChainID, Contract: s.Addr, GameID: s.ID, Round: round, Player: Addr(s.Players[seat])}.Context()
}

func (s *Script) newSeed() [32]byte {
	var b [32]byte
	_, err := rand.Read(b[:])
	require.NoError(s.T, err)
	return b
}

// Deal has the house deal the next hand (a block after it was armed): the
// dealt commitments and each seat's cards sealed to its key.
func (s *Script) Deal() {
	t := s.T
	t.Helper()
	s.waitBlockAfter(s.Game().ArmBlock)
	s.seed = s.next
	s.Hand++
	r := pwire.HandRandomness(s.blockHash(s.Game().ArmBlock), s.ID.Uint64(), s.Hand)
	top := pwire.DeckOrder(s.seed, r)
	var dealt [2][32]byte
	var sealed [2][]byte
	for seat := range 2 {
		var h poker.Hand
		copy(h[:], top[seat*poker.HandSize:(seat+1)*poker.HandSize])
		s.dealtSalts[seat] = s.newSeed()
		dealt[seat] = pwire.DealtCommitment(s.ID.Uint64(), s.Hand, seat, h, s.dealtSalts[seat])
		st, err := s.seatOf(seat)
		require.NoError(t, err)
		var peer twistededwards.PointAffine
		peer.X.SetBigInt(st.Key[0])
		peer.Y.SetBigInt(st.Key[1])
		shared, err := hidden.Shared(s.houseSecret, peer)
		require.NoError(t, err)
		sealed[seat] = pwire.SealCards(shared.Bytes(), s.ID.Uint64(), s.Hand, seat, h, s.dealtSalts[seat])
	}
	s.mulligans = [2]struct {
		mask uint8
		salt [32]byte
		set  bool
	}{}
	s.move("deal", s.House, s.poker.PackDeal(s.ID, dealt[0], dealt[1], sealed[0], sealed[1]))
}

// Hands returns both seats' hands after the mulligans given, as the contract
// will compute them at the showdown.
func (s *Script) Hands(masks [2]uint8) [2]poker.Hand {
	g := s.Game()
	h, err := pwire.Hands(s.seed, g.Randomness, poker.Player(g.Starter+1), masks)
	require.NoError(s.T, err)
	return h
}

// Open has the starter open with a betting card and a bet.
func (s *Script) Open(card, bet int64) {
	s.move("open", s.Players[s.Game().ToAct], s.poker.PackOpen(s.ID, big.NewInt(card), big.NewInt(bet)))
}

// Raise has the seat to act raise by `by`.
func (s *Script) Raise(by int64) {
	s.move("raise", s.Players[s.Game().ToAct], s.poker.PackRaise(s.ID, big.NewInt(by)))
}

// Stop has the seat to act stop.
func (s *Script) Stop() { s.move("stop", s.Players[s.Game().ToAct], s.poker.PackStop(s.ID)) }

// Mulligan commits both seats' discard masks, then opens them.
func (s *Script) Mulligan(masks [2]uint8) {
	for seat, p := range s.Players {
		m := &s.mulligans[seat]
		m.mask, m.salt, m.set = masks[seat], s.newSeed(), true
		s.move("commitMulligan", p, s.poker.PackCommitMulligan(s.ID, pwire.MulliganCommitment(s.ID.Uint64(), s.Hand, seat, m.mask, m.salt)))
	}
	for seat, p := range s.Players {
		m := s.mulligans[seat]
		s.move("openMulligan", p, s.poker.PackOpenMulligan(s.ID, big.NewInt(int64(m.mask)), m.salt))
	}
}

// Choose has the seat to act choose; Showdown has the house open the hand.
func (s *Script) Choose(c poker.Choice) {
	s.move("choose", s.Players[s.Game().ToAct], s.poker.PackChoose(s.ID, uint8(c)))
}

// Showdown has the house open the seed and the salts and commit the next
// hand's seed.
func (s *Script) Showdown() {
	s.next = s.newSeed()
	s.move("showdown", s.House, s.poker.PackShowdown(s.ID, s.seed, s.dealtSalts, pwire.SeedCommitment(s.next)))
}

// Guess has the hand's winner guess `text` at the opponent's word `word`,
// and the opponent answer with a reveal proof; it returns the colours.
func (s *Script) Guess(word int, text string) uint64 {
	t := s.T
	t.Helper()
	g := s.Game()
	guesser := int(g.ToAct)
	letters, err := game.Letters.Encode(text, poker.WordLength)
	require.NoError(t, err)
	s.move("guess", s.Players[guesser], s.poker.PackGuess(s.ID, big.NewInt(int64(word)), new(big.Int).SetUint64(game.PackWord(letters))))
	answerer := 1 - guesser
	c, err := s.context(uint64(g.Hand), answerer)
	require.NoError(t, err)
	began := time.Now()
	proof, err := s.Prover.ProveReveal(s.Ctx, prover.RevealInput{Alphabet: game.Letters, Secret: s.Words[answerer][word],
		Salt: s.salts[answerer][word], Guesses: []string{text}, Context: c})
	require.NoError(t, err)
	s.Proving["answer"] = append(s.Proving["answer"], time.Since(began))
	secret, err := game.Letters.Encode(s.Words[answerer][word], poker.WordLength)
	require.NoError(t, err)
	colors := make([]game.Color, poker.WordLength)
	game.Feedback(secret, letters, colors)
	colours := hidden.PackColours(colors)
	s.move("answer", s.Players[answerer], s.poker.PackAnswer(s.ID, new(big.Int).SetUint64(colours), proof.Points.Bytes()))
	return colours
}

// PlayHand plays the dealt hand to its end: an opening of 2 chips on the
// lowest betting card left, a raise of 2, the opener's stop, a one-card
// mulligan each, the choice that makes the chooser win, the showdown and the
// winner's guesses, all misses ("zzzzz"), so that the match goes on. Equal
// hands void the hand (no guesses).
func (s *Script) PlayHand() {
	t := s.T
	t.Helper()
	g := s.Game()
	card := int64(1)
	for g.BettingDeck>>(4*(card-1))&0xf == 0 {
		card++
	}
	opener := int(g.ToAct)
	s.Open(card, 2)
	s.Raise(2)
	s.Stop()
	masks := [2]uint8{1, 1}
	s.Mulligan(masks)
	hands := s.Hands(masks)
	w, err := poker.Showdown(hands[0], hands[1], poker.Higher)
	require.NoError(t, err)
	c := poker.Higher
	if int(w)-1 != 1-opener {
		c = poker.Lower
	}
	s.Choose(c)
	s.Showdown()
	for pwire.Phase(s.Game().Phase) == pwire.PhaseGuess {
		s.Guess(0, "zzzzz")
	}
}

// Nudge waits out the current deadline and plays the clock's default.
func (s *Script) Nudge() {
	s.WaitUntil(s.Game().Deadline.Uint64() + 1)
	s.move("nudge", s.Players[0], s.poker.PackNudge(s.ID))
}

// Game reads the match's state.
func (s *Script) Game() pokerbind.IWordlePokerGame {
	s.T.Helper()
	g, err := bind.Call(s.poker.Instance(s.Chain.Client, s.Addr), &bind.CallOpts{Context: s.Ctx}, s.poker.PackGameOf(s.ID), s.poker.UnpackGameOf)
	require.NoError(s.T, err)
	return g
}

func (s *Script) seatOf(seat int) (pokerbind.IWordlePokerSeat, error) {
	return bind.Call(s.poker.Instance(s.Chain.Client, s.Addr), &bind.CallOpts{Context: s.Ctx}, s.poker.PackSeatOf(s.ID, big.NewInt(int64(seat))), s.poker.UnpackSeatOf)
}

func (s *Script) blockHash(n uint64) [32]byte {
	h, err := s.Chain.Client.HeaderByNumber(s.Ctx, new(big.Int).SetUint64(n))
	require.NoError(s.T, err)
	return h.Hash()
}

// waitBlockAfter waits until a block after n is sealed (the deal reads n's
// hash, which the same block cannot).
func (s *Script) waitBlockAfter(n uint64) {
	for {
		h, err := s.Chain.Client.BlockNumber(s.Ctx)
		require.NoError(s.T, err)
		if h > n {
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// WaitUntil waits until the head block's time is at least ts.
func (s *Script) WaitUntil(ts uint64) {
	s.T.Helper()
	for {
		h, err := s.Chain.Client.HeaderByNumber(s.Ctx, nil)
		require.NoError(s.T, err)
		if h.Time >= ts {
			return
		}
		time.Sleep(300 * time.Millisecond)
	}
}

// String names the match for logs.
func (s *Script) String() string { return fmt.Sprintf("poker match %s, hand %d", s.ID, s.Hand) }
