// boot.js: the static Worth of Words page (and the Worduel page, which
// loads it with its own screens). It finds the wallet (EIP-6963,
// else window.ethereum), unlocks the player's secret store with one wallet
// signature, and starts the web client's Go server inside the prover's
// worker (web/dapp/wasm/game.go) on the chain of ../deployment.json. The
// game screens are the local client's (../wordproof.js, app.js): their JSON
// API calls are answered by that worker instead of a local process, and
// every chain and bundler request leaves this browser directly. It adds the
// smart account's bar: balance, stake locked in games, fund from the
// wallet, and send back to the wallet.
import { Prover } from "../prover.js";
import { SecretStore } from "../store.js";

const bootStatus = document.getElementById("boot-status");
const unlockButton = document.getElementById("unlock");
const walletsEl = document.getElementById("wallets");
const message = document.getElementById("message");
const prover = new Prover(new URL("../", import.meta.url));
const started = prover.start();
started.then((s) => { bootStatus.textContent = `prover ready (${s.millis.toFixed(0)} ms)`; },
  (err) => { bootStatus.textContent = "the prover did not load: " + err.message; });

const fail = (text) => { message.textContent = text; message.hidden = false; message.className = ""; };

// EIP-6963: wallets announce themselves; with several the player picks one.
// (Wallets answer the request at once, so everything they touch is declared
// before it.)
const announced = new Map();
let chosen = null;
window.addEventListener("eip6963:announceProvider", (ev) => {
  const d = ev.detail;
  if (!d || !d.info || !d.provider || announced.has(d.info.uuid)) return;
  announced.set(d.info.uuid, d);
  drawWallets();
});
window.dispatchEvent(new Event("eip6963:requestProvider"));

function drawWallets() {
  const list = [...announced.values()];
  if (list.length < 2) { walletsEl.replaceChildren(); return; }
  const sel = document.createElement("select");
  sel.setAttribute("aria-label", "Wallet");
  sel.dataset.testid = "wallet-choice";
  for (const d of list) sel.append(new Option(d.info.name, d.info.uuid));
  sel.onchange = () => { chosen = announced.get(sel.value).provider; };
  chosen = list[0].provider;
  walletsEl.replaceChildren("Wallet: ", sel);
}

function wallet() {
  if (chosen) return chosen;
  const first = announced.values().next().value;
  return first ? first.provider : window.ethereum;
}

async function deployment() {
  const res = await fetch("../deployment.json", { cache: "no-cache" });
  if (!res.ok) throw new Error("this site has no deployment.json (HTTP " + res.status + "): its host must publish the chain's deploy manifest");
  return res.json();
}

unlockButton.addEventListener("click", async () => {
  const provider = wallet();
  if (!provider) { fail("No browser wallet found. Install an EIP-1193 wallet (for example MetaMask) and reload."); return; }
  unlockButton.disabled = true;
  try {
    const [owner] = await provider.request({ method: "eth_requestAccounts" });
    if (!owner) throw new Error("the wallet gave no account");
    bootStatus.textContent = "asking your wallet to unlock your secrets…";
    const store = await SecretStore.unlock(provider, owner);
    prover.onPersist = async (json) => { store.contents = JSON.parse(json); await store.save(); };
    const dep = await deployment();
    await started;
    bootStatus.textContent = "loading the game keys and connecting to the chain…";
    await prover.serve(dep, store.contents, 250);
    play(provider, owner);
  } catch (err) {
    unlockButton.disabled = false;
    bootStatus.textContent = "";
    fail(err.code === 4001 ? "You rejected the request in your wallet." : "Not started: " + (err.message || err));
  }
});

// play hands the page to the game screens, whose API requests the worker
// answers.
function play(provider, owner) {
  // The game screens call window.ethereum: make it the chosen wallet.
  if (window.ethereum !== provider) {
    try { Object.defineProperty(window, "ethereum", { value: provider, configurable: true, writable: true }); } catch { /* kept */ }
  }
  // Every request has a time limit: a stalled chain or bundler shows as
  // the screens' error banner instead of a page that never updates. A read
  // gets 20 s; a move 2 minutes (a join proves, then waits to be mined).
  const pageFetch = window.fetch.bind(window);
  window.fetch = async (input, init = {}) => {
    if (typeof input === "string" && input.startsWith("/api/")) {
      const method = init.method || "GET";
      const limit = method === "GET" ? 20_000 : 120_000;
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve({ status: 504, body: JSON.stringify({
          error: "The chain or the bundler did not answer within " + limit / 1000 + " s: check your connection; the page keeps trying." }) }), limit);
      });
      const r = await Promise.race([prover.api(method, input, init.body), late]).finally(() => clearTimeout(timer));
      return new Response(r.body, { status: r.status, headers: { "Content-Type": "application/json" } });
    }
    return pageFetch(input, init);
  };
  const load = (src) => new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = src;
    s.onload = resolve;
    s.onerror = () => reject(new Error("could not load " + src));
    document.body.append(s);
  });
  // The page names its screens' script (<html data-app>): app.js for
  // Worth of Words, duel.js for the duel platform and Blitz.
  load("../wordproof.js").then(() => load(document.documentElement.dataset.app || "app.js")).then(() => startBar(provider, owner), (err) => fail(err.message));
}

// ---- the account's bar ------------------------------------------------------

const WEI = 10n ** 18n;

// toWei reads an amount in ETH ("0.05") as wei, refusing anything else.
function toWei(text) {
  const m = /^\s*(\d+)(?:\.(\d{0,18}))?\s*$/.exec(text);
  if (!m) throw new Error("write an amount in ETH, like 0.05");
  return BigInt(m[1]) * WEI + BigInt((m[2] || "").padEnd(18, "0"));
}

function ethText(wei) {
  const w = BigInt(wei || 0);
  const frac = (w % WEI).toString().padStart(18, "0").replace(/0+$/, "").slice(0, 6);
  return (w / WEI).toString() + (frac ? "." + frac : "") + " ETH";
}

async function api(method, path, body) {
  const r = await prover.api(method, path, body === undefined ? undefined : JSON.stringify(body));
  const data = JSON.parse(r.body || "{}");
  if (r.status >= 400) throw new Error(data.error || "HTTP " + r.status);
  return data;
}

function startBar(provider, owner) {
  const bar = document.getElementById("wallet");
  const el = (tag, attrs, text) => Object.assign(document.createElement(tag), attrs, text ? { textContent: text } : {});
  const balance = el("span", { className: "amount" });
  balance.dataset.testid = "account-balance";
  const locked = el("span", { className: "amount" });
  locked.dataset.testid = "locked-stake";
  const amount = el("input", { value: "0.01", inputMode: "decimal" });
  amount.setAttribute("aria-label", "Amount in ETH");
  amount.dataset.testid = "amount";
  const fund = el("button", { type: "button" }, "Fund");
  fund.dataset.testid = "fund";
  const out = el("button", { type: "button", className: "secondary" }, "Send to wallet");
  out.dataset.testid = "to-wallet";
  bar.replaceChildren(balance, locked, amount, fund, out);
  let account = null;
  const refresh = async () => {
    try {
      const s = await api("GET", "/api/status");
      bar.hidden = !s.connected;
      if (!s.connected) return;
      account = s.account;
      balance.textContent = "Account: " + ethText(s.balance);
      locked.textContent = "· locked in games: " + ethText(s.locked || "0");
    } catch { /* the game screens say what fails */ }
  };
  refresh();
  setInterval(refresh, 2000);
  fund.onclick = async () => {
    try {
      const value = toWei(amount.value);
      const tx = await provider.request({ method: "eth_sendTransaction", params: [{ from: owner, to: account, value: "0x" + value.toString(16) }] });
      notice("Funded " + ethText(value) + " (transaction " + tx.slice(0, 10) + "…); the balance updates once it is included.");
      refresh();
    } catch (err) { fail(err.code === 4001 ? "You rejected the request in your wallet." : "Not funded: " + err.message); }
  };
  // Out of the account: the owner's wallet calls the account's execute
  // (the account lets its owner do so directly; the session key may not),
  // with the calldata the Go engine encodes: one wallet confirmation.
  out.onclick = async () => {
    try {
      const value = toWei(amount.value);
      const { data } = await prover.call("executeCall", { to: owner, value: value.toString() });
      const tx = await provider.request({ method: "eth_sendTransaction", params: [{ from: owner, to: account, data }] });
      notice("Sent " + ethText(value) + " to your wallet (transaction " + tx.slice(0, 10) + "…); the balance updates once it is included.");
      refresh();
    } catch (err) { fail(err.code === 4001 ? "You rejected the request in your wallet." : "Not sent: " + err.message); }
  };
}

function notice(text) { message.textContent = text; message.hidden = false; message.className = "ok"; }
