package merkle

import (
	"fmt"
	"math/bits"
)

// MaxDepth bounds the depth of every tree: 2^32 leaves is far beyond any
// dictionary, and the bound keeps leaf indices within 32 bits on every
// platform.
const MaxDepth = 32

// MinDepth returns the smallest depth d with 2^d >= n (0 for n <= 1).
func MinDepth(n int) int {
	if n <= 1 {
		return 0
	}
	return bits.Len(uint(n - 1))
}

// layers holds a binary tree of fixed depth whose leaves past the given ones
// are all the padding value. Only the nodes with at least one real leaf below
// them are stored; every other node is the root of an all-padding subtree and
// is read from zeros.
type layers[T any] struct {
	depth int
	nodes [][]T // nodes[0] are the leaves; nodes[k] has ceil(len(nodes[k-1])/2) entries
	zeros []T   // zeros[k] is the root of an all-padding subtree of height k
}

// buildLayers hashes leaves into a tree of the given depth, padded with pad,
// inner nodes being node(left, right).
func buildLayers[T any](leaves []T, depth int, pad T, node func(l, r *T) T) (*layers[T], error) {
	if depth < 0 || depth > MaxDepth {
		return nil, fmt.Errorf("%w: %d (want 0..%d)", ErrBadDepth, depth, MaxDepth)
	}
	if len(leaves) == 0 {
		return nil, ErrNoLeaves
	}
	if uint64(len(leaves)) > uint64(1)<<depth {
		return nil, fmt.Errorf("%w: %d leaves, depth %d holds %d", ErrTooManyLeaves, len(leaves), depth, uint64(1)<<depth)
	}
	l := &layers[T]{depth: depth, nodes: make([][]T, depth+1), zeros: make([]T, depth+1)}
	l.zeros[0] = pad
	for k := 1; k <= depth; k++ {
		l.zeros[k] = node(&l.zeros[k-1], &l.zeros[k-1])
	}
	l.nodes[0] = append([]T(nil), leaves...)
	for k := 1; k <= depth; k++ {
		below := l.nodes[k-1]
		cur := make([]T, (len(below)+1)/2)
		for i := range cur {
			right := &l.zeros[k-1]
			if 2*i+1 < len(below) {
				right = &below[2*i+1]
			}
			cur[i] = node(&below[2*i], right)
		}
		l.nodes[k] = cur
	}
	return l, nil
}

func (l *layers[T]) root() T { return l.nodes[l.depth][0] }

// siblings returns the sibling of the path from leaf index up, bottom-up.
func (l *layers[T]) siblings(index int) ([]T, error) {
	if index < 0 || index >= len(l.nodes[0]) {
		return nil, fmt.Errorf("%w: %d (tree has %d leaves)", ErrIndexOutOfRange, index, len(l.nodes[0]))
	}
	out := make([]T, l.depth)
	for k := 0; k < l.depth; k++ {
		s := index ^ 1
		if s < len(l.nodes[k]) {
			out[k] = l.nodes[k][s]
		} else {
			out[k] = l.zeros[k]
		}
		index >>= 1
	}
	return out, nil
}

// pathRoot folds a leaf and its siblings into a root: bit k of index (LSB
// first) is 1 when the running node is the right child at level k.
func pathRoot[T any](leaf T, index int, siblings []T, node func(l, r *T) T) (T, error) {
	if len(siblings) > MaxDepth {
		var zero T
		return zero, fmt.Errorf("%w: path of %d siblings exceeds depth %d", ErrBadProof, len(siblings), MaxDepth)
	}
	if index < 0 || uint64(index)>>len(siblings) != 0 {
		var zero T
		return zero, fmt.Errorf("%w: index %d does not fit a path of %d siblings", ErrBadProof, index, len(siblings))
	}
	cur := leaf
	for k := range siblings {
		if index>>k&1 == 1 {
			cur = node(&siblings[k], &cur)
		} else {
			cur = node(&cur, &siblings[k])
		}
	}
	return cur, nil
}
