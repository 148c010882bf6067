package devnet

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"time"
)

// evmAPI serves the evm namespace: the block and clock controls that anvil
// and hardhat offer under the same names, so tests drive either chain alike.
// Calls go through the Devnet, which waits until Start has finished.
type evmAPI struct {
	d *Devnet
}

// Mine seals one block (evm_mine).
func (api *evmAPI) Mine() (string, error) {
	if _, err := api.d.Mine(); err != nil {
		return "", err
	}
	return "0x0", nil
}

// IncreaseTime seals an empty block the given number of seconds after the
// head (evm_increaseTime) and returns the seconds added.
func (api *evmAPI) IncreaseTime(seconds quantity) (uint64, error) {
	if _, err := api.d.AdjustTime(time.Duration(seconds) * time.Second); err != nil {
		return 0, err
	}
	return uint64(seconds), nil
}

// quantity is a JSON number or a decimal or 0x-hex string.
type quantity uint64

func (q *quantity) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	if s != string(b) && strings.HasPrefix(s, "0x") {
		v, ok := new(big.Int).SetString(s[2:], 16)
		if !ok || !v.IsUint64() {
			return fmt.Errorf("invalid quantity %s", b)
		}
		*q = quantity(v.Uint64())
		return nil
	}
	n := json.Number(s)
	v, err := n.Int64()
	if err != nil || v < 0 || v > 1<<40 {
		return fmt.Errorf("invalid quantity %s", b)
	}
	*q = quantity(v)
	return nil
}
