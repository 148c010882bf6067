package client

import "github.com/wordproof/wordproof/amount"

// Amounts in ETH, as every command and page prints and reads them (package
// amount, which the auditor and the deployer use without the player client).
var (
	FormatETH = amount.FormatETH
	ParseETH  = amount.ParseETH
)
