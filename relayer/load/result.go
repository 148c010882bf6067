package load

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"time"
)

// Duration is a time.Duration that JSON encodes as milliseconds.
type Duration time.Duration

// MarshalJSON writes whole milliseconds.
func (d Duration) MarshalJSON() ([]byte, error) {
	return json.Marshal(time.Duration(d).Milliseconds())
}

func (d Duration) String() string { return time.Duration(d).Round(time.Millisecond).String() }

// Result holds a run's figures.
type Result struct {
	Chain         string `json:"chain"`
	BlockTime     string `json:"blockTime"`
	GasLimit      uint64 `json:"blockGasLimit"`
	Signers       int    `json:"signers"`
	Accounts      int    `json:"accounts"`
	OpsPerAccount int    `json:"opsPerAccount"`

	// Accepted operations (eth_sendUserOperation returned a hash).
	Accepted int `json:"accepted"`
	// Throttled counts sends refused with -32504 and retried.
	Throttled int `json:"throttledRetries"`
	// Rejected counts other refusals by message; each ends its account's run.
	Rejected      map[string]int `json:"rejected,omitempty"`
	RejectedTotal int            `json:"rejectedTotal"`
	// Included operations whose call succeeded.
	Included int `json:"included"`
	// Failed operations were included with success false.
	Failed int `json:"failed"`
	// Dropped is accepted but never included, plus Failed; DropReasons says
	// what the relayer reports for those never included.
	Dropped     int            `json:"dropped"`
	DropReasons map[string]int `json:"dropReasons,omitempty"`

	AcceptedOpsPerSec float64 `json:"acceptedOpsPerSec"`
	// EndToEndOpsPerSec is included operations over the time from the first
	// send to the last inclusion.
	EndToEndOpsPerSec float64 `json:"endToEndOpsPerSec"`
	Bundles           int     `json:"bundles"`
	OpsPerBundle      float64 `json:"opsPerBundle"`
	MaxOpsPerBundle   int     `json:"maxOpsPerBundle"`
	// GasPerOp is the bundle transactions' gas over the operations included;
	// ActualGasPerOp is the EntryPoint's actualGasUsed (with
	// preVerificationGas) per operation.
	GasPerOp       uint64 `json:"gasPerOp"`
	ActualGasPerOp uint64 `json:"actualGasPerOp"`
	// Latency runs from the accepted send to the block that includes the
	// operation being seen; Blocks counts the blocks from the head at the
	// send to the including one.
	LatencyP50 Duration `json:"latencyP50Ms"`
	LatencyP95 Duration `json:"latencyP95Ms"`
	BlocksP50  uint64   `json:"blocksP50"`
	BlocksP95  uint64   `json:"blocksP95"`
	Elapsed    Duration `json:"elapsedMs"`
	// GeneratorOpsPerSec is the load generator's ceiling: the same loop
	// against an endpoint that accepts at once.
	GeneratorOpsPerSec float64 `json:"generatorOpsPerSec"`
	// ProcessCPU is the CPU time of this process (relayer, load generator
	// and, with --chain devnet, the chain) during the load; ChainCPU is
	// anvil's. Against Elapsed they tell which side was busy.
	ProcessCPU Duration `json:"processCpuMs"`
	ChainCPU   Duration `json:"chainCpuMs,omitempty"`
	// ReceiptMismatches counts sampled eth_getUserOperationReceipt answers
	// that disagree with the chain's events.
	ReceiptMismatches int    `json:"receiptMismatches"`
	FollowerError     string `json:"followerError,omitempty"`
}

// Print writes the result as text.
func (r *Result) Print(w io.Writer) {
	blocks := "a block every " + r.BlockTime
	if r.BlockTime == "instant" {
		blocks = "blocks sealed at once"
	}
	fmt.Fprintf(w, "load                %d accounts × %d ops (SimpleAccount v0.8, self-funded), %s, %s, %d gas a block, %d bundler keys\n",
		r.Accounts, r.OpsPerAccount, r.Chain, blocks, r.GasLimit, r.Signers)
	fmt.Fprintf(w, "accepted            %d (%.1f ops/s; %d throttled sends retried, %d refused)\n", r.Accepted, r.AcceptedOpsPerSec, r.Throttled, r.RejectedTotal)
	fmt.Fprintf(w, "included            %d (%.1f ops/s end to end, in %v)\n", r.Included, r.EndToEndOpsPerSec, r.Elapsed)
	fmt.Fprintf(w, "dropped             %d (%d failed on chain)\n", r.Dropped, r.Failed)
	fmt.Fprintf(w, "bundles             %d (%.1f ops per bundle, largest %d)\n", r.Bundles, r.OpsPerBundle, r.MaxOpsPerBundle)
	fmt.Fprintf(w, "gas per op          %d (bundle transactions), %d (EntryPoint actualGasUsed)\n", r.GasPerOp, r.ActualGasPerOp)
	fmt.Fprintf(w, "latency send→block  p50 %v, p95 %v (p50 %d, p95 %d blocks)\n", r.LatencyP50, r.LatencyP95, r.BlocksP50, r.BlocksP95)
	fmt.Fprintf(w, "generator ceiling   %.1f ops/s (the same loop against a no-op endpoint)\n", r.GeneratorOpsPerSec)
	fmt.Fprintf(w, "CPU during the load relayer and generator %v", r.ProcessCPU)
	if r.ChainCPU > 0 {
		fmt.Fprintf(w, ", anvil %v", r.ChainCPU)
	}
	fmt.Fprintf(w, " (over %v)\n", r.Elapsed)
	printCounts(w, "refused", r.Rejected)
	printCounts(w, "never included", r.DropReasons)
	if r.ReceiptMismatches > 0 {
		fmt.Fprintf(w, "receipt mismatches  %d\n", r.ReceiptMismatches)
	}
	if r.FollowerError != "" {
		fmt.Fprintf(w, "follower error      %s\n", r.FollowerError)
	}
}

func printCounts(w io.Writer, what string, m map[string]int) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(w, "  %s ×%d: %s\n", what, m[k], k)
	}
}
