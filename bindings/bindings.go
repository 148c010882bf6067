// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

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

// EntryPointMemoryUserOp is an auto generated low-level Go binding around an user-defined struct.
type EntryPointMemoryUserOp struct {
	Sender                        common.Address
	Nonce                         *big.Int
	VerificationGasLimit          *big.Int
	CallGasLimit                  *big.Int
	PaymasterVerificationGasLimit *big.Int
	PaymasterPostOpGasLimit       *big.Int
	PreVerificationGas            *big.Int
	Paymaster                     common.Address
	MaxFeePerGas                  *big.Int
	MaxPriorityFeePerGas          *big.Int
}

// EntryPointUserOpInfo is an auto generated low-level Go binding around an user-defined struct.
type EntryPointUserOpInfo struct {
	MUserOp       EntryPointMemoryUserOp
	UserOpHash    [32]byte
	Prefund       *big.Int
	ContextOffset *big.Int
	PreOpGas      *big.Int
}

// IDictionaryRegistryDictionary is an auto generated low-level Go binding around an user-defined struct.
type IDictionaryRegistryDictionary struct {
	SecretRoot     *big.Int
	GuessRoot      [32]byte
	GuessDepth     uint8
	CommitVerifier common.Address
	RevealVerifier common.Address
}

// IEntryPointUserOpsPerAggregator is an auto generated low-level Go binding around an user-defined struct.
type IEntryPointUserOpsPerAggregator struct {
	UserOps    []PackedUserOperation
	Aggregator common.Address
	Signature  []byte
}

// IStakeManagerDepositInfo is an auto generated low-level Go binding around an user-defined struct.
type IStakeManagerDepositInfo struct {
	Deposit         *big.Int
	Staked          bool
	Stake           *big.Int
	UnstakeDelaySec uint32
	WithdrawTime    *big.Int
}

// IWorthOfWordsProof is an auto generated low-level Go binding around an user-defined struct.
type IWorthOfWordsProof struct {
	Words [8]*big.Int
}

// IWorthOfWordsSettings is an auto generated low-level Go binding around an user-defined struct.
type IWorthOfWordsSettings struct {
	Token         common.Address
	Stake         *big.Int
	MinPlayers    uint8
	MaxPlayers    uint8
	WordLength    uint8
	RoundCap      uint16
	CommitTimeout uint32
	OpenTimeout   uint32
	RevealTimeout uint32
	InviteSigner  common.Address
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

// WorthOfWordsPlayer is an auto generated low-level Go binding around an user-defined struct.
type WorthOfWordsPlayer struct {
	Score           uint32
	ActiveSecret    uint8
	Status          uint8
	CommittedRound  uint16
	OpenedRound     uint16
	MustRevealRound uint16
	RevealedRound   uint16
	Guess           uint32
	Knowledge       *big.Int
}

// DictionaryRegistryMetaData contains all meta data concerning the DictionaryRegistry contract.
var DictionaryRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"dictionary\",\"inputs\":[{\"name\":\"wordLength\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"outputs\":[{\"name\":\"entry\",\"type\":\"tuple\",\"internalType\":\"structIDictionaryRegistry.Dictionary\",\"components\":[{\"name\":\"secretRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessRoot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"guessDepth\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"commitVerifier\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"revealVerifier\",\"type\":\"address\",\"internalType\":\"address\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setDictionary\",\"inputs\":[{\"name\":\"wordLength\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"entry\",\"type\":\"tuple\",\"internalType\":\"structIDictionaryRegistry.Dictionary\",\"components\":[{\"name\":\"secretRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessRoot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"guessDepth\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"commitVerifier\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"revealVerifier\",\"type\":\"address\",\"internalType\":\"address\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"DictionarySet\",\"inputs\":[{\"name\":\"wordLength\",\"type\":\"uint8\",\"indexed\":true,\"internalType\":\"uint8\"},{\"name\":\"dictionary\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structIDictionaryRegistry.Dictionary\",\"components\":[{\"name\":\"secretRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessRoot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"guessDepth\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"commitVerifier\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"revealVerifier\",\"type\":\"address\",\"internalType\":\"address\"}]}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"DictionaryRegistryBadEntry\",\"inputs\":[{\"name\":\"wordLength\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"DictionaryRegistryUnknownLength\",\"inputs\":[{\"name\":\"wordLength\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "DictionaryRegistry",
	Bin: "0x6080604052348015600e575f5ffd5b5060405161080c38038061080c833981016040819052602b9160b4565b806001600160a01b038116605857604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b605f816065565b505060df565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f6020828403121560c3575f5ffd5b81516001600160a01b038116811460d8575f5ffd5b9392505050565b610720806100ec5f395ff3fe608060405234801561000f575f5ffd5b5060043610610064575f3560e01c80638da5cb5b1161004d5780638da5cb5b146100fe578063d920419514610125578063f2fde38b14610138575f5ffd5b80633180bfa514610068578063715018a6146100f4575b5f5ffd5b61007b6100763660046104e7565b61014b565b6040516100eb91905f60a082019050825182526020830151602083015260ff604084015116604083015273ffffffffffffffffffffffffffffffffffffffff606084015116606083015273ffffffffffffffffffffffffffffffffffffffff608084015116608083015292915050565b60405180910390f35b6100fc610227565b005b5f5460405173ffffffffffffffffffffffffffffffffffffffff90911681526020016100eb565b6100fc610133366004610509565b61023a565b6100fc610146366004610586565b6103b0565b6040805160a0810182525f808252602082018190529181018290526060810182905260808101919091525060ff8082165f908152600160208181526040808420815160a0810183528154808252948201549381019390935260028101549586169183019190915273ffffffffffffffffffffffffffffffffffffffff610100909504851660608301526003015490931660808401529003610222576040517f51718d7500000000000000000000000000000000000000000000000000000000815260ff831660048201526024015b60405180910390fd5b919050565b61022f610413565b6102385f610465565b565b610242610413565b60048260ff161080610257575060068260ff16115b8061026157508035155b8061028d57507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001813510155b8061029a57506020810135155b806102b7575060206102b260608301604084016104e7565b60ff16115b806102e657506102cd6080820160608301610586565b73ffffffffffffffffffffffffffffffffffffffff163b155b8061031557506102fc60a0820160808301610586565b73ffffffffffffffffffffffffffffffffffffffff163b155b15610351576040517fb4e7ab0600000000000000000000000000000000000000000000000000000000815260ff83166004820152602401610219565b60ff82165f908152600160205260409020819061036e82826105a1565b9050508160ff167fe5fbf99f5f9b835552267bfd3e8425f79d485f33662751091b0110606df311b3826040516103a4919061069e565b60405180910390a25050565b6103b8610413565b73ffffffffffffffffffffffffffffffffffffffff8116610407576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f6004820152602401610219565b61041081610465565b50565b5f5473ffffffffffffffffffffffffffffffffffffffff163314610238576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610219565b5f805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60ff81168114610410575f5ffd5b5f602082840312156104f7575f5ffd5b8135610502816104d9565b9392505050565b5f5f82840360c081121561051b575f5ffd5b8335610526816104d9565b925060a07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe082011215610557575f5ffd5b506020830190509250929050565b73ffffffffffffffffffffffffffffffffffffffff81168114610410575f5ffd5b5f60208284031215610596575f5ffd5b813561050281610565565b81358155602082013560018201556002810160408301356105c1816104d9565b60ff81167fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00835416178255505f60608401356105fc81610565565b82547fffffffffffffffffffffff0000000000000000000000000000000000000000ff1660089190911b74ffffffffffffffffffffffffffffffffffffffff001617909155505f608083013561065181610565565b80915060038301915073ffffffffffffffffffffffffffffffffffffffff81167fffffffffffffffffffffffff000000000000000000000000000000000000000083541617825550505050565b813581526020808301359082015260a0810160408301356106be816104d9565b60ff16604083015260608301356106d481610565565b73ffffffffffffffffffffffffffffffffffffffff16606083015260808301356106fd81610565565b73ffffffffffffffffffffffffffffffffffffffff81166080840152509291505056",
}

// DictionaryRegistry is an auto generated Go binding around an Ethereum contract.
type DictionaryRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DictionaryRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewDictionaryRegistry creates a new instance of DictionaryRegistry.
func NewDictionaryRegistry() *DictionaryRegistry {
	parsed, err := DictionaryRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DictionaryRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DictionaryRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner) returns()
func (dictionaryRegistry *DictionaryRegistry) PackConstructor(owner common.Address) []byte {
	enc, err := dictionaryRegistry.abi.Pack("", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDictionary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3180bfa5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dictionary(uint8 wordLength) view returns((uint256,bytes32,uint8,address,address) entry)
func (dictionaryRegistry *DictionaryRegistry) PackDictionary(wordLength uint8) []byte {
	enc, err := dictionaryRegistry.abi.Pack("dictionary", wordLength)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDictionary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3180bfa5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dictionary(uint8 wordLength) view returns((uint256,bytes32,uint8,address,address) entry)
func (dictionaryRegistry *DictionaryRegistry) TryPackDictionary(wordLength uint8) ([]byte, error) {
	return dictionaryRegistry.abi.Pack("dictionary", wordLength)
}

// UnpackDictionary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3180bfa5.
//
// Solidity: function dictionary(uint8 wordLength) view returns((uint256,bytes32,uint8,address,address) entry)
func (dictionaryRegistry *DictionaryRegistry) UnpackDictionary(data []byte) (IDictionaryRegistryDictionary, error) {
	out, err := dictionaryRegistry.abi.Unpack("dictionary", data)
	if err != nil {
		return *new(IDictionaryRegistryDictionary), err
	}
	out0 := *abi.ConvertType(out[0], new(IDictionaryRegistryDictionary)).(*IDictionaryRegistryDictionary)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (dictionaryRegistry *DictionaryRegistry) PackOwner() []byte {
	enc, err := dictionaryRegistry.abi.Pack("owner")
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
func (dictionaryRegistry *DictionaryRegistry) TryPackOwner() ([]byte, error) {
	return dictionaryRegistry.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (dictionaryRegistry *DictionaryRegistry) UnpackOwner(data []byte) (common.Address, error) {
	out, err := dictionaryRegistry.abi.Unpack("owner", data)
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
func (dictionaryRegistry *DictionaryRegistry) PackRenounceOwnership() []byte {
	enc, err := dictionaryRegistry.abi.Pack("renounceOwnership")
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
func (dictionaryRegistry *DictionaryRegistry) TryPackRenounceOwnership() ([]byte, error) {
	return dictionaryRegistry.abi.Pack("renounceOwnership")
}

// PackSetDictionary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9204195.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDictionary(uint8 wordLength, (uint256,bytes32,uint8,address,address) entry) returns()
func (dictionaryRegistry *DictionaryRegistry) PackSetDictionary(wordLength uint8, entry IDictionaryRegistryDictionary) []byte {
	enc, err := dictionaryRegistry.abi.Pack("setDictionary", wordLength, entry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDictionary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9204195.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDictionary(uint8 wordLength, (uint256,bytes32,uint8,address,address) entry) returns()
func (dictionaryRegistry *DictionaryRegistry) TryPackSetDictionary(wordLength uint8, entry IDictionaryRegistryDictionary) ([]byte, error) {
	return dictionaryRegistry.abi.Pack("setDictionary", wordLength, entry)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (dictionaryRegistry *DictionaryRegistry) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := dictionaryRegistry.abi.Pack("transferOwnership", newOwner)
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
func (dictionaryRegistry *DictionaryRegistry) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return dictionaryRegistry.abi.Pack("transferOwnership", newOwner)
}

// DictionaryRegistryDictionarySet represents a DictionarySet event raised by the DictionaryRegistry contract.
type DictionaryRegistryDictionarySet struct {
	WordLength uint8
	Dictionary IDictionaryRegistryDictionary
	Raw        *types.Log // Blockchain specific contextual infos
}

const DictionaryRegistryDictionarySetEventName = "DictionarySet"

// ContractEventName returns the user-defined event name.
func (DictionaryRegistryDictionarySet) ContractEventName() string {
	return DictionaryRegistryDictionarySetEventName
}

// UnpackDictionarySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DictionarySet(uint8 indexed wordLength, (uint256,bytes32,uint8,address,address) dictionary)
func (dictionaryRegistry *DictionaryRegistry) UnpackDictionarySetEvent(log *types.Log) (*DictionaryRegistryDictionarySet, error) {
	event := "DictionarySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dictionaryRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DictionaryRegistryDictionarySet)
	if len(log.Data) > 0 {
		if err := dictionaryRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dictionaryRegistry.abi.Events[event].Inputs {
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

// DictionaryRegistryOwnershipTransferred represents a OwnershipTransferred event raised by the DictionaryRegistry contract.
type DictionaryRegistryOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const DictionaryRegistryOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (DictionaryRegistryOwnershipTransferred) ContractEventName() string {
	return DictionaryRegistryOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (dictionaryRegistry *DictionaryRegistry) UnpackOwnershipTransferredEvent(log *types.Log) (*DictionaryRegistryOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dictionaryRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DictionaryRegistryOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := dictionaryRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dictionaryRegistry.abi.Events[event].Inputs {
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
func (dictionaryRegistry *DictionaryRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], dictionaryRegistry.abi.Errors["DictionaryRegistryBadEntry"].ID.Bytes()[:4]) {
		return dictionaryRegistry.UnpackDictionaryRegistryBadEntryError(raw[4:])
	}
	if bytes.Equal(raw[:4], dictionaryRegistry.abi.Errors["DictionaryRegistryUnknownLength"].ID.Bytes()[:4]) {
		return dictionaryRegistry.UnpackDictionaryRegistryUnknownLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], dictionaryRegistry.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return dictionaryRegistry.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], dictionaryRegistry.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return dictionaryRegistry.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DictionaryRegistryDictionaryRegistryBadEntry represents a DictionaryRegistryBadEntry error raised by the DictionaryRegistry contract.
type DictionaryRegistryDictionaryRegistryBadEntry struct {
	WordLength uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DictionaryRegistryBadEntry(uint8 wordLength)
func DictionaryRegistryDictionaryRegistryBadEntryErrorID() common.Hash {
	return common.HexToHash("0xb4e7ab0629e87c049a1c3f2ac38b771f0b0c9490ef5e6c64e76d70bc314c3b91")
}

// UnpackDictionaryRegistryBadEntryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DictionaryRegistryBadEntry(uint8 wordLength)
func (dictionaryRegistry *DictionaryRegistry) UnpackDictionaryRegistryBadEntryError(raw []byte) (*DictionaryRegistryDictionaryRegistryBadEntry, error) {
	out := new(DictionaryRegistryDictionaryRegistryBadEntry)
	if err := dictionaryRegistry.abi.UnpackIntoInterface(out, "DictionaryRegistryBadEntry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DictionaryRegistryDictionaryRegistryUnknownLength represents a DictionaryRegistryUnknownLength error raised by the DictionaryRegistry contract.
type DictionaryRegistryDictionaryRegistryUnknownLength struct {
	WordLength uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DictionaryRegistryUnknownLength(uint8 wordLength)
func DictionaryRegistryDictionaryRegistryUnknownLengthErrorID() common.Hash {
	return common.HexToHash("0x51718d75404a164529c582f0db4f101f04b4cb1c43dfd72f9e495bf504f16be1")
}

// UnpackDictionaryRegistryUnknownLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DictionaryRegistryUnknownLength(uint8 wordLength)
func (dictionaryRegistry *DictionaryRegistry) UnpackDictionaryRegistryUnknownLengthError(raw []byte) (*DictionaryRegistryDictionaryRegistryUnknownLength, error) {
	out := new(DictionaryRegistryDictionaryRegistryUnknownLength)
	if err := dictionaryRegistry.abi.UnpackIntoInterface(out, "DictionaryRegistryUnknownLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DictionaryRegistryOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the DictionaryRegistry contract.
type DictionaryRegistryOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func DictionaryRegistryOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (dictionaryRegistry *DictionaryRegistry) UnpackOwnableInvalidOwnerError(raw []byte) (*DictionaryRegistryOwnableInvalidOwner, error) {
	out := new(DictionaryRegistryOwnableInvalidOwner)
	if err := dictionaryRegistry.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DictionaryRegistryOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the DictionaryRegistry contract.
type DictionaryRegistryOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func DictionaryRegistryOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (dictionaryRegistry *DictionaryRegistry) UnpackOwnableUnauthorizedAccountError(raw []byte) (*DictionaryRegistryOwnableUnauthorizedAccount, error) {
	out := new(DictionaryRegistryOwnableUnauthorizedAccount)
	if err := dictionaryRegistry.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointMetaData contains all meta data concerning the EntryPoint contract.
var EntryPointMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"ret\",\"type\":\"bytes\"}],\"name\":\"DelegateAndRevert\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"opIndex\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"FailedOp\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"opIndex\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"inner\",\"type\":\"bytes\"}],\"name\":\"FailedOpWithRevert\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"returnData\",\"type\":\"bytes\"}],\"name\":\"PostOpReverted\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"SenderAddressResult\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"aggregator\",\"type\":\"address\"}],\"name\":\"SignatureValidationFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"factory\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"paymaster\",\"type\":\"address\"}],\"name\":\"AccountDeployed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"BeforeExecution\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"totalDeposit\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"revertReason\",\"type\":\"bytes\"}],\"name\":\"PostOpRevertReason\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"aggregator\",\"type\":\"address\"}],\"name\":\"SignatureAggregatorChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"totalStaked\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"unstakeDelaySec\",\"type\":\"uint256\"}],\"name\":\"StakeLocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"withdrawTime\",\"type\":\"uint256\"}],\"name\":\"StakeUnlocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"StakeWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"paymaster\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"actualGasCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"actualGasUsed\",\"type\":\"uint256\"}],\"name\":\"UserOperationEvent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"name\":\"UserOperationPrefundTooLow\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"revertReason\",\"type\":\"bytes\"}],\"name\":\"UserOperationRevertReason\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"unstakeDelaySec\",\"type\":\"uint32\"}],\"name\":\"addStake\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"delegateAndRevert\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"depositTo\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"getDepositInfo\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"staked\",\"type\":\"bool\"},{\"internalType\":\"uint112\",\"name\":\"stake\",\"type\":\"uint112\"},{\"internalType\":\"uint32\",\"name\":\"unstakeDelaySec\",\"type\":\"uint32\"},{\"internalType\":\"uint48\",\"name\":\"withdrawTime\",\"type\":\"uint48\"}],\"internalType\":\"structIStakeManager.DepositInfo\",\"name\":\"info\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getDomainSeparatorV4\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint192\",\"name\":\"key\",\"type\":\"uint192\"}],\"name\":\"getNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getPackedUserOpTypeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"}],\"name\":\"getSenderAddress\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"userOp\",\"type\":\"tuple\"}],\"name\":\"getUserOpHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation[]\",\"name\":\"userOps\",\"type\":\"tuple[]\"},{\"internalType\":\"contractIAggregator\",\"name\":\"aggregator\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structIEntryPoint.UserOpsPerAggregator[]\",\"name\":\"opsPerAggregator\",\"type\":\"tuple[]\"},{\"internalType\":\"addresspayable\",\"name\":\"beneficiary\",\"type\":\"address\"}],\"name\":\"handleAggregatedOps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation[]\",\"name\":\"ops\",\"type\":\"tuple[]\"},{\"internalType\":\"addresspayable\",\"name\":\"beneficiary\",\"type\":\"address\"}],\"name\":\"handleOps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint192\",\"name\":\"key\",\"type\":\"uint192\"}],\"name\":\"incrementNonce\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"verificationGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"callGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"paymaster\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"maxFeePerGas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint256\"}],\"internalType\":\"structEntryPoint.MemoryUserOp\",\"name\":\"mUserOp\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"prefund\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"contextOffset\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"preOpGas\",\"type\":\"uint256\"}],\"internalType\":\"structEntryPoint.UserOpInfo\",\"name\":\"opInfo\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"context\",\"type\":\"bytes\"}],\"name\":\"innerHandleOp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"actualGasCost\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint192\",\"name\":\"\",\"type\":\"uint192\"}],\"name\":\"nonceSequenceNumber\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"senderCreator\",\"outputs\":[{\"internalType\":\"contractISenderCreator\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unlockStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"}],\"name\":\"withdrawStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"withdrawAmount\",\"type\":\"uint256\"}],\"name\":\"withdrawTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "EntryPoint",
	Bin: "0x6101806040523461019557604051610018604082610199565b600781526020810190664552433433333760c81b82526040519161003d604084610199565b600183526020830191603160f81b8352610056816101bc565b6101205261006384610357565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a081526100cc60c082610199565b5190206080523060c0526040516104f58082016001600160401b0381118382101761018157829161597a833903905ff0801561017657610160526040516154ea9081610490823960805181613511015260a051816135ce015260c051816134e2015260e051816135600152610100518161358601526101205181611884015261014051816118ad0152610160518181816116ce015281816120a801528181615061015261538c0152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b5f80fd5b601f909101601f19168101906001600160401b0382119082101761018157604052565b908151602081105f14610236575090601f8151116101f65760208151910151602082106101e7571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fd5b6001600160401b03811161018157600254600181811c9116801561034d575b602082101461033957601f8111610306575b50602092601f82116001146102a557928192935f9261029a575b50508160011b915f199060031b1c19161760025560ff90565b015190505f80610281565b601f1982169360025f52805f20915f5b8681106102ee57508360019596106102d6575b505050811b0160025560ff90565b01515f1960f88460031b161c191690555f80806102c8565b919260206001819286850151815501940192016102b5565b60025f52601f60205f20910160051c810190601f830160051c015b81811061032e5750610267565b5f8155600101610321565b634e487b7160e01b5f52602260045260245ffd5b90607f1690610255565b908151602081105f14610382575090601f8151116101f65760208151910151602082106101e7571790565b6001600160401b03811161018157600354600181811c91168015610485575b602082101461033957601f8111610452575b50602092601f82116001146103f157928192935f926103e6575b50508160011b915f199060031b1c19161760035560ff90565b015190505f806103cd565b601f1982169360035f52805f20915f5b86811061043a5750836001959610610422575b505050811b0160035560ff90565b01515f1960f88460031b161c191690555f8080610414565b91926020600181928685015181550194019201610401565b60035f52601f60205f20910160051c810190601f830160051c015b81811061047a57506103b3565b5f815560010161046d565b90607f16906103a156fe6101606040526004361015610024575b3615610019575f80fd5b610022336131f4565b005b5f610140525f3560e01c806242dc53146125d957806301ffc9a7146124875780630396cb60146120cc57806309ccb8801461205b5780630bd28e3b14611fbf57806313c65a6e14611f84578063154e58dc14611f295780631b2e01b814611e93578063205c287814611cf257806322cdde4c14611c6e57806335567e1a14611bb45780635287ce1214611a9457806370a0823114611a29578063765e827f1461198b57806384b0196e1461184b578063850aaf62146117865780639b249f6914611622578063b760faf9146115e1578063bb9fe6bf146113f2578063c23a5cea1461114f5763dbed18e00361000f5734610ec95761012136612d56565b6101005260e052610130613824565b6101405190815b60e0518110610f2e575061014a8261303a565b61012052610140516080526101405160c0525b60e05160c0511061029b577fbb47ee3e183a558b1a2ff0874b079f3fc5478b7454eacf2bfc5af2ff5878f9726101405161014051a161014051608081905290815b60e05181106101e1576101b48361010051614a19565b610140517f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d6101405180f35b6102436101f18260e05185613267565b73ffffffffffffffffffffffffffffffffffffffff610212602083016132fb565b167f575ff3acadd5ab348fe1855e217e0f3678f8d767d7494c9f9fefbee2e17cca4d6101405161014051a2806132a7565b9061014051915b80831061025c5750505060010161019e565b909194600190610289610270888587613109565b61027f60805161012051613176565b519060805161437c565b0195816080510160805201919061024a565b6102aa60c05160e05183613267565b73ffffffffffffffffffffffffffffffffffffffff6102d860206102ce84806132a7565b60a05293016132fb565b61014051911691905b60a05181106103055750505060a05160805101608052600160c0510160c05261015d565b610316816080510161012051613176565b516103248260a05185613109565b61014051915a81519273ffffffffffffffffffffffffffffffffffffffff61034b826132fb565b168452602081810135908501526fffffffffffffffffffffffffffffffff6080808301358281166060880152811c604087015260a083013560c0808801919091528301359182166101008701521c6101208501526103ac60e082018261331c565b9081610e15575b5050604051936103c282612ee9565b6020850152846040526040810151946effffffffffffffffffffffffffffff8660c08401511760608401511760808401511760a084015117610100840151176101208401511711610daf5750604081015160608201510160808201510160a08201510160c0820151016101008201510294856040860152845173ffffffffffffffffffffffffffffffffffffffff60e08183511692610475898d61046960408b018b61331c565b92909160805101614fb5565b0151169661014051978015610d7e575b87516040810151905173ffffffffffffffffffffffffffffffffffffffff169061014051506040519a8b8960208d01519260208301937f19822f7c00000000000000000000000000000000000000000000000000000000855260248401926104ec93615460565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe081018d5261051c908d612c2d565b61014051908c5190846101405190602095f161014051519a3d602003610d73575b60405215610c80575015610c02575b505073ffffffffffffffffffffffffffffffffffffffff825116602083015190610140515260016020526040610140512077ffffffffffffffffffffffffffffffffffffffffffffffff8260401c165f5260205267ffffffffffffffff60405f20918254926105ba84612e80565b90551603610b99575a840311610b305760e0015160609073ffffffffffffffffffffffffffffffffffffffff16610827575b73ffffffffffffffffffffffffffffffffffffffff949260a0859360809360606106219801520135905a900301910152614f15565b911685036107be576107555761064b73ffffffffffffffffffffffffffffffffffffffff91614f15565b91166106ec5761065d576001016102e1565b60a490604051907f220266b600000000000000000000000000000000000000000000000000000000825260805101600482015260406024820152602160448201527f41413332207061796d61737465722065787069726564206f72206e6f7420647560648201527f65000000000000000000000000000000000000000000000000000000000000006084820152fd5b608482604051907f220266b600000000000000000000000000000000000000000000000000000000825260805101600482015260406024820152601460448201527f41413334207369676e6174757265206572726f720000000000000000000000006064820152fd5b608482604051907f220266b600000000000000000000000000000000000000000000000000000000825260805101600482015260406024820152601760448201527f414132322065787069726564206f72206e6f74206475650000000000000000006064820152fd5b608483604051907f220266b600000000000000000000000000000000000000000000000000000000825260805101600482015260406024820152601460448201527f41413234207369676e6174757265206572726f720000000000000000000000006064820152fd5b9897969594505a9883519961085b73ffffffffffffffffffffffffffffffffffffffff60e08d015116604087015190615482565b15610ac75760807f52b7512c000000000000000000000000000000000000000000000000000000009798999a9b01516040516108dc816108b060208a015160408b015190602084019d8e528960248501615460565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101835282612c2d565b8651608073ffffffffffffffffffffffffffffffffffffffff60e08301511691015161014051918b61014051928551926101405191f1983d908161014051843e51948251604084019b8c519015918215610abb575b508115610a8b575b50610a065750601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe09101160191826040525a90031161097a5750946105ec565b80887f220266b60000000000000000000000000000000000000000000000000000000060a4935260805101600482015260406024820152602760448201527f41413336206f766572207061796d6173746572566572696669636174696f6e4760648201527f61734c696d6974000000000000000000000000000000000000000000000000006084820152fd5b8b610a87610a1261349e565b6040519384937f65c8fd4d0000000000000000000000000000000000000000000000000000000085526080510160048501526024840152600d60648401527f4141333320726576657274656400000000000000000000000000000000000000608484015260a0604484015260a4830190612de9565b0390fd5b9050601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa084019101105f610939565b6040141591505f610931565b608487604051907f220266b600000000000000000000000000000000000000000000000000000000825260805101600482015260406024820152601e60448201527f41413331207061796d6173746572206465706f73697420746f6f206c6f7700006064820152fd5b608487604051907f220266b600000000000000000000000000000000000000000000000000000000825260805101600482015260406024820152601e60448201527f41413236206f76657220766572696669636174696f6e4761734c696d697400006064820152fd5b608488604051907f220266b600000000000000000000000000000000000000000000000000000000825260805101600482015260406024820152601a60448201527f4141323520696e76616c6964206163636f756e74206e6f6e63650000000000006064820152fd5b610c0b91615482565b15610c17578b8061054c565b608488604051907f220266b600000000000000000000000000000000000000000000000000000000825260805101600482015260406024820152601760448201527f41413231206469646e2774207061792070726566756e640000000000000000006064820152fd5b8b903b610cf057608490604051907f220266b600000000000000000000000000000000000000000000000000000000825260805101600482015260406024820152601960448201527f41413230206163636f756e74206e6f74206465706c6f796564000000000000006064820152fd5b610cf861349e565b90610a876040519283927f65c8fd4d00000000000000000000000000000000000000000000000000000000845260805101600484015260606024840152600d60648401527f4141323320726576657274656400000000000000000000000000000000000000608484015260a0604484015260a4830190612de9565b61014051915061053d565b6101408051849052516020819052604090205490985081811115610da85750610140515b97610485565b8103610da2565b80887f220266b6000000000000000000000000000000000000000000000000000000006084935260805101600482015260406024820152601860448201527f41413934206761732076616c756573206f766572666c6f7700000000000000006064820152fd5b60348210610ed05781601411610ec95780359160248110610ec957603411610ec9576024810135608090811c60a0880152601490910135811c90860152606081901c15610e6b5760601c60e085015289806103b3565b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601660248201527f4141393820696e76616c6964207061796d6173746572000000000000000000006044820152fd5b6101405180fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601d60248201527f4141393320696e76616c6964207061796d6173746572416e64446174610000006044820152fd5b610f3b8160e05184613267565b92610f4684806132a7565b919073ffffffffffffffffffffffffffffffffffffffff610f69602088016132fb565b16956001871461111d5786610f86575b5050019250600101610137565b806040610f9492019061331c565b91873b15610ec957916040519283917f2dd8113300000000000000000000000000000000000000000000000000000000835286604484016040600486015252606483019160648860051b8501019281610140517ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffee182360301915b8b82106110c357505050505081611054917ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc8580950301602485015261014051956131b6565b0381610140518a5af190816110a8575b5061109b57847f86a9f750000000000000000000000000000000000000000000000000000000006101405152600452602461014051fd5b929350839260015f610f79565b610140516110b591612c2d565b61014051610ec9575f611064565b9193967fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c90879294969703018552863584811215610ec957602061110c600193858394016133bd565b98019501920188969594939161100e565b867f86a9f750000000000000000000000000000000000000000000000000000000006101405152600452602461014051fd5b34610ec95760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec957611186612cde565b3361014051526101405160205260016040610140512001908154916dffffffffffffffffffffffffffff8360081c169283156113945760981c65ffffffffffff1680156113365742106112d85780547fffffffffffffff000000000000000000000000000000000000000000000000ff1690556040805173ffffffffffffffffffffffffffffffffffffffff831681526020810184905233917fb7c918e0e249f999e965cafeb6c664271b3f4317d296461500e71da39f0cbda391a2610140519182918291829173ffffffffffffffffffffffffffffffffffffffff165af161126d612eba565b501561127a576101405180f35b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601860248201527f6661696c656420746f207769746864726177207374616b6500000000000000006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601b60248201527f5374616b65207769746864726177616c206973206e6f742064756500000000006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601d60248201527f6d7573742063616c6c20756e6c6f636b5374616b6528292066697273740000006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601460248201527f4e6f207374616b6520746f2077697468647261770000000000000000000000006044820152fd5b34610ec957610140517ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec9573361014051526101405160205260016040610140512001805463ffffffff8160781c169081156115835760ff16156115255765ffffffffffff4216019065ffffffffffff82116114f25780547fffffffffffffff000000000000ffffffffffffffffffffffffffffffffffff001678ffffffffffff00000000000000000000000000000000000000609884901b1617905560405165ffffffffffff909116815233907ffa9b3c14cc825c412c9ed81b3ba365a5b459439403f18829e572ed53a4180f0a90602090a26101405180f35b7f4e487b710000000000000000000000000000000000000000000000000000000061014051526011600452602461014051fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601160248201527f616c726561647920756e7374616b696e670000000000000000000000000000006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152600a60248201527f6e6f74207374616b6564000000000000000000000000000000000000000000006044820152fd5b60207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec95761161b611616612cde565b6131f4565b6101405180f35b34610ec95760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec95760043567ffffffffffffffff8111610ec95760206116766116b1923690600401612d01565b60405193849283927f570e1a3600000000000000000000000000000000000000000000000000000000845285600485015260248401916131b6565b03816101405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165af180156117785773ffffffffffffffffffffffffffffffffffffffff916101405191611749575b507f6ca7b80600000000000000000000000000000000000000000000000000000000610140515216600452602461014051fd5b61176b915060203d602011611771575b6117638183612c2d565b81019061318a565b82611716565b503d611759565b6040513d61014051823e3d90fd5b34610ec95760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec9576117bd612cde565b60243567ffffffffffffffff8111610ec9576117dd903690600401612d01565b604051929181908437820190610140518252610140519280610140519303915af4611806612eba565b90610a876040519283927f9941055400000000000000000000000000000000000000000000000000000000845215156004840152604060248401526044830190612de9565b34610ec957610140517ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec9576119296118a87f0000000000000000000000000000000000000000000000000000000000000000614ccf565b6118d17f0000000000000000000000000000000000000000000000000000000000000000614e45565b60405190602090611937906118e68385612c2d565b6101405184525f3681376040519586957f0f00000000000000000000000000000000000000000000000000000000000000875260e08588015260e0870190612de9565b908582036040870152612de9565b4660608501523060808501526101405160a085015283810360c0850152818084519283815201930191610140515b82811061197457505050500390f35b835185528695509381019392810192600101611965565b34610ec95761199936612d56565b6119a4929192613824565b6119ad8361303a565b6119b8818585613898565b5061014051927fbb47ee3e183a558b1a2ff0874b079f3fc5478b7454eacf2bfc5af2ff5878f9728480a161014051915b8583106119f9576101b48585614a19565b909193600190611a1f611a0d878987613109565b611a178886613176565b51908861437c565b01940191906119e8565b34610ec95760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec95773ffffffffffffffffffffffffffffffffffffffff611a75612cde565b1661014051526101405160205260206040610140512054604051908152f35b34610ec95760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec95773ffffffffffffffffffffffffffffffffffffffff611ae0612cde565b604051611aec81612bab565b6101405181526101405160208201526101405160408201526101405160608201526080610140519101521661014051526101405160205260a06040610140512065ffffffffffff604051611b3f81612bab565b63ffffffff60018454948584520154916dffffffffffffffffffffffffffff6020820160ff8516151581526040830190828660081c1682528660806060860195878960781c168752019660981c1686526040519788525115156020880152511660408601525116606084015251166080820152f35b34610ec95760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec9576020611bed612cde565b73ffffffffffffffffffffffffffffffffffffffff611c0a612d2f565b91166101405152600182526040610140512077ffffffffffffffffffffffffffffffffffffffffffffffff82165f52825260405f20547fffffffffffffffffffffffffffffffffffffffffffffffff00000000000000006040519260401b16178152f35b34610ec95760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec95760043567ffffffffffffffff8111610ec9576101207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc8236030112610ec957611cea602091600401612ee9565b604051908152f35b34610ec95760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec957611d29612cde565b6024359033610140515261014051602052604061014051208054808411611e355783611d5491612ead565b90556040805173ffffffffffffffffffffffffffffffffffffffff831681526020810184905233917fd1c19fbcd4551a5edfb66d43d2e337c04837afda3482b42bdf569a8fccdae5fb91a2610140519182918291829173ffffffffffffffffffffffffffffffffffffffff165af1611dca612eba565b5015611dd7576101405180f35b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601260248201527f6661696c656420746f20776974686472617700000000000000000000000000006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601960248201527f576974686472617720616d6f756e7420746f6f206c61726765000000000000006044820152fd5b34610ec95760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec957611eca612cde565b73ffffffffffffffffffffffffffffffffffffffff611ee7612d2f565b91166101405152600160205277ffffffffffffffffffffffffffffffffffffffffffffffff6040610140512091165f52602052602060405f2054604051908152f35b34610ec957610140517ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec95760206040517f29a0bca4af4be3421398da00295e58e6d7de38cb492214754cb6a47507dd6f8e8152f35b34610ec957610140517ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec9576020611cea6134cb565b34610ec95760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec95760043577ffffffffffffffffffffffffffffffffffffffffffffffff81168103610ec957336101405152600160205277ffffffffffffffffffffffffffffffffffffffffffffffff6040610140512091165f5260205260405f206120528154612e80565b90556101405180f35b34610ec957610140517ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec957602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b60207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec95760043563ffffffff8116809103610ec957336101405152610140516020526040610140512090801561242957600182015463ffffffff8160781c1682106123cb57612155906dffffffffffffffffffffffffffff349160081c16612e46565b91821561236d576dffffffffffffffffffffffffffff831161230f57546040516122d79161218282612bab565b815265ffffffffffff602082019160018352604081016dffffffffffffffffffffffffffff87168152606082019086825260016080840193610140518552336101405152610140516020526040610140512090518155019451151560ff7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff008754169116178555517fffffffffffffffffffffffffffffffffff0000000000000000000000000000ff6effffffffffffffffffffffffffff008087549360081b16169116178455517fffffffffffffffffffffffffff00000000ffffffffffffffffffffffffffffff72ffffffff0000000000000000000000000000008086549360781b1616911617835551167fffffffffffffff000000000000ffffffffffffffffffffffffffffffffffffff78ffffffffffff0000000000000000000000000000000000000083549260981b169116179055565b60405191825260208201527fa5ae833d0bb1dcd632d98a8b70973e8516812898e19bf27b70071ebc8dc52c0160403392a26101405180f35b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152600e60248201527f7374616b65206f766572666c6f770000000000000000000000000000000000006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601260248201527f6e6f207374616b652073706563696669656400000000000000000000000000006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601c60248201527f63616e6e6f7420646563726561736520756e7374616b652074696d65000000006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601a60248201527f6d757374207370656369667920756e7374616b652064656c61790000000000006044820152fd5b34610ec95760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610ec9576004357fffffffff000000000000000000000000000000000000000000000000000000008116809103610ec957807f6930d3ee00000000000000000000000000000000000000000000000000000000602092149081156125af575b8115612585575b811561255b575b8115612531575b506040519015158152f35b7f01ffc9a70000000000000000000000000000000000000000000000000000000091501482612526565b7f3e84f021000000000000000000000000000000000000000000000000000000008114915061251f565b7fcf28ef970000000000000000000000000000000000000000000000000000000081149150612518565b7f989ccc580000000000000000000000000000000000000000000000000000000081149150612511565b34612a32576102007ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112612a325760043567ffffffffffffffff8111612a325736602382011215612a325761263a903690602481600401359101612ca8565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc36016101c08112612a32576101406040519161267683612bab565b12612a325760405161268781612bf4565b60243573ffffffffffffffffffffffffffffffffffffffff81168103612a3257815260443560208201526064356040820152608435606082015260a435608082015260c43560a082015260e43560c08201526101043573ffffffffffffffffffffffffffffffffffffffff81168103612a325760e082015261012435610100820152610144356101208201528152602081019161016435835260408201906101843582526101a435606084015260808301916101c43583526101e43567ffffffffffffffff8111612a3257612760903690600401612d01565b955a90303303612b4d578651606081015195603f5a0260061c61271060a084015189010111612b25575f9681519182612a6b575b5050505050906127ac915a9003855101963691612ca8565b925a93855161010081015161012082015148018082105f14612a635750975b6127f873ffffffffffffffffffffffffffffffffffffffff60e08401511694518203606084015190614b09565b01925f928161290e5750505173ffffffffffffffffffffffffffffffffffffffff16945b5a900301019485029051928184105f146128ba5750506003811015612887576002036128595760209281611cea929361285481614c2a565b614b28565b7fdeadaa51000000000000000000000000000000000000000000000000000000006101405152602061014051fd5b7f4e487b710000000000000000000000000000000000000000000000000000000061014051526021600452602461014051fd5b816128f0929594969396039073ffffffffffffffffffffffffffffffffffffffff165f525f60205260405f209081540180915590565b5060038410156128875782612909926020951590614ba9565b611cea565b909691878251612921575b50505061281c565b90919293505a926003881015612a365760028803612957575b505060a061294e925a900391015190614b09565b90888080612919565b60a083015191803b15612a32578b925f92836129b3938c8b88604051998a98899788957f7c627b210000000000000000000000000000000000000000000000000000000087526004870152608060248701526084860190612de9565b9202604484015260648301520393f19081612a1d575b50612a1357610a876129d961349e565b6040519182917fad7954bc000000000000000000000000000000000000000000000000000000008352602060048401526024830190612de9565b60a061294e61293a565b5f612a2791612c2d565b5f610140528a6129c9565b5f80fd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b9050976127cb565b915f9291838093602073ffffffffffffffffffffffffffffffffffffffff885116910192f115612a9e575b808080612794565b6127ac9392955060405191612ab161349e565b908151612aca575b505050604052600193909188612a96565b7f1c4fada7374c0a9ee8841fc38afe82932dc0f8e69012e927f061a8bae611a201905191602073ffffffffffffffffffffffffffffffffffffffff855116940151612b1a60405192839283612e2c565b0390a3888080612ab9565b7fdeaddead000000000000000000000000000000000000000000000000000000005f5260205ffd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601760248201527f4141393220696e7465726e616c2063616c6c206f6e6c790000000000000000006044820152fd5b60a0810190811067ffffffffffffffff821117612bc757604052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b610140810190811067ffffffffffffffff821117612bc757604052565b6060810190811067ffffffffffffffff821117612bc757604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff821117612bc757604052565b67ffffffffffffffff8111612bc757601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01660200190565b929192612cb482612c6e565b91612cc26040519384612c2d565b829481845281830111612a32578281602093845f960137010152565b6004359073ffffffffffffffffffffffffffffffffffffffff82168203612a3257565b9181601f84011215612a325782359167ffffffffffffffff8311612a325760208381860195010111612a3257565b6024359077ffffffffffffffffffffffffffffffffffffffffffffffff82168203612a3257565b9060407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc830112612a325760043567ffffffffffffffff8111612a325760040182601f82011215612a325780359267ffffffffffffffff8411612a32576020808301928560051b010111612a3257919060243573ffffffffffffffffffffffffffffffffffffffff81168103612a325790565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f602080948051918291828752018686015e5f8582860101520116010190565b604090612e43939281528160208201520190612de9565b90565b91908201809211612e5357565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8114612e535760010190565b91908203918211612e5357565b3d15612ee4573d90612ecb82612c6e565b91612ed96040519384612c2d565b82523d5f602084013e565b606090565b604290612ef5816135f4565b612efd6134cb565b91612f07816132fb565b91801561300557905b60c0612f1f606083018361331c565b90816040519182372091612f3660e082018261331c565b908160405191823720926040519473ffffffffffffffffffffffffffffffffffffffff60208701977f29a0bca4af4be3421398da00295e58e6d7de38cb492214754cb6a47507dd6f8e895216604087015260208301356060870152608086015260a085015260808101358285015260a081013560e085015201356101008301526101208201526101208152612fcd61014082612c2d565b519020604051917f19010000000000000000000000000000000000000000000000000000000000008352600283015260228201522090565b50613013604082018261331c565b90816040519182372090612f10565b67ffffffffffffffff8111612bc75760051b60200190565b9061304482613022565b6130516040519182612c2d565b8281527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe061307f8294613022565b01905f5b82811061308f57505050565b60209060405161309e81612bab565b6040516130aa81612bf4565b5f81525f848201525f60408201525f60608201525f60808201525f60a08201525f60c08201525f60e08201525f6101008201525f61012082015281525f838201525f60408201525f60608201525f608082015282828501015201613083565b91908110156131495760051b810135907ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffee181360301821215612a32570190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b80518210156131495760209160051b010190565b90816020910312612a32575173ffffffffffffffffffffffffffffffffffffffff81168103612a325790565b601f82602094937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe093818652868601375f8582860101520116010190565b7f2da466a7b24304f47e87fa2e1e5a81b9831ce54fec19055ce277ca2f39ba42c4602073ffffffffffffffffffffffffffffffffffffffff61325b348573ffffffffffffffffffffffffffffffffffffffff165f525f60205260405f209081540180915590565b936040519485521692a2565b91908110156131495760051b810135907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa181360301821215612a32570190565b9035907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe181360301821215612a32570180359067ffffffffffffffff8211612a3257602001918160051b36038313612a3257565b3573ffffffffffffffffffffffffffffffffffffffff81168103612a325790565b9035907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe181360301821215612a32570180359067ffffffffffffffff8211612a3257602001918136038313612a3257565b90357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe182360301811215612a3257016020813591019167ffffffffffffffff8211612a32578136038313612a3257565b80359173ffffffffffffffffffffffffffffffffffffffff83168303612a325773ffffffffffffffffffffffffffffffffffffffff612e43931681526020820135602082015261348f61348361344a61342f61341c604087018761336d565b61012060408801526101208701916131b6565b61343c606087018761336d565b9086830360608801526131b6565b6080850135608085015260a085013560a085015260c085013560c085015261347560e086018661336d565b9085830360e08701526131b6565b9261010081019061336d565b916101008185039101526131b6565b3d61080081116134c2575b604051906020818301016040528082525f602083013e90565b506108006134a9565b73ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000163014806135cb575b15613533577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a081526135c560c082612c2d565b51902090565b507f0000000000000000000000000000000000000000000000000000000000000000461461350a565b613601604082018261331c565b909161360d8284614c7a565b1561381d5761361b906132fb565b60175f80833c5f51907fef010000000000000000000000000000000000000000000000000000000000007fffffff000000000000000000000000000000000000000000000000000000000083160361375b575060181b91601482116136bb5750506040517fffffffffffffffffffffffffffffffffffffffff000000000000000000000000808060208401941616168252601481526135c5603482612c2d565b81601411612a325760206135c5916040519384917fffffffffffffffffffffffffffffffffffffffff000000000000000000000000808086860199161616875260147fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec83019101603484013781015f8382015203017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101835282612c2d565b3b156137bf5760646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601860248201527f6e6f7420616e204549502d373730322064656c656761746500000000000000006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601260248201527f73656e64657220686173206e6f20636f646500000000000000000000000000006044820152fd5b5050505f90565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c6138705760017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005d565b7f3ee5aeb5000000000000000000000000000000000000000000000000000000005f5260045ffd5b92919092835f5b8181106138ac5750505050565b6138b68185613176565b516138c2828486613109565b5f915a81519273ffffffffffffffffffffffffffffffffffffffff6138e6826132fb565b168452602081013560208501526080810135936fffffffffffffffffffffffffffffffff8560801c951694604082019060608301968752815260c0820160a0840135815260c0840135906fffffffffffffffffffffffffffffffff8260801c9216916101208501906101008601938452815261396560e087018761331c565b9081614316575b505060405161397a87612ee9565b9960208a019a8b528160405285519586855117825117926effffffffffffffffffffffffffffff60808a01948551179560a08b0196875117895117905117116142b45750519051019051019051019051019051029560408601918783528973ffffffffffffffffffffffffffffffffffffffff60e08951613a0f8b8483511695613a0760408d018d61331c565b929091614fb5565b015116985f99801561428d575b89516040810151905173ffffffffffffffffffffffffffffffffffffffff1680916040519d8e808d8b519360208301947f19822f7c0000000000000000000000000000000000000000000000000000000086526024840192613a7d93615460565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe081018252613aad9082612c2d565b51905f6020948194f15f519c3d602003614285575b6040521561419a575015614120575b505073ffffffffffffffffffffffffffffffffffffffff8451166020850151905f52600160205260405f2077ffffffffffffffffffffffffffffffffffffffffffffffff8260401c165f5260205267ffffffffffffffff60405f2091825492613b3984612e80565b905516036140bb575a8603116140565773ffffffffffffffffffffffffffffffffffffffff60e0606094015116613d96575b505073ffffffffffffffffffffffffffffffffffffffff949260a085936080936060613ba29801520135905a900301910152614f15565b9116613d3157613ccc57613bca73ffffffffffffffffffffffffffffffffffffffff91614f15565b9116613c6757613bdc5760010161389f565b60a490604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152602160448201527f41413332207061796d61737465722065787069726564206f72206e6f7420647560648201527f65000000000000000000000000000000000000000000000000000000000000006084820152fd5b608482604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601460448201527f41413334207369676e6174757265206572726f720000000000000000000000006064820152fd5b608482604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601760448201527f414132322065787069726564206f72206e6f74206475650000000000000000006064820152fd5b608483604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601460448201527f41413234207369676e6174757265206572726f720000000000000000000000006064820152fd5b909c9b9a99989796505a9085519d60e08f015173ffffffffffffffffffffffffffffffffffffffff168151613dca91615482565b15613ff157613e1d7f52b7512c00000000000000000000000000000000000000000000000000000000999a9b9c9d9e9f60800151926108b060405193849251905190602084019d8e528960248501615460565b5f8088518b82608073ffffffffffffffffffffffffffffffffffffffff60e08501511693015192865193f1983d90815f843e51948251604084019b8c519015918215613fe5575b508115613fb5575b50613f385750601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe09101160191826040525a900311613eb05750948260a0613b6b565b80887f220266b60000000000000000000000000000000000000000000000000000000060a49352600482015260406024820152602760448201527f41413336206f766572207061796d6173746572566572696669636174696f6e4760648201527f61734c696d6974000000000000000000000000000000000000000000000000006084820152fd5b8b610a87613f4461349e565b6040519384937f65c8fd4d00000000000000000000000000000000000000000000000000000000855260048501526024840152600d60648401527f4141333320726576657274656400000000000000000000000000000000000000608484015260a0604484015260a4830190612de9565b9050601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa084019101105f613e6c565b6040141591505f613e64565b608489604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601e60448201527f41413331207061796d6173746572206465706f73697420746f6f206c6f7700006064820152fd5b608489604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601e60448201527f41413236206f76657220766572696669636174696f6e4761734c696d697400006064820152fd5b60848a604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601a60448201527f4141323520696e76616c6964206163636f756e74206e6f6e63650000000000006064820152fd5b61412991615482565b15614135575f80613ad1565b60848a604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601760448201527f41413231206469646e2774207061792070726566756e640000000000000000006064820152fd5b8d903b61420657608490604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601960448201527f41413230206163636f756e74206e6f74206465706c6f796564000000000000006064820152fd5b61420e61349e565b90610a876040519283927f65c8fd4d000000000000000000000000000000000000000000000000000000008452600484015260606024840152600d60648401527f4141323320726576657274656400000000000000000000000000000000000000608484015260a0604484015260a4830190612de9565b5f9150613ac2565b9950815f525f60205260405f20548181115f146142ad57505f5b99613a1c565b81036142a7565b808f7f220266b60000000000000000000000000000000000000000000000000000000060849352600482015260406024820152601860448201527f41413934206761732076616c756573206f766572666c6f7700000000000000006064820152fd5b60348210610ed05781601411612a3257803560601c9160248110612a3257601482013590603411612a32576fffffffffffffffffffffffffffffffff60248193013560801c1660a089015260801c1660808701528015610e6b5760e08601525f8061396c565b9092915a60608201516040519586614397606083018361331c565b5f60038211614a11575b7fffffffff00000000000000000000000000000000000000000000000000000000167f8dd7712f00000000000000000000000000000000000000000000000000000000036148a3575050505f6144ae6145a261443c61446e602095868a01516040519384927f8dd7712f000000000000000000000000000000000000000000000000000000008a8501526040602485015260648401906133bd565b906044830152037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101835282612c2d565b6108b06040519384927e42dc5300000000000000000000000000000000000000000000000000000000888501526102006024850152610224840190612de9565b614571604484018b60806101a091610120815173ffffffffffffffffffffffffffffffffffffffff8151168652602081015160208701526040810151604087015260608101516060870152838101518487015260a081015160a087015260c081015160c087015273ffffffffffffffffffffffffffffffffffffffff60e08201511660e087015261010081015161010087015201516101208501526020810151610140850152604081015161016085015260608101516101808501520151910152565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc8382030161020484015287612de9565b828151910182305af15f5196604052156145bd575b50505050565b9091929394505f3d602014614896575b7fdeaddead00000000000000000000000000000000000000000000000000000000810361465957608485604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152600f60448201527f41413935206f7574206f662067617300000000000000000000000000000000006064820152fd5b92935090917fdeadaa5100000000000000000000000000000000000000000000000000000000036146bc57506146a16146966146b1925a90612ead565b608084015190612e46565b6040830151836128548295614c2a565b905b5f8080806145b7565b9061472f9060405160208501518551907ff62676f440ff169a3a9afdbf812e89e7f95975ee8e5c31214ffdef631c5f4792602073ffffffffffffffffffffffffffffffffffffffff84511693015161471261349e565b9061472260405192839283612e2c565b0390a36040525a90612ead565b61473f6080840191825190612e46565b915f905a92855161010081015161012082015148018082105f1461488e5750955b61478d73ffffffffffffffffffffffffffffffffffffffff60e08401511693518203606084015190614b09565b01925f928061485f5750505173ffffffffffffffffffffffffffffffffffffffff16935b5a900301019283026040850151928184105f14614813575050806147e6575090816147e0929361285481614c2a565b906146b3565b807f4e487b7100000000000000000000000000000000000000000000000000000000602492526021600452fd5b614848908284939795039073ffffffffffffffffffffffffffffffffffffffff165f525f60205260405f209081540180915590565b506147e6575090825f61485a93614ba9565b6147e0565b9591905161486e575b506147b1565b935090506148875a9360a05f955a900391015190614b09565b905f614868565b905095614760565b5060205f803e5f516145cd565b614a0893506149dc916148e8917e42dc5300000000000000000000000000000000000000000000000000000000602086015261020060248601526102248501916131b6565b6149ab604484018860806101a091610120815173ffffffffffffffffffffffffffffffffffffffff8151168652602081015160208701526040810151604087015260608101516060870152838101518487015260a081015160a087015260c081015160c087015273ffffffffffffffffffffffffffffffffffffffff60e08201511660e087015261010081015161010087015201516101208501526020810151610140850152604081015161016085015260608101516101808501520151910152565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc8382030161020484015284612de9565b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08101885287612c2d565b60205f876145a2565b5081356143a1565b73ffffffffffffffffffffffffffffffffffffffff168015614aab575f80809381935af1614a45612eba565b5015614a4d57565b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601f60248201527f41413931206661696c65642073656e6420746f2062656e6566696369617279006044820152fd5b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601860248201527f4141393020696e76616c69642062656e656669636961727900000000000000006044820152fd5b90619c408201811115614b2257606491600a9103020490565b50505f90565b9190917f49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f6080602083015192519473ffffffffffffffffffffffffffffffffffffffff86511694602073ffffffffffffffffffffffffffffffffffffffff60e089015116970151916040519283525f602084015260408301526060820152a4565b9060807f49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f91602084015193519573ffffffffffffffffffffffffffffffffffffffff87511695602073ffffffffffffffffffffffffffffffffffffffff60e08a015116980151926040519384521515602084015260408301526060820152a4565b60208101519051907f67b4fa9642f42120bf031f3051d1824b0fe25627945b27b8a6a65d5761d5482e60208073ffffffffffffffffffffffffffffffffffffffff855116940151604051908152a3565b90600211614cca57357fffffffffffffffffffffffffffffffffffffffff000000000000000000000000167f77020000000000000000000000000000000000000000000000000000000000001490565b505f90565b60ff8114614d2e5760ff811690601f8211614d065760405191614cf3604084612c2d565b6020808452838101919036833783525290565b7fb3512b0c000000000000000000000000000000000000000000000000000000005f5260045ffd5b506040515f6002548060011c9160018216918215614e3b575b602084108314614e0e578385528492908115614dd15750600114614d72575b612e4392500382612c2d565b5060025f90815290917f405787fa12a823e0f2b7631cc41b3ba8828b3321ca811111fa75cd3aa3bb5ace5b818310614db5575050906020612e4392820101614d66565b6020919350806001915483858801015201910190918392614d9d565b60209250612e439491507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001682840152151560051b820101614d66565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b92607f1692614d47565b60ff8114614e695760ff811690601f8211614d065760405191614cf3604084612c2d565b506040515f6003548060011c9160018216918215614f0b575b602084108314614e0e578385528492908115614dd15750600114614eac57612e4392500382612c2d565b5060035f90815290917fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b5b818310614eef575050906020612e4392820101614d66565b6020919350806001915483858801015201910190918392614ed7565b92607f1692614e82565b8015614fae575f60408051614f2981612c11565b828152826020820152015273ffffffffffffffffffffffffffffffffffffffff81169065ffffffffffff8160a01c16908115614fa0575b60409060d01c9165ffffffffffff825191614f7a83612c11565b8583528460208401521691829101524211908115614f9757509091565b90504211159091565b65ffffffffffff9150614f60565b505f905f90565b929190915f9080614fc8575b5050505050565b83519473ffffffffffffffffffffffffffffffffffffffff86511695614fee8386614c7a565b61535f5750853b6152fa576014821061529557604085510151602060405180927f570e1a36000000000000000000000000000000000000000000000000000000008252826004830152818781615048602482018a8d6131b6565b039273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690f190811561528a57849161526b575b5073ffffffffffffffffffffffffffffffffffffffff811680156152065787036151a1573b1561513c5750601411615139577fd51a9c61267aa6196961883ecf5ff2da6619c37dac0fa92122513fb32c032d2d91604091503573ffffffffffffffffffffffffffffffffffffffff60e06020860151955101511673ffffffffffffffffffffffffffffffffffffffff83519260601c1682526020820152a35f80808080614fc1565b80fd5b608490604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152602060448201527f4141313520696e6974436f6465206d757374206372656174652073656e6465726064820152fd5b608482604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152602060448201527f4141313420696e6974436f6465206d7573742072657475726e2073656e6465726064820152fd5b608483604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601b60448201527f4141313320696e6974436f6465206661696c6564206f72204f4f4700000000006064820152fd5b615284915060203d602011611771576117638183612c2d565b5f615091565b6040513d86823e3d90fd5b608490604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601760448201527f4141393920696e6974436f646520746f6f20736d616c6c0000000000000000006064820152fd5b608490604051907f220266b6000000000000000000000000000000000000000000000000000000008252600482015260406024820152601f60448201527f414131302073656e64657220616c726561647920636f6e7374727563746564006064820152fd5b945050919050601482116153735750505050565b604073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000169301519082601411612a3257833b15612a32575f809461542f96604051978896879586937fc09ad0d900000000000000000000000000000000000000000000000000000000855260048501526040602485015260147fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec60448601930191016131b6565b0393f1801561545557615445575b8080806145b7565b5f61544f91612c2d565b5f61543d565b6040513d5f823e3d90fd5b615478604092959493956060835260608301906133bd565b9460208201520152565b73ffffffffffffffffffffffffffffffffffffffff165f525f60205260405f2090815481811061381d5703905560019056fea2646970667358221220a2ee7c02d47f72772240d0dfa7174d99b6049a68ccdf3d4434c3918f6bd9c1e164736f6c634300081c003360a08060405234602f57336080526104c19081610034823960805181818160d80152818161023401526102e10152f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c8063570e1a3614610258578063b0d691fe146101ea5763c09ad0d91461003a575f80fd5b346101e65760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101e65760043573ffffffffffffffffffffffffffffffffffffffff811681036101e65760243567ffffffffffffffff81116101e657366023820112156101e6575f916100bd83923690602481600401359101610384565b906100ff73ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000163314610426565b82602083519301915af11561011057005b3d61080081116101dd575b60c460405160208382010160405282815260208101925f843e7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f6040519485937f65c8fd4d0000000000000000000000000000000000000000000000000000000085525f6004860152606060248601528260648601527f4141313320454950373730322073656e64657220696e6974206661696c656400608486015260a060448601525180918160a48701528686015e5f85828601015201168101030190fd5b5061080061011b565b5f80fd5b346101e6575f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101e657602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101e65760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101e65760043567ffffffffffffffff81116101e657366023820112156101e65780600401359067ffffffffffffffff82116101e65736602483830101116101e6575f9161030873ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000163314610426565b806014116101e6576020916103455f927fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec36910160388401610384565b90826024858451940192013560601c5af161037c575b60209073ffffffffffffffffffffffffffffffffffffffff60405191168152f35b505f5161035b565b92919267ffffffffffffffff82116103f957604051917fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0603f81601f8401160116830183811067ffffffffffffffff8211176103f9576040528294818452818301116101e6578281602093845f960137010152565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b1561042d57565b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602060248201527f414139372073686f756c642063616c6c2066726f6d20456e747279506f696e746044820152fdfea26469706673582212206423798798d408242e814ed5c031f1afcdccad1146c1c11fab88cce1fdaa4c4a64736f6c634300081c0033",
}

// EntryPoint is an auto generated Go binding around an Ethereum contract.
type EntryPoint struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *EntryPoint) GetABI() abi.ABI {
	return c.abi
}

// NewEntryPoint creates a new instance of EntryPoint.
func NewEntryPoint() *EntryPoint {
	parsed, err := EntryPointMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &EntryPoint{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *EntryPoint) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAddStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0396cb60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addStake(uint32 unstakeDelaySec) payable returns()
func (entryPoint *EntryPoint) PackAddStake(unstakeDelaySec uint32) []byte {
	enc, err := entryPoint.abi.Pack("addStake", unstakeDelaySec)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0396cb60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addStake(uint32 unstakeDelaySec) payable returns()
func (entryPoint *EntryPoint) TryPackAddStake(unstakeDelaySec uint32) ([]byte, error) {
	return entryPoint.abi.Pack("addStake", unstakeDelaySec)
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (entryPoint *EntryPoint) PackBalanceOf(account common.Address) []byte {
	enc, err := entryPoint.abi.Pack("balanceOf", account)
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
func (entryPoint *EntryPoint) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return entryPoint.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (entryPoint *EntryPoint) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := entryPoint.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDelegateAndRevert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x850aaf62.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegateAndRevert(address target, bytes data) returns()
func (entryPoint *EntryPoint) PackDelegateAndRevert(target common.Address, data []byte) []byte {
	enc, err := entryPoint.abi.Pack("delegateAndRevert", target, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegateAndRevert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x850aaf62.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegateAndRevert(address target, bytes data) returns()
func (entryPoint *EntryPoint) TryPackDelegateAndRevert(target common.Address, data []byte) ([]byte, error) {
	return entryPoint.abi.Pack("delegateAndRevert", target, data)
}

// PackDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb760faf9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositTo(address account) payable returns()
func (entryPoint *EntryPoint) PackDepositTo(account common.Address) []byte {
	enc, err := entryPoint.abi.Pack("depositTo", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb760faf9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositTo(address account) payable returns()
func (entryPoint *EntryPoint) TryPackDepositTo(account common.Address) ([]byte, error) {
	return entryPoint.abi.Pack("depositTo", account)
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (entryPoint *EntryPoint) PackEip712Domain() []byte {
	enc, err := entryPoint.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (entryPoint *EntryPoint) TryPackEip712Domain() ([]byte, error) {
	return entryPoint.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (entryPoint *EntryPoint) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := entryPoint.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackGetDepositInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5287ce12.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDepositInfo(address account) view returns((uint256,bool,uint112,uint32,uint48) info)
func (entryPoint *EntryPoint) PackGetDepositInfo(account common.Address) []byte {
	enc, err := entryPoint.abi.Pack("getDepositInfo", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDepositInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5287ce12.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDepositInfo(address account) view returns((uint256,bool,uint112,uint32,uint48) info)
func (entryPoint *EntryPoint) TryPackGetDepositInfo(account common.Address) ([]byte, error) {
	return entryPoint.abi.Pack("getDepositInfo", account)
}

// UnpackGetDepositInfo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5287ce12.
//
// Solidity: function getDepositInfo(address account) view returns((uint256,bool,uint112,uint32,uint48) info)
func (entryPoint *EntryPoint) UnpackGetDepositInfo(data []byte) (IStakeManagerDepositInfo, error) {
	out, err := entryPoint.abi.Unpack("getDepositInfo", data)
	if err != nil {
		return *new(IStakeManagerDepositInfo), err
	}
	out0 := *abi.ConvertType(out[0], new(IStakeManagerDepositInfo)).(*IStakeManagerDepositInfo)
	return out0, nil
}

// PackGetDomainSeparatorV4 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13c65a6e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDomainSeparatorV4() view returns(bytes32)
func (entryPoint *EntryPoint) PackGetDomainSeparatorV4() []byte {
	enc, err := entryPoint.abi.Pack("getDomainSeparatorV4")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDomainSeparatorV4 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13c65a6e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDomainSeparatorV4() view returns(bytes32)
func (entryPoint *EntryPoint) TryPackGetDomainSeparatorV4() ([]byte, error) {
	return entryPoint.abi.Pack("getDomainSeparatorV4")
}

// UnpackGetDomainSeparatorV4 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x13c65a6e.
//
// Solidity: function getDomainSeparatorV4() view returns(bytes32)
func (entryPoint *EntryPoint) UnpackGetDomainSeparatorV4(data []byte) ([32]byte, error) {
	out, err := entryPoint.abi.Unpack("getDomainSeparatorV4", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35567e1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getNonce(address sender, uint192 key) view returns(uint256 nonce)
func (entryPoint *EntryPoint) PackGetNonce(sender common.Address, key *big.Int) []byte {
	enc, err := entryPoint.abi.Pack("getNonce", sender, key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35567e1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getNonce(address sender, uint192 key) view returns(uint256 nonce)
func (entryPoint *EntryPoint) TryPackGetNonce(sender common.Address, key *big.Int) ([]byte, error) {
	return entryPoint.abi.Pack("getNonce", sender, key)
}

// UnpackGetNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x35567e1a.
//
// Solidity: function getNonce(address sender, uint192 key) view returns(uint256 nonce)
func (entryPoint *EntryPoint) UnpackGetNonce(data []byte) (*big.Int, error) {
	out, err := entryPoint.abi.Unpack("getNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetPackedUserOpTypeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x154e58dc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPackedUserOpTypeHash() pure returns(bytes32)
func (entryPoint *EntryPoint) PackGetPackedUserOpTypeHash() []byte {
	enc, err := entryPoint.abi.Pack("getPackedUserOpTypeHash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPackedUserOpTypeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x154e58dc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPackedUserOpTypeHash() pure returns(bytes32)
func (entryPoint *EntryPoint) TryPackGetPackedUserOpTypeHash() ([]byte, error) {
	return entryPoint.abi.Pack("getPackedUserOpTypeHash")
}

// UnpackGetPackedUserOpTypeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x154e58dc.
//
// Solidity: function getPackedUserOpTypeHash() pure returns(bytes32)
func (entryPoint *EntryPoint) UnpackGetPackedUserOpTypeHash(data []byte) ([32]byte, error) {
	out, err := entryPoint.abi.Unpack("getPackedUserOpTypeHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetSenderAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b249f69.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSenderAddress(bytes initCode) returns()
func (entryPoint *EntryPoint) PackGetSenderAddress(initCode []byte) []byte {
	enc, err := entryPoint.abi.Pack("getSenderAddress", initCode)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSenderAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b249f69.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSenderAddress(bytes initCode) returns()
func (entryPoint *EntryPoint) TryPackGetSenderAddress(initCode []byte) ([]byte, error) {
	return entryPoint.abi.Pack("getSenderAddress", initCode)
}

// PackGetUserOpHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22cdde4c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getUserOpHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp) view returns(bytes32)
func (entryPoint *EntryPoint) PackGetUserOpHash(userOp PackedUserOperation) []byte {
	enc, err := entryPoint.abi.Pack("getUserOpHash", userOp)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetUserOpHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22cdde4c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getUserOpHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp) view returns(bytes32)
func (entryPoint *EntryPoint) TryPackGetUserOpHash(userOp PackedUserOperation) ([]byte, error) {
	return entryPoint.abi.Pack("getUserOpHash", userOp)
}

// UnpackGetUserOpHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22cdde4c.
//
// Solidity: function getUserOpHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp) view returns(bytes32)
func (entryPoint *EntryPoint) UnpackGetUserOpHash(data []byte) ([32]byte, error) {
	out, err := entryPoint.abi.Unpack("getUserOpHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackHandleAggregatedOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbed18e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function handleAggregatedOps(((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[],address,bytes)[] opsPerAggregator, address beneficiary) returns()
func (entryPoint *EntryPoint) PackHandleAggregatedOps(opsPerAggregator []IEntryPointUserOpsPerAggregator, beneficiary common.Address) []byte {
	enc, err := entryPoint.abi.Pack("handleAggregatedOps", opsPerAggregator, beneficiary)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHandleAggregatedOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbed18e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function handleAggregatedOps(((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[],address,bytes)[] opsPerAggregator, address beneficiary) returns()
func (entryPoint *EntryPoint) TryPackHandleAggregatedOps(opsPerAggregator []IEntryPointUserOpsPerAggregator, beneficiary common.Address) ([]byte, error) {
	return entryPoint.abi.Pack("handleAggregatedOps", opsPerAggregator, beneficiary)
}

// PackHandleOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x765e827f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function handleOps((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[] ops, address beneficiary) returns()
func (entryPoint *EntryPoint) PackHandleOps(ops []PackedUserOperation, beneficiary common.Address) []byte {
	enc, err := entryPoint.abi.Pack("handleOps", ops, beneficiary)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHandleOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x765e827f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function handleOps((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[] ops, address beneficiary) returns()
func (entryPoint *EntryPoint) TryPackHandleOps(ops []PackedUserOperation, beneficiary common.Address) ([]byte, error) {
	return entryPoint.abi.Pack("handleOps", ops, beneficiary)
}

// PackIncrementNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0bd28e3b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function incrementNonce(uint192 key) returns()
func (entryPoint *EntryPoint) PackIncrementNonce(key *big.Int) []byte {
	enc, err := entryPoint.abi.Pack("incrementNonce", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIncrementNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0bd28e3b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function incrementNonce(uint192 key) returns()
func (entryPoint *EntryPoint) TryPackIncrementNonce(key *big.Int) ([]byte, error) {
	return entryPoint.abi.Pack("incrementNonce", key)
}

// PackInnerHandleOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0042dc53.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function innerHandleOp(bytes callData, ((address,uint256,uint256,uint256,uint256,uint256,uint256,address,uint256,uint256),bytes32,uint256,uint256,uint256) opInfo, bytes context) returns(uint256 actualGasCost)
func (entryPoint *EntryPoint) PackInnerHandleOp(callData []byte, opInfo EntryPointUserOpInfo, context []byte) []byte {
	enc, err := entryPoint.abi.Pack("innerHandleOp", callData, opInfo, context)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInnerHandleOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0042dc53.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function innerHandleOp(bytes callData, ((address,uint256,uint256,uint256,uint256,uint256,uint256,address,uint256,uint256),bytes32,uint256,uint256,uint256) opInfo, bytes context) returns(uint256 actualGasCost)
func (entryPoint *EntryPoint) TryPackInnerHandleOp(callData []byte, opInfo EntryPointUserOpInfo, context []byte) ([]byte, error) {
	return entryPoint.abi.Pack("innerHandleOp", callData, opInfo, context)
}

// UnpackInnerHandleOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0042dc53.
//
// Solidity: function innerHandleOp(bytes callData, ((address,uint256,uint256,uint256,uint256,uint256,uint256,address,uint256,uint256),bytes32,uint256,uint256,uint256) opInfo, bytes context) returns(uint256 actualGasCost)
func (entryPoint *EntryPoint) UnpackInnerHandleOp(data []byte) (*big.Int, error) {
	out, err := entryPoint.abi.Unpack("innerHandleOp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackNonceSequenceNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b2e01b8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonceSequenceNumber(address , uint192 ) view returns(uint256)
func (entryPoint *EntryPoint) PackNonceSequenceNumber(arg0 common.Address, arg1 *big.Int) []byte {
	enc, err := entryPoint.abi.Pack("nonceSequenceNumber", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonceSequenceNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b2e01b8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonceSequenceNumber(address , uint192 ) view returns(uint256)
func (entryPoint *EntryPoint) TryPackNonceSequenceNumber(arg0 common.Address, arg1 *big.Int) ([]byte, error) {
	return entryPoint.abi.Pack("nonceSequenceNumber", arg0, arg1)
}

// UnpackNonceSequenceNumber is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1b2e01b8.
//
// Solidity: function nonceSequenceNumber(address , uint192 ) view returns(uint256)
func (entryPoint *EntryPoint) UnpackNonceSequenceNumber(data []byte) (*big.Int, error) {
	out, err := entryPoint.abi.Unpack("nonceSequenceNumber", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSenderCreator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09ccb880.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function senderCreator() view returns(address)
func (entryPoint *EntryPoint) PackSenderCreator() []byte {
	enc, err := entryPoint.abi.Pack("senderCreator")
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
func (entryPoint *EntryPoint) TryPackSenderCreator() ([]byte, error) {
	return entryPoint.abi.Pack("senderCreator")
}

// UnpackSenderCreator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x09ccb880.
//
// Solidity: function senderCreator() view returns(address)
func (entryPoint *EntryPoint) UnpackSenderCreator(data []byte) (common.Address, error) {
	out, err := entryPoint.abi.Unpack("senderCreator", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (entryPoint *EntryPoint) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := entryPoint.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (entryPoint *EntryPoint) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return entryPoint.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (entryPoint *EntryPoint) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := entryPoint.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackUnlockStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb9fe6bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unlockStake() returns()
func (entryPoint *EntryPoint) PackUnlockStake() []byte {
	enc, err := entryPoint.abi.Pack("unlockStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnlockStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb9fe6bf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unlockStake() returns()
func (entryPoint *EntryPoint) TryPackUnlockStake() ([]byte, error) {
	return entryPoint.abi.Pack("unlockStake")
}

// PackWithdrawStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23a5cea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawStake(address withdrawAddress) returns()
func (entryPoint *EntryPoint) PackWithdrawStake(withdrawAddress common.Address) []byte {
	enc, err := entryPoint.abi.Pack("withdrawStake", withdrawAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23a5cea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawStake(address withdrawAddress) returns()
func (entryPoint *EntryPoint) TryPackWithdrawStake(withdrawAddress common.Address) ([]byte, error) {
	return entryPoint.abi.Pack("withdrawStake", withdrawAddress)
}

// PackWithdrawTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x205c2878.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawTo(address withdrawAddress, uint256 withdrawAmount) returns()
func (entryPoint *EntryPoint) PackWithdrawTo(withdrawAddress common.Address, withdrawAmount *big.Int) []byte {
	enc, err := entryPoint.abi.Pack("withdrawTo", withdrawAddress, withdrawAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x205c2878.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawTo(address withdrawAddress, uint256 withdrawAmount) returns()
func (entryPoint *EntryPoint) TryPackWithdrawTo(withdrawAddress common.Address, withdrawAmount *big.Int) ([]byte, error) {
	return entryPoint.abi.Pack("withdrawTo", withdrawAddress, withdrawAmount)
}

// EntryPointAccountDeployed represents a AccountDeployed event raised by the EntryPoint contract.
type EntryPointAccountDeployed struct {
	UserOpHash [32]byte
	Sender     common.Address
	Factory    common.Address
	Paymaster  common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const EntryPointAccountDeployedEventName = "AccountDeployed"

// ContractEventName returns the user-defined event name.
func (EntryPointAccountDeployed) ContractEventName() string {
	return EntryPointAccountDeployedEventName
}

// UnpackAccountDeployedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AccountDeployed(bytes32 indexed userOpHash, address indexed sender, address factory, address paymaster)
func (entryPoint *EntryPoint) UnpackAccountDeployedEvent(log *types.Log) (*EntryPointAccountDeployed, error) {
	event := "AccountDeployed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointAccountDeployed)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointBeforeExecution represents a BeforeExecution event raised by the EntryPoint contract.
type EntryPointBeforeExecution struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const EntryPointBeforeExecutionEventName = "BeforeExecution"

// ContractEventName returns the user-defined event name.
func (EntryPointBeforeExecution) ContractEventName() string {
	return EntryPointBeforeExecutionEventName
}

// UnpackBeforeExecutionEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BeforeExecution()
func (entryPoint *EntryPoint) UnpackBeforeExecutionEvent(log *types.Log) (*EntryPointBeforeExecution, error) {
	event := "BeforeExecution"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointBeforeExecution)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointDeposited represents a Deposited event raised by the EntryPoint contract.
type EntryPointDeposited struct {
	Account      common.Address
	TotalDeposit *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const EntryPointDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (EntryPointDeposited) ContractEventName() string {
	return EntryPointDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(address indexed account, uint256 totalDeposit)
func (entryPoint *EntryPoint) UnpackDepositedEvent(log *types.Log) (*EntryPointDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointDeposited)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointEIP712DomainChanged represents a EIP712DomainChanged event raised by the EntryPoint contract.
type EntryPointEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const EntryPointEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (EntryPointEIP712DomainChanged) ContractEventName() string {
	return EntryPointEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (entryPoint *EntryPoint) UnpackEIP712DomainChangedEvent(log *types.Log) (*EntryPointEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointPostOpRevertReason represents a PostOpRevertReason event raised by the EntryPoint contract.
type EntryPointPostOpRevertReason struct {
	UserOpHash   [32]byte
	Sender       common.Address
	Nonce        *big.Int
	RevertReason []byte
	Raw          *types.Log // Blockchain specific contextual infos
}

const EntryPointPostOpRevertReasonEventName = "PostOpRevertReason"

// ContractEventName returns the user-defined event name.
func (EntryPointPostOpRevertReason) ContractEventName() string {
	return EntryPointPostOpRevertReasonEventName
}

// UnpackPostOpRevertReasonEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PostOpRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason)
func (entryPoint *EntryPoint) UnpackPostOpRevertReasonEvent(log *types.Log) (*EntryPointPostOpRevertReason, error) {
	event := "PostOpRevertReason"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointPostOpRevertReason)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointSignatureAggregatorChanged represents a SignatureAggregatorChanged event raised by the EntryPoint contract.
type EntryPointSignatureAggregatorChanged struct {
	Aggregator common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const EntryPointSignatureAggregatorChangedEventName = "SignatureAggregatorChanged"

// ContractEventName returns the user-defined event name.
func (EntryPointSignatureAggregatorChanged) ContractEventName() string {
	return EntryPointSignatureAggregatorChangedEventName
}

// UnpackSignatureAggregatorChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SignatureAggregatorChanged(address indexed aggregator)
func (entryPoint *EntryPoint) UnpackSignatureAggregatorChangedEvent(log *types.Log) (*EntryPointSignatureAggregatorChanged, error) {
	event := "SignatureAggregatorChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSignatureAggregatorChanged)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointStakeLocked represents a StakeLocked event raised by the EntryPoint contract.
type EntryPointStakeLocked struct {
	Account         common.Address
	TotalStaked     *big.Int
	UnstakeDelaySec *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const EntryPointStakeLockedEventName = "StakeLocked"

// ContractEventName returns the user-defined event name.
func (EntryPointStakeLocked) ContractEventName() string {
	return EntryPointStakeLockedEventName
}

// UnpackStakeLockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeLocked(address indexed account, uint256 totalStaked, uint256 unstakeDelaySec)
func (entryPoint *EntryPoint) UnpackStakeLockedEvent(log *types.Log) (*EntryPointStakeLocked, error) {
	event := "StakeLocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointStakeLocked)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointStakeUnlocked represents a StakeUnlocked event raised by the EntryPoint contract.
type EntryPointStakeUnlocked struct {
	Account      common.Address
	WithdrawTime *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const EntryPointStakeUnlockedEventName = "StakeUnlocked"

// ContractEventName returns the user-defined event name.
func (EntryPointStakeUnlocked) ContractEventName() string {
	return EntryPointStakeUnlockedEventName
}

// UnpackStakeUnlockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeUnlocked(address indexed account, uint256 withdrawTime)
func (entryPoint *EntryPoint) UnpackStakeUnlockedEvent(log *types.Log) (*EntryPointStakeUnlocked, error) {
	event := "StakeUnlocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointStakeUnlocked)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointStakeWithdrawn represents a StakeWithdrawn event raised by the EntryPoint contract.
type EntryPointStakeWithdrawn struct {
	Account         common.Address
	WithdrawAddress common.Address
	Amount          *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const EntryPointStakeWithdrawnEventName = "StakeWithdrawn"

// ContractEventName returns the user-defined event name.
func (EntryPointStakeWithdrawn) ContractEventName() string {
	return EntryPointStakeWithdrawnEventName
}

// UnpackStakeWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeWithdrawn(address indexed account, address withdrawAddress, uint256 amount)
func (entryPoint *EntryPoint) UnpackStakeWithdrawnEvent(log *types.Log) (*EntryPointStakeWithdrawn, error) {
	event := "StakeWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointStakeWithdrawn)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointUserOperationEvent represents a UserOperationEvent event raised by the EntryPoint contract.
type EntryPointUserOperationEvent struct {
	UserOpHash    [32]byte
	Sender        common.Address
	Paymaster     common.Address
	Nonce         *big.Int
	Success       bool
	ActualGasCost *big.Int
	ActualGasUsed *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const EntryPointUserOperationEventEventName = "UserOperationEvent"

// ContractEventName returns the user-defined event name.
func (EntryPointUserOperationEvent) ContractEventName() string {
	return EntryPointUserOperationEventEventName
}

// UnpackUserOperationEventEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)
func (entryPoint *EntryPoint) UnpackUserOperationEventEvent(log *types.Log) (*EntryPointUserOperationEvent, error) {
	event := "UserOperationEvent"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointUserOperationEvent)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointUserOperationPrefundTooLow represents a UserOperationPrefundTooLow event raised by the EntryPoint contract.
type EntryPointUserOperationPrefundTooLow struct {
	UserOpHash [32]byte
	Sender     common.Address
	Nonce      *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const EntryPointUserOperationPrefundTooLowEventName = "UserOperationPrefundTooLow"

// ContractEventName returns the user-defined event name.
func (EntryPointUserOperationPrefundTooLow) ContractEventName() string {
	return EntryPointUserOperationPrefundTooLowEventName
}

// UnpackUserOperationPrefundTooLowEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UserOperationPrefundTooLow(bytes32 indexed userOpHash, address indexed sender, uint256 nonce)
func (entryPoint *EntryPoint) UnpackUserOperationPrefundTooLowEvent(log *types.Log) (*EntryPointUserOperationPrefundTooLow, error) {
	event := "UserOperationPrefundTooLow"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointUserOperationPrefundTooLow)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointUserOperationRevertReason represents a UserOperationRevertReason event raised by the EntryPoint contract.
type EntryPointUserOperationRevertReason struct {
	UserOpHash   [32]byte
	Sender       common.Address
	Nonce        *big.Int
	RevertReason []byte
	Raw          *types.Log // Blockchain specific contextual infos
}

const EntryPointUserOperationRevertReasonEventName = "UserOperationRevertReason"

// ContractEventName returns the user-defined event name.
func (EntryPointUserOperationRevertReason) ContractEventName() string {
	return EntryPointUserOperationRevertReasonEventName
}

// UnpackUserOperationRevertReasonEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UserOperationRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason)
func (entryPoint *EntryPoint) UnpackUserOperationRevertReasonEvent(log *types.Log) (*EntryPointUserOperationRevertReason, error) {
	event := "UserOperationRevertReason"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointUserOperationRevertReason)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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

// EntryPointWithdrawn represents a Withdrawn event raised by the EntryPoint contract.
type EntryPointWithdrawn struct {
	Account         common.Address
	WithdrawAddress common.Address
	Amount          *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const EntryPointWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (EntryPointWithdrawn) ContractEventName() string {
	return EntryPointWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed account, address withdrawAddress, uint256 amount)
func (entryPoint *EntryPoint) UnpackWithdrawnEvent(log *types.Log) (*EntryPointWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPoint.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointWithdrawn)
	if len(log.Data) > 0 {
		if err := entryPoint.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPoint.abi.Events[event].Inputs {
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
func (entryPoint *EntryPoint) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], entryPoint.abi.Errors["DelegateAndRevert"].ID.Bytes()[:4]) {
		return entryPoint.UnpackDelegateAndRevertError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPoint.abi.Errors["FailedOp"].ID.Bytes()[:4]) {
		return entryPoint.UnpackFailedOpError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPoint.abi.Errors["FailedOpWithRevert"].ID.Bytes()[:4]) {
		return entryPoint.UnpackFailedOpWithRevertError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPoint.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return entryPoint.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPoint.abi.Errors["PostOpReverted"].ID.Bytes()[:4]) {
		return entryPoint.UnpackPostOpRevertedError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPoint.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return entryPoint.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPoint.abi.Errors["SenderAddressResult"].ID.Bytes()[:4]) {
		return entryPoint.UnpackSenderAddressResultError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPoint.abi.Errors["SignatureValidationFailed"].ID.Bytes()[:4]) {
		return entryPoint.UnpackSignatureValidationFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPoint.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return entryPoint.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EntryPointDelegateAndRevert represents a DelegateAndRevert error raised by the EntryPoint contract.
type EntryPointDelegateAndRevert struct {
	Success bool
	Ret     []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DelegateAndRevert(bool success, bytes ret)
func EntryPointDelegateAndRevertErrorID() common.Hash {
	return common.HexToHash("0x9941055444a6b8379a4c66beac4880d5e96ca9c2fff188903cb0bc945a4dae05")
}

// UnpackDelegateAndRevertError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DelegateAndRevert(bool success, bytes ret)
func (entryPoint *EntryPoint) UnpackDelegateAndRevertError(raw []byte) (*EntryPointDelegateAndRevert, error) {
	out := new(EntryPointDelegateAndRevert)
	if err := entryPoint.abi.UnpackIntoInterface(out, "DelegateAndRevert", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointFailedOp represents a FailedOp error raised by the EntryPoint contract.
type EntryPointFailedOp struct {
	OpIndex *big.Int
	Reason  string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedOp(uint256 opIndex, string reason)
func EntryPointFailedOpErrorID() common.Hash {
	return common.HexToHash("0x220266b6eadfd2488e398d00abc1c765e1f119da6226c1b55ec9cc0186560475")
}

// UnpackFailedOpError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedOp(uint256 opIndex, string reason)
func (entryPoint *EntryPoint) UnpackFailedOpError(raw []byte) (*EntryPointFailedOp, error) {
	out := new(EntryPointFailedOp)
	if err := entryPoint.abi.UnpackIntoInterface(out, "FailedOp", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointFailedOpWithRevert represents a FailedOpWithRevert error raised by the EntryPoint contract.
type EntryPointFailedOpWithRevert struct {
	OpIndex *big.Int
	Reason  string
	Inner   []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedOpWithRevert(uint256 opIndex, string reason, bytes inner)
func EntryPointFailedOpWithRevertErrorID() common.Hash {
	return common.HexToHash("0x65c8fd4dd32f2bb83f7d57728e1afa231e9956aaf4bdeea76c78b967426acb8c")
}

// UnpackFailedOpWithRevertError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedOpWithRevert(uint256 opIndex, string reason, bytes inner)
func (entryPoint *EntryPoint) UnpackFailedOpWithRevertError(raw []byte) (*EntryPointFailedOpWithRevert, error) {
	out := new(EntryPointFailedOpWithRevert)
	if err := entryPoint.abi.UnpackIntoInterface(out, "FailedOpWithRevert", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointInvalidShortString represents a InvalidShortString error raised by the EntryPoint contract.
type EntryPointInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func EntryPointInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (entryPoint *EntryPoint) UnpackInvalidShortStringError(raw []byte) (*EntryPointInvalidShortString, error) {
	out := new(EntryPointInvalidShortString)
	if err := entryPoint.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointPostOpReverted represents a PostOpReverted error raised by the EntryPoint contract.
type EntryPointPostOpReverted struct {
	ReturnData []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PostOpReverted(bytes returnData)
func EntryPointPostOpRevertedErrorID() common.Hash {
	return common.HexToHash("0xad7954bcae0d69c56f2323097b645bc6b6033c9f3777375271d77a608fc206ae")
}

// UnpackPostOpRevertedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PostOpReverted(bytes returnData)
func (entryPoint *EntryPoint) UnpackPostOpRevertedError(raw []byte) (*EntryPointPostOpReverted, error) {
	out := new(EntryPointPostOpReverted)
	if err := entryPoint.abi.UnpackIntoInterface(out, "PostOpReverted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the EntryPoint contract.
type EntryPointReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func EntryPointReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (entryPoint *EntryPoint) UnpackReentrancyGuardReentrantCallError(raw []byte) (*EntryPointReentrancyGuardReentrantCall, error) {
	out := new(EntryPointReentrancyGuardReentrantCall)
	if err := entryPoint.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSenderAddressResult represents a SenderAddressResult error raised by the EntryPoint contract.
type EntryPointSenderAddressResult struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SenderAddressResult(address sender)
func EntryPointSenderAddressResultErrorID() common.Hash {
	return common.HexToHash("0x6ca7b806055bb56d141e3a30604d4c6540fe6f010574d1b40dfd951da77b956d")
}

// UnpackSenderAddressResultError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SenderAddressResult(address sender)
func (entryPoint *EntryPoint) UnpackSenderAddressResultError(raw []byte) (*EntryPointSenderAddressResult, error) {
	out := new(EntryPointSenderAddressResult)
	if err := entryPoint.abi.UnpackIntoInterface(out, "SenderAddressResult", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSignatureValidationFailed represents a SignatureValidationFailed error raised by the EntryPoint contract.
type EntryPointSignatureValidationFailed struct {
	Aggregator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SignatureValidationFailed(address aggregator)
func EntryPointSignatureValidationFailedErrorID() common.Hash {
	return common.HexToHash("0x86a9f750e187f100e9e8a18befbbf44e6f512d6f78cfe16a061541aaaad52523")
}

// UnpackSignatureValidationFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SignatureValidationFailed(address aggregator)
func (entryPoint *EntryPoint) UnpackSignatureValidationFailedError(raw []byte) (*EntryPointSignatureValidationFailed, error) {
	out := new(EntryPointSignatureValidationFailed)
	if err := entryPoint.abi.UnpackIntoInterface(out, "SignatureValidationFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointStringTooLong represents a StringTooLong error raised by the EntryPoint contract.
type EntryPointStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func EntryPointStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (entryPoint *EntryPoint) UnpackStringTooLongError(raw []byte) (*EntryPointStringTooLong, error) {
	out := new(EntryPointStringTooLong)
	if err := entryPoint.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountMetaData contains all meta data concerning the SimpleAccount contract.
var SimpleAccountMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"anEntryPoint\",\"type\":\"address\",\"internalType\":\"contractIEntryPoint\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"receive\",\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"UPGRADE_INTERFACE_VERSION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"addDeposit\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"entryPoint\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIEntryPoint\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"executeBatch\",\"inputs\":[{\"name\":\"calls\",\"type\":\"tuple[]\",\"internalType\":\"structBaseAccount.Call[]\",\"components\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getDeposit\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getNonce\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"initialize\",\"inputs\":[{\"name\":\"anOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"onERC1155BatchReceived\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"onERC1155Received\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"onERC721Received\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"proxiableUUID\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"supportsInterface\",\"inputs\":[{\"name\":\"interfaceId\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"upgradeToAndCall\",\"inputs\":[{\"name\":\"newImplementation\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"validateUserOp\",\"inputs\":[{\"name\":\"userOp\",\"type\":\"tuple\",\"internalType\":\"structPackedUserOperation\",\"components\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"initCode\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"callData\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"accountGasLimits\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"preVerificationGas\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"gasFees\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"paymasterAndData\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"name\":\"userOpHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"missingAccountFunds\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"validationData\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdrawDepositTo\",\"inputs\":[{\"name\":\"withdrawAddress\",\"type\":\"address\",\"internalType\":\"addresspayable\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Initialized\",\"inputs\":[{\"name\":\"version\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SimpleAccountInitialized\",\"inputs\":[{\"name\":\"entryPoint\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"contractIEntryPoint\"},{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Upgraded\",\"inputs\":[{\"name\":\"implementation\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AddressEmptyCode\",\"inputs\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ECDSAInvalidSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ECDSAInvalidSignatureLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ECDSAInvalidSignatureS\",\"inputs\":[{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ERC1967InvalidImplementation\",\"inputs\":[{\"name\":\"implementation\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC1967NonPayable\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ExecuteError\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"error\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"FailedCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"InvalidInitialization\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotInitializing\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UUPSUnauthorizedCallContext\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UUPSUnsupportedProxiableUUID\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}]",
	ID:  "SimpleAccount",
	Bin: "0x60c060405230608052348015610013575f5ffd5b50604051611e3e380380611e3e833981016040819052610032916100ff565b6001600160a01b03811660a05261004761004d565b5061012c565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff161561009d5760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100fc5780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b5f6020828403121561010f575f5ffd5b81516001600160a01b0381168114610125575f5ffd5b9392505050565b60805160a051611cb261018c5f395f818161030f01528181610639015281816106e30152818161087501528181610a9801528181610adf01528181610c4501526110f901525f8181610de701528181610e1001526110310152611cb25ff3fe60806040526004361061010c575f3560e01c80638da5cb5b116100a1578063bc197c8111610071578063c4d66de811610057578063c4d66de8146103ad578063d087d288146103cc578063f23a6e61146103e0575f5ffd5b8063bc197c8114610352578063c399ec8814610399575f5ffd5b80638da5cb5b1461025c578063ad3cb1cc146102ac578063b0d691fe14610301578063b61d27f614610333575f5ffd5b80634a58db19116100dc5780634a58db191461020e5780634d44560d146102165780634f1ef2861461023557806352d1902d14610248575f5ffd5b806301ffc9a714610117578063150b7a021461014b57806319822f7c146101c057806334fcd5be146101ed575f5ffd5b3661011357005b5f5ffd5b348015610122575f5ffd5b5061013661013136600461163d565b610425565b60405190151581526020015b60405180910390f35b348015610156575f5ffd5b5061018f6101653660046116e2565b7f150b7a020000000000000000000000000000000000000000000000000000000095945050505050565b6040517fffffffff000000000000000000000000000000000000000000000000000000009091168152602001610142565b3480156101cb575f5ffd5b506101df6101da366004611750565b610509565b604051908152602001610142565b3480156101f8575f5ffd5b5061020c6102073660046117e0565b61052e565b005b61020c610637565b348015610221575f5ffd5b5061020c61023036600461181f565b6106d9565b61020c610243366004611876565b61078b565b348015610253575f5ffd5b506101df6107aa565b348015610267575f5ffd5b505f546102879073ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff9091168152602001610142565b3480156102b7575f5ffd5b506102f46040518060400160405280600581526020017f352e302e3000000000000000000000000000000000000000000000000000000081525081565b60405161014291906119c5565b34801561030c575f5ffd5b507f0000000000000000000000000000000000000000000000000000000000000000610287565b34801561033e575f5ffd5b5061020c61034d3660046119d7565b6107d8565b34801561035d575f5ffd5b5061018f61036c366004611a2f565b7fbc197c810000000000000000000000000000000000000000000000000000000098975050505050505050565b3480156103a4575f5ffd5b506101df610830565b3480156103b8575f5ffd5b5061020c6103c7366004611af2565b6108e4565b3480156103d7575f5ffd5b506101df610a4c565b3480156103eb575f5ffd5b5061018f6103fa366004611b0d565b7ff23a6e61000000000000000000000000000000000000000000000000000000009695505050505050565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f150b7a020000000000000000000000000000000000000000000000000000000014806104b757507fffffffff0000000000000000000000000000000000000000000000000000000082167f4e2312e000000000000000000000000000000000000000000000000000000000145b8061050357507fffffffff0000000000000000000000000000000000000000000000000000000082167f01ffc9a700000000000000000000000000000000000000000000000000000000145b92915050565b5f610512610ac7565b61051c8484610b68565b905061052782610be8565b9392505050565b610536610c2d565b805f5b81811015610631573684848381811061055457610554611b84565b90506020028101906105669190611bb1565b90505f6105c46105796020840184611af2565b602084013561058b6040860186611bed565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610ced565b90508061062757836001036105e0576105db610d03565b610627565b826105ea5f610d14565b6040517f5a15467500000000000000000000000000000000000000000000000000000000815260040161061e929190611c4e565b60405180910390fd5b5050600101610539565b50505050565b7f00000000000000000000000000000000000000000000000000000000000000006040517fb760faf900000000000000000000000000000000000000000000000000000000815230600482015273ffffffffffffffffffffffffffffffffffffffff919091169063b760faf99034906024015f604051808303818588803b1580156106c0575f5ffd5b505af11580156106d2573d5f5f3e3d5ffd5b5050505050565b6106e1610d45565b7f00000000000000000000000000000000000000000000000000000000000000006040517f205c287800000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff848116600483015260248201849052919091169063205c2878906044015f604051808303815f87803b158015610771575f5ffd5b505af1158015610783573d5f5f3e3d5ffd5b505050505050565b610793610dcf565b61079c82610ed3565b6107a68282610edb565b5050565b5f6107b3611019565b507f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc90565b6107e0610c2d565b5f610821858585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610ced565b9050806106d2576106d2610d03565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f9073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906370a08231906024015b602060405180830381865afa1580156108bb573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108df9190611c6e565b905090565b5f6108ed611088565b805490915060ff68010000000000000000820416159067ffffffffffffffff165f811580156109195750825b90505f8267ffffffffffffffff1660011480156109355750303b155b905081158015610943575080155b1561097a576040517ff92ee8a900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b84547fffffffffffffffffffffffffffffffffffffffffffffffff000000000000000016600117855583156109db5784547fffffffffffffffffffffffffffffffffffffffffffffff00ffffffffffffffff16680100000000000000001785555b6109e4866110b0565b83156107835784547fffffffffffffffffffffffffffffffffffffffffffffff00ffffffffffffffff168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a1505050505050565b6040517f35567e1a0000000000000000000000000000000000000000000000000000000081523060048201525f602482018190529073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906335567e1a906044016108a0565b3373ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614610b66576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601c60248201527f6163636f756e743a206e6f742066726f6d20456e747279506f696e7400000000604482015260640161061e565b565b5f610bb482610b7b610100860186611bed565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061114392505050565b5f5473ffffffffffffffffffffffffffffffffffffffff908116911614610bdd57506001610503565b505f92915050565b50565b8015610be5576040515f90339083908381818185875af1925050503d805f81146106d2576040519150601f19603f3d011682016040523d82523d5f602084013e6106d2565b3373ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000161480610c8757505f5473ffffffffffffffffffffffffffffffffffffffff1633145b610b66576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f6163636f756e743a206e6f74204f776e6572206f7220456e747279506f696e74604482015260640161061e565b5f5f5f845160208601878987f195945050505050565b610b66610d0f5f610d14565b61116b565b60603d8215610d285782811115610d285750815b604051602082018101604052818152815f602083013e9392505050565b5f5473ffffffffffffffffffffffffffffffffffffffff16331480610d6957503330145b610b66576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152600a60248201527f6f6e6c79206f776e657200000000000000000000000000000000000000000000604482015260640161061e565b3073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000161480610e9c57507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16610e837f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc5473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1614155b15610b66576040517fe07c8dba00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610be5610d45565b8173ffffffffffffffffffffffffffffffffffffffff166352d1902d6040518163ffffffff1660e01b8152600401602060405180830381865afa925050508015610f60575060408051601f3d9081017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0168201909252610f5d91810190611c6e565b60015b610fae576040517f4c9c8ce300000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8316600482015260240161061e565b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc811461100a576040517faa1d49a40000000000000000000000000000000000000000000000000000000081526004810182905260240161061e565b6110148383611173565b505050565b3073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614610b66576040517fe07c8dba00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00610503565b5f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff838116918217835560405191927f0000000000000000000000000000000000000000000000000000000000000000909116917f47e55c76e7a6f1fd8996a1da8008c1ea29699cca35e7bcd057f2dec313b6e5de9190a350565b5f5f5f5f61115186866111d5565b925092509250611161828261121e565b5090949350505050565b805160208201fd5b61117c82611321565b60405173ffffffffffffffffffffffffffffffffffffffff8316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a28051156111cd5761101482826113ef565b6107a66114db565b5f5f5f835160410361120c576020840151604085015160608601515f1a6111fe88828585611513565b955095509550505050611217565b505081515f91506002905b9250925092565b5f82600381111561123157611231611c85565b0361123a575050565b600182600381111561124e5761124e611c85565b03611285576040517ff645eedf00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600282600381111561129957611299611c85565b036112d3576040517ffce698f70000000000000000000000000000000000000000000000000000000081526004810182905260240161061e565b60038260038111156112e7576112e7611c85565b036107a6576040517fd78bce0c0000000000000000000000000000000000000000000000000000000081526004810182905260240161061e565b8073ffffffffffffffffffffffffffffffffffffffff163b5f03611389576040517f4c9c8ce300000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8216600482015260240161061e565b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff92909216919091179055565b60605f6113fc8484611606565b905080801561142a57505f3d118061142a57505f8473ffffffffffffffffffffffffffffffffffffffff163b115b1561143f57611437611619565b915050610503565b801561148f576040517f9996b31500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8516600482015260240161061e565b3d156114a25761149d611632565b6114d4565b6040517fd6bda27500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5092915050565b3415610b66576040517fb398979f00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561154c57505f915060039050826115fc565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561159d573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff81166115f357505f9250600191508290506115fc565b92505f91508190505b9450945094915050565b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b5f6020828403121561164d575f5ffd5b81357fffffffff0000000000000000000000000000000000000000000000000000000081168114610527575f5ffd5b73ffffffffffffffffffffffffffffffffffffffff81168114610be5575f5ffd5b5f5f83601f8401126116ad575f5ffd5b50813567ffffffffffffffff8111156116c4575f5ffd5b6020830191508360208285010111156116db575f5ffd5b9250929050565b5f5f5f5f5f608086880312156116f6575f5ffd5b85356117018161167c565b945060208601356117118161167c565b935060408601359250606086013567ffffffffffffffff811115611733575f5ffd5b61173f8882890161169d565b969995985093965092949392505050565b5f5f5f60608486031215611762575f5ffd5b833567ffffffffffffffff811115611778575f5ffd5b8401610120818703121561178a575f5ffd5b95602085013595506040909401359392505050565b5f5f83601f8401126117af575f5ffd5b50813567ffffffffffffffff8111156117c6575f5ffd5b6020830191508360208260051b85010111156116db575f5ffd5b5f5f602083850312156117f1575f5ffd5b823567ffffffffffffffff811115611807575f5ffd5b6118138582860161179f565b90969095509350505050565b5f5f60408385031215611830575f5ffd5b823561183b8161167c565b946020939093013593505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f5f60408385031215611887575f5ffd5b82356118928161167c565b9150602083013567ffffffffffffffff8111156118ad575f5ffd5b8301601f810185136118bd575f5ffd5b803567ffffffffffffffff8111156118d7576118d7611849565b6040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0603f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f8501160116810181811067ffffffffffffffff8211171561194357611943611849565b60405281815282820160200187101561195a575f5ffd5b816020840160208301375f602083830101528093505050509250929050565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f6105276020830184611979565b5f5f5f5f606085870312156119ea575f5ffd5b84356119f58161167c565b935060208501359250604085013567ffffffffffffffff811115611a17575f5ffd5b611a238782880161169d565b95989497509550505050565b5f5f5f5f5f5f5f5f60a0898b031215611a46575f5ffd5b8835611a518161167c565b97506020890135611a618161167c565b9650604089013567ffffffffffffffff811115611a7c575f5ffd5b611a888b828c0161179f565b909750955050606089013567ffffffffffffffff811115611aa7575f5ffd5b611ab38b828c0161179f565b909550935050608089013567ffffffffffffffff811115611ad2575f5ffd5b611ade8b828c0161169d565b999c989b5096995094979396929594505050565b5f60208284031215611b02575f5ffd5b81356105278161167c565b5f5f5f5f5f5f60a08789031215611b22575f5ffd5b8635611b2d8161167c565b95506020870135611b3d8161167c565b94506040870135935060608701359250608087013567ffffffffffffffff811115611b66575f5ffd5b611b7289828a0161169d565b979a9699509497509295939492505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f82357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa1833603018112611be3575f5ffd5b9190910192915050565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1843603018112611c20575f5ffd5b83018035915067ffffffffffffffff821115611c3a575f5ffd5b6020019150368190038213156116db575f5ffd5b828152604060208201525f611c666040830184611979565b949350505050565b5f60208284031215611c7e575f5ffd5b5051919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd",
}

// SimpleAccount is an auto generated Go binding around an Ethereum contract.
type SimpleAccount struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SimpleAccount) GetABI() abi.ABI {
	return c.abi
}

// NewSimpleAccount creates a new instance of SimpleAccount.
func NewSimpleAccount() *SimpleAccount {
	parsed, err := SimpleAccountMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SimpleAccount{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SimpleAccount) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address anEntryPoint) returns()
func (simpleAccount *SimpleAccount) PackConstructor(anEntryPoint common.Address) []byte {
	enc, err := simpleAccount.abi.Pack("", anEntryPoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (simpleAccount *SimpleAccount) PackUPGRADEINTERFACEVERSION() []byte {
	enc, err := simpleAccount.abi.Pack("UPGRADE_INTERFACE_VERSION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (simpleAccount *SimpleAccount) TryPackUPGRADEINTERFACEVERSION() ([]byte, error) {
	return simpleAccount.abi.Pack("UPGRADE_INTERFACE_VERSION")
}

// UnpackUPGRADEINTERFACEVERSION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad3cb1cc.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (simpleAccount *SimpleAccount) UnpackUPGRADEINTERFACEVERSION(data []byte) (string, error) {
	out, err := simpleAccount.abi.Unpack("UPGRADE_INTERFACE_VERSION", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackAddDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a58db19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addDeposit() payable returns()
func (simpleAccount *SimpleAccount) PackAddDeposit() []byte {
	enc, err := simpleAccount.abi.Pack("addDeposit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a58db19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addDeposit() payable returns()
func (simpleAccount *SimpleAccount) TryPackAddDeposit() ([]byte, error) {
	return simpleAccount.abi.Pack("addDeposit")
}

// PackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryPoint() view returns(address)
func (simpleAccount *SimpleAccount) PackEntryPoint() []byte {
	enc, err := simpleAccount.abi.Pack("entryPoint")
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
func (simpleAccount *SimpleAccount) TryPackEntryPoint() ([]byte, error) {
	return simpleAccount.abi.Pack("entryPoint")
}

// UnpackEntryPoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0d691fe.
//
// Solidity: function entryPoint() view returns(address)
func (simpleAccount *SimpleAccount) UnpackEntryPoint(data []byte) (common.Address, error) {
	out, err := simpleAccount.abi.Unpack("entryPoint", data)
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
func (simpleAccount *SimpleAccount) PackExecute(target common.Address, value *big.Int, data []byte) []byte {
	enc, err := simpleAccount.abi.Pack("execute", target, value, data)
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
func (simpleAccount *SimpleAccount) TryPackExecute(target common.Address, value *big.Int, data []byte) ([]byte, error) {
	return simpleAccount.abi.Pack("execute", target, value, data)
}

// PackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34fcd5be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeBatch((address,uint256,bytes)[] calls) returns()
func (simpleAccount *SimpleAccount) PackExecuteBatch(calls []BaseAccountCall) []byte {
	enc, err := simpleAccount.abi.Pack("executeBatch", calls)
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
func (simpleAccount *SimpleAccount) TryPackExecuteBatch(calls []BaseAccountCall) ([]byte, error) {
	return simpleAccount.abi.Pack("executeBatch", calls)
}

// PackGetDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc399ec88.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDeposit() view returns(uint256)
func (simpleAccount *SimpleAccount) PackGetDeposit() []byte {
	enc, err := simpleAccount.abi.Pack("getDeposit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc399ec88.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDeposit() view returns(uint256)
func (simpleAccount *SimpleAccount) TryPackGetDeposit() ([]byte, error) {
	return simpleAccount.abi.Pack("getDeposit")
}

// UnpackGetDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc399ec88.
//
// Solidity: function getDeposit() view returns(uint256)
func (simpleAccount *SimpleAccount) UnpackGetDeposit(data []byte) (*big.Int, error) {
	out, err := simpleAccount.abi.Unpack("getDeposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd087d288.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getNonce() view returns(uint256)
func (simpleAccount *SimpleAccount) PackGetNonce() []byte {
	enc, err := simpleAccount.abi.Pack("getNonce")
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
func (simpleAccount *SimpleAccount) TryPackGetNonce() ([]byte, error) {
	return simpleAccount.abi.Pack("getNonce")
}

// UnpackGetNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd087d288.
//
// Solidity: function getNonce() view returns(uint256)
func (simpleAccount *SimpleAccount) UnpackGetNonce(data []byte) (*big.Int, error) {
	out, err := simpleAccount.abi.Unpack("getNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address anOwner) returns()
func (simpleAccount *SimpleAccount) PackInitialize(anOwner common.Address) []byte {
	enc, err := simpleAccount.abi.Pack("initialize", anOwner)
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
func (simpleAccount *SimpleAccount) TryPackInitialize(anOwner common.Address) ([]byte, error) {
	return simpleAccount.abi.Pack("initialize", anOwner)
}

// PackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) pure returns(bytes4)
func (simpleAccount *SimpleAccount) PackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) []byte {
	enc, err := simpleAccount.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) pure returns(bytes4)
func (simpleAccount *SimpleAccount) TryPackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) ([]byte, error) {
	return simpleAccount.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155BatchReceived is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc197c81.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) pure returns(bytes4)
func (simpleAccount *SimpleAccount) UnpackOnERC1155BatchReceived(data []byte) ([4]byte, error) {
	out, err := simpleAccount.abi.Unpack("onERC1155BatchReceived", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) pure returns(bytes4)
func (simpleAccount *SimpleAccount) PackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) []byte {
	enc, err := simpleAccount.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) pure returns(bytes4)
func (simpleAccount *SimpleAccount) TryPackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) ([]byte, error) {
	return simpleAccount.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf23a6e61.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) pure returns(bytes4)
func (simpleAccount *SimpleAccount) UnpackOnERC1155Received(data []byte) ([4]byte, error) {
	out, err := simpleAccount.abi.Unpack("onERC1155Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) pure returns(bytes4)
func (simpleAccount *SimpleAccount) PackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) []byte {
	enc, err := simpleAccount.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) pure returns(bytes4)
func (simpleAccount *SimpleAccount) TryPackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) ([]byte, error) {
	return simpleAccount.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
}

// UnpackOnERC721Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x150b7a02.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) pure returns(bytes4)
func (simpleAccount *SimpleAccount) UnpackOnERC721Received(data []byte) ([4]byte, error) {
	out, err := simpleAccount.abi.Unpack("onERC721Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (simpleAccount *SimpleAccount) PackOwner() []byte {
	enc, err := simpleAccount.abi.Pack("owner")
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
func (simpleAccount *SimpleAccount) TryPackOwner() ([]byte, error) {
	return simpleAccount.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (simpleAccount *SimpleAccount) UnpackOwner(data []byte) (common.Address, error) {
	out, err := simpleAccount.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (simpleAccount *SimpleAccount) PackProxiableUUID() []byte {
	enc, err := simpleAccount.abi.Pack("proxiableUUID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (simpleAccount *SimpleAccount) TryPackProxiableUUID() ([]byte, error) {
	return simpleAccount.abi.Pack("proxiableUUID")
}

// UnpackProxiableUUID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52d1902d.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (simpleAccount *SimpleAccount) UnpackProxiableUUID(data []byte) ([32]byte, error) {
	out, err := simpleAccount.abi.Unpack("proxiableUUID", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (simpleAccount *SimpleAccount) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := simpleAccount.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (simpleAccount *SimpleAccount) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return simpleAccount.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (simpleAccount *SimpleAccount) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := simpleAccount.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (simpleAccount *SimpleAccount) PackUpgradeToAndCall(newImplementation common.Address, data []byte) []byte {
	enc, err := simpleAccount.abi.Pack("upgradeToAndCall", newImplementation, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (simpleAccount *SimpleAccount) TryPackUpgradeToAndCall(newImplementation common.Address, data []byte) ([]byte, error) {
	return simpleAccount.abi.Pack("upgradeToAndCall", newImplementation, data)
}

// PackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256 validationData)
func (simpleAccount *SimpleAccount) PackValidateUserOp(userOp PackedUserOperation, userOpHash [32]byte, missingAccountFunds *big.Int) []byte {
	enc, err := simpleAccount.abi.Pack("validateUserOp", userOp, userOpHash, missingAccountFunds)
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
func (simpleAccount *SimpleAccount) TryPackValidateUserOp(userOp PackedUserOperation, userOpHash [32]byte, missingAccountFunds *big.Int) ([]byte, error) {
	return simpleAccount.abi.Pack("validateUserOp", userOp, userOpHash, missingAccountFunds)
}

// UnpackValidateUserOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19822f7c.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256 validationData)
func (simpleAccount *SimpleAccount) UnpackValidateUserOp(data []byte) (*big.Int, error) {
	out, err := simpleAccount.abi.Unpack("validateUserOp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWithdrawDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d44560d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawDepositTo(address withdrawAddress, uint256 amount) returns()
func (simpleAccount *SimpleAccount) PackWithdrawDepositTo(withdrawAddress common.Address, amount *big.Int) []byte {
	enc, err := simpleAccount.abi.Pack("withdrawDepositTo", withdrawAddress, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d44560d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawDepositTo(address withdrawAddress, uint256 amount) returns()
func (simpleAccount *SimpleAccount) TryPackWithdrawDepositTo(withdrawAddress common.Address, amount *big.Int) ([]byte, error) {
	return simpleAccount.abi.Pack("withdrawDepositTo", withdrawAddress, amount)
}

// SimpleAccountInitialized represents a Initialized event raised by the SimpleAccount contract.
type SimpleAccountInitialized struct {
	Version uint64
	Raw     *types.Log // Blockchain specific contextual infos
}

const SimpleAccountInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (SimpleAccountInitialized) ContractEventName() string {
	return SimpleAccountInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(uint64 version)
func (simpleAccount *SimpleAccount) UnpackInitializedEvent(log *types.Log) (*SimpleAccountInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != simpleAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SimpleAccountInitialized)
	if len(log.Data) > 0 {
		if err := simpleAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range simpleAccount.abi.Events[event].Inputs {
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

// SimpleAccountSimpleAccountInitialized represents a SimpleAccountInitialized event raised by the SimpleAccount contract.
type SimpleAccountSimpleAccountInitialized struct {
	EntryPoint common.Address
	Owner      common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const SimpleAccountSimpleAccountInitializedEventName = "SimpleAccountInitialized"

// ContractEventName returns the user-defined event name.
func (SimpleAccountSimpleAccountInitialized) ContractEventName() string {
	return SimpleAccountSimpleAccountInitializedEventName
}

// UnpackSimpleAccountInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SimpleAccountInitialized(address indexed entryPoint, address indexed owner)
func (simpleAccount *SimpleAccount) UnpackSimpleAccountInitializedEvent(log *types.Log) (*SimpleAccountSimpleAccountInitialized, error) {
	event := "SimpleAccountInitialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != simpleAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SimpleAccountSimpleAccountInitialized)
	if len(log.Data) > 0 {
		if err := simpleAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range simpleAccount.abi.Events[event].Inputs {
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

// SimpleAccountUpgraded represents a Upgraded event raised by the SimpleAccount contract.
type SimpleAccountUpgraded struct {
	Implementation common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const SimpleAccountUpgradedEventName = "Upgraded"

// ContractEventName returns the user-defined event name.
func (SimpleAccountUpgraded) ContractEventName() string {
	return SimpleAccountUpgradedEventName
}

// UnpackUpgradedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Upgraded(address indexed implementation)
func (simpleAccount *SimpleAccount) UnpackUpgradedEvent(log *types.Log) (*SimpleAccountUpgraded, error) {
	event := "Upgraded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != simpleAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SimpleAccountUpgraded)
	if len(log.Data) > 0 {
		if err := simpleAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range simpleAccount.abi.Events[event].Inputs {
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
func (simpleAccount *SimpleAccount) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["AddressEmptyCode"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackAddressEmptyCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["ERC1967InvalidImplementation"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackERC1967InvalidImplementationError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["ERC1967NonPayable"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackERC1967NonPayableError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["ExecuteError"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackExecuteErrorError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["InvalidInitialization"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackInvalidInitializationError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["NotInitializing"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackNotInitializingError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["UUPSUnauthorizedCallContext"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackUUPSUnauthorizedCallContextError(raw[4:])
	}
	if bytes.Equal(raw[:4], simpleAccount.abi.Errors["UUPSUnsupportedProxiableUUID"].ID.Bytes()[:4]) {
		return simpleAccount.UnpackUUPSUnsupportedProxiableUUIDError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SimpleAccountAddressEmptyCode represents a AddressEmptyCode error raised by the SimpleAccount contract.
type SimpleAccountAddressEmptyCode struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AddressEmptyCode(address target)
func SimpleAccountAddressEmptyCodeErrorID() common.Hash {
	return common.HexToHash("0x9996b315c842ff135b8fc4a08ad5df1c344efbc03d2687aecc0678050d2aac89")
}

// UnpackAddressEmptyCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AddressEmptyCode(address target)
func (simpleAccount *SimpleAccount) UnpackAddressEmptyCodeError(raw []byte) (*SimpleAccountAddressEmptyCode, error) {
	out := new(SimpleAccountAddressEmptyCode)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "AddressEmptyCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the SimpleAccount contract.
type SimpleAccountECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func SimpleAccountECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (simpleAccount *SimpleAccount) UnpackECDSAInvalidSignatureError(raw []byte) (*SimpleAccountECDSAInvalidSignature, error) {
	out := new(SimpleAccountECDSAInvalidSignature)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the SimpleAccount contract.
type SimpleAccountECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func SimpleAccountECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (simpleAccount *SimpleAccount) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*SimpleAccountECDSAInvalidSignatureLength, error) {
	out := new(SimpleAccountECDSAInvalidSignatureLength)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the SimpleAccount contract.
type SimpleAccountECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func SimpleAccountECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (simpleAccount *SimpleAccount) UnpackECDSAInvalidSignatureSError(raw []byte) (*SimpleAccountECDSAInvalidSignatureS, error) {
	out := new(SimpleAccountECDSAInvalidSignatureS)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountERC1967InvalidImplementation represents a ERC1967InvalidImplementation error raised by the SimpleAccount contract.
type SimpleAccountERC1967InvalidImplementation struct {
	Implementation common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func SimpleAccountERC1967InvalidImplementationErrorID() common.Hash {
	return common.HexToHash("0x4c9c8ce3ceb3130f17f7cdba48d89b5b0129f266a8bac114e6e315a41879b617")
}

// UnpackERC1967InvalidImplementationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func (simpleAccount *SimpleAccount) UnpackERC1967InvalidImplementationError(raw []byte) (*SimpleAccountERC1967InvalidImplementation, error) {
	out := new(SimpleAccountERC1967InvalidImplementation)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "ERC1967InvalidImplementation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountERC1967NonPayable represents a ERC1967NonPayable error raised by the SimpleAccount contract.
type SimpleAccountERC1967NonPayable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967NonPayable()
func SimpleAccountERC1967NonPayableErrorID() common.Hash {
	return common.HexToHash("0xb398979fa84f543c8e222f17890372c487baf85e062276c127fef521eea7224b")
}

// UnpackERC1967NonPayableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967NonPayable()
func (simpleAccount *SimpleAccount) UnpackERC1967NonPayableError(raw []byte) (*SimpleAccountERC1967NonPayable, error) {
	out := new(SimpleAccountERC1967NonPayable)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "ERC1967NonPayable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountExecuteError represents a ExecuteError error raised by the SimpleAccount contract.
type SimpleAccountExecuteError struct {
	Index *big.Int
	Error []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExecuteError(uint256 index, bytes error)
func SimpleAccountExecuteErrorErrorID() common.Hash {
	return common.HexToHash("0x5a1546750bc344ece535156ebbf17c8a06ed4f348e2e1ed293a251976e2c7047")
}

// UnpackExecuteErrorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExecuteError(uint256 index, bytes error)
func (simpleAccount *SimpleAccount) UnpackExecuteErrorError(raw []byte) (*SimpleAccountExecuteError, error) {
	out := new(SimpleAccountExecuteError)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "ExecuteError", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountFailedCall represents a FailedCall error raised by the SimpleAccount contract.
type SimpleAccountFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func SimpleAccountFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (simpleAccount *SimpleAccount) UnpackFailedCallError(raw []byte) (*SimpleAccountFailedCall, error) {
	out := new(SimpleAccountFailedCall)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountInvalidInitialization represents a InvalidInitialization error raised by the SimpleAccount contract.
type SimpleAccountInvalidInitialization struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidInitialization()
func SimpleAccountInvalidInitializationErrorID() common.Hash {
	return common.HexToHash("0xf92ee8a957075833165f68c320933b1a1294aafc84ee6e0dd3fb178008f9aaf5")
}

// UnpackInvalidInitializationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidInitialization()
func (simpleAccount *SimpleAccount) UnpackInvalidInitializationError(raw []byte) (*SimpleAccountInvalidInitialization, error) {
	out := new(SimpleAccountInvalidInitialization)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "InvalidInitialization", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountNotInitializing represents a NotInitializing error raised by the SimpleAccount contract.
type SimpleAccountNotInitializing struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotInitializing()
func SimpleAccountNotInitializingErrorID() common.Hash {
	return common.HexToHash("0xd7e6bcf8597daa127dc9f0048d2f08d5ef140a2cb659feabd700beff1f7a8302")
}

// UnpackNotInitializingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotInitializing()
func (simpleAccount *SimpleAccount) UnpackNotInitializingError(raw []byte) (*SimpleAccountNotInitializing, error) {
	out := new(SimpleAccountNotInitializing)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "NotInitializing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountUUPSUnauthorizedCallContext represents a UUPSUnauthorizedCallContext error raised by the SimpleAccount contract.
type SimpleAccountUUPSUnauthorizedCallContext struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnauthorizedCallContext()
func SimpleAccountUUPSUnauthorizedCallContextErrorID() common.Hash {
	return common.HexToHash("0xe07c8dba242a06571ac65fe4bbe20522c9fb111cb33599b799ff8039c1ed18f4")
}

// UnpackUUPSUnauthorizedCallContextError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnauthorizedCallContext()
func (simpleAccount *SimpleAccount) UnpackUUPSUnauthorizedCallContextError(raw []byte) (*SimpleAccountUUPSUnauthorizedCallContext, error) {
	out := new(SimpleAccountUUPSUnauthorizedCallContext)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "UUPSUnauthorizedCallContext", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountUUPSUnsupportedProxiableUUID represents a UUPSUnsupportedProxiableUUID error raised by the SimpleAccount contract.
type SimpleAccountUUPSUnsupportedProxiableUUID struct {
	Slot [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func SimpleAccountUUPSUnsupportedProxiableUUIDErrorID() common.Hash {
	return common.HexToHash("0xaa1d49a4c084bfa9aeeee2a0be65267a7f19ba7e1476b114dac513d2c14cb563")
}

// UnpackUUPSUnsupportedProxiableUUIDError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func (simpleAccount *SimpleAccount) UnpackUUPSUnsupportedProxiableUUIDError(raw []byte) (*SimpleAccountUUPSUnsupportedProxiableUUID, error) {
	out := new(SimpleAccountUUPSUnsupportedProxiableUUID)
	if err := simpleAccount.abi.UnpackIntoInterface(out, "UUPSUnsupportedProxiableUUID", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SimpleAccountFactoryMetaData contains all meta data concerning the SimpleAccountFactory contract.
var SimpleAccountFactoryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"_entryPoint\",\"type\":\"address\",\"internalType\":\"contractIEntryPoint\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"accountImplementation\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractSimpleAccount\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"createAccount\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ret\",\"type\":\"address\",\"internalType\":\"contractSimpleAccount\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getAddress\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"senderCreator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISenderCreator\"}],\"stateMutability\":\"view\"}]",
	ID:  "SimpleAccountFactory",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161289838038061289883398101604081905261002e91610114565b8060405161003b906100f0565b6001600160a01b039091168152602001604051809103905ff080158015610064573d5f5f3e3d5ffd5b506001600160a01b03166080816001600160a01b031681525050806001600160a01b03166309ccb8806040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100ba573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100de9190610114565b6001600160a01b031660a05250610136565b611e3e80610a5a83390190565b6001600160a01b0381168114610111575f5ffd5b50565b5f60208284031215610124575f5ffd5b815161012f816100fd565b9392505050565b60805160a0516108f061016a5f395f81816053015261010401525f818160a3015281816101e5015261032401526108f05ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c806309ccb8801461004e57806311464fbe1461009e5780635fbfb9cf146100c55780638cb84e18146100d8575b5f5ffd5b6100757f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff909116815260200160405180910390f35b6100757f000000000000000000000000000000000000000000000000000000000000000081565b6100756100d336600461047d565b6100eb565b6100756100e636600461047d565b6102bc565b5f3373ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000161461018f576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f6f6e6c792063616c6c61626c652066726f6d2053656e64657243726561746f72604482015260640160405180910390fd5b5f61019a84846102bc565b905073ffffffffffffffffffffffffffffffffffffffff81163b80156101c2575090506102b6565b60405173ffffffffffffffffffffffffffffffffffffffff8616602482015284907f000000000000000000000000000000000000000000000000000000000000000090604401604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08184030181529181526020820180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fc4d66de8000000000000000000000000000000000000000000000000000000001790525161028890610470565b6102939291906104bf565b8190604051809103905ff59050801580156102b0573d5f5f3e3d5ffd5b50925050505b92915050565b5f610423825f1b604051806020016102d390610470565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe082820381018352601f90910116604081905273ffffffffffffffffffffffffffffffffffffffff871660248201527f000000000000000000000000000000000000000000000000000000000000000090604401604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152918152602080830180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fc4d66de80000000000000000000000000000000000000000000000000000000017905290516103cc939291016104bf565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152908290526104089291602001610546565b6040516020818303038152906040528051906020012061042a565b9392505050565b5f6104238383305f604051836040820152846020820152828152600b8101905060ff81536055902073ffffffffffffffffffffffffffffffffffffffff16949350505050565b61038d8061056383390190565b5f5f6040838503121561048e575f5ffd5b823573ffffffffffffffffffffffffffffffffffffffff811681146104b1575f5ffd5b946020939093013593505050565b73ffffffffffffffffffffffffffffffffffffffff83168152604060208201525f82518060408401528060208501606085015e5f6060828501015260607fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f8301168401019150509392505050565b5f81518060208401855e5f93019283525090919050565b5f61055a610554838661052f565b8461052f565b94935050505056fe608060405260405161038d38038061038d83398101604081905261002291610238565b8051610041576040516330a289cf60e21b815260040160405180910390fd5b61004b8282610052565b5050610307565b61005b826100b0565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a28051156100a45761009f828261012b565b505050565b6100ac6101cc565b5050565b806001600160a01b03163b5f036100ea57604051634c9c8ce360e01b81526001600160a01b03821660048201526024015b60405180910390fd5b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc80546001600160a01b0319166001600160a01b0392909216919091179055565b60605f61013884846101ed565b905080801561015957505f3d118061015957505f846001600160a01b03163b115b1561016e57610166610200565b9150506101c6565b801561019857604051639996b31560e01b81526001600160a01b03851660048201526024016100e1565b3d156101ab576101a6610219565b6101c4565b60405163d6bda27560e01b815260040160405180910390fd5b505b92915050565b34156101eb5760405163b398979f60e01b815260040160405180910390fd5b565b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b634e487b7160e01b5f52604160045260245ffd5b5f5f60408385031215610249575f5ffd5b82516001600160a01b038116811461025f575f5ffd5b60208401519092506001600160401b0381111561027a575f5ffd5b8301601f8101851361028a575f5ffd5b80516001600160401b038111156102a3576102a3610224565b604051601f8201601f19908116603f011681016001600160401b03811182821017156102d1576102d1610224565b6040528181528282016020018710156102e8575f5ffd5b8160208401602083015e5f602083830101528093505050509250929050565b607a806103135f395ff3fe6080604052600a600c565b005b60186014601a565b605d565b565b5f60587f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc5473ffffffffffffffffffffffffffffffffffffffff1690565b905090565b365f5f375f5f365f845af43d5f5f3e8080156076573d5ff35b3d5ffd60c060405230608052348015610013575f5ffd5b50604051611e3e380380611e3e833981016040819052610032916100ff565b6001600160a01b03811660a05261004761004d565b5061012c565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff161561009d5760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100fc5780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b5f6020828403121561010f575f5ffd5b81516001600160a01b0381168114610125575f5ffd5b9392505050565b60805160a051611cb261018c5f395f818161030f01528181610639015281816106e30152818161087501528181610a9801528181610adf01528181610c4501526110f901525f8181610de701528181610e1001526110310152611cb25ff3fe60806040526004361061010c575f3560e01c80638da5cb5b116100a1578063bc197c8111610071578063c4d66de811610057578063c4d66de8146103ad578063d087d288146103cc578063f23a6e61146103e0575f5ffd5b8063bc197c8114610352578063c399ec8814610399575f5ffd5b80638da5cb5b1461025c578063ad3cb1cc146102ac578063b0d691fe14610301578063b61d27f614610333575f5ffd5b80634a58db19116100dc5780634a58db191461020e5780634d44560d146102165780634f1ef2861461023557806352d1902d14610248575f5ffd5b806301ffc9a714610117578063150b7a021461014b57806319822f7c146101c057806334fcd5be146101ed575f5ffd5b3661011357005b5f5ffd5b348015610122575f5ffd5b5061013661013136600461163d565b610425565b60405190151581526020015b60405180910390f35b348015610156575f5ffd5b5061018f6101653660046116e2565b7f150b7a020000000000000000000000000000000000000000000000000000000095945050505050565b6040517fffffffff000000000000000000000000000000000000000000000000000000009091168152602001610142565b3480156101cb575f5ffd5b506101df6101da366004611750565b610509565b604051908152602001610142565b3480156101f8575f5ffd5b5061020c6102073660046117e0565b61052e565b005b61020c610637565b348015610221575f5ffd5b5061020c61023036600461181f565b6106d9565b61020c610243366004611876565b61078b565b348015610253575f5ffd5b506101df6107aa565b348015610267575f5ffd5b505f546102879073ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff9091168152602001610142565b3480156102b7575f5ffd5b506102f46040518060400160405280600581526020017f352e302e3000000000000000000000000000000000000000000000000000000081525081565b60405161014291906119c5565b34801561030c575f5ffd5b507f0000000000000000000000000000000000000000000000000000000000000000610287565b34801561033e575f5ffd5b5061020c61034d3660046119d7565b6107d8565b34801561035d575f5ffd5b5061018f61036c366004611a2f565b7fbc197c810000000000000000000000000000000000000000000000000000000098975050505050505050565b3480156103a4575f5ffd5b506101df610830565b3480156103b8575f5ffd5b5061020c6103c7366004611af2565b6108e4565b3480156103d7575f5ffd5b506101df610a4c565b3480156103eb575f5ffd5b5061018f6103fa366004611b0d565b7ff23a6e61000000000000000000000000000000000000000000000000000000009695505050505050565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f150b7a020000000000000000000000000000000000000000000000000000000014806104b757507fffffffff0000000000000000000000000000000000000000000000000000000082167f4e2312e000000000000000000000000000000000000000000000000000000000145b8061050357507fffffffff0000000000000000000000000000000000000000000000000000000082167f01ffc9a700000000000000000000000000000000000000000000000000000000145b92915050565b5f610512610ac7565b61051c8484610b68565b905061052782610be8565b9392505050565b610536610c2d565b805f5b81811015610631573684848381811061055457610554611b84565b90506020028101906105669190611bb1565b90505f6105c46105796020840184611af2565b602084013561058b6040860186611bed565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610ced565b90508061062757836001036105e0576105db610d03565b610627565b826105ea5f610d14565b6040517f5a15467500000000000000000000000000000000000000000000000000000000815260040161061e929190611c4e565b60405180910390fd5b5050600101610539565b50505050565b7f00000000000000000000000000000000000000000000000000000000000000006040517fb760faf900000000000000000000000000000000000000000000000000000000815230600482015273ffffffffffffffffffffffffffffffffffffffff919091169063b760faf99034906024015f604051808303818588803b1580156106c0575f5ffd5b505af11580156106d2573d5f5f3e3d5ffd5b5050505050565b6106e1610d45565b7f00000000000000000000000000000000000000000000000000000000000000006040517f205c287800000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff848116600483015260248201849052919091169063205c2878906044015f604051808303815f87803b158015610771575f5ffd5b505af1158015610783573d5f5f3e3d5ffd5b505050505050565b610793610dcf565b61079c82610ed3565b6107a68282610edb565b5050565b5f6107b3611019565b507f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc90565b6107e0610c2d565b5f610821858585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610ced565b9050806106d2576106d2610d03565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f9073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906370a08231906024015b602060405180830381865afa1580156108bb573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108df9190611c6e565b905090565b5f6108ed611088565b805490915060ff68010000000000000000820416159067ffffffffffffffff165f811580156109195750825b90505f8267ffffffffffffffff1660011480156109355750303b155b905081158015610943575080155b1561097a576040517ff92ee8a900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b84547fffffffffffffffffffffffffffffffffffffffffffffffff000000000000000016600117855583156109db5784547fffffffffffffffffffffffffffffffffffffffffffffff00ffffffffffffffff16680100000000000000001785555b6109e4866110b0565b83156107835784547fffffffffffffffffffffffffffffffffffffffffffffff00ffffffffffffffff168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a1505050505050565b6040517f35567e1a0000000000000000000000000000000000000000000000000000000081523060048201525f602482018190529073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906335567e1a906044016108a0565b3373ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614610b66576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601c60248201527f6163636f756e743a206e6f742066726f6d20456e747279506f696e7400000000604482015260640161061e565b565b5f610bb482610b7b610100860186611bed565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061114392505050565b5f5473ffffffffffffffffffffffffffffffffffffffff908116911614610bdd57506001610503565b505f92915050565b50565b8015610be5576040515f90339083908381818185875af1925050503d805f81146106d2576040519150601f19603f3d011682016040523d82523d5f602084013e6106d2565b3373ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000161480610c8757505f5473ffffffffffffffffffffffffffffffffffffffff1633145b610b66576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f6163636f756e743a206e6f74204f776e6572206f7220456e747279506f696e74604482015260640161061e565b5f5f5f845160208601878987f195945050505050565b610b66610d0f5f610d14565b61116b565b60603d8215610d285782811115610d285750815b604051602082018101604052818152815f602083013e9392505050565b5f5473ffffffffffffffffffffffffffffffffffffffff16331480610d6957503330145b610b66576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152600a60248201527f6f6e6c79206f776e657200000000000000000000000000000000000000000000604482015260640161061e565b3073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000161480610e9c57507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16610e837f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc5473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1614155b15610b66576040517fe07c8dba00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610be5610d45565b8173ffffffffffffffffffffffffffffffffffffffff166352d1902d6040518163ffffffff1660e01b8152600401602060405180830381865afa925050508015610f60575060408051601f3d9081017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0168201909252610f5d91810190611c6e565b60015b610fae576040517f4c9c8ce300000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8316600482015260240161061e565b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc811461100a576040517faa1d49a40000000000000000000000000000000000000000000000000000000081526004810182905260240161061e565b6110148383611173565b505050565b3073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614610b66576040517fe07c8dba00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00610503565b5f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff838116918217835560405191927f0000000000000000000000000000000000000000000000000000000000000000909116917f47e55c76e7a6f1fd8996a1da8008c1ea29699cca35e7bcd057f2dec313b6e5de9190a350565b5f5f5f5f61115186866111d5565b925092509250611161828261121e565b5090949350505050565b805160208201fd5b61117c82611321565b60405173ffffffffffffffffffffffffffffffffffffffff8316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a28051156111cd5761101482826113ef565b6107a66114db565b5f5f5f835160410361120c576020840151604085015160608601515f1a6111fe88828585611513565b955095509550505050611217565b505081515f91506002905b9250925092565b5f82600381111561123157611231611c85565b0361123a575050565b600182600381111561124e5761124e611c85565b03611285576040517ff645eedf00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600282600381111561129957611299611c85565b036112d3576040517ffce698f70000000000000000000000000000000000000000000000000000000081526004810182905260240161061e565b60038260038111156112e7576112e7611c85565b036107a6576040517fd78bce0c0000000000000000000000000000000000000000000000000000000081526004810182905260240161061e565b8073ffffffffffffffffffffffffffffffffffffffff163b5f03611389576040517f4c9c8ce300000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8216600482015260240161061e565b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff92909216919091179055565b60605f6113fc8484611606565b905080801561142a57505f3d118061142a57505f8473ffffffffffffffffffffffffffffffffffffffff163b115b1561143f57611437611619565b915050610503565b801561148f576040517f9996b31500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8516600482015260240161061e565b3d156114a25761149d611632565b6114d4565b6040517fd6bda27500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5092915050565b3415610b66576040517fb398979f00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561154c57505f915060039050826115fc565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561159d573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff81166115f357505f9250600191508290506115fc565b92505f91508190505b9450945094915050565b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b5f6020828403121561164d575f5ffd5b81357fffffffff0000000000000000000000000000000000000000000000000000000081168114610527575f5ffd5b73ffffffffffffffffffffffffffffffffffffffff81168114610be5575f5ffd5b5f5f83601f8401126116ad575f5ffd5b50813567ffffffffffffffff8111156116c4575f5ffd5b6020830191508360208285010111156116db575f5ffd5b9250929050565b5f5f5f5f5f608086880312156116f6575f5ffd5b85356117018161167c565b945060208601356117118161167c565b935060408601359250606086013567ffffffffffffffff811115611733575f5ffd5b61173f8882890161169d565b969995985093965092949392505050565b5f5f5f60608486031215611762575f5ffd5b833567ffffffffffffffff811115611778575f5ffd5b8401610120818703121561178a575f5ffd5b95602085013595506040909401359392505050565b5f5f83601f8401126117af575f5ffd5b50813567ffffffffffffffff8111156117c6575f5ffd5b6020830191508360208260051b85010111156116db575f5ffd5b5f5f602083850312156117f1575f5ffd5b823567ffffffffffffffff811115611807575f5ffd5b6118138582860161179f565b90969095509350505050565b5f5f60408385031215611830575f5ffd5b823561183b8161167c565b946020939093013593505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f5f60408385031215611887575f5ffd5b82356118928161167c565b9150602083013567ffffffffffffffff8111156118ad575f5ffd5b8301601f810185136118bd575f5ffd5b803567ffffffffffffffff8111156118d7576118d7611849565b6040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0603f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f8501160116810181811067ffffffffffffffff8211171561194357611943611849565b60405281815282820160200187101561195a575f5ffd5b816020840160208301375f602083830101528093505050509250929050565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f6105276020830184611979565b5f5f5f5f606085870312156119ea575f5ffd5b84356119f58161167c565b935060208501359250604085013567ffffffffffffffff811115611a17575f5ffd5b611a238782880161169d565b95989497509550505050565b5f5f5f5f5f5f5f5f60a0898b031215611a46575f5ffd5b8835611a518161167c565b97506020890135611a618161167c565b9650604089013567ffffffffffffffff811115611a7c575f5ffd5b611a888b828c0161179f565b909750955050606089013567ffffffffffffffff811115611aa7575f5ffd5b611ab38b828c0161179f565b909550935050608089013567ffffffffffffffff811115611ad2575f5ffd5b611ade8b828c0161169d565b999c989b5096995094979396929594505050565b5f60208284031215611b02575f5ffd5b81356105278161167c565b5f5f5f5f5f5f60a08789031215611b22575f5ffd5b8635611b2d8161167c565b95506020870135611b3d8161167c565b94506040870135935060608701359250608087013567ffffffffffffffff811115611b66575f5ffd5b611b7289828a0161169d565b979a9699509497509295939492505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f82357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa1833603018112611be3575f5ffd5b9190910192915050565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1843603018112611c20575f5ffd5b83018035915067ffffffffffffffff821115611c3a575f5ffd5b6020019150368190038213156116db575f5ffd5b828152604060208201525f611c666040830184611979565b949350505050565b5f60208284031215611c7e575f5ffd5b5051919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd",
}

// SimpleAccountFactory is an auto generated Go binding around an Ethereum contract.
type SimpleAccountFactory struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SimpleAccountFactory) GetABI() abi.ABI {
	return c.abi
}

// NewSimpleAccountFactory creates a new instance of SimpleAccountFactory.
func NewSimpleAccountFactory() *SimpleAccountFactory {
	parsed, err := SimpleAccountFactoryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SimpleAccountFactory{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SimpleAccountFactory) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address _entryPoint) returns()
func (simpleAccountFactory *SimpleAccountFactory) PackConstructor(_entryPoint common.Address) []byte {
	enc, err := simpleAccountFactory.abi.Pack("", _entryPoint)
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
func (simpleAccountFactory *SimpleAccountFactory) PackAccountImplementation() []byte {
	enc, err := simpleAccountFactory.abi.Pack("accountImplementation")
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
func (simpleAccountFactory *SimpleAccountFactory) TryPackAccountImplementation() ([]byte, error) {
	return simpleAccountFactory.abi.Pack("accountImplementation")
}

// UnpackAccountImplementation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x11464fbe.
//
// Solidity: function accountImplementation() view returns(address)
func (simpleAccountFactory *SimpleAccountFactory) UnpackAccountImplementation(data []byte) (common.Address, error) {
	out, err := simpleAccountFactory.abi.Unpack("accountImplementation", data)
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
// Solidity: function createAccount(address owner, uint256 salt) returns(address ret)
func (simpleAccountFactory *SimpleAccountFactory) PackCreateAccount(owner common.Address, salt *big.Int) []byte {
	enc, err := simpleAccountFactory.abi.Pack("createAccount", owner, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fbfb9cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAccount(address owner, uint256 salt) returns(address ret)
func (simpleAccountFactory *SimpleAccountFactory) TryPackCreateAccount(owner common.Address, salt *big.Int) ([]byte, error) {
	return simpleAccountFactory.abi.Pack("createAccount", owner, salt)
}

// UnpackCreateAccount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5fbfb9cf.
//
// Solidity: function createAccount(address owner, uint256 salt) returns(address ret)
func (simpleAccountFactory *SimpleAccountFactory) UnpackCreateAccount(data []byte) (common.Address, error) {
	out, err := simpleAccountFactory.abi.Unpack("createAccount", data)
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
func (simpleAccountFactory *SimpleAccountFactory) PackGetAddress(owner common.Address, salt *big.Int) []byte {
	enc, err := simpleAccountFactory.abi.Pack("getAddress", owner, salt)
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
func (simpleAccountFactory *SimpleAccountFactory) TryPackGetAddress(owner common.Address, salt *big.Int) ([]byte, error) {
	return simpleAccountFactory.abi.Pack("getAddress", owner, salt)
}

// UnpackGetAddress is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8cb84e18.
//
// Solidity: function getAddress(address owner, uint256 salt) view returns(address)
func (simpleAccountFactory *SimpleAccountFactory) UnpackGetAddress(data []byte) (common.Address, error) {
	out, err := simpleAccountFactory.abi.Unpack("getAddress", data)
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
func (simpleAccountFactory *SimpleAccountFactory) PackSenderCreator() []byte {
	enc, err := simpleAccountFactory.abi.Pack("senderCreator")
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
func (simpleAccountFactory *SimpleAccountFactory) TryPackSenderCreator() ([]byte, error) {
	return simpleAccountFactory.abi.Pack("senderCreator")
}

// UnpackSenderCreator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x09ccb880.
//
// Solidity: function senderCreator() view returns(address)
func (simpleAccountFactory *SimpleAccountFactory) UnpackSenderCreator(data []byte) (common.Address, error) {
	out, err := simpleAccountFactory.abi.Unpack("senderCreator", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// WorthOfWordsMetaData contains all meta data concerning the WorthOfWords contract.
var WorthOfWordsMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractIDictionaryRegistry\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"advance\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"attackersOf\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"balanceOf\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"commitGuess\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"commitment\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"contextOf\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"createLobby\",\"inputs\":[{\"name\":\"s\",\"type\":\"tuple\",\"internalType\":\"structIWorthOfWords.Settings\",\"components\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"minPlayers\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"maxPlayers\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"wordLength\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"roundCap\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"commitTimeout\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"openTimeout\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"revealTimeout\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"inviteSigner\",\"type\":\"address\",\"internalType\":\"address\"}]}],\"outputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"gameCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"gameInfo\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"enumIWorthOfWords.Phase\"},{\"name\":\"round\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"playerCount\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"activeCount\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pending\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"settings\",\"type\":\"tuple\",\"internalType\":\"structIWorthOfWords.Settings\",\"components\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"minPlayers\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"maxPlayers\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"wordLength\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"roundCap\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"commitTimeout\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"openTimeout\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"revealTimeout\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"inviteSigner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"name\":\"dictionary\",\"type\":\"tuple\",\"internalType\":\"structIDictionaryRegistry.Dictionary\",\"components\":[{\"name\":\"secretRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessRoot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"guessDepth\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"commitVerifier\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"revealVerifier\",\"type\":\"address\",\"internalType\":\"address\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"guessCommitment\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"guess\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"inviteDigest\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"join\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"commitments\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"proof\",\"type\":\"tuple\",\"internalType\":\"structIWorthOfWords.Proof\",\"components\":[{\"name\":\"words\",\"type\":\"uint256[8]\",\"internalType\":\"uint256[8]\"}]},{\"name\":\"invite\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"leave\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"openGuess\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guess\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"playerInfo\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"info\",\"type\":\"tuple\",\"internalType\":\"structWorthOfWords.Player\",\"components\":[{\"name\":\"score\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"activeSecret\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIWorthOfWords.Status\"},{\"name\":\"committedRound\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"openedRound\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"mustRevealRound\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"revealedRound\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"guess\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"knowledge\",\"type\":\"uint128\",\"internalType\":\"uint128\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"playersOf\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDictionaryRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reveal\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"commitments\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"proof\",\"type\":\"tuple\",\"internalType\":\"structIWorthOfWords.Proof\",\"components\":[{\"name\":\"words\",\"type\":\"uint256[8]\",\"internalType\":\"uint256[8]\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"start\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"targetDraw\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"drawBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"drawn\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"seed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"targetsOf\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"GameEnded\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"rounds\",\"type\":\"uint16\",\"indexed\":false,\"internalType\":\"uint16\"},{\"name\":\"winners\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"prize\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GameStarted\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"players\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GuessCommitted\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint16\",\"indexed\":true,\"internalType\":\"uint16\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GuessOpened\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint16\",\"indexed\":true,\"internalType\":\"uint16\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"guess\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LobbyCreated\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"creator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"settings\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structIWorthOfWords.Settings\",\"components\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"minPlayers\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"maxPlayers\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"wordLength\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"roundCap\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"commitTimeout\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"openTimeout\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"revealTimeout\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"inviteSigner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"name\":\"secretRoot\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"guessRoot\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PhaseChanged\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint16\",\"indexed\":true,\"internalType\":\"uint16\"},{\"name\":\"phase\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIWorthOfWords.Phase\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PlayerEliminated\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint16\",\"indexed\":true,\"internalType\":\"uint16\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"status\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIWorthOfWords.Status\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PlayerJoined\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"commitments\",\"type\":\"uint256[2]\",\"indexed\":false,\"internalType\":\"uint256[2]\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PlayerLeft\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PrizeCredited\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Revealed\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint16\",\"indexed\":true,\"internalType\":\"uint16\"},{\"name\":\"target\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"reveal\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RoundStarted\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint16\",\"indexed\":true,\"internalType\":\"uint16\"},{\"name\":\"drawBlock\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TargetsDrawn\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint16\",\"indexed\":true,\"internalType\":\"uint16\"},{\"name\":\"seed\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TargetsRearmed\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint16\",\"indexed\":true,\"internalType\":\"uint16\"},{\"name\":\"drawBlock\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdrawn\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"WordSolved\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint16\",\"indexed\":true,\"internalType\":\"uint16\"},{\"name\":\"target\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"secretIndex\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAlreadyCommitted\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAlreadyJoined\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAlreadyOpened\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofAlreadyRevealed\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofBadColours\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slot\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WordproofBadInvite\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofBadWord\",\"inputs\":[{\"name\":\"word\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"WordproofCommitmentMismatch\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofDeadlineNotReached\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"WordproofDeadlinePassed\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"WordproofInvalidProof\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofLobbyFull\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WordproofMaxPlayersBelowMin\",\"inputs\":[{\"name\":\"maxPlayers\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"minPlayers\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"WordproofNoCommitment\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofNotActive\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofNotCreator\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofNotEnoughPlayers\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"players\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WordproofNotInDictionary\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guess\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"WordproofNotPlayer\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofNothingToReveal\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofNothingToWithdraw\",\"inputs\":[{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WordproofSettling\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stage\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"WordproofTargetsNotDrawn\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"drawBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"WordproofTooFewPlayers\",\"inputs\":[{\"name\":\"minPlayers\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"WordproofUnknownGame\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WordproofUnsupportedLength\",\"inputs\":[{\"name\":\"wordLength\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"WordproofWrongPhase\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint8\",\"internalType\":\"enumIWorthOfWords.Phase\"},{\"name\":\"actual\",\"type\":\"uint8\",\"internalType\":\"enumIWorthOfWords.Phase\"}]},{\"type\":\"error\",\"name\":\"WordproofWrongStake\",\"inputs\":[{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WordproofZeroRoundCap\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WordproofZeroTimeout\",\"inputs\":[]}]",
	ID:  "WorthOfWords",
	Bin: "0x60a0604052348015600e575f5ffd5b50604051615e3c380380615e3c833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b608051615db76100855f395f818161031801526107780152615db75ff3fe608060405260043610610162575f3560e01c80637b103999116100c6578063ae9b2d641161007c578063df1c768e11610057578063df1c768e1461045a578063edc67eb6146104bf578063f7888aec146104eb575f5ffd5b8063ae9b2d64146103d7578063b0cb2772146103f6578063b8353acd14610415575f5ffd5b806395805dad116100ac57806395805dad14610365578063a597b14d14610384578063a6f81668146103a3575f5ffd5b80637b103999146103075780638911aa1a14610352575f5ffd5b806367dfd4c91161011b5780636e1c7451116101015780636e1c7451146102aa5780636f063dbe146102c957806371d6ddd6146102e8575f5ffd5b806367dfd4c91461025f5780636c5b61611461027e575f5ffd5b8063273cdadd1161014b578063273cdadd1461020b5780634d1975b41461022a57806351cff8d91461023e575f5ffd5b8063046eaab1146101665780630c7028d114610198575b5f5ffd5b348015610171575f5ffd5b50610185610180366004614f05565b610521565b6040519081526020015b60405180910390f35b3480156101a3575f5ffd5b506101856101b2366004614f57565b60408051602081018790529081018590526001600160a01b038416606082015263ffffffff8316608082015260a081018290525f9060c00160405160208183030381529060405280519060200120905095945050505050565b348015610216575f5ffd5b50610185610225366004614fa5565b610577565b348015610235575f5ffd5b506101855f5481565b348015610249575f5ffd5b5061025d610258366004614fbf565b610a81565b005b34801561026a575f5ffd5b5061025d610279366004614fda565b610c12565b348015610289575f5ffd5b5061029d610298366004614ff1565b610ddc565b60405161018f919061501f565b3480156102b5575f5ffd5b5061025d6102c4366004615091565b610df3565b3480156102d4575f5ffd5b5061025d6102e33660046150d7565b610fb0565b3480156102f3575f5ffd5b5061025d610302366004614fda565b61130f565b348015610312575f5ffd5b5061033a7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161018f565b61025d610360366004615176565b6115f2565b348015610370575f5ffd5b5061025d61037f366004614fda565b611a40565b34801561038f575f5ffd5b5061029d61039e366004614fda565b611b1d565b3480156103ae575f5ffd5b506103c26103bd366004614fda565b611bea565b60405161018f99989796959493929190615237565b3480156103e2575f5ffd5b5061025d6103f1366004615379565b611f5b565b348015610401575f5ffd5b5061029d610410366004614ff1565b612195565b348015610420575f5ffd5b5061043461042f366004614fda565b6121a2565b6040805167ffffffffffffffff909416845291151560208401529082015260600161018f565b348015610465575f5ffd5b50610185610474366004614ff1565b604080514660208201523091810191909152606081018390526001600160a01b03821660808201525f9060a00160405160208183030381529060405280519060200120905092915050565b3480156104ca575f5ffd5b506104de6104d9366004614ff1565b61220e565b60405161018f91906153a9565b3480156104f6575f5ffd5b50610185610505366004615477565b600760209081525f928352604080842090915290825290205481565b6040805146602080830191909152308284015260608201869052608082018590526001600160a01b03841660a0808401919091528351808403909101815260c0909201909252805191012060081c5b9392505050565b5f600261058a60608401604085016154bc565b60ff1610156105e0576105a360608301604084016154bc565b6040517fa11b717900000000000000000000000000000000000000000000000000000000815260ff90911660048201526024015b60405180910390fd5b6105f060608301604084016154bc565b60ff1661060360808401606085016154bc565b60ff16101561066b5761061c60808301606084016154bc565b61062c60608401604085016154bc565b6040517fc9bc55f800000000000000000000000000000000000000000000000000000000815260ff9283166004820152911660248201526044016105d7565b61067b60e0830160c084016154d7565b63ffffffff1615806106a15750610699610100830160e084016154d7565b63ffffffff16155b806106c157506106b9610120830161010084016154d7565b63ffffffff16155b156106f8576040517f3806aa2000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61070860c0830160a0840161550c565b61ffff165f03610744576040517fa896250d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040805160a0810182525f808252602082018190529181018290526060810182905260808101919091526001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016633180bfa56107ad60a08601608087016154bc565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b16815260ff909116600482015260240160a060405180830381865afa92505050801561081f575060408051601f3d908101601f1916820190925261081c91810190615546565b60015b61086b5761083360a08401608085016154bc565b6040517f17abc4fe00000000000000000000000000000000000000000000000000000000815260ff90911660048201526024016105d7565b90505f5f815461087a906155dc565b91829055505f818152600160208190526040909120805460ff191690911781559092506108ad60a08501608086016154bc565b815460808401516001600160a01b03166c01000000000000000000000000026bffffffffffffffffffffffff60ff939093166b01000000000000000000000002929092166affffffffffffffffffffff9091161717815560018101805473ffffffffffffffffffffffffffffffffffffffff1916331790558360028201610934828261563d565b5050815160058201556020808301516006830155604080840151600784018054606087015160ff9093167fffffffffffffffffffffff000000000000000000000000000000000000000000909116176101006001600160a01b0393841602179055608085015160088501805473ffffffffffffffffffffffffffffffffffffffff1916919092161790558051808201909152600181525f9181019190915260098201906109e19082615933565b506109ee83826008612351565b5f83815260066020526040812060019182610a0f6080890160608a016154bc565b610a1991906159ee565b60ff1681526020019081526020015f2081905550336001600160a01b0316837fa8768bf0a1c29753014a8a526c9c808634e7343c46bfec501c3bd214213529b486855f01518660200151604051610a7293929190615a12565b60405180910390a35050919050565b610a896123d0565b6001600160a01b0381165f90815260076020908152604080832033845290915281205490819003610af7576040517fa6030e760000000000000000000000000000000000000000000000000000000081523360048201526001600160a01b03831660248201526044016105d7565b6001600160a01b0382165f8181526007602090815260408083203380855290835281842093909355518481527fd1c19fbcd4551a5edfb66d43d2e337c04837afda3482b42bdf569a8fccdae5fb910160405180910390a36001600160a01b038216610bf2576040515f90339083908381818185875af1925050503d805f8114610b9b576040519150601f19603f3d011682016040523d82523d5f602084013e610ba0565b606091505b5050905080610bec576040517fa6030e760000000000000000000000000000000000000000000000000000000081523360048201526001600160a01b03841660248201526044016105d7565b50610c06565b610c066001600160a01b0383163383612407565b50610c0f612455565b50565b5f610c1e82600161247f565b90505f610c2b83336125aa565b82549091505f90610c48906001906301000000900460ff16615b17565b5f858152600360205260409020909150828214610cd8575f82815260208290526040808220548583529120805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b039092169182179055610ca7846001615b2a565b5f8781526002602090815260408083206001600160a01b0395909516835293905291909120805460ff191690911790555b5f8281526020828152604080832080547fffffff00000000000000000000000000000000000000000000000000000000001690558783526002825280832033845290915281205583546301000000900460ff16846003610d3783615b3d565b82546101009290920a60ff8181021990931691909216919091021790555060028401546001600160a01b0381165f90815260076020908152604080832033845290915281208054600160a01b9093046bffffffffffffffffffffffff1692839290610da3908490615b2a565b9091555050604051339087907fb2bd643202385c64d9814c6c3fa61b1ba098d6652292e9d9a6f1a0cdae6eb824905f90a3505050505050565b6060610dea838360016125c4565b90505b92915050565b5f610dff85600461247f565b9050610e0b85826128a7565b5f610e16863361290f565b90505f610e27600160ff8416615b17565b5f88815260046020908152604080832084845290915290205484549192509061ffff8083166101009092041614610e93576040517fa926958f000000000000000000000000000000000000000000000000000000008152600481018990523360248201526044016105d7565b62010000811615610ed9576040517f76af4c82000000000000000000000000000000000000000000000000000000008152600481018990523360248201526044016105d7565b60ff198316610ee78761297d565b14610f0e57604051631786c18160e31b8152600481018990523360248201526044016105d7565b610f398885838a8a601187901c60031660028110610f2e57610f2e615b58565b60200201358a6129b1565b610f458885838a612ad0565b5f89815260046020908152604080832086845290915290205583548490600590610f7a9065010000000000900460ff16615b3d565b91906101000a81548160ff021916908360ff160217905560ff165f03610fa657610fa688856002612bd6565b5050505050505050565b5f610fbc87600361247f565b9050610fc887826128a7565b5f610fd388336125aa565b5f898152600360209081526040808320848452909152902083548154929350909161ffff610100909204821691600160a81b90910416811461104a576040517f407653be000000000000000000000000000000000000000000000000000000008152600481018b90523360248201526044016105d7565b815461ffff808316600160b81b909204160361109b576040517fb50a0bdd000000000000000000000000000000000000000000000000000000008152600481018b90523360248201526044016105d7565b5f8a81526006602090815260408083208684528252918290205482518083018e905261ffff85168185015233606082015263ffffffff8d16608082015260a08082018d90528451808303909101815260c0909101909352825192909101919091201461113c576040517ffa246d7a000000000000000000000000000000000000000000000000000000008152600481018b90523360248201526044016105d7565b83546b010000000000000000000000900460ff1661115b816005615b6c565b8a63ffffffff16901c63ffffffff165f146111aa576040517f30909ef100000000000000000000000000000000000000000000000000000000815263ffffffff8b1660048201526024016105d7565b6006850154600786015460058701916111d09160ff168463ffffffff8f168d8d8d612c6b565b611215576040517f0719068f000000000000000000000000000000000000000000000000000000008152600481018d905263ffffffff8c1660248201526044016105d7565b835463ffffffff8c16600160c81b81027fffffff00000000ffffffffffffffffffffffffffffffffffffffffffffffffff61ffff8716600160b81b8102919091167fffffff000000000000ffffffffffffffffffffffffffffffffffffffffffffff909416939093171786556040519081523391908e907f4f38a7bb5710b8ce2111990834b1fd3312dfb4f091b829c9fd67bb5edf44f83b9060200160405180910390a4855486906005906112d59065010000000000900460ff16615b3d565b91906101000a81548160ff021916908360ff160217905560ff165f03611301576113018c876001612bd6565b505050505050505050505050565b5f818152600160205260409020805460ff1660068160068111156113355761133561520f565b0361134b57611346838360a0612e5f565b505050565b600181600681111561135f5761135f61520f565b036113be576003820154600183015461010090910460ff16600160f01b90910461ffff16106113a85782600282604051630961550160e11b81526004016105d793929190615b83565b61134683836113b9600a60a0615bb8565b612351565b6113c781612f7e565b611438575f8160068111156113de576113de61520f565b03611418576040517fe8507094000000000000000000000000000000000000000000000000000000008152600481018490526024016105d7565b82600282604051630961550160e11b81526004016105d793929190615b83565b81546601000000000000900464ffffffffff16421161159e5760028160068111156114655761146561520f565b14158061147d57506001820154600160e01b900460ff165b156114d05781546040517fb96be04d00000000000000000000000000000000000000000000000000000000815260048101859052660100000000000090910464ffffffffff1660248201526044016105d7565b6001820154600160a01b900467ffffffffffffffff16431180156115105750600182015461150e90600160a01b900467ffffffffffffffff16612fd1565b155b15611346576001820180547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16600160a01b4367ffffffffffffffff16908102919091179091558254604051918252610100900461ffff169084907f954890c88820c063469a7c617ecf1b0f50db0ceec48ea08301b47c300035c1e0906020015b60405180910390a3505050565b60028160068111156115b2576115b261520f565b036115c15761134683836130d1565b60038160068111156115d5576115d561520f565b036115e65761134683836001612bd6565b61134683836002612bd6565b6115fa6123d0565b5f61160686600161247f565b6003810154815491925060ff61010090910481166301000000909204161061165d576040517f338283a3000000000000000000000000000000000000000000000000000000008152600481018790526024016105d7565b5f868152600260209081526040808320338452909152902054156116b6576040517f247fe5bf000000000000000000000000000000000000000000000000000000008152600481018790523360248201526044016105d7565b60048101546001600160a01b031680156117d15760408051466020808301919091523082840152606082018a9052336080808401919091528351808403909101815260a090920190925280519101207f19457468657265756d205369676e6564204d6573736167653a0a3332000000005f908152601c91909152603c812090505f6117768287878080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061314e92505050565b50509050826001600160a01b0316816001600160a01b0316146117ce576040517fff09311a000000000000000000000000000000000000000000000000000000008152600481018a90523360248201526044016105d7565b50505b6040805160808101825260058401548152873560208201525f918101886001602002013581526020016118058a5f33610521565b9052600784015460405191925061010090046001600160a01b031690636bf062b290611835908990602001615bcb565b604051602081830303815290604052836040518363ffffffff1660e01b8152600401611862929190615c08565b5f6040518083038186803b158015611878575f5ffd5b505afa925050508015611889575060015b6118af57604051631786c18160e31b8152600481018990523360248201526044016105d7565b82545f906301000000900460ff168460036118c983615c4c565b91906101000a81548160ff021916908360ff160217905550905083600101601e9054906101000a900461ffff1661ffff168160ff161061191057611910898260ff16613197565b5f89815260036020818152604080842060ff80871686529252909220805473ffffffffffffffffffffffffffffffffffffffff19163317905585015461010090041661195d826001615c6a565b60ff1614611985575f89815260066020908152604080832060ff851684529091529020600190555b61199360ff82166001615b2a565b61199c8961297d565b5f8b81526002602090815260408083203380855292529182902092909317909155518a907f7b490af76d437c45fb592f6d1389fb42f8b0c94cd24f65ae7bfac0e7a9d9cbf9906119ef9085908d90615c83565b60405180910390a3611a0384600201613214565b6003840154845461010090910460ff90811663010000009092041603611a2d57611a2d89856132d8565b50505050611a39612455565b5050505050565b5f611a4c82600161247f565b60018101549091506001600160a01b03163314611a9e576040517f5942b16f000000000000000000000000000000000000000000000000000000008152600481018390523360248201526044016105d7565b6003810154815460ff91821663010000009091049091161015611b0f57805460038201546040517f7984ea2a00000000000000000000000000000000000000000000000000000000815260048101859052630100000090920460ff90811660248401521660448201526064016105d7565b611b1982826132d8565b5050565b5f81815260016020526040812054606091630100000090910460ff16908167ffffffffffffffff811115611b5357611b53615527565b604051908082528060200260200182016040528015611b7c578160200160208202803683370190505b5090505f5b82811015611be2575f85815260036020908152604080832084845290915290205482516001600160a01b0390911690839083908110611bc257611bc2615b58565b6001600160a01b0390921660209283029190910190910152600101611b81565b509392505050565b60408051610140810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290528190819081908190819081906040805160a0810182525f808252602082018190529181018290526060810182905260808101919091525f8a8152600160205260409020611c868b8261334c565b9350805f015f9054906101000a900460ff16815f0160019054906101000a900461ffff16825f0160069054906101000a900464ffffffffff16835f0160039054906101000a900460ff16845f0160049054906101000a900460ff16855f0160059054906101000a900460ff168364ffffffffff169350809a50819b50829c50839d50849e50859f50505050505050806002018160050181604051806101400160405290815f82015f9054906101000a90046001600160a01b03166001600160a01b03166001600160a01b031681526020015f820160149054906101000a90046bffffffffffffffffffffffff166bffffffffffffffffffffffff166bffffffffffffffffffffffff168152602001600182015f9054906101000a900460ff1660ff1660ff1681526020016001820160019054906101000a900460ff1660ff1660ff1681526020016001820160029054906101000a900460ff1660ff1660ff1681526020016001820160039054906101000a900461ffff1661ffff1661ffff1681526020016001820160059054906101000a900463ffffffff1663ffffffff1663ffffffff1681526020016001820160099054906101000a900463ffffffff1663ffffffff1663ffffffff16815260200160018201600d9054906101000a900463ffffffff1663ffffffff1663ffffffff168152602001600282015f9054906101000a90046001600160a01b03166001600160a01b03166001600160a01b0316815250509150806040518060a00160405290815f820154815260200160018201548152602001600282015f9054906101000a900460ff1660ff1660ff1681526020016002820160019054906101000a90046001600160a01b03166001600160a01b03166001600160a01b03168152602001600382015f9054906101000a90046001600160a01b03166001600160a01b03166001600160a01b03168152505090508093508194505050509193959799909294969850565b5f611f6783600261247f565b9050611f7383826128a7565b6001810154600160e01b900460ff16158015611f965750611f9483826133ce565b155b15611fec5760018101546040517f24e41ca200000000000000000000000000000000000000000000000000000000815260048101859052600160a01b90910467ffffffffffffffff1660248201526044016105d7565b5f611ff784336125aa565b5f85815260036020908152604080832084845290915281209192508154600160a01b900460ff16600281111561202f5761202f61520f565b1461206f576040517f230dd3b9000000000000000000000000000000000000000000000000000000008152600481018690523360248201526044016105d7565b8254815461ffff610100909204821691600160a81b909104168190036120ca576040517ff0330a4b000000000000000000000000000000000000000000000000000000008152600481018790523360248201526044016105d7565b81547fffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffff16600160a81b61ffff83169081029190911783555f8781526006602090815260408083208784529091528082208890555133929189917fb109a185add098611324a44806ea140fe5d2839ab5316c78ef6bb02d68b6f9469190a4835484906005906121639065010000000000900460ff16615b3d565b91906101000a81548160ff021916908360ff160217905560ff165f0361218d5761218d86856130d1565b505050505050565b6060610dea83835f6125c4565b5f8181526001602052604081208054829182916121c19060ff16612f7e565b6121d457505f9250829150819050612207565b6001810154600160a01b810467ffffffffffffffff1690600160e01b900460ff166121ff87846134a2565b935093509350505b9193909250565b60408051610120810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290529061226084846125aa565b5f858152600360209081526040808320848452825280832088845260048352818420858552909252909120549192509061229a8684613516565b63ffffffff1684526003601182901c16602085015281546040850190600160a01b900460ff1660028111156122d1576122d161520f565b908160028111156122e4576122e461520f565b905250815461ffff600160a81b820481166060870152600160b81b90910481166080860152811660a08501526201000081165f03612322575f612324565b805b61ffff1660c08501529054600160c81b900463ffffffff1660e084015260901c6101008301525092915050565b6001820154600160f01b900461ffff165f61236c8383615b2a565b6003850154909150610100900460ff1680821115612388578091505b825b828110156123a45761239c8782613197565b60010161238a565b50506001909301805461ffff909416600160f01b026001600160f01b0390941693909317909255505050565b6123d8613575565b61240560017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b906135ce565b565b61241483838360016135d5565b611346576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b03841660048201526024016105d7565b6124055f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006123ff565b5f82815260016020526040902081600681111561249e5761249e61520f565b815460ff1660068111156124b4576124b461520f565b14610ded575f815460ff1660068111156124d0576124d061520f565b0361250a576040517fe8507094000000000000000000000000000000000000000000000000000000008152600481018490526024016105d7565b6006815460ff1660068111156125225761252261520f565b036125875760018101548390600160e81b900460ff1660048111156125495761254961520f565b6040517f4189c940000000000000000000000000000000000000000000000000000000008152600481019290925260ff1660248201526044016105d7565b8054604051630961550160e11b81526105d7918591859160ff1690600401615b83565b5f600160ff6125b9858561290f565b16610dea9190615b17565b5f8381526001602052604081206060916125de86866125aa565b82549091506125ef9060ff16612f7e565b158061262e57505f5f878152600360209081526040808320858452909152902054600160a01b900460ff16600281111561262b5761262b61520f565b14155b1561263a575050610570565b6001820154606090600160e01b900460ff16156126e357826009018054612660906158bd565b80601f016020809104026020016040519081016040528092919081815260200182805461268c906158bd565b80156126d75780601f106126ae576101008083540402835291602001916126d7565b820191905f5260205f20905b8154815290600101906020018083116126ba57829003601f168201915b5050505050905061272c565b5f6126ee88856134a2565b90505f8190036127015750505050610570565b600a840154845461272891839160ff63010000008204811691640100000000900416613650565b9150505b80515f5b8383828151811061274357612743615b58565b016020015160f81c14612771578161275a826155dc565b9150810361276c575050505050610570565b612730565b5f61277b836137b7565b90508067ffffffffffffffff81111561279657612796615527565b6040519080825280602002602001820160405280156127bf578160200160208202803683370190505b50965060015b818111612899575f896127f75784826127de8287615b2a565b6127e89190615b17565b6127f29190615c9c565b61280c565b846128028386615b2a565b61280c9190615c9c565b5f8d815260036020526040812088519293509188908490811061283157612831615b58565b0160209081015160f81c82528101919091526040015f20546001600160a01b03168961285e600185615b17565b8151811061286e5761286e615b58565b6001600160a01b03909216602092830291909101909101525080612891816155dc565b9150506127c5565b505050505050509392505050565b80546601000000000000900464ffffffffff16421115611b195780546040517ff390477700000000000000000000000000000000000000000000000000000000815260048101849052660100000000000090910464ffffffffff1660248201526044016105d7565b5f8281526002602090815260408083206001600160a01b038516845290915281205490819003610ded576040517f44768309000000000000000000000000000000000000000000000000000000008152600481018490526001600160a01b03831660248201526044016105d7565b5f60ff19826040516020016129929190615caf565b60408051601f1981840301815291905280516020909101201692915050565b84545f906129d49088906b010000000000000000000000900460ff1687876137dc565b90505f6effffffffffffffffffffffffffffff6129f68961ffff891633610521565b60408051808201825287815291909216608481901b85176020808401919091528a54935191945091926c0100000000000000000000000090046001600160a01b03169163e1ff508291612a4b91889101615bcb565b604051602081830303815290604052836040518363ffffffff1660e01b8152600401612a78929190615cbe565b5f6040518083038186803b158015612a8e575f5ffd5b505afa925050508015612a9f575060015b612ac557604051631786c18160e31b8152600481018a90523360248201526044016105d7565b505050505050505050565b5f5f5f5f612af38887878a5f01600b9054906101000a900460ff1660ff166138ee565b919450925090506003601187901c16612b0f89888389866139b0565b8215612b9e5760405160ff82168152339061ffff8916908b907ffc0072ad915d7fb763780cc02d3983f9cf6269af6997316960d4f3afb83554c79060200160405180910390a45f93506002612b63826155dc565b91508103612b9e578754640100000000900460ff16886004612b8483615b3d565b91906101000a81548160ff021916908360ff160217905550505b71fffffffffffffffffffffffffffffff9ffff871660119190911b1760909390931b929092176201000017925050505b949350505050565b815460ff191660061782556001820180548291907fffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff16600160e81b836004811115612c2357612c2361520f565b0217905550600180830180546001600160f01b03169055816004811115612c4c57612c4c61520f565b03612c5f57815465ff0000000000191682555b611346838360a0612e5f565b5f8187141580612c7c575083871c15155b15612c8857505f612e54565b6040515f6020820181905260f888901b7fff000000000000000000000000000000000000000000000000000000000000001660218301527fffffffffffffffff00000000000000000000000000000000000000000000000060c088901b16602283015290602a0160408051601f19818403018152919052805160209091012090505f5b88811015612e4e57600186821c1615612db2577f0100000000000000000000000000000000000000000000000000000000000000858583818110612d5157612d51615b58565b6040517fff000000000000000000000000000000000000000000000000000000000000009094166020858101919091520291909101356021830152506041810183905260610160405160208183030381529060405280519060200120612e44565b7f010000000000000000000000000000000000000000000000000000000000000082868684818110612de657612de6615b58565b6040517fff000000000000000000000000000000000000000000000000000000000000009095166020868101919091526021860194909452929092020135604183015250606101604051602081830303815290604052805190602001205b9150600101612d0b565b50881490505b979650505050505050565b6006825460ff166006811115612e7757612e7761520f565b03612f1f57600182810154600160e81b900460ff1690816004811115612e9f57612e9f61520f565b03612eb657612eaf848484613a23565b9150612f0c565b6002816004811115612eca57612eca61520f565b03612eda57612eaf848484613ccb565b6003816004811115612eee57612eee61520f565b03612efe57612eaf848484613f95565b612f098484846142b3565b91505b815f03612f195750612f1f565b50612e5f565b6006825460ff166006811115612f3757612f3761520f565b0361134657815460405161010090910461ffff169084907fe99c35604179f93bf3b8cdb9c9d4079328561be8908b946a66da884f5230066490611591906006905f90615cf8565b5f6002826006811115612f9357612f9361520f565b1480612fb057506003826006811115612fae57612fae61520f565b145b80610ded57506004826006811115612fca57612fca61520f565b1492915050565b5f814311612fe057505f919050565b610100612fed8343615b17565b11612ff757504090565b71f90827f1c53a10cb7a02335b1753200029353b5f0361301857505f919050565b5f5f71f90827f1c53a10cb7a02335b1753200029356001600160a01b03168460405160200161304991815260200190565b60408051601f198184030181529082905261306391615d1d565b5f60405180830381855afa9150503d805f811461309b576040519150601f19603f3d011682016040523d82523d5f602084013e6130a0565b606091505b50915091508180156130b3575080516020145b6130bd575f612bce565b80806020019051810190612bce9190615d33565b80545f906130f59060ff6501000000000082048116916401000000009004166159ee565b90508060ff165f0361310d5761134683836003612bd6565b815465ff000000000019166501000000000060ff8316021782556003808301546113469185918591906901000000000000000000900463ffffffff16614602565b5f5f5f8351604103613185576020840151604085015160608601515f1a613177888285856146ab565b955095509550505050613190565b505081515f91506002905b9250925092565b5f82815260046020908152604080832084845290915290206280000090556131c0600882615c9c565b5f03611b19575f8281526005602052604081207f800000000000000000000000000000000000000000000000000000000000000091613200600885615bb8565b815260208101919091526040015f20555050565b80546bffffffffffffffffffffffff600160a01b820416906001600160a01b031661327b57803414611b19576040517f83d292dd000000000000000000000000000000000000000000000000000000008152600481018290523460248201526044016105d7565b34156132bb576040517f83d292dd0000000000000000000000000000000000000000000000000000000081525f60048201523460248201526044016105d7565b8015611b19578154611b19906001600160a01b0316333084614773565b805464ff00000000198116630100000090910460ff16640100000000810291909117825560405181815283907fd734a984dda36fc77fa6c513ab4eb1a0f8bde05319a9a9c9f22642db0549db249060200160405180910390a26113468383613347600160ff861681901b615b17565b6147c8565b5f6005825460ff1660068111156133655761336561520f565b0361337157505f610ded565b5f83815260086020526040902054825460028401546fffffffffffffffffffffffffffffffff909216916133c4916301000000900460ff1690600160a01b90046bffffffffffffffffffffffff16615b6c565b610dea9190615b17565b5f5f6133da84846134a2565b90505f8190036133ed575f915050610ded565b600a830154835461341491839160ff63010000008204811691640100000000900416613650565b60098401906134239082615933565b50600183018054600160e01b7fffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff909116179055825460405182815261010090910461ffff169085907f383c0109c3d898dd28313a7885a0d327ff491f260352638f8ccc1a3287514da19060200160405180910390a35060019392505050565b60018101545f9081906134c590600160a01b900467ffffffffffffffff16612fd1565b9050801561350d578254604080516020810184905290810186905261010090910461ffff16606082015260800160405160208183030381529060405280519060200120612bce565b5f949350505050565b5f828152600560205260408120819081613531600886615bb8565b815260208101919091526040015f2054905061355260016380000000615b17565b601f61355f600886615c9c565b6135699190615b6c565b9190911c169392505050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15612405576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316613644578383151615613638573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b60605f8267ffffffffffffffff81111561366c5761366c615527565b604051908082528060200260200182016040528015613695578160200160208202803683370190505b5090505f805b858110156136ec578087901c6001166001036136e4578083836136bd816155dc565b9450815181106136cf576136cf615b58565b602002602001019060ff16908160ff16815250505b60010161369b565b506136f7878361493a565b8367ffffffffffffffff81111561371057613710615527565b6040519080825280601f01601f19166020018201604052801561373a576020820181803683370190505b5092505f5b848110156137ac5782818151811061375957613759615b58565b602002602001015160f81b84828151811061377657613776615b58565b60200101907effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff191690815f1a90535060010161373f565b505050949350505050565b5f60036137c5600184615b17565b106137d1576003610ded565b610ded600183615b17565b5f6003601384901c166010810283901c1561382d576040517fd00d50de00000000000000000000000000000000000000000000000000000000815260048101879052602481018290526044016105d7565b600585026001600787021b603086901c5f805b858110156138e05761ffff881660028b0281901c15158061386a5750600181901c81166155551615155b156138ab576040517fd00d50de000000000000000000000000000000000000000000000000000000008152600481018d9052602481018390526044016105d7565b60109890981c97851b63ffffffff8416178417821b969096179560209290921c91600160028b02860190920182019101613840565b505050505050949350505050565b5f848152600560205260408120609085901c9190819083906003601389901c16603089901c845b828110156139a1575f5f613936878b8663ffffffff168f61ffff168f614a46565b9b50909250905060088381026018018e901c60ff1690601f9082060283901b875f60088404815260208101919091526040015f20805490910190556010840283901b989098179789806139865750815b60109d909d1c9c9950505060209290921c9150600101613915565b50505050509450945094915050565b6040516003601386901c1663ffffff00601087901c161790339061ffff87169088907fdddf43789ebb8ee3ebde5c7db3678c7fb16faacb2ad03effc53f8313895781f190613a1390600887901b8a1760288a901b17605889901b17815260200190565b60405180910390a4505050505050565b5f5f836009018054613a34906158bd565b80601f0160208091040260200160405190810160405280929190818152602001828054613a60906158bd565b8015613aab5780601f10613a8257610100808354040283529160200191613aab565b820191905f5260205f20905b815481529060010190602001808311613a8e57829003601f168201915b5050835188545f8b8152600460209081526040808320600390925290912060018c01549798509296610100830461ffff90811697506501000000000090930460ff169550909350600160f01b9004165b8581108015613b0b575060048910155b15613bb557613b1b60048a615b17565b98505f613b2a83898489614bc3565b9050805f03613b395750613ba3565b5f888381518110613b4c57613b4c615b58565b0160209081015160f81c5f81815291879052604090912080547fffffffffffffffffffffffffffff0000000000000000000000000000008600001661ffff8a161784179055905085613b9d816155dc565b96505050505b80613bad816155dc565b915050613afb565b895465ff000000000019166501000000000060ff861602178a5585811015613c095760018a01805461ffff909216600160f01b026001600160f01b03909216919091179055505f9550610570945050505050565b835f03613c665760018a0180546001600160f01b03811682556003915f918391907cffffffffffffffffffffffffffffffffffffffffffffffffffffffffff16600160e81b835b0217905550505088975050505050505050610570565b60018a0180547fffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff16905560038a0154613cbc908c908c906004906d0100000000000000000000000000900463ffffffff16614602565b50969998505050505050505050565b81546009830180545f92610100900461ffff16918391613cea906158bd565b80601f0160208091040260200160405190810160405280929190818152602001828054613d16906158bd565b8015613d615780601f10613d3857610100808354040283529160200191613d61565b820191905f5260205f20905b815481529060010190602001808311613d4457829003601f168201915b50508351600a8a01548a5460018c0154969750919590945064010000000090910460ff1692505f9150600160f01b900461ffff165b84811015613e7c5760048910613e7c575f868281518110613db957613db9615b58565b016020908101515f8e815260048352604080822060f89390931c8083529290935291822054909250613deb908a614cce565b90505f816002811115613e0057613e0061520f565b03613e1957613e1060018c615b17565b9a505050613e74565b613e2460048c615b17565b9a506002816002811115613e3a57613e3a61520f565b03613e5b57613e4a600186615b17565b613e55856001615b2a565b90955093505b816001901b1986169550613e718d838b84614d06565b50505b600101613d96565b600a8a01849055895464ff00000000191664010000000060ff851602178a558115613ee4575f8b81526008602052604090208054839190601690613ecb908490600160b01b900460ff16615c6a565b92506101000a81548160ff021916908360ff1602179055505b84811015613f1e5760018a01805461ffff909216600160f01b026001600160f01b03909216919091179055505f9550610570945050505050565b600183111580613f41575060038a015461ffff6301000000909104811690881610155b15613f8a5760018a0180546001600160f01b03811682556003915f918391907cffffffffffffffffffffffffffffffffffffffffffffffffffffffffff16600160e81b83613c50565b613cbc8b8b866147c8565b5f838152600860209081526040808320815160a08101835290546fffffffffffffffffffffffffffffffff8116825263ffffffff7001000000000000000000000000000000008204169382019390935260ff600160a01b8404811692820192909252600160a81b830482166060820152600160b01b909204811660808301819052855460018701546301000000909104909216919082119061ffff600160f01b909104165b828110801561404a575060018610155b1561411d5761405a600187615b17565b5f898152600360209081526040808320858452909152902090965061407f9083614db7565b1561410b575f61408f8983613516565b9050846040015160ff165f14806140b55750846020015163ffffffff168163ffffffff16115b156140db5760ff821660608601526001604086015263ffffffff81166020860152614109565b846020015163ffffffff168163ffffffff1603614109576040850180519061410282615c4c565b60ff169052505b505b80614115816155dc565b91505061403a565b5f88815260086020908152604091829020865181549288015193880151606089015160808a015160ff908116600160b01b027fffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffff928216600160a81b027fffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffff92909416600160a01b02919091167fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff63ffffffff9098167001000000000000000000000000000000000273ffffffffffffffffffffffffffffffffffffffff199097166fffffffffffffffffffffffffffffffff909516949094179590951795909516919091171792909216179055828110156142605760018701805461ffff909216600160f01b026001600160f01b03909216919091179055505f9250610570915050565b5050505060019290920180547cffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167d04000000000000000000000000000000000000000000000000000000000017905592915050565b5f838152600860209081526040808320815160a08101835290546fffffffffffffffffffffffffffffffff8116825263ffffffff7001000000000000000000000000000000008204169382019390935260ff600160a01b808504821693830193909352600160a81b840481166060830152600160b01b909304831660808201528554600287015491936301000000909104169184916143649184916bffffffffffffffffffffffff91900416615b6c565b6001870154909150600160f01b900461ffff165b828110156144d4575f61438d89838787614de8565b90506001600160a01b0381166143bf5760018710156143ac57506144d4565b6143b7600188615b17565b9650506144cc565b600a8710156143ce57506144d4565b6143d9600a88615b17565b96505f856060015160ff1683146143f0575f614402565b60408601516144029060ff1685615c9c565b60408701516144149060ff1686615bb8565b61441e9190615b2a565b60028a01546001600160a01b039081165f90815260076020908152604080832093871683529290529081208054929350839290919061445e908490615b2a565b9091555050855181908790614474908390615d4a565b6fffffffffffffffffffffffffffffffff169052506040518181526001600160a01b038316908b907f38256cf91de82e2940fc8c6e196b5888f8e2471f66ab1cc751e333ac09f238a29060200160405180910390a350505b600101614378565b83515f89815260086020526040902080547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff909216919091179055828110156145585760018701805461ffff909216600160f01b026001600160f01b03909216919091179055505f9250610570915050565b8654600560ff19909116178088556001880180547fffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff169055604085015189917f78616ab411c1eeddd0c8cc390c6599607083f028cfcde208f0485074b54ae3e49161010090910461ffff16906145d160ff821687615bb8565b6040805161ffff909416845260ff90921660208401529082015260600160405180910390a250939695505050505050565b82548290849060ff191660018360068111156146205761462061520f565b02179055505f61463663ffffffff831642615d72565b84546affffffffff0000000000001916660100000000000064ffffffffff83160217808655604051919250610100900461ffff169086907fe99c35604179f93bf3b8cdb9c9d4079328561be8908b946a66da884f523006649061469c9087908690615cf8565b60405180910390a35050505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156146e457505f91506003905082614769565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015614735573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661476057505f925060019150829050614769565b92505f91508190505b9450945094915050565b614781848484846001614e5b565b6147c2576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b03851660048201526024016105d7565b50505050565b81545f9083906001906147e390610100900461ffff16615d92565b82546101009290920a61ffff818102199093169282160291909117909155600a84018390556001840180547fffff00000000000000000000ffffffffffffffffffffffffffffffffffffffff167fffff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffff600160a01b4367ffffffffffffffff16021617905583547fffffffffffffffffffffffffffffffffffffffffffffffffffff00ffffffff00811660ff1964010000000090920460ff16650100000000009081029290921617600217855560038501549192505f916148ca9163ffffffff91041642615d72565b84546affffffffff0000000000001916660100000000000064ffffffffff8316021785556040805167ffffffffffffffff43811682528316602082015291925061ffff84169187917f76d4b4db6ba7065e72679fbd825ffade542e14b376b68adbf2769607306d89a1910161469c565b8051829060c082901c608083901c18604083901c188218905b6001811115611a3957679e3779b97f4a7c1591909101905f1901601e82901c6403ffffffff16821867bf58476d1ce4e5b902601b81901c641fffffffff16186794d049bb133111eb02601f81901c6401ffffffff16185f6149b5836001615b2a565b6149c99067ffffffffffffffff8416615c9c565b90508581815181106149dd576149dd615b58565b60200260200101518684815181106149f7576149f7615b58565b6020026020010151878581518110614a1157614a11615b58565b60200260200101888481518110614a2a57614a2a615b58565b60ff938416602091820292909201015291169052506149539050565b5f5f5f5f5f5f5f5b87811015614aa0576003898260011b1c168015614a97576001601f8c846005021c1660021b1b80860195508160018114614a8f576001841b85179450614a94565b948101945b50505b50600101614a4e565b50600180881b03811494508a1981165b8015614ac757600596909601955f19810116614ab0565b506cffffffffffffffffffffffffff60088c901c166c888888888888888888888888888417036c777777777777777777777777776007600383901c6c111111111111111111111111111602161660076c88888888888888888888888888821784900360031c6c11111111111111111111111111160260026c1111111111111111111111111194821691199290921617830260641c600f1602959095019460088a901c6cffffffffffffffffffffffffff169160076c88888888888888888888888888851784900360031c90911602908a1760ff169281169019919091161760081b1790508115614bb857600a830192505b955095509592505050565b82515f9081614bd1826137b7565b90505f808060015b848111614c9a575f8a8783614bee828e615b2a565b614bf89190615b17565b614c029190615c9c565b81518110614c1257614c12615b58565b0160209081015160f81c5f818152918e9052604090912080549192509061ffff808c16600160b81b9092041603614c8557614c4e866008615b6c565b82901b9490941793614c61866020615b6c565b8154600160c81b900463ffffffff16901b939093179285614c81816155dc565b9650505b50508080614c92906155dc565b915050614bd9565b50825f03614caf575f95505050505050612bce565b60139290921b60189190911b1760309190911b17979650505050505050565b5f61ffff82166201ffff841603614ce757506002610ded565b6002601184901c60031603614cfe57506001610ded565b505f92915050565b5f84815260036020908152604080832086845290915290208054829082907fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16600160a01b836002811115614d5d57614d5d61520f565b021790555080546040516001600160a01b039091169061ffff85169087907fec1ec324f6dece7c2bebcc19fd855a4a236ea66897c4da15365f720161e6f62f90614da8908790615da9565b60405180910390a45050505050565b5f811580610dea575060028354600160a01b900460ff166002811115614ddf57614ddf61520f565b14159392505050565b5f84815260036020908152604080832086845290915281206080840151614e1590829060ff168511614db7565b1580614e3a5750836020015163ffffffff16614e318787613516565b63ffffffff1614155b15614e48575f915050612bce565b546001600160a01b031695945050505050565b6040517f23b872dd000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316614ed0578383151615614ec4573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b6001600160a01b0381168114610c0f575f5ffd5b8035614f0081614ee1565b919050565b5f5f5f60608486031215614f17575f5ffd5b83359250602084013591506040840135614f3081614ee1565b809150509250925092565b63ffffffff81168114610c0f575f5ffd5b8035614f0081614f3b565b5f5f5f5f5f60a08688031215614f6b575f5ffd5b85359450602086013593506040860135614f8481614ee1565b92506060860135614f9481614f3b565b949793965091946080013592915050565b5f610140828403128015614fb7575f5ffd5b509092915050565b5f60208284031215614fcf575f5ffd5b813561057081614ee1565b5f60208284031215614fea575f5ffd5b5035919050565b5f5f60408385031215615002575f5ffd5b82359150602083013561501481614ee1565b809150509250929050565b602080825282518282018190525f918401906040840190835b8181101561505f5783516001600160a01b0316835260209384019390920191600101615038565b509095945050505050565b8060408101831015610ded575f5ffd5b5f610100828403121561508b575f5ffd5b50919050565b5f5f5f5f61018085870312156150a5575f5ffd5b84359350602085013592506150bd866040870161506a565b91506150cc866080870161507a565b905092959194509250565b5f5f5f5f5f5f60a087890312156150ec575f5ffd5b8635955060208701356150fe81614f3b565b94506040870135935060608701359250608087013567ffffffffffffffff811115615127575f5ffd5b8701601f81018913615137575f5ffd5b803567ffffffffffffffff81111561514d575f5ffd5b8960208260051b8401011115615161575f5ffd5b60208201935080925050509295509295509295565b5f5f5f5f5f610180868803121561518b575f5ffd5b8535945061519c876020880161506a565b93506151ab876060880161507a565b925061016086013567ffffffffffffffff8111156151c7575f5ffd5b8601601f810188136151d7575f5ffd5b803567ffffffffffffffff8111156151ed575f5ffd5b8860208284010111156151fe575f5ffd5b959894975092955050506020019190565b634e487b7160e01b5f52602160045260245ffd5b600781106152335761523361520f565b9052565b6102c08101615246828c615223565b61ffff8a16602083015267ffffffffffffffff8916604083015260ff8816606083015260ff8716608083015260ff861660a08301528460c083015261529760e0830185516001600160a01b03169052565b6020848101516bffffffffffffffffffffffff166101008481019190915260408087015160ff908116610120808801919091526060808a015183166101408901526080808b015184166101608a015260a08b015161ffff166101808a015260c08b015163ffffffff9081166101a08b015260e08c015181166101c08b0152958b01519095166101e08901529801516001600160a01b03908116610200880152875161022088015293870151610240870152908601511661026085015294840151811661028084015292909301519091166102a090910152979650505050505050565b5f5f6040838503121561538a575f5ffd5b50508035926020909101359150565b600381106152335761523361520f565b5f6101208201905063ffffffff835116825260ff602084015116602083015260408301516153da6040840182615399565b5060608301516153f0606084018261ffff169052565b506080830151615406608084018261ffff169052565b5060a083015161541c60a084018261ffff169052565b5060c083015161543260c084018261ffff169052565b5060e083015161544a60e084018263ffffffff169052565b506101008301516154706101008401826fffffffffffffffffffffffffffffffff169052565b5092915050565b5f5f60408385031215615488575f5ffd5b823561549381614ee1565b9150602083013561501481614ee1565b60ff81168114610c0f575f5ffd5b8035614f00816154a3565b5f602082840312156154cc575f5ffd5b8135610570816154a3565b5f602082840312156154e7575f5ffd5b813561057081614f3b565b61ffff81168114610c0f575f5ffd5b8035614f00816154f2565b5f6020828403121561551c575f5ffd5b8135610570816154f2565b634e487b7160e01b5f52604160045260245ffd5b8051614f0081614ee1565b5f60a0828403128015615557575f5ffd5b5060405160a0810167ffffffffffffffff8111828210171561557b5761557b615527565b6040908152835182526020808501519083015283015161559a816154a3565b60408201526155ab6060840161553b565b60608201526155bc6080840161553b565b60808201529392505050565b634e487b7160e01b5f52601160045260245ffd5b5f600182016155ed576155ed6155c8565b5060010190565b5f8135610ded81614ee1565b6bffffffffffffffffffffffff81168114610c0f575f5ffd5b5f8135610ded816154a3565b5f8135610ded816154f2565b5f8135610ded81614f3b565b813561564881614ee1565b815473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b03821617825550602082013561567d81615600565b81546001600160a01b031660a09190911b73ffffffffffffffffffffffffffffffffffffffff1916178155600181016156cc6156bb60408501615619565b825460ff191660ff91909116178255565b61570e6156db60608501615619565b82547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff1660089190911b61ff0016178255565b61575161571d60808501615619565b82547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ffff1660109190911b62ff000016178255565b61579661576060a08501615625565b82547fffffffffffffffffffffffffffffffffffffffffffffffffffffff0000ffffff1660189190911b64ffff00000016178255565b6157df6157a560c08501615631565b82547fffffffffffffffffffffffffffffffffffffffffffffff00000000ffffffffff1660289190911b68ffffffff000000000016178255565b61582c6157ee60e08501615631565b82547fffffffffffffffffffffffffffffffffffffff00000000ffffffffffffffffff1660489190911b6cffffffff00000000000000000016178255565b61587e61583c6101008501615631565b82547fffffffffffffffffffffffffffffff00000000ffffffffffffffffffffffffff1660689190911b70ffffffff0000000000000000000000000016178255565b50611b1961588f61012084016155f4565b600283016001600160a01b03821673ffffffffffffffffffffffffffffffffffffffff198254161781555050565b600181811c908216806158d157607f821691505b60208210810361508b57634e487b7160e01b5f52602260045260245ffd5b601f82111561134657805f5260205f20601f840160051c810160208510156159145750805b601f840160051c820191505b81811015611a39575f8155600101615920565b815167ffffffffffffffff81111561594d5761594d615527565b6159618161595b84546158bd565b846158ef565b6020601f821160018114615993575f831561597c5750848201515b5f19600385901b1c1916600184901b178455611a39565b5f84815260208120601f198516915b828110156159c257878501518255602094850194600190920191016159a2565b50848210156159df57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b60ff8281168282160390811115610ded57610ded6155c8565b8035614f0081615600565b6101808101615a3182615a2487614ef5565b6001600160a01b03169052565b615a3d60208601615a07565b6bffffffffffffffffffffffff166020830152615a5c604086016154b1565b60ff166040830152615a70606086016154b1565b60ff166060830152615a84608086016154b1565b60ff166080830152615a9860a08601615501565b61ffff1660a0830152615aad60c08601614f4c565b63ffffffff1660c0830152615ac460e08601614f4c565b63ffffffff1660e0830152615adc6101008601614f4c565b63ffffffff16610100830152615af56101208601614ef5565b6001600160a01b03166101208301526101408201939093526101600152919050565b81810381811115610ded57610ded6155c8565b80820180821115610ded57610ded6155c8565b5f60ff821680615b4f57615b4f6155c8565b5f190192915050565b634e487b7160e01b5f52603260045260245ffd5b8082028115828204841417610ded57610ded6155c8565b83815260608101615b976020830185615223565b612bce6040830184615223565b634e487b7160e01b5f52601260045260245ffd5b5f82615bc657615bc6615ba4565b500490565b61010082823761010001919050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60a081525f615c1a60a0830185615bda565b905060208201835f5b6004811015615c42578151835260209283019290910190600101615c23565b5050509392505050565b5f60ff821660ff8103615c6157615c616155c8565b60010192915050565b60ff8181168382160190811115610ded57610ded6155c8565b60ff831681526060810160408360208401379392505050565b5f82615caa57615caa615ba4565b500690565b60408181019083833792915050565b606081525f615cd06060830185615bda565b905060208201835f5b6002811015615c42578151835260209283019290910190600101615cd9565b60408101615d068285615223565b67ffffffffffffffff831660208301529392505050565b5f82518060208501845e5f920191825250919050565b5f60208284031215615d43575f5ffd5b5051919050565b6fffffffffffffffffffffffffffffffff8181168382160190811115610ded57610ded6155c8565b67ffffffffffffffff8181168382160190811115610ded57610ded6155c8565b5f61ffff821661ffff8103615c6157615c616155c8565b60208101610ded828461539956",
}

// WorthOfWords is an auto generated Go binding around an Ethereum contract.
type WorthOfWords struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *WorthOfWords) GetABI() abi.ABI {
	return c.abi
}

// NewWorthOfWords creates a new instance of WorthOfWords.
func NewWorthOfWords() *WorthOfWords {
	parsed, err := WorthOfWordsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &WorthOfWords{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *WorthOfWords) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address registry_) returns()
func (worthOfWords *WorthOfWords) PackConstructor(registry_ common.Address) []byte {
	enc, err := worthOfWords.abi.Pack("", registry_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAdvance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x71d6ddd6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function advance(uint256 gameId) returns()
func (worthOfWords *WorthOfWords) PackAdvance(gameId *big.Int) []byte {
	enc, err := worthOfWords.abi.Pack("advance", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAdvance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x71d6ddd6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function advance(uint256 gameId) returns()
func (worthOfWords *WorthOfWords) TryPackAdvance(gameId *big.Int) ([]byte, error) {
	return worthOfWords.abi.Pack("advance", gameId)
}

// PackAttackersOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0cb2772.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function attackersOf(uint256 gameId, address player) view returns(address[])
func (worthOfWords *WorthOfWords) PackAttackersOf(gameId *big.Int, player common.Address) []byte {
	enc, err := worthOfWords.abi.Pack("attackersOf", gameId, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAttackersOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0cb2772.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function attackersOf(uint256 gameId, address player) view returns(address[])
func (worthOfWords *WorthOfWords) TryPackAttackersOf(gameId *big.Int, player common.Address) ([]byte, error) {
	return worthOfWords.abi.Pack("attackersOf", gameId, player)
}

// UnpackAttackersOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0cb2772.
//
// Solidity: function attackersOf(uint256 gameId, address player) view returns(address[])
func (worthOfWords *WorthOfWords) UnpackAttackersOf(data []byte) ([]common.Address, error) {
	out, err := worthOfWords.abi.Unpack("attackersOf", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7888aec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address token, address player) view returns(uint256)
func (worthOfWords *WorthOfWords) PackBalanceOf(token common.Address, player common.Address) []byte {
	enc, err := worthOfWords.abi.Pack("balanceOf", token, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7888aec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address token, address player) view returns(uint256)
func (worthOfWords *WorthOfWords) TryPackBalanceOf(token common.Address, player common.Address) ([]byte, error) {
	return worthOfWords.abi.Pack("balanceOf", token, player)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf7888aec.
//
// Solidity: function balanceOf(address token, address player) view returns(uint256)
func (worthOfWords *WorthOfWords) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := worthOfWords.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCommitGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xae9b2d64.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitGuess(uint256 gameId, bytes32 commitment) returns()
func (worthOfWords *WorthOfWords) PackCommitGuess(gameId *big.Int, commitment [32]byte) []byte {
	enc, err := worthOfWords.abi.Pack("commitGuess", gameId, commitment)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xae9b2d64.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitGuess(uint256 gameId, bytes32 commitment) returns()
func (worthOfWords *WorthOfWords) TryPackCommitGuess(gameId *big.Int, commitment [32]byte) ([]byte, error) {
	return worthOfWords.abi.Pack("commitGuess", gameId, commitment)
}

// PackContextOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x046eaab1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function contextOf(uint256 gameId, uint256 round, address player) view returns(uint256)
func (worthOfWords *WorthOfWords) PackContextOf(gameId *big.Int, round *big.Int, player common.Address) []byte {
	enc, err := worthOfWords.abi.Pack("contextOf", gameId, round, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackContextOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x046eaab1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function contextOf(uint256 gameId, uint256 round, address player) view returns(uint256)
func (worthOfWords *WorthOfWords) TryPackContextOf(gameId *big.Int, round *big.Int, player common.Address) ([]byte, error) {
	return worthOfWords.abi.Pack("contextOf", gameId, round, player)
}

// UnpackContextOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x046eaab1.
//
// Solidity: function contextOf(uint256 gameId, uint256 round, address player) view returns(uint256)
func (worthOfWords *WorthOfWords) UnpackContextOf(data []byte) (*big.Int, error) {
	out, err := worthOfWords.abi.Unpack("contextOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateLobby is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x273cdadd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createLobby((address,uint96,uint8,uint8,uint8,uint16,uint32,uint32,uint32,address) s) returns(uint256 gameId)
func (worthOfWords *WorthOfWords) PackCreateLobby(s IWorthOfWordsSettings) []byte {
	enc, err := worthOfWords.abi.Pack("createLobby", s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateLobby is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x273cdadd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createLobby((address,uint96,uint8,uint8,uint8,uint16,uint32,uint32,uint32,address) s) returns(uint256 gameId)
func (worthOfWords *WorthOfWords) TryPackCreateLobby(s IWorthOfWordsSettings) ([]byte, error) {
	return worthOfWords.abi.Pack("createLobby", s)
}

// UnpackCreateLobby is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x273cdadd.
//
// Solidity: function createLobby((address,uint96,uint8,uint8,uint8,uint16,uint32,uint32,uint32,address) s) returns(uint256 gameId)
func (worthOfWords *WorthOfWords) UnpackCreateLobby(data []byte) (*big.Int, error) {
	out, err := worthOfWords.abi.Unpack("createLobby", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGameCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d1975b4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gameCount() view returns(uint256)
func (worthOfWords *WorthOfWords) PackGameCount() []byte {
	enc, err := worthOfWords.abi.Pack("gameCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGameCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d1975b4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gameCount() view returns(uint256)
func (worthOfWords *WorthOfWords) TryPackGameCount() ([]byte, error) {
	return worthOfWords.abi.Pack("gameCount")
}

// UnpackGameCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d1975b4.
//
// Solidity: function gameCount() view returns(uint256)
func (worthOfWords *WorthOfWords) UnpackGameCount(data []byte) (*big.Int, error) {
	out, err := worthOfWords.abi.Unpack("gameCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGameInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa6f81668.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gameInfo(uint256 gameId) view returns(uint8 phase, uint16 round, uint64 deadline, uint8 playerCount, uint8 activeCount, uint8 pending, uint256 pot, (address,uint96,uint8,uint8,uint8,uint16,uint32,uint32,uint32,address) settings, (uint256,bytes32,uint8,address,address) dictionary)
func (worthOfWords *WorthOfWords) PackGameInfo(gameId *big.Int) []byte {
	enc, err := worthOfWords.abi.Pack("gameInfo", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGameInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa6f81668.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gameInfo(uint256 gameId) view returns(uint8 phase, uint16 round, uint64 deadline, uint8 playerCount, uint8 activeCount, uint8 pending, uint256 pot, (address,uint96,uint8,uint8,uint8,uint16,uint32,uint32,uint32,address) settings, (uint256,bytes32,uint8,address,address) dictionary)
func (worthOfWords *WorthOfWords) TryPackGameInfo(gameId *big.Int) ([]byte, error) {
	return worthOfWords.abi.Pack("gameInfo", gameId)
}

// GameInfoOutput serves as a container for the return parameters of contract
// method GameInfo.
type GameInfoOutput struct {
	Phase       uint8
	Round       uint16
	Deadline    uint64
	PlayerCount uint8
	ActiveCount uint8
	Pending     uint8
	Pot         *big.Int
	Settings    IWorthOfWordsSettings
	Dictionary  IDictionaryRegistryDictionary
}

// UnpackGameInfo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa6f81668.
//
// Solidity: function gameInfo(uint256 gameId) view returns(uint8 phase, uint16 round, uint64 deadline, uint8 playerCount, uint8 activeCount, uint8 pending, uint256 pot, (address,uint96,uint8,uint8,uint8,uint16,uint32,uint32,uint32,address) settings, (uint256,bytes32,uint8,address,address) dictionary)
func (worthOfWords *WorthOfWords) UnpackGameInfo(data []byte) (GameInfoOutput, error) {
	out, err := worthOfWords.abi.Unpack("gameInfo", data)
	outstruct := new(GameInfoOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Phase = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Round = *abi.ConvertType(out[1], new(uint16)).(*uint16)
	outstruct.Deadline = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.PlayerCount = *abi.ConvertType(out[3], new(uint8)).(*uint8)
	outstruct.ActiveCount = *abi.ConvertType(out[4], new(uint8)).(*uint8)
	outstruct.Pending = *abi.ConvertType(out[5], new(uint8)).(*uint8)
	outstruct.Pot = abi.ConvertType(out[6], new(big.Int)).(*big.Int)
	outstruct.Settings = *abi.ConvertType(out[7], new(IWorthOfWordsSettings)).(*IWorthOfWordsSettings)
	outstruct.Dictionary = *abi.ConvertType(out[8], new(IDictionaryRegistryDictionary)).(*IDictionaryRegistryDictionary)
	return *outstruct, nil
}

// PackGuessCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c7028d1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function guessCommitment(uint256 gameId, uint256 round, address player, uint32 guess, bytes32 salt) pure returns(bytes32)
func (worthOfWords *WorthOfWords) PackGuessCommitment(gameId *big.Int, round *big.Int, player common.Address, guess uint32, salt [32]byte) []byte {
	enc, err := worthOfWords.abi.Pack("guessCommitment", gameId, round, player, guess, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGuessCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c7028d1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function guessCommitment(uint256 gameId, uint256 round, address player, uint32 guess, bytes32 salt) pure returns(bytes32)
func (worthOfWords *WorthOfWords) TryPackGuessCommitment(gameId *big.Int, round *big.Int, player common.Address, guess uint32, salt [32]byte) ([]byte, error) {
	return worthOfWords.abi.Pack("guessCommitment", gameId, round, player, guess, salt)
}

// UnpackGuessCommitment is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0c7028d1.
//
// Solidity: function guessCommitment(uint256 gameId, uint256 round, address player, uint32 guess, bytes32 salt) pure returns(bytes32)
func (worthOfWords *WorthOfWords) UnpackGuessCommitment(data []byte) ([32]byte, error) {
	out, err := worthOfWords.abi.Unpack("guessCommitment", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackInviteDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf1c768e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function inviteDigest(uint256 gameId, address player) view returns(bytes32)
func (worthOfWords *WorthOfWords) PackInviteDigest(gameId *big.Int, player common.Address) []byte {
	enc, err := worthOfWords.abi.Pack("inviteDigest", gameId, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInviteDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf1c768e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function inviteDigest(uint256 gameId, address player) view returns(bytes32)
func (worthOfWords *WorthOfWords) TryPackInviteDigest(gameId *big.Int, player common.Address) ([]byte, error) {
	return worthOfWords.abi.Pack("inviteDigest", gameId, player)
}

// UnpackInviteDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf1c768e.
//
// Solidity: function inviteDigest(uint256 gameId, address player) view returns(bytes32)
func (worthOfWords *WorthOfWords) UnpackInviteDigest(data []byte) ([32]byte, error) {
	out, err := worthOfWords.abi.Unpack("inviteDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackJoin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8911aa1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function join(uint256 gameId, uint256[2] commitments, (uint256[8]) proof, bytes invite) payable returns()
func (worthOfWords *WorthOfWords) PackJoin(gameId *big.Int, commitments [2]*big.Int, proof IWorthOfWordsProof, invite []byte) []byte {
	enc, err := worthOfWords.abi.Pack("join", gameId, commitments, proof, invite)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJoin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8911aa1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function join(uint256 gameId, uint256[2] commitments, (uint256[8]) proof, bytes invite) payable returns()
func (worthOfWords *WorthOfWords) TryPackJoin(gameId *big.Int, commitments [2]*big.Int, proof IWorthOfWordsProof, invite []byte) ([]byte, error) {
	return worthOfWords.abi.Pack("join", gameId, commitments, proof, invite)
}

// PackLeave is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x67dfd4c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function leave(uint256 gameId) returns()
func (worthOfWords *WorthOfWords) PackLeave(gameId *big.Int) []byte {
	enc, err := worthOfWords.abi.Pack("leave", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLeave is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x67dfd4c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function leave(uint256 gameId) returns()
func (worthOfWords *WorthOfWords) TryPackLeave(gameId *big.Int) ([]byte, error) {
	return worthOfWords.abi.Pack("leave", gameId)
}

// PackOpenGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f063dbe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openGuess(uint256 gameId, uint32 guess, bytes32 salt, uint256 index, bytes32[] siblings) returns()
func (worthOfWords *WorthOfWords) PackOpenGuess(gameId *big.Int, guess uint32, salt [32]byte, index *big.Int, siblings [][32]byte) []byte {
	enc, err := worthOfWords.abi.Pack("openGuess", gameId, guess, salt, index, siblings)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f063dbe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openGuess(uint256 gameId, uint32 guess, bytes32 salt, uint256 index, bytes32[] siblings) returns()
func (worthOfWords *WorthOfWords) TryPackOpenGuess(gameId *big.Int, guess uint32, salt [32]byte, index *big.Int, siblings [][32]byte) ([]byte, error) {
	return worthOfWords.abi.Pack("openGuess", gameId, guess, salt, index, siblings)
}

// PackPlayerInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xedc67eb6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function playerInfo(uint256 gameId, address player) view returns((uint32,uint8,uint8,uint16,uint16,uint16,uint16,uint32,uint128) info)
func (worthOfWords *WorthOfWords) PackPlayerInfo(gameId *big.Int, player common.Address) []byte {
	enc, err := worthOfWords.abi.Pack("playerInfo", gameId, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlayerInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xedc67eb6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function playerInfo(uint256 gameId, address player) view returns((uint32,uint8,uint8,uint16,uint16,uint16,uint16,uint32,uint128) info)
func (worthOfWords *WorthOfWords) TryPackPlayerInfo(gameId *big.Int, player common.Address) ([]byte, error) {
	return worthOfWords.abi.Pack("playerInfo", gameId, player)
}

// UnpackPlayerInfo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xedc67eb6.
//
// Solidity: function playerInfo(uint256 gameId, address player) view returns((uint32,uint8,uint8,uint16,uint16,uint16,uint16,uint32,uint128) info)
func (worthOfWords *WorthOfWords) UnpackPlayerInfo(data []byte) (WorthOfWordsPlayer, error) {
	out, err := worthOfWords.abi.Unpack("playerInfo", data)
	if err != nil {
		return *new(WorthOfWordsPlayer), err
	}
	out0 := *abi.ConvertType(out[0], new(WorthOfWordsPlayer)).(*WorthOfWordsPlayer)
	return out0, nil
}

// PackPlayersOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa597b14d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function playersOf(uint256 gameId) view returns(address[])
func (worthOfWords *WorthOfWords) PackPlayersOf(gameId *big.Int) []byte {
	enc, err := worthOfWords.abi.Pack("playersOf", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlayersOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa597b14d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function playersOf(uint256 gameId) view returns(address[])
func (worthOfWords *WorthOfWords) TryPackPlayersOf(gameId *big.Int) ([]byte, error) {
	return worthOfWords.abi.Pack("playersOf", gameId)
}

// UnpackPlayersOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa597b14d.
//
// Solidity: function playersOf(uint256 gameId) view returns(address[])
func (worthOfWords *WorthOfWords) UnpackPlayersOf(data []byte) ([]common.Address, error) {
	out, err := worthOfWords.abi.Unpack("playersOf", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (worthOfWords *WorthOfWords) PackRegistry() []byte {
	enc, err := worthOfWords.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (worthOfWords *WorthOfWords) TryPackRegistry() ([]byte, error) {
	return worthOfWords.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (worthOfWords *WorthOfWords) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := worthOfWords.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReveal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e1c7451.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reveal(uint256 gameId, uint256 colours, uint256[2] commitments, (uint256[8]) proof) returns()
func (worthOfWords *WorthOfWords) PackReveal(gameId *big.Int, colours *big.Int, commitments [2]*big.Int, proof IWorthOfWordsProof) []byte {
	enc, err := worthOfWords.abi.Pack("reveal", gameId, colours, commitments, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReveal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e1c7451.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reveal(uint256 gameId, uint256 colours, uint256[2] commitments, (uint256[8]) proof) returns()
func (worthOfWords *WorthOfWords) TryPackReveal(gameId *big.Int, colours *big.Int, commitments [2]*big.Int, proof IWorthOfWordsProof) ([]byte, error) {
	return worthOfWords.abi.Pack("reveal", gameId, colours, commitments, proof)
}

// PackStart is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95805dad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function start(uint256 gameId) returns()
func (worthOfWords *WorthOfWords) PackStart(gameId *big.Int) []byte {
	enc, err := worthOfWords.abi.Pack("start", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStart is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95805dad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function start(uint256 gameId) returns()
func (worthOfWords *WorthOfWords) TryPackStart(gameId *big.Int) ([]byte, error) {
	return worthOfWords.abi.Pack("start", gameId)
}

// PackTargetDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb8353acd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function targetDraw(uint256 gameId) view returns(uint64 drawBlock, bool drawn, bytes32 seed)
func (worthOfWords *WorthOfWords) PackTargetDraw(gameId *big.Int) []byte {
	enc, err := worthOfWords.abi.Pack("targetDraw", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTargetDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb8353acd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function targetDraw(uint256 gameId) view returns(uint64 drawBlock, bool drawn, bytes32 seed)
func (worthOfWords *WorthOfWords) TryPackTargetDraw(gameId *big.Int) ([]byte, error) {
	return worthOfWords.abi.Pack("targetDraw", gameId)
}

// TargetDrawOutput serves as a container for the return parameters of contract
// method TargetDraw.
type TargetDrawOutput struct {
	DrawBlock uint64
	Drawn     bool
	Seed      [32]byte
}

// UnpackTargetDraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb8353acd.
//
// Solidity: function targetDraw(uint256 gameId) view returns(uint64 drawBlock, bool drawn, bytes32 seed)
func (worthOfWords *WorthOfWords) UnpackTargetDraw(data []byte) (TargetDrawOutput, error) {
	out, err := worthOfWords.abi.Unpack("targetDraw", data)
	outstruct := new(TargetDrawOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.DrawBlock = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.Drawn = *abi.ConvertType(out[1], new(bool)).(*bool)
	outstruct.Seed = *abi.ConvertType(out[2], new([32]byte)).(*[32]byte)
	return *outstruct, nil
}

// PackTargetsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c5b6161.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function targetsOf(uint256 gameId, address player) view returns(address[])
func (worthOfWords *WorthOfWords) PackTargetsOf(gameId *big.Int, player common.Address) []byte {
	enc, err := worthOfWords.abi.Pack("targetsOf", gameId, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTargetsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c5b6161.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function targetsOf(uint256 gameId, address player) view returns(address[])
func (worthOfWords *WorthOfWords) TryPackTargetsOf(gameId *big.Int, player common.Address) ([]byte, error) {
	return worthOfWords.abi.Pack("targetsOf", gameId, player)
}

// UnpackTargetsOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6c5b6161.
//
// Solidity: function targetsOf(uint256 gameId, address player) view returns(address[])
func (worthOfWords *WorthOfWords) UnpackTargetsOf(data []byte) ([]common.Address, error) {
	out, err := worthOfWords.abi.Unpack("targetsOf", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51cff8d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address token) returns()
func (worthOfWords *WorthOfWords) PackWithdraw(token common.Address) []byte {
	enc, err := worthOfWords.abi.Pack("withdraw", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51cff8d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address token) returns()
func (worthOfWords *WorthOfWords) TryPackWithdraw(token common.Address) ([]byte, error) {
	return worthOfWords.abi.Pack("withdraw", token)
}

// WorthOfWordsGameEnded represents a GameEnded event raised by the WorthOfWords contract.
type WorthOfWordsGameEnded struct {
	GameId  *big.Int
	Rounds  uint16
	Winners uint8
	Prize   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsGameEndedEventName = "GameEnded"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsGameEnded) ContractEventName() string {
	return WorthOfWordsGameEndedEventName
}

// UnpackGameEndedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GameEnded(uint256 indexed gameId, uint16 rounds, uint8 winners, uint256 prize)
func (worthOfWords *WorthOfWords) UnpackGameEndedEvent(log *types.Log) (*WorthOfWordsGameEnded, error) {
	event := "GameEnded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsGameEnded)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsGameStarted represents a GameStarted event raised by the WorthOfWords contract.
type WorthOfWordsGameStarted struct {
	GameId  *big.Int
	Players uint8
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsGameStartedEventName = "GameStarted"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsGameStarted) ContractEventName() string {
	return WorthOfWordsGameStartedEventName
}

// UnpackGameStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GameStarted(uint256 indexed gameId, uint8 players)
func (worthOfWords *WorthOfWords) UnpackGameStartedEvent(log *types.Log) (*WorthOfWordsGameStarted, error) {
	event := "GameStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsGameStarted)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsGuessCommitted represents a GuessCommitted event raised by the WorthOfWords contract.
type WorthOfWordsGuessCommitted struct {
	GameId *big.Int
	Round  uint16
	Player common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsGuessCommittedEventName = "GuessCommitted"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsGuessCommitted) ContractEventName() string {
	return WorthOfWordsGuessCommittedEventName
}

// UnpackGuessCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GuessCommitted(uint256 indexed gameId, uint16 indexed round, address indexed player)
func (worthOfWords *WorthOfWords) UnpackGuessCommittedEvent(log *types.Log) (*WorthOfWordsGuessCommitted, error) {
	event := "GuessCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsGuessCommitted)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsGuessOpened represents a GuessOpened event raised by the WorthOfWords contract.
type WorthOfWordsGuessOpened struct {
	GameId *big.Int
	Round  uint16
	Player common.Address
	Guess  uint32
	Raw    *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsGuessOpenedEventName = "GuessOpened"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsGuessOpened) ContractEventName() string {
	return WorthOfWordsGuessOpenedEventName
}

// UnpackGuessOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GuessOpened(uint256 indexed gameId, uint16 indexed round, address indexed player, uint32 guess)
func (worthOfWords *WorthOfWords) UnpackGuessOpenedEvent(log *types.Log) (*WorthOfWordsGuessOpened, error) {
	event := "GuessOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsGuessOpened)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsLobbyCreated represents a LobbyCreated event raised by the WorthOfWords contract.
type WorthOfWordsLobbyCreated struct {
	GameId     *big.Int
	Creator    common.Address
	Settings   IWorthOfWordsSettings
	SecretRoot *big.Int
	GuessRoot  [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsLobbyCreatedEventName = "LobbyCreated"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsLobbyCreated) ContractEventName() string {
	return WorthOfWordsLobbyCreatedEventName
}

// UnpackLobbyCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LobbyCreated(uint256 indexed gameId, address indexed creator, (address,uint96,uint8,uint8,uint8,uint16,uint32,uint32,uint32,address) settings, uint256 secretRoot, bytes32 guessRoot)
func (worthOfWords *WorthOfWords) UnpackLobbyCreatedEvent(log *types.Log) (*WorthOfWordsLobbyCreated, error) {
	event := "LobbyCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsLobbyCreated)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsPhaseChanged represents a PhaseChanged event raised by the WorthOfWords contract.
type WorthOfWordsPhaseChanged struct {
	GameId   *big.Int
	Round    uint16
	Phase    uint8
	Deadline uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsPhaseChangedEventName = "PhaseChanged"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsPhaseChanged) ContractEventName() string {
	return WorthOfWordsPhaseChangedEventName
}

// UnpackPhaseChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PhaseChanged(uint256 indexed gameId, uint16 indexed round, uint8 phase, uint64 deadline)
func (worthOfWords *WorthOfWords) UnpackPhaseChangedEvent(log *types.Log) (*WorthOfWordsPhaseChanged, error) {
	event := "PhaseChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsPhaseChanged)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsPlayerEliminated represents a PlayerEliminated event raised by the WorthOfWords contract.
type WorthOfWordsPlayerEliminated struct {
	GameId *big.Int
	Round  uint16
	Player common.Address
	Status uint8
	Raw    *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsPlayerEliminatedEventName = "PlayerEliminated"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsPlayerEliminated) ContractEventName() string {
	return WorthOfWordsPlayerEliminatedEventName
}

// UnpackPlayerEliminatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlayerEliminated(uint256 indexed gameId, uint16 indexed round, address indexed player, uint8 status)
func (worthOfWords *WorthOfWords) UnpackPlayerEliminatedEvent(log *types.Log) (*WorthOfWordsPlayerEliminated, error) {
	event := "PlayerEliminated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsPlayerEliminated)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsPlayerJoined represents a PlayerJoined event raised by the WorthOfWords contract.
type WorthOfWordsPlayerJoined struct {
	GameId      *big.Int
	Player      common.Address
	Index       uint8
	Commitments [2]*big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsPlayerJoinedEventName = "PlayerJoined"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsPlayerJoined) ContractEventName() string {
	return WorthOfWordsPlayerJoinedEventName
}

// UnpackPlayerJoinedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlayerJoined(uint256 indexed gameId, address indexed player, uint8 index, uint256[2] commitments)
func (worthOfWords *WorthOfWords) UnpackPlayerJoinedEvent(log *types.Log) (*WorthOfWordsPlayerJoined, error) {
	event := "PlayerJoined"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsPlayerJoined)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsPlayerLeft represents a PlayerLeft event raised by the WorthOfWords contract.
type WorthOfWordsPlayerLeft struct {
	GameId *big.Int
	Player common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsPlayerLeftEventName = "PlayerLeft"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsPlayerLeft) ContractEventName() string {
	return WorthOfWordsPlayerLeftEventName
}

// UnpackPlayerLeftEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlayerLeft(uint256 indexed gameId, address indexed player)
func (worthOfWords *WorthOfWords) UnpackPlayerLeftEvent(log *types.Log) (*WorthOfWordsPlayerLeft, error) {
	event := "PlayerLeft"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsPlayerLeft)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsPrizeCredited represents a PrizeCredited event raised by the WorthOfWords contract.
type WorthOfWordsPrizeCredited struct {
	GameId *big.Int
	Player common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsPrizeCreditedEventName = "PrizeCredited"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsPrizeCredited) ContractEventName() string {
	return WorthOfWordsPrizeCreditedEventName
}

// UnpackPrizeCreditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PrizeCredited(uint256 indexed gameId, address indexed player, uint256 amount)
func (worthOfWords *WorthOfWords) UnpackPrizeCreditedEvent(log *types.Log) (*WorthOfWordsPrizeCredited, error) {
	event := "PrizeCredited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsPrizeCredited)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsRevealed represents a Revealed event raised by the WorthOfWords contract.
type WorthOfWordsRevealed struct {
	GameId *big.Int
	Round  uint16
	Target common.Address
	Reveal *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsRevealedEventName = "Revealed"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsRevealed) ContractEventName() string {
	return WorthOfWordsRevealedEventName
}

// UnpackRevealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Revealed(uint256 indexed gameId, uint16 indexed round, address indexed target, uint256 reveal)
func (worthOfWords *WorthOfWords) UnpackRevealedEvent(log *types.Log) (*WorthOfWordsRevealed, error) {
	event := "Revealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsRevealed)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsRoundStarted represents a RoundStarted event raised by the WorthOfWords contract.
type WorthOfWordsRoundStarted struct {
	GameId    *big.Int
	Round     uint16
	DrawBlock uint64
	Deadline  uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsRoundStartedEventName = "RoundStarted"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsRoundStarted) ContractEventName() string {
	return WorthOfWordsRoundStartedEventName
}

// UnpackRoundStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoundStarted(uint256 indexed gameId, uint16 indexed round, uint64 drawBlock, uint64 deadline)
func (worthOfWords *WorthOfWords) UnpackRoundStartedEvent(log *types.Log) (*WorthOfWordsRoundStarted, error) {
	event := "RoundStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsRoundStarted)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsTargetsDrawn represents a TargetsDrawn event raised by the WorthOfWords contract.
type WorthOfWordsTargetsDrawn struct {
	GameId *big.Int
	Round  uint16
	Seed   [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsTargetsDrawnEventName = "TargetsDrawn"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsTargetsDrawn) ContractEventName() string {
	return WorthOfWordsTargetsDrawnEventName
}

// UnpackTargetsDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TargetsDrawn(uint256 indexed gameId, uint16 indexed round, bytes32 seed)
func (worthOfWords *WorthOfWords) UnpackTargetsDrawnEvent(log *types.Log) (*WorthOfWordsTargetsDrawn, error) {
	event := "TargetsDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsTargetsDrawn)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsTargetsRearmed represents a TargetsRearmed event raised by the WorthOfWords contract.
type WorthOfWordsTargetsRearmed struct {
	GameId    *big.Int
	Round     uint16
	DrawBlock uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsTargetsRearmedEventName = "TargetsRearmed"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsTargetsRearmed) ContractEventName() string {
	return WorthOfWordsTargetsRearmedEventName
}

// UnpackTargetsRearmedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TargetsRearmed(uint256 indexed gameId, uint16 indexed round, uint64 drawBlock)
func (worthOfWords *WorthOfWords) UnpackTargetsRearmedEvent(log *types.Log) (*WorthOfWordsTargetsRearmed, error) {
	event := "TargetsRearmed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsTargetsRearmed)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsWithdrawn represents a Withdrawn event raised by the WorthOfWords contract.
type WorthOfWordsWithdrawn struct {
	Player common.Address
	Token  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsWithdrawn) ContractEventName() string {
	return WorthOfWordsWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed player, address indexed token, uint256 amount)
func (worthOfWords *WorthOfWords) UnpackWithdrawnEvent(log *types.Log) (*WorthOfWordsWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsWithdrawn)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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

// WorthOfWordsWordSolved represents a WordSolved event raised by the WorthOfWords contract.
type WorthOfWordsWordSolved struct {
	GameId      *big.Int
	Round       uint16
	Target      common.Address
	SecretIndex uint8
	Raw         *types.Log // Blockchain specific contextual infos
}

const WorthOfWordsWordSolvedEventName = "WordSolved"

// ContractEventName returns the user-defined event name.
func (WorthOfWordsWordSolved) ContractEventName() string {
	return WorthOfWordsWordSolvedEventName
}

// UnpackWordSolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WordSolved(uint256 indexed gameId, uint16 indexed round, address indexed target, uint8 secretIndex)
func (worthOfWords *WorthOfWords) UnpackWordSolvedEvent(log *types.Log) (*WorthOfWordsWordSolved, error) {
	event := "WordSolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worthOfWords.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorthOfWordsWordSolved)
	if len(log.Data) > 0 {
		if err := worthOfWords.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worthOfWords.abi.Events[event].Inputs {
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
func (worthOfWords *WorthOfWords) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofAlreadyCommitted"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofAlreadyCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofAlreadyJoined"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofAlreadyJoinedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofAlreadyOpened"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofAlreadyOpenedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofAlreadyRevealed"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofAlreadyRevealedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofBadColours"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofBadColoursError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofBadInvite"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofBadInviteError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofBadWord"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofBadWordError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofCommitmentMismatch"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofCommitmentMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofDeadlineNotReached"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofDeadlineNotReachedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofDeadlinePassed"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofInvalidProof"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofInvalidProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofLobbyFull"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofLobbyFullError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofMaxPlayersBelowMin"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofMaxPlayersBelowMinError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofNoCommitment"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofNoCommitmentError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofNotActive"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofNotActiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofNotCreator"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofNotCreatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofNotEnoughPlayers"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofNotEnoughPlayersError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofNotInDictionary"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofNotInDictionaryError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofNotPlayer"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofNotPlayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofNothingToReveal"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofNothingToRevealError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofNothingToWithdraw"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofSettling"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofSettlingError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofTargetsNotDrawn"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofTargetsNotDrawnError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofTooFewPlayers"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofTooFewPlayersError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofUnknownGame"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofUnknownGameError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofUnsupportedLength"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofUnsupportedLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofWrongPhase"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofWrongPhaseError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofWrongStake"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofWrongStakeError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofZeroRoundCap"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofZeroRoundCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], worthOfWords.abi.Errors["WordproofZeroTimeout"].ID.Bytes()[:4]) {
		return worthOfWords.UnpackWordproofZeroTimeoutError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// WorthOfWordsReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the WorthOfWords contract.
type WorthOfWordsReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func WorthOfWordsReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (worthOfWords *WorthOfWords) UnpackReentrancyGuardReentrantCallError(raw []byte) (*WorthOfWordsReentrancyGuardReentrantCall, error) {
	out := new(WorthOfWordsReentrancyGuardReentrantCall)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the WorthOfWords contract.
type WorthOfWordsSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func WorthOfWordsSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (worthOfWords *WorthOfWords) UnpackSafeERC20FailedOperationError(raw []byte) (*WorthOfWordsSafeERC20FailedOperation, error) {
	out := new(WorthOfWordsSafeERC20FailedOperation)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofAlreadyCommitted represents a WordproofAlreadyCommitted error raised by the WorthOfWords contract.
type WorthOfWordsWordproofAlreadyCommitted struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAlreadyCommitted(uint256 gameId, address player)
func WorthOfWordsWordproofAlreadyCommittedErrorID() common.Hash {
	return common.HexToHash("0xf0330a4b327dfa48a7cfcc5000240c5d7280de67e24fd55e041b52dff094ed8f")
}

// UnpackWordproofAlreadyCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAlreadyCommitted(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofAlreadyCommittedError(raw []byte) (*WorthOfWordsWordproofAlreadyCommitted, error) {
	out := new(WorthOfWordsWordproofAlreadyCommitted)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofAlreadyCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofAlreadyJoined represents a WordproofAlreadyJoined error raised by the WorthOfWords contract.
type WorthOfWordsWordproofAlreadyJoined struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAlreadyJoined(uint256 gameId, address player)
func WorthOfWordsWordproofAlreadyJoinedErrorID() common.Hash {
	return common.HexToHash("0x247fe5bf8f50c2a6679da8697448142664b4a5e44a56473653f47c1ce7d5be43")
}

// UnpackWordproofAlreadyJoinedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAlreadyJoined(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofAlreadyJoinedError(raw []byte) (*WorthOfWordsWordproofAlreadyJoined, error) {
	out := new(WorthOfWordsWordproofAlreadyJoined)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofAlreadyJoined", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofAlreadyOpened represents a WordproofAlreadyOpened error raised by the WorthOfWords contract.
type WorthOfWordsWordproofAlreadyOpened struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAlreadyOpened(uint256 gameId, address player)
func WorthOfWordsWordproofAlreadyOpenedErrorID() common.Hash {
	return common.HexToHash("0xb50a0bdd10c24d6272287c8cface92aa76736e502e7df6595cf3f8db2a3a7fd9")
}

// UnpackWordproofAlreadyOpenedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAlreadyOpened(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofAlreadyOpenedError(raw []byte) (*WorthOfWordsWordproofAlreadyOpened, error) {
	out := new(WorthOfWordsWordproofAlreadyOpened)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofAlreadyOpened", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofAlreadyRevealed represents a WordproofAlreadyRevealed error raised by the WorthOfWords contract.
type WorthOfWordsWordproofAlreadyRevealed struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofAlreadyRevealed(uint256 gameId, address player)
func WorthOfWordsWordproofAlreadyRevealedErrorID() common.Hash {
	return common.HexToHash("0x76af4c822bd1566a4c2de6ca309e03f55a9693b422413d93aab20ea4884873a4")
}

// UnpackWordproofAlreadyRevealedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofAlreadyRevealed(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofAlreadyRevealedError(raw []byte) (*WorthOfWordsWordproofAlreadyRevealed, error) {
	out := new(WorthOfWordsWordproofAlreadyRevealed)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofAlreadyRevealed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofBadColours represents a WordproofBadColours error raised by the WorthOfWords contract.
type WorthOfWordsWordproofBadColours struct {
	GameId *big.Int
	Slot   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofBadColours(uint256 gameId, uint256 slot)
func WorthOfWordsWordproofBadColoursErrorID() common.Hash {
	return common.HexToHash("0xd00d50def9906d241bc3adaac6b68a1405c8d81ec4961f83d22945124afde72c")
}

// UnpackWordproofBadColoursError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofBadColours(uint256 gameId, uint256 slot)
func (worthOfWords *WorthOfWords) UnpackWordproofBadColoursError(raw []byte) (*WorthOfWordsWordproofBadColours, error) {
	out := new(WorthOfWordsWordproofBadColours)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofBadColours", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofBadInvite represents a WordproofBadInvite error raised by the WorthOfWords contract.
type WorthOfWordsWordproofBadInvite struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofBadInvite(uint256 gameId, address player)
func WorthOfWordsWordproofBadInviteErrorID() common.Hash {
	return common.HexToHash("0xff09311a9b5a8edb18e0a5969b1dd20a82c1e2d0804b76eb8a0ddb889832493c")
}

// UnpackWordproofBadInviteError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofBadInvite(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofBadInviteError(raw []byte) (*WorthOfWordsWordproofBadInvite, error) {
	out := new(WorthOfWordsWordproofBadInvite)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofBadInvite", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofBadWord represents a WordproofBadWord error raised by the WorthOfWords contract.
type WorthOfWordsWordproofBadWord struct {
	Word uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofBadWord(uint32 word)
func WorthOfWordsWordproofBadWordErrorID() common.Hash {
	return common.HexToHash("0x30909ef1523aab0e6e3e3d2d66515202456c4b71f1b3ea3784d32c92607ad63a")
}

// UnpackWordproofBadWordError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofBadWord(uint32 word)
func (worthOfWords *WorthOfWords) UnpackWordproofBadWordError(raw []byte) (*WorthOfWordsWordproofBadWord, error) {
	out := new(WorthOfWordsWordproofBadWord)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofBadWord", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofCommitmentMismatch represents a WordproofCommitmentMismatch error raised by the WorthOfWords contract.
type WorthOfWordsWordproofCommitmentMismatch struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofCommitmentMismatch(uint256 gameId, address player)
func WorthOfWordsWordproofCommitmentMismatchErrorID() common.Hash {
	return common.HexToHash("0xfa246d7a7c3a67cc5b72faaaff06c51f0cf9b9ed1e4819b0d55d9e91cf6570d0")
}

// UnpackWordproofCommitmentMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofCommitmentMismatch(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofCommitmentMismatchError(raw []byte) (*WorthOfWordsWordproofCommitmentMismatch, error) {
	out := new(WorthOfWordsWordproofCommitmentMismatch)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofCommitmentMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofDeadlineNotReached represents a WordproofDeadlineNotReached error raised by the WorthOfWords contract.
type WorthOfWordsWordproofDeadlineNotReached struct {
	GameId   *big.Int
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofDeadlineNotReached(uint256 gameId, uint64 deadline)
func WorthOfWordsWordproofDeadlineNotReachedErrorID() common.Hash {
	return common.HexToHash("0xb96be04d683d058899c0ab2fbaba5e219cbab6e37586b479d1a4a330d985b1a6")
}

// UnpackWordproofDeadlineNotReachedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofDeadlineNotReached(uint256 gameId, uint64 deadline)
func (worthOfWords *WorthOfWords) UnpackWordproofDeadlineNotReachedError(raw []byte) (*WorthOfWordsWordproofDeadlineNotReached, error) {
	out := new(WorthOfWordsWordproofDeadlineNotReached)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofDeadlineNotReached", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofDeadlinePassed represents a WordproofDeadlinePassed error raised by the WorthOfWords contract.
type WorthOfWordsWordproofDeadlinePassed struct {
	GameId   *big.Int
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofDeadlinePassed(uint256 gameId, uint64 deadline)
func WorthOfWordsWordproofDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0xf3904777532483125d824194fa3ce9cfb4823a97a6634e984db612e9306b97f6")
}

// UnpackWordproofDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofDeadlinePassed(uint256 gameId, uint64 deadline)
func (worthOfWords *WorthOfWords) UnpackWordproofDeadlinePassedError(raw []byte) (*WorthOfWordsWordproofDeadlinePassed, error) {
	out := new(WorthOfWordsWordproofDeadlinePassed)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofDeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofInvalidProof represents a WordproofInvalidProof error raised by the WorthOfWords contract.
type WorthOfWordsWordproofInvalidProof struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofInvalidProof(uint256 gameId, address player)
func WorthOfWordsWordproofInvalidProofErrorID() common.Hash {
	return common.HexToHash("0xbc360c081da4e699400faf672e134d7ed42d25eda0d878118b00c8173538973d")
}

// UnpackWordproofInvalidProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofInvalidProof(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofInvalidProofError(raw []byte) (*WorthOfWordsWordproofInvalidProof, error) {
	out := new(WorthOfWordsWordproofInvalidProof)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofInvalidProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofLobbyFull represents a WordproofLobbyFull error raised by the WorthOfWords contract.
type WorthOfWordsWordproofLobbyFull struct {
	GameId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofLobbyFull(uint256 gameId)
func WorthOfWordsWordproofLobbyFullErrorID() common.Hash {
	return common.HexToHash("0x338283a33ffedf949c149e8753003f9354ba5f7c7ecf7db8cfeb3cfd93c80e13")
}

// UnpackWordproofLobbyFullError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofLobbyFull(uint256 gameId)
func (worthOfWords *WorthOfWords) UnpackWordproofLobbyFullError(raw []byte) (*WorthOfWordsWordproofLobbyFull, error) {
	out := new(WorthOfWordsWordproofLobbyFull)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofLobbyFull", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofMaxPlayersBelowMin represents a WordproofMaxPlayersBelowMin error raised by the WorthOfWords contract.
type WorthOfWordsWordproofMaxPlayersBelowMin struct {
	MaxPlayers uint8
	MinPlayers uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofMaxPlayersBelowMin(uint8 maxPlayers, uint8 minPlayers)
func WorthOfWordsWordproofMaxPlayersBelowMinErrorID() common.Hash {
	return common.HexToHash("0xc9bc55f83f7e17277d823a7e190e4aa3ae56e087e03eeb7f5bba9c619ce9c737")
}

// UnpackWordproofMaxPlayersBelowMinError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofMaxPlayersBelowMin(uint8 maxPlayers, uint8 minPlayers)
func (worthOfWords *WorthOfWords) UnpackWordproofMaxPlayersBelowMinError(raw []byte) (*WorthOfWordsWordproofMaxPlayersBelowMin, error) {
	out := new(WorthOfWordsWordproofMaxPlayersBelowMin)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofMaxPlayersBelowMin", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofNoCommitment represents a WordproofNoCommitment error raised by the WorthOfWords contract.
type WorthOfWordsWordproofNoCommitment struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofNoCommitment(uint256 gameId, address player)
func WorthOfWordsWordproofNoCommitmentErrorID() common.Hash {
	return common.HexToHash("0x407653be185659038311c84f6e32b172c55a97bf3cc477d6be8abef62ddd4451")
}

// UnpackWordproofNoCommitmentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofNoCommitment(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofNoCommitmentError(raw []byte) (*WorthOfWordsWordproofNoCommitment, error) {
	out := new(WorthOfWordsWordproofNoCommitment)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofNoCommitment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofNotActive represents a WordproofNotActive error raised by the WorthOfWords contract.
type WorthOfWordsWordproofNotActive struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofNotActive(uint256 gameId, address player)
func WorthOfWordsWordproofNotActiveErrorID() common.Hash {
	return common.HexToHash("0x230dd3b9b73e5facfa8bad254bd301576578119cc435e8b74ea92170d6591347")
}

// UnpackWordproofNotActiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofNotActive(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofNotActiveError(raw []byte) (*WorthOfWordsWordproofNotActive, error) {
	out := new(WorthOfWordsWordproofNotActive)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofNotActive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofNotCreator represents a WordproofNotCreator error raised by the WorthOfWords contract.
type WorthOfWordsWordproofNotCreator struct {
	GameId *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofNotCreator(uint256 gameId, address caller)
func WorthOfWordsWordproofNotCreatorErrorID() common.Hash {
	return common.HexToHash("0x5942b16f91e830255be9745759fe38ad1bd2832fc2b8b136dcc3445484343fc4")
}

// UnpackWordproofNotCreatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofNotCreator(uint256 gameId, address caller)
func (worthOfWords *WorthOfWords) UnpackWordproofNotCreatorError(raw []byte) (*WorthOfWordsWordproofNotCreator, error) {
	out := new(WorthOfWordsWordproofNotCreator)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofNotCreator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofNotEnoughPlayers represents a WordproofNotEnoughPlayers error raised by the WorthOfWords contract.
type WorthOfWordsWordproofNotEnoughPlayers struct {
	GameId  *big.Int
	Players *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofNotEnoughPlayers(uint256 gameId, uint256 players, uint256 needed)
func WorthOfWordsWordproofNotEnoughPlayersErrorID() common.Hash {
	return common.HexToHash("0x7984ea2a50542f87ba770ad447b6f937a9f0de0286b6715c3ae609ee5a14f304")
}

// UnpackWordproofNotEnoughPlayersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofNotEnoughPlayers(uint256 gameId, uint256 players, uint256 needed)
func (worthOfWords *WorthOfWords) UnpackWordproofNotEnoughPlayersError(raw []byte) (*WorthOfWordsWordproofNotEnoughPlayers, error) {
	out := new(WorthOfWordsWordproofNotEnoughPlayers)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofNotEnoughPlayers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofNotInDictionary represents a WordproofNotInDictionary error raised by the WorthOfWords contract.
type WorthOfWordsWordproofNotInDictionary struct {
	GameId *big.Int
	Guess  uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofNotInDictionary(uint256 gameId, uint32 guess)
func WorthOfWordsWordproofNotInDictionaryErrorID() common.Hash {
	return common.HexToHash("0x0719068f563ec0f231a499e7b650884bb9f96fcf4e31b247458ad241006d00de")
}

// UnpackWordproofNotInDictionaryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofNotInDictionary(uint256 gameId, uint32 guess)
func (worthOfWords *WorthOfWords) UnpackWordproofNotInDictionaryError(raw []byte) (*WorthOfWordsWordproofNotInDictionary, error) {
	out := new(WorthOfWordsWordproofNotInDictionary)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofNotInDictionary", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofNotPlayer represents a WordproofNotPlayer error raised by the WorthOfWords contract.
type WorthOfWordsWordproofNotPlayer struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofNotPlayer(uint256 gameId, address player)
func WorthOfWordsWordproofNotPlayerErrorID() common.Hash {
	return common.HexToHash("0x447683090fc41d0aec3367ceb89cf28d4bbcec57ee1ea6fdc68249d873729131")
}

// UnpackWordproofNotPlayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofNotPlayer(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofNotPlayerError(raw []byte) (*WorthOfWordsWordproofNotPlayer, error) {
	out := new(WorthOfWordsWordproofNotPlayer)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofNotPlayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofNothingToReveal represents a WordproofNothingToReveal error raised by the WorthOfWords contract.
type WorthOfWordsWordproofNothingToReveal struct {
	GameId *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofNothingToReveal(uint256 gameId, address player)
func WorthOfWordsWordproofNothingToRevealErrorID() common.Hash {
	return common.HexToHash("0xa926958ff8fa08270788478eaba631a1c52e2e77c17bdae86fc9b37b6ac10d79")
}

// UnpackWordproofNothingToRevealError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofNothingToReveal(uint256 gameId, address player)
func (worthOfWords *WorthOfWords) UnpackWordproofNothingToRevealError(raw []byte) (*WorthOfWordsWordproofNothingToReveal, error) {
	out := new(WorthOfWordsWordproofNothingToReveal)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofNothingToReveal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofNothingToWithdraw represents a WordproofNothingToWithdraw error raised by the WorthOfWords contract.
type WorthOfWordsWordproofNothingToWithdraw struct {
	Player common.Address
	Token  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofNothingToWithdraw(address player, address token)
func WorthOfWordsWordproofNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xa6030e76717efb83dab102fff5acd42767932ed96edfc19d1e42e2635db7f49c")
}

// UnpackWordproofNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofNothingToWithdraw(address player, address token)
func (worthOfWords *WorthOfWords) UnpackWordproofNothingToWithdrawError(raw []byte) (*WorthOfWordsWordproofNothingToWithdraw, error) {
	out := new(WorthOfWordsWordproofNothingToWithdraw)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofNothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofSettling represents a WordproofSettling error raised by the WorthOfWords contract.
type WorthOfWordsWordproofSettling struct {
	GameId *big.Int
	Stage  uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofSettling(uint256 gameId, uint8 stage)
func WorthOfWordsWordproofSettlingErrorID() common.Hash {
	return common.HexToHash("0x4189c9400889ff2aaaafaea83c564303e8dac030ea18409e3951784bb73a794e")
}

// UnpackWordproofSettlingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofSettling(uint256 gameId, uint8 stage)
func (worthOfWords *WorthOfWords) UnpackWordproofSettlingError(raw []byte) (*WorthOfWordsWordproofSettling, error) {
	out := new(WorthOfWordsWordproofSettling)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofSettling", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofTargetsNotDrawn represents a WordproofTargetsNotDrawn error raised by the WorthOfWords contract.
type WorthOfWordsWordproofTargetsNotDrawn struct {
	GameId    *big.Int
	DrawBlock uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofTargetsNotDrawn(uint256 gameId, uint64 drawBlock)
func WorthOfWordsWordproofTargetsNotDrawnErrorID() common.Hash {
	return common.HexToHash("0x24e41ca29a9357c604e9b993c37b5cc185c04e8fa87afe40277533a6b89d32c9")
}

// UnpackWordproofTargetsNotDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofTargetsNotDrawn(uint256 gameId, uint64 drawBlock)
func (worthOfWords *WorthOfWords) UnpackWordproofTargetsNotDrawnError(raw []byte) (*WorthOfWordsWordproofTargetsNotDrawn, error) {
	out := new(WorthOfWordsWordproofTargetsNotDrawn)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofTargetsNotDrawn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofTooFewPlayers represents a WordproofTooFewPlayers error raised by the WorthOfWords contract.
type WorthOfWordsWordproofTooFewPlayers struct {
	MinPlayers uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofTooFewPlayers(uint8 minPlayers)
func WorthOfWordsWordproofTooFewPlayersErrorID() common.Hash {
	return common.HexToHash("0xa11b71798021d1925d709f53683dc064a2bb49d4ecc3c55665f26c6ee12b165c")
}

// UnpackWordproofTooFewPlayersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofTooFewPlayers(uint8 minPlayers)
func (worthOfWords *WorthOfWords) UnpackWordproofTooFewPlayersError(raw []byte) (*WorthOfWordsWordproofTooFewPlayers, error) {
	out := new(WorthOfWordsWordproofTooFewPlayers)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofTooFewPlayers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofUnknownGame represents a WordproofUnknownGame error raised by the WorthOfWords contract.
type WorthOfWordsWordproofUnknownGame struct {
	GameId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofUnknownGame(uint256 gameId)
func WorthOfWordsWordproofUnknownGameErrorID() common.Hash {
	return common.HexToHash("0xe8507094955d8c634e01502004eee70b3d71720806bf62955631e1c5224d7daf")
}

// UnpackWordproofUnknownGameError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofUnknownGame(uint256 gameId)
func (worthOfWords *WorthOfWords) UnpackWordproofUnknownGameError(raw []byte) (*WorthOfWordsWordproofUnknownGame, error) {
	out := new(WorthOfWordsWordproofUnknownGame)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofUnknownGame", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofUnsupportedLength represents a WordproofUnsupportedLength error raised by the WorthOfWords contract.
type WorthOfWordsWordproofUnsupportedLength struct {
	WordLength uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofUnsupportedLength(uint8 wordLength)
func WorthOfWordsWordproofUnsupportedLengthErrorID() common.Hash {
	return common.HexToHash("0x17abc4fea72e2e30b253444712f5003de755dfcf6cafe83b5e2635007f0753f6")
}

// UnpackWordproofUnsupportedLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofUnsupportedLength(uint8 wordLength)
func (worthOfWords *WorthOfWords) UnpackWordproofUnsupportedLengthError(raw []byte) (*WorthOfWordsWordproofUnsupportedLength, error) {
	out := new(WorthOfWordsWordproofUnsupportedLength)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofUnsupportedLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofWrongPhase represents a WordproofWrongPhase error raised by the WorthOfWords contract.
type WorthOfWordsWordproofWrongPhase struct {
	GameId   *big.Int
	Expected uint8
	Actual   uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofWrongPhase(uint256 gameId, uint8 expected, uint8 actual)
func WorthOfWordsWordproofWrongPhaseErrorID() common.Hash {
	return common.HexToHash("0x12c2aa02fd93fc69d7126ace16f78aadcad867657eb8e110db39b6583677aca6")
}

// UnpackWordproofWrongPhaseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofWrongPhase(uint256 gameId, uint8 expected, uint8 actual)
func (worthOfWords *WorthOfWords) UnpackWordproofWrongPhaseError(raw []byte) (*WorthOfWordsWordproofWrongPhase, error) {
	out := new(WorthOfWordsWordproofWrongPhase)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofWrongPhase", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofWrongStake represents a WordproofWrongStake error raised by the WorthOfWords contract.
type WorthOfWordsWordproofWrongStake struct {
	Expected *big.Int
	Paid     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofWrongStake(uint256 expected, uint256 paid)
func WorthOfWordsWordproofWrongStakeErrorID() common.Hash {
	return common.HexToHash("0x83d292ddbf13d61bc470eea9e834bd91d5ac1375eddf5279d186cf696a52cca9")
}

// UnpackWordproofWrongStakeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofWrongStake(uint256 expected, uint256 paid)
func (worthOfWords *WorthOfWords) UnpackWordproofWrongStakeError(raw []byte) (*WorthOfWordsWordproofWrongStake, error) {
	out := new(WorthOfWordsWordproofWrongStake)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofWrongStake", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofZeroRoundCap represents a WordproofZeroRoundCap error raised by the WorthOfWords contract.
type WorthOfWordsWordproofZeroRoundCap struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofZeroRoundCap()
func WorthOfWordsWordproofZeroRoundCapErrorID() common.Hash {
	return common.HexToHash("0xa896250d2cc98c162d6f9402b3b7f1abf44dffc453260fbdf1894717026c69a5")
}

// UnpackWordproofZeroRoundCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofZeroRoundCap()
func (worthOfWords *WorthOfWords) UnpackWordproofZeroRoundCapError(raw []byte) (*WorthOfWordsWordproofZeroRoundCap, error) {
	out := new(WorthOfWordsWordproofZeroRoundCap)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofZeroRoundCap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorthOfWordsWordproofZeroTimeout represents a WordproofZeroTimeout error raised by the WorthOfWords contract.
type WorthOfWordsWordproofZeroTimeout struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WordproofZeroTimeout()
func WorthOfWordsWordproofZeroTimeoutErrorID() common.Hash {
	return common.HexToHash("0x3806aa20afe8d78eb34c8378ee03efa90577d5f1c7ecd950aaa8fab8b0bc7743")
}

// UnpackWordproofZeroTimeoutError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WordproofZeroTimeout()
func (worthOfWords *WorthOfWords) UnpackWordproofZeroTimeoutError(raw []byte) (*WorthOfWordsWordproofZeroTimeout, error) {
	out := new(WorthOfWordsWordproofZeroTimeout)
	if err := worthOfWords.abi.UnpackIntoInterface(out, "WordproofZeroTimeout", raw); err != nil {
		return nil, err
	}
	return out, nil
}
