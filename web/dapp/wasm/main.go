//go:build js && wasm

// Command wasm is the browser's prover: built with GOOS=js GOARCH=wasm
// (scripts/build-dapp), run by web/dapp/static/worker.js in a Web Worker.
// It sets globalThis.wordproofProver to an object of synchronous calls that
// take and return strings (JSON) or bytes:
//
//	init(manifestJSON)           -> ""  or an error message
//	addKey(name, Uint8Array)     -> ""  or an error message
//	loaded(circuit)              -> bool
//	circuit(op, requestJSON)     -> {"result": circuit id} or {"error": ...}
//	call(op, requestJSON)        -> {"result": ...} or {"error": ...}
//
// and the calls of a game (game.go): gameCircuits, serve and request.
//
// A call blocks the worker's event loop while it proves, never the page's.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"syscall/js"

	"github.com/wordproof/wordproof/web"
	"github.com/wordproof/wordproof/web/dapp"
)

func main() {
	b := &bridge{}
	api := js.Global().Get("Object").New()
	api.Set("init", js.FuncOf(b.init))
	api.Set("addKey", js.FuncOf(b.addKey))
	api.Set("loaded", js.FuncOf(b.loaded))
	api.Set("circuit", js.FuncOf(b.circuit))
	api.Set("call", js.FuncOf(b.call))
	api.Set("gameCircuits", js.FuncOf(b.gameCircuits))
	api.Set("serve", js.FuncOf(b.serve))
	api.Set("request", js.FuncOf(b.request))
	js.Global().Set("wordproofProver", api)
	select {}
}

type bridge struct {
	engine  *dapp.Engine
	server  *web.Server  // the game's server, once serve was called
	handler http.Handler // its API
}

var errNotInit = errors.New("the prover has no key manifest yet: call init first")

func errString(err error) any {
	if err == nil {
		return ""
	}
	return err.Error()
}

func (b *bridge) init(_ js.Value, args []js.Value) any {
	if len(args) != 1 {
		return "init takes the manifest JSON"
	}
	m, err := dapp.ParseManifest([]byte(args[0].String()))
	if err != nil {
		return errString(err)
	}
	b.engine, err = dapp.NewEngine(m)
	return errString(err)
}

func (b *bridge) addKey(_ js.Value, args []js.Value) any {
	if b.engine == nil {
		return errString(errNotInit)
	}
	if len(args) != 2 {
		return "addKey takes a file name and its bytes"
	}
	buf := make([]byte, args[1].Get("length").Int())
	js.CopyBytesToGo(buf, args[1])
	return errString(b.engine.AddKey(args[0].String(), buf))
}

func (b *bridge) loaded(_ js.Value, args []js.Value) any {
	return b.engine != nil && len(args) == 1 && b.engine.Loaded(args[0].String())
}

// envelope is the JSON a circuit or call returns.
type envelope struct {
	Result any    `json:"result,omitempty"`
	Error  string `json:"error,omitempty"`
}

func reply(v any, err error) any {
	e := envelope{Result: v}
	if err != nil {
		e = envelope{Error: err.Error()}
	}
	out, mErr := json.Marshal(e)
	if mErr != nil {
		out, _ = json.Marshal(envelope{Error: mErr.Error()})
	}
	return string(out)
}

func (b *bridge) circuit(_ js.Value, args []js.Value) any {
	if b.engine == nil {
		return reply(nil, errNotInit)
	}
	if len(args) != 2 {
		return reply(nil, errors.New("circuit takes an operation and its request"))
	}
	return reply(b.engine.Circuit(args[0].String(), []byte(args[1].String())))
}

func (b *bridge) call(_ js.Value, args []js.Value) any {
	if b.engine == nil {
		return reply(nil, errNotInit)
	}
	if len(args) != 2 {
		return reply(nil, errors.New("call takes an operation and its request"))
	}
	out, err := b.engine.Call(context.Background(), args[0].String(), []byte(args[1].String()))
	if err != nil {
		return reply(nil, err)
	}
	return reply(json.RawMessage(out), nil)
}
