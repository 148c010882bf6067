package client

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestStoreRoundTripAndEncryption(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "secrets.json")
	s, err := OpenStore(path, "correct horse")
	require.NoError(t, err)
	require.NoError(t, s.Update("g1", func(g *GameSecrets) {
		g.Words = []string{"crane", "slate"}
		g.Salts = []string{"0x1", "0x2"}
		g.Guesses[3] = PendingGuess{Word: "ghost", Salt: "0xab"}
	}))

	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, secret := range []string{"crane", "slate", "ghost"} {
		require.False(t, strings.Contains(string(raw), secret), "%q must not be stored in clear", secret)
	}
	info, err := os.Stat(path)
	require.NoError(t, err)
	require.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "only the owner can read it")

	again, err := OpenStore(path, "correct horse")
	require.NoError(t, err)
	g, ok := again.Game("g1")
	require.True(t, ok)
	require.Equal(t, []string{"crane", "slate"}, g.Words)
	require.Equal(t, PendingGuess{Word: "ghost", Salt: "0xab"}, g.Guesses[3])
	_, ok = again.Game("g2")
	require.False(t, ok)

	moved := filepath.Join(t.TempDir(), "backup.json")
	require.NoError(t, os.Rename(path, moved))
	_, err = OpenStore(moved, "correct horse")
	require.NoError(t, err, "a store can be moved")
}

func TestStoreRejectsWrongPassphraseAndCorruption(t *testing.T) {
	path := filepath.Join(t.TempDir(), "secrets.json")
	s, err := OpenStore(path, "right")
	require.NoError(t, err)
	require.NoError(t, s.Update("g", func(g *GameSecrets) { g.Words = []string{"crane"} }))

	_, err = OpenStore(path, "wrong")
	require.ErrorIs(t, err, ErrBadPassphrase)

	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	raw[len(raw)/2] ^= 0x01
	require.NoError(t, os.WriteFile(path, raw, 0o600))
	_, err = OpenStore(path, "right")
	require.ErrorIs(t, err, ErrBadPassphrase)

	require.NoError(t, os.WriteFile(path, []byte("not json"), 0o600))
	_, err = OpenStore(path, "right")
	require.ErrorIs(t, err, ErrBadPassphrase)
}

// TestStoreJoinIsAppendOnly: once a join's words and salts are stored, a
// second join attempt (a rerun of 'play join') gets the stored ones back and
// nothing can replace them.
func TestStoreJoinIsAppendOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "secrets.json")
	s, err := OpenStore(path, "pw")
	require.NoError(t, err)
	got, existed, err := s.Reserve("g", "0xabc", []string{"crane", "slate"}, []string{"1", "2"})
	require.NoError(t, err)
	require.False(t, existed)
	require.Equal(t, []string{"1", "2"}, got.Salts)
	before, err := os.ReadFile(path)
	require.NoError(t, err)

	got, existed, err = s.Reserve("g", "0xabc", []string{"ghost", "plumb"}, []string{"3", "4"})
	require.NoError(t, err)
	require.True(t, existed)
	require.Equal(t, []string{"crane", "slate"}, got.Words, "the first join's words stay")
	require.Equal(t, []string{"1", "2"}, got.Salts, "and its salts")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, before, after, "a second reservation does not even rewrite the file")

	err = s.Update("g", func(g *GameSecrets) { g.Salts = []string{"5", "6"} })
	require.ErrorIs(t, err, ErrSecretsFixed)
	require.NoError(t, s.Update("g", func(g *GameSecrets) { g.Guesses[1] = PendingGuess{Word: "brick", Salt: "0x01"} }), "guesses may be added")
	again, err := OpenStore(path, "pw")
	require.NoError(t, err)
	g, _ := again.Game("g")
	require.Equal(t, []string{"1", "2"}, g.Salts)
	require.Equal(t, "brick", g.Guesses[1].Word)
	require.Equal(t, []string{"g"}, again.Games())
}

// TestStoreSecretIsKept: a game's one secret (a seed, a match key) is the
// first one reserved, after a reopen too.
func TestStoreSecretIsKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "secrets.json")
	s, err := OpenStore(path, "pw")
	require.NoError(t, err)
	got, err := s.ReserveSecret("m", "0xabc", "seed", "11")
	require.NoError(t, err)
	require.Equal(t, "11", got)
	got, err = s.ReserveSecret("m", "0xabc", "seed", "22")
	require.NoError(t, err)
	require.Equal(t, "11", got, "the stored secret stays")
	again, err := OpenStore(path, "pw")
	require.NoError(t, err)
	got, err = again.ReserveSecret("m", "0xabc", "seed", "33")
	require.NoError(t, err)
	require.Equal(t, "11", got, "and survives a reopen")
}

// TestStoreFunc: a store without a file hands every change to persist and
// returns only after it did; a failed persist fails the change and leaves
// nothing reserved; the contents persisted open again as the same store.
func TestStoreFunc(t *testing.T) {
	_, err := NewStoreFunc(nil, nil)
	require.Error(t, err)
	var saved []byte
	fail := false
	s, err := NewStoreFunc(nil, func(plain []byte) error {
		if fail {
			return errors.New("the page could not save")
		}
		saved = append([]byte(nil), plain...)
		return nil
	})
	require.NoError(t, err)

	fail = true
	_, _, err = s.Reserve("g1", "0xaa", []string{"crane", "slate"}, []string{"0x1", "0x2"})
	require.ErrorContains(t, err, "could not save")
	require.Empty(t, s.Games(), "a join whose secrets were not saved is not reserved")

	fail = false
	_, existed, err := s.Reserve("g1", "0xaa", []string{"crane", "slate"}, []string{"0x1", "0x2"})
	require.NoError(t, err)
	require.False(t, existed)
	require.Contains(t, string(saved), `"crane"`)
	require.NoError(t, s.SetSessionKey("0xaa", "0x01"))

	again, err := NewStoreFunc(saved, func([]byte) error { return nil })
	require.NoError(t, err)
	g, ok := again.Game("g1")
	require.True(t, ok)
	require.Equal(t, []string{"0x1", "0x2"}, g.Salts)
	k, ok := again.SessionKey("0xaa")
	require.True(t, ok)
	require.Equal(t, "0x01", k)
	_, err = NewStoreFunc([]byte("not json"), func([]byte) error { return nil })
	require.Error(t, err)
}
