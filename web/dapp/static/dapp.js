// dapp.js: the static client's entry page. It starts the prover worker,
// fetches the reveal keys (cached after the first visit) and proves the
// colours of a guess against a secret with a throw-away salt and context,
// to show the prover works here.
import { Prover } from "./prover.js";

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
