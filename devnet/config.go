package devnet

import (
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/params"
)

const (
	// DefaultChainID is the devnet's chain id (the go-ethereum dev-mode id;
	// anvil uses 31337).
	DefaultChainID uint64 = 1337

	// DefaultGasLimit is the default block gas limit: room for large bundles of
	// user operations with proof verification in one transaction.
	DefaultGasLimit uint64 = 100_000_000

	// DefaultAccounts is the default number of funded developer accounts.
	DefaultAccounts = 10

	// Forks the devnet can start on (Config.Fork).
	ForkCancun = "cancun"
	ForkPrague = "prague"
	ForkOsaka  = "osaka"
)

// DefaultBalance is the genesis balance of every developer account: one
// million ether.
var DefaultBalance = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(params.Ether))

// Create2DeployerAddress is the deterministic deployment proxy present on most
// EVM chains; the devnet has it from genesis.
var Create2DeployerAddress = common.HexToAddress("0x4e59b44847b379578588920cA78FbF26c0B4956C")

// Create2DeployerCode is the proxy's runtime code: it CREATE2s calldata[32:]
// with salt calldata[:32] and the call's value, and returns the 20-byte
// address of the new contract (it reverts when the creation fails).
var Create2DeployerCode = common.FromHex("0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3")

// Config configures a Devnet. The zero value of every field means its default
// (see DefaultConfig), except HTTPAddr and WSAddr, where empty disables the
// endpoint.
type Config struct {
	// HTTPAddr is the host:port of the HTTP JSON-RPC server. The host must be a
	// loopback address (127.0.0.1, ::1 or localhost); port 0 picks a free port,
	// reported by Devnet.HTTPURL. Empty disables HTTP.
	HTTPAddr string

	// WSAddr is the host:port of the WebSocket JSON-RPC server, with the same
	// rules as HTTPAddr. When its port equals HTTPAddr's (both 0 included),
	// WebSocket is served by the HTTP server on the same port, and the hosts
	// must then be equal. Empty disables WebSocket.
	WSAddr string

	// Period keeps the clock moving. Transactions are always sealed as soon
	// as they are pending (instant mode). Zero seals nothing else: block time
	// stands still between transactions, so deadlines never pass on an idle
	// chain. A positive period also seals a block whenever none was sealed
	// for a period, so block time moves with the wall clock (a burst of
	// transactions puts it ahead, one second a block). Periods below one
	// second make block timestamps run ahead of the wall clock (they advance
	// one second a block).
	Period time.Duration

	// ChainID is the chain id (default DefaultChainID).
	ChainID uint64

	// GasLimit is the block gas limit; eth_call and eth_estimateGas are capped
	// at it too (default DefaultGasLimit).
	GasLimit uint64

	// Fork is the latest fork active from genesis: ForkCancun, ForkPrague
	// (default) or ForkOsaka. Osaka caps a transaction's gas at 2^24.
	Fork string

	// Mnemonic is the BIP-39 mnemonic the developer accounts are derived from
	// (default DefaultMnemonic). Development only: never use a mnemonic that
	// guards real funds.
	Mnemonic string

	// Accounts is the number of developer accounts derived and funded (default
	// DefaultAccounts).
	Accounts int

	// Balance is the genesis balance in wei of each developer account (default
	// DefaultBalance).
	Balance *big.Int

	// Alloc adds accounts to the genesis allocation; it wins over the devnet's
	// own entries on conflict.
	Alloc types.GenesisAlloc

	// DataDir, when set, keeps the chain in this directory: a later Start
	// (in this process or another) resumes it where Stop left it, with every
	// block's state on disk (an archive node, so a crash loses at most the
	// last few blocks). Empty keeps the chain in memory: every Start
	// begins at the genesis. A data directory serves one devnet at a time and
	// only the chain it was created for (same chain id, fork and genesis
	// allocation; see ErrDataDirMismatch).
	DataDir string

	// Logger receives the devnet's own log lines (default: discarded).
	// go-ethereum's internal logging goes to its global logger, silent unless
	// the program configures it.
	Logger *slog.Logger
}

// DefaultConfig is a devnet on free loopback ports (HTTP and WebSocket on the
// same port) in instant mode.
var DefaultConfig = Config{
	HTTPAddr: "127.0.0.1:0",
	WSAddr:   "127.0.0.1:0",
	ChainID:  DefaultChainID,
	GasLimit: DefaultGasLimit,
	Fork:     ForkPrague,
	Mnemonic: DefaultMnemonic,
	Accounts: DefaultAccounts,
	Balance:  DefaultBalance,
}

// sanitize fills in defaults and rejects values that cannot work.
func (c *Config) sanitize() error {
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.ChainID == 0 {
		c.ChainID = DefaultChainID
	}
	if c.GasLimit == 0 {
		c.GasLimit = DefaultGasLimit
	}
	if c.GasLimit < params.MinGasLimit {
		return fmt.Errorf("%w: GasLimit %d below the protocol minimum %d", ErrInvalidConfig, c.GasLimit, params.MinGasLimit)
	}
	if c.Fork == "" {
		c.Fork = ForkPrague
	}
	switch c.Fork {
	case ForkCancun, ForkPrague, ForkOsaka:
	default:
		return fmt.Errorf("%w: Fork %q (want %s, %s or %s)", ErrInvalidConfig, c.Fork, ForkCancun, ForkPrague, ForkOsaka)
	}
	if c.Period < 0 {
		return fmt.Errorf("%w: negative Period %v", ErrInvalidConfig, c.Period)
	}
	if c.Mnemonic == "" {
		c.Mnemonic = DefaultMnemonic
	}
	if c.Accounts == 0 {
		c.Accounts = DefaultAccounts
	}
	if c.Accounts < 0 {
		return fmt.Errorf("%w: negative Accounts %d", ErrInvalidConfig, c.Accounts)
	}
	if c.Balance == nil {
		c.Balance = DefaultBalance
	}
	if c.Balance.Sign() < 0 {
		return fmt.Errorf("%w: negative Balance %v", ErrInvalidConfig, c.Balance)
	}
	httpHost, httpPort, err := splitLoopback("HTTPAddr", c.HTTPAddr)
	if err != nil {
		return err
	}
	wsHost, wsPort, err := splitLoopback("WSAddr", c.WSAddr)
	if err != nil {
		return err
	}
	if c.HTTPAddr != "" && c.WSAddr != "" && httpPort == wsPort && httpHost != wsHost {
		return fmt.Errorf("%w: HTTPAddr %q and WSAddr %q share port %d but not the host", ErrInvalidConfig, c.HTTPAddr, c.WSAddr, httpPort)
	}
	return nil
}

// splitLoopback parses a host:port listen address and checks that the host is
// a loopback interface. An empty address is allowed (endpoint disabled).
func splitLoopback(field, addr string) (string, int, error) {
	if addr == "" {
		return "", 0, nil
	}
	host, portStr, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, fmt.Errorf("%w: %s %q: %v", ErrInvalidConfig, field, addr, err)
	}
	port, err := strconv.ParseUint(portStr, 10, 16)
	if err != nil {
		return "", 0, fmt.Errorf("%w: %s %q: bad port", ErrInvalidConfig, field, addr)
	}
	if host != "localhost" {
		ip := net.ParseIP(host)
		if ip == nil || !ip.IsLoopback() {
			return "", 0, fmt.Errorf("%w: %s %q", ErrNotLoopback, field, addr)
		}
	}
	return host, int(port), nil
}
