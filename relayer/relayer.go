package relayer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	gethrpc "github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/relayer/bundler"
	"github.com/wordproof/wordproof/relayer/erc7562"
	"github.com/wordproof/wordproof/relayer/head"
	"github.com/wordproof/wordproof/relayer/mempool"
	"github.com/wordproof/wordproof/relayer/metrics"
	"github.com/wordproof/wordproof/relayer/rpc"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/sponsor"
	"github.com/wordproof/wordproof/relayer/store"
)

// Relayer is the running service. Build it with New, then Start and Stop.
type Relayer struct {
	cfg     Config
	log     *slog.Logger
	metrics *metrics.Registry

	mu         sync.Mutex
	running    bool
	rc         *gethrpc.Client
	client     *ethclient.Client
	chainID    *big.Int
	store      *store.Store
	sim        *sim.Simulator
	sponsor    *sponsor.Sponsor
	pool       *mempool.Pool
	validator  *erc7562.Validator
	reputation *erc7562.Reputation
	bundler    *bundler.Bundler
	server     *rpc.Server
	http       *http.Server
	listener   net.Listener
	quit       chan struct{}
	wg         sync.WaitGroup

	sponsorDeposit *metrics.Gauge
	signerBalance  *metrics.Gauge
	sponsorSpent   *metrics.Gauge
	sponsorRevert  *metrics.Counter
	sponsorWasted  *metrics.Counter
	rpcErrors      *metrics.CounterVec
}

// New checks cfg and resolves the policy. It connects to nothing.
func New(cfg Config) (*Relayer, error) {
	if err := cfg.sanitize(); err != nil {
		return nil, err
	}
	if err := cfg.Policy.Resolve(cfg.Lookup); err != nil {
		return nil, err
	}
	m := metrics.New()
	r := &Relayer{cfg: cfg, log: cfg.Logger.With("component", "relayer"), metrics: m}
	r.sponsorDeposit = m.NewGauge("relayer/sponsor/deposit_wei", "the sponsor paymaster's deposit in the EntryPoint, in wei")
	r.signerBalance = m.NewGauge("relayer/bundler/signer_balance_wei", "total balance of the bundler signers, in wei")
	r.sponsorSpent = m.NewGauge("relayer/sponsor/spent_wei", "sponsorships signed in the current budget window, at their maximum cost, in wei")
	r.sponsorRevert = m.NewCounter("relayer/sponsor/reverted", "sponsored operations whose call reverted on chain, whoever bundled them")
	r.sponsorWasted = m.NewCounter("relayer/sponsor/reverted_wei", "what the sponsor paid for sponsored operations whose call reverted, in wei")
	r.rpcErrors = m.NewCounterVec("relayer/rpc/errors", "JSON-RPC errors returned, by code", "code")
	return r, nil
}

// Metrics returns the relayer's metrics registry.
func (r *Relayer) Metrics() *metrics.Registry { return r.metrics }

// Start connects to the chain, opens the store, loads the mempool, resumes
// bundles in flight and serves JSON-RPC. On failure everything started is
// stopped again.
func (r *Relayer) Start(ctx context.Context) (err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.running {
		return errors.New("relayer already running")
	}
	var cleanup []func()
	defer func() {
		if err != nil {
			for i := len(cleanup) - 1; i >= 0; i-- {
				cleanup[i]()
			}
		}
	}()
	if err := r.connect(ctx, &cleanup); err != nil {
		return err
	}
	if err := r.startParts(ctx, &cleanup); err != nil {
		return err
	}
	if err := r.serve(&cleanup); err != nil {
		return err
	}
	r.running = true
	r.log.Info("relayer started", "url", r.url(), "chain", r.chainID, "entryPoint", r.cfg.EntryPoint,
		"paymaster", r.sponsor.Paymaster(), "sponsorSigner", r.sponsor.Signer(), "signers", r.bundler.Signers(), "datadir", r.cfg.DataDir,
		"waiting", r.pool.Len(), "checks", r.pool.CheckNames())
	return nil
}

// connect dials the node and checks that the EntryPoint is deployed on it.
func (r *Relayer) connect(ctx context.Context, cleanup *[]func()) error {
	cfg := r.cfg
	rc, err := gethrpc.DialContext(ctx, cfg.RPCURL)
	if err != nil {
		return fmt.Errorf("connect to %s: %w", cfg.RPCURL, err)
	}
	*cleanup = append(*cleanup, rc.Close)
	client := ethclient.NewClient(rc)
	chainID, err := client.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id from %s: %w", cfg.RPCURL, err)
	}
	if code, err := client.CodeAt(ctx, cfg.EntryPoint, nil); err != nil {
		return fmt.Errorf("read EntryPoint: %w", err)
	} else if len(code) == 0 {
		return fmt.Errorf("no EntryPoint at %s on chain %d", cfg.EntryPoint, chainID)
	}
	r.rc, r.client, r.chainID = rc, client, chainID
	return nil
}

// startParts opens the store and builds the parts over it (sponsor,
// simulator, validator, mempool), then starts the bundler.
func (r *Relayer) startParts(ctx context.Context, cleanup *[]func()) error {
	cfg, client, chainID := r.cfg, r.client, r.chainID
	st, err := store.Open(store.Config{Dir: cfg.DataDir, Sync: cfg.SyncWrites})
	if err != nil {
		return err
	}
	*cleanup = append(*cleanup, func() { _ = st.Close() })
	sp, err := sponsor.New(sponsor.Config{
		Policy: cfg.Policy, Key: cfg.SponsorKey, ChainID: chainID, Chain: contractCaller{client}, Store: st, Now: r.clock,
		Logger: cfg.Logger.With("component", "relayer/sponsor"),
	})
	if err != nil {
		return err
	}
	if err := sp.SyncChain(ctx, contractCaller{client}); err != nil {
		return err
	}
	simulator, err := sim.New(r.rc, cfg.EntryPoint, cfg.SimulationGas)
	if err != nil {
		return err
	}
	heads := head.New(client)
	validator, rep, err := r.newValidator(chainID, st, sp, simulator)
	if err != nil {
		return err
	}
	pool, err := r.newPool(st, sp, validator, heads)
	if err != nil {
		return err
	}
	bcfg := cfg.Bundler
	bcfg.EntryPoint, bcfg.ChainID, bcfg.Keys, bcfg.Metrics = cfg.EntryPoint, chainID, cfg.Keys, r.metrics
	bcfg.Logger, bcfg.Heads = cfg.Logger.With("component", "relayer/bundler"), heads
	bcfg.Reputation = rep
	bnd, err := bundler.New(bcfg, client, simulator, pool, st)
	if err != nil {
		return err
	}
	if err := bnd.Start(ctx); err != nil {
		return err
	}
	*cleanup = append(*cleanup, bnd.Stop)
	r.store, r.sim, r.sponsor, r.pool, r.bundler = st, simulator, sp, pool, bnd
	r.validator, r.reputation = validator, rep
	return nil
}

// newPool loads the mempool over st, validating through validator, and
// resumes the reputation of what waits in it.
func (r *Relayer) newPool(st *store.Store, sp *sponsor.Sponsor, validator *erc7562.Validator, heads *head.Tracker) (*mempool.Pool, error) {
	mcfg := r.cfg.Mempool
	mcfg.EntryPoint, mcfg.ChainID, mcfg.Now, mcfg.Metrics = r.cfg.EntryPoint, r.chainID, r.clock, r.metrics
	mcfg.Logger = r.cfg.Logger.With("component", "relayer/mempool")
	mcfg.BaseFee, mcfg.HeadNumber = heads.BaseFee, heads.Number
	pool, err := mempool.New(mcfg, st, sp, validator)
	if err != nil {
		return nil, err
	}
	validator.SetCount(pool.EntityCount)
	validator.SetSenders(pool.HasSender)
	resumeReputation(validator, pool)
	r.metrics.NewGaugeFunc("relayer/erc7562/traced", "1 while validation is traced and the ERC-7562 rules applied, 0 once the node proved unable to trace (the fallback applies)", func() *big.Int {
		if ok, _ := validator.Tracing(); ok {
			return big.NewInt(1)
		}
		return big.NewInt(0)
	})
	r.metrics.NewGaugeFunc("relayer/mempool/pending", "user operations waiting for a bundle", func() *big.Int { return big.NewInt(int64(pool.PendingCount())) })
	return pool, nil
}

// serve listens on cfg.Addr and serves JSON-RPC, /metrics and /health, and
// starts the watchers.
func (r *Relayer) serve(cleanup *[]func()) error {
	r.server = rpc.NewServer(rpc.Config{Logger: r.cfg.Logger.With("component", "relayer/rpc")})
	r.server.OnError = func(_ string, code int) { r.rpcErrors.Inc(fmt.Sprint(code)) }
	r.registerMethods()
	l, err := net.Listen("tcp", r.cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", r.cfg.Addr, err)
	}
	*cleanup = append(*cleanup, func() { _ = l.Close() })
	mux := http.NewServeMux()
	mux.Handle("/", allowBrowsers(r.server))
	mux.Handle("/metrics", r.metrics.Handler())
	mux.HandleFunc("/health", r.health)
	r.http = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	r.listener = l
	r.quit = make(chan struct{})
	r.wg.Add(4)
	go func() {
		defer r.wg.Done()
		if err := r.http.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
			r.log.Error("JSON-RPC server failed", "err", err)
		}
	}()
	go r.watchBalances()
	go r.watchReverts()
	go r.watchInclusions()
	return nil
}

// Stop shuts down gracefully: it stops accepting requests (in-flight ones
// finish within Config.ShutdownTimeout), stops the bundler loops and closes
// the store. Bundles in flight resume on the next Start.
func (r *Relayer) Stop() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.running {
		return nil
	}
	r.running = false
	ctx, cancel := context.WithTimeout(context.Background(), r.cfg.ShutdownTimeout)
	defer cancel()
	errs := []error{r.http.Shutdown(ctx)}
	close(r.quit)
	r.bundler.Stop()
	r.wg.Wait()
	errs = append(errs, r.saveReputation(), r.store.Close())
	r.rc.Close()
	r.log.Info("relayer stopped")
	return errors.Join(errs...)
}

// URL is the JSON-RPC endpoint (http://host:port/), or "" when not running.
func (r *Relayer) URL() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.running {
		return ""
	}
	return r.url()
}

func (r *Relayer) url() string {
	return "http://" + r.listener.Addr().String() + "/"
}

// clock is the wall clock, or the chain's head time when that is ahead (dev
// chains whose time was moved forward).
func (r *Relayer) clock() time.Time {
	now := time.Now()
	if r.bundler != nil {
		if h := r.bundler.Head(); h != nil {
			if ht := time.Unix(int64(h.Time), 0); ht.After(now) {
				return ht
			}
		}
	}
	return now
}

// health reports 200 when the chain head is fresh, 503 otherwise.
func (r *Relayer) health(w http.ResponseWriter, _ *http.Request) {
	type status struct {
		Status     string           `json:"status"`
		ChainID    uint64           `json:"chainId"`
		Head       uint64           `json:"head"`
		HeadAgeSec int64            `json:"headAgeSeconds"`
		Waiting    int              `json:"waiting"`
		Signers    []common.Address `json:"signers"`
		Paymaster  common.Address   `json:"paymaster"`
	}
	st := status{Status: "ok", ChainID: r.chainID.Uint64(), Waiting: r.pool.Len(), Signers: r.bundler.Signers(), Paymaster: r.sponsor.Paymaster()}
	code := http.StatusOK
	if h := r.bundler.Head(); h == nil {
		st.Status, code = "no chain head", http.StatusServiceUnavailable
	} else {
		st.Head = h.Number.Uint64()
		st.HeadAgeSec = int64(time.Since(r.bundler.HeadPolled()).Seconds())
		if time.Since(r.bundler.HeadPolled()) > 30*time.Second {
			st.Status, code = "chain unreachable", http.StatusServiceUnavailable
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(st)
}

// watchBalances refreshes the balance gauges.
func (r *Relayer) watchBalances() {
	defer r.wg.Done()
	t := time.NewTicker(5 * time.Second)
	defer t.Stop()
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if d, err := r.sim.Deposit(ctx, r.sponsor.Paymaster()); err == nil {
			r.sponsorDeposit.SetBig(d)
		}
		total := new(big.Int)
		for _, s := range r.bundler.Signers() {
			if b, err := r.client.BalanceAt(ctx, s, nil); err == nil {
				total.Add(total, b)
			}
		}
		r.signerBalance.SetBig(total)
		r.sponsorSpent.SetBig(r.sponsor.Spent())
		cancel()
		select {
		case <-r.quit:
			return
		case <-t.C:
		}
	}
}

// contractCaller adapts ethclient to sponsor.Caller.
type contractCaller struct{ c *ethclient.Client }

func (cc contractCaller) CallContract(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return cc.c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}

// allowBrowsers lets pages of any origin call the JSON-RPC API (CORS), as a
// public bundler does: the static web client (web/dapp) sends its user
// operations from the browser. The API holds no cookies or credentials.
func allowBrowsers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Access-Control-Allow-Origin", "*")
		if r.Method == http.MethodOptions {
			h.Set("Access-Control-Allow-Methods", "POST, OPTIONS")
			h.Set("Access-Control-Allow-Headers", "Content-Type")
			h.Set("Access-Control-Max-Age", "600")
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}
