package web

import (
	"context"
	"crypto/ecdsa"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
	"github.com/wordproof/wordproof/internal/grant"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
)

//go:embed static
var staticFiles embed.FS

// GamePage is the path of the Worth of Words page, where / leads.
const GamePage = "/wow/"

// DefaultAddr is where the web client listens unless told otherwise.
const DefaultAddr = "127.0.0.1:8550"

// Config configures a Server.
type Config struct {
	// Addr is the listen address; it must be loopback. Port 0 picks a free
	// port. Empty means DefaultAddr.
	Addr string
	// Manifest is the deployment to play on: its RPC URL, relayer URL and
	// contract addresses. Required.
	Manifest *deploy.Manifest
	// StorePath is the encrypted secret store of the player's words and
	// guesses; Passphrase encrypts it. Both required unless Store is set.
	StorePath  string
	Passphrase string
	// Store, when set, is the secret store to use instead of StorePath's
	// (the browser's, for the server run in-process by web/dapp/wasm).
	Store *client.Store
	// Key, when set, makes the player a plain key sending transactions
	// (paying its own gas) instead of a wallet-granted session through the
	// relayer; the page then skips the wallet.
	Key *ecdsa.PrivateKey
	// Prover proves joins and reveals; nil loads the shipped keys.
	Prover *prover.Prover
	// ValueCap is the most native value (stakes) a granted session may
	// spend; nil means 1 ether.
	ValueCap *big.Int
	// SessionLifetime bounds a granted session; 0 means 24 hours.
	SessionLifetime time.Duration
	// Poll is how often agents re-read the chain; 0 means 200ms.
	Poll time.Duration
	// Logger receives the server's log; nil discards.
	Logger *slog.Logger
	// Indexer is the base URL of the indexer's API ('wordproof indexer'),
	// which the leaderboard and profile pages read through /indexer/;
	// empty serves no read side.
	Indexer string
	// Dapp is the directory of the static web client built by
	// scripts/build-dapp (prover in the browser), served under /dapp/;
	// empty serves none.
	Dapp string
}

// Server is the web client of one player.
type Server struct {
	cfg      Config
	log      *slog.Logger
	backend  *ethclient.Client
	relayer  *bundlerrpc.Client // nil without a relayer
	chainID  *big.Int
	gameAddr common.Address
	perms    []account.IWordproofAccountPermission // every session's scope: every game's moves
	factory  common.Address
	dicts    *wowclient.Dictionaries
	prover   *prover.Prover
	store    *client.Store

	httpSrv *http.Server
	ln      net.Listener
	done    chan struct{}
	ctx     context.Context // lives until Stop: agents run under it
	cancel  context.CancelFunc

	mu      sync.Mutex
	pending *client.ExternalGrant
	renewal *renewal     // a new grant the session waits for, nil when none
	mover   client.Mover // nil until connected
	owner   common.Address
	games   map[string]*play
	// duelGames are the Blitz matches played for the player, by id.
	duelGames map[string]*duelPlay
	// bo3Games are the Best of 3 matches played for the player, by id.
	bo3Games map[string]*bo3Play
	// tttGames are the Wordle-Tac-Toe matches played for the player, by id,
	// over the guess lists loaded once (tttOnce).
	tttGames map[string]*tttPlay
	tttOnce  sync.Once
	tttSet   wire.Set
	tttErr   error
	// pokerGames are the Wordle Poker matches played for the player, by id.
	pokerGames map[string]*pokerPlay
	// dailyGames are the daily challenge attempts played for the player,
	// by game type and day (dailyKey).
	dailyGames map[string]*dailyPlay
	wg         sync.WaitGroup

	train trainRooms // Worduel training rounds (offline)
	ops   opLog      // every move of the player, for the page's toasts
	clock chainClock // the chain's time between its blocks
}

// New connects to the chain and relayer of cfg.Manifest, loads the
// dictionaries, the prover and the secret store, and returns a server ready
// to Start.
func New(ctx context.Context, cfg Config) (*Server, error) {
	if cfg.Addr == "" {
		cfg.Addr = DefaultAddr
	}
	if err := checkLoopback(cfg.Addr); err != nil {
		return nil, err
	}
	if cfg.Manifest == nil {
		return nil, errors.New("web: a deployment manifest is required")
	}
	if cfg.Indexer != "" {
		if _, err := indexerURL(cfg.Indexer); err != nil {
			return nil, err
		}
	}
	if cfg.Store == nil && (cfg.StorePath == "" || cfg.Passphrase == "") {
		return nil, errors.New("web: a secret store path and passphrase are required")
	}
	if cfg.ValueCap == nil {
		cfg.ValueCap = big.NewInt(1e18)
	}
	if cfg.Poll == 0 {
		cfg.Poll = 200 * time.Millisecond
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	m := cfg.Manifest
	s := &Server{cfg: cfg, log: cfg.Logger, games: map[string]*play{}, done: make(chan struct{})}
	var err error
	if s.gameAddr, err = m.Address(deploy.ContractWorthOfWords); err != nil {
		return nil, err
	}
	if s.perms, err = sessionPermissions(m, s.gameAddr); err != nil {
		return nil, err
	}
	if cfg.Key == nil {
		if s.factory, err = m.Address(deploy.ContractAccountFactory); err != nil {
			return nil, err
		}
		if m.RelayerURL == "" {
			return nil, errors.New("web: the deployment has no relayer URL; start 'wordproof devnet' (it runs one) or pass a player key")
		}
	}
	if s.backend, err = ethclient.DialContext(ctx, m.RPCURL); err != nil {
		return nil, fmt.Errorf("web: connect to %s: %w", m.RPCURL, err)
	}
	if s.chainID, err = s.backend.ChainID(ctx); err != nil {
		s.backend.Close()
		return nil, fmt.Errorf("web: chain at %s is not answering: %w", m.RPCURL, err)
	}
	if m.RelayerURL != "" && cfg.Key == nil {
		if s.relayer, err = bundlerrpc.Dial(ctx, m.RelayerURL); err != nil {
			s.backend.Close()
			return nil, fmt.Errorf("web: relayer at %s: %w", m.RelayerURL, err)
		}
	}
	if s.dicts, err = wowclient.LoadDictionaries(5); err != nil {
		s.close()
		return nil, err
	}
	if s.prover = cfg.Prover; s.prover == nil {
		if s.prover, err = prover.New(prover.DefaultConfig()); err != nil {
			s.close()
			return nil, err
		}
	}
	if s.store = cfg.Store; s.store == nil {
		if s.store, err = client.OpenStore(cfg.StorePath, cfg.Passphrase); err != nil {
			s.close()
			return nil, err
		}
	}
	if cfg.Key != nil {
		mover, err := client.NewEOAMover(ctx, s.backend, cfg.Key)
		if err != nil {
			s.close()
			return nil, err
		}
		s.mover = s.track(mover)
	}
	return s, nil
}

// sessionPermissions is the scope of the session a wallet grants: every
// game of the manifest, as the CLI's (internal/grant).
func sessionPermissions(m *deploy.Manifest, game common.Address) ([]account.IWordproofAccountPermission, error) {
	return grant.Permissions(m, game)
}

// Warm compiles the proving circuits ahead of the first join, so that the
// first move does not wait for it.
func (s *Server) Warm(ctx context.Context) error {
	return s.prover.Warm(ctx, prover.CommitSpec(wowclient.SecretsPerPlayer, s.dicts.Length, game.Letters), prover.RevealSpec(s.dicts.Length, game.Letters))
}

func (s *Server) close() {
	if s.relayer != nil {
		s.relayer.Close()
	}
	s.backend.Close()
}

func checkLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("%w: %q: %v", ErrNotLoopback, addr, err)
	}
	if host == "localhost" {
		return nil
	}
	ip := net.ParseIP(host)
	if ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("%w: %q", ErrNotLoopback, addr)
	}
	return nil
}

// sessionConfig is the scope of every session this server asks a wallet
// to grant, for session key key (nil for a fresh one).
func (s *Server) sessionConfig(key *ecdsa.PrivateKey) client.SessionConfig {
	return client.SessionConfig{
		Backend: s.backend, Relayer: s.relayer, Factory: s.factory, Permissions: s.perms,
		Lifetime: s.cfg.SessionLifetime, ValueCap: s.cfg.ValueCap, SessionKey: key,
		Paymaster: s.cfg.Manifest.Contracts[deploy.ContractSponsorPaymaster], NeedsGrant: s.needsGrant,
	}
}

// Start listens and serves until Stop. It first resumes every game in the
// store that it can move in without a wallet prompt (see resumeAll).
func (s *Server) Start(ctx context.Context) error {
	ln, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return fmt.Errorf("web: listen: %w", err)
	}
	s.ln = ln
	s.StartInProcess(ctx)
	s.httpSrv = &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		defer close(s.done)
		if err := s.httpSrv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.log.Error("web server stopped", "err", err)
		}
	}()
	s.log.Info("web client listening", "url", s.URL())
	return nil
}

// StartInProcess starts the server without listening: Handler answers the
// API and games run until Stop. The web client in the browser
// (web/dapp/wasm) runs it that way and hands it the page's requests.
func (s *Server) StartInProcess(ctx context.Context) {
	s.ctx, s.cancel = context.WithCancel(context.WithoutCancel(ctx))
	// Games joined before a restart go on before the page asks for them:
	// their reveals are owed whether or not anyone looks.
	s.resumeAll(ctx)
}

// URL is the page's address, once started.
func (s *Server) URL() string {
	if s.ln == nil {
		return ""
	}
	return "http://" + s.ln.Addr().String() + "/"
}

// Stop stops serving and every agent, and closes the connections.
func (s *Server) Stop() error {
	var err error
	if s.httpSrv != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err = s.httpSrv.Shutdown(ctx)
		<-s.done
	}
	if s.cancel != nil {
		s.cancel()
	}
	s.wg.Wait()
	s.close()
	return err
}

// Handler is the page and the API, behind the loopback host check. Pages
// and the training API need no chain, so a zero Server's Handler serves
// them (the training page's browser test uses that).
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(staticFiles, "static")
	// Each game's page has a folder of its own (static/<game>/) over the
	// shared script and style at the root; the root opens the one game the
	// server plays.
	mux.Handle("GET /", http.FileServerFS(static))
	mux.Handle("GET /{$}", http.RedirectHandler(GamePage, http.StatusSeeOther))
	if s.cfg.Indexer != "" {
		if u, err := indexerURL(s.cfg.Indexer); err == nil {
			mux.Handle("GET "+IndexerPrefix+"/v1/", indexerProxy(u))
		}
	}
	if s.cfg.Dapp != "" {
		var chain []string
		if m := s.cfg.Manifest; m != nil {
			chain = []string{m.RPCURL, m.RelayerURL}
		}
		mux.Handle("GET /dapp/", http.StripPrefix("/dapp/", dappHandler(s.cfg.Dapp, chain...)))
		// The static client's game page plays on the chain this server
		// plays on: its deploy manifest is the site's deployment.json.
		mux.HandleFunc("GET /dapp/deployment.json", func(w http.ResponseWriter, _ *http.Request) {
			if s.cfg.Manifest == nil {
				http.NotFound(w, nil)
				return
			}
			w.Header().Set("Cache-Control", "no-cache")
			writeJSON(w, http.StatusOK, s.cfg.Manifest)
		})
	}
	mux.HandleFunc("GET /api/status", s.handleStatus)
	mux.HandleFunc("POST /api/connect", s.handleConnect)
	mux.HandleFunc("POST /api/grant", s.handleGrant)
	mux.HandleFunc("GET /api/lobbies", s.handleLobbies)
	mux.HandleFunc("POST /api/lobbies", s.handleCreate)
	mux.HandleFunc("GET /api/words/random", s.handleRandomWords)
	mux.HandleFunc("GET /api/words/check", s.handleCheckWord)
	mux.HandleFunc("POST /api/games/{id}/join", s.handleJoin)
	mux.HandleFunc("GET /api/games/{id}", s.handleBoard)
	mux.HandleFunc("POST /api/games/{id}/guess", s.handleGuess)
	mux.HandleFunc("POST /api/games/{id}/withdraw", s.handleWithdraw)
	mux.HandleFunc("POST /api/withdraw", s.handleWithdraw)
	mux.HandleFunc("POST /api/games/{id}/leave", s.handleLeave)
	mux.HandleFunc("POST /api/games/{id}/advance", s.handleAdvance)
	mux.HandleFunc("GET /api/ops", s.handleOps)
	s.train.routes(mux)
	s.duelRoutes(mux)
	s.pokerRoutes(mux)
	s.dailyRoutes(mux)
	return guard(mux)
}

// dappHandler serves the static web client of dir. Its page runs a
// WebAssembly module and a Web Worker: its own policy allows them, still
// from this origin only, and lets it reach the chain's RPC and the relayer
// (the origins of the URLs in chain), which its game calls from the
// browser. Files are revalidated rather than never stored, so a reload does
// not download the 18 MB module again.
func dappHandler(dir string, chain ...string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	connect := "'self'"
	for _, raw := range chain {
		if u, err := url.Parse(raw); err == nil && u.Host != "" {
			connect += " " + u.Scheme + "://" + u.Host
		}
	}
	csp := "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; img-src 'self' data:; style-src 'self'; connect-src " + connect
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", csp)
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}

// guard refuses requests addressed to a non-loopback host name (DNS
// rebinding) and POSTs that are not JSON (cross-site form posts), and sets
// headers that keep the page from loading anything from elsewhere.
func guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host, _, err := net.SplitHostPort(r.Host)
		if err != nil {
			host = r.Host
		}
		if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			http.Error(w, "wordproof web: loopback only", http.StatusForbidden)
			return
		}
		if r.Method == http.MethodPost && r.Header.Get("Content-Type") != "application/json" {
			writeError(w, http.StatusUnsupportedMediaType, errors.New("POST bodies must be application/json"))
			return
		}
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}
