package web

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	tttclient "github.com/wordproof/wordproof/client/tictactoe"
	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
)

// tttPost posts a raw body to h and decodes the JSON answer.
func tttPost(t *testing.T, h http.Handler, path, body string) (int, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1"+path, bytes.NewReader([]byte(body)))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &out), rec.Body.String())
	return rec.Code, out
}

// TestTttTurnBadInput: a turn that is not one or two guesses of the right
// length on different cells of the grid gets a 400 with its reason before
// anything reads the chain; a well-formed turn on a server with no duel
// platform gets the 404 that says so.
func TestTttTurnBadInput(t *testing.T) {
	h := new(Server).Handler()
	for _, tt := range []struct {
		name, path, body, want string
		code                   int
	}{
		{"match id", "/api/duel/match/x/turn", `{"moves":[{"cell":0,"word":"tale"}]}`, `game id "x" is not a positive number`, 400},
		{"not JSON", "/api/duel/match/1/turn", `{"moves":`, "", 400},
		{"unknown field", "/api/duel/match/1/turn", `{"moves":[{"cell":0,"word":"tale"}],"force":true}`, "force", 400},
		{"no guess", "/api/duel/match/1/turn", `{"moves":[]}`, "a turn is one or two guesses, not 0", 400},
		{"three guesses", "/api/duel/match/1/turn", `{"moves":[{"cell":0,"word":"tale"},{"cell":2,"word":"tale"},{"cell":6,"word":"tale"}]}`, "not 3", 400},
		{"off the grid", "/api/duel/match/1/turn", `{"moves":[{"cell":9,"word":"tale"}]}`, "cell 9 is not on the grid", 400},
		{"negative cell", "/api/duel/match/1/turn", `{"moves":[{"cell":-1,"word":"tale"}]}`, "cell -1 is not on the grid", 400},
		{"corner length", "/api/duel/match/1/turn", `{"moves":[{"cell":0,"word":"crane"}]}`, "cell a1 takes 4 letters", 400},
		{"centre length", "/api/duel/match/1/turn", `{"moves":[{"cell":4,"word":"crane"}]}`, "cell b2 takes 6 letters", 400},
		{"letters", "/api/duel/match/1/turn", `{"moves":[{"cell":1,"word":"cr4ne"}]}`, "letters a-z only", 400},
		{"one cell twice", "/api/duel/match/1/turn", `{"moves":[{"cell":0,"word":"tale"},{"cell":0,"word":"male"}]}`, "two different cells", 400},
		{"no duels", "/api/duel/match/1/turn", `{"moves":[{"cell":0,"word":"TALE"},{"cell":4,"word":"stream"}]}`, ErrNoDuels.Error(), 404},
		{"claim id", "/api/duel/match/0/claim", `{}`, `game id "0" is not a positive number`, 400},
		{"claim no duels", "/api/duel/match/1/claim", `{}`, ErrNoDuels.Error(), 404},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out := tttPost(t, h, tt.path, tt.body)
			require.Equal(t, tt.code, code, out)
			require.Contains(t, out["error"], tt.want)
		})
	}
}

// TestTttPageTurns: a turn from the page reaches the agent once; a second
// one while the first is on its way is refused (409), and without a turn
// the agent hears ErrNoMoveYet (it keeps polling).
func TestTttPageTurns(t *testing.T) {
	p := &pageTurns{ch: make(chan []ttt.Move, 1)}
	ctx := context.Background()
	_, err := p.Turn(ctx, nil, 1)
	require.ErrorIs(t, err, tttclient.ErrNoMoveYet)
	turn := []ttt.Move{{Cell: 4, Word: "stream"}}
	require.NoError(t, p.submit(turn))
	err = p.submit([]ttt.Move{{Cell: 0, Word: "tale"}})
	require.ErrorIs(t, err, ErrNotAwaitingGuess)
	require.Equal(t, http.StatusConflict, statusFor(err))
	got, err := p.Turn(ctx, nil, 1)
	require.NoError(t, err)
	require.Equal(t, turn, got)
	require.Nil(t, p.pending)
	require.NoError(t, p.submit([]ttt.Move{{Cell: 0, Word: "tale"}}), "the next turn is taken once the last one left")
}

// TestTttGrid: the grid for each seat shows its own guesses as "mine", the
// colours once answered, a solved cell's owner and, once the bout ended,
// BoutEnded's owners.
func TestTttGrid(t *testing.T) {
	green := []game.Color{game.Green, game.Green, game.Green, game.Green}
	mixed := []game.Color{game.Green, game.Yellow, game.Grey, game.Grey}
	b := wire.Bout{Index: 0}
	b.Cells[0] = []wire.CellGuess{{Seat: 1, Word: "tale", Valid: true, Colours: mixed}, {Seat: 2, Word: "male", Valid: true, Colours: green}}
	b.Cells[2] = []wire.CellGuess{{Seat: 2, Word: "qqqq", Valid: false}, {Seat: 1, Word: "kale", Valid: true}}
	m := &wire.Match{ID: big.NewInt(1), Live: true, SeedCommitment: big.NewInt(1), Cells: new(big.Int), Bouts: []wire.Bout{b}}
	g := tttGrid(m, &m.Bouts[0], 1)
	require.Equal(t, "a1", g[0].Name)
	require.Equal(t, 4, g[0].Length)
	require.Equal(t, 6, g[4].Length)
	require.Equal(t, 5, g[1].Length)
	require.Equal(t, "opponent", g[0].Owner, "b solved a1")
	require.Equal(t, []tttGuess{{Word: "tale", Pattern: "GY..", Mine: true, Valid: true}, {Word: "male", Pattern: "GGGG", Mine: false, Valid: true}}, g[0].Guesses)
	require.Equal(t, []tttGuess{{Word: "qqqq", Mine: false}, {Word: "kale", Mine: true, Valid: true}}, g[2].Guesses, "an invalid word, then one the house owes")
	require.Empty(t, g[2].Owner)
	require.Equal(t, "you", tttGrid(m, &m.Bouts[0], 2)[0].Owner)
	require.True(t, g[8].Open, "an untouched cell of the live bout")
	m.Bouts[0].Ended = &wire.BoutResult{Owners: [ttt.Cells]int{2, 0, 1, 0, 0, 0, 0, 0, 0}, Winner: 2}
	g = tttGrid(m, &m.Bouts[0], 1)
	require.Equal(t, "you", g[2].Owner)
	require.False(t, g[8].Open, "an ended bout has no open cell")
	require.Equal(t, "opponent", whoIs(2, 1))
	require.Equal(t, "", whoIs(0, 1))
}

// TestTttInvalidWarning names only the words of the turn the guess lists
// lack, by cell name.
func TestTttInvalidWarning(t *testing.T) {
	s := new(Server)
	w := s.invalidWarning([]ttt.Move{{Cell: 2, Word: "qqqq"}, {Cell: 4, Word: "stream"}})
	require.Equal(t, "QQQQ on c1: not in the guess list. It will not be accepted, and your next turn is skipped", w)
	w = s.invalidWarning([]ttt.Move{{Cell: 1, Word: "qqqqq"}, {Cell: 8, Word: "zzzz"}})
	require.Equal(t, "QQQQQ on b1 and ZZZZ on c3: not in the guess list. It will not be accepted, and your next turn is skipped", w)
}
