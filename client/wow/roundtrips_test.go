package wow_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
)

// rpcCounter is a JSON-RPC endpoint in front of another that counts round
// trips: one per HTTP request, so a JSON-RPC batch counts once. It also
// keeps the methods of each request, to say what a move spent them on.
type rpcCounter struct {
	srv *httptest.Server
	mu  sync.Mutex
	log [][]string // the methods of each request, in order
}

func newRPCCounter(t *testing.T, target string) *rpcCounter {
	t.Helper()
	u, err := url.Parse(target)
	require.NoError(t, err)
	c := &rpcCounter{}
	proxy := httputil.NewSingleHostReverseProxy(u)
	c.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		c.mu.Lock()
		c.log = append(c.log, rpcMethods(body))
		c.mu.Unlock()
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(c.srv.Close)
	return c
}

// rpcMethods lists the methods of a JSON-RPC request or batch.
func rpcMethods(body []byte) []string {
	type call struct {
		Method string `json:"method"`
	}
	var batch []call
	if err := json.Unmarshal(body, &batch); err != nil {
		var one call
		_ = json.Unmarshal(body, &one)
		batch = []call{one}
	}
	out := make([]string, len(batch))
	for i, c := range batch {
		out[i] = c.Method
	}
	return out
}

// mark returns how many round trips were made so far.
func (c *rpcCounter) mark() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.log)
}

// since returns the requests made after mark m.
func (c *rpcCounter) since(m int) [][]string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([][]string(nil), c.log[m:]...)
}

// isReceiptPoll reports whether a request only asks whether a sent move
// was mined yet (a receipt, with the operation's status).
func isReceiptPoll(methods []string) bool {
	for _, m := range methods {
		switch m {
		case "eth_getUserOperationReceipt", "relayer_getUserOperationStatus", "eth_getTransactionReceipt":
		default:
			return false
		}
	}
	return true
}

// movesOf names the game function a move calls, from its calldata.
var movesOf = func() map[[4]byte]string {
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		panic(err)
	}
	out := map[[4]byte]string{}
	for name, m := range parsed.Methods {
		out[[4]byte(m.ID)] = name
	}
	return out
}()

// moveCount is what one move cost: the round trips to send it (sent) and
// the receipt polls until its block (waited).
type moveCount struct {
	action       string
	sent, waited int
	methods      []string
	err          error // the move failed (an advance that lost a race reverts)
}

// countingMover wraps a player's mover, whose chain and relayer endpoints
// go through the counters (relay is nil for a plain-transaction mover), and
// counts the round trips of each Send.
type countingMover struct {
	client.Mover
	chain, relay *rpcCounter

	mu    sync.Mutex
	moves []moveCount
}

func (m *countingMover) Send(ctx context.Context, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	counters := []*rpcCounter{m.chain}
	if m.relay != nil {
		counters = append(counters, m.relay)
	}
	marks := make([]int, len(counters))
	for i, c := range counters {
		marks[i] = c.mark()
	}
	receipt, err := m.Mover.Send(ctx, to, data, value)
	mc := moveCount{action: "call"}
	if len(data) >= 4 {
		mc.action = movesOf[[4]byte(data[:4])]
	}
	var reqs [][]string
	for i, c := range counters {
		reqs = append(reqs, c.since(marks[i])...)
	}
	for _, req := range reqs {
		if isReceiptPoll(req) {
			mc.waited++
			continue
		}
		mc.sent++
		mc.methods = append(mc.methods, strings.Join(req, "+"))
	}
	mc.err = err
	m.mu.Lock()
	m.moves = append(m.moves, mc) // failed moves too
	m.mu.Unlock()
	return receipt, err
}

// maxRoundTripsPerMove is the budget of issue 16: a move (join, commit,
// open, reveal) costs at most this many RPC round trips.
const maxRoundTripsPerMove = 3

// TestMoveRoundTrips plays real 2-player games on the devnet, with
// sponsored session movers and with plain-transaction movers, whose chain
// and relayer connections count their round trips, and checks that no
// move (join, commit, open, reveal, advance) needs more than
// maxRoundTripsPerMove of them.
//
// What counts as the move: every request its mover makes from the call of
// Send until the operation (or transaction) is in the relayer's (or the
// node's) hands, on the chain and on the relayer; a JSON-RPC batch is one
// round trip. Not counted, as polling: the agent's polling of the game
// (gameInfo, playerInfo, the head) and the strategy's reads of the board,
// which go through a connection of their own (the agents' Backend is the
// uncounted chain client), and the receipt polls after the send (for an
// operation, its receipt and status in one batch), every Poll until the
// block: their number depends on the block time and the bundler's
// interval, not on the client, and the test logs them. Setting a mover up
// (its chain id, account address, account state and paymaster stub) is not
// a move either.
func TestMoveRoundTrips(t *testing.T) {
	if testing.Short() {
		t.Skip("plays full games with real proofs")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	chain := startRelayedChain(t)
	t.Run("sponsored", func(t *testing.T) {
		relayURL := chain.Manifest.RelayerURL
		playCounted(t, ctx, chain, func(int) *countingMover { return countedSessionMover(t, ctx, chain, relayURL) })
	})
	t.Run("direct", func(t *testing.T) {
		keys := chain.Net.DevKeys()
		playCounted(t, ctx, chain, func(i int) *countingMover { return countedEOAMover(t, ctx, chain, keys[2+i]) })
	})
}

// playCounted plays a 2-player game with the movers newMover makes and
// checks the round trips of every move.
func playCounted(t *testing.T, ctx context.Context, chain *testChain, newMover func(i int) *countingMover) {
	gameID := chain.lobby(t, ctx, wow.DefaultSettings(2, new(big.Int)))
	secrets := [][]string{{"crane", "slate"}, {"ghost", "plumb"}}
	agents := make([]*wow.Agent, 2)
	movers := make([]*countingMover, 2)
	for i := range agents {
		movers[i] = newMover(i)
		store, err := client.OpenStore(filepath.Join(t.TempDir(), "secrets.json"), "pass")
		require.NoError(t, err)
		agents[i], err = wow.NewAgent(ctx, wow.AgentConfig{
			Backend: chain.Client, Game: chain.game, GameID: gameID, Mover: movers[i], Prover: chain.prover, Dicts: chain.dicts,
			Store: store, Strategy: wow.NewInfoStrategy(chain.dicts, uint64(i+1)), Poll: 50 * time.Millisecond,
		})
		require.NoError(t, err)
		require.NoError(t, agents[i].Join(ctx, secrets[i]))
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(agents))
	for i, a := range agents {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := a.Run(ctx); err != nil {
				errs <- fmt.Errorf("agent %d: %w", i, err)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}

	perAction := map[string][]int{}
	worst, waited := moveCount{}, 0
	for _, m := range movers {
		for _, mc := range m.moves {
			perAction[mc.action] = append(perAction[mc.action], mc.sent)
			waited += mc.waited
			if mc.err != nil {
				t.Logf("failed %s (%d round trips): %v", mc.action, mc.sent, mc.err)
			}
			if mc.sent > worst.sent {
				worst = mc
			}
		}
	}
	actions := make([]string, 0, len(perAction))
	for a := range perAction {
		actions = append(actions, a)
	}
	sort.Strings(actions)
	moves := 0
	for _, a := range actions {
		counts := perAction[a]
		moves += len(counts)
		sort.Ints(counts)
		t.Logf("%-12s %3d moves, round trips min %d max %d", a, len(counts), counts[0], counts[len(counts)-1])
	}
	t.Logf("worst move: %s, %d round trips: %v; then %d receipt polls over %d moves", worst.action, worst.sent, worst.methods, waited, moves)
	for _, a := range []string{"join", "commitGuess", "openGuess", "reveal"} {
		require.NotEmpty(t, perAction[a], "the game has %s moves", a)
	}
	for _, a := range actions {
		for _, n := range perAction[a] {
			require.LessOrEqual(t, n, maxRoundTripsPerMove, "a %s move made %d round trips (worst: %v)", a, n, worst.methods)
		}
	}
}

// countedEOAMover is a plain-transaction mover for key whose chain
// connection goes through a counter.
func countedEOAMover(t *testing.T, ctx context.Context, chain *testChain, key *ecdsa.PrivateKey) *countingMover {
	t.Helper()
	chainCount := newRPCCounter(t, chain.Net.HTTPURL())
	ec, err := ethclient.DialContext(ctx, chainCount.srv.URL)
	require.NoError(t, err)
	t.Cleanup(ec.Close)
	m, err := client.NewEOAMover(ctx, ec, key)
	require.NoError(t, err)
	return &countingMover{Mover: m, chain: chainCount}
}

// countedSessionMover is a sponsored session mover for a fresh owner whose
// chain and relayer connections go through counters.
func countedSessionMover(t *testing.T, ctx context.Context, chain *testChain, relayURL string) *countingMover {
	t.Helper()
	chainCount, relayCount := newRPCCounter(t, chain.Net.HTTPURL()), newRPCCounter(t, relayURL)
	ec, err := ethclient.DialContext(ctx, chainCount.srv.URL)
	require.NoError(t, err)
	t.Cleanup(ec.Close)
	rc, err := bundlerrpc.Dial(ctx, relayCount.srv.URL)
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: ec, Relayer: rc, Factory: chain.Manifest.Contracts[deploy.ContractAccountFactory],
		Owner: owner, Permissions: gamePermissions(t, chain.game), Poll: 20 * time.Millisecond,
		Paymaster: chain.Manifest.Contracts[deploy.ContractSponsorPaymaster],
	})
	require.NoError(t, err)
	return &countingMover{Mover: m, chain: chainCount, relay: relayCount}
}
