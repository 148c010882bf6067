package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/amount"
	bhouse "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/client/tictactoe"
	"github.com/wordproof/wordproof/deploy"
	tttwire "github.com/wordproof/wordproof/game/tictactoe/wire"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

var (
	houseBondFlag  = &cli.StringFlag{Name: "bond", Usage: "ETH to bond (at least the registry's minimum)", Required: true, Category: "HOUSE"}
	houseURLFlag   = &cli.StringFlag{Name: "url", Usage: "http(s) URL of the house's service, where players reach its agent", Required: true, Category: "HOUSE"}
	houseAddrFlag  = &cli.StringFlag{Name: "house", Usage: "the house to show (default: the key's address)", Category: "HOUSE"}
	houseStoreFlag = &cli.StringFlag{
		Name: "store", Usage: "the house's encrypted seed store (default ~/.wordproof/house-<address>.json)", EnvVars: []string{"WORDPROOF_HOUSE_STORE"}, Category: "HOUSE",
	}
	housePollFlag = &cli.DurationFlag{Name: "poll", Value: 250 * time.Millisecond, Usage: "how often the agent reads the chain (10ms to 1m)", Category: "HOUSE"}
	houseFlags    = []cli.Flag{playManifestFlag, playKeyFlag, playKeystoreFlag, playPasswordFlag, playJSONFlag}
)

var houseCommand = &cli.Command{
	Name:  "house",
	Usage: "run a bonded house: register with a bond, serve its games, show it, leave and withdraw the bond",
	Description: `A house holds the secrets of games that no player may know (Worduel Best
of 3, Wordle-Tac-Toe, Puzloc). It registers with an ETH bond, a BabyJubJub
public key and the URL of its service in the HouseRegistry of the manifest's
deployment; games draw their house at random among the registered ones, never
a player of the game. A house that misses an answer deadline pays the players
from its bond. See docs/house.md.

The house sends plain transactions from its own key (--key or --keystore); its
BabyJubJub key is derived from that key, so there is one secret to keep.

  wordproof house register --bond 1 --url https://house.example
  wordproof house status                  # bond, open games, exit, credits
  wordproof house topup --bond 0.5        # add to the bond
  wordproof house exit                    # no new games; starts the exit delay
  wordproof house withdraw                # the bond back, once the delay passed
  wordproof house run                     # serve the games the house is drawn for

'house run' is the house's agent: it serves every Worduel Best of 3 match the
registry assigns to the house (found from the deployment block on), commits a
fresh seed per match with the players' key proofs, answers every hidden guess
with a proof (or refuses a ciphertext that opens to no word), tallies the
rounds nobody solved, publishes the seed once a match is settled and releases
a match the platform settled without it. It prints one line per action. Each
seed is written to the encrypted store (--store; its passphrase is derived
from the house key) before its commitment is sent: Ctrl-C stops at once (exit
130) and running the command again resumes every open match from the chain
and the store. A house that misses a deadline pays the players from its bond.`,
	Subcommands: []*cli.Command{
		{
			Name: "register", Usage: "register the key as a house with a bond and a service URL",
			Flags:  append([]cli.Flag{houseBondFlag, houseURLFlag}, houseFlags...),
			Action: func(c *cli.Context) error { return withHouse(c, true, houseRegister) },
		},
		{
			Name: "topup", Usage: "add ETH to the house's bond",
			Flags:  append([]cli.Flag{houseBondFlag}, houseFlags...),
			Action: func(c *cli.Context) error { return withHouse(c, true, houseTopUp) },
		},
		{
			Name: "status", Usage: "show a house: bond, whether it is drawn, open games, exit and credits",
			Flags:  append([]cli.Flag{houseAddrFlag}, houseFlags...),
			Action: func(c *cli.Context) error { return withHouse(c, !c.IsSet(houseAddrFlag.Name), houseStatusCmd) },
		},
		{
			Name: "run", Usage: "serve every game the house is drawn for: commit seeds, answer guesses with proofs, tally, reveal",
			Flags:  append([]cli.Flag{houseStoreFlag, housePollFlag}, houseFlags...),
			Action: func(c *cli.Context) error { return withHouse(c, true, houseRun) },
		},
		{
			Name: "exit", Usage: "stop being drawn for new games and start the exit delay",
			Flags:  houseFlags,
			Action: func(c *cli.Context) error { return withHouse(c, true, houseExit) },
		},
		{
			Name: "withdraw", Usage: "take the bond back once no game is open and the exit delay has passed",
			Flags:  houseFlags,
			Action: func(c *cli.Context) error { return withHouse(c, true, houseWithdraw) },
		},
	},
}

// houseSession is what every house subcommand needs.
type houseSession struct {
	c        *cli.Context
	ctx      context.Context
	backend  *ethclient.Client
	manifest *deploy.Manifest
	registry common.Address
	bind     *bhouse.HouseRegistry
	out      *printer
	key      *ecdsa.PrivateKey // nil for a read-only status of another house
	mover    *client.EOAMover
	address  common.Address // the house shown or moved
}

func withHouse(c *cli.Context, needKey bool, fn func(*houseSession) error) error {
	if c.NArg() > 0 {
		return usageError("%s takes no arguments, got %q", c.Command.Name, c.Args().First())
	}
	m, err := deploy.ReadManifest(c.String(playManifestFlag.Name))
	if err != nil {
		return usageError("manifest: %v (start 'wordproof devnet' or pass --manifest)", err)
	}
	registry, err := m.Address(deploy.ContractHouseRegistry)
	if err != nil {
		return usageError("%v: the deployment has no house registry (redeploy with 'wordproof deploy')", err)
	}
	hs := &houseSession{c: c, manifest: m, registry: registry, bind: bhouse.NewHouseRegistry(), out: newPrinter(c)}
	if a := c.String(houseAddrFlag.Name); a != "" {
		if !common.IsHexAddress(a) {
			return usageError("--house: %q is not an address", a)
		}
		hs.address = common.HexToAddress(a)
	}
	if needKey {
		if hs.key, err = readKey(c, playKeyFlag.Name, playKeystoreFlag.Name, playPasswordFlag.Name, "the house key"); err != nil {
			return err
		}
		hs.address = crypto.PubkeyToAddress(hs.key.PublicKey)
	}
	ctx, stop := signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
	defer stop()
	hs.ctx = ctx
	if hs.backend, err = ethclient.DialContext(ctx, m.RPCURL); err != nil {
		return fmt.Errorf("connect to %s: %w", m.RPCURL, err)
	}
	defer hs.backend.Close()
	if hs.key != nil {
		if hs.mover, err = client.NewEOAMover(ctx, hs.backend, hs.key); err != nil {
			return err
		}
	}
	return fn(hs)
}

// houseState is what 'house status' prints, and the state the other house
// commands print after they move. Amounts are wei as decimal strings, as
// every --json output writes them.
type houseState struct {
	House       common.Address `json:"house"`
	Registered  bool           `json:"registered"`
	Active      bool           `json:"active"` // drawn for new games
	Bond        string         `json:"bond"`
	MinBond     string         `json:"minBond"`
	OpenGames   uint32         `json:"openGames"`
	ExitAt      int64          `json:"exitAt,omitempty"`      // unix seconds it asked to leave
	ExitReadyAt int64          `json:"exitReadyAt,omitempty"` // unix seconds it may withdraw (once no game is open)
	Credit      string         `json:"credit"`                // compensation this address may collect
	URL         string         `json:"url,omitempty"`
	PubKeyX     string         `json:"pubKeyX,omitempty"`
	PubKeyY     string         `json:"pubKeyY,omitempty"`

	bond, minBond, credit *big.Int
}

func (hs *houseSession) read() (houseState, error) {
	st := houseState{House: hs.address}
	inst := hs.bind.Instance(hs.backend, hs.registry)
	opts := &bind.CallOpts{Context: hs.ctx}
	h, err := bind.Call(inst, opts, hs.bind.PackHouseOf(hs.address), hs.bind.UnpackHouseOf)
	if err != nil {
		return st, fmt.Errorf("read house %s: %w", hs.address, client.DecodeRevert(err))
	}
	if st.Active, err = bind.Call(inst, opts, hs.bind.PackIsActive(hs.address), hs.bind.UnpackIsActive); err != nil {
		return st, err
	}
	if st.minBond, err = bind.Call(inst, opts, hs.bind.PackMINBOND(), hs.bind.UnpackMINBOND); err != nil {
		return st, err
	}
	if st.credit, err = bind.Call(inst, opts, hs.bind.PackCreditOf(hs.address), hs.bind.UnpackCreditOf); err != nil {
		return st, err
	}
	ready, err := bind.Call(inst, opts, hs.bind.PackExitReadyAt(hs.address), hs.bind.UnpackExitReadyAt)
	if err != nil {
		return st, err
	}
	st.Registered = h.RegisteredBlock != 0
	st.bond, st.OpenGames, st.ExitAt, st.ExitReadyAt = h.Bond, h.OpenGames, h.ExitAt.Int64(), ready.Int64()
	st.Bond, st.MinBond, st.Credit = wei(st.bond), wei(st.minBond), wei(st.credit)
	if st.Registered {
		st.URL, st.PubKeyX, st.PubKeyY = h.Url, h.PubKeyX.String(), h.PubKeyY.String()
	}
	return st, nil
}

func (hs *houseSession) print(st houseState, extra map[string]any) error {
	if hs.out.json {
		v := map[string]any{"house": st}
		for k, x := range extra {
			v[k] = x
		}
		return hs.out.emit(v)
	}
	hs.out.line("house     %s", st.House.Hex())
	if !st.Registered {
		hs.out.line("status    not registered (minimum bond %s)", amount.FormatETH(st.minBond))
	} else {
		state := "active: drawn for new games"
		switch {
		case st.ExitAt != 0:
			state = "leaving: not drawn for new games"
		case !st.Active:
			state = "inactive: the bond is below the minimum (top it up)"
		}
		hs.out.line("status    %s", state)
		hs.out.line("bond      %s (minimum %s)", amount.FormatETH(st.bond), amount.FormatETH(st.minBond))
		hs.out.line("games     %d open", st.OpenGames)
		hs.out.line("service   %s", st.URL)
		hs.out.line("key       (%s, %s)", st.PubKeyX, st.PubKeyY)
		if st.ExitAt != 0 {
			ready := time.Unix(st.ExitReadyAt, 0).UTC().Format(time.RFC3339)
			if st.OpenGames > 0 {
				hs.out.line("exit      asked; withdraw once its %d open game(s) end and the exit delay has passed since (not before %s)", st.OpenGames, ready)
			} else {
				hs.out.line("exit      asked; withdraw from %s", ready)
			}
		}
	}
	if st.credit.Sign() > 0 {
		hs.out.line("credit    %s of compensation to collect", amount.FormatETH(st.credit))
	}
	return nil
}

func parseBond(c *cli.Context) (*big.Int, error) {
	v, err := amount.ParseETH(c.String(houseBondFlag.Name))
	if err != nil || v.Sign() <= 0 {
		return nil, usageError("--bond: %q is not a positive amount of ETH", c.String(houseBondFlag.Name))
	}
	return v, nil
}

func houseRegister(hs *houseSession) error {
	bond, err := parseBond(hs.c)
	if err != nil {
		return err
	}
	raw := hs.c.String(houseURLFlag.Name)
	if u, err := url.Parse(raw); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return usageError("--url: %q is not an http(s) URL", raw)
	}
	x, y := house.DeriveKey(hs.key).Public()
	if _, err := hs.mover.Send(hs.ctx, hs.registry, hs.bind.PackRegister(x, y, raw), bond); err != nil {
		return fmt.Errorf("register the house: %w", err)
	}
	st, err := hs.read()
	if err != nil {
		return err
	}
	hs.out.line("registered with a bond of %s", amount.FormatETH(bond))
	return hs.print(st, map[string]any{"registered": map[string]any{"bond": wei(bond)}})
}

func houseTopUp(hs *houseSession) error {
	bond, err := parseBond(hs.c)
	if err != nil {
		return err
	}
	if _, err := hs.mover.Send(hs.ctx, hs.registry, hs.bind.PackTopUp(), bond); err != nil {
		return fmt.Errorf("top up the bond: %w", err)
	}
	st, err := hs.read()
	if err != nil {
		return err
	}
	hs.out.line("added %s to the bond", amount.FormatETH(bond))
	return hs.print(st, map[string]any{"toppedUp": wei(bond)})
}

func houseStatusCmd(hs *houseSession) error {
	st, err := hs.read()
	if err != nil {
		return err
	}
	return hs.print(st, nil)
}

func houseExit(hs *houseSession) error {
	if _, err := hs.mover.Send(hs.ctx, hs.registry, hs.bind.PackRequestExit(), nil); err != nil {
		return fmt.Errorf("ask to leave: %w", err)
	}
	st, err := hs.read()
	if err != nil {
		return err
	}
	hs.out.line("asked to leave: no new games are drawn for this house")
	return hs.print(st, map[string]any{"exit": map[string]any{"readyAt": st.ExitReadyAt}})
}

func houseWithdraw(hs *houseSession) error {
	before, err := hs.read()
	if err != nil {
		return err
	}
	if _, err := hs.mover.Send(hs.ctx, hs.registry, hs.bind.PackWithdraw(), nil); err != nil {
		return fmt.Errorf("withdraw the bond: %w", err)
	}
	st, err := hs.read()
	if err != nil {
		return err
	}
	hs.out.line("withdrew the bond of %s; the key is no longer a house", amount.FormatETH(before.bond))
	return hs.print(st, map[string]any{"withdrawn": wei(before.bond)})
}

// houseStoreDomain separates the store's passphrase, derived from the house
// key, from the house's BabyJubJub key derived from the same key.
const houseStoreDomain = "wordproof/house-store/v1"

func houseRun(hs *houseSession) error {
	poll := hs.c.Duration(housePollFlag.Name)
	if poll < 10*time.Millisecond || poll > time.Minute {
		return usageError("--poll: %s is not between 10ms and 1m", poll)
	}
	bo3, err := hs.manifest.Address(deploy.ContractWorduelBo3)
	if err != nil {
		return usageError("%v: the deployment has no Best of 3 mode (redeploy with 'wordproof deploy')", err)
	}
	platform, err := hs.manifest.Address(deploy.ContractDuelPlatform)
	if err != nil {
		return usageError("%v: the deployment has no duel platform", err)
	}
	st, err := hs.read()
	if err != nil {
		return err
	}
	key := house.DeriveKey(hs.key)
	x, y := key.Public()
	switch {
	case !st.Registered:
		return fmt.Errorf("%s is not a registered house: 'wordproof house register' first", hs.address.Hex())
	case st.PubKeyX != x.String() || st.PubKeyY != y.String():
		return fmt.Errorf("house %s registered another BabyJubJub key than this key derives: leave and register again", hs.address.Hex())
	}
	path := hs.c.String(houseStoreFlag.Name)
	if path == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return err
		}
		path = filepath.Join(home, ".wordproof", "house-"+hs.address.Hex()+".json")
	}
	pass := crypto.Keccak256Hash([]byte(houseStoreDomain), crypto.FromECDSA(hs.key))
	store, err := client.OpenStore(path, pass.Hex())
	if err != nil {
		return fmt.Errorf("house store %s: %w", path, err)
	}
	dicts, err := wire.LoadDictionaries(5)
	if err != nil {
		return err
	}
	pv, err := prover.New(prover.DefaultConfig())
	if err != nil {
		return err
	}
	agent, err := house.NewAgent(hs.ctx, house.AgentConfig{
		Mover: hs.mover, Backend: hs.backend, Key: key, Bo3: bo3, Registry: hs.registry, Platform: platform,
		Store: store, Dicts: dicts, Prover: pv, FromBlock: hs.manifest.DeploymentBlock, Poll: poll,
		Log: func(format string, args ...any) {
			hs.out.line("%s %s", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
		},
		OnAction: func(a house.Action) {
			if hs.out.json {
				_ = hs.out.emit(map[string]any{"event": "action", "action": a.Kind, "match": a.Match.String(), "player": a.Player,
					"round": a.Round, "try": a.Try, "solved": a.Solved, "gas": a.Gas, "block": a.Block, "provingMs": a.Proving.Milliseconds()})
			}
		},
	})
	if err != nil {
		return err
	}
	hs.out.line("house %s serves Best of 3 at %s (store %s); Ctrl-C stops", hs.address.Hex(), bo3.Hex(), path)
	run := []func(context.Context) error{agent.Run}
	if tttHouse, err := houseTtt(hs, store, pv, poll); err != nil {
		return err
	} else if tttHouse != nil {
		run = append(run, tttHouse.Run)
	}
	if err := runAll(hs.ctx, run...); err != nil && hs.ctx.Err() == nil {
		return err
	}
	return cli.Exit("interrupted; every open match goes on: run the same command to resume (the seeds are in the store)", exitInterrupted)
}

// houseTtt returns the house's Wordle-Tac-Toe service when the deployment
// has the mode (nil when it has not), over the same store and prover.
func houseTtt(hs *houseSession, store *client.Store, pv *prover.Prover, poll time.Duration) (*tictactoe.House, error) {
	addr, err := hs.manifest.Address(deploy.ContractWordleTacToe)
	if err != nil {
		return nil, nil //nolint:nilerr // a deployment without the mode: Best of 3 only
	}
	platform, err := hs.manifest.Address(deploy.ContractDuelPlatform)
	if err != nil {
		return nil, usageError("%v: the deployment has no duel platform", err)
	}
	dicts, err := tttwire.LoadSet()
	if err != nil {
		return nil, err
	}
	h, err := tictactoe.NewHouse(hs.ctx, tictactoe.HouseConfig{
		Mover: hs.mover, Backend: hs.backend, Ttt: addr, Registry: hs.registry, Platform: platform,
		Store: store, Dicts: dicts, Prover: pv, FromBlock: hs.manifest.DeploymentBlock, Poll: poll,
		Log: func(format string, args ...any) {
			hs.out.line("%s ttt: %s", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
		},
		OnAction: func(a tictactoe.HouseAction) {
			if hs.out.json {
				_ = hs.out.emit(map[string]any{"event": "action", "game": "ttt", "action": a.Kind, "match": a.Match.String(),
					"bout": a.Bout, "cell": a.Cell, "word": a.Word, "solved": a.Solved, "gas": a.Gas, "block": a.Block,
					"provingMs": a.Proving.Milliseconds()})
			}
		},
	})
	if err != nil {
		return nil, err
	}
	hs.out.line("house %s serves Wordle-Tac-Toe at %s", hs.address.Hex(), addr.Hex())
	return h, nil
}

// runAll runs every service until ctx ends or one fails, and returns the
// first error.
func runAll(ctx context.Context, run ...func(context.Context) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make(chan error, len(run))
	for _, r := range run {
		go func() { errs <- r(ctx) }()
	}
	err := <-errs
	cancel()
	for range len(run) - 1 {
		if e := <-errs; err == nil || errors.Is(err, context.Canceled) {
			err = e // the first failure, not the others' cancellation
		}
	}
	return err
}
