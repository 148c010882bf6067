package indexer

import (
	"math/big"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game/puzloc"
	puzlocwire "github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// TestPhraseFigures: a PhraseLock game's figures read from its moves equal
// the rules engine's on the same moves when the match key is opened (the
// replies decrypted); without it, the letters found count the letter moves
// that hit and the letters shown at the win are unknown (-1).
func TestPhraseFigures(t *testing.T) {
	list, err := phrase.Default()
	require.NoError(t, err)
	const day = 20_000
	var seed, k fr.Element
	seed.SetUint64(7)
	k.SetUint64(99)
	pd := &phrase.Day{List: list, Seed: seed, Randomness: big.NewInt(12345), Day: day, Key: k}
	e, err := pd.Entry()
	require.NoError(t, err)
	eng, err := puzloc.NewPhraseLock(e.Text, puzloc.Categories()[e.Category])
	require.NoError(t, err)
	var in, out byte
	for ch := byte('A'); ch <= 'Z'; ch++ {
		if e.Letters>>(ch-'A')&1 == 1 && in == 0 {
			in = ch
		} else if e.Letters>>(ch-'A')&1 == 0 && out == 0 {
			out = ch
		}
	}
	type move struct {
		kind   phrase.Kind
		letter byte
		guess  string
	}
	var (
		st    phrase.State
		moves []puzlocwire.PhraseMove
	)
	for n, m := range []move{{kind: phrase.KindShape}, {kind: phrase.KindLetter, letter: in}, {kind: phrase.KindLetter, letter: out},
		{kind: phrase.KindHintCategory}, {kind: phrase.KindPhrase, guess: "NOT IT"}, {kind: phrase.KindPhrase, guess: e.Text}} {
		var ct fr.Element
		switch m.kind {
		case phrase.KindLetter:
			ct, err = phrase.EncryptLetter(k, day, n, m.letter)
			require.NoError(t, err)
			_, err = eng.GuessLetter(m.letter)
		case phrase.KindPhrase:
			ct, err = phrase.EncryptPhrase(k, day, n, m.guess)
			require.NoError(t, err)
			_, err = eng.GuessPhrase(m.guess)
		case phrase.KindHintCategory:
			_, err = eng.HintCategory()
		}
		require.NoError(t, err)
		a, err := pd.Answer(st, m.kind, ct)
		require.NoError(t, err)
		st = a.Next
		moves = append(moves, puzlocwire.PhraseMove{Kind: uint8(m.kind), Ciphertext: ct.BigInt(new(big.Int)), Reply: a.Ciphertext.BigInt(new(big.Int)),
			Hit: a.Fields.Hit, Refused: a.Fields.Refused, Solved: a.Fields.Solved, Lives: eng.Lives()})
	}
	sum := eng.Summary()
	require.Equal(t, puzloc.Won, sum.Status)

	var keyed PuzlocPlay
	require.NoError(t, phraseFigures(moves, day, true, &k, &keyed))
	require.Equal(t, PuzlocPlay{Lives: sum.Lives, Hints: sum.HintsUsed, LettersFound: sum.LettersFound, WonByPhrase: true, RevealedAtWin: sum.RevealedAtWin}, keyed)
	require.Positive(t, keyed.RevealedAtWin, "the letter found was shown")

	var blind PuzlocPlay
	require.NoError(t, phraseFigures(moves, day, true, nil, &blind))
	require.Equal(t, PuzlocPlay{Lives: sum.Lives, Hints: 1, LettersFound: 1, WonByPhrase: true, RevealedAtWin: -1}, blind)

	var wrong fr.Element // another key does not decrypt: an error, not made-up figures
	wrong.SetUint64(100)
	require.Error(t, phraseFigures(moves, day, true, &wrong, &PuzlocPlay{}))
}
