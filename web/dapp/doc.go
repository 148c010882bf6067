// Package dapp is the static web client's Go side: the prover engine that
// the WebAssembly module (web/dapp/wasm) runs in a browser Web Worker, the
// key manifest that pins every key file the browser fetches, and the
// assembly of the static site (scripts/build-dapp).
//
// # Keys
//
// The site serves the key set as static files under keys/, with
// keys/manifest.json listing each file's size and SHA-256 ([SiteKeys]:
// verifying keys as shipped, proving keys in gnark's raw dump, made from
// the shipped keys after checking every point, which the browser then
// reads without decoding work, and the compiled circuits). The worker
// fetches a file once, keeps it in the browser's Cache API under a URL that
// names its digest, and hands the bytes to [Engine.AddKey], which refuses
// any file whose digest differs from the manifest's (a corrupt cache entry,
// a tampered mirror). The verifying keys' digests are the fingerprints of
// [prover.Fingerprints], the ones a deployment manifest records.
//
// # Calls
//
// The engine takes and returns JSON ([Engine.Call]): the same shape crosses
// the WebAssembly boundary and the worker's messages, and a Go test drives
// it natively with the same requests the page sends.
//
// # Secrets
//
// The page keeps the player's secrets in IndexedDB under a key derived from
// a wallet signature (static/store.js). Its backup files are sealed and
// opened here ([SealBackup], [OpenBackup]) in the CLI store's file format
// (package client/storefile), so `wordproof play --store` reads them.
//
// # Games
//
// The Worth of Words page (static/wow) runs the local web client's Go
// server (package web) inside the same worker (wasm/game.go), without
// listening: the page's API requests reach it by message, its chain and
// bundler requests leave the browser through fetch, it proves with the
// engine's prover, and its secret store (client.NewStoreFunc) hands each
// change to the page to save in IndexedDB before the move that needs it.
// The account's owner moves ETH out with one wallet transaction calling
// the account's execute ([ExecuteCall]). The Worduel page (static/worduel)
// boots the same way (its <html data-app> names the shared screens' script,
// duel.js): the same server answers its /api/duel/ requests, and its
// client/worduel agent keeps each match's seed in the same store.
package dapp
