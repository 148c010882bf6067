// Package erc7562 makes the relayer safe for other people's user operations:
// it applies the ERC-7562 validation rules to a trace of each operation's
// simulateValidation and keeps the reputation of the entities (factories,
// paymasters) the operations name.
//
// # Rules
//
// [Rules.Check] reads a [tracer.Result] (recorded by the native tracer in
// relayer/erc7562/tracer, one frame per entity phase) and reports every
// broken rule as a [check.Violation]: banned opcodes (OP-011, OP-012, OP-013),
// out of gas (OP-020), CREATE2 (OP-031), code of addresses without code
// (OP-041, OP-042), EntryPoint access (OP-051..OP-054), value calls (OP-061),
// precompiles (OP-062), balances (OP-080) and storage (STO-010..STO-033).
// What only a staked entity may do is reported as -32505 (stake too low),
// the rest as -32502.
//
// # Validator
//
// [Validator] stands in for the simulator in the mempool: one debug_traceCall
// of simulateValidation with the tracer both validates the operation (the
// EntryPoint's result is decoded from the trace) and feeds the rules, so
// tracing costs no extra simulation. A node without the relayer's tracer is
// asked for go-ethereum's own erc7562Tracer (converted by
// [tracer.FromGeth]); where the node can run neither, [Fallback] decides:
// refuse the operations, or accept only those whose entities are on an
// allow-list.
//
// # Reputation
//
// [Reputation] counts opsSeen and opsIncluded per entity with the hourly
// ×23/24 decay and derives OK, THROTTLED and BANNED.
package erc7562
