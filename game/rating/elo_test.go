package rating

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestExpectedAndDelta(t *testing.T) {
	tests := []struct {
		name          string
		winner, loser int
		wantExpected  float64
		wantDelta     int
	}{
		{"equal ratings split K", 1200, 1200, 0.5, 16},
		{"400 points above: expected 10/11", 1600, 1200, 10.0 / 11, 3},
		{"400 points below: expected 1/11", 1200, 1600, 1.0 / 11, 29},
		{"200 points below", 1400, 1600, 1 / (1 + math.Sqrt(10)), 24},
		{"far above gains nothing", 3000, 1000, 1 / (1 + math.Pow(10, -5)), 0},
		{"far below gains all of K", 1000, 3000, 1 / (1 + math.Pow(10, 5)), 32},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.InDelta(t, tt.wantExpected, Expected(tt.winner, tt.loser), 1e-12)
			require.Equal(t, tt.wantDelta, Delta(tt.winner, tt.loser))
		})
	}
}

// TestUpdateScenarios covers the seed's MMR rules (worduel-rules.md, "Match
// End" and "MMR (Skill Rating)").
func TestUpdateScenarios(t *testing.T) {
	tests := []struct {
		name    string
		r       [2]int
		o       Outcome
		want    [2]int
		wantErr error
	}{
		{name: "MMR changes for both players based on the Elo formula", r: [2]int{1500, 1500}, o: WinA, want: [2]int{1516, 1484}},
		{name: "B wins", r: [2]int{1500, 1500}, o: WinB, want: [2]int{1484, 1516}},
		{name: "Beating a higher-rated opponent = larger MMR gain", r: [2]int{1200, 1600}, o: WinA, want: [2]int{1229, 1571}},
		{name: "Losing to a lower-rated opponent = larger MMR loss", r: [2]int{1600, 1200}, o: WinB, want: [2]int{1571, 1229}},
		{name: "Draws award no MMR change", r: [2]int{1200, 1600}, o: Draw, want: [2]int{1200, 1600}},
		{name: "bad outcome", r: [2]int{1, 2}, o: Outcome(5), wantErr: ErrBadOutcome},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Update(tt.r, tt.o)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
	// The larger-gain rules, compared directly.
	up, _ := Update([2]int{1200, 1600}, WinA)
	even, _ := Update([2]int{1200, 1200}, WinA)
	require.Greater(t, up[0]-1200, even[0]-1200)
	down, _ := Update([2]int{1600, 1200}, WinB)
	require.Greater(t, 1600-down[0], 1200-even[1])
}

// FuzzUpdate checks that an update is zero-sum, moves at most K, moves the
// winner up and the loser down, is symmetric in the players, and that a
// higher-rated winner never gains more than a lower-rated one.
func FuzzUpdate(f *testing.F) {
	f.Add(int32(1000), int32(1000), int8(1))
	f.Add(int32(0), int32(2500), int8(2))
	f.Add(int32(-50), int32(4000), int8(0))
	f.Add(int32(math.MaxInt16), int32(math.MinInt16), int8(1))
	f.Fuzz(func(t *testing.T, a32, b32 int32, o8 int8) {
		a, b := int(a32)%10000, int(b32)%10000
		o := Outcome(((int(o8) % 3) + 3) % 3)
		got, err := Update([2]int{a, b}, o)
		require.NoError(t, err)
		require.Equal(t, a+b, got[0]+got[1], "zero-sum")
		d := got[0] - a
		require.LessOrEqual(t, abs(d), K)
		switch o {
		case WinA:
			require.GreaterOrEqual(t, d, 0)
		case WinB:
			require.LessOrEqual(t, d, 0)
		default:
			require.Zero(t, d)
		}
		swapped, err := Update([2]int{b, a}, map[Outcome]Outcome{Draw: Draw, WinA: WinB, WinB: WinA}[o])
		require.NoError(t, err)
		require.Equal(t, [2]int{got[1], got[0]}, swapped)
		// Monotone: a stronger winner against the same loser gains no more.
		require.LessOrEqual(t, Delta(a+1, b), Delta(a, b))
	})
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestRankTable covers every row of the seed's rank table, at both ends.
func TestRankTable(t *testing.T) {
	tests := []struct {
		name     string
		min, max int // max < 0: open-ended
		want     Rank
	}{
		{"Bronze 0 – 999", 0, 999, Bronze},
		{"Silver 1000 – 1499", 1000, 1499, Silver},
		{"Gold 1500 – 1999", 1500, 1999, Gold},
		{"Platinum 2000 – 2499", 2000, 2499, Platinum},
		{"Diamond 2500+", 2500, -1, Diamond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Equal(t, tt.want, RankOf(tt.min))
			require.Equal(t, tt.min, tt.want.Min())
			if tt.max >= 0 {
				require.Equal(t, tt.want, RankOf(tt.max))
				require.Equal(t, tt.want+1, RankOf(tt.max+1))
			} else {
				require.Equal(t, tt.want, RankOf(1_000_000))
			}
			if tt.min > 0 {
				require.Equal(t, tt.want-1, RankOf(tt.min-1))
			}
		})
	}
	require.Equal(t, Bronze, RankOf(-40), "a rating below 0 is still Bronze")
	require.Equal(t, Silver, RankOf(BaseMMR))
	require.Equal(t, "Platinum", Platinum.String())
}

func BenchmarkUpdate(b *testing.B) {
	r := [2]int{1500, 1500}
	for i := 0; b.Loop(); i++ {
		var err error
		if r, err = Update(r, Outcome(1+i%2)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "updates/s")
}
