package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	duelclient "github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/web"
)

// TestBrowserTraining plays a Worduel training round to a win in Chromium
// (web/e2e/train.mjs): a refused word, a wrong guess on the on-screen
// keyboard, then the answer, on a phone-sized screen. Training needs no
// chain, so the web client's handler is served without one.
func TestBrowserTraining(t *testing.T) {
	chromium, _ := browserTools(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	srv := httptest.NewServer(new(web.Server).Handler())
	defer srv.Close()

	const seed = 2026
	tw, err := duelclient.LoadTrainWords()
	require.NoError(t, err)
	word := tw.TrainWord(seed)
	wrong := "crane"
	if word == wrong {
		wrong = "slate"
	}
	// What the page must show for the wrong guess, from the Go rules.
	tr, err := tw.NewTraining(seed)
	require.NoError(t, err)
	colours, err := tr.Guess(wrong)
	require.NoError(t, err)
	keys, err := json.Marshal(duelclient.Record(tr, seed).Keyboard)
	require.NoError(t, err)

	shots := os.Getenv("WORDPROOF_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	require.NoError(t, os.MkdirAll(shots, 0o755))
	cmd := exec.CommandContext(ctx, "node", filepath.Join("e2e", "train.mjs"))
	cmd.Env = append(os.Environ(),
		"WORDPROOF_URL="+srv.URL+"/worduel/train.html?seed=2026", "WORD="+word, "WRONG="+wrong,
		"WRONG_PATTERN="+game.Pattern(colours), "WRONG_KEYS="+string(keys), "SCREENSHOTS="+shots, "CHROMIUM="+chromium,
		// The harness injects a test wallet; the training page never calls it.
		"WALLET_URL=http://127.0.0.1:1", "OWNER=0x0000000000000000000000000000000000000000", "CHAIN_ID=1",
	)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	t.Logf("browser script log:\n%s", stderr.String())
	t.Logf("screenshots in %s", shots)
	require.NoError(t, err, "browser script failed:\n%s", stderr.String())

	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	var got struct {
		State  string `json:"state"`
		Rows   int    `json:"rows"`
		Widths []int  `json:"widths"`
		Signed int    `json:"signed"`
	}
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &got))
	require.Equal(t, "won", got.State)
	require.Equal(t, 2, got.Rows)
	require.Equal(t, 0, got.Signed, "training asks the wallet for nothing")
	for _, w := range got.Widths {
		require.LessOrEqual(t, w, 390)
	}
}
