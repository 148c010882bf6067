//go:build !js

package store

import (
	"github.com/ethereum/go-ethereum/ethdb"
	"github.com/ethereum/go-ethereum/ethdb/leveldb"
)

// openDisk opens the on-disk database of a store in dir.
func openDisk(dir string) (ethdb.KeyValueStore, error) {
	return leveldb.New(dir, 32, 64, "relayer/store/", false)
}
