package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/internal/testchain"
)

// TestHouseCommands registers a house on the devnet, tops up its bond, asks
// to leave and withdraws the bond after the exit delay, all through
// 'wordproof house'; every refusal in between is a decoded sentence.
func TestHouseCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx := context.Background()
	tc := testchain.Start(t, testchain.Options{Steps: testchain.GameSteps()})
	manifest := filepath.Join(t.TempDir(), "devnet.json")
	require.NoError(t, tc.Manifest.Write(manifest))
	key := tc.Net.DevKeys()[5]
	addr := crypto.PubkeyToAddress(key.PublicKey)
	common := []string{"--manifest", manifest, "--key", hex.EncodeToString(crypto.FromECDSA(key))}
	house := func(args ...string) (int, string, string) {
		t.Helper()
		return runCLI(t, append(append([]string{"house"}, args...), common...)...)
	}
	state := func(args ...string) houseState {
		t.Helper()
		code, out, errOut := house(append(args, "--json")...)
		require.Equal(t, 0, code, errOut)
		var v struct {
			House houseState `json:"house"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &v), out)
		return v.House
	}

	st := state("status")
	require.False(t, st.Registered)
	require.Equal(t, "1000000000000000000", st.MinBond)

	code, _, errOut := house("register", "--bond", "0.5", "--url", "https://house.example")
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "a house bonds at least 1 ETH, not 0.5 ETH")
	code, _, errOut = house("register", "--bond", "2", "--url", "ftp://house.example")
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, "is not an http(s) URL")
	code, _, errOut = house("register", "--bond", "-1", "--url", "https://house.example")
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, "--bond")

	st = state("register", "--bond", "2", "--url", "https://house.example")
	require.True(t, st.Registered)
	require.True(t, st.Active)
	require.Equal(t, "2000000000000000000", st.Bond)
	require.Equal(t, "https://house.example", st.URL)
	require.NotEmpty(t, st.PubKeyX, "the derived key")
	code, _, errOut = house("register", "--bond", "1", "--url", "https://house.example")
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "is already a house")

	st = state("topup", "--bond", "0.5")
	require.Equal(t, "2500000000000000000", st.Bond)

	code, _, errOut = house("withdraw")
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "must ask to leave (house exit) before it withdraws")

	st = state("exit")
	require.False(t, st.Active, "no longer drawn")
	require.Equal(t, st.ExitAt+int64((48*time.Hour).Seconds()), st.ExitReadyAt, "the 2-day exit delay")
	code, out, errOut := house("status")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "leaving: not drawn for new games")
	code, _, errOut = house("withdraw")
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "may withdraw its bond from")

	_, err := tc.Net.AdjustTime(48*time.Hour + time.Second)
	require.NoError(t, err)
	before, err := tc.Net.Client().BalanceAt(ctx, addr, nil)
	require.NoError(t, err)
	st = state("withdraw")
	require.False(t, st.Registered)
	require.Equal(t, "0", st.Bond)
	after, err := tc.Net.Client().BalanceAt(ctx, addr, nil)
	require.NoError(t, err)
	gained := new(big.Int).Sub(after, before)
	require.Equal(t, 1, gained.Cmp(big.NewInt(249e16)), "the bond came back, less gas: %s", gained)

	// anyone may look at a house without its key
	code, out, errOut = runCLI(t, "house", "status", "--manifest", manifest, "--house", addr.Hex())
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "not registered")
}
