package main

import (
	"fmt"
	"math/big"
	"strings"
)

// weiPerETH is 10^18.
var weiPerETH = new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)

// parseETHAmount reads a positive decimal amount of ETH ("10", "0.25") into
// wei; more than 18 decimals, signs and exponents are refused.
func parseETHAmount(s string) (*big.Int, error) {
	whole, frac, dotted := strings.Cut(strings.TrimSpace(s), ".")
	if (whole == "" && frac == "") || (dotted && frac == "") || !digits(whole) || !digits(frac) {
		return nil, fmt.Errorf("%q is not an amount of ETH (want a decimal number such as 10 or 0.25)", s)
	}
	if len(frac) > 18 {
		return nil, fmt.Errorf("%q has more than 18 decimals (1 wei is 0.000000000000000001 ETH)", s)
	}
	wei, _ := new(big.Int).SetString("0"+whole+frac+strings.Repeat("0", 18-len(frac)), 10)
	if wei.Sign() == 0 {
		return nil, fmt.Errorf("%q: the amount must be more than 0 ETH", s)
	}
	return wei, nil
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// formatETHAmount writes wei as ETH with its unit, without trailing zeros
// ("10 ETH", "0.1 ETH").
func formatETHAmount(wei *big.Int) string {
	q, r := new(big.Int).QuoRem(new(big.Int).Abs(wei), weiPerETH, new(big.Int))
	out := q.String()
	if r.Sign() != 0 {
		out += "." + strings.TrimRight(fmt.Sprintf("%018s", r.String()), "0")
	}
	if wei.Sign() < 0 {
		out = "-" + out
	}
	return out + " ETH"
}
