package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/grant"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
)

// exitInterrupted is the exit code after Ctrl-C (128 + SIGINT), as shells use.
const exitInterrupted = 130

// crashEnv names a test-only hook: set to a checkpoint of a join
// ("after-store", "after-send"), the client stops there (it sleeps) so that a
// test can kill the process at exactly that point.
const crashEnv = "WORDPROOF_TEST_CRASH"

var (
	playManifestFlag = &cli.StringFlag{
		Name: "manifest", Value: ".wordproof/devnet.json", Usage: "deployment manifest of the chain to play on",
		EnvVars: []string{"WORDPROOF_MANIFEST"}, Category: "CHAIN",
	}
	playKeyFlag = &cli.StringFlag{
		Name: "key", Usage: "player private key, hex (or use --keystore)", EnvVars: []string{"WORDPROOF_KEY"}, Category: "PLAYER",
	}
	playKeystoreFlag = &cli.StringFlag{
		Name: "keystore", Usage: "player key as a go-ethereum keystore file (with --password)", EnvVars: []string{"WORDPROOF_KEYSTORE"}, Category: "PLAYER",
	}
	playPasswordFlag = &cli.StringFlag{
		Name: "password", Usage: "file holding the keystore password (its first line); it also encrypts the secret store",
		EnvVars: []string{"WORDPROOF_PASSWORD"}, Category: "PLAYER",
	}
	playStoreFlag = &cli.StringFlag{
		Name: "store", Usage: "encrypted secret store (default ~/.wordproof/secrets-<address>.json)", EnvVars: []string{"WORDPROOF_STORE"}, Category: "PLAYER",
	}
	playGameFlag   = &cli.Uint64Flag{Name: "game", Usage: "game id", Category: "GAME"}
	playDirectFlag = &cli.BoolFlag{
		Name: "direct", Usage: "send plain transactions from the key instead of session-key user operations through the relayer; remembered per game at join",
		Category: "PLAYER",
	}
	playStakeCapFlag = &cli.StringFlag{
		Name: "stake-cap", Value: "10", Usage: "most ETH the session key may stake in all (its grant's value cap; read when the session is granted)",
		Category: "PLAYER",
	}
	playBundlerFlag = &cli.StringFlag{
		Name: "bundler", Usage: "send the user operations to this ERC-4337 bundler instead of the manifest's relayer, with the standard methods only; the relayer still sponsors the gas (not used with --direct)",
		EnvVars: []string{"WORDPROOF_BUNDLER"}, Category: "CHAIN",
	}
	playJSONFlag = &cli.BoolFlag{
		Name: "json", Usage: "print state as JSON, one object per line (amounts in wei as decimal strings)", Category: "OUTPUT",
	}
)

var playFlags = []cli.Flag{playManifestFlag, playBundlerFlag, playKeyFlag, playKeystoreFlag, playPasswordFlag, playStoreFlag, playDirectFlag, playStakeCapFlag, playJSONFlag}

var playCommand = &cli.Command{
	Name:  "play",
	Usage: "play Worth of Words from the terminal",
	Description: `Lists, creates and joins lobbies and plays a game from the terminal. The
player's owner key comes from --key or a go-ethereum --keystore. By default
the player is a smart account (created by its first move) and every move is
a user operation signed by a session key and sent through the manifest's
relayer, which sponsors the gas: the owner key signs only the session grant,
once. --bundler URL sends the user operations to any other ERC-4337 bundler
instead (the relayer still sponsors them). Stakes are paid from the smart
account's balance: 'play fund' moves ETH there from the owner key. --direct
sends plain transactions from the key instead (it pays its own gas); the
choice is remembered per game at join.

The session key, the secret words and their salts stay on this machine in an
encrypted store (--store, --password), written before anything is signed.
A join, once stored, is never replaced: running 'play join' again resends
the same join (if it never reached the chain) or says the game is already
joined, and 'play run' carries on after a restart or Ctrl-C.

Amounts are in ETH ("0.01"), or with a unit ("5gwei", "1000wei").
--json prints one JSON object per line, with amounts in wei as strings.

  wordproof play account                   # your smart account and its balance
  wordproof play fund --amount 0.01        # owner key -> smart account
  wordproof play lobbies
  wordproof play create --players 2 --stake 0.001
  wordproof play join --game 1 --words crane,slate
  wordproof play run --game 1              # type a guess each round
  wordproof play run --game 1 --auto info  # let the information bot guess
  wordproof play board --game 1
  wordproof play withdraw                  # collect winnings and refunds
  wordproof play --web                     # the browser client (see 'wordproof web')`,
	Flags: []cli.Flag{
		&cli.BoolFlag{Name: "web", Usage: "serve the web client on loopback instead (the same as 'wordproof web')"},
		webAddrFlag, playManifestFlag, playPasswordFlag, webStoreFlag, webKeyFlag,
	},
	Action: func(c *cli.Context) error {
		if c.Bool("web") {
			return webCommand.Action(c)
		}
		if c.NArg() > 0 {
			return usageError("unknown play command %q (see 'wordproof play --help')", c.Args().First())
		}
		return cli.ShowSubcommandHelp(c)
	},
	Subcommands: []*cli.Command{
		{
			Name: "account", Usage: "show the player's address (its smart account) and balances", Flags: playFlags,
			Description: `Prints the owner key's address, the player address that moves in games (the
smart account, or the key itself with --direct) and their balances.`,
			Action: func(c *cli.Context) error { return withSession(c, true, playAccount) },
		},
		{
			Name: "fund", Usage: "move ETH from the owner key to the smart account",
			Description: `Sends --amount from the owner key to the player's smart account, which pays
stakes from its balance (gas is sponsored). Works on any chain; the owner key
pays the transfer's gas.`,
			Flags: append([]cli.Flag{
				&cli.StringFlag{Name: "amount", Usage: "ETH to move, e.g. 0.01 (or 5gwei, 1000wei)", Required: true, Category: "GAME"},
			}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, playFund) },
		},
		{
			Name: "lobbies", Usage: "list lobbies and games", Flags: []cli.Flag{playManifestFlag, playJSONFlag},
			Action: func(c *cli.Context) error { return withSession(c, false, playLobbies) },
		},
		{
			Name: "create", Usage: "open a lobby",
			Description: `Opens a lobby for --players players, each staking --stake. The creator does
not join by creating: run 'play join' next. Settings the contract would refuse
are refused before anything is sent, in the words of the contract's error.`,
			Flags: append([]cli.Flag{
				&cli.IntFlag{Name: "players", Value: 4, Usage: "lobby size (2 to 255)", Category: "GAME"},
				&cli.StringFlag{Name: "stake", Value: "0", Usage: "stake per player, in ETH (e.g. 0.001, or 1000wei)", Category: "GAME"},
				&cli.UintFlag{Name: "rounds", Value: wowclient.DefaultRoundCap, Usage: "end the game after at most this many rounds (the contract requires a cap, 1 to 65535)", Category: "GAME"},
				&cli.DurationFlag{Name: "timeout", Value: 5 * time.Minute, Usage: "time for each phase (guess, open, reveal); a reveal missed by then forfeits the stake", Category: "GAME"},
			}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, playCreate) },
		},
		{
			Name: "join", Usage: "join a lobby with two secret words",
			Description: `Joins game --game with two different secret words from the secret
dictionary (two identical words are refused: the second would be known the
moment the first is solved). The words and fresh salts are stored encrypted
before the join is signed, and never replaced: running join again resends
that same join if it never reached the chain, or prints "already joined game
N as seat S" and exits 0. Without --words it uses the stored words. The
smart account must hold the stake: the command says what is missing.`,
			Flags: append([]cli.Flag{playGameFlag,
				&cli.StringFlag{Name: "words", Usage: "your two secret words, comma-separated (kept on this machine only)", Category: "GAME"},
			}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, playJoin) },
		},
		{
			Name: "run", Usage: "play a joined game until it ends (reveals are proven automatically)",
			Description: `Plays game --game to its end: asks for a guess each round (or lets --auto
choose), and proves and sends every reveal owed, whether or not a guess
comes: a guess not typed before the commit deadline is lost, nothing else.
It shows whom the game waits for and the phase deadline, warns at half
time and 30 s before the guess deadline, and ends with a game-over screen
(scores, winners, payouts). Winnings are then withdrawn at once unless
--no-withdraw is given ('play withdraw' collects them later). Ctrl-C stops
at once and keeps the state (exit 130); run again to resume. End of input
at the guess prompt exits 1.`,
			Flags: append([]cli.Flag{playGameFlag,
				&cli.StringFlag{Name: "auto", Usage: "let a bot choose the guesses: info or random (default: ask on the terminal)", Category: "GAME"},
				&cli.BoolFlag{Name: "no-withdraw", Usage: "leave winnings in the game contract at the end (collect them with 'play withdraw')", Category: "GAME"},
			}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, playRun) },
		},
		{
			Name: "board", Usage: "show what is known about every player's word, and the result of an ended game",
			Flags:  []cli.Flag{playManifestFlag, playGameFlag, playJSONFlag},
			Action: func(c *cli.Context) error { return withSession(c, false, playBoard) },
		},
		{
			Name: "withdraw", Usage: "collect winnings and refunds from the game contract",
			Description: `Withdraws the player's balance in the game contract (winnings and refunds
of every game: the contract keeps one balance per player) to the player's
address. With --game it first shows that game's payout and moves as the
player that joined it. Without --game and without --direct it also collects
what the owner key won in --direct games.`,
			Flags:  append([]cli.Flag{playGameFlag}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, playWithdraw) },
		},
	},
}

// session is what every play subcommand needs.
type session struct {
	c        *cli.Context
	ctx      context.Context
	backend  *ethclient.Client
	chainID  *big.Int
	manifest *deploy.Manifest
	game     common.Address
	out      *printer
	mover    client.Mover // nil for read-only subcommands
	direct   bool         // mover sends plain transactions from the owner key
	ownerKey *ecdsa.PrivateKey
	owner    common.Address
	password string
	secrets  *client.Store
}

func withSession(c *cli.Context, needKey bool, fn func(*session) error) error {
	if c.NArg() > 0 {
		return usageError("%s takes no arguments, got %q", c.Command.Name, c.Args().First())
	}
	if u := c.String(playBundlerFlag.Name); u != "" && !hasScheme(u, "http", "https", "ws", "wss") {
		return usageError("--bundler: %q is not an http(s) or ws(s) URL", u)
	}
	m, err := deploy.ReadManifest(c.String(playManifestFlag.Name))
	if err != nil {
		return usageError("manifest: %v (start 'wordproof devnet' or pass --manifest)", err)
	}
	gameAddr, ok := m.Contracts[deploy.ContractWorthOfWords]
	if !ok {
		return usageError("manifest %s has no %s contract", c.String(playManifestFlag.Name), deploy.ContractWorthOfWords)
	}
	ctx, stop := signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
	defer stop()
	backend, err := ethclient.DialContext(ctx, m.RPCURL)
	if err != nil {
		return fmt.Errorf("connect to %s: %w", m.RPCURL, err)
	}
	defer backend.Close()
	chainID, err := backend.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain at %s is not answering: %w", m.RPCURL, err)
	}
	s := &session{c: c, ctx: ctx, backend: backend, chainID: chainID, manifest: m, game: gameAddr, out: newPrinter(c)}
	if needKey {
		if s.ownerKey, err = readKey(c, playKeyFlag.Name, playKeystoreFlag.Name, playPasswordFlag.Name, "a player key"); err != nil {
			return err
		}
		s.owner = crypto.PubkeyToAddress(s.ownerKey.PublicKey)
		if p := c.String(playPasswordFlag.Name); p != "" {
			if s.password, err = readPassword(p); err != nil {
				return err
			}
		}
		if s.direct, err = s.pickDirect(); err != nil {
			return err
		}
		if s.direct {
			if s.mover, err = client.NewEOAMover(ctx, backend, s.ownerKey); err != nil {
				return err
			}
		} else if err := s.sessionMover(); err != nil {
			return err
		}
	}
	return fn(s)
}

// pickDirect decides how to move: as --direct says, unless the store
// remembers how the game (--game) was joined, which wins: moving the other
// way would be another player.
func (s *session) pickDirect() (bool, error) {
	flag := s.c.Bool(playDirectFlag.Name)
	if !hasFlag(s.c, playGameFlag.Name) || !s.c.IsSet(playGameFlag.Name) || s.password == "" {
		return flag, nil
	}
	store, err := s.store()
	if err != nil {
		return false, err
	}
	g, ok := store.Game(client.GameKey(s.chainID, s.game, new(big.Int).SetUint64(s.c.Uint64(playGameFlag.Name))))
	if !ok || g.Player == "" {
		return flag, nil
	}
	stored := strings.EqualFold(g.Player, s.owner.Hex())
	if s.c.IsSet(playDirectFlag.Name) && flag != stored {
		how := map[bool]string{true: "with plain transactions (--direct)", false: "through the smart account (no --direct)"}[stored]
		return false, usageError("game %d was joined %s; run this the same way", s.c.Uint64(playGameFlag.Name), how)
	}
	return stored, nil
}

// hasScheme reports whether url starts with one of schemes and "://".
func hasScheme(url string, schemes ...string) bool {
	for _, s := range schemes {
		if strings.HasPrefix(url, s+"://") {
			return true
		}
	}
	return false
}

func hasFlag(c *cli.Context, name string) bool {
	for _, f := range c.Command.Flags {
		for _, n := range f.Names() {
			if n == name {
				return true
			}
		}
	}
	return false
}

// sessionMover moves through the player's smart account with a session key
// kept in the secret store (a new one is granted on first use).
func (s *session) sessionMover() error {
	if s.manifest.RelayerURL == "" {
		return usageError("the manifest names no relayer: start one, or pass --direct")
	}
	valueCap, err := client.ParseETH(s.c.String(playStakeCapFlag.Name))
	if err != nil || valueCap.BitLen() > 96 {
		return usageError("--stake-cap: %q is not an amount below 2^96 wei", s.c.String(playStakeCapFlag.Name))
	}
	store, err := s.store()
	if err != nil {
		return err
	}
	var sessionKey *ecdsa.PrivateKey
	if k, ok := store.SessionKey(s.owner.Hex()); ok {
		if sessionKey, err = crypto.HexToECDSA(k); err != nil {
			return fmt.Errorf("stored session key: %w", err)
		}
	}
	rc, err := bundlerrpc.Dial(s.ctx, s.manifest.RelayerURL)
	if err != nil {
		return fmt.Errorf("relayer at %s is not answering: %w", s.manifest.RelayerURL, err)
	}
	bundler, err := s.bundler(rc)
	if err != nil {
		return err
	}
	perms, err := s.sessionPermissions()
	if err != nil {
		return err
	}
	m, err := client.NewSessionMover(s.ctx, client.SessionConfig{
		Backend: s.backend, Relayer: bundler, Sponsor: rc, Factory: s.manifest.Contracts[deploy.ContractAccountFactory], Owner: s.ownerKey,
		Permissions: perms, ValueCap: valueCap, SessionKey: sessionKey,
		Paymaster: s.manifest.Contracts[deploy.ContractSponsorPaymaster],
	})
	if err != nil {
		return err
	}
	if sessionKey == nil {
		if err := store.SetSessionKey(s.owner.Hex(), hex.EncodeToString(crypto.FromECDSA(m.SessionPrivateKey()))); err != nil {
			return err
		}
	}
	s.mover = m
	return nil
}

// sessionPermissions is the scope of the CLI's session grant: every game
// of the manifest, as the web client's (internal/grant).
func (s *session) sessionPermissions() ([]account.IWordproofAccountPermission, error) {
	return grant.Permissions(s.manifest, s.game)
}

// bundler is the bundler the moves go to: --bundler, spoken to with the
// standard ERC-4337 methods only, or else the relayer rc, which also
// sponsors.
func (s *session) bundler(rc *bundlerrpc.Client) (*bundlerrpc.Client, error) {
	url := s.c.String(playBundlerFlag.Name)
	if url == "" {
		return rc, nil
	}
	b, err := bundlerrpc.Dial(s.ctx, url)
	if err != nil {
		return nil, fmt.Errorf("bundler at %s is not answering: %w", url, err)
	}
	switch {
	case b.ChainID.Cmp(s.chainID) != 0:
		err = usageError("--bundler %s serves chain %s, not the manifest's chain %s", url, b.ChainID, s.chainID)
	case !slices.Contains(b.EntryPoints, rc.EntryPoint):
		err = usageError("--bundler %s serves EntryPoints %v, not the relayer's %s", url, b.EntryPoints, rc.EntryPoint)
	}
	if err != nil {
		b.Close()
		return nil, err
	}
	b.Standard, b.EntryPoint = true, rc.EntryPoint
	return b, nil
}

// playerKind says which address moves, for output.
func (s *session) playerKind() string {
	if s.direct {
		return "the owner key (--direct)"
	}
	return "your smart account"
}

func (s *session) gameID() (*big.Int, error) {
	if !s.c.IsSet(playGameFlag.Name) {
		return nil, usageError("--game ID is required")
	}
	return new(big.Int).SetUint64(s.c.Uint64(playGameFlag.Name)), nil
}

func (s *session) store() (*client.Store, error) {
	if s.secrets != nil {
		return s.secrets, nil
	}
	path := s.c.String(playStoreFlag.Name)
	if path == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return nil, err
		}
		path = filepath.Join(home, ".wordproof", "secrets-"+s.owner.Hex()+".json")
	}
	if s.password == "" {
		return nil, usageError("--password FILE is required: it encrypts your secret words and session key")
	}
	store, err := client.OpenStore(path, s.password)
	if err != nil {
		return nil, err
	}
	s.secrets = store
	return store, nil
}

func (s *session) agent(id *big.Int, strategy wowclient.Strategy) (*wowclient.Agent, *wowclient.Dictionaries, error) {
	dicts, err := wowclient.LoadDictionaries(5)
	if err != nil {
		return nil, nil, err
	}
	store, err := s.store()
	if err != nil {
		return nil, nil, err
	}
	pv, err := prover.New(prover.DefaultConfig())
	if err != nil {
		return nil, nil, err
	}
	cfg := wowclient.AgentConfig{
		Backend: s.backend, Game: s.game, GameID: id, Mover: s.mover, Prover: pv, Dicts: dicts, Store: store, Strategy: strategy,
		OnMove:  s.out.move,
		OnEvent: s.out.event,
	}
	if point := os.Getenv(crashEnv); point != "" {
		cfg.Checkpoint = func(p string) {
			if p == point {
				fmt.Fprintf(s.c.App.ErrWriter, "wordproof: %s=%s: stopped here for a test\n", crashEnv, p)
				time.Sleep(time.Hour) // until the test kills the process
			}
		}
	}
	a, err := wowclient.NewAgent(s.ctx, cfg)
	return a, dicts, err
}

// explainFunds turns a missing-funds error into what to do about it.
func (s *session) explainFunds(err error) error {
	var fe *client.FundsError
	if !errors.As(err, &fe) {
		return err
	}
	if s.direct || fe.Player == s.owner {
		return fmt.Errorf("%v; send at least that much ETH to %s", fe, fe.Player.Hex())
	}
	return fmt.Errorf("%v; add it with 'wordproof play fund --amount %s'", fe, ethNumber(fe.Missing()))
}

func playAccount(s *session) error {
	bal, err := s.backend.BalanceAt(s.ctx, s.mover.Address(), nil)
	if err != nil {
		return err
	}
	ownerBal, err := s.backend.BalanceAt(s.ctx, s.owner, nil)
	if err != nil {
		return err
	}
	winnings, err := gameBalance(s, s.mover.Address())
	if err != nil {
		return err
	}
	if s.out.json {
		return s.out.emit(map[string]any{
			"owner": s.owner, "ownerBalance": wei(ownerBal), "player": s.mover.Address(), "direct": s.direct,
			"balance": wei(bal), "withdrawable": wei(winnings),
		})
	}
	s.out.line("owner key     %s  (%s)", s.owner.Hex(), client.FormatETH(ownerBal))
	s.out.line("player        %s  (%s)", s.mover.Address().Hex(), s.playerKind())
	if s.direct {
		s.out.line("balance       %s (stakes and gas are paid from it)", client.FormatETH(bal))
	} else {
		s.out.line("balance       %s (stakes are paid from it; gas is sponsored; 'wordproof play fund --amount X' adds to it)", client.FormatETH(bal))
	}
	s.out.line("withdrawable  %s (winnings and refunds in the game contract: 'wordproof play withdraw')", client.FormatETH(winnings))
	return nil
}

// gameBalance is what player can withdraw from the game contract.
func gameBalance(s *session, player common.Address) (*big.Int, error) {
	wow := bindings.NewWorthOfWords()
	return bind.Call(wow.Instance(s.backend, s.game), &bind.CallOpts{Context: s.ctx}, wow.PackBalanceOf(common.Address{}, player), wow.UnpackBalanceOf)
}

func playFund(s *session) error {
	amount, err := client.ParseETH(s.c.String("amount"))
	if err != nil {
		return usageError("--amount: %v", err)
	}
	if amount.Sign() <= 0 {
		return usageError("--amount must be more than 0")
	}
	if s.direct {
		return usageError("--direct plays from the owner key itself: there is no smart account to fund")
	}
	if err := client.CheckFunds(s.ctx, s.backend, s.owner, amount, "the amount to move"); err != nil {
		return s.explainFunds(err)
	}
	eoa, err := client.NewEOAMover(s.ctx, s.backend, s.ownerKey)
	if err != nil {
		return err
	}
	receipt, err := eoa.Send(s.ctx, s.mover.Address(), nil, amount)
	if err != nil {
		return fmt.Errorf("fund: %w", err)
	}
	bal, err := s.backend.BalanceAt(s.ctx, s.mover.Address(), nil)
	if err != nil {
		return err
	}
	if s.out.json {
		return s.out.emit(map[string]any{"from": s.owner, "to": s.mover.Address(), "amount": wei(amount), "balance": wei(bal), "tx": receipt.TxHash})
	}
	s.out.line("sent %s from the owner key %s to your smart account %s; it now holds %s", client.FormatETH(amount), s.owner.Hex(), s.mover.Address().Hex(), client.FormatETH(bal))
	return nil
}

func playLobbies(s *session) error {
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(s.backend, s.game)
	count, err := bind.Call(inst, &bind.CallOpts{Context: s.ctx}, wow.PackGameCount(), wow.UnpackGameCount)
	if err != nil {
		return client.DecodeRevert(err)
	}
	if !s.out.json {
		s.out.line("%-5s %-7s %-7s %-6s %s", "game", "phase", "players", "round", "stake")
	}
	for id := int64(1); id <= count.Int64(); id++ {
		info, err := bind.Call(inst, &bind.CallOpts{Context: s.ctx}, wow.PackGameInfo(big.NewInt(id)), wow.UnpackGameInfo)
		if err != nil {
			return client.DecodeRevert(err)
		}
		if s.out.json {
			if err := s.out.emit(map[string]any{
				"game": id, "phase": wowclient.PhaseName(info.Phase), "players": info.PlayerCount, "seats": info.Settings.MaxPlayers,
				"round": info.Round, "stake": wei(info.Settings.Stake),
			}); err != nil {
				return err
			}
			continue
		}
		s.out.line("%-5d %-7s %d/%-5d %-6d %s", id, wowclient.PhaseName(info.Phase), info.PlayerCount, info.Settings.MaxPlayers, info.Round, client.FormatETH(info.Settings.Stake))
	}
	if count.Sign() == 0 && !s.out.json {
		s.out.line("(no lobbies yet: 'wordproof play create')")
	}
	return nil
}

func playCreate(s *session) error {
	n := s.c.Int("players")
	if n < 0 || n > 255 { // the contract's own bounds are checked below, with its sentences
		return usageError("--players must be between 2 and 255, got %d", n)
	}
	stake, err := client.ParseETH(s.c.String("stake"))
	if err != nil || stake.BitLen() > 96 {
		return usageError("--stake: %q is not an amount below 2^96 wei", s.c.String("stake"))
	}
	settings := wowclient.DefaultSettings(n, stake)
	rounds, timeout := s.c.Uint("rounds"), s.c.Duration("timeout")
	if rounds > 65535 {
		return usageError("--rounds must be between 1 and 65535, got %d", rounds)
	}
	if timeout < 0 || timeout > 7*24*time.Hour {
		return usageError("--timeout must be between 10s and 168h, got %s", timeout)
	}
	settings.RoundCap = uint16(rounds)
	settings.CommitTimeout = uint32(timeout.Seconds())
	settings.OpenTimeout, settings.RevealTimeout = settings.CommitTimeout, settings.CommitTimeout
	if err := wowclient.CheckSettings(settings); err != nil {
		return usageError("%v", err)
	}
	if timeout < 10*time.Second { // the contract takes 1s; a phase that short cannot be played
		return usageError("--timeout must be between 10s and 168h, got %s", timeout)
	}
	id, err := wowclient.CreateLobby(s.ctx, s.mover, s.game, settings)
	if err != nil {
		return err
	}
	if s.out.json {
		return s.out.emit(map[string]any{"game": id, "seats": n, "stake": wei(stake)})
	}
	s.out.line("lobby %s created for %d players (stake %s). Next: wordproof play join --game %s --words WORD1,WORD2", id, n, client.FormatETH(stake), id)
	return nil
}

func playJoin(s *session) error {
	id, err := s.gameID()
	if err != nil {
		return err
	}
	a, dicts, err := s.agent(id, nil)
	if err != nil {
		return err
	}
	var words []string
	if raw := s.c.String("words"); raw != "" || !a.JoinedStore() {
		words = strings.Split(strings.ToLower(strings.ReplaceAll(raw, " ", "")), ",")
		if len(words) != wowclient.SecretsPerPlayer {
			return usageError("--words takes %d comma-separated words; for example %s", wowclient.SecretsPerPlayer, suggest(dicts))
		}
		for _, w := range words {
			if len(w) != dicts.Length {
				return usageError("%q has %d letters: secret words have exactly %d", w, len(w), dicts.Length)
			}
			if !dicts.Secrets.Contains(w) {
				return usageError("%q is not an allowed secret word (5 common letters-only words); try %s", w, suggest(dicts))
			}
		}
		if words[0] == words[1] {
			return usageError("your two secret words must differ: the second would be known the moment the first is solved")
		}
	}
	err = a.Join(s.ctx, words)
	var aj *wowclient.AlreadyJoinedError
	if errors.As(err, &aj) {
		if s.out.json {
			return s.out.emit(map[string]any{"game": id, "seat": aj.Seat, "joined": true, "already": true})
		}
		s.out.line("already joined game %s as seat %d; resuming: wordproof play run --game %s", id, aj.Seat, id)
		return nil
	}
	if errors.Is(err, client.ErrSecretsFixed) {
		return usageError("%v", err)
	}
	if err != nil {
		return s.explainFunds(err)
	}
	seat, _, err := a.Seat(s.ctx)
	if err != nil {
		return err
	}
	if s.out.json {
		return s.out.emit(map[string]any{"game": id, "seat": seat, "joined": true, "player": a.Address()})
	}
	s.out.line("joined game %s as seat %d; your words are stored encrypted on this machine. Next: wordproof play run --game %s", id, seat, id)
	return nil
}

func suggest(d *wowclient.Dictionaries) string {
	var out []string
	for i := 0; i < 3; i++ {
		out = append(out, d.Secrets.Word(int(time.Now().UnixNano()+int64(i*7919))%d.Secrets.Len()))
	}
	return strings.Join(out, ", ")
}

// errEndOfInput ends a run whose guesses come from a closed input.
var errEndOfInput = errors.New("end of input")

func playRun(s *session) error {
	id, err := s.gameID()
	if err != nil {
		return err
	}
	dicts, err := wowclient.LoadDictionaries(5)
	if err != nil {
		return err
	}
	runCtx, stop := context.WithCancelCause(s.ctx)
	defer stop(nil)
	var strategy wowclient.Strategy
	switch auto := s.c.String("auto"); auto {
	case "":
		strategy = newPromptStrategy(s.c.App.Reader, s.out, dicts, stop)
	case "info":
		strategy = wowclient.NewInfoStrategy(dicts, uint64(time.Now().UnixNano()))
	case "random":
		strategy = wowclient.NewRandomStrategy(dicts, uint64(time.Now().UnixNano()))
	default:
		return usageError("--auto must be info or random, got %q", auto)
	}
	a, _, err := s.agent(id, strategy)
	if err != nil {
		return err
	}
	if err := s.resumeJoin(a, id); err != nil {
		return err
	}
	s.out.line("playing game %s as %s (%s); Ctrl-C stops, run again to resume", id, a.Address().Hex(), s.playerKind())
	go s.out.countdown(runCtx)
	err = a.Run(runCtx)
	stop(nil) // ends the countdown before the game-over screen
	switch {
	case errors.Is(context.Cause(runCtx), errEndOfInput):
		return fmt.Errorf("end of input at the guess prompt; game %s is saved: 'wordproof play run --game %s' resumes it", id, id)
	case s.ctx.Err() != nil:
		return cli.Exit(fmt.Sprintf("interrupted; game %s is saved: 'wordproof play run --game %s' resumes it", id, id), exitInterrupted)
	case err != nil:
		return err
	}
	r, err := wowclient.ReadResult(s.ctx, s.backend, s.game, id)
	if err != nil {
		return err
	}
	if err := s.out.result(r, a.Address()); err != nil {
		return err
	}
	if s.c.Bool("no-withdraw") {
		return nil
	}
	_, err = s.withdraw(s.mover, s.playerKind())
	return err
}

// resumeJoin sends a join that an earlier run stored but may never have
// sent (it stopped in between), with the stored words and salts.
func (s *session) resumeJoin(a *wowclient.Agent, id *big.Int) error {
	_, joined, err := a.Seat(s.ctx)
	if err != nil || joined {
		return err
	}
	info, err := a.Info(s.ctx)
	if err != nil {
		return client.DecodeRevert(err)
	}
	if info.Phase == wowclient.PhaseNone {
		return wowclient.UnknownGame(id)
	}
	if !a.JoinedStore() {
		return fmt.Errorf("%s has not joined game %s: run 'wordproof play join --game %s --words WORD1,WORD2' first", a.Address().Hex(), id, id)
	}
	if info.Phase != wowclient.PhaseLobby {
		return fmt.Errorf("game %s started without %s: its stored join never reached the chain", id, a.Address().Hex())
	}
	s.out.line("sending the join of game %s that an earlier run stored (same words and salts)", id)
	err = a.Join(s.ctx, nil)
	if errors.Is(err, wowclient.ErrAlreadyJoined) {
		return nil
	}
	return s.explainFunds(err)
}

// withdraw collects what the player of m can withdraw; it reports the
// amount (zero when there was nothing).
func (s *session) withdraw(m client.Mover, kind string) (*big.Int, error) {
	bal, err := gameBalance(s, m.Address())
	if err != nil {
		return nil, client.DecodeRevert(err)
	}
	if bal.Sign() == 0 {
		if s.out.json {
			return bal, s.out.emit(map[string]any{"event": "withdraw", "player": m.Address(), "amount": "0"})
		}
		s.out.line("nothing to withdraw for %s (%s)", m.Address().Hex(), kind)
		return bal, nil
	}
	receipt, err := m.Send(s.ctx, s.game, bindings.NewWorthOfWords().PackWithdraw(common.Address{}), nil)
	if err != nil {
		return nil, fmt.Errorf("withdraw: %w", err)
	}
	if s.out.json {
		return bal, s.out.emit(map[string]any{"event": "withdraw", "player": m.Address(), "amount": wei(bal), "tx": receipt.TxHash})
	}
	s.out.line("withdrew %s to %s (%s)", client.FormatETH(bal), m.Address().Hex(), kind)
	return bal, nil
}

func playWithdraw(s *session) error {
	if s.c.IsSet(playGameFlag.Name) {
		id, _ := s.gameID()
		r, err := wowclient.ReadResult(s.ctx, s.backend, s.game, id)
		if errors.Is(err, wowclient.ErrNotOver) {
			return fmt.Errorf("%v: nothing to collect until it ends", err)
		}
		if err != nil {
			return err
		}
		for _, p := range r.Players {
			if p.Player == s.mover.Address() && !s.out.json {
				s.out.line("game %s paid %s %s", id, p.Player.Hex(), client.FormatETH(p.Payout))
			}
		}
		_, err = s.withdraw(s.mover, s.playerKind())
		return err
	}
	if _, err := s.withdraw(s.mover, s.playerKind()); err != nil {
		return err
	}
	if s.direct {
		return nil
	}
	// The owner key is a player of its own in --direct games.
	bal, err := gameBalance(s, s.owner)
	if err != nil || bal.Sign() == 0 {
		return err
	}
	eoa, err := client.NewEOAMover(s.ctx, s.backend, s.ownerKey)
	if err != nil {
		return err
	}
	_, err = s.withdraw(eoa, "the owner key, from --direct games")
	return err
}

func playBoard(s *session) error {
	id, err := s.gameID()
	if err != nil {
		return err
	}
	wow := bindings.NewWorthOfWords()
	info, err := bind.Call(wow.Instance(s.backend, s.game), &bind.CallOpts{Context: s.ctx}, wow.PackGameInfo(id), wow.UnpackGameInfo)
	if err != nil {
		return client.DecodeRevert(err)
	}
	if info.Phase == wowclient.PhaseNone {
		return wowclient.UnknownGame(id)
	}
	if err := printBoard(s, id, info); err != nil {
		return err
	}
	if info.Phase != wowclient.PhaseEnded {
		return nil
	}
	r, err := wowclient.ReadResult(s.ctx, s.backend, s.game, id)
	if err != nil {
		return err
	}
	return s.out.result(r, common.Address{})
}
