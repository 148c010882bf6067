// Package testchain starts the chain the end-to-end tests play on: the
// embedded devnet with the contracts deployed and, when asked, the relayer
// (bundler and sponsor) in front of it, the same wiring as 'wordproof
// devnet'. It is the one copy of that set-up; a test that starts a chain
// another way does so because the set-up is what it tests.
package testchain

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"log/slog"
	"math/big"
	"reflect"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
)

// Options choose what Start deploys and runs.
type Options struct {
	// Steps are the deployment steps; nil means deploy.DefaultSteps()
	// (everything: EntryPoint, registry, games, account factory, paymaster).
	Steps []deploy.Step
	// Relayer starts the relayer on the chain (it needs the account factory
	// and the paymaster of the default steps).
	Relayer bool
	// Period seals a block at least this often, so block time follows the
	// wall clock (devnet.Config.Period); zero seals only transactions, and
	// block time then stands still on an idle chain.
	Period time.Duration
}

// GameSteps deploy the EntryPoint and the games only: enough for players
// with plain transactions, and quicker than deploy.DefaultSteps.
func GameSteps() []deploy.Step {
	return append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(deploy.DefaultGameConfig())...)
}

// Chain is a running devnet with the deployment in Manifest.
type Chain struct {
	Net      *devnet.Devnet
	Client   *ethclient.Client
	Manifest *deploy.Manifest // RPCURL set; RelayerURL set when a relayer runs
	// Relayer is a client of the relayer; nil without Options.Relayer.
	Relayer *bundlerrpc.Client

	relayer *relayer.Relayer
}

// Start starts a chain for t and stops it when t ends.
func Start(t testing.TB, opts Options) *Chain {
	t.Helper()
	c, err := New(context.Background(), opts)
	require.NoError(t, err)
	t.Cleanup(c.Stop)
	return c
}

// New starts a chain that lives until Stop: for a chain shared by several
// tests (t.Cleanup would stop it after the first).
func New(ctx context.Context, opts Options) (c *Chain, err error) {
	cfg := devnet.DefaultConfig
	cfg.Period = opts.Period
	net, err := devnet.New(cfg)
	if err != nil {
		return nil, err
	}
	if err := net.Start(ctx); err != nil {
		return nil, err
	}
	started := &Chain{Net: net, Client: net.Client()}
	c = started
	defer func() {
		if err != nil {
			started.Stop() // c is nil once a failure is returned
		}
	}()
	steps := opts.Steps
	if steps == nil {
		steps = deploy.DefaultSteps()
	}
	if c.Manifest, err = deploy.ToDevnet(ctx, net, steps, deploy.DefaultConfig); err != nil {
		return nil, err
	}
	if opts.Relayer {
		if err := c.startRelayer(ctx); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// startRelayer runs the relayer with the last developer key as its bundler
// key and the first as the sponsor's signer (the deployer's, as on the
// devnet), with short bundle intervals for quick tests.
func (c *Chain) startRelayer(ctx context.Context) error {
	keys := c.Net.DevKeys()
	cfg := relayer.DefaultConfig
	cfg.RPCURL, cfg.Keys, cfg.SponsorKey = c.Manifest.RPCURL, []*ecdsa.PrivateKey{keys[len(keys)-1]}, keys[0]
	cfg.Policy, cfg.Lookup, cfg.Addr = deploy.SponsorPolicy(), c.Manifest.Address, "127.0.0.1:0"
	cfg.Bundler.Interval, cfg.Bundler.PollInterval = 50*time.Millisecond, 20*time.Millisecond
	cfg.Logger = slog.New(slog.DiscardHandler)
	r, err := relayer.New(cfg)
	if err != nil {
		return err
	}
	if err := r.Start(ctx); err != nil {
		return err
	}
	c.relayer = r
	c.Manifest.RelayerURL = r.URL()
	c.Relayer, err = bundlerrpc.Dial(ctx, r.URL())
	return err
}

// Contract is the deployed address of a manifest contract
// (deploy.ContractWorthOfWords, ...); it panics on one not deployed, a bug
// of the test.
func (c *Chain) Contract(name string) common.Address {
	a, ok := c.Manifest.Contracts[name]
	if !ok {
		panic("testchain: contract " + name + " not deployed")
	}
	return a
}

// Stop stops the relayer and the devnet; errors in stopping fail no test.
func (c *Chain) Stop() {
	if c.Relayer != nil {
		c.Relayer.Close()
	}
	if c.relayer != nil {
		_ = c.relayer.Stop()
	}
	_ = c.Net.Stop()
}

// FirstOpVerificationGasLimit is the verification gas limit of sender's
// first user operation (for a Wordproof account: the one that created it and
// installed its grant), read from the handleOps call that carried it.
func (c *Chain) FirstOpVerificationGasLimit(ctx context.Context, sender common.Address) (uint64, error) {
	v, _, err := c.FirstOpGas(ctx, sender)
	return v, err
}

// FirstOpGas is the verification gas limit and the preVerificationGas of
// sender's first user operation, read as FirstOpVerificationGasLimit is.
func (c *Chain) FirstOpGas(ctx context.Context, sender common.Address) (verification, preVerification uint64, err error) {
	ep, err := bindings.EntryPointMetaData.ParseABI()
	if err != nil {
		return 0, 0, err
	}
	logs, err := c.Client.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{deploy.EntryPointAddress},
		Topics:    [][]common.Hash{{ep.Events["UserOperationEvent"].ID}, nil, {common.BytesToHash(sender.Bytes())}},
	})
	if err != nil {
		return 0, 0, err
	}
	if len(logs) == 0 {
		return 0, 0, fmt.Errorf("testchain: no user operation of %s", sender)
	}
	tx, _, err := c.Client.TransactionByHash(ctx, logs[0].TxHash)
	if err != nil {
		return 0, 0, err
	}
	args, err := ep.Methods["handleOps"].Inputs.Unpack(tx.Data()[4:])
	if err != nil {
		return 0, 0, err
	}
	// abigen's anonymous struct type: read its fields by name
	ops := reflect.ValueOf(args[0])
	for i := range ops.Len() {
		op := ops.Index(i)
		if op.FieldByName("Sender").Interface().(common.Address) == sender {
			limits := op.FieldByName("AccountGasLimits").Interface().([32]byte)
			return new(big.Int).SetBytes(limits[:16]).Uint64(), op.FieldByName("PreVerificationGas").Interface().(*big.Int).Uint64(), nil
		}
	}
	return 0, 0, fmt.Errorf("testchain: no op of %s in %s", sender, tx.Hash())
}
