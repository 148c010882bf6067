package audit

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/common"

	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/prover"
)

// The PhraseLock replay of a daily audit: the day's phrase and its proven
// facts, then each player's moves decrypted with its opened key, answered
// again by hidden/phrase and played through game/puzloc's engine.

var phraseKindNames = map[phrase.Kind]string{
	phrase.KindLetter: "letter", phrase.KindPhrase: "phrase", phrase.KindHintLetter: "letter hint",
	phrase.KindHintCategory: "category hint", phrase.KindHintLength: "length hint", phrase.KindShape: "shape",
}

func (c *dailyCheck) phraseDay() error {
	list, err := phrase.Default()
	if err != nil {
		return err
	}
	e, err := (&phrase.Day{List: list, Seed: c.seed, Randomness: c.r, Day: c.rd.Day}).Entry()
	if err != nil {
		return dailyFail("deriving the day's phrase: %v", err)
	}
	c.out.Answer, c.out.Category, c.out.Difficulty = e.Text, string(gp.Categories()[e.Category]), e.Difficulty.String()
	d := c.rd.Log
	moved := false
	for _, p := range d.Players {
		moved = moved || len(d.Seats[p].Moves) > 0
	}
	if f := d.PhraseOpened; f != nil {
		if f.Length.Cmp(big.NewInt(int64(e.Length()))) != 0 || f.Category.Cmp(big.NewInt(int64(e.Category))) != 0 || f.Difficulty.Cmp(big.NewInt(int64(e.Difficulty))) != 0 {
			return dailyFail("the proven facts (length %s, category %s, difficulty %s) are not those of the day's phrase %q (%d, %d, %d)",
				f.Length, f.Category, f.Difficulty, e.Text, e.Length(), e.Category, e.Difficulty)
		}
		if d.Opened.Difficulty.Cmp(f.Difficulty) != 0 {
			return dailyFail("the opened difficulty %s is not the proven one %s", d.Opened.Difficulty, f.Difficulty)
		}
	} else if moved {
		return dailyFail("players moved but the phrase's facts were never proven")
	}
	finals := map[common.Address][2]*big.Int{} // each player's final accumulator and moves
	for _, p := range d.Players {
		pl, acc, err := c.phrasePlayer(list, e, p)
		if err != nil {
			return err
		}
		finals[p] = [2]*big.Int{acc, big.NewInt(int64(pl.Attempts))}
		c.out.Players = append(c.out.Players, pl)
	}
	if d.PhraseOpened == nil {
		return nil
	}
	over, ok := finals[c.rd.OpenedOver]
	if !ok || over[0] == nil {
		return dailyFail("the facts were proven over %s, who did not play", c.rd.OpenedOver)
	}
	packed, err := phrase.Fields{Day: c.rd.Day, Try: int(over[1].Int64()), Kind: phrase.KindOpen, Count: c.n,
		Length: e.Length(), Category: e.Category, Difficulty: int(e.Difficulty), Randomness: c.r}.Pack()
	if err != nil {
		return err
	}
	return c.verify("the proof of the phrase's facts", prover.PhraseLockSpec().ID(), []*big.Int{over[0], over[0], new(big.Int), new(big.Int), packed}, c.rd.Opening)
}

// phrasePlayer replays one player's moves; it returns the final accumulator.
func (c *dailyCheck) phrasePlayer(list *phrase.List, e phrase.Entry, p common.Address) (DailyPlayer, *big.Int, error) {
	pl := DailyPlayer{Player: p, Lives: gp.StartLives}
	m, k, err := c.seat(p)
	if err != nil {
		return pl, nil, err
	}
	s := c.rd.Log.Seats[p]
	pd := &phrase.Day{List: list, Seed: c.seed, Randomness: c.r, Day: c.rd.Day, Key: k}
	eng, err := gp.NewPhraseLock(e.Text, gp.Categories()[e.Category])
	if err != nil {
		return pl, nil, err
	}
	times := c.rd.BlockTimes
	var st phrase.State
	acc := m.BigInt(new(big.Int))
	var ready uint64
	for n, mv := range s.Moves {
		moved := times[mv.Raw.BlockNumber]
		if n == 0 {
			ready = moved // the clock starts at the first move
		}
		gap, err := c.gap(ready, moved, p, n)
		if err != nil {
			return pl, nil, err
		}
		pl.Thinking += gap
		ans, call := s.PhraseAnswers[n], c.rd.Answers[DailyMove{p, n}]
		if ans == nil || call == nil {
			return pl, nil, dailyFail("%s's move %d has no answer, yet the day was opened", p, n)
		}
		kind := phrase.Kind(mv.Kind.Uint64())
		turn, err := c.phraseMove(pd, eng, &st, p, n, kind, mv.Ciphertext, ans.Reply, acc, call.AccNew)
		if err != nil {
			return pl, nil, err
		}
		if ans.Hit != turn.Hit || ans.Refused != turn.refused || ans.Solved != (eng.Status() == gp.Won) {
			return pl, nil, dailyFail("%s's answer %d (%s %s) says hit=%v refused=%v solved=%v, game/puzloc hit=%v refused=%v solved=%v",
				p, n, turn.Kind, turn.Move, ans.Hit, ans.Refused, ans.Solved, turn.Hit, turn.refused, eng.Status() == gp.Won)
		}
		if ans.Lives.Cmp(big.NewInt(int64(eng.Lives()))) != 0 {
			return pl, nil, dailyFail("%s's answer %d (%s %s) leaves %s lives, game/puzloc %d", p, n, turn.Kind, turn.Move, ans.Lives, eng.Lives())
		}
		packed, err := phrase.Fields{Day: c.rd.Day, Try: n, Kind: kind, Hit: ans.Hit, Refused: ans.Refused, Solved: ans.Solved, Count: c.n, Randomness: c.r}.Pack()
		if err != nil {
			return pl, nil, err
		}
		if err := c.verify(fmt.Sprintf("%s's answer %d", p, n), prover.PhraseLockSpec().ID(),
			[]*big.Int{acc, call.AccNew, mv.Ciphertext, ans.Reply, packed}, call.Proof); err != nil {
			return pl, nil, err
		}
		turn.Lives = eng.Lives()
		pl.Moves = append(pl.Moves, turn.DailyTurn)
		acc, ready = call.AccNew, times[ans.Raw.BlockNumber]
	}
	pl.Attempts, pl.Solved, pl.Lives = len(s.Moves), eng.Status() == gp.Won, eng.Lives()
	return pl, acc, c.result(p, &pl, func() (int, error) {
		return gp.PhraseLockScore(pl.Lives, pl.Thinking, e.Length(), e.Difficulty)
	})
}

// phraseTurn is a replayed move with the engine's refusal.
type phraseTurn struct {
	DailyTurn
	refused bool
}

// phraseMove answers move n again with hidden/phrase (the reply ciphertext
// and the accumulator must be the house's), decrypts the move and the reply,
// and plays the move on the engine.
func (c *dailyCheck) phraseMove(pd *phrase.Day, eng *gp.PhraseLock, st *phrase.State, p common.Address, n int, kind phrase.Kind, ct, reply, accOld, accNew *big.Int) (phraseTurn, error) {
	t := phraseTurn{DailyTurn: DailyTurn{Kind: phraseKindNames[kind]}}
	if t.Kind == "" {
		return t, dailyFail("%s's move %d is of kind %d, no PhraseLock move", p, n, kind)
	}
	a, err := pd.Answer(*st, kind, felt(ct))
	if err != nil {
		return t, dailyFail("%s's move %d (%s) cannot be answered: %v", p, n, t.Kind, err)
	}
	if a.Ciphertext.BigInt(new(big.Int)).Cmp(reply) != 0 {
		return t, dailyFail("%s's reply %d (%s) is not the reply the rules give for the day's phrase", p, n, t.Kind)
	}
	if a.AccNew.BigInt(new(big.Int)).Cmp(accNew) != 0 {
		return t, dailyFail("%s's accumulator after move %d is not the replayed state's", p, n)
	}
	*st = a.Next
	letter, guess, err := phrase.DecryptMove(pd.Key, pd.Day, n, kind, ct)
	if err != nil {
		return t, err
	}
	r, err := phrase.DecryptReply(pd.Key, pd.Day, n, kind, felt(reply))
	if err != nil {
		return t, dailyFail("%s's reply %d does not decrypt: %v", p, n, err)
	}
	switch kind {
	case phrase.KindLetter:
		t.Move = string(rune(letter))
		if letter == 0 {
			t.Move = "(no letter)"
		}
		found, err := eng.GuessLetter(letter)
		t.refused, t.Hit = err != nil, found > 0
		if t.Hit {
			t.Reply = mask(r)
		}
	case phrase.KindPhrase:
		if guess == "" {
			guess = "?" // packs to nothing: never the phrase
		}
		t.Move = guess
		if t.Hit, err = eng.GuessPhrase(guess); err != nil {
			return t, dailyFail("%s's phrase %d (%q): %v", p, n, guess, err)
		}
	case phrase.KindHintLetter:
		var accOldF fr.Element
		accOldF.SetBigInt(accOld)
		ch, err := eng.HintLetter(phrase.Pick(pd.Seed, accOldF))
		if err != nil || ch != r.Letter {
			return t, dailyFail("%s's letter hint %d revealed %c, game/puzloc's pick gives %c (%v)", p, n, r.Letter, ch, err)
		}
		t.Reply = mask(r)
	case phrase.KindHintCategory:
		cat, err := eng.HintCategory()
		if err != nil || r.Category < 0 || r.Category >= len(gp.Categories()) || gp.Categories()[r.Category] != cat {
			return t, dailyFail("%s's category hint %d revealed category %d, game/puzloc gives %q (%v)", p, n, r.Category, cat, err)
		}
		t.Reply = string(cat)
	case phrase.KindHintLength:
		l, err := eng.HintLength()
		if err != nil || l != r.Length {
			return t, dailyFail("%s's length hint %d revealed %d, game/puzloc gives %d (%v)", p, n, r.Length, l, err)
		}
		t.Reply = fmt.Sprint(l)
	case phrase.KindShape:
		t.Reply = r.Shape
	}
	return t, nil
}

// mask writes a revealed letter's positions: the letter and 1-based places.
func mask(r phrase.Reply) string {
	s := string(rune(r.Letter)) + " at"
	for i := range phrase.MaxLength {
		if r.Mask>>i&1 == 1 {
			s += fmt.Sprintf(" %d", i+1)
		}
	}
	return s
}
