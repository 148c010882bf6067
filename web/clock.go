package web

import (
	"sync"
	"time"
)

// chainClock estimates the chain's time between blocks, so that the
// page's countdown moves every second: on a chain whose clock runs ahead of
// ours (a devnet moved on) the head's timestamp stands still until the next
// block, and the wall clock alone is behind it. It keeps how far the chain
// was ahead when its newest head was first seen, and adds our clock's
// progress since.
type chainClock struct {
	mu   sync.Mutex
	head uint64 // the newest head's timestamp seen
	skew int64  // head - wall clock when that head was first seen, ≥ 0
}

// now is the chain's time estimated from the timestamp of its head.
func (c *chainClock) now(head uint64) uint64 {
	return c.at(head, time.Now().Unix())
}

func (c *chainClock) at(head uint64, wall int64) uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	if head > c.head {
		c.head, c.skew = head, max(int64(head)-wall, 0)
	}
	return max(uint64(wall+c.skew), head)
}
