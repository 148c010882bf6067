// Command wordproof is the single Wordproof binary: the demo, the devnet, the
// relayer, the player client, the prover, the auditor and the rules engine,
// each behind a subcommand.
//
// Exit codes: 0 success, 1 failure (an operation that could not complete),
// 2 bad usage (a one-line reason on stderr).
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"
)

// Set by the linker: -ldflags "-X main.gitCommit=... -X main.gitDate=...".
var (
	gitCommit = ""
	gitDate   = ""
)

const (
	exitFailure = 1
	exitUsage   = 2
)

// commands lists every subcommand; each lives in its own file.
func commands() []*cli.Command {
	return []*cli.Command{
		demoCommand,
		auditCommand,
		benchCommand,
		playCommand,
		duelCommand,
		pokerCommand,
		puzlocCommand,
		houseCommand,
		indexerCommand,
		leaderboardCommand,
		statsCommand,
		achievementsCommand,
		webCommand,
		devnetCommand,
		deployCommand,
		relayerCommand,
		wordsCommand,
		rulesCommand,
		keysCommand,
		proveCommand,
		verifyCommand,
		docsCommand,
	}
}

func newApp(stdout, stderr io.Writer) *cli.App {
	version := "dev"
	if gitCommit != "" {
		version = gitCommit
		if gitDate != "" {
			version += "-" + gitDate
		}
	}
	app := &cli.App{
		Name:                 "wordproof",
		Usage:                "trustless on-chain word games with zero-knowledge proofs",
		Version:              version,
		Commands:             commands(),
		EnableBashCompletion: true,
		Writer:               stdout,
		ErrWriter:            stderr,
		OnUsageError:         onUsageError,
		CommandNotFound: func(c *cli.Context, name string) {
			// Reported by run, which sees the returned error.
		},
		ExitErrHandler: func(*cli.Context, error) {}, // main decides the exit code
	}
	for _, cmd := range app.Commands {
		setUsageErrorHandler(cmd)
	}
	return app
}

// setUsageErrorHandler makes flag errors in every subcommand exit 2.
func setUsageErrorHandler(cmd *cli.Command) {
	cmd.OnUsageError = onUsageError
	for _, sub := range cmd.Subcommands {
		setUsageErrorHandler(sub)
	}
}

func onUsageError(_ *cli.Context, err error, _ bool) error {
	return usageError("%v", err)
}

// usageError returns an error that makes the binary exit 2 with the message.
func usageError(format string, args ...any) error {
	return cli.Exit(fmt.Sprintf(format, args...), exitUsage)
}

// run executes the app and returns the process exit code, printing any error
// as one line on stderr.
func run(args []string, stdout, stderr io.Writer) int {
	app := newApp(stdout, stderr)
	if len(args) > 1 && !isKnownCommand(app, args[1]) {
		fmt.Fprintf(stderr, "wordproof: unknown command %q (see 'wordproof --help')\n", args[1])
		return exitUsage
	}
	err := app.Run(args)
	if err == nil {
		return 0
	}
	code := exitFailure
	var coder cli.ExitCoder
	switch {
	case errors.As(err, &coder):
		code = coder.ExitCode()
	case strings.HasPrefix(err.Error(), "Required flag"):
		// urfave/cli's missing required flags (its error type is unexported):
		// bad usage like any other
		code = exitUsage
	}
	if msg := err.Error(); msg != "" {
		fmt.Fprintf(stderr, "wordproof: %s\n", msg)
	}
	return code
}

func isKnownCommand(app *cli.App, name string) bool {
	if len(name) > 0 && name[0] == '-' {
		return true // a global flag; the app parses it
	}
	for _, c := range app.Commands {
		if c.HasName(name) {
			return true
		}
	}
	return name == "help" || name == "h"
}

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}
