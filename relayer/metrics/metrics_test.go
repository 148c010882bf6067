package metrics_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/metrics"
)

func TestTextExposition(t *testing.T) {
	r := metrics.New()
	c := r.NewCounter("relayer/mempool/accepted", "operations accepted")
	c.Add(2)
	c.Add(-5) // ignored
	require.Same(t, c, r.NewCounter("relayer/mempool/accepted", "again"))
	r.NewCounterVec("relayer/mempool/rejected", "rejections", "reason").Inc("throttled")
	r.NewGauge("relayer/sponsor/deposit_wei", "deposit").SetBig(new(big.Int).Lsh(big.NewInt(1), 70))
	r.NewGaugeFunc("relayer/mempool/pending", "pending", func() *big.Int { return big.NewInt(3) })
	var b strings.Builder
	r.WriteText(&b)
	require.Equal(t, `# HELP relayer_mempool_accepted operations accepted
# TYPE relayer_mempool_accepted counter
relayer_mempool_accepted 2
# HELP relayer_mempool_pending pending
# TYPE relayer_mempool_pending gauge
relayer_mempool_pending 3
# HELP relayer_mempool_rejected rejections
# TYPE relayer_mempool_rejected counter
relayer_mempool_rejected{reason="throttled"} 1
# HELP relayer_sponsor_deposit_wei deposit
# TYPE relayer_sponsor_deposit_wei gauge
relayer_sponsor_deposit_wei 1180591620717411303424
`, b.String())
}
