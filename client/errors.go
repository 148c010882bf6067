package client

import "errors"

var (
	// ErrNotInDictionary is returned when a secret word or a guess is not in
	// the game's dictionary.
	ErrNotInDictionary = errors.New("word not in dictionary")
	// ErrReverted is returned when a transaction or user operation reverted;
	// the message names the contract error when it is known.
	ErrReverted = errors.New("reverted")
	// ErrBadPassphrase is returned when a secret store cannot be decrypted.
	ErrBadPassphrase = errors.New("secret store: wrong passphrase or corrupted file")
	// ErrNoSecrets is returned when the store holds no secrets for a game the
	// agent must reveal in.
	ErrNoSecrets = errors.New("no secrets stored for this game")
	// ErrGameOver is returned by moves on a game that has ended.
	ErrGameOver = errors.New("game over")
	// ErrNeedsGrant is wrapped by a *GrantNeededError: the session cannot
	// make the next move until the owner signs a new grant.
	ErrNeedsGrant = errors.New("session grant needed")
)
