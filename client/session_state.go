package client

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
	"github.com/wordproof/wordproof/relayer/userop"
)

// accountState is what a SessionMover knows of its account, so that a move
// reads nothing from the chain: it is read once (in one JSON-RPC batch)
// when the mover is made, kept up to date by each operation the mover sees
// mined, and read again after any failure.
type accountState struct {
	known    bool
	deployed bool
	nonce    *big.Int
	baseFee  *big.Int      // of the head when read, then derived from each receipt
	skew     time.Duration // how far the chain's clock ran ahead of this machine's when read
	session  sessionState
}

// readState reads the account's code, EntryPoint nonce, session and gas
// allowance and the chain's head: one round trip on a backend that batches.
func (m *SessionMover) readState(ctx context.Context) error {
	ep, acct := bindings.NewEntryPoint(), account.NewWordproofAccount()
	call := func(to common.Address, data []byte, out *hexutil.Bytes) rpc.BatchElem {
		return rpc.BatchElem{Method: "eth_call", Args: []any{map[string]any{"to": to, "input": hexutil.Bytes(data)}, "latest"}, Result: out}
	}
	var (
		code, nonce, session, gas hexutil.Bytes
		head                      *types.Header
	)
	batch := []rpc.BatchElem{
		{Method: "eth_getCode", Args: []any{m.account, "latest"}, Result: &code},
		call(m.cfg.Relayer.EntryPoint, ep.PackGetNonce(m.account, new(big.Int)), &nonce),
		{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &head},
		call(m.account, acct.PackSessionOf(m.SessionKey()), &session),
		call(m.account, acct.PackGasAllowanceOf(m.SessionKey()), &gas),
	}
	if err := BatchCall(ctx, m.cfg.Backend, batch); err != nil {
		if errors.Is(err, ErrNoBatch) {
			return m.readStateOneByOne(ctx)
		}
		return err
	}
	if head == nil || head.BaseFee == nil {
		return fmt.Errorf("the chain's head has no base fee")
	}
	st := accountState{known: true, deployed: len(code) > 0, baseFee: head.BaseFee, skew: headSkew(head)}
	var err error
	if st.nonce, err = ep.UnpackGetNonce(nonce); err != nil {
		return fmt.Errorf("account nonce: %w", err)
	}
	st.session = sessionState{gas: account.IWordproofAccountGasAllowance{Budget: new(big.Int)}}
	if st.deployed {
		if st.session.s, err = acct.UnpackSessionOf(session); err != nil {
			return fmt.Errorf("session of %s: %w", m.SessionKey(), err)
		}
		if st.session.gas, err = acct.UnpackGasAllowanceOf(gas); err != nil {
			return fmt.Errorf("gas allowance of %s: %w", m.SessionKey(), err)
		}
	}
	m.state = st
	return nil
}

// readStateOneByOne is readState on a backend that cannot batch.
func (m *SessionMover) readStateOneByOne(ctx context.Context) error {
	code, err := m.cfg.Backend.CodeAt(ctx, m.account, nil)
	if err != nil {
		return err
	}
	ep := bindings.NewEntryPoint()
	nonce, err := bind.Call(ep.Instance(m.cfg.Backend, m.cfg.Relayer.EntryPoint), &bind.CallOpts{Context: ctx},
		ep.PackGetNonce(m.account, new(big.Int)), ep.UnpackGetNonce)
	if err != nil {
		return err
	}
	head, err := m.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	st := accountState{known: true, deployed: len(code) > 0, nonce: nonce, baseFee: head.BaseFee, skew: headSkew(head)}
	if st.session, err = m.installedState(ctx, st.deployed, common.Address{}, nil); err != nil {
		return err
	}
	m.state = st
	return nil
}

// headSkew is how far head's time is ahead of this machine's clock (a dev
// chain moved on), or zero.
func headSkew(head *types.Header) time.Duration {
	return max(0, time.Until(time.Unix(int64(head.Time), 0)))
}

// now is the time the next block will at least have, by the clock skew
// last read.
func (m *SessionMover) now() time.Time { return time.Now().Add(m.state.skew) }

// mined updates the state after op, carrying value, was mined: the nonce,
// the account (created by a first operation), the session (installed by an
// enable operation; else one operation and value fewer, and the prefund
// of an unsponsored operation off the gas budget), and the base fee, which
// the operation's price reveals (price = base fee + tip, below the fee
// cap). An operation whose call reverted counts the same: validation
// spent its nonce and its share of the session.
func (m *SessionMover) mined(op *userop.UserOperation, value *big.Int, enable bool, r *bundlerrpc.Receipt) {
	st := &m.state
	st.nonce = new(big.Int).Add(st.nonce, big.NewInt(1))
	st.deployed = true
	s := &st.session
	if enable {
		// The new session permits the whole scope of this mover's grants.
		m.permitted = map[permission]bool{}
		for _, p := range m.cfg.Permissions {
			m.permitted[permission{p.Target, p.Selector}] = true
		}
		g := m.next.grant
		s.s = account.IWordproofAccountSession{Id: 1, ValidAfter: g.ValidAfter, ValidUntil: g.ValidUntil, OpsLeft: g.MaxOps, ValueLeft: new(big.Int).Set(g.ValueCap)}
		s.gas = g.Gas
		s.gas.Budget = new(big.Int).Set(g.Gas.Budget)
	}
	s.s.OpsLeft--
	s.s.ValueLeft = new(big.Int).Sub(s.s.ValueLeft, value)
	if m.cfg.Paymaster == (common.Address{}) {
		s.gas.Budget = new(big.Int).Sub(s.gas.Budget, op.MaxCost())
	}
	if used := r.ActualGasUsed.ToInt(); used.Sign() > 0 {
		price := new(big.Int).Div(r.ActualGasCost.ToInt(), used)
		if price.Cmp(op.MaxFeePerGas) < 0 && price.Cmp(op.MaxPriorityFeePerGas) >= 0 {
			st.baseFee = price.Sub(price, op.MaxPriorityFeePerGas)
		} else {
			st.known = false // capped by the fee cap: the base fee rose, read it again
		}
	}
}

// stubMargin is how long a reused paymaster stub must stay valid.
const stubMargin = 30 * time.Second

// stubData returns paymaster stub fields for estimating op: the relayer's
// stub, asked once and then reused with a fresh window. The stub only has
// to have the shape of the final paymaster data (the SponsorPaymaster's
// validUntil ‖ validAfter ‖ a signature that fails): the estimate ignores
// its signature, and pm_getPaymasterData signs the final fields.
func (m *SessionMover) stubData(ctx context.Context, op *userop.UserOperation) (*bundlerrpc.Sponsorship, error) {
	if m.stub != nil && len(m.stub.PaymasterData) >= 12 {
		s := *m.stub
		s.PaymasterData = append([]byte(nil), m.stub.PaymasterData...)
		var until [8]byte
		binary.BigEndian.PutUint64(until[:], uint64(m.now().Add(stubMargin+time.Minute).Unix()))
		copy(s.PaymasterData[:6], until[2:])
		return &s, nil
	}
	stub, err := m.cfg.Sponsor.StubData(ctx, op)
	if err != nil {
		return nil, err
	}
	m.stub = stub
	return stub, nil
}

// paymasterCaps returns the sponsor paymaster's gas caps, read from the
// chain once: they are set at deployment and bound every sponsored op.
func (m *SessionMover) paymasterCaps(ctx context.Context) (*paymaster.ISponsorPaymasterGasLimits, error) {
	if m.caps != nil {
		return m.caps, nil
	}
	pm := paymaster.NewSponsorPaymaster()
	caps, err := bind.Call(pm.Instance(m.cfg.Backend, m.cfg.Paymaster), &bind.CallOpts{Context: ctx}, pm.PackGasLimits(), pm.UnpackGasLimits)
	if err != nil {
		return nil, fmt.Errorf("sponsor paymaster %s gas caps: %w", m.cfg.Paymaster, err)
	}
	m.caps = &caps
	return m.caps, nil
}

// prefetchStub asks the relayer for its stub before the first move, with
// an operation shaped like a move (a call of the first permitted contract), so that no
// move waits for it; a failure leaves it to the first move.
func (m *SessionMover) prefetchStub(ctx context.Context) {
	if m.cfg.Paymaster == (common.Address{}) || len(m.cfg.Permissions) == 0 {
		return
	}
	op := m.newOp(m.cfg.Permissions[0].Target, nil, new(big.Int))
	if err := m.signOp(op, false); err != nil { // the stub does not depend on the signature
		return
	}
	_, _ = m.stubData(ctx, op)
	_, _ = m.paymasterCaps(ctx)
}
