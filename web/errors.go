package web

import "errors"

var (
	// ErrNotLoopback is returned by New when the listen address is not a
	// loopback address.
	ErrNotLoopback = errors.New("web: listen address is not loopback")
	// ErrNotConnected is returned by moves made before a wallet granted a
	// session (or a key was configured).
	ErrNotConnected = errors.New("no player connected: connect a wallet first")
	// ErrNotAwaitingGuess is returned when a guess is posted while the agent
	// is not waiting for one.
	ErrNotAwaitingGuess = errors.New("not waiting for a guess in this game now")
	// ErrUnknownGame is returned for a game this server does not play.
	ErrUnknownGame = errors.New("this player has not joined that game here")
)

// ErrAlreadyJoined is returned by a join for a game this server already
// plays: the words chosen then stay.
var ErrAlreadyJoined = errors.New("already joined")
