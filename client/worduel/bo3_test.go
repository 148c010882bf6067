package worduel_test

import (
	"context"
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/prover"
)

// windowBackend is a chain that only knows its id and answers every call
// with one word (the Best of 3 WINDOW the agent reads when it is made).
type windowBackend struct{ client.Backend }

func (windowBackend) ChainID(context.Context) (*big.Int, error) { return big.NewInt(1337), nil }
func (windowBackend) CallContract(context.Context, ethereum.CallMsg, *big.Int) ([]byte, error) {
	return common.BigToHash(big.NewInt(30)).Bytes(), nil
}

// TestBo3KeyStoredOnce: the player's key of a match is made once and
// written to the store: asked again, or by an agent over the reopened store
// (a restart), it is the same key; another match gets another key.
func TestBo3KeyStoredOnce(t *testing.T) {
	dicts, err := wire.LoadDictionaries(5)
	require.NoError(t, err)
	p, err := prover.New(prover.Config{})
	require.NoError(t, err)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "store")
	agent := func() *worduel.Bo3Agent {
		store, err := client.OpenStore(path, "pw")
		require.NoError(t, err)
		m, err := client.NewEOAMover(context.Background(), windowBackend{}, key)
		require.NoError(t, err)
		a, err := worduel.NewBo3Agent(context.Background(), worduel.Bo3Config{
			Mover: m, Backend: windowBackend{}, Bo3: common.Address{7}, Store: store, Dicts: dicts, Prover: p,
			Strategy: worduel.NewCandidateStrategy(dicts.Secrets.Words(), 5, 1),
		})
		require.NoError(t, err)
		return a
	}
	a := agent()
	sk, pk, err := a.Key(big.NewInt(1))
	require.NoError(t, err)
	require.True(t, pk.IsOnCurve())
	want, err := hidden.PublicKey(sk)
	require.NoError(t, err)
	require.Equal(t, want, pk)
	again, _, err := a.Key(big.NewInt(1))
	require.NoError(t, err)
	require.Zero(t, sk.Cmp(again), "asked again")
	restarted, _, err := agent().Key(big.NewInt(1))
	require.NoError(t, err)
	require.Zero(t, sk.Cmp(restarted), "after a restart")
	other, _, err := a.Key(big.NewInt(2))
	require.NoError(t, err)
	require.NotZero(t, sk.Cmp(other), "a fresh key per match")
}
