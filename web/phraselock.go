package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	puzlocclient "github.com/wordproof/wordproof/client/puzloc"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// PhraseLock's page: the display, the letters used, the lives, the three
// hints with their cost, the whole-phrase guess (confirmed: a wrong one
// costs 2 lives); the moves go to the agent of daily.go.

// phraseHints are the hints by the page's names, in the seed's order.
var phraseHints = []struct {
	name string
	kind phrase.Kind
}{{"letter", phrase.KindHintLetter}, {"category", phrase.KindHintCategory}, {"length", phrase.KindHintLength}}

// phraseHint is one hint as the page offers it.
type phraseHint struct {
	Name    string `json:"name"` // letter, category, length
	Cost    int    `json:"cost"` // lives
	Taken   int    `json:"taken"`
	Refusal string `json:"refusal,omitempty"` // why it cannot be taken now
}

// phraseTurn is one answered move.
type phraseTurn struct {
	Kind  string `json:"kind"` // shape, letter, phrase, hint-letter, hint-category, hint-length
	Text  string `json:"text"`
	Hit   bool   `json:"hit"`
	Lives int    `json:"lives"`
}

var kindNames = map[phrase.Kind]string{
	phrase.KindShape: "shape", phrase.KindLetter: "letter", phrase.KindPhrase: "phrase",
	phrase.KindHintLetter: "hint-letter", phrase.KindHintCategory: "hint-category", phrase.KindHintLength: "hint-length",
}

// phraseBoard is a PhraseLock board's own part.
type phraseBoard struct {
	Display  string            `json:"display"` // gp.Mask for a hidden letter
	Mask     string            `json:"mask"`
	Lives    int               `json:"lives"`
	MaxLives int               `json:"maxLives"`
	Letters  map[string]string `json:"letters"` // A-Z → "hit", "miss" or "hint"
	Hints    []phraseHint      `json:"hints"`
	Category string            `json:"category,omitempty"`
	Length   int               `json:"length,omitempty"`
	Turns    []phraseTurn      `json:"turns"`
}

// phraseLockBoard fills a PhraseLock board from the contract's attempt and
// the game the agent decrypted.
func (s *Server) phraseLockBoard(ctx context.Context, daily common.Address, b *dailyBoard, d bpuzloc.IPuzlocDailyDay, dp *dailyPlay) error {
	a, err := s.phraseAttempt(ctx, daily, b.Player, b.Day)
	if err != nil {
		return err
	}
	b.Over, b.Won, b.Thinking = a.Game.Status != 0, a.Game.Status == 1, a.Thinking.Uint64()
	pb := &phraseBoard{Mask: string(gp.Mask), Lives: gp.StartLives, MaxLives: gp.StartLives, Letters: map[string]string{}, Turns: []phraseTurn{}}
	if b.Joined {
		pb.Lives = int(a.Game.Lives)
	}
	b.Phrase = pb
	g := &puzlocclient.PhraseGame{Lives: pb.Lives}
	if dp != nil {
		dp.mu.Lock()
		if dp.game != nil {
			g = dp.game
		}
		dp.mu.Unlock()
	}
	pb.Display = g.View.Display()
	if g.View.HasCategory {
		pb.Category = puzlocclient.CategoryName(g.View.Category)
	}
	pb.Length = g.View.Length
	for _, t := range g.Turns {
		pb.Turns = append(pb.Turns, phraseTurn{Kind: kindNames[t.Choice.Kind], Text: puzlocclient.TurnText(t), Hit: t.Hit, Lives: t.Lives})
		switch {
		case t.Choice.Kind == phrase.KindPhrase && t.Hit:
			pb.Display = t.Choice.Guess // the contract proved it is the phrase
		case t.Choice.Kind == phrase.KindLetter && !t.Refused:
			pb.Letters[string(t.Choice.Letter)] = map[bool]string{true: "hit", false: "miss"}[t.Hit]
		case t.Choice.Kind == phrase.KindHintLetter && t.Reply.Letter != 0:
			pb.Letters[string(t.Reply.Letter)] = "hint"
		}
	}
	for _, h := range phraseHints {
		ph := phraseHint{Name: h.name, Cost: puzlocclient.HintCosts[h.kind]}
		for _, t := range g.Turns {
			if t.Choice.Kind == h.kind {
				ph.Taken++
			}
		}
		if err := puzlocclient.HintAllowed(g, h.kind); err != nil {
			ph.Refusal = err.Error()
		}
		pb.Hints = append(pb.Hints, ph)
	}
	return nil
}

func (s *Server) phraseAttempt(ctx context.Context, daily, who common.Address, day uint64) (bpuzloc.PhraseAttemptOutput, error) {
	b := bpuzloc.NewPuzlocDaily()
	return bind.Call(b.Instance(s.backend, daily), &bind.CallOpts{Context: ctx}, b.PackPhraseAttempt(wire.DayID(wire.PhraseLock, day), who), b.UnpackPhraseAttempt)
}

// phraseMoveRequest is POST /api/daily/phraselock/move: exactly one of a
// letter, a whole phrase (with confirm: a wrong one costs 2 lives) or a
// hint (letter, category or length).
type phraseMoveRequest struct {
	Letter  string `json:"letter,omitempty"`
	Phrase  string `json:"phrase,omitempty"`
	Hint    string `json:"hint,omitempty"`
	Confirm bool   `json:"confirm,omitempty"`
}

// choice checks the move's shape (the game's state is checked after).
func (r phraseMoveRequest) choice() (puzlocclient.PhraseChoice, error) {
	given := 0
	for _, f := range []string{r.Letter, r.Phrase, r.Hint} {
		if f != "" {
			given++
		}
	}
	if given != 1 {
		return puzlocclient.PhraseChoice{}, errors.New("a move is exactly one of letter, phrase or hint")
	}
	switch {
	case r.Letter != "":
		return puzlocclient.LetterChoice(r.Letter)
	case r.Phrase != "":
		return puzlocclient.PhraseGuessChoice(r.Phrase)
	}
	for _, h := range phraseHints {
		if h.name == r.Hint {
			return puzlocclient.PhraseChoice{Kind: h.kind}, nil
		}
	}
	return puzlocclient.PhraseChoice{}, fmt.Errorf("hint %q is none of letter, category or length", r.Hint)
}

// phraseWarning is the 409 of a phrase guess not yet confirmed.
type phraseWarning struct {
	Error   string `json:"error"`
	Confirm bool   `json:"confirm"` // post it again with confirm to send it
}

// handlePhraseMove is POST /api/daily/phraselock/move.
func (s *Server) handlePhraseMove(w http.ResponseWriter, r *http.Request) {
	var req phraseMoveRequest
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	c, err := req.choice()
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	r.SetPathValue("game", "phraselock")
	if _, _, _, ok := s.dailyCall(w, r); !ok {
		return
	}
	dp, ok := s.todaysPlay(w, r, wire.PhraseLock)
	if !ok {
		return
	}
	dp.mu.Lock()
	g := dp.game
	dp.mu.Unlock()
	if g == nil {
		writeError(w, http.StatusConflict, fmt.Errorf("%w: the spaces and punctuation are on their way", ErrNotAwaitingGuess))
		return
	}
	if err := moveAllowed(g, c); err != nil {
		writeError(w, http.StatusConflict, err)
		return
	}
	if c.Kind == phrase.KindPhrase && !req.Confirm {
		msg := fmt.Sprintf("a wrong phrase costs 2 lives (you have %d): confirm to guess %q", g.Lives, c.Guess)
		if g.Lives <= 2 {
			msg = fmt.Sprintf("a wrong phrase costs 2 lives and you have %d: it would end your game. Confirm to guess %q", g.Lives, c.Guess)
		}
		writeJSON(w, http.StatusConflict, phraseWarning{Error: msg, Confirm: true})
		return
	}
	if err := dp.submit(c, choiceText(c)); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	writeJSON(w, http.StatusOK, req)
}

// moveAllowed refuses a hint the player cannot take and a letter already
// tried or shown (the contract would refuse it at no cost: say so first).
func moveAllowed(g *puzlocclient.PhraseGame, c puzlocclient.PhraseChoice) error {
	if err := puzlocclient.HintAllowed(g, c.Kind); err != nil {
		return err
	}
	if c.Kind != phrase.KindLetter {
		return nil
	}
	for _, t := range g.Turns {
		if (t.Choice.Kind == phrase.KindLetter && t.Choice.Letter == c.Letter) || (t.Choice.Kind == phrase.KindHintLetter && t.Reply.Letter == c.Letter) {
			return fmt.Errorf("letter %c was tried or shown already", c.Letter)
		}
	}
	return nil
}

// choiceText names a move on its way.
func choiceText(c puzlocclient.PhraseChoice) string {
	switch c.Kind {
	case phrase.KindLetter:
		return "letter " + string(c.Letter)
	case phrase.KindPhrase:
		return "the phrase " + c.Guess
	}
	return strings.ReplaceAll(kindNames[c.Kind], "-", " ")
}
