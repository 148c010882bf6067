package audit

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
)

// TestWriteText prints a two-round report of three players (a forfeit, an
// unanswered guess, a winner) and compares every line.
func TestWriteText(t *testing.T) {
	r := &Report{
		ChainID: 1337, Contract: common.HexToAddress("0xc0"), GameID: big.NewInt(4),
		Settings: Settings{Stake: big.NewInt(1e17), MinPlayers: 2, MaxPlayers: 3, WordLength: 5, RoundCap: 8},
		Players: []Player{
			{Index: 0, Address: common.HexToAddress("0xa1"), Join: &Location{Block: 3}},
			{Index: 1, Address: common.HexToAddress("0xa2")},
			{Index: 2, Address: common.HexToAddress("0xa3"), Join: &Location{Block: 5}},
		},
		Rounds: []Round{
			{Number: 1, Seed: common.HexToHash("0x01"), Opened: map[int]string{0: "crane", 1: "slate", 2: "pious"},
				Guesses: []Guess{{Attacker: 0, Target: 1, Secret: 0, Word: "crane", Colours: "GY...", Points: 3}},
				Solved:  []int{1}, Eliminated: []int{2, 1}, Forfeited: []int{2}, Scores: []uint32{3, 0, 0}, Complete: true},
			{Number: 2, Seed: common.HexToHash("0x02"), Scores: []uint32{3, 0, 0}},
		},
		Ended: true, Winners: []int{0}, Pot: big.NewInt(3e17), Prize: big.NewInt(3e17),
		Checked:  Counts{Events: 12, JoinProofs: 3, RevealProofs: 2, Guesses: 1, Verifiers: 2},
		Findings: []Finding{{Check: CheckWinners, Detail: "differs"}},
		Notes:    []string{"a note"}, Verdict: "ok", Elapsed: 1500 * time.Microsecond,
	}
	var b strings.Builder
	require.NoError(t, r.WriteText(&b))
	want := []string{
		"Worth of Words game 4 at 0x00000000000000000000000000000000000000C0 on chain 1337",
		"settings: 5-letter words, 2 to 3 players, stake 0.1 ETH, at most 8 rounds",
		"players (join order):",
		"  P1   0x00000000000000000000000000000000000000A1  joined in block 3",
		"  P2   0x00000000000000000000000000000000000000A2",
		"  P3   0x00000000000000000000000000000000000000A3  joined in block 5",
		"round 1 (seed 0x0000000000000000000000000000000000000000000000000000000000000001)",
		"  P1   -> P2   word 1  crane  GY...  +3",
		"  opened but never answered: P2 slate, P3 pious",
		"  P2 word solved; P3 out (forfeited: no reveal); P2 out (both words solved)",
		"  scores: P1 3, P2 0, P3 0",
		"round 2 (seed 0x0000000000000000000000000000000000000000000000000000000000000002) in progress",
		"  (no guess revealed)",
		"  scores: P1 3, P2 0, P3 0",
		"result: winner P1, prize 0.3 ETH each (pot 0.3 ETH)",
		"checked: 12 events, 3 join proofs, 2 reveal proofs, 1 guesses, 2 verifier contracts",
		"key set: " + r.KeySet.String(),
		"findings (1):",
		"  - " + r.Findings[0].String(),
		"note: a note",
		"verdict: ok (audited in 2ms)",
	}
	require.Equal(t, want, strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n"))

	r.Ended, r.Settings.RoundCap = false, 0
	b.Reset()
	require.NoError(t, r.WriteText(&b))
	require.Contains(t, b.String(), "stake 0.1 ETH\nplayers")
	require.Contains(t, b.String(), "result: the game has not ended\n")
}
