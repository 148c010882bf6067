package phrase

import (
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/hidden"
)

// DecryptMove opens the ciphertext ct of move n of the given kind with the
// match key k: the letter of a letter move (0 when it opens to no letter,
// which the house refuses), or the guess of a phrase move ("" when it opens
// to nothing PackGuess makes). Hints and the shape carry nothing.
func DecryptMove(k fr.Element, day uint64, n int, kind Kind, ct *big.Int) (letter byte, guess string, err error) {
	if kind != KindLetter && kind != KindPhrase {
		return 0, "", nil
	}
	pad, err := Pad(k, hidden.PadGuess, day, n)
	if err != nil {
		return 0, "", err
	}
	var v fr.Element
	v.SetBigInt(ct)
	v.Sub(&v, &pad)
	plain := v.BigInt(new(big.Int))
	if kind == KindLetter {
		if plain.IsUint64() && plain.Uint64() >= 1 && plain.Uint64() <= Letters {
			letter = byte('A' + plain.Uint64() - 1)
		}
		return letter, "", nil
	}
	return 0, UnpackGuess(plain), nil
}

// symbolChars maps each phrase symbol back to its character (upper case).
var symbolChars = func() map[uint64]byte {
	m := map[uint64]byte{}
	for c := 255; c >= 0; c-- { // downwards: upper case wins over lower
		if s, ok := Symbol(byte(c)); ok {
			m[uint64(s)] = byte(c)
		}
	}
	return m
}()

// UnpackGuess is the inverse of PackGuess (5 bits a character, first
// character lowest); "" for 0, a guess that could not be packed.
func UnpackGuess(v *big.Int) string {
	var out []byte
	x := new(big.Int).Set(v)
	mask := big.NewInt(31)
	for x.Sign() != 0 {
		s := new(big.Int).And(x, mask).Uint64()
		c, ok := symbolChars[s]
		if !ok {
			c = '?'
		}
		out = append(out, c)
		x.Rsh(x, 5)
	}
	return string(out)
}
