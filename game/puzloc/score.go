package puzloc

import (
	"fmt"
	"time"
)

// Difficulty is a puzzle's difficulty: it multiplies the base score.
type Difficulty uint8

const (
	Easy   Difficulty = iota // multiplier 1
	Medium                   // multiplier 1.5
	Hard                     // multiplier 2
)

// String returns "easy", "medium" or "hard".
func (d Difficulty) String() string {
	switch d {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	default:
		return fmt.Sprintf("Difficulty(%d)", uint8(d))
	}
}

// base returns baseScore times the difficulty multiplier, which is an integer
// for every difficulty (1000, 1500, 2000), so the formulas need no floats.
func (d Difficulty) base() (int, error) {
	if d > Hard {
		return 0, fmt.Errorf("%w: %d", ErrBadDifficulty, uint8(d))
	}
	const baseScore = 1000
	return baseScore * (2 + int(d)) / 2, nil
}

const (
	attemptPenalty   = 100 // NumLock points per attempt after the first
	numLockSecondPen = 5   // NumLock points per whole second
	livesBonus       = 50  // PhraseLock points per life left
	lengthBonus      = 10  // PhraseLock points per character
	phraseSecondPen  = 3   // PhraseLock points per whole second
)

// NumLockScore is the seed's NumLock score for a code solved in attempts
// guesses (1 to NumLockAttempts) after elapsed time:
//
//	max(0, 1000*multiplier - (attempts-1)*100 - floor(seconds)*5)
//
// A lost game scores 0 and is not scored with this function.
func NumLockScore(attempts int, elapsed time.Duration, d Difficulty) (int, error) {
	base, err := d.base()
	if err != nil {
		return 0, err
	}
	if attempts < 1 || attempts > NumLockAttempts {
		return 0, fmt.Errorf("%w: %d attempts, want 1 to %d", ErrBadScoreInput, attempts, NumLockAttempts)
	}
	if elapsed < 0 {
		return 0, fmt.Errorf("%w: negative time %v", ErrBadScoreInput, elapsed)
	}
	secs := int64(elapsed / time.Second)
	score := int64(base) - int64(attempts-1)*attemptPenalty - secs*numLockSecondPen
	return int(max(0, score)), nil
}

// PhraseLockScore is the seed's PhraseLock score for a won game:
//
//	max(0, 1000*multiplier + lives*50 + length*10 - floor(seconds)*3)
//
// lives is the number of lives remaining and length the phrase length in
// characters (see PhraseLock.Length).
func PhraseLockScore(lives int, elapsed time.Duration, length int, d Difficulty) (int, error) {
	base, err := d.base()
	if err != nil {
		return 0, err
	}
	if lives < 0 || lives > StartLives || length < 0 || length > MaxPhraseLength || elapsed < 0 {
		return 0, fmt.Errorf("%w: lives %d, length %d, time %v", ErrBadScoreInput, lives, length, elapsed)
	}
	secs := int64(elapsed / time.Second)
	score := int64(base) + int64(lives)*livesBonus + int64(length)*lengthBonus - secs*phraseSecondPen
	return int(max(0, score)), nil
}
