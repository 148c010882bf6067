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
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
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

// Send implements Mover.
func (m *EOAMover) Send(ctx context.Context, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	if value == nil {
		value = new(big.Int)
	}
	msg := ethereum.CallMsg{From: m.from, To: &to, Data: data, Value: value}
	gas, err := m.backend.EstimateGas(ctx, msg)
	if err != nil {
		return nil, DecodeRevert(err)
	}
	tx, err := m.signAndSend(ctx, to, data, value, gas+gas/4)
	if err != nil {
		return nil, err
	}
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

func (m *EOAMover) signAndSend(ctx context.Context, to common.Address, data []byte, value *big.Int, gas uint64) (*types.Transaction, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	// Track the nonce here: a node's pending nonce can lag right after a send.
	if !m.haveNonce {
		n, err := m.backend.PendingNonceAt(ctx, m.from)
		if err != nil {
			return nil, err
		}
		m.nonce, m.haveNonce = n, true
	}
	nonce := m.nonce
	tip, err := m.backend.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, err
	}
	head, err := m.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx := types.NewTx(&types.DynamicFeeTx{
		ChainID: m.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: value, Data: data,
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
