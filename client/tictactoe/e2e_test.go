package tictactoe_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/bindings/duel"
	bhouse "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
	clientduel "github.com/wordproof/wordproof/client/duel"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/client/tictactoe"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/rating"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
)

// Clocks of the end-to-end test: turns short enough that an idle player's
// bank burns within the test, long enough for a sponsored move on a loaded
// machine; a window that covers the house's proofs.
const (
	tttTurnTime = 20 * time.Second
	tttBank     = 20 * time.Second
	tttWindow   = 30 * time.Second
	bet         = 40
)

func tttChain(t *testing.T) *testchain.Chain {
	cfg := deploy.DefaultGameConfig()
	cfg.Ttt = deploy.TttConfig{TurnTime: tttTurnTime, Bank: tttBank, Window: tttWindow, Open: true}
	return testchain.Start(t, testchain.Options{
		Steps:   append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...),
		Period:  time.Second,
		Relayer: true,
	})
}

// loadTools loads the three cell lengths' dictionaries and a prover with
// every answer key loaded (before the clocks run).
func loadTools(t *testing.T) (wire.Set, *prover.Prover) {
	dicts, err := wire.LoadSet()
	require.NoError(t, err)
	p, err := prover.New(prover.Config{})
	require.NoError(t, err)
	seed, err := prover.NewSeed()
	require.NoError(t, err)
	for _, d := range dicts {
		_, err = p.ProveAnswer(context.Background(), prover.AnswerInput{Dictionary: d.Answers, Seed: seed, Randomness: big.NewInt(1), Guess: d.Answers.Word(0)})
		require.NoError(t, err)
	}
	return dicts, p
}

// tttHouse registers key as a house with the minimum bond and returns its
// Wordle-Tac-Toe service (not running) over a fresh store.
func tttHouse(t *testing.T, ctx context.Context, c *testchain.Chain, key *ecdsa.PrivateKey, p *prover.Prover, dicts wire.Set, onAction func(tictactoe.HouseAction)) *tictactoe.House {
	m, err := client.NewEOAMover(ctx, c.Client, key)
	require.NoError(t, err)
	x, y := house.DeriveKey(key).Public()
	r := bhouse.NewHouseRegistry()
	registry := c.Contract(deploy.ContractHouseRegistry)
	minBond, err := bind.Call(r.Instance(c.Client, registry), &bind.CallOpts{Context: ctx}, r.PackMINBOND(), r.UnpackMINBOND)
	require.NoError(t, err)
	_, err = m.Send(ctx, registry, r.PackRegister(x, y, "http://h.test"), minBond)
	require.NoError(t, err)
	store, err := client.OpenStore(filepath.Join(t.TempDir(), "house"), "pw")
	require.NoError(t, err)
	h, err := tictactoe.NewHouse(ctx, tictactoe.HouseConfig{
		Mover: m, Backend: c.Client, Ttt: c.Contract(deploy.ContractWordleTacToe), Registry: registry,
		Platform: c.Contract(deploy.ContractDuelPlatform), Store: store, Dicts: dicts, Prover: p, OnAction: onAction,
		Log: func(f string, args ...any) { t.Logf("house: "+f, args...) },
	})
	require.NoError(t, err)
	return h
}

// sessionPlayer is a fresh smart account whose every move is a sponsored
// session-key user operation (one grant: the platform, the coins and
// Wordle-Tac-Toe).
func sessionPlayer(t *testing.T, ctx context.Context, c *testchain.Chain) client.Mover {
	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	perms, err := clientduel.Permissions(c.Contract(deploy.ContractCoins), c.Contract(deploy.ContractDuelPlatform))
	require.NoError(t, err)
	tp, err := tictactoe.Permissions(c.Contract(deploy.ContractWordleTacToe))
	require.NoError(t, err)
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: c.Client, Relayer: c.Relayer, Factory: c.Contract(deploy.ContractAccountFactory), Owner: owner,
		Permissions: append(perms, tp...), Poll: 20 * time.Millisecond, Paymaster: c.Contract(deploy.ContractSponsorPaymaster),
	})
	require.NoError(t, err)
	return m
}

// matched claims both players' daily coins and queues them with equal bets
// in Wordle-Tac-Toe; a waits, b finds the match.
func matched(t *testing.T, ctx context.Context, c *testchain.Chain, a, b client.Mover) *big.Int {
	coins, platform := c.Contract(deploy.ContractCoins), c.Contract(deploy.ContractDuelPlatform)
	p := duel.NewDuelPlatform()
	for _, m := range []client.Mover{a, b} {
		_, err := m.Send(ctx, coins, duel.NewCoins().PackClaimDaily(), nil)
		require.NoError(t, err)
		_, err = m.Send(ctx, platform, p.PackEnqueue(deploy.DuelModes["ttt"], big.NewInt(bet)), nil)
		require.NoError(t, err)
	}
	id, err := bind.Call(p.Instance(c.Client, platform), &bind.CallOpts{Context: ctx}, p.PackMatchCount(), p.UnpackMatchCount)
	require.NoError(t, err)
	return id
}

// script plays a planned match (test only): it reads the house's store for
// the seed, so it knows every cell's word. owners[bout][cell] is the seat
// that solves the cell, 0 for a cell nobody wins (six all-grey guesses).
// A seat plays its own cells first (solving), then the cells of nobody (grey
// words), then grey words on the opponent's cells while they can still be
// solved. invalidBy plays one invalid word in bout 0, in its first turn;
// idleIn[bout] sits that seat idle all bout (its bank burns).
type script struct {
	t         *testing.T
	c         *testchain.Chain
	house     *tictactoe.House
	dicts     wire.Set
	owners    map[int][ttt.Cells]int
	invalidBy int
	idleIn    map[int]int

	mu      sync.Mutex
	invalid bool
	used    map[string]bool
}

func (s *script) words(ctx context.Context, m *wire.Match) ([ttt.Cells]string, error) {
	var out [ttt.Cells]string
	seed, err := s.house.Seed(m.ID)
	if err != nil {
		return out, err
	}
	r := m.Randomness
	if !m.Drawn {
		h, err := s.c.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(m.DrawBlock))
		if err != nil {
			return out, err
		}
		r, _ = wire.Draw(h.Hash(), m.ID)
	}
	for cell := range ttt.Cells {
		if out[cell], _, err = s.dicts.Cell(cell).Answers.DeriveWord(seed, r, wire.WordIndex(m.Bout, cell)); err != nil {
			return out, err
		}
	}
	return out, nil
}

// grey returns an unused guess of the cell's list with no green and no
// yellow against word.
func (s *script) grey(cell int, word string) string {
	d := s.dicts.Cell(cell)
	for _, packed := range d.Guesses {
		w := wire.Unpack(packed, d.Length)
		if s.used[w] {
			continue
		}
		colours, err := game.FeedbackWords(game.Letters, word, w, d.Length)
		require.NoError(s.t, err)
		if slices.IndexFunc(colours, func(c game.Color) bool { return c != game.Grey }) < 0 {
			s.used[w] = true
			return w
		}
	}
	s.t.Fatalf("no grey guess against %q", word)
	return ""
}

func (s *script) Turn(ctx context.Context, m *wire.Match, seat int) ([]ttt.Move, error) {
	if s.idleIn[m.Bout] == seat {
		return nil, tictactoe.ErrNoMoveYet
	}
	words, err := s.words(ctx, m)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	owners := s.owners[m.Bout]
	b := m.Current()
	var out []ttt.Move
	for _, pass := range []int{seat, 0, 3 - seat} {
		for cell := range ttt.Cells {
			if len(out) == 2 || owners[cell] != pass || !m.CellOpen(cell) {
				continue
			}
			switch {
			case pass == seat:
				out = append(out, ttt.Move{Cell: cell, Word: words[cell]})
			case pass == 0:
				out = append(out, ttt.Move{Cell: cell, Word: s.grey(cell, words[cell])})
			case len(b.Cells[cell]) < 4: // the owner can still solve it
				out = append(out, ttt.Move{Cell: cell, Word: s.grey(cell, words[cell])})
			}
		}
	}
	if m.Bout == 0 && seat == s.invalidBy && !s.invalid && len(out) == 2 {
		s.invalid = true
		d := s.dicts.Cell(out[1].Cell)
		bad := "qxqxqx"[:d.Length]
		require.False(s.t, d.Valid(bad))
		out[1].Word = bad
	}
	if len(out) == 0 {
		return nil, tictactoe.ErrNoMoveYet
	}
	return out, nil
}

// TestTttEndToEnd (issue 21): a house registers with a bond and runs its
// Wordle-Tac-Toe service; two smart accounts claim coins and queue for
// Wordle-Tac-Toe with equal bets, every move a sponsored session-key user
// operation; the house is drawn, commits a stored seed and answers every
// valid guess with a real proof of its cell's length. The scripted match:
// bout 0 goes to a (both diagonals) while b's first turn carries an invalid
// word, which skips b's next turn; bout 1 is a 4-4 tie with the corner
// nobody wins (six all-grey guesses); in bout 2 b sits idle and a wins on
// time (b's turn time and bank run out). Coins and MMR are game/rating's;
// every bout's guesses replayed through game/tictactoe give the colours,
// the skips and the result the contract reported; the house reveals its seed.
func TestTttEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole match on the devnet")
	}
	c := tttChain(t)
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	var mu sync.Mutex
	var actions []tictactoe.HouseAction
	h := tttHouse(t, ctx, c, c.Net.DevKeys()[3], p, dicts, func(a tictactoe.HouseAction) {
		mu.Lock()
		defer mu.Unlock()
		actions = append(actions, a)
	})
	hctx, stopHouse := context.WithCancel(ctx)
	houseDone := make(chan error, 1)
	go func() { houseDone <- h.Run(hctx) }()
	defer func() { stopHouse(); require.ErrorIs(t, <-houseDone, context.Canceled) }()

	var latencies []time.Duration
	onMove := func(m tictactoe.Move) {
		if m.Kind == "colours" && !m.Sent.IsZero() {
			mu.Lock()
			defer mu.Unlock()
			latencies = append(latencies, m.Mined.Sub(m.Sent))
		}
	}
	ttAddr := c.Contract(deploy.ContractWordleTacToe)
	// play matches two fresh players and plays the match by s to its end
	// (b forced to send what s gives it, an invalid word included).
	play := func(s *script) (id *big.Int, a, b client.Mover, res [2]tictactoe.Result) {
		a, b = sessionPlayer(t, ctx, c), sessionPlayer(t, ctx, c)
		agent := func(m client.Mover, force bool) *tictactoe.Agent {
			tag := m.Address().Hex()[:8]
			ag, err := tictactoe.NewAgent(tictactoe.Config{
				Mover: m, Backend: c.Client, Ttt: ttAddr, Platform: c.Contract(deploy.ContractDuelPlatform),
				Dicts: dicts, Strategy: s, Force: force, OnMove: onMove,
				Log: func(f string, args ...any) { t.Logf("%s: "+f, append([]any{tag}, args...)...) },
			})
			require.NoError(t, err)
			return ag
		}
		agents := []*tictactoe.Agent{agent(a, false), agent(b, true)}
		id = matched(t, ctx, c, a, b)
		type done struct {
			res tictactoe.Result
			err error
		}
		results := make(chan done, 2)
		for _, ag := range agents {
			go func() {
				r, err := ag.Play(ctx, id)
				results <- done{r, err}
			}()
		}
		for range 2 {
			d := <-results
			require.NoError(t, d.err)
			require.True(t, d.res.Settled)
			res[d.res.Seat-1] = d.res
		}
		return id, a, b, res
	}
	// revealed waits for the house to reveal the seed of match id and
	// returns the match with the seed the house stored.
	revealed := func(id *big.Int) (*wire.Match, fr.Element) {
		var m *wire.Match
		require.Eventually(t, func() bool {
			var err error
			m, err = wire.ReadMatch(ctx, c.Client, ttAddr, id)
			require.NoError(t, err)
			return m.Seed != nil
		}, 30*time.Second, 250*time.Millisecond, "the seed revealed")
		seed, err := h.Seed(id)
		require.NoError(t, err)
		require.Zero(t, seed.BigInt(new(big.Int)).Cmp(m.Seed))
		return m, seed
	}

	start := time.Now()
	id, a, b, res := play(&script{t: t, c: c, house: h, dicts: dicts, used: map[string]bool{}, invalidBy: wire.SeatB,
		owners: map[int][ttt.Cells]int{
			0: {1, 2, 1, 2, 1, 2, 1, 2, 1}, // a: both diagonals
			1: {0, 1, 1, 1, 2, 2, 2, 2, 1}, // 4-4, no line, the corner 0 nobody's
		},
		idleIn: map[int]int{2: wire.SeatB},
	})
	t.Logf("match played in %v", time.Since(start).Round(time.Second))
	require.Equal(t, [2]int{1, 0}, res[0].Wins, "a won bout 0, bout 1 was tied, bout 2 ended on time")
	require.False(t, res[0].HouseTimedOut)
	checkSettled(t, ctx, c, [2]common.Address{a.Address(), b.Address()}, rating.WinA)

	// the house reveals its seed once the match is settled
	m, seed := revealed(id)
	require.False(t, m.Ended, "not ended by the bouts")
	require.Len(t, m.Bouts, 3)
	require.Nil(t, m.Bouts[2].Ended, "bout 2 ended on time")

	skipped := replayBouts(t, m, dicts, seed, 2)
	require.Equal(t, wire.SeatA, m.Bouts[0].Ended.Winner)
	require.Equal(t, 0, m.Bouts[1].Ended.Winner, "bout 1: nobody")
	require.Equal(t, [2]int{4, 4}, m.Bouts[1].Ended.Cells)
	require.Equal(t, []int{wire.SeatB}, skipped, "b's turn after its invalid word was skipped")
	require.Equal(t, skipped, m.Skipped, "the contract skipped the same turns")

	// the auditor verifies it from the chain alone: every word, word proof and
	// answer proof from the user operations' calldata, the clocks, the bouts
	verdict, err := audit.AuditTtt(ctx, audit.TttConfig{Backend: c.Client, Contract: ttAddr, Match: id, Dicts: dicts})
	require.NoError(t, err)
	require.Equal(t, "time", verdict.Ending)
	require.Equal(t, ttt.One, verdict.Winner)
	t.Logf("audited: %d turns, %d answer proofs", verdict.Turns, verdict.Proofs)

	// a second match, won by bouts: a takes bout 0 on the first row and
	// bout 1 on the middle column; MatchEnded settles it
	id2, a2, b2, res2 := play(&script{t: t, c: c, house: h, dicts: dicts, used: map[string]bool{},
		owners: map[int][ttt.Cells]int{
			0: {1, 1, 1, 2, 2, 1, 2, 1, 2}, // a: the top row, 5 cells to 4
			1: {2, 1, 2, 2, 1, 1, 1, 1, 2}, // a: the middle column
		},
	})
	require.Equal(t, [2]int{2, 0}, res2[0].Wins)
	require.Equal(t, wire.SeatA, res2[0].Winner, "MatchEnded names a")
	checkSettled(t, ctx, c, [2]common.Address{a2.Address(), b2.Address()}, rating.WinA)
	m2, seed2 := revealed(id2)
	require.True(t, m2.Ended)
	require.Len(t, m2.Bouts, 2)
	require.Empty(t, replayBouts(t, m2, dicts, seed2, 2), "no invalid word, no skip")
	require.Equal(t, [2]int{1, 0}, m2.Bouts[0].Ended.Lines)
	require.Equal(t, wire.SeatA, m2.Bouts[1].Ended.Winner)

	// figures
	mu.Lock()
	defer mu.Unlock()
	var answers []string
	for _, a := range actions {
		if a.Kind == "answer" {
			answers = append(answers, fmt.Sprintf("%dL %d gas/%v", ttt.CellLength(a.Cell), a.Gas, a.Proving.Round(time.Millisecond)))
		}
	}
	t.Logf("house answers: %v", answers)
	for k, r := range res {
		t.Logf("player %d gas (sponsored user operations): %v", k+1, r.Gas)
	}
	t.Logf("turn sent to colours read: %v", latencies)
}

// replayBouts replays the first n bouts of a match through game/tictactoe
// (the words from the house's seed, the turns as the chain shows them) and
// checks the mover before every turn, each guess's validity and colours,
// and each bout's owners, lines, cells and winner against the contract's;
// it returns the seats whose turn the engine skipped.
func replayBouts(t *testing.T, m *wire.Match, dicts wire.Set, seed fr.Element, n int) []int {
	t.Helper()
	var skipped []int
	for _, bout := range m.Bouts[:n] {
		var secrets [ttt.Cells]string
		for cell := range ttt.Cells {
			var err error
			secrets[cell], _, err = dicts.Cell(cell).Answers.DeriveWord(seed, m.Randomness, wire.WordIndex(bout.Index, cell))
			require.NoError(t, err)
		}
		eng, err := ttt.NewBout(secrets, ttt.Player(bout.First), func(w string) bool { return dicts.Cell(cellOfLength(len(w))).Valid(w) })
		require.NoError(t, err)
		var answered [ttt.Cells]int
		for _, turn := range m.Turns {
			if turn.Bout != bout.Index {
				continue
			}
			require.Equal(t, ttt.Player(turn.Seat), eng.Turn(), "bout %d: the contract's mover is the engine's", bout.Index)
			var moves []ttt.Move
			for _, mv := range turn.Moves {
				moves = append(moves, ttt.Move{Cell: mv.Cell, Word: mv.Word})
			}
			tr, err := eng.Play(ttt.Player(turn.Seat), moves...)
			require.NoError(t, err)
			for k, mv := range turn.Moves {
				require.Equal(t, tr.Moves[k].Accepted, mv.Valid, "validity of %q", mv.Word)
				if !mv.Valid {
					continue
				}
				g := nthValid(bout.Cells[mv.Cell], answered[mv.Cell])
				answered[mv.Cell]++
				require.Equal(t, tr.Moves[k].Colors, g.Colours, "colours of %q on cell %d", mv.Word, mv.Cell)
			}
			for _, p := range tr.Skipped {
				skipped = append(skipped, int(p))
			}
		}
		grid, _, err := eng.Result()
		require.NoError(t, err, "bout %d is over for the engine too", bout.Index)
		e := bout.Ended
		require.NotNil(t, e)
		for cell := range ttt.Cells {
			require.Equal(t, int(grid.Owners[cell]), e.Owners[cell], "bout %d cell %d owner", bout.Index, cell)
		}
		require.Equal(t, grid.Lines, e.Lines)
		require.Equal(t, grid.Cells, e.Cells)
		require.Equal(t, int(grid.Winner), e.Winner, "bout %d winner", bout.Index)
	}
	return skipped
}

// nthValid returns the valid guess number n (0-based) of a cell.
func nthValid(gs []wire.CellGuess, n int) wire.CellGuess {
	for _, g := range gs {
		if g.Valid {
			if n == 0 {
				return g
			}
			n--
		}
	}
	return wire.CellGuess{}
}

// cellOfLength is a cell of a word length (the validator gets words only).
func cellOfLength(n int) int {
	for cell := range ttt.Cells {
		if ttt.CellLength(cell) == n {
			return cell
		}
	}
	return 0
}

// checkSettled compares balances, ratings and ranks with game/rating's.
func checkSettled(t *testing.T, ctx context.Context, c *testchain.Chain, players [2]common.Address, o rating.Outcome) {
	co, p := duel.NewCoins(), duel.NewDuelPlatform()
	ci, pi := co.Instance(c.Client, c.Contract(deploy.ContractCoins)), p.Instance(c.Client, c.Contract(deploy.ContractDuelPlatform))
	opts := &bind.CallOpts{Context: ctx}
	wantCoins, err := rating.Settle([2]int64{rating.DailyReward, rating.DailyReward}, bet, o)
	require.NoError(t, err)
	wantMMR, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, o)
	require.NoError(t, err)
	for k, pl := range players {
		bal, err := bind.Call(ci, opts, co.PackBalanceOf(pl), co.UnpackBalanceOf)
		require.NoError(t, err)
		require.EqualValues(t, wantCoins[k], bal.Int64(), "coins of player %d", k)
		locked, err := bind.Call(ci, opts, co.PackLockedOf(pl), co.UnpackLockedOf)
		require.NoError(t, err)
		require.Zero(t, locked.Sign(), "nothing in play")
		mmr, err := bind.Call(pi, opts, p.PackRatingOf(pl), p.UnpackRatingOf)
		require.NoError(t, err)
		require.EqualValues(t, wantMMR[k], mmr.Int64(), "MMR of player %d", k)
	}
}

// TestTttSilentHouseCompensates (issue 21): the house commits and then goes
// silent; the first turn's guesses wait past the window and a player claims
// the house's timeout: the match is a draw (bets back, MMR unchanged), each
// player is credited the compensation in the registry, from the house's
// bond.
func TestTttSilentHouseCompensates(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match on the devnet")
	}
	c := tttChain(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	hctx, stopHouse := context.WithCancel(ctx)
	h := tttHouse(t, ctx, c, c.Net.DevKeys()[3], p, dicts, func(a tictactoe.HouseAction) {
		if a.Kind == "commitHouse" {
			stopHouse() // silent from its commitment on
		}
	})
	houseDone := make(chan error, 1)
	go func() { houseDone <- h.Run(hctx) }()
	defer func() { stopHouse(); require.ErrorIs(t, <-houseDone, context.Canceled) }()

	registry := c.Contract(deploy.ContractHouseRegistry)
	r := bhouse.NewHouseRegistry()
	ri := r.Instance(c.Client, registry)
	opts := &bind.CallOpts{Context: ctx}
	houseAddr := crypto.PubkeyToAddress(c.Net.DevKeys()[3].PublicKey)
	before, err := bind.Call(ri, opts, r.PackHouseOf(houseAddr), r.UnpackHouseOf)
	require.NoError(t, err)
	a, b := sessionPlayer(t, ctx, c), sessionPlayer(t, ctx, c)
	id := matched(t, ctx, c, a, b)
	results := make(chan tictactoe.Result, 2)
	for k, m := range []client.Mover{a, b} {
		ag, err := tictactoe.NewAgent(tictactoe.Config{
			Mover: m, Backend: c.Client, Ttt: c.Contract(deploy.ContractWordleTacToe), Platform: c.Contract(deploy.ContractDuelPlatform),
			Dicts: dicts, Strategy: tictactoe.Solver{Dicts: dicts, Seed: uint64(k)},
			Log: func(f string, args ...any) { t.Logf("seat %d: "+f, append([]any{k + 1}, args...)...) },
		})
		require.NoError(t, err)
		go func() {
			res, err := ag.Play(ctx, id)
			assert.NoError(t, err)
			results <- res
		}()
	}
	var res [2]tictactoe.Result
	for range 2 {
		r := <-results
		require.True(t, r.Settled)
		require.True(t, r.HouseTimedOut, "the match ended by the house's missed deadline")
		res[r.Seat-1] = r
	}
	require.Len(t, append(res[0].Gas["play"], res[1].Gas["play"]...), 1, "one turn, never answered")
	require.Len(t, append(res[0].Gas["claimHouseTimeout"], res[1].Gas["claimHouseTimeout"]...), 1, "one player claimed")
	checkSettled(t, ctx, c, [2]common.Address{a.Address(), b.Address()}, rating.Draw)
	for _, pl := range []client.Mover{a, b} {
		credit, err := bind.Call(ri, opts, r.PackCreditOf(pl.Address()), r.UnpackCreditOf)
		require.NoError(t, err)
		require.Equal(t, deploy.DefaultBo3Compensation, credit, "compensation credited to %s", pl.Address())
	}
	after, err := bind.Call(ri, opts, r.PackHouseOf(houseAddr), r.UnpackHouseOf)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Sub(before.Bond, new(big.Int).Mul(deploy.DefaultBo3Compensation, big.NewInt(2))), after.Bond, "the bond paid both players")
	require.Zero(t, after.OpenGames, "the match no longer holds the house")
}
