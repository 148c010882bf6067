package sponsor

import (
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"wordproof/relayer/check"
)

// budgetBuckets is how many buckets the global window is split into: the
// budget is enforced over a window that slides in steps of window/64.
const budgetBuckets = 64

// ledger tracks sponsorships in sliding windows: per sender every entry (at
// most the sender's operation limit survive a window), globally in buckets.
type ledger struct {
	sender  SenderLimits
	budget  Budget
	senders map[common.Address][]entry
	buckets [budgetBuckets]bucket
}

type entry struct {
	t    time.Time
	cost *big.Int
}

type bucket struct {
	start int64 // bucket index (time / bucket width)
	sum   *big.Int
}

func newLedger(sender SenderLimits, budget Budget) *ledger {
	return &ledger{sender: sender, budget: budget, senders: map[common.Address][]entry{}}
}

func (l *ledger) width() int64 {
	return max(int64(l.budget.Window.Duration)/budgetBuckets, 1)
}

// recent returns the sender's entries inside the window, pruning older ones.
func (l *ledger) recent(now time.Time, sender common.Address) []entry {
	es := l.senders[sender]
	cut := now.Add(-l.sender.Window.Duration)
	i := 0
	for i < len(es) && !es[i].t.After(cut) {
		i++
	}
	if i > 0 {
		es = es[i:]
		if len(es) == 0 {
			delete(l.senders, sender)
		} else {
			l.senders[sender] = es
		}
	}
	return es
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

// check returns the limits that adding cost for sender at now would break.
func (l *ledger) check(now time.Time, sender common.Address, cost *big.Int) []check.Violation {
	var vs []check.Violation
	es := l.recent(now, sender)
	if l.sender.Ops > 0 && len(es)+1 > l.sender.Ops {
		vs = append(vs, check.Violation{Check: "sponsor_rate", Kind: check.Throttled, Field: "sender " + sender.Hex(),
			Value: fmt.Sprintf("%d ops in %v", len(es)+1, l.sender.Window.Duration), Limit: fmt.Sprint(l.sender.Ops),
			Reason: "sender's sponsored operation rate limit reached"})
	}
	if l.sender.Spend.Sign() > 0 {
		spent := new(big.Int).Set(cost)
		for _, e := range es {
			spent.Add(spent, e.cost)
		}
		if spent.Cmp(&l.sender.Spend.Int) > 0 {
			vs = append(vs, check.Violation{Check: "sponsor_spend", Kind: check.Throttled, Field: "sender " + sender.Hex(),
				Value: spent.String() + " wei", Limit: l.sender.Spend.String() + " wei",
				Reason: "sender's sponsored spend limit reached"})
		}
	}
	if l.budget.Spend.Sign() > 0 {
		total := new(big.Int).Add(l.globalSpend(now), cost)
		if total.Cmp(&l.budget.Spend.Int) > 0 {
			vs = append(vs, check.Violation{Check: "sponsor_budget", Kind: check.PaymasterBalance, Field: "budget",
				Value: total.String() + " wei", Limit: l.budget.Spend.String() + " wei",
				Reason: "sponsor's global budget for the window is spent"})
		}
	}
	return vs
}

func (l *ledger) add(t time.Time, sender common.Address, cost *big.Int) {
	if cost == nil {
		cost = new(big.Int)
	}
	l.senders[sender] = append(l.senders[sender], entry{t: t, cost: cost})
	idx := t.UnixNano() / l.width()
	b := &l.buckets[idx%budgetBuckets]
	if b.sum == nil || b.start != idx {
		b.start, b.sum = idx, new(big.Int)
	}
	b.sum.Add(b.sum, cost)
}
