package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestDappGame is issue 18's acceptance test of the static web client: the
// site built by scripts/build-dapp (with the devnet's deploy manifest as
// deployment.json) is served by a plain http.FileServer, not `wordproof
// web`; the page unlocks its secret store with one wallet message, and the
// web client's Go server runs in the page's worker, sending its chain and
// relayer requests from the browser and proving there. The player (a test
// EIP-1193 wallet over a dev key) signs one session grant, joins the bot's
// lobby and plays three rounds to the result panel (reloading the page
// after the first: the game resumes from the browser's store with no new
// grant), then withdraws, funds
// the account from the wallet and sends as much back (the owner's execute
// call); the test checks every colour pattern against the rules engine and
// the result, the withdrawal and the pot on chain. Then the site's Worduel
// page, on the same session, queues with a bet and leaves the queue. The page is 390×844; with
// WORDPROOF_SCREENSHOTS set (scripts/screenshots) its screenshots go there.
func TestDappGame(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the static client and plays a whole game in a browser")
	}
	chromium := os.Getenv("WORDPROOF_CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	if _, err := os.Stat(chromium); err != nil {
		t.Skipf("no Chromium at %s (scripts/bootstrap installs it): %v", chromium, err)
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("no Node.js on PATH (scripts/bootstrap installs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 12*time.Minute)
	defer cancel()
	dir := t.TempDir()
	out, err := exec.CommandContext(ctx, filepath.Join("..", "scripts", "build-dapp"), dir).CombinedOutput()
	require.NoError(t, err, "scripts/build-dapp: %s", out)

	g := newBrowserGame(t, ctx)
	manifest, err := json.Marshal(g.chain.Manifest)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "deployment.json"), manifest, 0o644))
	site := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(site.Close)

	guesses := g.guesses(t, []string{"those", botWords[0], botWords[1]}, []string{botWords[0], botWords[0], botWords[1]})
	var res struct {
		Outcome  string `json:"outcome"`
		Winners  string `json:"winners"`
		Withdrew string `json:"withdrew"`
		Signed   int    `json:"signed"`
		Messages int    `json:"messages"`
		Stored   int    `json:"stored"`
		Sent     int    `json:"sent"`
		Locked   string `json:"lockedText"`
		Moved    string `json:"moved"`
		Seen     []guess
	}
	line := g.browse(t, ctx, "dapp.mjs", site.URL+"/wow/", guesses, "VIEWPORT=390x844")
	require.NoError(t, json.Unmarshal(line, &res), string(line))
	require.Equal(t, guesses, res.Seen, "the colours the browser proved")
	require.Equal(t, "You won!", res.Outcome)
	require.Contains(t, res.Winners, "you")
	require.Contains(t, res.Withdrew, "Withdrew 0.02 ETH")
	require.Equal(t, 3, res.Messages, "one store unlock per visit: the game, its reload, the Worduel page")
	require.Equal(t, 1, res.Signed, "the Worduel page runs on the same grant")
	require.Equal(t, 1, res.Stored, "the player's store is in IndexedDB")
	require.Equal(t, 2, res.Sent, "the wallet funded the account and sent the execute call")
	require.Contains(t, res.Moved, "Sent 0.01 ETH to your wallet")
	require.Contains(t, res.Locked, "locked in games: 0 ETH", "the game ended: nothing is locked")
	g.checkWon(t, ctx)
}
