package web

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
)

// rpcRevert is an RPC error carrying revert data, as go-ethereum's clients
// return it.
type rpcRevert struct{ data string }

func (e rpcRevert) Error() string          { return "execution reverted" }
func (e rpcRevert) ErrorData() interface{} { return e.data }

// revertData ABI-encodes the contract error name with args.
func revertData(t *testing.T, name string, args ...any) string {
	t.Helper()
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	require.NoError(t, err)
	e, ok := parsed.Errors[name]
	require.True(t, ok, name)
	packed, err := e.Inputs.Pack(args...)
	require.NoError(t, err)
	return hexutil.Encode(append(e.ID[:4:4], packed...))
}

// TestExplain: every error the page shows is a sentence: contract errors
// decoded from the ABI with phases by name and amounts in ETH, no raw
// "execution reverted", no enum numbers.
func TestExplain(t *testing.T) {
	player := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"unknown game", rpcRevert{revertData(t, "WordproofUnknownGame", big.NewInt(42))}, "game 42 does not exist"},
		{"wrong phase", rpcRevert{revertData(t, "WordproofWrongPhase", big.NewInt(42), uint8(2), uint8(4))}, "game 42 is in its reveal phase, not commit"},
		{"lobby full", rpcRevert{revertData(t, "WordproofLobbyFull", big.NewInt(7))}, "the lobby of game 7 is full"},
		{"wrong stake", rpcRevert{revertData(t, "WordproofWrongStake", big.NewInt(1e17), big.NewInt(0))}, "the stake is 0.1 ETH but 0 ETH was paid"},
		{"not player", rpcRevert{revertData(t, "WordproofNotPlayer", big.NewInt(3), player)}, "is not a player of game 3"},
		{"user operation", fmt.Errorf("reveal: %w", client.RevertFromData(hexutil.MustDecode(revertData(t, "WordproofWrongPhase", big.NewInt(9), uint8(4), uint8(5))))), "reveal: game 9 is in its ended phase, not reveal"},
		{"mined revert", fmt.Errorf("commit guess: %w: transaction 0x12ab (no reason given)", client.ErrReverted), "commit guess: reverted: transaction 0x12ab (no reason given)"},
		{"phase number", errors.New("game 3 is not accepting players (phase 4)"), "game 3 is not accepting players (phase reveal)"},
		{"no reason", errors.New("estimate: execution reverted"), "the call reverted without a reason"},
		{"settling", client.RevertFromData(hexutil.MustDecode(revertData(t, "WordproofSettling", big.NewInt(5), uint8(4)))), "game 5 is still settling (paying the winners)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := explain(tt.err)
			require.Contains(t, got, tt.want)
			require.NotContains(t, got, "execution reverted")
			require.False(t, strings.Contains(got, "Wordproof") && strings.Contains(got, "["), "raw contract error in %q", got)
		})
	}
}
