package indexer

import (
	"context"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/game/rating"
)

// Store keeps the indexed rows. Commit and Rollback are the follower's;
// the rest is what the API reads. SQL (sql.go) is the implementation, over
// SQLite or PostgreSQL.
type Store interface {
	// Head is the last committed block; ok is false on an empty store.
	Head(ctx context.Context) (number uint64, hash common.Hash, time uint64, ok bool, err error)
	// BlockHash is the stored hash of block n; ok is false if not stored.
	BlockHash(ctx context.Context, n uint64) (common.Hash, bool, error)
	// Commit stores a block and its rows in one transaction; the block must
	// follow the head (ErrNotNext).
	Commit(ctx context.Context, b *Block) error
	// CommitBlocks stores consecutive blocks, the first following the
	// head, in one transaction (all or none).
	CommitBlocks(ctx context.Context, blocks []*Block) error
	// Rollback deletes every block from n on with its rows, in one
	// transaction, and repairs the derived tables.
	Rollback(ctx context.Context, n uint64) error

	Leaderboard(ctx context.Context, q BoardQuery) (Board, error)
	Ladder(ctx context.Context, offset, limit int) (Ladder, error)
	Profile(ctx context.Context, player common.Address, today rating.Day) (Profile, error)
	PlayerStats(ctx context.Context, game string, player common.Address, today rating.Day) (PlayerStats, error)
	Matches(ctx context.Context, player common.Address, offset, limit int) ([]MatchView, error)
	WowGames(ctx context.Context, player *common.Address, offset, limit int) ([]WowGameView, error)
	GameStats(ctx context.Context, game string) (GameStats, error)
	Achievements(ctx context.Context, player common.Address, today rating.Day) (Achievements, error)

	Close() error
}

// BoardQuery selects a leaderboard page.
type BoardQuery struct {
	Game   string
	Period Period
	Start  rating.Day // the period's first day (0 for AllTime)
	Today  rating.Day // for current streaks
	Offset int
	Limit  int
}

// Board is a leaderboard page.
type Board struct {
	Game    string       `json:"game"`
	Period  Period       `json:"period"`
	Start   string       `json:"start,omitempty"` // YYYY-MM-DD, empty for all-time
	Players int          `json:"players"`         // on the whole board
	Entries []BoardEntry `json:"entries"`
}

// BoardEntry is one line of a leaderboard.
type BoardEntry struct {
	Position        int     `json:"position"`
	Player          string  `json:"player"`
	Score           int64   `json:"score"`
	Games           int     `json:"games"`
	Wins            int     `json:"wins"`
	WinRate         float64 `json:"winRate"`
	AverageAttempts float64 `json:"averageAttempts"`
	Streak          int     `json:"streak"`
	Registered      uint64  `json:"registeredBlock"`
}

// Ladder is a page of Worduel's MMR ladder.
type Ladder struct {
	Players int           `json:"players"`
	Entries []LadderEntry `json:"entries"`
}

// LadderEntry is one player on the ladder.
type LadderEntry struct {
	Position int    `json:"position"`
	Player   string `json:"player"`
	MMR      int64  `json:"mmr"`
	Rank     string `json:"rank"`
	Wins     int    `json:"wins"`
	Losses   int    `json:"losses"`
	Draws    int    `json:"draws"`
}

// Profile is a player's page.
type Profile struct {
	Player     string        `json:"player"`
	Registered uint64        `json:"registeredBlock"`
	Coins      Coins         `json:"coins"`
	Worduel    WorduelRecord `json:"worduel"`
	Stats      []PlayerStats `json:"stats"`
	Matches    []MatchView   `json:"matches"` // the latest, newest first
}

// Coins are a player's duel coins.
type Coins struct {
	Free   int64 `json:"free"`
	InPlay int64 `json:"inPlay"`
}

// WorduelRecord is a player's rating and record.
type WorduelRecord struct {
	MMR      int64  `json:"mmr"`
	Rank     string `json:"rank"`
	Position int    `json:"position"` // on the ladder; 0 if never settled a match
	Wins     int    `json:"wins"`
	Losses   int    `json:"losses"`
	Draws    int    `json:"draws"`
}

// PlayerStats are a player's figures in one game (the seed's per-user
// statistics that chain data gives).
type PlayerStats struct {
	Game            string  `json:"game"`
	Games           int     `json:"games"`
	Wins            int     `json:"wins"`
	WinRate         float64 `json:"winRate"`
	TotalScore      int64   `json:"totalScore"`
	AverageScore    float64 `json:"averageScore"`
	AverageAttempts float64 `json:"averageAttempts"`
	CurrentStreak   int     `json:"currentStreak"`
	MaxStreak       int     `json:"maxStreak"`
	Rank            int     `json:"rank"` // on the all-time board; 0 with no game
	// FastSolves counts the player's Puzloc solves flagged as
	// suspiciously fast (game/puzloc.SuspiciousSolve): flagged, never
	// dropped from the boards or the scores.
	FastSolves int `json:"fastSolves"`
	// AttemptsToWin maps the attempts of each won game to the number of
	// wins with that many (the profile page's chart).
	AttemptsToWin map[int]int `json:"attemptsToWin"`
}

// MatchView is one settled duel as a player's history shows it.
type MatchView struct {
	ID       uint64 `json:"id"`
	Block    uint64 `json:"block"`
	Time     uint64 `json:"time"`
	Mode     uint32 `json:"mode"`
	A        string `json:"a"`
	B        string `json:"b"`
	Bet      int64  `json:"bet"`
	Outcome  string `json:"outcome"` // "draw", "A wins", "B wins"
	Ending   string `json:"ending"`
	Points   int64  `json:"points"`
	RatingA  int64  `json:"ratingA"`
	RatingB  int64  `json:"ratingB"`
	SolvesA  int    `json:"solvesA"`
	SolvesB  int    `json:"solvesB"`
	GuessesA int    `json:"guessesA"`
	GuessesB int    `json:"guessesB"`
}

// WowGameView is an ended Worth of Words game with its players' results.
type WowGameView struct {
	ID      uint64          `json:"id"`
	Block   uint64          `json:"block"`
	Time    uint64          `json:"time"`
	Rounds  int             `json:"rounds"`
	Winners int             `json:"winners"`
	Stake   string          `json:"stake"`
	Prize   string          `json:"prize"`
	Players []WowPlayerView `json:"players"`
}

// WowPlayerView is one player's line in a game.
type WowPlayerView struct {
	Player  string `json:"player"`
	Score   int64  `json:"score"`
	Won     bool   `json:"won"`
	Guesses int    `json:"guesses"`
	Payout  string `json:"payout"`
}

// GameStats are a game's figures (the seed's per-game statistics).
type GameStats struct {
	Game            string      `json:"game"`
	Games           int         `json:"games"`   // games or matches finished
	Results         int         `json:"results"` // player results (plays)
	Players         int         `json:"players"`
	WinPercentage   float64     `json:"winPercentage"`
	AverageAttempts float64     `json:"averageAttempts"`
	AverageScore    float64     `json:"averageScore"`
	AttemptsToWin   map[int]int `json:"attemptsToWin"` // guesses made -> wins
	CommonGuesses   []WordCount `json:"commonGuesses"`
	FastSolves      int         `json:"fastSolves"` // Puzloc solves flagged as suspiciously fast
}

// WordCount is a guess and how often it was made.
type WordCount struct {
	Word  string `json:"word"`
	Count int    `json:"count"`
}

// Achievements are a player's achievements (every one of the seed, in its
// order) and the figures they are awarded on.
type Achievements struct {
	Player            string            `json:"player"`
	Unlocked          []string          `json:"unlocked"`
	Locked            []string          `json:"locked"`
	BestRank          int               `json:"bestRank"` // best position on any leaderboard; 0 never placed
	LongestPlayStreak int               `json:"longestPlayStreak"`
	NumLock           NumLockFigures    `json:"numlock"`
	PhraseLock        PhraseLockFigures `json:"phraselock"`
}

// NumLockFigures are game/puzloc.NumLockStats, times in milliseconds.
type NumLockFigures struct {
	Played         int   `json:"played"`
	Won            int   `json:"won"`
	FewestAttempts int   `json:"fewestAttempts"`
	FastestWinMs   int64 `json:"fastestWinMs"`
	LongestStreak  int   `json:"longestStreak"`
}

// PhraseLockFigures are game/puzloc.PhraseLockStats, times in milliseconds.
type PhraseLockFigures struct {
	Won              int            `json:"won"`
	LettersFound     int            `json:"lettersFound"`
	PhrasesGuessed   int            `json:"phrasesGuessed"`
	MostLivesAtWin   int            `json:"mostLivesAtWin"`
	FastestWinMs     int64          `json:"fastestWinMs"`
	WinsByCategory   map[string]int `json:"winsByCategory"`
	WinsWithoutHints int            `json:"winsWithoutHints"`
	LuckyGuesses     int            `json:"luckyGuesses"`
}
