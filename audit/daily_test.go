package audit

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/internal/dailyscript"
)

var errStop = errors.New("the player stops here")

// TestDailyAuditDevnet plays a day of NumLock and PhraseLock on the devnet
// with the house's real proofs: three NumLock players (one posts a
// ciphertext that opens to no code as its last try: refused), two
// PhraseLock players (one wins with every hint, a letter found, a letter
// missed and a wrong phrase; one misses a letter, repeats it (refused) and
// stops). After the day the auditor passes both challenges, then fails each
// tampered reading with its own reason. The next day the house falls
// silent, a player's binding is claimed late: the day is void, with its
// compensation.
func TestDailyAuditDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a daily challenge on the devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	env := dailyscript.Start(t, ctx, 2*time.Minute)
	day := env.NextDay()
	env.WaitDrawn(day, wire.NumLock, wire.PhraseLock)
	env.StartDay(day)

	// the test knows the day's phrase from the house's store, to choose moves
	seed, err := env.House.Seed(wire.DayID(wire.PhraseLock, day))
	require.NoError(t, err)
	e, err := (&phrase.Day{List: env.Phrases, Seed: seed, Randomness: env.DayOf(wire.PhraseLock, day).Randomness, Day: day}).Entry()
	require.NoError(t, err)
	var in, out byte
	for ch := byte('A'); ch <= 'Z'; ch++ {
		if e.Letters>>(ch-'A')&1 == 1 && in == 0 {
			in = ch
		} else if e.Letters>>(ch-'A')&1 == 0 && out == 0 {
			out = ch
		}
	}
	plans := [][]puzloc.PhraseChoice{{
		{Kind: phrase.KindHintCategory}, {Kind: phrase.KindLetter, Letter: in}, {Kind: phrase.KindLetter, Letter: out},
		{Kind: phrase.KindHintLetter}, {Kind: phrase.KindPhrase, Guess: "NOT THE PHRASE"}, {Kind: phrase.KindHintLength},
		{Kind: phrase.KindPhrase, Guess: e.Text},
	}, {
		{Kind: phrase.KindLetter, Letter: out}, {Kind: phrase.KindLetter, Letter: out},
	}}

	const nums = 3
	players := make([]common.Address, nums)
	movers := make([]client.Mover, nums)
	var wg sync.WaitGroup
	errs := make([]error, nums+len(plans))
	for i := range nums {
		pl, m := env.Player(i)
		players[i], movers[i] = m.Address(), m
		next := puzloc.Consistent(i * 37)
		if i == 2 { // two tries, then a ciphertext that opens to no code
			next = func(tries []puzloc.Try) (string, error) {
				if len(tries) < 2 {
					return puzloc.Consistent(i * 37)(tries)
				}
				b := bpuzloc.NewPuzlocDaily()
				junk, _ := new(big.Int).SetString("1234567890123456789012345678901234567890", 10)
				if _, err := m.Send(ctx, env.Daily, b.PackGuess(big.NewInt(wire.NumLock), new(big.Int).SetUint64(day), junk), nil); err != nil {
					return "", err
				}
				return "", errStop
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = pl.Play(ctx, day, next)
		}()
		if i < len(plans) {
			plan := plans[i]
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[nums+i] = pl.PlayPhrase(ctx, day, func(g *puzloc.PhraseGame) (puzloc.PhraseChoice, error) {
					if n := len(g.Turns) - 1; n < len(plan) { // the first move was the shape
						return plan[n], nil
					}
					return puzloc.PhraseChoice{}, errStop
				})
			}()
		}
	}
	wg.Wait()
	for i, err := range errs {
		if i == 2 || i == nums+1 {
			require.ErrorIs(t, err, errStop, "player %d", i)
			continue
		}
		require.NoError(t, err, "player %d", i)
	}

	env.CloseDay(day, wire.NumLock, wire.PhraseLock)
	env.Results(wire.NumLock, day, len(players)) // the house records every result
	env.Results(wire.PhraseLock, day, len(plans))

	cfg := DailyConfig{Backend: env.Chain.Client, Contract: env.Daily, GameType: wire.NumLock, Day: day}
	began := time.Now()
	num, err := AuditDaily(ctx, cfg)
	require.NoError(t, err)
	t.Logf("audited the NumLock day (%d proofs) in %v", num.Proofs, time.Since(began))
	code := num.Answer
	diff, err := gp.CodeDifficulty(code)
	require.NoError(t, err)
	require.Equal(t, diff.String(), num.Difficulty)
	results, err := wire.Results(ctx, env.Chain.Client, env.Daily, wire.DayID(wire.NumLock, day))
	require.NoError(t, err)
	require.Len(t, num.Players, nums)
	proofs := 2 // the opening and the refusal
	for i, pl := range num.Players {
		require.Equal(t, players[i], pl.Player)
		require.True(t, pl.Finalised)
		require.Equal(t, results[i].Score, pl.Score)
		require.Equal(t, results[i].Thinking, pl.Thinking)
		require.Equal(t, results[i].Attempts, pl.Attempts)
		proofs += 1 + pl.Attempts
		for _, tr := range pl.Tries {
			if tr.Refused {
				continue
			}
			want := make([]game.Color, gp.CodeLength)
			sym, _ := game.Digits.Encode(code, gp.CodeLength)
			g, _ := game.Digits.Encode(tr.Guess, gp.CodeLength)
			game.Feedback(sym, g, want)
			require.Equal(t, colourCode(want), tr.Colours)
		}
		t.Logf("NumLock %s: %+v", pl.Player, pl)
	}
	proofs-- // the refused try has a refusal proof, counted above
	require.Equal(t, proofs, num.Proofs)
	require.Len(t, num.Players[2].Tries, 3)
	require.True(t, num.Players[2].Tries[2].Refused)
	require.False(t, num.Players[2].Solved)

	cfg.GameType = wire.PhraseLock
	began = time.Now()
	phr, err := AuditDaily(ctx, cfg)
	require.NoError(t, err)
	t.Logf("audited the PhraseLock day (%d proofs) in %v", phr.Proofs, time.Since(began))
	require.Equal(t, e.Text, phr.Answer)
	require.Len(t, phr.Players, len(plans))
	won, lost := phr.Players[0], phr.Players[1]
	require.True(t, won.Solved)
	require.Equal(t, 1, won.Lives)
	require.Len(t, won.Moves, len(plans[0])+1)
	want, err := gp.PhraseLockScore(1, won.Thinking, len(e.Text), e.Difficulty)
	require.NoError(t, err)
	require.Equal(t, want, won.Score)
	require.False(t, lost.Solved)
	require.Equal(t, 9, lost.Lives)
	require.Equal(t, 0, lost.Score)
	require.Equal(t, []DailyTurn{{Kind: "shape", Reply: lost.Moves[0].Reply, Lives: 10}, {Kind: "letter", Move: string(out), Lives: 9}, {Kind: "letter", Move: string(out), Lives: 9}}, lost.Moves)
	require.Equal(t, 2+len(won.Moves)+len(lost.Moves)+1, phr.Proofs)
	t.Logf("PhraseLock %q: %+v", e.Text, phr.Players)

	// tampered readings fail with their reasons
	pv := env.Prover
	read := func(gt uint64) *DailyReading {
		c := cfg
		c.GameType = gt
		rd, err := ReadDaily(ctx, c)
		require.NoError(t, err)
		return rd
	}
	fails := func(rd *DailyReading, reason string) {
		t.Helper()
		_, err := CheckDaily(ctx, pv, rd)
		require.ErrorIs(t, err, ErrDaily)
		require.ErrorContains(t, err, reason)
	}
	p0, p1, p2 := players[0], players[1], players[2]
	for _, pl := range num.Players[:2] {
		require.GreaterOrEqual(t, len(pl.Tries), 2, "the tampering below swaps the first two answers")
	}
	for _, gt := range []uint64{wire.NumLock, wire.PhraseLock} {
		rd := read(gt)
		rd.Log.Opened.Seed = new(big.Int).Add(rd.Log.Opened.Seed, big.NewInt(1))
		fails(rd, "does not open the commitment")

		rd = read(gt)
		rd.DrawHash[0] ^= 1
		fails(rd, "the hash of block")

		rd = read(gt)
		rd.Stored.DrawBlock = rd.Log.Committed.Raw.BlockNumber - 1
		fails(rd, "not the commitment's block")

		rd = read(gt)
		rd.Type.AnswersCount++
		fails(rd, "is not the local one")

		rd = read(gt)
		rd.Config.Window = new(big.Int).Add(rd.Config.Window, big.NewInt(1))
		fails(rd, "is not the PuzlocDaily contract of these bindings")

		rd = read(gt)
		rd.Code = rd.Code[:len(rd.Code)-1]
		fails(rd, "is not the PuzlocDaily contract of these bindings")

		rd = read(gt)
		k := rd.Log.Seats[p1].Key
		k.MatchKey = new(big.Int).Add(k.MatchKey, big.NewInt(1))
		fails(rd, p1.Hex()+"'s opened key")

		rd = read(gt)
		rd.KeyProofs[p0], rd.KeyProofs[p1] = rd.KeyProofs[p1], rd.KeyProofs[p0]
		fails(rd, "the house's key proof for "+p0.Hex()+": the proof does not verify")

		rd = read(gt)
		rd.Answers[DailyMove{p0, 1}].Proof = rd.Answers[DailyMove{p1, 1}].Proof // another player's
		fails(rd, p0.Hex()+"'s answer 1: the proof does not verify")

		rd = read(gt)
		rd.Answers[DailyMove{p0, 1}].Proof = rd.Answers[DailyMove{p0, 0}].Proof // another move's
		fails(rd, p0.Hex()+"'s answer 1: the proof does not verify")

		rd = read(gt)
		r := rd.Log.Seats[p0].Result
		r.Score = new(big.Int).Add(r.Score, big.NewInt(1))
		fails(rd, p0.Hex()+"'s recorded score")

		rd = read(gt)
		r = rd.Log.Seats[p0].Result
		r.Thinking = new(big.Int).Add(r.Thinking, big.NewInt(1))
		fails(rd, "s of thinking, the block times")

		rd = read(gt)
		r = rd.Log.Seats[p1].Result
		r.Attempts = new(big.Int).Add(r.Attempts, big.NewInt(1))
		fails(rd, p1.Hex()+"'s result counts")

		rd = read(gt)
		rd.Opening[40] ^= 1
		fails(rd, map[uint64]string{wire.NumLock: "the opening proof of the code", wire.PhraseLock: "the proof of the phrase's facts"}[gt])

		rd = read(gt)
		rd.Log.TimedOut = &bpuzloc.PuzlocDailyHouseTimedOut{Compensation: big.NewInt(1)}
		fails(rd, "the day is void but")
	}

	// NumLock: a colour the house did not give, a guess's clock, the opened code, a refusal
	rd := read(wire.NumLock)
	s0 := rd.Log.Seats[p0]
	k0 := felt(s0.Key.MatchKey)
	other := []game.Color{game.Grey, game.Grey, game.Grey, game.Yellow}
	if colourCode(other) == num.Players[0].Tries[0].Colours {
		other[3] = game.Grey
	}
	ct, err := hidden.EncryptColours(numLockWord, k0, 0, 0, other)
	require.NoError(t, err)
	s0.Answers[0].Colours = ct.BigInt(new(big.Int))
	fails(rd, p0.Hex()+"'s guess 0 ("+num.Players[0].Tries[0].Guess+") was answered "+colourCode(other))

	rd = read(wire.NumLock)
	g := rd.Log.Seats[p0].Guesses[1]
	rd.BlockTimes[g.Raw.BlockNumber]++
	fails(rd, p0.Hex()+"'s guess 1 counts")

	rd = read(wire.NumLock)
	rd.Log.Opened.Answer = new(big.Int).Xor(rd.Log.Opened.Answer, big.NewInt(1))
	fails(rd, "is not the day's code")

	rd = read(wire.NumLock)
	rd.Log.Opened.Difficulty = big.NewInt((int64(diff) + 1) % 3)
	fails(rd, "the opened difficulty")

	rd = read(wire.NumLock)
	rd.Refusals[DailyMove{p2, 2}][40] ^= 1
	fails(rd, "the refusal of "+p2.Hex()+"'s guess 2")

	rd = read(wire.NumLock)
	rd.Log.Seats[p2].Answers[2] = rd.Log.Seats[p2].Answers[1]
	delete(rd.Log.Seats[p2].Refused, 2)
	fails(rd, p2.Hex()+"'s guess 2 opens to no code")

	// PhraseLock: a reply, the public bits, the lives, the facts
	rd = read(wire.PhraseLock)
	a := rd.Log.Seats[p0].PhraseAnswers[2]
	a.Reply = new(big.Int).Add(a.Reply, big.NewInt(1))
	fails(rd, p0.Hex()+"'s reply 2 (letter) is not the reply the rules give")

	rd = read(wire.PhraseLock)
	a = rd.Log.Seats[p1].PhraseAnswers[2]
	a.Refused = false
	fails(rd, p1.Hex()+"'s answer 2 (letter "+string(out)+") says hit=false refused=false")

	rd = read(wire.PhraseLock)
	a = rd.Log.Seats[p1].PhraseAnswers[1]
	a.Lives = big.NewInt(10)
	fails(rd, p1.Hex()+"'s answer 1 (letter "+string(out)+") leaves 10 lives, game/puzloc 9")

	rd = read(wire.PhraseLock)
	f := rd.Log.PhraseOpened
	f.Length = new(big.Int).Add(f.Length, big.NewInt(1))
	fails(rd, "the proven facts")

	rd = read(wire.PhraseLock)
	rd.Answers[DailyMove{p0, 1}] = rd.Answers[DailyMove{p0, 2}]
	fails(rd, p0.Hex()+"'s accumulator after move 1")

	// the next day the house is silent: a player's binding is claimed late
	env.StopHouse()
	day2 := day + 1
	require.Less(t, env.Now(), (day2+1)*86400)
	_, pk, err := hidden.NewPlayerKey()
	require.NoError(t, err)
	b := bpuzloc.NewPuzlocDaily()
	x, y := pk.X.BigInt(new(big.Int)), pk.Y.BigInt(new(big.Int))
	_, err = movers[0].Send(ctx, env.Daily, b.PackJoin(big.NewInt(wire.NumLock), new(big.Int).SetUint64(day2), x, y), nil)
	require.NoError(t, err)
	env.MoveTo(env.Now() + uint64(env.Window/time.Second) + 2)
	anyone, err := client.NewEOAMover(ctx, env.Chain.Client, env.Chain.Net.DevKeys()[2])
	require.NoError(t, err)
	_, err = anyone.Send(ctx, env.Daily, b.PackClaimHouseTimeout(big.NewInt(wire.NumLock), new(big.Int).SetUint64(day2), []common.Address{p0}), nil)
	require.NoError(t, err)
	cfg.GameType, cfg.Day = wire.NumLock, day2
	void, err := AuditDaily(ctx, cfg)
	require.NoError(t, err)
	require.True(t, void.Void)
	require.Equal(t, []common.Address{p0}, void.Victims)
	require.Positive(t, void.Compensation.Sign())
	require.Empty(t, void.Players)
}
