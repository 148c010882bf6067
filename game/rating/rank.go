package rating

import "fmt"

// Rank is a named MMR band.
type Rank uint8

// The seed's ranks, lowest first.
const (
	Bronze   Rank = iota // 0 - 999 (and anything below 0)
	Silver               // 1000 - 1499
	Gold                 // 1500 - 1999
	Platinum             // 2000 - 2499
	Diamond              // 2500 and up
)

// Min is the lowest MMR of the rank; Bronze has no lower bound in practice
// and reports 0, the seed's bottom.
func (r Rank) Min() int {
	switch r {
	case Bronze:
		return 0
	case Silver:
		return 1000
	case Gold:
		return 1500
	case Platinum:
		return 2000
	default:
		return 2500
	}
}

// String returns the rank's name as the seed writes it.
func (r Rank) String() string {
	switch r {
	case Bronze:
		return "Bronze"
	case Silver:
		return "Silver"
	case Gold:
		return "Gold"
	case Platinum:
		return "Platinum"
	case Diamond:
		return "Diamond"
	default:
		return fmt.Sprintf("Rank(%d)", uint8(r))
	}
}

// RankOf returns the rank of an MMR.
func RankOf(mmr int) Rank {
	r := Bronze
	for next := Silver; next <= Diamond; next++ {
		if mmr >= next.Min() {
			r = next
		}
	}
	return r
}
