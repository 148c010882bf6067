// Package relayer is Wordproof's ERC-4337 bundler and gas sponsor for the
// EntryPoint v0.8: it accepts user operations over the standard JSON-RPC
// methods, sponsors game moves within a policy through the ERC-7677 paymaster
// methods, validates operations on the chain before accepting them, keeps the
// accepted ones in an embedded store, and bundles them into handleOps
// transactions. It runs against the embedded devnet, anvil or any EVM node.
//
// # Use
//
//	r, err := relayer.New(cfg) // cfg.RPCURL, cfg.Keys, cfg.Policy, ...
//	err = r.Start(ctx)
//	url := r.URL()            // JSON-RPC endpoint, also /health and /metrics
//	defer r.Stop()
//
// # Components
//
// Each part has its own package with one job: [wordproof/relayer/userop] (the
// operation, its hash and gas arithmetic), [wordproof/relayer/check]
// (violations and their error codes), [wordproof/relayer/sim] (simulation on
// the chain), [wordproof/relayer/sponsor] (the sponsorship policy and the
// paymasterData signer), [wordproof/relayer/mempool] (the ordered checks and
// the pool), [wordproof/relayer/bundler] (bundle transactions),
// [wordproof/relayer/head] (the chain head shared by the mempool and the
// bundler), [wordproof/relayer/store] (persistence), [wordproof/relayer/rpc]
// (the JSON-RPC server), [wordproof/relayer/erc7562] (the ERC-7562
// validation rules on a trace of the simulation, and the entities'
// reputation; it stands in for the simulator in the mempool),
// [wordproof/relayer/metrics] and
// [wordproof/relayer/bundlerrpc] (a Go client of the relayer's JSON-RPC, or
// of any ERC-4337 bundler with ERC-7677 methods). This package wires them:
// it owns the JSON-RPC methods, the HTTP endpoints and the lifecycle.
//
// # JSON-RPC methods
//
// eth_sendUserOperation, eth_estimateUserOperationGas,
// eth_getUserOperationByHash, eth_getUserOperationReceipt,
// eth_supportedEntryPoints, eth_chainId, pm_getPaymasterStubData,
// pm_getPaymasterData, and relayer_getUserOperationStatus (the relayer's own:
// pending, submitted, included or dropped, with the reason); with
// Config.DebugAPI also the debug_bundler_* methods of bundler test suites.
// Errors use the
// ERC-4337 codes listed in [wordproof/relayer/check]; docs/relayer.md has the
// full reference.
package relayer
