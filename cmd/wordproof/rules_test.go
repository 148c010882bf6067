package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// runRules runs the app in process with stdin read from a file holding input.
func runRules(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "stdin")
	require.NoError(t, os.WriteFile(path, []byte(input), 0o600))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	saved := os.Stdin
	os.Stdin = f
	defer func() { os.Stdin = saved }()
	return runCLI(t, args...)
}

func TestRulesFeedback(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantStdout string
		wantStderr string
	}{
		{name: "classic duplicates", args: []string{"abbey", "babes"}, wantStdout: "YYGG.\n"},
		{name: "solved", args: []string{"crane", "crane"}, wantStdout: "GGGGG\n"},
		{name: "six letters", args: []string{"banana", "ananas"}, wantStdout: "YYYYY.\n"},
		{name: "four letters", args: []string{"pool", "loop"}, wantStdout: "YGGY\n"},
		{name: "digits", args: []string{"--alphabet", "digits", "1123", "3111"}, wantStdout: "YGY.\n"},
		{name: "digits need the flag", args: []string{"1123", "3111"}, wantCode: exitUsage, wantStderr: `'1' at position 1, outside letters`},
		{name: "unknown alphabet", args: []string{"--alphabet", "greek", "abc", "abc"}, wantCode: exitUsage, wantStderr: `unknown alphabet: "greek"`},
		{name: "one word", args: []string{"abbey"}, wantCode: exitUsage, wantStderr: "wants SECRET GUESS, got 1 arguments"},
		{name: "three words", args: []string{"abbey", "babes", "crane"}, wantCode: exitUsage, wantStderr: "got 3 arguments"},
		{name: "lengths differ", args: []string{"abbey", "babe"}, wantCode: exitUsage, wantStderr: `secret "abbey" has 5 characters, guess "babe" has 4`},
		{name: "upper case", args: []string{"abbey", "Babes"}, wantCode: exitUsage, wantStderr: `'B' at position 1, outside letters`},
		{name: "too long", args: []string{"abcdefghijklm", "abcdefghijklm"}, wantCode: exitUsage, wantStderr: "length 13 outside 1..12"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, append([]string{"rules", "feedback"}, tt.args...)...)
			require.Equal(t, tt.wantCode, code, "stderr: %s", stderr)
			require.Equal(t, tt.wantStdout, stdout)
			require.Contains(t, stderr, tt.wantStderr)
			if code != 0 {
				require.Equal(t, 1, strings.Count(stderr, "\n"), "one-line reason, got %q", stderr)
			}
		})
	}
}

func TestRulesFeedbackBatch(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		input      string
		wantCode   int
		wantStdout string
		wantStderr string
	}{
		{
			name:       "patterns in order, blank lines skipped",
			input:      "abbey babes\n\n  crane   nacre  \nbanana ananas\npool loop",
			wantStdout: "YYGG.\nYYYYG\nYYYYY.\nYGGY\n",
		},
		{name: "empty input", input: "", wantStdout: ""},
		{name: "digits", args: []string{"--alphabet", "digits"}, input: "1123 3111\n0000 0900\n", wantStdout: "YGY.\nG.GG\n"},
		{
			name:       "bad line stops with its number",
			input:      "abbey babes\ncrane nacre\ncrane nac\nabbey babes\n",
			wantCode:   exitUsage,
			wantStdout: "YYGG.\nYYYYG\n",
			wantStderr: "line 3: bad word",
		},
		{name: "one field", input: "abbey babes\nabbey\n", wantCode: exitUsage, wantStdout: "YYGG.\n", wantStderr: "line 2: want 'SECRET GUESS', got 1 fields"},
		{name: "three fields", input: "abbey babes crane\n", wantCode: exitUsage, wantStderr: "line 1: want 'SECRET GUESS', got 3 fields"},
		{name: "outside the alphabet", input: "\n\nab3ey babes\n", wantCode: exitUsage, wantStderr: `line 3: bad word: "ab3ey" has '3' at position 3`},
		{name: "arguments with batch", args: []string{"abbey", "babes"}, wantCode: exitUsage, wantStderr: "takes no arguments"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"rules", "feedback", "--batch"}, tt.args...)
			code, stdout, stderr := runRules(t, tt.input, args...)
			require.Equal(t, tt.wantCode, code, "stderr: %s", stderr)
			require.Equal(t, tt.wantStdout, stdout)
			require.Contains(t, stderr, tt.wantStderr)
		})
	}
}

// scoreHistory is a two-player game worked out by hand (each player attacks
// the other, whatever the seed):
//
//	round 1: bob "daily" vs ann's "dread"  GY...  5 + 2 = 7; ann does not guess
//	round 2: bob "odder" vs "dread"        .YYYY  d: min(2, 2-1) = 1, e 1, r 1: 6
//	         ann "nacre" vs bob's "crane"  YYYYG  5 + 4*2 = 13
//	round 3: bob "dread"                   GGGGG  4 new greens + 10 = 30
//	         ann "crane"                   GGGGG  4 new greens + 10 = 30
//	         both words solved, both second words active with fresh knowledge
//	round 4: ann "abbey" vs bob's "abbey"  GGGGG  25 + 10 = 35, bob eliminated
//	         bob "stool" vs ann's "tools"  YYGYY  5 + 4*2 = 13
//
// ann 0+13+30+35 = 78, bob 7+6+30+13 = 56: the game ends, ann wins.
const scoreHistory = `{
  "players": [
    {"name": "ann", "secrets": ["dread", "tools"]},
    {"name": "bob", "secrets": ["crane", "abbey"]}
  ],
  "rounds": [
    {"seed": "0x0101010101010101010101010101010101010101010101010101010101010101", "guesses": {"bob": "daily"}},
    {"seed": "0202020202020202020202020202020202020202020202020202020202020202", "guesses": {"bob": "odder", "ann": "nacre"}},
    {"targets": {"ann": ["bob"], "bob": ["ann"]}, "guesses": {"bob": "dread", "ann": "crane"}},
    {"targets": {"ann": ["bob"], "bob": ["ann"]}, "guesses": {"bob": "stool", "ann": "abbey"}}
  ]
}`

func TestRulesScoreJSON(t *testing.T) {
	code, stdout, stderr := runRules(t, scoreHistory, "rules", "score", "--json")
	require.Equal(t, 0, code, stderr)
	var got rulesReport
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))

	type attack struct {
		attacker, target string
		word             int
		pattern          string
		points           int
	}
	wantAttacks := [][]attack{
		{{"bob", "ann", 1, "GY...", 7}},
		{{"ann", "bob", 1, "YYYYG", 13}, {"bob", "ann", 1, ".YYYY", 6}},
		{{"ann", "bob", 1, "GGGGG", 30}, {"bob", "ann", 1, "GGGGG", 30}},
		{{"ann", "bob", 2, "GGGGG", 35}, {"bob", "ann", 2, "YYGYY", 13}},
	}
	require.Len(t, got.Rounds, len(wantAttacks))
	for i, rd := range got.Rounds {
		require.Equal(t, i+1, rd.Round)
		require.Equal(t, map[string][]string{"ann": {"bob"}, "bob": {"ann"}}, rd.Targets, "round %d", i+1)
		var attacks []attack
		for _, at := range rd.Attacks {
			attacks = append(attacks, attack{at.Attacker, at.Target, at.Word, at.Pattern, at.Points})
		}
		require.Equal(t, wantAttacks[i], attacks, "round %d", i+1)
	}
	require.Equal(t, "0x0101010101010101010101010101010101010101010101010101010101010101", got.Rounds[0].Seed)
	require.Empty(t, got.Rounds[2].Seed)

	require.Equal(t, []rulesScore{{"ann", 0}, {"bob", 7}}, got.Rounds[0].Gained)
	require.Equal(t, []rulesSolved{{Player: "ann", Word: 1, By: []string{"bob"}}, {Player: "bob", Word: 1, By: []string{"ann"}}}, got.Rounds[2].Solved)
	require.Empty(t, got.Rounds[2].Eliminated)
	require.False(t, got.Rounds[2].Over)
	require.Equal(t, []string{"bob"}, got.Rounds[3].Eliminated)
	require.True(t, got.Rounds[3].Over)
	require.Equal(t, 5, got.Rounds[3].Attacks[0].Greens, "the second word starts with fresh knowledge")
	require.Equal(t, []rulesScore{{"ann", 78}, {"bob", 56}}, got.Scores)
	require.True(t, got.Over)
	require.Equal(t, []string{"ann"}, got.Winners)
}

func TestRulesScoreText(t *testing.T) {
	code, stdout, stderr := runRules(t, scoreHistory, "rules", "score")
	require.Equal(t, 0, code, stderr)
	for _, want := range []string{
		"round 1 (seed 0x0101010101010101010101010101010101010101010101010101010101010101)\n",
		"  bob -> ann word 1: daily GY...  1 new green, 1 new yellow  +7\n",
		"round 3 (explicit targets)\n",
		"  ann -> bob word 1: crane GGGGG  4 new green, 0 new yellow, solved  +30\n",
		"  solved: ann's word 1 by bob\n",
		"  eliminated: bob\n",
		"scores: ann 78, bob 56\n",
		"game over after round 4; winners: ann\n",
	} {
		require.Contains(t, stdout, want)
	}
}

func TestRulesScoreTieAndCap(t *testing.T) {
	// Both players solve each other's only word in the same round: both are
	// eliminated at once, the game ends and the equal scores share the win.
	tie := `{"players": [{"name": "ann", "secrets": ["crane"]}, {"name": "bob", "secrets": ["pious"]}],
	  "rounds": [{"targets": {"ann": ["bob"], "bob": ["ann"]}, "guesses": {"ann": "pious", "bob": "crane"}}]}`
	code, stdout, stderr := runRules(t, tie, "rules", "score", "--json")
	require.Equal(t, 0, code, stderr)
	var got rulesReport
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))
	require.Equal(t, []string{"ann", "bob"}, got.Rounds[0].Eliminated)
	require.Equal(t, []rulesScore{{"ann", 35}, {"bob", 35}}, got.Scores)
	require.True(t, got.Over)
	require.Equal(t, []string{"ann", "bob"}, got.Winners)

	// A round cap of 1 ends the game after its first round; the digits alphabet.
	capped := `{"alphabet": "digits", "roundCap": 1,
	  "players": [{"name": "x", "secrets": ["1123"]}, {"name": "y", "secrets": ["4567"]}, {"name": "z", "secrets": ["0000"]}],
	  "rounds": [{"seed": "0x00000000000000000000000000000000000000000000000000000000000000ff", "guesses": {"x": "0000", "y": "3111"}}]}`
	code, stdout, stderr = runRules(t, capped, "rules", "score", "--json")
	require.Equal(t, 0, code, stderr)
	got = rulesReport{}
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))
	// Three players: everyone attacks both opponents. x solves z (4*5+10);
	// y's 3111 against 1123 is YGY. (5+2*2) and against 0000 nothing.
	require.Equal(t, []rulesScore{{"x", 30}, {"y", 9}, {"z", 0}}, got.Scores)
	require.Equal(t, []string{"z"}, got.Rounds[0].Eliminated)
	require.True(t, got.Over)
	require.Equal(t, []string{"x"}, got.Winners)
}

func TestRulesScoreBadInput(t *testing.T) {
	players := `"players": [{"name": "ann", "secrets": ["crane", "abbey"]}, {"name": "bob", "secrets": ["pious", "lever"]}]`
	both := `"targets": {"ann": ["bob"], "bob": ["ann"]}`
	tests := []struct {
		name       string
		input      string
		args       []string
		wantStderr string
	}{
		{name: "empty", input: "", wantStderr: "malformed history: empty input"},
		{name: "truncated", input: `{"players": [`, wantStderr: "malformed history: unexpected EOF"},
		{name: "not an object", input: `[1, 2]`, wantStderr: "malformed history"},
		{name: "unknown field", input: `{"player": []}`, wantStderr: `unknown field "player"`},
		{name: "trailing data", input: `{` + players + `} {}`, wantStderr: "data after the JSON object"},
		{name: "one player", input: `{"players": [{"name": "ann", "secrets": ["crane"]}]}`, wantStderr: "1 players, need at least 2"},
		{name: "unknown alphabet", input: `{"alphabet": "runes", ` + players + `}`, wantStderr: `unknown alphabet: "runes"`},
		{name: "repeated name", input: `{"players": [{"name": "ann", "secrets": ["crane"]}, {"name": "ann", "secrets": ["pious"]}]}`, wantStderr: `player name "ann" repeated`},
		{name: "no name", input: `{"players": [{"name": "", "secrets": ["crane"]}, {"name": "bob", "secrets": ["pious"]}]}`, wantStderr: "player 1 has no name"},
		{name: "different secret counts", input: `{"players": [{"name": "ann", "secrets": ["crane"]}, {"name": "bob", "secrets": ["pious", "lever"]}]}`, wantStderr: `player "bob" has 2 secrets, player "ann" has 1`},
		{name: "no secrets", input: `{"players": [{"name": "ann", "secrets": []}, {"name": "bob", "secrets": []}]}`, wantStderr: `player "ann" has no secrets`},
		{name: "secret lengths differ", input: `{"players": [{"name": "ann", "secrets": ["crane"]}, {"name": "bob", "secrets": ["pure"]}]}`, wantStderr: `secret of player "bob": bad word: "pure" has 4 characters, want 5`},
		{name: "secret outside the alphabet", input: `{"players": [{"name": "ann", "secrets": ["cr4ne"]}, {"name": "bob", "secrets": ["pious"]}]}`, wantStderr: `'4' at position 3, outside letters`},
		{name: "negative round cap", input: `{"roundCap": -1, ` + players + `}`, wantStderr: "round cap -1 is negative"},
		{name: "round without targets", input: `{` + players + `, "rounds": [{"guesses": {"ann": "slate"}}]}`, wantStderr: "round 1: bad targets: the round has neither a seed nor targets"},
		{name: "seed and targets", input: `{` + players + `, "rounds": [{"seed": "0x01", ` + both + `}]}`, wantStderr: "give a seed or targets, not both"},
		{name: "short seed", input: `{` + players + `, "rounds": [{"seed": "0x01"}]}`, wantStderr: `seed "0x01" is not 32 bytes of hex`},
		{name: "seed not hex", input: `{` + players + `, "rounds": [{"seed": "` + strings.Repeat("zz", 32) + `"}]}`, wantStderr: "is not 32 bytes of hex"},
		{name: "self target", input: `{` + players + `, "rounds": [{"targets": {"ann": ["ann"], "bob": ["ann"]}}]}`, wantStderr: "round 1: bad targets: player 0 attacks itself"},
		{name: "missing attacker", input: `{` + players + `, "rounds": [{"targets": {"bob": ["ann"]}}]}`, wantStderr: "player 0 attacks 0 players, want 1"},
		{name: "unknown target", input: `{` + players + `, "rounds": [{"targets": {"ann": ["cat"], "bob": ["ann"]}}]}`, wantStderr: `unknown player "cat" in targets of ann`},
		{name: "unknown guesser", input: `{` + players + `, "rounds": [{` + both + `, "guesses": {"cat": "slate"}}]}`, wantStderr: `unknown player "cat" in guesses`},
		{name: "short guess", input: `{` + players + `, "rounds": [{` + both + `, "guesses": {"ann": "slat"}}]}`, wantStderr: `round 1: guess of player "ann": bad word: "slat" has 4 characters, want 5`},
		{name: "guess outside the alphabet", input: `{` + players + `, "rounds": [{` + both + `, "guesses": {"bob": "SLATE"}}]}`, wantStderr: `guess of player "bob": bad word`},
		{
			name:       "round after the end",
			input:      `{"players": [{"name": "ann", "secrets": ["crane"]}, {"name": "bob", "secrets": ["pious"]}], "rounds": [{` + both + `, "guesses": {"ann": "pious"}}, {` + both + `}]}`,
			wantStderr: "round 2: game over: the game ended after round 1",
		},
		{
			name:       "eliminated player guesses",
			input:      `{"players": [{"name": "a", "secrets": ["crane"]}, {"name": "b", "secrets": ["pious"]}, {"name": "c", "secrets": ["lever"]}], "rounds": [{"seed": "` + strings.Repeat("00", 32) + `", "guesses": {"a": "pious"}}, {"seed": "` + strings.Repeat("00", 32) + `", "guesses": {"b": "crane"}}]}`,
			wantStderr: "round 2: bad guess: player 1 was eliminated in round 1",
		},
		{name: "arguments", input: `{}`, args: []string{"history.json"}, wantStderr: "takes no arguments"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"rules", "score"}, tt.args...)
			code, stdout, stderr := runRules(t, tt.input, args...)
			require.Equal(t, exitUsage, code, "stdout: %s", stdout)
			require.Empty(t, stdout)
			require.Contains(t, stderr, tt.wantStderr)
			require.Equal(t, 1, strings.Count(stderr, "\n"), "one-line reason, got %q", stderr)
		})
	}
}

func TestRulesHelp(t *testing.T) {
	code, stdout, stderr := runCLI(t, "rules")
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "feedback")
	require.Contains(t, stdout, "score")
	code, _, stderr = runCLI(t, "rules", "bogus")
	require.Equal(t, exitUsage, code)
	require.Equal(t, "wordproof: unknown rules command \"bogus\" (see 'wordproof rules --help')\n", stderr)

	for _, sub := range []string{"feedback", "score"} {
		code, stdout, stderr := runCLI(t, "rules", sub, "--help")
		require.Equal(t, 0, code, stderr)
		require.Contains(t, stdout, "wordproof rules "+sub)
	}
	_, stdout, _ = runCLI(t, "rules", "score", "--help")
	require.Contains(t, stdout, `"roundCap"`, "the input format is documented")
}

// FuzzRulesScore feeds arbitrary input to the history parser and the replay:
// they must never panic, and a replay that succeeds must be self-consistent.
func FuzzRulesScore(f *testing.F) {
	f.Add([]byte(scoreHistory))
	f.Add([]byte(`{"players": [{"name": "ann", "secrets": ["crane"]}, {"name": "bob", "secrets": ["pious"]}],
	  "rounds": [{"targets": {"ann": ["bob"], "bob": ["ann"]}, "guesses": {"ann": "pious", "bob": "crane"}}]}`))
	f.Add([]byte(`{"alphabet": "digits", "roundCap": 2, "players": [{"name": "a", "secrets": ["0"]}, {"name": "b", "secrets": ["1"]}, {"name": "c", "secrets": ["2"]}],
	  "rounds": [{"seed": "0x` + strings.Repeat("ab", 32) + `", "guesses": {"a": "1", "b": "2", "c": "0"}}]}`))
	f.Add([]byte(`{"players": [{"name": "a", "secrets": ["abcdefghijkl"]}, {"name": "b", "secrets": ["abcdefghijkl"]}], "rounds": [{"targets": {"a": ["b", "b"]}}]}`))
	f.Add([]byte(`{}`))
	f.Add([]byte(``))
	f.Fuzz(func(t *testing.T, input []byte) {
		var h rulesHistory
		if err := decodeHistory(strings.NewReader(string(input)), &h); err != nil {
			return
		}
		report, err := replayHistory(&h)
		if err != nil {
			return
		}
		require.Len(t, report.Rounds, len(h.Rounds))
		require.Len(t, report.Scores, len(h.Players))
		require.NotEmpty(t, report.Winners)
		total := map[string]int{}
		for _, rd := range report.Rounds {
			for _, at := range rd.Attacks {
				require.GreaterOrEqual(t, at.Points, 0)
				require.Equal(t, len(at.Guess), len(at.Pattern))
				total[at.Attacker] += at.Points
			}
		}
		for _, s := range report.Scores {
			require.Equal(t, total[s.Player], s.Score, "player %q: scores are the sums of the attacks", s.Player)
		}
	})
}

// FuzzRulesFeedbackBatch feeds arbitrary lines to the batch reader: it must
// never panic, and it prints one valid pattern per accepted line.
func FuzzRulesFeedbackBatch(f *testing.F) {
	f.Add("abbey babes\ncrane nacre\n", false)
	f.Add("1123 3111\n\n0000 0900", true)
	f.Add("abbey\n", false)
	f.Add("a b c\n", false)
	f.Add("\xff\xfe \x00\x01\n", false)
	f.Fuzz(func(t *testing.T, input string, digits bool) {
		a := game.Letters
		if digits {
			a = game.Digits
		}
		var out strings.Builder
		err := rulesFeedbackBatch(a, strings.NewReader(input), &out)
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if out.Len() == 0 {
			lines = nil
		}
		for _, l := range lines {
			require.Equal(t, "", strings.Trim(l, "GY."), "pattern %q", l)
		}
		if err == nil {
			accepted := 0
			for _, l := range strings.Split(input, "\n") {
				if len(strings.Fields(l)) > 0 {
					accepted++
				}
			}
			require.Len(t, lines, accepted)
		}
	})
}
