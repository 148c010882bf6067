package worduel_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	bhouse "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
	clientduel "github.com/wordproof/wordproof/client/duel"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/rating"
	gameworduel "github.com/wordproof/wordproof/game/worduel"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
)

// Best of 3 clocks of the end-to-end tests: short rounds (one of them runs
// both clocks out), a window that covers the house's proofs on a loaded
// machine.
const (
	bo3RoundTime = 15 * time.Second
	bo3Window    = 15 * time.Second
	bo3Pause     = 2 * time.Second
)

func bo3Chain(t *testing.T) *testchain.Chain {
	cfg := deploy.DefaultGameConfig()
	cfg.Bo3 = deploy.Bo3Config{RoundTime: bo3RoundTime, Window: bo3Window, Pause: bo3Pause}
	return testchain.Start(t, testchain.Options{
		Steps:   append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...),
		Period:  time.Second,
		Relayer: true,
	})
}

// bo3House registers key as a house with the registry's minimum bond and
// returns its agent (not running) over a fresh store.
func bo3House(t *testing.T, ctx context.Context, c *testchain.Chain, key *ecdsa.PrivateKey, p *prover.Prover, dicts *wire.Dictionaries, onAction func(house.Action)) (*house.Agent, *client.EOAMover) {
	m, err := client.NewEOAMover(ctx, c.Client, key)
	require.NoError(t, err)
	hk := house.DeriveKey(key)
	x, y := hk.Public()
	r := bhouse.NewHouseRegistry()
	registry := c.Contract(deploy.ContractHouseRegistry)
	minBond, err := bind.Call(r.Instance(c.Client, registry), &bind.CallOpts{Context: ctx}, r.PackMINBOND(), r.UnpackMINBOND)
	require.NoError(t, err)
	_, err = m.Send(ctx, registry, r.PackRegister(x, y, "http://h.test"), minBond)
	require.NoError(t, err)
	store, err := client.OpenStore(filepath.Join(t.TempDir(), "house"), "pw")
	require.NoError(t, err)
	a, err := house.NewAgent(ctx, house.AgentConfig{
		Mover: m, Backend: c.Client, Key: hk, Bo3: c.Contract(deploy.ContractWorduelBo3), Registry: registry,
		Platform: c.Contract(deploy.ContractDuelPlatform), Store: store, Dicts: dicts, Prover: p, OnAction: onAction,
		Log: func(f string, args ...any) { t.Logf("house: "+f, args...) },
	})
	require.NoError(t, err)
	return a, m
}

// bo3Permissions is a Best of 3 player's grant: the duel platform and
// coins, and Best of 3.
func bo3Permissions(t *testing.T, c *testchain.Chain) []account.IWordproofAccountPermission {
	perms, err := clientduel.Permissions(c.Contract(deploy.ContractCoins), c.Contract(deploy.ContractDuelPlatform))
	require.NoError(t, err)
	bo3, err := worduel.Bo3Permissions(c.Contract(deploy.ContractWorduelBo3))
	require.NoError(t, err)
	return append(perms, bo3...)
}

type bo3Player struct {
	mover client.Mover
	agent *worduel.Bo3Agent
	store string // the agent's store file
}

// bo3SessionPlayer is a fresh smart account whose every move is a sponsored
// session-key user operation, with a Best of 3 agent guessing by strategy.
func bo3SessionPlayer(t *testing.T, ctx context.Context, c *testchain.Chain, dicts *wire.Dictionaries, p *prover.Prover, strategy worduel.Strategy, onMove func(worduel.Move)) bo3Player {
	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: c.Client, Relayer: c.Relayer, Factory: c.Contract(deploy.ContractAccountFactory), Owner: owner,
		Permissions: bo3Permissions(t, c), Poll: 20 * time.Millisecond, Paymaster: c.Contract(deploy.ContractSponsorPaymaster),
	})
	require.NoError(t, err)
	return bo3Player{mover: m, store: filepath.Join(t.TempDir(), "store")}.restarted(t, ctx, c, dicts, p, strategy, onMove)
}

// restarted is the player with a new agent over its store, reopened: as
// after a restart of its process.
func (pl bo3Player) restarted(t *testing.T, ctx context.Context, c *testchain.Chain, dicts *wire.Dictionaries, p *prover.Prover, strategy worduel.Strategy, onMove func(worduel.Move)) bo3Player {
	store, err := client.OpenStore(pl.store, "pw")
	require.NoError(t, err)
	tag := pl.mover.Address().Hex()[:8]
	pl.agent, err = worduel.NewBo3Agent(ctx, worduel.Bo3Config{
		Mover: pl.mover, Backend: c.Client, Bo3: c.Contract(deploy.ContractWorduelBo3), Platform: c.Contract(deploy.ContractDuelPlatform),
		Registry: c.Contract(deploy.ContractHouseRegistry), Store: store, Dicts: dicts, Prover: p, Strategy: strategy,
		Log:    func(f string, args ...any) { t.Logf("%s: "+f, append([]any{tag}, args...)...) },
		OnMove: onMove,
	})
	require.NoError(t, err)
	return pl
}

// bo3Matched claims both players' daily coins and queues them with equal
// bets in Best of 3; a waits, b finds the match.
func bo3Matched(t *testing.T, ctx context.Context, c *testchain.Chain, a, b client.Mover) *big.Int {
	coins, platform := c.Contract(deploy.ContractCoins), c.Contract(deploy.ContractDuelPlatform)
	p := duel.NewDuelPlatform()
	for _, m := range []client.Mover{a, b} {
		_, err := m.Send(ctx, coins, duel.NewCoins().PackClaimDaily(), nil)
		require.NoError(t, err)
		_, err = m.Send(ctx, platform, p.PackEnqueue(deploy.DuelModes["bo3"], big.NewInt(bet)), nil)
		require.NoError(t, err)
	}
	id, err := bind.Call(p.Instance(c.Client, platform), &bind.CallOpts{Context: ctx}, p.PackMatchCount(), p.UnpackMatchCount)
	require.NoError(t, err)
	return id
}

// playBo3 plays match id with both agents and returns their results.
func playBo3(t *testing.T, ctx context.Context, id *big.Int, players ...bo3Player) []worduel.Bo3Result {
	type done struct {
		res worduel.Bo3Result
		err error
	}
	results := make(chan done, len(players))
	for _, pl := range players {
		go func() {
			r, err := pl.agent.Play(ctx, id)
			results <- done{r, err}
		}()
	}
	out := make([]worduel.Bo3Result, 2)
	for range players {
		d := <-results
		require.NoError(t, d.err)
		require.True(t, d.res.Settled)
		out[d.res.Seat] = d.res
	}
	return out
}

// scriptStrategy plays a scripted Best of 3 (test only): it reads the house's
// store for the seed, so it knows every round's word, and makes each guess
// of plan[round]: "solve" (the word), "greensN" (a dictionary word with
// exactly N greens against it), or "" (no more guesses: the clock runs out).
type scriptStrategy struct {
	t      *testing.T
	c      *testchain.Chain
	house  *house.Agent
	dicts  *wire.Dictionaries
	id     *big.Int
	plan   map[int][]string
	picked *pickedWords
}

// pickedWords keeps every scripted guess of a match distinct, so that a
// guess of one round is never another round's.
type pickedWords struct {
	mu   sync.Mutex
	used map[string]bool
}

func (s *scriptStrategy) Guess(ctx context.Context, tries []worduel.Try) (string, error) {
	b := bhouse.NewWorduelBo3()
	g, err := bind.Call(b.Instance(s.c.Client, s.c.Contract(deploy.ContractWorduelBo3)), &bind.CallOpts{Context: ctx}, b.PackGameOf(s.id), b.UnpackGameOf)
	if err != nil {
		return "", err
	}
	r := g.Randomness
	if !g.Drawn { // the round's first guess draws R from the commitment's block
		h, err := s.c.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(g.DrawBlock))
		if err != nil {
			return "", err
		}
		r = worduel.MatchRandomness(h.Hash(), s.id)
	}
	seed, err := s.house.Seed(s.id)
	if err != nil {
		return "", err
	}
	word, _, err := s.dicts.SecretTree.DeriveWord(seed, r, uint64(g.Round))
	if err != nil {
		return "", err
	}
	steps := s.plan[int(g.Round)]
	if len(tries) >= len(steps) || steps[len(tries)] == "" {
		return "", worduel.ErrNoGuessYet
	}
	if steps[len(tries)] == "solve" {
		return word, nil
	}
	var greens int
	_, err = fmt.Sscanf(steps[len(tries)], "greens%d", &greens)
	require.NoError(s.t, err)
	return s.picked.withGreens(s.t, s.dicts, word, greens), nil
}

// withGreens returns an unused guess-list word with exactly n greens against
// word (and colours that pack above 16).
func (p *pickedWords) withGreens(t *testing.T, dicts *wire.Dictionaries, word string, n int) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, w := range dicts.Guesses.Words() {
		if p.used[w] || w == word {
			continue
		}
		colours, err := game.FeedbackWords(game.Letters, word, w, 5)
		require.NoError(t, err)
		g, y := 0, 0
		for _, c := range colours {
			switch c {
			case game.Green:
				g++
			case game.Yellow:
				y++
			}
		}
		// Small colour values are also the round, try and win counts every
		// Best of 3 log carries: the spy could not tell them apart.
		if g == n && packColours(colours) > 16 {
			p.used[w] = true
			return w
		}
	}
	t.Fatalf("no guess with %d greens against %q", n, word)
	return ""
}

// seen is one answered guess as its player decrypted it.
type seen struct {
	round   int
	guess   string
	colours []game.Color
}

// TestBo3EndToEnd (issue 20): a house registers with a bond and runs its
// agent; two smart accounts claim coins and queue for Best of 3 with equal
// bets, every move a sponsored session-key user operation; the house is
// drawn, commits with real key proofs and answers every hidden guess with a
// real proof. Scripted guesses force a 2-1 result: a solves round 0, round
// 1 goes to the tiebreaker (both clocks out, the house tallies: b has more
// greens), a solves round 2 on its second try. Coins and MMR are
// game/rating's. The house opens every round (the tiebreaker's tallies, and
// tallySolved for each solved round), and a third account reading every
// block (each transaction's calldata and every log, raw) finds a round's
// guesses and colours only from its opening on.
func TestBo3EndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole match on the devnet")
	}
	c := bo3Chain(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	var mu sync.Mutex
	var actions []house.Action
	hAgent, _ := bo3House(t, ctx, c, c.Net.DevKeys()[3], p, dicts, func(a house.Action) {
		mu.Lock()
		defer mu.Unlock()
		actions = append(actions, a)
	})
	hctx, stopHouse := context.WithCancel(ctx)
	houseDone := make(chan error, 1)
	go func() { houseDone <- hAgent.Run(hctx) }()
	defer func() { stopHouse(); require.ErrorIs(t, <-houseDone, context.Canceled) }()

	picked := &pickedWords{used: map[string]bool{}}
	var answered []seen
	var latencies []time.Duration
	var blocks []uint64
	onMove := func(m worduel.Move) {
		if m.Kind == "colours" {
			mu.Lock()
			defer mu.Unlock()
			answered = append(answered, seen{m.Word, m.Guess, m.Colours})
			if !m.Sent.IsZero() {
				latencies = append(latencies, m.Mined.Sub(m.Sent))
			}
			blocks = append(blocks, m.Block-m.GuessBlock)
		}
	}
	sa := &scriptStrategy{t: t, c: c, house: hAgent, dicts: dicts, picked: picked,
		plan: map[int][]string{0: {"solve"}, 1: {"greens2", ""}, 2: {"greens1", "solve"}}}
	sb := &scriptStrategy{t: t, c: c, house: hAgent, dicts: dicts, picked: picked,
		plan: map[int][]string{0: {"greens1", "greens1", "greens1"}, 1: {"greens3", ""}, 2: {"greens0", "greens1", "greens1"}}}
	a := bo3SessionPlayer(t, ctx, c, dicts, p, sa, onMove)
	b := bo3SessionPlayer(t, ctx, c, dicts, p, sb, onMove)
	id := bo3Matched(t, ctx, c, a.mover, b.mover)
	sa.id, sb.id = id, id

	start := time.Now()
	res := playBo3(t, ctx, id, a, b)
	t.Logf("match played in %v", time.Since(start).Round(time.Second))
	require.Equal(t, 2, res[0].Wins, "a wins two rounds")
	require.Equal(t, 1, res[1].Wins, "b wins one")
	require.False(t, res[0].HouseTimedOut)
	checkSettled(t, ctx, c, [2]common.Address{a.mover.Address(), b.mover.Address()}, rating.WinA)

	// the rounds as the contract ended them
	bo3 := bhouse.NewWorduelBo3()
	bo3Addr := c.Contract(deploy.ContractWorduelBo3)
	ended := bo3Events(t, ctx, c, bo3Addr, "RoundEnded")
	require.Len(t, ended, 3)
	var bySolve []bool
	for i := range ended {
		ev, err := bo3.UnpackRoundEndedEvent(&ended[i])
		require.NoError(t, err)
		bySolve = append(bySolve, ev.BySolve)
		require.Equal(t, []common.Address{a.mover.Address(), b.mover.Address(), a.mover.Address()}[i], ev.Winner, "round %d", i)
	}
	require.Equal(t, []bool{true, false, true}, bySolve, "round 1 went to the tiebreaker")
	// every round is opened: round 1 by both tallies of the tiebreaker, the
	// solved rounds by the house's tallySolved of each player who guessed
	// in them (the last one after the settlement, so wait for it)
	tallyBlocks := map[int][2]uint64{} // round: first and last Tallied block
	require.Eventually(t, func() bool {
		tallied := bo3Events(t, ctx, c, bo3Addr, "Tallied")
		perRound := map[int]int{}
		clear(tallyBlocks)
		for i := range tallied {
			ev, err := bo3.UnpackTalliedEvent(&tallied[i])
			require.NoError(t, err)
			r := int(ev.Round.Int64())
			perRound[r]++
			b := tallyBlocks[r]
			if b[0] == 0 {
				b[0] = tallied[i].BlockNumber
			}
			b[1] = tallied[i].BlockNumber
			tallyBlocks[r] = b
		}
		// each round is opened once per player the house answered in it
		mu.Lock()
		defer mu.Unlock()
		guessed := map[int]map[common.Address]bool{}
		for _, a := range actions {
			if a.Kind == "answer" {
				if guessed[a.Round] == nil {
					guessed[a.Round] = map[common.Address]bool{}
				}
				guessed[a.Round][a.Player] = true
			}
		}
		return len(guessed) == 3 && perRound[0] == len(guessed[0]) && perRound[1] == 2 && perRound[2] == len(guessed[2])
	}, 30*time.Second, 250*time.Millisecond, "every round opened")

	// the house revealed its seed once the match was settled
	require.Eventually(t, func() bool { return len(bo3Events(t, ctx, c, bo3Addr, "SeedRevealed")) == 1 }, 30*time.Second, 250*time.Millisecond)

	// the auditor verifies the match from the chain alone: every proof, the
	// words from the revealed seed, every round opened and judged by the rules
	verdict, err := audit.AuditBo3(ctx, audit.Bo3Config{Backend: c.Client, Contract: bo3Addr, Match: id, Dicts: dicts})
	require.NoError(t, err)
	require.Equal(t, [2]int{2, 1}, verdict.Score.Wins)
	require.Equal(t, gameworduel.PlayerA, verdict.Winner)
	for _, r := range verdict.Rounds {
		for seat := range 2 {
			require.Equal(t, r.Tries[seat] > 0, r.Opened[seat], "round %d, seat %d opened", r.Index, seat)
		}
	}
	t.Logf("audited: %d proofs", verdict.Proofs)

	// the spy: every block's calldata and logs, raw
	head, err := c.Client.BlockNumber(ctx)
	require.NoError(t, err)
	spy := readChain(t, ctx, c, head)
	mu.Lock()
	defer mu.Unlock()
	require.NotEmpty(t, answered)
	rounds := map[int]int{}
	for _, s := range answered {
		rounds[s.round]++
		letters, err := game.Letters.Encode(s.guess, 5)
		require.NoError(t, err)
		guess := new(big.Int).SetUint64(game.PackWord(letters))
		colours := new(big.Int).SetUint64(packColours(s.colours))
		// hidden during the round, public from its opening on (the
		// detector finds them there: it would find them anywhere)
		b := tallyBlocks[s.round]
		require.False(t, spy.hasBo3Value(guess, b[0]-1) || spy.hasText(s.guess, b[0]-1), "round %d guess %q before its opening", s.round, s.guess)
		if !openedBefore(answered, tallyBlocks, colours, b[0]) { // the same colours (all green) opened in an earlier round
			require.False(t, spy.hasBo3Value(colours, b[0]-1), "round %d colours of %q before its opening", s.round, s.guess)
		}
		require.True(t, spy.hasWord(guess, b[1]), "the opening of round %d shows %q", s.round, s.guess)
		require.True(t, spy.hasBo3Value(colours, b[1]), "the opening of round %d shows the colours of %q", s.round, s.guess)
	}
	require.Len(t, rounds, 3, "answers in every round")

	// figures: gas of each move, the house's proving times, the latency
	// from a guess sent to its colours read
	var playersGas, houseGas uint64
	for k, r := range res {
		t.Logf("player %d gas (sponsored user operations): %v", k, r.Gas)
		for _, gs := range r.Gas {
			for _, g := range gs {
				playersGas += g
			}
		}
	}
	byKind := map[string][]string{}
	for _, a := range actions {
		byKind[a.Kind] = append(byKind[a.Kind], fmt.Sprintf("%d gas/%v", a.Gas, a.Proving.Round(time.Millisecond)))
		houseGas += a.Gas
	}
	for k, v := range byKind {
		t.Logf("house %s: %s", k, strings.Join(v, ", "))
	}
	t.Logf("the match: players %d gas (user operations), house %d gas (transactions), %d answers", playersGas, houseGas, len(answered))
	t.Logf("guess sent to colours read: %v; blocks from the guess to its answer: %v", latencies, blocks)
}

func packColours(cs []game.Color) uint64 {
	var v uint64
	for k := len(cs) - 1; k >= 0; k-- {
		v = v<<2 | uint64(cs[k])
	}
	return v
}

// bo3Events returns every log of event name of the Best of 3 contract.
func bo3Events(t *testing.T, ctx context.Context, c *testchain.Chain, bo3 common.Address, name string) []types.Log {
	t.Helper()
	logs, err := c.Client.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{bo3},
		Topics:    [][]common.Hash{{bhouse.NewWorduelBo3().GetABI().Events[name].ID}},
	})
	require.NoError(t, err)
	return logs
}

// chainBytes is what a third account reads: per block, every transaction's
// calldata and every log's topics and data, raw; and the Best of 3 values,
// decoded: its events' fields and the arguments of every Best of 3 call
// found in the calldata (plain or inside a user operation). Decoding keeps
// ABI offsets and lengths, small numbers like colours, out of the values.
type chainBytes struct {
	raw map[uint64][][]byte   // calldata, topics and data
	bo3 map[uint64][]*big.Int // Best of 3 log words and call arguments
}

func readChain(t *testing.T, ctx context.Context, c *testchain.Chain, head uint64) *chainBytes {
	t.Helper()
	bo3Addr := c.Contract(deploy.ContractWorduelBo3)
	abi := bhouse.NewWorduelBo3().GetABI()
	out := &chainBytes{raw: map[uint64][][]byte{}, bo3: map[uint64][]*big.Int{}}
	for n := uint64(0); n <= head; n++ {
		blk, err := c.Client.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		require.NoError(t, err)
		for _, tx := range blk.Transactions() {
			data := tx.Data()
			out.raw[n] = append(out.raw[n], data)
			// every Best of 3 call in it, wherever its selector sits
			for _, m := range abi.Methods {
				for off := 0; ; {
					i := bytes.Index(data[off:], m.ID)
					if i < 0 {
						break
					}
					args, err := m.Inputs.Unpack(data[off+i+4:])
					off += i + 1
					if err != nil || len(args) == 0 {
						continue
					}
					out.bo3[n] = append(out.bo3[n], numbers(args[1:])...) // args[0]: the match id, public
				}
			}
			rc, err := c.Client.TransactionReceipt(ctx, tx.Hash())
			require.NoError(t, err)
			for _, l := range rc.Logs {
				for _, tp := range l.Topics {
					out.raw[n] = append(out.raw[n], tp.Bytes())
				}
				out.raw[n] = append(out.raw[n], l.Data)
				if l.Address != bo3Addr {
					continue
				}
				for _, tp := range l.Topics[1:] {
					out.bo3[n] = append(out.bo3[n], tp.Big())
				}
				ev, err := abi.EventByID(l.Topics[0])
				require.NoError(t, err)
				vals, err := ev.Inputs.NonIndexed().Unpack(l.Data)
				require.NoError(t, err)
				out.bo3[n] = append(out.bo3[n], numbers(vals)...)
			}
		}
	}
	return out
}

// numbers are the integers among decoded ABI values.
func numbers(vals []any) []*big.Int {
	var out []*big.Int
	for _, v := range vals {
		switch x := v.(type) {
		case *big.Int:
			out = append(out, x)
		case []*big.Int:
			out = append(out, x...)
		case [2]*big.Int:
			out = append(out, x[:]...)
		}
	}
	return out
}

// hasWord reports whether v, as a 32-byte big-endian word at any offset,
// is in any calldata or log up to block `to`.
func (c *chainBytes) hasWord(v *big.Int, to uint64) bool {
	w := common.BigToHash(v).Bytes()
	return c.any(to, func(b []byte) bool { return bytes.Contains(b, w) })
}

// hasText reports whether the word's letters are in any calldata or log up
// to block `to`, in either case.
func (c *chainBytes) hasText(s string, to uint64) bool {
	lo, up := []byte(strings.ToLower(s)), []byte(strings.ToUpper(s))
	return c.any(to, func(b []byte) bool { return bytes.Contains(b, lo) || bytes.Contains(b, up) })
}

func (c *chainBytes) any(to uint64, f func([]byte) bool) bool {
	for n, bs := range c.raw {
		if n > to {
			continue
		}
		if slices.ContainsFunc(bs, f) {
			return true
		}
	}
	return false
}

// hasBo3Value reports whether v is a word of a Best of 3 log or an argument
// of a Best of 3 call up to block `to`. (Colours are small numbers, which
// ABI offsets and lengths elsewhere also are: only the game's own values
// are compared.)
func (c *chainBytes) hasBo3Value(v *big.Int, to uint64) bool {
	for n, vs := range c.bo3 {
		if n > to {
			continue
		}
		for _, x := range vs {
			if x.Cmp(v) == 0 {
				return true
			}
		}
	}
	return false
}

// openedBefore reports whether colours were opened by a round opened before
// block: colour patterns repeat across rounds (all green, at every solve).
func openedBefore(answered []seen, tallyBlocks map[int][2]uint64, colours *big.Int, block uint64) bool {
	for _, s := range answered {
		if tallyBlocks[s.round][1] < block && new(big.Int).SetUint64(packColours(s.colours)).Cmp(colours) == 0 {
			return true
		}
	}
	return false
}

// TestBo3SilentHouseCompensates (issue 20): the house commits, then goes
// silent (its agent stops) while both players' first guesses wait for their
// answers; once the answer window has passed a player's agent claims the
// house's timeout: the match is a draw (bets back, MMR unchanged), each
// player is credited the compensation in the registry, and the house's bond
// is that much smaller.
func TestBo3SilentHouseCompensates(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match on the devnet")
	}
	c := bo3Chain(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	hctx, stopHouse := context.WithCancel(ctx)
	hAgent, hMover := bo3House(t, ctx, c, c.Net.DevKeys()[3], p, dicts, func(a house.Action) {
		if a.Kind == "commitHouse" {
			stopHouse() // silent from its commitment on
		}
	})
	houseDone := make(chan error, 1)
	go func() { houseDone <- hAgent.Run(hctx) }()
	defer func() { stopHouse(); require.ErrorIs(t, <-houseDone, context.Canceled) }()

	a := bo3SessionPlayer(t, ctx, c, dicts, p, worduel.NewCandidateStrategy(dicts.Secrets.Words(), 5, 1), nil)
	b := bo3SessionPlayer(t, ctx, c, dicts, p, worduel.NewCandidateStrategy(dicts.Secrets.Words(), 5, 2), nil)
	registry := c.Contract(deploy.ContractHouseRegistry)
	r := bhouse.NewHouseRegistry()
	ri := r.Instance(c.Client, registry)
	opts := &bind.CallOpts{Context: ctx}
	before, err := bind.Call(ri, opts, r.PackHouseOf(hMover.Address()), r.UnpackHouseOf)
	require.NoError(t, err)
	id := bo3Matched(t, ctx, c, a.mover, b.mover)

	res := playBo3(t, ctx, id, a, b)
	for _, x := range res {
		require.True(t, x.HouseTimedOut, "the match ended by the house's missed deadline")
		require.LessOrEqual(t, len(x.Gas["guess"]), 1, "a guess is never answered: no second one")
	}
	require.NotEmpty(t, append(res[0].Gas["guess"], res[1].Gas["guess"]...), "a guess waited for its answer")
	require.Len(t, append(res[0].Gas["claimHouseTimeout"], res[1].Gas["claimHouseTimeout"]...), 1, "one player claimed")
	checkSettled(t, ctx, c, [2]common.Address{a.mover.Address(), b.mover.Address()}, rating.Draw)

	bo3 := bhouse.NewWorduelBo3()
	comp, err := bind.Call(bo3.Instance(c.Client, c.Contract(deploy.ContractWorduelBo3)), opts, bo3.PackCOMPENSATION(), bo3.UnpackCOMPENSATION)
	require.NoError(t, err)
	require.Equal(t, deploy.DefaultBo3Compensation, comp)
	for _, pl := range []bo3Player{a, b} {
		credit, err := bind.Call(ri, opts, r.PackCreditOf(pl.mover.Address()), r.UnpackCreditOf)
		require.NoError(t, err)
		require.Equal(t, comp, credit, "compensation credited to %s", pl.mover.Address())
	}
	after, err := bind.Call(ri, opts, r.PackHouseOf(hMover.Address()), r.UnpackHouseOf)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Sub(before.Bond, new(big.Int).Mul(comp, big.NewInt(2))), after.Bond, "the bond paid both players")
	require.Zero(t, after.OpenGames, "the match no longer holds the house")
}

// TestBo3PlayersTallyWhenTheHouseDoesNot (issue 20): b's agent stops right
// after posting its key, and a new one over its reopened store plays on (a
// restart). The house answers the players' first guesses of round 0, then
// goes silent; both players stop
// guessing, their clocks run out, and once half the tally window has passed
// without the house's tallies each player's agent proves and posts its own:
// round 0 goes to a by the tiebreaker (more greens). In round 1 the silent
// house misses its answers, and the match ends by its timeout: a draw, bets
// back.
func TestBo3PlayersTallyWhenTheHouseDoesNot(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match on the devnet")
	}
	c := bo3Chain(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	hctx, stopHouse := context.WithCancel(ctx)
	var mu sync.Mutex
	answers := 0
	hAgent, _ := bo3House(t, ctx, c, c.Net.DevKeys()[3], p, dicts, func(a house.Action) {
		mu.Lock()
		defer mu.Unlock()
		if a.Kind == "answer" {
			if answers++; answers == 2 {
				stopHouse() // silent after both first answers
			}
		}
	})
	houseDone := make(chan error, 1)
	go func() { houseDone <- hAgent.Run(hctx) }()
	defer func() { stopHouse(); require.ErrorIs(t, <-houseDone, context.Canceled) }()

	picked := &pickedWords{used: map[string]bool{}}
	sa := &scriptStrategy{t: t, c: c, house: hAgent, dicts: dicts, picked: picked, plan: map[int][]string{0: {"greens2", ""}, 1: {"greens1"}}}
	sb := &scriptStrategy{t: t, c: c, house: hAgent, dicts: dicts, picked: picked, plan: map[int][]string{0: {"greens1", ""}, 1: {"greens1"}}}
	a := bo3SessionPlayer(t, ctx, c, dicts, p, sa, nil)
	bctx, stopB := context.WithCancel(ctx)
	b := bo3SessionPlayer(t, ctx, c, dicts, p, sb, func(m worduel.Move) {
		if m.Kind == "postKey" {
			stopB() // b's process stops right after its key is posted
		}
	})
	id := bo3Matched(t, ctx, c, a.mover, b.mover)
	sa.id, sb.id = id, id

	// b's first agent posts its key and stops; a new agent over the reopened
	// store goes on with the stored key (the binding check, the decryption
	// of its colours and its own tally need that very key)
	_, err := b.agent.Play(bctx, id)
	require.ErrorIs(t, err, context.Canceled)
	b = b.restarted(t, ctx, c, dicts, p, sb, nil)
	res := playBo3(t, ctx, id, a, b)
	require.Empty(t, res[1].Gas["postKey"], "the restarted agent does not post another key")
	for k, r := range res {
		require.Len(t, r.Gas["tally"], 1, "player %d tallied its round 0", k)
		require.Len(t, r.ProvingTimes, 1)
		require.True(t, r.HouseTimedOut, "round 1 ended by the house's missed answer")
	}
	require.Equal(t, 1, res[0].Wins, "a took round 0 by the tiebreaker")
	require.Equal(t, 0, res[1].Wins)
	bo3Addr := c.Contract(deploy.ContractWorduelBo3)
	bo3 := bhouse.NewWorduelBo3()
	tallied := bo3Events(t, ctx, c, bo3Addr, "Tallied")
	require.Len(t, tallied, 2)
	ended := bo3Events(t, ctx, c, bo3Addr, "RoundEnded")
	require.Len(t, ended, 1)
	ev, err := bo3.UnpackRoundEndedEvent(&ended[0])
	require.NoError(t, err)
	require.False(t, ev.BySolve)
	require.Equal(t, a.mover.Address(), ev.Winner)
	checkSettled(t, ctx, c, [2]common.Address{a.mover.Address(), b.mover.Address()}, rating.Draw)
	t.Logf("players' tallies: gas %v / %v, proving %v / %v", res[0].Gas["tally"], res[1].Gas["tally"], res[0].ProvingTimes, res[1].ProvingTimes)
}

// TestBo3HouseRefusesJunk (issue 20): b posts a ciphertext that opens to no
// word (a random field element) instead of a guess; the house's agent
// refuses it with a real refusal proof before the deadline, and b loses the
// match (the pot and the rating points go to a; the bond is intact).
func TestBo3HouseRefusesJunk(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match on the devnet")
	}
	cfg := deploy.DefaultGameConfig()
	cfg.Bo3 = deploy.Bo3Config{RoundTime: bo3RoundTime, Window: bo3Window, Pause: bo3Pause}
	c := testchain.Start(t, testchain.Options{
		Steps: append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...), Period: time.Second,
	})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	var mu sync.Mutex
	var refused []house.Action
	hAgent, hMover := bo3House(t, ctx, c, c.Net.DevKeys()[3], p, dicts, func(a house.Action) {
		mu.Lock()
		defer mu.Unlock()
		if a.Kind == "refuse" {
			refused = append(refused, a)
		}
	})
	hctx, stopHouse := context.WithCancel(ctx)
	houseDone := make(chan error, 1)
	go func() { houseDone <- hAgent.Run(hctx) }()
	defer func() { stopHouse(); require.ErrorIs(t, <-houseDone, context.Canceled) }()

	keys := c.Net.DevKeys()
	var pl [2]bo3Player
	for k := range pl {
		m, err := client.NewEOAMover(ctx, c.Client, keys[k+1])
		require.NoError(t, err)
		store, err := client.OpenStore(filepath.Join(t.TempDir(), "store"), "pw")
		require.NoError(t, err)
		a, err := worduel.NewBo3Agent(ctx, worduel.Bo3Config{
			Mover: m, Backend: c.Client, Bo3: c.Contract(deploy.ContractWorduelBo3), Platform: c.Contract(deploy.ContractDuelPlatform),
			Registry: c.Contract(deploy.ContractHouseRegistry), Store: store, Dicts: dicts, Prover: p, Strategy: idleStrategy{},
		})
		require.NoError(t, err)
		pl[k] = bo3Player{mover: m, agent: a}
	}
	r := bhouse.NewHouseRegistry()
	ri := r.Instance(c.Client, c.Contract(deploy.ContractHouseRegistry))
	opts := &bind.CallOpts{Context: ctx}
	before, err := bind.Call(ri, opts, r.PackHouseOf(hMover.Address()), r.UnpackHouseOf)
	require.NoError(t, err)
	id := bo3Matched(t, ctx, c, pl[0].mover, pl[1].mover)

	// both agents post their keys and draw the house, then only watch; once
	// round 0 runs, b posts junk
	played := make(chan error, 2)
	for _, x := range pl {
		go func() {
			r, err := x.agent.Play(ctx, id)
			if err == nil && !r.Settled {
				err = fmt.Errorf("play returned before the match was settled")
			}
			played <- err
		}()
	}
	bo3 := bhouse.NewWorduelBo3()
	bi := bo3.Instance(c.Client, c.Contract(deploy.ContractWorduelBo3))
	require.Eventually(t, func() bool {
		g, err := bind.Call(bi, opts, bo3.PackGameOf(id), bo3.UnpackGameOf)
		require.NoError(t, err)
		h, err := c.Client.HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		return g.SeedCommitment.Sign() != 0 && h.Time >= g.RoundStart.Uint64() && h.Number.Uint64() > g.DrawBlock
	}, time.Minute, 250*time.Millisecond)
	junk := new(big.Int).SetBytes(crypto.Keccak256([]byte("not a word")))
	junk.Rsh(junk, 4) // below the field modulus
	_, err = pl[1].mover.Send(ctx, c.Contract(deploy.ContractWorduelBo3), bo3.PackGuess(id, junk), nil)
	require.NoError(t, err)
	for range pl {
		require.NoError(t, <-played)
	}
	mu.Lock()
	require.Len(t, refused, 1)
	require.Equal(t, pl[1].mover.Address(), refused[0].Player)
	t.Logf("refusal: %d gas, proved in %v", refused[0].Gas, refused[0].Proving)
	mu.Unlock()
	require.Len(t, bo3Events(t, ctx, c, c.Contract(deploy.ContractWorduelBo3), "GuessRefused"), 1)
	checkSettled(t, ctx, c, [2]common.Address{pl[0].mover.Address(), pl[1].mover.Address()}, rating.WinA)
	after, err := bind.Call(ri, opts, r.PackHouseOf(hMover.Address()), r.UnpackHouseOf)
	require.NoError(t, err)
	require.Equal(t, before.Bond, after.Bond, "the bond is intact")
	require.Zero(t, after.OpenGames, "the house is released")
}

// TestBo3IdlePlayersHouseCloses (issue 20): after the house's commitment
// neither player guesses; once their round clocks run out a player's agent
// (or the house's, which never tallies a round a player sat out) claims the
// platform's timeout (both idle: a draw, bets back), and the house's agent
// releases the match the platform settled without the mode (close) and
// reveals its seed.
func TestBo3IdlePlayersHouseCloses(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match on the devnet")
	}
	cfg := deploy.DefaultGameConfig()
	cfg.Bo3 = deploy.Bo3Config{RoundTime: bo3RoundTime, Window: bo3Window, Pause: bo3Pause}
	c := testchain.Start(t, testchain.Options{
		Steps: append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...), Period: time.Second,
	})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	var mu sync.Mutex
	var kinds []string
	hAgent, hMover := bo3House(t, ctx, c, c.Net.DevKeys()[3], p, dicts, func(a house.Action) {
		mu.Lock()
		defer mu.Unlock()
		kinds = append(kinds, a.Kind)
	})
	hctx, stopHouse := context.WithCancel(ctx)
	houseDone := make(chan error, 1)
	go func() { houseDone <- hAgent.Run(hctx) }()
	defer func() { stopHouse(); require.ErrorIs(t, <-houseDone, context.Canceled) }()

	keys := c.Net.DevKeys()
	var pl [2]bo3Player
	for k := range pl {
		m, err := client.NewEOAMover(ctx, c.Client, keys[k+1])
		require.NoError(t, err)
		pl[k] = bo3Player{mover: m, store: filepath.Join(t.TempDir(), "store")}.restarted(t, ctx, c, dicts, p, idleStrategy{}, nil)
	}
	id := bo3Matched(t, ctx, c, pl[0].mover, pl[1].mover)
	res := playBo3(t, ctx, id, pl[0], pl[1])
	mu.Lock()
	claims := len(res[0].Gas["claimTimeout"]) + len(res[1].Gas["claimTimeout"]) + strings.Count(strings.Join(kinds, " "), "claimTimeout")
	mu.Unlock()
	require.Equal(t, 1, claims, "a player or the house claimed the platform's timeout")
	require.False(t, res[0].HouseTimedOut)
	checkSettled(t, ctx, c, [2]common.Address{pl[0].mover.Address(), pl[1].mover.Address()}, rating.Draw)

	r := bhouse.NewHouseRegistry()
	ri := r.Instance(c.Client, c.Contract(deploy.ContractHouseRegistry))
	require.Eventually(t, func() bool {
		h, err := bind.Call(ri, &bind.CallOpts{Context: ctx}, r.PackHouseOf(hMover.Address()), r.UnpackHouseOf)
		require.NoError(t, err)
		return h.OpenGames == 0 && len(bo3Events(t, ctx, c, c.Contract(deploy.ContractWorduelBo3), "SeedRevealed")) == 1
	}, time.Minute, 250*time.Millisecond, "the house closed the match and revealed its seed")
	mu.Lock()
	defer mu.Unlock()
	require.NotContains(t, kinds, "tally", "no tally of a round a player sat out")
	require.Equal(t, []string{"commitHouse", "close", "revealSeed"}, slices.DeleteFunc(slices.Clone(kinds), func(k string) bool { return k == "claimTimeout" }))
}
