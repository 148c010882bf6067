// Package wire is Worth of Words on the wire: how the WorthOfWords contract
// encodes words, colours, phases and statuses, the one reader of its
// events, and the dictionaries with their manifest entries. ReadEvents
// decodes a game's logs, one FilterLogs per block range, each with its
// location (what the auditor needs); Read rebuilds a game's public history
// from them; History.Replay plays that history through the rules engine
// (game.Game) and checks the chain's outcome against it. DictionaryManifest
// is what a deployment manifest records of a word length's dictionaries
// (written by the deployer, checked by the auditor).
//
// # Where it lives
//
// The rules of a game live in game/ (Worth of Words in game itself, the
// others in game/<name>); the wire format of a game lives beside its rules in
// game/<name>/wire, so that the auditor, the web board, match and the player
// client can all import the encoding without importing the player client,
// and a new game gets its own room: game/<name>/wire next to game/<name>.
// Nobody else decodes the contract's logs; package client keeps thin
// forwarding names (client.PhaseCommit, client.History, ...) for its callers.
package wire
