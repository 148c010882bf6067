package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/indexer"
)

const indexerCategory = "INDEXER"

var (
	indexerManifestFlag = &cli.StringFlag{
		Name:      "manifest",
		Usage:     "deployment manifest of the chain to index (required)",
		EnvVars:   []string{"WORDPROOF_MANIFEST"},
		TakesFile: true,
		Category:  chainCategory,
	}
	indexerRPCFlag = &cli.StringFlag{
		Name:     "rpc",
		Usage:    "JSON-RPC URL of the chain (default: the manifest's rpcUrl)",
		EnvVars:  []string{"WORDPROOF_RPC"},
		Category: chainCategory,
	}
	indexerDBFlag = &cli.StringFlag{
		Name:     "db",
		Usage:    "the store: sqlite:PATH (embedded, the default) or postgres://USER@HOST:PORT/DB",
		Value:    "sqlite:.wordproof/index.db",
		EnvVars:  []string{"WORDPROOF_INDEXER_DB"},
		Category: indexerCategory,
	}
	indexerListenFlag = &cli.StringFlag{
		Name:     "listen",
		Usage:    "address the HTTP JSON API listens on",
		Value:    "127.0.0.1:8560",
		EnvVars:  []string{"WORDPROOF_INDEXER_LISTEN"},
		Category: indexerCategory,
	}
	indexerPollFlag = &cli.DurationFlag{
		Name:     "poll",
		Usage:    "how often to ask the chain for a new block once at its head",
		Value:    time.Second,
		Category: indexerCategory,
	}
)

var indexerCommand = &cli.Command{
	Name:      "indexer",
	Usage:     "follow the chain into a database and serve leaderboards, ladders and statistics over HTTP",
	ArgsUsage: " ",
	Description: `Follows the chain of a deployment (--manifest) from its deployment block:
Worth of Words games (replayed through the rules engine as they end), the
duel platform's matches, ratings and coins, and Worduel Blitz's guesses and
solves. Each block's rows and the cursor commit in one transaction, so a
crash loses nothing; a reorg (a block whose parent is not the stored hash) is
rolled back with its rows before indexing goes on.

The store is embedded SQLite by default (--db sqlite:PATH, no cgo), or
PostgreSQL for operators (--db postgres://...). The HTTP JSON API
(docs/api.md) listens on --listen under /v1/: leaderboards per game and
period, Worduel's MMR ladder, player profiles, match and game history,
statistics and achievements. 'wordproof leaderboard' and 'wordproof stats'
read it. Runs until Ctrl-C.`,
	Flags: []cli.Flag{indexerManifestFlag, indexerRPCFlag, indexerDBFlag, indexerListenFlag, indexerPollFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("indexer takes no arguments, got %q", c.Args().First())
		}
		if c.String(indexerManifestFlag.Name) == "" {
			return usageError("--manifest is required")
		}
		m, err := deploy.ReadManifest(c.String(indexerManifestFlag.Name))
		if err != nil {
			return usageError("--manifest: %v", err)
		}
		rpcURL := c.String(indexerRPCFlag.Name)
		if rpcURL == "" {
			rpcURL = m.RPCURL
		}
		ctx, force, stop := serviceContext(c.Context)
		defer stop()
		backend, err := ethclient.DialContext(ctx, rpcURL)
		if err != nil {
			return fmt.Errorf("indexer: dialing %s: %w", rpcURL, err)
		}
		defer backend.Close()
		store, err := indexer.Open(ctx, c.String(indexerDBFlag.Name))
		if errors.Is(err, indexer.ErrBadDB) {
			return usageError("--db: %v", err)
		}
		if err != nil {
			return fmt.Errorf("indexer: %w", err)
		}
		defer store.Close()
		ln, err := net.Listen("tcp", c.String(indexerListenFlag.Name))
		if err != nil {
			return usageError("--listen: %v", err)
		}
		srv := &http.Server{Handler: (&indexer.API{Store: store}).Handler(), ReadHeaderTimeout: 10 * time.Second}
		go func() { _ = srv.Serve(ln) }()
		defer func() {
			sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = srv.Shutdown(sctx)
		}()
		fmt.Fprintf(c.App.Writer, "indexer: serving http://%s/v1/ from %s\n", ln.Addr(), describeDB(c.String(indexerDBFlag.Name)))
		f := &indexer.Follower{
			Headers: backend, Reader: &indexer.ChainReader{Chain: backend, Contracts: indexer.ContractsOf(m)}, Store: store,
			From: m.DeploymentBlock, Poll: c.Duration(indexerPollFlag.Name),
			Log: func(format string, args ...any) { fmt.Fprintf(c.App.Writer, "indexer: "+format+"\n", args...) },
		}
		done := make(chan error, 1)
		go func() { done <- f.Run(ctx) }()
		select {
		case err = <-done:
		case <-force:
			return errors.New("indexer: forced exit")
		}
		if ctx.Err() != nil {
			fmt.Fprintln(c.App.Writer, "indexer: stopping")
			return nil
		}
		return fmt.Errorf("indexer: %w", err)
	},
}

// describeDB names the store without a password.
func describeDB(addr string) string {
	if u, err := url.Parse(addr); err == nil && u.User != nil {
		u.User = nil
		return u.String()
	}
	return addr
}
