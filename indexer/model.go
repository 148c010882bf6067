package indexer

import (
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/game/rating"
)

// Game names, as the API takes them.
const (
	GameWow     = "wow"     // Worth of Words
	GameWorduel = "worduel" // Worduel Blitz, settled on the duel platform
	// Puzloc's daily challenges (PuzlocDaily's Finalised results), each
	// counted on its challenge's day.
	GameNumLock    = "numlock"
	GamePhraseLock = "phraselock"
)

// Games are the games the indexer ranks.
var Games = []string{GameWow, GameWorduel, GameNumLock, GamePhraseLock}

// isPuzloc reports whether game is a Puzloc daily challenge: its solves earn
// the streak bonus and its results carry a PuzlocPlay.
func isPuzloc(game string) bool { return slices.Contains([]string{GameNumLock, GamePhraseLock}, game) }

// Block is everything the indexer keeps of one block: the cursor (number,
// hash, parent, time) and the rows its events give. Each row is deleted
// with its block on a reorg.
type Block struct {
	Number uint64
	Hash   common.Hash
	Parent common.Hash
	Time   uint64 // block time, seconds

	Sightings []Sighting // players seen in the block's events (and where)
	Results   []Result   // one row per player of each game finished in the block
	WowGames  []WowGame  // Worth of Words games ended in the block
	Guesses   []Guess    // the opened guesses of those games
	Matches   []Match    // duels settled in the block
	Coins     []CoinMove // coin movements
	Voids     []VoidDay  // Puzloc days made void in the block
}

// VoidDay is a Puzloc challenge whose house was slashed: no result counts
// on it, and the game's streaks step over it (game/puzloc.Void).
type VoidDay struct {
	Game string // GameNumLock or GamePhraseLock
	Day  rating.Day
}

// Sighting places a player in an event: registration is the earliest.
type Sighting struct {
	Player common.Address
	Block  uint64 // where the event is (earlier than the block for a join read at a game's end)
	Index  uint64 // its log index
}

// Result is one player's result in one finished game: the unit every
// leaderboard, streak and statistic counts.
type Result struct {
	Game     string // one of Games
	Ref      string // the game or match id
	Player   common.Address
	Index    uint64 // log index of the event that ended it
	Score    int64  // Worth of Words points; Blitz words solved; Puzloc: the day's formula
	Won      bool
	Attempts int    // guesses made
	Payout   string // Worth of Words: wei credited; Worduel: net coins (+bet, -bet, 0)
	// Day is the UTC day the result counts on (its boards and its
	// streak): a Puzloc result's challenge day, whenever finalise is
	// mined; 0 means the block's day (Worth of Words, Worduel).
	Day rating.Day
	// Puzloc is the play's detail, for the achievements (numlock and
	// phraselock only; nil reads as the zero PuzlocPlay). Score is the
	// seed's score of the day; the indexer adds the streak bonus.
	Puzloc *PuzlocPlay
}

// PuzlocPlay is what a Puzloc result adds: the figures game/puzloc's
// achievements are awarded on.
type PuzlocPlay struct {
	Elapsed       time.Duration // the player's own thinking time
	Category      string        // PhraseLock: the phrase's category
	Lives         int           // PhraseLock: lives left at the end
	Hints         int           // PhraseLock: hints taken
	LettersFound  int           // PhraseLock: letters revealed by the player's letter guesses
	WonByPhrase   bool          // PhraseLock: won by guessing the whole phrase
	RevealedAtWin int           // PhraseLock: letters shown when it was won; -1 unknown (no key opened)
}

// WowGame is an ended Worth of Words game.
type WowGame struct {
	ID      uint64
	Index   uint64
	Players []common.Address // join order
	Rounds  int
	Winners int
	Stake   string // wei
	Prize   string // wei, each winner's share
}

// Guess is one opened guess of a finished game.
type Guess struct {
	Game   string
	Ref    string
	Player common.Address
	Round  int
	Word   string
}

// Match is a settled duel.
type Match struct {
	ID      uint64
	Index   uint64
	Mode    uint32
	A, B    common.Address
	Bet     int64
	Outcome uint8 // 0 draw, 1 a wins, 2 b wins (rating.Outcome)
	Ending  uint8 // result, forfeit, timeout, stale
	Points  int64
	RatingA int64 // after the match
	RatingB int64
	Solves  [2]int
	Guesses [2]int
}

// CoinMove is a change of an account's free and locked coins.
type CoinMove struct {
	Account common.Address
	Index   uint64
	Kind    string // daily, lock, unlock, won, lost
	Free    int64  // delta of the free coins
	Locked  int64  // delta of the coins in play
}

// dayIn is the day r counts on, in a block of time t.
func (r *Result) dayIn(t uint64) rating.Day {
	if r.Day != 0 {
		return r.Day
	}
	return dayOfBlock(t)
}
