package devnet

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
)

// chainRecordFile names the file in a data directory that says which chain
// the directory holds.
const chainRecordFile = "chain.json"

// chainRecord identifies a chain. go-ethereum checks the genesis block on
// start, but the chain id and the fork schedule are not part of the genesis
// hash: it would adopt a changed chain id silently. The record catches that
// and names what differs.
type chainRecord struct {
	ChainID uint64      `json:"chainId"`
	Fork    string      `json:"fork"`
	Genesis common.Hash `json:"genesis"`
}

// checkDataDir creates the data directory and its chain record on first use,
// and afterwards checks that the record matches this devnet. It reports
// whether the directory already held a chain.
func (d *Devnet) checkDataDir() (bool, error) {
	dir := d.cfg.DataDir
	want := chainRecord{ChainID: d.cfg.ChainID, Fork: d.cfg.Fork, Genesis: d.Genesis().ToBlock().Hash()}
	path := filepath.Join(dir, chainRecordFile)
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return false, fmt.Errorf("devnet data directory: %w", err)
		}
		data, _ := json.MarshalIndent(want, "", "  ")
		if err := os.WriteFile(path, append(data, '\n'), 0o600); err != nil {
			return false, fmt.Errorf("devnet data directory: %w", err)
		}
		return false, nil
	case err != nil:
		return false, fmt.Errorf("devnet data directory: %w", err)
	}
	var have chainRecord
	if err := json.Unmarshal(data, &have); err != nil {
		return false, fmt.Errorf("%w: %s is not a devnet chain record: %v", ErrDataDirMismatch, path, err)
	}
	if have != want {
		return false, fmt.Errorf("%w: %s holds chain %d (%s rules, genesis %s), not chain %d (%s rules, genesis %s): use another data directory or remove it",
			ErrDataDirMismatch, dir, have.ChainID, have.Fork, have.Genesis.TerminalString(), want.ChainID, want.Fork, want.Genesis.TerminalString())
	}
	return true, nil
}
