// The read side's shared part (leaderboards and profiles): the indexer's
// API, which the local process passes on under /indexer/ (docs/api.md),
// the game names, and the header line saying how far the chain is indexed.
"use strict";

const GAMES = { wow: "Worth of Words", worduel: "Worduel", numlock: "NumLock", phraselock: "PhraseLock" };

async function indexer(path) {
  return api("GET", "/indexer/v1" + path);
}

async function showIndexed() {
  const st = await indexer("/status");
  whoEl.textContent = "indexed to block " + st.block + (st.today ? " · today " + st.today : "");
}

function pct(x) { return Math.round(100 * x) + "%"; }

function profileLink(player) {
  return h("a", { href: "../profile/?player=" + player, "data-testid": "player-link" }, short(player));
}

// tabs draws a row of buttons, one per [value, label]; the current one is
// pressed, and choose(value) is called on a click.
function tabs(testid, items, current, choose) {
  return h("div", { class: "tabs", role: "tablist", "data-testid": testid },
    ...items.map(([value, label]) => h("button", {
      type: "button", role: "tab", class: value === current ? "" : "secondary", "aria-selected": String(value === current),
      "data-testid": testid + "-" + value, onclick: () => choose(value),
    }, label)));
}
