// Package anvil runs the pinned anvil binary (Foundry's dev chain, installed
// from npm by scripts/bootstrap) as a child process on a free loopback port,
// so tests and tools can check that what works on the embedded devnet works
// on another client too.
package anvil

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"time"

	"github.com/wordproof/wordproof/internal/forge"
)

// ErrNotInstalled is returned by Start when the anvil binary is missing.
var ErrNotInstalled = errors.New("anvil not installed: run scripts/bootstrap")

// ErrNoListenAddress is returned by Start when anvil exits or times out before
// it reports the address it listens on.
var ErrNoListenAddress = errors.New("anvil did not start listening")

// DefaultChainID is anvil's default chain id.
const DefaultChainID uint64 = 31337

// Config configures an anvil process. Zero values leave anvil's defaults.
type Config struct {
	// Binary is the anvil executable (default: node_modules/.bin/anvil under the
	// repository root, found from the working directory).
	Binary string
	// ChainID is the chain id (default DefaultChainID).
	ChainID uint64
	// BlockTime seals a block every interval, rounded up to whole seconds
	// (default 0: a block per transaction).
	BlockTime time.Duration
	// Hardfork names the EVM rules, e.g. "prague" (default: anvil's latest).
	Hardfork string
	// GasLimit is the block gas limit (default: anvil's 30,000,000).
	GasLimit uint64
	// Args are extra command-line arguments.
	Args []string
	// StartTimeout bounds the wait for anvil to listen (default 30s).
	StartTimeout time.Duration
	// Output receives anvil's stdout and stderr (default: discarded).
	Output io.Writer
}

// Anvil is a running anvil process.
type Anvil struct {
	cmd  *exec.Cmd
	url  string
	done chan struct{} // closed when the process has exited
	err  error         // exit error, set before done is closed

	stopOnce sync.Once
	stopErr  error
}

var listenRE = regexp.MustCompile(`Listening on ([0-9a-zA-Z.:\[\]]+:[0-9]+)`)

// Start launches anvil on 127.0.0.1 with a free port and waits until it
// listens.
func Start(ctx context.Context, cfg Config) (*Anvil, error) {
	if cfg.Binary == "" {
		root, err := forge.Root()
		if err != nil {
			return nil, fmt.Errorf("%w (%v)", ErrNotInstalled, err)
		}
		cfg.Binary = filepath.Join(root, "node_modules", ".bin", "anvil")
	}
	if _, err := os.Stat(cfg.Binary); err != nil {
		return nil, fmt.Errorf("%w: %s", ErrNotInstalled, cfg.Binary)
	}
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = 30 * time.Second
	}
	if cfg.Output == nil {
		cfg.Output = io.Discard
	}
	args := []string{"--host", "127.0.0.1", "--port", "0"}
	if cfg.ChainID != 0 {
		args = append(args, "--chain-id", strconv.FormatUint(cfg.ChainID, 10))
	}
	if cfg.BlockTime > 0 {
		secs := (cfg.BlockTime + time.Second - 1) / time.Second
		args = append(args, "--block-time", strconv.FormatInt(int64(secs), 10))
	}
	if cfg.Hardfork != "" {
		args = append(args, "--hardfork", cfg.Hardfork)
	}
	if cfg.GasLimit != 0 {
		args = append(args, "--gas-limit", strconv.FormatUint(cfg.GasLimit, 10))
	}
	args = append(args, cfg.Args...)

	cmd := exec.Command(cfg.Binary, args...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = cfg.Output
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start anvil: %w", err)
	}
	a := &Anvil{cmd: cmd, done: make(chan struct{})}
	addrCh := make(chan string, 1)
	go func() {
		scanner := bufio.NewScanner(stdout)
		found := false
		for scanner.Scan() {
			line := scanner.Text()
			fmt.Fprintln(cfg.Output, line)
			if m := listenRE.FindStringSubmatch(line); m != nil && !found {
				found = true
				addrCh <- m[1]
			}
		}
		// Drain anything left so anvil never blocks on a full pipe.
		_, _ = io.Copy(cfg.Output, stdout)
		a.err = cmd.Wait()
		close(a.done)
	}()

	timer := time.NewTimer(cfg.StartTimeout)
	defer timer.Stop()
	select {
	case addr := <-addrCh:
		a.url = "http://" + addr
		return a, nil
	case <-a.done:
		return nil, fmt.Errorf("%w: exited: %v", ErrNoListenAddress, a.err)
	case <-timer.C:
		_ = a.Stop() // the failed start is the error to report
		return nil, fmt.Errorf("%w within %v", ErrNoListenAddress, cfg.StartTimeout)
	case <-ctx.Done():
		_ = a.Stop()
		return nil, ctx.Err()
	}
}

// URL returns the HTTP JSON-RPC URL.
func (a *Anvil) URL() string { return a.url }

// WSURL returns the WebSocket JSON-RPC URL (anvil serves both on one port).
func (a *Anvil) WSURL() string { return "ws" + a.url[len("http"):] }

// Stop interrupts anvil, kills it if it has not exited after five seconds,
// and waits for it. It is safe to call more than once.
func (a *Anvil) Stop() error {
	a.stopOnce.Do(func() {
		select {
		case <-a.done:
			return
		default:
		}
		_ = a.cmd.Process.Signal(os.Interrupt)
		select {
		case <-a.done:
		case <-time.After(5 * time.Second):
			a.stopErr = a.cmd.Process.Kill()
			<-a.done
		}
	})
	return a.stopErr
}
