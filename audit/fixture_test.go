package audit

import (
	"context"
	"encoding/binary"
	"fmt"
	"math/big"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/match"
	"github.com/wordproof/wordproof/prover"
)

// chain is a devnet with the whole game deployed, shared by the tests of
// this package (a game with real proofs takes a while to play).
type chain struct {
	net      *devnet.Devnet
	client   *ethclient.Client
	manifest *deploy.Manifest
	dicts    *wowclient.Dictionaries
	prover   *prover.Prover
	games    int // bot sets used so far: each game gets fresh bots
}

var (
	sharedMu    sync.Mutex
	sharedChain *chain
	sharedGames = map[int]*played{}
)

// played is a finished game on the shared chain.
type played struct {
	result *match.Result
	play   time.Duration // from opening the lobby to the end, with every proof
}

func TestMain(m *testing.M) {
	code := m.Run()
	if sharedChain != nil {
		_ = sharedChain.net.Stop()
	}
	os.Exit(code)
}

// testChain starts the shared devnet and deploys the game on first use.
func testChain(t testing.TB) *chain {
	t.Helper()
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if sharedChain != nil {
		return sharedChain
	}
	ctx := context.Background()
	// Shared by every test until TestMain stops it.
	tc, err := testchain.New(ctx, testchain.Options{Steps: testchain.GameSteps()})
	require.NoError(t, err)
	net, ec, m := tc.Net, tc.Client, tc.Manifest
	dicts, err := wowclient.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	require.NoError(t, pv.Warm(ctx, prover.CommitSpec(wowclient.SecretsPerPlayer, 5, game.Letters), prover.RevealSpec(5, game.Letters)))
	sharedChain = &chain{net: net, client: ec, manifest: m, dicts: dicts, prover: pv}
	return sharedChain
}

// playedGame plays one game of n bots on the shared chain, once per n.
func playedGame(t testing.TB, n int) (*chain, *played) {
	t.Helper()
	c := testChain(t)
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if g, ok := sharedGames[n]; ok {
		return c, g
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Minute)
	defer cancel()
	funder, err := client.NewEOAMover(ctx, c.client, c.net.DevKeys()[0])
	require.NoError(t, err)
	c.games++
	bots := make([]match.Bot, n)
	for i := range bots {
		var seed [16]byte
		binary.BigEndian.PutUint64(seed[:8], uint64(c.games))
		binary.BigEndian.PutUint64(seed[8:], uint64(i))
		key, err := crypto.ToECDSA(crypto.Keccak256([]byte("wordproof audit test bot"), seed[:]))
		require.NoError(t, err)
		mover, err := client.NewEOAMover(ctx, c.client, key)
		require.NoError(t, err)
		_, err = funder.Send(ctx, mover.Address(), nil, big.NewInt(2e18))
		require.NoError(t, err)
		bots[i] = match.Bot{Name: fmt.Sprintf("bot%d", i+1), Mover: mover, Strategy: "info"}
	}
	start := time.Now()
	res, err := match.Play(ctx, match.Config{
		Backend: c.client, Game: c.manifest.Contracts[deploy.ContractWorthOfWords], Creator: funder, Bots: bots,
		Prover: c.prover, Dicts: c.dicts, Settings: wowclient.DefaultSettings(n, big.NewInt(1e17)), Seed: uint64(7 + c.games),
		StoreDir: t.TempDir(), Poll: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	g := &played{result: res, play: time.Since(start)}
	sharedGames[n] = g
	return c, g
}
