package erc7562

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

// fakeClock is a settable clock.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time { return c.now }

func newTestReputation() (*Reputation, *fakeClock) {
	clk := &fakeClock{now: time.Unix(1_700_000_000, 0)}
	cfg := DefaultReputationConfig
	cfg.Now = clk.Now
	return NewReputation(cfg), clk
}

func opHash(i int) common.Hash { return crypto.Keccak256Hash([]byte(fmt.Sprint(i))) }

func TestReputationTransitions(t *testing.T) {
	tests := []struct {
		name           string
		seen, included uint64
		want           Status
	}{
		{"new entity", 0, 0, OK},
		{"OK at the throttling slack", 200, 10, OK}, // 200/10 = 20 = 10 + 10
		{"OK to THROTTLED above the throttling slack", 210, 10, Throttled},
		{"THROTTLED at the ban slack", 600, 10, Throttled}, // 60 = 10 + 50
		{"THROTTLED to BANNED above the ban slack", 610, 10, Banned},
		{"inclusions bring it back to OK", 610, 51, OK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep, _ := newTestReputation()
			a := common.HexToAddress("0x01")
			rep.Set(Entry{Address: a, OpsSeen: tt.seen, OpsIncluded: tt.included})
			require.Equal(t, tt.want, rep.Status(a))
			dump := rep.Dump()
			require.Len(t, dump, 1)
			require.Equal(t, tt.want, dump[0].Status)
		})
	}
}

func TestReputationSeenAndIncluded(t *testing.T) {
	rep, _ := newTestReputation()
	pm := common.HexToAddress("0xaa")
	for i := 0; i < 210; i++ {
		rep.Seen(opHash(i), pm)
	}
	rep.Seen(opHash(0), pm) // the same operation again does not count
	require.Equal(t, uint64(210), rep.Dump()[0].OpsSeen)
	require.Equal(t, Throttled, rep.Status(pm), "21 > 0 + 10")
	for i := 0; i < 11; i++ {
		rep.Included(opHash(i))
		rep.Included(opHash(i)) // counted once
	}
	rep.Included(common.HexToHash("0xdead")) // never seen: ignored
	require.Equal(t, uint64(11), rep.Dump()[0].OpsIncluded)
	require.Equal(t, OK, rep.Status(pm))
}

// TestReputationTrackAfterRestart: an operation seen before a restart and
// still waiting is credited when included, without being seen twice.
func TestReputationTrackAfterRestart(t *testing.T) {
	rep, _ := newTestReputation()
	pm := common.HexToAddress("0xaa")
	rep.Seen(opHash(1), pm)
	restarted, _ := newTestReputation()
	restarted.Restore(rep.State())
	restarted.Included(opHash(1))
	require.Equal(t, uint64(0), restarted.Dump()[0].OpsIncluded, "not known after a restart")
	restarted.Track(opHash(1), pm)
	restarted.Included(opHash(1))
	require.Equal(t, Entry{Address: pm, OpsSeen: 1, OpsIncluded: 1, Status: OK}, restarted.Dump()[0])
}

func TestReputationHourlyDecay(t *testing.T) {
	rep, clk := newTestReputation()
	a := common.HexToAddress("0x01")
	rep.Set(Entry{Address: a, OpsSeen: 2400, OpsIncluded: 240})
	clk.now = clk.now.Add(59 * time.Minute)
	require.Equal(t, uint64(2400), rep.Dump()[0].OpsSeen, "no decay within the hour")
	clk.now = clk.now.Add(time.Minute)
	require.Equal(t, uint64(2300), rep.Dump()[0].OpsSeen, "×23/24 after one hour")
	require.Equal(t, uint64(230), rep.Dump()[0].OpsIncluded)
	clk.now = clk.now.Add(2 * time.Hour)
	require.Equal(t, uint64(2300*23/24*23/24), rep.Dump()[0].OpsSeen, "one step per hour")

	// A banned entity decays back to OK.
	b := common.HexToAddress("0x02")
	rep.Set(Entry{Address: b, OpsSeen: 700})
	require.Equal(t, Banned, rep.Status(b))
	clk.now = clk.now.Add(24 * time.Hour)
	require.Equal(t, Throttled, rep.Status(b), "700 × (23/24)^24 = 249: 24 > 10")
	clk.now = clk.now.Add(24 * time.Hour)
	require.Equal(t, OK, rep.Status(b))
}

func TestReputationOpsAllowedUnstaked(t *testing.T) {
	rep, _ := newTestReputation()
	pm := common.HexToAddress("0xbb")
	require.Equal(t, 10, rep.OpsAllowed(pm), "a new paymaster gets SAME_UNSTAKED_ENTITY_MEMPOOL_COUNT")
	rep.Set(Entry{Address: pm, OpsSeen: 100, OpsIncluded: 50})
	require.Equal(t, 10+25, rep.OpsAllowed(pm), "10 + 50/100 × 50")
	rep.Set(Entry{Address: pm, OpsSeen: 20000, OpsIncluded: 20000})
	require.Equal(t, 10+10000, rep.OpsAllowed(pm), "capped at MAX_OPS_ALLOWED_UNSTAKED_ENTITY")
}

func TestReputationPersistAndClear(t *testing.T) {
	rep, clk := newTestReputation()
	a := common.HexToAddress("0x01")
	rep.Set(Entry{Address: a, OpsSeen: 610})
	raw, err := json.Marshal(rep.State())
	require.NoError(t, err)

	var st ReputationState
	require.NoError(t, json.Unmarshal(raw, &st))
	other, _ := newTestReputation()
	other.Restore(st)
	require.Equal(t, Banned, other.Status(a))
	clk.now = clk.now.Add(time.Hour)
	require.Equal(t, uint64(610*23/24), rep.Dump()[0].OpsSeen)

	rep.Clear()
	require.Empty(t, rep.Dump())
	require.Equal(t, OK, rep.Status(a))
}

func TestStatusJSON(t *testing.T) {
	for _, s := range []Status{OK, Throttled, Banned} {
		raw, err := json.Marshal(s)
		require.NoError(t, err)
		var back Status
		require.NoError(t, json.Unmarshal(raw, &back))
		require.Equal(t, s, back)
	}
	var s Status
	require.Error(t, json.Unmarshal([]byte(`"evil"`), &s))
}

// TestReputationBlame: GREP-040 bans an entity whose accepted operation
// failed the bundle's re-simulation, but only an entity the operation was
// counted for, and only once per operation.
func TestReputationBlame(t *testing.T) {
	r, _ := newTestReputation()
	pm, factory, other := common.HexToAddress("0x01"), common.HexToAddress("0x02"), common.HexToAddress("0x03")
	r.Seen(opHash(1), pm, factory)
	require.False(t, r.Blame(opHash(1), other), "not an entity of the operation")
	require.False(t, r.Blame(opHash(2), pm), "an operation never seen")
	require.Equal(t, OK, r.Status(pm))

	require.True(t, r.Blame(opHash(1), pm))
	require.Equal(t, Banned, r.Status(pm))
	require.Equal(t, uint64(1+BanPenalty), r.Dump()[0].OpsSeen)
	require.Equal(t, OK, r.Status(factory), "only the blamed entity")
	require.False(t, r.Blame(opHash(1), factory), "one blame per operation")
	r.Included(opHash(1))
	require.Zero(t, r.Dump()[0].OpsIncluded, "a failed operation is not credited later")
}
