package web

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	puzlocclient "github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// TestDailyBadInput: a move that is no move gets a 400 with its one-line
// reason before anything reads the chain; an unknown game a 404; a
// well-formed move on a server with no daily challenge the 404 that says so.
func TestDailyBadInput(t *testing.T) {
	h := new(Server).Handler()
	for _, tt := range []struct {
		name, path, body, want string
		code                   int
	}{
		{"not JSON", "/api/daily/numlock/guess", `{"guess":`, "bad request body", 400},
		{"unknown field", "/api/daily/numlock/guess", `{"guess":"1234","word":"x"}`, "word", 400},
		{"three digits", "/api/daily/numlock/guess", `{"guess":"123"}`, `"123" is no code: a guess is 4 digits 0-9`, 400},
		{"a letter", "/api/daily/numlock/guess", `{"guess":"12a4"}`, `"12a4" is no code`, 400},
		{"five digits", "/api/daily/numlock/guess", `{"guess":"12345"}`, "4 digits", 400},
		{"no move", "/api/daily/phraselock/move", `{}`, "a move is exactly one of letter, phrase or hint", 400},
		{"two moves", "/api/daily/phraselock/move", `{"letter":"e","hint":"length"}`, "exactly one", 400},
		{"two letters", "/api/daily/phraselock/move", `{"letter":"ab"}`, `"ab" is not a letter`, 400},
		{"a digit", "/api/daily/phraselock/move", `{"letter":"1"}`, "is not a letter", 400},
		{"unknown hint", "/api/daily/phraselock/move", `{"hint":"vowel"}`, `hint "vowel" is none of letter, category or length`, 400},
		{"bad phrase", "/api/daily/phraselock/move", `{"phrase":"a#b"}`, "", 400},
		{"blank phrase", "/api/daily/phraselock/move", `{"phrase":"   "}`, "the phrase guess is empty", 400},
		{"start body", "/api/daily/numlock/start", ``, "bad request body", 400},
		{"unknown game", "/api/daily/sudoku/start", `{}`, `"sudoku" is no daily game`, 404},
		{"no daily", "/api/daily/numlock/guess", `{"guess":"0457"}`, ErrNoDaily.Error(), 404},
		{"no daily phrase", "/api/daily/phraselock/move", `{"phrase":"break a leg"}`, ErrNoDaily.Error(), 404},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out := tttPost(t, h, tt.path, tt.body)
			require.Equal(t, tt.code, code, out)
			require.Contains(t, out["error"], tt.want)
		})
	}
}

// TestDailyPageMoves: a move from the page reaches the waiting agent once;
// another while it awaits its answer, one before the agent asks and one
// after the attempt ended are refused with 409s that say why.
func TestDailyPageMoves(t *testing.T) {
	dp := &dailyPlay{moves: make(chan puzlocclient.PhraseChoice, 1)}
	err := dp.submit(puzlocclient.PhraseChoice{Guess: "0457"}, "0457")
	require.ErrorContains(t, err, "still starting")
	require.Equal(t, http.StatusConflict, statusFor(err))
	got := make(chan puzlocclient.PhraseChoice)
	go func() {
		c, err := dp.next(context.Background())
		require.NoError(t, err)
		got <- c
	}()
	require.Eventually(t, func() bool { dp.mu.Lock(); defer dp.mu.Unlock(); return dp.asking }, time.Second, time.Millisecond)
	require.NoError(t, dp.submit(puzlocclient.PhraseChoice{Guess: "0457"}, "0457"))
	require.Equal(t, "0457", (<-got).Guess)
	err = dp.submit(puzlocclient.PhraseChoice{Guess: "1234"}, "1234")
	require.ErrorContains(t, err, "0457 awaits the house's answer")
	require.Equal(t, http.StatusConflict, statusFor(err))
	dp.over = true
	require.ErrorContains(t, dp.submit(puzlocclient.PhraseChoice{Guess: "1234"}, "1234"), "today's attempt is over")
}

// TestPhraseMoveAllowed: a letter tried or shown by a hint, a hint given
// once already and a hint the lives cannot pay are refused with the reason.
func TestPhraseMoveAllowed(t *testing.T) {
	g := &puzlocclient.PhraseGame{Lives: 3, Turns: []puzlocclient.PhraseTurn{
		{Choice: puzlocclient.PhraseChoice{Kind: phrase.KindShape}},
		{Choice: puzlocclient.PhraseChoice{Kind: phrase.KindLetter, Letter: 'E'}, Hit: true},
		{Choice: puzlocclient.PhraseChoice{Kind: phrase.KindHintLetter}, Reply: phrase.Reply{Letter: 'T'}},
		{Choice: puzlocclient.PhraseChoice{Kind: phrase.KindHintCategory}},
	}}
	letter := func(c byte) puzlocclient.PhraseChoice {
		return puzlocclient.PhraseChoice{Kind: phrase.KindLetter, Letter: c}
	}
	require.ErrorContains(t, moveAllowed(g, letter('E')), "letter E was tried or shown already")
	require.ErrorContains(t, moveAllowed(g, letter('T')), "letter T was tried or shown already")
	require.NoError(t, moveAllowed(g, letter('A')))
	require.ErrorContains(t, moveAllowed(g, puzlocclient.PhraseChoice{Kind: phrase.KindHintCategory}), "given once a day")
	require.ErrorContains(t, moveAllowed(g, puzlocclient.PhraseChoice{Kind: phrase.KindHintLength}), "that hint costs 3 lives and you have 3")
	require.NoError(t, moveAllowed(g, puzlocclient.PhraseChoice{Kind: phrase.KindHintLetter}))
	require.NoError(t, moveAllowed(g, puzlocclient.PhraseChoice{Kind: phrase.KindPhrase, Guess: "BREAK A LEG"}))
	require.Equal(t, "the phrase BREAK A LEG", choiceText(puzlocclient.PhraseChoice{Kind: phrase.KindPhrase, Guess: "BREAK A LEG"}))
	require.Equal(t, "hint length", choiceText(puzlocclient.PhraseChoice{Kind: phrase.KindHintLength}))
}
