package rpc_test

import "math/big"

var bigOne = big.NewInt(1)
