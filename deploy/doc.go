// Package deploy deploys the Wordproof contract set to any EVM chain through
// a JSON-RPC client, and reads and writes the deployment manifest that every
// other command starts from.
//
// # Steps
//
// A deployment is an ordered list of named [Step]s (see [DefaultSteps]). Each
// step is idempotent: it checks the chain first and only sends transactions
// for what is missing, so running a deployment twice sends nothing the second
// time. [Run] executes the steps and records each one's result in the
// [Manifest]. New contracts join the deployment as new steps appended to
// DefaultSteps; a step that needs an earlier contract reads its address from
// the manifest.
//
// Contracts with a canonical address, such as the ERC-4337 EntryPoint v0.8
// ([EntryPointAddress]), are deployed through the deterministic CREATE2
// deployer ([Create2Deployer]) with a fixed salt ([Deployer.Create2]), so
// they land at the same address on every chain.
//
// # Manifest
//
// A [Manifest] is a JSON file: chain id, RPC, WebSocket and relayer URLs,
// contract addresses by name, dictionary roots, verifying-key fingerprints
// and the key set's label (keySet: development keys or a ceremony's), the
// deployer and the deployment block. [ReadManifest] and [Manifest.Write]
// validate it and name the bad field when it is wrong.
package deploy
