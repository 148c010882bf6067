package devnet

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestQuantity(t *testing.T) {
	tests := []struct {
		in      string
		want    uint64
		wantErr bool
	}{
		{in: `60`, want: 60},
		{in: `"60"`, want: 60},
		{in: `"0x3c"`, want: 60},
		{in: `0`, want: 0},
		{in: `-1`, wantErr: true},
		{in: `1.5`, wantErr: true},
		{in: `"0x"`, wantErr: true},
		{in: `"0xzz"`, wantErr: true},
		{in: `"0x10000000000000000"`, wantErr: true},
		{in: `1099511627777`, wantErr: true}, // over 2^40 seconds
		{in: `null`, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var q quantity
			err := q.UnmarshalJSON([]byte(tt.in))
			if tt.wantErr {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, uint64(q))
		})
	}
}

func FuzzQuantity(f *testing.F) {
	for _, s := range []string{`0`, `1`, `-1`, `"0x"`, `"0xffffffffffffffff"`, `"0x10000000000000000"`, `1e3`, `""`, `"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var q quantity
		_ = q.UnmarshalJSON(data) // must not panic
	})
}
