package sponsor

import (
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/store"
)

// throttles holds the cool-downs of addresses whose sponsored operations
// reverted. A revert costs the sponsor gas without moving any game on, so
// after Throttle.Reverts of them in a row the sender (and its owner) waits
// before the next sponsorship, longer on each further one. A sponsored
// operation that succeeds ends the run: a lost race (two players calling
// advance at once) is forgiven.
type throttles struct {
	cfg     Throttle
	records map[common.Address]*store.Throttle
}

func newThrottles(cfg Throttle) *throttles {
	return &throttles{cfg: cfg, records: map[common.Address]*store.Throttle{}}
}

// strike records a revert of op by a at now and returns the updated record,
// or nil when op was already counted.
func (t *throttles) strike(now time.Time, a common.Address, op common.Hash) *store.Throttle {
	r := t.records[a]
	if r == nil {
		r = &store.Throttle{Address: a}
		t.records[a] = r
	} else if r.LastOp == op {
		return nil
	}
	if now.Sub(r.Last) > t.cfg.ForgetAfter.Duration {
		r.Strikes = 0
	}
	r.Strikes++
	r.Last, r.LastOp = now, op
	if r.Strikes >= t.cfg.Reverts {
		cool := t.cfg.Cooldown.Duration
		for i := t.cfg.Reverts; i < r.Strikes && cool < t.cfg.MaxCooldown.Duration; i++ {
			cool *= 2
		}
		r.Until = now.Add(min(cool, t.cfg.MaxCooldown.Duration))
	}
	out := *r
	return &out
}

// clear ends a's run of reverts (a cool-down in force runs out as set) and
// returns the updated record, or nil when there was no run.
func (t *throttles) clear(a common.Address) *store.Throttle {
	r := t.records[a]
	if r == nil || r.Strikes == 0 {
		return nil
	}
	r.Strikes = 0
	out := *r
	return &out
}

// check returns a violation for the sender and for the owner when either is
// still cooling down at now.
func (t *throttles) check(now time.Time, sender, owner common.Address) []check.Violation {
	var vs []check.Violation
	for _, w := range []struct {
		name string
		a    common.Address
	}{{"sender", sender}, {"owner", owner}} {
		name, a := w.name, w.a
		r := t.records[a]
		if r == nil || !now.Before(r.Until) {
			continue
		}
		vs = append(vs, check.Violation{Check: "sponsor_throttle", Kind: check.Throttled, Field: name + " " + a.Hex(),
			Value: fmt.Sprintf("%d reverted sponsored operations", r.Strikes), Limit: "cool-down until " + r.Until.UTC().Format(time.RFC3339),
			Reason: name + "'s sponsored operation reverted; no sponsorship during the cool-down"})
	}
	return vs
}

// load restores a record read from the store.
func (t *throttles) load(r *store.Throttle) {
	rec := *r
	t.records[r.Address] = &rec
}
