package deploy

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/prover"
)

// ContractPuzlocDaily is Puzloc's daily challenge contract (registered with
// the house registry as a game that draws houses).
const ContractPuzlocDaily = "PuzlocDaily"

// DailyConfig sets the daily challenge's deadlines and the house's penalty
// (docs/puzloc.md "The daily challenge").
type DailyConfig struct {
	// CommitLead is how long before 00:00 UTC the house must commit; zero
	// means DefaultDailyCommitLead.
	CommitLead time.Duration
	// Grace is how long after the day guesses are still taken; zero means
	// DefaultDailyGrace.
	Grace time.Duration
	// Window is the binding, answer and opening deadline; zero means
	// DefaultBo3Window.
	Window time.Duration
	// Compensation is what each named player gets from a late house's bond;
	// nil means DefaultBo3Compensation.
	Compensation *big.Int
}

// Daily challenge defaults.
const (
	DefaultDailyCommitLead = time.Hour
	DefaultDailyGrace      = time.Hour
)

func (c DailyConfig) withDefaults() DailyConfig {
	if c.CommitLead == 0 {
		c.CommitLead = DefaultDailyCommitLead
	}
	if c.Grace == 0 {
		c.Grace = DefaultDailyGrace
	}
	if c.Window == 0 {
		c.Window = DefaultBo3Window
	}
	if c.Compensation == nil {
		c.Compensation = DefaultBo3Compensation
	}
	return c
}

// DailyVerifiers are the verifier contracts of NumLock's daily game type:
// key proofs, hidden answers, refusals and the opening.
func DailyVerifiers() (key, answer, refuse, open string) {
	return prover.VerifierName(prover.HouseKeySpec().ID()),
		prover.VerifierName(prover.HiddenSpec(gp.CodeLength, game.Digits).ID()),
		prover.VerifierName(prover.RefuseSpec(gp.CodeLength, game.Digits).ID()),
		prover.VerifierName(prover.AnswerSpec(gp.CodeLength, game.Digits).ID())
}

// PhraseLockVerifier is the phraselock verifier's contract (game type 1).
func PhraseLockVerifier() string { return prover.VerifierName(prover.PhraseLockSpec().ID()) }

// DailyStep deploys PuzlocDaily with NumLock as game type 0 (its verifiers
// and the daily code list's tree) and, when the key set has the phraselock
// circuit (its verifier is deployed), PhraseLock as game type 1 (the phrase
// list's tree), over the house registry of HouseStep, and allows it to draw
// houses. It must run after the Verifiers and HouseStep.
func DailyStep(cfg DailyConfig) Step {
	cfg = cfg.withDefaults()
	return Step{Name: ContractPuzlocDaily, Run: func(ctx context.Context, d *Deployer, m *Manifest) error {
		registryAddr := m.Contracts[ContractHouseRegistry]
		if registryAddr == (common.Address{}) {
			return errors.New("daily: the house registry is not deployed")
		}
		key, answer, refuse, open := DailyVerifiers()
		var verifier [4]common.Address
		for i, name := range []string{key, answer, refuse, open} {
			if verifier[i] = m.Contracts[name]; verifier[i] == (common.Address{}) {
				return fmt.Errorf("daily: verifier %s is not deployed", name)
			}
		}
		addr, err := deployOnce(ctx, d, m, ContractPuzlocDaily, func() ([]byte, error) {
			codes, err := prover.LoadDailyCodes()
			if err != nil {
				return nil, err
			}
			root := codes.Root()
			types := []puzloc.PuzlocDailyGameType{{
				AnswerVerifier: verifier[1], RefuseVerifier: verifier[2], OpenVerifier: verifier[3],
				AnswersRoot: root.BigInt(new(big.Int)), AnswersCount: uint32(codes.Len()),
				Length: gp.CodeLength, Tries: gp.NumLockAttempts,
			}}
			phraseVerifier := m.Contracts[PhraseLockVerifier()]
			if phraseVerifier != (common.Address{}) {
				phrases, err := phrase.Default()
				if err != nil {
					return nil, err
				}
				pr := phrases.Root()
				types = append(types, puzloc.PuzlocDailyGameType{AnswersRoot: pr.BigInt(new(big.Int)), AnswersCount: uint32(phrases.Len())})
			}
			args := puzloc.NewPuzlocDaily().PackConstructor(puzloc.PuzlocDailyConfig{
				Registry: registryAddr, KeyVerifier: verifier[0], GameTypes: types,
				CommitLead: seconds(cfg.CommitLead), Grace: seconds(cfg.Grace), Window: seconds(cfg.Window),
				Compensation: cfg.Compensation, PhraseVerifier: phraseVerifier,
			})
			return append(common.FromHex(puzloc.PuzlocDailyMetaData.Bin), args...), nil
		})
		if err != nil {
			return err
		}
		return allowHouseDraws(ctx, d, registryAddr, addr, "the daily challenge")
	}}
}
