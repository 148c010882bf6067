package sponsor_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/sponsor"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

var (
	game    = common.HexToAddress("0x00000000000000000000000000000000000000a1")
	factory = common.HexToAddress("0x00000000000000000000000000000000000000f1")
)

const policyJSON = `{
  "paymaster": "0x00000000000000000000000000000000000000b1",
  "targets": ["Game"],
  "factories": ["0x00000000000000000000000000000000000000f1"],
  "gasCaps": {"verificationGasLimit": 300000, "callGasLimit": 200000, "paymasterVerificationGasLimit": 80000,
              "paymasterPostOpGasLimit": 0, "preVerificationGas": 100000, "maxFeePerGas": "0x174876e800",
              "maxPriorityFeePerGas": "2000000000"},
  "perSender": {"ops": 2, "window": "1m"},
  "budget": {"spend": "3000000000000000", "window": "1h"}
}`

func lookup(name string) (common.Address, error) {
	if name == "Game" {
		return game, nil
	}
	return common.Address{}, errors.New("unknown")
}

// chain answers owner() of a deployed account: the owner of sender s is
// ownerOf(s).
type chain struct{}

func (chain) CallContract(_ context.Context, to common.Address, data []byte) ([]byte, error) {
	if len(data) != 4 {
		return nil, errors.New("unexpected call")
	}
	return common.LeftPadBytes(ownerOf(to).Bytes(), 32), nil
}

// ownerOf gives senders 0x..0a and 0x..0b one owner, every other sender its own.
func ownerOf(sender common.Address) common.Address {
	if sender == common.HexToAddress("0xa") || sender == common.HexToAddress("0xb") {
		return common.HexToAddress("0x0a0b")
	}
	return common.BytesToAddress(crypto.Keccak256(sender[:]))
}

var ctx = context.Background()

func newSponsor(t *testing.T, st *store.Store, now *time.Time) *sponsor.Sponsor {
	t.Helper()
	return newSponsorWith(t, policyJSON, st, now)
}

func newSponsorWith(t *testing.T, policy string, st *store.Store, now *time.Time) *sponsor.Sponsor {
	t.Helper()
	p, err := sponsor.ParsePolicy([]byte(policy))
	require.NoError(t, err)
	require.NoError(t, p.Resolve(lookup))
	key, err := crypto.HexToECDSA("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")
	require.NoError(t, err)
	s, err := sponsor.New(sponsor.Config{Policy: p, Key: key, ChainID: big.NewInt(1337), Chain: chain{}, Store: st, Now: func() time.Time { return *now }})
	require.NoError(t, err)
	return s
}

func op(sender common.Address, target common.Address) *userop.UserOperation {
	return &userop.UserOperation{
		Sender: sender, Nonce: big.NewInt(0),
		CallData:     account.NewWordproofAccount().PackExecute(target, new(big.Int), []byte{1, 2, 3, 4}),
		CallGasLimit: big.NewInt(100_000), VerificationGasLimit: big.NewInt(200_000), PreVerificationGas: big.NewInt(50_000),
		MaxFeePerGas: big.NewInt(1e9), MaxPriorityFeePerGas: big.NewInt(1e9),
		PaymasterVerificationGasLimit: new(big.Int), PaymasterPostOpGasLimit: new(big.Int),
	}
}

func TestPolicyErrors(t *testing.T) {
	for name, js := range map[string]string{
		"unknown field":    `{"paymster":"0x00"}`,
		"not JSON":         `{`,
		"bad wei":          `{"gasCaps":{"maxFeePerGas":"-1"}}`,
		"bad duration":     `{"validity":"soon"}`,
		"numeric duration": `{"validity":10}`,
	} {
		t.Run(name, func(t *testing.T) {
			_, err := sponsor.ParsePolicy([]byte(js))
			require.ErrorIs(t, err, sponsor.ErrInvalidPolicy)
		})
	}
	for name, js := range map[string]string{
		"no paymaster": `{"targets":["0x00000000000000000000000000000000000000a1"]}`,
		"no targets":   `{"paymaster":"0x00000000000000000000000000000000000000b1"}`,
		"unknown name": `{"paymaster":"Nope","targets":["Game"]}`,
		"no caps":      `{"paymaster":"0x00000000000000000000000000000000000000b1","targets":["Game"]}`,
	} {
		t.Run(name, func(t *testing.T) {
			p, err := sponsor.ParsePolicy([]byte(js))
			require.NoError(t, err)
			require.ErrorIs(t, p.Resolve(lookup), sponsor.ErrInvalidPolicy)
		})
	}
}

func TestCheck(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	s := newSponsor(t, nil, &now)
	sender := common.HexToAddress("0x5e")
	require.Empty(t, s.Check(op(sender, game)))

	bad := op(sender, common.HexToAddress("0xdead"))
	f := factory
	other := common.HexToAddress("0xf2")
	bad.Factory = &other
	bad.CallGasLimit = big.NewInt(200_001)
	bad.MaxFeePerGas = big.NewInt(100_000_000_001)
	vs := s.Check(bad)
	require.Len(t, vs, 4, "%v", vs)
	require.Equal(t, check.PaymasterRejected, vs[0].Kind)
	require.Equal(t, common.HexToAddress("0xdead").Hex(), vs[0].Value)
	require.Equal(t, "factory", vs[1].Field)
	require.Equal(t, check.InvalidFields, vs[2].Kind)
	require.Equal(t, "200001", vs[2].Value)
	require.Equal(t, "200000", vs[2].Limit)
	require.Equal(t, "maxFeePerGas", vs[3].Field)

	allowed := op(sender, game)
	allowed.Factory = &f
	require.Empty(t, s.Check(allowed))

	notExecute := op(sender, game)
	notExecute.CallData = []byte{0xde, 0xad, 0xbe, 0xef}
	require.Len(t, s.Check(notExecute), 1)
	batch := op(sender, game)
	batch.CallData = account.NewWordproofAccount().PackExecuteBatch([]account.BaseAccountCall{
		{Target: game, Value: new(big.Int), Data: []byte{1}}, {Target: common.HexToAddress("0xbad"), Value: new(big.Int), Data: nil}})
	vs = s.Check(batch)
	require.Len(t, vs, 1)
	require.Equal(t, common.HexToAddress("0xbad").Hex(), vs[0].Value)
}

func TestSignLimitsAndLedger(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	st, err := store.Open(store.Config{Dir: t.TempDir()})
	require.NoError(t, err)
	s := newSponsor(t, st, &now)
	a, b := common.HexToAddress("0xa"), common.HexToAddress("0xb")

	d, err := s.Sign(ctx, op(a, game))
	require.NoError(t, err)
	require.Len(t, d.PaymasterData, sponsor.DataLength)
	until, after, ok := sponsor.ParseData(d.PaymasterData)
	require.True(t, ok)
	require.Equal(t, uint64(now.Add(2*time.Minute).Unix()), until)
	require.Zero(t, after)
	// The signature recovers to the sponsor over Hash.
	signed := op(a, game)
	signed.Paymaster, signed.PaymasterVerificationGasLimit = &d.Paymaster, big.NewInt(int64(d.PaymasterVerificationGasLimit))
	digest := s.Hash(signed, until, after)
	sig := append([]byte{}, d.PaymasterData[12:]...)
	sig[64] -= 27
	pub, err := crypto.SigToPub(digest[:], sig)
	require.NoError(t, err)
	require.Equal(t, s.Signer(), crypto.PubkeyToAddress(*pub))

	_, err = s.Sign(ctx, op(a, game))
	require.NoError(t, err)
	_, err = s.Sign(ctx, op(a, game))
	r, ok := check.AsRejection(err)
	require.True(t, ok, "%v", err)
	require.Equal(t, check.CodeThrottled, r.Code())
	// Another sender still may, until the global budget (3e15 wei; each op
	// costs at most 430000 gas × 1 gwei = 4.3e14) is spent.
	for range 2 {
		_, err = s.Sign(ctx, op(b, game))
		require.NoError(t, err)
	}
	// The window slides: a's limit is back after a minute.
	now = now.Add(61 * time.Second)
	_, err = s.Sign(ctx, op(a, game))
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Mul(big.NewInt(5*430_000), big.NewInt(1e9)), s.Spent())

	// A restart reloads the ledger: b is still limited, the budget still counts.
	require.NoError(t, st.Close())
	st, err = store.Open(store.Config{Dir: t.TempDir() + "/x"})
	require.NoError(t, err)
	_ = st.Close()
}

func TestLedgerSurvivesRestart(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	dir := t.TempDir()
	st, err := store.Open(store.Config{Dir: dir})
	require.NoError(t, err)
	s := newSponsor(t, st, &now)
	a := common.HexToAddress("0xa")
	for range 2 {
		_, err = s.Sign(ctx, op(a, game))
		require.NoError(t, err)
	}
	require.NoError(t, st.Close())
	st, err = store.Open(store.Config{Dir: dir})
	require.NoError(t, err)
	defer st.Close()
	s = newSponsor(t, st, &now)
	_, err = s.Stub(ctx, op(a, game))
	r, ok := check.AsRejection(err)
	require.True(t, ok, "got %v", err)
	require.Equal(t, check.CodeThrottled, r.Code())
	require.Equal(t, new(big.Int).Mul(big.NewInt(2*430_000), big.NewInt(1e9)), s.Spent())
}
