package audit

import (
	"bytes"
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/prover"
)

// modeCalls finds a duel mode's call in a transaction: a plain call, or a
// user operation's account call inside an EntryPoint bundle.
type modeCalls struct {
	mode *abi.ABI
	fail error // the mode's audit error, wrapped by every finding
	abis
}

func newModeCalls(meta *bind.MetaData, fail error) (*modeCalls, error) {
	a, err := meta.ParseABI()
	if err != nil {
		return nil, err
	}
	x, err := loadABIs()
	if err != nil {
		return nil, err
	}
	return &modeCalls{mode: a, fail: fail, abis: *x}, nil
}

// find decodes into out the first call of method in transaction hash for
// which match (reading out) holds.
func (x *modeCalls) find(ctx context.Context, b Backend, hash common.Hash, method string, out any, match func() bool) error {
	tx, _, err := b.TransactionByHash(ctx, hash)
	if err != nil {
		return fmt.Errorf("reading transaction %s: %w", hash.Hex(), err)
	}
	if tx.Hash() != hash {
		return fmt.Errorf("%w: the node returned transaction %s for %s", x.fail, tx.Hash().Hex(), hash.Hex())
	}
	m := x.mode.Methods[method]
	for _, c := range x.calls(common.Address{}, tx) {
		if len(c.data) < 4 || !bytes.Equal(c.data[:4], m.ID) {
			continue
		}
		args, err := m.Inputs.Unpack(c.data[4:])
		if err != nil || m.Inputs.Copy(out, args) != nil {
			continue
		}
		if match() {
			return nil
		}
	}
	return fmt.Errorf("%w: no %s call of this match in transaction %s", x.fail, method, hash.Hex())
}

// verifyCalldataProof verifies a proof as a contract got it (Solidity
// points) for the public inputs the auditor rebuilt.
func verifyCalldataProof(ctx context.Context, pv *prover.Prover, circuit string, public []*big.Int, proof []byte) error {
	points, err := prover.SolidityProofFromBytes(proof)
	if err != nil {
		return fmt.Errorf("the proof in the calldata is malformed: %w", err)
	}
	p, err := prover.NewProof(circuit, public, points)
	if err != nil {
		return err
	}
	if err := pv.Verify(ctx, p); err != nil {
		return fmt.Errorf("the proof does not verify: %w", err)
	}
	return nil
}
