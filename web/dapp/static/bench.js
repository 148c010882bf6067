// bench.js: proves RUNS reveals and RUNS commits in the worker and reports
// the median times; the result is also window.benchResult (read by
// web/dapp/e2e/bench.mjs). While the worker proves, a 10 ms timer on the
// page measures the longest gap between its ticks: the page must not freeze.
import { Prover } from "./prover.js";

const params = new URLSearchParams(location.search);
const runs = Math.max(1, Number(params.get("runs") || 5));
const status = document.getElementById("status");
const out = document.getElementById("out");
const say = (s) => { status.textContent = s; };

// The statements, fixed so the Go test can check the public inputs.
export const REVEAL = { secret: "crane", salt: "0x2a", guesses: ["those", "ghost", "crane"], context: "0x0102030405" };
export const COMMIT = { words: ["crane", "slate"], salts: ["0x2a", "0x2b"], context: "0x0102030405" };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function timed(fn) {
  let last = performance.now();
  let gap = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 10);
  const t0 = performance.now();
  try {
    const r = await fn();
    return { r, wall: performance.now() - t0, gap };
  } finally {
    clearInterval(tick);
  }
}

async function series(name, fn) {
  const rows = [];
  let last = null;
  for (let i = 0; i < runs; i++) {
    say(`${name} ${i + 1}/${runs}…`);
    const t = await timed(fn);
    rows.push({ wall: t.wall, prove: t.r.proveMillis, gap: t.gap });
    last = t.r;
  }
  return {
    runs: rows,
    medianWallMillis: median(rows.map((x) => x.wall)),
    medianProveMillis: median(rows.map((x) => x.prove)),
    maxPageGapMillis: Math.max(...rows.map((x) => x.gap)),
    last,
  };
}

async function main() {
  const p = new Prover();
  const res = { runs, userAgent: navigator.userAgent };
  res.start = await p.start();
  say("fetching keys…");
  res.load = await p.load(["reveal_l5a26", "commit_k2_l5a26"]);
  say("warming up…");
  res.warm = await p.warm(["reveal_l5a26", "commit_k2_l5a26"]);
  if (params.get("rehearse") !== "0") {
    say("rehearsing (the browser optimises the hot code)…");
    res.rehearse = await p.warm({ circuits: ["reveal_l5a26", "commit_k2_l5a26"], rehearse: true });
  }
  res.reveal = await series("reveal", () => p.proveReveal(REVEAL));
  res.commit = await series("commit", () => p.proveCommit(COMMIT));
  res.colours = await p.colours({ secret: "crane", guesses: ["those"] });
  p.terminate();
  return res;
}

main().then((res) => {
  window.benchResult = res;
  say(`reveal ${res.reveal.medianWallMillis.toFixed(0)} ms, commit ${res.commit.medianWallMillis.toFixed(0)} ms (median of ${runs})`);
  out.textContent = JSON.stringify({ start: res.start, load: res.load, warm: res.warm,
    reveal: res.reveal.runs, commit: res.commit.runs }, null, 2);
}, (err) => {
  window.benchResult = { error: String(err && err.message || err) };
  say("failed: " + window.benchResult.error);
});
