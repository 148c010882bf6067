// Worduel training page. The local process holds the word and colours each
// guess with game/worduel (POST /api/train/new, /api/train/guess); this page
// only draws the round and forwards keys, so the browser and the terminal
// play by one implementation of the rules.
"use strict";

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
const KEY_STATES = {
  correct: { cls: "g", mark: "G", label: "green, right place" },
  present: { cls: "y", mark: "Y", label: "yellow, in the word elsewhere" },
  absent: { cls: "n", mark: ".", label: "grey, not in the word" },
};
let round = null;
let typed = "";
let busy = false;

// newRound starts a round: on the address's ?seed= word when fromAddress,
// else on a word the process picks.
async function newRound(fromAddress) {
  say("");
  typed = "";
  const seed = fromAddress ? new URLSearchParams(location.search).get("seed") : null;
  let body = {};
  if (seed !== null) {
    if (!/^\d+$/.test(seed) || !Number.isSafeInteger(Number(seed))) {
      say("?seed= must be a whole number from 0 to " + Number.MAX_SAFE_INTEGER + "; playing a random word.");
    } else body = { seed: Number(seed) };
  }
  try {
    round = await api("POST", "/api/train/new", body);
  } catch (e) { say(e.message); return; }
  draw();
}

async function submit() {
  if (busy || !round || round.state !== "playing") return;
  busy = true;
  try {
    round = await api("POST", "/api/train/guess", { id: round.id, guess: typed });
    typed = "";
    say("");
  } catch (e) {
    // A refused word does not count: keep it typed so it can be fixed.
    say(e.message);
  } finally { busy = false; }
  draw();
}

function press(key) {
  if (!round || round.state !== "playing") return;
  if (key === "enter") { submit(); return; }
  if (key === "back") typed = typed.slice(0, -1);
  else if (/^[a-z]$/.test(key) && typed.length < round.length) typed += key;
  draw();
}

function onKey(ev) {
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const k = ev.key.toLowerCase();
  // Enter or Space on a focused on-screen key presses that key.
  if (ev.target instanceof HTMLButtonElement && (k === "enter" || k === " ")) return;
  if (k === "enter") press("enter");
  else if (k === "backspace") press("back");
  else if (/^[a-z]$/.test(k)) press(k);
  else return;
  ev.preventDefault();
}

function tile(ch, mark, label) {
  const cls = mark === "G" ? "g" : mark === "Y" ? "y" : mark === "." ? "n" : ch ? "typed" : "";
  return h("span", { class: "tile " + cls, role: "img", "aria-label": label }, ch, mark ? h("small", { "aria-hidden": "true" }, mark) : null);
}

function gridRow(i) {
  const n = round.maxGuesses;
  const g = round.guesses[i];
  if (g) {
    return h("div", { class: "row", role: "group", "data-testid": "train-row", "data-word": g.word, "data-pattern": g.pattern,
      "aria-label": "guess " + (i + 1) + " of " + n + ": " + g.word.toUpperCase() },
    ...[...g.word].map((ch, j) => tile(ch, g.pattern[j], ch.toUpperCase() + ": " + COLOUR_NAMES[g.pattern[j]])));
  }
  const current = i === round.guesses.length && round.state === "playing";
  const letters = current ? typed.padEnd(round.length, " ") : " ".repeat(round.length);
  return h("div", { class: "row", role: "group", "data-testid": current ? "typing-row" : "empty-row", "data-typed": current ? typed : null,
    "aria-label": "guess " + (i + 1) + " of " + n + (current ? ", typing: " + (typed.toUpperCase() || "nothing yet") : ", empty") },
  ...[...letters].map((ch) => ch === " " ? tile("", "", "empty") : tile(ch, "", ch.toUpperCase() + ", typed")));
}

function keyButton(c) {
  const st = KEY_STATES[round.keyboard[c]];
  return h("button", { class: st ? st.cls : "", "data-testid": "key-" + c, "data-state": round.keyboard[c] || "unknown",
    "aria-label": c.toUpperCase() + ": " + (st ? st.label : "not tried"), onclick: () => press(c) },
  c.toUpperCase(), st ? h("small", { "aria-hidden": "true" }, st.mark) : null);
}

// draw redraws the round, keeping the focus on the same key for players who
// move through the keyboard with Tab.
function draw() {
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.testid : null;
  const over = round.state !== "playing";
  const grid = h("div", { class: "train-grid", "data-testid": "train-grid", "data-state": round.state },
    ...Array.from({ length: round.maxGuesses }, (_, i) => gridRow(i)));
  const keyboard = h("div", { class: "keyboard", role: "group", "aria-label": "keyboard: letters coloured by what is known" },
    ...KEY_ROWS.map((row, i) => h("div", {},
      i === 2 ? h("button", { class: "wide", "data-testid": "key-enter", "aria-label": "enter the guess", onclick: () => press("enter") }, "Enter") : null,
      ...[...row].map(keyButton),
      i === 2 ? h("button", { class: "wide", "data-testid": "key-back", "aria-label": "delete a letter", onclick: () => press("back") }, "⌫") : null)));
  const used = round.guesses.length;
  const result = over ? h("section", { class: "train-result", "data-testid": "result", "data-state": round.state, "data-word": round.word },
    h("h2", {}, round.state === "won"
      ? "Solved in " + used + "/" + round.maxGuesses + ": " + round.word.toUpperCase()
      : "Out of guesses: the word was " + round.word.toUpperCase()),
    h("p", { class: "hint" }, "Seed " + round.seed + " (add ?seed=" + round.seed + " to the address to replay this word)."),
    h("button", { "data-testid": "new-word", onclick: () => newRound(false) }, "New word")) : null;
  app.replaceChildren(h("section", { "data-testid": "train-screen" },
    h("p", { class: "hint", "data-testid": "progress" }, over ? "Round over." : "Guess " + (used + 1) + " of " + round.maxGuesses + ": type a word and press Enter."),
    grid, result, over ? null : keyboard));
  const again = focused && document.querySelector(`[data-testid="${focused}"]`);
  if (again) again.focus();
}

document.addEventListener("keydown", onKey);
newRound(true);
