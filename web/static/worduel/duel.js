// Worduel page: the duel platform (daily coins, coins free and in play,
// MMR and rank, the queue with a bet and a mode, "Match Found") and the
// match: Blitz (the current word's grid, the keyboard, both solve counts,
// both chess clocks, the result) or Best of 3 (the round's own grid, the
// opponent's try count and solved flag only, both round clocks, the round
// wins, the pause, the house), over the shared page code (../wordproof.js)
// and the JSON API under /api/duel/. The Go client plays the match (seed or
// key, proofs, hidden guesses, timeouts); the page only types this
// player's guesses.
"use strict";

// withdraw is the shared header's: Worth of Words winnings, on its page.
async function withdraw() { location.href = "../wow/"; return false; }

function clock(sec) {
  sec = Math.max(0, Math.floor(sec));
  return Math.floor(sec / 60) + ":" + String(sec % 60).padStart(2, "0");
}

// hours writes seconds as "23h 59m" (or duration's "4m 05s" below an hour).
function hours(sec) {
  return sec >= 3600 ? Math.floor(sec / 3600) + "h " + String(Math.floor(sec % 3600 / 60)).padStart(2, "0") + "m" : duration(sec);
}

function renderPlatform() {
  const profile = h("section", { "data-testid": "duel-profile" });
  const queueArea = h("section", { "data-testid": "queue-area" });
  const bet = h("input", { type: "number", min: 1, value: 10, inputmode: "numeric", "data-testid": "bet", "aria-label": "bet in coins" });
  const mode = h("select", { "data-testid": "mode", "aria-label": "mode" }, h("option", { value: "blitz" }, "Blitz (5 minutes)"));
  const modeNames = { bo3: "Best of 3 (3-minute rounds, same word)", ttt: "Wordle-Tac-Toe (3×3 grid, first to 2 bouts)", poker: "Wordle Poker (bets, hands, guesses)" };
  const act = (path, body, done) => async (ev) => {
    ev.preventDefault();
    const b = ev.submitter || ev.target;
    b.disabled = true;
    try { done(await api("POST", path, body ? body() : {})); } catch (e) { say(e.message); }
    b.disabled = false;
  };
  const daily = h("button", { "data-testid": "daily", onclick: act("/api/duel/daily", null, () => say("Daily coins claimed: +100.", true)) }, "Claim daily coins");
  const queueForm = h("form", { "data-testid": "queue-form", onsubmit: act("/api/duel/queue", () => ({ bet: Number(bet.value), mode: mode.value }),
    (p) => say(p.matchId ? "Match Found!" : "Queued: waiting for an opponent with the same bet.", true)) },
  h("label", {}, "bet (coins)", bet), h("label", {}, "mode", mode), h("div", {}, h("button", { type: "submit", "data-testid": "queue" }, "Find a match")));
  const leave = h("button", { class: "secondary", "data-testid": "leave-queue", onclick: act("/api/duel/leave", null, () => say("You left the queue: your bet is free again.", true)) }, "Leave queue");
  let shown = "";
  const draw = (p) => {
    for (const m of p.modes || []) {
      // Wordle-Tac-Toe's screen (../tictactoe/ttt.js) is the local client's only, not yet the static client's
      if (m === "ttt" && typeof renderTttMatch !== "function") continue;
      if (modeNames[m] && !mode.querySelector('option[value="' + m + '"]')) mode.append(h("option", { value: m }, modeNames[m]));
    }
    const ready = !p.nextClaimAt || p.now >= p.nextClaimAt;
    daily.disabled = !ready;
    profile.replaceChildren(h("h2", {}, "Your duels"),
      h("p", { "data-testid": "coins", "data-free": p.available, "data-in-play": p.inPlay },
        h("strong", {}, p.coins + " coins"), ": " + p.available + " free, " + p.inPlay + " in play"),
      h("p", { "data-testid": "mmr", "data-mmr": p.mmr }, "MMR " + p.mmr + " · " + p.rank + " · " + p.wins + " won, " + p.losses + " lost, " + p.draws + " drawn"),
      h("p", {}, daily, " ", h("span", { class: "hint", "data-testid": "daily-next" },
        ready ? "+100 coins, once a day" : "next gift in " + hours(p.nextClaimAt - p.now))));
    const state = p.matchId ? "match" + p.matchId : p.queuedMode ? "queued" + p.queuedBet : "idle";
    if (state === shown) return;
    shown = state;
    if (p.matchId) {
      const screen = (p.matchMode === "ttt" ? "#/ttt/" : "#/match/") + p.matchId;
      queueArea.replaceChildren(h("h2", { "data-testid": "match-found" }, "Match Found!"),
        h("p", { "data-testid": "match-mode", "data-mode": p.matchMode || "blitz" }, {
          bo3: "Best of 3 match #" + p.matchId + ". Your key is being posted; a house is drawn, then the rounds start.",
          ttt: "Wordle-Tac-Toe match #" + p.matchId + ". A house is drawn, then the first bout starts.",
          poker: "Wordle Poker match #" + p.matchId + ". Choose your five words; a house is drawn and deals the first hand.",
        }[p.matchMode] || "Blitz match #" + p.matchId + ". Your seed is being committed; the clocks start once both are in."),
        h("button", { "data-testid": "open-match", onclick: () => { location.hash = screen; } }, "Play"));
      setTimeout(() => { if (location.hash !== screen) location.hash = screen; }, 1500);
    } else if (p.queuedMode) {
      queueArea.replaceChildren(h("h2", {}, "In the queue"),
        h("p", { "data-testid": "queued" }, "Waiting for an opponent in " + p.queuedMode + " with a bet of " + p.queuedBet + " coins (locked until you leave or play)."), leave);
    } else {
      queueArea.replaceChildren(h("h2", {}, "Play"), queueForm);
    }
  };
  app.replaceChildren(profile, queueArea);
  poll(async () => draw(await api("GET", "/api/duel/status")));
}

function renderMatch(id) {
  let typed = "";
  let last = null;
  const title = h("h2", {}, "Match #" + id);
  const head = h("p", { "data-testid": "match-head" });
  const houseLine = h("p", { class: "hint", "data-testid": "house" });
  const lastRound = h("div", { class: "grid", "data-testid": "last-round", role: "group", "aria-label": "your last round" });
  let oppTriesSeen = 0; // the most tries of the opponent's shown in a round
  const clocks = h("div", { class: "clocks", "data-testid": "clocks" });
  const grid = h("div", { class: "grid", "data-testid": "grid", role: "group", "aria-label": "your current word" });
  const note = h("p", { class: "hint", "data-testid": "match-note" });
  const result = h("div", { "data-testid": "result-area" });
  const submit = async () => {
    if (typed.length !== 5) { say("A guess has 5 letters."); return; }
    const word = typed;
    try {
      await api("POST", "/api/duel/match/" + id + "/guess", { word });
      say("");
      typed = "";
      drawGrid();
    } catch (e) { say(e.message); }
  };
  const press = (k) => {
    if (!last || !last.live) return;
    if (k === "enter") { submit(); return; }
    if (k === "back") typed = typed.slice(0, -1);
    else if (/^[a-z]$/.test(k) && typed.length < 5) typed += k;
    drawGrid();
  };
  const keys = keyboard(press);
  keyHandler = (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.target.tagName === "INPUT") return;
    if (ev.key === "Enter") press("enter");
    else if (ev.key === "Backspace") press("back");
    else if (/^[a-zA-Z]$/.test(ev.key)) press(ev.key.toLowerCase());
    else return;
    ev.preventDefault();
  };
  document.addEventListener("keydown", keyHandler);
  const drawGrid = () => {
    const b = last || { tries: [], maxTries: 6 };
    const rows = b.tries.map((t) => t.pattern ? tiles(t.guess, t.pattern, "try")
      : h("span", { class: "row pending", role: "img", "data-testid": "pending", "aria-label": t.guess.toUpperCase() + ": waiting for the proven colours" },
        ...[...t.guess].map((c) => h("span", { class: "tile input", "aria-hidden": "true" }, c))));
    if (b.live && rows.length < b.maxTries) {
      rows.push(h("span", { class: "row", role: "group", "data-testid": "guess-row", "data-typed": typed, "aria-label": "your guess: " + (typed.toUpperCase() || "empty") },
        ...[0, 1, 2, 3, 4].map((i) => h("span", { class: "tile input", role: "img", "aria-label": "letter " + (i + 1) + ": " + (typed[i] ? typed[i].toUpperCase() : "empty") }, typed[i] || ""))));
    }
    grid.replaceChildren(...rows.map((r) => h("div", {}, r)));
  };
  const drawResult = (b) => {
    const r = b.result;
    if (result.dataset.drawn) return;
    result.dataset.drawn = "true";
    const verdict = { won: "You won!", lost: "You lost.", draw: "A draw." }[r.outcome];
    const bo3 = b.mode === "bo3";
    const why = bo3 ? ({ result: "First to two rounds wins the pot.", forfeit: "A player resigned.",
      timeout: b.houseTimedOut ? "The house missed a deadline: both bets are back, and its bond compensates you."
        : "A player missed a deadline (a key, or a whole round without a guess) and lost by timeout.",
      stale: "The match ran too long and ended as a draw." }[r.ending] + " Rounds won: you " + b.wins[0] + ", your opponent " + b.wins[1] + ".")
      : ({ result: "Both clocks ran out: most words solved wins.", forfeit: "A player resigned.",
        timeout: "A player missed a deadline (a seed commitment or an answer) and lost by timeout.", stale: "The match ran too long and ended as a draw." }[r.ending] +
        " Words solved: you " + b.solves[0] + ", your opponent " + b.solves[1] + ".");
    const sign = (n) => (n > 0 ? "+" : "") + n;
    result.replaceChildren(h("section", { "data-testid": "result", "data-outcome": r.outcome, "data-coins": r.coins, "data-mmr-change": r.mmrChange },
      h("h3", { "data-testid": "outcome" }, verdict),
      h("p", { "data-testid": "end-reason" }, why),
      h("p", { "data-testid": "coins-change" }, "Coins: " + sign(r.coins) + (r.outcome === "draw" ? " (both bets returned)" : "")),
      h("p", { "data-testid": "mmr-change" }, "MMR: " + sign(r.mmrChange) + " → " + r.mmr + " (" + r.rank + ")"),
      h("button", { "data-testid": "back", onclick: () => { location.hash = "#/duel"; } }, "Back to the duel platform")));
  };
  app.replaceChildren(h("section", { "data-testid": "match-screen" }, title, head, houseLine, clocks, note, result, lastRound, grid, keys));
  drawGrid();
  const drawHead = (b) => {
    if (b.mode !== "bo3") {
      title.textContent = "Blitz match #" + id;
      houseLine.hidden = true;
      head.textContent = (b.live ? "Word " + b.word + " · " : "Match over · ") + "you " + b.solves[0] + " solved · opponent " + b.solves[1] + " solved · bet " + b.bet + " coins";
      head.dataset.solves = b.solves[0];
      head.dataset.oppSolves = b.solves[1];
      head.dataset.word = b.word;
      lastRound.hidden = true;
      return;
    }
    title.textContent = "Best of 3 match #" + id;
    const round = b.started ? "Round " + b.round + " · " : "Waiting for the house · ";
    head.textContent = (b.live ? round : "Match over · ") + "rounds you " + b.wins[0] + " – " + b.wins[1] + " opponent · opponent " +
      b.oppTries + "/" + b.maxTries + " tries" + (b.oppSolved ? ", solved" : "") + " · bet " + b.bet + " coins";
    oppTriesSeen = Math.max(oppTriesSeen, b.oppTries);
    Object.assign(head.dataset, { round: b.round, wins: b.wins[0], oppWins: b.wins[1], oppTries: b.oppTries, oppTriesSeen, oppSolved: b.oppSolved, solved: b.solved, pause: b.pause });
    // the round just ended, until this one's first guess: a solve ends a round at once
    const showLast = b.live && b.round > 1 && b.tries.length === 0 && b.lastRound.length > 0;
    lastRound.hidden = !showLast;
    lastRound.replaceChildren(...(showLast ? [h("p", { class: "hint" }, "Round " + (b.round - 1) + ", your guesses:"),
      ...b.lastRound.map((t) => h("div", {}, tiles(t.guess, t.pattern, "last-try")))] : []));
    const zero = /^0x0+$/.test(b.house);
    houseLine.hidden = !b.live;
    houseLine.textContent = zero ? "The house is drawn at random from the bonded houses once both keys are in."
      : "House " + b.house.slice(0, 10) + "…: it answers your hidden guesses with proofs" + (b.houseDue ? ", next deadline in " + clock(b.houseDue) : "") + ".";
    houseLine.dataset.house = zero ? "" : b.house;
  };
  const noteOf = (b) => {
    if (!b.live) return "";
    if (b.error) return b.error;
    if (b.mode !== "bo3") {
      return b.answering ? "Your client is proving the colours of your opponent's guess (no clock runs meanwhile)."
        : b.canGuess ? "Your move: type a guess and press Enter." : b.clocks[0] === 0 ? "Your clock ran out: waiting for your opponent's." : "Waiting for the colours of your guess…";
    }
    if (!b.started) return "Keys posted, the house drawn, then its commitment: the first round starts right after.";
    if (b.pause) return "Round " + b.round + " starts in " + b.pause + " s.";
    if (b.solved) return "You solved it: the round is yours once no earlier guess of your opponent is pending.";
    if (b.oppSolved) return "Your opponent solved this round's word.";
    if (b.canGuess) return "Your move: type a guess and press Enter (only the house sees it).";
    if (b.tries.length && !b.tries[b.tries.length - 1].pattern) return "Waiting for the house's proven colours of your guess…";
    if (b.clocks[0] === 0 || b.tries.length >= b.maxTries) return "You are done with this round: waiting for your opponent.";
    return "Waiting…";
  };
  const draw = (b) => {
    last = b;
    drawHead(b);
    clocks.replaceChildren(...["you", "them"].map((who, k) => h("span", { class: "clock" + (b.running[k] ? " running" : ""), "data-testid": "clock-" + (k ? "them" : "you"),
      "data-left": b.clocks[k], "aria-label": (k ? "your opponent" : "you") + ": " + clock(b.clocks[k]) + " left" + (b.running[k] ? ", running" : "") }, who + " " + clock(b.clocks[k]))));
    note.textContent = noteOf(b);
    note.dataset.canGuess = b.canGuess ? "true" : "false";
    const known = learnLetters(b.tries.filter((t) => t.pattern));
    keys.paint(known);
    keys.hidden = !b.live;
    drawGrid();
    if (!b.live && b.result) drawResult(b);
    return !b.live;
  };
  poll(async () => draw(await api("GET", "/api/duel/match/" + id)));
}

async function route() {
  stop();
  say(messageEl.className === "ok" ? messageEl.textContent : "", true);
  try {
    await refreshStatus();
  } catch (e) {
    say(e.message);
    return;
  }
  const parts = location.hash.replace(/^#\/?/, "").split("/");
  if (!status.connected) { renderConnect(); return; }
  if (parts[0] === "match" && parts[1]) {
    let mode = "";
    try { mode = (await api("GET", "/api/duel/match/" + parts[1])).mode; } catch (e) { say(e.message); }
    if (mode === "poker" && typeof renderPokerMatch === "function") renderPokerMatch(parts[1]);
    else if (mode === "poker") app.replaceChildren(h("p", { "data-testid": "poker-elsewhere" },
      "Wordle Poker match #" + parts[1] + " is played with 'wordproof web' or 'wordproof duel play'; this page does not show it yet."));
    else renderMatch(parts[1]);
  }
  else if (parts[0] === "ttt" && parts[1] && typeof renderTttMatch === "function") renderTttMatch(parts[1]);
  else if (parts[0] === "ttt" && parts[1]) app.replaceChildren(h("p", { "data-testid": "ttt-elsewhere" },
    "Wordle-Tac-Toe match #" + parts[1] + " is played with 'wordproof web' or 'wordproof duel play'; this page does not show it yet."));
  else renderPlatform();
}

window.addEventListener("hashchange", route);
route();
