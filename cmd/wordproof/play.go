package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"wordproof/bindings"
	"wordproof/client"
	"wordproof/deploy"
	"wordproof/game"
	"wordproof/prover"
	relayerclient "wordproof/relayer/client"
)

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
		Name: "store", Usage: "encrypted secret store (default ~/.wordproof/secrets-<address>.json)", Category: "PLAYER",
	}
	playGameFlag   = &cli.Uint64Flag{Name: "game", Usage: "game id", Category: "GAME"}
	playDirectFlag = &cli.BoolFlag{
		Name: "direct", Usage: "send plain transactions from the key instead of session-key user operations through the relayer",
		Category: "PLAYER",
	}
	playStakeCapFlag = &cli.StringFlag{
		Name: "stake-cap", Value: "10000000000000000000", Usage: "most wei the session key may stake in all (its grant's value cap)",
		Category: "PLAYER",
	}
)

var playFlags = []cli.Flag{playManifestFlag, playKeyFlag, playKeystoreFlag, playPasswordFlag, playStoreFlag, playDirectFlag, playStakeCapFlag}

var playCommand = &cli.Command{
	Name:  "play",
	Usage: "play Worth of Words from the terminal",
	Description: `Lists, creates and joins lobbies and plays a game from the terminal. The
player's owner key comes from --key or a go-ethereum --keystore. By default
the player is a smart account (created by its first move) and every move is
a user operation signed by a session key and sent through the manifest's
relayer, which sponsors the gas: the owner key signs only the session grant,
once. The session key, the secret words and their salts stay on this machine
in an encrypted store (--store, --password), written before every move, so
'play run' carries on after a restart. Fund the account (see 'play account')
with what you will stake. --direct sends plain transactions from the key.

  wordproof play account                  # your smart account and its balance
  wordproof play lobbies
  wordproof play create --players 4 --stake 1000000000000000
  wordproof play join --game 1 --words crane,slate
  wordproof play run --game 1            # type a guess each round
  wordproof play run --game 1 --auto info # let the information bot guess
  wordproof play board --game 1
  wordproof play --web                    # the browser client (see 'wordproof web')`,
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
			Name: "account", Usage: "show the player's address (its smart account) and balance", Flags: playFlags,
			Action: func(c *cli.Context) error { return withSession(c, true, playAccount) },
		},
		{
			Name: "lobbies", Usage: "list lobbies and games", Flags: []cli.Flag{playManifestFlag},
			Action: func(c *cli.Context) error { return withSession(c, false, playLobbies) },
		},
		{
			Name: "create", Usage: "open a lobby",
			Flags: append([]cli.Flag{
				&cli.IntFlag{Name: "players", Value: 4, Usage: "lobby size (2 to 255)", Category: "GAME"},
				&cli.StringFlag{Name: "stake", Value: "0", Usage: "stake per player in wei", Category: "GAME"},
			}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, playCreate) },
		},
		{
			Name: "join", Usage: "join a lobby with two secret words",
			Flags: append([]cli.Flag{playGameFlag,
				&cli.StringFlag{Name: "words", Usage: "your two secret words, comma-separated (kept on this machine only)", Category: "GAME"},
			}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, playJoin) },
		},
		{
			Name: "run", Usage: "play a joined game until it ends (reveals are proven automatically)",
			Flags: append([]cli.Flag{playGameFlag,
				&cli.StringFlag{Name: "auto", Usage: "let a bot choose the guesses: info or random (default: ask on the terminal)", Category: "GAME"},
			}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, playRun) },
		},
		{
			Name: "board", Usage: "show what is known about every player's word", Flags: []cli.Flag{playManifestFlag, playGameFlag},
			Action: func(c *cli.Context) error { return withSession(c, false, playBoard) },
		},
	},
}

// session is what every play subcommand needs.
type session struct {
	c        *cli.Context
	ctx      context.Context
	backend  *ethclient.Client
	manifest *deploy.Manifest
	game     common.Address
	mover    client.Mover // nil for read-only subcommands
	owner    common.Address
	password string
	secrets  *client.Store
}

func withSession(c *cli.Context, needKey bool, fn func(*session) error) error {
	if c.NArg() > 0 {
		return usageError("%s takes no arguments, got %q", c.Command.Name, c.Args().First())
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
	if _, err := backend.ChainID(ctx); err != nil {
		return fmt.Errorf("chain at %s is not answering: %w", m.RPCURL, err)
	}
	s := &session{c: c, ctx: ctx, backend: backend, manifest: m, game: gameAddr}
	if needKey {
		key, err := readKey(c, playKeyFlag.Name, playKeystoreFlag.Name, playPasswordFlag.Name, "a player key")
		if err != nil {
			return err
		}
		s.owner = crypto.PubkeyToAddress(key.PublicKey)
		if p := c.String(playPasswordFlag.Name); p != "" {
			if s.password, err = readPassword(p); err != nil {
				return err
			}
		}
		if c.Bool(playDirectFlag.Name) {
			if s.mover, err = client.NewEOAMover(ctx, backend, key); err != nil {
				return err
			}
		} else if err := s.sessionMover(key); err != nil {
			return err
		}
	}
	return fn(s)
}

// sessionMover moves through the player's smart account with a session key
// kept in the secret store (a new one is granted on first use).
func (s *session) sessionMover(owner *ecdsa.PrivateKey) error {
	if s.manifest.RelayerURL == "" {
		return usageError("the manifest names no relayer: start one, or pass --direct")
	}
	valueCap, ok := new(big.Int).SetString(s.c.String(playStakeCapFlag.Name), 10)
	if !ok || valueCap.Sign() < 0 || valueCap.BitLen() > 96 {
		return usageError("--stake-cap must be a whole number of wei below 2^96")
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
	rc, err := relayerclient.Dial(s.ctx, s.manifest.RelayerURL)
	if err != nil {
		return fmt.Errorf("relayer at %s is not answering: %w", s.manifest.RelayerURL, err)
	}
	m, err := client.NewSessionMover(s.ctx, client.SessionConfig{
		Backend: s.backend, Relayer: rc, Factory: s.manifest.Contracts[deploy.ContractAccountFactory], Owner: owner,
		Targets: []common.Address{s.game}, ValueCap: valueCap, SessionKey: sessionKey,
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

func playAccount(s *session) error {
	bal, err := s.backend.BalanceAt(s.ctx, s.mover.Address(), nil)
	if err != nil {
		return err
	}
	w := s.c.App.Writer
	fmt.Fprintf(w, "owner key   %s\n", s.owner.Hex())
	fmt.Fprintf(w, "player      %s\n", s.mover.Address().Hex())
	fmt.Fprintf(w, "balance     %s wei (stakes are paid from it; gas is sponsored)\n", bal)
	return nil
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

func (s *session) agent(id *big.Int, strategy client.Strategy) (*client.Agent, *client.Dictionaries, error) {
	dicts, err := client.LoadDictionaries(5)
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
	a, err := client.NewAgent(s.ctx, client.AgentConfig{
		Backend: s.backend, Game: s.game, GameID: id, Mover: s.mover, Prover: pv, Dicts: dicts, Store: store, Strategy: strategy,
		OnMove: func(m client.Move) {
			fmt.Fprintf(s.c.App.Writer, "%s round %d: %s %s (gas %d, %v)\n", time.Now().Format("15:04:05"), m.Round, m.Action, m.Detail, m.GasUsed, m.Elapsed.Round(time.Millisecond))
		},
	})
	return a, dicts, err
}

var phaseNames = []string{"none", "lobby", "commit", "open", "reveal", "ended"}

func playLobbies(s *session) error {
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(s.backend, s.game)
	count, err := bind.Call(inst, &bind.CallOpts{Context: s.ctx}, wow.PackGameCount(), wow.UnpackGameCount)
	if err != nil {
		return err
	}
	w := s.c.App.Writer
	fmt.Fprintf(w, "%-5s %-7s %-7s %-8s %s\n", "game", "phase", "players", "round", "stake (wei)")
	for id := int64(1); id <= count.Int64(); id++ {
		info, err := bind.Call(inst, &bind.CallOpts{Context: s.ctx}, wow.PackGameInfo(big.NewInt(id)), wow.UnpackGameInfo)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%-5d %-7s %d/%-5d %-8d %s\n", id, phaseNames[info.Phase], info.PlayerCount, info.Settings.MaxPlayers, info.Round, info.Settings.Stake)
	}
	if count.Sign() == 0 {
		fmt.Fprintln(w, "(no lobbies yet: 'wordproof play create')")
	}
	return nil
}

func playCreate(s *session) error {
	n := s.c.Int("players")
	if n < 2 || n > 255 {
		return usageError("--players must be between 2 and 255, got %d", n)
	}
	stake, ok := new(big.Int).SetString(s.c.String("stake"), 10)
	if !ok || stake.Sign() < 0 || stake.BitLen() > 96 {
		return usageError("--stake must be a whole number of wei below 2^96, got %q", s.c.String("stake"))
	}
	id, err := client.CreateLobby(s.ctx, s.mover, s.game, client.DefaultSettings(n, stake))
	if err != nil {
		return err
	}
	fmt.Fprintf(s.c.App.Writer, "lobby %s created for %d players (stake %s wei)\n", id, n, stake)
	return nil
}

func playJoin(s *session) error {
	id, err := s.gameID()
	if err != nil {
		return err
	}
	words := strings.Split(strings.ToLower(strings.ReplaceAll(s.c.String("words"), " ", "")), ",")
	a, dicts, err := s.agent(id, nil)
	if err != nil {
		return err
	}
	if len(words) != client.SecretsPerPlayer {
		return usageError("--words takes %d comma-separated words; for example %s", client.SecretsPerPlayer, suggest(dicts))
	}
	for _, w := range words {
		if !dicts.Secrets.Contains(w) {
			return usageError("%q is not an allowed secret word (5 common letters-only words); try %s", w, suggest(dicts))
		}
	}
	if err := a.Join(s.ctx, words); err != nil {
		return err
	}
	fmt.Fprintf(s.c.App.Writer, "joined game %s; your words are stored encrypted on this machine. Next: wordproof play run --game %s\n", id, id)
	return nil
}

func suggest(d *client.Dictionaries) string {
	var out []string
	for i := 0; i < 3; i++ {
		out = append(out, d.Secrets.Word(int(time.Now().UnixNano()+int64(i*7919))%d.Secrets.Len()))
	}
	return strings.Join(out, ", ")
}

func playRun(s *session) error {
	id, err := s.gameID()
	if err != nil {
		return err
	}
	var strategy client.Strategy
	dicts, err := client.LoadDictionaries(5)
	if err != nil {
		return err
	}
	switch auto := s.c.String("auto"); auto {
	case "":
		strategy = &promptStrategy{in: bufio.NewReader(s.c.App.Reader), out: s.c.App.Writer, dicts: dicts}
	case "info":
		strategy = client.NewInfoStrategy(dicts, uint64(time.Now().UnixNano()))
	case "random":
		strategy = client.NewRandomStrategy(dicts, uint64(time.Now().UnixNano()))
	default:
		return usageError("--auto must be info or random, got %q", auto)
	}
	a, _, err := s.agent(id, strategy)
	if err != nil {
		return err
	}
	fmt.Fprintf(s.c.App.Writer, "playing game %s as %s; Ctrl-C stops (run again to resume)\n", id, a.Address())
	if err := a.Run(s.ctx); err != nil {
		return err
	}
	p, err := a.PlayerInfo(s.ctx, a.Address())
	if err != nil {
		return err
	}
	fmt.Fprintf(s.c.App.Writer, "game %s over: your score %d\n", id, p.Score)
	return printBoard(s, id)
}

func playBoard(s *session) error {
	id, err := s.gameID()
	if err != nil {
		return err
	}
	return printBoard(s, id)
}

func printBoard(s *session, id *big.Int) error {
	dicts, err := client.LoadDictionaries(5)
	if err != nil {
		return err
	}
	h, err := client.ReadHistory(s.ctx, s.backend, s.game, id)
	if err != nil {
		return err
	}
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(s.backend, s.game)
	w := s.c.App.Writer
	for _, p := range h.Players {
		info, err := bind.Call(inst, &bind.CallOpts{Context: s.ctx}, wow.PackPlayerInfo(id, p), wow.UnpackPlayerInfo)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s  score %d  word %d  %s\n", p.Hex(), info.Score, info.ActiveSecret+1, []string{"playing", "out (solved)", "out (forfeit)"}[info.Status])
		var rows []string
		for _, r := range h.Reveals {
			if r.Target != p {
				continue
			}
			for i := range r.Attackers {
				guess := dicts.Unpack(h.Guesses[client.GuessKey{Round: r.Round, Player: h.Attackers(r)[i]}])
				rows = append(rows, fmt.Sprintf("  r%-3d word %d  %s", r.Round, r.SecretIndex+1, colourWord(guess, client.UnpackColours(r.Colours[i], dicts.Length))))
			}
		}
		sort.Strings(rows)
		for _, row := range rows {
			fmt.Fprintln(w, row)
		}
	}
	return nil
}

// colourWord prints a guess with ANSI colours and, so that colour is never
// the only signal, the G/Y/. pattern beside it.
func colourWord(word string, colours []game.Color) string {
	var b strings.Builder
	for i, c := range colours {
		code := "100" // grey background
		switch c {
		case game.Green:
			code = "42"
		case game.Yellow:
			code = "43"
		}
		fmt.Fprintf(&b, "\x1b[30;%sm %c \x1b[0m", code, word[i]-'a'+'A')
	}
	return b.String() + "  " + game.Pattern(colours)
}

// promptStrategy asks the player for each guess, after showing the targets.
type promptStrategy struct {
	in    *bufio.Reader
	out   io.Writer
	dicts *client.Dictionaries
}

func (p *promptStrategy) Guess(ctx context.Context, v client.View) (string, error) {
	fmt.Fprintf(p.out, "\nround %d: your targets\n", v.Round)
	for _, t := range v.Targets {
		fmt.Fprintf(p.out, "  %s (word %d)\n", t.Player.Hex(), t.Secret+1)
		for _, o := range t.Observations {
			fmt.Fprintf(p.out, "    %s\n", colourWord(o.Guess, o.Colours))
		}
	}
	for {
		fmt.Fprint(p.out, "your guess: ")
		line, err := p.in.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("no guess: %w", err)
		}
		g := strings.ToLower(strings.TrimSpace(line))
		if p.dicts.Guesses.Contains(g) {
			return g, nil
		}
		fmt.Fprintf(p.out, "%q is not in the %d-word guess dictionary; try again\n", g, p.dicts.Guesses.Len())
	}
}
