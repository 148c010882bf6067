package puzloc

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// TestNumLockExamples replays every worked example and edge case of the seed's
// NumLock section (puzloc-rules.md, "Examples" and "Edge Cases"). Patterns are
// over G (green), Y (yellow) and '.' (grey).
func TestNumLockExamples(t *testing.T) {
	tests := []struct {
		name       string
		code       string
		guesses    []string
		want       []string
		wantStatus Status
	}{
		{
			name:       "Example 1: Simple Case",
			code:       "1234",
			guesses:    []string{"1567", "1892", "1234"},
			want:       []string{"G...", "G..Y", "GGGG"},
			wantStatus: Won,
		},
		{
			name:       "Example 2: Repeated Digits",
			code:       "1123",
			guesses:    []string{"1111", "1124", "1123"},
			want:       []string{"GG..", "GGG.", "GGGG"},
			wantStatus: Won,
		},
		{
			// CONTRADICTION: the seed shows 2143 as "Y G Y Y" and 3142 as
			// "Y G Y G" ("1 and 2 are in correct positions"). Against 1234 no
			// digit of 2143 or 3142 is in its place (1 is at position 2 of the
			// guess but position 1 of the code), so by the stated colour rules
			// both are all yellow. The rules win.
			name:       "Example 3: All Wrong Positions",
			code:       "1234",
			guesses:    []string{"4321", "2143", "3142", "1234"},
			want:       []string{"YYYY", "YYYY", "YYYY", "GGGG"},
			wantStatus: Won,
		},
		{
			name:       "Edge Cases: Duplicate Digits",
			code:       "1123",
			guesses:    []string{"1111"},
			want:       []string{"GG.."},
			wantStatus: Playing,
		},
		{
			name:       "Edge Cases: All Same Digit",
			code:       "7777",
			guesses:    []string{"7777"},
			want:       []string{"GGGG"},
			wantStatus: Won,
		},
		{
			name:       "Edge Cases: No Matches",
			code:       "1234",
			guesses:    []string{"5678"},
			want:       []string{"...."},
			wantStatus: Playing,
		},
		{
			name:       "Lose: Run out of attempts",
			code:       "0000",
			guesses:    []string{"1111", "2222", "3333", "4444", "5555", "6660"},
			want:       []string{"....", "....", "....", "....", "....", "...G"},
			wantStatus: Lost,
		},
		{
			name:       "Win: Guess the correct code within 6 attempts",
			code:       "0907",
			guesses:    []string{"1111", "2222", "3333", "4444", "5555", "0907"},
			want:       []string{"....", "....", "....", "....", "....", "GGGG"},
			wantStatus: Won,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := NewNumLock(tt.code)
			require.NoError(t, err)
			for i, g := range tt.guesses {
				colors, err := n.Guess(g)
				require.NoError(t, err, "guess %d", i+1)
				require.Equal(t, tt.want[i], game.Pattern(colors), "guess %d %s", i+1, g)
			}
			require.Equal(t, tt.wantStatus, n.Status())
			require.Equal(t, len(tt.guesses), n.Attempts())
			if tt.wantStatus != Playing {
				require.Zero(t, n.Remaining())
				_, err := n.Guess(tt.code)
				require.ErrorIs(t, err, ErrGameOver)
			} else {
				require.Equal(t, NumLockAttempts-len(tt.guesses), n.Remaining())
			}
		})
	}
}

func TestNumLockErrors(t *testing.T) {
	_, err := NewNumLock("123")
	require.ErrorIs(t, err, game.ErrBadWord)
	_, err = NewNumLock("12a4")
	require.ErrorIs(t, err, game.ErrBadWord)
	n, err := NewNumLock("1234")
	require.NoError(t, err)
	for _, bad := range []string{"", "12345", "12 4", "abcd"} {
		_, err := n.Guess(bad)
		require.ErrorIs(t, err, game.ErrBadWord, bad)
	}
	require.Zero(t, n.Attempts(), "malformed guesses use no attempt")
}

// TestCodeDifficulty covers the seed's "Challenge Difficulty" examples for
// NumLock, and the cases the seed leaves to the count of repeats.
func TestCodeDifficulty(t *testing.T) {
	tests := []struct {
		name string
		code string
		want Difficulty
	}{
		{"Easy: No repeated digits (e.g., 1234)", "1234", Easy},
		{"Medium: Some repeated digits (e.g., 1123)", "1123", Medium},
		{"Hard: Multiple repeated digits (e.g., 1112)", "1112", Hard},
		{"two pairs repeat two digits", "1122", Hard},
		{"all same digit", "7777", Hard},
		{"leading zeros are digits", "0012", Medium},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CodeDifficulty(tt.code)
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
	_, err := CodeDifficulty("99999")
	require.ErrorIs(t, err, game.ErrBadWord)
}

// TestNumLockScore covers the seed's NumLock scoring examples.
func TestNumLockScore(t *testing.T) {
	tests := []struct {
		name     string
		attempts int
		elapsed  time.Duration
		d        Difficulty
		want     int
		wantErr  error
	}{
		{name: "Solve in 1 attempt, 20 seconds (medium)", attempts: 1, elapsed: 20 * time.Second, d: Medium, want: 1400},
		{name: "Solve in 3 attempts, 60 seconds (medium)", attempts: 3, elapsed: 60 * time.Second, d: Medium, want: 1000},
		{name: "Solve in 6 attempts, 180 seconds (hard)", attempts: 6, elapsed: 180 * time.Second, d: Hard, want: 600},
		{name: "partial seconds are floored", attempts: 2, elapsed: 10*time.Second + 999*time.Millisecond, d: Easy, want: 850},
		{name: "never below zero", attempts: 6, elapsed: time.Hour, d: Easy, want: 0},
		{name: "zero attempts", attempts: 0, d: Easy, wantErr: ErrBadScoreInput},
		{name: "seven attempts", attempts: 7, d: Easy, wantErr: ErrBadScoreInput},
		{name: "negative time", attempts: 1, elapsed: -time.Second, d: Easy, wantErr: ErrBadScoreInput},
		{name: "unknown difficulty", attempts: 1, d: Difficulty(3), wantErr: ErrBadDifficulty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := NumLockScore(tt.attempts, tt.elapsed, tt.d)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
}

// FuzzNumLock checks that arbitrary codes and guesses never panic, that a
// malformed guess uses no attempt, and that a guess is all green exactly when
// it equals the code.
func FuzzNumLock(f *testing.F) {
	f.Add("1234", "4321")
	f.Add("0000", "0000")
	f.Add("9999", "99999")
	f.Add("12a4", "")
	f.Fuzz(func(t *testing.T, code, guess string) {
		n, err := NewNumLock(code)
		if err != nil {
			require.ErrorIs(t, err, game.ErrBadWord)
			return
		}
		colors, err := n.Guess(guess)
		if err != nil {
			require.ErrorIs(t, err, game.ErrBadWord)
			require.Zero(t, n.Attempts())
			return
		}
		require.Equal(t, guess == code, game.Pattern(colors) == "GGGG")
		require.Equal(t, guess == code, n.Status() == Won)
	})
}

func BenchmarkNumLockGuess(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		n, _ := NewNumLock("1123")
		for _, g := range []string{"1111", "1124", "1123"} {
			if _, err := n.Guess(g); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

func TestDailyCodes(t *testing.T) {
	codes, err := DailyCodes()
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) != 8149 || codes[0] != "0001" || !slices.IsSorted(codes) {
		t.Fatalf("%d codes from %s, want 8149 sorted from 0001", len(codes), codes[0])
	}
	if slices.Contains(codes, "1234") || slices.Contains(codes, "0000") {
		t.Fatal("the seed's own examples of common codes are in the list")
	}
}

func TestSuspiciousSolve(t *testing.T) {
	require.True(t, SuspiciousSolve(1, 1999*time.Millisecond))
	require.False(t, SuspiciousSolve(1, 2*time.Second))
	require.True(t, SuspiciousSolve(3, 5*time.Second))
	require.False(t, SuspiciousSolve(3, 6*time.Second))
	require.False(t, SuspiciousSolve(0, 0), "no solve, no flag")
}
