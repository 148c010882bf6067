package audit

import (
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/prover"
)

// The NumLock replay of a daily audit: the opened code, then each player's
// tries decrypted with its opened key and scored by game/puzloc.

var numLockWord = hidden.Word{Length: gp.CodeLength, Alphabet: game.Digits}

func (c *dailyCheck) numLockDay() error {
	codes, err := prover.LoadDailyCodes()
	if err != nil {
		return err
	}
	code, _, err := codes.DeriveWord(c.seed, c.r, 0)
	if err != nil {
		return dailyFail("deriving the day's code: %v", err)
	}
	sym, err := game.Digits.Encode(code, gp.CodeLength)
	if err != nil {
		return err
	}
	o := c.rd.Log.Opened
	packed := game.PackWord(sym)
	if !o.Answer.IsUint64() || o.Answer.Uint64() != packed {
		return dailyFail("the opened answer %#x is not the day's code %s (%#x) that the seed and R name", o.Answer, code, packed)
	}
	diff, err := gp.CodeDifficulty(code)
	if err != nil {
		return err
	}
	if o.Difficulty.Cmp(big.NewInt(int64(diff))) != 0 {
		return dailyFail("the opened difficulty is %s, game/puzloc's of %s is %d (%v)", o.Difficulty, code, diff, diff)
	}
	c.out.Answer, c.out.Difficulty = code, diff.String()
	// the opening: the code against itself, all green
	var green uint64
	for k := range gp.CodeLength {
		green |= uint64(game.Green) << (2 * k)
	}
	in := new(big.Int).Lsh(c.r, 80)
	in.Or(in, new(big.Int).Lsh(big.NewInt(int64(c.n)), 64))
	in.Or(in, new(big.Int).SetUint64(packed|green<<32))
	if err := c.verify("the opening proof of the code", prover.AnswerSpec(gp.CodeLength, game.Digits).ID(),
		[]*big.Int{c.s, c.root.BigInt(new(big.Int)), in}, c.rd.Opening); err != nil {
		return err
	}
	for _, p := range c.rd.Log.Players {
		pl, err := c.numLockPlayer(p, code, diff)
		if err != nil {
			return err
		}
		c.out.Players = append(c.out.Players, pl)
	}
	return nil
}

// numLockPlayer replays one player's tries.
func (c *dailyCheck) numLockPlayer(p common.Address, code string, diff gp.Difficulty) (DailyPlayer, error) {
	pl := DailyPlayer{Player: p}
	m, k, err := c.seat(p)
	if err != nil {
		return pl, err
	}
	s := c.rd.Log.Seats[p]
	eng, err := gp.NewNumLock(code)
	if err != nil {
		return pl, err
	}
	times := c.rd.BlockTimes
	ready := times[s.Bound.Raw.BlockNumber]
	acc := m
	hiddenID := prover.HiddenSpec(gp.CodeLength, game.Digits).ID()
	for n, g := range s.Guesses {
		gap, err := c.gap(ready, times[g.Raw.BlockNumber], p, n)
		if err != nil {
			return pl, err
		}
		pl.Thinking += gap
		if g.Thinking.Cmp(big.NewInt(int64(pl.Thinking/time.Second))) != 0 {
			return pl, dailyFail("%s's guess %d counts %ss of thinking, the block times %v", p, n, g.Thinking, pl.Thinking)
		}
		ct := felt(g.Ciphertext)
		guess, derr := hidden.DecryptGuess(numLockWord, k, 0, n, ct)
		if r := s.Refused[n]; r != nil {
			if derr == nil {
				return pl, dailyFail("the house refused %s's guess %d, which opens to the code %s", p, n, game.Digits.Decode(guess))
			}
			packed, err := hidden.PackRefusal(hidden.RefusalFields{Index: 0, Try: n})
			if err != nil {
				return pl, err
			}
			if err := c.verify(fmt.Sprintf("the refusal of %s's guess %d", p, n), prover.RefuseSpec(gp.CodeLength, game.Digits).ID(),
				[]*big.Int{m.BigInt(new(big.Int)), g.Ciphertext, packed}, c.rd.Refusals[DailyMove{p, n}]); err != nil {
				return pl, err
			}
			pl.Tries = append(pl.Tries, DailyTry{Refused: true})
			ready = times[r.Raw.BlockNumber]
			continue
		}
		a := s.Answers[n]
		if a == nil {
			return pl, dailyFail("%s's guess %d has no answer, yet the day was opened", p, n)
		}
		if derr != nil {
			return pl, dailyFail("%s's guess %d opens to no code (%v) but the house answered it", p, n, derr)
		}
		text := game.Digits.Decode(guess)
		want, err := eng.Guess(text)
		if err != nil {
			return pl, dailyFail("%s's guess %d (%s): %v", p, n, text, err)
		}
		got, err := hidden.DecryptColours(numLockWord, k, 0, n, felt(a.Colours))
		if err != nil {
			return pl, dailyFail("%s's answer %d does not decrypt to colours: %v", p, n, err)
		}
		if hidden.PackColours(got) != hidden.PackColours(want) {
			return pl, dailyFail("%s's guess %d (%s) was answered %s, game/puzloc's colours against %s are %s", p, n, text, colourCode(got), code, colourCode(want))
		}
		if solved := eng.Status() == gp.Won; a.Solved != solved {
			return pl, dailyFail("%s's answer %d says solved=%v, %s against %s is %v", p, n, a.Solved, text, code, solved)
		}
		call := c.rd.Answers[DailyMove{p, n}]
		if call == nil {
			return pl, dailyFail("the calldata of %s's answer %d is missing", p, n)
		}
		packed, err := hidden.PackAnswer(hidden.AnswerFields{Index: 0, Try: n, Solved: a.Solved, Count: c.n, Randomness: c.r})
		if err != nil {
			return pl, err
		}
		if err := c.verify(fmt.Sprintf("%s's answer %d", p, n), hiddenID,
			[]*big.Int{acc.BigInt(new(big.Int)), call.AccNew, g.Ciphertext, a.Colours, packed}, call.Proof); err != nil {
			return pl, err
		}
		acc = felt(call.AccNew)
		pl.Tries = append(pl.Tries, DailyTry{Guess: text, Colours: colourCode(got)})
		pl.Solved = a.Solved
		ready = times[a.Raw.BlockNumber]
	}
	pl.Attempts = len(pl.Tries)
	pl.Suspicious = pl.Solved && gp.SuspiciousSolve(pl.Attempts, pl.Thinking)
	return pl, c.result(p, &pl, func() (int, error) { return gp.NumLockScore(pl.Attempts, pl.Thinking, diff) })
}

// colourCode writes colours as G, Y and '.'.
func colourCode(cs []game.Color) string {
	b := make([]byte, len(cs))
	for i, x := range cs {
		switch x {
		case game.Green:
			b[i] = 'G'
		case game.Yellow:
			b[i] = 'Y'
		default:
			b[i] = '.'
		}
	}
	return string(b)
}
