// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package account

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// BaseAccountCall is an auto generated low-level Go binding around an user-defined struct.
type BaseAccountCall struct {
	Target common.Address
	Value  *big.Int
	Data   []byte
}

// IWordproofAccountGasAllowance is an auto generated low-level Go binding around an user-defined struct.
type IWordproofAccountGasAllowance struct {
	Paymaster               common.Address
	Budget                  *big.Int
	MaxPreVerificationGas   uint32
	MaxVerificationGasLimit uint32
	MaxCallGasLimit         uint32
	MaxPriorityFeePerGas    uint64
}

// IWordproofAccountPermission is an auto generated low-level Go binding around an user-defined struct.
type IWordproofAccountPermission struct {
	Target   common.Address
	Selector [4]byte
}

// IWordproofAccountSession is an auto generated low-level Go binding around an user-defined struct.
type IWordproofAccountSession struct {
	Id         uint32
	ValidAfter *big.Int
	ValidUntil *big.Int
	OpsLeft    uint32
	ValueLeft  *big.Int
}

// IWordproofAccountSessionGrant is an auto generated low-level Go binding around an user-defined struct.
type IWordproofAccountSessionGrant struct {
	SessionKey  common.Address
	Permissions []IWordproofAccountPermission
	ValidAfter  *big.Int
	ValidUntil  *big.Int
	MaxOps      uint32
	ValueCap    *big.Int
	Gas         IWordproofAccountGasAllowance
	Salt        *big.Int
}

// PackedUserOperation is an auto generated low-level Go binding around an user-defined struct.
type PackedUserOperation struct {
	Sender             common.Address
	Nonce              *big.Int
	InitCode           []byte
	CallData           []byte
	AccountGasLimits   [32]byte
	PreVerificationGas *big.Int
	GasFees            [32]byte
	PaymasterAndData   []byte
	Signature          []byte
}

// WordproofAccountMetaData contains all meta data concerning the WordproofAccount contract.
var WordproofAccountMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"anEntryPoint\",\"type\":\"address\",\"internalType\":\"contractIEntryPoint\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"receive\",\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"ENABLE_SESSION_SIGNATURE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes1\",\"internalType\":\"bytes1\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"GAS_ALLOWANCE_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PERMISSION_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SESSION_GRANT_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SESSION_SIGNATURE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes1\",\"internalType\":\"bytes1\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"entryPoint\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIEntryPoint\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"executeBatch\",\"inputs\":[{\"name\":\"calls\",\"type\":\"tuple[]\",\"internalType\":\"structBaseAccount.Call[]\",\"components\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"gasAllowanceOf\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIWordproofAccount.GasAllowance\",\"components\":[{\"name\":\"paymaster\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"budget\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"maxPreVerificationGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxVerificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxCallGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getNonce\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"grantSession\",\"inputs\":[{\"name\":\"grant\",\"type\":\"tuple\",\"internalType\":\"structIWordproofAccount.SessionGrant\",\"components\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"permissions\",\"type\":\"tuple[]\",\"internalType\":\"structIWordproofAccount.Permission[]\",\"components\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"selector\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}]},{\"name\":\"validAfter\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"validUntil\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"maxOps\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"valueCap\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"gas\",\"type\":\"tuple\",\"internalType\":\"structIWordproofAccount.GasAllowance\",\"components\":[{\"name\":\"paymaster\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"budget\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"maxPreVerificationGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxVerificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxCallGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"salt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"ownerSignature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"hashSessionGrant\",\"inputs\":[{\"name\":\"grant\",\"type\":\"tuple\",\"internalType\":\"structIWordproofAccount.SessionGrant\",\"components\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"permissions\",\"type\":\"tuple[]\",\"internalType\":\"structIWordproofAccount.Permission[]\",\"components\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"selector\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}]},{\"name\":\"validAfter\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"validUntil\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"maxOps\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"valueCap\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"gas\",\"type\":\"tuple\",\"internalType\":\"structIWordproofAccount.GasAllowance\",\"components\":[{\"name\":\"paymaster\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"budget\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"maxPreVerificationGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxVerificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxCallGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"salt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"initialize\",\"inputs\":[{\"name\":\"anOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isGrantUsed\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isPermitted\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"selector\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"revokeSession\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"sessionOf\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIWordproofAccount.Session\",\"components\":[{\"name\":\"id\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"validAfter\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"validUntil\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"opsLeft\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"valueLeft\",\"type\":\"uint96\",\"internalType\":\"uint96\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"validateUserOp\",\"inputs\":[{\"name\":\"userOp\",\"type\":\"tuple\",\"internalType\":\"structPackedUserOperation\",\"components\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"initCode\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"callData\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"accountGasLimits\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"preVerificationGas\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"gasFees\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"paymasterAndData\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"name\":\"userOpHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"missingAccountFunds\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"validationData\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Initialized\",\"inputs\":[{\"name\":\"version\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SessionGranted\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"id\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"digest\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"permissions\",\"type\":\"tuple[]\",\"indexed\":false,\"internalType\":\"structIWordproofAccount.Permission[]\",\"components\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"selector\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}]},{\"name\":\"validAfter\",\"type\":\"uint48\",\"indexed\":false,\"internalType\":\"uint48\"},{\"name\":\"validUntil\",\"type\":\"uint48\",\"indexed\":false,\"internalType\":\"uint48\"},{\"name\":\"maxOps\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"},{\"name\":\"valueCap\",\"type\":\"uint96\",\"indexed\":false,\"internalType\":\"uint96\"},{\"name\":\"gas\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structIWordproofAccount.GasAllowance\",\"components\":[{\"name\":\"paymaster\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"budget\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"maxPreVerificationGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxVerificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxCallGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SessionRevoked\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"id\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SessionUsed\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"id\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"value\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"opsLeft\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"},{\"name\":\"valueLeft\",\"type\":\"uint96\",\"indexed\":false,\"internalType\":\"uint96\"},{\"name\":\"gasCharged\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"gasBudgetLeft\",\"type\":\"uint96\",\"indexed\":false,\"internalType\":\"uint96\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"WordproofAccountInitialized\",\"inputs\":[{\"name\":\"entryPoint\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ExecuteError\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"error\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"InvalidInitialization\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotInitializing\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WordproofAccountGrantExpired\",\"inputs\":[{\"name\":\"validUntil\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"timestamp\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountGrantSessionKeyInvalid\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountGrantSignatureInvalid\",\"inputs\":[{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountGrantTargetForbidden\",\"inputs\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountGrantUsed\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountGrantWindowInvalid\",\"inputs\":[{\"name\":\"validAfter\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"validUntil\",\"type\":\"uint48\",\"internalType\":\"uint48\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountNotEntryPoint\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountNotOwner\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountNotOwnerOrEntryPoint\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountSessionBudgetExhausted\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountSessionCallNotAllowed\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"selector\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountSessionGasBudgetExceeded\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"prefund\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"budgetLeft\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountSessionGasCapExceeded\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"field\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountSessionPaymasterNotAllowed\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"paymaster\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountSessionSelectorNotAllowed\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"selector\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountSessionValueCapExceeded\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"valueLeft\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WordproofAccountUnknownSession\",\"inputs\":[{\"name\":\"sessionKey\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "WordproofAccount",
	Bin: "0x60a060405234801561000f575f5ffd5b5060405161407f38038061407f83398101604081905261002e916100fb565b6001600160a01b038116608052610043610049565b50610128565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff16156100995760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100f85780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b5f6020828403121561010b575f5ffd5b81516001600160a01b0381168114610121575f5ffd5b9392505050565b608051613f1c6101635f395f81816105fc01528181610d2301528181610dd601528181610ff601528181611365015261259d0152613f1c5ff3fe608060405260043610610159575f3560e01c80638da5cb5b116100bb578063b61d27f611610071578063cdbdb14c11610057578063cdbdb14c146106b0578063d087d288146106e3578063f2fde38b146106f7575f5ffd5b8063b61d27f614610672578063c4d66de814610691575f5ffd5b8063b0d691fe116100a1578063b0d691fe146105ee578063b1da899714610620578063b338b2011461063f575f5ffd5b80638da5cb5b14610487578063a140e13b146104d7575f5ffd5b806334fcd5be116101105780636cfbd9e4116100f65780636cfbd9e414610416578063748e0bf9146104355780637d4c2b0e14610454575f5ffd5b806334fcd5be146103c4578063566d256d146103e3575f5ffd5b806319822f7c1161014057806319822f7c146103125780631fa5d6a41461033f5780632154719214610360575f5ffd5b80623d35341461016457806315f9e17a146102d4575f5ffd5b3661016057005b5f5ffd5b34801561016f575f5ffd5b5061026061017e3660046130e7565b6040805160a0810182525f808252602082018190529181018290526060810182905260808101919091525073ffffffffffffffffffffffffffffffffffffffff165f90815260016020908152604091829020825160a081018452905463ffffffff8082168352640100000000820465ffffffffffff908116948401949094526a010000000000000000000082049093169382019390935270010000000000000000000000000000000083049091166060820152740100000000000000000000000000000000000000009091046bffffffffffffffffffffffff16608082015290565b6040516102cb91905f60a08201905063ffffffff835116825265ffffffffffff602084015116602083015265ffffffffffff604084015116604083015263ffffffff60608401511660608301526bffffffffffffffffffffffff608084015116608083015292915050565b60405180910390f35b3480156102df575f5ffd5b506103026102ee366004613102565b5f9081526004602052604090205460ff1690565b60405190151581526020016102cb565b34801561031d575f5ffd5b5061033161032c366004613119565b610716565b6040519081526020016102cb565b34801561034a575f5ffd5b5061035e6103593660046130e7565b61073b565b005b34801561036b575f5ffd5b506103937f010000000000000000000000000000000000000000000000000000000000000081565b6040517fff0000000000000000000000000000000000000000000000000000000000000090911681526020016102cb565b3480156103cf575f5ffd5b5061035e6103de366004613168565b6108ac565b3480156103ee575f5ffd5b506103937f020000000000000000000000000000000000000000000000000000000000000081565b348015610421575f5ffd5b506103316104303660046131f0565b6109ac565b348015610440575f5ffd5b5061030261044f366004613251565b6109c4565b34801561045f575f5ffd5b506103317f0b6c78e857e165d308d2d02fbac40c77144926fa9875c6df65e2546caa0ad5d481565b348015610492575f5ffd5b505f546104b29073ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016102cb565b3480156104e2575f5ffd5b506105e16104f13660046130e7565b6040805160c0810182525f80825260208201819052918101829052606081018290526080810182905260a08101919091525073ffffffffffffffffffffffffffffffffffffffff9081165f90815260026020908152604091829020825160c08101845281549485168152740100000000000000000000000000000000000000009094046bffffffffffffffffffffffff16918401919091526001015463ffffffff8082169284019290925264010000000081048216606084015268010000000000000000810490911660808301526c01000000000000000000000000900467ffffffffffffffff1660a082015290565b6040516102cb9190613295565b3480156105f9575f5ffd5b507f00000000000000000000000000000000000000000000000000000000000000006104b2565b34801561062b575f5ffd5b5061035e61063a366004613356565b610a2f565b34801561064a575f5ffd5b506103317fdc413b7c38aa6ecdedd173c5cee7741bed2bfe3106a6b3f39cc6a1bf9817f86c81565b34801561067d575f5ffd5b5061035e61068c3660046133bf565b610b26565b34801561069c575f5ffd5b5061035e6106ab3660046130e7565b610b7e565b3480156106bb575f5ffd5b506103317fc8145ae77f763128afbfd24b12e8a0df0a59eca9cc399d7ee7596e2990beb91e81565b3480156106ee575f5ffd5b50610331610dd3565b348015610702575f5ffd5b5061035e6107113660046130e7565b610e8e565b5f61071f610fde565b6107298484611051565b905061073482611308565b9392505050565b5f5473ffffffffffffffffffffffffffffffffffffffff1633148015906107625750333014155b156107a0576040517f7d63f4340000000000000000000000000000000000000000000000000000000081523360048201526024015b60405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff81165f9081526001602052604081205463ffffffff169081900361081d576040517fe490bb1a00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff83166004820152602401610797565b73ffffffffffffffffffffffffffffffffffffffff82165f818152600160208181526040808420849055600290915280832083815590910180547fffffffffffffffffffffffff00000000000000000000000000000000000000001690555163ffffffff841692917f4ad07730084610cb16c27a8f6f4c4aabd7113476d021da5bfcdcf0bc31b33f4e91a35050565b6108b461134d565b805f5b818110156109a657368484838181106108d2576108d2613417565b90506020028101906108e49190613444565b90505f6109426108f760208401846130e7565b60208401356109096040860186613480565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a6113e3565b90508061099c578360010361095e576109596113f9565b61099c565b826109685f61140a565b6040517f5a15467500000000000000000000000000000000000000000000000000000000815260040161079792919061352d565b50506001016108b7565b50505050565b5f6109be6109b9836138a7565b61143b565b92915050565b73ffffffffffffffffffffffffffffffffffffffff83165f9081526001602052604081205463ffffffff168015801590610a14575073ffffffffffffffffffffffffffffffffffffffff84163014155b8015610a265750610a268185856116ef565b95945050505050565b5f610a39846138a7565b90505f610a458261143b565b5f5490915073ffffffffffffffffffffffffffffffffffffffff163314801590610a6f5750333014155b15610b13575f610a808286866117af565b50505f5490915073ffffffffffffffffffffffffffffffffffffffff8083169116141580610ac2575073ffffffffffffffffffffffffffffffffffffffff8116155b15610b11576040517f1230067f00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff82166004820152602401610797565b505b610b1f828260016117f6565b5050505050565b610b2e61134d565b5f610b6f858585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a6113e3565b905080610b1f57610b1f6113f9565b5f610b87611d84565b805490915060ff68010000000000000000820416159067ffffffffffffffff165f81158015610bb35750825b90505f8267ffffffffffffffff166001148015610bcf5750303b155b905081158015610bdd575080155b15610c14576040517ff92ee8a900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b84547fffffffffffffffffffffffffffffffffffffffffffffffff00000000000000001660011785558315610c755784547fffffffffffffffffffffffffffffffffffffffffffffff00ffffffffffffffff16680100000000000000001785555b73ffffffffffffffffffffffffffffffffffffffff8616610cda576040517f5825892500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff87166004820152602401610797565b5f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff888116918217835560405191927f0000000000000000000000000000000000000000000000000000000000000000909116917fcddad294739c9d16263b0a264ebab51194b2741f4c7c3c8e0f571f4ad60fdeb29190a38315610dcb5784547fffffffffffffffffffffffffffffffffffffffffffffff00ffffffffffffffff168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b505050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006040517f35567e1a0000000000000000000000000000000000000000000000000000000081523060048201525f602482015273ffffffffffffffffffffffffffffffffffffffff91909116906335567e1a90604401602060405180830381865afa158015610e65573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e8991906138b2565b905090565b5f5473ffffffffffffffffffffffffffffffffffffffff163314801590610eb55750333014155b15610eee576040517f7d63f434000000000000000000000000000000000000000000000000000000008152336004820152602401610797565b73ffffffffffffffffffffffffffffffffffffffff8116610f53576040517f5825892500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff82166004820152602401610797565b5f805460405173ffffffffffffffffffffffffffffffffffffffff808516939216917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e091a35f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff92909216919091179055565b3373ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000161461104f576040517f3bbef232000000000000000000000000000000000000000000000000000000008152336004820152602401610797565b565b5f3681611062610100860186613480565b90925090507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffbf81016110f4575f61109a8584846117af565b50505f5490915073ffffffffffffffffffffffffffffffffffffffff80831691161480156110dd575073ffffffffffffffffffffffffffffffffffffffff811615155b6110e85760016110ea565b5f5b93505050506109be565b60568114801561115e57507f010000000000000000000000000000000000000000000000000000000000000082825f8161113057611130613417565b9050013560f81c60f81b7effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916145b156111d2576111c985856111766015600186886138c9565b61117f916138f0565b60601c6111906056601587896138c9565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250611dac92505050565b925050506109be565b60018111801561123c57507f020000000000000000000000000000000000000000000000000000000000000082825f8161120e5761120e613417565b9050013560f81c60f81b7effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916145b156112fa575f808061125184600181886138c9565b81019061125e91906139e0565b9250925092505f61126e8461143b565b90505f61127b8285612215565b50505f5490915073ffffffffffffffffffffffffffffffffffffffff80831691161415806112bd575073ffffffffffffffffffffffffffffffffffffffff8116155b156112d25760019750505050505050506109be565b6112dd85835f6117f6565b6112ec8a8a875f015186611dac565b9750505050505050506109be565b506001949350505050565b50565b8015611305576040515f90339083908381818185875af1925050503d805f8114610b1f576040519150601f19603f3d011682016040523d82523d5f602084013e610b1f565b3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016148015906113aa57505f5473ffffffffffffffffffffffffffffffffffffffff163314155b1561104f576040517f636122a5000000000000000000000000000000000000000000000000000000008152336004820152602401610797565b5f5f5f845160208601878987f195945050505050565b61104f6114055f61140a565b61225e565b60603d821561141e578281111561141e5750815b604051602082018101604052818152815f602083013e9392505050565b6020810151515f90818167ffffffffffffffff81111561145d5761145d613545565b604051908082528060200260200182016040528015611486578160200160208202803683370190505b5090505f5b8281101561158d577fdc413b7c38aa6ecdedd173c5cee7741bed2bfe3106a6b3f39cc6a1bf9817f86c856020015182815181106114ca576114ca613417565b60200260200101515f0151866020015183815181106114eb576114eb613417565b6020026020010151602001516040516020016115529392919092835273ffffffffffffffffffffffffffffffffffffffff9190911660208301527fffffffff0000000000000000000000000000000000000000000000000000000016604082015260600190565b6040516020818303038152906040528051906020012082828151811061157a5761157a613417565b602090810291909101015260010161148b565b506116e77f7b730fdd9005b99a29269593ece8a613c6e3afcf85aa40641a41064edd1ded347fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc67fc8145ae77f763128afbfd24b12e8a0df0a59eca9cc399d7ee7596e2990beb91e875f0151856040516020016116099190613a6e565b6040516020818303038152906040528051906020012089604001518a606001518b608001518c60a001516116408e60c00151612266565b8e60e001516040516020016116cc9998979695949392919098895273ffffffffffffffffffffffffffffffffffffffff979097166020890152604088019590955265ffffffffffff938416606088015291909216608086015263ffffffff9190911660a08501526bffffffffffffffffffffffff1660c084015260e08301526101008201526101200190565b60405160208183030381529060405280519060200120612339565b949350505050565b63ffffffff83165f90815260036020908152604080832073ffffffffffffffffffffffffffffffffffffffff86168452909152812060e083901c82805b835f8361173881613ad0565b90825260208201929092526040015f2054909250905060ff811660015b8181116117955784611768826020613b07565b84901c63ffffffff16036117855760019650505050505050610734565b61178e81613ad0565b9050611755565b505061010081165f0361172c57505f979650505050505050565b5f808060418490036117e3578435602086013560408701355f1a6117d5898285856123e3565b9550955095505050506117ed565b505f915060029050825b93509350939050565b5f8281526004602052604090205460ff1615611841576040517f401a7dfb00000000000000000000000000000000000000000000000000000000815260048101839052602401610797565b825173ffffffffffffffffffffffffffffffffffffffff166118aa5782516040517fde67f97f00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff9091166004820152602401610797565b606083015165ffffffffffff1615806118db5750826040015165ffffffffffff16836060015165ffffffffffff1611155b1561192e57604080840151606085015191517f28330dde00000000000000000000000000000000000000000000000000000000815265ffffffffffff918216600482015291166024820152604401610797565b808015611946575042836060015165ffffffffffff16105b156119935760608301516040517f5e3fcce000000000000000000000000000000000000000000000000000000000815265ffffffffffff9091166004820152426024820152604401610797565b5f82815260046020526040812080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001179055805481906014906119f89063ffffffff7401000000000000000000000000000000000000000090910416613b1e565b91906101000a81548163ffffffff021916908363ffffffff16021790559050611a258185602001516124d6565b6040518060a001604052808263ffffffff168152602001856040015165ffffffffffff168152602001856060015165ffffffffffff168152602001856080015163ffffffff1681526020018560a001516bffffffffffffffffffffffff1681525060015f865f015173ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f205f820151815f015f6101000a81548163ffffffff021916908363ffffffff1602179055506020820151815f0160046101000a81548165ffffffffffff021916908365ffffffffffff1602179055506040820151815f01600a6101000a81548165ffffffffffff021916908365ffffffffffff1602179055506060820151815f0160106101000a81548163ffffffff021916908363ffffffff1602179055506080820151815f0160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff1602179055509050508360c0015160025f865f015173ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f205f820151815f015f6101000a81548173ffffffffffffffffffffffffffffffffffffffff021916908373ffffffffffffffffffffffffffffffffffffffff1602179055506020820151815f0160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff1602179055506040820151816001015f6101000a81548163ffffffff021916908363ffffffff16021790555060608201518160010160046101000a81548163ffffffff021916908363ffffffff16021790555060808201518160010160086101000a81548163ffffffff021916908363ffffffff16021790555060a082015181600101600c6101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055509050508063ffffffff16845f015173ffffffffffffffffffffffffffffffffffffffff167f3eac2a6636bffe618f594b0d89093ddaaa75ce0e5974ab5ce8fbfa12e874b3ba858760200151886040015189606001518a608001518b60a001518c60c00151604051611d769796959493929190613b42565b60405180910390a350505050565b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a006109be565b73ffffffffffffffffffffffffffffffffffffffff82165f908152600160209081526040808320815160a081018352905463ffffffff808216808452640100000000830465ffffffffffff908116968501969096526a010000000000000000000083049095169383019390935270010000000000000000000000000000000081049092166060820152740100000000000000000000000000000000000000009091046bffffffffffffffffffffffff166080820152908203611eb2576040517fe490bb1a00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602401610797565b806060015163ffffffff165f03611f0d576040517f1ae1b35d00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602401610797565b80515f90611f29908690611f2460608b018b613480565b6127fa565b905081608001516bffffffffffffffffffffffff16811115611fb05760808201516040517f71f6bf5b00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff87166004820152602481018390526bffffffffffffffffffffffff9091166044820152606401610797565b60608201805163ffffffff7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff909101811682526080840180516bffffffffffffffffffffffff908590038116825273ffffffffffffffffffffffffffffffffffffffff808a165f9081526001602090815260408083208a518154938c0151928c0151995197519096167401000000000000000000000000000000000000000002968816700100000000000000000000000000000000027fffffffffffffffffffffffff00000000ffffffffffffffffffffffffffffffff65ffffffffffff9a8b166a010000000000000000000002167fffffffffffffffffffffffff00000000000000000000ffffffffffffffffffff9a909316640100000000027fffffffffffffffffffffffffffffffffffffffffffff000000000000000000009094169690981695909517919091179690961695909517939093179092161790558061211889886129d5565b91509150835f015163ffffffff168773ffffffffffffffffffffffffffffffffffffffff167f77ac92fa64830d8969d779b6451a550eacf0f8f01cc30f6838b24d07105a5b2b858760600151886080015187876040516121ae95949392919094855263ffffffff9390931660208501526bffffffffffffffffffffffff9182166040850152606084015216608082015260a00190565b60405180910390a35f6121c18988612215565b505090506122078873ffffffffffffffffffffffffffffffffffffffff168273ffffffffffffffffffffffffffffffffffffffff16141586604001518760200151612e1d565b9a9950505050505050505050565b5f5f5f835160410361224c576020840151604085015160608601515f1a61223e888285856123e3565b955095509550505050612257565b505081515f91506002905b9250925092565b805160208201fd5b5f7f0b6c78e857e165d308d2d02fbac40c77144926fa9875c6df65e2546caa0ad5d4825f015183602001518460400151856060015186608001518760a0015160405160200161231c979695949392919096875273ffffffffffffffffffffffffffffffffffffffff9590951660208701526bffffffffffffffffffffffff93909316604086015263ffffffff9182166060860152811660808501521660a083015267ffffffffffffffff1660c082015260e00190565b604051602081830303815290604052805190602001209050919050565b5f6116e76123a88585604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f6020820152908101839052606081018290524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905092915050565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561241c57505f915060039050826124cc565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561246d573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff81166124c357505f9250600191508290506124cc565b92505f91508190505b9450945094915050565b80515f8167ffffffffffffffff8111156124f2576124f2613545565b60405190808252806020026020018201604052801561251b578160200160208202803683370190505b5090505f5b82811015610b1f5781818151811061253a5761253a613417565b60200260200101516127f2575f84828151811061255957612559613417565b60200260200101515f015190503073ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff1614806125eb57507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff16145b8061260a575073ffffffffffffffffffffffffffffffffffffffff8116155b15612659576040517f194f8ea400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff82166004820152602401610797565b63ffffffff86165f90815260036020908152604080832073ffffffffffffffffffffffffffffffffffffffff851684529091528120908080855b888110156127dc578781815181106126ad576126ad613417565b60200260200101518061270857508573ffffffffffffffffffffffffffffffffffffffff168a82815181106126e4576126e4613417565b60200260200101515f015173ffffffffffffffffffffffffffffffffffffffff1614155b6127d457600188828151811061272057612720613417565b911515602092830291909101909101527ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff982016127845782821761010017855f8661276a81613ad0565b975081526020019081526020015f20819055505f92505f91505b61278f826001613c93565b61279a906020613b07565b8a82815181106127ac576127ac613417565b60200260200101516020015160e01c63ffffffff16901b83179250816127d190613ad0565b91505b600101612693565b505f928352602093909352604090912091179055505b600101612520565b5f5f5f5f6128088686612e50565b92509250925081612885576040517ffae762c000000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff891660048201527fffffffff0000000000000000000000000000000000000000000000000000000084166024820152604401610797565b5f5b81518110156129c9575f8282815181106128a3576128a3613417565b60200260200101515f015190505f5f6128d88585815181106128c7576128c7613417565b602002602001015160400151613023565b915091508015806128fe575073ffffffffffffffffffffffffffffffffffffffff831630145b80612911575061290f8b84846116ef565b155b15612990576040517fc101fe9900000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff808e166004830152841660248201527fffffffff0000000000000000000000000000000000000000000000000000000083166044820152606401610797565b8484815181106129a2576129a2613417565b602002602001015160200151886129b99190613c93565b9750505050806001019050612887565b50505050949350505050565b73ffffffffffffffffffffffffffffffffffffffff81165f90815260026020526040812081903682612a0a60e0880188613480565b90925090508015612b0a575f60148210612a3c57612a2b60145f84866138c9565b612a34916138f0565b60601c612a3e565b5f5b905073ffffffffffffffffffffffffffffffffffffffff81161580612a7d5750835473ffffffffffffffffffffffffffffffffffffffff828116911614155b15612ad4576040517f5e24c0c200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff808916600483015282166024820152604401610797565b505090545f93507401000000000000000000000000000000000000000090046bffffffffffffffffffffffff169150612e169050565b6040805160c081018252845473ffffffffffffffffffffffffffffffffffffffff811682527401000000000000000000000000000000000000000090046bffffffffffffffffffffffff166020820152600185015463ffffffff808216938301939093526401000000008104831660608301526801000000000000000081049092166080808301919091526c0100000000000000000000000090920467ffffffffffffffff1660a0820152905f908190612bc6908b013561304c565b915091505f5f612bd98c60c0013561304c565b915091505f8c60a001359050612c308c6040518060400160405280601281526020017f707265566572696669636174696f6e476173000000000000000000000000000081525083896040015163ffffffff16613074565b612c7b8c6040518060400160405280601481526020017f766572696669636174696f6e4761734c696d697400000000000000000000000081525087896060015163ffffffff16613074565b612cc68c6040518060400160405280600c81526020017f63616c6c4761734c696d6974000000000000000000000000000000000000000081525086896080015163ffffffff16613074565b612d158c6040518060400160405280601481526020017f6d61785072696f72697479466565506572476173000000000000000000000000815250858960a0015167ffffffffffffffff16613074565b8181612d218688613c93565b612d2b9190613c93565b612d359190613b07565b9a5085602001516bffffffffffffffffffffffff168b1115612dbc5760208601516040517face216e000000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8e166004820152602481018d90526bffffffffffffffffffffffff9091166044820152606401610797565b50505060209092015185546bffffffffffffffffffffffff91899003918216740100000000000000000000000000000000000000000273ffffffffffffffffffffffffffffffffffffffff90911617909555509293505050505b9250929050565b5f60d08265ffffffffffff16901b60a08465ffffffffffff16901b85612e43575f612e46565b60015b1717949350505050565b5f8060606004841015612e68575f9250829150612257565b612e7560045f86886138c9565b612e7e91613ca6565b92507f49e2d80a000000000000000000000000000000000000000000000000000000007fffffffff00000000000000000000000000000000000000000000000000000000841601612fab5760408051600180825281830190925290816020015b60408051606080820183525f808352602083015291810191909152815260200190600190039081612ede579050509050612f1b84600481886138c9565b810190612f289190613d0b565b835f81518110612f3a57612f3a613417565b60200260200101515f01845f81518110612f5657612f56613417565b6020026020010151602001855f81518110612f7357612f73613417565b60209081029190910101516040019290925291905273ffffffffffffffffffffffffffffffffffffffff909116905260019150612257565b7fcb032a42000000000000000000000000000000000000000000000000000000007fffffffff000000000000000000000000000000000000000000000000000000008416016130195761300184600481886138c9565b81019061300e9190613d4a565b600192509050612257565b5f91509250925092565b5f5f60048351101561303957505f928392509050565b61304283613e6f565b9360019350915050565b5f5f6130588360801c90565b6fffffffffffffffffffffffffffffffff841691509150915091565b808211156109a657838383836040517fa8fb118a0000000000000000000000000000000000000000000000000000000081526004016107979493929190613edb565b73ffffffffffffffffffffffffffffffffffffffff81168114611305575f5ffd5b80356130e2816130b6565b919050565b5f602082840312156130f7575f5ffd5b8135610734816130b6565b5f60208284031215613112575f5ffd5b5035919050565b5f5f5f6060848603121561312b575f5ffd5b833567ffffffffffffffff811115613141575f5ffd5b84016101208187031215613153575f5ffd5b95602085013595506040909401359392505050565b5f5f60208385031215613179575f5ffd5b823567ffffffffffffffff81111561318f575f5ffd5b8301601f8101851361319f575f5ffd5b803567ffffffffffffffff8111156131b5575f5ffd5b8560208260051b84010111156131c9575f5ffd5b6020919091019590945092505050565b5f6101a082840312156131ea575f5ffd5b50919050565b5f60208284031215613200575f5ffd5b813567ffffffffffffffff811115613216575f5ffd5b6116e7848285016131d9565b80357fffffffff00000000000000000000000000000000000000000000000000000000811681146130e2575f5ffd5b5f5f5f60608486031215613263575f5ffd5b833561326e816130b6565b9250602084013561327e816130b6565b915061328c60408501613222565b90509250925092565b60c081016109be828473ffffffffffffffffffffffffffffffffffffffff81511682526bffffffffffffffffffffffff602082015116602083015263ffffffff604082015116604083015263ffffffff606082015116606083015263ffffffff608082015116608083015267ffffffffffffffff60a08201511660a08301525050565b5f5f83601f840112613328575f5ffd5b50813567ffffffffffffffff81111561333f575f5ffd5b602083019150836020828501011115612e16575f5ffd5b5f5f5f60408486031215613368575f5ffd5b833567ffffffffffffffff81111561337e575f5ffd5b61338a868287016131d9565b935050602084013567ffffffffffffffff8111156133a6575f5ffd5b6133b286828701613318565b9497909650939450505050565b5f5f5f5f606085870312156133d2575f5ffd5b84356133dd816130b6565b935060208501359250604085013567ffffffffffffffff8111156133ff575f5ffd5b61340b87828801613318565b95989497509550505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f82357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa1833603018112613476575f5ffd5b9190910192915050565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18436030181126134b3575f5ffd5b83018035915067ffffffffffffffff8211156134cd575f5ffd5b602001915036819003821315612e16575f5ffd5b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b828152604060208201525f6116e760408301846134e1565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6040805190810167ffffffffffffffff8111828210171561359557613595613545565b60405290565b60405160c0810167ffffffffffffffff8111828210171561359557613595613545565b604051610100810167ffffffffffffffff8111828210171561359557613595613545565b6040516060810167ffffffffffffffff8111828210171561359557613595613545565b604051601f82017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016810167ffffffffffffffff8111828210171561364c5761364c613545565b604052919050565b5f67ffffffffffffffff82111561366d5761366d613545565b5060051b60200190565b5f82601f830112613686575f5ffd5b813561369961369482613654565b613605565b8082825260208201915060208360061b8601019250858311156136ba575f5ffd5b602085015b8381101561371157604081880312156136d6575f5ffd5b6136de613572565b81356136e9816130b6565b81526136f760208301613222565b6020820152808452506020830192506040810190506136bf565b5095945050505050565b803565ffffffffffff811681146130e2575f5ffd5b803563ffffffff811681146130e2575f5ffd5b80356bffffffffffffffffffffffff811681146130e2575f5ffd5b5f60c0828403121561376e575f5ffd5b61377661359b565b90508135613783816130b6565b815261379160208301613743565b60208201526137a260408301613730565b60408201526137b360608301613730565b60608201526137c460808301613730565b608082015260a082013567ffffffffffffffff811681146137e3575f5ffd5b60a082015292915050565b5f6101a082840312156137ff575f5ffd5b6138076135be565b9050613812826130d7565b8152602082013567ffffffffffffffff81111561382d575f5ffd5b61383984828501613677565b60208301525061384b6040830161371b565b604082015261385c6060830161371b565b606082015261386d60808301613730565b608082015261387e60a08301613743565b60a08201526138908360c0840161375e565b60c0820152610180919091013560e0820152919050565b5f6109be36836137ee565b5f602082840312156138c2575f5ffd5b5051919050565b5f5f858511156138d7575f5ffd5b838611156138e3575f5ffd5b5050820193919092039150565b80357fffffffffffffffffffffffffffffffffffffffff000000000000000000000000811690601484101561394f577fffffffffffffffffffffffffffffffffffffffff000000000000000000000000808560140360031b1b82161691505b5092915050565b5f82601f830112613965575f5ffd5b813567ffffffffffffffff81111561397f5761397f613545565b6139b060207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f84011601613605565b8181528460208386010111156139c4575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f606084860312156139f2575f5ffd5b833567ffffffffffffffff811115613a08575f5ffd5b613a14868287016137ee565b935050602084013567ffffffffffffffff811115613a30575f5ffd5b613a3c86828701613956565b925050604084013567ffffffffffffffff811115613a58575f5ffd5b613a6486828701613956565b9150509250925092565b81515f90829060208501835b82811015613a98578151845260209384019390910190600101613a7a565b509195945050505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203613b0057613b00613aa3565b5060010190565b80820281158282048414176109be576109be613aa3565b5f63ffffffff821663ffffffff8103613b3957613b39613aa3565b60010192915050565b5f610180820189835261018060208401528089518083526101a08501915060208b0192505f5b81811015613bca578351805173ffffffffffffffffffffffffffffffffffffffff1684526020908101517fffffffff00000000000000000000000000000000000000000000000000000000168185015290930192604090920191600101613b68565b505065ffffffffffff891660408501529150613be39050565b65ffffffffffff8616606083015263ffffffff851660808301526bffffffffffffffffffffffff841660a0830152825173ffffffffffffffffffffffffffffffffffffffff1660c083015260208301516bffffffffffffffffffffffff1660e0830152604083015163ffffffff9081166101008401526060840151811661012084015260808401511661014083015260a083015167ffffffffffffffff1661016083015298975050505050505050565b808201808211156109be576109be613aa3565b80357fffffffff00000000000000000000000000000000000000000000000000000000811690600484101561394f577fffffffff00000000000000000000000000000000000000000000000000000000808560040360031b1b82161691505092915050565b5f5f5f60608486031215613d1d575f5ffd5b8335613d28816130b6565b925060208401359150604084013567ffffffffffffffff811115613a58575f5ffd5b5f60208284031215613d5a575f5ffd5b813567ffffffffffffffff811115613d70575f5ffd5b8201601f81018413613d80575f5ffd5b8035613d8e61369482613654565b8082825260208201915060208360051b850101925086831115613daf575f5ffd5b602084015b83811015613e6457803567ffffffffffffffff811115613dd2575f5ffd5b85016060818a037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0011215613e05575f5ffd5b613e0d6135e2565b6020820135613e1b816130b6565b815260408201356020820152606082013567ffffffffffffffff811115613e40575f5ffd5b613e4f8b602083860101613956565b60408301525084525060209283019201613db4565b509695505050505050565b805160208201517fffffffff00000000000000000000000000000000000000000000000000000000811691906004821015613ed4577fffffffff00000000000000000000000000000000000000000000000000000000808360040360031b1b82161692505b5050919050565b73ffffffffffffffffffffffffffffffffffffffff85168152608060208201525f613f0960808301866134e1565b604083019490945250606001529291505056",
}

// WordproofAccount is an auto generated Go binding around an Ethereum contract.
type WordproofAccount struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *WordproofAccount) GetABI() abi.ABI {
	return c.abi
}

// NewWordproofAccount creates a new instance of WordproofAccount.
func NewWordproofAccount() *WordproofAccount {
	parsed, err := WordproofAccountMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &WordproofAccount{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *WordproofAccount) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address anEntryPoint) returns()
func (wordproofAccount *WordproofAccount) PackConstructor(anEntryPoint common.Address) []byte {
	enc, err := wordproofAccount.abi.Pack("", anEntryPoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackENABLESESSIONSIGNATURE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x566d256d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ENABLE_SESSION_SIGNATURE() view returns(bytes1)
func (wordproofAccount *WordproofAccount) PackENABLESESSIONSIGNATURE() []byte {
	enc, err := wordproofAccount.abi.Pack("ENABLE_SESSION_SIGNATURE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackENABLESESSIONSIGNATURE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x566d256d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ENABLE_SESSION_SIGNATURE() view returns(bytes1)
func (wordproofAccount *WordproofAccount) TryPackENABLESESSIONSIGNATURE() ([]byte, error) {
	return wordproofAccount.abi.Pack("ENABLE_SESSION_SIGNATURE")
}

// UnpackENABLESESSIONSIGNATURE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x566d256d.
//
// Solidity: function ENABLE_SESSION_SIGNATURE() view returns(bytes1)
func (wordproofAccount *WordproofAccount) UnpackENABLESESSIONSIGNATURE(data []byte) ([1]byte, error) {
	out, err := wordproofAccount.abi.Unpack("ENABLE_SESSION_SIGNATURE", data)
	if err != nil {
		return *new([1]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	return out0, nil
}

// PackGASALLOWANCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d4c2b0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GAS_ALLOWANCE_TYPEHASH() view returns(bytes32)
func (wordproofAccount *WordproofAccount) PackGASALLOWANCETYPEHASH() []byte {
	enc, err := wordproofAccount.abi.Pack("GAS_ALLOWANCE_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGASALLOWANCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d4c2b0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GAS_ALLOWANCE_TYPEHASH() view returns(bytes32)
func (wordproofAccount *WordproofAccount) TryPackGASALLOWANCETYPEHASH() ([]byte, error) {
	return wordproofAccount.abi.Pack("GAS_ALLOWANCE_TYPEHASH")
}

// UnpackGASALLOWANCETYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7d4c2b0e.
//
// Solidity: function GAS_ALLOWANCE_TYPEHASH() view returns(bytes32)
func (wordproofAccount *WordproofAccount) UnpackGASALLOWANCETYPEHASH(data []byte) ([32]byte, error) {
	out, err := wordproofAccount.abi.Unpack("GAS_ALLOWANCE_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPERMISSIONTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb338b201.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PERMISSION_TYPEHASH() view returns(bytes32)
func (wordproofAccount *WordproofAccount) PackPERMISSIONTYPEHASH() []byte {
	enc, err := wordproofAccount.abi.Pack("PERMISSION_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPERMISSIONTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb338b201.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PERMISSION_TYPEHASH() view returns(bytes32)
func (wordproofAccount *WordproofAccount) TryPackPERMISSIONTYPEHASH() ([]byte, error) {
	return wordproofAccount.abi.Pack("PERMISSION_TYPEHASH")
}

// UnpackPERMISSIONTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb338b201.
//
// Solidity: function PERMISSION_TYPEHASH() view returns(bytes32)
func (wordproofAccount *WordproofAccount) UnpackPERMISSIONTYPEHASH(data []byte) ([32]byte, error) {
	out, err := wordproofAccount.abi.Unpack("PERMISSION_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSESSIONGRANTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcdbdb14c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SESSION_GRANT_TYPEHASH() view returns(bytes32)
func (wordproofAccount *WordproofAccount) PackSESSIONGRANTTYPEHASH() []byte {
	enc, err := wordproofAccount.abi.Pack("SESSION_GRANT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSESSIONGRANTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcdbdb14c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SESSION_GRANT_TYPEHASH() view returns(bytes32)
func (wordproofAccount *WordproofAccount) TryPackSESSIONGRANTTYPEHASH() ([]byte, error) {
	return wordproofAccount.abi.Pack("SESSION_GRANT_TYPEHASH")
}

// UnpackSESSIONGRANTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcdbdb14c.
//
// Solidity: function SESSION_GRANT_TYPEHASH() view returns(bytes32)
func (wordproofAccount *WordproofAccount) UnpackSESSIONGRANTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := wordproofAccount.abi.Unpack("SESSION_GRANT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSESSIONSIGNATURE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21547192.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SESSION_SIGNATURE() view returns(bytes1)
func (wordproofAccount *WordproofAccount) PackSESSIONSIGNATURE() []byte {
	enc, err := wordproofAccount.abi.Pack("SESSION_SIGNATURE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSESSIONSIGNATURE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21547192.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SESSION_SIGNATURE() view returns(bytes1)
func (wordproofAccount *WordproofAccount) TryPackSESSIONSIGNATURE() ([]byte, error) {
	return wordproofAccount.abi.Pack("SESSION_SIGNATURE")
}

// UnpackSESSIONSIGNATURE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x21547192.
//
// Solidity: function SESSION_SIGNATURE() view returns(bytes1)
func (wordproofAccount *WordproofAccount) UnpackSESSIONSIGNATURE(data []byte) ([1]byte, error) {
	out, err := wordproofAccount.abi.Unpack("SESSION_SIGNATURE", data)
	if err != nil {
		return *new([1]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	return out0, nil
}

// PackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryPoint() view returns(address)
func (wordproofAccount *WordproofAccount) PackEntryPoint() []byte {
	enc, err := wordproofAccount.abi.Pack("entryPoint")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function entryPoint() view returns(address)
func (wordproofAccount *WordproofAccount) TryPackEntryPoint() ([]byte, error) {
	return wordproofAccount.abi.Pack("entryPoint")
}

// UnpackEntryPoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0d691fe.
//
// Solidity: function entryPoint() view returns(address)
func (wordproofAccount *WordproofAccount) UnpackEntryPoint(data []byte) (common.Address, error) {
	out, err := wordproofAccount.abi.Unpack("entryPoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb61d27f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(address target, uint256 value, bytes data) returns()
func (wordproofAccount *WordproofAccount) PackExecute(target common.Address, value *big.Int, data []byte) []byte {
	enc, err := wordproofAccount.abi.Pack("execute", target, value, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb61d27f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(address target, uint256 value, bytes data) returns()
func (wordproofAccount *WordproofAccount) TryPackExecute(target common.Address, value *big.Int, data []byte) ([]byte, error) {
	return wordproofAccount.abi.Pack("execute", target, value, data)
}

// PackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34fcd5be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeBatch((address,uint256,bytes)[] calls) returns()
func (wordproofAccount *WordproofAccount) PackExecuteBatch(calls []BaseAccountCall) []byte {
	enc, err := wordproofAccount.abi.Pack("executeBatch", calls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34fcd5be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeBatch((address,uint256,bytes)[] calls) returns()
func (wordproofAccount *WordproofAccount) TryPackExecuteBatch(calls []BaseAccountCall) ([]byte, error) {
	return wordproofAccount.abi.Pack("executeBatch", calls)
}

// PackGasAllowanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa140e13b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gasAllowanceOf(address sessionKey) view returns((address,uint96,uint32,uint32,uint32,uint64))
func (wordproofAccount *WordproofAccount) PackGasAllowanceOf(sessionKey common.Address) []byte {
	enc, err := wordproofAccount.abi.Pack("gasAllowanceOf", sessionKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGasAllowanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa140e13b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gasAllowanceOf(address sessionKey) view returns((address,uint96,uint32,uint32,uint32,uint64))
func (wordproofAccount *WordproofAccount) TryPackGasAllowanceOf(sessionKey common.Address) ([]byte, error) {
	return wordproofAccount.abi.Pack("gasAllowanceOf", sessionKey)
}

// UnpackGasAllowanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa140e13b.
//
// Solidity: function gasAllowanceOf(address sessionKey) view returns((address,uint96,uint32,uint32,uint32,uint64))
func (wordproofAccount *WordproofAccount) UnpackGasAllowanceOf(data []byte) (IWordproofAccountGasAllowance, error) {
	out, err := wordproofAccount.abi.Unpack("gasAllowanceOf", data)
	if err != nil {
		return *new(IWordproofAccountGasAllowance), err
	}
	out0 := *abi.ConvertType(out[0], new(IWordproofAccountGasAllowance)).(*IWordproofAccountGasAllowance)
	return out0, nil
}

// PackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd087d288.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getNonce() view returns(uint256)
func (wordproofAccount *WordproofAccount) PackGetNonce() []byte {
	enc, err := wordproofAccount.abi.Pack("getNonce")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd087d288.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getNonce() view returns(uint256)
func (wordproofAccount *WordproofAccount) TryPackGetNonce() ([]byte, error) {
	return wordproofAccount.abi.Pack("getNonce")
}

// UnpackGetNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd087d288.
//
// Solidity: function getNonce() view returns(uint256)
func (wordproofAccount *WordproofAccount) UnpackGetNonce(data []byte) (*big.Int, error) {
	out, err := wordproofAccount.abi.Unpack("getNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGrantSession is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1da8997.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grantSession((address,(address,bytes4)[],uint48,uint48,uint32,uint96,(address,uint96,uint32,uint32,uint32,uint64),uint256) grant, bytes ownerSignature) returns()
func (wordproofAccount *WordproofAccount) PackGrantSession(grant IWordproofAccountSessionGrant, ownerSignature []byte) []byte {
	enc, err := wordproofAccount.abi.Pack("grantSession", grant, ownerSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrantSession is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1da8997.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grantSession((address,(address,bytes4)[],uint48,uint48,uint32,uint96,(address,uint96,uint32,uint32,uint32,uint64),uint256) grant, bytes ownerSignature) returns()
func (wordproofAccount *WordproofAccount) TryPackGrantSession(grant IWordproofAccountSessionGrant, ownerSignature []byte) ([]byte, error) {
	return wordproofAccount.abi.Pack("grantSession", grant, ownerSignature)
}

// PackHashSessionGrant is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6cfbd9e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashSessionGrant((address,(address,bytes4)[],uint48,uint48,uint32,uint96,(address,uint96,uint32,uint32,uint32,uint64),uint256) grant) view returns(bytes32)
func (wordproofAccount *WordproofAccount) PackHashSessionGrant(grant IWordproofAccountSessionGrant) []byte {
	enc, err := wordproofAccount.abi.Pack("hashSessionGrant", grant)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashSessionGrant is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6cfbd9e4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashSessionGrant((address,(address,bytes4)[],uint48,uint48,uint32,uint96,(address,uint96,uint32,uint32,uint32,uint64),uint256) grant) view returns(bytes32)
func (wordproofAccount *WordproofAccount) TryPackHashSessionGrant(grant IWordproofAccountSessionGrant) ([]byte, error) {
	return wordproofAccount.abi.Pack("hashSessionGrant", grant)
}

// UnpackHashSessionGrant is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6cfbd9e4.
//
// Solidity: function hashSessionGrant((address,(address,bytes4)[],uint48,uint48,uint32,uint96,(address,uint96,uint32,uint32,uint32,uint64),uint256) grant) view returns(bytes32)
func (wordproofAccount *WordproofAccount) UnpackHashSessionGrant(data []byte) ([32]byte, error) {
	out, err := wordproofAccount.abi.Unpack("hashSessionGrant", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address anOwner) returns()
func (wordproofAccount *WordproofAccount) PackInitialize(anOwner common.Address) []byte {
	enc, err := wordproofAccount.abi.Pack("initialize", anOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address anOwner) returns()
func (wordproofAccount *WordproofAccount) TryPackInitialize(anOwner common.Address) ([]byte, error) {
	return wordproofAccount.abi.Pack("initialize", anOwner)
}

// PackIsGrantUsed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15f9e17a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isGrantUsed(bytes32 digest) view returns(bool)
func (wordproofAccount *WordproofAccount) PackIsGrantUsed(digest [32]byte) []byte {
	enc, err := wordproofAccount.abi.Pack("isGrantUsed", digest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsGrantUsed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15f9e17a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isGrantUsed(bytes32 digest) view returns(bool)
func (wordproofAccount *WordproofAccount) TryPackIsGrantUsed(digest [32]byte) ([]byte, error) {
	return wordproofAccount.abi.Pack("isGrantUsed", digest)
}

// UnpackIsGrantUsed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x15f9e17a.
//
// Solidity: function isGrantUsed(bytes32 digest) view returns(bool)
func (wordproofAccount *WordproofAccount) UnpackIsGrantUsed(data []byte) (bool, error) {
	out, err := wordproofAccount.abi.Unpack("isGrantUsed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsPermitted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x748e0bf9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isPermitted(address sessionKey, address target, bytes4 selector) view returns(bool)
func (wordproofAccount *WordproofAccount) PackIsPermitted(sessionKey common.Address, target common.Address, selector [4]byte) []byte {
	enc, err := wordproofAccount.abi.Pack("isPermitted", sessionKey, target, selector)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsPermitted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x748e0bf9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isPermitted(address sessionKey, address target, bytes4 selector) view returns(bool)
func (wordproofAccount *WordproofAccount) TryPackIsPermitted(sessionKey common.Address, target common.Address, selector [4]byte) ([]byte, error) {
	return wordproofAccount.abi.Pack("isPermitted", sessionKey, target, selector)
}

// UnpackIsPermitted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x748e0bf9.
//
// Solidity: function isPermitted(address sessionKey, address target, bytes4 selector) view returns(bool)
func (wordproofAccount *WordproofAccount) UnpackIsPermitted(data []byte) (bool, error) {
	out, err := wordproofAccount.abi.Unpack("isPermitted", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (wordproofAccount *WordproofAccount) PackOwner() []byte {
	enc, err := wordproofAccount.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (wordproofAccount *WordproofAccount) TryPackOwner() ([]byte, error) {
	return wordproofAccount.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (wordproofAccount *WordproofAccount) UnpackOwner(data []byte) (common.Address, error) {
	out, err := wordproofAccount.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRevokeSession is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fa5d6a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeSession(address sessionKey) returns()
func (wordproofAccount *WordproofAccount) PackRevokeSession(sessionKey common.Address) []byte {
	enc, err := wordproofAccount.abi.Pack("revokeSession", sessionKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeSession is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fa5d6a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeSession(address sessionKey) returns()
func (wordproofAccount *WordproofAccount) TryPackRevokeSession(sessionKey common.Address) ([]byte, error) {
	return wordproofAccount.abi.Pack("revokeSession", sessionKey)
}

// PackSessionOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x003d3534.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sessionOf(address sessionKey) view returns((uint32,uint48,uint48,uint32,uint96))
func (wordproofAccount *WordproofAccount) PackSessionOf(sessionKey common.Address) []byte {
	enc, err := wordproofAccount.abi.Pack("sessionOf", sessionKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSessionOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x003d3534.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sessionOf(address sessionKey) view returns((uint32,uint48,uint48,uint32,uint96))
func (wordproofAccount *WordproofAccount) TryPackSessionOf(sessionKey common.Address) ([]byte, error) {
	return wordproofAccount.abi.Pack("sessionOf", sessionKey)
}

// UnpackSessionOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x003d3534.
//
// Solidity: function sessionOf(address sessionKey) view returns((uint32,uint48,uint48,uint32,uint96))
func (wordproofAccount *WordproofAccount) UnpackSessionOf(data []byte) (IWordproofAccountSession, error) {
	out, err := wordproofAccount.abi.Unpack("sessionOf", data)
	if err != nil {
		return *new(IWordproofAccountSession), err
	}
	out0 := *abi.ConvertType(out[0], new(IWordproofAccountSession)).(*IWordproofAccountSession)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (wordproofAccount *WordproofAccount) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := wordproofAccount.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (wordproofAccount *WordproofAccount) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return wordproofAccount.abi.Pack("transferOwnership", newOwner)
}

// PackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256 validationData)
func (wordproofAccount *WordproofAccount) PackValidateUserOp(userOp PackedUserOperation, userOpHash [32]byte, missingAccountFunds *big.Int) []byte {
	enc, err := wordproofAccount.abi.Pack("validateUserOp", userOp, userOpHash, missingAccountFunds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256 validationData)
func (wordproofAccount *WordproofAccount) TryPackValidateUserOp(userOp PackedUserOperation, userOpHash [32]byte, missingAccountFunds *big.Int) ([]byte, error) {
	return wordproofAccount.abi.Pack("validateUserOp", userOp, userOpHash, missingAccountFunds)
}

// UnpackValidateUserOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19822f7c.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256 validationData)
func (wordproofAccount *WordproofAccount) UnpackValidateUserOp(data []byte) (*big.Int, error) {
	out, err := wordproofAccount.abi.Unpack("validateUserOp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// WordproofAccountInitialized represents a Initialized event raised by the WordproofAccount contract.
type WordproofAccountInitialized struct {
	Version uint64
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordproofAccountInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (WordproofAccountInitialized) ContractEventName() string {
	return WordproofAccountInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(uint64 version)
func (wordproofAccount *WordproofAccount) UnpackInitializedEvent(log *types.Log) (*WordproofAccountInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordproofAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordproofAccountInitialized)
	if len(log.Data) > 0 {
		if err := wordproofAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordproofAccount.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// WordproofAccountOwnershipTransferred represents a OwnershipTransferred event raised by the WordproofAccount contract.
type WordproofAccountOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const WordproofAccountOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (WordproofAccountOwnershipTransferred) ContractEventName() string {
	return WordproofAccountOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (wordproofAccount *WordproofAccount) UnpackOwnershipTransferredEvent(log *types.Log) (*WordproofAccountOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordproofAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordproofAccountOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := wordproofAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordproofAccount.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// WordproofAccountSessionGranted represents a SessionGranted event raised by the WordproofAccount contract.
type WordproofAccountSessionGranted struct {
	SessionKey  common.Address
	Id          uint32
	Digest      [32]byte
	Permissions []IWordproofAccountPermission
	ValidAfter  *big.Int
	ValidUntil  *big.Int
	MaxOps      uint32
	ValueCap    *big.Int
	Gas         IWordproofAccountGasAllowance
	Raw         *types.Log // Blockchain specific contextual infos
}

const WordproofAccountSessionGrantedEventName = "SessionGranted"

// ContractEventName returns the user-defined event name.
func (WordproofAccountSessionGranted) ContractEventName() string {
	return WordproofAccountSessionGrantedEventName
}

// UnpackSessionGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SessionGranted(address indexed sessionKey, uint32 indexed id, bytes32 digest, (address,bytes4)[] permissions, uint48 validAfter, uint48 validUntil, uint32 maxOps, uint96 valueCap, (address,uint96,uint32,uint32,uint32,uint64) gas)
func (wordproofAccount *WordproofAccount) UnpackSessionGrantedEvent(log *types.Log) (*WordproofAccountSessionGranted, error) {
	event := "SessionGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordproofAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordproofAccountSessionGranted)
	if len(log.Data) > 0 {
		if err := wordproofAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordproofAccount.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// WordproofAccountSessionRevoked represents a SessionRevoked event raised by the WordproofAccount contract.
type WordproofAccountSessionRevoked struct {
	SessionKey common.Address
	Id         uint32
	Raw        *types.Log // Blockchain specific contextual infos
}

const WordproofAccountSessionRevokedEventName = "SessionRevoked"

// ContractEventName returns the user-defined event name.
func (WordproofAccountSessionRevoked) ContractEventName() string {
	return WordproofAccountSessionRevokedEventName
}

// UnpackSessionRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SessionRevoked(address indexed sessionKey, uint32 indexed id)
func (wordproofAccount *WordproofAccount) UnpackSessionRevokedEvent(log *types.Log) (*WordproofAccountSessionRevoked, error) {
	event := "SessionRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordproofAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordproofAccountSessionRevoked)
	if len(log.Data) > 0 {
		if err := wordproofAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordproofAccount.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// WordproofAccountSessionUsed represents a SessionUsed event raised by the WordproofAccount contract.
type WordproofAccountSessionUsed struct {
	SessionKey    common.Address
	Id            uint32
	Value         *big.Int
	OpsLeft       uint32
	ValueLeft     *big.Int
	GasCharged    *big.Int
	GasBudgetLeft *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const WordproofAccountSessionUsedEventName = "SessionUsed"

// ContractEventName returns the user-defined event name.
func (WordproofAccountSessionUsed) ContractEventName() string {
	return WordproofAccountSessionUsedEventName
}

// UnpackSessionUsedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SessionUsed(address indexed sessionKey, uint32 indexed id, uint256 value, uint32 opsLeft, uint96 valueLeft, uint256 gasCharged, uint96 gasBudgetLeft)
func (wordproofAccount *WordproofAccount) UnpackSessionUsedEvent(log *types.Log) (*WordproofAccountSessionUsed, error) {
	event := "SessionUsed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordproofAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordproofAccountSessionUsed)
	if len(log.Data) > 0 {
		if err := wordproofAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordproofAccount.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// WordproofAccountWordproofAccountInitialized represents a WordproofAccountInitialized event raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountInitialized struct {
	EntryPoint common.Address
	Owner      common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const WordproofAccountWordproofAccountInitializedEventName = "WordproofAccountInitialized"

// ContractEventName returns the user-defined event name.
func (WordproofAccountWordproofAccountInitialized) ContractEventName() string {
	return WordproofAccountWordproofAccountInitializedEventName
}

// UnpackWordproofAccountInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WordproofAccountInitialized(address indexed entryPoint, address indexed owner)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountInitializedEvent(log *types.Log) (*WordproofAccountWordproofAccountInitialized, error) {
	event := "WordproofAccountInitialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordproofAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordproofAccountWordproofAccountInitialized)
	if len(log.Data) > 0 {
		if err := wordproofAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordproofAccount.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (wordproofAccount *WordproofAccount) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["ExecuteError"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackExecuteErrorError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["InvalidInitialization"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackInvalidInitializationError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["NotInitializing"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackNotInitializingError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountGrantExpired"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountGrantExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountGrantSessionKeyInvalid"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountGrantSessionKeyInvalidError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountGrantSignatureInvalid"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountGrantSignatureInvalidError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountGrantTargetForbidden"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountGrantTargetForbiddenError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountGrantUsed"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountGrantUsedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountGrantWindowInvalid"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountGrantWindowInvalidError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountInvalidOwner"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountNotEntryPoint"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountNotEntryPointError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountNotOwner"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountNotOwnerOrEntryPoint"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountNotOwnerOrEntryPointError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountSessionBudgetExhausted"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountSessionBudgetExhaustedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountSessionCallNotAllowed"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountSessionCallNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountSessionGasBudgetExceeded"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountSessionGasBudgetExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountSessionGasCapExceeded"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountSessionGasCapExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountSessionPaymasterNotAllowed"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountSessionPaymasterNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountSessionSelectorNotAllowed"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountSessionSelectorNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountSessionValueCapExceeded"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountSessionValueCapExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccount.abi.Errors["WordproofAccountUnknownSession"].ID.Bytes()[:4]) {
		return wordproofAccount.UnpackWordproofAccountUnknownSessionError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// WordproofAccountExecuteError represents a ExecuteError error raised by the WordproofAccount contract.
type WordproofAccountExecuteError struct {
	Index *big.Int
	Error []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExecuteError(uint256 index, bytes error)
func WordproofAccountExecuteErrorErrorID() common.Hash {
	return common.HexToHash("0x5a1546750bc344ece535156ebbf17c8a06ed4f348e2e1ed293a251976e2c7047")
}

// UnpackExecuteErrorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExecuteError(uint256 index, bytes error)
func (wordproofAccount *WordproofAccount) UnpackExecuteErrorError(raw []byte) (*WordproofAccountExecuteError, error) {
	out := new(WordproofAccountExecuteError)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "ExecuteError", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountInvalidInitialization represents a InvalidInitialization error raised by the WordproofAccount contract.
type WordproofAccountInvalidInitialization struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidInitialization()
func WordproofAccountInvalidInitializationErrorID() common.Hash {
	return common.HexToHash("0xf92ee8a957075833165f68c320933b1a1294aafc84ee6e0dd3fb178008f9aaf5")
}

// UnpackInvalidInitializationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidInitialization()
func (wordproofAccount *WordproofAccount) UnpackInvalidInitializationError(raw []byte) (*WordproofAccountInvalidInitialization, error) {
	out := new(WordproofAccountInvalidInitialization)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "InvalidInitialization", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountNotInitializing represents a NotInitializing error raised by the WordproofAccount contract.
type WordproofAccountNotInitializing struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotInitializing()
func WordproofAccountNotInitializingErrorID() common.Hash {
	return common.HexToHash("0xd7e6bcf8597daa127dc9f0048d2f08d5ef140a2cb659feabd700beff1f7a8302")
}

// UnpackNotInitializingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotInitializing()
func (wordproofAccount *WordproofAccount) UnpackNotInitializingError(raw []byte) (*WordproofAccountNotInitializing, error) {
	out := new(WordproofAccountNotInitializing)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "NotInitializing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountGrantExpired represents a WordproofAccountGrantExpired error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountGrantExpired struct {
	ValidUntil *big.Int
	Timestamp  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountGrantExpired(uint48 validUntil, uint256 timestamp)
func WordproofAccountWordproofAccountGrantExpiredErrorID() common.Hash {
	return common.HexToHash("0x5e3fcce0c194dc9d86ecac65cea430d844d997b813d86da8fad405eae38d0d23")
}

// UnpackWordproofAccountGrantExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountGrantExpired(uint48 validUntil, uint256 timestamp)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountGrantExpiredError(raw []byte) (*WordproofAccountWordproofAccountGrantExpired, error) {
	out := new(WordproofAccountWordproofAccountGrantExpired)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountGrantExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountGrantSessionKeyInvalid represents a WordproofAccountGrantSessionKeyInvalid error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountGrantSessionKeyInvalid struct {
	SessionKey common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountGrantSessionKeyInvalid(address sessionKey)
func WordproofAccountWordproofAccountGrantSessionKeyInvalidErrorID() common.Hash {
	return common.HexToHash("0xde67f97f70dfb754805c51527d481504c4c1960a9e625e024be88d4320c48be0")
}

// UnpackWordproofAccountGrantSessionKeyInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountGrantSessionKeyInvalid(address sessionKey)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountGrantSessionKeyInvalidError(raw []byte) (*WordproofAccountWordproofAccountGrantSessionKeyInvalid, error) {
	out := new(WordproofAccountWordproofAccountGrantSessionKeyInvalid)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountGrantSessionKeyInvalid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountGrantSignatureInvalid represents a WordproofAccountGrantSignatureInvalid error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountGrantSignatureInvalid struct {
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountGrantSignatureInvalid(address signer)
func WordproofAccountWordproofAccountGrantSignatureInvalidErrorID() common.Hash {
	return common.HexToHash("0x1230067fa2abdb696a51d24c7882e579a3718c55784f8ce022b3ee1d7cb06e53")
}

// UnpackWordproofAccountGrantSignatureInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountGrantSignatureInvalid(address signer)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountGrantSignatureInvalidError(raw []byte) (*WordproofAccountWordproofAccountGrantSignatureInvalid, error) {
	out := new(WordproofAccountWordproofAccountGrantSignatureInvalid)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountGrantSignatureInvalid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountGrantTargetForbidden represents a WordproofAccountGrantTargetForbidden error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountGrantTargetForbidden struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountGrantTargetForbidden(address target)
func WordproofAccountWordproofAccountGrantTargetForbiddenErrorID() common.Hash {
	return common.HexToHash("0x194f8ea4ccaec9f7e8d96e1b6426bc526c9604becb9b791f05fb879ec976e0c5")
}

// UnpackWordproofAccountGrantTargetForbiddenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountGrantTargetForbidden(address target)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountGrantTargetForbiddenError(raw []byte) (*WordproofAccountWordproofAccountGrantTargetForbidden, error) {
	out := new(WordproofAccountWordproofAccountGrantTargetForbidden)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountGrantTargetForbidden", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountGrantUsed represents a WordproofAccountGrantUsed error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountGrantUsed struct {
	Digest [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountGrantUsed(bytes32 digest)
func WordproofAccountWordproofAccountGrantUsedErrorID() common.Hash {
	return common.HexToHash("0x401a7dfb603dfbb036e562e58f5d212e44f8bd16765d97d9571c91f9ad9f3054")
}

// UnpackWordproofAccountGrantUsedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountGrantUsed(bytes32 digest)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountGrantUsedError(raw []byte) (*WordproofAccountWordproofAccountGrantUsed, error) {
	out := new(WordproofAccountWordproofAccountGrantUsed)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountGrantUsed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountGrantWindowInvalid represents a WordproofAccountGrantWindowInvalid error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountGrantWindowInvalid struct {
	ValidAfter *big.Int
	ValidUntil *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountGrantWindowInvalid(uint48 validAfter, uint48 validUntil)
func WordproofAccountWordproofAccountGrantWindowInvalidErrorID() common.Hash {
	return common.HexToHash("0x28330dde93126ff617ae786f9b9ff2ee41e3c68d444ab9be20274a2f2a289c1c")
}

// UnpackWordproofAccountGrantWindowInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountGrantWindowInvalid(uint48 validAfter, uint48 validUntil)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountGrantWindowInvalidError(raw []byte) (*WordproofAccountWordproofAccountGrantWindowInvalid, error) {
	out := new(WordproofAccountWordproofAccountGrantWindowInvalid)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountGrantWindowInvalid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountInvalidOwner represents a WordproofAccountInvalidOwner error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountInvalidOwner(address owner)
func WordproofAccountWordproofAccountInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x582589253b578c89741affafb5b00e52a867739f9195d72cc3c23574da43abae")
}

// UnpackWordproofAccountInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountInvalidOwner(address owner)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountInvalidOwnerError(raw []byte) (*WordproofAccountWordproofAccountInvalidOwner, error) {
	out := new(WordproofAccountWordproofAccountInvalidOwner)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountNotEntryPoint represents a WordproofAccountNotEntryPoint error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountNotEntryPoint struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountNotEntryPoint(address caller)
func WordproofAccountWordproofAccountNotEntryPointErrorID() common.Hash {
	return common.HexToHash("0x3bbef232f5ac98f4b8963352b227ae9f993a91081b347b43acf0ad8f94b6f1b4")
}

// UnpackWordproofAccountNotEntryPointError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountNotEntryPoint(address caller)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountNotEntryPointError(raw []byte) (*WordproofAccountWordproofAccountNotEntryPoint, error) {
	out := new(WordproofAccountWordproofAccountNotEntryPoint)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountNotEntryPoint", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountNotOwner represents a WordproofAccountNotOwner error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountNotOwner struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountNotOwner(address caller)
func WordproofAccountWordproofAccountNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x7d63f4341b0bd3e3f5b9a9969f694a3d84e6ebc555ea4d4f13896146e35ef45f")
}

// UnpackWordproofAccountNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountNotOwner(address caller)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountNotOwnerError(raw []byte) (*WordproofAccountWordproofAccountNotOwner, error) {
	out := new(WordproofAccountWordproofAccountNotOwner)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountNotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountNotOwnerOrEntryPoint represents a WordproofAccountNotOwnerOrEntryPoint error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountNotOwnerOrEntryPoint struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountNotOwnerOrEntryPoint(address caller)
func WordproofAccountWordproofAccountNotOwnerOrEntryPointErrorID() common.Hash {
	return common.HexToHash("0x636122a529d06a1943d45c90552045042eb6fca19df070f92eea4ea97ba59875")
}

// UnpackWordproofAccountNotOwnerOrEntryPointError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountNotOwnerOrEntryPoint(address caller)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountNotOwnerOrEntryPointError(raw []byte) (*WordproofAccountWordproofAccountNotOwnerOrEntryPoint, error) {
	out := new(WordproofAccountWordproofAccountNotOwnerOrEntryPoint)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountNotOwnerOrEntryPoint", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountSessionBudgetExhausted represents a WordproofAccountSessionBudgetExhausted error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountSessionBudgetExhausted struct {
	SessionKey common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountSessionBudgetExhausted(address sessionKey)
func WordproofAccountWordproofAccountSessionBudgetExhaustedErrorID() common.Hash {
	return common.HexToHash("0x1ae1b35d5a1f1e76fadc4c4bcdfe4c29ebc966aa7290ab6a7c552016d93a3399")
}

// UnpackWordproofAccountSessionBudgetExhaustedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountSessionBudgetExhausted(address sessionKey)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountSessionBudgetExhaustedError(raw []byte) (*WordproofAccountWordproofAccountSessionBudgetExhausted, error) {
	out := new(WordproofAccountWordproofAccountSessionBudgetExhausted)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountSessionBudgetExhausted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountSessionCallNotAllowed represents a WordproofAccountSessionCallNotAllowed error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountSessionCallNotAllowed struct {
	SessionKey common.Address
	Target     common.Address
	Selector   [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountSessionCallNotAllowed(address sessionKey, address target, bytes4 selector)
func WordproofAccountWordproofAccountSessionCallNotAllowedErrorID() common.Hash {
	return common.HexToHash("0xc101fe99e7e149839e30983fad6187e48f828daee7e70aa4d00ebb81fbf67ef5")
}

// UnpackWordproofAccountSessionCallNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountSessionCallNotAllowed(address sessionKey, address target, bytes4 selector)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountSessionCallNotAllowedError(raw []byte) (*WordproofAccountWordproofAccountSessionCallNotAllowed, error) {
	out := new(WordproofAccountWordproofAccountSessionCallNotAllowed)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountSessionCallNotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountSessionGasBudgetExceeded represents a WordproofAccountSessionGasBudgetExceeded error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountSessionGasBudgetExceeded struct {
	SessionKey common.Address
	Prefund    *big.Int
	BudgetLeft *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountSessionGasBudgetExceeded(address sessionKey, uint256 prefund, uint256 budgetLeft)
func WordproofAccountWordproofAccountSessionGasBudgetExceededErrorID() common.Hash {
	return common.HexToHash("0xace216e023e0d1506d1656d74852b563b574a48438417d96ee8877e2ee0e52ae")
}

// UnpackWordproofAccountSessionGasBudgetExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountSessionGasBudgetExceeded(address sessionKey, uint256 prefund, uint256 budgetLeft)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountSessionGasBudgetExceededError(raw []byte) (*WordproofAccountWordproofAccountSessionGasBudgetExceeded, error) {
	out := new(WordproofAccountWordproofAccountSessionGasBudgetExceeded)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountSessionGasBudgetExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountSessionGasCapExceeded represents a WordproofAccountSessionGasCapExceeded error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountSessionGasCapExceeded struct {
	SessionKey common.Address
	Field      string
	Value      *big.Int
	Cap        *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountSessionGasCapExceeded(address sessionKey, string field, uint256 value, uint256 cap)
func WordproofAccountWordproofAccountSessionGasCapExceededErrorID() common.Hash {
	return common.HexToHash("0xa8fb118a9a936306a409b1f336fc9d5d5554ec50a0694d37078450ddf9d4ad14")
}

// UnpackWordproofAccountSessionGasCapExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountSessionGasCapExceeded(address sessionKey, string field, uint256 value, uint256 cap)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountSessionGasCapExceededError(raw []byte) (*WordproofAccountWordproofAccountSessionGasCapExceeded, error) {
	out := new(WordproofAccountWordproofAccountSessionGasCapExceeded)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountSessionGasCapExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountSessionPaymasterNotAllowed represents a WordproofAccountSessionPaymasterNotAllowed error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountSessionPaymasterNotAllowed struct {
	SessionKey common.Address
	Paymaster  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountSessionPaymasterNotAllowed(address sessionKey, address paymaster)
func WordproofAccountWordproofAccountSessionPaymasterNotAllowedErrorID() common.Hash {
	return common.HexToHash("0x5e24c0c2794927c533bcbc13e2d426df7c657442360578ebfc896f1dc414c8f1")
}

// UnpackWordproofAccountSessionPaymasterNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountSessionPaymasterNotAllowed(address sessionKey, address paymaster)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountSessionPaymasterNotAllowedError(raw []byte) (*WordproofAccountWordproofAccountSessionPaymasterNotAllowed, error) {
	out := new(WordproofAccountWordproofAccountSessionPaymasterNotAllowed)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountSessionPaymasterNotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountSessionSelectorNotAllowed represents a WordproofAccountSessionSelectorNotAllowed error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountSessionSelectorNotAllowed struct {
	SessionKey common.Address
	Selector   [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountSessionSelectorNotAllowed(address sessionKey, bytes4 selector)
func WordproofAccountWordproofAccountSessionSelectorNotAllowedErrorID() common.Hash {
	return common.HexToHash("0xfae762c0f673627306919a132e42d89eddc48237c738dd3e53814e7a4e6a828a")
}

// UnpackWordproofAccountSessionSelectorNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountSessionSelectorNotAllowed(address sessionKey, bytes4 selector)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountSessionSelectorNotAllowedError(raw []byte) (*WordproofAccountWordproofAccountSessionSelectorNotAllowed, error) {
	out := new(WordproofAccountWordproofAccountSessionSelectorNotAllowed)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountSessionSelectorNotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountSessionValueCapExceeded represents a WordproofAccountSessionValueCapExceeded error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountSessionValueCapExceeded struct {
	SessionKey common.Address
	Value      *big.Int
	ValueLeft  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountSessionValueCapExceeded(address sessionKey, uint256 value, uint256 valueLeft)
func WordproofAccountWordproofAccountSessionValueCapExceededErrorID() common.Hash {
	return common.HexToHash("0x71f6bf5bd46cb061434079bcffdb885cf3fce814a6cf21ce956953c96c94c4dc")
}

// UnpackWordproofAccountSessionValueCapExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountSessionValueCapExceeded(address sessionKey, uint256 value, uint256 valueLeft)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountSessionValueCapExceededError(raw []byte) (*WordproofAccountWordproofAccountSessionValueCapExceeded, error) {
	out := new(WordproofAccountWordproofAccountSessionValueCapExceeded)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountSessionValueCapExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountWordproofAccountUnknownSession represents a WordproofAccountUnknownSession error raised by the WordproofAccount contract.
type WordproofAccountWordproofAccountUnknownSession struct {
	SessionKey common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountUnknownSession(address sessionKey)
func WordproofAccountWordproofAccountUnknownSessionErrorID() common.Hash {
	return common.HexToHash("0xe490bb1a8f056f783a5117ede2a51e503d689aa9e794795c7fab221f6f8ca895")
}

// UnpackWordproofAccountUnknownSessionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountUnknownSession(address sessionKey)
func (wordproofAccount *WordproofAccount) UnpackWordproofAccountUnknownSessionError(raw []byte) (*WordproofAccountWordproofAccountUnknownSession, error) {
	out := new(WordproofAccountWordproofAccountUnknownSession)
	if err := wordproofAccount.abi.UnpackIntoInterface(out, "WordproofAccountUnknownSession", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountFactoryMetaData contains all meta data concerning the WordproofAccountFactory contract.
var WordproofAccountFactoryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"anEntryPoint\",\"type\":\"address\",\"internalType\":\"contractIEntryPoint\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"accountImplementation\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractWordproofAccount\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"createAccount\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getAddress\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"senderCreator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISenderCreator\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"AccountCreated\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"FailedDeployment\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WordproofAccountFactoryNotSenderCreator\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "WordproofAccountFactory",
	Bin: "0x60c060405234801561000f575f5ffd5b506040516146a73803806146a783398101604081905261002e91610114565b8060405161003b906100f0565b6001600160a01b039091168152602001604051809103905ff080158015610064573d5f5f3e3d5ffd5b506001600160a01b03166080816001600160a01b031681525050806001600160a01b03166309ccb8806040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100ba573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100de9190610114565b6001600160a01b031660a05250610136565b61407f8061062883390190565b6001600160a01b0381168114610111575f5ffd5b50565b5f60208284031215610124575f5ffd5b815161012f816100fd565b9392505050565b60805160a0516104be61016a5f395f81816053015261010401525f818160a301528181610306015261035a01526104be5ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c806309ccb8801461004e57806311464fbe1461009e5780635fbfb9cf146100c55780638cb84e18146100d8575b5f5ffd5b6100757f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff909116815260200160405180910390f35b6100757f000000000000000000000000000000000000000000000000000000000000000081565b6100756100d336600461047c565b6100eb565b6100756100e636600461047c565b6102be565b5f3373ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614610161576040517fb648f02e00000000000000000000000000000000000000000000000000000000815233600482015260240160405180910390fd5b61016b83836102be565b90505f8173ffffffffffffffffffffffffffffffffffffffff163b116102b8576040805173ffffffffffffffffffffffffffffffffffffffff8516602080830191909152818301859052825180830384018152606090920190925280519101206101d490610332565b6040517fc4d66de800000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff848116600483015282169063c4d66de8906024015f604051808303815f87803b15801561023a575f5ffd5b505af115801561024c573d5f5f3e3d5ffd5b505050508273ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff167f33310a89c32d8cc00057ad6ef6274d2f8fe22389a992cf89983e09fc84f6cfff846040516102af91815260200190565b60405180910390a35b92915050565b6040805173ffffffffffffffffffffffffffffffffffffffff8416602080830191909152818301849052825180830384018152606090920190925280519101205f9061032b907f000000000000000000000000000000000000000000000000000000000000000090610407565b9392505050565b6040517f3d602d80600a3d3981f3363d3d373d3d3d363d7300000000000000000000000081527f0000000000000000000000000000000000000000000000000000000000000000606081901b60148301527f5af43d82803e903d91602b57fd5bf300000000000000000000000000000000006028830152905f908360378284f591505073ffffffffffffffffffffffffffffffffffffffff8116610402576040517fb06ebf3d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b505050565b6040513060388201526f5af43d82803e903d91602b57fd5bf3ff602482015260148101839052733d602d80600a3d3981f3363d3d373d3d3d363d738152605881018290526037600c820120607882015260556043909101205f9073ffffffffffffffffffffffffffffffffffffffff1661032b565b5f5f6040838503121561048d575f5ffd5b823573ffffffffffffffffffffffffffffffffffffffff811681146104b0575f5ffd5b9460209390930135935050505660a060405234801561000f575f5ffd5b5060405161407f38038061407f83398101604081905261002e916100fb565b6001600160a01b038116608052610043610049565b50610128565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff16156100995760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100f85780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b5f6020828403121561010b575f5ffd5b81516001600160a01b0381168114610121575f5ffd5b9392505050565b608051613f1c6101635f395f81816105fc01528181610d2301528181610dd601528181610ff601528181611365015261259d0152613f1c5ff3fe608060405260043610610159575f3560e01c80638da5cb5b116100bb578063b61d27f611610071578063cdbdb14c11610057578063cdbdb14c146106b0578063d087d288146106e3578063f2fde38b146106f7575f5ffd5b8063b61d27f614610672578063c4d66de814610691575f5ffd5b8063b0d691fe116100a1578063b0d691fe146105ee578063b1da899714610620578063b338b2011461063f575f5ffd5b80638da5cb5b14610487578063a140e13b146104d7575f5ffd5b806334fcd5be116101105780636cfbd9e4116100f65780636cfbd9e414610416578063748e0bf9146104355780637d4c2b0e14610454575f5ffd5b806334fcd5be146103c4578063566d256d146103e3575f5ffd5b806319822f7c1161014057806319822f7c146103125780631fa5d6a41461033f5780632154719214610360575f5ffd5b80623d35341461016457806315f9e17a146102d4575f5ffd5b3661016057005b5f5ffd5b34801561016f575f5ffd5b5061026061017e3660046130e7565b6040805160a0810182525f808252602082018190529181018290526060810182905260808101919091525073ffffffffffffffffffffffffffffffffffffffff165f90815260016020908152604091829020825160a081018452905463ffffffff8082168352640100000000820465ffffffffffff908116948401949094526a010000000000000000000082049093169382019390935270010000000000000000000000000000000083049091166060820152740100000000000000000000000000000000000000009091046bffffffffffffffffffffffff16608082015290565b6040516102cb91905f60a08201905063ffffffff835116825265ffffffffffff602084015116602083015265ffffffffffff604084015116604083015263ffffffff60608401511660608301526bffffffffffffffffffffffff608084015116608083015292915050565b60405180910390f35b3480156102df575f5ffd5b506103026102ee366004613102565b5f9081526004602052604090205460ff1690565b60405190151581526020016102cb565b34801561031d575f5ffd5b5061033161032c366004613119565b610716565b6040519081526020016102cb565b34801561034a575f5ffd5b5061035e6103593660046130e7565b61073b565b005b34801561036b575f5ffd5b506103937f010000000000000000000000000000000000000000000000000000000000000081565b6040517fff0000000000000000000000000000000000000000000000000000000000000090911681526020016102cb565b3480156103cf575f5ffd5b5061035e6103de366004613168565b6108ac565b3480156103ee575f5ffd5b506103937f020000000000000000000000000000000000000000000000000000000000000081565b348015610421575f5ffd5b506103316104303660046131f0565b6109ac565b348015610440575f5ffd5b5061030261044f366004613251565b6109c4565b34801561045f575f5ffd5b506103317f0b6c78e857e165d308d2d02fbac40c77144926fa9875c6df65e2546caa0ad5d481565b348015610492575f5ffd5b505f546104b29073ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016102cb565b3480156104e2575f5ffd5b506105e16104f13660046130e7565b6040805160c0810182525f80825260208201819052918101829052606081018290526080810182905260a08101919091525073ffffffffffffffffffffffffffffffffffffffff9081165f90815260026020908152604091829020825160c08101845281549485168152740100000000000000000000000000000000000000009094046bffffffffffffffffffffffff16918401919091526001015463ffffffff8082169284019290925264010000000081048216606084015268010000000000000000810490911660808301526c01000000000000000000000000900467ffffffffffffffff1660a082015290565b6040516102cb9190613295565b3480156105f9575f5ffd5b507f00000000000000000000000000000000000000000000000000000000000000006104b2565b34801561062b575f5ffd5b5061035e61063a366004613356565b610a2f565b34801561064a575f5ffd5b506103317fdc413b7c38aa6ecdedd173c5cee7741bed2bfe3106a6b3f39cc6a1bf9817f86c81565b34801561067d575f5ffd5b5061035e61068c3660046133bf565b610b26565b34801561069c575f5ffd5b5061035e6106ab3660046130e7565b610b7e565b3480156106bb575f5ffd5b506103317fc8145ae77f763128afbfd24b12e8a0df0a59eca9cc399d7ee7596e2990beb91e81565b3480156106ee575f5ffd5b50610331610dd3565b348015610702575f5ffd5b5061035e6107113660046130e7565b610e8e565b5f61071f610fde565b6107298484611051565b905061073482611308565b9392505050565b5f5473ffffffffffffffffffffffffffffffffffffffff1633148015906107625750333014155b156107a0576040517f7d63f4340000000000000000000000000000000000000000000000000000000081523360048201526024015b60405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff81165f9081526001602052604081205463ffffffff169081900361081d576040517fe490bb1a00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff83166004820152602401610797565b73ffffffffffffffffffffffffffffffffffffffff82165f818152600160208181526040808420849055600290915280832083815590910180547fffffffffffffffffffffffff00000000000000000000000000000000000000001690555163ffffffff841692917f4ad07730084610cb16c27a8f6f4c4aabd7113476d021da5bfcdcf0bc31b33f4e91a35050565b6108b461134d565b805f5b818110156109a657368484838181106108d2576108d2613417565b90506020028101906108e49190613444565b90505f6109426108f760208401846130e7565b60208401356109096040860186613480565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a6113e3565b90508061099c578360010361095e576109596113f9565b61099c565b826109685f61140a565b6040517f5a15467500000000000000000000000000000000000000000000000000000000815260040161079792919061352d565b50506001016108b7565b50505050565b5f6109be6109b9836138a7565b61143b565b92915050565b73ffffffffffffffffffffffffffffffffffffffff83165f9081526001602052604081205463ffffffff168015801590610a14575073ffffffffffffffffffffffffffffffffffffffff84163014155b8015610a265750610a268185856116ef565b95945050505050565b5f610a39846138a7565b90505f610a458261143b565b5f5490915073ffffffffffffffffffffffffffffffffffffffff163314801590610a6f5750333014155b15610b13575f610a808286866117af565b50505f5490915073ffffffffffffffffffffffffffffffffffffffff8083169116141580610ac2575073ffffffffffffffffffffffffffffffffffffffff8116155b15610b11576040517f1230067f00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff82166004820152602401610797565b505b610b1f828260016117f6565b5050505050565b610b2e61134d565b5f610b6f858585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a6113e3565b905080610b1f57610b1f6113f9565b5f610b87611d84565b805490915060ff68010000000000000000820416159067ffffffffffffffff165f81158015610bb35750825b90505f8267ffffffffffffffff166001148015610bcf5750303b155b905081158015610bdd575080155b15610c14576040517ff92ee8a900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b84547fffffffffffffffffffffffffffffffffffffffffffffffff00000000000000001660011785558315610c755784547fffffffffffffffffffffffffffffffffffffffffffffff00ffffffffffffffff16680100000000000000001785555b73ffffffffffffffffffffffffffffffffffffffff8616610cda576040517f5825892500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff87166004820152602401610797565b5f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff888116918217835560405191927f0000000000000000000000000000000000000000000000000000000000000000909116917fcddad294739c9d16263b0a264ebab51194b2741f4c7c3c8e0f571f4ad60fdeb29190a38315610dcb5784547fffffffffffffffffffffffffffffffffffffffffffffff00ffffffffffffffff168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b505050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006040517f35567e1a0000000000000000000000000000000000000000000000000000000081523060048201525f602482015273ffffffffffffffffffffffffffffffffffffffff91909116906335567e1a90604401602060405180830381865afa158015610e65573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e8991906138b2565b905090565b5f5473ffffffffffffffffffffffffffffffffffffffff163314801590610eb55750333014155b15610eee576040517f7d63f434000000000000000000000000000000000000000000000000000000008152336004820152602401610797565b73ffffffffffffffffffffffffffffffffffffffff8116610f53576040517f5825892500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff82166004820152602401610797565b5f805460405173ffffffffffffffffffffffffffffffffffffffff808516939216917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e091a35f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff92909216919091179055565b3373ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000161461104f576040517f3bbef232000000000000000000000000000000000000000000000000000000008152336004820152602401610797565b565b5f3681611062610100860186613480565b90925090507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffbf81016110f4575f61109a8584846117af565b50505f5490915073ffffffffffffffffffffffffffffffffffffffff80831691161480156110dd575073ffffffffffffffffffffffffffffffffffffffff811615155b6110e85760016110ea565b5f5b93505050506109be565b60568114801561115e57507f010000000000000000000000000000000000000000000000000000000000000082825f8161113057611130613417565b9050013560f81c60f81b7effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916145b156111d2576111c985856111766015600186886138c9565b61117f916138f0565b60601c6111906056601587896138c9565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250611dac92505050565b925050506109be565b60018111801561123c57507f020000000000000000000000000000000000000000000000000000000000000082825f8161120e5761120e613417565b9050013560f81c60f81b7effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916145b156112fa575f808061125184600181886138c9565b81019061125e91906139e0565b9250925092505f61126e8461143b565b90505f61127b8285612215565b50505f5490915073ffffffffffffffffffffffffffffffffffffffff80831691161415806112bd575073ffffffffffffffffffffffffffffffffffffffff8116155b156112d25760019750505050505050506109be565b6112dd85835f6117f6565b6112ec8a8a875f015186611dac565b9750505050505050506109be565b506001949350505050565b50565b8015611305576040515f90339083908381818185875af1925050503d805f8114610b1f576040519150601f19603f3d011682016040523d82523d5f602084013e610b1f565b3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016148015906113aa57505f5473ffffffffffffffffffffffffffffffffffffffff163314155b1561104f576040517f636122a5000000000000000000000000000000000000000000000000000000008152336004820152602401610797565b5f5f5f845160208601878987f195945050505050565b61104f6114055f61140a565b61225e565b60603d821561141e578281111561141e5750815b604051602082018101604052818152815f602083013e9392505050565b6020810151515f90818167ffffffffffffffff81111561145d5761145d613545565b604051908082528060200260200182016040528015611486578160200160208202803683370190505b5090505f5b8281101561158d577fdc413b7c38aa6ecdedd173c5cee7741bed2bfe3106a6b3f39cc6a1bf9817f86c856020015182815181106114ca576114ca613417565b60200260200101515f0151866020015183815181106114eb576114eb613417565b6020026020010151602001516040516020016115529392919092835273ffffffffffffffffffffffffffffffffffffffff9190911660208301527fffffffff0000000000000000000000000000000000000000000000000000000016604082015260600190565b6040516020818303038152906040528051906020012082828151811061157a5761157a613417565b602090810291909101015260010161148b565b506116e77f7b730fdd9005b99a29269593ece8a613c6e3afcf85aa40641a41064edd1ded347fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc67fc8145ae77f763128afbfd24b12e8a0df0a59eca9cc399d7ee7596e2990beb91e875f0151856040516020016116099190613a6e565b6040516020818303038152906040528051906020012089604001518a606001518b608001518c60a001516116408e60c00151612266565b8e60e001516040516020016116cc9998979695949392919098895273ffffffffffffffffffffffffffffffffffffffff979097166020890152604088019590955265ffffffffffff938416606088015291909216608086015263ffffffff9190911660a08501526bffffffffffffffffffffffff1660c084015260e08301526101008201526101200190565b60405160208183030381529060405280519060200120612339565b949350505050565b63ffffffff83165f90815260036020908152604080832073ffffffffffffffffffffffffffffffffffffffff86168452909152812060e083901c82805b835f8361173881613ad0565b90825260208201929092526040015f2054909250905060ff811660015b8181116117955784611768826020613b07565b84901c63ffffffff16036117855760019650505050505050610734565b61178e81613ad0565b9050611755565b505061010081165f0361172c57505f979650505050505050565b5f808060418490036117e3578435602086013560408701355f1a6117d5898285856123e3565b9550955095505050506117ed565b505f915060029050825b93509350939050565b5f8281526004602052604090205460ff1615611841576040517f401a7dfb00000000000000000000000000000000000000000000000000000000815260048101839052602401610797565b825173ffffffffffffffffffffffffffffffffffffffff166118aa5782516040517fde67f97f00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff9091166004820152602401610797565b606083015165ffffffffffff1615806118db5750826040015165ffffffffffff16836060015165ffffffffffff1611155b1561192e57604080840151606085015191517f28330dde00000000000000000000000000000000000000000000000000000000815265ffffffffffff918216600482015291166024820152604401610797565b808015611946575042836060015165ffffffffffff16105b156119935760608301516040517f5e3fcce000000000000000000000000000000000000000000000000000000000815265ffffffffffff9091166004820152426024820152604401610797565b5f82815260046020526040812080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001179055805481906014906119f89063ffffffff7401000000000000000000000000000000000000000090910416613b1e565b91906101000a81548163ffffffff021916908363ffffffff16021790559050611a258185602001516124d6565b6040518060a001604052808263ffffffff168152602001856040015165ffffffffffff168152602001856060015165ffffffffffff168152602001856080015163ffffffff1681526020018560a001516bffffffffffffffffffffffff1681525060015f865f015173ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f205f820151815f015f6101000a81548163ffffffff021916908363ffffffff1602179055506020820151815f0160046101000a81548165ffffffffffff021916908365ffffffffffff1602179055506040820151815f01600a6101000a81548165ffffffffffff021916908365ffffffffffff1602179055506060820151815f0160106101000a81548163ffffffff021916908363ffffffff1602179055506080820151815f0160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff1602179055509050508360c0015160025f865f015173ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f205f820151815f015f6101000a81548173ffffffffffffffffffffffffffffffffffffffff021916908373ffffffffffffffffffffffffffffffffffffffff1602179055506020820151815f0160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff1602179055506040820151816001015f6101000a81548163ffffffff021916908363ffffffff16021790555060608201518160010160046101000a81548163ffffffff021916908363ffffffff16021790555060808201518160010160086101000a81548163ffffffff021916908363ffffffff16021790555060a082015181600101600c6101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055509050508063ffffffff16845f015173ffffffffffffffffffffffffffffffffffffffff167f3eac2a6636bffe618f594b0d89093ddaaa75ce0e5974ab5ce8fbfa12e874b3ba858760200151886040015189606001518a608001518b60a001518c60c00151604051611d769796959493929190613b42565b60405180910390a350505050565b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a006109be565b73ffffffffffffffffffffffffffffffffffffffff82165f908152600160209081526040808320815160a081018352905463ffffffff808216808452640100000000830465ffffffffffff908116968501969096526a010000000000000000000083049095169383019390935270010000000000000000000000000000000081049092166060820152740100000000000000000000000000000000000000009091046bffffffffffffffffffffffff166080820152908203611eb2576040517fe490bb1a00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602401610797565b806060015163ffffffff165f03611f0d576040517f1ae1b35d00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602401610797565b80515f90611f29908690611f2460608b018b613480565b6127fa565b905081608001516bffffffffffffffffffffffff16811115611fb05760808201516040517f71f6bf5b00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff87166004820152602481018390526bffffffffffffffffffffffff9091166044820152606401610797565b60608201805163ffffffff7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff909101811682526080840180516bffffffffffffffffffffffff908590038116825273ffffffffffffffffffffffffffffffffffffffff808a165f9081526001602090815260408083208a518154938c0151928c0151995197519096167401000000000000000000000000000000000000000002968816700100000000000000000000000000000000027fffffffffffffffffffffffff00000000ffffffffffffffffffffffffffffffff65ffffffffffff9a8b166a010000000000000000000002167fffffffffffffffffffffffff00000000000000000000ffffffffffffffffffff9a909316640100000000027fffffffffffffffffffffffffffffffffffffffffffff000000000000000000009094169690981695909517919091179690961695909517939093179092161790558061211889886129d5565b91509150835f015163ffffffff168773ffffffffffffffffffffffffffffffffffffffff167f77ac92fa64830d8969d779b6451a550eacf0f8f01cc30f6838b24d07105a5b2b858760600151886080015187876040516121ae95949392919094855263ffffffff9390931660208501526bffffffffffffffffffffffff9182166040850152606084015216608082015260a00190565b60405180910390a35f6121c18988612215565b505090506122078873ffffffffffffffffffffffffffffffffffffffff168273ffffffffffffffffffffffffffffffffffffffff16141586604001518760200151612e1d565b9a9950505050505050505050565b5f5f5f835160410361224c576020840151604085015160608601515f1a61223e888285856123e3565b955095509550505050612257565b505081515f91506002905b9250925092565b805160208201fd5b5f7f0b6c78e857e165d308d2d02fbac40c77144926fa9875c6df65e2546caa0ad5d4825f015183602001518460400151856060015186608001518760a0015160405160200161231c979695949392919096875273ffffffffffffffffffffffffffffffffffffffff9590951660208701526bffffffffffffffffffffffff93909316604086015263ffffffff9182166060860152811660808501521660a083015267ffffffffffffffff1660c082015260e00190565b604051602081830303815290604052805190602001209050919050565b5f6116e76123a88585604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f6020820152908101839052606081018290524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905092915050565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561241c57505f915060039050826124cc565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561246d573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff81166124c357505f9250600191508290506124cc565b92505f91508190505b9450945094915050565b80515f8167ffffffffffffffff8111156124f2576124f2613545565b60405190808252806020026020018201604052801561251b578160200160208202803683370190505b5090505f5b82811015610b1f5781818151811061253a5761253a613417565b60200260200101516127f2575f84828151811061255957612559613417565b60200260200101515f015190503073ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff1614806125eb57507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff16145b8061260a575073ffffffffffffffffffffffffffffffffffffffff8116155b15612659576040517f194f8ea400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff82166004820152602401610797565b63ffffffff86165f90815260036020908152604080832073ffffffffffffffffffffffffffffffffffffffff851684529091528120908080855b888110156127dc578781815181106126ad576126ad613417565b60200260200101518061270857508573ffffffffffffffffffffffffffffffffffffffff168a82815181106126e4576126e4613417565b60200260200101515f015173ffffffffffffffffffffffffffffffffffffffff1614155b6127d457600188828151811061272057612720613417565b911515602092830291909101909101527ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff982016127845782821761010017855f8661276a81613ad0565b975081526020019081526020015f20819055505f92505f91505b61278f826001613c93565b61279a906020613b07565b8a82815181106127ac576127ac613417565b60200260200101516020015160e01c63ffffffff16901b83179250816127d190613ad0565b91505b600101612693565b505f928352602093909352604090912091179055505b600101612520565b5f5f5f5f6128088686612e50565b92509250925081612885576040517ffae762c000000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff891660048201527fffffffff0000000000000000000000000000000000000000000000000000000084166024820152604401610797565b5f5b81518110156129c9575f8282815181106128a3576128a3613417565b60200260200101515f015190505f5f6128d88585815181106128c7576128c7613417565b602002602001015160400151613023565b915091508015806128fe575073ffffffffffffffffffffffffffffffffffffffff831630145b80612911575061290f8b84846116ef565b155b15612990576040517fc101fe9900000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff808e166004830152841660248201527fffffffff0000000000000000000000000000000000000000000000000000000083166044820152606401610797565b8484815181106129a2576129a2613417565b602002602001015160200151886129b99190613c93565b9750505050806001019050612887565b50505050949350505050565b73ffffffffffffffffffffffffffffffffffffffff81165f90815260026020526040812081903682612a0a60e0880188613480565b90925090508015612b0a575f60148210612a3c57612a2b60145f84866138c9565b612a34916138f0565b60601c612a3e565b5f5b905073ffffffffffffffffffffffffffffffffffffffff81161580612a7d5750835473ffffffffffffffffffffffffffffffffffffffff828116911614155b15612ad4576040517f5e24c0c200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff808916600483015282166024820152604401610797565b505090545f93507401000000000000000000000000000000000000000090046bffffffffffffffffffffffff169150612e169050565b6040805160c081018252845473ffffffffffffffffffffffffffffffffffffffff811682527401000000000000000000000000000000000000000090046bffffffffffffffffffffffff166020820152600185015463ffffffff808216938301939093526401000000008104831660608301526801000000000000000081049092166080808301919091526c0100000000000000000000000090920467ffffffffffffffff1660a0820152905f908190612bc6908b013561304c565b915091505f5f612bd98c60c0013561304c565b915091505f8c60a001359050612c308c6040518060400160405280601281526020017f707265566572696669636174696f6e476173000000000000000000000000000081525083896040015163ffffffff16613074565b612c7b8c6040518060400160405280601481526020017f766572696669636174696f6e4761734c696d697400000000000000000000000081525087896060015163ffffffff16613074565b612cc68c6040518060400160405280600c81526020017f63616c6c4761734c696d6974000000000000000000000000000000000000000081525086896080015163ffffffff16613074565b612d158c6040518060400160405280601481526020017f6d61785072696f72697479466565506572476173000000000000000000000000815250858960a0015167ffffffffffffffff16613074565b8181612d218688613c93565b612d2b9190613c93565b612d359190613b07565b9a5085602001516bffffffffffffffffffffffff168b1115612dbc5760208601516040517face216e000000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8e166004820152602481018d90526bffffffffffffffffffffffff9091166044820152606401610797565b50505060209092015185546bffffffffffffffffffffffff91899003918216740100000000000000000000000000000000000000000273ffffffffffffffffffffffffffffffffffffffff90911617909555509293505050505b9250929050565b5f60d08265ffffffffffff16901b60a08465ffffffffffff16901b85612e43575f612e46565b60015b1717949350505050565b5f8060606004841015612e68575f9250829150612257565b612e7560045f86886138c9565b612e7e91613ca6565b92507f49e2d80a000000000000000000000000000000000000000000000000000000007fffffffff00000000000000000000000000000000000000000000000000000000841601612fab5760408051600180825281830190925290816020015b60408051606080820183525f808352602083015291810191909152815260200190600190039081612ede579050509050612f1b84600481886138c9565b810190612f289190613d0b565b835f81518110612f3a57612f3a613417565b60200260200101515f01845f81518110612f5657612f56613417565b6020026020010151602001855f81518110612f7357612f73613417565b60209081029190910101516040019290925291905273ffffffffffffffffffffffffffffffffffffffff909116905260019150612257565b7fcb032a42000000000000000000000000000000000000000000000000000000007fffffffff000000000000000000000000000000000000000000000000000000008416016130195761300184600481886138c9565b81019061300e9190613d4a565b600192509050612257565b5f91509250925092565b5f5f60048351101561303957505f928392509050565b61304283613e6f565b9360019350915050565b5f5f6130588360801c90565b6fffffffffffffffffffffffffffffffff841691509150915091565b808211156109a657838383836040517fa8fb118a0000000000000000000000000000000000000000000000000000000081526004016107979493929190613edb565b73ffffffffffffffffffffffffffffffffffffffff81168114611305575f5ffd5b80356130e2816130b6565b919050565b5f602082840312156130f7575f5ffd5b8135610734816130b6565b5f60208284031215613112575f5ffd5b5035919050565b5f5f5f6060848603121561312b575f5ffd5b833567ffffffffffffffff811115613141575f5ffd5b84016101208187031215613153575f5ffd5b95602085013595506040909401359392505050565b5f5f60208385031215613179575f5ffd5b823567ffffffffffffffff81111561318f575f5ffd5b8301601f8101851361319f575f5ffd5b803567ffffffffffffffff8111156131b5575f5ffd5b8560208260051b84010111156131c9575f5ffd5b6020919091019590945092505050565b5f6101a082840312156131ea575f5ffd5b50919050565b5f60208284031215613200575f5ffd5b813567ffffffffffffffff811115613216575f5ffd5b6116e7848285016131d9565b80357fffffffff00000000000000000000000000000000000000000000000000000000811681146130e2575f5ffd5b5f5f5f60608486031215613263575f5ffd5b833561326e816130b6565b9250602084013561327e816130b6565b915061328c60408501613222565b90509250925092565b60c081016109be828473ffffffffffffffffffffffffffffffffffffffff81511682526bffffffffffffffffffffffff602082015116602083015263ffffffff604082015116604083015263ffffffff606082015116606083015263ffffffff608082015116608083015267ffffffffffffffff60a08201511660a08301525050565b5f5f83601f840112613328575f5ffd5b50813567ffffffffffffffff81111561333f575f5ffd5b602083019150836020828501011115612e16575f5ffd5b5f5f5f60408486031215613368575f5ffd5b833567ffffffffffffffff81111561337e575f5ffd5b61338a868287016131d9565b935050602084013567ffffffffffffffff8111156133a6575f5ffd5b6133b286828701613318565b9497909650939450505050565b5f5f5f5f606085870312156133d2575f5ffd5b84356133dd816130b6565b935060208501359250604085013567ffffffffffffffff8111156133ff575f5ffd5b61340b87828801613318565b95989497509550505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f82357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa1833603018112613476575f5ffd5b9190910192915050565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18436030181126134b3575f5ffd5b83018035915067ffffffffffffffff8211156134cd575f5ffd5b602001915036819003821315612e16575f5ffd5b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b828152604060208201525f6116e760408301846134e1565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6040805190810167ffffffffffffffff8111828210171561359557613595613545565b60405290565b60405160c0810167ffffffffffffffff8111828210171561359557613595613545565b604051610100810167ffffffffffffffff8111828210171561359557613595613545565b6040516060810167ffffffffffffffff8111828210171561359557613595613545565b604051601f82017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016810167ffffffffffffffff8111828210171561364c5761364c613545565b604052919050565b5f67ffffffffffffffff82111561366d5761366d613545565b5060051b60200190565b5f82601f830112613686575f5ffd5b813561369961369482613654565b613605565b8082825260208201915060208360061b8601019250858311156136ba575f5ffd5b602085015b8381101561371157604081880312156136d6575f5ffd5b6136de613572565b81356136e9816130b6565b81526136f760208301613222565b6020820152808452506020830192506040810190506136bf565b5095945050505050565b803565ffffffffffff811681146130e2575f5ffd5b803563ffffffff811681146130e2575f5ffd5b80356bffffffffffffffffffffffff811681146130e2575f5ffd5b5f60c0828403121561376e575f5ffd5b61377661359b565b90508135613783816130b6565b815261379160208301613743565b60208201526137a260408301613730565b60408201526137b360608301613730565b60608201526137c460808301613730565b608082015260a082013567ffffffffffffffff811681146137e3575f5ffd5b60a082015292915050565b5f6101a082840312156137ff575f5ffd5b6138076135be565b9050613812826130d7565b8152602082013567ffffffffffffffff81111561382d575f5ffd5b61383984828501613677565b60208301525061384b6040830161371b565b604082015261385c6060830161371b565b606082015261386d60808301613730565b608082015261387e60a08301613743565b60a08201526138908360c0840161375e565b60c0820152610180919091013560e0820152919050565b5f6109be36836137ee565b5f602082840312156138c2575f5ffd5b5051919050565b5f5f858511156138d7575f5ffd5b838611156138e3575f5ffd5b5050820193919092039150565b80357fffffffffffffffffffffffffffffffffffffffff000000000000000000000000811690601484101561394f577fffffffffffffffffffffffffffffffffffffffff000000000000000000000000808560140360031b1b82161691505b5092915050565b5f82601f830112613965575f5ffd5b813567ffffffffffffffff81111561397f5761397f613545565b6139b060207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f84011601613605565b8181528460208386010111156139c4575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f606084860312156139f2575f5ffd5b833567ffffffffffffffff811115613a08575f5ffd5b613a14868287016137ee565b935050602084013567ffffffffffffffff811115613a30575f5ffd5b613a3c86828701613956565b925050604084013567ffffffffffffffff811115613a58575f5ffd5b613a6486828701613956565b9150509250925092565b81515f90829060208501835b82811015613a98578151845260209384019390910190600101613a7a565b509195945050505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203613b0057613b00613aa3565b5060010190565b80820281158282048414176109be576109be613aa3565b5f63ffffffff821663ffffffff8103613b3957613b39613aa3565b60010192915050565b5f610180820189835261018060208401528089518083526101a08501915060208b0192505f5b81811015613bca578351805173ffffffffffffffffffffffffffffffffffffffff1684526020908101517fffffffff00000000000000000000000000000000000000000000000000000000168185015290930192604090920191600101613b68565b505065ffffffffffff891660408501529150613be39050565b65ffffffffffff8616606083015263ffffffff851660808301526bffffffffffffffffffffffff841660a0830152825173ffffffffffffffffffffffffffffffffffffffff1660c083015260208301516bffffffffffffffffffffffff1660e0830152604083015163ffffffff9081166101008401526060840151811661012084015260808401511661014083015260a083015167ffffffffffffffff1661016083015298975050505050505050565b808201808211156109be576109be613aa3565b80357fffffffff00000000000000000000000000000000000000000000000000000000811690600484101561394f577fffffffff00000000000000000000000000000000000000000000000000000000808560040360031b1b82161691505092915050565b5f5f5f60608486031215613d1d575f5ffd5b8335613d28816130b6565b925060208401359150604084013567ffffffffffffffff811115613a58575f5ffd5b5f60208284031215613d5a575f5ffd5b813567ffffffffffffffff811115613d70575f5ffd5b8201601f81018413613d80575f5ffd5b8035613d8e61369482613654565b8082825260208201915060208360051b850101925086831115613daf575f5ffd5b602084015b83811015613e6457803567ffffffffffffffff811115613dd2575f5ffd5b85016060818a037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0011215613e05575f5ffd5b613e0d6135e2565b6020820135613e1b816130b6565b815260408201356020820152606082013567ffffffffffffffff811115613e40575f5ffd5b613e4f8b602083860101613956565b60408301525084525060209283019201613db4565b509695505050505050565b805160208201517fffffffff00000000000000000000000000000000000000000000000000000000811691906004821015613ed4577fffffffff00000000000000000000000000000000000000000000000000000000808360040360031b1b82161692505b5050919050565b73ffffffffffffffffffffffffffffffffffffffff85168152608060208201525f613f0960808301866134e1565b604083019490945250606001529291505056",
}

// WordproofAccountFactory is an auto generated Go binding around an Ethereum contract.
type WordproofAccountFactory struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *WordproofAccountFactory) GetABI() abi.ABI {
	return c.abi
}

// NewWordproofAccountFactory creates a new instance of WordproofAccountFactory.
func NewWordproofAccountFactory() *WordproofAccountFactory {
	parsed, err := WordproofAccountFactoryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &WordproofAccountFactory{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *WordproofAccountFactory) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address anEntryPoint) returns()
func (wordproofAccountFactory *WordproofAccountFactory) PackConstructor(anEntryPoint common.Address) []byte {
	enc, err := wordproofAccountFactory.abi.Pack("", anEntryPoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAccountImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11464fbe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accountImplementation() view returns(address)
func (wordproofAccountFactory *WordproofAccountFactory) PackAccountImplementation() []byte {
	enc, err := wordproofAccountFactory.abi.Pack("accountImplementation")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccountImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11464fbe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accountImplementation() view returns(address)
func (wordproofAccountFactory *WordproofAccountFactory) TryPackAccountImplementation() ([]byte, error) {
	return wordproofAccountFactory.abi.Pack("accountImplementation")
}

// UnpackAccountImplementation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x11464fbe.
//
// Solidity: function accountImplementation() view returns(address)
func (wordproofAccountFactory *WordproofAccountFactory) UnpackAccountImplementation(data []byte) (common.Address, error) {
	out, err := wordproofAccountFactory.abi.Unpack("accountImplementation", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCreateAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fbfb9cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAccount(address owner, uint256 salt) returns(address account)
func (wordproofAccountFactory *WordproofAccountFactory) PackCreateAccount(owner common.Address, salt *big.Int) []byte {
	enc, err := wordproofAccountFactory.abi.Pack("createAccount", owner, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fbfb9cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAccount(address owner, uint256 salt) returns(address account)
func (wordproofAccountFactory *WordproofAccountFactory) TryPackCreateAccount(owner common.Address, salt *big.Int) ([]byte, error) {
	return wordproofAccountFactory.abi.Pack("createAccount", owner, salt)
}

// UnpackCreateAccount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5fbfb9cf.
//
// Solidity: function createAccount(address owner, uint256 salt) returns(address account)
func (wordproofAccountFactory *WordproofAccountFactory) UnpackCreateAccount(data []byte) (common.Address, error) {
	out, err := wordproofAccountFactory.abi.Unpack("createAccount", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cb84e18.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAddress(address owner, uint256 salt) view returns(address)
func (wordproofAccountFactory *WordproofAccountFactory) PackGetAddress(owner common.Address, salt *big.Int) []byte {
	enc, err := wordproofAccountFactory.abi.Pack("getAddress", owner, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cb84e18.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAddress(address owner, uint256 salt) view returns(address)
func (wordproofAccountFactory *WordproofAccountFactory) TryPackGetAddress(owner common.Address, salt *big.Int) ([]byte, error) {
	return wordproofAccountFactory.abi.Pack("getAddress", owner, salt)
}

// UnpackGetAddress is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8cb84e18.
//
// Solidity: function getAddress(address owner, uint256 salt) view returns(address)
func (wordproofAccountFactory *WordproofAccountFactory) UnpackGetAddress(data []byte) (common.Address, error) {
	out, err := wordproofAccountFactory.abi.Unpack("getAddress", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSenderCreator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09ccb880.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function senderCreator() view returns(address)
func (wordproofAccountFactory *WordproofAccountFactory) PackSenderCreator() []byte {
	enc, err := wordproofAccountFactory.abi.Pack("senderCreator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSenderCreator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09ccb880.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function senderCreator() view returns(address)
func (wordproofAccountFactory *WordproofAccountFactory) TryPackSenderCreator() ([]byte, error) {
	return wordproofAccountFactory.abi.Pack("senderCreator")
}

// UnpackSenderCreator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x09ccb880.
//
// Solidity: function senderCreator() view returns(address)
func (wordproofAccountFactory *WordproofAccountFactory) UnpackSenderCreator(data []byte) (common.Address, error) {
	out, err := wordproofAccountFactory.abi.Unpack("senderCreator", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// WordproofAccountFactoryAccountCreated represents a AccountCreated event raised by the WordproofAccountFactory contract.
type WordproofAccountFactoryAccountCreated struct {
	Account common.Address
	Owner   common.Address
	Salt    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordproofAccountFactoryAccountCreatedEventName = "AccountCreated"

// ContractEventName returns the user-defined event name.
func (WordproofAccountFactoryAccountCreated) ContractEventName() string {
	return WordproofAccountFactoryAccountCreatedEventName
}

// UnpackAccountCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AccountCreated(address indexed account, address indexed owner, uint256 salt)
func (wordproofAccountFactory *WordproofAccountFactory) UnpackAccountCreatedEvent(log *types.Log) (*WordproofAccountFactoryAccountCreated, error) {
	event := "AccountCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordproofAccountFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordproofAccountFactoryAccountCreated)
	if len(log.Data) > 0 {
		if err := wordproofAccountFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordproofAccountFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (wordproofAccountFactory *WordproofAccountFactory) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], wordproofAccountFactory.abi.Errors["FailedDeployment"].ID.Bytes()[:4]) {
		return wordproofAccountFactory.UnpackFailedDeploymentError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordproofAccountFactory.abi.Errors["WordproofAccountFactoryNotSenderCreator"].ID.Bytes()[:4]) {
		return wordproofAccountFactory.UnpackWordproofAccountFactoryNotSenderCreatorError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// WordproofAccountFactoryFailedDeployment represents a FailedDeployment error raised by the WordproofAccountFactory contract.
type WordproofAccountFactoryFailedDeployment struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedDeployment()
func WordproofAccountFactoryFailedDeploymentErrorID() common.Hash {
	return common.HexToHash("0xb06ebf3d5067824a3fe5d5ba19471e035a7de6c88dac362c77b162830a5b9093")
}

// UnpackFailedDeploymentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedDeployment()
func (wordproofAccountFactory *WordproofAccountFactory) UnpackFailedDeploymentError(raw []byte) (*WordproofAccountFactoryFailedDeployment, error) {
	out := new(WordproofAccountFactoryFailedDeployment)
	if err := wordproofAccountFactory.abi.UnpackIntoInterface(out, "FailedDeployment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordproofAccountFactoryWordproofAccountFactoryNotSenderCreator represents a WordproofAccountFactoryNotSenderCreator error raised by the WordproofAccountFactory contract.
type WordproofAccountFactoryWordproofAccountFactoryNotSenderCreator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAccountFactoryNotSenderCreator(address caller)
func WordproofAccountFactoryWordproofAccountFactoryNotSenderCreatorErrorID() common.Hash {
	return common.HexToHash("0xb648f02e277f824b90cda1bf287f5741c0343e24de8075001e1aaff6523d7509")
}

// UnpackWordproofAccountFactoryNotSenderCreatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAccountFactoryNotSenderCreator(address caller)
func (wordproofAccountFactory *WordproofAccountFactory) UnpackWordproofAccountFactoryNotSenderCreatorError(raw []byte) (*WordproofAccountFactoryWordproofAccountFactoryNotSenderCreator, error) {
	out := new(WordproofAccountFactoryWordproofAccountFactoryNotSenderCreator)
	if err := wordproofAccountFactory.abi.UnpackIntoInterface(out, "WordproofAccountFactoryNotSenderCreator", raw); err != nil {
		return nil, err
	}
	return out, nil
}
