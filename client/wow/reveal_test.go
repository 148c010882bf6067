package wow

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestColourPackingRoundTrip(t *testing.T) {
	for v := uint16(0); v < 1<<10; v++ {
		c := UnpackColours(v, 5)
		require.Equal(t, v, PackColours(c))
	}
}
