package rpc_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/rpc"
	"github.com/wordproof/wordproof/relayer/userop"
)

// newServer registers methods that decode parameters the way the relayer's
// do: a full user operation, a partial one, and one that fails with a
// rejection.
func newServer() *rpc.Server {
	s := rpc.NewServer(rpc.Config{MaxBatch: 10})
	s.Register("eth_sendUserOperation", func(_ context.Context, ps []json.RawMessage) (any, error) {
		if len(ps) != 2 {
			return nil, rpc.InvalidParams("expected 2 params, got %d", len(ps))
		}
		var op userop.UserOperation
		if err := json.Unmarshal(ps[0], &op); err != nil {
			return nil, rpc.InvalidParams("%v", err)
		}
		return op.Hash([20]byte{}, bigOne), nil
	})
	s.Register("pm_getPaymasterStubData", func(_ context.Context, ps []json.RawMessage) (any, error) {
		if len(ps) < 1 {
			return nil, rpc.InvalidParams("missing user operation")
		}
		op, err := userop.UnmarshalPartial(ps[0])
		if err != nil {
			return nil, rpc.InvalidParams("%v", err)
		}
		return op, nil
	})
	s.Register("reject", func(context.Context, []json.RawMessage) (any, error) {
		return nil, check.Reject(check.Violation{Check: "gas_caps", Kind: check.InvalidFields, Field: "callGasLimit", Value: "9", Limit: "8", Reason: "too high"})
	})
	s.Register("fail", func(context.Context, []json.RawMessage) (any, error) { return nil, errors.New("boom") })
	s.Register("panic", func(context.Context, []json.RawMessage) (any, error) { panic("boom") })
	s.Register("null", func(context.Context, []json.RawMessage) (any, error) { return nil, nil })
	return s
}

type resp struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   *rpc.Error      `json:"error"`
}

// TestEdgeCases: the JSON-RPC 2.0 answers third-party test suites check.
// An empty batch is one error object, not an array; an id that is not a
// string, a number or null is answered with id null; params that are
// neither an array nor an object are invalid params.
func TestEdgeCases(t *testing.T) {
	s := newServer()
	t.Run("empty batch", func(t *testing.T) {
		for _, body := range []string{`[]`, ` [ ] `, "[\n]"} {
			out := s.Handle(context.Background(), []byte(body))
			require.True(t, bytes.HasPrefix(bytes.TrimSpace(out), []byte("{")), "one object, not a batch: %s", out)
			var r resp
			require.NoError(t, json.Unmarshal(out, &r))
			require.Equal(t, check.CodeInvalidRequest, r.Error.Code)
			require.Equal(t, "null", string(r.ID))
		}
	})
	for _, id := range []string{`true`, `false`, `{}`, `[]`, `[1]`, `{"a":1}`} {
		t.Run("id "+id, func(t *testing.T) {
			out := s.Handle(context.Background(), []byte(`{"jsonrpc":"2.0","id":`+id+`,"method":"null"}`))
			var r resp
			require.NoError(t, json.Unmarshal(out, &r), "%s", out)
			require.NotNil(t, r.Error, "%s", out)
			require.Equal(t, check.CodeInvalidRequest, r.Error.Code)
			require.Equal(t, "null", string(r.ID))
		})
	}
	for _, id := range []string{`1`, `"abc"`, `null`, `-7`} {
		t.Run("valid id "+id, func(t *testing.T) {
			out := s.Handle(context.Background(), []byte(`{"jsonrpc":"2.0","id":`+id+`,"method":"null"}`))
			var r resp
			require.NoError(t, json.Unmarshal(out, &r), "%s", out)
			require.Nil(t, r.Error, "%s", out)
			require.Equal(t, id, string(r.ID))
		})
	}
	for _, params := range []string{`"x"`, `5`, `true`, `false`, `{"a":1}`} {
		t.Run("params "+params, func(t *testing.T) {
			out := s.Handle(context.Background(), []byte(`{"jsonrpc":"2.0","id":3,"method":"null","params":`+params+`}`))
			var r resp
			require.NoError(t, json.Unmarshal(out, &r), "%s", out)
			require.NotNil(t, r.Error, "%s", out)
			require.Equal(t, check.CodeInvalidParams, r.Error.Code)
			require.Equal(t, "3", string(r.ID))
			// As a notification, the same request gets no answer.
			require.Nil(t, s.Handle(context.Background(), []byte(`{"jsonrpc":"2.0","method":"null","params":`+params+`}`)))
		})
	}
	t.Run("in a batch", func(t *testing.T) {
		out := s.Handle(context.Background(), []byte(`[{"jsonrpc":"2.0","id":true,"method":"null"},{"jsonrpc":"2.0","id":2,"method":"null","params":7}]`))
		var rs []resp
		require.NoError(t, json.Unmarshal(out, &rs), "%s", out)
		require.Len(t, rs, 2)
		require.Equal(t, check.CodeInvalidRequest, rs[0].Error.Code)
		require.Equal(t, "null", string(rs[0].ID))
		require.Equal(t, check.CodeInvalidParams, rs[1].Error.Code)
		require.Equal(t, "2", string(rs[1].ID))
	})
}

func TestErrors(t *testing.T) {
	s := newServer()
	validOp := `{"sender":"0x0000000000000000000000000000000000000001","nonce":"0x0","callData":"0x","callGasLimit":"0x1","verificationGasLimit":"0x1","preVerificationGas":"0x1","maxFeePerGas":"0x1","maxPriorityFeePerGas":"0x1","signature":"0x01"}`
	tests := []struct {
		name string
		body string
		code int // 0: success
	}{
		{"parse error", `{"jsonrpc":"2.0",`, check.CodeParseError},
		{"empty body", ``, check.CodeParseError},
		{"not an object", `42`, check.CodeInvalidRequest},
		{"wrong version", `{"jsonrpc":"1.0","id":1,"method":"null"}`, check.CodeInvalidRequest},
		{"method not a string", `{"jsonrpc":"2.0","id":1,"method":5}`, check.CodeInvalidRequest},
		{"bad id", `{"jsonrpc":"2.0","id":{},"method":"null"}`, check.CodeInvalidRequest},
		{"unknown method", `{"jsonrpc":"2.0","id":1,"method":"eth_nope"}`, check.CodeMethodNotFound},
		{"params object", `{"jsonrpc":"2.0","id":1,"method":"null","params":{}}`, check.CodeInvalidParams},
		{"params string", `{"jsonrpc":"2.0","id":1,"method":"null","params":"x"}`, check.CodeInvalidParams},
		{"params number", `{"jsonrpc":"2.0","id":1,"method":"null","params":5}`, check.CodeInvalidParams},
		{"params true", `{"jsonrpc":"2.0","id":1,"method":"null","params":true}`, check.CodeInvalidParams},
		{"params null", `{"jsonrpc":"2.0","id":1,"method":"null","params":null}`, 0},
		{"bad op", `{"jsonrpc":"2.0","id":1,"method":"eth_sendUserOperation","params":[{"sender":"0x1"},"0x"]}`, check.CodeInvalidParams},
		{"op missing field", `{"jsonrpc":"2.0","id":1,"method":"eth_sendUserOperation","params":[{"sender":"0x0000000000000000000000000000000000000001"},"0x"]}`, check.CodeInvalidParams},
		{"gas above 128 bits", `{"jsonrpc":"2.0","id":1,"method":"eth_sendUserOperation","params":[` + bytes.NewBufferString(validOp).String()[:0] + `{"sender":"0x0000000000000000000000000000000000000001","nonce":"0x0","callData":"0x","callGasLimit":"0x1ffffffffffffffffffffffffffffffff","verificationGasLimit":"0x1","preVerificationGas":"0x1","maxFeePerGas":"0x1","maxPriorityFeePerGas":"0x1","signature":"0x"},"0x"]}`, check.CodeInvalidParams},
		{"valid op", `{"jsonrpc":"2.0","id":1,"method":"eth_sendUserOperation","params":[` + validOp + `,"0x"]}`, 0},
		{"rejection", `{"jsonrpc":"2.0","id":"a","method":"reject"}`, check.CodeInvalidParams},
		{"plain error", `{"jsonrpc":"2.0","id":1,"method":"fail"}`, check.CodeInternal},
		{"panic", `{"jsonrpc":"2.0","id":1,"method":"panic"}`, check.CodeInternal},
		{"empty batch", `[]`, check.CodeInvalidRequest},
		{"batch too big", `[1,2,3,4,5,6,7,8,9,10,11]`, check.CodeInvalidRequest},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := s.Handle(context.Background(), []byte(tt.body))
			var r resp
			require.NoError(t, json.Unmarshal(out, &r), "response %s", out)
			require.Equal(t, "2.0", r.JSONRPC)
			if tt.code == 0 {
				require.Nil(t, r.Error, "%s", out)
				return
			}
			require.NotNil(t, r.Error, "%s", out)
			require.Equal(t, tt.code, r.Error.Code, "%s", out)
		})
	}
}

func TestRejectionData(t *testing.T) {
	out := newServer().Handle(context.Background(), []byte(`{"jsonrpc":"2.0","id":7,"method":"reject"}`))
	require.JSONEq(t, `{"jsonrpc":"2.0","id":7,"error":{"code":-32602,"message":"too high (callGasLimit 9, limit 8)",
		"data":{"violations":[{"check":"gas_caps","field":"callGasLimit","value":"9","limit":"8","reason":"too high","code":-32602}]}}}`, string(out))
}

func TestBatchAndNotifications(t *testing.T) {
	s := newServer()
	out := s.Handle(context.Background(), []byte(`[{"jsonrpc":"2.0","id":1,"method":"null"},{"jsonrpc":"2.0","method":"null"},5]`))
	var rs []resp
	require.NoError(t, json.Unmarshal(out, &rs))
	require.Len(t, rs, 2)
	require.Equal(t, "null", string(rs[0].Result))
	require.Equal(t, check.CodeInvalidRequest, rs[1].Error.Code)
	require.Nil(t, s.Handle(context.Background(), []byte(`{"jsonrpc":"2.0","method":"null"}`)))
}

func TestHTTP(t *testing.T) {
	srv := httptest.NewServer(newServer())
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode)
	resp, err = http.Post(srv.URL, "application/json", bytes.NewReader(bytes.Repeat([]byte(" "), 2<<20)))
	require.NoError(t, err)
	var r struct{ Error *rpc.Error }
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&r))
	resp.Body.Close()
	require.Equal(t, check.CodeInvalidRequest, r.Error.Code)
}

// FuzzHandle feeds arbitrary bodies to the server: it must never panic, and
// every answer must be a JSON-RPC response (or a batch of them) carrying a
// result or an error; malformed input always gets an error.
func FuzzHandle(f *testing.F) {
	seeds := []string{
		``, `{}`, `[]`, `[{}]`, `null`, `"x"`, `0`, `-1`, `1e999`,
		`{"jsonrpc":"2.0","id":1,"method":"eth_sendUserOperation","params":[{},"0x"]}`,
		`{"jsonrpc":"2.0","id":1,"method":"eth_sendUserOperation","params":[{"sender":"0x0000000000000000000000000000000000000001","nonce":"0x0","callData":"0x","callGasLimit":"0x1","verificationGasLimit":"0x1","preVerificationGas":"0x1","maxFeePerGas":"0x1","maxPriorityFeePerGas":"0x1","signature":"0x01","paymaster":"0x0000000000000000000000000000000000000002","paymasterData":"0xff"},"0x"]}`,
		`{"jsonrpc":"2.0","id":1,"method":"pm_getPaymasterStubData","params":[{"sender":"0x0000000000000000000000000000000000000001","nonce":"0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"}]}`,
		`{"jsonrpc":"2.0","id":1,"method":"pm_getPaymasterStubData","params":[{"nonce":"0x10000000000000000000000000000000000000000000000000000000000000000"}]}`,
		`{"jsonrpc":"2.0","id":1,"method":"pm_getPaymasterStubData","params":[null]}`,
		`[{"jsonrpc":"2.0","id":1,"method":"reject"},{"jsonrpc":"2.0","id":2,"method":"panic"}]`,
		`{"jsonrpc":"2.0","id":[1],"method":"null"}`, `{"jsonrpc":"2.0","id":1,"method":"null","params":"x"}`,
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	s := newServer()
	f.Fuzz(func(t *testing.T, body []byte) {
		out := s.Handle(context.Background(), body)
		if out == nil {
			return // only notifications
		}
		var single resp
		if err := json.Unmarshal(out, &single); err == nil {
			checkResp(t, single, body)
			return
		}
		var batch []resp
		if err := json.Unmarshal(out, &batch); err != nil {
			t.Fatalf("response is not JSON-RPC: %s", out)
		}
		for _, r := range batch {
			checkResp(t, r, body)
		}
	})
}

func checkResp(t *testing.T, r resp, body []byte) {
	t.Helper()
	if r.JSONRPC != "2.0" {
		t.Fatalf("bad jsonrpc field for %q", body)
	}
	if r.Error == nil && r.Result == nil {
		t.Fatalf("neither result nor error for %q", body)
	}
	if r.Error != nil && (r.Error.Code == 0 || r.Error.Message == "") {
		t.Fatalf("empty error for %q", body)
	}
	if !json.Valid(body) && (r.Error == nil || r.Error.Code != check.CodeParseError) {
		t.Fatalf("malformed JSON %q did not get a parse error: %+v", body, r.Error)
	}
}
