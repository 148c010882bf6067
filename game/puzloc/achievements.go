package puzloc

import (
	"time"
)

// Achievement is a named badge, spelled as in the seed.
type Achievement string

// NumLock achievements.
const (
	FirstSteps  Achievement = "First Steps"  // complete your first game
	PerfectCode Achievement = "Perfect Code" // solve in 1 attempt
	Speedster   Achievement = "Speedster"    // solve in under 30 seconds
	Persistent  Achievement = "Persistent"   // play 10 games
	Century     Achievement = "Century"      // play 100 games
	HotStreak   Achievement = "Hot Streak"   // win 5 days in a row
	Unstoppable Achievement = "Unstoppable"  // win 10 days in a row
	Master      Achievement = "Master"       // win 50 games
)

// PhraseLock achievements.
const (
	LetterDetective Achievement = "Letter Detective" // reveal 100 letters
	PhraseMaster    Achievement = "Phrase Master"    // guess 10 phrases correctly
	PerfectReveal   Achievement = "Perfect Reveal"   // win with 10 lives remaining
	SpeedReader     Achievement = "Speed Reader"     // win in under 60 seconds
	CategoryExpert  Achievement = "Category Expert"  // win 10 puzzles in each category
	NoHintsNeeded   Achievement = "No Hints Needed"  // win without using any hints
	LuckyGuess      Achievement = "Lucky Guess"      // win by guessing the phrase with 0 revealed letters
)

// Universal achievements.
const (
	MultiTalented   Achievement = "Multi-Talented"   // win at both game types
	DailyDedication Achievement = "Daily Dedication" // play every day for 30 days
	Completionist   Achievement = "Completionist"    // unlock all other achievements
	Top10           Achievement = "Top 10"           // reach top 10 on any leaderboard
	Champion        Achievement = "Champion"         // reach #1 on any leaderboard
)

// Achievements returns every achievement in the seed's order.
func Achievements() []Achievement {
	return []Achievement{
		FirstSteps, PerfectCode, Speedster, Persistent, Century, HotStreak, Unstoppable, Master,
		LetterDetective, PhraseMaster, PerfectReveal, SpeedReader, CategoryExpert, NoHintsNeeded, LuckyGuess,
		MultiTalented, DailyDedication, Completionist, Top10, Champion,
	}
}

// NumLockStats are a player's NumLock figures.
type NumLockStats struct {
	Played         int           // games completed (won or lost)
	Won            int           // games won
	FewestAttempts int           // fewest attempts in a won game; 0 with no win
	FastestWin     time.Duration // shortest time of a won game; 0 with no win
	LongestStreak  int           // longest run of days with a daily win (see Streak)
}

// PhraseLockStats are a player's PhraseLock figures.
type PhraseLockStats struct {
	Won              int              // games won
	LettersFound     int              // letters revealed by the player's own letter guesses
	PhrasesGuessed   int              // games won by a correct whole-phrase guess
	MostLivesAtWin   int              // most lives left in a won game; 0 with no win
	FastestWin       time.Duration    // shortest time of a won game; 0 with no win
	WinsByCategory   map[Category]int // wins per category
	WinsWithoutHints int              // wins with no hint taken
	LuckyGuesses     int              // wins by a phrase guess with no letter shown
}

// Stats are the figures achievements are awarded on.
type Stats struct {
	NumLock           NumLockStats
	PhraseLock        PhraseLockStats
	LongestPlayStreak int // longest run of days with any game played
	BestRank          int // best leaderboard position on any board, 1 = first; 0 = never placed
}

// Thresholds of the seed's achievements.
const (
	persistentGames   = 10
	centuryGames      = 100
	hotStreakDays     = 5
	unstoppableDays   = 10
	masterWins        = 50
	speedsterLimit    = 30 * time.Second
	detectiveLetters  = 100
	phraseMasterCount = 10
	speedReaderLimit  = 60 * time.Second
	categoryWins      = 10
	dedicationDays    = 30
	top10Rank         = 10
)

// Unlocked returns the achievements s has earned, in the seed's order. "Under
// N seconds" is strict, and a zero FastestWin means no win.
func Unlocked(s Stats) []Achievement {
	n, p := s.NumLock, s.PhraseLock
	expert := true
	for _, c := range Categories() {
		expert = expert && p.WinsByCategory[c] >= categoryWins
	}
	earned := map[Achievement]bool{
		FirstSteps:  n.Played >= 1,
		PerfectCode: n.Won > 0 && n.FewestAttempts == 1,
		Speedster:   n.Won > 0 && n.FastestWin > 0 && n.FastestWin < speedsterLimit,
		Persistent:  n.Played >= persistentGames,
		Century:     n.Played >= centuryGames,
		HotStreak:   n.LongestStreak >= hotStreakDays,
		Unstoppable: n.LongestStreak >= unstoppableDays,
		Master:      n.Won >= masterWins,

		LetterDetective: p.LettersFound >= detectiveLetters,
		PhraseMaster:    p.PhrasesGuessed >= phraseMasterCount,
		PerfectReveal:   p.Won > 0 && p.MostLivesAtWin >= StartLives,
		SpeedReader:     p.Won > 0 && p.FastestWin > 0 && p.FastestWin < speedReaderLimit,
		CategoryExpert:  expert,
		NoHintsNeeded:   p.WinsWithoutHints > 0,
		LuckyGuess:      p.LuckyGuesses > 0,

		MultiTalented:   n.Won > 0 && p.Won > 0,
		DailyDedication: s.LongestPlayStreak >= dedicationDays,
		Top10:           s.BestRank >= 1 && s.BestRank <= top10Rank,
		Champion:        s.BestRank == 1,
	}
	all := true
	for _, a := range Achievements() {
		if a != Completionist {
			all = all && earned[a]
		}
	}
	earned[Completionist] = all
	var out []Achievement
	for _, a := range Achievements() {
		if earned[a] {
			out = append(out, a)
		}
	}
	return out
}

// Record adds one finished PhraseLock game to the statistics.
func (p *PhraseLockStats) Record(s Summary, elapsed time.Duration) {
	p.LettersFound += s.LettersFound
	if s.Status != Won {
		return
	}
	p.Won++
	if s.WonByPhrase {
		p.PhrasesGuessed++
		if s.RevealedAtWin == 0 {
			p.LuckyGuesses++
		}
	}
	p.MostLivesAtWin = max(p.MostLivesAtWin, s.Lives)
	if p.FastestWin == 0 || elapsed < p.FastestWin {
		p.FastestWin = elapsed
	}
	if p.WinsByCategory == nil {
		p.WinsByCategory = map[Category]int{}
	}
	p.WinsByCategory[s.Category]++
	if s.HintsUsed == 0 {
		p.WinsWithoutHints++
	}
}

// Record adds one finished NumLock game (attempts used, time taken) to the
// statistics. Streaks are counted separately with Streak.
func (n *NumLockStats) Record(won bool, attempts int, elapsed time.Duration) {
	n.Played++
	if !won {
		return
	}
	n.Won++
	if n.FewestAttempts == 0 || attempts < n.FewestAttempts {
		n.FewestAttempts = attempts
	}
	if n.FastestWin == 0 || elapsed < n.FastestWin {
		n.FastestWin = elapsed
	}
}
