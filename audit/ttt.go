package audit

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"slices"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	tttwire "github.com/wordproof/wordproof/game/tictactoe/wire"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// ErrTtt is the error of a Wordle-Tac-Toe match that does not hold up: its
// message names the first thing that failed, in one line.
var ErrTtt = errors.New("wordle-tac-toe audit failed")

// TttBackend is what the Wordle-Tac-Toe audit reads the chain with: the
// auditor's reads and the contract calls of the match reader.
type TttBackend interface {
	Backend
	bind.ContractBackend
}

// TttConfig is the audit of one Wordle-Tac-Toe match.
type TttConfig struct {
	Backend  TttBackend
	Contract common.Address // the WordleTacToe contract
	Match    *big.Int
	// Keys holds the verifying keys the auditor trusts; nil means the
	// shipped keys.
	Keys fs.FS
	// Dicts are the dictionaries of 4, 5 and 6 letters; zero means the
	// embedded ones.
	Dicts tttwire.Set
}

// TttAnswer is the calldata of one answer: what the Answered event does not
// carry.
type TttAnswer struct {
	Slot    *big.Int
	Colours *big.Int
	Proof   []byte
}

// TttReading is everything the auditor reads from the chain about a match:
// the match as game/tictactoe/wire reads it, the contract's code and
// settings, the hash of the commitment's block, the blocks' times, the
// calldata of every turn and answer and the platform's settlement. CheckTtt
// judges it without the chain, so a test can tamper with it.
type TttReading struct {
	Contract   common.Address
	Match      *tttwire.Match
	Code       []byte                        // the contract's runtime code
	Platform   common.Address                // its PLATFORM
	Config     tictactoe.WordleTacToeConfig  // its constructor settings, read from its views
	CommitHash common.Hash                   // the hash of the commitment's block (R's source)
	BlockTimes map[uint64]uint64             // of the commitment, every turn, answer and the settlement
	Moves      map[common.Hash][]TttMoveCall // each turn's moves as play() took them, by transaction
	Answers    map[[3]int]*TttAnswer         // by bout, cell, try (the cell's answered guesses)
	Settled    *duel.DuelPlatformMatchSettled
}

// TttMoveCall is one move of a play() call.
type TttMoveCall = tictactoe.IWordleTacToeMove

// ReadTtt reads match cfg.Match of the WordleTacToe contract from the chain.
func ReadTtt(ctx context.Context, cfg TttConfig) (*TttReading, error) {
	b := cfg.Backend
	m, err := tttwire.ReadMatch(ctx, b, cfg.Contract, cfg.Match)
	if err != nil {
		return nil, err
	}
	rd := &TttReading{Contract: cfg.Contract, Match: m, BlockTimes: map[uint64]uint64{},
		Moves: map[common.Hash][]TttMoveCall{}, Answers: map[[3]int]*TttAnswer{}}
	if err := rd.readContract(ctx, b); err != nil {
		return nil, err
	}
	if m.Committed() {
		hdr, err := b.HeaderByNumber(ctx, new(big.Int).SetUint64(m.DrawBlock))
		if err != nil {
			return nil, fmt.Errorf("reading block %d: %w", m.DrawBlock, err)
		}
		rd.CommitHash, rd.BlockTimes[m.DrawBlock] = hdr.Hash(), hdr.Time
	}
	x, err := newGameCalls(tictactoe.WordleTacToeMetaData.ParseABI, ErrTtt)
	if err != nil {
		return nil, err
	}
	for _, t := range m.Turns {
		if err := rd.blockTime(ctx, b, t.Block); err != nil {
			return nil, err
		}
		var in struct {
			MatchId *big.Int
			Moves   []TttMoveCall
		}
		if err := x.find(ctx, b, t.Tx, "play", &in, func() bool { return in.MatchId.Cmp(m.ID) == 0 && sameMoves(in.Moves, t.Moves) }); err != nil {
			return nil, err
		}
		rd.Moves[t.Tx] = in.Moves
	}
	if err := rd.readAnswers(ctx, b, x); err != nil {
		return nil, err
	}
	return rd, rd.readSettlement(ctx, b)
}

func sameMoves(calls []TttMoveCall, moves []tttwire.TurnMove) bool {
	if len(calls) != len(moves) {
		return false
	}
	for k, c := range calls {
		if int(c.Cell) != moves[k].Cell || c.Valid != moves[k].Valid || tttwire.Unpack(c.Word, ttt.CellLength(moves[k].Cell)) != moves[k].Word {
			return false
		}
	}
	return true
}

func (rd *TttReading) blockTime(ctx context.Context, b Backend, n uint64) error {
	return readBlockTime(ctx, b, rd.BlockTimes, n)
}

// readContract reads the contract's code and, from its views, the settings
// it was constructed with.
func (rd *TttReading) readContract(ctx context.Context, b TttBackend) error {
	var err error
	if rd.Code, err = b.CodeAt(ctx, rd.Contract, nil); err != nil {
		return fmt.Errorf("reading the code of %s: %w", rd.Contract, err)
	}
	c := tictactoe.NewWordleTacToe()
	inst := c.Instance(b, rd.Contract)
	opts := &bind.CallOpts{Context: ctx}
	wrap := func(name string, err error) error {
		return fmt.Errorf("%w: reading %s of %s (%v): is it a WordleTacToe contract?", ErrTtt, name, rd.Contract, err)
	}
	if rd.Platform, err = bind.Call(inst, opts, c.PackPLATFORM(), c.UnpackPLATFORM); err != nil {
		return wrap("PLATFORM", err)
	}
	if rd.Config.Registry, err = bind.Call(inst, opts, c.PackREGISTRY(), c.UnpackREGISTRY); err != nil {
		return wrap("REGISTRY", err)
	}
	for name, v := range map[string]struct {
		pack   []byte
		unpack func([]byte) (*big.Int, error)
		into   **big.Int
	}{
		"TURN_TIME":    {c.PackTURNTIME(), c.UnpackTURNTIME, &rd.Config.TurnTime},
		"BANK":         {c.PackBANK(), c.UnpackBANK, &rd.Config.Bank},
		"WINDOW":       {c.PackWINDOW(), c.UnpackWINDOW, &rd.Config.Window},
		"COMPENSATION": {c.PackCOMPENSATION(), c.UnpackCOMPENSATION, &rd.Config.Compensation},
	} {
		if *v.into, err = bind.Call(inst, opts, v.pack, v.unpack); err != nil {
			return wrap(name, err)
		}
	}
	for i, l := range tttwire.Lengths {
		if rd.Config.Dictionaries[i], err = bind.Call(inst, opts, c.PackDictionaryOf(big.NewInt(int64(l))), c.UnpackDictionaryOf); err != nil {
			return wrap(fmt.Sprintf("dictionaryOf(%d)", l), err)
		}
	}
	return nil
}

// readAnswers reads the calldata of every answer: the Answered logs give
// the transactions, the turn's valid moves the slot of each.
func (rd *TttReading) readAnswers(ctx context.Context, b Backend, x *gameCalls) error {
	m := rd.Match
	ev := x.game.Events["Answered"]
	logs, err := wire.FilterLogs(ctx, b, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(m.StartBlock), ToBlock: new(big.Int).SetUint64(m.Head),
		Addresses: []common.Address{rd.Contract}, Topics: [][]common.Hash{{ev.ID}, {common.BigToHash(m.ID)}}})
	if err != nil {
		return fmt.Errorf("reading the answers of match %s: %w", m.ID, err)
	}
	c := tictactoe.NewWordleTacToe()
	for i := range logs {
		v, err := c.UnpackAnsweredEvent(&logs[i])
		if err != nil {
			return fmt.Errorf("%w: an Answered log does not decode: %v", ErrTtt, err)
		}
		bout, cell, try := int(v.Bout.Int64()), int(v.Cell.Int64()), int(v.Try.Int64())
		g := answeredGuess(m, bout, cell, try)
		if g == nil {
			return fmt.Errorf("%w: bout %d cell %d: the answer of try %d has no guess", ErrTtt, bout, cell, try)
		}
		slot := int64(slotOf(m.Turns[g.Turn], cell))
		var in struct {
			MatchId, Slot, Colours *big.Int
			Proof                  []byte
		}
		if err := x.find(ctx, b, logs[i].TxHash, "answer", &in, func() bool {
			return in.MatchId.Cmp(m.ID) == 0 && in.Slot.Int64() == slot && in.Colours.Cmp(v.Colours) == 0
		}); err != nil {
			return err
		}
		rd.Answers[[3]int{bout, cell, try}] = &TttAnswer{Slot: in.Slot, Colours: in.Colours, Proof: in.Proof}
		if err := rd.blockTime(ctx, b, logs[i].BlockNumber); err != nil {
			return err
		}
	}
	return nil
}

// answeredGuess is guess number try (counting valid guesses) of a cell.
func answeredGuess(m *tttwire.Match, bout, cell, try int) *tttwire.CellGuess {
	if bout < 0 || bout >= len(m.Bouts) || cell < 0 || cell >= ttt.Cells {
		return nil
	}
	k := 0
	for i, g := range m.Bouts[bout].Cells[cell] {
		if !g.Valid {
			continue
		}
		if k == try {
			return &m.Bouts[bout].Cells[cell][i]
		}
		k++
	}
	return nil
}

// slotOf is the pending slot of the turn's valid move on cell: its place
// among the turn's valid moves.
func slotOf(t tttwire.Turn, cell int) int {
	slot := 0
	for _, mv := range t.Moves {
		if mv.Cell == cell {
			break
		}
		if mv.Valid {
			slot++
		}
	}
	return slot
}

// readSettlement reads the platform's settlement of the match, if any.
func (rd *TttReading) readSettlement(ctx context.Context, b Backend) error {
	m := rd.Match
	a, err := duel.DuelPlatformMetaData.ParseABI()
	if err != nil {
		return err
	}
	logs, err := wire.FilterLogs(ctx, b, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(m.StartBlock), ToBlock: new(big.Int).SetUint64(m.Head),
		Addresses: []common.Address{rd.Platform}, Topics: [][]common.Hash{{a.Events["MatchSettled"].ID}, {common.BigToHash(m.ID)}}})
	if err != nil {
		return fmt.Errorf("reading the settlement of match %s: %w", m.ID, err)
	}
	if len(logs) == 0 {
		return nil
	}
	if rd.Settled, err = duel.NewDuelPlatform().UnpackMatchSettledEvent(&logs[0]); err != nil {
		return fmt.Errorf("%w: the MatchSettled log does not decode: %v", ErrTtt, err)
	}
	return rd.blockTime(ctx, b, logs[0].BlockNumber)
}

// TttGuess is one guess of a cell as the audit replayed it.
type TttGuess struct {
	Player  ttt.Player
	Word    string
	Valid   bool
	Colours string // G, Y and '.'; empty for an invalid word or one never answered
}

// TttCell is one cell of a bout: its word, every guess, and its owner.
type TttCell struct {
	Word    string
	Guesses []TttGuess
	Owner   ttt.Player
	Step    string // the rule that decided it (empty while the bout is in play)
}

// TttBout is one bout as the audit replayed it.
type TttBout struct {
	Index  int
	First  ttt.Player
	Cells  [ttt.Cells]TttCell
	Ended  bool
	Lines  [2]int
	Count  [2]int // cells owned
	Winner ttt.Player
	Reason string
}

// TttAudit is the result of a Wordle-Tac-Toe match that holds up.
type TttAudit struct {
	Match   *big.Int
	Players [2]common.Address
	House   common.Address
	Starter ttt.Player
	Bouts   []TttBout
	Turns   int
	Skipped []ttt.Player // players whose turn was skipped, in order
	// TurnTime and Bank are the contract's clocks (the seed's: 2 and 10
	// minutes); Banks what the replay left in each bank.
	TurnTime, Bank time.Duration
	Banks          [2]time.Duration
	Score          ttt.Score  // by game/tictactoe from the bout winners
	Winner         ttt.Player // the match's winner (on time too)
	Ending         string     // "bouts", "time", "house timeout", "forfeit", "in play"
	Proofs         int        // answer proofs verified
}

// AuditTtt reads match cfg.Match from the chain and checks it (CheckTtt).
func AuditTtt(ctx context.Context, cfg TttConfig) (*TttAudit, error) {
	pv, err := verifier(cfg.Keys)
	if err != nil {
		return nil, err
	}
	rd, err := ReadTtt(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return CheckTtt(ctx, pv, cfg.Dicts, rd)
}

func tttFail(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrTtt, fmt.Sprintf(format, args...))
}

// tttCheck is one run of CheckTtt.
type tttCheck struct {
	ctx   context.Context
	pv    *prover.Prover
	dicts tttwire.Set
	rd    *TttReading
	m     *tttwire.Match
	out   *TttAudit
	seed  fr.Element
	owed  bool // the last turn's guesses the house never answered (it timed out)
}

// errOwed is answer's verdict on a guess of the last turn that a house
// which timed out never answered.
var errOwed = errors.New("answer owed")

// CheckTtt checks a match from its reading alone: the contract runs the
// WordleTacToe code of these bindings with the local dictionaries; the revealed seed opens the commitment S; R and the
// starter are the commitment block's hash as the contract takes it
// (wire.Draw); every cell's word is re-derived; every move's word proof in
// the calldata is the local guess tree's (valid: membership; invalid: the
// leaves around it); every answer proof verifies for the colours on chain,
// which are the feedback of the word; the turns, skips, clocks, cell
// owners, bout winners and the match winner replayed through game/tictactoe
// equal the contract's.
func CheckTtt(ctx context.Context, pv *prover.Prover, dicts tttwire.Set, rd *TttReading) (*TttAudit, error) {
	if dicts == (tttwire.Set{}) {
		var err error
		if dicts, err = tttwire.LoadSet(); err != nil {
			return nil, err
		}
	}
	m := rd.Match
	c := &tttCheck{ctx: ctx, pv: pv, dicts: dicts, rd: rd, m: m,
		out: &TttAudit{Match: m.ID, Players: m.Players, House: m.House}}
	if m.House == (common.Address{}) || !m.Committed() {
		return nil, tttFail("match %s has no house commitment: nothing to audit", m.ID)
	}
	for _, check := range []func() error{c.contract, c.settings, c.seedAndRandomness, c.replay, c.match} {
		if err := check(); err != nil {
			return nil, err
		}
	}
	return c.out, nil
}

// contract checks that the contract runs the WordleTacToe code of these
// bindings, constructed with the settings its views report.
func (c *tttCheck) contract() error {
	if err := sameCode("WordleTacToe", tictactoe.WordleTacToeMetaData.Bin, tictactoe.NewWordleTacToe().PackConstructor(c.rd.Platform, c.rd.Config), c.rd.Contract, c.rd.Code); err != nil {
		return tttFail("%v", err)
	}
	return nil
}

// settings checks the contract's dictionaries against the local ones and
// reads its clocks, which the replay charges as game/tictactoe does.
func (c *tttCheck) settings() error {
	for i, d := range c.dicts {
		have := c.rd.Config.Dictionaries[i]
		ok := have.AnswersRoot != nil && have.AnswersRoot.Cmp(d.AnswersRoot()) == 0 &&
			have.AnswersCount != nil && have.AnswersCount.Cmp(big.NewInt(int64(d.Answers.Len()))) == 0 &&
			have.GuessRoot == d.GuessTree.Root() &&
			have.GuessCount != nil && have.GuessCount.Cmp(big.NewInt(int64(len(d.Guesses)))) == 0 &&
			have.GuessDepth != nil && have.GuessDepth.Cmp(big.NewInt(int64(d.GuessTree.Depth()))) == 0
		if !ok {
			return tttFail("the contract's %d-letter dictionaries (answers root %v, %v answers, %v guesses) are not the local ones (%d answers, %d guesses)",
				d.Length, have.AnswersRoot, have.AnswersCount, have.GuessCount, d.Answers.Len(), len(d.Guesses))
		}
	}
	cfg := c.rd.Config
	if !seconds(cfg.TurnTime, &c.out.TurnTime) || !seconds(cfg.Bank, &c.out.Bank) {
		return tttFail("the contract's clocks (%v s a turn, %v s of bank) do not fit a day", cfg.TurnTime, cfg.Bank)
	}
	c.out.Banks = [2]time.Duration{c.out.Bank, c.out.Bank}
	return nil
}

// seconds sets *d to v seconds, v at most a day (as the contract takes it).
func seconds(v *big.Int, d *time.Duration) bool {
	if v == nil || v.Sign() < 0 || v.Cmp(big.NewInt(int64(24*time.Hour/time.Second))) > 0 {
		return false
	}
	*d = time.Duration(v.Int64()) * time.Second
	return true
}

func (c *tttCheck) seedAndRandomness() error {
	m := c.m
	if m.Seed == nil {
		return tttFail("the house has not revealed its seed of match %s", m.ID)
	}
	c.seed = felt(m.Seed)
	if got := prover.SeedCommitment(c.seed); got.BigInt(new(big.Int)).Cmp(m.SeedCommitment) != 0 {
		return tttFail("the revealed seed %s does not open the commitment S = %s", m.Seed, m.SeedCommitment)
	}
	if !m.Drawn {
		if len(m.Turns) > 0 {
			return tttFail("turns were played but R was never drawn")
		}
		return nil // no turn: no word was drawn
	}
	r, starter := tttwire.Draw(c.rd.CommitHash, m.ID)
	if m.Randomness == nil || r.Cmp(m.Randomness) != 0 {
		return tttFail("R on chain is %v, the hash of the commitment's block %d gives %s", m.Randomness, m.DrawBlock, r)
	}
	if starter != m.Starter {
		return tttFail("the contract's first player is seat %d, the hash of the commitment's block %d draws seat %d", m.Starter, m.DrawBlock, starter)
	}
	c.out.Starter = ttt.Player(starter)
	return nil
}

// replay plays every turn through game/tictactoe, bout by bout, and checks
// each turn's mover, clock, word proofs and answers, and each bout's end.
func (c *tttCheck) replay() error {
	m, out := c.m, c.out
	valid := func(w string) bool {
		l := len(w) - tttwire.Lengths[0]
		return l >= 0 && l < len(c.dicts) && c.dicts[l].Valid(w)
	}
	turnStart := c.rd.BlockTimes[m.DrawBlock] // the first turn's clock starts at the commitment
	next := out.Starter                       // who moves once the turns read are played
	ti := 0
	for bi := range m.Bouts {
		b := &m.Bouts[bi]
		if !m.Drawn {
			break
		}
		res := TttBout{Index: bi, First: ttt.FirstPlayer(bi, out.Starter)}
		if b.First != int(res.First) {
			return tttFail("bout %d: the contract started it with seat %d, the rules with %v", bi, b.First, res.First)
		}
		var words [ttt.Cells]string
		for cell := range ttt.Cells {
			w, _, err := c.dicts.Cell(cell).Answers.DeriveWord(c.seed, m.Randomness, tttwire.WordIndex(bi, cell))
			if err != nil {
				return err
			}
			words[cell], res.Cells[cell].Word = w, w
		}
		bout, err := ttt.NewBout(words, res.First, valid)
		if err != nil {
			return tttFail("bout %d: %v", bi, err)
		}
		for ; ti < len(m.Turns) && m.Turns[ti].Bout == bi; ti++ {
			end, err := c.turn(ti, bout, &res, turnStart)
			if err != nil {
				return err
			}
			turnStart = end
			out.Turns++
		}
		next = bout.Turn()
		if c.owed {
			out.Bouts = append(out.Bouts, res) // the bout stopped at the house's timeout
			break
		}
		if err := c.boutEnd(b, bout, &res); err != nil {
			return err
		}
		out.Bouts = append(out.Bouts, res)
	}
	if ti != len(m.Turns) {
		return tttFail("turn %d is in bout %d, which the replay never reached", ti, m.Turns[ti].Bout)
	}
	var chainSkips []ttt.Player
	for _, s := range m.Skipped {
		chainSkips = append(chainSkips, ttt.Player(s))
	}
	if !slices.Equal(chainSkips, out.Skipped) {
		return tttFail("the contract skipped the turns of %v, the rules %v", chainSkips, out.Skipped)
	}
	for seat := range 2 {
		if want := out.Banks[seat]; time.Duration(m.Banks[seat])*time.Second != want {
			return tttFail("seat %d's bank is %d s on chain, the replayed clock leaves %v", seat+1, m.Banks[seat], want)
		}
	}
	return c.ending(next, turnStart)
}

// turn replays turn ti of bout: its mover and clock, its word proofs, the
// rules' verdict on each word, and the house's answers. It returns when the
// next turn's clock starts: the turn's last answer (or the play itself when
// no guess was valid).
func (c *tttCheck) turn(ti int, bout *ttt.Bout, res *TttBout, start uint64) (uint64, error) {
	m, out := c.m, c.out
	t := m.Turns[ti]
	p := ttt.Player(t.Seat)
	if p != bout.Turn() {
		return 0, tttFail("turn %d (bout %d): seat %d moved, the rules have %v to move", ti, t.Bout, t.Seat, bout.Turn())
	}
	at := c.rd.BlockTimes[t.Block]
	used := time.Duration(at-min(at, start)) * time.Second
	left, outOfTime := ttt.ChargeTurnWith(out.TurnTime, out.Banks[p-1], used)
	if outOfTime {
		return 0, tttFail("turn %d: seat %d moved %v after its turn started, past its turn time and its %v bank", ti, p, used, out.Banks[p-1])
	}
	out.Banks[p-1] = left
	calls := c.rd.Moves[t.Tx]
	if len(calls) != len(t.Moves) {
		return 0, tttFail("turn %d: the calldata of play has %d moves, the events %d", ti, len(calls), len(t.Moves))
	}
	moves := make([]ttt.Move, len(t.Moves))
	for k, mv := range t.Moves {
		if err := c.wordProof(ti, mv, calls[k]); err != nil {
			return 0, err
		}
		moves[k] = ttt.Move{Cell: mv.Cell, Word: mv.Word}
	}
	r, err := bout.Play(p, moves...)
	if err != nil {
		return 0, tttFail("turn %d: the rules refuse it: %v", ti, err)
	}
	end := at
	for k, mv := range t.Moves {
		g := TttGuess{Player: p, Word: mv.Word, Valid: mv.Valid}
		if r.Moves[k].Accepted != mv.Valid {
			return 0, tttFail("turn %d: the contract took %q on cell %d as valid=%v, the guess list says %v", ti, mv.Word, mv.Cell, mv.Valid, r.Moves[k].Accepted)
		}
		if mv.Valid {
			when, err := c.answer(ti, mv, r.Moves[k].Colors)
			switch {
			case errors.Is(err, errOwed):
				c.owed = true
			case err != nil:
				return 0, err
			default:
				end = max(end, when)
				g.Colours = game.Pattern(r.Moves[k].Colors)
			}
		}
		res.Cells[mv.Cell].Guesses = append(res.Cells[mv.Cell].Guesses, g)
	}
	if !c.owed {
		out.Skipped = append(out.Skipped, r.Skipped...) // the turn passed with its last answer
	}
	return end, nil
}

// wordProof checks that a move's proof in the calldata is the one the local
// guess tree gives for its word: the contract checked it against the same
// root, so the word is a member exactly when the guess list holds it.
func (c *tttCheck) wordProof(ti int, mv tttwire.TurnMove, call TttMoveCall) error {
	want, err := c.dicts.Cell(mv.Cell).ProvePacked(call.Word)
	if err != nil {
		return tttFail("turn %d: cell %d: %v", ti, mv.Cell, err)
	}
	same := call.Valid == want.Valid && call.Index == want.Index && call.Below == want.Below && call.Above == want.Above &&
		slices.Equal(call.Path, want.Path) && slices.Equal(call.AbovePath, want.AbovePath)
	if !same {
		return tttFail("turn %d: the word proof of %q on cell %d (valid=%v) is not the guess tree's (valid=%v)", ti, mv.Word, mv.Cell, call.Valid, want.Valid)
	}
	return nil
}

// answer checks the house's answer of a valid move of turn ti: the colours
// on chain are the rules' and the answer proof verifies for them. It
// returns the answer's block time.
func (c *tttCheck) answer(ti int, mv tttwire.TurnMove, want []game.Color) (uint64, error) {
	m := c.m
	t := m.Turns[ti]
	gs := m.Bouts[t.Bout].Cells[mv.Cell]
	try, idx := 0, -1
	for i, g := range gs {
		if g.Turn == ti {
			idx = i
			break
		}
		if g.Valid {
			try++
		}
	}
	if idx >= 0 && !gs[idx].Answered() && m.HouseTimedOut && ti == len(m.Turns)-1 {
		return 0, errOwed
	}
	if idx < 0 || !gs[idx].Answered() {
		return 0, tttFail("turn %d: the guess %q on cell %d has no answer", ti, mv.Word, mv.Cell)
	}
	g := gs[idx]
	if game.Pattern(g.Colours) != game.Pattern(want) {
		return 0, tttFail("bout %d cell %d: %q was answered %s, the feedback of the word is %s", t.Bout, mv.Cell, mv.Word, game.Pattern(g.Colours), game.Pattern(want))
	}
	a := c.rd.Answers[[3]int{t.Bout, mv.Cell, try}]
	if a == nil {
		return 0, tttFail("bout %d cell %d: the calldata of answer %d is missing", t.Bout, mv.Cell, try)
	}
	d := c.dicts.Cell(mv.Cell)
	sym, err := game.Letters.Encode(mv.Word, d.Length)
	if err != nil {
		return 0, tttFail("bout %d cell %d: %v", t.Bout, mv.Cell, err)
	}
	packed, err := circuits.PackAnswer(circuits.Params{Length: d.Length, Alphabet: game.Letters}, circuits.AnswerFields{
		Guess: sym, Colors: tttwire.UnpackColours(a.Colours.Uint64(), d.Length), Index: tttwire.WordIndex(t.Bout, mv.Cell),
		Count: d.Answers.Len(), Randomness: m.Randomness})
	if err != nil {
		return 0, tttFail("bout %d cell %d: %v", t.Bout, mv.Cell, err)
	}
	public := []*big.Int{m.SeedCommitment, d.AnswersRoot(), packed}
	if err := verifyCalldata(c.ctx, c.pv, prover.AnswerSpec(d.Length, game.Letters).ID(), public, a.Proof); err != nil {
		return 0, tttFail("bout %d cell %d, the answer of %q: %v", t.Bout, mv.Cell, mv.Word, err)
	}
	c.out.Proofs++
	return c.rd.BlockTimes[g.Answer], nil
}

// boutEnd compares the replayed bout's end with the contract's BoutEnded.
func (c *tttCheck) boutEnd(b *tttwire.Bout, bout *ttt.Bout, res *TttBout) error {
	if bout.Over() != (b.Ended != nil) {
		return tttFail("bout %d: the rules say over=%v, the contract ended it: %v", res.Index, bout.Over(), b.Ended != nil)
	}
	if b.Ended == nil {
		return nil
	}
	g, steps, err := bout.Result()
	if err != nil {
		return tttFail("bout %d: %v", res.Index, err)
	}
	res.Ended, res.Lines, res.Count, res.Winner, res.Reason = true, g.Lines, g.Cells, g.Winner, g.Reason.String()
	for cell := range ttt.Cells {
		res.Cells[cell].Owner, res.Cells[cell].Step = g.Owners[cell], steps[cell].String()
		if int(g.Owners[cell]) != b.Ended.Owners[cell] {
			return tttFail("bout %d: the contract gave cell %d to seat %d, the rules to %v (%s)", res.Index, cell, b.Ended.Owners[cell], g.Owners[cell], steps[cell])
		}
	}
	if g.Lines != b.Ended.Lines || g.Cells != b.Ended.Cells {
		return tttFail("bout %d: the contract counts lines %v and cells %v, the rules %v and %v", res.Index, b.Ended.Lines, b.Ended.Cells, g.Lines, g.Cells)
	}
	if int(g.Winner) != b.Ended.Winner {
		return tttFail("bout %d: the contract says seat %d won it, the rules %v (%s)", res.Index, b.Ended.Winner, g.Winner, g.Reason)
	}
	return nil
}

// ending decides how the match ended: the settlement on time must find the
// player to move (next, whose clock runs from start) past its time.
func (c *tttCheck) ending(next ttt.Player, start uint64) error {
	m, out, s := c.m, c.out, c.rd.Settled
	switch {
	case m.Ended:
		out.Ending = "bouts"
	case m.HouseTimedOut:
		out.Ending = "house timeout"
	case s == nil:
		out.Ending = "in play"
	case s.Ending == 1:
		out.Ending = "forfeit"
		out.Winner = ttt.Player(s.Outcome)
	case s.Ending == 2 && m.Drawn && next != ttt.Nobody:
		out.Ending = "time"
		at := c.rd.BlockTimes[s.Raw.BlockNumber]
		deadline := start + uint64((out.TurnTime+out.Banks[next-1])/time.Second)
		if at <= deadline {
			return tttFail("the platform settled the match on time at %d, but seat %d's clock runs to %d", at, next, deadline)
		}
		out.Winner = next.Other()
		if ttt.Player(s.Outcome) != out.Winner {
			return tttFail("the platform gave the match to seat %d on time, the clock to %v", s.Outcome, out.Winner)
		}
	default:
		out.Ending = "draw"
	}
	return nil
}

// match replays the bout winners through game/tictactoe and compares the
// score and the winner with the contract's.
func (c *tttCheck) match() error {
	m, out := c.m, c.out
	var winners []ttt.Player
	for _, b := range out.Bouts {
		if b.Ended {
			winners = append(winners, b.Winner)
		}
	}
	sc, err := ttt.MatchWinner(winners)
	if err != nil {
		return tttFail("%v", err)
	}
	out.Score = sc
	if sc.Wins != m.Wins {
		return tttFail("the contract counts %d-%d bout wins, the rules %d-%d", m.Wins[0], m.Wins[1], sc.Wins[0], sc.Wins[1])
	}
	if m.Ended {
		if ttt.Player(m.Winner) != sc.Winner {
			return tttFail("the contract's match winner is seat %d, the rules give %v (%d-%d)", m.Winner, sc.Winner, sc.Wins[0], sc.Wins[1])
		}
		out.Winner = sc.Winner
	} else if sc.Winner != ttt.Nobody {
		return tttFail("%v has two bout wins but the contract did not end the match", sc.Winner)
	}
	return nil
}
