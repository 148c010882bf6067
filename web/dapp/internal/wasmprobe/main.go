// Command wasmprobe times the parts of a Groth16 proof (the field
// multiplication, the solver, the FFTs, the G1 and G2 multi-scalar
// multiplications) and of loading a circuit, to show where the browser's
// proving time goes, in wall-clock and CPU time (the latter does not count
// what other processes took on a shared machine). Build it for WebAssembly and run it in Node (V8, as
// Chromium), then natively for comparison:
//
//	GOOS=js GOARCH=wasm go build -o /tmp/probe.wasm ./web/dapp/internal/wasmprobe
//	node "$(go env GOROOT)/lib/wasm/wasm_exec_node.js" /tmp/probe.wasm
//	GOMAXPROCS=1 go run -tags purego ./web/dapp/internal/wasmprobe   # Go without assembly, one thread
package main

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr/fft"
	"github.com/consensys/gnark/backend/groth16"
	groth16bn254 "github.com/consensys/gnark/backend/groth16/bn254"
	"github.com/consensys/gnark/logger"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/words"
)

// timed prints the wall-clock and CPU time of f: on a shared machine the
// CPU time is the figure an idle machine would show.
func timed(name string, f func() error) {
	start, cpu := time.Now(), cpuMillis()
	if err := f(); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
		os.Exit(1)
	}
	fmt.Printf("%-52s %9.1f ms wall %9.1f ms CPU\n", name, float64(time.Since(start).Microseconds())/1000, cpuMillis()-cpu)
}

func main() {
	logger.Disable()
	fmt.Printf("GOARCH=%s, %d CPU\n", runtime.GOARCH, runtime.NumCPU())
	var a, b fp.Element
	if _, err := a.SetRandom(); err != nil {
		panic(err) // no randomness: nothing to measure
	}
	if _, err := b.SetRandom(); err != nil {
		panic(err)
	}
	timed("1,000,000 fp.Mul (ms = ns each)", func() error {
		for range 1000000 {
			a.Mul(&a, &b)
		}
		return nil
	})
	for _, s := range []prover.Spec{prover.RevealSpec(5, game.Letters), prover.CommitSpec(2, 5, game.Letters)} {
		parts(s)
	}
	ctx := context.Background()
	p, err := prover.New(prover.Config{Keys: keys.FS()}) // the wasm build has no default key set
	if err != nil {
		panic(err)
	}
	reveal := prover.RevealInput{Alphabet: game.Letters, Secret: "crane", Guesses: []string{"those", "ghost", "crane"}}
	var dict *prover.Dictionary
	timed("secret dictionary tree (5 letters)", func() error {
		list, err := words.Load(words.Secrets, 5)
		if err != nil {
			return err
		}
		dict, err = prover.NewDictionary(game.Letters, 5, list.Words())
		return err
	})
	commit := prover.CommitInput{Dictionary: dict, Words: []string{"crane", "slate"}, Salts: make([]fr.Element, 2)}
	for i := range 4 {
		timed(fmt.Sprintf("prove reveal #%d", i+1), func() error { _, err := p.ProveReveal(ctx, reveal); return err })
	}
	for i := range 3 {
		timed(fmt.Sprintf("prove commit #%d", i+1), func() error { _, err := p.ProveCommit(ctx, commit); return err })
	}
}

// parts times loading the circuit of s and the big steps of its proof.
func parts(s prover.Spec) {
	id := s.ID()
	compressed, err := fs.ReadFile(keys.FS(), id+".pk")
	if err != nil {
		panic(err)
	}
	timed(id+": compile", func() error { _, err := s.Compile(); return err })
	pk := groth16.NewProvingKey(ecc.BN254)
	timed(id+": read compressed pk", func() error { _, err := pk.ReadFrom(bytes.NewReader(compressed)); return err })
	var raw bytes.Buffer
	if _, err := pk.WriteRawTo(&raw); err != nil {
		panic(err)
	}
	timed(id+": read raw pk, unchecked", func() error {
		_, err := groth16.NewProvingKey(ecc.BN254).UnsafeReadFrom(bytes.NewReader(raw.Bytes()))
		return err
	})
	k := pk.(*groth16bn254.ProvingKey)
	scalars := func(n int) []fr.Element {
		v := make([]fr.Element, n)
		for i := range v {
			if _, err := v[i].SetRandom(); err != nil {
				panic(err)
			}
		}
		return v
	}
	n := int(k.Domain.Cardinality)
	timed(fmt.Sprintf("%s: 6 FFTs of %d (the H polynomial)", id, n), func() error {
		d := fft.NewDomain(uint64(n))
		v := scalars(n)
		for range 3 {
			d.FFTInverse(v, fft.DIF)
			d.FFT(v, fft.DIT, fft.OnCoset())
		}
		return nil
	})
	var g1 bn254.G1Jac
	sizes := []int{len(k.G1.A), len(k.G1.B), len(k.G1.K), len(k.G1.Z)}
	timed(fmt.Sprintf("%s: G1 MSMs of %v", id, sizes), func() error {
		for i, pts := range [][]bn254.G1Affine{k.G1.A, k.G1.B, k.G1.K, k.G1.Z} {
			if _, err := g1.MultiExp(pts, scalars(sizes[i]), ecc.MultiExpConfig{}); err != nil {
				return err
			}
		}
		return nil
	})
	var g2 bn254.G2Jac
	timed(fmt.Sprintf("%s: G2 MSM of %d", id, len(k.G2.B)), func() error {
		_, err := g2.MultiExp(k.G2.B, scalars(len(k.G2.B)), ecc.MultiExpConfig{})
		return err
	})
}
