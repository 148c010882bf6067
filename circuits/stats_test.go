package circuits

import (
	"bytes"
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

var update = flag.Bool("update", false, "rewrite testdata/constraints.csv")

const statsFile = "testdata/constraints.csv"

// statsCircuits lists every circuit whose size is tracked.
func statsCircuits(t testing.TB) map[string]frontend.Circuit {
	t.Helper()
	out := make(map[string]frontend.Circuit)
	for _, p := range allParams {
		out["reveal_"+p.String()] = mustReveal(t, p)
		out["answer_"+p.String()] = mustAnswer(t, p)
		out["hidden_"+p.String()] = mustHidden(t, p)
		out["refuse_"+p.String()] = mustRefuse(t, p)
		if p.Length <= hidden.TallyMaxLength {
			out["tally_"+p.String()] = mustTally(t, p)
		}
		for _, k := range []int{2, 5} {
			out[fmt.Sprintf("commit_k%d_%s", k, p.String())] = mustCommit(t, p, k)
		}
	}
	out["housekey"] = &KeyCircuit{}
	out["phraselock"] = &PhraseCircuit{}
	return out
}

// TestConstraintCounts fails when a circuit's size changes; run with -update
// to rewrite the CSV on purpose (and review the diff).
func TestConstraintCounts(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles every circuit")
	}
	circuits := statsCircuits(t)
	names := make([]string, 0, len(circuits))
	for n := range circuits {
		names = append(names, n)
	}
	sortStrings(names)
	var buf bytes.Buffer
	buf.WriteString("circuit,curve,backend,constraints,public_inputs\n")
	for _, n := range names {
		ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, circuits[n])
		require.NoError(t, err)
		fmt.Fprintf(&buf, "%s,bn254,groth16,%d,%d\n", n, ccs.GetNbConstraints(), ccs.GetNbPublicVariables()-1)
	}
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(statsFile), 0o755))
		require.NoError(t, os.WriteFile(statsFile, buf.Bytes(), 0o644))
	}
	want, err := os.ReadFile(statsFile)
	require.NoError(t, err, "run go test ./circuits -run TestConstraintCounts -update")
	require.Equal(t, string(want), buf.String(), "constraint counts changed: review, then rerun with -update")
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func BenchmarkCompile(b *testing.B) {
	for _, n := range []string{"reveal_l5a26", "commit_k2_l5a26", "hidden_l5a26", "housekey", "tally_l5a26"} {
		b.Run(n, func(b *testing.B) {
			c := statsCircuits(b)[n]
			var nb int
			for b.Loop() {
				ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, c)
				if err != nil {
					b.Fatal(err)
				}
				nb = ccs.GetNbConstraints()
			}
			b.ReportMetric(float64(nb), "constraints")
		})
	}
}

func TestPackReveal(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	enc := func(w string) []uint8 {
		s, err := game.Letters.Encode(w, 5)
		require.NoError(t, err)
		return s
	}
	crane := Slot{Guess: enc("crane"), Colors: []game.Color{2, 1, 0, 0, 2}}
	tests := []struct {
		name    string
		slots   []Slot
		want    string // hex, or "" when wantErr
		wantErr error
	}{
		{"empty", nil, "0", nil},
		// crane = 2 | 17<<5 | 0<<10 | 13<<15 | 4<<20; colours 2|1<<2|2<<8 = 0x206 at bit 25; active bit 35
		{"one slot", []Slot{crane}, fmt.Sprintf("%x", uint64(2|17<<5|13<<15|4<<20)|0x206<<25|1<<35), nil},
		{"too many", []Slot{crane, crane, crane, crane}, "", ErrBadSlot},
		{"short guess", []Slot{{Guess: enc("crane")[:4], Colors: crane.Colors[:4]}}, "", ErrBadSlot},
		{"symbol 26", []Slot{{Guess: []uint8{26, 0, 0, 0, 0}, Colors: crane.Colors}}, "", ErrBadSlot},
		{"colour 3", []Slot{{Guess: crane.Guess, Colors: []game.Color{3, 0, 0, 0, 0}}}, "", ErrBadSlot},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := PackReveal(p, tt.slots)
			require.ErrorIs(t, err, tt.wantErr)
			if tt.wantErr != nil {
				return
			}
			require.Equal(t, tt.want, got.Text(16))
			back, err := UnpackReveal(p, got)
			require.NoError(t, err)
			require.Equal(t, len(tt.slots), len(back))
			for j := range back {
				require.Equal(t, tt.slots[j].Guess, back[j].Guess)
				require.Equal(t, tt.slots[j].Colors, back[j].Colors)
			}
		})
	}
	// second slot starts at bit 36
	two, err := PackReveal(p, []Slot{crane, crane})
	require.NoError(t, err)
	one, _ := PackReveal(p, []Slot{crane})
	require.Equal(t, new(big.Int).Add(one, new(big.Int).Lsh(one, 36)), two)
}

func TestUnpackRevealRejects(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	bit := func(i uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), i) }
	for name, v := range map[string]*big.Int{
		"negative":             big.NewInt(-1),
		"too wide":             bit(108),
		"unused slot not zero": big.NewInt(1),
		"gap":                  bit(36 + 35),
		"symbol 31":            new(big.Int).Or(bit(35), big.NewInt(31)),
		"colour 3":             new(big.Int).Or(bit(35), new(big.Int).Lsh(big.NewInt(3), 25)),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := UnpackReveal(p, v)
			require.ErrorIs(t, err, ErrBadPacked)
		})
	}
}

func FuzzPackReveal(f *testing.F) {
	f.Add([]byte{}, uint8(5), false)
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, uint8(4), true)
	f.Add(bytes.Repeat([]byte{0xff}, 40), uint8(6), false)
	f.Fuzz(func(t *testing.T, data []byte, length uint8, digits bool) {
		p := Params{Length: int(length%uint8(MaxLength-MinLength+1)) + MinLength, Alphabet: game.Letters}
		if digits {
			p.Alphabet = game.Digits
		}
		// round trip of valid slots built from the bytes
		var slots []Slot
		for len(data) >= p.Length && len(slots) < Guesses {
			s := Slot{Guess: make([]uint8, p.Length), Colors: make([]game.Color, p.Length)}
			for i := 0; i < p.Length; i++ {
				s.Guess[i] = data[i] % uint8(p.Alphabet.Size)
				s.Colors[i] = game.Color(data[i] / 32 % 3)
			}
			slots = append(slots, s)
			data = data[p.Length:]
		}
		packed, err := PackReveal(p, slots)
		require.NoError(t, err)
		require.LessOrEqual(t, packed.BitLen(), p.PackedBits())
		back, err := UnpackReveal(p, packed)
		require.NoError(t, err)
		require.Len(t, back, len(slots))
		for j := range slots {
			require.Equal(t, slots[j], back[j])
		}
		// arbitrary values never panic, and anything accepted packs back
		v := new(big.Int).SetBytes(data)
		if got, err := UnpackReveal(p, v); err == nil {
			again, err := PackReveal(p, got)
			require.NoError(t, err)
			require.Zero(t, v.Cmp(again), "%v packs back to %v", v, again)
		}
	})
}
