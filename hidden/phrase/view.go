package phrase

import (
	"strings"

	"github.com/wordproof/wordproof/game/puzloc"
)

// View is what a player knows of the day's phrase from the house's replies:
// the display a client shows. The zero value knows nothing.
type View struct {
	Shape       string // the shape reply: the display up to its last space or punctuation
	Length      int    // the length hint's reply (0: not taken)
	Category    int    // the category hint's reply (an index in puzloc.Categories), once HasCategory
	HasCategory bool
	letters     map[int]byte // revealed positions
}

// Apply records the reply to a move of the given kind.
func (v *View) Apply(kind Kind, r Reply) {
	switch kind {
	case KindShape:
		v.Shape = r.Shape
	case KindHintLength:
		v.Length = r.Length
	case KindHintCategory:
		v.Category, v.HasCategory = r.Category, true
	case KindLetter, KindHintLetter:
		if v.letters == nil {
			v.letters = map[int]byte{}
		}
		for p := 0; p < MaxLength; p++ {
			if r.Mask>>p&1 == 1 {
				v.letters[p] = r.Letter
			}
		}
	}
}

// Display returns the phrase as far as it is known: letters found, the
// shape's spaces and punctuation, Mask for a hidden letter. Without the
// length hint it ends at the last character known; with it, it is
// puzloc.PhraseLock.Display.
func (v *View) Display() string {
	n := max(v.Length, len(v.Shape))
	for p := range v.letters {
		n = max(n, p+1)
	}
	b := []byte(strings.Repeat(string(puzloc.Mask), n))
	copy(b, v.Shape)
	for p, c := range v.letters {
		b[p] = c
	}
	return string(b)
}

// Revealed is the number of letter positions shown (found or hinted).
func (v *View) Revealed() int { return len(v.letters) }
