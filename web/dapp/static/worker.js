// The prover's Web Worker: runs prover.wasm (web/dapp/wasm) so a proof
// never freezes the page. Key files are fetched once, kept in the Cache API
// under a URL naming their SHA-256, and checked by the Go side against
// keys/manifest.json before use (a bad cached copy is dropped and fetched
// again). Messages in: {id, op, req}; out: {id, result} or {id, error}.
// op "start" loads the module and the manifest; "load" fetches the key
// files of req.circuits; any other op is a call of the Go engine
// (proveReveal, proveCommit, commitments, colours, warm), whose keys are
// loaded first when missing.
//
// A game: "serve" {deployment, store, poll} loads the game's keys and starts
// the web client's Go server in here (web/dapp/wasm/game.go); "api"
// {method, path, body} is one request of its JSON API, answered {status,
// body}. The server's secret store changes are posted to the page as
// {persist: n, contents} and wait for its {persisted: n} (or {persisted: n,
// error}) once the page has saved them.
"use strict";
importScripts("wasm_exec.js");

const CACHE = "wordproof-keys-v1";
let api = null;
let manifest = null;
let starting = null;

const ms = (t0) => Math.round((performance.now() - t0) * 10) / 10;

async function start() {
  const t0 = performance.now();
  const res = await fetch("keys/manifest.json", { cache: "no-cache" });
  if (!res.ok) throw new Error("keys/manifest.json: HTTP " + res.status);
  const text = await res.text();
  manifest = JSON.parse(text);
  const go = new Go();
  const wasm = await WebAssembly.instantiateStreaming(fetch("prover.wasm"), go.importObject);
  go.run(wasm.instance); // runs main up to its select{}: the API is set by then
  api = self.wordproofProver;
  if (!api) throw new Error("prover.wasm did not set its API");
  const err = api.init(text);
  if (err) throw new Error(err);
  await dropStale();
  return { millis: ms(t0) };
}

const keyURL = (file) => new URL("keys/" + file.name + "?sha256=" + file.sha256, self.location).href;

// dropStale deletes cached key files that the manifest no longer lists (an
// earlier key set), so the cache does not grow with every new build.
async function dropStale() {
  let cache;
  try { cache = await caches.open(CACHE); } catch { return; }
  const keep = new Set(manifest.files.map(keyURL));
  for (const req of await cache.keys()) {
    if (!keep.has(req.url)) await cache.delete(req);
  }
}

// keyBytes returns a key file's bytes, from the cache when there.
async function keyBytes(file, fresh) {
  const url = keyURL(file);
  let cache = null;
  try { cache = await caches.open(CACHE); } catch { /* no Cache API (opaque origin): fetch every time */ }
  if (cache && !fresh) {
    const hit = await cache.match(url);
    if (hit) return { bytes: new Uint8Array(await hit.arrayBuffer()), cached: true };
  }
  const res = await fetch(url);
  if (!res.ok) throw new Error("keys/" + file.name + ": HTTP " + res.status);
  const buf = await res.arrayBuffer();
  if (cache) await cache.put(url, new Response(buf.slice(0)));
  return { bytes: new Uint8Array(buf), cached: false };
}

async function load(circuits) {
  const t0 = performance.now();
  const out = { fetched: [], cached: [] };
  for (const circuit of circuits) {
    if (api.loaded(circuit)) continue;
    const files = manifest.files.filter((f) => f.circuit === circuit);
    if (files.length === 0) throw new Error("the key manifest has no files for circuit " + circuit);
    for (const file of files) {
      let got = await keyBytes(file, false);
      let err = api.addKey(file.name, got.bytes);
      if (err && got.cached) { // a stale or corrupt cache entry: fetch it again
        got = await keyBytes(file, true);
        err = api.addKey(file.name, got.bytes);
      }
      if (err) throw new Error(err);
      (got.cached ? out.cached : out.fetched).push(file.name);
    }
  }
  out.millis = ms(t0);
  return out;
}

function unwrap(json) {
  const e = JSON.parse(json);
  if (e.error) throw new Error(e.error);
  return e.result;
}

async function handle(op, req) {
  if (op === "start") {
    starting ||= start();
    return starting;
  }
  if (!starting) starting = start();
  await starting;
  if (op === "load") return load(req.circuits || []);
  const body = JSON.stringify(req);
  const circuit = unwrap(api.circuit(op, body));
  if (circuit) await load([circuit]);
  const t0 = performance.now();
  const result = unwrap(api.call(op, body));
  result.callMillis = ms(t0);
  return result;
}

async function serve(req) {
  if (!starting) starting = start();
  await starting;
  await load(Array.from(api.gameCircuits()));
  await api.serve(JSON.stringify(req.deployment), JSON.stringify(req.store || {}), req.poll || 250);
  return {};
}

let persistN = 0;
const persisting = new Map();
self.wordproofPersist = (contents) => new Promise((resolve, reject) => {
  const n = ++persistN;
  persisting.set(n, { resolve, reject });
  self.postMessage({ persist: n, contents });
});

const reply = (id, p) => p.then((result) => self.postMessage({ id, result }),
  (err) => self.postMessage({ id, error: String(err && err.message || err) }));

// Calls run one at a time, in order: the Go side is single-threaded anyway.
// API requests do not queue: the Go server answers them from goroutines
// that wait on the network, and a game's requests must not wait behind
// one another.
let queue = Promise.resolve();
self.onmessage = (ev) => {
  const { id, op, req, persisted, error } = ev.data;
  if (persisted) {
    const p = persisting.get(persisted);
    persisting.delete(persisted);
    if (p) (error ? p.reject(new Error(error)) : p.resolve());
    return;
  }
  if (op === "api") {
    reply(id, api.request(req.method, req.path, req.body === undefined ? null : req.body));
    return;
  }
  queue = queue.then(() => reply(id, op === "serve" ? serve(req || {}) : handle(op, req || {})));
};
