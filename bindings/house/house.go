// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package house

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

// IHouseRegistryHouse is an auto generated low-level Go binding around an user-defined struct.
type IHouseRegistryHouse struct {
	Bond            *big.Int
	OpenGames       uint32
	LastGameEnd     *big.Int
	ExitAt          *big.Int
	RegisteredBlock uint64
	ExitBlock       uint64
	Index           uint32
	PubKeyX         *big.Int
	PubKeyY         *big.Int
	Url             string
}

// HouseRegistryMetaData contains all meta data concerning the HouseRegistry contract.
var HouseRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"minBond\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"exitDelay\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"DRAW_SCAN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DRAW_TRIES\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"EXIT_DELAY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"FIELD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_PLAYERS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_URL_LENGTH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_VICTIMS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_BOND\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_EXIT_DELAY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"assign\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"players\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"outputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"assignmentOf\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"creditOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"exitReadyAt\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"houseAt\",\"inputs\":[{\"name\":\"i\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"houseCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"houseOf\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIHouseRegistry.House\",\"components\":[{\"name\":\"bond\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"openGames\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"lastGameEnd\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"exitAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"registeredBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"exitBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"pubKeyX\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pubKeyY\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"url\",\"type\":\"string\",\"internalType\":\"string\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isActive\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isGame\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"onCurve\",\"inputs\":[{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"register\",\"inputs\":[{\"name\":\"pubKeyX\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pubKeyY\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"url\",\"type\":\"string\",\"internalType\":\"string\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"release\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requestExit\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requestHouse\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"players\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setGame\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slash\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"victims\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"amounts\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"topUp\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdrawCredit\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"BondWithdrawn\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Compensated\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"victim\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CreditWithdrawn\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ExitRequested\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"at\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GameSet\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseAssigned\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseRegistered\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"bond\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"pubKeyX\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"pubKeyY\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"url\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseReleased\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseRequested\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"armedBlock\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseSlashed\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"total\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseToppedUp\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"bond\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"HouseAlreadyAssigned\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HouseAlreadyRegistered\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HouseAlreadyRequested\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseBadKey\",\"inputs\":[{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseBadTopUp\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HouseBadUrl\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseBadVictims\",\"inputs\":[{\"name\":\"victims\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amounts\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseBondOverflow\",\"inputs\":[{\"name\":\"bond\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseBondTooLow\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minimum\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseDrawTooEarly\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"armedBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseExitDelay\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"readyAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseExiting\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HouseHasOpenGames\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"openGames\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseNoCredit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HouseNoRequest\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseNotAssigned\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseNotExiting\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HouseNotGame\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HouseNotRegistered\",\"inputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HouseTransferFailed\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HouseWrongHouse\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HouseWrongPlayers\",\"inputs\":[{\"name\":\"game\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]}]",
	ID:  "HouseRegistry",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161367638038061367683398101604081905261002e9161018a565b826001600160a01b03811661005d57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100668161013b565b505f8211801561007d57506001600160801b038211155b6100c95760405162461bcd60e51b815260206004820152601760248201527f486f75736552656769737472793a206d696e20626f6e640000000000000000006044820152606401610054565b6202a30081101580156100e0575063ffffffff8111155b61012c5760405162461bcd60e51b815260206004820152601960248201527f486f75736552656769737472793a20657869742064656c6179000000000000006044820152606401610054565b60809190915260a052506101c9565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f5f6060848603121561019c575f5ffd5b83516001600160a01b03811681146101b2575f5ffd5b602085015160409095015190969495509392505050565b60805160a05161346961020d5f395f8181610435015261242201525f818161053901528181610e3801528181610e8c015281816116b20152612b9d01526134695ff3fe6080604052600436106101d0575f3560e01c80637f8e3b4e116100fd578063c36f387411610092578063e0de0fee11610062578063e0de0fee14610528578063e1c6c8881461055b578063e7326cfb146105a6578063f2fde38b146105c5575f5ffd5b8063c36f3874146104c8578063c626c52e146104dc578063cb71146e146101d4578063dc29f1de14610520575f5ffd5b80639f8a13d7116100cd5780639f8a13d714610457578063b0836e2e14610476578063b0c9451314610495578063bd74f8b1146104b4575f5ffd5b80637f8e3b4e146103a35780638a108ab7146103b75780638da5cb5b146103fb5780639d82ba2514610424575f5ffd5b80634411b3eb11610173578063669d944811610143578063669d944814610309578063715018a614610338578063758072501461034c5780637928e14e1461038d575f5ffd5b80634411b3eb146101fc5780634b5907ff146102c357806361420e8c146102e2578063649820bd146102f5575f5ffd5b8063375fcc8d116101ae578063375fcc8d1461024357806337bdc99b146102625780633ccfd60b146102835780633d25b11b14610297575f5ffd5b80630437412d146101d45780632310e3ee146101fc5780633237a0c614610210575b5f5ffd5b3480156101df575f5ffd5b506101e961010081565b6040519081526020015b60405180910390f35b348015610207575f5ffd5b506101e9601081565b34801561021b575f5ffd5b506101e97f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f000000181565b34801561024e575f5ffd5b506101e961025d366004612cd5565b6105e4565b34801561026d575f5ffd5b5061028161027c366004612cee565b61064a565b005b34801561028e575f5ffd5b50610281610711565b3480156102a2575f5ffd5b506102b66102b1366004612cd5565b6109a3565b6040516101f39190612d51565b3480156102ce575f5ffd5b506102816102dd366004612e64565b610b95565b6102816102f0366004612eac565b610e36565b348015610300575f5ffd5b506101e9600881565b348015610314575f5ffd5b50610328610323366004612f28565b611338565b60405190151581526020016101f3565b348015610343575f5ffd5b506102816114c0565b348015610357575f5ffd5b506101e9610366366004612cd5565b73ffffffffffffffffffffffffffffffffffffffff165f9081526004602052604090205490565b348015610398575f5ffd5b506101e96202a30081565b3480156103ae575f5ffd5b506102816114d1565b3480156103c2575f5ffd5b506103d66103d1366004612cee565b611608565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016101f3565b348015610406575f5ffd5b505f5473ffffffffffffffffffffffffffffffffffffffff166103d6565b34801561042f575f5ffd5b506101e97f000000000000000000000000000000000000000000000000000000000000000081565b348015610462575f5ffd5b50610328610471366004612cd5565b611643565b348015610481575f5ffd5b50610281610490366004612f48565b6116ed565b3480156104a0575f5ffd5b506103d66104af366004612e64565b6117e4565b3480156104bf575f5ffd5b506002546101e9565b3480156104d3575f5ffd5b50610281611c9c565b3480156104e7575f5ffd5b506103286104f6366004612cd5565b73ffffffffffffffffffffffffffffffffffffffff165f9081526005602052604090205460ff1690565b610281611d4d565b348015610533575f5ffd5b506101e97f000000000000000000000000000000000000000000000000000000000000000081565b348015610566575f5ffd5b5061057a610575366004612f81565b611ea5565b6040805173ffffffffffffffffffffffffffffffffffffffff90931683526020830191909152016101f3565b3480156105b1575f5ffd5b506101e96105c0366004612fa9565b611f02565b3480156105d0575f5ffd5b506102816105df366004612cd5565b61234d565b73ffffffffffffffffffffffffffffffffffffffff81165f9081526001602052604081208054790100000000000000000000000000000000000000000000000000900464ffffffffff16156106415761063c816123b0565b610643565b5f5b9392505050565b5f61065482612447565b80547a0300000000000000000000000000000000000000000000000000007fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff821617825573ffffffffffffffffffffffffffffffffffffffff165f818152600160205260409020919250906106c890612550565b60405173ffffffffffffffffffffffffffffffffffffffff821690849033907fe17db4936dd15f5fd78d70ee0263a271a1ab575eee761cabe7d551cc8e6ba407905f90a4505050565b6107196125e1565b5f61072333612616565b8054909150790100000000000000000000000000000000000000000000000000900464ffffffffff165f0361078b576040517f909668990000000000000000000000000000000000000000000000000000000081523360048201526024015b60405180910390fd5b8054700100000000000000000000000000000000900463ffffffff16156108025780546040517f84d6922700000000000000000000000000000000000000000000000000000000815233600482015270010000000000000000000000000000000090910463ffffffff166024820152604401610782565b5f61080c826123b0565b905080421015610851576040517f62c2f81000000000000000000000000000000000000000000000000000000000815233600482015260248101829052604401610782565b8154600180840154335f90815260208390526040812080547fffff00000000000000000000000000000000000000000000000000000000000016815592830180547fffffffffffffffffffffffff000000000000000000000000000000000000000016905560028301819055600383018190556fffffffffffffffffffffffffffffffff9093169270010000000000000000000000000000000090910463ffffffff1691906109036004830182612c68565b5050335f8181526001602081815260409283902090910180547fffffffffffffffffffffffff00000000ffffffffffffffffffffffffffffffff1670010000000000000000000000000000000063ffffffff87160217905590518481527f0d41118e36df44efb77a471fc49fb9c0be0406d802ef95520e9fbf606e65b455910160405180910390a261099533836126a3565b505050506109a161275d565b565b60408051610140810182525f8082526020820181905291810182905260608082018390526080820183905260a0820183905260c0820183905260e0820183905261010082019290925261012081019190915273ffffffffffffffffffffffffffffffffffffffff82165f9081526001602081815260409283902083516101408101855281546fffffffffffffffffffffffffffffffff8116825263ffffffff70010000000000000000000000000000000080830482169584019590955264ffffffffff74010000000000000000000000000000000000000000830481169784019790975279010000000000000000000000000000000000000000000000000090910490951660608201529281015467ffffffffffffffff80821660808601526801000000000000000082041660a08501529190910490921660c0820152600282015460e0820152600382015461010082015260048201805491929161012084019190610b0e9061305f565b80601f0160208091040260200160405190810160405280929190818152602001828054610b3a9061305f565b8015610b855780601f10610b5c57610100808354040283529160200191610b85565b820191905f5260205f20905b815481529060010190602001808311610b6857829003601f168201915b5050505050815250509050919050565b335f9081526005602052604090205460ff16610bdf576040517f28299816000000000000000000000000000000000000000000000000000000008152336004820152602401610782565b6010811115610c23576040517fc8ea87ce00000000000000000000000000000000000000000000000000000000815233600482015260248101849052604401610782565b335f90815260036020908152604080832086845290915281209081547a010000000000000000000000000000000000000000000000000000900460ff166003811115610c7157610c71613032565b14610cb1576040517f9aa7f10800000000000000000000000000000000000000000000000000000000815233600482015260248101859052604401610782565b805465ffffffffffff431674010000000000000000000000000000000000000000027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff82168117835560025463ffffffff167b01000000000000000000000000000000000000000000000000000000027fff00000000ffffffffffffffffffffffffffffffffffffffffffffffffffffff9091167fff00000000ff000000000000ffffffffffffffffffffffffffffffffffffffff90921691909117177fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff167a010000000000000000000000000000000000000000000000000000178155604051610dc290849084906020016130aa565b604080518083037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe00181529082905280516020918201206001840155438252859133917f4960661749d675f0c96fc4c706ccfbecfb3f1fed72f0618c50ace81ba6bda8cf910160405180910390a350505050565b7f0000000000000000000000000000000000000000000000000000000000000000341015610eb8576040517fe5b4eaf10000000000000000000000000000000000000000000000000000000081523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610782565b6fffffffffffffffffffffffffffffffff341115610f04576040517f221a4f5e000000000000000000000000000000000000000000000000000000008152346004820152602401610782565b610f0e8484611338565b610f4e576040517fa910b9380000000000000000000000000000000000000000000000000000000081526004810185905260248101849052604401610782565b80801580610f5d575061010081115b15610f97576040517fae32858200000000000000000000000000000000000000000000000000000000815260048101829052602401610782565b335f9081526001602081905260409091209081015467ffffffffffffffff1615610fef576040517f576e7d94000000000000000000000000000000000000000000000000000000008152336004820152602401610782565b6001810154700100000000000000000000000000000000900463ffffffff165f8190036110715750600280546001810182555f8290527f405787fa12a823e0f2b7631cc41b3ba8828b3321ca811111fa75cd3aa3bb5ace0180547fffffffffffffffffffffffff00000000000000000000000000000000000000001633179055545b604051806101400160405280346fffffffffffffffffffffffffffffffff1681526020015f63ffffffff1681526020015f64ffffffffff1681526020015f64ffffffffff1681526020014367ffffffffffffffff1681526020015f67ffffffffffffffff1681526020018263ffffffff16815260200188815260200187815260200186868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201829052509390945250503381526001602081815260409283902085518154928701519487015160608801516fffffffffffffffffffffffffffffffff9092167fffffffffffffffffffffffff00000000000000000000000000000000000000009094169390931770010000000000000000000000000000000063ffffffff9687168102919091177fffff00000000000000000000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000064ffffffffff958616027fffff0000000000ffffffffffffffffffffffffffffffffffffffffffffffffff161779010000000000000000000000000000000000000000000000000094909216939093021781556080860151928101805460a088015160c08901517fffffffffffffffffffffffff00000000ffffffffffffffffffffffffffffffff67ffffffffffffffff9788167fffffffffffffffffffffffffffffffff00000000000000000000000000000000909416939093176801000000000000000097909216969096021716939094169091029190911790915560e08301516002820155610100830151600382015561012083015190915060048201906112ea9082613179565b50506040513391507f4bd36b126bc0272ac510646c786b237fc6d11d76073f13547cd31ad6ab31cd04906113279034908b908b908b908b90613290565b60405180910390a250505050505050565b5f821580611344575081155b8061136f57507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018310155b8061139a57507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018210155b156113a657505f6114ba565b5f7f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f000000184850990505f7f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f000000184850990505f7f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f000000182611441857f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f000000161334b565b0890505f7f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001807f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018587097f1aee90f15f2189693df072d799fd11fc039b2959ebb7c867d075ca8cf4d7eb8e096001089190911493505050505b92915050565b6114c8612787565b6109a15f6127d9565b5f6114db33612616565b8054909150790100000000000000000000000000000000000000000000000000900464ffffffffff161561153d576040517f6206aedf000000000000000000000000000000000000000000000000000000008152336004820152602401610782565b80547fffff0000000000ffffffffffffffffffffffffffffffffffffffffffffffffff167901000000000000000000000000000000000000000000000000004264ffffffffff8116919091029190911782556001820180547fffffffffffffffffffffffffffffffff0000000000000000ffffffffffffffff16680100000000000000004367ffffffffffffffff160217905560405190815233907fd9217a461a0f7f84171a8866118c3d92e943ba7c1ba89b819371f729b5cabcbc9060200160405180910390a250565b5f6002828154811061161c5761161c61335e565b5f9182526020909120015473ffffffffffffffffffffffffffffffffffffffff1692915050565b73ffffffffffffffffffffffffffffffffffffffff81165f90815260016020819052604082209081015467ffffffffffffffff16158015906116a857508054790100000000000000000000000000000000000000000000000000900464ffffffffff16155b80156106435750547f00000000000000000000000000000000000000000000000000000000000000006fffffffffffffffffffffffffffffffff909116101592915050565b6116f5612787565b73ffffffffffffffffffffffffffffffffffffffff821661175a576040517f2829981600000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff83166004820152602401610782565b73ffffffffffffffffffffffffffffffffffffffff82165f8181526005602090815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001685151590811790915591519182527fe540a8b437eafdce2a0c84b49b3a920e1dfac8ac432291ab5f1dcf1a86b4b24f91015b60405180910390a25050565b335f908152600360209081526040808320868452909152812080547a010000000000000000000000000000000000000000000000000000900460ff168281600381111561183357611833613032565b03611873576040517f7743ed8600000000000000000000000000000000000000000000000000000000815233600482015260248101879052604401610782565b600181600381111561188757611887613032565b146118e65781546040517f5fa4910b0000000000000000000000000000000000000000000000000000000081523360048201526024810188905273ffffffffffffffffffffffffffffffffffffffff9091166044820152606401610782565b816001015485856040516020016118fe9291906130aa565b6040516020818303038152906040528051906020012014611954576040517fc8ea87ce00000000000000000000000000000000000000000000000000000000815233600482015260248101879052604401610782565b815474010000000000000000000000000000000000000000900465ffffffffffff164381106119bf576040517ff5c7228c0000000000000000000000000000000000000000000000000000000081523360048201526024810188905260448101829052606401610782565b5f6119c98261284d565b90508015611a5b576040805160208101839052339181019190915260608101899052611a5890608001604080518083037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe00181529190528051602090910120855484907b01000000000000000000000000000000000000000000000000000000900463ffffffff168a8a612980565b94505b73ffffffffffffffffffffffffffffffffffffffff8516611b8457835465ffffffffffff4390811674010000000000000000000000000000000000000000027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff83168117875560025463ffffffff167b01000000000000000000000000000000000000000000000000000000027fff00000000ffffffffffffffffffffffffffffffffffffffffffffffffffffff9091167fff00000000ff000000000000ffffffffffffffffffffffffffffffffffffffff90931692909217919091178555604051899133917f4960661749d675f0c96fc4c706ccfbecfb3f1fed72f0618c50ace81ba6bda8cf91611b709190815260200190565b60405180910390a35f945050505050610643565b835473ffffffffffffffffffffffffffffffffffffffff86167fffffffffff00ffffffffffff000000000000000000000000000000000000000090911681177a0200000000000000000000000000000000000000000000000000001785555f9081526001602052604090208054700100000000000000000000000000000000900463ffffffff16906010611c178361338b565b91906101000a81548163ffffffff021916908363ffffffff160217905550508473ffffffffffffffffffffffffffffffffffffffff16883373ffffffffffffffffffffffffffffffffffffffff167fa562bf8fc0833b09b73689118a70e65494ca13fe0b7a261f5c6fefe39f7f154d60405160405180910390a4505050509392505050565b611ca46125e1565b335f9081526004602052604081205490819003611cef576040517f7e482e96000000000000000000000000000000000000000000000000000000008152336004820152602401610782565b335f8181526004602052604080822091909155517f6b00960292e7976c9eb5434816470b38a441061eee645921536131ccb937cafe90611d329084815260200190565b60405180910390a2611d4433826126a3565b506109a161275d565b5f611d5733612616565b9050341580611d8a57508054790100000000000000000000000000000000000000000000000000900464ffffffffff1615155b15611dc3576040517f172b9b22000000000000000000000000000000000000000000000000000000008152336004820152602401610782565b80545f90611de49034906fffffffffffffffffffffffffffffffff166133af565b90506fffffffffffffffffffffffffffffffff811115611e33576040517f221a4f5e00000000000000000000000000000000000000000000000000000000815260048101829052602401610782565b81547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff8216178255604080513481526020810183905233917f2c67fdef4c8c76cf30863b62e1ad77f70e277739e1d458a9313d18a80be4aad391016117d8565b73ffffffffffffffffffffffffffffffffffffffff8281165f9081526003602090815260408083208584529091529020549081169074010000000000000000000000000000000000000000900465ffffffffffff165b9250929050565b5f5f611f0d87612447565b805490915073ffffffffffffffffffffffffffffffffffffffff898116911614611f88576040517f5e4413830000000000000000000000000000000000000000000000000000000081523360048201526024810188905273ffffffffffffffffffffffffffffffffffffffff89166044820152606401610782565b848381141580611f985750601081115b15611fd9576040517f503b95210000000000000000000000000000000000000000000000000000000081526004810182905260248101859052604401610782565b73ffffffffffffffffffffffffffffffffffffffff89165f908152600160205260408120805490916fffffffffffffffffffffffffffffffff90911690805b848110156120cd575f8b8b838181106120335761203361335e565b90506020020160208101906120489190612cd5565b73ffffffffffffffffffffffffffffffffffffffff160361209f576040517f503b95210000000000000000000000000000000000000000000000000000000081526004810186905260248101899052604401610782565b8888828181106120b1576120b161335e565b90506020020135826120c391906133af565b9150600101612018565b505f5b84811015612243575f838311156121155782848b8b858181106120f5576120f561335e565b9050602002013561210691906133c2565b61211091906133d9565b61212f565b8989838181106121275761212761335e565b905060200201355b9050805f0361213e575061223b565b8060045f8e8e868181106121545761215461335e565b90506020020160208101906121699190612cd5565b73ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f205f8282546121b091906133af565b909155506121c0905081896133af565b97508b8b838181106121d4576121d461335e565b90506020020160208101906121e99190612cd5565b73ffffffffffffffffffffffffffffffffffffffff168d7f1f6b3f744b573181045c0dcd215a68d000420f65187805a7576b16e83f10bc228360405161223191815260200190565b60405180910390a3505b6001016120d0565b5061224e868361334b565b83547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff9190911617835584547fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff167a0300000000000000000000000000000000000000000000000000001785556122d683612550565b8b73ffffffffffffffffffffffffffffffffffffffff168b3373ffffffffffffffffffffffffffffffffffffffff167f21da0d7f946e353780df040d8363a54ac9d5ebfebbb063bc898b3e48d97639558960405161233691815260200190565b60405180910390a450505050509695505050505050565b612355612787565b73ffffffffffffffffffffffffffffffffffffffff81166123a4576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f6004820152602401610782565b6123ad816127d9565b50565b80545f9064ffffffffff79010000000000000000000000000000000000000000000000000082048116917401000000000000000000000000000000000000000090041681101561241d5750815474010000000000000000000000000000000000000000900464ffffffffff165b6106437f0000000000000000000000000000000000000000000000000000000000000000826133af565b335f9081526003602090815260408083208484529091528120805490917a01000000000000000000000000000000000000000000000000000090910460ff169081600381111561249957612499613032565b14806124b6575060038160038111156124b4576124b4613032565b145b156124f6576040517f7743ed8600000000000000000000000000000000000000000000000000000000815233600482015260248101849052604401610782565b600281600381111561250a5761250a613032565b1461254a576040517fe1d4831400000000000000000000000000000000000000000000000000000000815233600482015260248101849052604401610782565b50919050565b8054700100000000000000000000000000000000900463ffffffff16816010612578836133ec565b82546101009290920a63ffffffff8181021990931691909216919091021790555080547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000004264ffffffffff1602179055565b6125e9612acd565b6109a160017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90612b26565b73ffffffffffffffffffffffffffffffffffffffff81165f908152600160208190526040822090810154909167ffffffffffffffff909116900361269e576040517f2a41f9a700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff83166004820152602401610782565b919050565b5f8273ffffffffffffffffffffffffffffffffffffffff16826040515f6040518083038185875af1925050503d805f81146126f9576040519150601f19603f3d011682016040523d82523d5f602084013e6126fe565b606091505b5050905080612758576040517f731a948d00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015260248101839052604401610782565b505050565b6109a15f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612610565b5f5473ffffffffffffffffffffffffffffffffffffffff1633146109a1576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610782565b5f805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f81431161285c57505f919050565b610100612869834361334b565b1161287357504090565b71f90827f1c53a10cb7a02335b1753200029353b5f0361289457505f919050565b5f5f71f90827f1c53a10cb7a02335b17532000293573ffffffffffffffffffffffffffffffffffffffff16846040516020016128d291815260200190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08184030181529082905261290a91613429565b5f60405180830381855afa9150503d805f8114612942576040519150601f19603f3d011682016040523d82523d5f602084013e612947565b606091505b509150915081801561295a575080516020145b612964575f612978565b80806020019051810190612978919061343f565b949350505050565b5f835f0361298f57505f612ac4565b5f5f5b6008811015612a2b576040805160208082018b9052818301849052825180830384018152606090920190925280519101206129ce908790613456565b91505f600283815481106129e4576129e461335e565b5f9182526020909120015473ffffffffffffffffffffffffffffffffffffffff169050612a1381898888612b2d565b15612a22579250612ac4915050565b50600101612992565b505f6101008610612a3e57610100612a40565b855b905060015b81811015612abd575f600288612a5b84876133af565b612a659190613456565b81548110612a7557612a7561335e565b5f9182526020909120015473ffffffffffffffffffffffffffffffffffffffff169050612aa4818a8989612b2d565b15612ab4579350612ac492505050565b50600101612a45565b505f925050505b95945050505050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c156109a1576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b73ffffffffffffffffffffffffffffffffffffffff84165f90815260016020819052604082209081015467ffffffffffffffff8082169168010000000000000000900416811580612b7e5750868210155b80612b9357508015801590612b935750868111155b80612bd2575082547f00000000000000000000000000000000000000000000000000000000000000006fffffffffffffffffffffffffffffffff909116105b15612be2575f9350505050612978565b5f5b85811015612c59578873ffffffffffffffffffffffffffffffffffffffff16878783818110612c1557612c1561335e565b9050602002016020810190612c2a9190612cd5565b73ffffffffffffffffffffffffffffffffffffffff1603612c51575f945050505050612978565b600101612be4565b50600198975050505050505050565b508054612c749061305f565b5f825580601f10612c83575050565b601f0160209004905f5260205f20908101906123ad91905b80821115612cae575f8155600101612c9b565b5090565b803573ffffffffffffffffffffffffffffffffffffffff8116811461269e575f5ffd5b5f60208284031215612ce5575f5ffd5b61064382612cb2565b5f60208284031215612cfe575f5ffd5b5035919050565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b60208152612d746020820183516fffffffffffffffffffffffffffffffff169052565b5f6020830151612d8c604084018263ffffffff169052565b50604083015164ffffffffff8116606084015250606083015164ffffffffff8116608084015250608083015167ffffffffffffffff811660a08401525060a083015167ffffffffffffffff811660c08401525060c083015163ffffffff811660e08401525060e083015161010083015261010083015161012083015261012083015161014080840152612978610160840182612d05565b5f5f83601f840112612e33575f5ffd5b50813567ffffffffffffffff811115612e4a575f5ffd5b6020830191508360208260051b8501011115611efb575f5ffd5b5f5f5f60408486031215612e76575f5ffd5b83359250602084013567ffffffffffffffff811115612e93575f5ffd5b612e9f86828701612e23565b9497909650939450505050565b5f5f5f5f60608587031215612ebf575f5ffd5b8435935060208501359250604085013567ffffffffffffffff811115612ee3575f5ffd5b8501601f81018713612ef3575f5ffd5b803567ffffffffffffffff811115612f09575f5ffd5b876020828401011115612f1a575f5ffd5b949793965060200194505050565b5f5f60408385031215612f39575f5ffd5b50508035926020909101359150565b5f5f60408385031215612f59575f5ffd5b612f6283612cb2565b915060208301358015158114612f76575f5ffd5b809150509250929050565b5f5f60408385031215612f92575f5ffd5b612f9b83612cb2565b946020939093013593505050565b5f5f5f5f5f5f60808789031215612fbe575f5ffd5b612fc787612cb2565b955060208701359450604087013567ffffffffffffffff811115612fe9575f5ffd5b612ff589828a01612e23565b909550935050606087013567ffffffffffffffff811115613014575f5ffd5b61302089828a01612e23565b979a9699509497509295939492505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b600181811c9082168061307357607f821691505b60208210810361254a577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b602080825281018290525f8360408301825b858110156130f75773ffffffffffffffffffffffffffffffffffffffff6130e284612cb2565b168252602092830192909101906001016130bc565b5095945050505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b601f82111561275857805f5260205f20601f840160051c810160208510156131535750805b601f840160051c820191505b81811015613172575f815560010161315f565b5050505050565b815167ffffffffffffffff81111561319357613193613101565b6131a7816131a1845461305f565b8461312e565b6020601f8211600181146131f8575f83156131c25750848201515b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff600385901b1c1916600184901b178455613172565b5f848152602081207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08516915b828110156132455787850151825560209485019460019092019101613225565b508482101561328157868401517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff600387901b60f8161c191681555b50505050600190811b01905550565b85815284602082015283604082015260806060820152816080820152818360a08301375f81830160a090810191909152601f9092017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0160101949350505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b818103818111156114ba576114ba61331e565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f63ffffffff821663ffffffff81036133a6576133a661331e565b60010192915050565b808201808211156114ba576114ba61331e565b80820281158282048414176114ba576114ba61331e565b5f826133e7576133e76132f1565b500490565b5f63ffffffff8216806134015761340161331e565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0192915050565b5f82518060208501845e5f920191825250919050565b5f6020828403121561344f575f5ffd5b5051919050565b5f82613464576134646132f1565b50069056",
}

// HouseRegistry is an auto generated Go binding around an Ethereum contract.
type HouseRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *HouseRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewHouseRegistry creates a new instance of HouseRegistry.
func NewHouseRegistry() *HouseRegistry {
	parsed, err := HouseRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &HouseRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *HouseRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_, uint256 minBond, uint256 exitDelay) returns()
func (houseRegistry *HouseRegistry) PackConstructor(owner_ common.Address, minBond *big.Int, exitDelay *big.Int) []byte {
	enc, err := houseRegistry.abi.Pack("", owner_, minBond, exitDelay)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDRAWSCAN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0437412d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DRAW_SCAN() view returns(uint256)
func (houseRegistry *HouseRegistry) PackDRAWSCAN() []byte {
	enc, err := houseRegistry.abi.Pack("DRAW_SCAN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDRAWSCAN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0437412d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DRAW_SCAN() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackDRAWSCAN() ([]byte, error) {
	return houseRegistry.abi.Pack("DRAW_SCAN")
}

// UnpackDRAWSCAN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0437412d.
//
// Solidity: function DRAW_SCAN() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackDRAWSCAN(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("DRAW_SCAN", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDRAWTRIES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x649820bd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DRAW_TRIES() view returns(uint256)
func (houseRegistry *HouseRegistry) PackDRAWTRIES() []byte {
	enc, err := houseRegistry.abi.Pack("DRAW_TRIES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDRAWTRIES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x649820bd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DRAW_TRIES() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackDRAWTRIES() ([]byte, error) {
	return houseRegistry.abi.Pack("DRAW_TRIES")
}

// UnpackDRAWTRIES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x649820bd.
//
// Solidity: function DRAW_TRIES() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackDRAWTRIES(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("DRAW_TRIES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEXITDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d82ba25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EXIT_DELAY() view returns(uint256)
func (houseRegistry *HouseRegistry) PackEXITDELAY() []byte {
	enc, err := houseRegistry.abi.Pack("EXIT_DELAY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEXITDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d82ba25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EXIT_DELAY() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackEXITDELAY() ([]byte, error) {
	return houseRegistry.abi.Pack("EXIT_DELAY")
}

// UnpackEXITDELAY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9d82ba25.
//
// Solidity: function EXIT_DELAY() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackEXITDELAY(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("EXIT_DELAY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFIELD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3237a0c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FIELD() view returns(uint256)
func (houseRegistry *HouseRegistry) PackFIELD() []byte {
	enc, err := houseRegistry.abi.Pack("FIELD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFIELD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3237a0c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FIELD() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackFIELD() ([]byte, error) {
	return houseRegistry.abi.Pack("FIELD")
}

// UnpackFIELD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3237a0c6.
//
// Solidity: function FIELD() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackFIELD(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("FIELD", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXPLAYERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4411b3eb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_PLAYERS() view returns(uint256)
func (houseRegistry *HouseRegistry) PackMAXPLAYERS() []byte {
	enc, err := houseRegistry.abi.Pack("MAX_PLAYERS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXPLAYERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4411b3eb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_PLAYERS() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackMAXPLAYERS() ([]byte, error) {
	return houseRegistry.abi.Pack("MAX_PLAYERS")
}

// UnpackMAXPLAYERS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4411b3eb.
//
// Solidity: function MAX_PLAYERS() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackMAXPLAYERS(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("MAX_PLAYERS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXURLLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb71146e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_URL_LENGTH() view returns(uint256)
func (houseRegistry *HouseRegistry) PackMAXURLLENGTH() []byte {
	enc, err := houseRegistry.abi.Pack("MAX_URL_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXURLLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb71146e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_URL_LENGTH() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackMAXURLLENGTH() ([]byte, error) {
	return houseRegistry.abi.Pack("MAX_URL_LENGTH")
}

// UnpackMAXURLLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcb71146e.
//
// Solidity: function MAX_URL_LENGTH() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackMAXURLLENGTH(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("MAX_URL_LENGTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXVICTIMS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2310e3ee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_VICTIMS() view returns(uint256)
func (houseRegistry *HouseRegistry) PackMAXVICTIMS() []byte {
	enc, err := houseRegistry.abi.Pack("MAX_VICTIMS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXVICTIMS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2310e3ee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_VICTIMS() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackMAXVICTIMS() ([]byte, error) {
	return houseRegistry.abi.Pack("MAX_VICTIMS")
}

// UnpackMAXVICTIMS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2310e3ee.
//
// Solidity: function MAX_VICTIMS() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackMAXVICTIMS(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("MAX_VICTIMS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINBOND is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0de0fee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_BOND() view returns(uint256)
func (houseRegistry *HouseRegistry) PackMINBOND() []byte {
	enc, err := houseRegistry.abi.Pack("MIN_BOND")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINBOND is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0de0fee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_BOND() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackMINBOND() ([]byte, error) {
	return houseRegistry.abi.Pack("MIN_BOND")
}

// UnpackMINBOND is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe0de0fee.
//
// Solidity: function MIN_BOND() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackMINBOND(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("MIN_BOND", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINEXITDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7928e14e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_EXIT_DELAY() view returns(uint256)
func (houseRegistry *HouseRegistry) PackMINEXITDELAY() []byte {
	enc, err := houseRegistry.abi.Pack("MIN_EXIT_DELAY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINEXITDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7928e14e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_EXIT_DELAY() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackMINEXITDELAY() ([]byte, error) {
	return houseRegistry.abi.Pack("MIN_EXIT_DELAY")
}

// UnpackMINEXITDELAY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7928e14e.
//
// Solidity: function MIN_EXIT_DELAY() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackMINEXITDELAY(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("MIN_EXIT_DELAY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAssign is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0c94513.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assign(uint256 gameId, address[] players) returns(address house)
func (houseRegistry *HouseRegistry) PackAssign(gameId *big.Int, players []common.Address) []byte {
	enc, err := houseRegistry.abi.Pack("assign", gameId, players)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssign is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0c94513.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assign(uint256 gameId, address[] players) returns(address house)
func (houseRegistry *HouseRegistry) TryPackAssign(gameId *big.Int, players []common.Address) ([]byte, error) {
	return houseRegistry.abi.Pack("assign", gameId, players)
}

// UnpackAssign is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0c94513.
//
// Solidity: function assign(uint256 gameId, address[] players) returns(address house)
func (houseRegistry *HouseRegistry) UnpackAssign(data []byte) (common.Address, error) {
	out, err := houseRegistry.abi.Unpack("assign", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAssignmentOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe1c6c888.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignmentOf(address game, uint256 gameId) view returns(address, uint256)
func (houseRegistry *HouseRegistry) PackAssignmentOf(game common.Address, gameId *big.Int) []byte {
	enc, err := houseRegistry.abi.Pack("assignmentOf", game, gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignmentOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe1c6c888.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignmentOf(address game, uint256 gameId) view returns(address, uint256)
func (houseRegistry *HouseRegistry) TryPackAssignmentOf(game common.Address, gameId *big.Int) ([]byte, error) {
	return houseRegistry.abi.Pack("assignmentOf", game, gameId)
}

// AssignmentOfOutput serves as a container for the return parameters of contract
// method AssignmentOf.
type AssignmentOfOutput struct {
	Arg0 common.Address
	Arg1 *big.Int
}

// UnpackAssignmentOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe1c6c888.
//
// Solidity: function assignmentOf(address game, uint256 gameId) view returns(address, uint256)
func (houseRegistry *HouseRegistry) UnpackAssignmentOf(data []byte) (AssignmentOfOutput, error) {
	out, err := houseRegistry.abi.Unpack("assignmentOf", data)
	outstruct := new(AssignmentOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Arg1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackCreditOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75807250.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function creditOf(address account) view returns(uint256)
func (houseRegistry *HouseRegistry) PackCreditOf(account common.Address) []byte {
	enc, err := houseRegistry.abi.Pack("creditOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreditOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75807250.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function creditOf(address account) view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackCreditOf(account common.Address) ([]byte, error) {
	return houseRegistry.abi.Pack("creditOf", account)
}

// UnpackCreditOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75807250.
//
// Solidity: function creditOf(address account) view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackCreditOf(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("creditOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackExitReadyAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x375fcc8d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitReadyAt(address house) view returns(uint256)
func (houseRegistry *HouseRegistry) PackExitReadyAt(house common.Address) []byte {
	enc, err := houseRegistry.abi.Pack("exitReadyAt", house)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitReadyAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x375fcc8d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitReadyAt(address house) view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackExitReadyAt(house common.Address) ([]byte, error) {
	return houseRegistry.abi.Pack("exitReadyAt", house)
}

// UnpackExitReadyAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x375fcc8d.
//
// Solidity: function exitReadyAt(address house) view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackExitReadyAt(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("exitReadyAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackHouseAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a108ab7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function houseAt(uint256 i) view returns(address)
func (houseRegistry *HouseRegistry) PackHouseAt(i *big.Int) []byte {
	enc, err := houseRegistry.abi.Pack("houseAt", i)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHouseAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a108ab7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function houseAt(uint256 i) view returns(address)
func (houseRegistry *HouseRegistry) TryPackHouseAt(i *big.Int) ([]byte, error) {
	return houseRegistry.abi.Pack("houseAt", i)
}

// UnpackHouseAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8a108ab7.
//
// Solidity: function houseAt(uint256 i) view returns(address)
func (houseRegistry *HouseRegistry) UnpackHouseAt(data []byte) (common.Address, error) {
	out, err := houseRegistry.abi.Unpack("houseAt", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackHouseCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd74f8b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function houseCount() view returns(uint256)
func (houseRegistry *HouseRegistry) PackHouseCount() []byte {
	enc, err := houseRegistry.abi.Pack("houseCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHouseCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd74f8b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function houseCount() view returns(uint256)
func (houseRegistry *HouseRegistry) TryPackHouseCount() ([]byte, error) {
	return houseRegistry.abi.Pack("houseCount")
}

// UnpackHouseCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbd74f8b1.
//
// Solidity: function houseCount() view returns(uint256)
func (houseRegistry *HouseRegistry) UnpackHouseCount(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("houseCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackHouseOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d25b11b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function houseOf(address house) view returns((uint128,uint32,uint40,uint40,uint64,uint64,uint32,uint256,uint256,string))
func (houseRegistry *HouseRegistry) PackHouseOf(house common.Address) []byte {
	enc, err := houseRegistry.abi.Pack("houseOf", house)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHouseOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d25b11b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function houseOf(address house) view returns((uint128,uint32,uint40,uint40,uint64,uint64,uint32,uint256,uint256,string))
func (houseRegistry *HouseRegistry) TryPackHouseOf(house common.Address) ([]byte, error) {
	return houseRegistry.abi.Pack("houseOf", house)
}

// UnpackHouseOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3d25b11b.
//
// Solidity: function houseOf(address house) view returns((uint128,uint32,uint40,uint40,uint64,uint64,uint32,uint256,uint256,string))
func (houseRegistry *HouseRegistry) UnpackHouseOf(data []byte) (IHouseRegistryHouse, error) {
	out, err := houseRegistry.abi.Unpack("houseOf", data)
	if err != nil {
		return *new(IHouseRegistryHouse), err
	}
	out0 := *abi.ConvertType(out[0], new(IHouseRegistryHouse)).(*IHouseRegistryHouse)
	return out0, nil
}

// PackIsActive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f8a13d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isActive(address house) view returns(bool)
func (houseRegistry *HouseRegistry) PackIsActive(house common.Address) []byte {
	enc, err := houseRegistry.abi.Pack("isActive", house)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsActive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f8a13d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isActive(address house) view returns(bool)
func (houseRegistry *HouseRegistry) TryPackIsActive(house common.Address) ([]byte, error) {
	return houseRegistry.abi.Pack("isActive", house)
}

// UnpackIsActive is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9f8a13d7.
//
// Solidity: function isActive(address house) view returns(bool)
func (houseRegistry *HouseRegistry) UnpackIsActive(data []byte) (bool, error) {
	out, err := houseRegistry.abi.Unpack("isActive", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc626c52e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isGame(address game) view returns(bool)
func (houseRegistry *HouseRegistry) PackIsGame(game common.Address) []byte {
	enc, err := houseRegistry.abi.Pack("isGame", game)
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
func (houseRegistry *HouseRegistry) TryPackIsGame(game common.Address) ([]byte, error) {
	return houseRegistry.abi.Pack("isGame", game)
}

// UnpackIsGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc626c52e.
//
// Solidity: function isGame(address game) view returns(bool)
func (houseRegistry *HouseRegistry) UnpackIsGame(data []byte) (bool, error) {
	out, err := houseRegistry.abi.Unpack("isGame", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOnCurve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x669d9448.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onCurve(uint256 x, uint256 y) pure returns(bool)
func (houseRegistry *HouseRegistry) PackOnCurve(x *big.Int, y *big.Int) []byte {
	enc, err := houseRegistry.abi.Pack("onCurve", x, y)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnCurve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x669d9448.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onCurve(uint256 x, uint256 y) pure returns(bool)
func (houseRegistry *HouseRegistry) TryPackOnCurve(x *big.Int, y *big.Int) ([]byte, error) {
	return houseRegistry.abi.Pack("onCurve", x, y)
}

// UnpackOnCurve is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x669d9448.
//
// Solidity: function onCurve(uint256 x, uint256 y) pure returns(bool)
func (houseRegistry *HouseRegistry) UnpackOnCurve(data []byte) (bool, error) {
	out, err := houseRegistry.abi.Unpack("onCurve", data)
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
func (houseRegistry *HouseRegistry) PackOwner() []byte {
	enc, err := houseRegistry.abi.Pack("owner")
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
func (houseRegistry *HouseRegistry) TryPackOwner() ([]byte, error) {
	return houseRegistry.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (houseRegistry *HouseRegistry) UnpackOwner(data []byte) (common.Address, error) {
	out, err := houseRegistry.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61420e8c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(uint256 pubKeyX, uint256 pubKeyY, string url) payable returns()
func (houseRegistry *HouseRegistry) PackRegister(pubKeyX *big.Int, pubKeyY *big.Int, url string) []byte {
	enc, err := houseRegistry.abi.Pack("register", pubKeyX, pubKeyY, url)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61420e8c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(uint256 pubKeyX, uint256 pubKeyY, string url) payable returns()
func (houseRegistry *HouseRegistry) TryPackRegister(pubKeyX *big.Int, pubKeyY *big.Int, url string) ([]byte, error) {
	return houseRegistry.abi.Pack("register", pubKeyX, pubKeyY, url)
}

// PackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37bdc99b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function release(uint256 gameId) returns()
func (houseRegistry *HouseRegistry) PackRelease(gameId *big.Int) []byte {
	enc, err := houseRegistry.abi.Pack("release", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37bdc99b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function release(uint256 gameId) returns()
func (houseRegistry *HouseRegistry) TryPackRelease(gameId *big.Int) ([]byte, error) {
	return houseRegistry.abi.Pack("release", gameId)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (houseRegistry *HouseRegistry) PackRenounceOwnership() []byte {
	enc, err := houseRegistry.abi.Pack("renounceOwnership")
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
func (houseRegistry *HouseRegistry) TryPackRenounceOwnership() ([]byte, error) {
	return houseRegistry.abi.Pack("renounceOwnership")
}

// PackRequestExit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f8e3b4e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestExit() returns()
func (houseRegistry *HouseRegistry) PackRequestExit() []byte {
	enc, err := houseRegistry.abi.Pack("requestExit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestExit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f8e3b4e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestExit() returns()
func (houseRegistry *HouseRegistry) TryPackRequestExit() ([]byte, error) {
	return houseRegistry.abi.Pack("requestExit")
}

// PackRequestHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b5907ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestHouse(uint256 gameId, address[] players) returns()
func (houseRegistry *HouseRegistry) PackRequestHouse(gameId *big.Int, players []common.Address) []byte {
	enc, err := houseRegistry.abi.Pack("requestHouse", gameId, players)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b5907ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestHouse(uint256 gameId, address[] players) returns()
func (houseRegistry *HouseRegistry) TryPackRequestHouse(gameId *big.Int, players []common.Address) ([]byte, error) {
	return houseRegistry.abi.Pack("requestHouse", gameId, players)
}

// PackSetGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0836e2e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setGame(address game, bool allowed) returns()
func (houseRegistry *HouseRegistry) PackSetGame(game common.Address, allowed bool) []byte {
	enc, err := houseRegistry.abi.Pack("setGame", game, allowed)
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
func (houseRegistry *HouseRegistry) TryPackSetGame(game common.Address, allowed bool) ([]byte, error) {
	return houseRegistry.abi.Pack("setGame", game, allowed)
}

// PackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7326cfb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slash(address house, uint256 gameId, address[] victims, uint256[] amounts) returns(uint256 total)
func (houseRegistry *HouseRegistry) PackSlash(house common.Address, gameId *big.Int, victims []common.Address, amounts []*big.Int) []byte {
	enc, err := houseRegistry.abi.Pack("slash", house, gameId, victims, amounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7326cfb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slash(address house, uint256 gameId, address[] victims, uint256[] amounts) returns(uint256 total)
func (houseRegistry *HouseRegistry) TryPackSlash(house common.Address, gameId *big.Int, victims []common.Address, amounts []*big.Int) ([]byte, error) {
	return houseRegistry.abi.Pack("slash", house, gameId, victims, amounts)
}

// UnpackSlash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe7326cfb.
//
// Solidity: function slash(address house, uint256 gameId, address[] victims, uint256[] amounts) returns(uint256 total)
func (houseRegistry *HouseRegistry) UnpackSlash(data []byte) (*big.Int, error) {
	out, err := houseRegistry.abi.Unpack("slash", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTopUp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc29f1de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function topUp() payable returns()
func (houseRegistry *HouseRegistry) PackTopUp() []byte {
	enc, err := houseRegistry.abi.Pack("topUp")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTopUp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc29f1de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function topUp() payable returns()
func (houseRegistry *HouseRegistry) TryPackTopUp() ([]byte, error) {
	return houseRegistry.abi.Pack("topUp")
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (houseRegistry *HouseRegistry) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := houseRegistry.abi.Pack("transferOwnership", newOwner)
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
func (houseRegistry *HouseRegistry) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return houseRegistry.abi.Pack("transferOwnership", newOwner)
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns()
func (houseRegistry *HouseRegistry) PackWithdraw() []byte {
	enc, err := houseRegistry.abi.Pack("withdraw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw() returns()
func (houseRegistry *HouseRegistry) TryPackWithdraw() ([]byte, error) {
	return houseRegistry.abi.Pack("withdraw")
}

// PackWithdrawCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc36f3874.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawCredit() returns()
func (houseRegistry *HouseRegistry) PackWithdrawCredit() []byte {
	enc, err := houseRegistry.abi.Pack("withdrawCredit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc36f3874.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawCredit() returns()
func (houseRegistry *HouseRegistry) TryPackWithdrawCredit() ([]byte, error) {
	return houseRegistry.abi.Pack("withdrawCredit")
}

// HouseRegistryBondWithdrawn represents a BondWithdrawn event raised by the HouseRegistry contract.
type HouseRegistryBondWithdrawn struct {
	House  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const HouseRegistryBondWithdrawnEventName = "BondWithdrawn"

// ContractEventName returns the user-defined event name.
func (HouseRegistryBondWithdrawn) ContractEventName() string {
	return HouseRegistryBondWithdrawnEventName
}

// UnpackBondWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BondWithdrawn(address indexed house, uint256 amount)
func (houseRegistry *HouseRegistry) UnpackBondWithdrawnEvent(log *types.Log) (*HouseRegistryBondWithdrawn, error) {
	event := "BondWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryBondWithdrawn)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryCompensated represents a Compensated event raised by the HouseRegistry contract.
type HouseRegistryCompensated struct {
	GameId *big.Int
	Victim common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const HouseRegistryCompensatedEventName = "Compensated"

// ContractEventName returns the user-defined event name.
func (HouseRegistryCompensated) ContractEventName() string {
	return HouseRegistryCompensatedEventName
}

// UnpackCompensatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Compensated(uint256 indexed gameId, address indexed victim, uint256 amount)
func (houseRegistry *HouseRegistry) UnpackCompensatedEvent(log *types.Log) (*HouseRegistryCompensated, error) {
	event := "Compensated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryCompensated)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryCreditWithdrawn represents a CreditWithdrawn event raised by the HouseRegistry contract.
type HouseRegistryCreditWithdrawn struct {
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const HouseRegistryCreditWithdrawnEventName = "CreditWithdrawn"

// ContractEventName returns the user-defined event name.
func (HouseRegistryCreditWithdrawn) ContractEventName() string {
	return HouseRegistryCreditWithdrawnEventName
}

// UnpackCreditWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CreditWithdrawn(address indexed account, uint256 amount)
func (houseRegistry *HouseRegistry) UnpackCreditWithdrawnEvent(log *types.Log) (*HouseRegistryCreditWithdrawn, error) {
	event := "CreditWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryCreditWithdrawn)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryExitRequested represents a ExitRequested event raised by the HouseRegistry contract.
type HouseRegistryExitRequested struct {
	House common.Address
	At    *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const HouseRegistryExitRequestedEventName = "ExitRequested"

// ContractEventName returns the user-defined event name.
func (HouseRegistryExitRequested) ContractEventName() string {
	return HouseRegistryExitRequestedEventName
}

// UnpackExitRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitRequested(address indexed house, uint256 at)
func (houseRegistry *HouseRegistry) UnpackExitRequestedEvent(log *types.Log) (*HouseRegistryExitRequested, error) {
	event := "ExitRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryExitRequested)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryGameSet represents a GameSet event raised by the HouseRegistry contract.
type HouseRegistryGameSet struct {
	Game    common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const HouseRegistryGameSetEventName = "GameSet"

// ContractEventName returns the user-defined event name.
func (HouseRegistryGameSet) ContractEventName() string {
	return HouseRegistryGameSetEventName
}

// UnpackGameSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GameSet(address indexed game, bool allowed)
func (houseRegistry *HouseRegistry) UnpackGameSetEvent(log *types.Log) (*HouseRegistryGameSet, error) {
	event := "GameSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryGameSet)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryHouseAssigned represents a HouseAssigned event raised by the HouseRegistry contract.
type HouseRegistryHouseAssigned struct {
	Game   common.Address
	GameId *big.Int
	House  common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const HouseRegistryHouseAssignedEventName = "HouseAssigned"

// ContractEventName returns the user-defined event name.
func (HouseRegistryHouseAssigned) ContractEventName() string {
	return HouseRegistryHouseAssignedEventName
}

// UnpackHouseAssignedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseAssigned(address indexed game, uint256 indexed gameId, address indexed house)
func (houseRegistry *HouseRegistry) UnpackHouseAssignedEvent(log *types.Log) (*HouseRegistryHouseAssigned, error) {
	event := "HouseAssigned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryHouseAssigned)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryHouseRegistered represents a HouseRegistered event raised by the HouseRegistry contract.
type HouseRegistryHouseRegistered struct {
	House   common.Address
	Bond    *big.Int
	PubKeyX *big.Int
	PubKeyY *big.Int
	Url     string
	Raw     *types.Log // Blockchain specific contextual infos
}

const HouseRegistryHouseRegisteredEventName = "HouseRegistered"

// ContractEventName returns the user-defined event name.
func (HouseRegistryHouseRegistered) ContractEventName() string {
	return HouseRegistryHouseRegisteredEventName
}

// UnpackHouseRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseRegistered(address indexed house, uint256 bond, uint256 pubKeyX, uint256 pubKeyY, string url)
func (houseRegistry *HouseRegistry) UnpackHouseRegisteredEvent(log *types.Log) (*HouseRegistryHouseRegistered, error) {
	event := "HouseRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryHouseRegistered)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryHouseReleased represents a HouseReleased event raised by the HouseRegistry contract.
type HouseRegistryHouseReleased struct {
	Game   common.Address
	GameId *big.Int
	House  common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const HouseRegistryHouseReleasedEventName = "HouseReleased"

// ContractEventName returns the user-defined event name.
func (HouseRegistryHouseReleased) ContractEventName() string {
	return HouseRegistryHouseReleasedEventName
}

// UnpackHouseReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseReleased(address indexed game, uint256 indexed gameId, address indexed house)
func (houseRegistry *HouseRegistry) UnpackHouseReleasedEvent(log *types.Log) (*HouseRegistryHouseReleased, error) {
	event := "HouseReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryHouseReleased)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryHouseRequested represents a HouseRequested event raised by the HouseRegistry contract.
type HouseRegistryHouseRequested struct {
	Game       common.Address
	GameId     *big.Int
	ArmedBlock *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const HouseRegistryHouseRequestedEventName = "HouseRequested"

// ContractEventName returns the user-defined event name.
func (HouseRegistryHouseRequested) ContractEventName() string {
	return HouseRegistryHouseRequestedEventName
}

// UnpackHouseRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseRequested(address indexed game, uint256 indexed gameId, uint256 armedBlock)
func (houseRegistry *HouseRegistry) UnpackHouseRequestedEvent(log *types.Log) (*HouseRegistryHouseRequested, error) {
	event := "HouseRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryHouseRequested)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryHouseSlashed represents a HouseSlashed event raised by the HouseRegistry contract.
type HouseRegistryHouseSlashed struct {
	Game   common.Address
	GameId *big.Int
	House  common.Address
	Total  *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const HouseRegistryHouseSlashedEventName = "HouseSlashed"

// ContractEventName returns the user-defined event name.
func (HouseRegistryHouseSlashed) ContractEventName() string {
	return HouseRegistryHouseSlashedEventName
}

// UnpackHouseSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseSlashed(address indexed game, uint256 indexed gameId, address indexed house, uint256 total)
func (houseRegistry *HouseRegistry) UnpackHouseSlashedEvent(log *types.Log) (*HouseRegistryHouseSlashed, error) {
	event := "HouseSlashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryHouseSlashed)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryHouseToppedUp represents a HouseToppedUp event raised by the HouseRegistry contract.
type HouseRegistryHouseToppedUp struct {
	House  common.Address
	Amount *big.Int
	Bond   *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const HouseRegistryHouseToppedUpEventName = "HouseToppedUp"

// ContractEventName returns the user-defined event name.
func (HouseRegistryHouseToppedUp) ContractEventName() string {
	return HouseRegistryHouseToppedUpEventName
}

// UnpackHouseToppedUpEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseToppedUp(address indexed house, uint256 amount, uint256 bond)
func (houseRegistry *HouseRegistry) UnpackHouseToppedUpEvent(log *types.Log) (*HouseRegistryHouseToppedUp, error) {
	event := "HouseToppedUp"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryHouseToppedUp)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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

// HouseRegistryOwnershipTransferred represents a OwnershipTransferred event raised by the HouseRegistry contract.
type HouseRegistryOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const HouseRegistryOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (HouseRegistryOwnershipTransferred) ContractEventName() string {
	return HouseRegistryOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (houseRegistry *HouseRegistry) UnpackOwnershipTransferredEvent(log *types.Log) (*HouseRegistryOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != houseRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HouseRegistryOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := houseRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range houseRegistry.abi.Events[event].Inputs {
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
func (houseRegistry *HouseRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseAlreadyAssigned"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseAlreadyAssignedError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseAlreadyRegistered"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseAlreadyRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseAlreadyRequested"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseAlreadyRequestedError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseBadKey"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseBadKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseBadTopUp"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseBadTopUpError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseBadUrl"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseBadUrlError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseBadVictims"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseBadVictimsError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseBondOverflow"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseBondOverflowError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseBondTooLow"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseBondTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseDrawTooEarly"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseDrawTooEarlyError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseExitDelay"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseExitDelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseExiting"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseExitingError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseHasOpenGames"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseHasOpenGamesError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseNoCredit"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseNoCreditError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseNoRequest"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseNoRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseNotAssigned"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseNotAssignedError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseNotExiting"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseNotExitingError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseNotGame"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseNotGameError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseNotRegistered"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseNotRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseTransferFailed"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseWrongHouse"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseWrongHouseError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["HouseWrongPlayers"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackHouseWrongPlayersError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], houseRegistry.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return houseRegistry.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// HouseRegistryHouseAlreadyAssigned represents a HouseAlreadyAssigned error raised by the HouseRegistry contract.
type HouseRegistryHouseAlreadyAssigned struct {
	Game   common.Address
	GameId *big.Int
	House  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseAlreadyAssigned(address game, uint256 gameId, address house)
func HouseRegistryHouseAlreadyAssignedErrorID() common.Hash {
	return common.HexToHash("0x5fa4910ba3d0babb52bf6d0dcf78b531d00883bb209a78e186932f2546700add")
}

// UnpackHouseAlreadyAssignedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseAlreadyAssigned(address game, uint256 gameId, address house)
func (houseRegistry *HouseRegistry) UnpackHouseAlreadyAssignedError(raw []byte) (*HouseRegistryHouseAlreadyAssigned, error) {
	out := new(HouseRegistryHouseAlreadyAssigned)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseAlreadyAssigned", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseAlreadyRegistered represents a HouseAlreadyRegistered error raised by the HouseRegistry contract.
type HouseRegistryHouseAlreadyRegistered struct {
	House common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseAlreadyRegistered(address house)
func HouseRegistryHouseAlreadyRegisteredErrorID() common.Hash {
	return common.HexToHash("0x576e7d94321bf67b4e6a36bbd6bcb539dff2bf578ae182ba7b5206c1628845cd")
}

// UnpackHouseAlreadyRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseAlreadyRegistered(address house)
func (houseRegistry *HouseRegistry) UnpackHouseAlreadyRegisteredError(raw []byte) (*HouseRegistryHouseAlreadyRegistered, error) {
	out := new(HouseRegistryHouseAlreadyRegistered)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseAlreadyRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseAlreadyRequested represents a HouseAlreadyRequested error raised by the HouseRegistry contract.
type HouseRegistryHouseAlreadyRequested struct {
	Game   common.Address
	GameId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseAlreadyRequested(address game, uint256 gameId)
func HouseRegistryHouseAlreadyRequestedErrorID() common.Hash {
	return common.HexToHash("0x9aa7f1088648ada48901b628fde0f01d817b1f335f5a124d0f2864a1d1cce352")
}

// UnpackHouseAlreadyRequestedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseAlreadyRequested(address game, uint256 gameId)
func (houseRegistry *HouseRegistry) UnpackHouseAlreadyRequestedError(raw []byte) (*HouseRegistryHouseAlreadyRequested, error) {
	out := new(HouseRegistryHouseAlreadyRequested)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseAlreadyRequested", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseBadKey represents a HouseBadKey error raised by the HouseRegistry contract.
type HouseRegistryHouseBadKey struct {
	X *big.Int
	Y *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseBadKey(uint256 x, uint256 y)
func HouseRegistryHouseBadKeyErrorID() common.Hash {
	return common.HexToHash("0xa910b9385efee709f2946c2fc424dd1ffd13353a9ba81af72c9c81499b5722d3")
}

// UnpackHouseBadKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseBadKey(uint256 x, uint256 y)
func (houseRegistry *HouseRegistry) UnpackHouseBadKeyError(raw []byte) (*HouseRegistryHouseBadKey, error) {
	out := new(HouseRegistryHouseBadKey)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseBadKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseBadTopUp represents a HouseBadTopUp error raised by the HouseRegistry contract.
type HouseRegistryHouseBadTopUp struct {
	House common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseBadTopUp(address house)
func HouseRegistryHouseBadTopUpErrorID() common.Hash {
	return common.HexToHash("0x172b9b22c6c5a1351478badd2aee4915fb6a23694e38e29d3b8f20e979d117f2")
}

// UnpackHouseBadTopUpError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseBadTopUp(address house)
func (houseRegistry *HouseRegistry) UnpackHouseBadTopUpError(raw []byte) (*HouseRegistryHouseBadTopUp, error) {
	out := new(HouseRegistryHouseBadTopUp)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseBadTopUp", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseBadUrl represents a HouseBadUrl error raised by the HouseRegistry contract.
type HouseRegistryHouseBadUrl struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseBadUrl(uint256 length)
func HouseRegistryHouseBadUrlErrorID() common.Hash {
	return common.HexToHash("0xae32858237bb5cf0a849d7b0bfe1b0005d3e60d26acc2ab94eedf7e11f2b40ee")
}

// UnpackHouseBadUrlError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseBadUrl(uint256 length)
func (houseRegistry *HouseRegistry) UnpackHouseBadUrlError(raw []byte) (*HouseRegistryHouseBadUrl, error) {
	out := new(HouseRegistryHouseBadUrl)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseBadUrl", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseBadVictims represents a HouseBadVictims error raised by the HouseRegistry contract.
type HouseRegistryHouseBadVictims struct {
	Victims *big.Int
	Amounts *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseBadVictims(uint256 victims, uint256 amounts)
func HouseRegistryHouseBadVictimsErrorID() common.Hash {
	return common.HexToHash("0x503b95219710a256661dfb2df557c536a1e3ea1e51c300b8454a1b459e292144")
}

// UnpackHouseBadVictimsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseBadVictims(uint256 victims, uint256 amounts)
func (houseRegistry *HouseRegistry) UnpackHouseBadVictimsError(raw []byte) (*HouseRegistryHouseBadVictims, error) {
	out := new(HouseRegistryHouseBadVictims)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseBadVictims", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseBondOverflow represents a HouseBondOverflow error raised by the HouseRegistry contract.
type HouseRegistryHouseBondOverflow struct {
	Bond *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseBondOverflow(uint256 bond)
func HouseRegistryHouseBondOverflowErrorID() common.Hash {
	return common.HexToHash("0x221a4f5e612ff622483da69239e0f7b8c9f479323f044f334bccef18114b2756")
}

// UnpackHouseBondOverflowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseBondOverflow(uint256 bond)
func (houseRegistry *HouseRegistry) UnpackHouseBondOverflowError(raw []byte) (*HouseRegistryHouseBondOverflow, error) {
	out := new(HouseRegistryHouseBondOverflow)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseBondOverflow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseBondTooLow represents a HouseBondTooLow error raised by the HouseRegistry contract.
type HouseRegistryHouseBondTooLow struct {
	Sent    *big.Int
	Minimum *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseBondTooLow(uint256 sent, uint256 minimum)
func HouseRegistryHouseBondTooLowErrorID() common.Hash {
	return common.HexToHash("0xe5b4eaf13b42264ff57b9908c137f8794b3da281e97ce9dad35584df68cfdac0")
}

// UnpackHouseBondTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseBondTooLow(uint256 sent, uint256 minimum)
func (houseRegistry *HouseRegistry) UnpackHouseBondTooLowError(raw []byte) (*HouseRegistryHouseBondTooLow, error) {
	out := new(HouseRegistryHouseBondTooLow)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseBondTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseDrawTooEarly represents a HouseDrawTooEarly error raised by the HouseRegistry contract.
type HouseRegistryHouseDrawTooEarly struct {
	Game       common.Address
	GameId     *big.Int
	ArmedBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseDrawTooEarly(address game, uint256 gameId, uint256 armedBlock)
func HouseRegistryHouseDrawTooEarlyErrorID() common.Hash {
	return common.HexToHash("0xf5c7228ca4229bbbc16ed92c597ca64347d64046254955b0eba7efd656e9505e")
}

// UnpackHouseDrawTooEarlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseDrawTooEarly(address game, uint256 gameId, uint256 armedBlock)
func (houseRegistry *HouseRegistry) UnpackHouseDrawTooEarlyError(raw []byte) (*HouseRegistryHouseDrawTooEarly, error) {
	out := new(HouseRegistryHouseDrawTooEarly)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseDrawTooEarly", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseExitDelay represents a HouseExitDelay error raised by the HouseRegistry contract.
type HouseRegistryHouseExitDelay struct {
	House   common.Address
	ReadyAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseExitDelay(address house, uint256 readyAt)
func HouseRegistryHouseExitDelayErrorID() common.Hash {
	return common.HexToHash("0x62c2f810ee79564b01e0f3c29727a49745c3718bb497e17b5a25fc0768c4754c")
}

// UnpackHouseExitDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseExitDelay(address house, uint256 readyAt)
func (houseRegistry *HouseRegistry) UnpackHouseExitDelayError(raw []byte) (*HouseRegistryHouseExitDelay, error) {
	out := new(HouseRegistryHouseExitDelay)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseExitDelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseExiting represents a HouseExiting error raised by the HouseRegistry contract.
type HouseRegistryHouseExiting struct {
	House common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseExiting(address house)
func HouseRegistryHouseExitingErrorID() common.Hash {
	return common.HexToHash("0x6206aedf393978f56d0ce59441721e51846563f41b7ac482875626bdfc2c71b8")
}

// UnpackHouseExitingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseExiting(address house)
func (houseRegistry *HouseRegistry) UnpackHouseExitingError(raw []byte) (*HouseRegistryHouseExiting, error) {
	out := new(HouseRegistryHouseExiting)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseExiting", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseHasOpenGames represents a HouseHasOpenGames error raised by the HouseRegistry contract.
type HouseRegistryHouseHasOpenGames struct {
	House     common.Address
	OpenGames *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseHasOpenGames(address house, uint256 openGames)
func HouseRegistryHouseHasOpenGamesErrorID() common.Hash {
	return common.HexToHash("0x84d692272bb876aeb1907104e8e4ab82e0f0702276ab4d88fdb158f22592d296")
}

// UnpackHouseHasOpenGamesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseHasOpenGames(address house, uint256 openGames)
func (houseRegistry *HouseRegistry) UnpackHouseHasOpenGamesError(raw []byte) (*HouseRegistryHouseHasOpenGames, error) {
	out := new(HouseRegistryHouseHasOpenGames)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseHasOpenGames", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseNoCredit represents a HouseNoCredit error raised by the HouseRegistry contract.
type HouseRegistryHouseNoCredit struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseNoCredit(address account)
func HouseRegistryHouseNoCreditErrorID() common.Hash {
	return common.HexToHash("0x7e482e96f3a5811ae3b0c73882089c875f046423559f3d17d77bb190285ba416")
}

// UnpackHouseNoCreditError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseNoCredit(address account)
func (houseRegistry *HouseRegistry) UnpackHouseNoCreditError(raw []byte) (*HouseRegistryHouseNoCredit, error) {
	out := new(HouseRegistryHouseNoCredit)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseNoCredit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseNoRequest represents a HouseNoRequest error raised by the HouseRegistry contract.
type HouseRegistryHouseNoRequest struct {
	Game   common.Address
	GameId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseNoRequest(address game, uint256 gameId)
func HouseRegistryHouseNoRequestErrorID() common.Hash {
	return common.HexToHash("0x7743ed862f6ef5337f6de31731458caefb31043793e50bf9764e443f11fcd981")
}

// UnpackHouseNoRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseNoRequest(address game, uint256 gameId)
func (houseRegistry *HouseRegistry) UnpackHouseNoRequestError(raw []byte) (*HouseRegistryHouseNoRequest, error) {
	out := new(HouseRegistryHouseNoRequest)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseNoRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseNotAssigned represents a HouseNotAssigned error raised by the HouseRegistry contract.
type HouseRegistryHouseNotAssigned struct {
	Game   common.Address
	GameId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseNotAssigned(address game, uint256 gameId)
func HouseRegistryHouseNotAssignedErrorID() common.Hash {
	return common.HexToHash("0xe1d4831412164ca262ab96d297a4729d23b20594b0531285999c23199291f454")
}

// UnpackHouseNotAssignedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseNotAssigned(address game, uint256 gameId)
func (houseRegistry *HouseRegistry) UnpackHouseNotAssignedError(raw []byte) (*HouseRegistryHouseNotAssigned, error) {
	out := new(HouseRegistryHouseNotAssigned)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseNotAssigned", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseNotExiting represents a HouseNotExiting error raised by the HouseRegistry contract.
type HouseRegistryHouseNotExiting struct {
	House common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseNotExiting(address house)
func HouseRegistryHouseNotExitingErrorID() common.Hash {
	return common.HexToHash("0x90966899afb2b16f2d584eb055071f36dc8e57b12a93e2b1c612058691154870")
}

// UnpackHouseNotExitingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseNotExiting(address house)
func (houseRegistry *HouseRegistry) UnpackHouseNotExitingError(raw []byte) (*HouseRegistryHouseNotExiting, error) {
	out := new(HouseRegistryHouseNotExiting)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseNotExiting", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseNotGame represents a HouseNotGame error raised by the HouseRegistry contract.
type HouseRegistryHouseNotGame struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseNotGame(address caller)
func HouseRegistryHouseNotGameErrorID() common.Hash {
	return common.HexToHash("0x2829981644fcc0b9db6abebfaa7c6a1331eaaee43c858e5e8f827fdc132732b5")
}

// UnpackHouseNotGameError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseNotGame(address caller)
func (houseRegistry *HouseRegistry) UnpackHouseNotGameError(raw []byte) (*HouseRegistryHouseNotGame, error) {
	out := new(HouseRegistryHouseNotGame)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseNotGame", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseNotRegistered represents a HouseNotRegistered error raised by the HouseRegistry contract.
type HouseRegistryHouseNotRegistered struct {
	House common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseNotRegistered(address house)
func HouseRegistryHouseNotRegisteredErrorID() common.Hash {
	return common.HexToHash("0x2a41f9a7da1282ab1db92f63861ae87c036ca2e72041b5534421c9e062b00418")
}

// UnpackHouseNotRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseNotRegistered(address house)
func (houseRegistry *HouseRegistry) UnpackHouseNotRegisteredError(raw []byte) (*HouseRegistryHouseNotRegistered, error) {
	out := new(HouseRegistryHouseNotRegistered)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseNotRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseTransferFailed represents a HouseTransferFailed error raised by the HouseRegistry contract.
type HouseRegistryHouseTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseTransferFailed(address to, uint256 amount)
func HouseRegistryHouseTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x731a948d2453d2286e0bf98396de94af8a86d28901cd5c0753638de30a476d73")
}

// UnpackHouseTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseTransferFailed(address to, uint256 amount)
func (houseRegistry *HouseRegistry) UnpackHouseTransferFailedError(raw []byte) (*HouseRegistryHouseTransferFailed, error) {
	out := new(HouseRegistryHouseTransferFailed)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseWrongHouse represents a HouseWrongHouse error raised by the HouseRegistry contract.
type HouseRegistryHouseWrongHouse struct {
	Game   common.Address
	GameId *big.Int
	House  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseWrongHouse(address game, uint256 gameId, address house)
func HouseRegistryHouseWrongHouseErrorID() common.Hash {
	return common.HexToHash("0x5e441383fe21198eac40eb3dfd8a0a0108becff564580610c04954f0cea69a04")
}

// UnpackHouseWrongHouseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseWrongHouse(address game, uint256 gameId, address house)
func (houseRegistry *HouseRegistry) UnpackHouseWrongHouseError(raw []byte) (*HouseRegistryHouseWrongHouse, error) {
	out := new(HouseRegistryHouseWrongHouse)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseWrongHouse", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryHouseWrongPlayers represents a HouseWrongPlayers error raised by the HouseRegistry contract.
type HouseRegistryHouseWrongPlayers struct {
	Game   common.Address
	GameId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HouseWrongPlayers(address game, uint256 gameId)
func HouseRegistryHouseWrongPlayersErrorID() common.Hash {
	return common.HexToHash("0xc8ea87cebba7a3e5cf4845395e0684662de9c43ef949cbe1442d9fe103f392f5")
}

// UnpackHouseWrongPlayersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HouseWrongPlayers(address game, uint256 gameId)
func (houseRegistry *HouseRegistry) UnpackHouseWrongPlayersError(raw []byte) (*HouseRegistryHouseWrongPlayers, error) {
	out := new(HouseRegistryHouseWrongPlayers)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "HouseWrongPlayers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the HouseRegistry contract.
type HouseRegistryOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func HouseRegistryOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (houseRegistry *HouseRegistry) UnpackOwnableInvalidOwnerError(raw []byte) (*HouseRegistryOwnableInvalidOwner, error) {
	out := new(HouseRegistryOwnableInvalidOwner)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the HouseRegistry contract.
type HouseRegistryOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func HouseRegistryOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (houseRegistry *HouseRegistry) UnpackOwnableUnauthorizedAccountError(raw []byte) (*HouseRegistryOwnableUnauthorizedAccount, error) {
	out := new(HouseRegistryOwnableUnauthorizedAccount)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HouseRegistryReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the HouseRegistry contract.
type HouseRegistryReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func HouseRegistryReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (houseRegistry *HouseRegistry) UnpackReentrancyGuardReentrantCallError(raw []byte) (*HouseRegistryReentrancyGuardReentrantCall, error) {
	out := new(HouseRegistryReentrancyGuardReentrantCall)
	if err := houseRegistry.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}
