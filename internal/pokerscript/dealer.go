package pokerscript

import (
	"context"
	"crypto/ecdsa"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/stretchr/testify/require"

	bhouse "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/testchain"
)

// Dealer registers key as a bonded house and returns its poker dealer (not
// running), as `house run` serves Wordle Poker; onAction may be nil.
func Dealer(t testing.TB, ctx context.Context, c *testchain.Chain, key *ecdsa.PrivateKey, onAction func(house.Action)) *house.PokerDealer {
	m, err := client.NewEOAMover(ctx, c.Client, key)
	require.NoError(t, err)
	hk := house.DeriveKey(key)
	x, y := hk.Public()
	r := bhouse.NewHouseRegistry()
	registry := c.Contract(deploy.ContractHouseRegistry)
	minBond, err := bind.Call(r.Instance(c.Client, registry), &bind.CallOpts{Context: ctx}, r.PackMINBOND(), r.UnpackMINBOND)
	require.NoError(t, err)
	_, err = m.Send(ctx, registry, r.PackRegister(x, y, "http://h.test"), minBond)
	require.NoError(t, err)
	store, err := client.OpenStore(filepath.Join(t.TempDir(), "house"), "pw")
	require.NoError(t, err)
	d, err := house.NewPokerDealer(ctx, house.PokerConfig{
		Mover: m, Backend: c.Client, Key: hk, Poker: c.Contract(deploy.ContractWordlePoker), Registry: registry,
		Platform: c.Contract(deploy.ContractDuelPlatform), Store: store, OnAction: onAction, Poll: 100 * time.Millisecond,
		Log: func(f string, args ...any) { t.Logf("house: "+f, args...) },
	})
	require.NoError(t, err)
	return d
}
