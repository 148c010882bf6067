// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package duel

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

// IDuelPlatformMatch is an auto generated low-level Go binding around an user-defined struct.
type IDuelPlatformMatch struct {
	A         common.Address
	Mode      uint32
	StartedAt *big.Int
	Live      bool
	B         common.Address
	Bet       *big.Int
}

// IDuelPlatformPlayer is an auto generated low-level Go binding around an user-defined struct.
type IDuelPlatformPlayer struct {
	RatingOffset int32
	Wins         uint32
	Losses       uint32
	Draws        uint32
	MatchId      *big.Int
	QueuedMode   uint32
	QueuedBet    *big.Int
}

// WorduelBlitzGame is an auto generated low-level Go binding around an user-defined struct.
type WorduelBlitzGame struct {
	A          common.Address
	CommitDue  *big.Int
	Drawn      bool
	B          common.Address
	DrawBlock  uint64
	Randomness *big.Int
}

// WorduelBlitzSide is an auto generated low-level Go binding around an user-defined struct.
type WorduelBlitzSide struct {
	Commitment *big.Int
	ClockSince *big.Int
	ClockLeft  uint32
	AnswerDue  *big.Int
	Pending    uint32
	Word       uint16
	Tries      uint8
	Solves     uint16
	Fails      uint16
}

// CoinsMetaData contains all meta data concerning the Coins contract.
var CoinsMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"DAILY_INTERVAL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DAILY_REWARD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"allowance\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"approve\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"availableOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"balanceOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claimDaily\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"decimals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"isGame\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lock\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"lockedOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"name\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"nextClaimAt\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setGame\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settle\",\"inputs\":[{\"name\":\"winner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"loser\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"symbol\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"totalSupply\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transfer\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"transferFrom\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"unlock\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Approval\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"spender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CoinsLocked\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"game\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CoinsUnlocked\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"game\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DailyClaimed\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"nextClaimAt\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GameSet\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transfer\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"CoinsBadAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"CoinsDailyNotReady\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nextClaimAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CoinsInsufficient\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CoinsInsufficientLocked\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"locked\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CoinsNotGame\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"CoinsNotTransferable\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "Coins",
	Bin: "0x6080604052348015600e575f5ffd5b506040516114c23803806114c2833981016040819052602b9160b4565b806001600160a01b038116605857604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b605f816065565b505060df565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f6020828403121560c3575f5ffd5b81516001600160a01b038116811460d8575f5ffd5b9392505050565b6113d6806100ec5f395ff3fe608060405234801561000f575f5ffd5b5060043610610184575f3560e01c80638da5cb5b116100dd578063b0836e2e11610088578063d546da9011610063578063d546da90146103ad578063dd62ed3e146103f2578063f2fde38b14610405575f5ffd5b8063b0836e2e1461035a578063c626c52e1461036d578063cf5800ba146103a5575f5ffd5b8063a5f1e282116100b8578063a5f1e282146102f9578063a9059cbb146101d3578063aae46b6414610350575f5ffd5b80638da5cb5b1461028657806392669141146102ad57806395d89b41146102c0575f5ffd5b8063282d3fdf1161013d578063715018a611610118578063715018a6146102635780637eee288d1461026b57806389934d3a1461027e575f5ffd5b8063282d3fdf1461022d578063313ce5671461024257806370a0823114610250575f5ffd5b806311a163e91161016d57806311a163e9146101f657806318160ddd1461021757806323b872dd1461021f575f5ffd5b806306fdde0314610188578063095ea7b3146101d3575b5f5ffd5b60408051808201909152600c81527f576f726475656c20436f696e000000000000000000000000000000000000000060208201525b6040516101ca91906111d3565b60405180910390f35b6101e66101e136600461124e565b610418565b60405190151581526020016101ca565b610209610204366004611276565b61044b565b6040519081526020016101ca565b600354610209565b6101e66101e136600461128f565b61024061023b36600461124e565b6104b7565b005b6040515f81526020016101ca565b61020961025e366004611276565b6106cc565b610240610765565b61024061027936600461124e565b610778565b6102406109b0565b5f5460405173ffffffffffffffffffffffffffffffffffffffff90911681526020016101ca565b6102406102bb36600461128f565b610b78565b60408051808201909152600481527f4455454c0000000000000000000000000000000000000000000000000000000060208201526101bd565b610209610307366004611276565b73ffffffffffffffffffffffffffffffffffffffff165f908152600160205260409020546e01000000000000000000000000000090046dffffffffffffffffffffffffffff1690565b6102096201518081565b6102406103683660046112c9565b610fb3565b6101e661037b366004611276565b73ffffffffffffffffffffffffffffffffffffffff165f9081526002602052604090205460ff1690565b610209606481565b6102096103bb366004611276565b73ffffffffffffffffffffffffffffffffffffffff165f908152600160205260409020546dffffffffffffffffffffffffffff1690565b610209610400366004611302565b6110a2565b610240610413366004611276565b6110aa565b5f6040517f57ad567300000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff81165f908152600160205260408120547c0100000000000000000000000000000000000000000000000000000000900463ffffffff1680156104ae576104a96201518082611360565b6104b0565b5f5b9392505050565b335f9081526002602052604090205460ff16610506576040517fd03fa3660000000000000000000000000000000000000000000000000000000081523360048201526024015b60405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff82165f90815260016020526040902080546dffffffffffffffffffffffffffff168211156105ad5780546040517f1fee2b0600000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff851660048201526dffffffffffffffffffffffffffff9091166024820152604481018390526064016104fd565b8054829082905f906105d09084906dffffffffffffffffffffffffffff16611373565b92506101000a8154816dffffffffffffffffffffffffffff02191690836dffffffffffffffffffffffffffff16021790555081815f01600e8282829054906101000a90046dffffffffffffffffffffffffffff1661062e9190611399565b92506101000a8154816dffffffffffffffffffffffffffff02191690836dffffffffffffffffffffffffffff1602179055503373ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff167f94cd1771a122a680ad42e978d05707e40125b98872a7323eb9c0f9dc659cf02e846040516106bf91815260200190565b60405180910390a3505050565b73ffffffffffffffffffffffffffffffffffffffff81165f908152600160209081526040808320815160608101835290546dffffffffffffffffffffffffffff8082168084526e01000000000000000000000000000083049091169483018590527c010000000000000000000000000000000000000000000000000000000090910463ffffffff1692820192909252916104b091611360565b61076d61110d565b6107765f61115f565b565b335f9081526002602052604090205460ff166107c2576040517fd03fa3660000000000000000000000000000000000000000000000000000000081523360048201526024016104fd565b73ffffffffffffffffffffffffffffffffffffffff82165f90815260016020526040902080546e01000000000000000000000000000090046dffffffffffffffffffffffffffff1682111561088c5780546040517faa49076200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff851660048201526e0100000000000000000000000000009091046dffffffffffffffffffffffffffff166024820152604481018390526064016104fd565b805482908290600e906108c29084906e01000000000000000000000000000090046dffffffffffffffffffffffffffff16611373565b92506101000a8154816dffffffffffffffffffffffffffff02191690836dffffffffffffffffffffffffffff16021790555081815f015f8282829054906101000a90046dffffffffffffffffffffffffffff1661091f9190611399565b92506101000a8154816dffffffffffffffffffffffffffff02191690836dffffffffffffffffffffffffffff1602179055503373ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff167f56f3b7f553576f40e06f1fc300e4eadac389c6d453d7701bfcf5c57ac11496bc846040516106bf91815260200190565b335f90815260016020526040902080547c0100000000000000000000000000000000000000000000000000000000900463ffffffff168015801590610a0057506109fd6201518082611360565b42105b15610a635733610a136201518083611360565b6040517f1f26080d00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff909216600483015260248201526044016104fd565b815460649083905f90610a879084906dffffffffffffffffffffffffffff16611399565b92506101000a8154816dffffffffffffffffffffffffffff02191690836dffffffffffffffffffffffffffff16021790555042825f01601c6101000a81548163ffffffff021916908363ffffffff160217905550606460035f828254610aed9190611360565b90915550506040516064815233905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a3337f986a21c50af40c69d6b4237d51802a57f47ebfd0be020b44731de0a565092aaa6064610b5b6201518042611360565b604080519283526020830191909152015b60405180910390a25050565b335f9081526002602052604090205460ff16610bc2576040517fd03fa3660000000000000000000000000000000000000000000000000000000081523360048201526024016104fd565b8173ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff1603610c3f576040517f86f27e4500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff841660048201526024016104fd565b73ffffffffffffffffffffffffffffffffffffffff8381165f908152600160205260408082209285168252902081546e01000000000000000000000000000090046dffffffffffffffffffffffffffff16831115610d125781546040517faa49076200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff871660048201526e0100000000000000000000000000009091046dffffffffffffffffffffffffffff166024820152604481018490526064016104fd565b80546e01000000000000000000000000000090046dffffffffffffffffffffffffffff16831115610db85780546040517faa49076200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff861660048201526e0100000000000000000000000000009091046dffffffffffffffffffffffffffff166024820152604481018490526064016104fd565b805483908290600e90610dee9084906e01000000000000000000000000000090046dffffffffffffffffffffffffffff16611373565b92506101000a8154816dffffffffffffffffffffffffffff02191690836dffffffffffffffffffffffffffff16021790555082825f01600e8282829054906101000a90046dffffffffffffffffffffffffffff16610e4c9190611373565b92506101000a8154816dffffffffffffffffffffffffffff02191690836dffffffffffffffffffffffffffff160217905550826002610e8b91906113bf565b825483905f90610eac9084906dffffffffffffffffffffffffffff16611399565b92506101000a8154816dffffffffffffffffffffffffffff02191690836dffffffffffffffffffffffffffff1602179055503373ffffffffffffffffffffffffffffffffffffffff168573ffffffffffffffffffffffffffffffffffffffff167f56f3b7f553576f40e06f1fc300e4eadac389c6d453d7701bfcf5c57ac11496bc85604051610f3d91815260200190565b60405180910390a38473ffffffffffffffffffffffffffffffffffffffff168473ffffffffffffffffffffffffffffffffffffffff167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef85604051610fa491815260200190565b60405180910390a35050505050565b610fbb61110d565b73ffffffffffffffffffffffffffffffffffffffff8216611020576040517f86f27e4500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff831660048201526024016104fd565b73ffffffffffffffffffffffffffffffffffffffff82165f8181526002602090815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001685151590811790915591519182527fe540a8b437eafdce2a0c84b49b3a920e1dfac8ac432291ab5f1dcf1a86b4b24f9101610b6c565b5f5b92915050565b6110b261110d565b73ffffffffffffffffffffffffffffffffffffffff8116611101576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f60048201526024016104fd565b61110a8161115f565b50565b5f5473ffffffffffffffffffffffffffffffffffffffff163314610776576040517f118cdaa70000000000000000000000000000000000000000000000000000000081523360048201526024016104fd565b5f805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b602081525f82518060208401528060208501604085015e5f6040828501015260407fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011684010191505092915050565b803573ffffffffffffffffffffffffffffffffffffffff81168114611249575f5ffd5b919050565b5f5f6040838503121561125f575f5ffd5b61126883611226565b946020939093013593505050565b5f60208284031215611286575f5ffd5b6104b082611226565b5f5f5f606084860312156112a1575f5ffd5b6112aa84611226565b92506112b860208501611226565b929592945050506040919091013590565b5f5f604083850312156112da575f5ffd5b6112e383611226565b9150602083013580151581146112f7575f5ffd5b809150509250929050565b5f5f60408385031215611313575f5ffd5b61131c83611226565b915061132a60208401611226565b90509250929050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b808201808211156110a4576110a4611333565b6dffffffffffffffffffffffffffff82811682821603908111156110a4576110a4611333565b6dffffffffffffffffffffffffffff81811683821601908111156110a4576110a4611333565b80820281158282048414176110a4576110a461133356",
}

// Coins is an auto generated Go binding around an Ethereum contract.
type Coins struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Coins) GetABI() abi.ABI {
	return c.abi
}

// NewCoins creates a new instance of Coins.
func NewCoins() *Coins {
	parsed, err := CoinsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Coins{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Coins) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (coins *Coins) PackConstructor(owner_ common.Address) []byte {
	enc, err := coins.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDAILYINTERVAL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaae46b64.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DAILY_INTERVAL() view returns(uint256)
func (coins *Coins) PackDAILYINTERVAL() []byte {
	enc, err := coins.abi.Pack("DAILY_INTERVAL")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDAILYINTERVAL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaae46b64.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DAILY_INTERVAL() view returns(uint256)
func (coins *Coins) TryPackDAILYINTERVAL() ([]byte, error) {
	return coins.abi.Pack("DAILY_INTERVAL")
}

// UnpackDAILYINTERVAL is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaae46b64.
//
// Solidity: function DAILY_INTERVAL() view returns(uint256)
func (coins *Coins) UnpackDAILYINTERVAL(data []byte) (*big.Int, error) {
	out, err := coins.abi.Unpack("DAILY_INTERVAL", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDAILYREWARD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf5800ba.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DAILY_REWARD() view returns(uint256)
func (coins *Coins) PackDAILYREWARD() []byte {
	enc, err := coins.abi.Pack("DAILY_REWARD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDAILYREWARD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf5800ba.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DAILY_REWARD() view returns(uint256)
func (coins *Coins) TryPackDAILYREWARD() ([]byte, error) {
	return coins.abi.Pack("DAILY_REWARD")
}

// UnpackDAILYREWARD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcf5800ba.
//
// Solidity: function DAILY_REWARD() view returns(uint256)
func (coins *Coins) UnpackDAILYREWARD(data []byte) (*big.Int, error) {
	out, err := coins.abi.Unpack("DAILY_REWARD", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address , address ) pure returns(uint256)
func (coins *Coins) PackAllowance(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := coins.abi.Pack("allowance", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address , address ) pure returns(uint256)
func (coins *Coins) TryPackAllowance(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return coins.abi.Pack("allowance", arg0, arg1)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address , address ) pure returns(uint256)
func (coins *Coins) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := coins.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address , uint256 ) pure returns(bool)
func (coins *Coins) PackApprove(arg0 common.Address, arg1 *big.Int) []byte {
	enc, err := coins.abi.Pack("approve", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address , uint256 ) pure returns(bool)
func (coins *Coins) TryPackApprove(arg0 common.Address, arg1 *big.Int) ([]byte, error) {
	return coins.abi.Pack("approve", arg0, arg1)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address , uint256 ) pure returns(bool)
func (coins *Coins) UnpackApprove(data []byte) (bool, error) {
	out, err := coins.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackAvailableOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd546da90.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function availableOf(address account) view returns(uint256)
func (coins *Coins) PackAvailableOf(account common.Address) []byte {
	enc, err := coins.abi.Pack("availableOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAvailableOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd546da90.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function availableOf(address account) view returns(uint256)
func (coins *Coins) TryPackAvailableOf(account common.Address) ([]byte, error) {
	return coins.abi.Pack("availableOf", account)
}

// UnpackAvailableOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd546da90.
//
// Solidity: function availableOf(address account) view returns(uint256)
func (coins *Coins) UnpackAvailableOf(data []byte) (*big.Int, error) {
	out, err := coins.abi.Unpack("availableOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (coins *Coins) PackBalanceOf(account common.Address) []byte {
	enc, err := coins.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (coins *Coins) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return coins.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (coins *Coins) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := coins.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimDaily is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89934d3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimDaily() returns()
func (coins *Coins) PackClaimDaily() []byte {
	enc, err := coins.abi.Pack("claimDaily")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimDaily is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89934d3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimDaily() returns()
func (coins *Coins) TryPackClaimDaily() ([]byte, error) {
	return coins.abi.Pack("claimDaily")
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() pure returns(uint8)
func (coins *Coins) PackDecimals() []byte {
	enc, err := coins.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() pure returns(uint8)
func (coins *Coins) TryPackDecimals() ([]byte, error) {
	return coins.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (coins *Coins) UnpackDecimals(data []byte) (uint8, error) {
	out, err := coins.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackIsGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc626c52e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isGame(address game) view returns(bool)
func (coins *Coins) PackIsGame(game common.Address) []byte {
	enc, err := coins.abi.Pack("isGame", game)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc626c52e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isGame(address game) view returns(bool)
func (coins *Coins) TryPackIsGame(game common.Address) ([]byte, error) {
	return coins.abi.Pack("isGame", game)
}

// UnpackIsGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc626c52e.
//
// Solidity: function isGame(address game) view returns(bool)
func (coins *Coins) UnpackIsGame(data []byte) (bool, error) {
	out, err := coins.abi.Unpack("isGame", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x282d3fdf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lock(address account, uint256 amount) returns()
func (coins *Coins) PackLock(account common.Address, amount *big.Int) []byte {
	enc, err := coins.abi.Pack("lock", account, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x282d3fdf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lock(address account, uint256 amount) returns()
func (coins *Coins) TryPackLock(account common.Address, amount *big.Int) ([]byte, error) {
	return coins.abi.Pack("lock", account, amount)
}

// PackLockedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5f1e282.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockedOf(address account) view returns(uint256)
func (coins *Coins) PackLockedOf(account common.Address) []byte {
	enc, err := coins.abi.Pack("lockedOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5f1e282.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockedOf(address account) view returns(uint256)
func (coins *Coins) TryPackLockedOf(account common.Address) ([]byte, error) {
	return coins.abi.Pack("lockedOf", account)
}

// UnpackLockedOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa5f1e282.
//
// Solidity: function lockedOf(address account) view returns(uint256)
func (coins *Coins) UnpackLockedOf(data []byte) (*big.Int, error) {
	out, err := coins.abi.Unpack("lockedOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() pure returns(string)
func (coins *Coins) PackName() []byte {
	enc, err := coins.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() pure returns(string)
func (coins *Coins) TryPackName() ([]byte, error) {
	return coins.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() pure returns(string)
func (coins *Coins) UnpackName(data []byte) (string, error) {
	out, err := coins.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNextClaimAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11a163e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextClaimAt(address account) view returns(uint256)
func (coins *Coins) PackNextClaimAt(account common.Address) []byte {
	enc, err := coins.abi.Pack("nextClaimAt", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextClaimAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11a163e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextClaimAt(address account) view returns(uint256)
func (coins *Coins) TryPackNextClaimAt(account common.Address) ([]byte, error) {
	return coins.abi.Pack("nextClaimAt", account)
}

// UnpackNextClaimAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x11a163e9.
//
// Solidity: function nextClaimAt(address account) view returns(uint256)
func (coins *Coins) UnpackNextClaimAt(data []byte) (*big.Int, error) {
	out, err := coins.abi.Unpack("nextClaimAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (coins *Coins) PackOwner() []byte {
	enc, err := coins.abi.Pack("owner")
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
func (coins *Coins) TryPackOwner() ([]byte, error) {
	return coins.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (coins *Coins) UnpackOwner(data []byte) (common.Address, error) {
	out, err := coins.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (coins *Coins) PackRenounceOwnership() []byte {
	enc, err := coins.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (coins *Coins) TryPackRenounceOwnership() ([]byte, error) {
	return coins.abi.Pack("renounceOwnership")
}

// PackSetGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0836e2e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setGame(address game, bool allowed) returns()
func (coins *Coins) PackSetGame(game common.Address, allowed bool) []byte {
	enc, err := coins.abi.Pack("setGame", game, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0836e2e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setGame(address game, bool allowed) returns()
func (coins *Coins) TryPackSetGame(game common.Address, allowed bool) ([]byte, error) {
	return coins.abi.Pack("setGame", game, allowed)
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92669141.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(address winner, address loser, uint256 amount) returns()
func (coins *Coins) PackSettle(winner common.Address, loser common.Address, amount *big.Int) []byte {
	enc, err := coins.abi.Pack("settle", winner, loser, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92669141.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(address winner, address loser, uint256 amount) returns()
func (coins *Coins) TryPackSettle(winner common.Address, loser common.Address, amount *big.Int) ([]byte, error) {
	return coins.abi.Pack("settle", winner, loser, amount)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() pure returns(string)
func (coins *Coins) PackSymbol() []byte {
	enc, err := coins.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() pure returns(string)
func (coins *Coins) TryPackSymbol() ([]byte, error) {
	return coins.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() pure returns(string)
func (coins *Coins) UnpackSymbol(data []byte) (string, error) {
	out, err := coins.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (coins *Coins) PackTotalSupply() []byte {
	enc, err := coins.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (coins *Coins) TryPackTotalSupply() ([]byte, error) {
	return coins.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (coins *Coins) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := coins.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address , uint256 ) pure returns(bool)
func (coins *Coins) PackTransfer(arg0 common.Address, arg1 *big.Int) []byte {
	enc, err := coins.abi.Pack("transfer", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address , uint256 ) pure returns(bool)
func (coins *Coins) TryPackTransfer(arg0 common.Address, arg1 *big.Int) ([]byte, error) {
	return coins.abi.Pack("transfer", arg0, arg1)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address , uint256 ) pure returns(bool)
func (coins *Coins) UnpackTransfer(data []byte) (bool, error) {
	out, err := coins.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address , address , uint256 ) pure returns(bool)
func (coins *Coins) PackTransferFrom(arg0 common.Address, arg1 common.Address, arg2 *big.Int) []byte {
	enc, err := coins.abi.Pack("transferFrom", arg0, arg1, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address , address , uint256 ) pure returns(bool)
func (coins *Coins) TryPackTransferFrom(arg0 common.Address, arg1 common.Address, arg2 *big.Int) ([]byte, error) {
	return coins.abi.Pack("transferFrom", arg0, arg1, arg2)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address , address , uint256 ) pure returns(bool)
func (coins *Coins) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := coins.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (coins *Coins) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := coins.abi.Pack("transferOwnership", newOwner)
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
func (coins *Coins) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return coins.abi.Pack("transferOwnership", newOwner)
}

// PackUnlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7eee288d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unlock(address account, uint256 amount) returns()
func (coins *Coins) PackUnlock(account common.Address, amount *big.Int) []byte {
	enc, err := coins.abi.Pack("unlock", account, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7eee288d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unlock(address account, uint256 amount) returns()
func (coins *Coins) TryPackUnlock(account common.Address, amount *big.Int) ([]byte, error) {
	return coins.abi.Pack("unlock", account, amount)
}

// CoinsApproval represents a Approval event raised by the Coins contract.
type CoinsApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const CoinsApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (CoinsApproval) ContractEventName() string {
	return CoinsApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (coins *Coins) UnpackApprovalEvent(log *types.Log) (*CoinsApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != coins.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CoinsApproval)
	if len(log.Data) > 0 {
		if err := coins.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range coins.abi.Events[event].Inputs {
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

// CoinsCoinsLocked represents a CoinsLocked event raised by the Coins contract.
type CoinsCoinsLocked struct {
	Account common.Address
	Game    common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const CoinsCoinsLockedEventName = "CoinsLocked"

// ContractEventName returns the user-defined event name.
func (CoinsCoinsLocked) ContractEventName() string {
	return CoinsCoinsLockedEventName
}

// UnpackCoinsLockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CoinsLocked(address indexed account, address indexed game, uint256 amount)
func (coins *Coins) UnpackCoinsLockedEvent(log *types.Log) (*CoinsCoinsLocked, error) {
	event := "CoinsLocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != coins.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CoinsCoinsLocked)
	if len(log.Data) > 0 {
		if err := coins.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range coins.abi.Events[event].Inputs {
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

// CoinsCoinsUnlocked represents a CoinsUnlocked event raised by the Coins contract.
type CoinsCoinsUnlocked struct {
	Account common.Address
	Game    common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const CoinsCoinsUnlockedEventName = "CoinsUnlocked"

// ContractEventName returns the user-defined event name.
func (CoinsCoinsUnlocked) ContractEventName() string {
	return CoinsCoinsUnlockedEventName
}

// UnpackCoinsUnlockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CoinsUnlocked(address indexed account, address indexed game, uint256 amount)
func (coins *Coins) UnpackCoinsUnlockedEvent(log *types.Log) (*CoinsCoinsUnlocked, error) {
	event := "CoinsUnlocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != coins.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CoinsCoinsUnlocked)
	if len(log.Data) > 0 {
		if err := coins.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range coins.abi.Events[event].Inputs {
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

// CoinsDailyClaimed represents a DailyClaimed event raised by the Coins contract.
type CoinsDailyClaimed struct {
	Account     common.Address
	Amount      *big.Int
	NextClaimAt *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const CoinsDailyClaimedEventName = "DailyClaimed"

// ContractEventName returns the user-defined event name.
func (CoinsDailyClaimed) ContractEventName() string {
	return CoinsDailyClaimedEventName
}

// UnpackDailyClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DailyClaimed(address indexed account, uint256 amount, uint256 nextClaimAt)
func (coins *Coins) UnpackDailyClaimedEvent(log *types.Log) (*CoinsDailyClaimed, error) {
	event := "DailyClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != coins.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CoinsDailyClaimed)
	if len(log.Data) > 0 {
		if err := coins.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range coins.abi.Events[event].Inputs {
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

// CoinsGameSet represents a GameSet event raised by the Coins contract.
type CoinsGameSet struct {
	Game    common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const CoinsGameSetEventName = "GameSet"

// ContractEventName returns the user-defined event name.
func (CoinsGameSet) ContractEventName() string {
	return CoinsGameSetEventName
}

// UnpackGameSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GameSet(address indexed game, bool allowed)
func (coins *Coins) UnpackGameSetEvent(log *types.Log) (*CoinsGameSet, error) {
	event := "GameSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != coins.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CoinsGameSet)
	if len(log.Data) > 0 {
		if err := coins.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range coins.abi.Events[event].Inputs {
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

// CoinsOwnershipTransferred represents a OwnershipTransferred event raised by the Coins contract.
type CoinsOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const CoinsOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (CoinsOwnershipTransferred) ContractEventName() string {
	return CoinsOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (coins *Coins) UnpackOwnershipTransferredEvent(log *types.Log) (*CoinsOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != coins.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CoinsOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := coins.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range coins.abi.Events[event].Inputs {
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

// CoinsTransfer represents a Transfer event raised by the Coins contract.
type CoinsTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const CoinsTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (CoinsTransfer) ContractEventName() string {
	return CoinsTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (coins *Coins) UnpackTransferEvent(log *types.Log) (*CoinsTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != coins.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CoinsTransfer)
	if len(log.Data) > 0 {
		if err := coins.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range coins.abi.Events[event].Inputs {
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
func (coins *Coins) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], coins.abi.Errors["CoinsBadAccount"].ID.Bytes()[:4]) {
		return coins.UnpackCoinsBadAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], coins.abi.Errors["CoinsDailyNotReady"].ID.Bytes()[:4]) {
		return coins.UnpackCoinsDailyNotReadyError(raw[4:])
	}
	if bytes.Equal(raw[:4], coins.abi.Errors["CoinsInsufficient"].ID.Bytes()[:4]) {
		return coins.UnpackCoinsInsufficientError(raw[4:])
	}
	if bytes.Equal(raw[:4], coins.abi.Errors["CoinsInsufficientLocked"].ID.Bytes()[:4]) {
		return coins.UnpackCoinsInsufficientLockedError(raw[4:])
	}
	if bytes.Equal(raw[:4], coins.abi.Errors["CoinsNotGame"].ID.Bytes()[:4]) {
		return coins.UnpackCoinsNotGameError(raw[4:])
	}
	if bytes.Equal(raw[:4], coins.abi.Errors["CoinsNotTransferable"].ID.Bytes()[:4]) {
		return coins.UnpackCoinsNotTransferableError(raw[4:])
	}
	if bytes.Equal(raw[:4], coins.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return coins.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], coins.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return coins.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// CoinsCoinsBadAccount represents a CoinsBadAccount error raised by the Coins contract.
type CoinsCoinsBadAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CoinsBadAccount(address account)
func CoinsCoinsBadAccountErrorID() common.Hash {
	return common.HexToHash("0x86f27e453fae0c6e2ea70736ec7a76163d44261011663122328a3ebbc6ee4027")
}

// UnpackCoinsBadAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CoinsBadAccount(address account)
func (coins *Coins) UnpackCoinsBadAccountError(raw []byte) (*CoinsCoinsBadAccount, error) {
	out := new(CoinsCoinsBadAccount)
	if err := coins.abi.UnpackIntoInterface(out, "CoinsBadAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CoinsCoinsDailyNotReady represents a CoinsDailyNotReady error raised by the Coins contract.
type CoinsCoinsDailyNotReady struct {
	Account     common.Address
	NextClaimAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CoinsDailyNotReady(address account, uint256 nextClaimAt)
func CoinsCoinsDailyNotReadyErrorID() common.Hash {
	return common.HexToHash("0x1f26080d97a937c5b64dfb026674e8f39701be829b6df38bb3f49a5fe8da6d7d")
}

// UnpackCoinsDailyNotReadyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CoinsDailyNotReady(address account, uint256 nextClaimAt)
func (coins *Coins) UnpackCoinsDailyNotReadyError(raw []byte) (*CoinsCoinsDailyNotReady, error) {
	out := new(CoinsCoinsDailyNotReady)
	if err := coins.abi.UnpackIntoInterface(out, "CoinsDailyNotReady", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CoinsCoinsInsufficient represents a CoinsInsufficient error raised by the Coins contract.
type CoinsCoinsInsufficient struct {
	Account   common.Address
	Available *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CoinsInsufficient(address account, uint256 available, uint256 needed)
func CoinsCoinsInsufficientErrorID() common.Hash {
	return common.HexToHash("0x1fee2b06194a6771ad66d728467f24d80ec1748b2fce4baddaf11234d079ffce")
}

// UnpackCoinsInsufficientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CoinsInsufficient(address account, uint256 available, uint256 needed)
func (coins *Coins) UnpackCoinsInsufficientError(raw []byte) (*CoinsCoinsInsufficient, error) {
	out := new(CoinsCoinsInsufficient)
	if err := coins.abi.UnpackIntoInterface(out, "CoinsInsufficient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CoinsCoinsInsufficientLocked represents a CoinsInsufficientLocked error raised by the Coins contract.
type CoinsCoinsInsufficientLocked struct {
	Account common.Address
	Locked  *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CoinsInsufficientLocked(address account, uint256 locked, uint256 needed)
func CoinsCoinsInsufficientLockedErrorID() common.Hash {
	return common.HexToHash("0xaa4907629fce2b48ef48844689dee6fa5f70f18cc08b153e923a7bd4b5d10e6d")
}

// UnpackCoinsInsufficientLockedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CoinsInsufficientLocked(address account, uint256 locked, uint256 needed)
func (coins *Coins) UnpackCoinsInsufficientLockedError(raw []byte) (*CoinsCoinsInsufficientLocked, error) {
	out := new(CoinsCoinsInsufficientLocked)
	if err := coins.abi.UnpackIntoInterface(out, "CoinsInsufficientLocked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CoinsCoinsNotGame represents a CoinsNotGame error raised by the Coins contract.
type CoinsCoinsNotGame struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CoinsNotGame(address caller)
func CoinsCoinsNotGameErrorID() common.Hash {
	return common.HexToHash("0xd03fa36681ecbc9efb8ca5a388d9c9ddf5ba4b58f6cfb83ca56b22c668be9e96")
}

// UnpackCoinsNotGameError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CoinsNotGame(address caller)
func (coins *Coins) UnpackCoinsNotGameError(raw []byte) (*CoinsCoinsNotGame, error) {
	out := new(CoinsCoinsNotGame)
	if err := coins.abi.UnpackIntoInterface(out, "CoinsNotGame", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CoinsCoinsNotTransferable represents a CoinsNotTransferable error raised by the Coins contract.
type CoinsCoinsNotTransferable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CoinsNotTransferable()
func CoinsCoinsNotTransferableErrorID() common.Hash {
	return common.HexToHash("0x57ad5673d5e5ba84d392f8894f34eeec4592937e13cadeeffe67cb1478ab5dfc")
}

// UnpackCoinsNotTransferableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CoinsNotTransferable()
func (coins *Coins) UnpackCoinsNotTransferableError(raw []byte) (*CoinsCoinsNotTransferable, error) {
	out := new(CoinsCoinsNotTransferable)
	if err := coins.abi.UnpackIntoInterface(out, "CoinsNotTransferable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CoinsOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the Coins contract.
type CoinsOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func CoinsOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (coins *Coins) UnpackOwnableInvalidOwnerError(raw []byte) (*CoinsOwnableInvalidOwner, error) {
	out := new(CoinsOwnableInvalidOwner)
	if err := coins.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CoinsOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the Coins contract.
type CoinsOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func CoinsOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (coins *Coins) UnpackOwnableUnauthorizedAccountError(raw []byte) (*CoinsOwnableUnauthorizedAccount, error) {
	out := new(CoinsOwnableUnauthorizedAccount)
	if err := coins.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformMetaData contains all meta data concerning the DuelPlatform contract.
var DuelPlatformMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"coins\",\"type\":\"address\",\"internalType\":\"contractICoins\"},{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"COINS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractICoins\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_MATCH_DURATION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"TIMEOUT_QUERY_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claimTimeout\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"enqueue\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"forfeit\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getMatch\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDuelPlatform.Match\",\"components\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"mode\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"startedAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"live\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"bet\",\"type\":\"uint96\",\"internalType\":\"uint96\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"leave\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"matchCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"modeOf\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"playerOf\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDuelPlatform.Player\",\"components\":[{\"name\":\"ratingOffset\",\"type\":\"int32\",\"internalType\":\"int32\"},{\"name\":\"wins\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"losses\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"draws\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"matchId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"queuedMode\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"queuedBet\",\"type\":\"uint48\",\"internalType\":\"uint48\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"queuedBet\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"rankOf\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"ratingOf\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"int256\",\"internalType\":\"int256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registerMode\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"modeContract\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reportResult\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"internalType\":\"enumIDuelPlatform.Outcome\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setModeEnabled\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"waiting\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"Left\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"mode\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"bet\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchFound\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"mode\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"a\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"bet\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchSettled\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIDuelPlatform.Outcome\"},{\"name\":\"ending\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIDuelPlatform.Ending\"},{\"name\":\"points\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"ratingA\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"ratingB\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ModeEnabled\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"enabled\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ModeRegistered\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"modeContract\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Queued\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"mode\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"bet\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"DuelBadBet\",\"inputs\":[{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelBadMode\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"modeContract\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DuelBusy\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"queuedMode\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelModeUnavailable\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"DuelNotLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelNotMode\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DuelNotPlayer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DuelNotQueued\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DuelNotTimedOut\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "DuelPlatform",
	Bin: "0x60a060405234801561000f575f5ffd5b5060405161251638038061251683398101604081905261002e916100de565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006581610078565b50506001600160a01b0316608052610116565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146100db575f5ffd5b50565b5f5f604083850312156100ef575f5ffd5b82516100fa816100c7565b602084015190925061010b816100c7565b809150509250929050565b6080516123be6101585f395f818161051f01528181610fd0015281816116bb015281816119f101528181611a9201528181611c620152611d8801526123be5ff3fe608060405234801561000f575f5ffd5b5060043610610179575f3560e01c806386e773f1116100d2578063d66d9e1911610088578063ee5f83e711610063578063ee5f83e7146105b4578063ef75e3d11461060f578063f2fde38b14610748575f5ffd5b8063d66d9e1914610554578063dc27ef3c1461055c578063dd10e10e146105aa575f5ffd5b80638da5cb5b116100b85780638da5cb5b146104dc578063d1495ee01461051a578063d533f75914610541575f5ffd5b806386e773f1146104a4578063874c1daf146104b7575f5ffd5b80635a688b2611610132578063715018a61161010d578063715018a61461048157806379c4264b1461048957806381e0750914610491575f5ffd5b80635a688b26146103ba5780636205f4c5146103d25780636ae2f902146103e5575f5ffd5b8063317eb9ef11610162578063317eb9ef146101ea5780633d092b3d146101fd5780633ed546ab146103a7575f5ffd5b80630c4223de1461017d5780632750745814610192575b5f5ffd5b61019061018b366004612078565b61075b565b005b6101d56101a03660046120a9565b5f908152600260205260409020547d010000000000000000000000000000000000000000000000000000000000900460ff1690565b60405190151581526020015b60405180910390f35b6101906101f83660046120d3565b610803565b61031361020b3660046120a9565b6040805160c0810182525f80825260208201819052918101829052606081018290526080810182905260a0810191909152505f90815260026020908152604091829020825160c081018452815473ffffffffffffffffffffffffffffffffffffffff80821683527401000000000000000000000000000000000000000080830463ffffffff16958401959095527801000000000000000000000000000000000000000000000000820464ffffffffff16958301959095527d010000000000000000000000000000000000000000000000000000000000900460ff1615156060820152600190910154928316608082015291046bffffffffffffffffffffffff1660a082015290565b6040516101e191905f60c08201905073ffffffffffffffffffffffffffffffffffffffff835116825263ffffffff602084015116602083015264ffffffffff604084015116604083015260608301511515606083015273ffffffffffffffffffffffffffffffffffffffff60808401511660808301526bffffffffffffffffffffffff60a08401511660a083015292915050565b6101906103b53660046120a9565b61090b565b6103c462030d4081565b6040519081526020016101e1565b6103c46103e0366004612124565b6109b1565b6104556103f336600461213d565b63ffffffff165f9081526001602090815260409182902082518084019093525473ffffffffffffffffffffffffffffffffffffffff81168084527401000000000000000000000000000000000000000090910460ff1615159290910182905291565b6040805173ffffffffffffffffffffffffffffffffffffffff90931683529015156020830152016101e1565b6101906109eb565b6005546103c4565b61019061049f366004612156565b6109fe565b6101906104b23660046120a9565b610bac565b6104ca6104c5366004612124565b610dc7565b60405160ff90911681526020016101e1565b5f5473ffffffffffffffffffffffffffffffffffffffff165b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016101e1565b6104f57f000000000000000000000000000000000000000000000000000000000000000081565b6103c461054f366004612187565b610dd9565b61019061156d565b6104f561056a366004612187565b60609190911b6fffffffff00000000000000000000000016175f9081526004602052604090205473ffffffffffffffffffffffffffffffffffffffff1690565b6103c46201518081565b6103c46105c2366004612124565b73ffffffffffffffffffffffffffffffffffffffff165f908152600360205260409020547a010000000000000000000000000000000000000000000000000000900465ffffffffffff1690565b61073b61061d366004612124565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101919091525073ffffffffffffffffffffffffffffffffffffffff165f90815260036020818152604092839020835160e08101855290549283900b815263ffffffff64010000000084048116928201929092526801000000000000000083048216938101939093526c0100000000000000000000000082048116606084015265ffffffffffff700100000000000000000000000000000000830481166080850152760100000000000000000000000000000000000000000000830490911660a08401527a0100000000000000000000000000000000000000000000000000009091041660c082015290565b6040516101e191906121af565b610190610756366004612124565b611754565b5f610765836117b7565b805474010000000000000000000000000000000000000000900463ffffffff165f9081526001602052604090205490915073ffffffffffffffffffffffffffffffffffffffff1633146107f2576040517f3e80ac8c000000000000000000000000000000000000000000000000000000008152600481018490523360248201526044015b60405180910390fd5b6107fe8382845f611828565b505050565b61080b611e30565b63ffffffff82165f9081526001602052604090205473ffffffffffffffffffffffffffffffffffffffff16610874576040517fc050638000000000000000000000000000000000000000000000000000000000815263ffffffff831660048201526024016107e9565b63ffffffff82165f8181526001602052604090819020805484151574010000000000000000000000000000000000000000027fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff909116179055517f45d5bb4f7bb4bf75031ab4d79f7405a802054b1f664e2c1bc3189e416dc473a0906108ff90841515815260200190565b60405180910390a25050565b5f610915826117b7565b80549091505f9073ffffffffffffffffffffffffffffffffffffffff163303610940575060026109a4565b600182015473ffffffffffffffffffffffffffffffffffffffff163303610969575060016109a4565b6040517fe9383a98000000000000000000000000000000000000000000000000000000008152600481018490523360248201526044016107e9565b6107fe8383836001611828565b73ffffffffffffffffffffffffffffffffffffffff81165f9081526003602081905260408220546109e5910b6103e8612264565b92915050565b6109f3611e30565b6109fc5f611e82565b565b610a06611e30565b63ffffffff82161580610a2d575073ffffffffffffffffffffffffffffffffffffffff8116155b80610a61575063ffffffff82165f9081526001602052604090205473ffffffffffffffffffffffffffffffffffffffff1615155b15610abc576040517f3a4d263100000000000000000000000000000000000000000000000000000000815263ffffffff8316600482015273ffffffffffffffffffffffffffffffffffffffff821660248201526044016107e9565b60408051808201825273ffffffffffffffffffffffffffffffffffffffff8084168083526001602080850182815263ffffffff89165f81815293909252868320955186549151151574010000000000000000000000000000000000000000027fffffffffffffffffffffff00000000000000000000000000000000000000000090921695169490941793909317909355925190917f1a6b6764c3df9c96bef9445a863e41f68e0cdfae27327b399202141353c36b1991a36040516001815263ffffffff8316907f45d5bb4f7bb4bf75031ab4d79f7405a802054b1f664e2c1bc3189e416dc473a0906020016108ff565b5f610bb6826117b7565b805474010000000000000000000000000000000000000000900463ffffffff165f90815260016020526040808220549051602481018690529293509091829173ffffffffffffffffffffffffffffffffffffffff169062030d4090604401604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08184030181529181526020820180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fc23adcda0000000000000000000000000000000000000000000000000000000017905251610c959190612283565b5f604051808303818686fa925050503d805f8114610cce576040519150601f19603f3d011682016040523d82523d5f602084013e610cd3565b606091505b5091509150818015610ce757506040815110155b15610d45575f5f82806020019051810190610d029190612299565b91509150816001148015610d17575060028111155b15610d4257610d3a8686836002811115610d3357610d336122bb565b6002611828565b505050505050565b50505b8254610d789062015180907801000000000000000000000000000000000000000000000000900464ffffffffff166122e8565b421015610db4576040517f47211c65000000000000000000000000000000000000000000000000000000008152600481018590526024016107e9565b610dc184845f6003611828565b50505050565b5f6109e5610dd4836109b1565b611ef6565b63ffffffff82165f90815260016020908152604080832081518083019092525473ffffffffffffffffffffffffffffffffffffffff8116825274010000000000000000000000000000000000000000900460ff16151591810182905290610e74576040517fc050638000000000000000000000000000000000000000000000000000000000815263ffffffff851660048201526024016107e9565b821580610e86575065ffffffffffff83115b15610ec0576040517fb370cf6c000000000000000000000000000000000000000000000000000000008152600481018490526024016107e9565b335f9081526003602052604090208054760100000000000000000000000000000000000000000000900463ffffffff16151580610f1957508054700100000000000000000000000000000000900465ffffffffffff1615155b15610f9b5780546040517f31b93415000000000000000000000000000000000000000000000000000000008152336004820152760100000000000000000000000000000000000000000000820463ffffffff16602482015270010000000000000000000000000000000090910465ffffffffffff1660448201526064016107e9565b6040517f282d3fdf000000000000000000000000000000000000000000000000000000008152336004820152602481018590527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063282d3fdf906044015f604051808303815f87803b158015611026575f5ffd5b505af1158015611038573d5f5f3e3d5ffd5b50505050606085901b6fffffffff0000000000000000000000001684175f8181526004602052604090205473ffffffffffffffffffffffffffffffffffffffff168061117e575f828152600460209081526040918290208054337fffffffffffffffffffffffff00000000000000000000000000000000000000009091168117909155855475ffffffffffffffffffffffffffffffffffffffffffff1676010000000000000000000000000000000000000000000063ffffffff8c1690810279ffffffffffffffffffffffffffffffffffffffffffffffffffff16919091177a01000000000000000000000000000000000000000000000000000065ffffffffffff8c1602178755925189815290917fa8d832000a721f0e5ba8b5afb571fe358c1ea750d9451fd8cb7d1894bf3d8cca910160405180910390a35f9450505050506109e5565b5f82815260046020526040812080547fffffffffffffffffffffffff0000000000000000000000000000000000000000169055600580549091906111c1906122fb565b91905081905594506040518060c001604052808273ffffffffffffffffffffffffffffffffffffffff1681526020018863ffffffff1681526020014264ffffffffff1681526020016001151581526020013373ffffffffffffffffffffffffffffffffffffffff168152602001876bffffffffffffffffffffffff1681525060025f8781526020019081526020015f205f820151815f015f6101000a81548173ffffffffffffffffffffffffffffffffffffffff021916908373ffffffffffffffffffffffffffffffffffffffff1602179055506020820151815f0160146101000a81548163ffffffff021916908363ffffffff1602179055506040820151815f0160186101000a81548164ffffffffff021916908364ffffffffff1602179055506060820151815f01601d6101000a81548160ff0219169083151502179055506080820151816001015f6101000a81548173ffffffffffffffffffffffffffffffffffffffff021916908373ffffffffffffffffffffffffffffffffffffffff16021790555060a08201518160010160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff1602179055509050505f60035f8373ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f2090505f815f0160166101000a81548163ffffffff021916908363ffffffff1602179055505f815f01601a6101000a81548165ffffffffffff021916908365ffffffffffff16021790555085815f0160106101000a81548165ffffffffffff021916908365ffffffffffff16021790555085845f0160106101000a81548165ffffffffffff021916908365ffffffffffff1602179055508173ffffffffffffffffffffffffffffffffffffffff168863ffffffff16877faf5490ad6b781605220b5c0a88982042841fd07ab57d75380a77c3cac1e44704338b6040516114c792919073ffffffffffffffffffffffffffffffffffffffff929092168252602082015260400190565b60405180910390a484516040517f7f0a0e6c0000000000000000000000000000000000000000000000000000000081526004810188905273ffffffffffffffffffffffffffffffffffffffff8481166024830152336044830152606482018a905290911690637f0a0e6c906084015f604051808303815f87803b15801561154c575f5ffd5b505af115801561155e573d5f5f3e3d5ffd5b50505050505050505092915050565b335f9081526003602052604081208054909176010000000000000000000000000000000000000000000090910463ffffffff16908190036115dc576040517f9bd65e940000000000000000000000000000000000000000000000000000000081523360048201526024016107e9565b81547a010000000000000000000000000000000000000000000000000000900465ffffffffffff1660045f606084901b6fffffffff0000000000000000000000001683178152602081019190915260409081015f2080547fffffffffffffffffffffffff0000000000000000000000000000000000000000169055835475ffffffffffffffffffffffffffffffffffffffffffff168455517f7eee288d0000000000000000000000000000000000000000000000000000000081523360048201526024810182905273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690637eee288d906044015f604051808303815f87803b1580156116fc575f5ffd5b505af115801561170e573d5f5f3e3d5ffd5b505060405183815263ffffffff851692503391507f4ce095fd0da0190760e2e577b9b364120ba943eee078a2dd362a05b4c0c0c41a9060200160405180910390a3505050565b61175c611e30565b73ffffffffffffffffffffffffffffffffffffffff81166117ab576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f60048201526024016107e9565b6117b481611e82565b50565b5f81815260026020526040902080547d010000000000000000000000000000000000000000000000000000000000900460ff16611823576040517f35e470ce000000000000000000000000000000000000000000000000000000008152600481018390526024016107e9565b919050565b82547fffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81168455600184015473ffffffffffffffffffffffffffffffffffffffff9182165f81815260036020819052604080832095851680845290832086547fffffffffffffffffffff000000000000ffffffffffffffffffffffffffffffff908116885581541681558654949691957401000000000000000000000000000000000000000090046bffffffffffffffffffffffff16949193909290916118f2910b6103e8612264565b82549091505f906119089060030b6103e8612264565b90505f808a600281111561191e5761191e6122bb565b03611af05784546c01000000000000000000000000900463ffffffff1685600c61194783612332565b82546101009290920a63ffffffff81810219909316918316021790915585546c01000000000000000000000000900416905084600c61198583612332565b825463ffffffff9182166101009390930a9283029190920219909116179055506040517f7eee288d00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8981166004830152602482018890527f00000000000000000000000000000000000000000000000000000000000000001690637eee288d906044015f604051808303815f87803b158015611a32575f5ffd5b505af1158015611a44573d5f5f3e3d5ffd5b50506040517f7eee288d00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8a81166004830152602482018a90527f0000000000000000000000000000000000000000000000000000000000000000169250637eee288d91506044015f604051808303815f87803b158015611ad5575f5ffd5b505af1158015611ae7573d5f5f3e3d5ffd5b50505050611de2565b5f60018b6002811115611b0557611b056122bb565b149050611b13848483611f46565b91955093509150611b266103e885612356565b86547fffffffffffffffffffffffffffffffffffffffffffffffffffffffff000000001663ffffffff91909116178655611b626103e884612356565b85547fffffffffffffffffffffffffffffffffffffffffffffffffffffffff000000001663ffffffff919091161785558015611cbe578554640100000000900463ffffffff16866004611bb483612332565b82546101009290920a63ffffffff8181021990931691831602179091558654680100000000000000009004169050856008611bee83612332565b825463ffffffff9182166101009390930a9283029190920219909116179055506040517f9266914100000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8a811660048301528981166024830152604482018990527f000000000000000000000000000000000000000000000000000000000000000016906392669141906064015f604051808303815f87803b158015611ca3575f5ffd5b505af1158015611cb5573d5f5f3e3d5ffd5b50505050611de0565b8454640100000000900463ffffffff16856004611cda83612332565b82546101009290920a63ffffffff8181021990931691831602179091558754680100000000000000009004169050866008611d1483612332565b825463ffffffff9182166101009390930a9283029190920219909116179055506040517f9266914100000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff89811660048301528a81166024830152604482018990527f000000000000000000000000000000000000000000000000000000000000000016906392669141906064015f604051808303815f87803b158015611dc9575f5ffd5b505af1158015611ddb573d5f5f3e3d5ffd5b505050505b505b8b7fa2faddd6670680ed6d51b18788eb06864284f1af41491a4bc4158df13ffb9eba8b8b848787604051611e1a959493929190612375565b60405180910390a2505050505050505050505050565b5f5473ffffffffffffffffffffffffffffffffffffffff1633146109fc576040517f118cdaa70000000000000000000000000000000000000000000000000000000081523360048201526024016107e9565b5f805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f6103e8821215611f0857505f919050565b6105dc821215611f1a57506001919050565b6107d0821215611f2c57506002919050565b6109c4821215611f3e57506003919050565b506004919050565b5f5f5f8315611f7857611f598686611fa6565b9050611f658187612264565b611f6f8287612356565b92509250611f9d565b611f828587611fa6565b9050611f8e8187612356565b611f988287612264565b925092505b93509350939050565b5f80611fb28484612356565b905060205b80831015611ffb575f6001611fcc83866122e8565b901c905082611fda82612003565b13611ff157611fea8160016122e8565b9350611ff5565b8091505b50611fb7565b505092915050565b5f5f60108310612033577f82d0820c81ad816d813b811280ee80ce80b18096807d8065804e80378021800b612055565b7f7ff67fe07fca7fb37f9c7f847f6b7f507f337f137eef7ec67e947e547df57d315b905061207161800061ffff60f0600487901b1684901c16612356565b9392505050565b5f5f60408385031215612089575f5ffd5b8235915060208301356003811061209e575f5ffd5b809150509250929050565b5f602082840312156120b9575f5ffd5b5035919050565b803563ffffffff81168114611823575f5ffd5b5f5f604083850312156120e4575f5ffd5b6120ed836120c0565b91506020830135801515811461209e575f5ffd5b803573ffffffffffffffffffffffffffffffffffffffff81168114611823575f5ffd5b5f60208284031215612134575f5ffd5b61207182612101565b5f6020828403121561214d575f5ffd5b612071826120c0565b5f5f60408385031215612167575f5ffd5b612170836120c0565b915061217e60208401612101565b90509250929050565b5f5f60408385031215612198575f5ffd5b6121a1836120c0565b946020939093013593505050565b5f60e082019050825160030b825263ffffffff602084015116602083015263ffffffff604084015116604083015263ffffffff606084015116606083015265ffffffffffff608084015116608083015260a083015161221660a084018263ffffffff169052565b5060c083015161223060c084018265ffffffffffff169052565b5092915050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b8082018281125f831280158216821582161715611ffb57611ffb612237565b5f82518060208501845e5f920191825250919050565b5f5f604083850312156122aa575f5ffd5b505080516020909101519092909150565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b808201808211156109e5576109e5612237565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff820361232b5761232b612237565b5060010190565b5f63ffffffff821663ffffffff810361234d5761234d612237565b60010192915050565b8181035f83128015838313168383128216171561223057612230612237565b60a0810160038710612389576123896122bb565b8682526004861061239c5761239c6122bb565b856020830152846040830152836060830152826080830152969550505050505056",
}

// DuelPlatform is an auto generated Go binding around an Ethereum contract.
type DuelPlatform struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DuelPlatform) GetABI() abi.ABI {
	return c.abi
}

// NewDuelPlatform creates a new instance of DuelPlatform.
func NewDuelPlatform() *DuelPlatform {
	parsed, err := DuelPlatformMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DuelPlatform{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DuelPlatform) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address coins, address owner_) returns()
func (duelPlatform *DuelPlatform) PackConstructor(coins common.Address, owner_ common.Address) []byte {
	enc, err := duelPlatform.abi.Pack("", coins, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCOINS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1495ee0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COINS() view returns(address)
func (duelPlatform *DuelPlatform) PackCOINS() []byte {
	enc, err := duelPlatform.abi.Pack("COINS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCOINS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1495ee0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function COINS() view returns(address)
func (duelPlatform *DuelPlatform) TryPackCOINS() ([]byte, error) {
	return duelPlatform.abi.Pack("COINS")
}

// UnpackCOINS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd1495ee0.
//
// Solidity: function COINS() view returns(address)
func (duelPlatform *DuelPlatform) UnpackCOINS(data []byte) (common.Address, error) {
	out, err := duelPlatform.abi.Unpack("COINS", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackMAXMATCHDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd10e10e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_MATCH_DURATION() view returns(uint256)
func (duelPlatform *DuelPlatform) PackMAXMATCHDURATION() []byte {
	enc, err := duelPlatform.abi.Pack("MAX_MATCH_DURATION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXMATCHDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd10e10e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_MATCH_DURATION() view returns(uint256)
func (duelPlatform *DuelPlatform) TryPackMAXMATCHDURATION() ([]byte, error) {
	return duelPlatform.abi.Pack("MAX_MATCH_DURATION")
}

// UnpackMAXMATCHDURATION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd10e10e.
//
// Solidity: function MAX_MATCH_DURATION() view returns(uint256)
func (duelPlatform *DuelPlatform) UnpackMAXMATCHDURATION(data []byte) (*big.Int, error) {
	out, err := duelPlatform.abi.Unpack("MAX_MATCH_DURATION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTIMEOUTQUERYGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a688b26.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TIMEOUT_QUERY_GAS() view returns(uint256)
func (duelPlatform *DuelPlatform) PackTIMEOUTQUERYGAS() []byte {
	enc, err := duelPlatform.abi.Pack("TIMEOUT_QUERY_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTIMEOUTQUERYGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a688b26.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TIMEOUT_QUERY_GAS() view returns(uint256)
func (duelPlatform *DuelPlatform) TryPackTIMEOUTQUERYGAS() ([]byte, error) {
	return duelPlatform.abi.Pack("TIMEOUT_QUERY_GAS")
}

// UnpackTIMEOUTQUERYGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5a688b26.
//
// Solidity: function TIMEOUT_QUERY_GAS() view returns(uint256)
func (duelPlatform *DuelPlatform) UnpackTIMEOUTQUERYGAS(data []byte) (*big.Int, error) {
	out, err := duelPlatform.abi.Unpack("TIMEOUT_QUERY_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86e773f1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimTimeout(uint256 matchId) returns()
func (duelPlatform *DuelPlatform) PackClaimTimeout(matchId *big.Int) []byte {
	enc, err := duelPlatform.abi.Pack("claimTimeout", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86e773f1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimTimeout(uint256 matchId) returns()
func (duelPlatform *DuelPlatform) TryPackClaimTimeout(matchId *big.Int) ([]byte, error) {
	return duelPlatform.abi.Pack("claimTimeout", matchId)
}

// PackEnqueue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd533f759.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function enqueue(uint32 mode, uint256 bet) returns(uint256 matchId)
func (duelPlatform *DuelPlatform) PackEnqueue(mode uint32, bet *big.Int) []byte {
	enc, err := duelPlatform.abi.Pack("enqueue", mode, bet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEnqueue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd533f759.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function enqueue(uint32 mode, uint256 bet) returns(uint256 matchId)
func (duelPlatform *DuelPlatform) TryPackEnqueue(mode uint32, bet *big.Int) ([]byte, error) {
	return duelPlatform.abi.Pack("enqueue", mode, bet)
}

// UnpackEnqueue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd533f759.
//
// Solidity: function enqueue(uint32 mode, uint256 bet) returns(uint256 matchId)
func (duelPlatform *DuelPlatform) UnpackEnqueue(data []byte) (*big.Int, error) {
	out, err := duelPlatform.abi.Unpack("enqueue", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackForfeit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ed546ab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forfeit(uint256 matchId) returns()
func (duelPlatform *DuelPlatform) PackForfeit(matchId *big.Int) []byte {
	enc, err := duelPlatform.abi.Pack("forfeit", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForfeit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ed546ab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forfeit(uint256 matchId) returns()
func (duelPlatform *DuelPlatform) TryPackForfeit(matchId *big.Int) ([]byte, error) {
	return duelPlatform.abi.Pack("forfeit", matchId)
}

// PackGetMatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d092b3d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMatch(uint256 matchId) view returns((address,uint32,uint40,bool,address,uint96))
func (duelPlatform *DuelPlatform) PackGetMatch(matchId *big.Int) []byte {
	enc, err := duelPlatform.abi.Pack("getMatch", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d092b3d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMatch(uint256 matchId) view returns((address,uint32,uint40,bool,address,uint96))
func (duelPlatform *DuelPlatform) TryPackGetMatch(matchId *big.Int) ([]byte, error) {
	return duelPlatform.abi.Pack("getMatch", matchId)
}

// UnpackGetMatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3d092b3d.
//
// Solidity: function getMatch(uint256 matchId) view returns((address,uint32,uint40,bool,address,uint96))
func (duelPlatform *DuelPlatform) UnpackGetMatch(data []byte) (IDuelPlatformMatch, error) {
	out, err := duelPlatform.abi.Unpack("getMatch", data)
	if err != nil {
		return *new(IDuelPlatformMatch), err
	}
	out0 := *abi.ConvertType(out[0], new(IDuelPlatformMatch)).(*IDuelPlatformMatch)
	return out0, nil
}

// PackIsLive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27507458.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isLive(uint256 matchId) view returns(bool)
func (duelPlatform *DuelPlatform) PackIsLive(matchId *big.Int) []byte {
	enc, err := duelPlatform.abi.Pack("isLive", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsLive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27507458.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isLive(uint256 matchId) view returns(bool)
func (duelPlatform *DuelPlatform) TryPackIsLive(matchId *big.Int) ([]byte, error) {
	return duelPlatform.abi.Pack("isLive", matchId)
}

// UnpackIsLive is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x27507458.
//
// Solidity: function isLive(uint256 matchId) view returns(bool)
func (duelPlatform *DuelPlatform) UnpackIsLive(data []byte) (bool, error) {
	out, err := duelPlatform.abi.Unpack("isLive", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLeave is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd66d9e19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function leave() returns()
func (duelPlatform *DuelPlatform) PackLeave() []byte {
	enc, err := duelPlatform.abi.Pack("leave")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLeave is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd66d9e19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function leave() returns()
func (duelPlatform *DuelPlatform) TryPackLeave() ([]byte, error) {
	return duelPlatform.abi.Pack("leave")
}

// PackMatchCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79c4264b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function matchCount() view returns(uint256)
func (duelPlatform *DuelPlatform) PackMatchCount() []byte {
	enc, err := duelPlatform.abi.Pack("matchCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMatchCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79c4264b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function matchCount() view returns(uint256)
func (duelPlatform *DuelPlatform) TryPackMatchCount() ([]byte, error) {
	return duelPlatform.abi.Pack("matchCount")
}

// UnpackMatchCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x79c4264b.
//
// Solidity: function matchCount() view returns(uint256)
func (duelPlatform *DuelPlatform) UnpackMatchCount(data []byte) (*big.Int, error) {
	out, err := duelPlatform.abi.Unpack("matchCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackModeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ae2f902.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function modeOf(uint32 mode) view returns(address, bool)
func (duelPlatform *DuelPlatform) PackModeOf(mode uint32) []byte {
	enc, err := duelPlatform.abi.Pack("modeOf", mode)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackModeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ae2f902.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function modeOf(uint32 mode) view returns(address, bool)
func (duelPlatform *DuelPlatform) TryPackModeOf(mode uint32) ([]byte, error) {
	return duelPlatform.abi.Pack("modeOf", mode)
}

// ModeOfOutput serves as a container for the return parameters of contract
// method ModeOf.
type ModeOfOutput struct {
	Arg0 common.Address
	Arg1 bool
}

// UnpackModeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ae2f902.
//
// Solidity: function modeOf(uint32 mode) view returns(address, bool)
func (duelPlatform *DuelPlatform) UnpackModeOf(data []byte) (ModeOfOutput, error) {
	out, err := duelPlatform.abi.Unpack("modeOf", data)
	outstruct := new(ModeOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Arg1 = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (duelPlatform *DuelPlatform) PackOwner() []byte {
	enc, err := duelPlatform.abi.Pack("owner")
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
func (duelPlatform *DuelPlatform) TryPackOwner() ([]byte, error) {
	return duelPlatform.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (duelPlatform *DuelPlatform) UnpackOwner(data []byte) (common.Address, error) {
	out, err := duelPlatform.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPlayerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef75e3d1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function playerOf(address player) view returns((int32,uint32,uint32,uint32,uint48,uint32,uint48))
func (duelPlatform *DuelPlatform) PackPlayerOf(player common.Address) []byte {
	enc, err := duelPlatform.abi.Pack("playerOf", player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlayerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef75e3d1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function playerOf(address player) view returns((int32,uint32,uint32,uint32,uint48,uint32,uint48))
func (duelPlatform *DuelPlatform) TryPackPlayerOf(player common.Address) ([]byte, error) {
	return duelPlatform.abi.Pack("playerOf", player)
}

// UnpackPlayerOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xef75e3d1.
//
// Solidity: function playerOf(address player) view returns((int32,uint32,uint32,uint32,uint48,uint32,uint48))
func (duelPlatform *DuelPlatform) UnpackPlayerOf(data []byte) (IDuelPlatformPlayer, error) {
	out, err := duelPlatform.abi.Unpack("playerOf", data)
	if err != nil {
		return *new(IDuelPlatformPlayer), err
	}
	out0 := *abi.ConvertType(out[0], new(IDuelPlatformPlayer)).(*IDuelPlatformPlayer)
	return out0, nil
}

// PackQueuedBet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee5f83e7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function queuedBet(address player) view returns(uint256)
func (duelPlatform *DuelPlatform) PackQueuedBet(player common.Address) []byte {
	enc, err := duelPlatform.abi.Pack("queuedBet", player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQueuedBet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee5f83e7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function queuedBet(address player) view returns(uint256)
func (duelPlatform *DuelPlatform) TryPackQueuedBet(player common.Address) ([]byte, error) {
	return duelPlatform.abi.Pack("queuedBet", player)
}

// UnpackQueuedBet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xee5f83e7.
//
// Solidity: function queuedBet(address player) view returns(uint256)
func (duelPlatform *DuelPlatform) UnpackQueuedBet(data []byte) (*big.Int, error) {
	out, err := duelPlatform.abi.Unpack("queuedBet", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRankOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x874c1daf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rankOf(address player) view returns(uint8)
func (duelPlatform *DuelPlatform) PackRankOf(player common.Address) []byte {
	enc, err := duelPlatform.abi.Pack("rankOf", player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRankOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x874c1daf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rankOf(address player) view returns(uint8)
func (duelPlatform *DuelPlatform) TryPackRankOf(player common.Address) ([]byte, error) {
	return duelPlatform.abi.Pack("rankOf", player)
}

// UnpackRankOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x874c1daf.
//
// Solidity: function rankOf(address player) view returns(uint8)
func (duelPlatform *DuelPlatform) UnpackRankOf(data []byte) (uint8, error) {
	out, err := duelPlatform.abi.Unpack("rankOf", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackRatingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6205f4c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ratingOf(address player) view returns(int256)
func (duelPlatform *DuelPlatform) PackRatingOf(player common.Address) []byte {
	enc, err := duelPlatform.abi.Pack("ratingOf", player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRatingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6205f4c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ratingOf(address player) view returns(int256)
func (duelPlatform *DuelPlatform) TryPackRatingOf(player common.Address) ([]byte, error) {
	return duelPlatform.abi.Pack("ratingOf", player)
}

// UnpackRatingOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6205f4c5.
//
// Solidity: function ratingOf(address player) view returns(int256)
func (duelPlatform *DuelPlatform) UnpackRatingOf(data []byte) (*big.Int, error) {
	out, err := duelPlatform.abi.Unpack("ratingOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegisterMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81e07509.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerMode(uint32 mode, address modeContract) returns()
func (duelPlatform *DuelPlatform) PackRegisterMode(mode uint32, modeContract common.Address) []byte {
	enc, err := duelPlatform.abi.Pack("registerMode", mode, modeContract)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81e07509.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerMode(uint32 mode, address modeContract) returns()
func (duelPlatform *DuelPlatform) TryPackRegisterMode(mode uint32, modeContract common.Address) ([]byte, error) {
	return duelPlatform.abi.Pack("registerMode", mode, modeContract)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (duelPlatform *DuelPlatform) PackRenounceOwnership() []byte {
	enc, err := duelPlatform.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (duelPlatform *DuelPlatform) TryPackRenounceOwnership() ([]byte, error) {
	return duelPlatform.abi.Pack("renounceOwnership")
}

// PackReportResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c4223de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reportResult(uint256 matchId, uint8 outcome) returns()
func (duelPlatform *DuelPlatform) PackReportResult(matchId *big.Int, outcome uint8) []byte {
	enc, err := duelPlatform.abi.Pack("reportResult", matchId, outcome)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReportResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c4223de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reportResult(uint256 matchId, uint8 outcome) returns()
func (duelPlatform *DuelPlatform) TryPackReportResult(matchId *big.Int, outcome uint8) ([]byte, error) {
	return duelPlatform.abi.Pack("reportResult", matchId, outcome)
}

// PackSetModeEnabled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x317eb9ef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setModeEnabled(uint32 mode, bool enabled) returns()
func (duelPlatform *DuelPlatform) PackSetModeEnabled(mode uint32, enabled bool) []byte {
	enc, err := duelPlatform.abi.Pack("setModeEnabled", mode, enabled)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetModeEnabled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x317eb9ef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setModeEnabled(uint32 mode, bool enabled) returns()
func (duelPlatform *DuelPlatform) TryPackSetModeEnabled(mode uint32, enabled bool) ([]byte, error) {
	return duelPlatform.abi.Pack("setModeEnabled", mode, enabled)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (duelPlatform *DuelPlatform) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := duelPlatform.abi.Pack("transferOwnership", newOwner)
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
func (duelPlatform *DuelPlatform) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return duelPlatform.abi.Pack("transferOwnership", newOwner)
}

// PackWaiting is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc27ef3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function waiting(uint32 mode, uint256 bet) view returns(address)
func (duelPlatform *DuelPlatform) PackWaiting(mode uint32, bet *big.Int) []byte {
	enc, err := duelPlatform.abi.Pack("waiting", mode, bet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWaiting is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc27ef3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function waiting(uint32 mode, uint256 bet) view returns(address)
func (duelPlatform *DuelPlatform) TryPackWaiting(mode uint32, bet *big.Int) ([]byte, error) {
	return duelPlatform.abi.Pack("waiting", mode, bet)
}

// UnpackWaiting is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdc27ef3c.
//
// Solidity: function waiting(uint32 mode, uint256 bet) view returns(address)
func (duelPlatform *DuelPlatform) UnpackWaiting(data []byte) (common.Address, error) {
	out, err := duelPlatform.abi.Unpack("waiting", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// DuelPlatformLeft represents a Left event raised by the DuelPlatform contract.
type DuelPlatformLeft struct {
	Player common.Address
	Mode   uint32
	Bet    *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DuelPlatformLeftEventName = "Left"

// ContractEventName returns the user-defined event name.
func (DuelPlatformLeft) ContractEventName() string {
	return DuelPlatformLeftEventName
}

// UnpackLeftEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Left(address indexed player, uint32 indexed mode, uint256 bet)
func (duelPlatform *DuelPlatform) UnpackLeftEvent(log *types.Log) (*DuelPlatformLeft, error) {
	event := "Left"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != duelPlatform.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DuelPlatformLeft)
	if len(log.Data) > 0 {
		if err := duelPlatform.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range duelPlatform.abi.Events[event].Inputs {
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

// DuelPlatformMatchFound represents a MatchFound event raised by the DuelPlatform contract.
type DuelPlatformMatchFound struct {
	MatchId *big.Int
	Mode    uint32
	A       common.Address
	B       common.Address
	Bet     *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const DuelPlatformMatchFoundEventName = "MatchFound"

// ContractEventName returns the user-defined event name.
func (DuelPlatformMatchFound) ContractEventName() string {
	return DuelPlatformMatchFoundEventName
}

// UnpackMatchFoundEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MatchFound(uint256 indexed matchId, uint32 indexed mode, address indexed a, address b, uint256 bet)
func (duelPlatform *DuelPlatform) UnpackMatchFoundEvent(log *types.Log) (*DuelPlatformMatchFound, error) {
	event := "MatchFound"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != duelPlatform.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DuelPlatformMatchFound)
	if len(log.Data) > 0 {
		if err := duelPlatform.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range duelPlatform.abi.Events[event].Inputs {
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

// DuelPlatformMatchSettled represents a MatchSettled event raised by the DuelPlatform contract.
type DuelPlatformMatchSettled struct {
	MatchId *big.Int
	Outcome uint8
	Ending  uint8
	Points  *big.Int
	RatingA *big.Int
	RatingB *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const DuelPlatformMatchSettledEventName = "MatchSettled"

// ContractEventName returns the user-defined event name.
func (DuelPlatformMatchSettled) ContractEventName() string {
	return DuelPlatformMatchSettledEventName
}

// UnpackMatchSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MatchSettled(uint256 indexed matchId, uint8 outcome, uint8 ending, uint256 points, int256 ratingA, int256 ratingB)
func (duelPlatform *DuelPlatform) UnpackMatchSettledEvent(log *types.Log) (*DuelPlatformMatchSettled, error) {
	event := "MatchSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != duelPlatform.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DuelPlatformMatchSettled)
	if len(log.Data) > 0 {
		if err := duelPlatform.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range duelPlatform.abi.Events[event].Inputs {
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

// DuelPlatformModeEnabled represents a ModeEnabled event raised by the DuelPlatform contract.
type DuelPlatformModeEnabled struct {
	Mode    uint32
	Enabled bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const DuelPlatformModeEnabledEventName = "ModeEnabled"

// ContractEventName returns the user-defined event name.
func (DuelPlatformModeEnabled) ContractEventName() string {
	return DuelPlatformModeEnabledEventName
}

// UnpackModeEnabledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ModeEnabled(uint32 indexed mode, bool enabled)
func (duelPlatform *DuelPlatform) UnpackModeEnabledEvent(log *types.Log) (*DuelPlatformModeEnabled, error) {
	event := "ModeEnabled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != duelPlatform.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DuelPlatformModeEnabled)
	if len(log.Data) > 0 {
		if err := duelPlatform.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range duelPlatform.abi.Events[event].Inputs {
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

// DuelPlatformModeRegistered represents a ModeRegistered event raised by the DuelPlatform contract.
type DuelPlatformModeRegistered struct {
	Mode         uint32
	ModeContract common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const DuelPlatformModeRegisteredEventName = "ModeRegistered"

// ContractEventName returns the user-defined event name.
func (DuelPlatformModeRegistered) ContractEventName() string {
	return DuelPlatformModeRegisteredEventName
}

// UnpackModeRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ModeRegistered(uint32 indexed mode, address indexed modeContract)
func (duelPlatform *DuelPlatform) UnpackModeRegisteredEvent(log *types.Log) (*DuelPlatformModeRegistered, error) {
	event := "ModeRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != duelPlatform.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DuelPlatformModeRegistered)
	if len(log.Data) > 0 {
		if err := duelPlatform.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range duelPlatform.abi.Events[event].Inputs {
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

// DuelPlatformOwnershipTransferred represents a OwnershipTransferred event raised by the DuelPlatform contract.
type DuelPlatformOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const DuelPlatformOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (DuelPlatformOwnershipTransferred) ContractEventName() string {
	return DuelPlatformOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (duelPlatform *DuelPlatform) UnpackOwnershipTransferredEvent(log *types.Log) (*DuelPlatformOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != duelPlatform.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DuelPlatformOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := duelPlatform.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range duelPlatform.abi.Events[event].Inputs {
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

// DuelPlatformQueued represents a Queued event raised by the DuelPlatform contract.
type DuelPlatformQueued struct {
	Player common.Address
	Mode   uint32
	Bet    *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DuelPlatformQueuedEventName = "Queued"

// ContractEventName returns the user-defined event name.
func (DuelPlatformQueued) ContractEventName() string {
	return DuelPlatformQueuedEventName
}

// UnpackQueuedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Queued(address indexed player, uint32 indexed mode, uint256 bet)
func (duelPlatform *DuelPlatform) UnpackQueuedEvent(log *types.Log) (*DuelPlatformQueued, error) {
	event := "Queued"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != duelPlatform.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DuelPlatformQueued)
	if len(log.Data) > 0 {
		if err := duelPlatform.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range duelPlatform.abi.Events[event].Inputs {
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
func (duelPlatform *DuelPlatform) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["DuelBadBet"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackDuelBadBetError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["DuelBadMode"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackDuelBadModeError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["DuelBusy"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackDuelBusyError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["DuelModeUnavailable"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackDuelModeUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["DuelNotLive"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackDuelNotLiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["DuelNotMode"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackDuelNotModeError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["DuelNotPlayer"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackDuelNotPlayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["DuelNotQueued"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackDuelNotQueuedError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["DuelNotTimedOut"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackDuelNotTimedOutError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], duelPlatform.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return duelPlatform.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DuelPlatformDuelBadBet represents a DuelBadBet error raised by the DuelPlatform contract.
type DuelPlatformDuelBadBet struct {
	Bet *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelBadBet(uint256 bet)
func DuelPlatformDuelBadBetErrorID() common.Hash {
	return common.HexToHash("0xb370cf6cca740cc98bf35a7371d46770b7f2c90d29dbe7175113d7543d0fb7d5")
}

// UnpackDuelBadBetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelBadBet(uint256 bet)
func (duelPlatform *DuelPlatform) UnpackDuelBadBetError(raw []byte) (*DuelPlatformDuelBadBet, error) {
	out := new(DuelPlatformDuelBadBet)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "DuelBadBet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformDuelBadMode represents a DuelBadMode error raised by the DuelPlatform contract.
type DuelPlatformDuelBadMode struct {
	Mode         uint32
	ModeContract common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelBadMode(uint32 mode, address modeContract)
func DuelPlatformDuelBadModeErrorID() common.Hash {
	return common.HexToHash("0x3a4d2631703aa4746e797aaebd7cfb914c51ab56423a729d6917784e74909f68")
}

// UnpackDuelBadModeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelBadMode(uint32 mode, address modeContract)
func (duelPlatform *DuelPlatform) UnpackDuelBadModeError(raw []byte) (*DuelPlatformDuelBadMode, error) {
	out := new(DuelPlatformDuelBadMode)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "DuelBadMode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformDuelBusy represents a DuelBusy error raised by the DuelPlatform contract.
type DuelPlatformDuelBusy struct {
	Player     common.Address
	QueuedMode uint32
	MatchId    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelBusy(address player, uint32 queuedMode, uint256 matchId)
func DuelPlatformDuelBusyErrorID() common.Hash {
	return common.HexToHash("0x31b93415ea8c2cb8b1dcd2aac5faea5c4f4effc39a5f677a558ee9ba1cac7fbd")
}

// UnpackDuelBusyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelBusy(address player, uint32 queuedMode, uint256 matchId)
func (duelPlatform *DuelPlatform) UnpackDuelBusyError(raw []byte) (*DuelPlatformDuelBusy, error) {
	out := new(DuelPlatformDuelBusy)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "DuelBusy", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformDuelModeUnavailable represents a DuelModeUnavailable error raised by the DuelPlatform contract.
type DuelPlatformDuelModeUnavailable struct {
	Mode uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelModeUnavailable(uint32 mode)
func DuelPlatformDuelModeUnavailableErrorID() common.Hash {
	return common.HexToHash("0xc0506380f273cb505574debef21ad37b626b23f81d15c4f7b9b4dc568bc09843")
}

// UnpackDuelModeUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelModeUnavailable(uint32 mode)
func (duelPlatform *DuelPlatform) UnpackDuelModeUnavailableError(raw []byte) (*DuelPlatformDuelModeUnavailable, error) {
	out := new(DuelPlatformDuelModeUnavailable)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "DuelModeUnavailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformDuelNotLive represents a DuelNotLive error raised by the DuelPlatform contract.
type DuelPlatformDuelNotLive struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelNotLive(uint256 matchId)
func DuelPlatformDuelNotLiveErrorID() common.Hash {
	return common.HexToHash("0x35e470ce61a9bd44f72317be4eb7adaaaf7eb7ef3fa49c5446dc26348040e5e1")
}

// UnpackDuelNotLiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelNotLive(uint256 matchId)
func (duelPlatform *DuelPlatform) UnpackDuelNotLiveError(raw []byte) (*DuelPlatformDuelNotLive, error) {
	out := new(DuelPlatformDuelNotLive)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "DuelNotLive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformDuelNotMode represents a DuelNotMode error raised by the DuelPlatform contract.
type DuelPlatformDuelNotMode struct {
	MatchId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelNotMode(uint256 matchId, address caller)
func DuelPlatformDuelNotModeErrorID() common.Hash {
	return common.HexToHash("0x3e80ac8caa2795860a95d32e79b86cc7141a6813db8addea7db58ddbc9a39625")
}

// UnpackDuelNotModeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelNotMode(uint256 matchId, address caller)
func (duelPlatform *DuelPlatform) UnpackDuelNotModeError(raw []byte) (*DuelPlatformDuelNotMode, error) {
	out := new(DuelPlatformDuelNotMode)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "DuelNotMode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformDuelNotPlayer represents a DuelNotPlayer error raised by the DuelPlatform contract.
type DuelPlatformDuelNotPlayer struct {
	MatchId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelNotPlayer(uint256 matchId, address caller)
func DuelPlatformDuelNotPlayerErrorID() common.Hash {
	return common.HexToHash("0xe9383a98ae42d4ca04efdf40a36db608309e959ab1be63479e540f10a5a215f6")
}

// UnpackDuelNotPlayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelNotPlayer(uint256 matchId, address caller)
func (duelPlatform *DuelPlatform) UnpackDuelNotPlayerError(raw []byte) (*DuelPlatformDuelNotPlayer, error) {
	out := new(DuelPlatformDuelNotPlayer)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "DuelNotPlayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformDuelNotQueued represents a DuelNotQueued error raised by the DuelPlatform contract.
type DuelPlatformDuelNotQueued struct {
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelNotQueued(address player)
func DuelPlatformDuelNotQueuedErrorID() common.Hash {
	return common.HexToHash("0x9bd65e94233f18c37859ef8f7094e0db27ece07e9699a7760a8c56d7c19b9b0d")
}

// UnpackDuelNotQueuedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelNotQueued(address player)
func (duelPlatform *DuelPlatform) UnpackDuelNotQueuedError(raw []byte) (*DuelPlatformDuelNotQueued, error) {
	out := new(DuelPlatformDuelNotQueued)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "DuelNotQueued", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformDuelNotTimedOut represents a DuelNotTimedOut error raised by the DuelPlatform contract.
type DuelPlatformDuelNotTimedOut struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelNotTimedOut(uint256 matchId)
func DuelPlatformDuelNotTimedOutErrorID() common.Hash {
	return common.HexToHash("0x47211c658563ca4f1f8c7b5bc6bc8c098e8da893a2d2136127c624b58f3f3154")
}

// UnpackDuelNotTimedOutError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelNotTimedOut(uint256 matchId)
func (duelPlatform *DuelPlatform) UnpackDuelNotTimedOutError(raw []byte) (*DuelPlatformDuelNotTimedOut, error) {
	out := new(DuelPlatformDuelNotTimedOut)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "DuelNotTimedOut", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the DuelPlatform contract.
type DuelPlatformOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func DuelPlatformOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (duelPlatform *DuelPlatform) UnpackOwnableInvalidOwnerError(raw []byte) (*DuelPlatformOwnableInvalidOwner, error) {
	out := new(DuelPlatformOwnableInvalidOwner)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DuelPlatformOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the DuelPlatform contract.
type DuelPlatformOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func DuelPlatformOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (duelPlatform *DuelPlatform) UnpackOwnableUnauthorizedAccountError(raw []byte) (*DuelPlatformOwnableUnauthorizedAccount, error) {
	out := new(DuelPlatformOwnableUnauthorizedAccount)
	if err := duelPlatform.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzMetaData contains all meta data concerning the WorduelBlitz contract.
var WorduelBlitzMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"platform\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"},{\"name\":\"verifier\",\"type\":\"address\",\"internalType\":\"contractIAnswerVerifier\"},{\"name\":\"answersRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answersCount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessRoot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"guessDepth\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"duration\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answerWindow\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ALL_GREEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"ANSWERS_COUNT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"ANSWERS_ROOT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"ANSWER_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DURATION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"GUESS_DEPTH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"GUESS_ROOT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRIES\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PLATFORM\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIAnswerVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WORD_LENGTH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitSeed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"commitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"finish\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"gameOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structWorduelBlitz.Game\",\"components\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"commitDue\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"drawn\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"drawBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"randomness\",\"type\":\"uint128\",\"internalType\":\"uint128\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"guess\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"packedGuess\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"onMatchStart\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"revealSeed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"sideOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structWorduelBlitz.Side\",\"components\":[{\"name\":\"commitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clockSince\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"clockLeft\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"answerDue\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"pending\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"word\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"tries\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"solves\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"fails\",\"type\":\"uint16\",\"internalType\":\"uint16\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"timeLeft\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"timeoutOutcome\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"due\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"Answer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"guesser\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ClocksStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"drawBlock\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"duration\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Ended\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"solvesA\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"solvesB\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIDuelPlatform.Outcome\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Guess\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"guesser\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"guess\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"clockLeft\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"commitDue\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RandomnessDrawn\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"randomness\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SeedCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"commitment\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SeedRevealed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"seed\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Solved\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"guesser\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"solves\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"WordFailed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"guesser\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"BlitzAlreadyCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BlitzAnswerLate\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answerDue\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BlitzBadColours\",\"inputs\":[{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BlitzBadCommitment\",\"inputs\":[{\"name\":\"commitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BlitzBadProof\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guesser\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BlitzBadSettings\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BlitzClockOut\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guesser\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BlitzCommitClosed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"commitDue\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BlitzGuessPending\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guesser\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BlitzNoGuess\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guesser\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BlitzNotInDictionary\",\"inputs\":[{\"name\":\"guess\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BlitzNotOver\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BlitzNotPlayer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BlitzNotStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BlitzRandomnessPending\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"drawBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BlitzStillLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelModeMatchNotLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelModeNotPlatform\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "WorduelBlitz",
	Bin: "0x610180604052348015610010575f5ffd5b5060405161297638038061297683398101604081905261002f916100f2565b6001600160a01b0380891660805287161580610049575084155b80610055575061200085115b806100605750602083115b80610069575081155b80610077575063ffffffff82115b80610080575080155b8061008d57506201518081115b156100ab57604051637f00025d60e11b815260040160405180910390fd5b6001600160a01b0390961660e0526101009490945261012092909252610140526101605260a05260c0525061015e565b6001600160a01b03811681146100ef575f5ffd5b50565b5f5f5f5f5f5f5f5f610100898b03121561010a575f5ffd5b8851610115816100db565b60208a0151909850610126816100db565b60408a015160608b015160808c015160a08d015160c08e015160e0909e01519c9f949e50929c919b909a509198509650945092505050565b60805160a05160c05160e051610100516101205161014051610160516127626102145f395f81816104750152610ecb01525f818161049c0152610eaa01525f81816104cc015261093a01525f818161040101526108d701525f81816101b101526109cb01525f818161017701528181610f9d0152611e6801525f81816101fd0152818161178401526117f101525f818161043b015281816110e70152818161136f015281816118aa015261222d01526127625ff3fe608060405234801561000f575f5ffd5b506004361061016e575f3560e01c80637f0a0e6c116100d2578063c23adcda11610088578063d6ae9d1711610063578063d6ae9d1714610540578063ee2a68c914610553578063f7a69a2014610566575f5ffd5b8063c23adcda146104ee578063cb94d49e1461051a578063d353a1cb1461052d575f5ffd5b806399f1ef74116100b857806399f1ef7414610497578063a248ceca146104be578063ba251420146104c7575f5ffd5b80637f0a0e6c1461045d5780638876a2ac14610470575f5ffd5b80633ef0ba7f1161012757806378363c7a1161010d57806378363c7a146103fc5780637d81af1a146104235780637efc77fa14610436575f5ffd5b80633ef0ba7f1461024757806370232f841461025c575f5ffd5b80631be05289116101575780631be05289146101f85780632a3a6bc61461021f57806339b812381461023f575f5ffd5b806305dfc4721461017257806308c84e70146101ac575b5f5ffd5b6101997f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b6101d37f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016101a3565b6101997f000000000000000000000000000000000000000000000000000000000000000081565b61023261022d3660046122b3565b61056e565b6040516101a391906122d3565b610199600581565b61025a610255366004612390565b6106d1565b005b61036061026a36600461240c565b6040805160c0810182525f80825260208201819052918101829052606081018290526080810182905260a0810191909152505f9081526020818152604091829020825160c081018452815473ffffffffffffffffffffffffffffffffffffffff80821683527401000000000000000000000000000000000000000080830464ffffffffff169584019590955279010000000000000000000000000000000000000000000000000090910460ff16151594820194909452600182015493841660608201529190920467ffffffffffffffff1660808201526002909101546fffffffffffffffffffffffffffffffff1660a082015290565b6040516101a391905f60c08201905073ffffffffffffffffffffffffffffffffffffffff835116825264ffffffffff602084015116602083015260408301511515604083015273ffffffffffffffffffffffffffffffffffffffff606084015116606083015267ffffffffffffffff60808401511660808301526fffffffffffffffffffffffffffffffff60a08401511660a083015292915050565b6101997f000000000000000000000000000000000000000000000000000000000000000081565b61025a610431366004612423565b610d4e565b6101d37f000000000000000000000000000000000000000000000000000000000000000081565b61025a61046b3660046124d5565b6110cf565b6101997f000000000000000000000000000000000000000000000000000000000000000081565b6101997f000000000000000000000000000000000000000000000000000000000000000081565b6101996102aa81565b6101997f000000000000000000000000000000000000000000000000000000000000000081565b6105016104fc36600461240c565b611152565b60408051921515835260ff9091166020830152016101a3565b61025a6105283660046122b3565b611327565b61025a61053b36600461240c565b611463565b61025a61054e3660046122b3565b611501565b6101996105613660046122b3565b611849565b610199600681565b60408051610120810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e081018290526101008101919091525f83815260016020526040902082600281106105d4576105d4612516565b604080516101208101825260029290920292909201805482526001015464ffffffffff808216602084015263ffffffff650100000000008304811694840194909452690100000000000000000082041660608301526e0100000000000000000000000000008104909216608082015261ffff72010000000000000000000000000000000000008304811660a083015260ff7401000000000000000000000000000000000000000084041660c083015275010000000000000000000000000000000000000000008304811660e08301527701000000000000000000000000000000000000000000000090920490911661010082015290505b92915050565b6106da8461187b565b5f848152602081905260408120906106f3868333611964565b90505f811561071957825473ffffffffffffffffffffffffffffffffffffffff16610735565b600183015473ffffffffffffffffffffffffffffffffffffffff165b5f88815260016020819052604082209293508290610754908690612570565b6002811061076457610764612516565b6002020190505f8160010160099054906101000a900464ffffffffff1664ffffffffff169050805f036107e7576040517f0a904cad000000000000000000000000000000000000000000000000000000008152600481018b905273ffffffffffffffffffffffffffffffffffffffff851660248201526044015b60405180910390fd5b8042111561082b576040517f139d3c22000000000000000000000000000000000000000000000000000000008152600481018b9052602481018290526044016107de565b61083760056002612583565b89901c15610874576040517f5d8b7042000000000000000000000000000000000000000000000000000000008152600481018a90526024016107de565b60018201547201000000000000000000000000000000000000810461ffff169074010000000000000000000000000000000000000000900460ff166108b7612295565b8588600281106108c9576108c9612516565b6002020154815f60200201527f0000000000000000000000000000000000000000000000000000000000000000816001602090810291909101919091526002808b0154600188015463ffffffff6e01000000000000000000000000000090910416928f901b92909217603086901b177f000000000000000000000000000000000000000000000000000000000000000060401b1779ffffffffffffffffffffffffffffffff0000000000000000000060509390931b929092169190911790829060200201526040517ff219ed6f00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000169063f219ed6f90610a04908e908e90869060040161259a565b5f6040518083038186803b158015610a1a575f5ffd5b505afa925050508015610a2b575060015b610a80576040517fb13cc3b0000000000000000000000000000000000000000000000000000000008152600481018e905273ffffffffffffffffffffffffffffffffffffffff881660248201526044016107de565b5060408051838152602081018390529081018c905273ffffffffffffffffffffffffffffffffffffffff8716908d907fdb96c61268fc304b239a9675c8fc0f2d0476ebe3f7742888673ce3c189ce60d79060600160405180910390a380610ae681612612565b9150506102aa8b03610c2b576001840180547501000000000000000000000000000000000000000000900461ffff16906015610b2183612649565b91906101000a81548161ffff021916908361ffff160217905550508573ffffffffffffffffffffffffffffffffffffffff168c7fc9b5abf3a49ea4fc5f59b478b0956a8d243524e54328b0d993e980e969291852848760010160159054906101000a900461ffff16604051610ba492919091825261ffff16602082015260400190565b60405180910390a3610bb7826001612669565b6001850180547fffffffffffffffffffffff000000ffffffffffffffffffffffffffffffffffff16720100000000000000000000000000000000000061ffff93909316929092027fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16919091179055610d0f565b60068103610cc85760018401805477010000000000000000000000000000000000000000000000900461ffff16906017610c6483612649565b91906101000a81548161ffff021916908361ffff160217905550508573ffffffffffffffffffffffffffffffffffffffff168c7f49078547a54c792f6ef991bc4e6f2a208d126993144c1bb296f04f03a61fb47484604051610ba491815260200190565b6001840180547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000060ff8416021790555b50505060010180547fffffffffffffffffffffffffffff000000000000000000ffffffff00000000001664ffffffffff42161790555050505050505050565b610d578561187b565b5f85815260208190526040812090610d70878333611964565b600183015490915074010000000000000000000000000000000000000000900467ffffffffffffffff165f03610dd5576040517f3d859c65000000000000000000000000000000000000000000000000000000008152600481018890526024016107de565b5f8781526001602052604081208260028110610df357610df3612516565b6002020190508060010160099054906101000a900464ffffffffff1664ffffffffff165f14610e57576040517f5125a8f8000000000000000000000000000000000000000000000000000000008152600481018990523360248201526044016107de565b5f610e6182611a4f565b9050805f03610ea5576040517ff1000fc9000000000000000000000000000000000000000000000000000000008152600481018a90523360248201526044016107de565b610ef57f00000000000000000000000000000000000000000000000000000000000000007f000000000000000000000000000000000000000000000000000000000000000060058b8b8b8b611aaa565b610f2e576040517f617b5f95000000000000000000000000000000000000000000000000000000008152600481018990526024016107de565b8354790100000000000000000000000000000000000000000000000000900460ff16610f5e57610f5e8985611cbc565b6001820180547fffffffffffffffffffffffffffffffffffffffffffffff000000000000000000166501000000000063ffffffff841602179055610fc27f000000000000000000000000000000000000000000000000000000000000000042612669565b6001830180547fffffffffffffffffffffffffffff000000000000000000ffffffffffffffffff16690100000000000000000064ffffffffff93909316929092027fffffffffffffffffffffffffffff00000000ffffffffffffffffffffffffffff16919091176e01000000000000000000000000000063ffffffff8b16021790819055604080517201000000000000000000000000000000000000830461ffff1681527401000000000000000000000000000000000000000090920460ff16602083015281018990526060810182905233908a907f61cb399573b6ae924a732bc3aff093b299910aa0fe30d11fcecf28b1742def1d9060800160405180910390a3505050505050505050565b3373ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614611140576040517f7ffa86ee0000000000000000000000000000000000000000000000000000000081523360048201526024016107de565b61114c84848484611e62565b50505050565b5f818152602081905260408120805482919073ffffffffffffffffffffffffffffffffffffffff1661118957505f93849350915050565b5f84815260016020819052604082209083015490917401000000000000000000000000000000000000000090910467ffffffffffffffff16900361124157815474010000000000000000000000000000000000000000900464ffffffffff1642116111fa57505f9485945092505050565b805460028201549015159015156001826112205781611219575f611223565b6002611223565b60015b60028111156112345761123461267c565b9550955050505050915091565b6003810154600182015464ffffffffff690100000000000000000092839004811692909104165f821580159061127657508242115b90505f821580159061128757508242115b905081806112925750805b156112ed578180156112ab57508015806112ab57508284105b156112c457600160025b97509750505050505050915091565b8080156112d857508115806112d857508383105b156112e5576001806112b5565b60015f6112b5565b6112f685611f7c565b1561131757600161130686611fe6565b60028111156112b5576112b561267c565b505f988998509650505050505050565b5f82815260208190526040902061133f838233611964565b506040517f27507458000000000000000000000000000000000000000000000000000000008152600481018490527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa1580156113c9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113ed91906126a9565b15611427576040517fdb2c50cd000000000000000000000000000000000000000000000000000000008152600481018490526024016107de565b604051828152339084907ff7a9bad51dd079ea8043f941c23922d3159d933f51c450129e9b8317d6adbc119060200160405180910390a3505050565b61146c8161187b565b5f81815260016020818152604080842091849052909220015474010000000000000000000000000000000000000000900467ffffffffffffffff1615806114b957506114b781611f7c565b155b156114f3576040517f280874c7000000000000000000000000000000000000000000000000000000008152600481018390526024016107de565b6114fd828261203e565b5050565b61150a8261187b565b5f82815260208190526040812090611523848333611964565b905082158061155257507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018310155b1561158c576040517fe9121ac8000000000000000000000000000000000000000000000000000000008152600481018490526024016107de565b815474010000000000000000000000000000000000000000900464ffffffffff164211156116105781546040517fc8a331ac000000000000000000000000000000000000000000000000000000008152600481018690527401000000000000000000000000000000000000000090910464ffffffffff1660248201526044016107de565b5f84815260016020526040902080826002811061162f5761162f612516565b600202015415611674576040517f591938f0000000000000000000000000000000000000000000000000000000008152600481018690523360248201526044016107de565b8381836002811061168757611687612516565b6002020155604051848152339086907f41e7eceaa553b98c066f4c4825f0ca72940a30b120c965fb51b9a631f15303ab9060200160405180910390a3806116cf836001612570565b600281106116df576116df612516565b60020201545f036116f1575050505050565b6001830180547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000004367ffffffffffffffff16021790555f5b60028110156117e7574282826002811061175c5761175c612516565b600202016001015f6101000a81548164ffffffffff021916908364ffffffffff1602179055507f00000000000000000000000000000000000000000000000000000000000000008282600281106117b5576117b5612516565b6002020160010160056101000a81548163ffffffff021916908363ffffffff1602179055508080600101915050611740565b50604080514381527f0000000000000000000000000000000000000000000000000000000000000000602082015286917f08aa4590e03fd3f563d467e12c7bc24bea3ebe5cd2f86b8b284b4e89a8c91f91910160405180910390a25050505050565b5f82815260016020526040812061187490836002811061186b5761186b612516565b60020201611a4f565b9392505050565b6040517f27507458000000000000000000000000000000000000000000000000000000008152600481018290527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa158015611904573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061192891906126a9565b611961576040517f9e560bdd000000000000000000000000000000000000000000000000000000008152600481018290526024016107de565b50565b81545f9073ffffffffffffffffffffffffffffffffffffffff83811691161480156119a4575073ffffffffffffffffffffffffffffffffffffffff821615155b156119b057505f611874565b600183015473ffffffffffffffffffffffffffffffffffffffff83811691161480156119f1575073ffffffffffffffffffffffffffffffffffffffff821615155b156119fe57506001611874565b6040517fde72cd490000000000000000000000000000000000000000000000000000000081526004810185905273ffffffffffffffffffffffffffffffffffffffff831660248201526044016107de565b60018101545f9063ffffffff650100000000008204169064ffffffffff16808303611a7b575092915050565b5f611a868242612570565b905082811015611a9f57611a9a8184612570565b611aa1565b5f5b95945050505050565b5f8187141580611abb575083871c15155b15611ac757505f611cb1565b6040515f6020820181905260f888901b7fff000000000000000000000000000000000000000000000000000000000000001660218301527fffffffffffffffff00000000000000000000000000000000000000000000000060c088901b16602283015290602a01604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152919052805160209091012090505f5b88811015611cab57600186821c1615611c0f577f0100000000000000000000000000000000000000000000000000000000000000858583818110611bae57611bae612516565b6040517fff000000000000000000000000000000000000000000000000000000000000009094166020858101919091520291909101356021830152506041810183905260610160405160208183030381529060405280519060200120611ca1565b7f010000000000000000000000000000000000000000000000000000000000000082868684818110611c4357611c43612516565b6040517fff000000000000000000000000000000000000000000000000000000000000009095166020868101919091526021860194909452929092020135604183015250606101604051602081830303815290604052805190602001205b9150600101611b68565b50881490505b979650505050505050565b60018101545f90611cee9074010000000000000000000000000000000000000000900467ffffffffffffffff166120c5565b90505f819003611d5a5760018201546040517fe4563214000000000000000000000000000000000000000000000000000000008152600481018590527401000000000000000000000000000000000000000090910467ffffffffffffffff1660248201526044016107de565b60408051602081018390529081018490525f90606001604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08184030181529082905280516020918201206002860180546fffffffffffffffffffffffffffffffff83167fffffffffffffffffffffffffffffffff00000000000000000000000000000000909116811790915586547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff167901000000000000000000000000000000000000000000000000001787558352925085917f1865c3815d27e5ce187d9bbb16ed09efa146ec0325418aafcb77def9a215283b910160405180910390a250505050565b5f611e8d7f000000000000000000000000000000000000000000000000000000000000000042612669565b5f868152602081815260409182902080546001820180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8a8116918217909255908a167fffffffffffffff0000000000000000000000000000000000000000000000000090921682177401000000000000000000000000000000000000000064ffffffffff8816021783558451918252928101929092529181018390529192509086907f84c1acfa01501ec6e33898bb7c9214214b4ee42cdabd3d79416ad396e14aaff89060600160405180910390a2505050505050565b60018101545f906901000000000000000000900464ffffffffff16158015611fba575060038201546901000000000000000000900464ffffffffff16155b8015611fcd5750611fcb825f61186b565b155b80156106cb5750611fdf82600161186b565b1592915050565b600181015460038201545f9161ffff75010000000000000000000000000000000000000000009182900481169291909104168082116120335781811161202c575f612036565b6002612036565b60015b949350505050565b5f61204882611fe6565b6001830154600384015460405192935085927f76a2b7d319c5fbe48a5212ac0982a2e3152454181a59aadd0215aee12c1feb3d926120ae9261ffff7501000000000000000000000000000000000000000000928390048116939290910416908690612701565b60405180910390a26120c083826121f0565b505050565b5f8143116120d457505f919050565b6101006120e18343612570565b116120eb57504090565b71f90827f1c53a10cb7a02335b1753200029353b5f0361210c57505f919050565b5f5f71f90827f1c53a10cb7a02335b17532000293573ffffffffffffffffffffffffffffffffffffffff168460405160200161214a91815260200190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08184030181529082905261218291612721565b5f60405180830381855afa9150503d805f81146121ba576040519150601f19603f3d011682016040523d82523d5f602084013e6121bf565b606091505b50915091508180156121d2575080516020145b6121dc575f612036565b808060200190518101906120369190612737565b6040517f0c4223de00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690630c4223de90612264908590859060040161274e565b5f604051808303815f87803b15801561227b575f5ffd5b505af115801561228d573d5f5f3e3d5ffd5b505050505050565b60405180606001604052806003906020820280368337509192915050565b5f5f604083850312156122c4575f5ffd5b50508035926020909101359150565b5f610120820190508251825264ffffffffff602084015116602083015263ffffffff60408401511660408301526060830151612318606084018264ffffffffff169052565b506080830151612330608084018263ffffffff169052565b5060a083015161234660a084018261ffff169052565b5060c083015161235b60c084018260ff169052565b5060e083015161237160e084018261ffff169052565b5061010083015161238961010084018261ffff169052565b5092915050565b5f5f5f5f606085870312156123a3575f5ffd5b8435935060208501359250604085013567ffffffffffffffff8111156123c7575f5ffd5b8501601f810187136123d7575f5ffd5b803567ffffffffffffffff8111156123ed575f5ffd5b8760208284010111156123fe575f5ffd5b949793965060200194505050565b5f6020828403121561241c575f5ffd5b5035919050565b5f5f5f5f5f60808688031215612437575f5ffd5b853594506020860135935060408601359250606086013567ffffffffffffffff811115612462575f5ffd5b8601601f81018813612472575f5ffd5b803567ffffffffffffffff811115612488575f5ffd5b8860208260051b840101111561249c575f5ffd5b959894975092955050506020019190565b803573ffffffffffffffffffffffffffffffffffffffff811681146124d0575f5ffd5b919050565b5f5f5f5f608085870312156124e8575f5ffd5b843593506124f8602086016124ad565b9250612506604086016124ad565b9396929550929360600135925050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b818103818111156106cb576106cb612543565b80820281158282048414176106cb576106cb612543565b60808152826080820152828460a08301375f60a084830101525f60a07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f860116830101905060208201835f5b60038110156126075781518352602092830192909101906001016125e8565b505050949350505050565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff820361264257612642612543565b5060010190565b5f61ffff821661ffff810361266057612660612543565b60010192915050565b808201808211156106cb576106cb612543565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b5f602082840312156126b9575f5ffd5b81518015158114611874575f5ffd5b600381106126fd577f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b9052565b61ffff8481168252831660208201526060810161203660408301846126c8565b5f82518060208501845e5f920191825250919050565b5f60208284031215612747575f5ffd5b5051919050565b8281526040810161187460208301846126c856",
}

// WorduelBlitz is an auto generated Go binding around an Ethereum contract.
type WorduelBlitz struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *WorduelBlitz) GetABI() abi.ABI {
	return c.abi
}

// NewWorduelBlitz creates a new instance of WorduelBlitz.
func NewWorduelBlitz() *WorduelBlitz {
	parsed, err := WorduelBlitzMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &WorduelBlitz{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *WorduelBlitz) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address platform, address verifier, uint256 answersRoot, uint256 answersCount, bytes32 guessRoot, uint256 guessDepth, uint256 duration, uint256 answerWindow) returns()
func (worduelBlitz *WorduelBlitz) PackConstructor(platform common.Address, verifier common.Address, answersRoot *big.Int, answersCount *big.Int, guessRoot [32]byte, guessDepth *big.Int, duration *big.Int, answerWindow *big.Int) []byte {
	enc, err := worduelBlitz.abi.Pack("", platform, verifier, answersRoot, answersCount, guessRoot, guessDepth, duration, answerWindow)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackALLGREEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa248ceca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ALL_GREEN() view returns(uint256)
func (worduelBlitz *WorduelBlitz) PackALLGREEN() []byte {
	enc, err := worduelBlitz.abi.Pack("ALL_GREEN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackALLGREEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa248ceca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ALL_GREEN() view returns(uint256)
func (worduelBlitz *WorduelBlitz) TryPackALLGREEN() ([]byte, error) {
	return worduelBlitz.abi.Pack("ALL_GREEN")
}

// UnpackALLGREEN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa248ceca.
//
// Solidity: function ALL_GREEN() view returns(uint256)
func (worduelBlitz *WorduelBlitz) UnpackALLGREEN(data []byte) (*big.Int, error) {
	out, err := worduelBlitz.abi.Unpack("ALL_GREEN", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackANSWERSCOUNT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba251420.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ANSWERS_COUNT() view returns(uint256)
func (worduelBlitz *WorduelBlitz) PackANSWERSCOUNT() []byte {
	enc, err := worduelBlitz.abi.Pack("ANSWERS_COUNT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackANSWERSCOUNT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba251420.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ANSWERS_COUNT() view returns(uint256)
func (worduelBlitz *WorduelBlitz) TryPackANSWERSCOUNT() ([]byte, error) {
	return worduelBlitz.abi.Pack("ANSWERS_COUNT")
}

// UnpackANSWERSCOUNT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xba251420.
//
// Solidity: function ANSWERS_COUNT() view returns(uint256)
func (worduelBlitz *WorduelBlitz) UnpackANSWERSCOUNT(data []byte) (*big.Int, error) {
	out, err := worduelBlitz.abi.Unpack("ANSWERS_COUNT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackANSWERSROOT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78363c7a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ANSWERS_ROOT() view returns(uint256)
func (worduelBlitz *WorduelBlitz) PackANSWERSROOT() []byte {
	enc, err := worduelBlitz.abi.Pack("ANSWERS_ROOT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackANSWERSROOT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78363c7a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ANSWERS_ROOT() view returns(uint256)
func (worduelBlitz *WorduelBlitz) TryPackANSWERSROOT() ([]byte, error) {
	return worduelBlitz.abi.Pack("ANSWERS_ROOT")
}

// UnpackANSWERSROOT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78363c7a.
//
// Solidity: function ANSWERS_ROOT() view returns(uint256)
func (worduelBlitz *WorduelBlitz) UnpackANSWERSROOT(data []byte) (*big.Int, error) {
	out, err := worduelBlitz.abi.Unpack("ANSWERS_ROOT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackANSWERWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05dfc472.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ANSWER_WINDOW() view returns(uint256)
func (worduelBlitz *WorduelBlitz) PackANSWERWINDOW() []byte {
	enc, err := worduelBlitz.abi.Pack("ANSWER_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackANSWERWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05dfc472.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ANSWER_WINDOW() view returns(uint256)
func (worduelBlitz *WorduelBlitz) TryPackANSWERWINDOW() ([]byte, error) {
	return worduelBlitz.abi.Pack("ANSWER_WINDOW")
}

// UnpackANSWERWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x05dfc472.
//
// Solidity: function ANSWER_WINDOW() view returns(uint256)
func (worduelBlitz *WorduelBlitz) UnpackANSWERWINDOW(data []byte) (*big.Int, error) {
	out, err := worduelBlitz.abi.Unpack("ANSWER_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1be05289.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DURATION() view returns(uint256)
func (worduelBlitz *WorduelBlitz) PackDURATION() []byte {
	enc, err := worduelBlitz.abi.Pack("DURATION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1be05289.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DURATION() view returns(uint256)
func (worduelBlitz *WorduelBlitz) TryPackDURATION() ([]byte, error) {
	return worduelBlitz.abi.Pack("DURATION")
}

// UnpackDURATION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1be05289.
//
// Solidity: function DURATION() view returns(uint256)
func (worduelBlitz *WorduelBlitz) UnpackDURATION(data []byte) (*big.Int, error) {
	out, err := worduelBlitz.abi.Unpack("DURATION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGUESSDEPTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8876a2ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GUESS_DEPTH() view returns(uint256)
func (worduelBlitz *WorduelBlitz) PackGUESSDEPTH() []byte {
	enc, err := worduelBlitz.abi.Pack("GUESS_DEPTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGUESSDEPTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8876a2ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GUESS_DEPTH() view returns(uint256)
func (worduelBlitz *WorduelBlitz) TryPackGUESSDEPTH() ([]byte, error) {
	return worduelBlitz.abi.Pack("GUESS_DEPTH")
}

// UnpackGUESSDEPTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8876a2ac.
//
// Solidity: function GUESS_DEPTH() view returns(uint256)
func (worduelBlitz *WorduelBlitz) UnpackGUESSDEPTH(data []byte) (*big.Int, error) {
	out, err := worduelBlitz.abi.Unpack("GUESS_DEPTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGUESSROOT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99f1ef74.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GUESS_ROOT() view returns(bytes32)
func (worduelBlitz *WorduelBlitz) PackGUESSROOT() []byte {
	enc, err := worduelBlitz.abi.Pack("GUESS_ROOT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGUESSROOT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99f1ef74.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GUESS_ROOT() view returns(bytes32)
func (worduelBlitz *WorduelBlitz) TryPackGUESSROOT() ([]byte, error) {
	return worduelBlitz.abi.Pack("GUESS_ROOT")
}

// UnpackGUESSROOT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x99f1ef74.
//
// Solidity: function GUESS_ROOT() view returns(bytes32)
func (worduelBlitz *WorduelBlitz) UnpackGUESSROOT(data []byte) ([32]byte, error) {
	out, err := worduelBlitz.abi.Unpack("GUESS_ROOT", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMAXTRIES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7a69a20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TRIES() view returns(uint256)
func (worduelBlitz *WorduelBlitz) PackMAXTRIES() []byte {
	enc, err := worduelBlitz.abi.Pack("MAX_TRIES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTRIES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7a69a20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_TRIES() view returns(uint256)
func (worduelBlitz *WorduelBlitz) TryPackMAXTRIES() ([]byte, error) {
	return worduelBlitz.abi.Pack("MAX_TRIES")
}

// UnpackMAXTRIES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf7a69a20.
//
// Solidity: function MAX_TRIES() view returns(uint256)
func (worduelBlitz *WorduelBlitz) UnpackMAXTRIES(data []byte) (*big.Int, error) {
	out, err := worduelBlitz.abi.Unpack("MAX_TRIES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPLATFORM is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7efc77fa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PLATFORM() view returns(address)
func (worduelBlitz *WorduelBlitz) PackPLATFORM() []byte {
	enc, err := worduelBlitz.abi.Pack("PLATFORM")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPLATFORM is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7efc77fa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PLATFORM() view returns(address)
func (worduelBlitz *WorduelBlitz) TryPackPLATFORM() ([]byte, error) {
	return worduelBlitz.abi.Pack("PLATFORM")
}

// UnpackPLATFORM is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7efc77fa.
//
// Solidity: function PLATFORM() view returns(address)
func (worduelBlitz *WorduelBlitz) UnpackPLATFORM(data []byte) (common.Address, error) {
	out, err := worduelBlitz.abi.Unpack("PLATFORM", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08c84e70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERIFIER() view returns(address)
func (worduelBlitz *WorduelBlitz) PackVERIFIER() []byte {
	enc, err := worduelBlitz.abi.Pack("VERIFIER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08c84e70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERIFIER() view returns(address)
func (worduelBlitz *WorduelBlitz) TryPackVERIFIER() ([]byte, error) {
	return worduelBlitz.abi.Pack("VERIFIER")
}

// UnpackVERIFIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x08c84e70.
//
// Solidity: function VERIFIER() view returns(address)
func (worduelBlitz *WorduelBlitz) UnpackVERIFIER(data []byte) (common.Address, error) {
	out, err := worduelBlitz.abi.Unpack("VERIFIER", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWORDLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39b81238.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WORD_LENGTH() view returns(uint256)
func (worduelBlitz *WorduelBlitz) PackWORDLENGTH() []byte {
	enc, err := worduelBlitz.abi.Pack("WORD_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWORDLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39b81238.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WORD_LENGTH() view returns(uint256)
func (worduelBlitz *WorduelBlitz) TryPackWORDLENGTH() ([]byte, error) {
	return worduelBlitz.abi.Pack("WORD_LENGTH")
}

// UnpackWORDLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39b81238.
//
// Solidity: function WORD_LENGTH() view returns(uint256)
func (worduelBlitz *WorduelBlitz) UnpackWORDLENGTH(data []byte) (*big.Int, error) {
	out, err := worduelBlitz.abi.Unpack("WORD_LENGTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ef0ba7f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function answer(uint256 matchId, uint256 colours, bytes proof) returns()
func (worduelBlitz *WorduelBlitz) PackAnswer(matchId *big.Int, colours *big.Int, proof []byte) []byte {
	enc, err := worduelBlitz.abi.Pack("answer", matchId, colours, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ef0ba7f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function answer(uint256 matchId, uint256 colours, bytes proof) returns()
func (worduelBlitz *WorduelBlitz) TryPackAnswer(matchId *big.Int, colours *big.Int, proof []byte) ([]byte, error) {
	return worduelBlitz.abi.Pack("answer", matchId, colours, proof)
}

// PackCommitSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6ae9d17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitSeed(uint256 matchId, uint256 commitment) returns()
func (worduelBlitz *WorduelBlitz) PackCommitSeed(matchId *big.Int, commitment *big.Int) []byte {
	enc, err := worduelBlitz.abi.Pack("commitSeed", matchId, commitment)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6ae9d17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitSeed(uint256 matchId, uint256 commitment) returns()
func (worduelBlitz *WorduelBlitz) TryPackCommitSeed(matchId *big.Int, commitment *big.Int) ([]byte, error) {
	return worduelBlitz.abi.Pack("commitSeed", matchId, commitment)
}

// PackFinish is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd353a1cb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finish(uint256 matchId) returns()
func (worduelBlitz *WorduelBlitz) PackFinish(matchId *big.Int) []byte {
	enc, err := worduelBlitz.abi.Pack("finish", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinish is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd353a1cb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finish(uint256 matchId) returns()
func (worduelBlitz *WorduelBlitz) TryPackFinish(matchId *big.Int) ([]byte, error) {
	return worduelBlitz.abi.Pack("finish", matchId)
}

// PackGameOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70232f84.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,uint40,bool,address,uint64,uint128))
func (worduelBlitz *WorduelBlitz) PackGameOf(matchId *big.Int) []byte {
	enc, err := worduelBlitz.abi.Pack("gameOf", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGameOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70232f84.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,uint40,bool,address,uint64,uint128))
func (worduelBlitz *WorduelBlitz) TryPackGameOf(matchId *big.Int) ([]byte, error) {
	return worduelBlitz.abi.Pack("gameOf", matchId)
}

// UnpackGameOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70232f84.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,uint40,bool,address,uint64,uint128))
func (worduelBlitz *WorduelBlitz) UnpackGameOf(data []byte) (WorduelBlitzGame, error) {
	out, err := worduelBlitz.abi.Unpack("gameOf", data)
	if err != nil {
		return *new(WorduelBlitzGame), err
	}
	out0 := *abi.ConvertType(out[0], new(WorduelBlitzGame)).(*WorduelBlitzGame)
	return out0, nil
}

// PackGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d81af1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function guess(uint256 matchId, uint256 packedGuess, uint256 index, bytes32[] siblings) returns()
func (worduelBlitz *WorduelBlitz) PackGuess(matchId *big.Int, packedGuess *big.Int, index *big.Int, siblings [][32]byte) []byte {
	enc, err := worduelBlitz.abi.Pack("guess", matchId, packedGuess, index, siblings)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d81af1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function guess(uint256 matchId, uint256 packedGuess, uint256 index, bytes32[] siblings) returns()
func (worduelBlitz *WorduelBlitz) TryPackGuess(matchId *big.Int, packedGuess *big.Int, index *big.Int, siblings [][32]byte) ([]byte, error) {
	return worduelBlitz.abi.Pack("guess", matchId, packedGuess, index, siblings)
}

// PackOnMatchStart is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f0a0e6c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onMatchStart(uint256 matchId, address a, address b, uint256 bet) returns()
func (worduelBlitz *WorduelBlitz) PackOnMatchStart(matchId *big.Int, a common.Address, b common.Address, bet *big.Int) []byte {
	enc, err := worduelBlitz.abi.Pack("onMatchStart", matchId, a, b, bet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnMatchStart is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f0a0e6c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onMatchStart(uint256 matchId, address a, address b, uint256 bet) returns()
func (worduelBlitz *WorduelBlitz) TryPackOnMatchStart(matchId *big.Int, a common.Address, b common.Address, bet *big.Int) ([]byte, error) {
	return worduelBlitz.abi.Pack("onMatchStart", matchId, a, b, bet)
}

// PackRevealSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb94d49e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealSeed(uint256 matchId, uint256 seed) returns()
func (worduelBlitz *WorduelBlitz) PackRevealSeed(matchId *big.Int, seed *big.Int) []byte {
	enc, err := worduelBlitz.abi.Pack("revealSeed", matchId, seed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevealSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb94d49e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revealSeed(uint256 matchId, uint256 seed) returns()
func (worduelBlitz *WorduelBlitz) TryPackRevealSeed(matchId *big.Int, seed *big.Int) ([]byte, error) {
	return worduelBlitz.abi.Pack("revealSeed", matchId, seed)
}

// PackSideOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a3a6bc6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sideOf(uint256 matchId, uint256 seat) view returns((uint256,uint40,uint32,uint40,uint32,uint16,uint8,uint16,uint16))
func (worduelBlitz *WorduelBlitz) PackSideOf(matchId *big.Int, seat *big.Int) []byte {
	enc, err := worduelBlitz.abi.Pack("sideOf", matchId, seat)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSideOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a3a6bc6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sideOf(uint256 matchId, uint256 seat) view returns((uint256,uint40,uint32,uint40,uint32,uint16,uint8,uint16,uint16))
func (worduelBlitz *WorduelBlitz) TryPackSideOf(matchId *big.Int, seat *big.Int) ([]byte, error) {
	return worduelBlitz.abi.Pack("sideOf", matchId, seat)
}

// UnpackSideOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2a3a6bc6.
//
// Solidity: function sideOf(uint256 matchId, uint256 seat) view returns((uint256,uint40,uint32,uint40,uint32,uint16,uint8,uint16,uint16))
func (worduelBlitz *WorduelBlitz) UnpackSideOf(data []byte) (WorduelBlitzSide, error) {
	out, err := worduelBlitz.abi.Unpack("sideOf", data)
	if err != nil {
		return *new(WorduelBlitzSide), err
	}
	out0 := *abi.ConvertType(out[0], new(WorduelBlitzSide)).(*WorduelBlitzSide)
	return out0, nil
}

// PackTimeLeft is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee2a68c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function timeLeft(uint256 matchId, uint256 seat) view returns(uint256)
func (worduelBlitz *WorduelBlitz) PackTimeLeft(matchId *big.Int, seat *big.Int) []byte {
	enc, err := worduelBlitz.abi.Pack("timeLeft", matchId, seat)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTimeLeft is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee2a68c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function timeLeft(uint256 matchId, uint256 seat) view returns(uint256)
func (worduelBlitz *WorduelBlitz) TryPackTimeLeft(matchId *big.Int, seat *big.Int) ([]byte, error) {
	return worduelBlitz.abi.Pack("timeLeft", matchId, seat)
}

// UnpackTimeLeft is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xee2a68c9.
//
// Solidity: function timeLeft(uint256 matchId, uint256 seat) view returns(uint256)
func (worduelBlitz *WorduelBlitz) UnpackTimeLeft(data []byte) (*big.Int, error) {
	out, err := worduelBlitz.abi.Unpack("timeLeft", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTimeoutOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23adcda.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function timeoutOutcome(uint256 matchId) view returns(bool due, uint8 outcome)
func (worduelBlitz *WorduelBlitz) PackTimeoutOutcome(matchId *big.Int) []byte {
	enc, err := worduelBlitz.abi.Pack("timeoutOutcome", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTimeoutOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23adcda.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function timeoutOutcome(uint256 matchId) view returns(bool due, uint8 outcome)
func (worduelBlitz *WorduelBlitz) TryPackTimeoutOutcome(matchId *big.Int) ([]byte, error) {
	return worduelBlitz.abi.Pack("timeoutOutcome", matchId)
}

// TimeoutOutcomeOutput serves as a container for the return parameters of contract
// method TimeoutOutcome.
type TimeoutOutcomeOutput struct {
	Due     bool
	Outcome uint8
}

// UnpackTimeoutOutcome is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc23adcda.
//
// Solidity: function timeoutOutcome(uint256 matchId) view returns(bool due, uint8 outcome)
func (worduelBlitz *WorduelBlitz) UnpackTimeoutOutcome(data []byte) (TimeoutOutcomeOutput, error) {
	out, err := worduelBlitz.abi.Unpack("timeoutOutcome", data)
	outstruct := new(TimeoutOutcomeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Due = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Outcome = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// WorduelBlitzAnswer represents a Answer event raised by the WorduelBlitz contract.
type WorduelBlitzAnswer struct {
	MatchId *big.Int
	Guesser common.Address
	Word    *big.Int
	Try     *big.Int
	Colours *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzAnswerEventName = "Answer"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzAnswer) ContractEventName() string {
	return WorduelBlitzAnswerEventName
}

// UnpackAnswerEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Answer(uint256 indexed matchId, address indexed guesser, uint256 word, uint256 try_, uint256 colours)
func (worduelBlitz *WorduelBlitz) UnpackAnswerEvent(log *types.Log) (*WorduelBlitzAnswer, error) {
	event := "Answer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzAnswer)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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

// WorduelBlitzClocksStarted represents a ClocksStarted event raised by the WorduelBlitz contract.
type WorduelBlitzClocksStarted struct {
	MatchId   *big.Int
	DrawBlock *big.Int
	Duration  *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzClocksStartedEventName = "ClocksStarted"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzClocksStarted) ContractEventName() string {
	return WorduelBlitzClocksStartedEventName
}

// UnpackClocksStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClocksStarted(uint256 indexed matchId, uint256 drawBlock, uint256 duration)
func (worduelBlitz *WorduelBlitz) UnpackClocksStartedEvent(log *types.Log) (*WorduelBlitzClocksStarted, error) {
	event := "ClocksStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzClocksStarted)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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

// WorduelBlitzEnded represents a Ended event raised by the WorduelBlitz contract.
type WorduelBlitzEnded struct {
	MatchId *big.Int
	SolvesA *big.Int
	SolvesB *big.Int
	Outcome uint8
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzEndedEventName = "Ended"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzEnded) ContractEventName() string {
	return WorduelBlitzEndedEventName
}

// UnpackEndedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Ended(uint256 indexed matchId, uint256 solvesA, uint256 solvesB, uint8 outcome)
func (worduelBlitz *WorduelBlitz) UnpackEndedEvent(log *types.Log) (*WorduelBlitzEnded, error) {
	event := "Ended"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzEnded)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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

// WorduelBlitzGuess represents a Guess event raised by the WorduelBlitz contract.
type WorduelBlitzGuess struct {
	MatchId   *big.Int
	Guesser   common.Address
	Word      *big.Int
	Try       *big.Int
	Guess     *big.Int
	ClockLeft *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzGuessEventName = "Guess"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzGuess) ContractEventName() string {
	return WorduelBlitzGuessEventName
}

// UnpackGuessEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Guess(uint256 indexed matchId, address indexed guesser, uint256 word, uint256 try_, uint256 guess, uint256 clockLeft)
func (worduelBlitz *WorduelBlitz) UnpackGuessEvent(log *types.Log) (*WorduelBlitzGuess, error) {
	event := "Guess"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzGuess)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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

// WorduelBlitzMatchStarted represents a MatchStarted event raised by the WorduelBlitz contract.
type WorduelBlitzMatchStarted struct {
	MatchId   *big.Int
	A         common.Address
	B         common.Address
	CommitDue *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzMatchStartedEventName = "MatchStarted"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzMatchStarted) ContractEventName() string {
	return WorduelBlitzMatchStartedEventName
}

// UnpackMatchStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MatchStarted(uint256 indexed matchId, address a, address b, uint256 commitDue)
func (worduelBlitz *WorduelBlitz) UnpackMatchStartedEvent(log *types.Log) (*WorduelBlitzMatchStarted, error) {
	event := "MatchStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzMatchStarted)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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

// WorduelBlitzRandomnessDrawn represents a RandomnessDrawn event raised by the WorduelBlitz contract.
type WorduelBlitzRandomnessDrawn struct {
	MatchId    *big.Int
	Randomness *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzRandomnessDrawnEventName = "RandomnessDrawn"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzRandomnessDrawn) ContractEventName() string {
	return WorduelBlitzRandomnessDrawnEventName
}

// UnpackRandomnessDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RandomnessDrawn(uint256 indexed matchId, uint256 randomness)
func (worduelBlitz *WorduelBlitz) UnpackRandomnessDrawnEvent(log *types.Log) (*WorduelBlitzRandomnessDrawn, error) {
	event := "RandomnessDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzRandomnessDrawn)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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

// WorduelBlitzSeedCommitted represents a SeedCommitted event raised by the WorduelBlitz contract.
type WorduelBlitzSeedCommitted struct {
	MatchId    *big.Int
	Player     common.Address
	Commitment *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzSeedCommittedEventName = "SeedCommitted"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzSeedCommitted) ContractEventName() string {
	return WorduelBlitzSeedCommittedEventName
}

// UnpackSeedCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SeedCommitted(uint256 indexed matchId, address indexed player, uint256 commitment)
func (worduelBlitz *WorduelBlitz) UnpackSeedCommittedEvent(log *types.Log) (*WorduelBlitzSeedCommitted, error) {
	event := "SeedCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzSeedCommitted)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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

// WorduelBlitzSeedRevealed represents a SeedRevealed event raised by the WorduelBlitz contract.
type WorduelBlitzSeedRevealed struct {
	MatchId *big.Int
	Player  common.Address
	Seed    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzSeedRevealedEventName = "SeedRevealed"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzSeedRevealed) ContractEventName() string {
	return WorduelBlitzSeedRevealedEventName
}

// UnpackSeedRevealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SeedRevealed(uint256 indexed matchId, address indexed player, uint256 seed)
func (worduelBlitz *WorduelBlitz) UnpackSeedRevealedEvent(log *types.Log) (*WorduelBlitzSeedRevealed, error) {
	event := "SeedRevealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzSeedRevealed)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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

// WorduelBlitzSolved represents a Solved event raised by the WorduelBlitz contract.
type WorduelBlitzSolved struct {
	MatchId *big.Int
	Guesser common.Address
	Word    *big.Int
	Solves  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzSolvedEventName = "Solved"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzSolved) ContractEventName() string {
	return WorduelBlitzSolvedEventName
}

// UnpackSolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Solved(uint256 indexed matchId, address indexed guesser, uint256 word, uint256 solves)
func (worduelBlitz *WorduelBlitz) UnpackSolvedEvent(log *types.Log) (*WorduelBlitzSolved, error) {
	event := "Solved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzSolved)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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

// WorduelBlitzWordFailed represents a WordFailed event raised by the WorduelBlitz contract.
type WorduelBlitzWordFailed struct {
	MatchId *big.Int
	Guesser common.Address
	Word    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBlitzWordFailedEventName = "WordFailed"

// ContractEventName returns the user-defined event name.
func (WorduelBlitzWordFailed) ContractEventName() string {
	return WorduelBlitzWordFailedEventName
}

// UnpackWordFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WordFailed(uint256 indexed matchId, address indexed guesser, uint256 word)
func (worduelBlitz *WorduelBlitz) UnpackWordFailedEvent(log *types.Log) (*WorduelBlitzWordFailed, error) {
	event := "WordFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBlitz.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBlitzWordFailed)
	if len(log.Data) > 0 {
		if err := worduelBlitz.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBlitz.abi.Events[event].Inputs {
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
func (worduelBlitz *WorduelBlitz) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzAlreadyCommitted"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzAlreadyCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzAnswerLate"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzAnswerLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzBadColours"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzBadColoursError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzBadCommitment"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzBadCommitmentError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzBadProof"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzBadProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzBadSettings"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzBadSettingsError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzClockOut"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzClockOutError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzCommitClosed"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzCommitClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzGuessPending"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzGuessPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzNoGuess"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzNoGuessError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzNotInDictionary"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzNotInDictionaryError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzNotOver"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzNotOverError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzNotPlayer"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzNotPlayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzNotStarted"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzNotStartedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzRandomnessPending"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzRandomnessPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["BlitzStillLive"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackBlitzStillLiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["DuelModeMatchNotLive"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackDuelModeMatchNotLiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBlitz.abi.Errors["DuelModeNotPlatform"].ID.Bytes()[:4]) {
		return worduelBlitz.UnpackDuelModeNotPlatformError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// WorduelBlitzBlitzAlreadyCommitted represents a BlitzAlreadyCommitted error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzAlreadyCommitted struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzAlreadyCommitted(uint256 matchId, address player)
func WorduelBlitzBlitzAlreadyCommittedErrorID() common.Hash {
	return common.HexToHash("0x591938f0ecd38a3545fc2eca124969de108ffd83893fbecb7c0f01e43c980954")
}

// UnpackBlitzAlreadyCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzAlreadyCommitted(uint256 matchId, address player)
func (worduelBlitz *WorduelBlitz) UnpackBlitzAlreadyCommittedError(raw []byte) (*WorduelBlitzBlitzAlreadyCommitted, error) {
	out := new(WorduelBlitzBlitzAlreadyCommitted)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzAlreadyCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzAnswerLate represents a BlitzAnswerLate error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzAnswerLate struct {
	MatchId   *big.Int
	AnswerDue *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzAnswerLate(uint256 matchId, uint256 answerDue)
func WorduelBlitzBlitzAnswerLateErrorID() common.Hash {
	return common.HexToHash("0x139d3c22f805450512f85dcd3b2eaad8ea8822505a1d66a5f6e13445eaebe34a")
}

// UnpackBlitzAnswerLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzAnswerLate(uint256 matchId, uint256 answerDue)
func (worduelBlitz *WorduelBlitz) UnpackBlitzAnswerLateError(raw []byte) (*WorduelBlitzBlitzAnswerLate, error) {
	out := new(WorduelBlitzBlitzAnswerLate)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzAnswerLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzBadColours represents a BlitzBadColours error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzBadColours struct {
	Colours *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzBadColours(uint256 colours)
func WorduelBlitzBlitzBadColoursErrorID() common.Hash {
	return common.HexToHash("0x5d8b7042cc170ca8df7ab626767473b7ec2cdb1f748aeac1517b2eedddac72a2")
}

// UnpackBlitzBadColoursError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzBadColours(uint256 colours)
func (worduelBlitz *WorduelBlitz) UnpackBlitzBadColoursError(raw []byte) (*WorduelBlitzBlitzBadColours, error) {
	out := new(WorduelBlitzBlitzBadColours)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzBadColours", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzBadCommitment represents a BlitzBadCommitment error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzBadCommitment struct {
	Commitment *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzBadCommitment(uint256 commitment)
func WorduelBlitzBlitzBadCommitmentErrorID() common.Hash {
	return common.HexToHash("0xe9121ac8f1b20fd7cdb075b81b5a637d78e9105b19e45943fbf28355f1ab990f")
}

// UnpackBlitzBadCommitmentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzBadCommitment(uint256 commitment)
func (worduelBlitz *WorduelBlitz) UnpackBlitzBadCommitmentError(raw []byte) (*WorduelBlitzBlitzBadCommitment, error) {
	out := new(WorduelBlitzBlitzBadCommitment)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzBadCommitment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzBadProof represents a BlitzBadProof error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzBadProof struct {
	MatchId *big.Int
	Guesser common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzBadProof(uint256 matchId, address guesser)
func WorduelBlitzBlitzBadProofErrorID() common.Hash {
	return common.HexToHash("0xb13cc3b07c9fb78495088b5899ca7fba95db307b7a2f272c4eb753510a16b586")
}

// UnpackBlitzBadProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzBadProof(uint256 matchId, address guesser)
func (worduelBlitz *WorduelBlitz) UnpackBlitzBadProofError(raw []byte) (*WorduelBlitzBlitzBadProof, error) {
	out := new(WorduelBlitzBlitzBadProof)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzBadProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzBadSettings represents a BlitzBadSettings error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzBadSettings struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzBadSettings()
func WorduelBlitzBlitzBadSettingsErrorID() common.Hash {
	return common.HexToHash("0xfe0004ba0e6f15fc0e19286cd780ed1a18b23f72c6fbceb61977d959f261d88f")
}

// UnpackBlitzBadSettingsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzBadSettings()
func (worduelBlitz *WorduelBlitz) UnpackBlitzBadSettingsError(raw []byte) (*WorduelBlitzBlitzBadSettings, error) {
	out := new(WorduelBlitzBlitzBadSettings)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzBadSettings", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzClockOut represents a BlitzClockOut error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzClockOut struct {
	MatchId *big.Int
	Guesser common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzClockOut(uint256 matchId, address guesser)
func WorduelBlitzBlitzClockOutErrorID() common.Hash {
	return common.HexToHash("0xf1000fc9eb77d6f9bfd3d62c25357579ddcc8b716e26acff74fddfcdb1eaf1ed")
}

// UnpackBlitzClockOutError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzClockOut(uint256 matchId, address guesser)
func (worduelBlitz *WorduelBlitz) UnpackBlitzClockOutError(raw []byte) (*WorduelBlitzBlitzClockOut, error) {
	out := new(WorduelBlitzBlitzClockOut)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzClockOut", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzCommitClosed represents a BlitzCommitClosed error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzCommitClosed struct {
	MatchId   *big.Int
	CommitDue *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzCommitClosed(uint256 matchId, uint256 commitDue)
func WorduelBlitzBlitzCommitClosedErrorID() common.Hash {
	return common.HexToHash("0xc8a331acbcda2f956d9bd2808344cd0d7d554eaf855f8c5a30e0265053752b12")
}

// UnpackBlitzCommitClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzCommitClosed(uint256 matchId, uint256 commitDue)
func (worduelBlitz *WorduelBlitz) UnpackBlitzCommitClosedError(raw []byte) (*WorduelBlitzBlitzCommitClosed, error) {
	out := new(WorduelBlitzBlitzCommitClosed)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzCommitClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzGuessPending represents a BlitzGuessPending error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzGuessPending struct {
	MatchId *big.Int
	Guesser common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzGuessPending(uint256 matchId, address guesser)
func WorduelBlitzBlitzGuessPendingErrorID() common.Hash {
	return common.HexToHash("0x5125a8f8db09c4cc59927e7ceacfb897d506ce080bc6fe76cb489a4f57d5c251")
}

// UnpackBlitzGuessPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzGuessPending(uint256 matchId, address guesser)
func (worduelBlitz *WorduelBlitz) UnpackBlitzGuessPendingError(raw []byte) (*WorduelBlitzBlitzGuessPending, error) {
	out := new(WorduelBlitzBlitzGuessPending)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzGuessPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzNoGuess represents a BlitzNoGuess error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzNoGuess struct {
	MatchId *big.Int
	Guesser common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzNoGuess(uint256 matchId, address guesser)
func WorduelBlitzBlitzNoGuessErrorID() common.Hash {
	return common.HexToHash("0x0a904cade731db1a01f1dc535777653c4aae97f7a8c05fc8b3bc8436f352d3f0")
}

// UnpackBlitzNoGuessError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzNoGuess(uint256 matchId, address guesser)
func (worduelBlitz *WorduelBlitz) UnpackBlitzNoGuessError(raw []byte) (*WorduelBlitzBlitzNoGuess, error) {
	out := new(WorduelBlitzBlitzNoGuess)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzNoGuess", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzNotInDictionary represents a BlitzNotInDictionary error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzNotInDictionary struct {
	Guess *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzNotInDictionary(uint256 guess)
func WorduelBlitzBlitzNotInDictionaryErrorID() common.Hash {
	return common.HexToHash("0x617b5f95d84eb0f60e7a0997314dab0d995eded98b156b2584fd6aa4bfc6e226")
}

// UnpackBlitzNotInDictionaryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzNotInDictionary(uint256 guess)
func (worduelBlitz *WorduelBlitz) UnpackBlitzNotInDictionaryError(raw []byte) (*WorduelBlitzBlitzNotInDictionary, error) {
	out := new(WorduelBlitzBlitzNotInDictionary)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzNotInDictionary", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzNotOver represents a BlitzNotOver error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzNotOver struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzNotOver(uint256 matchId)
func WorduelBlitzBlitzNotOverErrorID() common.Hash {
	return common.HexToHash("0x280874c735e0cca5ae13ac64a6cccbdeaa85f1d9eec008b1448c5b6dfee9b7e4")
}

// UnpackBlitzNotOverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzNotOver(uint256 matchId)
func (worduelBlitz *WorduelBlitz) UnpackBlitzNotOverError(raw []byte) (*WorduelBlitzBlitzNotOver, error) {
	out := new(WorduelBlitzBlitzNotOver)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzNotOver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzNotPlayer represents a BlitzNotPlayer error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzNotPlayer struct {
	MatchId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzNotPlayer(uint256 matchId, address caller)
func WorduelBlitzBlitzNotPlayerErrorID() common.Hash {
	return common.HexToHash("0xde72cd49afe1a7a0b28179db1d670d896bdbc7498f60f0e644f0ee06636783c0")
}

// UnpackBlitzNotPlayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzNotPlayer(uint256 matchId, address caller)
func (worduelBlitz *WorduelBlitz) UnpackBlitzNotPlayerError(raw []byte) (*WorduelBlitzBlitzNotPlayer, error) {
	out := new(WorduelBlitzBlitzNotPlayer)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzNotPlayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzNotStarted represents a BlitzNotStarted error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzNotStarted struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzNotStarted(uint256 matchId)
func WorduelBlitzBlitzNotStartedErrorID() common.Hash {
	return common.HexToHash("0x3d859c65f5b456defaa582d950db8abac0b55704b2a0eba84e6528a3faa12a0e")
}

// UnpackBlitzNotStartedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzNotStarted(uint256 matchId)
func (worduelBlitz *WorduelBlitz) UnpackBlitzNotStartedError(raw []byte) (*WorduelBlitzBlitzNotStarted, error) {
	out := new(WorduelBlitzBlitzNotStarted)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzNotStarted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzRandomnessPending represents a BlitzRandomnessPending error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzRandomnessPending struct {
	MatchId   *big.Int
	DrawBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzRandomnessPending(uint256 matchId, uint256 drawBlock)
func WorduelBlitzBlitzRandomnessPendingErrorID() common.Hash {
	return common.HexToHash("0xe45632140dd4d47ebe02c11df5bb45e45fb7c2196c5043244068e75371d8dfee")
}

// UnpackBlitzRandomnessPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzRandomnessPending(uint256 matchId, uint256 drawBlock)
func (worduelBlitz *WorduelBlitz) UnpackBlitzRandomnessPendingError(raw []byte) (*WorduelBlitzBlitzRandomnessPending, error) {
	out := new(WorduelBlitzBlitzRandomnessPending)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzRandomnessPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzBlitzStillLive represents a BlitzStillLive error raised by the WorduelBlitz contract.
type WorduelBlitzBlitzStillLive struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BlitzStillLive(uint256 matchId)
func WorduelBlitzBlitzStillLiveErrorID() common.Hash {
	return common.HexToHash("0xdb2c50cd77602073563fa5a52f75ca8682a584b4169431328fecbfe5dc6a7824")
}

// UnpackBlitzStillLiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BlitzStillLive(uint256 matchId)
func (worduelBlitz *WorduelBlitz) UnpackBlitzStillLiveError(raw []byte) (*WorduelBlitzBlitzStillLive, error) {
	out := new(WorduelBlitzBlitzStillLive)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "BlitzStillLive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzDuelModeMatchNotLive represents a DuelModeMatchNotLive error raised by the WorduelBlitz contract.
type WorduelBlitzDuelModeMatchNotLive struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelModeMatchNotLive(uint256 matchId)
func WorduelBlitzDuelModeMatchNotLiveErrorID() common.Hash {
	return common.HexToHash("0x9e560bdd93893fd9317b236a200647a55e8ecd790972fda7b21c3882924e8a43")
}

// UnpackDuelModeMatchNotLiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelModeMatchNotLive(uint256 matchId)
func (worduelBlitz *WorduelBlitz) UnpackDuelModeMatchNotLiveError(raw []byte) (*WorduelBlitzDuelModeMatchNotLive, error) {
	out := new(WorduelBlitzDuelModeMatchNotLive)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "DuelModeMatchNotLive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBlitzDuelModeNotPlatform represents a DuelModeNotPlatform error raised by the WorduelBlitz contract.
type WorduelBlitzDuelModeNotPlatform struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelModeNotPlatform(address caller)
func WorduelBlitzDuelModeNotPlatformErrorID() common.Hash {
	return common.HexToHash("0x7ffa86eeb675612677a0ec7f1b4db25ad77ae27a2b411fec9cf6234d67242f63")
}

// UnpackDuelModeNotPlatformError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelModeNotPlatform(address caller)
func (worduelBlitz *WorduelBlitz) UnpackDuelModeNotPlatformError(raw []byte) (*WorduelBlitzDuelModeNotPlatform, error) {
	out := new(WorduelBlitzDuelModeNotPlatform)
	if err := worduelBlitz.abi.UnpackIntoInterface(out, "DuelModeNotPlatform", raw); err != nil {
		return nil, err
	}
	return out, nil
}
