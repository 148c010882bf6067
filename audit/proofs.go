package audit

import (
	"context"
	"fmt"
	"io/fs"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
)

// verifier is the prover that checks proofs against the verifying keys of
// keyFS (nil: the shipped keys), the keys an audit trusts.
func verifier(keyFS fs.FS) (*prover.Prover, error) {
	if keyFS == nil {
		keyFS = keys.FS()
	}
	return prover.New(prover.Config{Keys: keyFS})
}

// proofJob is one proof to verify locally: its circuit, its public inputs
// without the context (which binding gives: appended to a commit proof's,
// folded into a reveal's packed batch), and its points.
type proofJob struct {
	check   string
	where   *Location
	round   uint16
	player  common.Address
	circuit string
	binding prover.Binding
	inputs  []*big.Int
	proof   [8]*big.Int
}

func (a *auditor) queue(j proofJob) { a.jobs = append(a.jobs, j) }

// verify checks one proof against its public inputs; nil means valid.
func (j *proofJob) verify(ctx context.Context, pv *prover.Prover) error {
	var points prover.SolidityProof
	for i, w := range j.proof {
		if w == nil {
			return fmt.Errorf("proof word %d missing", i)
		}
		points[i] = w
	}
	proof, err := prover.NewProof(j.circuit, j.inputs, points)
	if err != nil {
		return err
	}
	c, err := j.binding.Context()
	if err != nil {
		return err
	}
	if spec, err := prover.ParseID(j.circuit); err == nil && spec.Kind == prover.KindReveal && len(proof.Public) > 0 {
		// A reveal carries the context in the high bits of its last input.
		last := &proof.Public[len(proof.Public)-1]
		last.SetBigInt(circuits.WithContext(last.BigInt(new(big.Int)), c))
	} else {
		proof.Public = append(proof.Public, c)
	}
	return pv.Verify(ctx, proof)
}

// verifyProofs verifies every queued proof on cfg.Workers goroutines and
// records a finding for each that fails.
func (a *auditor) verifyProofs(ctx context.Context) {
	errs := make([]error, len(a.jobs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(a.cfg.Workers, max(1, len(a.jobs))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = a.jobs[i].verify(ctx, a.prover)
			}
		}()
	}
feed:
	for i := range a.jobs {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	for i, j := range a.jobs {
		switch j.check {
		case CheckJoinProof:
			a.report.Checked.JoinProofs++
		case CheckRevealProof:
			a.report.Checked.RevealProofs++
		}
		if errs[i] == nil {
			continue
		}
		player := j.player
		a.report.fail(Finding{
			Check: j.check, Where: j.where, Round: j.round, Player: &player,
			Detail: fmt.Sprintf("the %s proof does not verify against its public inputs with the local key: %v", j.circuit, errs[i]),
		})
	}
}
