// NumLock: a 4-digit code (digits may repeat), 6 tries; each try's colours
// are decrypted by the local process from the house's proven answer:
// green the right digit in the right place, yellow in the code elsewhere,
// grey not in it. Over the shared daily page (../daily.js).
"use strict";

const DAILY_GAME = "numlock";

function summaryOf(b) {
  const n = (b.tries || []).length;
  return "Solved in " + n + (n === 1 ? " try" : " tries");
}

let ui = null; // the input survives the polls' redraws

function numLockUI(area) {
  const rows = h("div", { class: "grid", "data-testid": "grid", role: "group", "aria-label": "your tries" });
  const left = h("p", { "data-testid": "tries-left" });
  const input = h("input", { type: "text", inputmode: "numeric", autocomplete: "off", maxlength: 4, pattern: "[0-9]{4}",
    "data-testid": "code-input", "aria-label": "your 4-digit guess", class: "code-input", placeholder: "0000" });
  const button = h("button", { type: "submit", "data-testid": "guess" }, "Guess");
  const form = h("form", { "data-testid": "guess-form", class: "row", onsubmit: async (ev) => {
    ev.preventDefault();
    const guess = input.value.trim();
    if (!/^[0-9]{4}$/.test(guess)) { say("A guess is 4 digits 0-9."); return; }
    button.disabled = true;
    await act("/api/daily/numlock/guess", { guess }, () => { input.value = ""; });
    button.disabled = false;
  } }, h("label", {}, "your guess", input), button);
  const legend = h("p", { class: "hint" }, "G green: right digit, right place · Y yellow: in the code elsewhere · . grey: not in the code.");
  const section = h("section", { "data-testid": "numlock" }, rows, left, form, legend);
  return { section, rows, left, form, input, drawn: "" };
}

function drawGame(b, area) {
  b.tries = b.tries || []; // none yet
  if (!ui || !ui.section.isConnected) {
    ui = numLockUI(area);
    area.replaceChildren(ui.section);
  }
  const key = JSON.stringify(b.tries);
  if (key !== ui.drawn) {
    ui.drawn = key;
    ui.rows.replaceChildren(...b.tries.map((t) => h("div", {}, t.pattern ? tiles(t.guess, t.pattern, "try")
      : t.refused ? h("span", { class: "row", "data-testid": "refused" }, t.guess + ": refused (not a valid code)")
        : h("span", { class: "row pending", role: "img", "data-testid": "pending", "aria-label": t.guess + ": waiting for the house's proven colours" },
          ...[...t.guess].map((c) => h("span", { class: "tile input", "aria-hidden": "true" }, c))))));
  }
  const answered = b.tries.filter((t) => t.pattern || t.refused).length;
  ui.left.dataset.left = b.maxTries - answered;
  ui.left.textContent = b.over ? "" : (b.maxTries - answered) + " of " + b.maxTries + " tries left" +
    (b.pending ? " · " + b.pending + " is with the house" : !b.bound ? " · the house is binding your key" : "");
  ui.form.hidden = b.over;
  ui.input.disabled = !b.canMove;
  ui.form.querySelector("button").disabled = !b.canMove;
}
