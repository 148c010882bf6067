package puzloc

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPhraseList: the embedded list parses, every phrase starts a game,
// every category and difficulty has phrases, and no phrase repeats.
func TestPhraseList(t *testing.T) {
	all, err := Phrases()
	require.NoError(t, err)
	require.Greater(t, len(all), 1000)
	seen := map[string]bool{}
	count := map[Category]map[Difficulty]int{}
	for _, p := range all {
		key := normalize(p.Text)
		require.False(t, seen[key], "repeated: %s", p.Text)
		seen[key] = true
		if count[p.Category] == nil {
			count[p.Category] = map[Difficulty]int{}
		}
		count[p.Category][p.Difficulty]++
	}
	for _, c := range Categories() {
		require.NotEmpty(t, count[c], "category %s", c)
	}
	for _, d := range []Difficulty{Easy, Medium, Hard} {
		n := 0
		for _, c := range Categories() {
			n += count[c][d]
		}
		require.Positive(t, n, "difficulty %v", d)
	}
}

// TestDrawPhrase: a draw is the pick-th phrase of its difficulty, wraps
// around, and starts a game with the phrase masked.
func TestDrawPhrase(t *testing.T) {
	all, err := Phrases()
	require.NoError(t, err)
	var hard []Phrase
	for _, p := range all {
		if p.Difficulty == Hard {
			hard = append(hard, p)
		}
	}
	p, err := DrawPhrase(3, Hard)
	require.NoError(t, err)
	require.Equal(t, hard[3], p)
	wrapped, err := DrawPhrase(uint64(len(hard))+3, Hard)
	require.NoError(t, err)
	require.Equal(t, p, wrapped)
	g, err := p.Start()
	require.NoError(t, err)
	require.Equal(t, len(p.Text), g.Length())
	require.NotContains(t, g.Display(), string(p.Text[0]))
	_, err = DrawPhrase(0, Difficulty(7))
	require.ErrorIs(t, err, ErrBadDifficulty)
}

// TestParsePhrasesRejects: a malformed line is an error naming it.
func TestParsePhrasesRejects(t *testing.T) {
	for _, tt := range []struct {
		list string
		want error
	}{
		{"Movies\teasy", ErrBadPhrase},
		{"Movies\tsimple\tJAWS ON TOUR", ErrBadDifficulty},
		{"Cooking\teasy\tapple pie", ErrBadCategory},
		{"Movies\teasy\t1234 5678", ErrBadPhrase},
	} {
		_, err := ParsePhrases("# header\n" + tt.list + "\n")
		require.ErrorIs(t, err, tt.want, tt.list)
		require.ErrorContains(t, err, "line 2")
	}
	got, err := ParsePhrases("# c\nScience\thard\tblack hole\n")
	require.NoError(t, err)
	require.Equal(t, []Phrase{{Text: "black hole", Category: Science, Difficulty: Hard}}, got)
}
