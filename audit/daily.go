package audit

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/prover"
)

// The audit of one Puzloc daily challenge (docs/puzloc.md "The daily
// challenge"): the reading of the chain (events, views, calldata), the
// checks common to both game types, and the result. The replays are
// daily_numlock.go and daily_phrase.go.

// ErrDaily is the error of a daily challenge that does not hold up: its
// message names the first thing that failed, in one line.
var ErrDaily = errors.New("daily audit failed")

func dailyFail(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrDaily, fmt.Sprintf(format, args...))
}

// DailyConfig is the audit of one challenge: a game type on a day.
type DailyConfig struct {
	Backend  Backend
	Contract common.Address // PuzlocDaily
	GameType uint64         // wire.NumLock or wire.PhraseLock
	Day      uint64         // days since 1970-01-01 (wire.Day)
	// Keys holds the verifying keys the auditor trusts; nil means the
	// shipped keys.
	Keys fs.FS
}

// DailyMove names one try (NumLock) or move (PhraseLock) of a player.
type DailyMove struct {
	Player common.Address
	N      int
}

// DailyAnswer is the calldata of one answer: what its event does not carry.
type DailyAnswer struct {
	AccNew *big.Int
	Proof  []byte
}

// DailyReading is everything the auditor reads from the chain about a
// challenge: its events, the contract's settings of the game type, the day
// as stored (the block R was drawn from), the house's registered key, block
// hashes and times, and the calldata of every proof. CheckDaily judges it
// without the chain, so a test can tamper with it.
type DailyReading struct {
	ChainID    *big.Int
	Contract   common.Address
	GameType   uint64
	Day        uint64
	Log        *wire.DayLog
	Code       []byte                     // the contract's runtime code
	Config     puzloc.PuzlocDailyConfig   // its constructor settings, read from its views
	Type       puzloc.PuzlocDailyGameType // gameTypeOf: the answers list
	Stored     puzloc.IPuzlocDailyDay     // dayOf: drawBlock
	HouseY     *big.Int                   // the house's registered key (y)
	DrawHash   common.Hash                // the hash of the block R comes from
	BlockTimes map[uint64]uint64
	KeyProofs  map[common.Address][]byte // bind's proofs
	Answers    map[DailyMove]*DailyAnswer
	Refusals   map[DailyMove][]byte
	Opening    []byte // NumLock's openDay proof, PhraseLock's phraseOpen proof
	OpenedOver common.Address
	Victims    []common.Address // claimHouseTimeout's, on a void day
}

// ReadDaily reads challenge (cfg.GameType, cfg.Day) of cfg.Contract.
func ReadDaily(ctx context.Context, cfg DailyConfig) (*DailyReading, error) {
	if cfg.Backend == nil || cfg.Contract == (common.Address{}) {
		return nil, fmt.Errorf("%w: a daily audit needs a backend and the PuzlocDaily address", ErrBadConfig)
	}
	b := cfg.Backend
	rd := &DailyReading{Contract: cfg.Contract, GameType: cfg.GameType, Day: cfg.Day, BlockTimes: map[uint64]uint64{},
		KeyProofs: map[common.Address][]byte{}, Answers: map[DailyMove]*DailyAnswer{}, Refusals: map[DailyMove][]byte{}}
	var err error
	if rd.ChainID, err = b.ChainID(ctx); err != nil {
		return nil, fmt.Errorf("reading the chain id: %w", err)
	}
	if err := rd.readContract(ctx, b); err != nil {
		return nil, err
	}
	if rd.Log, err = wire.ReadDay(ctx, b, cfg.Contract, wire.DayID(cfg.GameType, cfg.Day)); err != nil {
		return nil, fmt.Errorf("reading the events of the day: %w", err)
	}
	if rd.Log.House == nil {
		return nil, dailyFail("%s day %d has no house: no challenge that day", gameTypeName(cfg.GameType), cfg.Day)
	}
	if rd.HouseY, err = houseKeyY(ctx, b, rd.Config.Registry, rd.Log.House.House, rd.Log.House.Raw.BlockNumber); err != nil {
		return nil, err
	}
	if rd.Stored.Drawn {
		hdr, err := b.HeaderByNumber(ctx, new(big.Int).SetUint64(rd.Stored.DrawBlock))
		if err != nil {
			return nil, fmt.Errorf("reading block %d: %w", rd.Stored.DrawBlock, err)
		}
		rd.DrawHash = hdr.Hash()
	}
	x, err := newGameCalls(puzloc.PuzlocDailyMetaData.ParseABI, ErrDaily)
	if err != nil {
		return nil, err
	}
	if err := rd.readCalls(ctx, b, x); err != nil {
		return nil, err
	}
	return rd, nil
}

// view calls a view of the contract.
func (rd *DailyReading) view(ctx context.Context, b Backend, to common.Address, data []byte) ([]byte, error) {
	return b.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}

// readContract reads the contract's code, its settings from its views (every
// game type's), and the day as stored.
func (rd *DailyReading) readContract(ctx context.Context, b Backend) error {
	var err error
	if rd.Code, err = b.CodeAt(ctx, rd.Contract, nil); err != nil {
		return fmt.Errorf("reading the code of %s: %w", rd.Contract, err)
	}
	p := puzloc.NewPuzlocDaily()
	wrap := func(name string, err error) error {
		return dailyFail("reading %s of %s (%v): is it a PuzlocDaily contract?", name, rd.Contract, err)
	}
	addr := func(name string, data []byte, unpack func([]byte) (common.Address, error), into *common.Address) error {
		out, err := rd.view(ctx, b, rd.Contract, data)
		if err == nil {
			*into, err = unpack(out)
		}
		if err != nil {
			return wrap(name, err)
		}
		return nil
	}
	num := func(name string, data []byte, unpack func([]byte) (*big.Int, error), into **big.Int) error {
		out, err := rd.view(ctx, b, rd.Contract, data)
		if err == nil {
			*into, err = unpack(out)
		}
		if err != nil {
			return wrap(name, err)
		}
		return nil
	}
	cfg := &rd.Config
	var types *big.Int
	for _, err := range []error{
		addr("REGISTRY", p.PackREGISTRY(), p.UnpackREGISTRY, &cfg.Registry),
		addr("KEY_VERIFIER", p.PackKEYVERIFIER(), p.UnpackKEYVERIFIER, &cfg.KeyVerifier),
		addr("PHRASE_VERIFIER", p.PackPHRASEVERIFIER(), p.UnpackPHRASEVERIFIER, &cfg.PhraseVerifier),
		num("COMMIT_LEAD", p.PackCOMMITLEAD(), p.UnpackCOMMITLEAD, &cfg.CommitLead),
		num("GRACE", p.PackGRACE(), p.UnpackGRACE, &cfg.Grace),
		num("WINDOW", p.PackWINDOW(), p.UnpackWINDOW, &cfg.Window),
		num("COMPENSATION", p.PackCOMPENSATION(), p.UnpackCOMPENSATION, &cfg.Compensation),
		num("GAME_TYPES", p.PackGAMETYPES(), p.UnpackGAMETYPES, &types),
	} {
		if err != nil {
			return err
		}
	}
	if !types.IsUint64() || types.Uint64() > 256 || rd.GameType >= types.Uint64() {
		return dailyFail("%s has %v game types, no game type %d", rd.Contract, types, rd.GameType)
	}
	for i := range types.Uint64() {
		out, err := rd.view(ctx, b, rd.Contract, p.PackGameTypeOf(new(big.Int).SetUint64(i)))
		var t puzloc.PuzlocDailyGameType
		if err == nil {
			t, err = p.UnpackGameTypeOf(out)
		}
		if err != nil {
			return wrap(fmt.Sprintf("gameTypeOf(%d)", i), err)
		}
		cfg.GameTypes = append(cfg.GameTypes, t)
	}
	rd.Type = cfg.GameTypes[rd.GameType]
	out, err := rd.view(ctx, b, rd.Contract, p.PackDayOf(new(big.Int).SetUint64(rd.GameType), new(big.Int).SetUint64(rd.Day)))
	if err == nil {
		rd.Stored, err = p.UnpackDayOf(out)
	}
	if err != nil {
		return dailyFail("reading day %d of %s: %v", rd.Day, rd.Contract, err)
	}
	return nil
}

func (rd *DailyReading) blockTime(ctx context.Context, b Backend, n uint64) error {
	return readBlockTime(ctx, b, rd.BlockTimes, n)
}

// readCalls reads the calldata of every proof (bind, answer, refuse,
// phraseAnswer, openDay, phraseOpen), the victims of a timeout, and the
// times of every block a clock reads.
func (rd *DailyReading) readCalls(ctx context.Context, b Backend, x *gameCalls) error {
	d := rd.Log
	gt, day := new(big.Int).SetUint64(rd.GameType), new(big.Int).SetUint64(rd.Day)
	sameDay := func(g, dd *big.Int) bool { return g.Cmp(gt) == 0 && dd.Cmp(day) == 0 }
	for _, p := range d.Players {
		s := d.Seats[p]
		if s.Bound != nil {
			var in struct {
				GameType, Day *big.Int
				Player        common.Address
				Binding       *big.Int
				Proof         []byte
			}
			if err := x.find(ctx, b, s.Bound.Raw.TxHash, "bind", &in, func() bool {
				return sameDay(in.GameType, in.Day) && in.Player == p && in.Binding.Cmp(s.Bound.Binding) == 0
			}); err != nil {
				return err
			}
			rd.KeyProofs[p] = in.Proof
			if err := rd.blockTime(ctx, b, s.Bound.Raw.BlockNumber); err != nil {
				return err
			}
		}
		for _, g := range s.Guesses {
			if err := rd.blockTime(ctx, b, g.Raw.BlockNumber); err != nil {
				return err
			}
		}
		for n, a := range s.Answers {
			var in struct {
				GameType, Day *big.Int
				Player        common.Address
				AccNew        *big.Int
				Colours       *big.Int
				Solved        bool
				Proof         []byte
			}
			if err := x.find(ctx, b, a.Raw.TxHash, "answer", &in, func() bool {
				return sameDay(in.GameType, in.Day) && in.Player == p && in.Colours.Cmp(a.Colours) == 0 && in.Solved == a.Solved
			}); err != nil {
				return err
			}
			rd.Answers[DailyMove{p, n}] = &DailyAnswer{AccNew: in.AccNew, Proof: in.Proof}
			if err := rd.blockTime(ctx, b, a.Raw.BlockNumber); err != nil {
				return err
			}
		}
		for n, r := range s.Refused {
			var in struct {
				GameType, Day *big.Int
				Player        common.Address
				Proof         []byte
			}
			if err := x.find(ctx, b, r.Raw.TxHash, "refuse", &in, func() bool { return sameDay(in.GameType, in.Day) && in.Player == p }); err != nil {
				return err
			}
			rd.Refusals[DailyMove{p, n}] = in.Proof
			if err := rd.blockTime(ctx, b, r.Raw.BlockNumber); err != nil {
				return err
			}
		}
		for _, m := range s.Moves {
			if err := rd.blockTime(ctx, b, m.Raw.BlockNumber); err != nil {
				return err
			}
		}
		for n, a := range s.PhraseAnswers {
			var in struct {
				DayId                *big.Int
				Player               common.Address
				AccNew, Reply        *big.Int
				Hit, Refused, Solved bool
				Proof                []byte
			}
			if err := x.find(ctx, b, a.Raw.TxHash, "phraseAnswer", &in, func() bool {
				return in.DayId.Cmp(d.ID) == 0 && in.Player == p && in.Reply.Cmp(a.Reply) == 0 && in.Hit == a.Hit && in.Refused == a.Refused && in.Solved == a.Solved
			}); err != nil {
				return err
			}
			rd.Answers[DailyMove{p, n}] = &DailyAnswer{AccNew: in.AccNew, Proof: in.Proof}
			if err := rd.blockTime(ctx, b, a.Raw.BlockNumber); err != nil {
				return err
			}
		}
	}
	return rd.readEnd(ctx, b, x, sameDay)
}

// readEnd reads the opening's proof (NumLock's openDay, PhraseLock's
// phraseOpen) and a timeout's victims.
func (rd *DailyReading) readEnd(ctx context.Context, b Backend, x *gameCalls, sameDay func(g, d *big.Int) bool) error {
	d := rd.Log
	if o := d.Opened; o != nil && rd.GameType != wire.PhraseLock {
		var in struct {
			GameType, Day, Answer, Seed *big.Int
			Proof                       []byte
		}
		if err := x.find(ctx, b, o.Raw.TxHash, "openDay", &in, func() bool {
			return sameDay(in.GameType, in.Day) && in.Answer.Cmp(o.Answer) == 0 && in.Seed.Cmp(o.Seed) == 0
		}); err != nil {
			return err
		}
		rd.Opening = in.Proof
	}
	if o := d.PhraseOpened; o != nil {
		var in struct {
			DayId                        *big.Int
			Player                       common.Address
			Length, Category, Difficulty *big.Int
			Proof                        []byte
		}
		if err := x.find(ctx, b, o.Raw.TxHash, "phraseOpen", &in, func() bool {
			return in.DayId.Cmp(d.ID) == 0 && in.Length.Cmp(o.Length) == 0 && in.Category.Cmp(o.Category) == 0 && in.Difficulty.Cmp(o.Difficulty) == 0
		}); err != nil {
			return err
		}
		rd.Opening, rd.OpenedOver = in.Proof, in.Player
	}
	if t := d.TimedOut; t != nil {
		var in struct {
			GameType, Day *big.Int
			Victims       []common.Address
		}
		if err := x.find(ctx, b, t.Raw.TxHash, "claimHouseTimeout", &in, func() bool { return sameDay(in.GameType, in.Day) }); err != nil {
			return err
		}
		rd.Victims = in.Victims
	}
	return nil
}

// DailyAudit is the result of a challenge that holds up.
type DailyAudit struct {
	Game       string // numlock or phraselock
	Day        uint64
	Date       string // YYYY-MM-DD
	DayID      *big.Int
	House      common.Address
	Answer     string `json:",omitempty"` // the code or the phrase
	Category   string `json:",omitempty"` // PhraseLock's
	Difficulty string `json:",omitempty"`
	// Void is a day whose house was slashed: no result counts, each victim
	// was compensated from the bond.
	Void         bool
	Compensation *big.Int         `json:",omitempty"` // paid in all
	Victims      []common.Address `json:",omitempty"`
	Players      []DailyPlayer
	Proofs       int // proofs verified
}

// DailyPlayer is one player's replayed attempt.
type DailyPlayer struct {
	Player    common.Address
	Tries     []DailyTry  `json:",omitempty"` // NumLock
	Moves     []DailyTurn `json:",omitempty"` // PhraseLock
	Solved    bool
	Lives     int `json:",omitempty"` // PhraseLock's at the end
	Attempts  int
	Thinking  time.Duration // the sum of (guess time − ready time) from the block times
	Finalised bool          // the contract recorded the result (the next three)
	Score     int
	// Suspicious is game/puzloc.SuspiciousSolve: flagged, never dropped.
	Suspicious bool
}

// DailyTry is one NumLock try as replayed.
type DailyTry struct {
	Guess   string // the decrypted code ("" when refused)
	Colours string // G, Y and '.'
	Refused bool
}

// DailyTurn is one PhraseLock move as replayed.
type DailyTurn struct {
	Kind  string
	Move  string `json:",omitempty"` // the letter or the phrase guessed
	Reply string `json:",omitempty"` // what the house's reply opens to
	Hit   bool
	Lives int
}

func gameTypeName(gt uint64) string {
	if gt == wire.PhraseLock {
		return "phraselock"
	}
	return "numlock"
}

// AuditDaily reads a challenge from the chain and checks it (CheckDaily).
func AuditDaily(ctx context.Context, cfg DailyConfig) (*DailyAudit, error) {
	pv, err := verifier(cfg.Keys)
	if err != nil {
		return nil, err
	}
	rd, err := ReadDaily(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return CheckDaily(ctx, pv, rd)
}

// dailyCheck is one run of CheckDaily.
type dailyCheck struct {
	ctx  context.Context
	pv   *prover.Prover
	rd   *DailyReading
	out  *DailyAudit
	seed fr.Element
	s    *big.Int // S
	r    *big.Int // R
	root fr.Element
	n    int // N
}

// CheckDaily checks a challenge from its reading alone: the contract runs
// the PuzlocDaily code of the bindings and its answers list is the local
// one; the seed published at the opening opens
// the commitment S; R is the hash of the block the contract drew it from
// (the commitment's or a later, re-armed one); the opened answer is the
// list's entry the derivation names, with its difficulty (and PhraseLock's
// facts); every player's opened key matches its binding M, and with it every
// guess or move and reply is decrypted and replayed through game/puzloc
// (colours, solves, refusals, hits, lives); every key, answer, refusal and
// opening proof verifies with the keys of pv; every thinking time is the sum
// of the player's gaps from the block times, and every Finalised result is
// game/puzloc's score on it. A void day is reported with its compensations.
func CheckDaily(ctx context.Context, pv *prover.Prover, rd *DailyReading) (*DailyAudit, error) {
	d := rd.Log
	c := &dailyCheck{ctx: ctx, pv: pv, rd: rd, out: &DailyAudit{
		Game: gameTypeName(rd.GameType), Day: rd.Day, Date: wire.DayStart(rd.Day).Format(time.DateOnly), DayID: d.ID, House: d.House.House,
	}}
	if err := c.contract(); err != nil {
		return nil, err
	}
	if err := c.list(); err != nil {
		return nil, err
	}
	if t := d.TimedOut; t != nil {
		c.out.Void, c.out.Compensation, c.out.Victims = true, t.Compensation, rd.Victims
		for _, p := range d.Players {
			if d.Seats[p].Result != nil {
				return nil, dailyFail("the day is void but %s's result was recorded", p)
			}
		}
		return c.out, nil
	}
	if d.Committed == nil || d.Randomness == nil {
		return nil, dailyFail("%s day %d was never committed and drawn", c.out.Game, rd.Day)
	}
	if d.Opened == nil {
		return nil, dailyFail("%s day %d is not opened yet: nothing can be replayed before the seed is published", c.out.Game, rd.Day)
	}
	if err := c.seedAndRandomness(); err != nil {
		return nil, err
	}
	var err error
	if rd.GameType == wire.PhraseLock {
		err = c.phraseDay()
	} else {
		err = c.numLockDay()
	}
	if err != nil {
		return nil, err
	}
	return c.out, nil
}

// contract checks that the contract runs the PuzlocDaily code of these
// bindings, constructed with the settings its views report (the runtime
// code computed by a local EVM).
func (c *dailyCheck) contract() error {
	if err := sameCode("PuzlocDaily", puzloc.PuzlocDailyMetaData.Bin, puzloc.NewPuzlocDaily().PackConstructor(c.rd.Config), c.rd.Contract, c.rd.Code); err != nil {
		return dailyFail("%v", err)
	}
	return nil
}

// list checks the contract's answers list against the local one.
func (c *dailyCheck) list() error {
	var n int
	if c.rd.GameType == wire.PhraseLock {
		l, err := phrase.Default()
		if err != nil {
			return err
		}
		c.root, n = l.Root(), l.Len()
	} else {
		codes, err := prover.LoadDailyCodes()
		if err != nil {
			return err
		}
		c.root, n = codes.Root(), codes.Len()
	}
	t := c.rd.Type
	if t.AnswersRoot == nil || c.root.BigInt(new(big.Int)).Cmp(t.AnswersRoot) != 0 || int(t.AnswersCount) != n {
		return dailyFail("the contract's %s list (root %v, %d entries) is not the local one (%d entries)", c.out.Game, t.AnswersRoot, t.AnswersCount, n)
	}
	c.n = n
	return nil
}

// seedAndRandomness checks S = C(2, seed) and R = uint128(keccak256(
// abi.encode(blockhash(drawBlock), contract, dayId))), drawBlock being the
// commitment's block or a later one the draw re-armed on.
func (c *dailyCheck) seedAndRandomness() error {
	d, rd := c.rd.Log, c.rd
	c.seed, c.s = felt(d.Opened.Seed), d.Committed.SeedCommitment
	if got := prover.SeedCommitment(c.seed); got.BigInt(new(big.Int)).Cmp(c.s) != 0 {
		return dailyFail("the published seed %s does not open the commitment S = %s", d.Opened.Seed, c.s)
	}
	if rd.Stored.DrawBlock < d.Committed.Raw.BlockNumber || rd.Stored.DrawBlock >= d.Randomness.Raw.BlockNumber {
		return dailyFail("R was drawn from block %d, not the commitment's block %d or a later one before the draw (%d)", rd.Stored.DrawBlock, d.Committed.Raw.BlockNumber, d.Randomness.Raw.BlockNumber)
	}
	var buf [96]byte
	copy(buf[:32], rd.DrawHash[:])
	copy(buf[44:64], rd.Contract[:])
	d.ID.FillBytes(buf[64:])
	h := new(big.Int).SetBytes(crypto.Keccak256(buf[:]))
	want := h.And(h, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1)))
	if want.Cmp(d.Randomness.Randomness) != 0 {
		return dailyFail("R on chain is %s, the hash of block %d gives %s", d.Randomness.Randomness, rd.Stored.DrawBlock, want)
	}
	c.r = want
	return nil
}

func (c *dailyCheck) verify(what, circuit string, public []*big.Int, proof []byte) error {
	if err := verifyCalldata(c.ctx, c.pv, circuit, public, proof); err != nil {
		return dailyFail("%s: %v", what, err)
	}
	c.out.Proofs++
	return nil
}

// seat checks a player's binding (the house's key proof) and opened key:
// M = C(C(S, root), C(3, k)). It returns M and k. A player never bound on
// an opened day fails: the house owed the binding, so the day could not
// have opened.
func (c *dailyCheck) seat(p common.Address) (m, k fr.Element, err error) {
	s := c.rd.Log.Seats[p]
	if s.Bound == nil {
		return m, k, dailyFail("%s joined but was never bound, yet the day was opened", p)
	}
	ctx, err := prover.Binding{ChainID: c.rd.ChainID, Contract: c.rd.Contract, GameID: c.rd.Log.ID, Player: p}.Context()
	if err != nil {
		return m, k, err
	}
	public := []*big.Int{c.rd.HouseY, s.Joined.Y, ctx.BigInt(new(big.Int)), c.s, c.root.BigInt(new(big.Int)), s.Bound.Binding}
	if err := c.verify(fmt.Sprintf("the house's key proof for %s", p), prover.HouseKeySpec().ID(), public, c.rd.KeyProofs[p]); err != nil {
		return m, k, err
	}
	if s.Key == nil {
		return m, k, dailyFail("the house did not open %s's match key: its moves cannot be replayed", p)
	}
	m, k = felt(s.Bound.Binding), felt(s.Key.MatchKey)
	sc := felt(c.s)
	if want := hidden.Binding(sc, c.root, hidden.KeyCommitment(k)); !want.Equal(&m) {
		return m, k, dailyFail("%s's opened key %s does not match its binding M = %s", p, s.Key.MatchKey, s.Bound.Binding)
	}
	return m, k, nil
}

// result checks a player's thinking time and recorded result against the
// replay (attempts, solved, and the score computed by score).
func (c *dailyCheck) result(p common.Address, pl *DailyPlayer, score func() (int, error)) error {
	want := 0
	if pl.Solved {
		var err error
		if want, err = score(); err != nil {
			return dailyFail("%s's score: %v", p, err)
		}
	}
	pl.Score = want
	res := c.rd.Log.Seats[p].Result
	if res == nil {
		return nil
	}
	pl.Finalised = true
	switch {
	case res.Solved != pl.Solved:
		return dailyFail("%s's result says solved=%v, the replay %v", p, res.Solved, pl.Solved)
	case res.Attempts.Cmp(big.NewInt(int64(pl.Attempts))) != 0:
		return dailyFail("%s's result counts %s attempts, the replay %d", p, res.Attempts, pl.Attempts)
	case res.Thinking.Cmp(big.NewInt(int64(pl.Thinking/time.Second))) != 0:
		return dailyFail("%s's result counts %ss of thinking, the block times %v", p, res.Thinking, pl.Thinking)
	case res.Score.Cmp(big.NewInt(int64(want))) != 0:
		return dailyFail("%s's recorded score is %s, game/puzloc's %d", p, res.Score, want)
	}
	return nil
}

// gap is the thinking time from block time ready to block time moved.
func (c *dailyCheck) gap(ready, moved uint64, p common.Address, n int) (time.Duration, error) {
	if moved < ready {
		return 0, dailyFail("%s's move %d was posted before the player could think about it", p, n)
	}
	return time.Duration(moved-ready) * time.Second, nil
}
