package sponsor_test

import (
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/sponsor"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// recovers reports whether d's signature over op recovers to the sponsor's
// signer, as the paymaster checks it.
func recovers(t *testing.T, s *sponsor.Sponsor, op *userop.UserOperation, d *sponsor.Data) bool {
	t.Helper()
	signed := op.Copy()
	signed.Paymaster = &d.Paymaster
	signed.PaymasterVerificationGasLimit = new(big.Int).SetUint64(d.PaymasterVerificationGasLimit)
	signed.PaymasterPostOpGasLimit = new(big.Int).SetUint64(d.PaymasterPostOpGasLimit)
	until, after, ok := sponsor.ParseData(d.PaymasterData)
	require.True(t, ok)
	digest := s.Hash(signed, until, after)
	sig := append([]byte{}, d.PaymasterData[12:]...)
	sig[64] -= 27
	pub, err := crypto.SigToPub(digest[:], sig)
	return err == nil && crypto.PubkeyToAddress(*pub) == s.Signer()
}

// TestSponsorGriefFloodOfFreshAccounts: 1,000 fresh accounts, each with its
// own new owner key and one operation that creates it, ask for sponsorship.
// Per-sender and per-owner limits cannot stop them; the global budget does:
// the valid signatures handed out add up to at most the budget.
func TestSponsorGriefFloodOfFreshAccounts(t *testing.T) {
	const policy = `{
  "paymaster": "0x00000000000000000000000000000000000000b1",
  "targets": ["Game"],
  "factories": ["0x00000000000000000000000000000000000000f1"],
  "gasCaps": {"verificationGasLimit": 750000, "callGasLimit": 800000, "paymasterVerificationGasLimit": 60000,
              "paymasterPostOpGasLimit": 0, "preVerificationGas": 120000, "maxFeePerGas": "1000000000000",
              "maxPriorityFeePerGas": "2000000000"},
  "budget": {"spend": "100000000000000000", "window": "24h"}
}`
	now := time.Unix(1_700_000_000, 0)
	st, err := store.Open(store.Config{Dir: t.TempDir()})
	require.NoError(t, err)
	defer st.Close()
	s := newSponsorWith(t, policy, st, &now)
	budget, _ := new(big.Int).SetString("100000000000000000", 10)

	f := factory
	signed, rejected := new(big.Int), 0
	var perOp *big.Int
	for i := range 1000 {
		key, err := crypto.GenerateKey()
		require.NoError(t, err)
		owner := crypto.PubkeyToAddress(key.PublicKey)
		o := op(common.BytesToAddress(crypto.Keccak256(owner[:], []byte{1})), game)
		o.Factory, o.FactoryData = &f, account.NewWordproofAccountFactory().PackCreateAccount(owner, big.NewInt(int64(i)))
		// Every gas field at its cap, the tip at its cap.
		o.VerificationGasLimit, o.CallGasLimit, o.PreVerificationGas = big.NewInt(750_000), big.NewInt(800_000), big.NewInt(120_000)
		o.PaymasterVerificationGasLimit = big.NewInt(60_000)
		o.MaxFeePerGas, o.MaxPriorityFeePerGas = big.NewInt(2e9), big.NewInt(2e9)
		d, err := s.Sign(ctx, o)
		if err != nil {
			r, ok := check.AsRejection(err)
			require.True(t, ok, "account %d: %v", i, err)
			require.Equal(t, check.CodePaymasterBalance, r.Code(), "account %d: %v", i, err)
			require.Equal(t, "sponsor_budget", r.Violations[0].Check)
			rejected++
			continue
		}
		require.True(t, recovers(t, s, o, d), "account %d: signature does not recover to the sponsor", i)
		perOp = o.MaxCost()
		signed.Add(signed, perOp)
		now = now.Add(time.Second)
	}
	require.NotNil(t, perOp)
	require.LessOrEqual(t, signed.Cmp(budget), 0, "signed %v wei, budget %v", signed, budget)
	// 0.1 ETH / (1,730,000 gas × 2 gwei) = 28 operations, the rest refused.
	accepted := new(big.Int).Div(budget, perOp).Int64()
	require.Equal(t, int64(28), accepted)
	require.Equal(t, 1000-int(accepted), rejected)
	require.Equal(t, signed, s.Spent())
}

// TestSponsorGriefRevertingSenderThrottled: after two sponsored operations
// of a sender revert in a row, neither the sender nor other accounts of its
// owner are sponsored during a cool-down that doubles on each further revert
// up to a maximum; one revert followed by a success (a lost race) is
// forgiven; a repeated report of the same operation does not count twice; a
// restart keeps the cool-down.
func TestSponsorGriefRevertingSenderThrottled(t *testing.T) {
	const policy = `{
  "paymaster": "0x00000000000000000000000000000000000000b1",
  "targets": ["Game"],
  "gasCaps": {"verificationGasLimit": 300000, "callGasLimit": 200000, "paymasterVerificationGasLimit": 80000,
              "preVerificationGas": 100000, "maxFeePerGas": "100000000000", "maxPriorityFeePerGas": "2000000000"},
  "throttle": {"cooldown": "1m", "maxCooldown": "3m"}
}`
	now := time.Unix(1_700_000_000, 0)
	dir := t.TempDir()
	st, err := store.Open(store.Config{Dir: dir})
	require.NoError(t, err)
	s := newSponsorWith(t, policy, st, &now)
	a, b, c := common.HexToAddress("0xa"), common.HexToAddress("0xb"), common.HexToAddress("0xc")
	require.Equal(t, ownerOf(a), ownerOf(b))

	throttled := func(sender common.Address) bool {
		t.Helper()
		_, err := s.Sign(ctx, op(sender, game))
		if err == nil {
			return false
		}
		r, ok := check.AsRejection(err)
		require.True(t, ok, "%v", err)
		require.Equal(t, check.CodeThrottled, r.Code(), "%v", err)
		require.Equal(t, "sponsor_throttle", r.Violations[0].Check, "%v", err)
		return true
	}
	h := func(i int64) common.Hash { return common.BigToHash(big.NewInt(i)) }
	require.False(t, throttled(a))
	require.NoError(t, s.Reverted(a, h(1)))
	require.False(t, throttled(a), "one revert (a lost race) is forgiven")
	require.NoError(t, s.Succeeded(a))
	require.NoError(t, s.Reverted(a, h(2)))
	require.False(t, throttled(a), "a success ended the run")

	require.NoError(t, s.Reverted(a, h(3)))
	require.True(t, throttled(a), "the sender, after two reverts in a row")
	require.True(t, throttled(b), "another account of the same owner")
	require.False(t, throttled(c), "an unrelated sender")
	// A reveal is still sponsored: refusing it would forfeit the stake of a
	// player whose only reverts were advance calls that lost a race.
	reveal := op(a, game)
	selector := bindings.NewWorthOfWords().GetABI().Methods["reveal"].ID
	reveal.CallData = account.NewWordproofAccount().PackExecute(game, new(big.Int), append(selector, make([]byte, 64)...))
	_, err = s.Sign(ctx, reveal)
	require.NoError(t, err, "a throttled sender's reveal")
	batched := op(a, game)
	batched.CallData = account.NewWordproofAccount().PackExecute(game, new(big.Int), []byte{9, 9, 9, 9})
	_, err = s.Sign(ctx, batched)
	require.Error(t, err, "any other move stays throttled")
	_, err = s.Stub(ctx, op(a, game))
	require.Error(t, err, "no stub either")

	now = now.Add(61 * time.Second)
	require.NoError(t, s.Reverted(a, h(3)), "the same operation reported again")
	require.False(t, throttled(a), "one minute later")

	require.NoError(t, s.Reverted(a, h(4)))
	now = now.Add(61 * time.Second)
	require.True(t, throttled(a), "a third revert in a row doubles the cool-down")

	// A restart on the same store keeps the cool-down.
	require.NoError(t, st.Close())
	st, err = store.Open(store.Config{Dir: dir})
	require.NoError(t, err)
	defer st.Close()
	s = newSponsorWith(t, policy, st, &now)
	require.True(t, throttled(a), "after a restart")
	now = now.Add(60 * time.Second)
	require.False(t, throttled(a), "two minutes after the third revert")

	// Further reverts stop growing at maxCooldown.
	for i := range 5 {
		require.NoError(t, s.Reverted(a, h(int64(10+i))))
	}
	now = now.Add(3*time.Minute + time.Second)
	require.False(t, throttled(a), "the cool-down is at most maxCooldown")
}

// TestSponsorGriefPriorityFeeCapped: the policy refuses a tip above its cap
// (the attack's tip equal to the fee cap), before signing.
func TestSponsorGriefPriorityFeeCapped(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	s := newSponsor(t, nil, &now)
	o := op(common.HexToAddress("0xc"), game)
	o.MaxFeePerGas, o.MaxPriorityFeePerGas = big.NewInt(100e9), big.NewInt(100e9)
	_, err := s.Sign(ctx, o)
	r, ok := check.AsRejection(err)
	require.True(t, ok, "%v", err)
	require.Equal(t, check.CodeInvalidParams, r.Code())
	require.Equal(t, "maxPriorityFeePerGas", r.Violations[0].Field)
	require.Equal(t, "2000000000", r.Violations[0].Limit)
}

// TestPolicyDefaults: a policy that leaves the limits out gets non-zero
// ones; none can be switched off.
func TestPolicyDefaults(t *testing.T) {
	p, err := sponsor.ParsePolicy([]byte(`{"paymaster":"0x00000000000000000000000000000000000000b1","targets":["Game"],
  "gasCaps": {"verificationGasLimit": 1, "callGasLimit": 1, "paymasterVerificationGasLimit": 1, "preVerificationGas": 1,
              "maxFeePerGas": 2, "maxPriorityFeePerGas": 1},
  "perSender": {"ops": 0, "spend": 0}}`))
	require.NoError(t, err)
	require.NoError(t, p.Resolve(lookup))
	require.Equal(t, sponsor.DefaultValidity, p.Validity.Duration)
	require.Equal(t, sponsor.DefaultPerSender.Ops, p.PerSender.Ops)
	require.Equal(t, sponsor.DefaultPerSender.Spend.String(), p.PerSender.Spend.String())
	require.Equal(t, sponsor.DefaultPerOwner.Spend.String(), p.PerOwner.Spend.String())
	require.Equal(t, sponsor.DefaultBudget.Spend.String(), p.Budget.Spend.String())
	require.Equal(t, sponsor.DefaultThrottle, p.Throttle)
	for _, v := range []*big.Int{&p.PerSender.Spend.Int, &p.PerOwner.Spend.Int, &p.Budget.Spend.Int} {
		require.Positive(t, v.Sign())
	}
	for name, js := range map[string]string{
		"no priority cap":     `"gasCaps": {"verificationGasLimit": 1, "callGasLimit": 1, "paymasterVerificationGasLimit": 1, "preVerificationGas": 1, "maxFeePerGas": 2}`,
		"tip cap above fee":   `"gasCaps": {"verificationGasLimit": 1, "callGasLimit": 1, "paymasterVerificationGasLimit": 1, "preVerificationGas": 1, "maxFeePerGas": 2, "maxPriorityFeePerGas": 3}`,
		"validity too long":   `"gasCaps": {"verificationGasLimit": 1, "callGasLimit": 1, "paymasterVerificationGasLimit": 1, "preVerificationGas": 1, "maxFeePerGas": 2, "maxPriorityFeePerGas": 1}, "validity": "2h"`,
		"cool-down above max": `"gasCaps": {"verificationGasLimit": 1, "callGasLimit": 1, "paymasterVerificationGasLimit": 1, "preVerificationGas": 1, "maxFeePerGas": 2, "maxPriorityFeePerGas": 1}, "throttle": {"cooldown": "2h"}`,
		"negative owner ops":  `"gasCaps": {"verificationGasLimit": 1, "callGasLimit": 1, "paymasterVerificationGasLimit": 1, "preVerificationGas": 1, "maxFeePerGas": 2, "maxPriorityFeePerGas": 1}, "perOwner": {"ops": -1}`,
	} {
		t.Run(name, func(t *testing.T) {
			p, err := sponsor.ParsePolicy([]byte(`{"paymaster":"0x00000000000000000000000000000000000000b1","targets":["Game"],` + js + `}`))
			require.NoError(t, err)
			require.ErrorIs(t, p.Resolve(lookup), sponsor.ErrInvalidPolicy)
		})
	}
}

// TestSponsorGriefDocsPolicyExample: the policy example in docs/relayer.md
// parses, caps the priority fee and sets every limit.
func TestSponsorGriefDocsPolicyExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "relayer.md"))
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(doc), "### Policy file\n\n```json\n")
	require.True(t, ok, "policy example in docs/relayer.md")
	example, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	p, err := sponsor.ParsePolicy([]byte(example))
	require.NoError(t, err)
	require.NoError(t, p.Resolve(func(string) (common.Address, error) { return game, nil }))
	require.Equal(t, "2000000000", p.GasCaps.MaxPriorityFeePerGas.String())
	require.Equal(t, 2*time.Minute, p.Validity.Duration)
	for _, v := range []*big.Int{&p.PerSender.Spend.Int, &p.PerOwner.Spend.Int, &p.Budget.Spend.Int} {
		require.Positive(t, v.Sign())
	}
}
