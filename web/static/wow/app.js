// Wordproof web client: a single page over the local Wordproof process's
// JSON API. The page holds nothing secret; the browser wallet (EIP-1193) is
// used to sign the session grant, and again only to renew it mid-game.
"use strict";

const app = document.getElementById("app");
const messageEl = document.getElementById("message");
const whoEl = document.getElementById("who");
const winningsEl = document.getElementById("winnings");
const POLL_MS = 500;
let status = null;
let timer = null;
let keyHandler = null;

// h builds an element: h("button", {onclick: f, "data-testid": "x"}, "text", child).
function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

function say(text, ok) {
  messageEl.textContent = text || "";
  messageEl.hidden = !text;
  messageEl.className = ok ? "ok" : "";
}

async function api(method, path, body) {
  let res;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new Error("the local Wordproof process is not answering (" + e.message + ")");
  }
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(data.error || res.status + " " + res.statusText);
  return data;
}

function stop() {
  if (timer) clearTimeout(timer);
  timer = null;
  if (keyHandler) document.removeEventListener("keydown", keyHandler);
  keyHandler = null;
}

// poll calls fn now and every POLL_MS until the screen changes.
function poll(fn) {
  const screen = location.hash;
  let failed = false;
  const tick = async () => {
    if (location.hash !== screen) return;
    try {
      await fn();
      // The local process answers again (after a restart, say): its
      // earlier error is stale.
      if (failed) say("");
      failed = false;
    } catch (e) { say(e.message); failed = true; }
    if (location.hash === screen) timer = setTimeout(tick, POLL_MS);
  };
  tick();
}

function eth(wei) {
  const w = BigInt(wei || "0");
  const whole = w / 10n ** 18n;
  const frac = (w % 10n ** 18n).toString().padStart(18, "0").replace(/0+$/, "").slice(0, 6);
  return whole.toString() + (frac ? "." + frac : "") + " ETH";
}

function short(addr) { return addr ? addr.slice(0, 6) + "…" + addr.slice(-4) : ""; }

// duration writes seconds as "1m 05s" or "42s".
function duration(sec) {
  sec = Math.max(0, Math.floor(sec));
  return sec >= 60 ? Math.floor(sec / 60) + "m " + String(sec % 60).padStart(2, "0") + "s" : sec + "s";
}

// withdraw moves every winning the game contract holds for the account to
// the account (a move of the session, no wallet prompt).
async function withdraw(ev) {
  if (ev && ev.target) ev.target.disabled = true;
  try {
    const r = await api("POST", "/api/withdraw", {});
    say("Withdrew " + eth(r.amount) + " to your account.", true);
    await refreshStatus();
    return true;
  } catch (e) {
    say(e.message);
    if (ev && ev.target) ev.target.disabled = false;
    return false;
  }
}

const COLOUR_NAMES = { G: "green (right letter, right place)", Y: "yellow (in the word, elsewhere)", ".": "grey (not in the word)" };

// tiles shows a guess with its colours; each tile also carries its mark
// (G, Y or .) so colour is never the only signal.
function tiles(word, pattern, testid) {
  const row = h("span", { class: "row", role: "img", "data-testid": testid, "data-pattern": pattern, "data-word": word,
    "aria-label": word.toUpperCase() + ": " + [...pattern].map((p, i) => word[i].toUpperCase() + " " + (COLOUR_NAMES[p] || p)).join(", ") });
  [...word].forEach((ch, i) => {
    const p = pattern[i];
    const cls = p === "G" ? "g" : p === "Y" ? "y" : "n";
    row.append(h("span", { class: "tile " + cls, "aria-hidden": "true" }, ch, h("small", {}, p)));
  });
  return row;
}

// ---- wallet ---------------------------------------------------------------

function walletError(e) {
  if (e && e.code === 4001) return "You rejected the request in your wallet.";
  if (e && e.code === 4902) return "Your wallet does not know this network.";
  return "Wallet error: " + (e && e.message ? e.message : String(e));
}

async function connectWallet() {
  say("");
  if (!window.ethereum) {
    say("No browser wallet found. Install an EIP-1193 wallet (for example MetaMask) and reload.");
    return;
  }
  let owner, chainHex;
  try {
    const accounts = await window.ethereum.request({ method: "eth_requestAccounts" });
    owner = accounts[0];
    chainHex = await window.ethereum.request({ method: "eth_chainId" });
  } catch (e) {
    say(walletError(e));
    return;
  }
  if (!owner) { say("The wallet gave no account."); return; }
  if (parseInt(chainHex, 16) !== status.chainId) {
    say("Wrong network: your wallet is on chain " + parseInt(chainHex, 16) + " but the game is on chain " + status.chainId + ". Switch networks in the wallet and try again.");
    return;
  }
  let grant;
  try {
    grant = await api("POST", "/api/connect", { owner });
  } catch (e) { say(e.message); return; }
  if (grant.resumed) {
    say("Welcome back: the session you granted earlier is still live, so no signature is needed" +
      (grant.games ? "; " + grant.games + " game" + (grant.games > 1 ? "s" : "") + " resumed." : "."), true);
    if (location.hash === "#/lobbies") route();
    else location.hash = "#/lobbies";
    return;
  }
  renderGrant(owner, grant);
}

function renderGrant(owner, grant) {
  const m = grant.typedData.message;
  app.replaceChildren(h("section", { "data-testid": "grant-screen" },
    h("h2", {}, "Sign the session grant"),
    h("p", {}, "Your wallet ", h("code", {}, owner), " owns the smart account ", h("code", { "data-testid": "account" }, grant.account),
      ". Signing lets the session key ", h("code", {}, m.sessionKey), ", held by the local Wordproof process, make game moves only:"),
    h("ul", {},
      h("li", {}, m.permissions.length + " permissions: the game's move functions on " + short(grant.typedData.message.permissions[0].target) + ", never the account itself"),
      h("li", {}, "valid until " + new Date(Number(m.validUntil) * 1000).toLocaleString()),
      h("li", {}, "at most " + m.maxOps + " moves and " + eth(m.valueCap) + " of stakes"),
      h("li", {}, gasLine(m.gas))),
    h("p", { class: "hint" }, "The full EIP-712 typed data your wallet will show:"),
    h("pre", { "data-testid": "typed-data" }, JSON.stringify(grant.typedData, null, 2)),
    h("button", { "data-testid": "sign", onclick: () => signGrant(owner, grant) }, "Sign in wallet"), " ",
    h("button", { class: "secondary", onclick: renderConnect }, "Cancel")));
}

// gasLine says what the grant's moves may cost the account in gas.
function gasLine(gas) {
  const sponsor = /^0x0{40}$/i.test(gas.paymaster) ? "no sponsor" : "gas paid by the sponsor " + short(gas.paymaster);
  return sponsor + "; at most " + eth(gas.budget) + " of gas from your account";
}

// renewGrant has the wallet sign the new grant a session waits for.
async function renewGrant(need) {
  say("Waiting for your wallet…", true);
  let signature;
  try {
    signature = await window.ethereum.request({ method: "eth_signTypedData_v4", params: [status.owner, JSON.stringify(need.typedData)] });
    await api("POST", "/api/grant", { signature });
  } catch (e) { say(e.code ? walletError(e) : e.message); return; }
  say("Session renewed: the game goes on.", true);
}

async function signGrant(owner, grant) {
  say("Waiting for your wallet…", true);
  let signature;
  try {
    signature = await window.ethereum.request({ method: "eth_signTypedData_v4", params: [owner, JSON.stringify(grant.typedData)] });
  } catch (e) { say(walletError(e)); return; }
  try {
    await api("POST", "/api/grant", { signature });
  } catch (e) { say(e.message); return; }
  say("Session granted: moves now go through the relayer without wallet prompts.", true);
  if (location.hash === "#/lobbies") route();
  else location.hash = "#/lobbies";
}

// ---- screens --------------------------------------------------------------

async function refreshStatus() {
  status = await api("GET", "/api/status");
  whoEl.textContent = status.connected
    ? "account " + status.account + " · " + eth(status.balance) + (status.owner ? " · owner " + short(status.owner) : "")
    : "chain " + status.chainId + " · not connected";
  const won = status.connected && status.winnings && status.winnings !== "0";
  winningsEl.hidden = !won;
  winningsEl.replaceChildren(...(won ? [eth(status.winnings) + " of winnings wait in the game contract. ",
    h("button", { "data-testid": "withdraw-all", onclick: withdraw }, "Withdraw")] : []));
}

function renderConnect() {
  app.replaceChildren(h("section", { "data-testid": "connect-screen" },
    h("h2", {}, "Connect"),
    h("p", {}, "Your browser wallet is used only now: once for your address and once to sign a grant for a session key held by the local Wordproof process. After that every move (join, guess, reveal, withdraw) is a sponsored user operation: no prompts, no gas (unless the grant expires or runs out mid-game: then the game asks for one new signature)."),
    h("button", { "data-testid": "connect", onclick: connectWallet }, "Connect wallet")));
}

function renderLobbies() {
  const filter = h("select", { id: "filter", "data-testid": "filter", onchange: () => draw() },
    h("option", { value: "open" }, "open lobbies"), h("option", { value: "playing" }, "games in play"),
    h("option", { value: "ended" }, "ended games"), h("option", { value: "all" }, "all games"));
  const table = h("tbody", { "data-testid": "lobbies" });
  let rows = [];
  const draw = () => {
    const f = filter.value;
    const shown = rows.filter((l) => f === "all" || (f === "open" && l.phase === "lobby") || (f === "ended" && l.phase === "ended") ||
      (f === "playing" && !["lobby", "ended"].includes(l.phase)));
    table.replaceChildren(...shown.map((l) => h("tr", { "data-testid": "lobby-" + l.id },
      h("td", {}, "#" + l.id), h("td", {}, l.phase), h("td", {}, l.players + "/" + l.maxPlayers),
      h("td", {}, eth(l.stake)), h("td", {}, l.timeouts.join("/") + "s" + (l.roundCap ? ", " + l.roundCap + " rounds" : "")),
      h("td", {}, l.joined || l.phase !== "lobby"
        ? h("button", { class: "secondary", onclick: () => { location.hash = "#/game/" + l.id; } }, l.joined ? "Open" : "Watch")
        : h("button", { "data-testid": "join-" + l.id, onclick: () => { location.hash = "#/join/" + l.id; } }, "Join")))));
    if (!shown.length) table.replaceChildren(h("tr", {}, h("td", { colspan: 6, class: "hint" }, "Nothing here yet.")));
  };
  const players = h("input", { type: "number", min: 2, max: 255, value: 2, "aria-label": "players" });
  const stake = h("input", { type: "text", value: "0.01", inputmode: "decimal", "aria-label": "stake in ETH" });
  const commitT = h("input", { type: "number", min: 30, value: 300, "aria-label": "commit timeout" });
  const openT = h("input", { type: "number", min: 30, value: 300, "aria-label": "open timeout" });
  const revealT = h("input", { type: "number", min: 30, value: 300, "aria-label": "reveal timeout" });
  const cap = h("input", { type: "number", min: 0, value: 0, "aria-label": "round cap" });
  const create = async (ev) => {
    ev.preventDefault();
    let wei;
    try { wei = toWei(stake.value); } catch (e) { say(e.message); return; }
    try {
      const r = await api("POST", "/api/lobbies", { players: Number(players.value), stake: wei, commitTimeout: Number(commitT.value),
        openTimeout: Number(openT.value), revealTimeout: Number(revealT.value), roundCap: Number(cap.value) });
      say("Lobby #" + r.id + " created.", true);
      location.hash = "#/join/" + r.id;
    } catch (e) { say(e.message); }
  };
  const mine = (status.playing || []).map((id) => h("li", {},
    h("a", { href: "#/game/" + id, "data-testid": "my-game-" + id }, "game #" + id)));
  app.replaceChildren(
    mine.length ? h("section", { "data-testid": "my-games" }, h("h2", {}, "Your games in play"),
      h("p", { class: "hint" }, "Played by the local Wordproof process (reveals are sent even while this page is closed):"),
      h("ul", {}, ...mine)) : "",
    h("section", { "data-testid": "lobbies-screen" }, h("h2", {}, "Lobbies"),
      h("label", {}, "Show", filter),
      h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, "game"), h("th", {}, "phase"), h("th", {}, "seats"), h("th", {}, "stake"), h("th", {}, "timeouts"), h("th", {}, ""))), table)),
    h("section", {}, h("h2", {}, "Create a lobby"),
      h("form", { onsubmit: create },
        h("label", {}, "players", players), h("label", {}, "stake (ETH)", stake), h("label", {}, "commit (s)", commitT),
        h("label", {}, "open (s)", openT), h("label", {}, "reveal (s)", revealT), h("label", {}, "round cap (0 = none)", cap),
        h("div", {}, h("button", { type: "submit" }, "Create")))));
  poll(async () => { rows = await api("GET", "/api/lobbies"); draw(); });
}

function toWei(text) {
  const m = /^\s*(\d*)(?:\.(\d{0,18}))?\s*$/.exec(text);
  if (!m || (!m[1] && !m[2])) throw new Error("The stake must be a number of ETH, like 0.01.");
  return (BigInt(m[1] || "0") * 10n ** 18n + BigInt((m[2] || "").padEnd(18, "0"))).toString();
}

function renderJoin(id) {
  const inputs = [0, 1].map((i) => h("input", { type: "text", maxlength: 5, autocomplete: "off", spellcheck: "false",
    "data-testid": "secret-" + i, "aria-label": "secret word " + (i + 1), oninput: () => check(i) }));
  const notes = [0, 1].map((i) => h("span", { class: "hint", "data-testid": "secret-note-" + i }));
  const check = async (i) => {
    const w = inputs[i].value.trim().toLowerCase();
    if (w.length !== 5) { notes[i].textContent = "5 letters"; notes[i].className = "hint"; return; }
    const r = await api("GET", "/api/words/check?kind=secret&word=" + encodeURIComponent(w));
    notes[i].textContent = r.ok ? "✓ allowed" : r.message;
    notes[i].className = r.ok ? "hint" : "bad";
  };
  const random = async () => {
    const r = await api("GET", "/api/words/random");
    r.words.forEach((w, i) => { inputs[i].value = w; check(i); });
  };
  const join = async (ev) => {
    ev.preventDefault();
    const button = ev.submitter || null;
    if (button) button.disabled = true;
    say("Proving that your words are in the dictionary and joining…", true);
    try {
      await api("POST", "/api/games/" + id + "/join", { words: inputs.map((x) => x.value.trim().toLowerCase()) });
      say("Joined game #" + id + ". Your words stay on this machine.", true);
      location.hash = "#/game/" + id;
    } catch (e) {
      say(e.message);
      if (button) button.disabled = false;
    }
  };
  app.replaceChildren(h("section", { "data-testid": "join-screen" },
    h("h2", {}, "Join game #" + id),
    h("p", {}, "Choose two secret words. They are kept encrypted by the local Wordproof process; the chain only sees commitments and a proof that both words are in the dictionary."),
    h("form", { onsubmit: join },
      h("div", {}, h("label", {}, "first word", inputs[0]), notes[0]),
      h("div", {}, h("label", {}, "second word", inputs[1]), notes[1]),
      h("div", {}, h("button", { type: "button", class: "secondary", "data-testid": "random", onclick: random }, "Random pick"), " ",
        h("button", { type: "submit", "data-testid": "join" }, "Join")))));
  inputs[0].focus();
}

const KEYS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

function renderGame(id) {
  let typed = "";
  let last = null;
  const head = h("p", { "data-testid": "phase" });
  const players = h("tbody", { "data-testid": "players" });
  const guessArea = h("div", { "data-testid": "guess-area" });
  const reveals = h("div", { "data-testid": "reveals" });
  const result = h("div", { "data-testid": "result-area" });
  const words = h("p", { class: "hint", "data-testid": "my-words" });
  const waiting = h("p", { class: "hint", "data-testid": "waiting" });
  const warning = h("p", { class: "warn", "data-testid": "deadline-warning", hidden: true });
  const missed = h("p", { class: "warn", "data-testid": "missed", hidden: true });
  const inputRow = h("div", { class: "row", "data-testid": "guess-row" });
  const submit = async () => {
    if (typed.length !== 5) { say("A guess has 5 letters."); return; }
    try {
      await api("POST", "/api/games/" + id + "/guess", { word: typed });
      say("Guess " + typed.toUpperCase() + " sent: it is committed now and opened once everyone has guessed.", true);
      typed = "";
      drawInput();
    } catch (e) { say(e.message); }
  };
  const press = (k) => {
    if (!last || !last.awaiting) return;
    if (k === "enter") submit();
    else if (k === "back") typed = typed.slice(0, -1);
    else if (/^[a-z]$/.test(k) && typed.length < 5) typed += k;
    drawInput();
  };
  const drawInput = () => {
    inputRow.replaceChildren(...[0, 1, 2, 3, 4].map((i) => h("span", { class: "tile input", "aria-hidden": "true" }, typed[i] || "")));
    inputRow.setAttribute("aria-label", "your guess: " + (typed.toUpperCase() || "empty"));
    inputRow.dataset.typed = typed;
  };
  const keyboard = h("div", { class: "keyboard", "aria-label": "on-screen keyboard" },
    ...KEYS.map((row, i) => h("div", {},
      i === 2 ? h("button", { class: "wide", onclick: () => press("enter") }, "Enter") : null,
      ...[...row].map((c) => h("button", { onclick: () => press(c), "aria-label": c }, c.toUpperCase())),
      i === 2 ? h("button", { class: "wide", onclick: () => press("back"), "aria-label": "backspace" }, "⌫") : null)));
  keyHandler = (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key === "Enter") press("enter");
    else if (ev.key === "Backspace") press("back");
    else if (/^[a-zA-Z]$/.test(ev.key)) press(ev.key.toLowerCase());
    else return;
    ev.preventDefault();
  };
  document.addEventListener("keydown", keyHandler);
  drawInput();
  app.replaceChildren(h("section", { "data-testid": "game-screen" }, h("h2", {}, "Game #" + id), head, waiting, warning, missed, words,
    h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, "player"), h("th", {}, "score"), h("th", {}, "word"), h("th", {}, "status"), h("th", {}, "this phase"))), players),
    result, guessArea, h("h3", {}, "Reveals (proven on chain)"), reveals));

  const draw = (b) => {
    last = b;
    const left = Math.max(0, b.deadline - b.now);
    head.textContent = b.phase === "ended" ? "Game over after " + b.round + " rounds."
      : b.phase === "lobby" ? "Waiting for players (" + b.playerCount + "/" + b.maxPlayers + ")."
      : "Round " + b.round + (b.roundCap ? " of " + b.roundCap : "") + " · " + b.phase + " phase · " +
        (left > 0 ? duration(left) + " left" : "deadline passed, moving on") + " · pot " + eth(b.pot);
    head.dataset.phase = b.phase;
    head.dataset.round = b.round;
    head.dataset.left = left;
    drawWaiting(b);
    drawWarning(b, left);
    missed.hidden = !(b.missed && b.missed.length);
    missed.textContent = missed.hidden ? "" : "You missed the guess deadline of round" + (b.missed.length > 1 ? "s " : " ") +
      b.missed.join(", ") + ": " + (b.missed.length > 1 ? "those guesses are" : "that guess is") +
      " lost, but your stake is safe and your reveals were still sent for you.";
    words.textContent = b.myWords ? "Your secret words: " + b.myWords.map((w) => w.toUpperCase()).join(", ") + " (only on this machine)" : "";
    players.replaceChildren(...b.players.map((p) => h("tr", { "data-testid": "player-" + p.label.replace(" ", "-") },
      h("td", { class: p.you ? "you" : "" }, p.label + (p.target ? " (your target)" : ""), h("span", { class: "meta" }, short(p.address))),
      h("td", { "data-testid": "score" }, p.score), h("td", {}, p.word > 2 ? "both solved" : "word " + p.word), h("td", {}, p.status),
      h("td", {}, p.acted === "done" ? "✓ acted" : p.acted === "waiting" ? "… waiting" : ""))));
    const rounds = {};
    for (const r of b.reveals) (rounds[r.round] = rounds[r.round] || []).push(r);
    reveals.replaceChildren(...Object.keys(rounds).sort((a, c) => c - a).map((round) => h("div", {},
      h("h3", {}, "Round " + round),
      ...rounds[round].map((r) => h("div", { class: "row", "data-testid": "reveal", "data-round": r.round, "data-mine": r.mine ? "true" : "false" },
        tiles(r.guess, r.pattern, "reveal-tiles"),
        h("span", { class: "meta" }, r.attacker + " → " + r.target + " (word " + r.word + ") " + r.pattern + " +" + r.points))))));
    if (!b.reveals.length) reveals.replaceChildren(h("p", { class: "hint" }, "No reveals yet."));
    if (b.phase === "ended") {
      guessArea.replaceChildren();
      drawResult(b);
    } else if (b.joined) {
      guessArea.dataset.awaiting = b.awaiting ? "true" : "false";
      guessArea.replaceChildren(h("h3", {}, b.awaiting ? "Your guess for round " + b.round + ": type it and press Enter"
        : b.myGuess ? "You guessed " + b.myGuess.toUpperCase() + " this round; waiting for the others." : "Waiting for the next round."),
      ...[inputRow, b.awaiting ? keyboard : null, b.error ? h("p", { class: "bad", "data-testid": "agent-error" }, b.error) : null,
        b.grantNeeded ? h("p", { class: "bad", "data-testid": "grant-needed" }, "Your session needs a new grant (" + b.grantNeeded.reason + "). ",
          h("button", { "data-testid": "renew", onclick: () => renewGrant(b.grantNeeded) }, "Sign in wallet")) : null].filter(Boolean));
    }
  };
  // drawWaiting says whom the phase waits for.
  const drawWaiting = (b) => {
    const others = b.players.filter((p) => p.acted === "waiting" && !p.you).map((p) => p.label + " (" + short(p.address) + ")");
    const meWaiting = b.players.some((p) => p.acted === "waiting" && p.you);
    const what = { commit: "guesses", open: "guesses to be opened", reveal: "reveals" }[b.phase];
    let text = "";
    if (what && others.length) text = "Waiting for " + what + " from " + others.join(", ") + ".";
    if (b.phase === "reveal" && meWaiting) text = (text ? text + " " : "") + "Your reveal is being proven and sent for you.";
    waiting.textContent = text;
  };
  // drawWarning warns before the player's own guess deadline: at half
  // time and 30 seconds before it.
  const drawWarning = (b, left) => {
    let level = "";
    if (b.phase === "commit" && b.awaiting && left > 0) {
      if (left <= 30) level = "final";
      else if (b.phaseTimeout && left <= b.phaseTimeout / 2) level = "half";
    }
    warning.hidden = !level;
    warning.dataset.level = level;
    warning.className = "warn " + level;
    warning.textContent = level === "final"
      ? "Only " + duration(left) + " left to guess! After the deadline this round's guess is lost (not your stake: your reveals are still sent)."
      : level === "half" ? "Half your time to guess is gone: " + duration(left) + " left." : "";
  };
  const drawResult = (b) => {
    const r = b.result;
    if (result.dataset.drawn === "true" && result.dataset.balance === r.balance) return;
    result.dataset.drawn = "true";
    result.dataset.balance = r.balance;
    const me = b.players.find((p) => p.you);
    const collect = async (ev) => { if (await withdraw(ev)) result.dataset.drawn = "false"; };
    result.replaceChildren(h("section", { "data-testid": "result" },
      h("h3", { "data-testid": "outcome" }, r.youWon ? "You won!" : me ? "You lost." : "Game over."),
      h("p", { "data-testid": "end-reason" }, r.reason),
      r.forfeits.length ? h("ul", { "data-testid": "forfeits" }, ...r.forfeits.map((f) => h("li", {}, f))) : null,
      h("p", { "data-testid": "winners" }, "Winner" + (r.winners.length > 1 ? "s: " : ": ") + r.winners.join(", ")),
      h("table", { class: "payouts", "data-testid": "payouts" },
        h("thead", {}, h("tr", {}, h("th", {}, "player"), h("th", {}, "final score"), h("th", {}, "status"), h("th", {}, "payout"))),
        h("tbody", {}, ...r.players.map((p) => h("tr", { "data-testid": "payout-" + p.label.replace(" ", "-"), "data-payout": p.payout },
          h("td", {}, p.label + (p.winner ? " (winner)" : ""), h("span", { class: "meta" }, short(p.address))),
          h("td", {}, p.score), h("td", {}, p.status), h("td", {}, eth(p.payout)))))),
      me ? h("p", { "data-testid": "balance" }, "To withdraw: " + eth(r.balance)) : null,
      me ? h("p", { class: "hint", "data-testid": "collect" }, r.collect) : null,
      me && r.balance !== "0" ? h("button", { "data-testid": "withdraw", onclick: collect }, "Withdraw") : null));
  };
  poll(async () => draw(await api("GET", "/api/games/" + id)));
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
  if (parts[0] === "join" && parts[1]) renderJoin(parts[1]);
  else if (parts[0] === "game" && parts[1]) renderGame(parts[1]);
  else renderLobbies();
}

window.addEventListener("hashchange", route);
route();
