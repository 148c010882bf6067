package words

import "errors"

var (
	// ErrBadKind is returned for a dictionary kind other than secrets or guesses.
	ErrBadKind = errors.New("bad dictionary kind")

	// ErrBadLength is returned for a word length with no embedded dictionary,
	// or for a word whose length differs from its dictionary's.
	ErrBadLength = errors.New("bad word length")

	// ErrBadWord is returned for a word with a character outside a-z.
	ErrBadWord = errors.New("bad word")

	// ErrDuplicate is returned when a word list holds a word twice.
	ErrDuplicate = errors.New("duplicate word")

	// ErrEmpty is returned when a word list holds no word.
	ErrEmpty = errors.New("empty word list")

	// ErrNotInDictionary is returned by Dictionary.Index for a word that is not
	// in the dictionary.
	ErrNotInDictionary = errors.New("word not in dictionary")
)
