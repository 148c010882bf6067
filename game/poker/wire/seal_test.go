package wire

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game/poker"
)

func TestSealCardsRoundTrip(t *testing.T) {
	seed, r := [32]byte{1}, [32]byte{2}
	top := DeckOrder(seed, r)
	var cards poker.Hand
	copy(cards[:], top[5:10])
	salt := [32]byte{9, 8, 7}
	shared := [32]byte{0xaa, 0xbb}
	sealed := SealCards(shared, 7, 3, 1, cards, salt)
	require.Len(t, sealed, SealedLength)
	got, gotSalt, err := OpenSealed(shared, 7, 3, 1, sealed)
	require.NoError(t, err)
	require.Equal(t, cards, got)
	require.Equal(t, salt, gotSalt)
	dealt := DealtCommitment(7, 3, 1, cards, salt)
	require.NoError(t, CheckDealt(dealt, 7, 3, 1, got, gotSalt))

	// the pad depends on the secret, match, hand and seat: any other opens to
	// other bytes, which fail the card check or the commitment
	for _, o := range []struct {
		shared      [32]byte
		match, hand uint64
		seat        int
	}{{[32]byte{0xab}, 7, 3, 1}, {shared, 8, 3, 1}, {shared, 7, 4, 1}, {shared, 7, 3, 0}} {
		h, s, err := OpenSealed(o.shared, o.match, o.hand, o.seat, sealed)
		if err == nil {
			require.ErrorIs(t, CheckDealt(dealt, 7, 3, 1, h, s), ErrBadSealed)
		} else {
			require.ErrorIs(t, err, ErrBadSealed)
		}
	}
	_, _, err = OpenSealed(shared, 7, 3, 1, sealed[:SealedLength-1])
	require.ErrorIs(t, err, ErrBadSealed)
	// a flipped card byte opens to another card: the commitment refuses it
	bad := append([]byte(nil), sealed...)
	bad[0] ^= 1
	if h, s, err := OpenSealed(shared, 7, 3, 1, bad); err == nil {
		require.ErrorIs(t, CheckDealt(dealt, 7, 3, 1, h, s), ErrBadSealed)
	}
}

func TestBettingCards(t *testing.T) {
	require.Equal(t, []int{1, 1, 1, 2, 2, 2, 3, 3, 4}, BettingCards(0x1233))
	require.Equal(t, []int{2, 4}, BettingCards(0x1010))
	require.Empty(t, BettingCards(0))
	d := poker.NewBettingDeck()
	require.Equal(t, d.Cards(), BettingCards(0x1233), "the contract's full deck is the engine's")
}
