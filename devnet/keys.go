package devnet

import (
	"crypto/ecdsa"
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/sha512"
	"encoding/binary"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// DefaultMnemonic is the BIP-39 mnemonic the developer accounts are derived
// from by default. It is the well-known test mnemonic of anvil and hardhat:
// anyone can derive its keys, so they are for development chains only.
const DefaultMnemonic = "test test test test test test test test test test test junk"

// DefaultDerivationPath is the BIP-44 path of the first developer account; the
// account index replaces the last component.
const DefaultDerivationPath = "m/44'/60'/0'/0/0"

// DeriveKeys derives n private keys from mnemonic along the BIP-44 Ethereum
// path m/44'/60'/0'/0/i (i = 0..n-1), the way wallets, anvil and hardhat do:
// the BIP-39 seed is PBKDF2-HMAC-SHA512 of the mnemonic with the salt
// "mnemonic" (no passphrase), and each key follows by BIP-32 derivation. The
// mnemonic's words are not checked against the BIP-39 word list, but it must
// be ASCII (no Unicode normalisation is done).
func DeriveKeys(mnemonic string, n int) ([]*ecdsa.PrivateKey, error) {
	mnemonic = strings.Join(strings.Fields(mnemonic), " ")
	if mnemonic == "" {
		return nil, fmt.Errorf("%w: empty mnemonic", ErrInvalidMnemonic)
	}
	for _, r := range mnemonic {
		if r > 0x7f {
			return nil, fmt.Errorf("%w: mnemonic must be ASCII", ErrInvalidMnemonic)
		}
	}
	if n < 0 {
		return nil, fmt.Errorf("%w: negative key count %d", ErrInvalidMnemonic, n)
	}
	seed, err := pbkdf2.Key(sha512.New, mnemonic, []byte("mnemonic"), 2048, 64)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidMnemonic, err)
	}
	base, err := accounts.ParseDerivationPath(DefaultDerivationPath)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidMnemonic, err)
	}
	// Derive the parent m/44'/60'/0'/0 once, then each child.
	parent, err := derivePath(seed, base[:len(base)-1])
	if err != nil {
		return nil, err
	}
	keys := make([]*ecdsa.PrivateKey, 0, n)
	for i := range n {
		child, err := parent.child(uint32(i))
		if err != nil {
			return nil, err
		}
		key, err := crypto.ToECDSA(child.key)
		if err != nil {
			return nil, fmt.Errorf("%w: account %d: %v", ErrInvalidMnemonic, i, err)
		}
		keys = append(keys, key)
	}
	return keys, nil
}

// extendedKey is a BIP-32 extended private key.
type extendedKey struct {
	key       []byte // 32-byte private scalar
	chainCode []byte // 32 bytes
}

const hardenedOffset = 1 << 31

func derivePath(seed []byte, path accounts.DerivationPath) (*extendedKey, error) {
	mac := hmac.New(sha512.New, []byte("Bitcoin seed"))
	mac.Write(seed)
	sum := mac.Sum(nil)
	k := &extendedKey{key: sum[:32], chainCode: sum[32:]}
	if !validScalar(new(big.Int).SetBytes(k.key)) {
		return nil, fmt.Errorf("%w: unusable master key", ErrInvalidMnemonic)
	}
	for _, index := range path {
		var err error
		if k, err = k.child(index); err != nil {
			return nil, err
		}
	}
	return k, nil
}

// child derives the child key at index (hardened when index >= 2^31).
func (k *extendedKey) child(index uint32) (*extendedKey, error) {
	var data []byte
	if index >= hardenedOffset {
		data = append([]byte{0}, k.key...)
	} else {
		priv, err := crypto.ToECDSA(k.key)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrInvalidMnemonic, err)
		}
		data = crypto.CompressPubkey(&priv.PublicKey)
	}
	data = binary.BigEndian.AppendUint32(data, index)
	mac := hmac.New(sha512.New, k.chainCode)
	mac.Write(data)
	sum := mac.Sum(nil)

	n := crypto.S256().Params().N
	il := new(big.Int).SetBytes(sum[:32])
	if il.Cmp(n) >= 0 {
		return nil, fmt.Errorf("%w: unusable child key at index %d", ErrInvalidMnemonic, index)
	}
	scalar := il.Add(il, new(big.Int).SetBytes(k.key))
	scalar.Mod(scalar, n)
	if !validScalar(scalar) {
		return nil, fmt.Errorf("%w: unusable child key at index %d", ErrInvalidMnemonic, index)
	}
	return &extendedKey{key: common.LeftPadBytes(scalar.Bytes(), 32), chainCode: sum[32:]}, nil
}

func validScalar(s *big.Int) bool {
	return s.Sign() > 0 && s.Cmp(crypto.S256().Params().N) < 0
}
