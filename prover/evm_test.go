package prover

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/internal/forge"
)

// RevealGasLimit is the most execution gas a reveal verification may use.
const RevealGasLimit = 210_000

// AnswerGasLimit is the most execution gas an answer verification may use
// (issue 20's budget for a whole answer is 250k).
const AnswerGasLimit = 220_000

// evmVerifier is an exported verifier deployed on a simulated chain.
type evmVerifier struct {
	backend *simulated.Backend
	abi     abi.ABI
	addr    common.Address
	key     *ecdsa.PrivateKey
	chainID *big.Int
	nonce   uint64
}

var forgeBuild = sync.OnceValues(func() (string, error) {
	root, err := forge.Root()
	if err != nil {
		return "", err
	}
	return root, forge.Build(context.Background(), root)
})

func deployVerifier(t testing.TB, id string) *evmVerifier {
	t.Helper()
	root, err := forgeBuild()
	if errors.Is(err, forge.ErrNotInstalled) {
		t.Skip(err)
	}
	require.NoError(t, err)
	name := VerifierName(id)
	art, err := forge.ReadArtifact(filepath.Join(root, "contracts", "out", name+".sol", name+".json"))
	require.NoError(t, err)
	return deployArtifact(t, art)
}

// deployArtifact deploys a compiled contract on a fresh simulated chain.
func deployArtifact(t testing.TB, art *forge.Artifact) *evmVerifier {
	t.Helper()
	parsed, err := abi.JSON(strings.NewReader(string(art.ABI)))
	require.NoError(t, err)

	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	from := crypto.PubkeyToAddress(key.PublicKey)
	backend := simulated.NewBackend(types.GenesisAlloc{from: {Balance: new(big.Int).Lsh(big.NewInt(1), 100)}})
	t.Cleanup(func() { backend.Close() })
	client := backend.Client()
	ctx := context.Background()
	chainID, err := client.ChainID(ctx)
	require.NoError(t, err)
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tx := types.MustSignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: 0, GasTipCap: big.NewInt(params.GWei), GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(params.GWei)),
		Gas: 10_000_000, Data: common.FromHex(art.Bytecode),
	})
	receipt := mine(t, backend, tx)
	return &evmVerifier{backend: backend, abi: parsed, addr: receipt.ContractAddress, key: key, chainID: chainID, nonce: 1}
}

// mine sends tx, mines a block and returns the successful receipt.
func mine(t testing.TB, backend *simulated.Backend, tx *types.Transaction) *types.Receipt {
	t.Helper()
	ctx := context.Background()
	client := backend.Client()
	require.NoError(t, client.SendTransaction(ctx, tx))
	backend.Commit()
	var receipt *types.Receipt
	var err error
	for i := 0; i < 200; i++ { // the receipt index catches up asynchronously
		if receipt, err = client.TransactionReceipt(ctx, tx.Hash()); err == nil {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	return receipt
}

// gasUsed sends data to the verifier in a transaction and returns the gas
// the transaction used.
func (v *evmVerifier) gasUsed(t testing.TB, data []byte) uint64 {
	t.Helper()
	ctx := context.Background()
	head, err := v.backend.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tx := types.MustSignNewTx(v.key, types.LatestSignerForChainID(v.chainID), &types.DynamicFeeTx{
		ChainID: v.chainID, Nonce: v.nonce, GasTipCap: big.NewInt(params.GWei),
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(params.GWei)),
		Gas:       1_000_000, To: &v.addr, Data: data,
	})
	v.nonce++
	return mine(t, v.backend, tx).GasUsed
}

// call runs verifyProof(proof, input) and returns the gas estimate of a
// transaction making the call, or the revert error.
func (v *evmVerifier) call(t *testing.T, proof *Proof) (uint64, []byte, error) {
	t.Helper()
	method := v.abi.Methods["verifyProof"]
	// the input is a fixed-size uint256[n] array
	arr := newUint256Array(t, method.Inputs[1].Type, proof.PublicBig())
	data, err := v.abi.Pack("verifyProof", proof.Points.Bytes(), arr)
	require.NoError(t, err)
	msg := ethereum.CallMsg{To: &v.addr, Data: data}
	client := v.backend.Client()
	if _, err := client.CallContract(context.Background(), msg, nil); err != nil {
		return 0, data, err
	}
	gas, err := client.EstimateGas(context.Background(), msg)
	return gas, data, err
}

// newUint256Array builds a value of the fixed-size array type typ.
func newUint256Array(t *testing.T, typ abi.Type, values []*big.Int) any {
	t.Helper()
	require.Equal(t, abi.ArrayTy, typ.T)
	require.Equal(t, typ.Size, len(values))
	arr := reflectArray(typ, values)
	return arr
}

// calldataGas is the intrinsic gas of calldata (EIP-2028).
func calldataGas(data []byte) uint64 {
	var g uint64
	for _, b := range data {
		if b == 0 {
			g += 4
		} else {
			g += 16
		}
	}
	return g
}

func TestSolidityVerifiers(t *testing.T) {
	if testing.Short() {
		t.Skip("forge build and an EVM")
	}
	ctx := context.Background()
	p := shipped()
	reveal, err := p.ProveReveal(ctx, revealInput())
	require.NoError(t, err)
	commit := proveCommit(t, p)
	answer, err := p.ProveAnswer(ctx, answerInput(t))
	require.NoError(t, err)
	proofs := []*Proof{reveal, commit, answer, proveCommitFive(t, p, felt(7))}
	for _, s := range ShippedSpecs() {
		if s.Kind == KindReveal && s.ID() != reveal.Circuit {
			proof, err := p.ProveReveal(ctx, sampleReveal(s))
			require.NoError(t, err)
			proofs = append(proofs, proof)
		}
	}

	for _, proof := range proofs {
		t.Run(proof.Circuit, func(t *testing.T) {
			v := deployVerifier(t, proof.Circuit)
			estimate, data, err := v.call(t, proof)
			require.NoError(t, err, "a Go-made proof must verify on chain")
			used := v.gasUsed(t, data)
			require.LessOrEqual(t, used, estimate)
			exec := used - 21_000 - calldataGas(data)
			t.Logf("%s: verifyProof transaction gas %d, execution %d (calldata %d bytes)", proof.Circuit, used, exec, len(data))
			if strings.HasPrefix(proof.Circuit, string(KindReveal)) {
				require.Less(t, exec, uint64(RevealGasLimit), "reveal verification execution gas")
			}
			if proof.Circuit == answer.Circuit {
				require.Less(t, exec, uint64(AnswerGasLimit), "answer verification execution gas")
			}

			one := felt(1)
			for i := range proof.Public {
				bad := *proof
				bad.Public = append(bad.Public[:0:0], proof.Public...)
				bad.Public[i].Add(&bad.Public[i], &one)
				_, _, err := v.call(t, &bad)
				require.Error(t, err, "public input %d tampered", i)
			}
			for i := range proof.Points {
				bad := *proof
				for k := range bad.Points {
					bad.Points[k] = new(big.Int).Set(proof.Points[k])
				}
				bad.Points[i].Add(bad.Points[i], big.NewInt(1))
				_, _, err := v.call(t, &bad)
				require.Error(t, err, "proof coordinate %d tampered", i)
			}
			// another valid proof of the same circuit under different inputs
			// does not verify these inputs
			if proof.Circuit == reveal.Circuit {
				in := revealInput()
				in.Context = felt(100)
				other, err := p.ProveReveal(ctx, in)
				require.NoError(t, err)
				mixed := *proof
				mixed.Points = other.Points
				_, _, err = v.call(t, &mixed)
				require.Error(t, err)
			}
		})
	}
}
