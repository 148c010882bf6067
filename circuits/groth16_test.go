package circuits

import (
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	groth16bn254 "github.com/consensys/gnark/backend/groth16/bn254"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/stretchr/testify/require"
)

// assertTamperedFails proves valid with a throw-away setup and checks that
// the proof does not verify against the public part of tampered.
func assertTamperedFails(t *testing.T, circuit, valid, tampered frontend.Circuit) {
	t.Helper()
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, circuit)
	require.NoError(t, err)
	pk, vk, err := groth16.Setup(ccs)
	require.NoError(t, err)
	w, err := frontend.NewWitness(valid, ecc.BN254.ScalarField())
	require.NoError(t, err)
	proof, err := groth16.Prove(ccs, pk, w)
	require.NoError(t, err)
	pub, err := w.Public()
	require.NoError(t, err)
	require.NoError(t, groth16.Verify(proof, vk, pub))
	tw, err := frontend.NewWitness(tampered, ecc.BN254.ScalarField(), frontend.PublicOnly())
	require.NoError(t, err)
	require.Error(t, groth16.Verify(proof, vk, tw))
}

// TestEveryPublicInputBound checks that no public input has a zero term in
// the verifying key: such an input would not be bound by the proof.
func TestEveryPublicInputBound(t *testing.T) {
	circuits := map[string]frontend.Circuit{
		"reveal": mustReveal(t, allParams[1]),
		"answer": mustAnswer(t, allParams[1]),
		"hidden": mustHidden(t, allParams[1]),
		"tally":  mustTally(t, allParams[1]),
		"key":    &KeyCircuit{},
		"refuse": mustRefuse(t, allParams[1]),
	}
	if c, err := NewCommit(allParams[1], 2); err == nil {
		circuits["commit"] = c
	} else {
		t.Fatal(err)
	}
	for name, c := range circuits {
		t.Run(name, func(t *testing.T) {
			ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, c)
			require.NoError(t, err)
			_, vk, err := groth16.Setup(ccs)
			require.NoError(t, err)
			k := vk.(*groth16bn254.VerifyingKey).G1.K
			require.Equal(t, ccs.GetNbPublicVariables(), len(k))
			for i := range k {
				require.False(t, k[i].IsInfinity(), "public input %d (0 is the constant one) has a zero verifying-key term", i)
			}
		})
	}
}
