// Package store persists the relayer's state in an embedded key-value store
// (LevelDB through go-ethereum's ethdb, or memory for tests): every accepted
// user operation with its status and receipt, every bundle transaction
// written before it is sent, and the sponsor's spending ledger. A write has
// reached the operating system when it returns, so a crash or kill -9 of the
// process loses nothing; Config.Sync also survives a power loss.
package store

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethdb"
	"github.com/ethereum/go-ethereum/ethdb/memorydb"

	"github.com/wordproof/wordproof/relayer/userop"
)

// ErrNotFound is returned when a record does not exist.
var ErrNotFound = errors.New("not found")

// Key prefixes.
var (
	prefixOp       = []byte("o/")
	prefixBundle   = []byte("b/")
	prefixSpend    = []byte("s/")
	prefixThrottle = []byte("t/")
	prefixCursor   = []byte("c/")
	prefixValue    = []byte("v/")
)

// OpStatus is where an operation is in its life.
type OpStatus string

// Operation statuses.
const (
	OpPending   OpStatus = "pending"   // accepted, waiting for a bundle
	OpSubmitted OpStatus = "submitted" // in a bundle transaction that is not mined yet
	OpIncluded  OpStatus = "included"  // mined (Receipt set)
	OpDropped   OpStatus = "dropped"   // removed before inclusion (Reason set)
)

// Final reports whether the status never changes again (except by a reorg).
func (s OpStatus) Final() bool { return s == OpIncluded || s == OpDropped }

// OpRecord is an accepted operation.
type OpRecord struct {
	Hash     common.Hash           `json:"hash"`
	Op       *userop.UserOperation `json:"op"`
	Status   OpStatus              `json:"status"`
	Reason   string                `json:"reason,omitempty"`
	Seq      uint64                `json:"seq"` // arrival order
	Received time.Time             `json:"received"`
	// Block is the chain head's number when it was accepted (0: unknown),
	// which ERC-7562's THROTTLED_ENTITY_LIVE_BLOCKS counts from.
	Block     uint64     `json:"block,omitempty"`
	Sponsored bool       `json:"sponsored,omitempty"`
	Bundle    uint64     `json:"bundle,omitempty"` // id of the bundle carrying it
	Receipt   *OpReceipt `json:"receipt,omitempty"`
	// Code holds the code hashes of the contracts its validation used, when
	// traced; the bundle refuses it if one changed (ERC-7562 COD-010).
	Code map[common.Address]common.Hash `json:"code,omitempty"`
}

// OpReceipt is the outcome of a mined operation.
type OpReceipt struct {
	TxHash        common.Hash    `json:"transactionHash"`
	BlockHash     common.Hash    `json:"blockHash"`
	BlockNumber   uint64         `json:"blockNumber"`
	Sender        common.Address `json:"sender"`
	Nonce         *big.Int       `json:"nonce"`
	Paymaster     common.Address `json:"paymaster"`
	Success       bool           `json:"success"`
	ActualGasCost *big.Int       `json:"actualGasCost"`
	ActualGasUsed *big.Int       `json:"actualGasUsed"`
	Reason        []byte         `json:"reason,omitempty"` // revert data of the call, when it failed
	Logs          []*types.Log   `json:"logs"`
}

// BundleStatus is where a bundle transaction is.
type BundleStatus string

// Bundle statuses.
const (
	BundleSent     BundleStatus = "sent"     // signed and (being) sent; not mined
	BundleMined    BundleStatus = "mined"    // mined (Block set)
	BundleReverted BundleStatus = "reverted" // mined but reverted; its operations were put back
	BundleAborted  BundleStatus = "aborted"  // given up before mining; its operations were put back
)

// BundleRecord is one handleOps transaction (with every fee-bumped version).
type BundleRecord struct {
	ID        uint64         `json:"id"`
	Signer    common.Address `json:"signer"`
	Nonce     uint64         `json:"nonce"`
	Ops       []common.Hash  `json:"ops"`
	Txs       []common.Hash  `json:"txs"` // every version sent, oldest first
	Raw       []byte         `json:"raw"` // latest signed transaction
	Status    BundleStatus   `json:"status"`
	TxHash    common.Hash    `json:"txHash,omitempty"` // the version that was mined
	BlockHash common.Hash    `json:"blockHash,omitempty"`
	Block     uint64         `json:"block,omitempty"`
	GasUsed   uint64         `json:"gasUsed,omitempty"`
	Created   time.Time      `json:"created"`
	Sent      time.Time      `json:"sent"` // when the latest version was sent
}

// Spend is one sponsorship in the sponsor's ledger.
type Spend struct {
	Time   time.Time      `json:"time"`
	Sender common.Address `json:"sender"`
	Owner  common.Address `json:"owner"` // the sender account's owner
	Cost   *big.Int       `json:"cost"`  // most the sponsorship can cost, in wei
}

// Throttle is the sponsor's record of an address (a sender or an owner)
// whose sponsored operations reverted.
type Throttle struct {
	Address common.Address `json:"address"`
	Strikes int            `json:"strikes"` // reverts counted since the record was last forgotten
	Last    time.Time      `json:"last"`    // when the last revert was seen
	Until   time.Time      `json:"until"`   // no sponsorship before this
	LastOp  common.Hash    `json:"lastOp"`  // the last reverted operation (a repeated report is ignored)
}

// Config configures a Store.
type Config struct {
	// Dir is the LevelDB directory; empty keeps everything in memory.
	Dir string
	// Sync makes every write durable against power loss (fsync), not only
	// against a crash of the process.
	Sync bool
}

// Store is the relayer's persistent state. It is safe for concurrent use.
type Store struct {
	db   ethdb.KeyValueStore
	sync bool
}

// Open opens (creating if needed) the store.
func Open(cfg Config) (*Store, error) {
	if cfg.Dir == "" {
		return &Store{db: memorydb.New()}, nil
	}
	db, err := openDisk(cfg.Dir)
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", cfg.Dir, err)
	}
	return &Store{db: db, sync: cfg.Sync}, nil
}

// Close closes the store.
func (s *Store) Close() error { return s.db.Close() }

// Batch groups writes that must land together.
type Batch struct {
	s *Store
	b ethdb.Batch
}

// NewBatch starts a batch.
func (s *Store) NewBatch() *Batch { return &Batch{s: s, b: s.db.NewBatch()} }

// PutOp adds an operation record to the batch.
func (b *Batch) PutOp(r *OpRecord) error { return b.put(opKey(r.Hash), r) }

// PutBundle adds a bundle record to the batch.
func (b *Batch) PutBundle(r *BundleRecord) error { return b.put(bundleKey(r.ID), r) }

// PutSpend adds a ledger entry to the batch.
func (b *Batch) PutSpend(sp *Spend) error { return b.put(spendKey(sp), sp) }

// PutThrottle adds a throttle record to the batch (replacing the address's).
func (b *Batch) PutThrottle(t *Throttle) error {
	return b.put(append(append([]byte{}, prefixThrottle...), t.Address[:]...), t)
}

// PutCursor adds a named block number to the batch (how far a chain scan got).
func (b *Batch) PutCursor(name string, block uint64) error {
	return b.put(append(append([]byte{}, prefixCursor...), name...), block)
}

func (b *Batch) put(key []byte, v any) error {
	enc, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode %s: %w", key, err)
	}
	return b.b.Put(key, enc)
}

// Write commits the batch atomically.
func (b *Batch) Write() error {
	if err := b.b.Write(); err != nil {
		return fmt.Errorf("store write: %w", err)
	}
	if b.s.sync {
		if err := b.s.db.SyncKeyValue(); err != nil {
			return fmt.Errorf("store sync: %w", err)
		}
	}
	return nil
}

// PutOps writes operation records atomically.
func (s *Store) PutOps(recs ...*OpRecord) error {
	b := s.NewBatch()
	for _, r := range recs {
		if err := b.PutOp(r); err != nil {
			return err
		}
	}
	return b.Write()
}

// Op reads an operation record.
func (s *Store) Op(hash common.Hash) (*OpRecord, error) {
	var r OpRecord
	if err := s.get(opKey(hash), &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// Bundle reads a bundle record.
func (s *Store) Bundle(id uint64) (*BundleRecord, error) {
	var r BundleRecord
	if err := s.get(bundleKey(id), &r); err != nil {
		return nil, err
	}
	return &r, nil
}

func (s *Store) get(key []byte, v any) error {
	enc, err := s.db.Get(key)
	if err != nil {
		if ok, _ := s.db.Has(key); !ok {
			return ErrNotFound
		}
		return fmt.Errorf("store read: %w", err)
	}
	if err := json.Unmarshal(enc, v); err != nil {
		return fmt.Errorf("decode %s: %w", key, err)
	}
	return nil
}

// ForEachOp calls fn for every operation record (in hash order) until fn
// returns an error.
func (s *Store) ForEachOp(fn func(*OpRecord) error) error {
	return forEach(s.db, prefixOp, nil, func(v []byte) error {
		var r OpRecord
		if err := json.Unmarshal(v, &r); err != nil {
			return fmt.Errorf("decode operation: %w", err)
		}
		return fn(&r)
	})
}

// ForEachBundle calls fn for every bundle record, oldest first.
func (s *Store) ForEachBundle(fn func(*BundleRecord) error) error {
	return forEach(s.db, prefixBundle, nil, func(v []byte) error {
		var r BundleRecord
		if err := json.Unmarshal(v, &r); err != nil {
			return fmt.Errorf("decode bundle: %w", err)
		}
		return fn(&r)
	})
}

// ForEachSpend calls fn for every ledger entry at or after since, oldest first.
func (s *Store) ForEachSpend(since time.Time, fn func(*Spend) error) error {
	start := binary.BigEndian.AppendUint64(nil, uint64(max(since.UnixNano(), 0)))
	return forEach(s.db, prefixSpend, start, func(v []byte) error {
		var sp Spend
		if err := json.Unmarshal(v, &sp); err != nil {
			return fmt.Errorf("decode spend: %w", err)
		}
		return fn(&sp)
	})
}

// ForEachThrottle calls fn for every throttle record.
func (s *Store) ForEachThrottle(fn func(*Throttle) error) error {
	return forEach(s.db, prefixThrottle, nil, func(v []byte) error {
		var t Throttle
		if err := json.Unmarshal(v, &t); err != nil {
			return fmt.Errorf("decode throttle: %w", err)
		}
		return fn(&t)
	})
}

// PutValue adds a named JSON value to the batch (small state of other
// components, such as the ERC-7562 reputation).
func (b *Batch) PutValue(name string, v any) error {
	return b.put(append(append([]byte{}, prefixValue...), name...), v)
}

// Value reads a named value into v (ErrNotFound when never written).
func (s *Store) Value(name string, v any) error {
	return s.get(append(append([]byte{}, prefixValue...), name...), v)
}

// Cursor reads a named block number (ErrNotFound when never written).
func (s *Store) Cursor(name string) (uint64, error) {
	var n uint64
	err := s.get(append(append([]byte{}, prefixCursor...), name...), &n)
	return n, err
}

// DeleteSpendsBefore removes ledger entries older than t.
func (s *Store) DeleteSpendsBefore(t time.Time) error {
	end := append(append([]byte{}, prefixSpend...), binary.BigEndian.AppendUint64(nil, uint64(max(t.UnixNano(), 0)))...)
	for {
		err := s.db.DeleteRange(prefixSpend, end)
		if !errors.Is(err, ethdb.ErrTooManyKeys) {
			return err
		}
	}
}

func forEach(db ethdb.KeyValueStore, prefix, start []byte, fn func([]byte) error) error {
	it := db.NewIterator(prefix, start)
	defer it.Release()
	for it.Next() {
		if err := fn(it.Value()); err != nil {
			return err
		}
	}
	return it.Error()
}

func opKey(h common.Hash) []byte { return append(append([]byte{}, prefixOp...), h[:]...) }

func bundleKey(id uint64) []byte {
	return binary.BigEndian.AppendUint64(append([]byte{}, prefixBundle...), id)
}

// spendKey orders entries by time; the sender and a random suffix keep
// entries of the same instant apart.
func spendKey(sp *Spend) []byte {
	k := binary.BigEndian.AppendUint64(append([]byte{}, prefixSpend...), uint64(max(sp.Time.UnixNano(), 0)))
	k = append(k, sp.Sender[:]...)
	var nonce [8]byte
	_, _ = rand.Read(nonce[:])
	return append(k, nonce[:]...)
}
