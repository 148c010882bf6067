package worduel_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	clientduel "github.com/wordproof/wordproof/client/duel"
	"github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/rating"
	gameworduel "github.com/wordproof/wordproof/game/worduel"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
)

const (
	testDuration = 20 * time.Second
	testWindow   = 20 * time.Second
	bet          = 40
)

// blitzChain is a devnet whose Blitz clocks are short and whose block time
// follows the wall clock (the clocks run on an idle chain), with the relayer
// (bundler and sponsor) in front of it.
func blitzChain(t *testing.T) *testchain.Chain {
	cfg := deploy.DefaultGameConfig()
	cfg.Blitz = deploy.BlitzConfig{Duration: testDuration, AnswerWindow: testWindow}
	return testchain.Start(t, testchain.Options{
		Steps:   append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...),
		Period:  time.Second,
		Relayer: true,
	})
}

type player struct {
	mover client.Mover
	agent *worduel.Agent
}

// eoaPlayer moves with plain transactions of key.
func eoaPlayer(t *testing.T, ctx context.Context, c *testchain.Chain, key *ecdsa.PrivateKey, dicts *wire.Dictionaries, p *prover.Prover, seed uint64) player {
	m, err := client.NewEOAMover(ctx, c.Client, key)
	require.NoError(t, err)
	return newPlayer(t, ctx, c, m, dicts, p, seed)
}

// sessionPermissions is the grant a duel player's session key gets, as the
// CLI builds it: the duel platform and coins, and Blitz.
func sessionPermissions(t *testing.T, c *testchain.Chain) []account.IWordproofAccountPermission {
	perms, err := clientduel.Permissions(c.Contract(deploy.ContractCoins), c.Contract(deploy.ContractDuelPlatform))
	require.NoError(t, err)
	blitz, err := worduel.Permissions(c.Contract(deploy.ContractWorduelBlitz))
	require.NoError(t, err)
	return append(perms, blitz...)
}

// sessionPlayer moves through a fresh smart account of a fresh owner: every
// move a session-key user operation through the relayer, sponsored.
func sessionPlayer(t *testing.T, ctx context.Context, c *testchain.Chain, perms []account.IWordproofAccountPermission, dicts *wire.Dictionaries, p *prover.Prover, seed uint64) player {
	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: c.Client, Relayer: c.Relayer, Factory: c.Contract(deploy.ContractAccountFactory), Owner: owner,
		Permissions: perms, Poll: 20 * time.Millisecond, Paymaster: c.Contract(deploy.ContractSponsorPaymaster),
	})
	require.NoError(t, err)
	return newPlayer(t, ctx, c, m, dicts, p, seed)
}

func newPlayer(t *testing.T, ctx context.Context, c *testchain.Chain, m client.Mover, dicts *wire.Dictionaries, p *prover.Prover, seed uint64) player {
	return playerWith(t, ctx, c, m, dicts, p, worduel.NewCandidateStrategy(dicts.Secrets.Words(), 5, seed))
}

// playerWith is a player whose agent guesses with strategy.
func playerWith(t *testing.T, ctx context.Context, c *testchain.Chain, m client.Mover, dicts *wire.Dictionaries, p *prover.Prover, strategy worduel.Strategy) player {
	store, err := client.OpenStore(filepath.Join(t.TempDir(), "store"), "pw")
	require.NoError(t, err)
	a, err := worduel.NewAgent(ctx, worduel.AgentConfig{
		Mover: m, Backend: c.Client, Blitz: c.Contract(deploy.ContractWorduelBlitz), Platform: c.Contract(deploy.ContractDuelPlatform),
		Store: store, Dicts: dicts, Prover: p, Strategy: strategy,
		Log: func(f string, args ...any) { t.Logf("%s: "+f, append([]any{m.Address().Hex()[:8]}, args...)...) },
	})
	require.NoError(t, err)
	return player{m, a}
}

// matched claims the daily coins of both players and queues them with equal
// bets in Blitz; a waits, b finds the match.
func matched(t *testing.T, ctx context.Context, c *testchain.Chain, a, b player) *big.Int {
	coins, platform := c.Contract(deploy.ContractCoins), c.Contract(deploy.ContractDuelPlatform)
	p := duel.NewDuelPlatform()
	for _, pl := range []player{a, b} {
		_, err := pl.mover.Send(ctx, coins, duel.NewCoins().PackClaimDaily(), nil)
		require.NoError(t, err)
		_, err = pl.mover.Send(ctx, platform, p.PackEnqueue(deploy.DuelModes["blitz"], big.NewInt(bet)), nil)
		require.NoError(t, err)
	}
	id, err := bind.Call(p.Instance(c.Client, platform), &bind.CallOpts{Context: ctx}, p.PackMatchCount(), p.UnpackMatchCount)
	require.NoError(t, err)
	return id
}

func loadTools(t *testing.T) (*wire.Dictionaries, *prover.Prover) {
	dicts, err := wire.LoadDictionaries(5)
	require.NoError(t, err)
	p, err := prover.New(prover.Config{})
	require.NoError(t, err)
	// load the answer keys before the clocks run
	seed, err := prover.NewSeed()
	require.NoError(t, err)
	_, err = p.ProveAnswer(context.Background(), prover.AnswerInput{Dictionary: dicts.SecretTree, Seed: seed, Randomness: big.NewInt(1), Guess: "crane"})
	require.NoError(t, err)
	return dicts, p
}

type chainView struct {
	coins    *duel.Coins
	platform *duel.DuelPlatform
	ci, pi   *bind.BoundContract
}

func view(c *testchain.Chain) chainView {
	co, p := duel.NewCoins(), duel.NewDuelPlatform()
	return chainView{co, p, co.Instance(c.Client, c.Contract(deploy.ContractCoins)), p.Instance(c.Client, c.Contract(deploy.ContractDuelPlatform))}
}

// checkSettled compares balances, ratings and ranks with game/rating's.
func checkSettled(t *testing.T, ctx context.Context, c *testchain.Chain, players [2]common.Address, o rating.Outcome) {
	v := view(c)
	opts := &bind.CallOpts{Context: ctx}
	wantCoins, err := rating.Settle([2]int64{rating.DailyReward, rating.DailyReward}, bet, o)
	require.NoError(t, err)
	wantMMR, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, o)
	require.NoError(t, err)
	for k, p := range players {
		bal, err := bind.Call(v.ci, opts, v.coins.PackBalanceOf(p), v.coins.UnpackBalanceOf)
		require.NoError(t, err)
		require.EqualValues(t, wantCoins[k], bal.Int64(), "coins of player %d", k)
		locked, err := bind.Call(v.ci, opts, v.coins.PackLockedOf(p), v.coins.UnpackLockedOf)
		require.NoError(t, err)
		require.Zero(t, locked.Sign(), "nothing in play")
		mmr, err := bind.Call(v.pi, opts, v.platform.PackRatingOf(p), v.platform.UnpackRatingOf)
		require.NoError(t, err)
		require.EqualValues(t, wantMMR[k], mmr.Int64(), "MMR of player %d", k)
		rank, err := bind.Call(v.pi, opts, v.platform.PackRankOf(p), v.platform.UnpackRankOf)
		require.NoError(t, err)
		require.EqualValues(t, rating.RankOf(wantMMR[k]), rank, "rank of player %d", k)
	}
}

// TestBlitzEndToEnd: two smart accounts claim daily coins, queue with equal
// bets, are matched and play a Blitz match with real proofs to the end, every
// move a sponsored session-key user operation through the relayer (one grant
// covers the platform and Blitz, installed by the first operation); the
// auditor replays it through game/worduel from the events and the revealed
// seeds; coins, MMR and ranks are game/rating's.
func TestBlitzEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole match on the devnet")
	}
	c := blitzChain(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	perms := sessionPermissions(t, c)
	a, b := sessionPlayer(t, ctx, c, perms, dicts, p, 1), sessionPlayer(t, ctx, c, perms, dicts, p, 2)
	id := matched(t, ctx, c, a, b)
	first, err := c.FirstOpVerificationGasLimit(ctx, a.mover.Address())
	require.NoError(t, err)
	t.Logf("first user operation (account creation, %d-permission grant, claimDaily): verificationGasLimit %d", len(perms), first)
	require.Less(t, first, uint64(deploy.DefaultSponsorLimits.VerificationGasLimit), "within the sponsor's cap")

	type done struct {
		res worduel.Result
		err error
	}
	results := make(chan done, 2)
	for _, pl := range []player{a, b} {
		go func() {
			r, err := pl.agent.Play(ctx, id)
			results <- done{r, err}
		}()
	}
	var res []worduel.Result
	for range 2 {
		d := <-results
		require.NoError(t, d.err)
		require.True(t, d.res.Settled)
		res = append(res, d.res)
	}
	blitzAddr := c.Contract(deploy.ContractWorduelBlitz)
	for _, pl := range []player{a, b} {
		require.NoError(t, pl.agent.RevealSeed(ctx, id))
	}
	audit, err := worduel.AuditMatch(ctx, c.Client, blitzAddr, id, dicts)
	require.NoError(t, err)
	require.True(t, audit.Ended, "ended by the clocks")
	t.Logf("solves %d-%d, words %d and %d, proving %v, gas %v / %v", audit.Solves[0], audit.Solves[1], len(audit.Words[0]), len(audit.Words[1]), res[0].ProvingTimes, res[0].Gas, res[1].Gas)
	require.NotEmpty(t, audit.Words[0], "a guessed")
	require.NotEmpty(t, audit.Words[1], "b guessed")
	for _, r := range res {
		require.Equal(t, audit.Solves[r.Seat], r.Solves, "the agent's count is the replay's")
	}
	checkSettled(t, ctx, c, [2]common.Address{a.mover.Address(), b.mover.Address()}, outcomeOf(audit.Winner))
}

func outcomeOf(s gameworduel.Side) rating.Outcome {
	switch s {
	case gameworduel.PlayerA:
		return rating.WinA
	case gameworduel.PlayerB:
		return rating.WinB
	default:
		return rating.Draw
	}
}

// TestBlitzSilentAnswererLoses: b commits and guesses but never answers a's
// guesses; once the answer deadline passes, a's agent claims the timeout
// and wins the pot and the rating points.
func TestBlitzSilentAnswererLoses(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match on the devnet")
	}
	c := blitzChain(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	keys := c.Net.DevKeys()
	a, b := eoaPlayer(t, ctx, c, keys[1], dicts, p, 1), eoaPlayer(t, ctx, c, keys[2], dicts, p, 2)
	id := matched(t, ctx, c, a, b)
	seed, err := b.agent.Seed(id)
	require.NoError(t, err)
	cm := prover.SeedCommitment(seed)
	blitz := duel.NewWorduelBlitz()
	_, err = b.mover.Send(ctx, c.Contract(deploy.ContractWorduelBlitz), blitz.PackCommitSeed(id, cm.BigInt(new(big.Int))), nil)
	require.NoError(t, err)

	res, err := a.agent.Play(ctx, id)
	require.NoError(t, err)
	require.True(t, res.Settled)
	checkSettled(t, ctx, c, [2]common.Address{a.mover.Address(), b.mover.Address()}, rating.WinA)
}

// idleStrategy never has a guess ready: a player who commits its seed and
// then only watches the clocks.
type idleStrategy struct{}

func (idleStrategy) Guess(context.Context, []worduel.Try) (string, error) {
	return "", worduel.ErrNoGuessYet
}

// TestBlitzDrawReturnsBets: both players commit their seeds and never guess;
// once both clocks are out the match ends 0-0, a draw: each bet goes back
// and neither rating moves (the seed: "equal solves is a draw").
func TestBlitzDrawReturnsBets(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match on the devnet")
	}
	c := blitzChain(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dicts, p := loadTools(t)
	keys := c.Net.DevKeys()
	var pl [2]player
	for k := range pl {
		m, err := client.NewEOAMover(ctx, c.Client, keys[k+1])
		require.NoError(t, err)
		pl[k] = playerWith(t, ctx, c, m, dicts, p, idleStrategy{})
	}
	id := matched(t, ctx, c, pl[0], pl[1])
	res := make(chan error, 2)
	for _, x := range pl {
		go func() {
			r, err := x.agent.Play(ctx, id)
			if err == nil && !r.Settled {
				err = errors.New("play returned before the match was settled")
			}
			res <- err
		}()
	}
	for range pl {
		require.NoError(t, <-res)
	}
	for _, x := range pl {
		require.NoError(t, x.agent.RevealSeed(ctx, id))
	}
	audit, err := worduel.AuditMatch(ctx, c.Client, c.Contract(deploy.ContractWorduelBlitz), id, dicts)
	require.NoError(t, err)
	require.True(t, audit.Ended)
	require.Equal(t, [2]int{0, 0}, [2]int{audit.Solves[0], audit.Solves[1]})
	require.Equal(t, rating.Draw, outcomeOf(audit.Winner))
	checkSettled(t, ctx, c, [2]common.Address{pl[0].mover.Address(), pl[1].mover.Address()}, rating.Draw)
}
