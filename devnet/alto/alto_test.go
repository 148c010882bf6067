package alto

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

func TestStartChecksConfig(t *testing.T) {
	k1, err := crypto.GenerateKey()
	require.NoError(t, err)
	k2, err := crypto.GenerateKey()
	require.NoError(t, err)
	ep := common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108")
	for _, tc := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"no chain", Config{EntryPoint: ep, Executor: k1, Utility: k2}, "are required"},
		{"no utility key", Config{RPCURL: "http://127.0.0.1:8545", EntryPoint: ep, Executor: k1}, "are required"},
		{"one key for both", Config{RPCURL: "http://127.0.0.1:8545", EntryPoint: ep, Executor: k1, Utility: k1}, "must differ"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Start(context.Background(), tc.cfg)
			require.ErrorContains(t, err, tc.want)
		})
	}
}

// TestStartReportsEarlyExit runs a stand-in that exits at once: Start must
// say so instead of waiting out its timeout.
func TestStartReportsEarlyExit(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "alto")
	require.NoError(t, os.WriteFile(bin, []byte("#!/bin/sh\necho 'cannot reach the chain' >&2\nexit 3\n"), 0o755))
	k1, err := crypto.GenerateKey()
	require.NoError(t, err)
	k2, err := crypto.GenerateKey()
	require.NoError(t, err)
	var out strings.Builder
	start := time.Now()
	_, err = Start(context.Background(), Config{
		Binary: bin, RPCURL: "http://127.0.0.1:1", EntryPoint: common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108"),
		Executor: k1, Utility: k2, StartTimeout: time.Minute, Output: &out,
	})
	require.True(t, errors.Is(err, ErrNotServing), "%v", err)
	require.ErrorContains(t, err, "exit status 3")
	require.Less(t, time.Since(start), 30*time.Second)
	require.Contains(t, out.String(), "cannot reach the chain")
}
