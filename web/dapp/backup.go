package dapp

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/wordproof/wordproof/client/storefile"
)

// MinPassphrase is the shortest backup passphrase accepted: the file leaves
// the browser, so the passphrase is all that guards it.
const MinPassphrase = 8

// BackupRequest asks to seal a store's contents into a backup file, or to
// open one.
type BackupRequest struct {
	// Contents is the store's JSON, the shape of the CLI store's:
	// {"games": {game key: {"words", "salts", "guesses", "player"}},
	// "sessionKeys": {account: hex key}}.
	Contents json.RawMessage `json:"contents,omitempty"`
	File     string          `json:"file,omitempty"` // a backup file's text (to open)
	// Passphrase encrypts the file: the CLI opens it with the same one
	// (wordproof play --store FILE --password ...).
	Passphrase string `json:"passphrase"`
}

// BackupResult is a sealed file or opened contents.
type BackupResult struct {
	File     string          `json:"file,omitempty"`
	Contents json.RawMessage `json:"contents,omitempty"`
}

// backupContents checks that contents have the store's shape before they
// are sealed: a backup the CLI cannot read would be found out too late.
type backupContents struct {
	Games map[string]struct {
		Words []string `json:"words"`
		Salts []string `json:"salts"`
	} `json:"games"`
	SessionKeys map[string]string `json:"sessionKeys"`
}

// SealBackup encrypts r.Contents with r.Passphrase in the CLI store's file
// format (package storefile).
func SealBackup(r BackupRequest) (*BackupResult, error) {
	if len(r.Passphrase) < MinPassphrase {
		return nil, fmt.Errorf("%w: a backup passphrase needs at least %d characters", ErrBadRequest, MinPassphrase)
	}
	var c backupContents
	if err := json.Unmarshal(r.Contents, &c); err != nil || c.Games == nil {
		return nil, fmt.Errorf("%w: backup contents are not a store's (%v)", ErrBadRequest, err)
	}
	for key, g := range c.Games {
		if len(g.Words) != len(g.Salts) {
			return nil, fmt.Errorf("%w: game %s has %d words and %d salts", ErrBadRequest, key, len(g.Words), len(g.Salts))
		}
	}
	k, err := storefile.NewKey(r.Passphrase)
	if err != nil {
		return nil, err
	}
	f, err := k.Seal(r.Contents)
	if err != nil {
		return nil, err
	}
	return &BackupResult{File: string(f)}, nil
}

// OpenBackup decrypts a backup file (or a CLI store file) with
// r.Passphrase.
func OpenBackup(r BackupRequest) (*BackupResult, error) {
	plain, _, err := storefile.Open([]byte(r.File), r.Passphrase)
	if errors.Is(err, storefile.ErrOpen) {
		return nil, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	if err != nil {
		return nil, err
	}
	return &BackupResult{Contents: plain}, nil
}
