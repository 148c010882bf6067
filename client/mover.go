package client

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
)

// Mover submits a call on behalf of one player and waits until it is mined.
type Mover interface {
	// Address is the player as the game contract sees it (msg.sender).
	Address() common.Address
	// Send calls to with data and value, and returns the receipt of the
	// mined call; a reverted call returns an error wrapping ErrReverted.
	Send(ctx context.Context, to common.Address, data []byte, value *big.Int) (*types.Receipt, error)
}

// Backend is the chain access the client needs.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
	ChainID(ctx context.Context) (*big.Int, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// EOAMover sends plain transactions signed by one key. It is safe for
// concurrent use: nonces are assigned under a lock.
type EOAMover struct {
	backend Backend
	key     *ecdsa.PrivateKey
	from    common.Address
	chainID *big.Int

	mu        sync.Mutex
	nonce     uint64 // next nonce to use, once known
	haveNonce bool
}

// NewEOAMover returns a mover for key on backend.
func NewEOAMover(ctx context.Context, backend Backend, key *ecdsa.PrivateKey) (*EOAMover, error) {
	chainID, err := backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	return &EOAMover{backend: backend, key: key, from: crypto.PubkeyToAddress(key.PublicKey), chainID: chainID}, nil
}

// Address implements Mover.
func (m *EOAMover) Address() common.Address { return m.from }

// Send implements Mover: one round trip for the gas, the fees (and the
// nonce, when not yet known), one to send, then the receipt polls.
func (m *EOAMover) Send(ctx context.Context, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	if value == nil {
		value = new(big.Int)
	}
	msg := ethereum.CallMsg{From: m.from, To: &to, Data: data, Value: value}
	tx, err := m.signAndSend(ctx, msg)
	if err != nil {
		return nil, err
	}
	notifySent(ctx, tx.Hash())
	waitCtx, cancel := context.WithTimeout(ctx, mineTimeout)
	receipt, err := waitMined(waitCtx, m.backend, tx.Hash())
	cancel()
	if err != nil {
		m.mu.Lock()
		m.haveNonce = false // the transaction may be gone: resynchronise
		m.mu.Unlock()
		return nil, fmt.Errorf("transaction %s not mined: %w", tx.Hash(), err)
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		// Replay the call on the state it met, for the contract's reason.
		replay := msg
		replay.Gas = tx.Gas()
		prev := new(big.Int).Sub(receipt.BlockNumber, big.NewInt(1))
		if _, err := m.backend.CallContract(ctx, replay, prev); err != nil {
			if re := DecodeRevert(err); errors.Is(re, ErrReverted) {
				return receipt, fmt.Errorf("transaction %s: %w", tx.Hash(), re)
			}
		}
		return receipt, fmt.Errorf("%w: transaction %s (no reason given)", ErrReverted, tx.Hash())
	}
	return receipt, nil
}

// txQuote is what a transaction needs from the chain before it is signed.
type txQuote struct {
	gas      uint64
	tip      *big.Int
	baseFee  *big.Int
	blockGas uint64 // the head's gas limit
	nonce    uint64 // when the mover does not know it yet
}

// quote reads the gas msg needs, the suggested tip and the head's base fee
// (and the pending nonce when needNonce) in one JSON-RPC batch, or one by
// one on a backend that cannot batch.
func (m *EOAMover) quote(ctx context.Context, msg ethereum.CallMsg, needNonce bool) (txQuote, error) {
	var (
		gas, nonce hexutil.Uint64
		tip        hexutil.Big
		head       *types.Header
	)
	batch := []rpc.BatchElem{
		{Method: "eth_estimateGas", Args: []any{callArg(msg)}, Result: &gas},
		{Method: "eth_maxPriorityFeePerGas", Result: &tip},
		{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &head},
	}
	if needNonce {
		batch = append(batch, rpc.BatchElem{Method: "eth_getTransactionCount", Args: []any{m.from, "pending"}, Result: &nonce})
	}
	err := BatchCall(ctx, m.backend, batch)
	if errors.Is(err, ErrNoBatch) {
		return m.quoteOneByOne(ctx, msg, needNonce)
	}
	switch {
	case err != nil:
		return txQuote{}, err
	case head == nil || head.BaseFee == nil:
		return txQuote{}, errors.New("the chain's head has no base fee")
	}
	return txQuote{gas: uint64(gas), tip: tip.ToInt(), baseFee: head.BaseFee, blockGas: head.GasLimit, nonce: uint64(nonce)}, nil
}

func (m *EOAMover) quoteOneByOne(ctx context.Context, msg ethereum.CallMsg, needNonce bool) (txQuote, error) {
	var q txQuote
	var err error
	if q.gas, err = m.backend.EstimateGas(ctx, msg); err != nil {
		return q, err
	}
	if q.tip, err = m.backend.SuggestGasTipCap(ctx); err != nil {
		return q, err
	}
	head, err := m.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return q, err
	}
	q.baseFee, q.blockGas = head.BaseFee, head.GasLimit
	if needNonce {
		q.nonce, err = m.backend.PendingNonceAt(ctx, m.from)
	}
	return q, err
}

func (m *EOAMover) signAndSend(ctx context.Context, msg ethereum.CallMsg) (*types.Transaction, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	// Track the nonce here: a node's pending nonce can lag right after a send.
	q, err := m.quote(ctx, msg, !m.haveNonce)
	if err != nil {
		return nil, DecodeRevert(err)
	}
	if !m.haveNonce {
		m.nonce, m.haveNonce = q.nonce, true
	}
	feeCap := new(big.Int).Add(q.tip, new(big.Int).Mul(q.baseFee, big.NewInt(2)))
	tx := types.NewTx(&types.DynamicFeeTx{
		ChainID: m.chainID, Nonce: m.nonce, GasTipCap: q.tip, GasFeeCap: feeCap, Gas: min(moveGasLimit(q.gas), max(q.blockGas, q.gas)), To: msg.To, Value: msg.Value, Data: msg.Data,
	})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(m.chainID), m.key)
	if err != nil {
		return nil, err
	}
	if err := m.backend.SendTransaction(ctx, signed); err != nil {
		m.haveNonce = false // resynchronise from the node next time
		return nil, err
	}
	m.nonce++
	return signed, nil
}

// moveGasLimit is a plain transaction's gas limit for an estimate: twice
// it (within the block's gas limit). A move estimated before another player's lands can become the one
// that moves the game on, which costs up to twice as much (an open: 58k,
// 113k when it ends the phase; docs/gas-report.md); a plain transaction
// pays only for the gas it uses.
func moveGasLimit(estimate uint64) uint64 { return 2 * estimate }

// waitMined polls for the receipt of hash every pollInterval.
func waitMined(ctx context.Context, b Backend, hash common.Hash) (*types.Receipt, error) {
	t := time.NewTicker(pollInterval)
	defer t.Stop()
	for {
		receipt, err := b.TransactionReceipt(ctx, hash)
		if err == nil {
			return receipt, nil
		}
		if !errors.Is(err, ethereum.NotFound) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-t.C:
		}
	}
}

// mineTimeout bounds the wait for one transaction: a transaction the node
// dropped must not stall a player forever (the agent retries the move).
const mineTimeout = 2 * time.Minute

// pollInterval is how often a sent transaction's receipt is polled.
const pollInterval = 25 * time.Millisecond

// balanceReader is the part of a backend that reads balances; ethclient has it.
type balanceReader interface {
	BalanceAt(ctx context.Context, account common.Address, block *big.Int) (*big.Int, error)
}

// CheckFunds fails with a *FundsError when player holds less than value;
// a backend that cannot read balances passes.
func CheckFunds(ctx context.Context, b Backend, player common.Address, value *big.Int, what string) error {
	br, ok := b.(balanceReader)
	if value == nil || value.Sign() == 0 || !ok {
		return nil
	}
	have, err := br.BalanceAt(ctx, player, nil)
	if err != nil {
		return err
	}
	if have.Cmp(value) < 0 {
		return &FundsError{Player: player, Have: have, Need: new(big.Int).Set(value), What: what}
	}
	return nil
}
