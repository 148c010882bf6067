// A player's profile (?player=0x...): each game's statistics and streaks,
// the achievements, and a chart of the attempts their wins took, drawn as
// SVG here (no chart library).
"use strict";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, v);
  for (const c of children) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

// attemptsChart draws one bar per number of attempts (1 to the most any win
// took, at least 6; from 0 when a win took none, as a duel won by the
// opponent's forfeit): the number of wins that took that many.
function attemptsChart(game, dist) {
  const keys = Object.keys(dist).map(Number);
  const least = Math.min(1, ...keys), most = Math.max(6, ...keys);
  const top = Math.max(1, ...Object.values(dist));
  const W = 320, H = 150, pad = 24, bw = (W - pad) / (most - least + 1);
  const chart = svg("svg", { viewBox: `0 0 ${W} ${H}`, width: "100%", role: "img", class: "chart",
    "aria-label": GAMES[game] + ": wins by attempts", "data-testid": "attempts-chart", "data-game": game });
  chart.append(svg("line", { x1: pad, y1: H - 20, x2: W, y2: H - 20, class: "axis" }));
  for (let a = least; a <= most; a++) {
    const n = dist[a] || 0;
    const bh = Math.round((H - 40) * n / top);
    const x = pad + (a - least) * bw + 3;
    chart.append(
      svg("rect", { x, y: H - 20 - bh, width: bw - 6, height: bh, class: "bar", "data-attempts": a, "data-count": n },
        svg("title", {}, n + (n === 1 ? " win" : " wins") + " in " + a)),
      svg("text", { x: x + (bw - 6) / 2, y: H - 6, "text-anchor": "middle", class: "label" }, a),
      svg("text", { x: x + (bw - 6) / 2, y: H - 24 - bh, "text-anchor": "middle", class: "count" }, n));
  }
  return chart;
}

function gameSection(st) {
  const cells = [["games", st.games], ["wins", st.wins], ["win rate", pct(st.winRate)], ["total score", st.totalScore],
    ["average attempts", st.averageAttempts.toFixed(2)], ["current streak", st.currentStreak], ["best streak", st.maxStreak],
    ["all-time rank", st.rank ? "#" + st.rank : "-"]];
  return h("section", { "data-testid": "game-stats", "data-game": st.game, "data-games": st.games, "data-wins": st.wins,
    "data-score": st.totalScore, "data-streak": st.currentStreak, "data-max-streak": st.maxStreak, "data-rank": st.rank },
  h("h2", {}, GAMES[st.game] || st.game),
  h("dl", { class: "figures" }, ...cells.flatMap(([k, v]) => [h("dt", {}, k), h("dd", {}, v)])),
  st.wins ? attemptsChart(st.game, st.attemptsToWin) : h("p", { class: "hint" }, "No win yet: the chart of attempts starts with the first."));
}

async function draw() {
  const player = new URLSearchParams(location.search).get("player") || "";
  if (!/^0x[0-9a-fA-F]{40}$/.test(player)) {
    say("Add ?player=0x… (an address) to the page's address, or pick a player on the leaderboards.");
    return;
  }
  let profile, ach;
  try {
    await showIndexed();
    [profile, ach] = await Promise.all([indexer("/players/" + player), indexer("/players/" + player + "/achievements")]);
  } catch (e) {
    say(e.message);
    return;
  }
  const played = profile.stats.filter((st) => st.games > 0);
  app.replaceChildren(
    h("section", { "data-testid": "profile", "data-player": profile.player },
      h("h2", {}, short(profile.player)),
      h("p", { class: "hint" }, profile.player),
      h("p", {}, "First seen in block " + profile.registeredBlock + " · Worduel MMR " + profile.worduel.mmr + " (" + profile.worduel.rank + ")" +
        " · coins " + profile.coins.free + " free, " + profile.coins.inPlay + " in play")),
    ...(played.length ? played : profile.stats.slice(0, 1)).map(gameSection),
    h("section", { "data-testid": "achievements", "data-unlocked": ach.unlocked.length },
      h("h2", {}, "Achievements · " + ach.unlocked.length + " of " + (ach.unlocked.length + ach.locked.length)),
      h("ul", { class: "badges" },
        ...ach.unlocked.map((a) => h("li", { class: "badge on", "data-testid": "badge-unlocked" }, "★ " + a)),
        ...ach.locked.map((a) => h("li", { class: "badge", "data-testid": "badge-locked" }, a)))),
    h("p", {}, h("a", { href: "../boards/" }, "Leaderboards")));
}

draw();
