// Wordproof web pages, the part every game's page shares: DOM helpers, the
// local process's JSON API, messages, amounts, Wordle tiles, and the
// browser wallet (EIP-1193): connecting, and signing the one session grant
// (again only to renew it mid-game). The page holds nothing secret. A game's
// page loads this first, then its own script, which defines route() (draws
// the screen for location.hash) and withdraw(ev) (collects the player's
// winnings), both called from here.
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

// ---- screens every game shows ---------------------------------------------

async function refreshStatus() {
  status = await api("GET", "/api/status");
  whoEl.textContent = status.connected
    ? "account " + status.account + " · " + eth(status.balance) + (status.owner ? " · owner " + short(status.owner) : "")
    : "chain " + status.chainId + " · not connected";
  if (status.connected) watchOps();
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

// ---- move toasts ----------------------------------------------------------
// Every move the player's mover sends (the page's own and the agents' in
// the background: join, commit, open, reveal, advance, withdraw, leave)
// shows as a toast with its operation hash and state: sent, included, or
// failed with the decoded reason. Toasts fade; the list of recent moves
// keeps them.

const OP_WORDS = { pending: "proving and signing", sent: "sent", included: "included", failed: "failed" };
const toastsEl = h("ol", { id: "toasts", class: "toasts", role: "status", "aria-live": "polite", "data-testid": "toasts" });
const opLogEl = h("ol", { "data-testid": "op-log", class: "op-log" });
const opsSeen = new Map(); // id -> { op, toast }
let opsSince = 0;
let opsStarted = false;

function opText(o) {
  return o.action + (o.game ? " · game #" + o.game : "") + " · " + OP_WORDS[o.state] +
    (o.hash ? " · " + short(o.hash) : "") + (o.state === "failed" && o.reason ? ": " + o.reason : "");
}

function opRow(o, testid) {
  return h("li", { "data-testid": testid, "data-id": o.id, "data-action": o.action, "data-state": o.state, "data-hash": o.hash || "",
    "data-game": o.game || "", class: "op " + o.state, title: o.hash ? "operation " + o.hash + (o.tx ? ", transaction " + o.tx : "") : "" },
  opText(o), o.state === "failed" || testid === "toast" ? h("button", { class: "close", "aria-label": "dismiss", onclick: (ev) => ev.target.parentElement.remove() }, "×") : null);
}

function showOp(o, fresh) {
  const seen = opsSeen.get(o.id);
  if (seen && seen.op.state === o.state && seen.op.hash === o.hash) return;
  const logRow = opRow(o, "op");
  if (seen) seen.logRow.replaceWith(logRow); else opLogEl.prepend(logRow);
  while (opLogEl.children.length > 30) opLogEl.lastChild.remove();
  let toast = null;
  if (fresh || (seen && seen.toast && seen.toast.isConnected)) {
    toast = opRow(o, "toast");
    if (seen && seen.toast && seen.toast.isConnected) seen.toast.replaceWith(toast); else toastsEl.append(toast);
    if (o.state === "included") setTimeout(() => toast.remove(), 8000);
    if (o.state === "failed") setTimeout(() => toast.remove(), 30000);
  }
  opsSeen.set(o.id, { op: o, toast, logRow });
}

// watchOps polls the server's move log once a second (started once).
function watchOps() {
  if (opsStarted) return;
  opsStarted = true;
  document.body.append(toastsEl);
  const footer = document.querySelector("footer");
  if (footer) footer.before(h("details", { class: "moves", "data-testid": "moves" }, h("summary", {}, "Your recent moves"), opLogEl));
  let first = true;
  const tick = async () => {
    try {
      const r = await api("GET", "/api/ops?since=" + opsSince);
      if (r.rev < opsSince) { // the process restarted, and its log (ids too): read it afresh
        opsSince = 0;
        opsSeen.clear();
        opLogEl.replaceChildren();
        first = true;
        setTimeout(tick, 0);
        return;
      }
      for (const o of r.ops) {
        // On load, moves that ended a while ago go to the list only.
        showOp(o, !first || o.state === "pending" || o.state === "sent" || r.now - o.at < 10000);
      }
      opsSince = r.rev;
      first = false;
    } catch { /* the screens show a dead process */ }
    setTimeout(tick, 1000);
  };
  tick();
}

// ---- on-screen keyboard -----------------------------------------------------

const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
const KEYBOARD_STATES = { G: "correct", Y: "present", ".": "absent" };

// learnLetters folds guesses and their patterns into the best known state
// of each letter: G over Y over "." (a letter grey in one place may be
// green in another).
function learnLetters(list) {
  const rank = { ".": 1, Y: 2, G: 3 };
  const known = {};
  for (const { guess, pattern } of list) {
    [...guess].forEach((c, i) => {
      const p = pattern[i];
      if (!known[c] || rank[p] > rank[known[c]]) known[c] = p;
    });
  }
  return known;
}

// keyboard builds the on-screen keyboard; press(k) gets a letter, "enter"
// or "back". Its paint(known) colours the keys with learnLetters' states,
// each key's label saying its state too (not only its colour).
function keyboard(press) {
  const keys = {};
  const el = h("div", { class: "keyboard", role: "group", "aria-label": "on-screen keyboard", "data-testid": "keyboard" },
    ...KEYBOARD_ROWS.map((row, i) => h("div", {},
      i === 2 ? h("button", { type: "button", class: "wide", "data-key": "enter", "aria-label": "enter", onclick: () => press("enter") }, "Enter") : null,
      ...[...row].map((c) => (keys[c] = h("button", { type: "button", "data-key": c, "aria-label": c.toUpperCase() + ", not tried", onclick: () => press(c) }, c.toUpperCase()))),
      i === 2 ? h("button", { type: "button", class: "wide", "data-key": "back", "aria-label": "backspace", onclick: () => press("back") }, "⌫") : null)));
  el.paint = (known) => {
    for (const [c, b] of Object.entries(keys)) {
      const p = known[c];
      b.className = p === "G" ? "g" : p === "Y" ? "y" : p === "." ? "n" : "";
      b.dataset.state = p ? KEYBOARD_STATES[p] : "";
      b.setAttribute("aria-label", c.toUpperCase() + ", " + (p ? KEYBOARD_STATES[p] : "not tried"));
    }
  };
  return el;
}
