package audit

import (
	"context"
	"fmt"
	"io/fs"
	"math/big"
	"runtime"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
)

// Backend is what the auditor reads from a node: logs, views, code and
// transactions. *ethclient.Client satisfies it.
type Backend interface {
	ChainID(ctx context.Context) (*big.Int, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error)
	CodeAt(ctx context.Context, account common.Address, block *big.Int) ([]byte, error)
	TransactionByHash(ctx context.Context, hash common.Hash) (*types.Transaction, bool, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// Config is one audit.
type Config struct {
	// Backend reads the chain.
	Backend Backend
	// Manifest is the deployment the game belongs to. Optional when Contract
	// is set: without it the key fingerprints and contract addresses are
	// checked against the local keys and the game's own records only.
	Manifest *deploy.Manifest
	// GameID is the game to audit (ids start at 1).
	GameID *big.Int
	// Contract is the WorthOfWords contract; zero means the manifest's.
	Contract common.Address
	// Keys holds the verifying keys (<id>.vk files) the auditor trusts; nil
	// means the keys shipped with this repository.
	Keys fs.FS
	// KeySet labels Keys by their ceremony (contributions, beacon sources,
	// development or not); nil means the shipped keys' label
	// (prover.ShippedProvenance) when Keys is nil, else unknown, that is
	// development keys.
	KeySet *prover.Provenance
	// Dicts are the dictionaries of the game's word length; nil (or another
	// length) means the embedded ones.
	Dicts *wire.Dictionaries
	// FromBlock is the first block scanned for events; zero means the
	// manifest's deployment block (or genesis without a manifest).
	FromBlock uint64
	// Workers verify proofs in parallel; zero means one per CPU.
	Workers int
}

// Verdicts.
const (
	VerdictClean        = "clean"        // every check passed
	VerdictMismatch     = "mismatch"     // something on chain does not match
	VerdictUnverifiable = "unverifiable" // nothing failed, but something could not be checked
)

// Checks a Finding can name.
const (
	CheckKeys        = "keys"         // verifying keys: local set versus the manifest
	CheckVerifier    = "verifier"     // deployed verifier code versus the local keys
	CheckContract    = "contract"     // the game contract's code and views
	CheckDictionary  = "dictionary"   // dictionary roots and guesses
	CheckJoinProof   = "join-proof"   // a commit proof of a join
	CheckRevealProof = "reveal-proof" // a reveal proof
	CheckTargets     = "targets"      // attackers of a reveal versus the seed
	CheckPoints      = "points"       // points of a Revealed event
	CheckSolved      = "solved"       // WordSolved events
	CheckEliminated  = "eliminated"   // PlayerEliminated events
	CheckRounds      = "rounds"       // the sequence of rounds and the end of the game
	CheckWinners     = "winners"      // GameEnded winners and prize
	CheckScore       = "score"        // playerInfo versus the replay
	CheckPayout      = "payout"       // winners' balances
	CheckEvents      = "events"       // malformed or unexpected events
)

// Location names one event on chain.
type Location struct {
	Event    string      `json:"event"`
	Block    uint64      `json:"block"`
	Tx       common.Hash `json:"tx"`
	LogIndex uint        `json:"logIndex"`
}

func (l *Location) String() string {
	if l == nil {
		return ""
	}
	return fmt.Sprintf("%s (block %d, tx %s, log %d)", l.Event, l.Block, l.Tx.Hex(), l.LogIndex)
}

func locate(event string, lg *types.Log) *Location {
	return &Location{Event: event, Block: lg.BlockNumber, Tx: lg.TxHash, LogIndex: lg.Index}
}

// Finding is one check that failed, or could not be made.
type Finding struct {
	Check string `json:"check"`
	// Unverifiable is set when the check could not be made (as opposed to
	// failed): the verdict is then at best VerdictUnverifiable.
	Unverifiable bool            `json:"unverifiable,omitempty"`
	Where        *Location       `json:"where,omitempty"`
	Round        uint16          `json:"round,omitempty"`
	Player       *common.Address `json:"player,omitempty"`
	Detail       string          `json:"detail"`
}

func (f Finding) String() string {
	s := f.Check
	if f.Unverifiable {
		s += " (unverifiable)"
	}
	if f.Round != 0 {
		s += fmt.Sprintf(" round %d", f.Round)
	}
	if f.Player != nil {
		s += " player " + f.Player.Hex()
	}
	s += ": " + f.Detail
	if f.Where != nil {
		s += " at " + f.Where.String()
	}
	return s
}

// Settings are the lobby settings of the game.
type Settings struct {
	Token      common.Address `json:"token"`
	Stake      *big.Int       `json:"stake"`
	MinPlayers uint8          `json:"minPlayers"`
	MaxPlayers uint8          `json:"maxPlayers"`
	WordLength uint8          `json:"wordLength"`
	RoundCap   uint16         `json:"roundCap"`
}

// Player is one player as the replay sees it.
type Player struct {
	Index   int            `json:"index"` // join order, the index events use
	Address common.Address `json:"address"`
	Score   uint32         `json:"score"`
	// Status is "active", "solved" or "forfeited".
	Status string `json:"status"`
	// OutInRound is the round of elimination, 0 while active.
	OutInRound uint16    `json:"outInRound,omitempty"`
	Join       *Location `json:"join,omitempty"`
}

// Guess is one guess of a round against one target, as revealed.
type Guess struct {
	Attacker int    `json:"attacker"`
	Target   int    `json:"target"`
	Secret   uint8  `json:"secret"` // the target's secret under attack, from 0
	Word     string `json:"word"`
	Colours  string `json:"colours"` // G green, Y yellow, . grey
	Points   int    `json:"points"`  // by the replay
}

// Round is one round of the replay.
type Round struct {
	Number uint16      `json:"number"`
	Seed   common.Hash `json:"seed"`
	// Opened maps player indexes to the words they opened.
	Opened  map[int]string `json:"opened"`
	Guesses []Guess        `json:"guesses"`
	// Solved lists players whose active word was solved in this round.
	Solved []int `json:"solved,omitempty"`
	// Eliminated lists players out after this round, with Forfeited those
	// who failed to reveal.
	Eliminated []int    `json:"eliminated,omitempty"`
	Forfeited  []int    `json:"forfeited,omitempty"`
	Scores     []uint32 `json:"scores"` // every player's score after the round
	Complete   bool     `json:"complete"`
}

// Counts says how much was checked.
type Counts struct {
	Events       int `json:"events"`
	JoinProofs   int `json:"joinProofs"`
	RevealProofs int `json:"revealProofs"`
	Guesses      int `json:"guesses"`
	Verifiers    int `json:"verifiers"`
}

// Report is the result of an audit.
type Report struct {
	ChainID  uint64         `json:"chainId"`
	Contract common.Address `json:"contract"`
	GameID   *big.Int       `json:"gameId"`
	Settings Settings       `json:"settings"`
	Players  []Player       `json:"players"`
	Rounds   []Round        `json:"rounds"`
	Ended    bool           `json:"ended"`
	Winners  []int          `json:"winners,omitempty"` // by the replay, player indexes
	Pot      *big.Int       `json:"pot"`
	Prize    *big.Int       `json:"prize,omitempty"` // each winner's share, by the replay
	Checked  Counts         `json:"checked"`
	// KeySet labels the verifying keys the proofs were checked with: a
	// ceremony's contribution counts and beacon sources, and whether they
	// are development keys (whoever ran their ceremony could forge proofs).
	KeySet   prover.Provenance `json:"keySet"`
	Findings []Finding         `json:"findings"`
	// Notes are remarks that do not change the verdict (a check skipped
	// because the node keeps no history, for instance).
	Notes   []string      `json:"notes,omitempty"`
	Verdict string        `json:"verdict"`
	Elapsed time.Duration `json:"elapsedNs"`
}

// Clean reports whether every check passed.
func (r *Report) Clean() bool { return r.Verdict == VerdictClean }

func (r *Report) fail(f Finding) { r.Findings = append(r.Findings, f) }

func (r *Report) note(format string, args ...any) {
	r.Notes = append(r.Notes, fmt.Sprintf(format, args...))
}

func (r *Report) finish() {
	r.Verdict = VerdictClean
	for _, f := range r.Findings {
		if !f.Unverifiable {
			r.Verdict = VerdictMismatch
			return
		}
		r.Verdict = VerdictUnverifiable
	}
}

// Audit audits one game. It returns an error only when the audit cannot run;
// everything that does not match is a Finding in the report.
func Audit(ctx context.Context, cfg Config) (*Report, error) {
	start := time.Now()
	if cfg.Backend == nil {
		return nil, fmt.Errorf("%w: no backend", ErrBadConfig)
	}
	if cfg.GameID == nil || cfg.GameID.Sign() <= 0 {
		return nil, fmt.Errorf("%w: game id must be positive", ErrBadConfig)
	}
	if cfg.Contract == (common.Address{}) {
		if cfg.Manifest == nil {
			return nil, fmt.Errorf("%w: neither a manifest nor a game contract", ErrBadConfig)
		}
		addr, err := cfg.Manifest.Address(deploy.ContractWorthOfWords)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadConfig, err)
		}
		cfg.Contract = addr
	}
	if cfg.KeySet == nil {
		ks := prover.Provenance{Development: true, Reason: "the key set's ceremony is unknown"}
		if cfg.Keys == nil {
			ks = prover.ShippedProvenance()
		}
		cfg.KeySet = &ks
	}
	if cfg.Keys == nil {
		cfg.Keys = keys.FS()
	}
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	if cfg.FromBlock == 0 && cfg.Manifest != nil {
		cfg.FromBlock = cfg.Manifest.DeploymentBlock
	}
	chainID, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	if cfg.Manifest != nil && cfg.Manifest.ChainID != chainID.Uint64() {
		return nil, fmt.Errorf("%w: manifest chain %d, node chain %s", ErrWrongChain, cfg.Manifest.ChainID, chainID)
	}
	pv, err := prover.New(prover.Config{Keys: cfg.Keys})
	if err != nil {
		return nil, err
	}
	a := &auditor{cfg: cfg, chainID: chainID, prover: pv, report: &Report{
		ChainID: chainID.Uint64(), Contract: cfg.Contract, GameID: new(big.Int).Set(cfg.GameID), KeySet: *cfg.KeySet,
	}}
	if err := a.run(ctx); err != nil {
		return nil, err
	}
	a.report.finish()
	a.report.Elapsed = time.Since(start)
	return a.report, nil
}

// auditor holds one audit's state.
type auditor struct {
	cfg     Config
	chainID *big.Int
	prover  *prover.Prover
	report  *Report
	dicts   *wire.Dictionaries

	ev      *events
	info    gameInfo
	players []*playerState
	game    *game.Game // the replay; nil when the game cannot be replayed
	pending []int      // targets that may still reveal in a round under way
	byAddr  map[common.Address]int
	seeds   map[uint16]common.Hash // each drawn round's seed, checked by checkSeeds
	reveals map[logKey]revealCall  // each Revealed event's call, located by locateReveals
	txs     map[common.Hash]sentTx // transactions read for joins and reveals
	jobs    []proofJob
}

func (a *auditor) run(ctx context.Context) error {
	ev, err := readEvents(ctx, a.cfg.Backend, a.cfg.Contract, a.cfg.GameID, a.cfg.FromBlock)
	if err != nil {
		return err
	}
	a.ev = ev
	a.report.Checked.Events = ev.count
	for _, f := range ev.malformed {
		a.report.fail(f)
	}
	lc := ev.lobby
	a.report.Settings = Settings{
		Token: lc.Settings.Token, Stake: lc.Settings.Stake, MinPlayers: lc.Settings.MinPlayers,
		MaxPlayers: lc.Settings.MaxPlayers, WordLength: lc.Settings.WordLength, RoundCap: lc.Settings.RoundCap,
	}
	if err := a.readInfo(ctx); err != nil {
		return err
	}
	if err := a.loadDictionaries(); err != nil {
		return err
	}
	a.checkContract(ctx)
	a.checkVerifiers(ctx)
	a.checkDictionaries()
	a.lobby()
	a.checkJoins(ctx)
	a.locateReveals(ctx)
	a.checkSeeds(ctx)
	a.replay()
	a.checkViews(ctx)
	a.checkPayout(ctx)
	a.verifyProofs(ctx)
	return ctx.Err()
}
