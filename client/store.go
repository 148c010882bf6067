package client

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/client/storefile"
)

// GameSecrets is what a player keeps about one game.
type GameSecrets struct {
	Words []string `json:"words"` // secret words in play order
	Salts []string `json:"salts"` // their commitment salts (decimal field elements)
	// Guesses maps a round number to the guess committed in it and its salt,
	// so that the guess can be opened after a restart.
	Guesses map[uint16]PendingGuess `json:"guesses,omitempty"`
	// Player is the address that joins (the smart account, or the owner key
	// itself for plain transactions), so that later commands move as the
	// same player.
	Player string `json:"player,omitempty"`
}

// PendingGuess is a committed guess and the salt of its commitment.
type PendingGuess struct {
	Word string `json:"word"`
	Salt string `json:"salt"` // 0x-prefixed 32 bytes
}

// Store is a small encrypted key-value file for a player's secrets. Every
// change is written to a temporary file, synced and renamed over the old one,
// so a crash leaves either the old or the new content, never a mix.
type Store struct {
	path string
	key  *storefile.Key // the file format is package storefile's
	// persist, when set, replaces the file: it receives the contents in
	// plain JSON on every change (NewStoreFunc).
	persist func(plain []byte) error

	mu       sync.Mutex
	contents storeContents
}

// storeContents is what the store encrypts.
type storeContents struct {
	Games map[string]*GameSecrets `json:"games"` // by game key (chain/contract/game id)
	// SessionKeys holds session private keys (hex) by account, so a session
	// granted once keeps working after a restart.
	SessionKeys map[string]string `json:"sessionKeys,omitempty"`
}

// OpenStore opens (or creates) the store at path with passphrase. The file
// format is package storefile's, which the web client's backups share.
func OpenStore(path, passphrase string) (*Store, error) {
	s := &Store{path: path, contents: storeContents{Games: map[string]*GameSecrets{}, SessionKeys: map[string]string{}}}
	raw, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if s.key, err = storefile.NewKey(passphrase); err != nil {
			return nil, err
		}
		return s, nil
	}
	if err != nil {
		return nil, err
	}
	plain, key, err := storefile.Open(raw, passphrase)
	if errors.Is(err, storefile.ErrOpen) {
		return nil, fmt.Errorf("%w: %s: %v", ErrBadPassphrase, path, err)
	}
	if err != nil {
		return nil, err
	}
	s.key = key
	if err := json.Unmarshal(plain, &s.contents); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrBadPassphrase, path, err)
	}
	if s.contents.Games == nil {
		s.contents.Games = map[string]*GameSecrets{}
	}
	if s.contents.SessionKeys == nil {
		s.contents.SessionKeys = map[string]string{}
	}
	return s, nil
}

// NewStoreFunc returns a store with contents (the plain JSON a persist
// call received earlier; empty for a new store) that calls persist with its
// new contents on every change instead of writing a file, and returns from
// the change only once persist has: the web client in the browser
// (web/dapp/wasm) keeps them encrypted in IndexedDB that way.
func NewStoreFunc(contents []byte, persist func(plain []byte) error) (*Store, error) {
	if persist == nil {
		return nil, errors.New("store: persist is required")
	}
	s := &Store{persist: persist, contents: storeContents{Games: map[string]*GameSecrets{}, SessionKeys: map[string]string{}}}
	if len(contents) > 0 {
		if err := json.Unmarshal(contents, &s.contents); err != nil {
			return nil, fmt.Errorf("store: contents: %w", err)
		}
	}
	if s.contents.Games == nil {
		s.contents.Games = map[string]*GameSecrets{}
	}
	if s.contents.SessionKeys == nil {
		s.contents.SessionKeys = map[string]string{}
	}
	return s, nil
}

// Game returns a copy of the secrets of game, and whether there are any.
func (s *Store) Game(game string) (GameSecrets, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.contents.Games[game]
	if !ok {
		return GameSecrets{}, false
	}
	out := *g
	out.Words = append([]string(nil), g.Words...)
	out.Salts = append([]string(nil), g.Salts...)
	out.Guesses = make(map[uint16]PendingGuess, len(g.Guesses))
	for r, pg := range g.Guesses {
		out.Guesses[r] = pg
	}
	return out, true
}

// Reserve stores the secret words and salts of a join of game by player,
// unless the store already holds a join for game: then it keeps that one.
// It returns what the store holds for game afterwards and whether that was
// stored before. A join's words and salts are never replaced once stored: the
// join that carries their commitments may already be on its way to the chain,
// and a later reveal must prove against those.
func (s *Store) Reserve(game, player string, words, salts []string) (GameSecrets, bool, error) {
	s.mu.Lock()
	g, ok := s.contents.Games[game]
	existed := ok && len(g.Words) > 0
	if !existed {
		if !ok {
			g = &GameSecrets{Guesses: map[uint16]PendingGuess{}}
			s.contents.Games[game] = g
		}
		g.Words, g.Salts, g.Player = append([]string(nil), words...), append([]string(nil), salts...), player
		if err := s.flush(); err != nil {
			g.Words, g.Salts, g.Player = nil, nil, ""
			s.mu.Unlock()
			return GameSecrets{}, false, err
		}
	}
	s.mu.Unlock()
	out, _ := s.Game(game)
	return out, existed, nil
}

// ReserveSecret is Reserve for a game whose one secret is named label (a
// seed, a match key): it stores fresh unless the store already holds a
// secret for game, and returns the one it holds, never replaced once stored.
func (s *Store) ReserveSecret(game, player, label, fresh string) (string, error) {
	held, _, err := s.Reserve(game, player, []string{label}, []string{fresh})
	if err != nil {
		return "", err
	}
	return held.Salts[0], nil
}

// Update applies fn to the secrets of game (created empty when missing) and
// writes the store durably before returning. fn may add guesses but not
// change a join's words, salts or player once stored (ErrSecretsFixed).
func (s *Store) Update(game string, fn func(*GameSecrets)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.contents.Games[game]
	if !ok {
		g = &GameSecrets{}
		s.contents.Games[game] = g
	}
	if g.Guesses == nil {
		g.Guesses = map[uint16]PendingGuess{}
	}
	words, salts, player := g.Words, g.Salts, g.Player
	fn(g)
	if len(words) > 0 && (!slices.Equal(words, g.Words) || !slices.Equal(salts, g.Salts) || player != g.Player) {
		g.Words, g.Salts, g.Player = words, salts, player
		return fmt.Errorf("%w: game %s", ErrSecretsFixed, game)
	}
	return s.flush()
}

// Games returns the keys of every game the store holds a join for, sorted.
func (s *Store) Games() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for k, g := range s.contents.Games {
		if len(g.Words) > 0 {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// GameKey is the key of a game in the store: chain, contract and game id.
func GameKey(chainID *big.Int, contract common.Address, gameID *big.Int) string {
	return fmt.Sprintf("%s/%s/%s", chainID, contract.Hex(), gameID)
}

func (s *Store) flush() error {
	plain, err := json.Marshal(s.contents)
	if err != nil {
		return err
	}
	if s.persist != nil {
		return s.persist(plain)
	}
	out, err := s.key.Seal(plain)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(s.path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(s.path), ".secrets-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(out); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o600); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), s.path); err != nil {
		return err
	}
	// Sync the directory too, so that the rename itself survives a crash.
	dir, err := os.Open(filepath.Dir(s.path))
	if err != nil {
		return err
	}
	defer dir.Close()
	return dir.Sync()
}

// SessionKey returns the session key stored for account, if any.
func (s *Store) SessionKey(account string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.contents.SessionKeys[account]
	return k, ok
}

// SetSessionKey stores the session key of account durably.
func (s *Store) SetSessionKey(account, key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.contents.SessionKeys[account] = key
	return s.flush()
}
