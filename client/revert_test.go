package client_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/bindings/verifiers"
	"github.com/wordproof/wordproof/client"
	_ "github.com/wordproof/wordproof/client/duel"      // registers the duel contracts' sentences
	_ "github.com/wordproof/wordproof/client/house"     // registers the house registry's sentences
	_ "github.com/wordproof/wordproof/client/poker"     // registers Wordle Poker's sentences
	_ "github.com/wordproof/wordproof/client/puzloc"    // registers the daily challenge's sentences
	_ "github.com/wordproof/wordproof/client/tictactoe" // registers Wordle-Tac-Toe's sentences
	_ "github.com/wordproof/wordproof/client/worduel"   // registers the Blitz mode's sentences
	_ "github.com/wordproof/wordproof/client/wow"       // registers Worth of Words' sentences
	"github.com/wordproof/wordproof/game/wow/wire"
)

// generatedABIs are every generated bindings package's contracts: a new
// game's bindings package joins this list, and its client package must
// register a sentence for each of its errors (client.RegisterErrors).
func generatedABIs() []map[string]*bind.MetaData {
	return []map[string]*bind.MetaData{bindings.ByName, account.ByName, paymaster.ByName, verifiers.ByName, duel.ByName, house.ByName, poker.ByName, tictactoe.ByName, puzloc.ByName}
}

// TestEveryContractErrorHasASentence encodes every custom error of every
// contract's ABI with sample values and decodes it: each must come back as
// a sentence of its own, never the raw error name, so a new contract error
// without a sentence fails here.
func TestEveryContractErrorHasASentence(t *testing.T) {
	seen := 0
	for _, set := range generatedABIs() {
		for contract, md := range set {
			parsed, err := md.ParseABI()
			require.NoError(t, err)
			for _, e := range parsed.Errors {
				t.Run(contract+"."+e.Name, func(t *testing.T) {
					seen++
					values := make([]any, len(e.Inputs))
					for i, in := range e.Inputs {
						values[i] = sampleValue(t, in.Type)
					}
					data, err := e.Inputs.Pack(values...)
					require.NoError(t, err)
					re := client.RevertFromData(append(e.ID[:4:4], data...))
					require.Equal(t, e.Name, re.Name)
					require.NotContains(t, re.Sentence, e.Name, "add a sentence for %s (a client.RegisterErrors of its game)", e.Sig)
					require.NotEmpty(t, re.Sentence)
				})
			}
		}
	}
	require.Greater(t, seen, 50)
}

func sampleValue(t *testing.T, ty abi.Type) any {
	switch ty.T {
	case abi.UintTy, abi.IntTy:
		switch ty.Size {
		case 8:
			return uint8(2)
		case 16:
			return uint16(3)
		case 32:
			return uint32(5)
		case 64:
			return uint64(1_700_000_000)
		}
		return big.NewInt(42)
	case abi.AddressTy:
		return common.HexToAddress("0x00000000000000000000000000000000000000aa")
	case abi.StringTy:
		return "AA21 didn't pay prefund"
	case abi.BytesTy:
		return []byte{}
	case abi.FixedBytesTy:
		if ty.Size == 4 {
			return [4]byte{1, 2, 3, 4}
		}
		return [32]byte{1}
	case abi.BoolTy:
		return true
	}
	t.Fatalf("no sample for %s", ty)
	return nil
}

func TestRevertSentences(t *testing.T) {
	wow, err := bindings.WorthOfWordsMetaData.ParseABI()
	require.NoError(t, err)
	ep, err := bindings.EntryPointMetaData.ParseABI()
	require.NoError(t, err)
	enc := func(parsed *abi.ABI, name string, values ...any) []byte {
		e := parsed.Errors[name]
		data, err := e.Inputs.Pack(values...)
		require.NoError(t, err)
		return append(e.ID[:4:4], data...)
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"unknown game", enc(wow, "WordproofUnknownGame", big.NewInt(42)), "game 42 does not exist"},
		{"lobby full", enc(wow, "WordproofLobbyFull", big.NewInt(3)), "the lobby of game 3 is full"},
		{"phase by name", enc(wow, "WordproofWrongPhase", big.NewInt(7), wire.PhaseOpen, wire.PhaseReveal), "game 7 is in its reveal phase, not open"},
		{"stake in ETH", enc(wow, "WordproofWrongStake", big.NewInt(1e17), big.NewInt(0)), "the stake is 0.1 ETH but 0 ETH was paid"},
		{"guess as a word", enc(wow, "WordproofNotInDictionary", big.NewInt(1), uint32(2|0<<5|19<<10)), `guess "cat" is not in the guess dictionary of game 1`},
		{"entry point code", enc(ep, "FailedOp", big.NewInt(0), "AA21 didn't pay prefund"), "the smart account has not enough ETH to pay for the operation (AA21 didn't pay prefund)"},
		{"nested revert", enc(ep, "FailedOpWithRevert", big.NewInt(0), "AA23 reverted", enc(wow, "WordproofUnknownGame", big.NewInt(5))),
			"the smart account rejected the operation (AA23 reverted): game 5 does not exist"},
		{"empty", nil, "the call reverted without a reason"},
		{"revert string", append([]byte{0x08, 0xc3, 0x79, 0xa0}, mustPack(t, "boom")...), "boom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			re := client.RevertFromData(tt.data)
			require.Equal(t, tt.want, re.Sentence)
			require.ErrorIs(t, re, client.ErrReverted)
			require.False(t, strings.Contains(re.Error(), "execution reverted"))
		})
	}
}

func mustPack(t *testing.T, s string) []byte {
	st, _ := abi.NewType("string", "", nil)
	out, err := abi.Arguments{{Type: st}}.Pack(s)
	require.NoError(t, err)
	return out
}
