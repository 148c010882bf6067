// Wordle-Tac-Toe match screen of the Worduel page (../worduel/duel.js
// routes #/ttt/ID here): the bout's 3x3 grid (corners 4 letters, edges 5,
// centre 6; every guess with its proven colours, whose it is, invalid
// words struck through), the open cells to pick, a word to type for each
// picked cell (one or two a turn), whose turn with the time left, both
// banks, the pending skips, the bouts won, each finished bout and the
// result. The Go client (client/tictactoe.Agent) sends the turns with
// their word proofs, draws the house and claims the missed deadlines; a
// word the guess lists lack is sent only once the player confirms it.
"use strict";

function tttName(cell) { return "abc"[cell % 3] + (Math.floor(cell / 3) + 1); }

// tttGuessRow shows one guess in a cell: coloured once answered.
function tttGuessRow(g) {
  const row = g.pattern ? tiles(g.word, g.pattern, "cell-guess")
    : h("span", { class: "row pending", role: "img", "data-testid": "cell-guess", "data-word": g.word, "data-pattern": "",
      "aria-label": g.word.toUpperCase() + (g.valid ? ": waiting for the house's proven colours" : ": not a word, not accepted") },
    ...[...g.word].map((c) => h("span", { class: "tile input", "aria-hidden": "true" }, c)));
  row.dataset.mine = g.mine ? "true" : "false";
  row.dataset.valid = g.valid ? "true" : "false";
  if (!g.mine) row.classList.add("theirs");
  if (!g.valid) row.classList.add("invalid");
  return row;
}

// tttCells draws a grid of nine cells; pick(cell) is called for open ones.
function tttCells(grid, selected, pick, testid) {
  return h("div", { class: "ttt-grid", role: "group", "data-testid": testid, "aria-label": "the bout's grid" }, ...grid.map((c, i) => {
    const cls = "ttt-cell" + (c.open && pick ? " open" : "") + (selected.includes(i) ? " selected" : "") +
      (c.owner === "you" ? " mine" : c.owner === "opponent" ? " theirs" : "");
    const owner = c.owner === "you" ? ", yours" : c.owner === "opponent" ? ", your opponent's" : "";
    return h(pick ? "button" : "div", { class: cls, type: "button", "data-testid": "cell", "data-cell": i, "data-open": c.open ? "true" : "false",
      "data-owner": c.owner, "data-selected": selected.includes(i) ? "true" : "false",
      "aria-label": c.name + ", " + c.length + " letters" + (c.open ? ", open" : ", closed") + owner,
      onclick: pick && c.open ? () => pick(i) : null },
    h("span", { class: "label" }, c.name + " · " + c.length), ...c.guesses.map(tttGuessRow));
  }));
}

function renderTttMatch(id) {
  let last = null;
  let selected = []; // picked open cells, in order (two at most)
  let typed = {}; // cell -> word typed so far
  const title = h("h2", {}, "Wordle-Tac-Toe match #" + id);
  const head = h("p", { "data-testid": "ttt-head" });
  const houseLine = h("p", { class: "hint", "data-testid": "house" });
  const clocks = h("div", { class: "clocks", "data-testid": "clocks" });
  const note = h("p", { class: "hint", "data-testid": "match-note" });
  const result = h("div", { "data-testid": "result-area" });
  const gridArea = h("div", {});
  const turnArea = h("form", { class: "ttt-turn", "data-testid": "turn-form" });
  const confirmArea = h("div", {});
  const claimArea = h("div", {});
  const bouts = h("ol", { class: "ttt-bouts", "data-testid": "bouts" });
  const send = async (confirm) => {
    const moves = selected.map((cell) => ({ cell, word: (typed[cell] || "").trim().toLowerCase() }));
    for (const m of moves) {
      const want = last.grid[m.cell].length;
      if (m.word.length !== want) { say("Cell " + tttName(m.cell) + " takes a word of " + want + " letters."); return; }
    }
    confirmArea.replaceChildren();
    try {
      const res = await fetch("/api/duel/match/" + id + "/turn", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ moves, confirm }) });
      const data = await res.json().catch(() => ({}));
      if (res.status === 409 && data.confirm) { // a word the guess lists lack: the player decides
        confirmArea.replaceChildren(h("div", { class: "warn", "data-testid": "confirm-invalid", role: "alertdialog" },
          h("p", {}, data.error + "."),
          h("button", { type: "button", "data-testid": "confirm-send", onclick: () => send(true) }, "Send it anyway"), " ",
          h("button", { type: "button", class: "secondary", "data-testid": "confirm-cancel", onclick: () => confirmArea.replaceChildren() }, "Change the word")));
        return;
      }
      if (!res.ok) throw new Error(data.error || res.status + " " + res.statusText);
      say("");
      selected = [];
      typed = {};
      drawTurn();
    } catch (e) { say(e.message); }
  };
  turnArea.onsubmit = (ev) => { ev.preventDefault(); send(false); };
  const drawTurn = () => {
    if (!last || !last.canPlay) { turnArea.replaceChildren(); turnArea.hidden = true; return; }
    turnArea.hidden = false;
    const shown = turnArea.dataset.cells || "";
    if (shown === selected.join(",") && turnArea.childElementCount) return;
    turnArea.dataset.cells = selected.join(",");
    const inputs = selected.map((cell) => {
      const len = last.grid[cell].length;
      const input = h("input", { type: "text", autocomplete: "off", autocapitalize: "none", spellcheck: "false", maxlength: len,
        "data-testid": "word-input", "data-cell": cell, "aria-label": "word for cell " + tttName(cell) + " (" + len + " letters)", value: typed[cell] || "" });
      input.oninput = () => { typed[cell] = input.value; };
      return h("label", {}, tttName(cell) + " (" + len + " letters) ", input);
    });
    turnArea.replaceChildren(
      h("p", { class: "hint" }, selected.length ? "One or two guesses a turn, on different open cells." : "Pick one or two open cells."),
      ...inputs,
      h("button", { type: "submit", "data-testid": "play-turn", disabled: selected.length === 0 }, "Play"));
    const first = turnArea.querySelector("input");
    if (first && !first.value) first.focus();
  };
  const pick = (cell) => {
    if (!last || !last.canPlay) return;
    if (selected.includes(cell)) selected = selected.filter((c) => c !== cell);
    else selected = [...selected, cell].slice(-2);
    drawGrid();
    drawTurn();
  };
  const drawGrid = () => {
    if (!last) return;
    // a match over between bouts has no grid to show but the finished bouts'
    gridArea.hidden = !last.live && last.grid.every((c) => c.guesses.length === 0);
    gridArea.replaceChildren(tttCells(last.grid, selected, last.canPlay ? pick : null, "ttt-grid"));
  };
  const drawResult = (b) => {
    if (result.dataset.drawn) return;
    result.dataset.drawn = "true";
    const r = b.result;
    const why = { result: "First to two bouts wins the pot.", forfeit: "A player resigned.",
      timeout: b.houseTimedOut ? "The house missed a deadline: both bets are back, and its bond compensates you."
        : "A player's turn time and bank ran out: the match is lost on time.",
      stale: "The match ran too long and ended as a draw." }[r.ending] + " Bouts won: you " + b.wins[0] + ", your opponent " + b.wins[1] + ".";
    const sign = (n) => (n > 0 ? "+" : "") + n;
    result.replaceChildren(h("section", { "data-testid": "result", "data-outcome": r.outcome, "data-coins": r.coins, "data-mmr-change": r.mmrChange, "data-ending": r.ending },
      h("h3", { "data-testid": "outcome" }, { won: "You won!", lost: "You lost.", draw: "A draw." }[r.outcome]),
      h("p", { "data-testid": "end-reason" }, why),
      h("p", { "data-testid": "coins-change" }, "Coins: " + sign(r.coins) + (r.outcome === "draw" ? " (both bets returned)" : "")),
      h("p", { "data-testid": "mmr-change" }, "MMR: " + sign(r.mmrChange) + " → " + r.mmr + " (" + r.rank + ")"),
      h("button", { "data-testid": "back", onclick: () => { location.hash = "#/duel"; } }, "Back to the duel platform")));
  };
  const noteOf = (b) => {
    if (!b.live) return "";
    if (b.error) return b.error;
    if (!b.started) return "A house is drawn at random from the bonded houses, then it commits to the match's words.";
    if (b.answering) return "The house is proving the colours of the last guesses (no clock runs meanwhile).";
    if (b.sending) return "Your turn is on its way, with the proofs of its words.";
    if (b.canPlay) return "Your turn: pick one or two open cells, type a word for each and press Play.";
    if (b.mover === "you") return "Your turn…";
    if (b.turnLeft === 0) return "Your opponent's time ran out: claim the match.";
    return "Your opponent's turn.";
  };
  const draw = (b) => {
    last = b;
    selected = selected.filter((c) => b.grid[c] && b.grid[c].open);
    head.textContent = (b.live ? (b.started ? "Bout " + b.bout + " · " : "Waiting for the house · ") : "Match over · ") +
      "bouts you " + b.wins[0] + " – " + b.wins[1] + " opponent · bet " + b.bet + " coins" +
      (b.skips[0] ? " · your next turn is skipped" : "") + (b.skips[1] ? " · your opponent's next turn is skipped" : "");
    Object.assign(head.dataset, { bout: b.bout, wins: b.wins[0], oppWins: b.wins[1], mover: b.mover, canPlay: b.canPlay ? "true" : "false",
      skipped: b.skipped[0], oppSkipped: b.skipped[1] });
    const zero = /^0x0+$/.test(b.house);
    houseLine.hidden = !b.live;
    houseLine.textContent = zero ? "The house is drawn at random from the bonded houses." : "House " + b.house.slice(0, 10) + "…: it answers every guess with a proof" +
      (b.houseDue ? ", next deadline in " + clock(b.houseDue) : "") + ".";
    houseLine.dataset.house = zero ? "" : b.house;
    const running = (k) => b.live && b.mover === (k ? "opponent" : "you");
    clocks.replaceChildren(
      ...["you", "them"].map((who, k) => h("span", { class: "clock" + (running(k) ? " running" : ""), "data-testid": "clock-" + who, "data-bank": b.banks[k],
        "aria-label": (k ? "your opponent's" : "your") + " bank: " + clock(b.banks[k]) + (running(k) ? ", turn " + clock(b.turnLeft) + " left" : "") },
      who + " " + clock(b.banks[k]) + (running(k) ? " · turn " + clock(b.turnLeft) : ""))));
    clocks.dataset.turnLeft = b.turnLeft;
    note.textContent = noteOf(b);
    note.dataset.canPlay = b.canPlay ? "true" : "false";
    drawGrid();
    drawTurn();
    claimArea.replaceChildren(...(b.live && b.started && b.mover === "opponent" && b.turnLeft === 0 && !b.answering ? [
      h("button", { type: "button", "data-testid": "claim", onclick: async (ev) => {
        ev.target.disabled = true;
        try { await api("POST", "/api/duel/match/" + id + "/claim", {}); say("Timeout claimed.", true); } catch (e) { say(e.message); }
      } }, "Claim the match on time")] : []));
    if (bouts.childElementCount !== b.bouts.length) {
      bouts.replaceChildren(...b.bouts.map((bt, i) => h("li", { "data-testid": "bout-result", "data-winner": bt.winner, "data-lines": bt.lines.join(","), "data-cells": bt.cells.join(",") },
        "Bout " + (i + 1) + ": " + (bt.winner === "you" ? "yours" : bt.winner === "opponent" ? "your opponent's" : "tied") +
        " · lines " + bt.lines[0] + " – " + bt.lines[1] + " · cells " + bt.cells[0] + " – " + bt.cells[1],
        tttCells(bt.grid, [], null, "bout-grid"))));
    }
    if (!b.live && b.result) drawResult(b);
  };
  app.replaceChildren(h("section", { "data-testid": "match-screen" }, title, head, houseLine, clocks, note, result, claimArea, gridArea, confirmArea, turnArea, bouts));
  poll(async () => draw(await api("GET", "/api/duel/match/" + id)));
}
