package web

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	duelclient "github.com/wordproof/wordproof/client/worduel"
)

// trainPost posts body to the training API of h and decodes the answer.
func trainPost(t *testing.T, h http.Handler, path string, body any) (int, map[string]any) {
	t.Helper()
	b, err := json.Marshal(body)
	require.NoError(t, err)
	req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1"+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &out), rec.Body.String())
	return rec.Code, out
}

// TestTrainAPI plays a round through the API of a Server with no chain: the
// word stays hidden until the end, refused words get a reason and no guess.
func TestTrainAPI(t *testing.T) {
	h := new(Server).Handler()
	tw, err := duelclient.LoadTrainWords()
	require.NoError(t, err)
	word := tw.TrainWord(5)

	code, r := trainPost(t, h, "/api/train/new", map[string]any{"seed": 5})
	require.Equal(t, http.StatusOK, code)
	id := r["id"].(string)
	require.Len(t, id, 32)
	require.Equal(t, "playing", r["state"])
	require.NotContains(t, r, "word", "the word is hidden while the round is played")

	code, r = trainPost(t, h, "/api/train/guess", map[string]any{"id": id, "guess": "zzzzz"})
	require.Equal(t, http.StatusBadRequest, code)
	require.Equal(t, `"zzzzz" is not in the 5-letter guess list`, r["error"])

	code, r = trainPost(t, h, "/api/train/guess", map[string]any{"id": id, "guess": word})
	require.Equal(t, http.StatusOK, code)
	require.Equal(t, "won", r["state"])
	require.EqualValues(t, 1, r["attempts"], "the refused word used no guess")
	require.Equal(t, word, r["word"])
	require.Equal(t, []any{map[string]any{"word": word, "pattern": "GGGGG"}}, r["guesses"])

	code, r = trainPost(t, h, "/api/train/guess", map[string]any{"id": id, "guess": word})
	require.Equal(t, http.StatusBadRequest, code)
	require.Contains(t, r["error"], "the training round is over")

	code, r = trainPost(t, h, "/api/train/guess", map[string]any{"id": "nope", "guess": word})
	require.Equal(t, http.StatusNotFound, code)
	require.Contains(t, r["error"], "no such training round")

	code, _ = trainPost(t, h, "/api/train/new", map[string]any{"seed": -1})
	require.Equal(t, http.StatusBadRequest, code)
}

// TestTrainRoundsBounded starts more rounds than are kept: the oldest is
// forgotten, the newest still plays.
func TestTrainRoundsBounded(t *testing.T) {
	h := new(Server).Handler()
	var first, last string
	for i := range maxTrainRounds + 1 {
		code, r := trainPost(t, h, "/api/train/new", map[string]any{})
		require.Equal(t, http.StatusOK, code)
		if i == 0 {
			first = r["id"].(string)
		}
		last = r["id"].(string)
	}
	code, _ := trainPost(t, h, "/api/train/guess", map[string]any{"id": first, "guess": "crane"})
	require.Equal(t, http.StatusNotFound, code)
	code, _ = trainPost(t, h, "/api/train/guess", map[string]any{"id": last, "guess": "crane"})
	require.Equal(t, http.StatusOK, code)
}
