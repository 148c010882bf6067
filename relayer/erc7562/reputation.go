package erc7562

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Status is an entity's reputation.
type Status int

// Reputation statuses (ERC-7562 "Reputation Calculation").
const (
	OK Status = iota
	Throttled
	Banned
)

var statusNames = []string{"ok", "throttled", "banned"}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "unknown"
}

// MarshalJSON writes the status's name.
func (s Status) MarshalJSON() ([]byte, error) { return json.Marshal(s.String()) }

// UnmarshalJSON reads a status name.
func (s *Status) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err != nil {
		return err
	}
	for i, n := range statusNames {
		if strings.EqualFold(n, name) {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("unknown reputation status %q (ok, throttled or banned)", name)
}

// ReputationConfig holds the spec's constants; zero values take the defaults.
type ReputationConfig struct {
	// InclusionDenominator is MIN_INCLUSION_RATE_DENOMINATOR: 10 for a
	// bundler (100 is a client's).
	InclusionDenominator uint64
	// ThrottlingSlack and BanSlack: THROTTLED when opsSeen/denominator >
	// opsIncluded + ThrottlingSlack, BANNED above + BanSlack.
	ThrottlingSlack uint64
	BanSlack        uint64
	// ThrottledMempoolCount is how many operations of a throttled entity
	// may wait (THROTTLED_ENTITY_MEMPOOL_COUNT).
	ThrottledMempoolCount int
	// SameUnstakedEntityCount and MaxOpsAllowedUnstaked size an unstaked
	// paymaster's share of the pool (UREP-020).
	SameUnstakedEntityCount int
	MaxOpsAllowedUnstaked   uint64
	// Decay is the period of the ×23/24 decay (one hour).
	Decay time.Duration
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// DefaultReputationConfig holds the spec's values.
var DefaultReputationConfig = ReputationConfig{
	InclusionDenominator:    10,
	ThrottlingSlack:         10,
	BanSlack:                50,
	ThrottledMempoolCount:   4,
	SameUnstakedEntityCount: 10,
	MaxOpsAllowedUnstaked:   10000,
	Decay:                   time.Hour,
}

func (c *ReputationConfig) sanitize() {
	d := DefaultReputationConfig
	if c.InclusionDenominator == 0 {
		c.InclusionDenominator = d.InclusionDenominator
	}
	if c.ThrottlingSlack == 0 {
		c.ThrottlingSlack = d.ThrottlingSlack
	}
	if c.BanSlack == 0 {
		c.BanSlack = d.BanSlack
	}
	if c.ThrottledMempoolCount <= 0 {
		c.ThrottledMempoolCount = d.ThrottledMempoolCount
	}
	if c.SameUnstakedEntityCount <= 0 {
		c.SameUnstakedEntityCount = d.SameUnstakedEntityCount
	}
	if c.MaxOpsAllowedUnstaked == 0 {
		c.MaxOpsAllowedUnstaked = d.MaxOpsAllowedUnstaked
	}
	if c.Decay <= 0 {
		c.Decay = d.Decay
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

// Entry is one entity's reputation, as debug_bundler_dumpReputation shows it
// and debug_bundler_setReputation takes it.
type Entry struct {
	Address     common.Address `json:"address"`
	OpsSeen     uint64         `json:"opsSeen"`
	OpsIncluded uint64         `json:"opsIncluded"`
	Status      Status         `json:"status"`
}

// ReputationState is what is persisted.
type ReputationState struct {
	Entries   []Entry   `json:"entries"`
	LastDecay time.Time `json:"lastDecay"`
}

// Reputation tracks entities' opsSeen and opsIncluded. It is safe for
// concurrent use.
type Reputation struct {
	cfg ReputationConfig

	mu        sync.Mutex
	counts    map[common.Address]*counts
	pending   map[common.Hash]seenOp // accepted, not yet included
	lastDecay time.Time
}

type counts struct{ seen, included uint64 }

type seenOp struct {
	entities []common.Address
	at       time.Time
}

// NewReputation returns an empty reputation table.
func NewReputation(cfg ReputationConfig) *Reputation {
	cfg.sanitize()
	return &Reputation{cfg: cfg, counts: map[common.Address]*counts{}, pending: map[common.Hash]seenOp{}, lastDecay: cfg.Now()}
}

// decay applies the ×23/24 step once per elapsed period (caller holds mu);
// it also forgets operations seen more than a day ago and never included.
func (r *Reputation) decay() {
	now := r.cfg.Now()
	for steps := 0; now.Sub(r.lastDecay) >= r.cfg.Decay; steps++ {
		r.lastDecay = r.lastDecay.Add(r.cfg.Decay)
		if steps >= 24*7 { // a week idle: everything has decayed to zero
			r.lastDecay = now
		}
		for a, c := range r.counts {
			c.seen, c.included = c.seen*23/24, c.included*23/24
			if c.seen == 0 && c.included == 0 {
				delete(r.counts, a)
			}
		}
	}
	for h, op := range r.pending {
		if now.Sub(op.at) > 24*time.Hour {
			delete(r.pending, h)
		}
	}
}

func (r *Reputation) status(c *counts) Status {
	if c == nil {
		return OK
	}
	maxSeen := c.seen / r.cfg.InclusionDenominator
	switch {
	case maxSeen > c.included+r.cfg.BanSlack:
		return Banned
	case maxSeen > c.included+r.cfg.ThrottlingSlack:
		return Throttled
	default:
		return OK
	}
}

// Status returns a's reputation.
func (r *Reputation) Status(a common.Address) Status {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.decay()
	return r.status(r.counts[a])
}

// Seen counts a valid operation (hash) naming entities, once per hash; its
// inclusion is credited to the same entities by Included.
func (r *Reputation) Seen(hash common.Hash, entities ...common.Address) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.decay()
	if _, ok := r.pending[hash]; ok || len(entities) == 0 {
		return
	}
	r.pending[hash] = seenOp{entities: entities, at: r.cfg.Now()}
	for _, a := range entities {
		r.get(a).seen++
	}
}

// Track registers an operation already counted by Seen before a restart (it
// is waiting in the pool), so that its inclusion is credited; opsSeen does
// not change.
func (r *Reputation) Track(hash common.Hash, entities ...common.Address) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.pending[hash]; !ok && len(entities) > 0 {
		r.pending[hash] = seenOp{entities: entities, at: r.cfg.Now()}
	}
}

// Included credits the inclusion of an operation counted by Seen; others are
// ignored (opsIncluded counts only operations this relayer saw).
func (r *Reputation) Included(hash common.Hash) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.decay()
	op, ok := r.pending[hash]
	if !ok {
		return
	}
	delete(r.pending, hash)
	for _, a := range op.entities {
		r.get(a).included++
	}
}

func (r *Reputation) get(a common.Address) *counts {
	c := r.counts[a]
	if c == nil {
		c = &counts{}
		r.counts[a] = c
	}
	return c
}

// OpsAllowed is how many operations of an unstaked paymaster may wait
// (UREP-020): SAME_UNSTAKED_ENTITY_MEMPOOL_COUNT plus its inclusion rate
// times its inclusions (capped).
func (r *Reputation) OpsAllowed(a common.Address) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.decay()
	c := r.counts[a]
	if c == nil || c.seen == 0 {
		return r.cfg.SameUnstakedEntityCount
	}
	inc := min(c.included, r.cfg.MaxOpsAllowedUnstaked)
	return r.cfg.SameUnstakedEntityCount + int(inc*min(c.included, c.seen)/c.seen)
}

// BanPenalty is what GREP-040 adds to the opsSeen of an entity whose
// operation failed the bundle's re-simulation: enough to ban it.
const BanPenalty = 10_000

// Blame applies GREP-040 to entity a after the operation hash, accepted
// earlier, failed the bundle's re-simulation because of it: its opsSeen
// grows by BanPenalty, which bans it. Only an entity whose reputation this
// operation counts (Seen listed it) is blamed, so the relayer's own entities
// and unstaked factories never are; it reports whether a was blamed.
func (r *Reputation) Blame(hash common.Hash, a common.Address) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.decay()
	op, ok := r.pending[hash]
	if !ok || !slices.Contains(op.entities, a) {
		return false
	}
	delete(r.pending, hash)
	r.get(a).seen += BanPenalty
	return true
}

// Set replaces the counts of the given entities (debug_bundler_setReputation).
// The status is derived from the counts, as the spec defines it.
func (r *Reputation) Set(entries ...Entry) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.decay()
	for _, e := range entries {
		r.counts[e.Address] = &counts{seen: e.OpsSeen, included: e.OpsIncluded}
	}
}

// Dump returns every entity's reputation, by address.
func (r *Reputation) Dump() []Entry {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.decay()
	out := make([]Entry, 0, len(r.counts))
	for a, c := range r.counts {
		out = append(out, Entry{Address: a, OpsSeen: c.seen, OpsIncluded: c.included, Status: r.status(c)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Address.Cmp(out[j].Address) < 0 })
	return out
}

// Clear forgets everything.
func (r *Reputation) Clear() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.counts, r.pending, r.lastDecay = map[common.Address]*counts{}, map[common.Hash]seenOp{}, r.cfg.Now()
}

// State returns what to persist.
func (r *Reputation) State() ReputationState {
	entries := r.Dump()
	r.mu.Lock()
	defer r.mu.Unlock()
	return ReputationState{Entries: entries, LastDecay: r.lastDecay}
}

// Restore loads a persisted state (the decay resumes from its LastDecay).
func (r *Reputation) Restore(s ReputationState) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.counts = map[common.Address]*counts{}
	for _, e := range s.Entries {
		r.counts[e.Address] = &counts{seen: e.OpsSeen, included: e.OpsIncluded}
	}
	if !s.LastDecay.IsZero() {
		r.lastDecay = s.LastDecay
	}
}
