package storefile_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client/storefile"
)

func TestSealOpen(t *testing.T) {
	k, err := storefile.NewKey("pw")
	require.NoError(t, err)
	f, err := k.Seal([]byte(`{"games":{}}`))
	require.NoError(t, err)
	plain, k2, err := storefile.Open(f, "pw")
	require.NoError(t, err)
	require.Equal(t, `{"games":{}}`, string(plain))
	again, err := k2.Seal([]byte("next"))
	require.NoError(t, err)
	plain, _, err = storefile.Open(again, "pw")
	require.NoError(t, err)
	require.Equal(t, "next", string(plain))

	for name, b := range map[string][]byte{
		"not json":    []byte("{"),
		"version 2":   []byte(`{"version":2}`),
		"short nonce": []byte(`{"version":1,"salt":"AA==","nonce":"AA==","data":"AA=="}`),
	} {
		_, _, err := storefile.Open(b, "pw")
		require.ErrorIs(t, err, storefile.ErrOpen, name)
	}
	_, _, err = storefile.Open(f, "other")
	require.ErrorIs(t, err, storefile.ErrOpen)
}
