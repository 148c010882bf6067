package main

import (
	"context"
	"fmt"
	"time"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/prover"
)

// serveDaily returns the house's daily challenge service, run beside Best of
// 3, when the deployment has PuzlocDaily (docs/puzloc.md "The daily
// challenge"), else nil; it stops with the command. Its store is the house's
// store.
func serveDaily(hs *houseSession, key *house.Key, store *client.Store, pv *prover.Prover, poll time.Duration) (func(context.Context) error, error) {
	addr, err := hs.manifest.Address(deploy.ContractPuzlocDaily)
	if err != nil {
		return nil, nil //nolint:nilerr // an older deployment without the daily challenge
	}
	codes, err := prover.LoadDailyCodes()
	if err != nil {
		return nil, err
	}
	phrases, err := phrase.Default()
	if err != nil {
		return nil, err
	}
	svc, err := house.NewDaily(hs.ctx, house.DailyConfig{
		Mover: hs.mover, Backend: hs.backend, Key: key, Daily: addr, Registry: hs.registry, Store: store, Codes: codes, Phrases: phrases, Prover: pv,
		Log: func(format string, args ...any) {
			hs.out.line("%s %s", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
		},
	})
	if err != nil {
		return nil, err
	}
	hs.out.line("house %s serves the daily challenge at %s", hs.address.Hex(), addr.Hex())
	return func(ctx context.Context) error { return svc.Run(ctx, poll) }, nil
}
