package wow

import (
	"github.com/wordproof/wordproof/game/wow/wire"
)

// Dictionaries are a word length's secret and guess lists with their Merkle
// trees; they live in the wire package, which the auditor and the deployer
// use without the player client.
type Dictionaries = wire.Dictionaries

// Loading the embedded dictionaries, or trees over given ones.
var (
	LoadDictionaries = wire.LoadDictionaries
	NewDictionaries  = wire.NewDictionaries
)
