package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	duelclient "github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/game"
	rules "github.com/wordproof/wordproof/game/worduel"
)

// runTrain runs the built binary's 'duel train' with input piped to it and
// returns its exit code, stdout and stderr.
func runTrain(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(wordproofBinary(t), append([]string{"duel", "train"}, args...)...)
	cmd.Env = append(cmd.Environ(), "NO_COLOR=1")
	cmd.Stdin = strings.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode(), stdout.String(), stderr.String()
	}
	require.NoError(t, err)
	return 0, stdout.String(), stderr.String()
}

// trainWord is the word --seed 42 picks, from the library the command uses.
func trainWord(t *testing.T, seed uint64) string {
	t.Helper()
	w, err := duelclient.LoadTrainWords()
	require.NoError(t, err)
	return w.TrainWord(seed)
}

// wrongGuesses returns n dictionary words other than word.
func wrongGuesses(word string, n int) []string {
	var out []string
	for _, g := range []string{"crane", "slate", "pound", "fizzy", "jumbo", "wreck", "glyph"} {
		if g != word && len(out) < n {
			out = append(out, g)
		}
	}
	return out
}

func TestDuelTrainBadUsage(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"seed not a number", []string{"--seed", "x"}, `invalid value "x" for flag -seed`},
		{"negative seed", []string{"--seed", "-1"}, `invalid value "-1" for flag -seed`},
		{"stray argument", []string{"extra"}, `duel train takes no arguments, got "extra"`},
		{"unknown flag", []string{"--bet", "5"}, "flag provided but not defined: -bet"},
		{"web with auto", []string{"--web", "--auto"}, "--web serves the page; --auto and --json play in the terminal"},
		{"web off loopback", []string{"--web", "--web.addr", "0.0.0.0:0"}, `listen address is not loopback: "0.0.0.0:0"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := runTrain(t, "", tc.args...)
			require.Equal(t, exitUsage, code, stderr)
			require.Contains(t, stderr, tc.want)
			require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line: %q", stderr)
		})
	}
}

// TestDuelTrainPipedWin pipes a wrong guess, two refused words and the
// answer: the refused words get a reason and do not use up a guess.
func TestDuelTrainPipedWin(t *testing.T) {
	word := trainWord(t, 42)
	wrong := wrongGuesses(word, 1)[0]
	code, stdout, stderr := runTrain(t, strings.Join([]string{wrong, "qqqqq", "abc", word}, "\n")+"\n", "--seed", "42")
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "Worduel training (seed 42)")
	require.Contains(t, stdout, `"qqqqq" is not in the 5-letter guess list: not counted, try again`)
	require.Contains(t, stdout, `"abc" has 3 letters; a guess is five letters a-z: not counted, try again`)
	require.Contains(t, stdout, "guess 2/6: "+word, "refused words use no guess")
	require.Contains(t, stdout, "  "+strings.ToUpper(word)+"  GGGGG")
	require.Contains(t, stdout, "won in 2/6: the word was "+strings.ToUpper(word))
	require.NotContains(t, stdout, "\x1b[", "NO_COLOR: no escape codes")
	// The keyboard marks every letter of the answer green.
	for _, r := range strings.ToUpper(word) {
		require.Contains(t, stdout, string(r)+"G")
	}
}

func TestDuelTrainPipedLoss(t *testing.T) {
	word := trainWord(t, 7)
	guesses := wrongGuesses(word, 6)
	code, stdout, stderr := runTrain(t, strings.Join(guesses, "\n")+"\n"+word+"\n", "--seed", "7")
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "lost: 6 guesses used, the word was "+strings.ToUpper(word))
	require.NotContains(t, stdout, "guess 7/6")
}

func TestDuelTrainInputEnds(t *testing.T) {
	code, _, stderr := runTrain(t, "crane\n", "--seed", "1")
	require.Equal(t, exitFailure, code)
	require.Equal(t, "wordproof: input ended after 1 of 6 guesses, before the round was over\n", stderr)
}

func TestDuelTrainJSON(t *testing.T) {
	word := trainWord(t, 42)
	wrong := wrongGuesses(word, 1)[0]
	code, stdout, stderr := runTrain(t, wrong+"\nzzzzz\n"+word+"\n", "--seed", "42", "--json")
	require.Equal(t, 0, code, stderr)
	require.Equal(t, 1, strings.Count(stdout, "\n"), "only the finished round: %q", stdout)
	var got trainResult
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))
	require.Equal(t, "training", got.Mode)
	require.Equal(t, 5, got.Length)
	require.Equal(t, uint64(42), got.Seed)
	require.Equal(t, word, got.Word)
	require.Equal(t, "won", got.State)
	require.Equal(t, 2, got.Attempts)
	require.Equal(t, 6, got.MaxGuesses)
	require.Len(t, got.Guesses, 2)
	require.Equal(t, duelclient.TrainRow{Word: word, Pattern: "GGGGG"}, got.Guesses[1])
	require.Equal(t, []trainRefusal{{Word: "zzzzz", Reason: `"zzzzz" is not in the 5-letter guess list`}}, got.Refused)
	for _, r := range word {
		require.Equal(t, "correct", got.Keyboard[string(r)])
	}
}

// TestDuelTrainAuto lets the strategy play: the same seed plays the same
// round, which ends.
func TestDuelTrainAuto(t *testing.T) {
	code, stdout, stderr := runTrain(t, "", "--seed", "3", "--auto", "--json")
	require.Equal(t, 0, code, stderr)
	var got trainResult
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))
	require.True(t, got.Auto)
	require.Equal(t, trainWord(t, 3), got.Word)
	require.Contains(t, []string{"won", "lost"}, got.State)
	require.Empty(t, got.Refused, "the strategy guesses only dictionary words")
	code, again, _ := runTrain(t, "", "--seed", "3", "--auto", "--json")
	require.Equal(t, 0, code)
	require.Equal(t, stdout, again)
}

// TestDuelTrainWeb serves the training page with no chain, plays a guess
// through its API and stops on Ctrl-C with status 0.
func TestDuelTrainWeb(t *testing.T) {
	p := startProc(t, nil, "duel", "train", "--web", "--web.addr", "127.0.0.1:0", "--seed", "9")
	out := p.waitFor("press Ctrl-C to stop", 1, 30*time.Second)
	m := regexp.MustCompile(`at (http://127\.0\.0\.1:\d+)(/worduel/train\.html)\?seed=9;`).FindStringSubmatch(out)
	require.NotNil(t, m, out)
	base := m[1]

	res, err := http.Get(base + m[2])
	require.NoError(t, err)
	page, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, string(page), "<title>Worduel training")

	post := func(path, body string) map[string]any {
		res, err := http.Post(base+path, "application/json", strings.NewReader(body))
		require.NoError(t, err)
		defer res.Body.Close()
		var v map[string]any
		require.NoError(t, json.NewDecoder(res.Body).Decode(&v))
		return v
	}
	round := post("/api/train/new", `{"seed": 9}`)
	word := trainWord(t, 9)
	won := post("/api/train/guess", `{"id": "`+round["id"].(string)+`", "guess": "`+word+`"}`)
	require.Equal(t, "won", won["state"])
	require.Equal(t, word, won["word"])

	p.signal(os.Interrupt)
	require.Equal(t, 0, p.wait(10*time.Second), p.stderr.String())
}

// TestTrainColours: with colour on, tiles and keys are ANSI backgrounds and
// still carry their G/Y/. marks; without it, marks only.
func TestTrainColours(t *testing.T) {
	colours, err := game.FeedbackWords(game.Letters, "speed", "crepe", 5)
	require.NoError(t, err)
	require.Equal(t, "\x1b[30;100m C \x1b[0m\x1b[30;100m R \x1b[0m\x1b[30;42m E \x1b[0m\x1b[30;43m P \x1b[0m\x1b[30;43m E \x1b[0m  ..GYY",
		colourWord("crepe", colours, true))
	require.Equal(t, "CREPE  ..GYY", colourWord("crepe", colours, false))

	require.Equal(t, "\x1b[30;42mEG\x1b[0m", keyCap('e', rules.KeyCorrect, true))
	require.Equal(t, "\x1b[30;43mPY\x1b[0m", keyCap('p', rules.KeyPresent, true))
	require.Equal(t, "\x1b[30;100mC.\x1b[0m", keyCap('c', rules.KeyAbsent, true))
	require.Equal(t, "Q ", keyCap('q', rules.KeyUnknown, true), "an untried key has no colour")
	require.Equal(t, "EG", keyCap('e', rules.KeyCorrect, false))
}
