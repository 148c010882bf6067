// Package phrasegen builds PhraseLock's phrase list (game/puzloc/data) from
// WordNet 3.0's multi-word expressions, as Debian's wordnet-base package
// installs them. scripts/gen-phrases runs it; TestCommittedListIsFresh fails
// when the committed list differs from a fresh generation.
//
// Curation (docs/puzloc.md says the same in prose):
//
//   - only expressions of two words or more, 10 to 35 characters, of ASCII
//     letters, spaces, hyphens, apostrophes and full stops;
//   - the category comes from the synset's lexicographer file, and for
//     people from the first keyword of its gloss (see Classify);
//   - synsets whose gloss marks them offensive, obscene, vulgar, a slur or
//     sexual, and phrases holding a blocked word, are dropped;
//   - a phrase is kept once (case and punctuation aside), in the first
//     category of puzloc.Categories that claims it;
//   - its difficulty comes from its length (the seed's classes) and the
//     share of rare letters (see Grade).
package phrasegen

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/wordproof/wordproof/game/puzloc"
)

// ErrSourceMissing is returned when WordNet's data files are not installed.
var ErrSourceMissing = errors.New("WordNet data missing")

// ErrDrift is returned by Check when the committed list differs from a fresh
// generation.
var ErrDrift = errors.New("phrase list drifted")

// Package is the Debian package of the source.
const Package = "wordnet-base"

// DefaultDir is where wordnet-base installs WordNet's database.
const DefaultDir = "/usr/share/wordnet"

// DataFiles are the WordNet files read, in order.
var DataFiles = []string{"data.noun", "data.verb", "data.adv"}

// Length bounds of a phrase, in characters.
const (
	MinLength = 10
	MaxLength = 35
)

// Entry is one WordNet synset as the generator sees it.
type Entry struct {
	LexFile int      // lexicographer file number (lexnames(5WN))
	Words   []string // the synset's words, underscores turned into spaces
	Gloss   string
}

// lexicographer files used (lexnames(5WN)).
const (
	adverbs      = 2
	nounAct      = 4
	nounBody     = 8
	nounEvent    = 11
	nounLocation = 15
	nounObject   = 17
	nounPerson   = 18
	nounPhenom   = 19
	nounProcess  = 22
	nounSubst    = 27
	nounTime     = 28
	firstVerb    = 29
	lastVerb     = 43
)

// people sorts a person's synset by the first keyword of its gloss, tried
// in this order.
var people = []struct {
	cat puzloc.Category
	re  *regexp.Regexp
}{
	{puzloc.Movies, regexp.MustCompile(`\b(film|films|actor|actress|movie|movies|filmmaker|cinema)\b`)},
	{puzloc.PopCulture, regexp.MustCompile(`\b(singer|songwriter|comedian|entertainer|rock|jazz|pop|television|guitarist|band|blues)\b`)},
	{puzloc.Literature, regexp.MustCompile(`\b(writer|poet|novelist|dramatist|playwright|author|essayist)\b`)},
	{puzloc.History, regexp.MustCompile(`\b(president|king|queen|emperor|general|statesman|pharaoh|explorer|revolutionary|leader|ruler|empress|prime minister)\b`)},
}

// historyEvent marks the acts and events that are history.
var historyEvent = regexp.MustCompile(`\b(battle|war|revolution|treaty|siege|invasion|dynasty|era|age|empire|crusade|rebellion|uprising)\b`)

// offensive marks glosses whose synsets are left out.
var offensive = regexp.MustCompile(`\b(offensive|obscene|vulgar|slur|derogatory|disparaging|sexual|sex|genitals?|penis|vagina|excrement|feces|rape|racist|profane|insulting|nazi|holocaust|genocide|narcotic)\b`)

// blocked are words no phrase may hold, whatever its gloss.
var blocked = map[string]bool{
	"hell": true, "damn": true, "ass": true, "bitch": true, "bastard": true, "shit": true, "fuck": true, "crap": true,
	"nigger": true, "whore": true, "slut": true, "piss": true, "cock": true, "dick": true, "tit": true, "tits": true,
	"kill": true, "killer": true, "murder": true, "suicide": true, "nazi": true, "death": true, "dead": true,
}

var allowed = regexp.MustCompile(`^[A-Za-z][A-Za-z' .-]*[A-Za-z.]$`)

// Classify returns the category of a phrase of entry e (proper says it is
// a name: its first letter is a capital), or "" when none claims it.
func Classify(e Entry, proper bool) puzloc.Category {
	gloss := strings.ToLower(e.Gloss)
	switch {
	case e.LexFile == nounPerson && proper:
		for _, p := range people {
			if p.re.MatchString(gloss) {
				return p.cat
			}
		}
	case (e.LexFile == nounLocation || e.LexFile == nounObject) && proper:
		return puzloc.Geography
	case (e.LexFile == nounAct || e.LexFile == nounEvent || e.LexFile == nounTime) && proper && historyEvent.MatchString(gloss):
		return puzloc.History
	case (e.LexFile == nounPhenom || e.LexFile == nounProcess || e.LexFile == nounSubst || e.LexFile == nounBody) && !proper:
		return puzloc.Science
	case (e.LexFile == adverbs || (e.LexFile >= firstVerb && e.LexFile <= lastVerb)) && !proper:
		return puzloc.Proverbs
	}
	return ""
}

// Acceptable reports whether phrase passes the shape rules: letters, spaces
// and the punctuation ' . -, two words at least (three for idioms, whose
// two-word entries are mostly phrasal verbs), MinLength to MaxLength
// characters, no blocked word.
func Acceptable(phrase string, c puzloc.Category) bool {
	if len(phrase) < MinLength || len(phrase) > MaxLength || !allowed.MatchString(phrase) || strings.Contains(phrase, "  ") {
		return false
	}
	words := strings.FieldsFunc(strings.ToLower(phrase), func(r rune) bool { return r == ' ' || r == '-' })
	if len(words) < 2 || (c == puzloc.Proverbs && len(words) < 3) {
		return false
	}
	for _, w := range words {
		if blocked[strings.Trim(w, "'.")] {
			return false
		}
	}
	return true
}

// common are the thirteen commonest letters of English text.
const common = "ETAOINSRHLDCU"

// Grade is a phrase's difficulty: by length as the seed's classes (up to 15
// characters easy, up to 25 medium, longer hard), one class harder when at
// least 40% of its letters are rare (not among ETAOINSRHLDCU).
func Grade(phrase string) puzloc.Difficulty {
	d := puzloc.Hard
	switch n := len(phrase); {
	case n <= 15:
		d = puzloc.Easy
	case n <= 25:
		d = puzloc.Medium
	}
	letters, rare := 0, 0
	for _, c := range strings.ToUpper(phrase) {
		if c >= 'A' && c <= 'Z' {
			letters++
			if !strings.ContainsRune(common, c) {
				rare++
			}
		}
	}
	if d < puzloc.Hard && letters > 0 && 10*rare >= 4*letters {
		d++
	}
	return d
}

// ParseData reads the synsets of a WordNet data file (wndb(5WN)): the
// lexicographer file, the words and the gloss of each line.
func ParseData(raw []byte) ([]Entry, error) {
	var out []Entry
	for i, line := range bytes.Split(raw, []byte("\n")) {
		if len(line) == 0 || line[0] == ' ' { // licence header lines start with two spaces
			continue
		}
		head, gloss, _ := strings.Cut(string(line), " | ")
		f := strings.Fields(head)
		if len(f) < 4 {
			return nil, fmt.Errorf("line %d: %d fields", i+1, len(f))
		}
		lex, err := strconv.Atoi(f[1])
		if err != nil {
			return nil, fmt.Errorf("line %d: lexicographer file %q", i+1, f[1])
		}
		n, err := strconv.ParseUint(f[3], 16, 8)
		if err != nil || len(f) < 4+2*int(n) {
			return nil, fmt.Errorf("line %d: word count %q", i+1, f[3])
		}
		e := Entry{LexFile: lex, Gloss: strings.TrimSpace(gloss)}
		for k := range int(n) {
			w := f[4+2*k]
			if j := strings.IndexByte(w, '('); j > 0 { // adjective markers: (a), (p), (ip)
				w = w[:j]
			}
			e.Words = append(e.Words, strings.ReplaceAll(w, "_", " "))
		}
		out = append(out, e)
	}
	return out, nil
}

// Phrase is one generated line.
type Phrase struct {
	Category   puzloc.Category
	Difficulty puzloc.Difficulty
	Text       string
}

// Select curates entries into the phrase list, sorted by category (the
// seed's order), then phrase.
func Select(entries []Entry) []Phrase {
	seen := map[string]bool{}
	var out []Phrase
	rank := func(c puzloc.Category) int { return slices.Index(puzloc.Categories(), c) }
	type cand struct {
		c puzloc.Category
		t string
	}
	var cands []cand
	for _, e := range entries {
		if offensive.MatchString(strings.ToLower(e.Gloss)) {
			continue
		}
		for _, w := range e.Words {
			if !strings.Contains(w, " ") {
				continue
			}
			proper := w[0] >= 'A' && w[0] <= 'Z'
			c := Classify(e, proper)
			if c != "" && Acceptable(w, c) {
				cands = append(cands, cand{c, w})
			}
		}
	}
	slices.SortFunc(cands, func(a, b cand) int {
		if d := rank(a.c) - rank(b.c); d != 0 {
			return d
		}
		return strings.Compare(a.t, b.t)
	})
	for _, c := range cands {
		key := strings.Join(strings.FieldsFunc(strings.ToUpper(c.t), func(r rune) bool { return r < 'A' || r > 'Z' }), "")
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, Phrase{Category: c.c, Difficulty: Grade(c.t), Text: c.t})
	}
	return out
}

// Generate reads WordNet from dir and returns the list file's bytes: a
// header naming the source, its checksums and its licence, then one
// "category<TAB>difficulty<TAB>phrase" line per phrase.
func Generate(dir string) ([]byte, error) {
	var entries []Entry
	var b bytes.Buffer
	b.WriteString(header)
	for _, name := range DataFiles {
		raw, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("%w: %v (install Debian's %s: scripts/bootstrap installs scripts/apt-packages)", ErrSourceMissing, err, Package)
		}
		sum := sha256.Sum256(raw)
		fmt.Fprintf(&b, "# source %s %s sha256 %s\n", Package, name, hex.EncodeToString(sum[:]))
		es, err := ParseData(raw)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		entries = append(entries, es...)
	}
	phrases := Select(entries)
	counts := map[puzloc.Category]int{}
	for _, p := range phrases {
		counts[p.Category]++
	}
	for _, c := range puzloc.Categories() {
		fmt.Fprintf(&b, "# count %s %d\n", c, counts[c])
	}
	for _, p := range phrases {
		fmt.Fprintf(&b, "%s\t%s\t%s\n", p.Category, p.Difficulty, p.Text)
	}
	return b.Bytes(), nil
}

// Check compares the committed list with a fresh one and names the first
// differing line.
func Check(committed, fresh []byte) error {
	if bytes.Equal(committed, fresh) {
		return nil
	}
	a, b := strings.Split(string(committed), "\n"), strings.Split(string(fresh), "\n")
	for i := range max(len(a), len(b)) {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return fmt.Errorf("%w: line %d is %q, a fresh generation gives %q (run scripts/gen-phrases)", ErrDrift, i+1, x, y)
		}
	}
	return ErrDrift
}

const header = `# PhraseLock's phrase list, generated by scripts/gen-phrases (package
# wordproof/game/puzloc/phrasegen) from WordNet 3.0's multi-word
# expressions. Do not edit. Curation: docs/puzloc.md.
#
# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.
# Permission to use, copy, modify and distribute this software and database
# and its documentation for any purpose and without fee or royalty is
# granted under the WordNet 3.0 licence (Debian's wordnet-base copyright
# file), which requires this notice. THIS SOFTWARE AND DATABASE IS PROVIDED
# "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES,
# EXPRESS OR IMPLIED. The name of Princeton University or Princeton may not
# be used in advertising or publicity pertaining to distribution of the
# software and/or database.
#
# category	difficulty	phrase
`
