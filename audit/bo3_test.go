package audit

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
	gethcrypto "github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/circuits"
	clienthouse "github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
)

// bo3Script drives a Best of 3 match on the devnet move by move, as test
// code: the house's and the players' moves with package hidden and the
// prover, no agents.
type bo3Script struct {
	t       *testing.T
	ctx     context.Context
	chain   *testchain.Chain
	chainID *big.Int
	pv      *prover.Prover
	dicts   *wire.Dictionaries
	bo3     *house.WorduelBo3
	addr    common.Address
	houseOp *ecdsa.PrivateKey
	players [2]*ecdsa.PrivateKey
	pk      [2]twistededwards.PointAffine
	k       [2]fr.Element // the players' match keys
	id      *big.Int
	seed    fr.Element
	r       *big.Int
	m       [2]fr.Element
	acc     [2]hidden.Acc
	slots   [2][]hidden.Slot
	round   uint64
	gas     map[string][]uint64 // gas used by move, for the log
}

func (s *bo3Script) send(key *ecdsa.PrivateKey, to common.Address, data []byte, value *big.Int) *types.Receipt {
	s.t.Helper()
	signer := types.LatestSignerForChainID(s.chainID)
	opts := &bind.TransactOpts{From: addrOf(key), Context: s.ctx, Value: value, GasLimit: 3_000_000,
		Signer: func(_ common.Address, tx *types.Transaction) (*types.Transaction, error) {
			return types.SignTx(tx, signer, key)
		}}
	tx, err := bind.Transact(bind.NewBoundContract(to, abi.ABI{}, s.chain.Client, s.chain.Client, s.chain.Client), opts, data)
	require.NoError(s.t, err)
	rc, err := bind.WaitMined(s.ctx, s.chain.Client, tx.Hash())
	require.NoError(s.t, err)
	require.Equal(s.t, types.ReceiptStatusSuccessful, rc.Status, "transaction to %s reverted", to)
	return rc
}

func addrOf(k *ecdsa.PrivateKey) common.Address { return gethcrypto.PubkeyToAddress(k.PublicKey) }

// guess posts seat's next guess (letters) and the house answers it with a
// proof; it returns whether it solved.
func (s *bo3Script) guess(seat int, word string) bool {
	s.t.Helper()
	letters, err := game.Letters.Encode(word, 5)
	require.NoError(s.t, err)
	try := s.acc[seat].Tries
	ct, err := hidden.EncryptGuess(five, s.k[seat], s.round, try, letters)
	require.NoError(s.t, err)
	s.logGas("guess", s.send(s.players[seat], s.addr, s.bo3.PackGuess(s.id, ct.BigInt(new(big.Int))), nil))
	if s.r == nil {
		g, err := bind.Call(s.bo3.Instance(s.chain.Client, s.addr), &bind.CallOpts{Context: s.ctx}, s.bo3.PackGameOf(s.id), s.bo3.UnpackGameOf)
		require.NoError(s.t, err)
		s.r = g.Randomness
	}
	in := prover.HiddenAnswerInput{Dictionary: s.dicts.SecretTree, Seed: s.seed, Randomness: s.r, Index: s.round, Key: s.k[seat], Acc: s.acc[seat], Guess: ct}
	st, _, colours, err := in.Statement()
	require.NoError(s.t, err)
	proof, err := s.pv.ProveHiddenAnswer(s.ctx, in)
	require.NoError(s.t, err)
	s.logGas(fmt.Sprintf("answer (solved %v)", st.Solved), s.send(s.houseOp, s.addr, s.bo3.PackAnswer(s.id, addrOf(s.players[seat]), st.AccNew.BigInt(new(big.Int)), st.Colours.BigInt(new(big.Int)), st.Solved, proof.Points.Bytes()), nil))
	s.acc[seat], err = s.acc[seat].Next(five, letters, colours)
	require.NoError(s.t, err)
	s.slots[seat] = append(s.slots[seat], hidden.Slot{Guess: letters, Colors: colours})
	return st.Solved
}

// open posts seat's tally (solved: tallySolved) of the round just played.
func (s *bo3Script) open(seat int, solved bool) {
	s.t.Helper()
	proof, err := s.pv.ProveTally(s.ctx, circuits.Params{Length: 5, Alphabet: game.Letters}, s.m[seat], hidden.TallyFields{Slots: s.slots[seat], Index: s.round})
	require.NoError(s.t, err)
	var guesses, colours []*big.Int
	for _, sl := range s.slots[seat] {
		guesses = append(guesses, new(big.Int).SetUint64(game.PackWord(sl.Guess)))
		colours = append(colours, new(big.Int).SetUint64(hidden.PackColours(sl.Colors)))
	}
	data, what := s.bo3.PackTally(s.id, addrOf(s.players[seat]), guesses, colours, proof.Points.Bytes()), "tally"
	if solved {
		data, what = s.bo3.PackTallySolved(s.id, addrOf(s.players[seat]), guesses, colours, proof.Points.Bytes()), "tallySolved"
	}
	s.logGas(fmt.Sprintf("%s (%d tries)", what, len(guesses)), s.send(s.houseOp, s.addr, data, nil))
}

// start queues both players for a new match and plays it up to the house's
// commitment: keys, the draw, the key proofs.
func (s *bo3Script) start(hk *clienthouse.Key) {
	t, ctx, chain := s.t, s.ctx, s.chain
	t.Helper()
	platform := duel.NewDuelPlatform()
	for _, p := range s.players {
		s.send(p, chain.Contract(deploy.ContractDuelPlatform), platform.PackEnqueue(deploy.DuelModes["bo3"], big.NewInt(10)), nil)
	}
	var err error
	s.id, err = bind.Call(platform.Instance(chain.Client, chain.Contract(deploy.ContractDuelPlatform)), &bind.CallOpts{Context: ctx}, platform.PackMatchCount(), platform.UnpackMatchCount)
	require.NoError(t, err)
	s.round, s.r, s.slots = 0, nil, [2][]hidden.Slot{}
	hpk, err := hidden.PublicKey(hk.Secret())
	require.NoError(t, err)
	var sks [2]*big.Int
	for seat, p := range s.players {
		sks[seat], s.pk[seat], err = hidden.NewPlayerKey()
		require.NoError(t, err)
		s.send(p, s.addr, s.bo3.PackPostKey(s.id, s.pk[seat].X.BigInt(new(big.Int)), s.pk[seat].Y.BigInt(new(big.Int))), nil)
	}
	s.send(s.players[0], s.addr, s.bo3.PackDrawHouse(s.id), nil)
	require.Equal(t, addrOf(s.houseOp), s.gameOf().House, "the only house is drawn")
	s.seed, err = prover.NewSeed()
	require.NoError(t, err)
	sc := prover.SeedCommitment(s.seed)
	var proofs [2][]byte
	var ms [2]*big.Int
	for seat, p := range s.players {
		c, err := prover.Binding{ChainID: s.chainID, Contract: s.addr, GameID: s.id, Player: addrOf(p)}.Context()
		require.NoError(t, err)
		in := prover.HouseKeyInput{Secret: hk.Secret(), Player: s.pk[seat], Context: c, SeedCommitment: sc, Root: s.dicts.SecretTree.Root()}
		proof, err := s.pv.ProveHouseKey(ctx, in)
		require.NoError(t, err)
		st, err := in.Statement()
		require.NoError(t, err)
		proofs[seat], ms[seat], s.m[seat] = proof.Points.Bytes(), st.Binding.BigInt(new(big.Int)), st.Binding
		shared, err := hidden.Shared(sks[seat], hpk)
		require.NoError(t, err)
		s.k[seat] = hidden.MatchKey(shared, c)
		s.acc[seat], err = hidden.NewAcc(s.m[seat], 0)
		require.NoError(t, err)
	}
	s.logGas("commitHouse", s.send(s.houseOp, s.addr, s.bo3.PackCommitHouse(s.id, sc.BigInt(new(big.Int)), ms, proofs[0], proofs[1]), nil))
}

func (s *bo3Script) logGas(what string, rc *types.Receipt) {
	if s.gas == nil {
		s.gas = map[string][]uint64{}
	}
	s.gas[what] = append(s.gas[what], rc.GasUsed)
}

// next moves both players to the next round.
func (s *bo3Script) next() {
	s.round++
	for seat := range 2 {
		var err error
		s.acc[seat], err = hidden.NewAcc(s.m[seat], s.round)
		require.NoError(s.t, err)
		s.slots[seat] = nil
	}
}

func (s *bo3Script) word() string {
	w, _, err := s.dicts.SecretTree.DeriveWord(s.seed, s.r, s.round)
	require.NoError(s.t, err)
	return w
}

// waitUntil waits for a block at or after unix time ts.
func (s *bo3Script) waitUntil(ts uint64) {
	for {
		h, err := s.chain.Client.HeaderByNumber(s.ctx, nil)
		require.NoError(s.t, err)
		if h.Time >= ts {
			return
		}
		time.Sleep(300 * time.Millisecond)
	}
}

func (s *bo3Script) gameOf() house.IWorduelBo3Game {
	g, err := bind.Call(s.bo3.Instance(s.chain.Client, s.addr), &bind.CallOpts{Context: s.ctx}, s.bo3.PackGameOf(s.id), s.bo3.UnpackGameOf)
	require.NoError(s.t, err)
	return g
}

// miss returns a word with `keep` letters of w in place and the others
// letters w does not contain (not a dictionary word: the circuit answers
// any letters).
func miss(w string, keep int) string {
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

// TestBo3AuditDevnet plays a scripted 2-1 Best of 3 match on the devnet
// (round 0 a solve by a, round 1 the tiebreaker for b, round 2 a solve by
// a; every solved round opened by tallySolved), audits it from the chain,
// then feeds the checker tampered readings: each fails with its reason.
func TestBo3AuditDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("a devnet match with real proofs")
	}
	ctx := context.Background()
	cfg := deploy.DefaultGameConfig()
	cfg.Bo3 = deploy.Bo3Config{RoundTime: 15 * time.Second, Window: 60 * time.Second, Pause: time.Second}
	chain := testchain.Start(t, testchain.Options{Steps: append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...), Period: time.Second})
	chainID, err := chain.Client.ChainID(ctx)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	dicts, err := wire.LoadDictionaries(5)
	require.NoError(t, err)
	dev := chain.Net.DevKeys()
	s := &bo3Script{t: t, ctx: ctx, chain: chain, chainID: chainID, pv: pv, dicts: dicts, bo3: house.NewWorduelBo3(),
		addr: chain.Contract(deploy.ContractWorduelBo3), houseOp: dev[1], players: [2]*ecdsa.PrivateKey{dev[2], dev[3]}}

	// the house registers and bonds; the players claim coins and queue
	hk := clienthouse.DeriveKey(s.houseOp)
	hx, hy := hk.Public()
	reg := house.NewHouseRegistry()
	s.send(s.houseOp, chain.Contract(deploy.ContractHouseRegistry), reg.PackRegister(hx, hy, "https://house.test"), cfg.House.MinBond)
	for _, p := range s.players {
		s.send(p, chain.Contract(deploy.ContractCoins), duel.NewCoins().PackClaimDaily(), nil)
	}
	s.start(hk)

	// round 0: b misses, a misses then solves
	s.waitUntil(s.gameOf().RoundStart.Uint64())
	require.False(t, s.guess(1, "qxqxq")) // any letters are answered; never an answer word
	w := s.word()
	require.False(t, s.guess(0, miss(w, 1)))
	require.True(t, s.guess(0, w))
	s.open(0, true)
	s.open(1, true)
	s.next()

	// round 1: a 3 greens, b 4 greens; both clocks run out; the tallies decide for b
	s.waitUntil(s.gameOf().RoundStart.Uint64())
	w = s.word()
	require.False(t, s.guess(0, miss(w, 3)))
	require.False(t, s.guess(1, miss(w, 4)))
	g := s.gameOf()
	require.EqualValues(t, 1, g.Round)
	over := func() uint64 {
		v, err := bind.Call(s.bo3.Instance(chain.Client, s.addr), &bind.CallOpts{Context: ctx}, s.bo3.PackRoundOverAt(s.id), s.bo3.UnpackRoundOverAt)
		require.NoError(t, err)
		return v.Uint64()
	}
	for over() == 0 {
		time.Sleep(time.Second)
	}
	s.open(0, false)
	s.open(1, false)
	s.next()

	// round 2: a solves at once
	s.waitUntil(s.gameOf().RoundStart.Uint64())
	require.True(t, s.guess(0, s.word()))
	s.open(0, true) // after the settlement: b has no tries to open
	s.send(s.houseOp, s.addr, s.bo3.PackRevealSeed(s.id, s.seed.BigInt(new(big.Int))), nil)

	for what, g := range s.gas {
		t.Logf("gas of %s (transaction, real verifiers): %v", what, g)
	}

	// the honest match passes
	acfg := Bo3Config{Backend: chain.Client, Contract: s.addr, Match: s.id, Keys: keys.FS(), Dicts: dicts}
	got, err := AuditBo3(ctx, acfg)
	require.NoError(t, err)
	require.Len(t, got.Rounds, 3)
	require.Equal(t, [2]int{2, 1}, got.Score.Wins)
	require.Equal(t, "A", got.Winner.String())
	require.Equal(t, "solved", got.Rounds[0].Reason)
	require.Equal(t, "most greens", got.Rounds[1].Reason)
	require.Equal(t, [2][]string{{miss(got.Rounds[0].Word, 1), got.Rounds[0].Word}, {"qxqxq"}}, got.Rounds[0].Guesses, "the solved round's guesses are public")
	require.Equal(t, 2+6+5, got.Proofs, "two key proofs, six answers, five tallies")

	// tampered readings fail with their reason
	read := func() *Bo3Reading {
		rd, err := ReadBo3(ctx, acfg)
		require.NoError(t, err)
		return rd
	}
	rd := read()
	rd.Match.Seed.Seed = new(big.Int).Add(rd.Match.Seed.Seed, big.NewInt(1))
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorIs(t, err, ErrBo3)
	require.ErrorContains(t, err, "does not open the commitment")

	rd = read()
	rd.Openings[[2]uint64{1, 1}].Colours[0] = new(big.Int).Xor(rd.Openings[[2]uint64{1, 1}].Colours[0], big.NewInt(3))
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "the feedback of the word")

	rd = read()
	rd.CommitHash[0] ^= 1
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "the hash of the commitment's block")

	rd = read()
	a := rd.Answers[[3]uint64{0, 0, 0}]
	a.AccNew = new(big.Int).Add(a.AccNew, big.NewInt(1))
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "round 0")
	require.ErrorContains(t, err, "does not verify")

	rd = read()
	rd.Match.Rounds[1].Ended.Winner = rd.Match.Players[0]
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "round 1: the contract says A won it, the rules B")

	rd = read()
	rd.Match.Ended.Winner = rd.Match.Players[1]
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "match winner")

	rd = read()
	rd.KeyProofs[0], rd.KeyProofs[1] = rd.KeyProofs[1], rd.KeyProofs[0]
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "key proof")

	// a second match: a posts a ciphertext that opens to no word, the house
	// refuses it with a proof, b wins; the auditor checks the refusal
	s.start(hk)
	s.waitUntil(s.gameOf().RoundStart.Uint64())
	pad, err := hidden.Pad(s.k[0], hidden.PadGuess, 0, 0)
	require.NoError(t, err)
	var junk fr.Element
	junk.Add(&pad, new(fr.Element).SetUint64(1<<25))
	s.send(s.players[0], s.addr, s.bo3.PackGuess(s.id, junk.BigInt(new(big.Int))), nil)
	refusal, err := pv.ProveRefusal(ctx, circuits.Params{Length: 5, Alphabet: game.Letters}, s.k[0], prover.SeedCommitment(s.seed), dicts.SecretTree.Root(), junk, 0, 0)
	require.NoError(t, err)
	s.logGas("refuse", s.send(s.houseOp, s.addr, s.bo3.PackRefuse(s.id, addrOf(s.players[0]), refusal.Points.Bytes()), nil))
	s.send(s.houseOp, s.addr, s.bo3.PackRevealSeed(s.id, s.seed.BigInt(new(big.Int))), nil)
	acfg.Match = s.id
	got, err = AuditBo3(ctx, acfg)
	require.NoError(t, err)
	require.Equal(t, "B", got.Winner.String(), "the refused guesser loses")
	require.Equal(t, 2+1, got.Proofs, "two key proofs and the refusal")
	rd = read()
	rd.Refusal[40] ^= 1
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "the refusal of")
	rd = read()
	rd.Match.Ended.Winner = rd.Match.Players[0]
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "match winner")
	t.Logf("gas of refuse (transaction, real verifier, settlement included): %v", s.gas["refuse"])
}
