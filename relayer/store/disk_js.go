//go:build js

package store

import (
	"errors"

	"github.com/ethereum/go-ethereum/ethdb"
)

// openDisk has no disk in a browser: LevelDB does not build for js/wasm,
// and the web client (web/dapp/wasm), which links this package through
// package deploy, never opens a relayer store.
func openDisk(string) (ethdb.KeyValueStore, error) {
	return nil, errors.New("relayer store: no on-disk database in a browser")
}
