package game

import (
	"encoding/binary"
	"fmt"
)

// MaxTargets is how many opponents each remaining player attacks in a round
// of Worth of Words when more than MaxTargets+1 players remain.
const MaxTargets = 3

// SplitMix64 is the SplitMix64 generator (Steele, Lea and Flood, 2014): a
// 64-bit state advanced by a constant and mixed by two xor-shift-multiply
// steps. The target assignment draws from it because it needs nothing but
// 64-bit wrapping arithmetic, which Solidity does cheaply in an unchecked
// block on uint64. It is not a cryptographic generator: the unpredictability
// of the targets comes from the seed.
type SplitMix64 struct {
	State uint64
}

// NewSplitMix64 starts a generator from a 32-byte seed: the initial state is
// the xor of the seed's four 8-byte big-endian words. In Solidity, with
// s = uint256(seed):
//
//	uint64(s >> 192) ^ uint64(s >> 128) ^ uint64(s >> 64) ^ uint64(s)
func NewSplitMix64(seed [32]byte) *SplitMix64 {
	var st uint64
	for i := 0; i < 32; i += 8 {
		st ^= binary.BigEndian.Uint64(seed[i : i+8])
	}
	return &SplitMix64{State: st}
}

// Next advances the state and returns the next 64-bit output:
//
//	state += 0x9e3779b97f4a7c15
//	z = state
//	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
//	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
//	return z ^ (z >> 31)
//
// with every addition and multiplication wrapping modulo 2^64.
func (r *SplitMix64) Next() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// TargetCount is how many opponents each player attacks when n players
// remain: min(MaxTargets, n-1). Each player is also attacked that many times.
func TargetCount(n int) int {
	return max(0, min(MaxTargets, n-1))
}

// AssignTargets assigns the targets of one round of Worth of Words from a
// 32-byte random seed and the ordered list of remaining players (player ids).
// out[i] lists the targets of remaining[i], as player ids. The contract
// re-implements it step by step:
//
//  1. n = len(remaining), k = TargetCount(n) = min(3, n-1); n must be at
//     least 2 and the ids distinct and non-negative.
//  2. Start a SplitMix64 generator from the seed (NewSplitMix64).
//  3. Shuffle a copy a of remaining by Fisher-Yates, from the back: for
//     i = n-1 down to 1, draw j = Next() mod (i+1) and swap a[i] and a[j].
//     (The modulo bias is below n/2^64, negligible for any real n.)
//  4. The player at position p of a attacks, in this order, the players at
//     positions p+1, p+2, ..., p+k of a, modulo n.
//
// So every player attacks k distinct opponents and is attacked by exactly k
// (those at positions p-1, ..., p-k); with four or fewer players k = n-1 and
// everyone attacks every opponent. The same seed and list always give the
// same targets.
func AssignTargets(seed [32]byte, remaining []int) ([][]int, error) {
	n := len(remaining)
	if n < 2 {
		return nil, fmt.Errorf("%w: %d remaining, need at least 2", ErrBadPlayers, n)
	}
	seen := make(map[int]bool, n)
	for _, p := range remaining {
		if p < 0 || seen[p] {
			return nil, fmt.Errorf("%w: player %d negative or repeated in %v", ErrBadPlayers, p, remaining)
		}
		seen[p] = true
	}
	// Shuffle positions into remaining rather than ids: the same swaps, so
	// the same order, and out is then easy to index.
	pos := make([]int, n)
	for i := range pos {
		pos[i] = i
	}
	r := NewSplitMix64(seed)
	for i := n - 1; i >= 1; i-- {
		j := int(r.Next() % uint64(i+1))
		pos[i], pos[j] = pos[j], pos[i]
	}
	k := TargetCount(n)
	out := make([][]int, n)
	for p := range pos {
		t := make([]int, k)
		for d := 1; d <= k; d++ {
			t[d-1] = remaining[pos[(p+d)%n]]
		}
		out[pos[p]] = t
	}
	return out, nil
}
