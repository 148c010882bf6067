package relayer

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/relayer/bundler"
	"github.com/wordproof/wordproof/relayer/erc7562"
	"github.com/wordproof/wordproof/relayer/mempool"
	"github.com/wordproof/wordproof/relayer/sponsor"
)

// DefaultEntryPoint is the canonical EntryPoint v0.8.
var DefaultEntryPoint = common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108")

// DefaultAddr is the default JSON-RPC listen address.
const DefaultAddr = "127.0.0.1:4337"

// Config configures a Relayer.
type Config struct {
	// RPCURL is the chain's JSON-RPC endpoint (HTTP or WebSocket).
	RPCURL string
	// Keys sign bundle transactions (one loop per key); at least one.
	Keys []*ecdsa.PrivateKey
	// SponsorKey signs paymasterData; default Keys[0]. It must be the
	// paymaster's signer.
	SponsorKey *ecdsa.PrivateKey
	// Policy is the sponsorship policy (resolved by New with Lookup).
	Policy *sponsor.Policy
	// Lookup resolves contract names in the policy (from a manifest); nil
	// allows addresses only.
	Lookup func(name string) (common.Address, error)
	// EntryPoint is the EntryPoint v0.8 (default DefaultEntryPoint).
	EntryPoint common.Address
	// Addr is the host:port to serve JSON-RPC on; port 0 picks one (URL).
	Addr string
	// DataDir holds the store; empty keeps everything in memory (tests).
	DataDir string
	// SyncWrites makes every store write durable against power loss.
	SyncWrites bool
	// SimulationGas is the gas given to each simulation eth_call.
	SimulationGas uint64
	// ShutdownTimeout bounds a graceful Stop.
	ShutdownTimeout time.Duration
	// Mempool and Bundler tune those components; their chain, key and logger
	// fields are filled in by New.
	Mempool mempool.Config
	Bundler bundler.Config
	// Validation configures the ERC-7562 rules and reputation.
	Validation ValidationConfig
	// DebugAPI serves the debug_bundler_* methods (bundler test suites);
	// never on a public endpoint.
	DebugAPI bool
	// Logger is the parent logger; each component gets a named child.
	Logger *slog.Logger
}

// ValidationConfig configures ERC-7562 validation (relayer/erc7562).
type ValidationConfig struct {
	// Rules holds the stake an entity needs to count as staked.
	Rules erc7562.Rules
	// Fallback applies when the node cannot run the tracer: refuse every
	// operation, or accept only allow-listed entities.
	Fallback erc7562.Fallback
	// Allow adds entities to the fallback's allow-list (the policy's
	// paymaster and factories are always on it).
	Allow []common.Address
	// Reputation holds the reputation constants.
	Reputation erc7562.ReputationConfig
	// Tracer is the name the node serves the validation tracer under
	// (default "wordproofValidationTracer"); a name the node lacks makes
	// every operation take the fallback.
	Tracer string
}

// DefaultConfig holds the defaults of the fields not set by New.
var DefaultConfig = Config{
	EntryPoint:      DefaultEntryPoint,
	Addr:            DefaultAddr,
	SimulationGas:   20_000_000,
	ShutdownTimeout: 10 * time.Second,
	Mempool:         mempool.DefaultConfig,
	Bundler:         bundler.DefaultConfig,
	Validation: ValidationConfig{
		Rules: erc7562.DefaultRules, Fallback: erc7562.FallbackAllowList, Reputation: erc7562.DefaultReputationConfig,
	},
}

// ErrInvalidConfig is returned by New for a configuration that cannot work.
var ErrInvalidConfig = errors.New("invalid relayer configuration")

func (c *Config) sanitize() error {
	if c.RPCURL == "" {
		return fmt.Errorf("%w: RPCURL is required", ErrInvalidConfig)
	}
	if len(c.Keys) == 0 {
		return fmt.Errorf("%w: at least one bundler key is required", ErrInvalidConfig)
	}
	for i, k := range c.Keys {
		if k == nil {
			return fmt.Errorf("%w: bundler key %d is nil", ErrInvalidConfig, i)
		}
	}
	if c.Policy == nil {
		return fmt.Errorf("%w: a sponsorship policy is required", ErrInvalidConfig)
	}
	if c.SponsorKey == nil {
		c.SponsorKey = c.Keys[0]
	}
	if c.EntryPoint == (common.Address{}) {
		c.EntryPoint = DefaultConfig.EntryPoint
	}
	if c.Addr == "" {
		c.Addr = DefaultConfig.Addr
	}
	if c.SimulationGas == 0 {
		c.SimulationGas = DefaultConfig.SimulationGas
	}
	if c.ShutdownTimeout <= 0 {
		c.ShutdownTimeout = DefaultConfig.ShutdownTimeout
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Validation.Rules.MinStake == nil {
		c.Validation.Rules = DefaultConfig.Validation.Rules
	}
	if c.Validation.Fallback == "" {
		c.Validation.Fallback = DefaultConfig.Validation.Fallback
	}
	return nil
}
