// Package amount reads and writes amounts of ETH as players see them:
// decimal ETH with its unit ("0.1 ETH"), or wei and gwei with theirs.
package amount

import (
	"fmt"
	"math/big"
	"strings"
)

// weiPerETH is 10^18.
var weiPerETH = new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)

// FormatETH writes wei as ETH with its unit and no trailing zeros:
// "0.1 ETH", "1.000000000000000001 ETH", "0 ETH".
func FormatETH(wei *big.Int) string {
	if wei == nil {
		wei = new(big.Int)
	}
	neg := wei.Sign() < 0
	whole, frac := new(big.Int).QuoRem(new(big.Int).Abs(wei), weiPerETH, new(big.Int))
	s := whole.String()
	if frac.Sign() != 0 {
		s += "." + strings.TrimRight(fmt.Sprintf("%018s", frac.String()), "0")
	}
	if neg {
		s = "-" + s
	}
	return s + " ETH"
}

// ParseETH reads an amount: a decimal number of ETH ("0.1", "0.1eth",
// "0.1 ETH"), or whole gwei or wei with that unit ("5gwei", "1000wei").
func ParseETH(s string) (*big.Int, error) {
	in := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(s), " ", ""))
	decimals := 18
	switch {
	case strings.HasSuffix(in, "gwei"):
		in, decimals = strings.TrimSuffix(in, "gwei"), 9
	case strings.HasSuffix(in, "wei"):
		in, decimals = strings.TrimSuffix(in, "wei"), 0
	case strings.HasSuffix(in, "eth"):
		in = strings.TrimSuffix(in, "eth")
	}
	whole, frac, hasFrac := strings.Cut(in, ".")
	if whole == "" && !hasFrac || len(frac) > decimals || strings.ContainsAny(whole+frac, "+-") {
		return nil, fmt.Errorf("%q is not an amount (write 0.1 for 0.1 ETH, or 5gwei, or 1000wei)", s)
	}
	digits := whole + frac + strings.Repeat("0", decimals-len(frac))
	v, ok := new(big.Int).SetString(strings.TrimLeft(digits, "0")+"0", 10)
	if !ok {
		return nil, fmt.Errorf("%q is not an amount (write 0.1 for 0.1 ETH, or 5gwei, or 1000wei)", s)
	}
	return v.Div(v, big.NewInt(10)), nil
}
