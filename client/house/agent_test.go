package house_test

import (
	"context"
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// idBackend is a chain that only knows its id (all a house agent asks when
// it is made).
type idBackend struct{ client.Backend }

func (idBackend) ChainID(context.Context) (*big.Int, error) { return big.NewInt(1337), nil }

// TestAgentSeedStoredOnce: the house's seed of a match is made once and
// written to the store: asked again, or by an agent over the reopened store
// (a restart), it is the same seed; another match gets another seed.
func TestAgentSeedStoredOnce(t *testing.T) {
	dicts, err := wire.LoadDictionaries(5)
	require.NoError(t, err)
	p, err := prover.New(prover.Config{})
	require.NoError(t, err)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "store")
	agent := func() *house.Agent {
		store, err := client.OpenStore(path, "pw")
		require.NoError(t, err)
		m, err := client.NewEOAMover(context.Background(), idBackend{}, key)
		require.NoError(t, err)
		a, err := house.NewAgent(context.Background(), house.AgentConfig{
			Mover: m, Backend: idBackend{}, Key: house.DeriveKey(key), Bo3: common.Address{7}, Store: store, Dicts: dicts, Prover: p,
		})
		require.NoError(t, err)
		return a
	}
	a := agent()
	seed, err := a.Seed(big.NewInt(1))
	require.NoError(t, err)
	again, err := a.Seed(big.NewInt(1))
	require.NoError(t, err)
	require.Equal(t, seed, again, "asked again")
	restarted, err := agent().Seed(big.NewInt(1))
	require.NoError(t, err)
	require.Equal(t, seed, restarted, "after a restart")
	other, err := a.Seed(big.NewInt(2))
	require.NoError(t, err)
	require.NotEqual(t, seed, other, "a fresh seed per match")

	_, err = house.NewAgent(context.Background(), house.AgentConfig{Mover: nil})
	require.Error(t, err, "a config without a mover")
}
