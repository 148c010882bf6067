package audit

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"regexp"
	"sort"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm/runtime"

	"github.com/wordproof/wordproof/bindings"
	housebind "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/bindings/verifiers"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// gameInfo is what the contract's views say about the game.
type gameInfo struct {
	bindings.GameInfoOutput
	registry common.Address
}

// call runs a view of the game contract.
func (a *auditor) call(ctx context.Context, data []byte) ([]byte, error) {
	return a.cfg.Backend.CallContract(ctx, ethereum.CallMsg{To: &a.cfg.Contract, Data: data}, nil)
}

func (a *auditor) readInfo(ctx context.Context) error {
	wow := bindings.NewWorthOfWords()
	out, err := a.call(ctx, wow.PackGameInfo(a.cfg.GameID))
	if err != nil {
		return fmt.Errorf("gameInfo: %w", err)
	}
	info, err := wow.UnpackGameInfo(out)
	if err != nil {
		return fmt.Errorf("gameInfo: %w", err)
	}
	a.info.GameInfoOutput = info
	out, err = a.call(ctx, wow.PackRegistry())
	if err != nil {
		return fmt.Errorf("registry: %w", err)
	}
	if a.info.registry, err = wow.UnpackRegistry(out); err != nil {
		return fmt.Errorf("registry: %w", err)
	}
	return nil
}

func (a *auditor) loadDictionaries() error {
	length := int(a.ev.lobby.Settings.WordLength)
	if a.cfg.Dicts != nil && a.cfg.Dicts.Length == length {
		a.dicts = a.cfg.Dicts
		return nil
	}
	d, err := wire.LoadDictionaries(length)
	if err != nil {
		return fmt.Errorf("dictionaries of length %d: %w", length, err)
	}
	a.dicts = d
	return nil
}

// houseKeyY returns y of the key house registered with at registry by
// block (its last HouseRegistered event up to it): the key it held then, as
// a house that exits and registers again later holds another. The event,
// not the registry's state at that block, which a node that is not an
// archive no longer has.
func houseKeyY(ctx context.Context, b Backend, registry, house common.Address, block uint64) (*big.Int, error) {
	a, err := housebind.HouseRegistryMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{registry}, ToBlock: new(big.Int).SetUint64(block),
		Topics: [][]common.Hash{{a.Events["HouseRegistered"].ID}, {common.BytesToHash(house.Bytes())}},
	})
	if err != nil {
		return nil, fmt.Errorf("reading the key of house %s: %w", house, err)
	}
	if len(logs) == 0 {
		return nil, fmt.Errorf("house %s has no registration up to block %d", house, block)
	}
	ev, err := housebind.NewHouseRegistry().UnpackHouseRegisteredEvent(&logs[len(logs)-1])
	if err != nil {
		return nil, fmt.Errorf("reading the key of house %s: %w", house, err)
	}
	return ev.PubKeyY, nil
}

// sameCode returns why code (read at addr) is not contract name's runtime
// code as these bindings build it (bin) with the constructor arguments
// ctor, the settings the contract's views report; nil when it is.
func sameCode(name, bin string, ctor []byte, addr common.Address, code []byte) error {
	want, err := deployedCode(append(common.FromHex(bin), ctor...))
	if err != nil {
		return fmt.Errorf("the %s code of these bindings does not deploy with the contract's settings: %v", name, err)
	}
	if !bytes.Equal(code, want) {
		return fmt.Errorf("the code at %s (%d bytes) is not the %s contract of these bindings (%d bytes)", addr.Hex(), len(code), name, len(want))
	}
	return nil
}

// deployedCode returns the runtime code that creation code leaves behind,
// computed by a local EVM: nothing of the node is trusted for it.
func deployedCode(initCode []byte) ([]byte, error) {
	code, _, _, err := runtime.Create(initCode, &runtime.Config{})
	if err != nil {
		return nil, fmt.Errorf("local EVM: %w", err)
	}
	return code, nil
}

// checkContract checks that the game contract runs the WorthOfWords code of
// the bindings, constructed with the registry it reports.
func (a *auditor) checkContract(ctx context.Context) {
	have, err := a.cfg.Backend.CodeAt(ctx, a.cfg.Contract, nil)
	if err != nil {
		a.report.fail(Finding{Check: CheckContract, Unverifiable: true, Detail: fmt.Sprintf("code of the game contract: %v", err)})
		return
	}
	init := append(common.FromHex(bindings.WorthOfWordsMetaData.Bin), bindings.NewWorthOfWords().PackConstructor(a.info.registry)...)
	want, err := deployedCode(init)
	if err != nil {
		a.report.fail(Finding{Check: CheckContract, Unverifiable: true, Detail: fmt.Sprintf("WorthOfWords creation code: %v", err)})
		return
	}
	if !bytes.Equal(have, want) {
		a.report.fail(Finding{Check: CheckContract, Detail: fmt.Sprintf(
			"the code at %s (%d bytes) is not the WorthOfWords contract of these bindings (%d bytes, registry %s)",
			a.cfg.Contract.Hex(), len(have), len(want), a.info.registry.Hex())})
	}
}

// vkConstant matches the verifying-key constants of a generated verifier.
var vkConstant = regexp.MustCompile(`uint256 constant ((?:ALPHA|BETA_NEG|GAMMA_NEG|DELTA_NEG|CONSTANT|PUB_[0-9]+)_[A-Z0-9_]+) = (0x[0-9a-fA-F]+|[0-9]+);`)

// pushImmediates returns every PUSH immediate of code, as minimal big-endian
// hex (no leading zero bytes).
func pushImmediates(code []byte) map[string]bool {
	out := map[string]bool{}
	for i := 0; i < len(code); i++ {
		op := code[i]
		if op < 0x60 || op > 0x7f {
			continue
		}
		n := int(op) - 0x5f
		end := min(i+1+n, len(code))
		out[new(big.Int).SetBytes(code[i+1:end]).Text(16)] = true
		i += n
	}
	return out
}

// checkVerifiers checks the two verifiers the game snapshotted: the local
// keys match the manifest's fingerprints, the manifest names the same
// contracts, and each contract's code is what the generated verifier deploys
// and embeds every constant of the local verifying key.
func (a *auditor) checkVerifiers(ctx context.Context) {
	length := int(a.ev.lobby.Settings.WordLength)
	local := map[string]string{}
	fps, err := prover.Fingerprints(a.cfg.Keys)
	if err != nil {
		a.report.fail(Finding{Check: CheckKeys, Detail: fmt.Sprintf("local key set: %v", err)})
	}
	for _, fp := range fps {
		local[fp.Circuit] = fp.SHA256
	}
	d := a.info.Dictionary
	for _, v := range []verifierAt{
		{prover.CommitSpec(wire.SecretsPerPlayer, length, game.Letters), d.CommitVerifier},
		{prover.RevealSpec(length, game.Letters), d.RevealVerifier},
	} {
		a.report.Checked.Verifiers++
		a.checkManifestKey(v, local[v.spec.ID()])
		if code := a.verifierCode(ctx, v); code != nil {
			a.checkEmbeddedKey(v, code)
		}
	}
}

// verifierAt is the verifier of one circuit a game snapshotted.
type verifierAt struct {
	spec prover.Spec
	addr common.Address
}

func (v verifierAt) name() string { return prover.VerifierName(v.spec.ID()) }

// failVerifier records a finding against the verifier.
func (a *auditor) failVerifier(v verifierAt, format string, args ...any) {
	a.report.fail(Finding{Check: CheckVerifier, Detail: fmt.Sprintf("%s at %s: ", v.name(), v.addr.Hex()) + fmt.Sprintf(format, args...)})
}

// checkManifestKey compares the manifest's fingerprint of the circuit's
// verifying key with the local one's (fingerprint), and the verifier the
// manifest deployed with the one the game uses.
func (a *auditor) checkManifestKey(v verifierAt, fingerprint string) {
	m := a.cfg.Manifest
	if m == nil {
		return
	}
	id := v.spec.ID()
	want, ok := m.VerifyingKeys[id]
	switch {
	case !ok:
		a.report.fail(Finding{Check: CheckKeys, Detail: fmt.Sprintf("the manifest has no verifying-key fingerprint for %s", id)})
	case fingerprint == "":
		a.report.fail(Finding{Check: CheckKeys, Detail: fmt.Sprintf("the local key set has no verifying key for %s", id)})
	case common.HexToHash(fingerprint) != want:
		a.report.fail(Finding{Check: CheckKeys, Detail: fmt.Sprintf(
			"verifying key %s: local fingerprint %s differs from the manifest's %s", id, fingerprint, want.Hex())})
	}
	if addr, ok := m.Contracts[v.name()]; ok && addr != v.addr {
		a.failVerifier(v, "the manifest deploys %s at %s, but the game uses this one", v.name(), addr.Hex())
	}
}

// verifierCode reads the verifier's code and checks it is what the
// generated verifier's creation code deploys (by a local EVM); nil when
// there is no code to check further.
func (a *auditor) verifierCode(ctx context.Context, v verifierAt) []byte {
	name := v.name()
	have, err := a.cfg.Backend.CodeAt(ctx, v.addr, nil)
	if err != nil {
		a.report.fail(Finding{Check: CheckVerifier, Unverifiable: true, Detail: fmt.Sprintf("code of %s at %s: %v", name, v.addr.Hex(), err)})
		return nil
	}
	if len(have) == 0 {
		a.failVerifier(v, "no code")
		return nil
	}
	if md, ok := verifiers.ByName[name]; !ok {
		a.report.fail(Finding{Check: CheckVerifier, Unverifiable: true, Detail: fmt.Sprintf("no generated binding for %s", name)})
	} else if want, err := deployedCode(common.FromHex(md.Bin)); err != nil {
		a.report.fail(Finding{Check: CheckVerifier, Unverifiable: true, Detail: fmt.Sprintf("%s creation code: %v", name, err)})
	} else if !bytes.Equal(have, want) {
		a.failVerifier(v, "the deployed code (%d bytes) differs from the generated verifier's (%d bytes)", len(have), len(want))
	}
	return have
}

// checkEmbeddedKey checks that code pushes every constant of the local
// verifying key, as the verifier regenerated from it (prover.Verifier) has
// them: a verifier built from any other key lacks some.
func (a *auditor) checkEmbeddedKey(v verifierAt, code []byte) {
	id, name := v.spec.ID(), v.name()
	vk, err := a.prover.VerifyingKey(v.spec)
	if err != nil {
		a.report.fail(Finding{Check: CheckKeys, Detail: fmt.Sprintf("local verifying key %s: %v", id, err)})
		return
	}
	src, err := prover.Verifier(id, vk)
	if err != nil {
		a.report.fail(Finding{Check: CheckVerifier, Unverifiable: true, Detail: fmt.Sprintf("regenerate %s: %v", name, err)})
		return
	}
	consts := vkConstant.FindAllStringSubmatch(string(src), -1)
	if len(consts) < 14+2*v.spec.NbPublic() {
		a.report.fail(Finding{Check: CheckVerifier, Unverifiable: true, Detail: fmt.Sprintf(
			"regenerated %s has %d verifying-key constants, want at least %d: the verifier template changed", name, len(consts), 14+2*v.spec.NbPublic())})
		return
	}
	pushes := pushImmediates(code)
	var missing []string
	for _, c := range consts {
		val, ok := new(big.Int).SetString(c[2], 0)
		if !ok || !pushes[val.Text(16)] {
			missing = append(missing, c[1])
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		a.failVerifier(v, "the deployed code does not embed the local verifying key %s: %d of %d constants missing (%s)",
			id, len(missing), len(consts), summarize(missing, 4))
	}
}

func summarize(items []string, n int) string {
	if len(items) <= n {
		return fmt.Sprint(items)
	}
	return fmt.Sprintf("%v and %d more", items[:n], len(items)-n)
}

// checkDictionaries checks that the game's dictionary roots, as created and
// as stored, are those of the local dictionaries and of the manifest.
func (a *auditor) checkDictionaries() {
	lc, d := a.ev.lobby, a.info.Dictionary
	where := locate(evLobbyCreated, lc.Raw)
	if d.SecretRoot == nil || lc.SecretRoot.Cmp(d.SecretRoot) != 0 || lc.GuessRoot != d.GuessRoot {
		a.report.fail(Finding{Check: CheckDictionary, Where: where, Detail: "the roots of LobbyCreated differ from those gameInfo reports"})
	}
	if err := a.dicts.CheckRoots(lc.SecretRoot, lc.GuessRoot, d.GuessDepth); err != nil {
		a.report.fail(Finding{Check: CheckDictionary, Where: where, Detail: err.Error()})
	}
	if m := a.cfg.Manifest; m != nil {
		game := wire.DictionaryManifest{Length: int(lc.Settings.WordLength), SecretRoot: common.BigToHash(lc.SecretRoot), GuessRoot: lc.GuessRoot}
		for _, err := range wire.CheckManifest(m.Dictionaries, game) {
			a.report.fail(Finding{Check: CheckDictionary, Where: where, Detail: err.Error()})
		}
	}
}
