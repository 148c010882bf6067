//go:build js && wasm

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall/js"
	"time"

	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// The game half of the bridge: the web client's Go server (package web)
// runs here, in the worker, without listening. Its chain and relayer calls
// leave the browser through fetch (Go's net/http on js/wasm), so nothing of
// ours stands between the page and the chain's RPC and the bundler; the
// page hands it the requests of its JSON API (the same API the local
// `wordproof web` serves), and its secret store lives in the page's
// encrypted IndexedDB store: every change is handed to
// globalThis.wordproofPersist(json), a promise the worker resolves once the
// page has saved it.
//
//	gameCircuits()                     -> ["reveal_…", "commit_…"]: keys to load before serve
//	serve(deploymentJSON, storeJSON, pollMillis) -> Promise of ""
//	request(method, path, bodyJSON)    -> Promise of {status, body}

// gameCircuits lists the circuits a Worth of Words game proves with.
func (b *bridge) gameCircuits(js.Value, []js.Value) any {
	out := []any{
		prover.CommitSpec(wowclient.SecretsPerPlayer, 5, game.Letters).ID(),
		prover.RevealSpec(5, game.Letters).ID(),
	}
	return js.ValueOf(out)
}

func (b *bridge) serve(_ js.Value, args []js.Value) any {
	return promise(func() (any, error) {
		if b.engine == nil {
			return nil, errNotInit
		}
		if b.server != nil {
			return "", nil
		}
		if len(args) != 3 {
			return nil, errors.New("serve takes the deployment JSON, the store's JSON and the poll interval")
		}
		var m deploy.Manifest
		if err := json.Unmarshal([]byte(args[0].String()), &m); err != nil {
			return nil, fmt.Errorf("deployment.json: %w", err)
		}
		store, err := client.NewStoreFunc([]byte(args[1].String()), persist)
		if err != nil {
			return nil, err
		}
		ctx := context.Background()
		s, err := web.New(ctx, web.Config{
			Manifest: &m, Store: store, Prover: b.engine.Prover(),
			Poll: time.Duration(args[2].Int()) * time.Millisecond,
		})
		if err != nil {
			return nil, err
		}
		if err := s.Warm(ctx); err != nil {
			return nil, err
		}
		s.StartInProcess(ctx)
		b.server, b.handler = s, s.Handler()
		return "", nil
	})
}

func (b *bridge) request(_ js.Value, args []js.Value) any {
	return promise(func() (any, error) {
		if b.handler == nil {
			return nil, errors.New("the game is not started: call serve first")
		}
		if len(args) != 3 {
			return nil, errors.New("request takes a method, a path and a body")
		}
		method, path, body := args[0].String(), args[1].String(), ""
		if args[2].Type() == js.TypeString {
			body = args[2].String()
		}
		if !strings.HasPrefix(path, "/api/") {
			return nil, fmt.Errorf("%s is not an API path", path)
		}
		req, err := http.NewRequestWithContext(context.Background(), method, "http://localhost"+path, bytes.NewReader([]byte(body)))
		if err != nil {
			return nil, err
		}
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		rec := httptest.NewRecorder()
		b.handler.ServeHTTP(rec, req)
		out, err := io.ReadAll(rec.Result().Body)
		if err != nil {
			return nil, err
		}
		return map[string]any{"status": rec.Code, "body": string(out)}, nil
	})
}

// persist hands the store's contents to the page and waits until they are
// saved.
func persist(plain []byte) error {
	fn := js.Global().Get("wordproofPersist")
	if fn.Type() != js.TypeFunction {
		return errors.New("the page keeps no secret store (no wordproofPersist)")
	}
	_, err := await(fn.Invoke(string(plain)))
	return err
}

// promise runs fn in a goroutine (it may wait for fetch or other promises,
// which a JS callback itself must not) and returns a JS promise of its
// result.
func promise(fn func() (any, error)) js.Value {
	executor := js.FuncOf(func(_ js.Value, args []js.Value) any {
		resolve, reject := args[0], args[1]
		go func() {
			v, err := fn()
			if err != nil {
				reject.Invoke(js.Global().Get("Error").New(err.Error()))
				return
			}
			resolve.Invoke(js.ValueOf(v))
		}()
		return nil
	})
	p := js.Global().Get("Promise").New(executor)
	executor.Release()
	return p
}

// await waits for a JS promise; call it from a goroutine, never a callback.
func await(p js.Value) (js.Value, error) {
	type outcome struct {
		v   js.Value
		err error
	}
	ch := make(chan outcome, 1)
	onOK := js.FuncOf(func(_ js.Value, a []js.Value) any {
		v := js.Undefined()
		if len(a) > 0 {
			v = a[0]
		}
		ch <- outcome{v: v}
		return nil
	})
	onErr := js.FuncOf(func(_ js.Value, a []js.Value) any {
		msg := "rejected"
		if len(a) > 0 {
			msg = a[0].Call("toString").String()
		}
		ch <- outcome{err: errors.New(msg)}
		return nil
	})
	defer onOK.Release()
	defer onErr.Release()
	p.Call("then", onOK, onErr)
	o := <-ch
	return o.v, o.err
}
