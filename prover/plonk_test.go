package prover

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/backend/plonk"
	plonkbn254 "github.com/consensys/gnark/backend/plonk/bn254"
	"github.com/consensys/gnark/backend/solidity"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/scs"
	"github.com/consensys/gnark/test/unsafekzg"
	"github.com/ethereum/go-ethereum"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/internal/forge"
)

// BenchmarkPlonk measures the PLONK alternative to the Groth16 keys: gnark's
// PLONK over BN254 with a KZG universal setup, so no per-circuit ceremony.
// The SRS here is gnark's unsafe test SRS (its toxic value is known); a
// deployment would load a public Powers-of-Tau transcript instead, which
// proves at the same speed. It reports the proving time of the 5-letter
// reveal and of the commit circuit, and the execution gas of gnark's
// exported PLONK Solidity verifier on a simulated chain (compiled with the
// pinned forge; skipped without it). docs/ceremony.md records the figures.
func BenchmarkPlonk(b *testing.B) {
	in := []struct {
		name  string
		input interface {
			assignment() (Spec, frontend.Circuit, error)
		}
	}{
		{"reveal", revealInput()},
		{"commit", CommitInput{Dictionary: secretDictionary(b), Words: []string{"crane", "slate"}, Salts: []fr.Element{felt(5), felt(6)}, Context: felt(7)}},
	}
	for _, tc := range in {
		spec, assignment, err := tc.input.assignment()
		require.NoError(b, err)
		b.Run(spec.ID(), func(b *testing.B) {
			c, err := spec.Circuit()
			require.NoError(b, err)
			ccs, err := frontend.Compile(ecc.BN254.ScalarField(), scs.NewBuilder, c)
			require.NoError(b, err)
			srs, lagrange, err := unsafekzg.NewSRS(ccs)
			require.NoError(b, err)
			pk, vk, err := plonk.Setup(ccs, srs, lagrange)
			require.NoError(b, err)
			full, err := frontend.NewWitness(assignment, ecc.BN254.ScalarField())
			require.NoError(b, err)
			public, err := full.Public()
			require.NoError(b, err)
			proof, err := plonk.Prove(ccs, pk, full)
			require.NoError(b, err)
			require.NoError(b, plonk.Verify(proof, vk, public))

			b.ResetTimer()
			for b.Loop() {
				if _, err := plonk.Prove(ccs, pk, full); err != nil {
					b.Fatal(err)
				}
			}
			reportMs(b)
			b.ReportMetric(float64(ccs.GetNbConstraints()), "constraints")

			values, ok := public.Vector().(fr.Vector)
			require.True(b, ok)
			inputs := make([]*big.Int, len(values))
			for i := range values {
				inputs[i] = values[i].BigInt(new(big.Int))
			}
			if gas, ok := plonkVerifyGas(b, vk, proof.(*plonkbn254.Proof).MarshalSolidity(), inputs); ok {
				b.ReportMetric(float64(gas), "verify-gas")
			}
		})
	}
}

// plonkVerifyGas compiles gnark's PLONK Solidity verifier of vk in a
// temporary Foundry project, deploys it on a simulated chain and returns the
// execution gas of a transaction calling Verify(proof, inputs) (without the
// 21,000 base and the calldata). ok is false when forge is not installed.
func plonkVerifyGas(b *testing.B, vk plonk.VerifyingKey, proof []byte, inputs []*big.Int) (uint64, bool) {
	b.Helper()
	root, err := forge.Root()
	require.NoError(b, err)
	dir := b.TempDir()
	var src bytes.Buffer
	require.NoError(b, vk.ExportSolidity(&src, solidity.WithPragmaVersion(SolidityPragma)))
	require.NoError(b, os.MkdirAll(filepath.Join(dir, "src"), 0o755))
	require.NoError(b, os.WriteFile(filepath.Join(dir, "src", "PlonkVerifier.sol"), src.Bytes(), 0o644))
	// the repository's compiler settings, with its solc adapter
	toml := fmt.Sprintf(`[profile.default]
src = "src"
out = "out"
cache_path = "cache"
solc = %q
offline = true
evm_version = "cancun"
optimizer = true
optimizer_runs = 1000000
bytecode_hash = "none"
cbor_metadata = false
`, filepath.Join(root, "scripts", "solc"))
	require.NoError(b, os.WriteFile(filepath.Join(dir, "foundry.toml"), []byte(toml), 0o644))
	err = forge.BuildIn(context.Background(), root, dir)
	if errors.Is(err, forge.ErrNotInstalled) {
		b.Log(err)
		return 0, false
	}
	require.NoError(b, err)
	art, err := forge.ReadArtifact(filepath.Join(dir, "out", "PlonkVerifier.sol", "PlonkVerifier.json"))
	require.NoError(b, err)
	v := deployArtifact(b, art)

	data, err := v.abi.Pack("Verify", proof, inputs)
	require.NoError(b, err)
	out, err := v.backend.Client().CallContract(context.Background(), ethereum.CallMsg{To: &v.addr, Data: data}, nil)
	require.NoError(b, err)
	res, err := v.abi.Unpack("Verify", out)
	require.NoError(b, err)
	require.Equal(b, []any{true}, res, "the PLONK proof verifies on chain")
	// a tampered input fails
	bad := append([]*big.Int{new(big.Int).Add(inputs[0], big.NewInt(1))}, inputs[1:]...)
	badData, err := v.abi.Pack("Verify", proof, bad)
	require.NoError(b, err)
	if out, err := v.backend.Client().CallContract(context.Background(), ethereum.CallMsg{To: &v.addr, Data: badData}, nil); err == nil {
		res, err := v.abi.Unpack("Verify", out)
		require.NoError(b, err)
		require.Equal(b, []any{false}, res, "a tampered input does not verify")
	}
	code, err := v.backend.Client().CodeAt(context.Background(), v.addr, nil)
	require.NoError(b, err)
	used := v.gasUsed(b, data)
	exec := used - 21_000 - calldataGas(data)
	b.Logf("PLONK verifier: %d bytes of deployed code, Verify transaction gas %d, execution %d (calldata %d bytes)",
		len(code), used, exec, len(data))
	return exec, true
}
