// Package storefile is the encrypted file format of a player's secret store
// (client.Store) and of the web client's backups, so that a backup made in
// the browser opens in the CLI and back:
//
//	{"version": 1, "salt": base64, "nonce": base64, "data": base64}
//
// data is AES-256-GCM over the store's JSON contents, with the key from
// scrypt(passphrase, salt; N=2^15, r=8, p=1) and "wordproof secret store v1"
// as additional data (the format, not the path, so a file can be moved).
package storefile

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"

	"golang.org/x/crypto/scrypt"
)

// scrypt parameters: interactive strength, so that opening a store takes
// tens of milliseconds.
const (
	scryptN   = 1 << 15
	scryptR   = 8
	scryptP   = 1
	saltBytes = 16

	// Version is the format's version.
	Version = 1
)

var aad = []byte("wordproof secret store v1")

// ErrOpen is returned by Open for a file that is not a store file of this
// version or that the passphrase does not decrypt.
var ErrOpen = errors.New("wrong passphrase or not a secret store file")

type file struct {
	Version int    `json:"version"`
	Salt    []byte `json:"salt"`
	Nonce   []byte `json:"nonce"`
	Data    []byte `json:"data"`
}

// Key is a passphrase's key with its salt: one per store file, reused for
// each rewrite.
type Key struct {
	aead cipher.AEAD
	salt []byte
}

// NewKey derives the key of passphrase with a fresh random salt.
func NewKey(passphrase string) (*Key, error) {
	salt := make([]byte, saltBytes)
	if _, err := rand.Read(salt); err != nil {
		return nil, err
	}
	return deriveKey(passphrase, salt)
}

func deriveKey(passphrase string, salt []byte) (*Key, error) {
	k, err := scrypt.Key([]byte(passphrase), salt, scryptN, scryptR, scryptP, 32)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(k)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Key{aead: aead, salt: salt}, nil
}

// Seal encrypts contents into a store file, under a fresh nonce.
func (k *Key) Seal(contents []byte) ([]byte, error) {
	nonce := make([]byte, k.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return json.Marshal(file{Version: Version, Salt: k.salt, Nonce: nonce, Data: k.aead.Seal(nil, nonce, contents, aad)})
}

// Open decrypts a store file with passphrase and returns its contents and
// the key, to seal the next version of the file with.
func Open(b []byte, passphrase string) ([]byte, *Key, error) {
	var f file
	if err := json.Unmarshal(b, &f); err != nil || f.Version != Version {
		return nil, nil, fmt.Errorf("%w: not a version %d store file", ErrOpen, Version)
	}
	k, err := deriveKey(passphrase, f.Salt)
	if err != nil {
		return nil, nil, err
	}
	if len(f.Nonce) != k.aead.NonceSize() {
		return nil, nil, fmt.Errorf("%w: nonce of %d bytes", ErrOpen, len(f.Nonce))
	}
	plain, err := k.aead.Open(nil, f.Nonce, f.Data, aad)
	if err != nil {
		return nil, nil, ErrOpen
	}
	return plain, k, nil
}
