// Package devnet runs an in-process Ethereum development chain: a go-ethereum
// node driven by a simulated beacon client, serving JSON-RPC over HTTP and
// WebSocket on loopback. It is Wordproof's embedded default chain; every
// command can point at anvil or any other EVM chain instead.
//
// # Chain
//
// The chain starts from an in-memory genesis on every [Devnet.Start], unless
// [Config.DataDir] names a directory that keeps it between runs: chain id
// [DefaultChainID] (1337), all forks up to Prague active from genesis (Cancun
// or Osaka on request, see [Config.Fork]), a block gas limit of
// [DefaultGasLimit], and the deterministic CREATE2 deployer
// ([Create2DeployerAddress]) in the genesis allocation, so that contracts with
// canonical addresses, such as the ERC-4337 EntryPoint v0.8, deploy exactly as
// on public networks.
//
// A block is sealed as soon as the transaction pool holds executable
// transactions, so a sent transaction is mined within milliseconds. With
// [Config.Period] zero nothing else is sealed, and block time stands still
// between transactions. With a positive period a block is also sealed
// whenever none was for a period, so block time follows the wall clock and
// deadlines pass on an idle chain (a burst of transactions puts it ahead by
// up to a second a block, a lead it keeps).
// Either way [Devnet.Mine] seals one more block on demand and [Devnet.AdjustTime]
// moves the clock forward; both are also served over JSON-RPC as evm_mine and
// evm_increaseTime, the names anvil and hardhat use.
//
// # JSON-RPC
//
// The eth, net, web3, txpool, debug and evm namespaces are served. The debug
// namespace includes debug_traceCall and debug_traceTransaction with the
// default opcode logger and go-ethereum's native tracers (callTracer,
// prestateTracer, 4byteTracer, ...); JavaScript tracers are not compiled in.
//
// # Developer accounts
//
// [Config.Accounts] accounts are derived from [Config.Mnemonic] with BIP-32 on
// the path m/44'/60'/0'/0/i and funded in the genesis. The default mnemonic is
// [DefaultMnemonic], the one anvil and hardhat use, so the devnet's first
// account is also anvil's first account. These keys are public knowledge:
// they are for development only and must never hold real funds.
package devnet
