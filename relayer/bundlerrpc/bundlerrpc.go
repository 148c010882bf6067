// Package bundlerrpc calls a relayer (or any ERC-4337 bundler with ERC-7677
// paymaster methods) over JSON-RPC: send and estimate user operations, ask
// for sponsorship, and wait for receipts. JSON-RPC errors come back as
// *Error with the ERC-4337 code.
package bundlerrpc

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	gethrpc "github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/relayer/userop"
)

// Error is a JSON-RPC error returned by the relayer.
type Error struct {
	Code    int
	Message string
	Data    any
}

func (e *Error) Error() string { return fmt.Sprintf("%s (code %d)", e.Message, e.Code) }

// Client is a client of a bundler, of a sponsor (ERC-7677), or of the
// Wordproof relayer, which is both.
type Client struct {
	rc *gethrpc.Client
	// EntryPoint is the EntryPoint the client names in its calls: the
	// first of EntryPoints unless the caller picks another of them.
	EntryPoint common.Address
	// EntryPoints are those the server supports (eth_supportedEntryPoints).
	EntryPoints []common.Address
	ChainID     *big.Int
	// Standard keeps the client to the methods every ERC-4337 bundler
	// serves: WaitReceipt does not ask relayer_getUserOperationStatus, so an
	// operation the bundler dropped shows only as a wait that runs out. Set
	// it for a bundler other than the Wordproof relayer.
	Standard bool
}

// Dial connects to url and reads the chain id and entry point.
func Dial(ctx context.Context, url string) (*Client, error) {
	rc, err := gethrpc.DialContext(ctx, url)
	if err != nil {
		return nil, err
	}
	c := &Client{rc: rc}
	var id hexutil.Big
	if err := c.Call(ctx, &id, "eth_chainId"); err != nil {
		rc.Close()
		return nil, err
	}
	var eps []common.Address
	if err := c.Call(ctx, &eps, "eth_supportedEntryPoints"); err != nil {
		rc.Close()
		return nil, err
	}
	if len(eps) == 0 {
		rc.Close()
		return nil, fmt.Errorf("%s supports no entry point", url)
	}
	c.ChainID, c.EntryPoint, c.EntryPoints = id.ToInt(), eps[0], eps
	return c, nil
}

// Close closes the connection.
func (c *Client) Close() { c.rc.Close() }

// Call makes a raw JSON-RPC call; JSON-RPC errors are *Error.
func (c *Client) Call(ctx context.Context, result any, method string, args ...any) error {
	return c.wrap(c.rc.CallContext(ctx, result, method, args...))
}

// wrap turns a JSON-RPC error into an *Error.
func (c *Client) wrap(err error) error {
	var re gethrpc.Error
	if errors.As(err, &re) {
		e := &Error{Code: re.ErrorCode(), Message: re.Error()}
		var de gethrpc.DataError
		if errors.As(err, &de) {
			e.Data = de.ErrorData()
		}
		return e
	}
	return err
}

// Code returns the JSON-RPC error code of err, or 0.
func Code(err error) int {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return 0
}

// Send submits op and returns its hash.
func (c *Client) Send(ctx context.Context, op *userop.UserOperation) (common.Hash, error) {
	var h common.Hash
	err := c.Call(ctx, &h, "eth_sendUserOperation", op, c.EntryPoint)
	return h, err
}

// Estimate is eth_estimateUserOperationGas's result.
type Estimate struct {
	PreVerificationGas            hexutil.Big  `json:"preVerificationGas"`
	VerificationGasLimit          hexutil.Big  `json:"verificationGasLimit"`
	CallGasLimit                  hexutil.Big  `json:"callGasLimit"`
	PaymasterVerificationGasLimit *hexutil.Big `json:"paymasterVerificationGasLimit"`
	PaymasterPostOpGasLimit       *hexutil.Big `json:"paymasterPostOpGasLimit"`
}

// Estimate asks for op's gas limits.
func (c *Client) Estimate(ctx context.Context, op *userop.UserOperation) (*Estimate, error) {
	var e Estimate
	if err := c.Call(ctx, &e, "eth_estimateUserOperationGas", op, c.EntryPoint); err != nil {
		return nil, err
	}
	return &e, nil
}

// Sponsorship is the ERC-7677 paymaster fields.
type Sponsorship struct {
	Paymaster                     common.Address  `json:"paymaster"`
	PaymasterData                 hexutil.Bytes   `json:"paymasterData"`
	PaymasterVerificationGasLimit *hexutil.Big    `json:"paymasterVerificationGasLimit"`
	PaymasterPostOpGasLimit       *hexutil.Big    `json:"paymasterPostOpGasLimit"`
	Sponsor                       json.RawMessage `json:"sponsor"`
	IsFinal                       bool            `json:"isFinal"`
}

// Apply sets op's paymaster fields from s (gas limits only when s has them).
func (s *Sponsorship) Apply(op *userop.UserOperation) {
	pm := s.Paymaster
	op.Paymaster = &pm
	op.PaymasterData = common.CopyBytes(s.PaymasterData)
	if s.PaymasterVerificationGasLimit != nil {
		op.PaymasterVerificationGasLimit = new(big.Int).Set(s.PaymasterVerificationGasLimit.ToInt())
	}
	if s.PaymasterPostOpGasLimit != nil {
		op.PaymasterPostOpGasLimit = new(big.Int).Set(s.PaymasterPostOpGasLimit.ToInt())
	}
}

// StubData calls pm_getPaymasterStubData.
func (c *Client) StubData(ctx context.Context, op *userop.UserOperation) (*Sponsorship, error) {
	var s Sponsorship
	err := c.Call(ctx, &s, "pm_getPaymasterStubData", op, c.EntryPoint, (*hexutil.Big)(c.ChainID), map[string]any{})
	return &s, err
}

// PaymasterData calls pm_getPaymasterData.
func (c *Client) PaymasterData(ctx context.Context, op *userop.UserOperation) (*Sponsorship, error) {
	var s Sponsorship
	err := c.Call(ctx, &s, "pm_getPaymasterData", op, c.EntryPoint, (*hexutil.Big)(c.ChainID), map[string]any{})
	return &s, err
}

// Sponsor fills op's paymaster and gas fields the ERC-7677 way: stub data,
// gas estimate, then the signed paymaster data. stubSign sets a stub
// signature of the final length before estimation; the caller signs after.
func (c *Client) Sponsor(ctx context.Context, op *userop.UserOperation, stubSign func(*userop.UserOperation)) error {
	if stubSign != nil {
		stubSign(op)
	}
	stub, err := c.StubData(ctx, op)
	if err != nil {
		return fmt.Errorf("paymaster stub: %w", err)
	}
	stub.Apply(op)
	est, err := c.Estimate(ctx, op)
	if err != nil {
		return fmt.Errorf("estimate: %w", err)
	}
	op.PreVerificationGas = est.PreVerificationGas.ToInt()
	op.VerificationGasLimit = est.VerificationGasLimit.ToInt()
	op.CallGasLimit = est.CallGasLimit.ToInt()
	if est.PaymasterVerificationGasLimit != nil {
		op.PaymasterVerificationGasLimit = est.PaymasterVerificationGasLimit.ToInt()
	}
	if est.PaymasterPostOpGasLimit != nil {
		op.PaymasterPostOpGasLimit = est.PaymasterPostOpGasLimit.ToInt()
	}
	final, err := c.PaymasterData(ctx, op)
	if err != nil {
		return fmt.Errorf("paymaster data: %w", err)
	}
	pm := final.Paymaster
	op.Paymaster, op.PaymasterData = &pm, common.CopyBytes(final.PaymasterData)
	return nil
}

// Receipt is eth_getUserOperationReceipt's result.
type Receipt struct {
	UserOpHash    common.Hash    `json:"userOpHash"`
	EntryPoint    common.Address `json:"entryPoint"`
	Sender        common.Address `json:"sender"`
	Nonce         hexutil.Big    `json:"nonce"`
	Paymaster     common.Address `json:"paymaster"`
	ActualGasCost hexutil.Big    `json:"actualGasCost"`
	ActualGasUsed hexutil.Big    `json:"actualGasUsed"`
	Success       bool           `json:"success"`
	Reason        hexutil.Bytes  `json:"reason"`
	Logs          []*types.Log   `json:"logs"`
	Receipt       *types.Receipt `json:"receipt"`
}

// Receipt returns the operation's receipt, or nil while it is not mined.
func (c *Client) Receipt(ctx context.Context, hash common.Hash) (*Receipt, error) {
	var r *Receipt
	err := c.Call(ctx, &r, "eth_getUserOperationReceipt", hash)
	return r, err
}

// Status is relayer_getUserOperationStatus's result.
type Status struct {
	UserOpHash      common.Hash  `json:"userOpHash"`
	Status          string       `json:"status"`
	Reason          string       `json:"reason"`
	TransactionHash *common.Hash `json:"transactionHash"`
}

// Status returns where the relayer has the operation, or nil when unknown.
func (c *Client) Status(ctx context.Context, hash common.Hash) (*Status, error) {
	var s *Status
	err := c.Call(ctx, &s, "relayer_getUserOperationStatus", hash)
	return s, err
}

// ErrDropped is returned by WaitReceipt for an operation the relayer
// dropped: it was never mined and never will be.
var ErrDropped = errors.New("dropped")

// WaitReceipt polls until the operation is mined, dropped (known only
// from the Wordproof relayer, see Standard), or ctx ends. Each poll asks
// for the receipt and, from our relayer, the operation's status in one
// JSON-RPC batch: one round trip.
func (c *Client) WaitReceipt(ctx context.Context, hash common.Hash, poll time.Duration) (*Receipt, error) {
	for {
		var (
			r  *Receipt
			st *Status
		)
		batch := []gethrpc.BatchElem{
			{Method: "eth_getUserOperationReceipt", Args: []any{hash}, Result: &r},
		}
		if !c.Standard {
			batch = append(batch, gethrpc.BatchElem{Method: "relayer_getUserOperationStatus", Args: []any{hash}, Result: &st})
		}
		if len(batch) == 1 { // a standard bundler: a plain call, which any server takes
			batch[0].Error = c.rc.CallContext(ctx, &r, batch[0].Method, batch[0].Args...)
		} else if err := c.rc.BatchCallContext(ctx, batch); err != nil {
			return nil, err
		}
		if err := batch[0].Error; err != nil {
			return nil, c.wrap(err)
		}
		if r != nil {
			return r, nil
		}
		if len(batch) > 1 && batch[1].Error == nil && st != nil && st.Status == "dropped" {
			return nil, fmt.Errorf("user operation %s %w: %s", hash, ErrDropped, st.Reason)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(poll):
		}
	}
}
