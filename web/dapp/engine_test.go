package dapp_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web/dapp"
)

// siteKeys returns the key files a site serves and their manifest.
func siteKeys(t *testing.T) (map[string][]byte, dapp.Manifest) {
	t.Helper()
	files, err := dapp.SiteKeys(keys.FS())
	require.NoError(t, err)
	m, err := dapp.NewManifest(files, dapp.FormatRaw)
	require.NoError(t, err)
	return files, m
}

// siteEngine returns an engine holding every key file of the site.
func siteEngine(t *testing.T) *dapp.Engine {
	t.Helper()
	files, m := siteKeys(t)
	e, err := dapp.NewEngine(m)
	require.NoError(t, err)
	for _, f := range m.Files {
		require.NoError(t, e.AddKey(f.Name, files[f.Name]))
	}
	return e
}

// TestManifestFingerprints: the manifest's verifying-key digests are the
// fingerprints a deployment records (prover.Fingerprints), and it lists a
// proving and a verifying key and the compiled circuit of every shipped
// circuit.
func TestManifestFingerprints(t *testing.T) {
	_, m := siteKeys(t)
	fps, err := prover.Fingerprints(keys.FS())
	require.NoError(t, err)
	for _, fp := range fps {
		files := m.Circuit(fp.Circuit)
		require.Len(t, files, 3, fp.Circuit) // .pk, .vk, .ccs
		for _, f := range files {
			if f.Name == fp.Circuit+".vk" {
				require.Equal(t, fp.SHA256, f.SHA256, fp.Circuit)
			}
		}
	}
	require.Len(t, m.Files, 3*len(prover.ShippedSpecs()))
}

func TestParseManifestRejects(t *testing.T) {
	for _, c := range []struct{ name, json string }{
		{"not json", `{`},
		{"version", `{"version":2,"provingKeys":"raw","files":[]}`},
		{"format", `{"version":1,"provingKeys":"gz","files":[{"name":"reveal_l5a26.pk","circuit":"reveal_l5a26","size":1,"sha256":"` + zeros + `"},{"name":"reveal_l5a26.vk","circuit":"reveal_l5a26","size":1,"sha256":"` + zeros + `"}]}`},
		{"empty", `{"version":1,"provingKeys":"raw","files":[]}`},
		{"unknown circuit", `{"version":1,"provingKeys":"raw","files":[{"name":"x_l5a26.pk","circuit":"x_l5a26","size":1,"sha256":"` + zeros + `"}]}`},
		{"no vk", `{"version":1,"provingKeys":"raw","files":[{"name":"reveal_l5a26.pk","circuit":"reveal_l5a26","size":1,"sha256":"` + zeros + `"}]}`},
		{"bad digest", `{"version":1,"provingKeys":"raw","files":[{"name":"reveal_l5a26.pk","circuit":"reveal_l5a26","size":1,"sha256":"00"},{"name":"reveal_l5a26.vk","circuit":"reveal_l5a26","size":1,"sha256":"` + zeros + `"}]}`},
		{"wrong name", `{"version":1,"provingKeys":"raw","files":[{"name":"../reveal_l5a26.pk","circuit":"reveal_l5a26","size":1,"sha256":"` + zeros + `"}]}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := dapp.ParseManifest([]byte(c.json))
			require.ErrorIs(t, err, dapp.ErrBadManifest)
		})
	}
}

const zeros = "0000000000000000000000000000000000000000000000000000000000000000"

// TestAddKeyChecksFingerprint: a file that differs from the manifest by one
// byte, by its length or by its name is refused, and nothing is proven
// before a circuit's files are all added.
func TestAddKeyChecksFingerprint(t *testing.T) {
	files, m := siteKeys(t)
	e, err := dapp.NewEngine(m)
	require.NoError(t, err)
	pk := files["reveal_l5a26.pk"]

	flipped := append([]byte(nil), pk...)
	flipped[len(flipped)/2] ^= 1
	require.ErrorIs(t, e.AddKey("reveal_l5a26.pk", flipped), dapp.ErrFingerprint)
	require.ErrorIs(t, e.AddKey("reveal_l5a26.pk", pk[:len(pk)-1]), dapp.ErrFingerprint)
	require.ErrorIs(t, e.AddKey("reveal_l5a26.vk", pk), dapp.ErrFingerprint)
	require.ErrorIs(t, e.AddKey("other.pk", pk), dapp.ErrFingerprint)

	req := `{"secret":"crane","salt":"0x2a","guesses":["those"],"context":"0x1"}`
	_, err = e.Call(context.Background(), dapp.OpProveReveal, []byte(req))
	require.ErrorIs(t, err, dapp.ErrMissingKey)
	require.NoError(t, e.AddKey("reveal_l5a26.pk", pk))
	require.False(t, e.Loaded("reveal_l5a26"), "the vk is still missing")
	_, err = e.Call(context.Background(), dapp.OpProveReveal, []byte(req))
	require.ErrorIs(t, err, dapp.ErrMissingKey)
}

// TestEngineCalls drives the engine with the JSON the page sends: the
// proofs verify, the binding gives the same context as prover.Binding, and
// bad requests come back as errors, not panics.
func TestEngineCalls(t *testing.T) {
	ctx := context.Background()
	e := siteEngine(t)
	p, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)

	circuit, err := e.Circuit(dapp.OpProveReveal, []byte(`{"secret":"ghost","salt":"1","guesses":["crane"],"context":"1"}`))
	require.NoError(t, err)
	require.Equal(t, "reveal_l5a26", circuit)
	circuit, err = e.Circuit(dapp.OpProveCommit, []byte(`{"words":["crane","slate"]}`))
	require.NoError(t, err)
	require.Equal(t, "commit_k2_l5a26", circuit)
	for _, c := range []struct{ op, req string }{
		{dapp.OpProveReveal, `{"secret":"cranes!x","salt":"1","guesses":["crane"],"context":"1"}`}, // 8 letters: no circuit
		{dapp.OpProveCommit, `{"words":[]}`},
		{dapp.OpProveCommit, `{"words":["crane","slate","ghost"]}`}, // no shipped 3-word circuit
		{"nope", `{}`},
	} {
		_, err := e.Circuit(c.op, []byte(c.req))
		require.True(t, errors.Is(err, dapp.ErrBadRequest) || errors.Is(err, dapp.ErrMissingKey), "%s %s: %v", c.op, c.req, err)
	}

	binding := `{"chainId":"1337","contract":"0x00000000000000000000000000000000000000aa","gameId":"7","round":2,"player":"0x00000000000000000000000000000000000000bb"}`
	out, err := e.Call(ctx, dapp.OpProveReveal, []byte(`{"secret":"ghost","salt":"0x5","guesses":["crane","those"],"binding":`+binding+`}`))
	require.NoError(t, err)
	var rev dapp.ProofResult
	require.NoError(t, json.Unmarshal(out, &rev))
	require.NoError(t, p.Verify(ctx, rev.Proof))
	colours, err := dapp.Colours(dapp.ColoursRequest{Secret: "ghost", Guesses: []string{"crane", "those"}})
	require.NoError(t, err)
	require.Equal(t, colours.Colours, rev.Colours)
	require.Equal(t, []string{".....", "YGGG."}, rev.Colours, "against the rules by hand")
	want, err := prover.Binding{
		ChainID: big.NewInt(1337), Contract: common.HexToAddress("0xaa"), GameID: big.NewInt(7), Round: 2, Player: common.HexToAddress("0xbb"),
	}.Context()
	require.NoError(t, err)
	dec, err := prover.DecodeReveal(rev.Proof)
	require.NoError(t, err)
	require.Equal(t, circuits.RevealContext(want), dec.Context.BigInt(new(big.Int)))

	out, err = e.Call(ctx, dapp.OpProveCommit, []byte(`{"words":["crane","slate"],"context":"0x7"}`))
	require.NoError(t, err)
	var com dapp.ProofResult
	require.NoError(t, json.Unmarshal(out, &com))
	require.NoError(t, p.Verify(ctx, com.Proof))
	require.Len(t, com.Salts, 2, "salts drawn for the player to keep")
	again, err := e.Commitments(dapp.CommitRequest{Words: []string{"crane", "slate"}, Salts: com.Salts})
	require.NoError(t, err)
	require.Equal(t, com.Commitments, again.Commitments)

	for _, c := range []struct{ op, req string }{
		{"nope", `{}`},
		{dapp.OpProveReveal, `{"secret":"crane","salt":"x","guesses":["those"],"context":"1"}`},
		{dapp.OpProveReveal, `{"secret":"crane","salt":"1","guesses":["tho"],"context":"1"}`},
		{dapp.OpProveReveal, `{"secret":"crane","salt":"1","guesses":["those"]}`},
		{dapp.OpProveReveal, `{"secret":"crane","salt":"1","guesses":["those"],"extra":1,"context":"1"}`},
		{dapp.OpProveCommit, `{"words":["zzzzz","crane"],"context":"1"}`},
		{dapp.OpProveCommit, `{"words":["crane","slate"],"salts":["1"],"context":"1"}`},
		{dapp.OpColours, `{"secret":"crane","guesses":["CRANE!"]}`},
	} {
		_, err := e.Call(ctx, c.op, []byte(c.req))
		require.Error(t, err, "%s %s", c.op, c.req)
		require.True(t, errors.Is(err, dapp.ErrBadRequest) || errors.Is(err, prover.ErrBadInput), "%s %s: %v", c.op, c.req, err)
	}
}

// TestWarmRehearses: warming with a rehearsal proves each circuit once and
// needs its keys.
func TestWarmRehearses(t *testing.T) {
	e := siteEngine(t)
	res, err := e.Warm(context.Background(), dapp.WarmRequest{Circuits: []string{"reveal_l4a10", "commit_k2_l5a26"}, Rehearse: true})
	require.NoError(t, err)
	require.Positive(t, res.Millis)
	_, err = e.Warm(context.Background(), dapp.WarmRequest{Circuits: []string{"reveal_l7a26"}})
	require.ErrorIs(t, err, prover.ErrUnknownCircuit)
}

// TestBackupOpensInCLIStore: a backup sealed by the engine (what the page
// exports) opens as a CLI secret store, and a CLI store file opens as a
// backup (what the page imports).
func TestBackupOpensInCLIStore(t *testing.T) {
	ctx := context.Background()
	e := siteEngine(t)
	contents := `{"games":{"1337/0xaa/7":{"words":["crane","slate"],"salts":["0x2a","0x2b"],"player":"0x00000000000000000000000000000000000000bb"}},"sessionKeys":{"0xbb":"0x01"}}`
	req, err := json.Marshal(dapp.BackupRequest{Contents: json.RawMessage(contents), Passphrase: "correct horse"})
	require.NoError(t, err)
	out, err := e.Call(ctx, dapp.OpSealBackup, req)
	require.NoError(t, err)
	var sealed dapp.BackupResult
	require.NoError(t, json.Unmarshal(out, &sealed))

	path := filepath.Join(t.TempDir(), "backup.json")
	require.NoError(t, os.WriteFile(path, []byte(sealed.File), 0o600))
	st, err := client.OpenStore(path, "correct horse")
	require.NoError(t, err)
	g, ok := st.Game("1337/0xaa/7")
	require.True(t, ok)
	require.Equal(t, []string{"crane", "slate"}, g.Words)
	require.Equal(t, []string{"0x2a", "0x2b"}, g.Salts)
	key, ok := st.SessionKey("0xbb")
	require.True(t, ok)
	require.Equal(t, "0x01", key)
	_, err = client.OpenStore(path, "wrong horse")
	require.ErrorIs(t, err, client.ErrBadPassphrase)

	// The CLI rewrites the file; the page opens what the CLI wrote.
	_, _, err = st.Reserve("1337/0xaa/8", "0xbb", []string{"ghost", "brick"}, []string{"0x1", "0x2"})
	require.NoError(t, err)
	cli, err := os.ReadFile(path)
	require.NoError(t, err)
	req, err = json.Marshal(dapp.BackupRequest{File: string(cli), Passphrase: "correct horse"})
	require.NoError(t, err)
	out, err = e.Call(ctx, dapp.OpOpenBackup, req)
	require.NoError(t, err)
	require.Contains(t, string(out), `"ghost"`)
	require.Contains(t, string(out), `"crane"`)

	for _, c := range []dapp.BackupRequest{
		{Contents: json.RawMessage(contents), Passphrase: "short"},
		{Contents: json.RawMessage(`[1]`), Passphrase: "long enough"},
		{Contents: json.RawMessage(`{"games":{"g":{"words":["crane"],"salts":[]}}}`), Passphrase: "long enough"},
	} {
		_, err := dapp.SealBackup(c)
		require.ErrorIs(t, err, dapp.ErrBadRequest)
	}
	_, err = dapp.OpenBackup(dapp.BackupRequest{File: string(cli), Passphrase: "wrong horse"})
	require.ErrorIs(t, err, dapp.ErrBadRequest)
}

// TestExecuteCall: the owner's transfer out of the account decodes as the
// account's execute(to, value, "") and bad input is refused.
func TestExecuteCall(t *testing.T) {
	_, m := siteKeys(t)
	e, err := dapp.NewEngine(m)
	require.NoError(t, err)
	to := "0x00000000000000000000000000000000000000Bb"
	out, err := e.Call(context.Background(), dapp.OpExecute, []byte(`{"to":"`+to+`","value":"10000000000000000"}`))
	require.NoError(t, err)
	var res dapp.ExecuteResult
	require.NoError(t, json.Unmarshal(out, &res))
	acct := account.NewWordproofAccount()
	args, err := acct.TryPackExecute(common.HexToAddress(to), big.NewInt(1e16), nil)
	require.NoError(t, err)
	require.Equal(t, hexutil.Encode(args), res.Data)
	for _, bad := range []string{`{"to":"nope","value":"1"}`, `{"to":"` + to + `","value":"0"}`, `{"to":"` + to + `","value":"-1"}`} {
		_, err := e.Call(context.Background(), dapp.OpExecute, []byte(bad))
		require.ErrorIs(t, err, dapp.ErrBadRequest, bad)
	}
}
