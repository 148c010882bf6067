package puzloc

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func allCategories(n int) map[Category]int {
	m := map[Category]int{}
	for _, c := range Categories() {
		m[c] = n
	}
	return m
}

// TestAchievements covers every achievement the seed lists (puzloc-rules.md,
// Achievements): each row gives statistics that just earn it and statistics
// that just miss it.
func TestAchievements(t *testing.T) {
	tests := []struct {
		name       string
		want       Achievement
		earn, miss Stats
	}{
		{"First Steps: Complete your first game", FirstSteps,
			Stats{NumLock: NumLockStats{Played: 1}}, Stats{}},
		{"Perfect Code: Solve in 1 attempt", PerfectCode,
			Stats{NumLock: NumLockStats{Played: 1, Won: 1, FewestAttempts: 1, FastestWin: time.Minute}},
			Stats{NumLock: NumLockStats{Played: 1, Won: 1, FewestAttempts: 2, FastestWin: time.Minute}}},
		{"Speedster: Solve in under 30 seconds", Speedster,
			Stats{NumLock: NumLockStats{Played: 1, Won: 1, FewestAttempts: 3, FastestWin: 29999 * time.Millisecond}},
			Stats{NumLock: NumLockStats{Played: 1, Won: 1, FewestAttempts: 3, FastestWin: 30 * time.Second}}},
		{"Persistent: Play 10 games", Persistent,
			Stats{NumLock: NumLockStats{Played: 10}}, Stats{NumLock: NumLockStats{Played: 9}}},
		{"Century: Play 100 games", Century,
			Stats{NumLock: NumLockStats{Played: 100}}, Stats{NumLock: NumLockStats{Played: 99}}},
		{"Hot Streak: Win 5 days in a row", HotStreak,
			Stats{NumLock: NumLockStats{LongestStreak: 5}}, Stats{NumLock: NumLockStats{LongestStreak: 4}}},
		{"Unstoppable: Win 10 days in a row", Unstoppable,
			Stats{NumLock: NumLockStats{LongestStreak: 10}}, Stats{NumLock: NumLockStats{LongestStreak: 9}}},
		{"Master: Win 50 games", Master,
			Stats{NumLock: NumLockStats{Played: 60, Won: 50}}, Stats{NumLock: NumLockStats{Played: 60, Won: 49}}},
		{"Letter Detective: Reveal 100 letters", LetterDetective,
			Stats{PhraseLock: PhraseLockStats{LettersFound: 100}}, Stats{PhraseLock: PhraseLockStats{LettersFound: 99}}},
		{"Phrase Master: Guess 10 phrases correctly", PhraseMaster,
			Stats{PhraseLock: PhraseLockStats{Won: 10, PhrasesGuessed: 10}}, Stats{PhraseLock: PhraseLockStats{Won: 10, PhrasesGuessed: 9}}},
		{"Perfect Reveal: Win with 10 lives remaining", PerfectReveal,
			Stats{PhraseLock: PhraseLockStats{Won: 1, MostLivesAtWin: 10}}, Stats{PhraseLock: PhraseLockStats{Won: 1, MostLivesAtWin: 9}}},
		{"Speed Reader: Win in under 60 seconds", SpeedReader,
			Stats{PhraseLock: PhraseLockStats{Won: 1, FastestWin: 59 * time.Second}}, Stats{PhraseLock: PhraseLockStats{Won: 1, FastestWin: 60 * time.Second}}},
		{"Category Expert: Win 10 puzzles in each category", CategoryExpert,
			Stats{PhraseLock: PhraseLockStats{Won: 70, WinsByCategory: allCategories(10)}},
			Stats{PhraseLock: PhraseLockStats{Won: 69, WinsByCategory: func() map[Category]int {
				m := allCategories(10)
				m[PopCulture] = 9
				return m
			}()}}},
		{"No Hints Needed: Win without using any hints", NoHintsNeeded,
			Stats{PhraseLock: PhraseLockStats{Won: 1, WinsWithoutHints: 1}}, Stats{PhraseLock: PhraseLockStats{Won: 1}}},
		{"Lucky Guess: Win by guessing the phrase with 0 revealed letters", LuckyGuess,
			Stats{PhraseLock: PhraseLockStats{Won: 1, LuckyGuesses: 1}}, Stats{PhraseLock: PhraseLockStats{Won: 1}}},
		{"Multi-Talented: Win at both game types", MultiTalented,
			Stats{NumLock: NumLockStats{Played: 1, Won: 1, FewestAttempts: 4, FastestWin: time.Hour}, PhraseLock: PhraseLockStats{Won: 1, FastestWin: time.Hour}},
			Stats{NumLock: NumLockStats{Played: 1, Won: 1, FewestAttempts: 4, FastestWin: time.Hour}}},
		{"Daily Dedication: Play every day for 30 days", DailyDedication,
			Stats{LongestPlayStreak: 30}, Stats{LongestPlayStreak: 29}},
		{"Top 10: Reach top 10 on any leaderboard", Top10,
			Stats{BestRank: 10}, Stats{BestRank: 11}},
		{"Champion: Reach #1 on any leaderboard", Champion,
			Stats{BestRank: 1}, Stats{BestRank: 2}},
		{"Completionist: Unlock all other achievements", Completionist, everything(), func() Stats {
			s := everything()
			s.BestRank = 2 // everything but Champion
			return s
		}()},
	}
	require.Len(t, tests, len(Achievements()), "one row per achievement")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Contains(t, Unlocked(tt.earn), tt.want)
			require.NotContains(t, Unlocked(tt.miss), tt.want)
		})
	}
	require.Equal(t, Achievements(), Unlocked(everything()))
	require.Empty(t, Unlocked(Stats{}))
	require.Equal(t, []Achievement{FirstSteps}, Unlocked(Stats{NumLock: NumLockStats{Played: 1}}))
}

func everything() Stats {
	return Stats{
		NumLock: NumLockStats{Played: 100, Won: 50, FewestAttempts: 1, FastestWin: time.Second, LongestStreak: 10},
		PhraseLock: PhraseLockStats{
			Won: 70, LettersFound: 100, PhrasesGuessed: 10, MostLivesAtWin: 10, FastestWin: time.Second,
			WinsByCategory: allCategories(10), WinsWithoutHints: 1, LuckyGuesses: 1,
		},
		LongestPlayStreak: 30,
		BestRank:          1,
	}
}

// TestRecordFromGames feeds real puzloc games into the statistics.
func TestRecordFromGames(t *testing.T) {
	var p PhraseLockStats
	lucky, err := NewPhraseLock("JAWS", Movies)
	require.NoError(t, err)
	_, err = lucky.GuessPhrase("jaws")
	require.NoError(t, err)
	p.Record(lucky.Summary(), 12*time.Second)

	hinted, err := NewPhraseLock("ab", Science)
	require.NoError(t, err)
	_, err = hinted.HintLetter(0)
	require.NoError(t, err)
	_, err = hinted.GuessLetter('b')
	require.NoError(t, err)
	p.Record(hinted.Summary(), 90*time.Second)

	lost, err := NewPhraseLock("xyz", History)
	require.NoError(t, err)
	for _, c := range []byte("abcdefghij") {
		_, err := lost.GuessLetter(c)
		require.NoError(t, err)
	}
	p.Record(lost.Summary(), time.Minute)

	require.Equal(t, PhraseLockStats{
		Won: 2, LettersFound: 1, PhrasesGuessed: 1, MostLivesAtWin: 10, FastestWin: 12 * time.Second,
		WinsByCategory:   map[Category]int{Movies: 1, Science: 1},
		WinsWithoutHints: 1, LuckyGuesses: 1,
	}, p)

	var n NumLockStats
	n.Record(false, 6, time.Minute)
	n.Record(true, 3, 40*time.Second)
	n.Record(true, 4, 25*time.Second)
	require.Equal(t, NumLockStats{Played: 3, Won: 2, FewestAttempts: 3, FastestWin: 25 * time.Second}, n)

	got := Unlocked(Stats{NumLock: n, PhraseLock: p})
	for _, a := range []Achievement{FirstSteps, Speedster, PerfectReveal, SpeedReader, NoHintsNeeded, LuckyGuess, MultiTalented} {
		require.True(t, slices.Contains(got, a), "%s in %v", a, got)
	}
	require.NotContains(t, got, PerfectCode)
}
