package words

import (
	"embed"
	"fmt"
	"io/fs"
)

//go:embed data/secrets-*.txt data/guesses-*.txt data/SHA256SUMS data/SOURCE
var data embed.FS

// FileName returns the name under data/ of an embedded list.
func FileName(kind Kind, length int) string {
	return fmt.Sprintf("%s-%d.txt", kind, length)
}

// Load returns an embedded dictionary: kind Secrets or Guesses, length 4, 5
// or 6.
func Load(kind Kind, length int) (*Dictionary, error) {
	if _, err := ParseKind(string(kind)); err != nil {
		return nil, err
	}
	if length < MinLength || length > MaxLength {
		return nil, fmt.Errorf("%w: no embedded dictionary of length %d (want %d..%d)", ErrBadLength, length, MinLength, MaxLength)
	}
	name := FileName(kind, length)
	f, err := data.Open("data/" + name)
	if err != nil {
		return nil, fmt.Errorf("embedded %s: %w", name, err)
	}
	defer f.Close()
	return Parse(f, name, length)
}

// Data returns the embedded data/ directory: the lists, SHA256SUMS and SOURCE.
func Data() fs.FS {
	sub, err := fs.Sub(data, "data")
	if err != nil { // "data" is a valid path, so Sub cannot fail
		return data
	}
	return sub
}
