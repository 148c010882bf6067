package main

import (
	"crypto/ecdsa"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/web"
)

var (
	webAddrFlag = &cli.StringFlag{
		Name: "web.addr", Value: web.DefaultAddr, Usage: "listen address of the web client (loopback only; port 0 picks a free port)",
		EnvVars: []string{"WORDPROOF_WEB_ADDR"}, Category: "WEB",
	}
	webStoreFlag = &cli.StringFlag{
		Name: "store", Usage: "encrypted secret store (default ~/.wordproof/web-secrets.json)", Category: "PLAYER",
	}
	webDappFlag = &cli.StringFlag{
		Name: "web.dapp", Usage: "directory of the static web client built by scripts/build-dapp, served under /dapp/ (scripts/wordproof web builds it)",
		EnvVars: []string{"WORDPROOF_DAPP"}, Category: "WEB",
	}
	webKeyFlag = &cli.StringFlag{
		Name: "key", Usage: "play with this hex private key (plain transactions) instead of a browser wallet", EnvVars: []string{"WORDPROOF_KEY"}, Category: "PLAYER",
	}
)

var webCommand = &cli.Command{
	Name:  "web",
	Usage: "play Worth of Words in the browser (serves the web client on loopback)",
	Description: `Serves the web client on loopback (default http://127.0.0.1:8550/) for the chain of
--manifest (default .wordproof/devnet.json, written by 'wordproof devnet').

The page asks the browser wallet (EIP-1193, such as MetaMask) for the owner
address and one EIP-712 signature that grants a session key to this process;
after that every move is a user operation signed by the session key and
sponsored by the relayer, with no wallet prompt. Secret words, salts and the
session key stay in this process and in the encrypted store (--store,
encrypted with the first line of --password). With --key the player is a
plain key instead and the wallet is not used.

With --web.dapp DIR (set by scripts/wordproof, which runs scripts/build-dapp)
it also serves the static web client under /dapp/: the same pages any static
host can serve, proving in the browser, with this deployment as
/dapp/deployment.json. Its game page, /dapp/wow/, needs no local process: the
game runs in the browser and talks to the chain and the relayer directly.

Worduel training, offline practice with no wallet, coins or MMR, is the page
/worduel/train.html (?seed=N replays a word, as 'duel train --seed N').

The leaderboards (/boards/, with daily, weekly, monthly and all-time tabs)
and the players' profiles (/profile/?player=0x...: statistics, streaks,
achievements, a chart of the attempts of their wins) read the indexer at
--indexer ('wordproof indexer'), which this process passes on under
/indexer/v1/.

  wordproof devnet &
  wordproof web --password pw          # then open http://127.0.0.1:8550/`,
	Flags: []cli.Flag{webAddrFlag, webDappFlag, playManifestFlag, playPasswordFlag, webStoreFlag, webKeyFlag, indexerURLFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("web takes no arguments, got %q", c.Args().First())
		}
		m, err := deploy.ReadManifest(c.String(playManifestFlag.Name))
		if err != nil {
			return usageError("manifest: %v (start 'wordproof devnet' or pass --manifest)", err)
		}
		if c.String(playPasswordFlag.Name) == "" {
			return usageError("--password FILE is required: it encrypts your secret words")
		}
		password, err := readPassword(c.String(playPasswordFlag.Name))
		if err != nil {
			return err
		}
		store := c.String(webStoreFlag.Name)
		if store == "" {
			home, err := os.UserHomeDir()
			if err != nil {
				return err
			}
			store = filepath.Join(home, ".wordproof", "web-secrets.json")
		}
		dapp := c.String(webDappFlag.Name)
		if dapp != "" {
			if _, err := os.Stat(filepath.Join(dapp, "prover.wasm")); err != nil {
				return usageError("--web.dapp %s holds no built client (run scripts/build-dapp %s): %v", dapp, dapp, err)
			}
		}
		var key *ecdsa.PrivateKey
		if k := c.String(webKeyFlag.Name); k != "" {
			if key, err = crypto.HexToECDSA(trim0x(k)); err != nil {
				return usageError("--key is not a hex private key: %v", err)
			}
		}
		ctx, stop := signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
		defer stop()
		srv, err := web.New(ctx, web.Config{
			Addr: c.String(webAddrFlag.Name), Manifest: m, StorePath: store, Passphrase: password, Key: key, Dapp: dapp,
			Indexer: c.String(indexerURLFlag.Name),
			Logger:  slog.New(slog.NewTextHandler(c.App.ErrWriter, &slog.HandlerOptions{Level: slog.LevelWarn})),
		})
		if err != nil {
			return err
		}
		if err := srv.Start(ctx); err != nil {
			return err
		}
		fmt.Fprintf(c.App.Writer, "web client at %s (chain %d); press Ctrl-C to stop\n", srv.URL(), m.ChainID)
		if dapp != "" {
			fmt.Fprintf(c.App.Writer, "static client (prover in the browser) at %sdapp/\n", srv.URL())
		}
		<-ctx.Done()
		fmt.Fprintln(c.App.Writer, "stopping the web client")
		return srv.Stop()
	},
}
