// Wordle Poker match screen, shown by the Worduel page (../worduel/) for a
// match in mode poker: the hand, the player's own cards (opened by the Go
// client from the house's sealing), both chip counts, the betting card and
// the bet, the betting deck left, both mulligan counts, whose decision it
// is and its clock, every guess of both sides with its proven colours, the
// showdown and the result. The Go client (client/poker.Agent) proves and
// moves; the page makes the decision asked (POST /api/duel/match/{id}/poker):
// five words, open, raise or stop, mulligan, higher or lower, a guess.
"use strict";

// cardText writes a card ("Kc") with its suit's symbol ("K♣").
function cardText(c) { return c[0].replace("T", "10") + ({ c: "♣", d: "♦", h: "♥", s: "♠" }[c[1]] || c[1]); }
function handText(cs) { return cs.split(" ").map(cardText).join(" "); }

function renderPokerMatch(id) {
  const path = "/api/duel/match/" + id;
  const title = h("h2", {}, "Wordle Poker match #" + id);
  const head = h("p", { "data-testid": "poker-head" });
  const cards = h("p", { class: "cards", "data-testid": "cards", role: "group", "aria-label": "your cards" });
  const table = h("p", { "data-testid": "table" });
  const note = h("p", { class: "hint", "data-testid": "match-note" });
  const decision = h("div", { "data-testid": "decision" });
  const showdown = h("div", { "data-testid": "showdown-area" });
  const guesses = h("div", { "data-testid": "guesses" });
  const result = h("div", { "data-testid": "result-area" });
  let asked = ""; // the decision the form is drawn for
  let last = null;
  const send = (body) => async (ev) => {
    ev.preventDefault();
    const b = ev.submitter || ev.target;
    b.disabled = true;
    try {
      await api("POST", path + "/poker", typeof body === "function" ? body() : body);
      say("");
      decision.replaceChildren(h("p", { class: "hint", "data-testid": "sent" }, "Sent: your client makes the move."));
    } catch (e) { say(e.message); b.disabled = false; }
  };
  const form = (b) => {
    switch (b.asking) {
    case "words": {
      const inputs = [0, 1, 2, 3, 4].map((i) => h("input", { "data-testid": "secret-word", maxlength: 5, "aria-label": "secret word " + (i + 1) }));
      api("GET", "/api/duel/poker/words").then((r) => r.words.forEach((w, i) => { if (!inputs[i].value) inputs[i].value = w; })).catch((e) => say(e.message));
      return h("form", { onsubmit: send(() => ({ action: "words", words: inputs.map((x) => x.value.trim().toLowerCase()) })) },
        h("p", {}, "Your five secret words (random answers offered; your opponent guesses them when it wins a hand):"), ...inputs,
        h("div", {}, h("button", { type: "submit", "data-testid": "commit-words" }, "Commit the words")));
    }
    case "open": {
      const card = h("select", { "data-testid": "open-card", "aria-label": "betting card" }, ...b.bettingCards.map((c) => h("option", { value: c }, "card " + c)));
      const bet = h("input", { type: "number", min: 1, max: 10, value: 1, "data-testid": "open-bet", "aria-label": "bet in chips" });
      return h("form", { onsubmit: send(() => ({ action: "open", card: Number(card.value), bet: Number(bet.value) })) },
        h("label", {}, "betting card", card), h("label", {}, "bet (1-10 chips)", bet), h("div", {}, h("button", { type: "submit", "data-testid": "open" }, "Open")));
    }
    case "raise": {
      const by = h("input", { type: "number", min: 1, max: 10, value: 1, "data-testid": "raise-by", "aria-label": "raise by" });
      return h("div", {}, h("label", {}, "raise by", by), " ",
        h("button", { "data-testid": "raise", onclick: send(() => ({ action: "raise", by: Number(by.value) })) }, "Raise"), " ",
        h("button", { class: "secondary", "data-testid": "stop", onclick: send({ action: "stop" }) }, "Stop"));
    }
    case "mulligan": {
      const boxes = b.cards.map((c, i) => h("label", {}, h("input", { type: "checkbox", "data-testid": "discard", "data-position": i + 1 }), " " + cardText(c)));
      return h("form", { onsubmit: send(() => ({ action: "mulligan", positions: boxes.map((l, i) => l.firstChild.checked ? i + 1 : 0).filter((n) => n) })) },
        h("p", {}, "Mulligan: tick the cards to change (your opponent sees how many, not which)."), ...boxes,
        h("div", {}, h("button", { type: "submit", "data-testid": "mulligan" }, "Change them")));
    }
    case "choose":
      return h("div", {}, h("p", {}, "You did not stop: which hand wins, the higher or the lower?"),
        h("button", { "data-testid": "higher", onclick: send({ action: "choose", choice: "higher" }) }, "Higher"), " ",
        h("button", { "data-testid": "lower", onclick: send({ action: "choose", choice: "lower" }) }, "Lower"));
    case "guess": {
      const word = h("select", { "data-testid": "guess-word", "aria-label": "which word" },
        ...b.solved[1].map((s, i) => s ? null : h("option", { value: i + 1 }, "word " + (i + 1))).filter((o) => o));
      const text = h("input", { maxlength: 5, "data-testid": "guess-text", "aria-label": "your guess" });
      return h("form", { onsubmit: send(() => ({ action: "guess", word: Number(word.value), guess: text.value.trim().toLowerCase() })) },
        h("p", {}, "You won the hand: guess one of your opponent's words."), word, " ", text,
        h("div", {}, h("button", { type: "submit", "data-testid": "guess" }, "Guess")));
    }
    }
    return null;
  };
  const noteOf = (b) => {
    if (!b.live) return "";
    if (b.error) return b.error;
    const left = b.deadline ? " (" + clock(b.deadline) + " left)" : "";
    if (b.asking) return "Your decision" + left + ".";
    return { you: "Your client is moving" + left + ".", opponent: "Your opponent's turn" + left + ".", both: "Both players move" + left + ".",
      house: "The house deals or shows down" + left + "." }[b.toAct] || "Waiting…";
  };
  const draw = (b) => {
    last = b;
    Object.assign(head.dataset, { phase: b.phase, hand: b.hand, chips: b.chips[0], oppChips: b.chips[1], toAct: b.toAct, asking: b.asking });
    head.textContent = (b.live ? "Hand " + b.hand + " · " + b.phase : "Match over") + " · chips you " + b.chips[0] + " – " + b.chips[1] + " opponent · stake " + b.stake + " coins";
    cards.replaceChildren(...b.cards.map((c) => h("span", { class: "tile", "data-testid": "card", "data-card": c, "aria-label": c }, cardText(c))));
    const mull = (n) => n < 0 ? "?" : String(n);
    table.replaceChildren(h("span", { "data-testid": "betting", "data-card": b.bettingCard, "data-bet": b.bet },
      b.bettingCard ? "betting card " + b.bettingCard + ", bet " + b.bet + " chips" : "no bet yet"),
    " · deck left " + b.bettingCards.join(" "),
    h("span", { "data-testid": "mulligans", "data-you": b.mulligans[0], "data-opp": b.mulligans[1] }, " · changed: you " + mull(b.mulligans[0]) + ", opponent " + mull(b.mulligans[1])),
    " · solved: you " + b.solved[0].filter((s) => s).length + ", opponent " + b.solved[1].filter((s) => s).length);
    note.textContent = noteOf(b);
    note.dataset.asking = b.asking || "";
    if (b.asking !== asked) {
      asked = b.asking;
      decision.replaceChildren(...[form(b)].filter((f) => f));
    }
    const sd = b.showdown;
    showdown.replaceChildren(...(sd ? [h("p", { "data-testid": "showdown", "data-hand": sd.hand, "data-winner": sd.winner, "data-you": sd.cards[0], "data-opp": sd.cards[1] },
      "Hand " + sd.hand + " shown down: you " + handText(sd.cards[0]) + ", opponent " + handText(sd.cards[1]) + (sd.choice ? " (" + sd.choice + " wins)" : "") +
      ": " + (sd.winner === "you" ? "you win " : "you lose ") + sd.loss + " chips.")] : []));
    guesses.replaceChildren(...b.guesses.map((g) => h("div", { "data-testid": "poker-guess", "data-by": g.by, "data-word": g.word, "data-guess": g.guess, "data-pattern": g.pattern },
      h("span", { class: "hint" }, "hand " + g.hand + ", " + (g.by === "you" ? "you" : "opponent") + " at word " + g.word + ": "),
      g.pattern ? tiles(g.guess, g.pattern, "poker-tiles") : h("span", {}, g.guess.toUpperCase() + " (colours due)"))));
    if (!b.live && b.result && !result.dataset.drawn) {
      result.dataset.drawn = "true";
      const r = b.result;
      decision.replaceChildren();
      result.replaceChildren(h("section", { "data-testid": "result", "data-outcome": r.outcome, "data-coins": r.coins, "data-mmr-change": r.mmrChange },
        h("h3", { "data-testid": "outcome" }, { won: "You won!", lost: "You lost.", draw: "A draw." }[r.outcome]),
        h("p", {}, "Coins: " + r.coins + " · MMR " + r.mmr + " (" + r.rank + ")"),
        h("button", { "data-testid": "back", onclick: () => { location.hash = "#/duel"; } }, "Back to the duel platform")));
    }
  };
  app.replaceChildren(h("section", { "data-testid": "poker-screen" }, title, head, cards, table, note, decision, showdown, guesses, result));
  poll(async () => draw(await api("GET", path)));
  return last;
}
