package amount

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestETHAmounts(t *testing.T) {
	for _, tt := range []struct {
		in   string
		wei  string
		text string
	}{
		{"0.1", "100000000000000000", "0.1 ETH"},
		{"1 ETH", "1000000000000000000", "1 ETH"},
		{"5gwei", "5000000000", "0.000000005 ETH"},
		{"1000wei", "1000", "0.000000000000001 ETH"},
		{"0", "0", "0 ETH"},
		{".5", "500000000000000000", "0.5 ETH"},
	} {
		v, err := ParseETH(tt.in)
		require.NoError(t, err, tt.in)
		require.Equal(t, tt.wei, v.String(), tt.in)
		require.Equal(t, tt.text, FormatETH(v))
	}
	for _, bad := range []string{"", "abc", "-1", "1.5wei", "0.0000000000000000001", "1e18"} {
		_, err := ParseETH(bad)
		require.Error(t, err, bad)
	}
}
