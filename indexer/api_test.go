package indexer

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAPIBadParameters: every bad parameter is a 400 with a one-line JSON
// reason naming it; unknown players and paths are 404.
func TestAPIBadParameters(t *testing.T) {
	s := openSQLite(t)
	for _, b := range chainOf(8, "a", 5) {
		require.NoError(t, s.Commit(context.Background(), b))
	}
	srv := httptest.NewServer((&API{Store: s}).Handler())
	defer srv.Close()
	player := chainOf(8, "a", 5)[4].Results[0].Player.Hex()
	tests := []struct {
		path string
		code int
		want string
	}{
		{"/v1/leaderboard/chess", 400, "game"},
		{"/v1/leaderboard/wow?period=yearly", 400, "period"},
		{"/v1/leaderboard/wow?date=2026-13-01", 400, "date"},
		{"/v1/leaderboard/wow?limit=0", 400, "limit"},
		{"/v1/leaderboard/wow?limit=501", 400, "limit"},
		{"/v1/leaderboard/wow?offset=-1", 400, "offset"},
		{"/v1/leaderboard/wow?offset=x", 400, "offset"},
		{"/v1/worduel/ladder?limit=abc", 400, "limit"},
		{"/v1/players/0x123", 400, "address"},
		{"/v1/players/" + player + "/stats/poker", 400, "game"},
		{"/v1/wow/games?player=nobody", 400, "address"},
		{"/v1/stats/x", 400, "game"},
		{"/v1/players/0x0000000000000000000000000000000000000009", 404, "no indexed event"},
		{"/v1/players/0x0000000000000000000000000000000000000009/achievements", 404, "no indexed event"},
		{"/v2/leaderboard/wow", 404, "no such endpoint"},
		{"/v1/leaderboard/wow?period=weekly&date=2026-03-02&limit=3", 200, ""},
		{"/v1/players/" + player, 200, ""},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			resp, err := http.Get(srv.URL + tt.path)
			require.NoError(t, err)
			defer resp.Body.Close()
			body, err := io.ReadAll(resp.Body)
			require.NoError(t, err)
			require.Equal(t, tt.code, resp.StatusCode, string(body))
			require.Equal(t, "application/json", resp.Header.Get("Content-Type"))
			if tt.code == 200 {
				return
			}
			var e Error
			require.NoError(t, json.Unmarshal(body, &e))
			require.Contains(t, e.Error, tt.want)
			require.NotContains(t, strings.TrimSpace(e.Error), "\n", "one line")
		})
	}
	// A method other than GET is not served.
	resp, err := http.Post(srv.URL+"/v1/status", "application/json", nil)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusNotFound, resp.StatusCode)
}

// TestPeriodStart: weeks start on Monday, months on the 1st (UTC).
func TestPeriodStart(t *testing.T) {
	d, err := ParseDate("2026-03-05") // a Thursday
	require.NoError(t, err)
	for p, want := range map[Period]string{Daily: "2026-03-05", Weekly: "2026-03-02", Monthly: "2026-03-01"} {
		require.Equal(t, want, p.Start(d).Time().Format("2006-01-02"), p)
	}
	require.Zero(t, AllTime.Start(d))
	_, err = ParsePeriod("hourly")
	require.ErrorIs(t, err, ErrBadParam)
}
