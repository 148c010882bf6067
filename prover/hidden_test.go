package prover

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

// hiddenFixture holds real key, hidden answer and tally proofs under the
// shipped keys, read by contracts/test/verifiers/HiddenVerifier.t.sol.
const hiddenFixture = "../contracts/test/testdata/hidden_l5a26.json"

var five = hidden.Word{Length: 5, Alphabet: game.Letters}

// hiddenMatch is one player's side of a match with a house: fixed keys,
// context, seed and randomness, and the player's guesses of word Index.
type hiddenMatch struct {
	house, player *big.Int
	ctx, seed     fr.Element
	r             *big.Int
	index         uint64
	guesses       []string
}

func newHiddenMatch() hiddenMatch {
	r, _ := new(big.Int).SetString("b7e151628aed2a6abf7158809cf4f3c7", 16)
	house, _ := new(big.Int).SetString("1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcd", 16)
	player, _ := new(big.Int).SetString("fedcba0987654321fedcba0987654321fedcba0987654321fedcba09876543", 16)
	return hiddenMatch{house: house, player: player, ctx: felt(0xc0ffee), seed: felt(0x5eed), r: r, index: 1, guesses: []string{"crane", "biker", "liken"}}
}

func (m hiddenMatch) keyInput(t testing.TB) HouseKeyInput {
	t.Helper()
	pk, err := hidden.PublicKey(m.player)
	require.NoError(t, err)
	return HouseKeyInput{Secret: m.house, Player: pk, Context: m.ctx, SeedCommitment: SeedCommitment(m.seed), Root: answers(t).Root()}
}

// playerKey is k as the player computes it: from its secret and the house's
// public key.
func (m hiddenMatch) playerKey(t testing.TB) fr.Element {
	t.Helper()
	hpk, err := hidden.PublicKey(m.house)
	require.NoError(t, err)
	shared, err := hidden.Shared(m.player, hpk)
	require.NoError(t, err)
	return hidden.MatchKey(shared, m.ctx)
}

// TestHiddenRoundTrip plays a round's hidden side with the shipped keys: the
// house's key proof, then for each guess the player's ciphertext, the
// house's proven answer, the player decrypting its colours; then the tally
// opens the accumulator to the guesses and colours.
func TestHiddenRoundTrip(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	m := newHiddenMatch()
	keyIn := m.keyInput(t)
	keyProof, err := p.ProveHouseKey(ctx, keyIn)
	require.NoError(t, err)
	st, err := keyIn.Statement()
	require.NoError(t, err)
	require.NoError(t, p.VerifyHouseKey(ctx, keyProof, st))
	k := m.playerKey(t)
	binding := hidden.Binding(keyIn.SeedCommitment, keyIn.Root, hidden.KeyCommitment(k))
	require.Equal(t, binding, st.Binding, "the player checks the house's binding with its own k")
	other := *st
	other.Context = felt(1)
	require.ErrorIs(t, p.VerifyHouseKey(ctx, keyProof, &other), ErrBadProof)

	word, _, err := answers(t).DeriveWord(m.seed, m.r, m.index)
	require.NoError(t, err)
	acc, err := hidden.NewAcc(binding, k, m.index)
	require.NoError(t, err)
	tally := hidden.TallyFields{Index: m.index}
	for n, g := range append(m.guesses, word) {
		guess, err := game.Letters.Encode(g, 5)
		require.NoError(t, err)
		ct, err := hidden.EncryptGuess(five, k, m.index, n, guess)
		require.NoError(t, err)
		in := HiddenAnswerInput{Dictionary: answers(t), Seed: m.seed, Randomness: m.r, Index: m.index, Key: k, Acc: acc, Guess: ct}
		proof, err := p.ProveHiddenAnswer(ctx, in)
		require.NoError(t, err)
		want := hidden.AnswerFields{Index: m.index, Try: n, Count: answers(t).Len(), Randomness: m.r}
		a, err := p.VerifyHiddenAnswer(ctx, proof, acc.Value(), ct, want)
		require.NoError(t, err)
		require.Equal(t, g == word, a.Solved)
		colours, err := hidden.DecryptColours(five, k, m.index, n, a.Colours)
		require.NoError(t, err)
		expect, err := game.FeedbackWords(game.Letters, word, g, 5)
		require.NoError(t, err)
		require.Equal(t, expect, colours)
		acc, err = acc.Next(five, guess, colours)
		require.NoError(t, err)
		require.Equal(t, acc.Value(), a.AccNew)
		tally.Slots = append(tally.Slots, hidden.Slot{Guess: guess, Colors: colours})
		// another try's number or another accumulator: refused before verifying
		want.Try++
		_, err = p.VerifyHiddenAnswer(ctx, proof, a.AccOld, ct, want)
		require.ErrorIs(t, err, ErrBadProof)
	}
	params := circuits.Params{Length: 5, Alphabet: game.Letters}
	// a tally under another key opens another accumulator (the chain starts
	// keyed): it is not the player's
	wrong, err := p.ProveTally(ctx, params, binding, felt(99), tally)
	require.NoError(t, err)
	_, err = p.VerifyTally(ctx, wrong, acc.Value(), m.index, len(tally.Slots))
	require.ErrorIs(t, err, ErrBadProof)
	tp, err := p.ProveTally(ctx, params, binding, k, tally)
	require.NoError(t, err)
	got, err := p.VerifyTally(ctx, tp, acc.Value(), m.index, len(tally.Slots))
	require.NoError(t, err)
	require.Equal(t, tally, got.TallyFields)
	greens, try := hidden.Best(got.Slots)
	require.Equal(t, 5, greens)
	require.Equal(t, len(tally.Slots), try)
	_, err = p.VerifyTally(ctx, tp, acc.Value(), m.index, len(tally.Slots)-1)
	require.ErrorIs(t, err, ErrBadProof)
	// a tampered public input does not verify
	tp.Public[1].SetUint64(1)
	require.ErrorIs(t, p.Verify(ctx, tp), ErrBadProof)
}

// TestProveHiddenRejects: inputs the house cannot prove.
func TestProveHiddenRejects(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	m := newHiddenMatch()
	k := m.playerKey(t)
	acc, err := hidden.NewAcc(felt(7), k, m.index)
	require.NoError(t, err)
	pad, err := hidden.Pad(k, hidden.PadGuess, m.index, 0)
	require.NoError(t, err)
	var junk fr.Element
	junk.Add(&pad, new(fr.Element).SetUint64(31))
	_, err = p.ProveHiddenAnswer(ctx, HiddenAnswerInput{Dictionary: answers(t), Seed: m.seed, Randomness: m.r, Index: m.index, Key: k, Acc: acc, Guess: junk})
	require.ErrorIs(t, err, ErrBadInput, "a ciphertext that opens to no word")
	_, err = p.ProveHouseKey(ctx, HouseKeyInput{Secret: big.NewInt(0)})
	require.ErrorIs(t, err, ErrBadInput)
	_, err = p.ProveTally(ctx, circuits.Params{Length: 6, Alphabet: game.Letters}, felt(1), felt(2), hidden.TallyFields{})
	require.ErrorIs(t, err, ErrBadInput)
}

// TestRefusalRoundTrip: the house refuses a ciphertext that opens to no
// word, and one that opens to a word only by naming it.
func TestRefusalRoundTrip(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	m := newHiddenMatch()
	keyIn := m.keyInput(t)
	k := m.playerKey(t)
	binding := hidden.Binding(keyIn.SeedCommitment, keyIn.Root, hidden.KeyCommitment(k))
	params := circuits.Params{Length: 5, Alphabet: game.Letters}
	pad, err := hidden.Pad(k, hidden.PadGuess, m.index, 4)
	require.NoError(t, err)
	var junk fr.Element
	junk.Add(&pad, new(fr.Element).SetUint64(1<<25))
	proof, err := p.ProveRefusal(ctx, params, k, keyIn.SeedCommitment, keyIn.Root, junk, m.index, 4)
	require.NoError(t, err)
	r, err := p.VerifyRefusal(ctx, proof, binding, junk, m.index, 4)
	require.NoError(t, err)
	require.False(t, r.Valid)
	_, err = p.VerifyRefusal(ctx, proof, binding, junk, m.index, 3)
	require.ErrorIs(t, err, ErrBadProof)

	xyzzy := []uint8{23, 24, 25, 25, 24}
	ct, err := hidden.EncryptGuess(five, k, m.index, 4, xyzzy)
	require.NoError(t, err)
	proof, err = p.ProveRefusal(ctx, params, k, keyIn.SeedCommitment, keyIn.Root, ct, m.index, 4)
	require.NoError(t, err)
	r, err = p.VerifyRefusal(ctx, proof, binding, ct, m.index, 4)
	require.NoError(t, err)
	require.True(t, r.Valid)
	require.Equal(t, game.PackWord(xyzzy), r.Word)
}

type hiddenProofJSON struct {
	Circuit string   `json:"circuit"`
	Proof   string   `json:"proof"`
	Public  []string `json:"public"`
}

// hiddenFixtureJSON is the forge fixture: the three proofs and the fields a
// contract rebuilds their public inputs from.
type hiddenFixtureJSON struct {
	Key            hiddenProofJSON `json:"key"`
	HouseX         string          `json:"houseX"`
	HouseY         string          `json:"houseY"`
	PlayerX        string          `json:"playerX"`
	PlayerY        string          `json:"playerY"`
	Context        string          `json:"context"`
	SeedCommitment string          `json:"seedCommitment"`
	Root           string          `json:"root"`
	Binding        string          `json:"binding"`

	Answer     hiddenProofJSON `json:"answer"`
	AccOld     string          `json:"accOld"`
	AccNew     string          `json:"accNew"`
	Guess      string          `json:"guess"`
	Colours    string          `json:"colours"`
	Index      uint64          `json:"index"`
	Try        int             `json:"try"`
	Solved     bool            `json:"solved"`
	Count      int             `json:"count"`
	Randomness string          `json:"randomness"`

	Tally        hiddenProofJSON `json:"tally"`
	TallyGuesses []uint64        `json:"tallyGuesses"`
	TallyColours []uint64        `json:"tallyColours"`
	Greens       int             `json:"greens"`
	BestTry      int             `json:"bestTry"`

	Refusal     hiddenProofJSON `json:"refusal"`
	RefusalCT   string          `json:"refusalGuess"`
	RefusalTry  int             `json:"refusalTry"`
	RefusalWord uint64          `json:"refusalWord"`

	Seed  string   `json:"seed"`
	Word  string   `json:"word"`
	Words []string `json:"words"`

	// Key proofs for WorduelBo3's contexts (WorduelBo3ProofTest): the same
	// house, player key and seed, for players a and b of match Bo3Match of
	// a contract at Bo3Contract on chain Bo3Chain.
	Bo3Contract string          `json:"bo3Contract"`
	Bo3Chain    uint64          `json:"bo3Chain"`
	Bo3Match    uint64          `json:"bo3Match"`
	Bo3PlayerA  string          `json:"bo3PlayerA"`
	Bo3PlayerB  string          `json:"bo3PlayerB"`
	Bo3KeyA     hiddenProofJSON `json:"bo3KeyA"`
	Bo3KeyB     hiddenProofJSON `json:"bo3KeyB"`
	Bo3BindingA string          `json:"bo3BindingA"`
	Bo3BindingB string          `json:"bo3BindingB"`
}

// The WorduelBo3 deployment the fixture's Bo3 key proofs are for: forge's
// chain id, the address WorduelBo3ProofTest puts the contract at, the first
// match, and Bo3Fixture's players.
var (
	bo3FixtureContract = common.HexToAddress("0x00000000000000000000000000000000B0300000")
	bo3FixturePlayers  = [2]common.Address{common.HexToAddress("0xA11CE"), common.HexToAddress("0xB0B")}
)

const (
	bo3FixtureChain = 31337
	bo3FixtureMatch = 1
)

// bo3KeyInputs are m's key statements for the two players of the fixture's
// WorduelBo3 match: only the context differs from m's.
func (m hiddenMatch) bo3KeyInputs(t testing.TB) [2]HouseKeyInput {
	t.Helper()
	var out [2]HouseKeyInput
	for k, p := range bo3FixturePlayers {
		b := Binding{ChainID: big.NewInt(bo3FixtureChain), Contract: bo3FixtureContract, GameID: big.NewInt(bo3FixtureMatch), Player: p}
		c, err := b.Context()
		require.NoError(t, err)
		out[k] = m.keyInput(t)
		out[k].Context = c
	}
	return out
}

func toJSON(p *Proof) hiddenProofJSON {
	out := hiddenProofJSON{Circuit: p.Circuit, Proof: "0x" + hex.EncodeToString(p.Points.Bytes())}
	for _, v := range p.PublicBig() {
		out.Public = append(out.Public, v.String())
	}
	return out
}

func fromJSON(t *testing.T, j hiddenProofJSON) *Proof {
	t.Helper()
	points, err := hex.DecodeString(j.Proof[2:])
	require.NoError(t, err)
	sp, err := SolidityProofFromBytes(points)
	require.NoError(t, err)
	var public []*big.Int
	for _, s := range j.Public {
		v, ok := new(big.Int).SetString(s, 10)
		require.True(t, ok)
		public = append(public, v)
	}
	proof, err := NewProof(j.Circuit, public, sp)
	require.NoError(t, err)
	return proof
}

// makeHiddenFixture proves the key, the answers to m's three guesses and the
// tally; the fixture's answer is the last one (try 2).
func makeHiddenFixture(t *testing.T) hiddenFixtureJSON {
	ctx := context.Background()
	p := shipped()
	m := newHiddenMatch()
	keyIn := m.keyInput(t)
	keyProof, err := p.ProveHouseKey(ctx, keyIn)
	require.NoError(t, err)
	st, err := keyIn.Statement()
	require.NoError(t, err)
	hpk, err := hidden.PublicKey(m.house)
	require.NoError(t, err)
	k := m.playerKey(t)
	acc, err := hidden.NewAcc(st.Binding, k, m.index)
	require.NoError(t, err)
	f := hiddenFixtureJSON{
		Key: toJSON(keyProof), HouseX: hpk.X.String(), HouseY: st.HouseY.String(), PlayerX: keyIn.Player.X.String(),
		PlayerY: st.PlayerY.String(), Context: st.Context.String(), SeedCommitment: st.SeedCommitment.String(),
		Root: st.Root.String(), Binding: st.Binding.String(), Seed: m.seed.String(), Words: m.guesses,
	}
	f.Word, _, err = answers(t).DeriveWord(m.seed, m.r, m.index)
	require.NoError(t, err)
	var slots []hidden.Slot
	for n, g := range m.guesses {
		guess, err := game.Letters.Encode(g, 5)
		require.NoError(t, err)
		ct, err := hidden.EncryptGuess(five, k, m.index, n, guess)
		require.NoError(t, err)
		in := HiddenAnswerInput{Dictionary: answers(t), Seed: m.seed, Randomness: m.r, Index: m.index, Key: k, Acc: acc, Guess: ct}
		a, _, colours, err := in.Statement()
		require.NoError(t, err)
		if n == len(m.guesses)-1 {
			proof, err := p.ProveHiddenAnswer(ctx, in)
			require.NoError(t, err)
			f.Answer = toJSON(proof)
			f.AccOld, f.AccNew, f.Guess, f.Colours = a.AccOld.String(), a.AccNew.String(), a.Guess.String(), a.Colours.String()
			f.Index, f.Try, f.Solved, f.Count, f.Randomness = a.Index, a.Try, a.Solved, a.Count, a.Randomness.String()
		}
		acc, err = acc.Next(five, guess, colours)
		require.NoError(t, err)
		slots = append(slots, hidden.Slot{Guess: guess, Colors: colours})
		f.TallyGuesses = append(f.TallyGuesses, game.PackWord(guess))
		f.TallyColours = append(f.TallyColours, hidden.PackColours(colours))
	}
	tp, err := p.ProveTally(ctx, circuits.Params{Length: 5, Alphabet: game.Letters}, st.Binding, k, hidden.TallyFields{Slots: slots, Index: m.index})
	require.NoError(t, err)
	f.Tally = toJSON(tp)
	f.Greens, f.BestTry = hidden.Best(slots)
	// try 3 names a non-word: the house refuses it
	xyzzy := []uint8{23, 24, 25, 25, 24}
	ct, err := hidden.EncryptGuess(five, k, m.index, 3, xyzzy)
	require.NoError(t, err)
	rp, err := p.ProveRefusal(ctx, circuits.Params{Length: 5, Alphabet: game.Letters}, k, keyIn.SeedCommitment, keyIn.Root, ct, m.index, 3)
	require.NoError(t, err)
	f.Refusal, f.RefusalCT, f.RefusalTry, f.RefusalWord = toJSON(rp), ct.String(), 3, game.PackWord(xyzzy)
	f.Bo3Contract, f.Bo3Chain, f.Bo3Match = bo3FixtureContract.Hex(), bo3FixtureChain, bo3FixtureMatch
	f.Bo3PlayerA, f.Bo3PlayerB = bo3FixturePlayers[0].Hex(), bo3FixturePlayers[1].Hex()
	var bo3Keys [2]hiddenProofJSON
	var bo3Bindings [2]string
	for k, in := range m.bo3KeyInputs(t) {
		proof, err := p.ProveHouseKey(ctx, in)
		require.NoError(t, err)
		st, err := in.Statement()
		require.NoError(t, err)
		bo3Keys[k], bo3Bindings[k] = toJSON(proof), st.Binding.String()
	}
	f.Bo3KeyA, f.Bo3KeyB, f.Bo3BindingA, f.Bo3BindingB = bo3Keys[0], bo3Keys[1], bo3Bindings[0], bo3Bindings[1]
	return f
}

// TestHiddenFixture checks (and with -update-fixture remakes) the forge
// fixture: each proof verifies under the shipped keys and its public inputs
// are the ones its fields pack to.
func TestHiddenFixture(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	if *updateFixture {
		b, err := json.MarshalIndent(makeHiddenFixture(t), "", "  ")
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(hiddenFixture, append(b, '\n'), 0o644))
	}
	b, err := os.ReadFile(hiddenFixture)
	require.NoError(t, err)
	var f hiddenFixtureJSON
	require.NoError(t, json.Unmarshal(b, &f))
	for _, j := range []hiddenProofJSON{f.Key, f.Answer, f.Tally, f.Refusal, f.Bo3KeyA, f.Bo3KeyB} {
		require.NoError(t, p.Verify(ctx, fromJSON(t, j)), "%s no longer verifies: rerun with -update-fixture", j.Circuit)
	}
	st, err := newHiddenMatch().keyInput(t).Statement()
	require.NoError(t, err)
	key, err := DecodeHouseKey(fromJSON(t, f.Key))
	require.NoError(t, err)
	require.Equal(t, st, key, "the fixture is not newHiddenMatch's key statement")
	a, err := DecodeHiddenAnswer(fromJSON(t, f.Answer))
	require.NoError(t, err)
	require.Equal(t, f.AccNew, a.AccNew.String())
	require.Equal(t, f.Try, a.Try)
	tally, err := DecodeTally(fromJSON(t, f.Tally))
	require.NoError(t, err)
	require.Equal(t, a.AccNew, tally.Acc, "the tally opens the answer's accumulator")
	require.Len(t, tally.Slots, len(f.TallyGuesses))
	for s, slot := range tally.Slots {
		require.Equal(t, f.TallyGuesses[s], game.PackWord(slot.Guess))
		require.Equal(t, f.TallyColours[s], hidden.PackColours(slot.Colors))
	}
	r, err := DecodeRefusal(fromJSON(t, f.Refusal))
	require.NoError(t, err)
	require.Equal(t, key.Binding, r.Binding)
	require.True(t, r.Valid)
	require.Equal(t, f.RefusalWord, r.Word)
	for k, in := range newHiddenMatch().bo3KeyInputs(t) {
		want, err := in.Statement()
		require.NoError(t, err)
		got, err := DecodeHouseKey(fromJSON(t, []hiddenProofJSON{f.Bo3KeyA, f.Bo3KeyB}[k]))
		require.NoError(t, err)
		require.Equal(t, want, got, "the fixture's Bo3 key proof of seat %d is not for its WorduelBo3 context", k)
		require.Equal(t, want.Binding.String(), []string{f.Bo3BindingA, f.Bo3BindingB}[k])
	}
	require.NotEqual(t, f.Bo3BindingA, f.Bo3BindingB, "each seat's context gives its own binding")
}
