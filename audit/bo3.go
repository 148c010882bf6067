package audit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/worduel"
	duelwire "github.com/wordproof/wordproof/game/worduel/wire"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/prover"
)

// ErrBo3 is the error of a Best of 3 match that does not hold up: its
// message names the first thing that failed, in one line.
var ErrBo3 = errors.New("best of 3 audit failed")

// Bo3Config is the audit of one Worduel Best of 3 match.
type Bo3Config struct {
	Backend  Backend
	Contract common.Address // the WorduelBo3 contract
	Match    *big.Int
	// Keys holds the verifying keys the auditor trusts; nil means the
	// shipped keys.
	Keys fs.FS
	// Dicts are the 5-letter dictionaries; nil means the embedded ones.
	Dicts *wire.Dictionaries
}

// Bo3Answer is the calldata of one answer: what the event does not carry.
type Bo3Answer struct {
	AccNew *big.Int
	Proof  []byte
}

// Bo3Opening is the calldata of a tally (or tallySolved): the opened tries
// and the proof.
type Bo3Opening struct {
	Guesses, Colours []*big.Int
	Proof            []byte
}

// Bo3Reading is everything the auditor reads from the chain about a match:
// the events, the house's registered key, the contract's list, the hash of
// the commitment's block, the blocks' times and the calldata of every proof.
// CheckBo3 judges it without the chain, so a test can tamper with it.
type Bo3Reading struct {
	ChainID    *big.Int
	Contract   common.Address
	Match      *duelwire.Bo3Match
	Code       []byte                 // the contract's runtime code
	Platform   common.Address         // its PLATFORM
	Config     house.WorduelBo3Config // its constructor settings, read from its views
	HouseY     *big.Int               // the house's registered key (y)
	CommitHash common.Hash            // the hash of the HouseCommitted block (R's source)
	BlockTimes map[uint64]uint64
	KeyProofs  [2][]byte                // commitHouse's proofs, by seat
	Answers    map[[3]uint64]*Bo3Answer // by round, seat, try
	Openings   map[[2]uint64]*Bo3Opening
	Refusal    []byte // refuse's proof (nil: no refusal)
}

// ReadBo3 reads match cfg.Match of the WorduelBo3 contract from the chain.
func ReadBo3(ctx context.Context, cfg Bo3Config) (*Bo3Reading, error) {
	b := cfg.Backend
	head, err := b.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("reading the chain head: %w", err)
	}
	m, err := duelwire.ReadBo3Match(ctx, b, cfg.Contract, cfg.Match, head.Number.Uint64())
	if err != nil {
		return nil, err
	}
	rd := &Bo3Reading{Contract: cfg.Contract, Match: m, BlockTimes: map[uint64]uint64{},
		Answers: map[[3]uint64]*Bo3Answer{}, Openings: map[[2]uint64]*Bo3Opening{}}
	if rd.ChainID, err = b.ChainID(ctx); err != nil {
		return nil, fmt.Errorf("reading the chain id: %w", err)
	}
	if err := rd.readContract(ctx, b); err != nil {
		return nil, err
	}
	if m.House != nil {
		if rd.HouseY, err = houseKeyY(ctx, b, rd.Config.Registry, m.House.House, m.House.Raw.BlockNumber); err != nil {
			return nil, err
		}
	}
	x, err := newBo3Calls()
	if err != nil {
		return nil, err
	}
	if c := m.Committed; c != nil {
		hdr, err := b.HeaderByNumber(ctx, new(big.Int).SetUint64(c.Raw.BlockNumber))
		if err != nil {
			return nil, fmt.Errorf("reading block %d: %w", c.Raw.BlockNumber, err)
		}
		rd.CommitHash = hdr.Hash()
		var in struct {
			MatchId        *big.Int
			SeedCommitment *big.Int
			Bindings       [2]*big.Int
			ProofA, ProofB []byte
		}
		if err := x.find(ctx, b, c.Raw.TxHash, "commitHouse", &in, func() bool {
			return in.MatchId.Cmp(m.ID) == 0 && in.SeedCommitment.Cmp(c.SeedCommitment) == 0
		}); err != nil {
			return nil, err
		}
		rd.KeyProofs = [2][]byte{in.ProofA, in.ProofB}
	}
	for _, r := range m.Rounds {
		if err := rd.readRound(ctx, b, x, r); err != nil {
			return nil, err
		}
	}
	return rd, nil
}

// readContract reads the contract's code and, from its views, the settings
// it was constructed with.
func (rd *Bo3Reading) readContract(ctx context.Context, b Backend) error {
	var err error
	if rd.Code, err = b.CodeAt(ctx, rd.Contract, nil); err != nil {
		return fmt.Errorf("reading the code of %s: %w", rd.Contract, err)
	}
	a, err := house.WorduelBo3MetaData.ParseABI()
	if err != nil {
		return err
	}
	view := func(name string) (any, error) {
		m := a.Methods[name]
		out, err := b.CallContract(ctx, ethereum.CallMsg{To: &rd.Contract, Data: m.ID}, nil)
		if err != nil {
			return nil, fmt.Errorf("reading %s of %s: %w", name, rd.Contract, err)
		}
		v, err := m.Outputs.Unpack(out)
		if err != nil || len(v) != 1 {
			return nil, fmt.Errorf("%w: %s of %s does not decode (%v): is it a WorduelBo3 contract?", ErrBo3, name, rd.Contract, err)
		}
		return v[0], nil
	}
	addrs := map[string]*common.Address{
		"PLATFORM": &rd.Platform, "REGISTRY": &rd.Config.Registry, "KEY_VERIFIER": &rd.Config.KeyVerifier,
		"ANSWER_VERIFIER": &rd.Config.AnswerVerifier, "TALLY_VERIFIER": &rd.Config.TallyVerifier, "REFUSE_VERIFIER": &rd.Config.RefuseVerifier,
	}
	for name, dst := range addrs {
		v, err := view(name)
		if err != nil {
			return err
		}
		*dst, _ = v.(common.Address)
	}
	ints := map[string]**big.Int{
		"ANSWERS_ROOT": &rd.Config.AnswersRoot, "ANSWERS_COUNT": &rd.Config.AnswersCount, "ROUND_TIME": &rd.Config.RoundTime,
		"WINDOW": &rd.Config.Window, "PAUSE": &rd.Config.Pause, "COMPENSATION": &rd.Config.Compensation,
	}
	for name, dst := range ints {
		v, err := view(name)
		if err != nil {
			return err
		}
		*dst, _ = v.(*big.Int)
	}
	return nil
}

func (rd *Bo3Reading) blockTime(ctx context.Context, b Backend, n uint64) error {
	return readBlockTime(ctx, b, rd.BlockTimes, n)
}

// readBlockTime reads the time of block n into times, unless it is there.
func readBlockTime(ctx context.Context, b Backend, times map[uint64]uint64, n uint64) error {
	if _, ok := times[n]; ok {
		return nil
	}
	hdr, err := b.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
	if err != nil {
		return fmt.Errorf("reading block %d: %w", n, err)
	}
	times[n] = hdr.Time
	return nil
}

// readRound reads the calldata of round r's answers, tallies and refusal,
// and the times of its guesses.
func (rd *Bo3Reading) readRound(ctx context.Context, b Backend, x *gameCalls, r *duelwire.Bo3Round) error {
	m := rd.Match
	for seat := range 2 {
		for try, t := range r.Tries[seat] {
			if err := rd.blockTime(ctx, b, t.Guess.Raw.BlockNumber); err != nil {
				return err
			}
			if t.Answer == nil {
				continue
			}
			var in struct {
				MatchId *big.Int
				Player  common.Address
				AccNew  *big.Int
				Colours *big.Int
				Solved  bool
				Proof   []byte
			}
			if err := x.find(ctx, b, t.Answer.Raw.TxHash, "answer", &in, func() bool {
				return in.MatchId.Cmp(m.ID) == 0 && in.Player == m.Players[seat] && in.Colours.Cmp(t.Answer.Colours) == 0 && in.Solved == t.Solved()
			}); err != nil {
				return err
			}
			rd.Answers[[3]uint64{r.Index, uint64(seat), uint64(try)}] = &Bo3Answer{AccNew: in.AccNew, Proof: in.Proof}
		}
		if tl := r.Tallies[seat]; tl != nil {
			var in struct {
				MatchId          *big.Int
				Player           common.Address
				Guesses, Colours []*big.Int
				Proof            []byte
			}
			same := func() bool {
				return in.MatchId.Cmp(m.ID) == 0 && in.Player == m.Players[seat] && sameInts(in.Guesses, tl.Guesses) && sameInts(in.Colours, tl.Colours)
			}
			if err := x.find(ctx, b, tl.Raw.TxHash, "tally", &in, same); err != nil {
				if err2 := x.find(ctx, b, tl.Raw.TxHash, "tallySolved", &in, same); err2 != nil {
					return err
				}
			}
			rd.Openings[[2]uint64{r.Index, uint64(seat)}] = &Bo3Opening{Guesses: in.Guesses, Colours: in.Colours, Proof: in.Proof}
		}
	}
	if f := r.Refused; f != nil {
		var in struct {
			MatchId *big.Int
			Player  common.Address
			Proof   []byte
		}
		if err := x.find(ctx, b, f.Raw.TxHash, "refuse", &in, func() bool {
			return in.MatchId.Cmp(m.ID) == 0 && in.Player == f.Player
		}); err != nil {
			return err
		}
		rd.Refusal = in.Proof
	}
	return nil
}

func sameInts(a, b []*big.Int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] == nil || b[i] == nil || a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

// gameCalls finds a game contract's call in a transaction: a plain call, or
// a user operation's account call inside an EntryPoint bundle.
type gameCalls struct {
	game *abi.ABI
	fail error // the audit's error, for a call that is not there
	abis
}

func newGameCalls(parse func() (*abi.ABI, error), fail error) (*gameCalls, error) {
	a, err := parse()
	if err != nil {
		return nil, err
	}
	x, err := loadABIs()
	if err != nil {
		return nil, err
	}
	return &gameCalls{game: a, fail: fail, abis: *x}, nil
}

func newBo3Calls() (*gameCalls, error) {
	return newGameCalls(house.WorduelBo3MetaData.ParseABI, ErrBo3)
}

// find decodes into out the first call of method in transaction hash for
// which match (reading out) holds.
func (x *gameCalls) find(ctx context.Context, b Backend, hash common.Hash, method string, out any, match func() bool) error {
	tx, _, err := b.TransactionByHash(ctx, hash)
	if err != nil {
		return fmt.Errorf("reading transaction %s: %w", hash.Hex(), err)
	}
	if tx.Hash() != hash {
		return fmt.Errorf("%w: the node returned transaction %s for %s", x.fail, tx.Hash().Hex(), hash.Hex())
	}
	m := x.game.Methods[method]
	for _, c := range x.calls(common.Address{}, tx) {
		if len(c.data) < 4 || !bytes.Equal(c.data[:4], m.ID) {
			continue
		}
		args, err := m.Inputs.Unpack(c.data[4:])
		if err != nil || m.Inputs.Copy(out, args) != nil {
			continue
		}
		if match() {
			return nil
		}
	}
	return fmt.Errorf("%w: no %s call of this match in transaction %s", x.fail, method, hash.Hex())
}

// Bo3Round is one round as the audit replayed it.
type Bo3Round struct {
	Index   uint64
	Word    string       // re-derived from the revealed seed
	Guesses [2][]string  // the opened guesses, by seat (nil: not opened)
	Colours [2][]string  // their colours (G, Y, .)
	Opened  [2]bool      // whether the seat's tries were opened
	Tries   [2]int       // answered tries
	Winner  worduel.Side // by the rules (Nobody: no point, or not ended)
	Reason  string       // the rule that decided it
	Ended   bool         // the contract ended it (RoundEnded)
}

// Bo3Audit is the result of a Best of 3 match that holds up.
type Bo3Audit struct {
	Match   *big.Int
	Players [2]common.Address
	House   common.Address
	Rounds  []Bo3Round
	Score   worduel.Score // by game/worduel from the round winners
	Winner  worduel.Side  // the match's winner (a refusal's too)
	Proofs  int           // proofs verified
}

// AuditBo3 reads match cfg.Match from the chain and checks it (CheckBo3).
func AuditBo3(ctx context.Context, cfg Bo3Config) (*Bo3Audit, error) {
	pv, err := verifier(cfg.Keys)
	if err != nil {
		return nil, err
	}
	rd, err := ReadBo3(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return CheckBo3(ctx, pv, cfg.Dicts, rd)
}

// bo3Check is one run of CheckBo3.
type bo3Check struct {
	ctx   context.Context
	pv    *prover.Prover
	dicts *wire.Dictionaries
	rd    *Bo3Reading
	m     *duelwire.Bo3Match
	out   *Bo3Audit
	seed  fr.Element
	r     *big.Int
	m2    [2]fr.Element // the bindings
}

func bo3Fail(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBo3, fmt.Sprintf(format, args...))
}

func felt(v *big.Int) fr.Element {
	var e fr.Element
	e.SetBigInt(v)
	return e
}

// CheckBo3 checks a match from its reading alone: the revealed seed opens
// the commitment S; R is the commitment block's hash as the contract takes
// it; every round's word is re-derived (answers[H(seed, R, i) mod N]); every
// key, answer, tally and refusal proof verifies with the verifying keys of
// pv for the inputs rebuilt from the events; every opened guess's colours
// are the feedback of the word; round and match winners by game/worduel
// equal the contract's RoundEnded and MatchEnded.
func CheckBo3(ctx context.Context, pv *prover.Prover, dicts *wire.Dictionaries, rd *Bo3Reading) (*Bo3Audit, error) {
	if dicts == nil || dicts.Length != worduel.WordLength {
		var err error
		if dicts, err = wire.LoadDictionaries(worduel.WordLength); err != nil {
			return nil, err
		}
	}
	m := rd.Match
	c := &bo3Check{ctx: ctx, pv: pv, dicts: dicts, rd: rd, m: m, out: &Bo3Audit{Match: m.ID, Players: m.Players}}
	if m.House == nil || m.Committed == nil {
		return nil, bo3Fail("match %s has no house commitment: nothing to audit", m.ID)
	}
	c.out.House = m.House.House
	if err := c.contract(); err != nil {
		return nil, err
	}
	if err := c.list(); err != nil {
		return nil, err
	}
	if err := c.seedAndRandomness(); err != nil {
		return nil, err
	}
	if err := c.keys(); err != nil {
		return nil, err
	}
	var winners []worduel.Side
	for _, r := range m.Rounds {
		res, err := c.round(r)
		if err != nil {
			return nil, err
		}
		c.out.Rounds = append(c.out.Rounds, res)
		if res.Ended {
			winners = append(winners, res.Winner)
		}
	}
	return c.out, c.match(winners)
}

// contract checks that the contract runs the WorduelBo3 code of these
// bindings, constructed with the settings its views report (the runtime
// code computed by a local EVM).
func (c *bo3Check) contract() error {
	if err := sameCode("WorduelBo3", house.WorduelBo3MetaData.Bin, house.NewWorduelBo3().PackConstructor(c.rd.Platform, c.rd.Config), c.rd.Contract, c.rd.Code); err != nil {
		return bo3Fail("%v", err)
	}
	return nil
}

func (c *bo3Check) list() error {
	t := c.dicts.SecretTree
	root := t.Root()
	cfg := c.rd.Config
	if cfg.AnswersRoot == nil || root.BigInt(new(big.Int)).Cmp(cfg.AnswersRoot) != 0 || cfg.AnswersCount == nil || cfg.AnswersCount.Cmp(big.NewInt(int64(t.Len()))) != 0 {
		return bo3Fail("the contract's answers list (root %v, %v words) is not the local one (%d words)", cfg.AnswersRoot, cfg.AnswersCount, t.Len())
	}
	return nil
}

func (c *bo3Check) seedAndRandomness() error {
	m := c.m
	if m.Seed == nil {
		return bo3Fail("the house has not revealed its seed of match %s", m.ID)
	}
	c.seed = felt(m.Seed.Seed)
	if got := prover.SeedCommitment(c.seed); got.BigInt(new(big.Int)).Cmp(m.Committed.SeedCommitment) != 0 {
		return bo3Fail("the revealed seed %s does not open the commitment S = %s", m.Seed.Seed, m.Committed.SeedCommitment)
	}
	if m.Randomness == nil {
		return nil // no guess: no word was drawn
	}
	// R = uint128(keccak256(abi.encode(blockhash(commitment block), matchId)))
	var buf [64]byte
	copy(buf[:32], c.rd.CommitHash[:])
	m.ID.FillBytes(buf[32:])
	h := new(big.Int).SetBytes(crypto.Keccak256(buf[:]))
	want := h.And(h, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1)))
	if want.Cmp(m.Randomness.Randomness) != 0 {
		return bo3Fail("R on chain is %s, the hash of the commitment's block %d gives %s", m.Randomness.Randomness, m.Committed.Raw.BlockNumber, want)
	}
	c.r = want
	return nil
}

func (c *bo3Check) verify(what string, circuit string, public []*big.Int, proof []byte) error {
	if err := verifyCalldata(c.ctx, c.pv, circuit, public, proof); err != nil {
		return bo3Fail("%s: %v", what, err)
	}
	c.out.Proofs++
	return nil
}

// verifyCalldata verifies a proof as a contract took it in its calldata
// (prover.SolidityProof bytes) for circuit and public inputs, with the
// auditor's keys.
func verifyCalldata(ctx context.Context, pv *prover.Prover, circuit string, public []*big.Int, proof []byte) error {
	points, err := prover.SolidityProofFromBytes(proof)
	if err != nil {
		return fmt.Errorf("the proof in the calldata is malformed: %w", err)
	}
	p, err := prover.NewProof(circuit, public, points)
	if err != nil {
		return err
	}
	if err := pv.Verify(ctx, p); err != nil {
		return fmt.Errorf("the proof does not verify: %w", err)
	}
	return nil
}

func (c *bo3Check) keys() error {
	m := c.m
	if c.rd.HouseY == nil {
		return bo3Fail("the house %s has no registered key", m.House.House)
	}
	bindings := [2]*big.Int{m.Committed.BindingA, m.Committed.BindingB}
	for seat, p := range m.Players {
		k := m.Keys[seat]
		if k == nil {
			return bo3Fail("player %s posted no key but the house committed", p)
		}
		ctx, err := prover.Binding{ChainID: c.rd.ChainID, Contract: c.rd.Contract, GameID: m.ID, Player: p}.Context()
		if err != nil {
			return err
		}
		public := []*big.Int{c.rd.HouseY, k.Y, ctx.BigInt(new(big.Int)), m.Committed.SeedCommitment, c.rd.Config.AnswersRoot, bindings[seat]}
		if err := c.verify(fmt.Sprintf("the house's key proof for %s", p), prover.HouseKeySpec().ID(), public, c.rd.KeyProofs[seat]); err != nil {
			return err
		}
		c.m2[seat] = felt(bindings[seat])
	}
	return nil
}

var five = hidden.Word{Length: worduel.WordLength, Alphabet: game.Letters}

// round checks round r's proofs and openings and decides it by the rules.
func (c *bo3Check) round(r *duelwire.Bo3Round) (Bo3Round, error) {
	res := Bo3Round{Index: r.Index, Ended: r.Ended != nil}
	if c.r == nil {
		return res, bo3Fail("round %d has tries but no randomness was drawn", r.Index)
	}
	word, _, err := c.dicts.SecretTree.DeriveWord(c.seed, c.r, r.Index)
	if err != nil {
		return res, err
	}
	res.Word = word
	hiddenID := prover.HiddenSpec(worduel.WordLength, game.Letters).ID()
	var attempts [2]worduel.Attempt
	var solvedAt [2]uint64 // guess block time of a seat's solve (0: none)
	for seat, p := range c.m.Players {
		acc := c.m2[seat]
		for try, t := range r.Tries[seat] {
			if t.Answer == nil {
				if try != len(r.Tries[seat])-1 {
					return res, bo3Fail("round %d: %s's try %d has no answer but a later try exists", r.Index, p, try)
				}
				if r.Refused != nil && r.Refused.Player == p {
					if err := c.refusal(r, seat, try, t); err != nil {
						return res, err
					}
				}
				continue
			}
			a := c.rd.Answers[[3]uint64{r.Index, uint64(seat), uint64(try)}]
			if a == nil {
				return res, bo3Fail("round %d: the calldata of %s's answer %d is missing", r.Index, p, try)
			}
			packed, err := hidden.PackAnswer(hidden.AnswerFields{Index: r.Index, Try: try, Solved: t.Solved(), Count: c.dicts.SecretTree.Len(), Randomness: c.r})
			if err != nil {
				return res, bo3Fail("round %d: %v", r.Index, err)
			}
			public := []*big.Int{acc.BigInt(new(big.Int)), a.AccNew, t.Guess.Ciphertext, t.Answer.Colours, packed}
			if err := c.verify(fmt.Sprintf("round %d, %s's answer %d", r.Index, p, try), hiddenID, public, a.Proof); err != nil {
				return res, err
			}
			acc = felt(a.AccNew)
			res.Tries[seat]++
			if t.Solved() {
				solvedAt[seat] = c.rd.BlockTimes[t.Guess.Raw.BlockNumber]
			}
		}
		if err := c.opening(r, seat, acc, word, &res, &attempts[seat]); err != nil {
			return res, err
		}
	}
	if r.Ended == nil {
		return res, nil
	}
	if err := c.decide(r, &res, attempts, solvedAt); err != nil {
		return res, err
	}
	return res, nil
}

// opening verifies seat's tally of round r, if any, against its final
// accumulator acc, and checks every opened colour against the word.
func (c *bo3Check) opening(r *duelwire.Bo3Round, seat int, acc fr.Element, word string, res *Bo3Round, at *worduel.Attempt) error {
	p := c.m.Players[seat]
	o := c.rd.Openings[[2]uint64{r.Index, uint64(seat)}]
	if o == nil {
		return nil
	}
	if len(o.Guesses) != res.Tries[seat] || len(o.Colours) != len(o.Guesses) {
		return bo3Fail("round %d: %s's tally opens %d tries, %d were answered", r.Index, p, len(o.Guesses), res.Tries[seat])
	}
	tf := hidden.TallyFields{Index: r.Index}
	for k := range o.Guesses {
		if !o.Guesses[k].IsUint64() || !o.Colours[k].IsUint64() {
			return bo3Fail("round %d: %s's tally try %d is out of range", r.Index, p, k)
		}
		g, word2, err := wire.DecodeGuess(uint32(o.Guesses[k].Uint64()), worduel.WordLength)
		if err != nil {
			return bo3Fail("round %d: %s's opened guess %d: %v", r.Index, p, k, err)
		}
		want, err := game.FeedbackWords(game.Letters, word, word2, worduel.WordLength)
		if err != nil {
			return bo3Fail("round %d: %s's opened guess %q: %v", r.Index, p, word2, err)
		}
		if hidden.PackColours(want) != o.Colours[k].Uint64() {
			return bo3Fail("round %d: %s's guess %q was answered %s, the feedback of the word %q is %s", r.Index, p, word2, colourText(o.Colours[k].Uint64()), word, colourText(hidden.PackColours(want)))
		}
		tf.Slots = append(tf.Slots, hidden.Slot{Guess: g, Colors: want})
		res.Guesses[seat] = append(res.Guesses[seat], word2)
		res.Colours[seat] = append(res.Colours[seat], colourText(o.Colours[k].Uint64()))
		at.Guesses = append(at.Guesses, word2)
	}
	packed, err := hidden.PackTally(five, tf)
	if err != nil {
		return bo3Fail("round %d: %s's tally: %v", r.Index, p, err)
	}
	public := []*big.Int{acc.BigInt(new(big.Int)), packed}
	if err := c.verify(fmt.Sprintf("round %d, %s's tally", r.Index, p), prover.TallySpec(worduel.WordLength, game.Letters).ID(), public, o.Proof); err != nil {
		return err
	}
	res.Opened[seat] = true
	// the opened tries and the answers' solved bits agree
	for k, t := range r.Tries[seat] {
		if t.Answer != nil && t.Solved() != (res.Guesses[seat][k] == word) {
			return bo3Fail("round %d: %s's answer %d says solved=%v for %q, the word is %q", r.Index, p, k, t.Solved(), res.Guesses[seat][k], word)
		}
	}
	return nil
}

// colourText writes packed colours (two bits a letter) as G, Y and '.'.
func colourText(v uint64) string {
	var b []byte
	for k := range worduel.WordLength {
		switch game.Color(v >> (2 * k) & 3) {
		case game.Green:
			b = append(b, 'G')
		case game.Yellow:
			b = append(b, 'Y')
		default:
			b = append(b, '.')
		}
	}
	return string(b)
}

// refusal verifies the house's proof that seat's try opens to no word.
func (c *bo3Check) refusal(r *duelwire.Bo3Round, seat, try int, t *duelwire.Bo3Try) error {
	p := c.m.Players[seat]
	if c.rd.Refusal == nil {
		return bo3Fail("round %d: the calldata of the refusal of %s's guess is missing", r.Index, p)
	}
	packed, err := hidden.PackRefusal(hidden.RefusalFields{Index: r.Index, Try: try})
	if err != nil {
		return bo3Fail("round %d: %v", r.Index, err)
	}
	public := []*big.Int{c.m2[seat].BigInt(new(big.Int)), t.Guess.Ciphertext, packed}
	return c.verify(fmt.Sprintf("round %d, the refusal of %s's try %d", r.Index, p, try), prover.RefuseSpec(worduel.WordLength, game.Letters).ID(), public, c.rd.Refusal)
}

// decide recomputes an ended round's winner: the first solve by the time its
// guess was posted (the same second: no point), else the tiebreaker of
// game/worduel over the opened tries; then compares it with RoundEnded.
func (c *bo3Check) decide(r *duelwire.Bo3Round, res *Bo3Round, attempts [2]worduel.Attempt, solvedAt [2]uint64) error {
	e := r.Ended
	switch {
	case solvedAt[0] != 0 || solvedAt[1] != 0:
		res.Reason = worduel.ReasonSolved.String()
		switch {
		case solvedAt[1] == 0 || solvedAt[0] != 0 && solvedAt[0] < solvedAt[1]:
			res.Winner = worduel.PlayerA
		case solvedAt[0] == 0 || solvedAt[1] < solvedAt[0]:
			res.Winner = worduel.PlayerB
		default:
			res.Winner, res.Reason = worduel.Nobody, "simultaneous solves"
		}
		if res.Opened[0] && res.Opened[1] && res.Winner != worduel.Nobody {
			start := c.roundStart(r)
			for s := range 2 {
				if solvedAt[s] != 0 {
					attempts[s].SolvedAt = time.Duration(solvedAt[s]-min(start, solvedAt[s])) * time.Second
				}
			}
			o, err := worduel.Round(res.Word, attempts[0], attempts[1])
			if err != nil {
				return bo3Fail("round %d: %v", r.Index, err)
			}
			if o.Winner != res.Winner {
				return bo3Fail("round %d: the opened guesses give %v, the solves %v", r.Index, o.Winner, res.Winner)
			}
		}
	default:
		if !res.Opened[0] || !res.Opened[1] {
			return bo3Fail("round %d ended without a solve but the tallies are not both on chain", r.Index)
		}
		o, err := worduel.Round(res.Word, attempts[0], attempts[1])
		if err != nil {
			return bo3Fail("round %d: %v", r.Index, err)
		}
		res.Winner, res.Reason = o.Winner, o.Reason.String()
	}
	var chain worduel.Side
	switch e.Winner {
	case c.m.Players[0]:
		chain = worduel.PlayerA
	case c.m.Players[1]:
		chain = worduel.PlayerB
	}
	if chain != res.Winner {
		return bo3Fail("round %d: the contract says %v won it, the rules %v (%s)", r.Index, chain, res.Winner, res.Reason)
	}
	if e.BySolve != (res.Reason == worduel.ReasonSolved.String() || res.Reason == "simultaneous solves") {
		return bo3Fail("round %d: the contract says bySolve=%v, the rules decided it by %s", r.Index, e.BySolve, res.Reason)
	}
	return nil
}

func (c *bo3Check) roundStart(r *duelwire.Bo3Round) uint64 {
	if r.Started == nil {
		return 0
	}
	return r.Started.Start.Uint64()
}

// match replays the round winners through game/worduel and compares the
// score and the winner with the contract's RoundEnded and MatchEnded.
func (c *bo3Check) match(winners []worduel.Side) error {
	m := c.m
	for i := range winners {
		sc, err := worduel.MatchWinner(winners[:i+1])
		if err != nil {
			return bo3Fail("%v", err)
		}
		e := m.Rounds[c.out.Rounds[indexOfEnded(c.out.Rounds, i)].Index].Ended
		if e.WinsA.Int64() != int64(sc.Wins[0]) || e.WinsB.Int64() != int64(sc.Wins[1]) {
			return bo3Fail("round %d: the contract counts %s-%s round wins, the rules %d-%d", e.Round, e.WinsA, e.WinsB, sc.Wins[0], sc.Wins[1])
		}
		c.out.Score = sc
	}
	c.out.Winner = c.out.Score.Winner
	for _, r := range m.Rounds {
		if f := r.Refused; f != nil {
			if c.out.Winner != worduel.Nobody {
				return bo3Fail("a refusal after the match was decided")
			}
			c.out.Winner = worduel.PlayerA
			if f.Player == m.Players[0] {
				c.out.Winner = worduel.PlayerB
			}
		}
	}
	var chain worduel.Side
	if m.Ended != nil {
		switch m.Ended.Winner {
		case m.Players[0]:
			chain = worduel.PlayerA
		case m.Players[1]:
			chain = worduel.PlayerB
		}
	}
	if chain != c.out.Winner {
		return bo3Fail("the contract's match winner is %v, the rules give %v (%d-%d)", chain, c.out.Winner, c.out.Score.Wins[0], c.out.Score.Wins[1])
	}
	return nil
}

// indexOfEnded returns the position in rounds of the i-th ended round.
func indexOfEnded(rounds []Bo3Round, i int) int {
	for k, r := range rounds {
		if r.Ended {
			if i == 0 {
				return k
			}
			i--
		}
	}
	return -1
}
