package main

import (
	"context"
	"encoding/hex"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	bhouse "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
)

// TestHouseRunResumesAfterInterrupt: 'house run' refuses a bad --poll with
// one line (exit 2) and a key that is not a registered house; run as a process it serves a Best of 3 match of two
// players, and interrupted (SIGINT) right after its commitment it exits 130
// saying the matches go on; run again on the same store it does not commit
// again and answers the players' guesses, which the contract accepts only
// under the committed seed.
func TestHouseRunResumesAfterInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and the built binary")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cfg := deploy.DefaultGameConfig()
	cfg.Bo3 = deploy.Bo3Config{RoundTime: 60 * time.Second, Window: 30 * time.Second, Pause: time.Second}
	tc := testchain.Start(t, testchain.Options{
		Steps: append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...), Period: time.Second,
	})
	manifest := filepath.Join(t.TempDir(), "devnet.json")
	require.NoError(t, tc.Manifest.Write(manifest))
	keys := tc.Net.DevKeys()
	hk := []string{"--manifest", manifest, "--key", hex.EncodeToString(crypto.FromECDSA(keys[5]))}
	store := filepath.Join(t.TempDir(), "house.json")

	code, _, errOut := runCLI(t, append([]string{"house", "run", "--poll", "1ns", "--store", store}, hk...)...)
	require.Equal(t, exitUsage, code)
	require.Equal(t, 1, strings.Count(strings.TrimSpace(errOut), "\n")+1, "one line: %s", errOut)
	require.Contains(t, errOut, "--poll")
	code, _, errOut = runCLI(t, append([]string{"house", "run", "--store", store}, hk...)...)
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "is not a registered house")
	code, _, errOut = runCLI(t, append([]string{"house", "register", "--bond", "1", "--url", "https://h.example"}, hk...)...)
	require.Equal(t, 0, code, errOut)

	first := startProc(t, nil, append([]string{"house", "run", "--store", store}, hk...)...)
	first.waitFor("serves Best of 3", 1, time.Minute)

	// two players with plain transactions queue for Best of 3 and play on
	dicts, err := wire.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.Config{})
	require.NoError(t, err)
	pctx, stopPlayers := context.WithCancel(ctx)
	defer stopPlayers()
	p := duel.NewDuelPlatform()
	platform := tc.Contract(deploy.ContractDuelPlatform)
	var agents []*worduel.Bo3Agent
	for k := 1; k <= 2; k++ {
		m, err := client.NewEOAMover(ctx, tc.Client, keys[k])
		require.NoError(t, err)
		_, err = m.Send(ctx, tc.Contract(deploy.ContractCoins), duel.NewCoins().PackClaimDaily(), nil)
		require.NoError(t, err)
		_, err = m.Send(ctx, platform, p.PackEnqueue(deploy.DuelModes["bo3"], big.NewInt(10)), nil)
		require.NoError(t, err)
		st, err := client.OpenStore(filepath.Join(t.TempDir(), "player"), "pw")
		require.NoError(t, err)
		a, err := worduel.NewBo3Agent(ctx, worduel.Bo3Config{
			Mover: m, Backend: tc.Client, Bo3: tc.Contract(deploy.ContractWorduelBo3), Platform: platform,
			Registry: tc.Contract(deploy.ContractHouseRegistry), Store: st, Dicts: dicts, Prover: pv,
			Strategy: worduel.NewCandidateStrategy(dicts.Secrets.Words(), 5, uint64(k)),
		})
		require.NoError(t, err)
		agents = append(agents, a)
	}
	id, err := bind.Call(p.Instance(tc.Client, platform), &bind.CallOpts{Context: ctx}, p.PackMatchCount(), p.UnpackMatchCount)
	require.NoError(t, err)
	for _, a := range agents {
		go func() { _, _ = a.Play(pctx, id) }()
	}

	first.waitFor("commit the seed", 1, 2*time.Minute)
	bo3 := bhouse.NewWorduelBo3()
	bi := bo3.Instance(tc.Client, tc.Contract(deploy.ContractWorduelBo3))
	require.Eventually(t, func() bool {
		g, err := bind.Call(bi, &bind.CallOpts{Context: ctx}, bo3.PackGameOf(id), bo3.UnpackGameOf)
		require.NoError(t, err)
		return g.SeedCommitment.Sign() != 0
	}, time.Minute, 100*time.Millisecond, "the commitment is mined")
	first.signal(os.Interrupt)
	require.Equal(t, exitInterrupted, first.wait(time.Minute))
	require.Contains(t, first.stderr.String(), "run the same command to resume")

	second := startProc(t, nil, append([]string{"house", "run", "--store", store}, hk...)...)
	second.waitFor("in round 0, try 1", 2, 2*time.Minute) // both players' first guesses answered
	require.NotContains(t, second.stdout.String(), "commit the seed", "the commitment is on chain already")
	second.signal(os.Interrupt)
	require.Equal(t, exitInterrupted, second.wait(time.Minute))
}
