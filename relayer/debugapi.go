package relayer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/wordproof/wordproof/relayer/bundler"
	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/erc7562"
	"github.com/wordproof/wordproof/relayer/rpc"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// registerDebugMethods installs the debug_bundler_* methods that bundler
// test suites drive (Config.DebugAPI).
func (r *Relayer) registerDebugMethods() {
	s := r.server
	s.Register("debug_bundler_clearState", r.debugClearState)
	s.Register("debug_bundler_dumpMempool", r.debugDumpMempool)
	s.Register("debug_bundler_sendBundleNow", r.debugSendBundleNow)
	s.Register("debug_bundler_setBundlingMode", r.debugSetBundlingMode)
	s.Register("debug_bundler_setReputation", r.debugSetReputation)
	s.Register("debug_bundler_dumpReputation", r.debugDumpReputation)
}

// optionalEntryPoint checks the entry point parameter at index i, if given.
func (r *Relayer) optionalEntryPoint(ps []json.RawMessage, i int) error {
	if len(ps) > i {
		return r.checkEntryPoint(ps[i])
	}
	return nil
}

// debugClearState drops every pending operation (dropped, with the reason
// visible through relayer_getUserOperationStatus) and forgets reputation.
// Operations in a bundle already sent stay tracked.
func (r *Relayer) debugClearState(_ context.Context, ps []json.RawMessage) (any, error) {
	if err := params(ps, 0, 0); err != nil {
		return nil, err
	}
	recs := r.pool.Waiting(store.OpPending)
	for _, rec := range recs {
		rec.Status, rec.Reason = store.OpDropped, "cleared by debug_bundler_clearState"
	}
	if err := r.pool.Update(recs...); err != nil {
		return nil, err
	}
	r.reputation.Clear()
	return "ok", nil
}

// debugDumpMempool lists the waiting operations, oldest first.
func (r *Relayer) debugDumpMempool(_ context.Context, ps []json.RawMessage) (any, error) {
	if err := params(ps, 0, 1); err != nil {
		return nil, err
	}
	if err := r.optionalEntryPoint(ps, 0); err != nil {
		return nil, err
	}
	out := []*userop.UserOperation{}
	for _, status := range []store.OpStatus{store.OpPending, store.OpSubmitted} {
		for _, rec := range r.pool.Waiting(status) {
			out = append(out, rec.Op)
		}
	}
	return out, nil
}

// debugSendBundleNow bundles the pending operations at once and returns the
// bundle transaction's hash.
func (r *Relayer) debugSendBundleNow(ctx context.Context, ps []json.RawMessage) (any, error) {
	if err := params(ps, 0, 0); err != nil {
		return nil, err
	}
	tx, err := r.bundler.SendNow(ctx)
	if errors.Is(err, bundler.ErrNothingToBundle) {
		return nil, &rpc.Error{Code: check.CodeInvalidParams, Message: err.Error()}
	}
	if err != nil {
		return nil, err
	}
	return tx, nil
}

// debugSetBundlingMode takes "manual" (bundles only on sendBundleNow) or
// "auto".
func (r *Relayer) debugSetBundlingMode(_ context.Context, ps []json.RawMessage) (any, error) {
	if err := params(ps, 1, 1); err != nil {
		return nil, err
	}
	var mode string
	if err := json.Unmarshal(ps[0], &mode); err != nil {
		return nil, rpc.InvalidParams("mode: %v", err)
	}
	switch mode {
	case "manual":
		r.bundler.SetManual(true)
	case "auto":
		r.bundler.SetManual(false)
		r.bundler.Wake()
	default:
		return nil, rpc.InvalidParams("mode %q: want \"manual\" or \"auto\"", mode)
	}
	return "ok", nil
}

// count is an opsSeen or opsIncluded value: a JSON number or a decimal or
// 0x string.
type count uint64

func (c *count) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	var v uint64
	var err error
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		var n *big.Int
		n, err = hexutil.DecodeBig(s)
		if err == nil {
			if !n.IsUint64() {
				return fmt.Errorf("%s out of range", s)
			}
			v = n.Uint64()
		}
	} else {
		v, err = strconv.ParseUint(s, 10, 64)
	}
	if err != nil {
		return fmt.Errorf("count %s: want a non-negative integer", b)
	}
	*c = count(v)
	return nil
}

// debugSetReputation sets entities' counts: [[{address, opsSeen,
// opsIncluded}, ...], entryPoint?].
func (r *Relayer) debugSetReputation(_ context.Context, ps []json.RawMessage) (any, error) {
	if err := params(ps, 1, 2); err != nil {
		return nil, err
	}
	if err := r.optionalEntryPoint(ps, 1); err != nil {
		return nil, err
	}
	var in []struct {
		Address     *common.Address `json:"address"`
		OpsSeen     count           `json:"opsSeen"`
		OpsIncluded count           `json:"opsIncluded"`
	}
	if err := json.Unmarshal(ps[0], &in); err != nil {
		return nil, rpc.InvalidParams("reputation entries: %v", err)
	}
	entries := make([]erc7562.Entry, len(in))
	for i, e := range in {
		if e.Address == nil {
			return nil, rpc.InvalidParams("reputation entry %d: address missing", i)
		}
		entries[i] = erc7562.Entry{Address: *e.Address, OpsSeen: uint64(e.OpsSeen), OpsIncluded: uint64(e.OpsIncluded)}
	}
	r.reputation.Set(entries...)
	return "ok", nil
}

// ReputationDump is one entry of debug_bundler_dumpReputation, in the form
// the common bundler spec tests read it (eth-infinitism/bundler-spec-tests
// parse each field with int(x, 16)): counts as hex quantities, the status
// as a hex number, 0x0 ok, 0x1 throttled, 0x2 banned.
type ReputationDump struct {
	Address     common.Address `json:"address"`
	OpsSeen     hexutil.Uint64 `json:"opsSeen"`
	OpsIncluded hexutil.Uint64 `json:"opsIncluded"`
	Status      hexutil.Uint64 `json:"status"`
}

// debugDumpReputation lists every entity's counts and status.
func (r *Relayer) debugDumpReputation(_ context.Context, ps []json.RawMessage) (any, error) {
	if err := params(ps, 0, 1); err != nil {
		return nil, err
	}
	if err := r.optionalEntryPoint(ps, 0); err != nil {
		return nil, err
	}
	entries := r.reputation.Dump()
	out := make([]ReputationDump, len(entries))
	for i, e := range entries {
		out[i] = ReputationDump{Address: e.Address, OpsSeen: hexutil.Uint64(e.OpsSeen), OpsIncluded: hexutil.Uint64(e.OpsIncluded), Status: hexutil.Uint64(e.Status)}
	}
	return out, nil
}
