package relayer

import (
	"context"
	"errors"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/relayer/erc7562"
	"github.com/wordproof/wordproof/relayer/mempool"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/sponsor"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// Store names of the reputation's state and of the last block scanned for
// inclusions.
const (
	reputationValue  = "erc7562-reputation"
	inclusionsCursor = "erc7562-inclusions"
)

// newValidator builds the ERC-7562 validator around the simulator, with the
// reputation loaded from the store. The sponsor's paymaster and factories
// are trusted (treated as staked, not counted by the reputation) and
// allow-listed for the no-tracer fallback: the policy already bounds what
// their operations do.
func (r *Relayer) newValidator(chainID *big.Int, st *store.Store, sp *sponsor.Sponsor, s *sim.Simulator) (*erc7562.Validator, *erc7562.Reputation, error) {
	vc := r.cfg.Validation
	rcfg := vc.Reputation
	rcfg.Now = r.clock
	rep := erc7562.NewReputation(rcfg)
	var saved erc7562.ReputationState
	if err := st.Value(reputationValue, &saved); err == nil {
		rep.Restore(saved)
	} else if !errors.Is(err, store.ErrNotFound) {
		return nil, nil, err
	}
	ours := append([]common.Address{sp.Paymaster()}, r.cfg.Policy.FactoryAddresses()...)
	v := erc7562.NewValidator(erc7562.Config{
		EntryPoint: r.cfg.EntryPoint, ChainID: chainID, Rules: vc.Rules, Reputation: rep,
		Trusted: ours, Fallback: vc.Fallback, Allow: append(ours, vc.Allow...), Tracer: vc.Tracer,
		Logger: r.cfg.Logger.With("component", "relayer/erc7562"),
	}, s)
	return v, rep, nil
}

// resumeReputation registers the operations waiting since before a restart,
// so that the reputation credits their inclusion.
func resumeReputation(v *erc7562.Validator, pool *mempool.Pool) {
	for _, status := range []store.OpStatus{store.OpPending, store.OpSubmitted} {
		for _, rec := range pool.Waiting(status) {
			v.Resume(rec.Op)
		}
	}
}

// watchInclusions credits the reputation with every operation it saw that
// the EntryPoint's UserOperationEvent logs show included, whoever bundled it.
func (r *Relayer) watchInclusions() {
	defer r.wg.Done()
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := r.scanInclusions(ctx); err != nil {
			r.log.Warn("scan for included operations failed", "err", err)
		}
		cancel()
		select {
		case <-r.quit:
			return
		case <-t.C:
		}
	}
}

func (r *Relayer) scanInclusions(ctx context.Context) error {
	head := r.bundler.Head()
	if head == nil {
		return nil
	}
	from := head.Number.Uint64()
	if last, err := r.store.Cursor(inclusionsCursor); err == nil {
		from = last + 1
	} else if !errors.Is(err, store.ErrNotFound) {
		return err
	}
	if from > head.Number.Uint64() {
		return nil
	}
	to := min(head.Number.Uint64(), from+maxRevertScan-1)
	logs, err := r.client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{r.cfg.EntryPoint},
		Topics:    [][]common.Hash{{userop.EventTopic}},
	})
	if err != nil {
		return err
	}
	for _, l := range logs {
		if len(l.Topics) > 1 && !l.Removed {
			r.reputation.Included(l.Topics[1])
		}
	}
	b := r.store.NewBatch()
	if err := b.PutCursor(inclusionsCursor, to); err != nil {
		return err
	}
	if err := b.PutValue(reputationValue, r.reputation.State()); err != nil {
		return err
	}
	return b.Write()
}

// saveReputation writes the reputation before the store closes.
func (r *Relayer) saveReputation() error {
	b := r.store.NewBatch()
	if err := b.PutValue(reputationValue, r.reputation.State()); err != nil {
		return err
	}
	return b.Write()
}
