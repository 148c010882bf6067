package prover

import (
	"math/big"
	"reflect"

	"github.com/ethereum/go-ethereum/accounts/abi"
)

// reflectArray returns a Go array of *big.Int of the type's size, as the ABI
// packer wants for uint256[n].
func reflectArray(typ abi.Type, values []*big.Int) any {
	arr := reflect.New(reflect.ArrayOf(typ.Size, reflect.TypeOf((*big.Int)(nil)))).Elem()
	for i, v := range values {
		arr.Index(i).Set(reflect.ValueOf(v))
	}
	return arr.Interface()
}
