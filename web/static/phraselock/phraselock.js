// PhraseLock: a phrase whose spaces and punctuation show from the start;
// a letter reveals every place it stands or costs a life, a wrong whole
// phrase costs 2 (asked to confirm first), and three hints cost lives: a
// hidden letter (1), the category (2, once), the length (3, once). Ten
// lives. The local process decrypts the house's proven replies. Over the
// shared daily page (../daily.js).
"use strict";

const DAILY_GAME = "phraselock";
const LETTER_ROWS = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"];
const HINT_LABELS = { letter: "a hidden letter", category: "the category", length: "the length" };

function summaryOf(b) { return "Solved with " + b.phrase.lives + " of " + b.phrase.maxLives + " lives left"; }

let ui = null; // the inputs survive the polls' redraws

function phraseUI() {
  const display = h("div", { class: "phrase", "data-testid": "display", role: "img" });
  const lives = h("p", { "data-testid": "lives" });
  const facts = h("p", { "data-testid": "facts", class: "hint" });
  const keys = {};
  let current = null;
  const move = (body) => act("/api/daily/phraselock/move", body);
  const keyboardEl = h("div", { class: "keyboard", role: "group", "aria-label": "letters", "data-testid": "letters" },
    ...LETTER_ROWS.map((row) => h("div", {}, ...[...row].map((c) => (keys[c] = h("button", {
      type: "button", "data-key": c, "data-testid": "letter", "aria-label": c + ", not tried", onclick: () => move({ letter: c }),
    }, c))))));
  const hints = h("div", { class: "hints", "data-testid": "hints" });
  const hintButtons = {};
  for (const name of ["letter", "category", "length"]) {
    const refusal = h("small", { class: "hint", "data-testid": "hint-refusal-" + name });
    const button = h("button", { type: "button", class: "secondary", "data-testid": "hint-" + name, onclick: () => move({ hint: name }) });
    hintButtons[name] = { button, refusal };
    hints.append(h("div", {}, button, " ", refusal));
  }
  const phraseInput = h("input", { type: "text", autocomplete: "off", "data-testid": "phrase-input", "aria-label": "the whole phrase" });
  const confirmArea = h("div", { "data-testid": "confirm-area" });
  const guessPhrase = async (confirm) => {
    const phrase = phraseInput.value.trim();
    if (!phrase) { say("Type the whole phrase first."); return; }
    try {
      await api("POST", "/api/daily/phraselock/move", confirm ? { phrase, confirm: true } : { phrase });
      say("");
      phraseInput.value = "";
      confirmArea.replaceChildren();
    } catch (e) {
      if (!confirm && /confirm/.test(e.message)) {
        confirmArea.replaceChildren(h("p", { class: "warn", "data-testid": "confirm-phrase" }, e.message, " ",
          h("button", { type: "button", "data-testid": "confirm", onclick: () => guessPhrase(true) }, "Guess it"), " ",
          h("button", { type: "button", class: "secondary", onclick: () => confirmArea.replaceChildren() }, "Cancel")));
        return;
      }
      say(e.message);
    }
  };
  const phraseForm = h("form", { "data-testid": "phrase-form", onsubmit: (ev) => { ev.preventDefault(); guessPhrase(false); } },
    h("label", {}, "the whole phrase (a wrong one costs 2 lives)", phraseInput), h("button", { type: "submit", "data-testid": "guess-phrase" }, "Guess the phrase"));
  const turns = h("ol", { "data-testid": "turns", class: "turns" });
  const controls = h("div", {}, keyboardEl, h("h3", {}, "Hints"), hints, phraseForm, confirmArea);
  const section = h("section", { "data-testid": "phraselock" }, display, lives, facts, controls,
    h("details", {}, h("summary", {}, "Your moves"), turns));
  const draw = (b) => {
    const p = b.phrase;
    const key = JSON.stringify([p, b.pending, b.canMove, b.over]);
    if (key === current) return;
    current = key;
    display.dataset.display = p.display;
    display.setAttribute("aria-label", p.display ? "the phrase: " + [...p.display].map((c) => c === p.mask ? "hidden" : c === " " ? "space" : c).join(", ") : "not shown yet");
    display.replaceChildren(...(p.display ? p.display.split(" ") : []).map((word) => h("span", { class: "word" },
      ...[...word].map((c) => c === p.mask ? h("span", { class: "tile input", "aria-hidden": "true" }, "")
        : /[A-Z]/.test(c) ? h("span", { class: "tile g", "aria-hidden": "true" }, c) : h("span", { class: "tile punct", "aria-hidden": "true" }, c)))));
    // without the length hint the phrase may go on after the last character known
    if (p.display && !p.length && !b.over) display.append(h("span", { class: "hint more", "data-testid": "more" }, "… (more may follow)"));
    if (!p.display) display.replaceChildren(h("p", { class: "hint" }, b.bound ? "The spaces and punctuation are on their way." : "The house is binding your key."));
    lives.dataset.lives = p.lives;
    lives.textContent = "♥ " + p.lives + " of " + p.maxLives + " lives" + (b.pending ? " · " + b.pending + " is with the house" : "");
    facts.textContent = [p.category ? "Category: " + p.category : "", p.length ? "Length: " + p.length + " characters" : ""].filter(Boolean).join(" · ");
    for (const [c, el] of Object.entries(keys)) {
      const st = p.letters[c];
      el.className = st === "hit" ? "g" : st === "hint" ? "y" : st === "miss" ? "n" : "";
      el.dataset.state = st || "";
      el.setAttribute("aria-label", c + ", " + ({ hit: "in the phrase", miss: "not in the phrase", hint: "shown by a hint" }[st] || "not tried"));
      el.disabled = !b.canMove || !!st;
    }
    for (const hint of p.hints) {
      const { button, refusal } = hintButtons[hint.name];
      button.textContent = "Hint: " + HINT_LABELS[hint.name] + " (" + hint.cost + (hint.cost === 1 ? " life" : " lives") + ")";
      button.dataset.taken = hint.taken;
      button.disabled = !b.canMove;
      refusal.textContent = hint.refusal ? "not now: " + hint.refusal : "";
    }
    phraseForm.querySelector("button").disabled = !b.canMove;
    controls.hidden = b.over;
    turns.replaceChildren(...p.turns.map((t) => h("li", { "data-testid": "turn", "data-kind": t.kind, "data-hit": String(t.hit), "data-lives": t.lives },
      t.text + " · " + t.lives + " lives")));
  };
  return { section, draw };
}

function drawGame(b, area) {
  if (!ui || !ui.section.isConnected) {
    ui = phraseUI();
    area.replaceChildren(ui.section);
  }
  ui.draw(b);
}
