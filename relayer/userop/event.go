package userop

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
)

// Event is the EntryPoint's UserOperationEvent: one per operation a
// handleOps ran, whoever bundled it.
type Event = bindings.EntryPointUserOperationEvent

// EventTopic is UserOperationEvent's topic; the operation's hash is the
// second topic, its sender the third and its paymaster the fourth.
var EventTopic = entryPointABI().GetABI().Events["UserOperationEvent"].ID

// ParseEvent decodes l as a UserOperationEvent.
func ParseEvent(l *types.Log) (*Event, error) {
	return entryPointABI().UnpackUserOperationEventEvent(l)
}

// PaymasterTopic is the topic that filters UserOperationEvent logs by paymaster.
func PaymasterTopic(paymaster common.Address) common.Hash {
	return common.BytesToHash(paymaster.Bytes())
}
