// Leaderboards: a game's board for a period (daily, weekly, monthly,
// all-time), read from the indexer. The address bar keeps the choice
// (?game=&period=, and date=YYYY-MM-DD for a past period, such as a daily
// challenge's day), so a board can be linked to.
"use strict";

const PERIODS = [["daily", "Daily"], ["weekly", "Weekly"], ["monthly", "Monthly"], ["all-time", "All-time"]];
const query = new URLSearchParams(location.search);
let game = GAMES[query.get("game")] ? query.get("game") : "wow";
let period = PERIODS.some(([p]) => p === query.get("period")) ? query.get("period") : "all-time";
const date = /^\d{4}-\d{2}-\d{2}$/.test(query.get("date") || "") ? query.get("date") : "";

async function draw() {
  say("");
  history.replaceState(null, "", "?game=" + game + "&period=" + period + (date ? "&date=" + date : ""));
  let board;
  try {
    await showIndexed();
    board = await indexer("/leaderboard/" + game + "?period=" + period + (date ? "&date=" + date : "") + "&limit=100");
  } catch (e) {
    say(e.message);
    return;
  }
  const rows = board.entries.map((e) => h("tr", {
    "data-testid": "board-row", "data-player": e.player, "data-position": e.position, "data-score": e.score,
    "data-games": e.games, "data-wins": e.wins, "data-streak": e.streak,
  },
  h("td", {}, e.position), h("td", {}, profileLink(e.player)), h("td", {}, e.score), h("td", {}, e.wins + "/" + e.games),
  h("td", {}, pct(e.winRate)), h("td", {}, e.averageAttempts.toFixed(2)), h("td", {}, e.streak)));
  app.replaceChildren(
    tabs("game", Object.entries(GAMES), game, (g) => { game = g; draw(); }),
    tabs("period", PERIODS, period, (p) => { period = p; draw(); }),
    h("section", { "data-testid": "board", "data-game": board.game, "data-period": board.period, "data-players": board.players },
      h("h2", {}, GAMES[board.game] + " · " + PERIODS.find(([p]) => p === board.period)[1] + (board.start ? " from " + board.start : "")),
      h("p", { class: "hint" }, board.players + (board.players === 1 ? " player" : " players")),
      rows.length ? h("table", {},
        h("thead", {}, h("tr", {}, ...["#", "player", "score", "wins", "win %", "attempts", "streak"].map((c) => h("th", {}, c)))),
        h("tbody", {}, ...rows)) : h("p", { "data-testid": "board-empty" }, "Nobody has played in this period yet.")));
}

draw();
