package match

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	wowclient "github.com/wordproof/wordproof/client/wow"
)

// GasRow is the gas of one kind of move, whole transactions as mined.
type GasRow struct {
	Move   string // e.g. "reveal, 3 guesses"; "(moves the game on)" when it ended a phase
	N      int
	Median uint64
	Max    uint64
	Target uint64 // 0: none
}

// Met reports whether the row's median is within its target (or it has none).
func (r GasRow) Met() bool { return r.Target == 0 || r.Median < r.Target }

// GasTargets are issue 5's whole-transaction targets for plain transactions,
// by kind of move.
var GasTargets = map[string]uint64{
	"join":              340_000,
	"commit":            50_000,
	"open":              70_000,
	"reveal, 3 guesses": 260_000,
}

// transitionSuffix marks a move whose transaction also moved the game on
// (started it, ended a phase, a round or the game): it pays for that too.
const transitionSuffix = " (moves the game on)"

// drawSuffix marks a move whose transaction drew the round's targets (the
// round's first commit): it pays for the shuffle.
const drawSuffix = " (draws the targets)"

// GasTable groups moves by kind: the action, the number of guesses of a
// reveal, and whether the move's transaction moved the game on. Rows of a
// kind in targets (typically GasTargets, or nil) carry its target.
func GasTable(moves []wowclient.Move, targets map[string]uint64) []GasRow {
	byKind := map[string][]uint64{}
	for _, m := range moves {
		kind := m.Action
		if m.Action == "reveal" {
			kind = fmt.Sprintf("reveal, %d guesses", m.Guesses)
			if m.Guesses == 1 {
				kind = "reveal, 1 guess"
			}
		}
		if m.Drew {
			kind += drawSuffix
		}
		if m.Transition {
			kind += transitionSuffix
		}
		byKind[kind] = append(byKind[kind], m.GasUsed)
	}
	rows := make([]GasRow, 0, len(byKind))
	for kind, gas := range byKind {
		slices.Sort(gas)
		row := GasRow{Move: kind, N: len(gas), Median: gas[len(gas)/2], Max: gas[len(gas)-1]}
		if !strings.HasSuffix(kind, transitionSuffix) {
			row.Target = targets[kind]
		}
		rows = append(rows, row)
	}
	slices.SortFunc(rows, func(a, b GasRow) int { return strings.Compare(a.Move, b.Move) })
	return rows
}

// WriteGasTable writes rows as a Markdown table.
func WriteGasTable(w io.Writer, rows []GasRow) error {
	var b strings.Builder
	b.WriteString("| move | n | median gas | max gas | target | met |\n|---|---:|---:|---:|---:|---|\n")
	for _, r := range rows {
		target, met := "", ""
		if r.Target != 0 {
			target = strconv.FormatUint(r.Target, 10)
			met = "yes"
			if !r.Met() {
				met = "no"
			}
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %s | %s |\n", r.Move, r.N, r.Median, r.Max, target, met)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// ReadGasTable reads the rows of the first table WriteGasTable wrote in r.
func ReadGasTable(r io.Reader) ([]GasRow, error) {
	var rows []GasRow
	sc := bufio.NewScanner(r)
	inTable := false
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if len(cells) != 6 || cells[0] == "move" || strings.HasPrefix(cells[0], "---") {
			inTable = true
			continue
		}
		row := GasRow{Move: cells[0]}
		var err error
		if row.N, err = strconv.Atoi(cells[1]); err == nil {
			if row.Median, err = strconv.ParseUint(cells[2], 10, 64); err == nil {
				row.Max, err = strconv.ParseUint(cells[3], 10, 64)
			}
		}
		if err == nil && cells[4] != "" {
			row.Target, err = strconv.ParseUint(cells[4], 10, 64)
		}
		if err != nil {
			return nil, fmt.Errorf("gas table row %q: %w", line, err)
		}
		rows = append(rows, row)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("no gas table found")
	}
	return rows, nil
}
