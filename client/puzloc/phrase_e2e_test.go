package puzloc_test

import (
	"bytes"
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client/puzloc"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/internal/dailyscript"
	"github.com/wordproof/wordproof/prover"
)

// TestDailyPhraseLockE2E plays a PhraseLock day on the devnet: the house
// commits it, a player takes the shape, the category hint, a letter found, a
// letter missed, a letter hint, a wrong phrase, the length hint and the
// phrase, each answered by the house's phraselock proof (verified on chain
// by the ceremony's PhraselockVerifier, and off chain for the statement the
// contract rebuilds); after the day the house proves the facts and
// opens; the recorded score is game/puzloc's formula, and the lives after
// every move equal the rules engine's.
func TestDailyPhraseLockE2E(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a day on the devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 12*time.Minute)
	defer cancel()
	env := dailyscript.Start(t, ctx, 2*time.Minute)
	c, p, phrases, daily, svc := env.Chain, env.Prover, env.Phrases, env.Daily, env.House
	dayOf := func(day uint64) bpuzloc.IPuzlocDailyDay { return env.DayOf(wire.PhraseLock, day) }
	day := env.NextDay()
	env.WaitDrawn(day, wire.PhraseLock)
	env.StartDay(day)

	// the test knows the day's phrase from the house's store, to choose moves
	seed, err := svc.Seed(wire.DayID(wire.PhraseLock, day))
	require.NoError(t, err)
	e, err := (&phrase.Day{List: phrases, Seed: seed, Randomness: dayOf(day).Randomness, Day: day}).Entry()
	require.NoError(t, err)
	var in, out byte
	for ch := byte('A'); ch <= 'Z'; ch++ {
		if e.Letters>>(ch-'A')&1 == 1 && in == 0 {
			in = ch
		} else if e.Letters>>(ch-'A')&1 == 0 && out == 0 {
			out = ch
		}
	}
	plan := []puzloc.PhraseChoice{
		{Kind: phrase.KindHintCategory},
		{Kind: phrase.KindLetter, Letter: in},
		{Kind: phrase.KindLetter, Letter: out},
		{Kind: phrase.KindHintLetter},
		{Kind: phrase.KindPhrase, Guess: "NOT THE PHRASE"},
		{Kind: phrase.KindHintLength},
		{Kind: phrase.KindPhrase, Guess: strings.ToLower(e.Text)},
	}
	pl, m := env.Player(0)
	res, err := pl.PlayPhrase(ctx, day, func(g *puzloc.PhraseGame) (puzloc.PhraseChoice, error) {
		return plan[len(g.Turns)-1], nil // the first move was the shape
	})
	require.NoError(t, err)
	require.True(t, res.Won)
	require.Len(t, res.Game.Turns, len(plan)+1)

	// the rules engine plays the same moves: lives after every move agree
	eng, err := gp.NewPhraseLock(e.Text, gp.Categories()[e.Category])
	require.NoError(t, err)
	require.Equal(t, strings.ToUpper(e.Text[:len(res.Game.Turns[0].Reply.Shape)]), applyShape(e.Text, res.Game.Turns[0].Reply.Shape))
	var shown uint32 // letters shown so far, for the engine's hint pick
	for i, tr := range res.Game.Turns[1:] {
		want := plan[i]
		want.Guess = strings.ToUpper(want.Guess) // read back as packed: upper case
		require.Equal(t, want, tr.Choice, "the player read its move %d back", i+1)
		switch tr.Choice.Kind {
		case phrase.KindLetter:
			_, err = eng.GuessLetter(tr.Choice.Letter)
			if tr.Hit {
				shown |= 1 << (tr.Choice.Letter - 'A')
			}
		case phrase.KindPhrase:
			_, err = eng.GuessPhrase(tr.Choice.Guess)
		case phrase.KindHintLetter:
			// a pick that gives the house's letter: the engine then reveals the same one
			pick := uint64(0)
			for ; pick < 26; pick++ {
				if c, _ := phrase.HintLetter(e.Letters, shown, pick); c == tr.Reply.Letter {
					break
				}
			}
			require.Less(t, pick, uint64(26), "the hint letter %c is a hidden letter of the phrase", tr.Reply.Letter)
			var c byte
			c, err = eng.HintLetter(pick)
			require.Equal(t, tr.Reply.Letter, c)
			shown |= 1 << (c - 'A')
		case phrase.KindHintCategory:
			require.Equal(t, e.Category, tr.Reply.Category)
			_, err = eng.HintCategory()
		case phrase.KindHintLength:
			require.Equal(t, len(e.Text), tr.Reply.Length)
			_, err = eng.HintLength()
		}
		require.NoError(t, err)
		require.Equal(t, eng.Lives(), tr.Lives, "lives after move %d", i+1)
	}
	require.Equal(t, 1, res.Game.Lives)
	verifyPhraseAnswers(ctx, t, c.Client, p, daily, day, m.Address(), phrases.Len())

	// after the day: the facts proven, the day opened, the score recorded
	env.CloseDay(day, wire.PhraseLock)
	require.Equal(t, uint8(e.Difficulty), dayOf(day).Difficulty)
	results := env.Results(wire.PhraseLock, day, 1) // the house records the result
	want, err := gp.PhraseLockScore(1, res.Thinking, len(e.Text), gp.Difficulty(e.Difficulty))
	require.NoError(t, err)
	require.Equal(t, want, results[0].Score)
	t.Logf("%q: won with 1 life in %d moves, thinking %v, score %d", e.Text, len(res.Game.Turns), res.Thinking, want)
}

// applyShape returns the shape with each masked letter taken from text: it
// equals text's prefix when every non-letter is in place.
func applyShape(text, shape string) string {
	b := []byte(shape)
	for i := range b {
		if b[i] == gp.Mask {
			b[i] = text[i]
		}
	}
	return string(bytes.ToUpper(b))
}

// verifyPhraseAnswers checks every phraseAnswer the house sent: its proof
// verifies (off chain, with the shipped keys) for the statement the
// contract rebuilds: the player's accumulator, the move's ciphertext, the
// day, the move number and kind, the bits, the list's size and R.
func verifyPhraseAnswers(ctx context.Context, t *testing.T, ec *ethclient.Client, p *prover.Prover, daily common.Address, day uint64, player common.Address, count int) {
	t.Helper()
	a, err := bpuzloc.PuzlocDailyMetaData.ParseABI()
	require.NoError(t, err)
	id := wire.DayID(wire.PhraseLock, day)
	moves, err := wire.PhraseMoves(ctx, ec, daily, id, player)
	require.NoError(t, err)
	ls, err := ec.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{daily}, Topics: [][]common.Hash{{a.Events["PhraseAnswer"].ID}, {common.BigToHash(id)}}})
	require.NoError(t, err)
	require.Len(t, ls, len(moves))
	b := bpuzloc.NewPuzlocDaily()
	seat, err := bind.Call(b.Instance(ec, daily), &bind.CallOpts{Context: ctx}, b.PackSeatOf(big.NewInt(wire.PhraseLock), new(big.Int).SetUint64(day), player), b.UnpackSeatOf)
	require.NoError(t, err)
	d, err := bind.Call(b.Instance(ec, daily), &bind.CallOpts{Context: ctx}, b.PackDayOf(big.NewInt(wire.PhraseLock), new(big.Int).SetUint64(day)), b.UnpackDayOf)
	require.NoError(t, err)
	var acc fr.Element
	acc.SetBigInt(seat.Binding)
	for n, l := range ls {
		tx, _, err := ec.TransactionByHash(ctx, l.TxHash)
		require.NoError(t, err)
		args, err := a.Methods["phraseAnswer"].Inputs.Unpack(tx.Data()[4:])
		require.NoError(t, err)
		accNew, reply := args[2].(*big.Int), args[3].(*big.Int)
		f := phrase.Fields{Day: day, Try: n, Kind: phrase.Kind(moves[n].Kind), Hit: args[4].(bool), Refused: args[5].(bool), Solved: args[6].(bool), Count: count, Randomness: d.Randomness}
		packed, err := f.Pack()
		require.NoError(t, err)
		raw := args[7].([]byte)
		require.Len(t, raw, 256)
		var pts prover.SolidityProof
		for i := range pts {
			pts[i] = new(big.Int).SetBytes(raw[32*i : 32*i+32])
		}
		pub := make([]fr.Element, 5)
		pub[0] = acc
		pub[1].SetBigInt(accNew)
		pub[2].SetBigInt(moves[n].Ciphertext)
		pub[3].SetBigInt(reply)
		pub[4].SetBigInt(packed)
		proof := &prover.Proof{Circuit: prover.PhraseLockSpec().ID(), Public: pub, Points: pts}
		require.NoError(t, p.Verify(ctx, proof), "move %d's proof", n)
		pub[4].SetBigInt(new(big.Int).Add(packed, big.NewInt(1<<16))) // another move number
		require.Error(t, p.Verify(ctx, proof), "move %d's proof for another move", n)
		acc = pub[1]
	}
}
