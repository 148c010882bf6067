package indexer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/game/rating"
)

// Page bounds of the API.
const (
	DefaultLimit = 50
	MaxLimit     = 500
)

// API serves the store over HTTP JSON (docs/api.md).
type API struct {
	Store Store
}

// Handler returns the API's routes, all under /v1/.
func (a *API) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/status", a.status)
	mux.HandleFunc("GET /v1/leaderboard/{game}", a.leaderboard)
	mux.HandleFunc("GET /v1/worduel/ladder", a.ladder)
	mux.HandleFunc("GET /v1/wow/games", a.wowGames)
	mux.HandleFunc("GET /v1/stats/{game}", a.gameStats)
	mux.HandleFunc("GET /v1/players/{address}", a.profile)
	mux.HandleFunc("GET /v1/players/{address}/stats/{game}", a.playerStats)
	mux.HandleFunc("GET /v1/players/{address}/matches", a.matches)
	mux.HandleFunc("GET /v1/players/{address}/achievements", a.achievements)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("no such endpoint: %s %s", r.Method, r.URL.Path))
	})
	return mux
}

// Status is the indexer's cursor.
type Status struct {
	Block uint64 `json:"block"`
	Hash  string `json:"hash"`
	Time  uint64 `json:"time"`
	Today string `json:"today"` // the UTC day of the last block: "today" for streaks and the default period
}

// Error is the body of every error answer.
type Error struct {
	Error string `json:"error"`
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(Error{Error: msg})
}

// fail answers err with its status: 400 for a bad parameter, 404 for
// nothing found, 500 otherwise.
func fail(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, ErrBadParam):
		writeError(w, http.StatusBadRequest, err.Error())
	case errors.Is(err, ErrNotFound):
		writeError(w, http.StatusNotFound, err.Error())
	default:
		writeError(w, http.StatusInternalServerError, err.Error())
	}
}

// today is the day of the last indexed block (0 before any).
func (a *API) today(ctx context.Context) (rating.Day, Status, error) {
	n, h, t, ok, err := a.Store.Head(ctx)
	if err != nil || !ok {
		return 0, Status{}, err
	}
	d := dayOfBlock(t)
	return d, Status{Block: n, Hash: h.Hex(), Time: t, Today: d.Time().Format("2006-01-02")}, nil
}

func (a *API) status(w http.ResponseWriter, r *http.Request) {
	_, st, err := a.today(r.Context())
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, st)
}

// page reads offset and limit.
func page(r *http.Request) (offset, limit int, err error) {
	offset, limit = 0, DefaultLimit
	if v := r.URL.Query().Get("offset"); v != "" {
		if offset, err = strconv.Atoi(v); err != nil || offset < 0 {
			return 0, 0, fmt.Errorf("%w: offset %q (a whole number from 0)", ErrBadParam, v)
		}
	}
	if v := r.URL.Query().Get("limit"); v != "" {
		if limit, err = strconv.Atoi(v); err != nil || limit < 1 || limit > MaxLimit {
			return 0, 0, fmt.Errorf("%w: limit %q (1 to %d)", ErrBadParam, v, MaxLimit)
		}
	}
	return offset, limit, nil
}

// ParseGame checks a game name.
func ParseGame(g string) (string, error) {
	if !slices.Contains(Games, g) {
		return "", fmt.Errorf("%w: game %q (one of %s)", ErrBadParam, g, strings.Join(Games, ", "))
	}
	return g, nil
}

// ParseAddress checks a player address.
func ParseAddress(s string) (common.Address, error) {
	if !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("%w: address %q (0x and 40 hex digits)", ErrBadParam, s)
	}
	return common.HexToAddress(s), nil
}

func (a *API) leaderboard(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	game, err := ParseGame(r.PathValue("game"))
	if err != nil {
		fail(w, err)
		return
	}
	period := AllTime
	if v := r.URL.Query().Get("period"); v != "" {
		if period, err = ParsePeriod(v); err != nil {
			fail(w, err)
			return
		}
	}
	offset, limit, err := page(r)
	if err != nil {
		fail(w, err)
		return
	}
	today, _, err := a.today(ctx)
	if err != nil {
		fail(w, err)
		return
	}
	day := today
	if v := r.URL.Query().Get("date"); v != "" {
		if day, err = ParseDate(v); err != nil {
			fail(w, err)
			return
		}
	}
	b, err := a.Store.Leaderboard(ctx, BoardQuery{Game: game, Period: period, Start: period.Start(day), Today: today, Offset: offset, Limit: limit})
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, b)
}

func (a *API) ladder(w http.ResponseWriter, r *http.Request) {
	offset, limit, err := page(r)
	if err != nil {
		fail(w, err)
		return
	}
	l, err := a.Store.Ladder(r.Context(), offset, limit)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, l)
}

func (a *API) wowGames(w http.ResponseWriter, r *http.Request) {
	offset, limit, err := page(r)
	if err != nil {
		fail(w, err)
		return
	}
	var player *common.Address
	if v := r.URL.Query().Get("player"); v != "" {
		p, err := ParseAddress(v)
		if err != nil {
			fail(w, err)
			return
		}
		player = &p
	}
	g, err := a.Store.WowGames(r.Context(), player, offset, limit)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, g)
}

func (a *API) gameStats(w http.ResponseWriter, r *http.Request) {
	game, err := ParseGame(r.PathValue("game"))
	if err != nil {
		fail(w, err)
		return
	}
	st, err := a.Store.GameStats(r.Context(), game)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, st)
}

func (a *API) profile(w http.ResponseWriter, r *http.Request) {
	p, err := ParseAddress(r.PathValue("address"))
	if err != nil {
		fail(w, err)
		return
	}
	today, _, err := a.today(r.Context())
	if err != nil {
		fail(w, err)
		return
	}
	pr, err := a.Store.Profile(r.Context(), p, today)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, pr)
}

func (a *API) playerStats(w http.ResponseWriter, r *http.Request) {
	p, err := ParseAddress(r.PathValue("address"))
	if err != nil {
		fail(w, err)
		return
	}
	game, err := ParseGame(r.PathValue("game"))
	if err != nil {
		fail(w, err)
		return
	}
	today, _, err := a.today(r.Context())
	if err != nil {
		fail(w, err)
		return
	}
	st, err := a.Store.PlayerStats(r.Context(), game, p, today)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, st)
}

func (a *API) matches(w http.ResponseWriter, r *http.Request) {
	p, err := ParseAddress(r.PathValue("address"))
	if err != nil {
		fail(w, err)
		return
	}
	offset, limit, err := page(r)
	if err != nil {
		fail(w, err)
		return
	}
	m, err := a.Store.Matches(r.Context(), p, offset, limit)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, m)
}

func (a *API) achievements(w http.ResponseWriter, r *http.Request) {
	p, err := ParseAddress(r.PathValue("address"))
	if err != nil {
		fail(w, err)
		return
	}
	today, _, err := a.today(r.Context())
	if err != nil {
		fail(w, err)
		return
	}
	ach, err := a.Store.Achievements(r.Context(), p, today)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, ach)
}
