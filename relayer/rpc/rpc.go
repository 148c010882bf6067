// Package rpc is the relayer's JSON-RPC 2.0 server over HTTP: request
// decoding (single calls and batches), dispatch to registered methods, and
// the mapping of errors to JSON-RPC error objects. Validation rejections
// ([check.Rejection]) become their ERC-4337 codes with every violation in the
// error's data; malformed input always gets a JSON-RPC error, never a panic.
package rpc

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"runtime/debug"

	"github.com/wordproof/wordproof/relayer/check"
)

// Error is a JSON-RPC error object. Handlers return it for a specific code.
type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

func (e *Error) Error() string { return e.Message }

// InvalidParams returns a -32602 error.
func InvalidParams(format string, args ...any) *Error {
	return &Error{Code: check.CodeInvalidParams, Message: fmt.Sprintf(format, args...)}
}

// Method handles one JSON-RPC method. params holds the positional parameters
// (empty when omitted).
type Method func(ctx context.Context, params []json.RawMessage) (any, error)

// Config configures a Server.
type Config struct {
	MaxBodyBytes int64 // default 1 MiB
	MaxBatch     int   // default 100
	Logger       *slog.Logger
}

// Server dispatches JSON-RPC requests to methods.
type Server struct {
	cfg     Config
	methods map[string]Method
	log     *slog.Logger
	// OnError, when set, is called with each method and error code returned
	// (for metrics).
	OnError func(method string, code int)
}

// NewServer returns a server with no methods.
func NewServer(cfg Config) *Server {
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = 1 << 20
	}
	if cfg.MaxBatch <= 0 {
		cfg.MaxBatch = 100
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Server{cfg: cfg, methods: map[string]Method{}, log: cfg.Logger}
}

// Register adds a method.
func (s *Server) Register(name string, m Method) { s.methods[name] = m }

// Methods lists the registered method names.
func (s *Server) Methods() []string {
	out := make([]string, 0, len(s.methods))
	for n := range s.methods {
		out = append(out, n)
	}
	return out
}

type request struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  json.RawMessage `json:"method"`
	Params  json.RawMessage `json:"params"`
}

type response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *Error          `json:"error,omitempty"`
}

// responseNull keeps "result": null (for methods that return nothing found).
type responseNull struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result"`
}

var nullID = json.RawMessage("null")

// ServeHTTP serves POST requests.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		http.Error(w, "JSON-RPC needs POST", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, s.cfg.MaxBodyBytes+1))
	var out []byte
	switch {
	case err != nil:
		out = errorResponse(nullID, &Error{Code: check.CodeParseError, Message: "read body: " + err.Error()})
	case int64(len(body)) > s.cfg.MaxBodyBytes:
		out = errorResponse(nullID, &Error{Code: check.CodeInvalidRequest, Message: fmt.Sprintf("request body above %d bytes", s.cfg.MaxBodyBytes)})
	default:
		out = s.Handle(r.Context(), body)
	}
	w.Header().Set("Content-Type", "application/json")
	if out == nil {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	_, _ = w.Write(out)
}

// Handle processes one HTTP body (a request or a batch) and returns the
// response body, or nil when the body held only notifications.
func (s *Server) Handle(ctx context.Context, body []byte) []byte {
	trimmed := bytes.Trim(body, " \t\r\n") // JSON whitespace only
	if len(trimmed) == 0 {
		return errorResponse(nullID, &Error{Code: check.CodeParseError, Message: "parse error: empty body"})
	}
	if !json.Valid(body) {
		return errorResponse(nullID, &Error{Code: check.CodeParseError, Message: "parse error: invalid JSON"})
	}
	if trimmed[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(trimmed, &batch); err != nil {
			return errorResponse(nullID, &Error{Code: check.CodeParseError, Message: "parse error: " + err.Error()})
		}
		if len(batch) == 0 {
			return errorResponse(nullID, &Error{Code: check.CodeInvalidRequest, Message: "empty batch"})
		}
		if len(batch) > s.cfg.MaxBatch {
			return errorResponse(nullID, &Error{Code: check.CodeInvalidRequest, Message: fmt.Sprintf("batch of %d above the limit %d", len(batch), s.cfg.MaxBatch)})
		}
		var parts [][]byte
		for _, msg := range batch {
			if out := s.handleOne(ctx, msg); out != nil {
				parts = append(parts, out)
			}
		}
		if len(parts) == 0 {
			return nil
		}
		return append(append([]byte{'['}, bytes.Join(parts, []byte{','})...), ']')
	}
	return s.handleOne(ctx, trimmed)
}

// handleOne processes one request object; nil for a notification.
func (s *Server) handleOne(ctx context.Context, msg json.RawMessage) (out []byte) {
	var req request
	if err := json.Unmarshal(msg, &req); err != nil {
		return errorResponse(nullID, &Error{Code: check.CodeInvalidRequest, Message: "invalid request: not a JSON-RPC object"})
	}
	id := req.ID
	notification := id == nil
	if notification {
		id = nullID
	} else if !validID(id) {
		return errorResponse(nullID, &Error{Code: check.CodeInvalidRequest, Message: "invalid request: id must be a string, a number or null"})
	}
	if req.JSONRPC != "2.0" {
		return errorResponse(id, &Error{Code: check.CodeInvalidRequest, Message: `invalid request: jsonrpc must be "2.0"`})
	}
	var method string
	if err := json.Unmarshal(req.Method, &method); err != nil || method == "" {
		return errorResponse(id, &Error{Code: check.CodeInvalidRequest, Message: "invalid request: method must be a non-empty string"})
	}
	m, ok := s.methods[method]
	if !ok {
		s.noteError(method, check.CodeMethodNotFound)
		if notification {
			return nil
		}
		return errorResponse(id, &Error{Code: check.CodeMethodNotFound, Message: fmt.Sprintf("the method %s does not exist/is not available", method)})
	}
	var params []json.RawMessage
	if p := bytes.TrimSpace(req.Params); len(p) > 0 && !bytes.Equal(p, []byte("null")) {
		var perr *Error
		switch {
		case p[0] == '{':
			perr = InvalidParams("params by name are not supported: pass them as an array")
		case p[0] != '[' || json.Unmarshal(p, &params) != nil:
			perr = InvalidParams("params must be an array or an object")
		}
		if perr != nil {
			s.noteError(method, perr.Code)
			if notification {
				return nil
			}
			return errorResponse(id, perr)
		}
	}
	defer func() {
		if r := recover(); r != nil {
			s.log.Error("panic in JSON-RPC method", "method", method, "panic", r, "stack", string(debug.Stack()))
			out = errorResponse(id, &Error{Code: check.CodeInternal, Message: "internal error"})
		}
	}()
	result, err := m(ctx, params)
	if notification {
		return nil
	}
	if err != nil {
		e := ToError(err)
		s.noteError(method, e.Code)
		return errorResponse(id, e)
	}
	enc, merr := json.Marshal(responseNull{JSONRPC: "2.0", ID: id, Result: result})
	if merr != nil {
		return errorResponse(id, &Error{Code: check.CodeInternal, Message: "encode result: " + merr.Error()})
	}
	return enc
}

func (s *Server) noteError(method string, code int) {
	if s.OnError != nil {
		s.OnError(method, code)
	}
}

func validID(id json.RawMessage) bool {
	if len(id) == 0 {
		return false
	}
	switch id[0] {
	case '"', 'n':
		return true
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return true
	}
	return false
}

// ViolationData is how one violation appears in an error's data.
type ViolationData struct {
	Check  string `json:"check"`
	Field  string `json:"field,omitempty"`
	Value  string `json:"value,omitempty"`
	Limit  string `json:"limit,omitempty"`
	Reason string `json:"reason"`
	Code   int    `json:"code"`
}

// ToError maps any error to a JSON-RPC error: *Error as is, a
// *check.Rejection to its ERC-4337 code with the violations as data,
// anything else to -32603.
func ToError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	if r, ok := check.AsRejection(err); ok {
		data := make([]ViolationData, len(r.Violations))
		for i, v := range r.Violations {
			data[i] = ViolationData{Check: v.Check, Field: v.Field, Value: v.Value, Limit: v.Limit, Reason: v.Reason, Code: v.Kind.Code()}
		}
		return &Error{Code: r.Code(), Message: r.Error(), Data: map[string]any{"violations": data}}
	}
	return &Error{Code: check.CodeInternal, Message: err.Error()}
}

func errorResponse(id json.RawMessage, e *Error) []byte {
	enc, err := json.Marshal(response{JSONRPC: "2.0", ID: id, Error: e})
	if err != nil {
		enc, _ = json.Marshal(response{JSONRPC: "2.0", ID: nullID, Error: &Error{Code: check.CodeInternal, Message: "encode error"}})
	}
	return enc
}
