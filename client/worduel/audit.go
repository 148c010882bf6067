package worduel

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/worduel"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// ErrAudit is returned when a match's events disagree with the rules: a
// seed that does not open its commitment, colours that are not the
// feedback of the derived word, or solve counts the replay does not give.
var ErrAudit = errors.New("worduel: audit failed")

// Audit is an auditor's replay of one Blitz match.
type Audit struct {
	Words  [2][]worduel.Word // each player's words: targets re-derived from the opponent's seed
	Solves [2]int            // by game/worduel.Solves
	Winner worduel.Side      // by game/worduel.BlitzWinner
	Ended  bool              // whether the match ended by the clocks (an Ended event)
}

// AuditMatch replays match matchID from the contract's events through
// game/worduel: both seeds must be revealed (revealSeed). It checks each
// seed against its commitment, re-derives every word, checks every answered
// colour pattern, and compares the solve counts with the Ended event.
func AuditMatch(ctx context.Context, backend ethereum.LogFilterer, blitzAddr common.Address, matchID *big.Int, dicts *wire.Dictionaries) (Audit, error) {
	var out Audit
	logs, err := backend.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{blitzAddr}, Topics: [][]common.Hash{nil, {common.BigToHash(matchID)}},
	})
	if err != nil {
		return out, err
	}
	b := duel.NewWorduelBlitz()
	var (
		players     [2]common.Address
		commitments [2]*big.Int
		seeds       [2]*fr.Element
		r           *big.Int
		guesses     [2][]*duel.WorduelBlitzGuess
		answers     [2][]*duel.WorduelBlitzAnswer
		ended       *duel.WorduelBlitzEnded
	)
	seat := func(p common.Address) (int, error) {
		if i := slices.Index(players[:], p); i >= 0 {
			return i, nil
		}
		return 0, fmt.Errorf("%w: %s does not play match %s", ErrAudit, p, matchID)
	}
	for i := range logs {
		l := &logs[i]
		if err := auditLog(b, l, &players, &commitments, &seeds, &r, &guesses, &answers, &ended, seat); err != nil {
			return out, err
		}
	}
	for k := range 2 {
		if seeds[k] == nil || commitments[k] == nil {
			return out, fmt.Errorf("%w: player %s has not revealed its seed", ErrAudit, players[k])
		}
		if c := prover.SeedCommitment(*seeds[k]); c.BigInt(new(big.Int)).Cmp(commitments[k]) != 0 {
			return out, fmt.Errorf("%w: the seed of %s does not open its commitment", ErrAudit, players[k])
		}
	}
	for k := range 2 {
		opp := *seeds[1-k]
		if len(answers[k]) > len(guesses[k]) {
			return out, fmt.Errorf("%w: more answers than guesses", ErrAudit)
		}
		for j, ans := range answers[k] {
			g := guesses[k][j]
			if g.Word.Cmp(ans.Word) != 0 || g.Try.Cmp(ans.Try) != 0 {
				return out, fmt.Errorf("%w: answer %d of %s is not for guess %d", ErrAudit, j, players[k], j)
			}
			i := int(g.Word.Uint64())
			for len(out.Words[k]) <= i {
				target, _, err := dicts.SecretTree.DeriveWord(opp, r, uint64(len(out.Words[k])))
				if err != nil {
					return out, err
				}
				out.Words[k] = append(out.Words[k], worduel.Word{Target: target})
			}
			w := &out.Words[k][i]
			guess := dicts.Unpack(uint32(g.Guess.Uint64()))
			want, err := game.FeedbackWords(game.Letters, w.Target, guess, dicts.Length)
			if err != nil {
				return out, err
			}
			if ColoursValue(want) != ans.Colours.Uint64() {
				return out, fmt.Errorf("%w: %s's guess %q on word %d was answered %v, not %v", ErrAudit, players[k], guess, i, ColoursOf(ans.Colours.Uint64(), dicts.Length), want)
			}
			w.Guesses = append(w.Guesses, guess)
		}
		if out.Solves[k], err = worduel.Solves(out.Words[k]); err != nil {
			return out, fmt.Errorf("%w: %w", ErrAudit, err)
		}
	}
	if out.Winner, err = worduel.BlitzWinner(out.Solves[0], out.Solves[1]); err != nil {
		return out, err
	}
	if ended != nil {
		out.Ended = true
		if ended.SolvesA.Int64() != int64(out.Solves[0]) || ended.SolvesB.Int64() != int64(out.Solves[1]) {
			return out, fmt.Errorf("%w: the contract counted %d-%d solves, the replay %d-%d", ErrAudit, ended.SolvesA, ended.SolvesB, out.Solves[0], out.Solves[1])
		}
		if int(ended.Outcome) != int(out.Winner) {
			return out, fmt.Errorf("%w: the contract's outcome %d, the replay's %v", ErrAudit, ended.Outcome, out.Winner)
		}
	}
	return out, nil
}

func auditLog(b *duel.WorduelBlitz, l *types.Log, players *[2]common.Address, commitments *[2]*big.Int, seeds *[2]*fr.Element,
	r **big.Int, guesses *[2][]*duel.WorduelBlitzGuess, answers *[2][]*duel.WorduelBlitzAnswer, ended **duel.WorduelBlitzEnded,
	seat func(common.Address) (int, error)) error {
	if ev, err := b.UnpackMatchStartedEvent(l); err == nil {
		players[0], players[1] = ev.A, ev.B
		return nil
	}
	if ev, err := b.UnpackSeedCommittedEvent(l); err == nil {
		k, err := seat(ev.Player)
		commitments[k] = ev.Commitment
		return err
	}
	if ev, err := b.UnpackRandomnessDrawnEvent(l); err == nil {
		*r = ev.Randomness
		return nil
	}
	if ev, err := b.UnpackGuessEvent(l); err == nil {
		k, err := seat(ev.Guesser)
		if err == nil {
			guesses[k] = append(guesses[k], ev)
		}
		return err
	}
	if ev, err := b.UnpackAnswerEvent(l); err == nil {
		k, err := seat(ev.Guesser)
		if err == nil {
			answers[k] = append(answers[k], ev)
		}
		return err
	}
	if ev, err := b.UnpackSeedRevealedEvent(l); err == nil {
		k, err := seat(ev.Player)
		var s fr.Element
		s.SetBigInt(ev.Seed)
		seeds[k] = &s
		return err
	}
	if ev, err := b.UnpackEndedEvent(l); err == nil {
		*ended = ev
	}
	return nil
}
