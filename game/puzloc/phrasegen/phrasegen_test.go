package phrasegen

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game/puzloc"
)

// TestCommittedListIsFresh fails when game/puzloc/data/phrases.tsv differs
// from a fresh generation from the installed WordNet.
func TestCommittedListIsFresh(t *testing.T) {
	fresh, err := Generate(DefaultDir)
	if errors.Is(err, ErrSourceMissing) {
		t.Fatalf("cannot regenerate the phrase list: %v", err)
	}
	require.NoError(t, err)
	committed, err := os.ReadFile("../data/phrases.tsv")
	require.NoError(t, err)
	if err := Check(committed, fresh); err != nil {
		t.Fatalf("committed phrase list is stale: %v", err)
	}
}

// fakeData is a WordNet data file of a few synsets (wndb(5WN) lines).
const fakeData = `  1 This software and database is being provided to you
00000001 15 n 02 Rio_de_Janeiro 0 Rio 0 000 | a port city in Brazil
00000002 18 n 02 Alfred_Hitchcock 0 Hitchcock 0 000 | English film maker
00000003 18 n 01 Jane_Austen 0 000 | English novelist
00000004 18 n 01 Abraham_Lincoln 0 000 | 16th President of the United States
00000005 18 n 01 John_Doe 0 000 | a person of no note
00000006 19 n 01 black_hole 0 000 | a region of space
00000007 19 n 01 Black_Hole_X 0 000 | a proper name in a science file
00000008 02 r 02 once_in_a_blue_moon 0 by_and_large 0 000 | very seldom
00000009 35 v 02 bury_the_hatchet 0 kick_back 0 000 | make peace
00000010 10 n 01 rude_word_here 0 000 | an offensive term
00000011 27 n 01 carbon_dioxide 0 000 | a colorless gas
00000012 27 n 01 carbon-dioxide 0 000 | the same phrase again
00000013 15 n 01 New_York_City 0 000 | a city
00000014 22 n 01 cell_death 0 000 | the end of a cell
00000015 04 n 01 Battle_of_Hastings 0 000 | the battle in which William the Conqueror won
00000016 36 v 01 bake_a_cake(a) 0 000 | a marker stripped
`

// TestSelect: the categories, the filters and the order on a small WordNet.
func TestSelect(t *testing.T) {
	entries, err := ParseData([]byte(fakeData))
	require.NoError(t, err)
	require.Len(t, entries, 16)
	require.Equal(t, []string{"bake a cake"}, entries[15].Words)
	got := Select(entries)
	var lines []string
	for _, p := range got {
		lines = append(lines, string(p.Category)+"|"+p.Difficulty.String()+"|"+p.Text)
	}
	require.Equal(t, []string{
		"Movies|medium|Alfred Hitchcock",
		"Proverbs|easy|bake a cake",
		"Proverbs|medium|bury the hatchet", // 16 characters
		"Proverbs|easy|by and large",
		"Proverbs|medium|once in a blue moon",
		"Geography|easy|New York City",
		"Geography|easy|Rio de Janeiro",
		"Science|easy|black hole",
		"Science|easy|carbon dioxide",
		"History|easy|Abraham Lincoln",      // 15 characters, 2 rare letters of 14
		"History|medium|Battle of Hastings", // 18 characters, 3 rare letters of 16
		"Literature|easy|Jane Austen",
	}, lines)
}

// TestGrade: length classes and the rare-letter step.
func TestGrade(t *testing.T) {
	for _, tt := range []struct {
		phrase string
		want   puzloc.Difficulty
	}{
		{"salt and tea", puzloc.Easy},             // 12, common letters
		{"jazz quiz box", puzloc.Medium},          // 13, rare letters
		{"the salt and tea cards", puzloc.Medium}, // 22
		{"fizzy jazz quiz boxes", puzloc.Hard},    // 21, rare letters
		{"the salt and the tea and the rest", puzloc.Hard},
	} {
		require.Equal(t, tt.want, Grade(tt.phrase), tt.phrase)
	}
}

// TestAcceptable: the shape rules.
func TestAcceptable(t *testing.T) {
	for _, tt := range []struct {
		phrase string
		c      puzloc.Category
		want   bool
	}{
		{"black hole", puzloc.Science, true},
		{"too short", puzloc.Science, false},
		{"abcdefghijklmnopqrstuvwxyzabcdefghij x", puzloc.Science, false},
		{"kick back now", puzloc.Proverbs, true},
		{"kick backwards", puzloc.Proverbs, false}, // idioms need three words
		{"Saint Lucia 2", puzloc.Geography, false},
		{"Côte d'Ivoire", puzloc.Geography, false},
		{"A. E. Housman", puzloc.Literature, true},
		{"go to hell now", puzloc.Proverbs, false},
	} {
		require.Equal(t, tt.want, Acceptable(tt.phrase, tt.c), tt.phrase)
	}
}

// TestGenerateNeedsWordNet: a missing source is ErrSourceMissing, and
// Check names the first differing line.
func TestGenerateNeedsWordNet(t *testing.T) {
	_, err := Generate(t.TempDir())
	require.ErrorIs(t, err, ErrSourceMissing)
	dir := t.TempDir()
	for _, f := range DataFiles {
		require.NoError(t, os.WriteFile(filepath.Join(dir, f), []byte(fakeData), 0o644))
	}
	out, err := Generate(dir)
	require.NoError(t, err)
	require.Contains(t, string(out), "Science\teasy\tblack hole\n")
	require.Contains(t, string(out), "WordNet 3.0 Copyright 2006 by Princeton University")
	require.NoError(t, Check(out, out))
	bad := append([]byte{}, out...)
	bad[len(bad)-2] = 'X'
	require.ErrorIs(t, Check(bad, out), ErrDrift)
}
