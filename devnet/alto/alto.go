// Package alto runs Pimlico's Alto, a standard ERC-4337 bundler written in
// TypeScript (npm @pimlico/alto, pinned in package.json and installed by
// scripts/bootstrap), as a child process against a chain. Tests use it to
// show that a Wordproof player needs no Wordproof bundler: any bundler of the
// EntryPoint carries the moves, and the relayer only sponsors them.
//
// Alto runs offline: it deploys its simulation contracts on the chain at
// start (through the deterministic deployer, which anvil has) and needs no
// download. It has no flag for the listen host and serves on every interface.
package alto

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	gethrpc "github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/internal/forge"
)

// ErrNotInstalled is returned by Start when node or the alto package is
// missing.
var ErrNotInstalled = errors.New("alto not installed: run scripts/bootstrap")

// ErrNotServing is returned by Start when Alto exits or times out before it
// answers eth_supportedEntryPoints with the EntryPoint.
var ErrNotServing = errors.New("alto did not start serving")

// Config configures an Alto process.
type Config struct {
	// Binary is the alto executable (default: node_modules/.bin/alto under
	// the repository root, found from the working directory).
	Binary string
	// RPCURL is the chain's HTTP JSON-RPC endpoint. Required.
	RPCURL string
	// EntryPoint is the EntryPoint (v0.8) to bundle for. Required.
	EntryPoint common.Address
	// Executor signs and pays for the bundle transactions. Required.
	Executor *ecdsa.PrivateKey
	// Utility deploys Alto's simulation contracts at start and refills the
	// executor. Required, and not Executor: both send transactions.
	Utility *ecdsa.PrivateKey
	// Args are extra command-line flags, e.g. simulation gas limits.
	Args []string
	// StartTimeout bounds the wait for Alto to serve (default 60s: node
	// loads a large dependency tree).
	StartTimeout time.Duration
	// Output receives Alto's stdout and stderr (default: discarded).
	Output io.Writer
}

// Alto is a running Alto process.
type Alto struct {
	cmd      *exec.Cmd
	url      string
	executor common.Address
	done     chan struct{} // closed when the process has exited
	err      error         // exit error, set before done is closed

	stopOnce sync.Once
	stopErr  error
}

// Binary returns the pinned alto executable under the repository root, or
// ErrNotInstalled when it or node is missing.
func Binary() (string, error) {
	root, err := forge.Root()
	if err != nil {
		return "", fmt.Errorf("%w (%v)", ErrNotInstalled, err)
	}
	bin := filepath.Join(root, "node_modules", ".bin", "alto")
	if _, err := os.Stat(bin); err != nil {
		return "", fmt.Errorf("%w: no %s", ErrNotInstalled, bin)
	}
	if _, err := exec.LookPath("node"); err != nil {
		return "", fmt.Errorf("%w: node is not on the PATH", ErrNotInstalled)
	}
	return bin, nil
}

// Start launches Alto on a free port and waits until it serves the
// EntryPoint. Validation runs without ERC-7562 tracing (--safe-mode false):
// in safe mode Alto 0.0.20 rejects every EntryPoint v0.8 operation on anvil
// ("Encoded error signature 0x99410554 not found on ABI": it decodes the
// traced simulation's revert, which v0.8 wraps in DelegateAndRevert, with an
// ABI that lacks it).
func Start(ctx context.Context, cfg Config) (*Alto, error) {
	if cfg.RPCURL == "" || cfg.EntryPoint == (common.Address{}) || cfg.Executor == nil || cfg.Utility == nil {
		return nil, errors.New("alto: RPCURL, EntryPoint, Executor and Utility are required")
	}
	if crypto.PubkeyToAddress(cfg.Executor.PublicKey) == crypto.PubkeyToAddress(cfg.Utility.PublicKey) {
		return nil, errors.New("alto: the executor and utility keys must differ (both send transactions)")
	}
	if cfg.Binary == "" {
		bin, err := Binary()
		if err != nil {
			return nil, err
		}
		cfg.Binary = bin
	}
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = 60 * time.Second
	}
	if cfg.Output == nil {
		cfg.Output = io.Discard
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	keyHex := func(k *ecdsa.PrivateKey) string { return "0x" + hex.EncodeToString(crypto.FromECDSA(k)) }
	args := []string{
		"--entrypoints", cfg.EntryPoint.Hex(),
		"--rpc-url", cfg.RPCURL,
		"--executor-private-keys", keyHex(cfg.Executor),
		"--utility-private-key", keyHex(cfg.Utility),
		"--safe-mode", "false",
		"--port", strconv.Itoa(port),
		"--log-level", "warn",
	}
	cmd := exec.Command(cfg.Binary, append(args, cfg.Args...)...)
	cmd.Stdout, cmd.Stderr = cfg.Output, cfg.Output
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start alto: %w", err)
	}
	a := &Alto{cmd: cmd, url: "http://127.0.0.1:" + strconv.Itoa(port), executor: crypto.PubkeyToAddress(cfg.Executor.PublicKey), done: make(chan struct{})}
	go func() {
		a.err = cmd.Wait()
		close(a.done)
	}()
	if err := a.waitServing(ctx, cfg.EntryPoint, cfg.StartTimeout); err != nil {
		_ = a.Stop() // the wait's error is the one to report
		return nil, err
	}
	return a, nil
}

// waitServing polls eth_supportedEntryPoints until it lists ep.
func (a *Alto) waitServing(ctx context.Context, ep common.Address, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	rc, err := gethrpc.DialContext(ctx, a.url)
	if err != nil {
		return err
	}
	defer rc.Close()
	var last error
	for {
		var eps []common.Address
		callCtx, callCancel := context.WithTimeout(ctx, 2*time.Second)
		last = rc.CallContext(callCtx, &eps, "eth_supportedEntryPoints")
		callCancel()
		if last == nil {
			for _, e := range eps {
				if e == ep {
					return nil
				}
			}
			last = fmt.Errorf("serves %v, not %s", eps, ep)
		}
		select {
		case <-a.done:
			return fmt.Errorf("%w: exited: %v", ErrNotServing, a.err)
		case <-ctx.Done():
			return fmt.Errorf("%w within %v: %v", ErrNotServing, timeout, last)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// freePort asks the kernel for a free TCP port. Alto binds it a moment
// later: another process could take it in between, which Start then reports.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// URL returns the HTTP JSON-RPC URL.
func (a *Alto) URL() string { return a.url }

// Executor returns the address that sends Alto's bundles.
func (a *Alto) Executor() common.Address { return a.executor }

// Stop interrupts Alto, kills it if it has not exited after five seconds,
// and waits for it. It is safe to call more than once.
func (a *Alto) Stop() error {
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
