// prover.js: the page's promise API to the in-browser prover, which runs in
// a Web Worker (worker.js) so the page never freezes while it proves.
//
//   import { Prover } from "./prover.js";
//   const p = new Prover();
//   await p.start();                       // module and key manifest
//   await p.load(["reveal_l5a26"]);       // optional: fetch keys early
//   const r = await p.proveReveal({ secret, salt, guesses, binding });
//   r.proof   // {circuit, public: [hex], proof: [8 hex]}: the Solidity verifier's input
//   r.colours // ["YG..G", ...]
//
// Requests and results are the JSON of package web/dapp (Go): RevealRequest,
// CommitRequest, ColoursRequest, WarmRequest and ProofResult.
export class Prover {
  // base is the URL of the directory holding worker.js, prover.wasm and keys/.
  constructor(base = new URL(".", import.meta.url)) {
    this.worker = new Worker(new URL("worker.js", base));
    this.next = 1;
    this.pending = new Map();
    // onPersist(contentsJSON) saves the game server's secret store (see
    // serve); the worker waits for it.
    this.onPersist = null;
    this.worker.onmessage = (ev) => {
      const { id, result, error, persist, contents } = ev.data;
      if (persist) {
        const save = this.onPersist ? Promise.resolve().then(() => this.onPersist(contents))
          : Promise.reject(new Error("the page keeps no secret store"));
        save.then(() => this.worker.postMessage({ persisted: persist }),
          (err) => this.worker.postMessage({ persisted: persist, error: String(err && err.message || err) }));
        return;
      }
      const p = this.pending.get(id);
      if (!p) return;
      this.pending.delete(id);
      if (error) p.reject(new Error(error));
      else p.resolve(result);
    };
    this.worker.onerror = (ev) => {
      const err = new Error("prover worker: " + (ev.message || "failed to load"));
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
  }

  call(op, req = {}) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, req });
    });
  }

  start() { return this.call("start"); }
  load(circuits) { return this.call("load", { circuits }); }
  // warm(["reveal_l5a26"]) or warm({circuits, rehearse: true}): see WarmRequest.
  warm(req) { return this.call("warm", Array.isArray(req) ? { circuits: req } : req); }
  proveReveal(req) { return this.call("proveReveal", req); }
  proveCommit(req) { return this.call("proveCommit", req); }
  commitments(req) { return this.call("commitments", req); }
  colours(req) { return this.call("colours", req); }
  // serve starts a game server in the worker: deployment is the chain's
  // deploy manifest (RPC and relayer URLs, contracts), store the secret
  // store's contents; set onPersist first.
  serve(deployment, store, poll) { return this.call("serve", { deployment, store, poll }); }
  // api is one request of the game server's JSON API: {status, body}.
  api(method, path, body) { return this.call("api", { method, path, body }); }
  terminate() { this.worker.terminate(); }
}
