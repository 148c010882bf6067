package main

import (
	"fmt"
	"time"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/prover"
)

// serveDaily starts the house's daily challenge service beside Best of 3
// when the deployment has PuzlocDaily (docs/puzloc.md "The daily
// challenge"); it stops with the command. Its store is the house's store.
func serveDaily(hs *houseSession, key *house.Key, store *client.Store, pv *prover.Prover, poll time.Duration) error {
	addr, err := hs.manifest.Address(deploy.ContractPuzlocDaily)
	if err != nil {
		return nil // an older deployment without the daily challenge
	}
	codes, err := prover.LoadDailyCodes()
	if err != nil {
		return err
	}
	phrases, err := phrase.Default()
	if err != nil {
		return err
	}
	svc, err := house.NewDaily(hs.ctx, house.DailyConfig{
		Mover: hs.mover, Backend: hs.backend, Key: key, Daily: addr, Registry: hs.registry, Store: store, Codes: codes, Phrases: phrases, Prover: pv,
		Log: func(format string, args ...any) {
			hs.out.line("%s %s", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
		},
	})
	if err != nil {
		return err
	}
	hs.out.line("house %s serves the daily challenge at %s", hs.address.Hex(), addr.Hex())
	go func() { _ = svc.Run(hs.ctx, poll) }()
	return nil
}
