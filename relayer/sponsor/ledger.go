package sponsor

import (
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/relayer/check"
)

// budgetBuckets is how many buckets the global window is split into: the
// budget is enforced over a window that slides in steps of window/64.
const budgetBuckets = 64

// ledger tracks sponsorships in sliding windows: per sender and per owner
// every entry (at most the operation limit survive a window), globally in
// buckets.
type ledger struct {
	budget  Budget
	senders keyed
	owners  keyed
	buckets [budgetBuckets]bucket
}

// keyed holds the recent entries of each sender (or owner) under one limit.
type keyed struct {
	name    string // "sender" or "owner", for violations
	limits  SenderLimits
	entries map[common.Address][]entry
}

type entry struct {
	t    time.Time
	cost *big.Int
}

type bucket struct {
	start int64 // bucket index (time / bucket width)
	sum   *big.Int
}

func newLedger(sender, owner SenderLimits, budget Budget) *ledger {
	return &ledger{
		budget:  budget,
		senders: keyed{name: "sender", limits: sender, entries: map[common.Address][]entry{}},
		owners:  keyed{name: "owner", limits: owner, entries: map[common.Address][]entry{}},
	}
}

func (l *ledger) width() int64 {
	return max(int64(l.budget.Window.Duration)/budgetBuckets, 1)
}

// recent returns a's entries inside the window, pruning older ones.
func (k *keyed) recent(now time.Time, a common.Address) []entry {
	es := k.entries[a]
	cut := now.Add(-k.limits.Window.Duration)
	i := 0
	for i < len(es) && !es[i].t.After(cut) {
		i++
	}
	if i > 0 {
		es = es[i:]
		if len(es) == 0 {
			delete(k.entries, a)
		} else {
			k.entries[a] = es
		}
	}
	return es
}

// check returns the limits of a that adding cost at now would break.
func (k *keyed) check(now time.Time, a common.Address, cost *big.Int) []check.Violation {
	var vs []check.Violation
	es := k.recent(now, a)
	field := k.name + " " + a.Hex()
	if len(es)+1 > k.limits.Ops {
		vs = append(vs, check.Violation{Check: "sponsor_rate", Kind: check.Throttled, Field: field,
			Value: fmt.Sprintf("%d ops in %v", len(es)+1, k.limits.Window.Duration), Limit: fmt.Sprint(k.limits.Ops),
			Reason: k.name + "'s sponsored operation rate limit reached"})
	}
	spent := new(big.Int).Set(cost)
	for _, e := range es {
		spent.Add(spent, e.cost)
	}
	if spent.Cmp(&k.limits.Spend.Int) > 0 {
		vs = append(vs, check.Violation{Check: "sponsor_spend", Kind: check.Throttled, Field: field,
			Value: spent.String() + " wei", Limit: k.limits.Spend.String() + " wei",
			Reason: k.name + "'s sponsored spend limit reached"})
	}
	return vs
}

func (k *keyed) add(t time.Time, a common.Address, cost *big.Int) {
	k.entries[a] = append(k.entries[a], entry{t: t, cost: cost})
}

func (l *ledger) globalSpend(now time.Time) *big.Int {
	idx := now.UnixNano() / l.width()
	sum := new(big.Int)
	for _, b := range l.buckets {
		if b.sum != nil && b.start > idx-budgetBuckets && b.start <= idx {
			sum.Add(sum, b.sum)
		}
	}
	return sum
}

// check returns the limits that adding cost for sender (owned by owner) at
// now would break.
func (l *ledger) check(now time.Time, sender, owner common.Address, cost *big.Int) []check.Violation {
	vs := l.senders.check(now, sender, cost)
	vs = append(vs, l.owners.check(now, owner, cost)...)
	total := new(big.Int).Add(l.globalSpend(now), cost)
	if total.Cmp(&l.budget.Spend.Int) > 0 {
		vs = append(vs, check.Violation{Check: "sponsor_budget", Kind: check.PaymasterBalance, Field: "budget",
			Value: total.String() + " wei", Limit: l.budget.Spend.String() + " wei",
			Reason: "sponsor's global budget for the window is spent"})
	}
	return vs
}

func (l *ledger) add(t time.Time, sender, owner common.Address, cost *big.Int) {
	if cost == nil {
		cost = new(big.Int)
	}
	l.senders.add(t, sender, cost)
	l.owners.add(t, owner, cost)
	idx := t.UnixNano() / l.width()
	b := &l.buckets[idx%budgetBuckets]
	if b.sum == nil || b.start != idx {
		b.start, b.sum = idx, new(big.Int)
	}
	b.sum.Add(b.sum, cost)
}
