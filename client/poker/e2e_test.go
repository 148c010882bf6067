package poker_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	clientduel "github.com/wordproof/wordproof/client/duel"
	"github.com/wordproof/wordproof/client/house"
	cpoker "github.com/wordproof/wordproof/client/poker"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/poker"
	"github.com/wordproof/wordproof/game/poker/wire"
	"github.com/wordproof/wordproof/game/rating"
	"github.com/wordproof/wordproof/internal/pokerscript"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/words"
)

const e2eBet = 40

var e2eWords = [2][poker.Words]string{
	{"crane", "slate", "moist", "pudgy", "lemon"},
	{"bread", "chime", "frost", "ghoul", "knelt"},
}

// dealer registers key as a house and returns its poker dealer (not running).
func dealer(t *testing.T, ctx context.Context, c *testchain.Chain, key *ecdsa.PrivateKey, onAction func(house.Action)) *house.PokerDealer {
	return pokerscript.Dealer(t, ctx, c, key, onAction)
}

// script plays the end-to-end match for one seat (test only): it knows the
// house's seeds (through the dealer's store), so it can choose the winning
// or the losing option on purpose. Hand 1 has a raise and two mulligans; the
// others are one-chip hands won by the chooser, with a solving guess while
// the guesser has solved fewer than three words, until the betting deck is
// refilled: that hand is raised to 100 chips and the chooser loses it all.
type script struct {
	seat   int
	words  *[poker.Words]string // other words than the committed ones: never used
	c      *testchain.Chain
	dealer *house.PokerDealer
	id     *big.Int
}

func (s *script) Words() ([poker.Words]string, error) {
	if s.words != nil {
		return *s.words, nil
	}
	return e2eWords[s.seat], nil
}

// allIn is the first hand after the betting deck was refilled: nine cards
// left before its open, eight after (as after hand 1's).
func allIn(v cpoker.View) bool {
	if v.Card == 0 {
		return v.Hand > 1 && len(v.BettingCards) == 9
	}
	return v.Hand > 1 && len(v.BettingCards) == 8
}

func (s *script) Open(v cpoker.View) (int, int, error) {
	if allIn(v) {
		return v.BettingCards[0], 10, nil
	}
	return v.BettingCards[0], 1, nil
}

func (s *script) Raise(v cpoker.View) (int, error) {
	switch {
	case v.Hand == 1 && v.Bet < 3:
		return 2, nil
	case allIn(v) && v.Bet+10 <= v.Chips[s.seat]:
		return 10, nil
	}
	return 0, nil
}

func (s *script) Mulligan(v cpoker.View) (uint8, error) {
	if v.Hand == 1 {
		return 0b00011, nil
	}
	return 0, nil
}

func (s *script) Choose(v cpoker.View) (uint8, error) {
	ctx := context.Background()
	head, err := s.c.Client.BlockNumber(ctx)
	if err != nil {
		return 0, err
	}
	m, err := wire.ReadMatch(ctx, s.c.Client, s.c.Contract(deploy.ContractWordlePoker), s.id, head)
	if err != nil {
		return 0, err
	}
	h := m.Current()
	seed, err := s.dealer.HandSeed(s.id, h.Number)
	if err != nil {
		return 0, err
	}
	hands, err := wire.Hands(seed, h.Dealt.Randomness, poker.Player(1+h.Dealt.Starter.Uint64()), h.Masks())
	if err != nil {
		return 0, err
	}
	w, err := poker.Showdown(hands[0], hands[1], poker.Higher)
	if err != nil {
		return 0, err
	}
	win := w == poker.Player(1+s.seat)
	if allIn(v) {
		win = !win // lose everything on purpose
	}
	if win {
		return wire.ChoiceHigher, nil
	}
	return wire.ChoiceLower, nil
}

func (s *script) Guess(v cpoker.View) (int, string, error) {
	word := slices.Index(v.Solved[:], false)
	solved := 0
	for _, ok := range v.Solved {
		if ok {
			solved++
		}
	}
	if solved < 3 && len(v.Tries) == 0 {
		return word, e2eWords[1-s.seat][word], nil
	}
	return word, "zzzzz", nil
}

func mustHead(t *testing.T, c *testchain.Chain) uint64 {
	n, err := c.Client.BlockNumber(context.Background())
	require.NoError(t, err)
	return n
}

// TestPokerEndToEnd: two smart accounts, every move a sponsored session-key
// user operation, are matched in Wordle Poker and play it to the end with
// real proofs against a house dealing with `house run`'s dealer: five words
// each with one K = 5 proof, hands with raises, stops, mulligans, chosen
// showdowns, guesses answered with reveal proofs, a betting deck refill, and
// a last hand that leaves a player at 0 chips; seat b's agent is restarted
// mid-match over its store. The platform settles the bets
// and MMR as game/rating does, and the whole match replays through
// game/poker (wire.Replay).
func TestPokerEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole match on the devnet")
	}
	cfg := deploy.DefaultGameConfig()
	cfg.Poker.Open = true
	c := testchain.Start(t, testchain.Options{
		Steps: append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...), Period: time.Second, Relayer: true,
	})
	ctx, cancel := context.WithTimeout(context.Background(), 25*time.Minute)
	defer cancel()
	p, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	answers, err := words.Load(words.Secrets, 5)
	require.NoError(t, err)
	dict, err := prover.NewDictionary(game.Letters, 5, answers.Words())
	require.NoError(t, err)

	var actions sync.Map
	d := dealer(t, ctx, c, c.Net.DevKeys()[3], func(a house.Action) {
		actions.Store(a.Kind+"/"+a.Match.String()+"/"+big.NewInt(int64(a.Round)).String(), a.Gas)
	})
	go func() { _ = d.Run(ctx) }()

	addr := c.Contract(deploy.ContractWordlePoker)
	perms, err := clientduel.Permissions(c.Contract(deploy.ContractCoins), c.Contract(deploy.ContractDuelPlatform))
	require.NoError(t, err)
	pp, err := cpoker.Permissions(addr)
	require.NoError(t, err)
	perms = append(perms, pp...)
	var movers [2]client.Mover
	for k := range movers {
		owner, err := crypto.GenerateKey()
		require.NoError(t, err)
		movers[k], err = client.NewSessionMover(ctx, client.SessionConfig{
			Backend: c.Client, Relayer: c.Relayer, Factory: c.Contract(deploy.ContractAccountFactory), Owner: owner,
			Permissions: perms, Poll: 20 * time.Millisecond, Paymaster: c.Contract(deploy.ContractSponsorPaymaster),
		})
		require.NoError(t, err)
	}
	coins, platform := c.Contract(deploy.ContractCoins), c.Contract(deploy.ContractDuelPlatform)
	pl := duel.NewDuelPlatform()
	for _, m := range movers {
		_, err := m.Send(ctx, coins, duel.NewCoins().PackClaimDaily(), nil)
		require.NoError(t, err)
		_, err = m.Send(ctx, platform, pl.PackEnqueue(deploy.DuelModes["poker"], big.NewInt(e2eBet)), nil)
		require.NoError(t, err)
	}
	id, err := bind.Call(pl.Instance(c.Client, platform), &bind.CallOpts{Context: ctx}, pl.PackMatchCount(), pl.UnpackMatchCount)
	require.NoError(t, err)

	type done struct {
		res cpoker.Result
		err error
	}
	results := make(chan done, 2)
	var gas sync.Map
	stores := [2]string{filepath.Join(t.TempDir(), "a"), filepath.Join(t.TempDir(), "b")}
	agentOf := func(k int, strategy cpoker.Strategy, onMove func(cpoker.Move)) *cpoker.Agent {
		store, err := client.OpenStore(stores[k], "pw")
		require.NoError(t, err)
		agent, err := cpoker.NewAgent(ctx, cpoker.Config{
			Mover: movers[k], Backend: c.Client, Poker: addr, Platform: platform, Registry: c.Contract(deploy.ContractHouseRegistry),
			Store: store, Dict: dict, Prover: p, Strategy: strategy, Poll: 100 * time.Millisecond,
			Log: func(f string, args ...any) { t.Logf("seat %d: "+f, append([]any{k}, args...)...) },
			OnMove: func(mv cpoker.Move) {
				gas.Store(mv.Kind, mv.Gas)
				if mv.Proving > 0 {
					t.Logf("seat %d: %s proved in %s, gas %d", k, mv.Kind, mv.Proving, mv.Gas)
				}
				if onMove != nil {
					onMove(mv)
				}
			},
		})
		require.NoError(t, err)
		return agent
	}
	a := agentOf(0, &script{seat: 0, c: c, dealer: d, id: id}, nil)
	go func() {
		r, err := a.Play(ctx, id)
		results <- done{r, err}
	}()
	// Seat b's process stops after its first answer of hand 2 and restarts
	// over its store with a strategy that would pick other words: the
	// restarted agent answers with the stored words (or its proofs fail).
	var restarted atomic.Bool
	go func() {
		first, stop := context.WithCancel(ctx)
		defer stop()
		b := agentOf(1, &script{seat: 1, c: c, dealer: d, id: id}, func(mv cpoker.Move) {
			if mv.Kind == "answer" && mv.Hand >= 2 {
				stop()
			}
		})
		r, err := b.Play(first, id)
		if first.Err() == nil || ctx.Err() != nil {
			results <- done{r, err}
			return
		}
		restarted.Store(true)
		other := e2eWords[0]
		b = agentOf(1, &script{seat: 1, c: c, dealer: d, id: id, words: &other}, nil)
		r, err = b.Play(ctx, id)
		results <- done{r, err}
	}()
	var res [2]cpoker.Result
	for range 2 {
		r := <-results
		require.NoError(t, r.err)
		res[r.res.Seat] = r.res
	}
	require.True(t, restarted.Load(), "seat b's agent was restarted mid-match")

	m, err := wire.ReadMatch(ctx, c.Client, addr, id, mustHead(t, c))
	require.NoError(t, err)
	require.NotNil(t, m.Ended, "the match ended by its rules")
	require.GreaterOrEqual(t, len(m.Hands), 10, "a betting deck refill takes ten hands")
	loser := 1 - int(m.Ended.Winner.Int64())
	require.Zero(t, m.State.Game.Chips[loser], "the loser is at 0 chips")
	require.True(t, res[1-loser].Won)
	require.False(t, res[loser].Won)
	h1 := m.Hands[0]
	require.NotEmpty(t, h1.Raises, "hand 1 has a raise")
	require.Equal(t, uint64(0b00011), h1.Mulligans[0].Mask.Uint64())
	require.Equal(t, uint64(2), h1.Mulligans[1].Count.Uint64(), "the counts are public")
	var proven, solved int
	for _, h := range m.Hands {
		require.NotNil(t, h.Sealed, "hand %d's cards were sealed to the players", h.Number)
		for _, try := range h.Tries {
			require.NotNil(t, try.Answer, "every guess was answered with a proof")
			proven++
			if try.Answer.Colours.Uint64() == 0x2AA {
				solved++
			}
		}
	}
	require.Positive(t, solved)
	t.Logf("%d hands, %d proven answers (%d solving), winner seat %s", len(m.Hands), proven, solved, m.Ended.Winner)
	_, err = wire.Replay(m, e2eWords)
	require.NoError(t, err, "the contract agrees with game/poker move for move")

	// settlement through the platform: the pot and the rating points to the winner
	o := rating.WinA
	if loser == 0 {
		o = rating.WinB
	}
	wantCoins, err := rating.Settle([2]int64{rating.DailyReward, rating.DailyReward}, e2eBet, o)
	require.NoError(t, err)
	wantMMR, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, o)
	require.NoError(t, err)
	co := duel.NewCoins()
	for k, p := range m.Players {
		bal, err := bind.Call(co.Instance(c.Client, coins), &bind.CallOpts{Context: ctx}, co.PackBalanceOf(p), co.UnpackBalanceOf)
		require.NoError(t, err)
		require.EqualValues(t, wantCoins[k], bal.Int64(), "coins of seat %d", k)
		mmr, err := bind.Call(pl.Instance(c.Client, platform), &bind.CallOpts{Context: ctx}, pl.PackRatingOf(p), pl.UnpackRatingOf)
		require.NoError(t, err)
		require.EqualValues(t, wantMMR[k], mmr.Int64(), "MMR of seat %d", k)
	}
	gas.Range(func(k, v any) bool { t.Logf("gas %s: %d", k, v); return true })
	actions.Range(func(k, v any) bool {
		if s, ok := k.(string); ok && (strings.HasPrefix(s, "deal") || strings.HasPrefix(s, "showdown")) {
			t.Logf("house %s: gas %d", s, v)
		}
		return true
	})
}
