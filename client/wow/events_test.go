package wow

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
)

func TestTransitionEventsKnown(t *testing.T) {
	require.Len(t, transitionEvents, 5, "GameStarted, PhaseChanged, RoundStarted, TargetsRearmed and GameEnded are in the ABI")
	require.NotEqual(t, common.Hash{}, targetsDrawnID, "TargetsDrawn is in the ABI")
}
