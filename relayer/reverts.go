package relayer

import (
	"context"
	"errors"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// revertCursor names the store's record of the last block scanned for
// reverted sponsored operations.
const revertCursor = "sponsor-reverts"

// maxRevertScan is the most blocks one log query covers.
const maxRevertScan = 2000

// watchReverts follows the EntryPoint's UserOperationEvent logs of operations
// that the sponsor's paymaster paid for, whoever bundled them, and reports
// each outcome to the sponsor, which cools down senders whose operations
// keep reverting.
func (r *Relayer) watchReverts() {
	defer r.wg.Done()
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := r.scanReverts(ctx); err != nil {
			r.log.Warn("scan for reverted sponsored operations failed", "err", err)
		}
		cancel()
		select {
		case <-r.quit:
			return
		case <-t.C:
		}
	}
}

// scanReverts scans the blocks after the stored cursor up to the head (at
// most maxRevertScan of them) and moves the cursor. The first scan starts at
// the head.
func (r *Relayer) scanReverts(ctx context.Context) error {
	head := r.bundler.Head()
	if head == nil {
		return nil
	}
	from := head.Number.Uint64()
	if last, err := r.store.Cursor(revertCursor); err == nil {
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
		Topics:    [][]common.Hash{{userop.EventTopic}, nil, nil, {userop.PaymasterTopic(r.sponsor.Paymaster())}},
	})
	if err != nil {
		return err
	}
	for i := range logs {
		ev, err := userop.ParseEvent(&logs[i])
		if err != nil || ev.Paymaster != r.sponsor.Paymaster() {
			continue
		}
		if ev.Success {
			err = r.sponsor.Succeeded(ev.Sender)
		} else {
			r.sponsorRevert.Inc()
			r.sponsorWasted.AddBig(ev.ActualGasCost)
			err = r.sponsor.Reverted(ev.Sender, ev.UserOpHash)
		}
		if err != nil {
			return err
		}
	}
	b := r.store.NewBatch()
	if err := b.PutCursor(revertCursor, to); err != nil {
		return err
	}
	return b.Write()
}
