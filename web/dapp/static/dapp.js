// dapp.js: the static client's entry page. It starts the prover worker,
// fetches the reveal keys (cached after the first visit) and proves the
// colours of a guess against a secret with a throw-away salt and context,
// to show the prover works here; and it unlocks, exports and imports the
// player's secret store.
import { Prover } from "./prover.js";
import { SecretStore } from "./store.js";

const status = document.getElementById("prover-status");
const out = document.getElementById("colours-out");
const prover = new Prover();

async function ready() {
  const s = await prover.start();
  const l = await prover.load(["reveal_l5a26"]);
  status.textContent = `prover ready (${s.millis.toFixed(0)} ms; keys ${l.fetched.length ? "fetched" : "from the cache"})`;
}

document.getElementById("colours").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const f = new FormData(ev.target);
  const secret = String(f.get("secret")).toLowerCase();
  const guess = String(f.get("guess")).toLowerCase();
  out.textContent = "proving…";
  try {
    const r = await prover.proveReveal({ secret, salt: "0x1", guesses: [guess], context: "0x1" });
    out.textContent = `${guess.toUpperCase()}: ${r.colours[0]} (proof in ${r.callMillis.toFixed(0)} ms)`;
  } catch (err) {
    out.textContent = "error: " + err.message;
  }
});

ready().catch((err) => { status.textContent = "prover failed: " + err.message; });

// The secret store: unlocked by a wallet signature, exported and imported
// as a passphrase-protected backup file (static/store.js).

const storeStatus = document.getElementById("store-status");
const passphrase = document.getElementById("passphrase");
const exportButton = document.getElementById("export");
const importButton = document.getElementById("import");
const importFile = document.getElementById("import-file");
let store = null;

const describe = () => {
  const n = store.games().length;
  storeStatus.textContent = `unlocked for ${store.account}: ${n} game${n === 1 ? "" : "s"} stored`;
};

document.getElementById("unlock").addEventListener("click", async () => {
  const wallet = window.ethereum;
  if (!wallet) {
    storeStatus.textContent = "no wallet found: install a browser wallet, then reload";
    return;
  }
  try {
    storeStatus.textContent = "asking your wallet to sign…";
    const [account] = await wallet.request({ method: "eth_requestAccounts" });
    store = await SecretStore.unlock(wallet, account);
    exportButton.disabled = importButton.disabled = false;
    describe();
  } catch (err) {
    storeStatus.textContent = "not unlocked: " + err.message;
  }
});

exportButton.addEventListener("click", async () => {
  try {
    storeStatus.textContent = "sealing the backup…";
    const text = await store.exportBackup(prover, passphrase.value);
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    a.download = `wordproof-backup-${store.account.slice(0, 10)}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
    describe();
  } catch (err) {
    storeStatus.textContent = "no backup: " + err.message;
  }
});

importButton.addEventListener("click", async () => {
  const file = importFile.files[0];
  if (!file) {
    storeStatus.textContent = "choose a backup file first";
    return;
  }
  try {
    const r = await store.importBackup(prover, await file.text(), passphrase.value);
    describe();
    storeStatus.textContent += ` (imported ${r.added.length}, kept ${r.kept.length} already here)`;
  } catch (err) {
    storeStatus.textContent = "not imported: " + err.message;
  }
});
