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

// IWorduelBo3Game is an auto generated low-level Go binding around an user-defined struct.
type IWorduelBo3Game struct {
	A              common.Address
	KeysDue        *big.Int
	B              common.Address
	HouseDue       *big.Int
	House          common.Address
	RoundStart     *big.Int
	Round          uint16
	SolveEndedAt   *big.Int
	DrawBlock      uint64
	Randomness     *big.Int
	Drawn          bool
	Closed         bool
	SeedCommitment *big.Int
}

// IWorduelBo3Side is an auto generated low-level Go binding around an user-defined struct.
type IWorduelBo3Side struct {
	PlayerY    *big.Int
	Binding    *big.Int
	Acc        *big.Int
	Pending    *big.Int
	GuessedAt  *big.Int
	ClockSince *big.Int
	ClockLeft  uint32
	DoneAt     *big.Int
	SolvedAt   *big.Int
	Tries      uint8
	Wins       uint8
	Tallied    bool
	Greens     uint8
	BestTry    uint8
	Opened     uint8
}

// WorduelBo3Config is an auto generated low-level Go binding around an user-defined struct.
type WorduelBo3Config struct {
	Registry       common.Address
	KeyVerifier    common.Address
	AnswerVerifier common.Address
	TallyVerifier  common.Address
	RefuseVerifier common.Address
	AnswersRoot    *big.Int
	AnswersCount   *big.Int
	RoundTime      *big.Int
	Window         *big.Int
	Pause          *big.Int
	Compensation   *big.Int
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

// WorduelBo3MetaData contains all meta data concerning the WorduelBo3 contract.
var WorduelBo3MetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"platform\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"},{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structWorduelBo3.Config\",\"components\":[{\"name\":\"registry\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"},{\"name\":\"keyVerifier\",\"type\":\"address\",\"internalType\":\"contractIKeyVerifier\"},{\"name\":\"answerVerifier\",\"type\":\"address\",\"internalType\":\"contractIHiddenAnswerVerifier\"},{\"name\":\"tallyVerifier\",\"type\":\"address\",\"internalType\":\"contractITallyVerifier\"},{\"name\":\"refuseVerifier\",\"type\":\"address\",\"internalType\":\"contractIRefuseVerifier\"},{\"name\":\"answersRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answersCount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"roundTime\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pause\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"compensation\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ANSWERS_COUNT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"ANSWERS_ROOT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"ANSWER_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIHiddenAnswerVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"COMPENSATION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"KEY_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIKeyVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRIES\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PAUSE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PLATFORM\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REFUSE_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIRefuseVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REGISTRY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"ROUND_TIME\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"TALLY_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractITallyVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WINS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"accNew\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"solved\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimHouseTimeout\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"close\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"bindings\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"proofA\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"proofB\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"contextOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"drawHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"gameOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIWorduelBo3.Game\",\"components\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"keysDue\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"houseDue\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"roundStart\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"round\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"solveEndedAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"drawBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"randomness\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"drawn\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"closed\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"guess\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ciphertext\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"houseDueOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"onMatchStart\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"postKey\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"refuse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"revealSeed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"roundOverAt\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sideOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"side\",\"type\":\"tuple\",\"internalType\":\"structIWorduelBo3.Side\",\"components\":[{\"name\":\"playerY\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"binding\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"acc\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pending\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessedAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"clockSince\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"clockLeft\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"doneAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"solvedAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"tries\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"wins\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tallied\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"greens\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"bestTry\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"opened\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"tally\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"guesses\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"colours\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"tallySolved\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"guesses\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"colours\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"timeLeft\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"timeoutOutcome\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"due\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"GuessRefused\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"round\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HiddenAnswer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"at\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HiddenGuess\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"at\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"ciphertext\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"bindingA\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"bindingB\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseDrawn\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"houseDue\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseTimedOut\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"compensation\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"KeyPosted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"x\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchEnded\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"keysDue\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RandomnessDrawn\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"randomness\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RoundEnded\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"bySolve\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"winsA\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"winsB\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RoundStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"start\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"duration\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SeedRevealed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Tallied\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"round\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"guesses\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"colours\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"Bo3AlreadyCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3AlreadyTallied\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3BadAnswerProof\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3BadCommitment\",\"inputs\":[{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3BadGuess\",\"inputs\":[{\"name\":\"ciphertext\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3BadKey\",\"inputs\":[{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3BadKeyProof\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3BadRefusalProof\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3BadSettings\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"Bo3BadTallyProof\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3ClockOut\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3Closed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3GuessPending\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3HouseDrawn\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3HouseNotLate\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3KeyPosted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3KeysClosed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"keysDue\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3KeysMissing\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3Late\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"due\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3NoGuess\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3NoTriesLeft\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3NotCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3NotHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3NotPlayer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3NothingToOpen\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Bo3RandomnessPending\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"drawBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3RoundNotOver\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3RoundNotStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Bo3StillLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelModeMatchNotLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelModeNotPlatform\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"HiddenInputsBadField\",\"inputs\":[{\"name\":\"field\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "WorduelBo3",
	Bin: "0x610200604052348015610010575f5ffd5b506040516161c33803806161c383398101604081905261002f916101f8565b6001600160a01b038083166080528151161580610057575060208101516001600160a01b0316155b8061006d575060408101516001600160a01b0316155b80610083575060608101516001600160a01b0316155b80610099575060808101516001600160a01b0316155b806100a6575060c0810151155b806100b657506120008160c00151115b806100c3575060e0810151155b806100d45750620151808160e00151115b806100e25750610100810151155b806100f4575062015180816101000151115b806101055750610e10816101200151115b156101235760405163f614d02560e01b815260040160405180910390fd5b80516001600160a01b0390811660a09081526020830151821660c09081526040840151831660e090815260608501518416610100908152608086015190941661012090815292850151610140908152918501516101605284015161018052918301516101a0528201516101c05201516101e052506102dc565b6001600160a01b03811681146101b0575f5ffd5b50565b60405161016081016001600160401b03811182821017156101e257634e487b7160e01b5f52604160045260245ffd5b60405290565b80516101f38161019c565b919050565b5f5f82840361018081121561020b575f5ffd5b83516102168161019c565b9250610160601f198201121561022a575f5ffd5b506102336101b3565b61023f602085016101e8565b815261024d604085016101e8565b602082015261025e606085016101e8565b604082015261026f608085016101e8565b606082015261028060a085016101e8565b608082015260c08481015160a083015260e0808601519183019190915261010080860151918301919091526101208086015191830191909152610140808601519183019190915261016090940151938101939093525092909150565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c0516101e051615d7d6104465f395f818161027001528181612a740152612ab301525f8181610764015261479001525f81816105e3015281816118e001528181612715015281816128d2015281816129ce01528181612d7e015281816132a101528181613c5901528181613e3c0152613e6e01525f818161055c0152818161488b015261491601525f81816106310152610e2a01525f8181610535015261465801525f818161060a0152611cb401525f818161032d0152612fa801525f81816102d801526133a101525f818161068401526146bd01525f818161020a01528181610a1b01528181611f39015281816120f60152818161264a01528181612b340152818161394701528181613cc8015261456b01525f8181610596015281816108090152818161157901528181611ad5015281816130d6015261445b0152615d7d5ff3fe608060405234801561000f575f5ffd5b5060043610610201575f3560e01c8063890c488a11610123578063d19aca07116100b8578063ec13345611610088578063efbb4d241161006e578063efbb4d24146107ac578063f7a69a20146107bf578063faeceebf146107c7575f5ffd5b8063ec13345614610786578063ee2a68c914610799575f5ffd5b8063d19aca07146106cc578063d745f72e14610739578063e2792b1a1461074c578063e65fad971461075f575f5ffd5b8063c23adcda116100f3578063c23adcda14610653578063c98a041d1461067f578063cb94d49e146106a6578063d0dc9e69146106b9575f5ffd5b8063890c488a146105cb578063a53e5412146105de578063af8ead3914610605578063ba2514201461062c575f5ffd5b80635391ba7e116101995780637892fd29116101695780637892fd2914610557578063794827bc1461057e5780637efc77fa146105915780637f0a0e6c146105b8575f5ffd5b80635391ba7e146103155780635e70f3101461032857806370232f841461034f57806378363c7a14610530575f5ffd5b80632a3a6bc6116101d45780632a3a6bc6146102b357806330df7b2a146102d357806342a4411a146102fa57806348e6400314610302575f5ffd5b806306433b1b146102055780630aebeb4e146102565780630c7521091461026b578063147ff94d146102a0575b5f5ffd5b61022c7f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b61026961026436600461505a565b6107da565b005b6102927f000000000000000000000000000000000000000000000000000000000000000081565b60405190815260200161024d565b6102696102ae366004615118565b610a77565b6102c66102c13660046151d2565b610b66565b60405161024d91906151f2565b61022c7f000000000000000000000000000000000000000000000000000000000000000081565b610292600281565b61026961031036600461532f565b610dbc565b6102696103233660046151d2565b611168565b61022c7f000000000000000000000000000000000000000000000000000000000000000081565b61052361035d36600461505a565b604080516101a0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e081018290526101008101829052610120810182905261014081018290526101608101829052610180810191909152505f908152602081815260409182902082516101a081018452815473ffffffffffffffffffffffffffffffffffffffff8082168352740100000000000000000000000000000000000000009182900464ffffffffff908116958401959095526001840154808216968401969096529481900484166060830152600283015494851660808301528404831660a082015279010000000000000000000000000000000000000000000000000080850461ffff1660c08301527b0100000000000000000000000000000000000000000000000000000090940490921660e0830152600381015467ffffffffffffffff81166101008401526801000000000000000081046fffffffffffffffffffffffffffffffff166101208401527801000000000000000000000000000000000000000000000000810460ff9081161515610140850152939004909216151561016082015260049091015461018082015290565b60405161024d91906153af565b6102927f000000000000000000000000000000000000000000000000000000000000000081565b6102927f000000000000000000000000000000000000000000000000000000000000000081565b61029261058c36600461505a565b61153c565b61022c7f000000000000000000000000000000000000000000000000000000000000000081565b6102696105c6366004615517565b611561565b6102696105d9366004615118565b6115e4565b6102927f000000000000000000000000000000000000000000000000000000000000000081565b61022c7f000000000000000000000000000000000000000000000000000000000000000081565b6102927f000000000000000000000000000000000000000000000000000000000000000081565b61066661066136600461505a565b61180a565b60408051921515835260ff90911660208301520161024d565b61022c7f000000000000000000000000000000000000000000000000000000000000000081565b6102696106b43660046151d2565b611a32565b6102926106c736600461505a565b611bcc565b6102926106da36600461555c565b6040805146602080830191909152308284015260608201949094525f608082015273ffffffffffffffffffffffffffffffffffffffff9290921660a0808401919091528151808403909101815260c09092019052805191012060081c90565b61026961074736600461558a565b611beb565b61026961075a3660046155e2565b611fb2565b6102927f000000000000000000000000000000000000000000000000000000000000000081565b61026961079436600461505a565b612203565b6102926107a73660046151d2565b61228c565b6102696107ba36600461560b565b6122be565b610292600681565b61022c6107d536600461505a565b612563565b6040517f27507458000000000000000000000000000000000000000000000000000000008152600481018290527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa158015610863573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108879190615682565b156108c6576040517f94471b57000000000000000000000000000000000000000000000000000000008152600481018290526024015b60405180910390fd5b5f818152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff16158061091b57506003810154790100000000000000000000000000000000000000000000000000900460ff165b15610955576040517f5d172b32000000000000000000000000000000000000000000000000000000008152600481018390526024016108bd565b5f82815260016020526040812061096d90839061280a565b9050801580159061097d57508042115b156109915761098c83836129fd565b505050565b6003820180547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff167901000000000000000000000000000000000000000000000000001790556040517f37bdc99b0000000000000000000000000000000000000000000000000000000081526004810184905273ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906337bdc99b906024015f604051808303815f87803b158015610a5c575f5ffd5b505af1158015610a6e573d5f5f3e3d5ffd5b50505050505050565b5f8881526020818152604080832060019092528220909190610a9a8b848c612c01565b60028110610aaa57610aaa61569d565b6005020190505f610abe8b848c858c612cec565b9050610ad68b8b84600201548c8c8c8c888d8d612ef9565b6004820180547effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff16905560405173ffffffffffffffffffffffffffffffffffffffff8b16908c907fb74303291e446227a4c7b5932ef88559ac5557e3aa81ae1b9bc1ebf8688aacbb90610b519085908e908e908e908e90615713565b60405180910390a35050505050505050505050565b604080516101e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c08101919091525f8381526001602052604081208360028110610bfc57610bfc61569d565b600502019050604051806101e00160405280825f0154815260200182600101548152602001610c2a8361306a565b815260200182600401601d9054906101000a900460ff16610c4b575f610c51565b82600301545b815260049092015464ffffffffff80821660208501526501000000000082048116604085015263ffffffff6a010000000000000000000083041660608501526e01000000000000000000000000000082048116608085015273010000000000000000000000000000000000000082041660a084015260ff78010000000000000000000000000000000000000000000000008204811660c08501527901000000000000000000000000000000000000000000000000008204811660e08501527a0100000000000000000000000000000000000000000000000000008204811615156101008501527b01000000000000000000000000000000000000000000000000000000820481166101208501527c0100000000000000000000000000000000000000000000000000000000820481166101408501527f010000000000000000000000000000000000000000000000000000000000000090910416610160909201919091529392505050565b610dc5876130a7565b5f8781526020819052604081209080610ddf8a848b613190565b91509150610e888a8a610e81610df48561306a565b8c86600301548d8a60020160199054906101000a900461ffff1661ffff168960040160189054906101000a900460ff1660ff168f7f00000000000000000000000000000000000000000000000000000000000000008e60030160089054906101000a90046fffffffffffffffffffffffffffffffff166fffffffffffffffffffffffffffffffff1661331c565b8888613364565b60048101547801000000000000000000000000000000000000000000000000900460ff1673ffffffffffffffffffffffffffffffffffffffff8a168b7f82cfdb68a10c0ec1ea9aad73a91737735917ca1c44dda1e1a3a8454030a1c9fa89610ef0575f610ef6565b63010000005b63ffffffff16601085901b8860020160199054906101000a900461ffff1661ffff1617178b604051610f32929190918252602082015260400190565b60405180910390a3600282018990556004820180547eff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff16905580610f7481615778565b6004840180547fffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffff16780100000000000000000000000000000000000000000000000060ff84160217905591505086156110175760048201805473010000000000000000000000000000000000000064ffffffffff8216027fffffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffff9091161790556110a4565b60068103611068576004820180547fffffffffffffffffffffffffff0000000000ffffffffffffffffffffffffffff166e0100000000000000000000000000004264ffffffffff16021790556110a4565b6004820180547fffffffffffffffffffffffffffffffffffffffffffff0000000000ffffffffff16650100000000004264ffffffffff16021790555b861580156110d9575060048201547e01000000000000000000000000000000000000000000000000000000000000900460ff16155b156110e75750505050610a6e565b5f8b815260016020526040812090806110ff8361345d565b91509150811561111c576111178e8885846001613584565b611158565b60018361112988836157af565b600281106111395761113961569d565b60050201600401601e6101000a81548160ff0219169083151502179055505b5050505050505050505050505050565b611171826130a7565b5f8281526020819052604081209061118a848333612c01565b600283015490915074010000000000000000000000000000000000000000810464ffffffffff1690790100000000000000000000000000000000000000000000000000900461ffff165f829003611210576040517f2dc75f72000000000000000000000000000000000000000000000000000000008152600481018790526024016108bd565b8142101561125b576040517fcc3d66710000000000000000000000000000000000000000000000000000000081526004810187905260248101829052604481018390526064016108bd565b84158061128857507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018510155b156112c2576040517f193666b6000000000000000000000000000000000000000000000000000000008152600481018690526024016108bd565b5f86815260016020526040812084600281106112e0576112e061569d565b60050201905080600401601d9054906101000a900460ff1615611338576040517fab3bc500000000000000000000000000000000000000000000000000000000008152600481018890523360248201526044016108bd565b60048101547801000000000000000000000000000000000000000000000000900460ff16600681148061138c57506004820154730100000000000000000000000000000000000000900464ffffffffff1615155b156113cc576040517f71762dad000000000000000000000000000000000000000000000000000000008152600481018990523360248201526044016108bd565b5f6113d683613a21565b9050805f0361141a576040517fc07a9a0d000000000000000000000000000000000000000000000000000000008152600481018a90523360248201526044016108bd565b81158015611449575060038701547801000000000000000000000000000000000000000000000000900460ff16155b15611458576114588988613a95565b600383018890556004830180547d0100000000000000000000000000000000000000000000000000000000004264ffffffffff167fffffffffffffffffffffffffffffffffffff0000000000000000000000000000909216919091176a010000000000000000000063ffffffff851602177fffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1617905560408051601084901b86178152602081018a905233918b917f1c7f8ab4a6fd5d89c8906575b18487a218df5a6caf8a8bdefd08e13681236498910160405180910390a3505050505050505050565b5f818152602081815260408083206001909252822061155b919061280a565b92915050565b3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016146115d2576040517f7ffa86ee0000000000000000000000000000000000000000000000000000000081523360048201526024016108bd565b6115de84848484613bf5565b50505050565b6115ed886130a7565b5f888152602081905260408120906116068a838b612c01565b5f8b81526001602052604090209091506116398b84838d81876002811061162f5761162f61569d565b600502018d613db8565b6116918b8b61165c8486600281106116535761165361569d565b6005020161306a565b60028701548d908d908d908d90790100000000000000000000000000000000000000000000000000900461ffff168d8d612ef9565b5f8183600281106116a4576116a461569d565b6005020190505f5f6116e78a8a808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250613fc592505050565b91509150600183600401601a6101000a81548160ff0219169083151502179055508183600401601b6101000a81548160ff021916908360ff1602179055508083600401601c6101000a81548160ff021916908360ff1602179055508c73ffffffffffffffffffffffffffffffffffffffff168e7fb74303291e446227a4c7b5932ef88559ac5557e3aa81ae1b9bc1ebf8688aacbb8860020160199054906101000a900461ffff168f8f8f8f6040516117a39594939291906157c2565b60405180910390a3836117b78660016157af565b600281106117c7576117c761569d565b60050201600401601a9054906101000a900460ff166117eb57505050505050611800565b6111588e87866117fa8861404f565b5f613584565b5050505050505050565b5f818152602081905260408120805482919073ffffffffffffffffffffffffffffffffffffffff1661184157505f93849350915050565b5f84815260016020526040902080546005820154901580159115159080611866575080155b156118b957835474010000000000000000000000000000000000000000900464ffffffffff1642116118a057505f96879650945050505050565b60016118ac8383614135565b9550955050505050915091565b600284015473ffffffffffffffffffffffffffffffffffffffff1661192c578354611924907f00000000000000000000000000000000000000000000000000000000000000009074010000000000000000000000000000000000000000900464ffffffffff166157df565b42115f6118ac565b83600401545f0361194557505f96879650945050505050565b5f61195584825b6005020161416d565b90505f61196385600161194c565b90505f82158015906119755750824210155b90505f82158015906119875750824210155b905081158015611995575080155b156119ac57505f9a8b9a5098505050505050505050565b5f8280156119b75750815b6119cc57826119c657836119db565b846119db565b8385106119d957836119db565b845b90505f6119e88a8a61280a565b905080158015906119f857508181105b15611a1157505f9c8d9c509a5050505050505050505050565b6001611a1f85158515614135565b9b509b5050505050505050505050915091565b5f828152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff1633141580611a66575033155b15611aa6576040517f58cb4283000000000000000000000000000000000000000000000000000000008152600481018490523360248201526044016108bd565b6040517f27507458000000000000000000000000000000000000000000000000000000008152600481018490527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa158015611b2f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b539190615682565b15611b8d576040517f94471b57000000000000000000000000000000000000000000000000000000008152600481018490526024016108bd565b827f6ea81813eb74150321f70c7042dd54943d3d56e95b59bc3e7cd62a8f7622f98d83604051611bbf91815260200190565b60405180910390a2505050565b5f818152602081815260408083206001909252822061155b9190614230565b611bf4846130a7565b5f84815260208190526040812090611c0d868387613190565b60018101546003820154600286015460048401549395505f9450611c749379010000000000000000000000000000000000000000000000000090910461ffff16907801000000000000000000000000000000000000000000000000900460ff1685806142eb565b6040517ff219ed6f00000000000000000000000000000000000000000000000000000000815290915073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000169063f219ed6f90611ced90889088908690600401615839565b5f6040518083038186803b158015611d03575f5ffd5b505afa925050508015611d14575060015b611d69576040517fa0be085a0000000000000000000000000000000000000000000000000000000081526004810188905273ffffffffffffffffffffffffffffffffffffffff871660248201526044016108bd565b600283015460048301546040805179010000000000000000000000000000000000000000000000000090930461ffff168352780100000000000000000000000000000000000000000000000090910460ff16602083015273ffffffffffffffffffffffffffffffffffffffff88169189917fff0447a103f8d5450ac58e728b30e087d8702415c07b4401d906d2d460e58a39910160405180910390a3825473ffffffffffffffffffffffffffffffffffffffff8781169116145f81611e4557845473ffffffffffffffffffffffffffffffffffffffff16611e61565b600185015473ffffffffffffffffffffffffffffffffffffffff165b60405173ffffffffffffffffffffffffffffffffffffffff8216815290915089907f6a0c15458ff679e1dba1fc6bd7dfac1b9749d252e4766628fe55154339a080bc9060200160405180910390a26003850180547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff167901000000000000000000000000000000000000000000000000001790556040517f37bdc99b000000000000000000000000000000000000000000000000000000008152600481018a905273ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906337bdc99b906024015f604051808303815f87803b158015611f7a575f5ffd5b505af1158015611f8c573d5f5f3e3d5ffd5b50505050611fa78983611fa057600161441e565b600261441e565b505050505050505050565b611fbb836130a7565b5f8381526020818152604080832060019092528220909190611fde868433612c01565b60028110611fee57611fee61569d565b835460059190910291909101915074010000000000000000000000000000000000000000900464ffffffffff1642111561207e5781546040517f974f7f88000000000000000000000000000000000000000000000000000000008152600481018790527401000000000000000000000000000000000000000090910464ffffffffff1660248201526044016108bd565b8054156120c0576040517fa3dc619b000000000000000000000000000000000000000000000000000000008152600481018690523360248201526044016108bd565b6040517f669d944800000000000000000000000000000000000000000000000000000000815260048101859052602481018490527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063669d944890604401602060405180830381865afa158015612150573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906121749190615682565b6121b4576040517f7abc35fe00000000000000000000000000000000000000000000000000000000815260048101859052602481018490526044016108bd565b828155600160038201556040805185815260208101859052339187917f8a98460d92bdc09f2a6ae643a57e117f416039284838ae9b3cd726255b28236991015b60405180910390a35050505050565b61220c816130a7565b5f818152602081815260408083206001909252822090919061222f90839061280a565b905080158061223e5750804211155b15612278576040517f62f68b0b000000000000000000000000000000000000000000000000000000008152600481018490526024016108bd565b61228283836129fd565b61098c835f61441e565b5f8281526001602052604081206122b79083600281106122ae576122ae61569d565b60050201613a21565b9392505050565b6122c7876130a7565b5f878152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff16331415806122fb575033155b1561233b576040517f58cb4283000000000000000000000000000000000000000000000000000000008152600481018990523360248201526044016108bd565b60048101541561237a576040517f25e6e3e8000000000000000000000000000000000000000000000000000000008152600481018990526024016108bd565b600181015474010000000000000000000000000000000000000000900464ffffffffff164211156124045760018101546040517f65edfbf6000000000000000000000000000000000000000000000000000000008152600481018a90527401000000000000000000000000000000000000000090910464ffffffffff1660248201526044016108bd565b86158061243157507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018710155b1561246b576040517fea75d0cb000000000000000000000000000000000000000000000000000000008152600481018890526024016108bd565b5f88815260016020526040902081546124a1908a9073ffffffffffffffffffffffffffffffffffffffff16838b8b358b8b6144bb565b60018201546124d3908a9073ffffffffffffffffffffffffffffffffffffffff16600584018b60208c013589896144bb565b600482018890556003820180547fffffffffffffffffffffffffffffffffffffffffffffffff0000000000000000164367ffffffffffffffff161790556040805189815288356020808301919091528901358183015290518a917fe643c55c154f6f2299d2c3ecb49cac72b9d012024951d7f0d36cca95f65b502d919081900360600190a2611fa789838361478a565b5f61256d826130a7565b5f828152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff16156125f15760028101546040517f453f97c00000000000000000000000000000000000000000000000000000000081526004810185905273ffffffffffffffffffffffffffffffffffffffff90911660248201526044016108bd565b5f8381526001602052604090208054158061260e57506005810154155b15612648576040517f8a7063e0000000000000000000000000000000000000000000000000000000008152600481018590526024016108bd565b7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1663b0c945138561268e85614965565b6040518363ffffffff1660e01b81526004016126ab9291906158cf565b6020604051808303815f875af11580156126c7573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126eb91906158e7565b925073ffffffffffffffffffffffffffffffffffffffff831661270f575050919050565b5f61273a7f0000000000000000000000000000000000000000000000000000000000000000426157df565b6002840180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff87169081179091556001850180547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000064ffffffffff8516021790556040518281529192509086907f0ff29ae48a758495dc8d7678894e42269ba87e8706ee5f003bec9b4decaa794b9060200160405180910390a3505050919050565b60028201545f9073ffffffffffffffffffffffffffffffffffffffff16158061285457506003830154790100000000000000000000000000000000000000000000000000900460ff165b1561286057505f61155b565b82600401545f036128955750600182015474010000000000000000000000000000000000000000900464ffffffffff1661155b565b5f5b600281101561292c578281600281106128b2576128b261569d565b60050201600401601d9054906101000a900460ff161561292457612921827f00000000000000000000000000000000000000000000000000000000000000008584600281106129035761290361569d565b600502016004015461291c919064ffffffffff166157df565b614a2e565b91505b600101612897565b505f6129388484614230565b90508015801590612999575060048301547a010000000000000000000000000000000000000000000000000000900460ff161580612999575060098301547a010000000000000000000000000000000000000000000000000000900460ff16155b80156129ac57506129aa835f61194c565b155b80156129c057506129be83600161194c565b155b156129f6576129f38261291c7f0000000000000000000000000000000000000000000000000000000000000000846157df565b91505b5092915050565b6003810180547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff167901000000000000000000000000000000000000000000000000001790555f612a4d82614965565b6040805160028082526060820183529293505f9290916020830190803683370190505090507f0000000000000000000000000000000000000000000000000000000000000000815f81518110612aa557612aa561569d565b6020026020010181815250507f000000000000000000000000000000000000000000000000000000000000000081600181518110612ae557612ae561569d565b602090810291909101015260028301546040517fe7326cfb0000000000000000000000000000000000000000000000000000000081525f9173ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000081169263e7326cfb92612b7092169089908890889060040161592f565b6020604051808303815f875af1158015612b8c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612bb091906159a6565b600285015460405182815291925073ffffffffffffffffffffffffffffffffffffffff169086907f404ad95ff8743f061091fd1159fc6bfad15261414320b10a1c67a5189464514c906020016121f4565b81545f9073ffffffffffffffffffffffffffffffffffffffff8381169116148015612c41575073ffffffffffffffffffffffffffffffffffffffff821615155b15612c4d57505f6122b7565b600183015473ffffffffffffffffffffffffffffffffffffffff8381169116148015612c8e575073ffffffffffffffffffffffffffffffffffffffff821615155b15612c9b575060016122b7565b6040517fd554b68c0000000000000000000000000000000000000000000000000000000081526004810185905273ffffffffffffffffffffffffffffffffffffffff831660248201526044016108bd565b60048201545f907f0100000000000000000000000000000000000000000000000000000000000000900460ff16808203612d71576040517facbd02260000000000000000000000000000000000000000000000000000000081526004810188905273ffffffffffffffffffffffffffffffffffffffff861660248201526044016108bd565b60028601545f90612dc9907f0000000000000000000000000000000000000000000000000000000000000000907b01000000000000000000000000000000000000000000000000000000900464ffffffffff166157df565b905080421115612e0f576040517f65edfbf600000000000000000000000000000000000000000000000000000000815260048101899052602481018290526044016108bd565b818414612e67576040517fbb2cf56d0000000000000000000000000000000000000000000000000000000081526004810189905273ffffffffffffffffffffffffffffffffffffffff871660248201526044016108bd565b5f88815260016020526040902060028881015460048301547901000000000000000000000000000000000000000000000000009182900461ffff1696500460ff16108015612eda57506009810154600279010000000000000000000000000000000000000000000000000090910460ff16105b15612eed5783612ee9816159bd565b9450505b50505095945050505050565b5f612f68898989808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525050604080516020808d0282810182019093528c82529093508c92508b9182918501908490808284375f920191909152508a9250614a4b915050565b6040517fe1ff508200000000000000000000000000000000000000000000000000000000815290915073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000169063e1ff508290612fe1908690869086906004016159f1565b5f6040518083038186803b158015612ff7575f5ffd5b505afa925050508015613008575060015b61305d576040517fbb2cf56d000000000000000000000000000000000000000000000000000000008152600481018c905273ffffffffffffffffffffffffffffffffffffffff8b1660248201526044016108bd565b5050505050505050505050565b60048101545f907801000000000000000000000000000000000000000000000000900460ff161561309f57816002015461155b565b506001015490565b6040517f27507458000000000000000000000000000000000000000000000000000000008152600481018290527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa158015613130573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906131549190615682565b61318d576040517f9e560bdd000000000000000000000000000000000000000000000000000000008152600481018290526024016108bd565b50565b60028201545f90819073ffffffffffffffffffffffffffffffffffffffff16331415806131bb575033155b156131fb576040517f58cb4283000000000000000000000000000000000000000000000000000000008152600481018690523360248201526044016108bd565b613206858585612c01565b5f86815260016020526040902090925082600281106132275761322761569d565b60050201905080600401601d9054906101000a900460ff16613294576040517f842f404e0000000000000000000000000000000000000000000000000000000081526004810186905273ffffffffffffffffffffffffffffffffffffffff841660248201526044016108bd565b60048101545f906132cd907f00000000000000000000000000000000000000000000000000000000000000009064ffffffffff166157df565b905080421115613313576040517f65edfbf600000000000000000000000000000000000000000000000000000000815260048101879052602481018290526044016108bd565b50935093915050565b613324614fe2565b6040518060a001604052808b81526020018a81526020018981526020018881526020016133548888888888614a7a565b90529a9950505050505050505050565b6040517f2be688d400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690632be688d4906133da90859085908890600401615a2c565b5f6040518083038186803b1580156133f0575f5ffd5b505afa925050508015613401575060015b613456576040517facf2aed80000000000000000000000000000000000000000000000000000000081526004810186905273ffffffffffffffffffffffffffffffffffffffff851660248201526044016108bd565b5050505050565b600481015460098201545f91829164ffffffffff73010000000000000000000000000000000000000092839004811692909104168115801561349d575080155b156134ae57505f9485945092505050565b81158015906134bc57508015155b156134ec5760018183106134df578282106134d85760026134e1565b60016134e1565b5f5b935093505050915091565b5f825f036134fb5760016134fd565b5f5b60ff1690505f835f036135105782613512565b835b90505f876135218460016157af565b600281106135315761353161569d565b60050201905080600401601d9054906101000a900460ff1680156135605750600481015464ffffffffff168210155b1561357457505f9788975095505050505050565b5060019791965090945050505050565b5f60ff831660021461362857838360ff16600281106135a5576135a561569d565b60050201600401601981819054906101000a900460ff16809291906135c990615a67565b91906101000a81548160ff021916908360ff160217905550508260ff165f1461360c57600185015473ffffffffffffffffffffffffffffffffffffffff16613625565b845473ffffffffffffffffffffffffffffffffffffffff165b90505b81613633575f613658565b60048401547801000000000000000000000000000000000000000000000000900460ff165b60048501805460ff929092167f0100000000000000000000000000000000000000000000000000000000000000027effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff909216919091179055816136ba575f6136df565b60098401547801000000000000000000000000000000000000000000000000900460ff165b60098501805460ff929092167f0100000000000000000000000000000000000000000000000000000000000000027effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9092169190911790558115613789576002850180547affffffffffffffffffffffffffffffffffffffffffffffffffffff167b010000000000000000000000000000000000000000000000000000004264ffffffffff16021790555b600285015460048501546009860154604080517901000000000000000000000000000000000000000000000000009485900461ffff16815273ffffffffffffffffffffffffffffffffffffffff86166020820152861515818301529284900460ff9081166060850152939091049092166080820152905187917f692d095d3bd943dc562c5cbd2cfbe6ca032a75f86b99a7a5297f4ae36a539a04919081900360a00190a260ff831660021480159061386d57506002848460ff16600281106138535761385361569d565b6005020160040160199054906101000a900460ff1660ff16145b156139c05760405173ffffffffffffffffffffffffffffffffffffffff8216815286907f6a0c15458ff679e1dba1fc6bd7dfac1b9749d252e4766628fe55154339a080bc9060200160405180910390a26003850180547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff167901000000000000000000000000000000000000000000000000001790556040517f37bdc99b0000000000000000000000000000000000000000000000000000000081526004810187905273ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906337bdc99b906024015f604051808303815f87803b158015613988575f5ffd5b505af115801561399a573d5f5f3e3d5ffd5b505050506139ba868460ff165f146139b357600261441e565b600161441e565b50613456565b600285018054790100000000000000000000000000000000000000000000000000900461ffff169060196139f383615a85565b91906101000a81548161ffff021916908361ffff16021790555050613a1986868661478a565b505050505050565b60048101545f906a0100000000000000000000810463ffffffff169065010000000000900464ffffffffff16801580613a5a5750804211155b15613a66575092915050565b5f613a7182426157af565b905082811015613a8a57613a8581846157af565b613a8c565b5f5b95945050505050565b60038101545f90613aaf9067ffffffffffffffff16614bd8565b90505f819003613b045760038201546040517f22839f090000000000000000000000000000000000000000000000000000000081526004810185905267ffffffffffffffff90911660248201526044016108bd565b604080516020808201849052818301869052825180830384018152606083019384905280519101206003850180547fffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffff6fffffffffffffffffffffffffffffffff8416680100000000000000008102919091167fffffffffffffff0000000000000000000000000000000000ffffffffffffffff9092169190911778010000000000000000000000000000000000000000000000001790915590925284907f1865c3815d27e5ce187d9bbb16ed09efa146ec0325418aafcb77def9a215283b906080015b60405180910390a250505050565b5f848152602081905260408120805473ffffffffffffffffffffffffffffffffffffffff8087167fffffffffffffffffffffffff00000000000000000000000000000000000000009283161783556001830180549187169190921617905590613c7e7f0000000000000000000000000000000000000000000000000000000000000000426157df565b82547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000064ffffffffff83160217835590507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16634b5907ff87613d0c85614965565b6040518363ffffffff1660e01b8152600401613d299291906158cf565b5f604051808303815f87803b158015613d40575f5ffd5b505af1158015613d52573d5f5f3e3d5ffd5b50506040805173ffffffffffffffffffffffffffffffffffffffff808a168252881660208201529081018490528892507f84c1acfa01501ec6e33898bb7c9214214b4ee42cdabd3d79416ad396e14aaff8915060600160405180910390a2505050505050565b5f613dc38686614230565b9050801580613dd157508042105b15613e375760028601546040517f853cca0c0000000000000000000000000000000000000000000000000000000081526004810189905279010000000000000000000000000000000000000000000000000090910461ffff1660248201526044016108bd565b613e617f0000000000000000000000000000000000000000000000000000000000000000826157df565b421115613ece5786613e937f0000000000000000000000000000000000000000000000000000000000000000836157df565b6040517f65edfbf6000000000000000000000000000000000000000000000000000000008152600481019290925260248201526044016108bd565b60048301547a010000000000000000000000000000000000000000000000000000900460ff1615613f4a576040517f96c7eea60000000000000000000000000000000000000000000000000000000081526004810188905273ffffffffffffffffffffffffffffffffffffffff851660248201526044016108bd565b60048301547801000000000000000000000000000000000000000000000000900460ff168214610a6e576040517fbb2cf56d0000000000000000000000000000000000000000000000000000000081526004810188905273ffffffffffffffffffffffffffffffffffffffff851660248201526044016108bd565b5f80805b8351811015614049575f805b600581101561402557613fe9816002615a9c565b868481518110613ffb57613ffb61569d565b6020026020010151901c60031660020361401d578161401981615778565b9250505b600101613fd5565b5083811115614040578061403a8360016157df565b90945092505b50600101613fc9565b50915091565b600481015460098201545f9160ff7b010000000000000000000000000000000000000000000000000000009182900481169291909104168082146140a55780821161409b57600161409d565b5f5b949350505050565b8115806140e55750600984015460048501547c01000000000000000000000000000000000000000000000000000000009182900460ff9081169290910416145b156140f4575060029392505050565b6009840154600485015460ff7c010000000000000000000000000000000000000000000000000000000092839004811692909104161061409b57600161409d565b5f828015614141575081155b156141505760015b905061155b565b81801561415b575082155b15614167576002614149565b5f6122b7565b60048101545f907801000000000000000000000000000000000000000000000000900460ff161515806141c5575060048201547d010000000000000000000000000000000000000000000000000000000000900460ff165b806141f157506004820154730100000000000000000000000000000000000000900464ffffffffff1615155b156141fd57505f919050565b600482015461155b906a0100000000000000000000810463ffffffff169065010000000000900464ffffffffff166157df565b5f82600401545f148061426457506004820154730100000000000000000000000000000000000000900464ffffffffff1615155b8061429057506009820154730100000000000000000000000000000000000000900464ffffffffff1615155b1561429c57505f61155b565b5f6142ac83825b60050201614d03565b90505f6142ba8460016142a3565b90508115806142c7575080155b156142d6575f9250505061155b565b8082116142e35780613a8c565b509392505050565b6142f3615000565b620100008510614339576040517f8f69833a00000000000000000000000000000000000000000000000000000000815260016004820152602481018690526044016108bd565b6010841061437d576040517f8f69833a00000000000000000000000000000000000000000000000000000000815260026004820152602481018590526044016108bd565b601982901c15158061439757508215801561439757508115155b156143d8576040517f8f69833a00000000000000000000000000000000000000000000000000000000815260086004820152602481018390526044016108bd565b6040518060600160405280888152602001878152602001602084901b601486614401575f614404565b60015b901b601088901b8917171781525090509695505050505050565b6040517f0c4223de00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690630c4223de906144929085908590600401615ab3565b5f604051808303815f87803b1580156144a9575f5ffd5b505af1158015613a19573d5f5f3e3d5ffd5b8215806144e857507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018310155b15614522576040517fea75d0cb000000000000000000000000000000000000000000000000000000008152600481018490526024016108bd565b6040517f3d25b11b0000000000000000000000000000000000000000000000000000000081523360048201525f9061467d9073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690633d25b11b906024015f60405180830381865afa1580156145af573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d9081017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01682016040526145f49190810190615c31565b6101000151875460408051466020808301919091523082840152606082018e90525f608083015273ffffffffffffffffffffffffffffffffffffffff8d1660a0808401919091528351808403909101815260c0909201909252805191012060081c887f000000000000000000000000000000000000000000000000000000000000000089614de5565b6040517f695ef6f900000000000000000000000000000000000000000000000000000000815290915073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000169063695ef6f9906146f690869086908690600401615d2c565b5f6040518083038186803b15801561470c575f5ffd5b505afa92505050801561471d575060015b614772576040517f779987660000000000000000000000000000000000000000000000000000000081526004810189905273ffffffffffffffffffffffffffffffffffffffff881660248201526044016108bd565b50505060018301819055600290920191909155505050565b5f6147b57f0000000000000000000000000000000000000000000000000000000000000000426157df565b6002840180547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000064ffffffffff84160217905590505f5b60028110156148df575f83826002811061481f5761481f61569d565b6005020160040180547fff0000ffffffffffffffffffffffffffffff0000000000000000000000000000166501000000000064ffffffffff8616027fffffffffffffffffffffffffffffffffffff00000000ffffffffffffffffffff16176a01000000000000000000007f000000000000000000000000000000000000000000000000000000000000000063ffffffff1602177fffffff000000ff0000000000000000000000ffffffffffffffffffffffffffff16905550600101614803565b5060028301546040805179010000000000000000000000000000000000000000000000000090920461ffff168252602082018390527f00000000000000000000000000000000000000000000000000000000000000009082015284907ffd9d17e5565deea3d25918d95fc398673b9445ef0a96d12eaf3ab2b198756c6590606001613be7565b604080516002808252606080830184529260208301908036833750508354825192935073ffffffffffffffffffffffffffffffffffffffff16918391505f906149b0576149b061569d565b73ffffffffffffffffffffffffffffffffffffffff9283166020918202929092010152600180840154835192169183919081106149ef576149ef61569d565b602002602001019073ffffffffffffffffffffffffffffffffffffffff16908173ffffffffffffffffffffffffffffffffffffffff1681525050919050565b5f821580614a3b57508282105b614a4557826122b7565b50919050565b614a5361501e565b6040518060400160405280868152602001614a6f868686614e1c565b905295945050505050565b5f620100008610614ac1576040517f8f69833a00000000000000000000000000000000000000000000000000000000815260016004820152602481018790526044016108bd565b60108510614b05576040517f8f69833a00000000000000000000000000000000000000000000000000000000815260026004820152602481018690526044016108bd565b821580614b13575061200083115b15614b54576040517f8f69833a00000000000000000000000000000000000000000000000000000000815260036004820152602481018490526044016108bd565b7001000000000000000000000000000000008210614ba7576040517f8f69833a000000000000000000000000000000000000000000000000000000008152600481810152602481018390526044016108bd565b604082901b602084901b601486614bbe575f614bc1565b60015b901b601088901b8917171717905095945050505050565b5f814311614be757505f919050565b610100614bf483436157af565b11614bfe57504090565b71f90827f1c53a10cb7a02335b1753200029353b5f03614c1f57505f919050565b5f5f71f90827f1c53a10cb7a02335b17532000293573ffffffffffffffffffffffffffffffffffffffff1684604051602001614c5d91815260200190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe081840301815290829052614c9591615d67565b5f60405180830381855afa9150503d805f8114614ccd576040519150601f19603f3d011682016040523d82523d5f602084013e614cd2565b606091505b5091509150818015614ce5575080516020145b614cef575f61409d565b8080602001905181019061409d91906159a6565b60048101545f907d010000000000000000000000000000000000000000000000000000000000900460ff1615614d3a57505f919050565b60048201546e010000000000000000000000000000900464ffffffffff1615614d7e5750600401546e010000000000000000000000000000900464ffffffffff1690565b600482015465010000000000900464ffffffffff165f03614da057505f919050565b60048201545f90614dd5906a0100000000000000000000810463ffffffff169065010000000000900464ffffffffff166157df565b90508042101561155b575f6122b7565b614ded61503c565b506040805160c0810182529687526020870195909552938501929092526060840152608083015260a082015290565b82515f906006811180614e30575080845114155b15614e71576040517f8f69833a00000000000000000000000000000000000000000000000000000000815260056004820152602481018290526044016108bd565b620100008310614eb7576040517f8f69833a00000000000000000000000000000000000000000000000000000000815260016004820152602481018490526044016108bd565b5f5b81811015614fcd576019868281518110614ed557614ed561569d565b6020026020010151901c5f14614f3e576006868281518110614ef957614ef961569d565b60200260200101516040517f8f69833a0000000000000000000000000000000000000000000000000000000081526004016108bd929190918252602082015260400190565b600a858281518110614f5257614f5261569d565b6020026020010151901c5f14614f76576007858281518110614ef957614ef961569d565b614f81816023615a9c565b6019868381518110614f9557614f9561569d565b6020026020010151901b878381518110614fb157614fb161569d565b602002602001015117901b831792508080600101915050614eb9565b5060d21b60d69290921b919091171792915050565b6040518060a001604052806005906020820280368337509192915050565b60405180606001604052806003906020820280368337509192915050565b60405180604001604052806002906020820280368337509192915050565b6040518060c001604052806006906020820280368337509192915050565b5f6020828403121561506a575f5ffd5b5035919050565b73ffffffffffffffffffffffffffffffffffffffff8116811461318d575f5ffd5b5f5f83601f8401126150a2575f5ffd5b50813567ffffffffffffffff8111156150b9575f5ffd5b6020830191508360208260051b85010111156150d3575f5ffd5b9250929050565b5f5f83601f8401126150ea575f5ffd5b50813567ffffffffffffffff811115615101575f5ffd5b6020830191508360208285010111156150d3575f5ffd5b5f5f5f5f5f5f5f5f60a0898b03121561512f575f5ffd5b88359750602089013561514181615071565b9650604089013567ffffffffffffffff81111561515c575f5ffd5b6151688b828c01615092565b909750955050606089013567ffffffffffffffff811115615187575f5ffd5b6151938b828c01615092565b909550935050608089013567ffffffffffffffff8111156151b2575f5ffd5b6151be8b828c016150da565b999c989b5096995094979396929594505050565b5f5f604083850312156151e3575f5ffd5b50508035926020909101359150565b5f6101e082019050825182526020830151602083015260408301516040830152606083015160608301526080830151615234608084018264ffffffffff169052565b5060a083015161524d60a084018264ffffffffff169052565b5060c083015161526560c084018263ffffffff169052565b5060e083015161527e60e084018264ffffffffff169052565b5061010083015161529961010084018264ffffffffff169052565b506101208301516152b061012084018260ff169052565b506101408301516152c761014084018260ff169052565b506101608301516152dd61016084018215159052565b506101808301516152f461018084018260ff169052565b506101a083015161530b6101a084018260ff169052565b506101c08301516129f66101c084018260ff169052565b801515811461318d575f5ffd5b5f5f5f5f5f5f5f60c0888a031215615345575f5ffd5b87359650602088013561535781615071565b95506040880135945060608801359350608088013561537581615322565b925060a088013567ffffffffffffffff811115615390575f5ffd5b61539c8a828b016150da565b989b979a50959850939692959293505050565b815173ffffffffffffffffffffffffffffffffffffffff1681526101a0810160208301516153e6602084018264ffffffffff169052565b50604083015161540e604084018273ffffffffffffffffffffffffffffffffffffffff169052565b506060830151615427606084018264ffffffffff169052565b50608083015161544f608084018273ffffffffffffffffffffffffffffffffffffffff169052565b5060a083015161546860a084018264ffffffffff169052565b5060c083015161547e60c084018261ffff169052565b5060e083015161549760e084018264ffffffffff169052565b506101008301516154b561010084018267ffffffffffffffff169052565b506101208301516154db6101208401826fffffffffffffffffffffffffffffffff169052565b506101408301516154f161014084018215159052565b5061016083015161550761016084018215159052565b5061018092830151919092015290565b5f5f5f5f6080858703121561552a575f5ffd5b84359350602085013561553c81615071565b9250604085013561554c81615071565b9396929550929360600135925050565b5f5f6040838503121561556d575f5ffd5b82359150602083013561557f81615071565b809150509250929050565b5f5f5f5f6060858703121561559d575f5ffd5b8435935060208501356155af81615071565b9250604085013567ffffffffffffffff8111156155ca575f5ffd5b6155d6878288016150da565b95989497509550505050565b5f5f5f606084860312156155f4575f5ffd5b505081359360208301359350604090920135919050565b5f5f5f5f5f5f5f60c0888a031215615621575f5ffd5b8735965060208801359550608088018981111561563c575f5ffd5b6040890195503567ffffffffffffffff811115615657575f5ffd5b6156638a828b016150da565b90955093505060a088013567ffffffffffffffff811115615390575f5ffd5b5f60208284031215615692575f5ffd5b81516122b781615322565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b8183525f7f07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8311156156fa575f5ffd5b8260051b80836020870137939093016020019392505050565b858152606060208201525f61572c6060830186886156ca565b828103604084015261573f8185876156ca565b98975050505050505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff82036157a8576157a861574b565b5060010190565b8181038181111561155b5761155b61574b565b61ffff86168152606060208201525f61572c6060830186886156ca565b8082018082111561155b5761155b61574b565b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b608081525f61584c6080830185876157f2565b905060208201835f5b6003811015615874578151835260209283019290910190600101615855565b505050949350505050565b5f8151808452602084019350602083015f5b828110156158c557815173ffffffffffffffffffffffffffffffffffffffff16865260209586019590910190600101615891565b5093949350505050565b828152604060208201525f61409d604083018461587f565b5f602082840312156158f7575f5ffd5b81516122b781615071565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b73ffffffffffffffffffffffffffffffffffffffff85168152836020820152608060408201525f615963608083018561587f565b8281036060840152835180825260208086019201905f5b8181101561599857835183526020938401939092019160010161597a565b509098975050505050505050565b5f602082840312156159b6575f5ffd5b5051919050565b5f816159cb576159cb61574b565b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0190565b606081525f615a046060830185876157f2565b905060208201835f5b6002811015615874578151835260209283019290910190600101615a0d565b60c081525f615a3f60c0830185876157f2565b905060208201835f5b6005811015615874578151835260209283019290910190600101615a48565b5f60ff821660ff8103615a7c57615a7c61574b565b60010192915050565b5f61ffff821661ffff8103615a7c57615a7c61574b565b808202811582820484141761155b5761155b61574b565b8281526040810160038310615aef577f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b8260208301529392505050565b604051610140810167ffffffffffffffff81118282101715615b2057615b20615902565b60405290565b80516fffffffffffffffffffffffffffffffff81168114615b45575f5ffd5b919050565b805163ffffffff81168114615b45575f5ffd5b805164ffffffffff81168114615b45575f5ffd5b805167ffffffffffffffff81168114615b45575f5ffd5b5f82601f830112615b97575f5ffd5b815167ffffffffffffffff811115615bb157615bb1615902565b604051601f82017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0908116603f0116810167ffffffffffffffff81118282101715615bfe57615bfe615902565b604052818152838201602001851015615c15575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215615c41575f5ffd5b815167ffffffffffffffff811115615c57575f5ffd5b82016101408185031215615c69575f5ffd5b615c71615afc565b615c7a82615b26565b8152615c8860208301615b4a565b6020820152615c9960408301615b5d565b6040820152615caa60608301615b5d565b6060820152615cbb60808301615b71565b6080820152615ccc60a08301615b71565b60a0820152615cdd60c08301615b4a565b60c082015260e08281015190820152610100808301519082015261012082015167ffffffffffffffff811115615d11575f5ffd5b615d1d86828501615b88565b61012083015250949350505050565b60e081525f615d3f60e0830185876157f2565b905060208201835f5b6006811015615874578151835260209283019290910190600101615d48565b5f82518060208501845e5f92019182525091905056",
}

// WorduelBo3 is an auto generated Go binding around an Ethereum contract.
type WorduelBo3 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *WorduelBo3) GetABI() abi.ABI {
	return c.abi
}

// NewWorduelBo3 creates a new instance of WorduelBo3.
func NewWorduelBo3() *WorduelBo3 {
	parsed, err := WorduelBo3MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &WorduelBo3{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *WorduelBo3) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address platform, (address,address,address,address,address,uint256,uint256,uint256,uint256,uint256,uint256) c) returns()
func (worduelBo3 *WorduelBo3) PackConstructor(platform common.Address, c WorduelBo3Config) []byte {
	enc, err := worduelBo3.abi.Pack("", platform, c)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackANSWERSCOUNT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba251420.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ANSWERS_COUNT() view returns(uint256)
func (worduelBo3 *WorduelBo3) PackANSWERSCOUNT() []byte {
	enc, err := worduelBo3.abi.Pack("ANSWERS_COUNT")
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
func (worduelBo3 *WorduelBo3) TryPackANSWERSCOUNT() ([]byte, error) {
	return worduelBo3.abi.Pack("ANSWERS_COUNT")
}

// UnpackANSWERSCOUNT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xba251420.
//
// Solidity: function ANSWERS_COUNT() view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackANSWERSCOUNT(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("ANSWERS_COUNT", data)
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
func (worduelBo3 *WorduelBo3) PackANSWERSROOT() []byte {
	enc, err := worduelBo3.abi.Pack("ANSWERS_ROOT")
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
func (worduelBo3 *WorduelBo3) TryPackANSWERSROOT() ([]byte, error) {
	return worduelBo3.abi.Pack("ANSWERS_ROOT")
}

// UnpackANSWERSROOT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78363c7a.
//
// Solidity: function ANSWERS_ROOT() view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackANSWERSROOT(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("ANSWERS_ROOT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackANSWERVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30df7b2a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ANSWER_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) PackANSWERVERIFIER() []byte {
	enc, err := worduelBo3.abi.Pack("ANSWER_VERIFIER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackANSWERVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30df7b2a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ANSWER_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) TryPackANSWERVERIFIER() ([]byte, error) {
	return worduelBo3.abi.Pack("ANSWER_VERIFIER")
}

// UnpackANSWERVERIFIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x30df7b2a.
//
// Solidity: function ANSWER_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) UnpackANSWERVERIFIER(data []byte) (common.Address, error) {
	out, err := worduelBo3.abi.Unpack("ANSWER_VERIFIER", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCOMPENSATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c752109.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COMPENSATION() view returns(uint256)
func (worduelBo3 *WorduelBo3) PackCOMPENSATION() []byte {
	enc, err := worduelBo3.abi.Pack("COMPENSATION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCOMPENSATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c752109.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function COMPENSATION() view returns(uint256)
func (worduelBo3 *WorduelBo3) TryPackCOMPENSATION() ([]byte, error) {
	return worduelBo3.abi.Pack("COMPENSATION")
}

// UnpackCOMPENSATION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0c752109.
//
// Solidity: function COMPENSATION() view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackCOMPENSATION(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("COMPENSATION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackKEYVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc98a041d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function KEY_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) PackKEYVERIFIER() []byte {
	enc, err := worduelBo3.abi.Pack("KEY_VERIFIER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKEYVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc98a041d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function KEY_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) TryPackKEYVERIFIER() ([]byte, error) {
	return worduelBo3.abi.Pack("KEY_VERIFIER")
}

// UnpackKEYVERIFIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc98a041d.
//
// Solidity: function KEY_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) UnpackKEYVERIFIER(data []byte) (common.Address, error) {
	out, err := worduelBo3.abi.Unpack("KEY_VERIFIER", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackMAXTRIES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7a69a20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TRIES() view returns(uint256)
func (worduelBo3 *WorduelBo3) PackMAXTRIES() []byte {
	enc, err := worduelBo3.abi.Pack("MAX_TRIES")
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
func (worduelBo3 *WorduelBo3) TryPackMAXTRIES() ([]byte, error) {
	return worduelBo3.abi.Pack("MAX_TRIES")
}

// UnpackMAXTRIES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf7a69a20.
//
// Solidity: function MAX_TRIES() view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackMAXTRIES(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("MAX_TRIES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPAUSE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe65fad97.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PAUSE() view returns(uint256)
func (worduelBo3 *WorduelBo3) PackPAUSE() []byte {
	enc, err := worduelBo3.abi.Pack("PAUSE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPAUSE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe65fad97.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PAUSE() view returns(uint256)
func (worduelBo3 *WorduelBo3) TryPackPAUSE() ([]byte, error) {
	return worduelBo3.abi.Pack("PAUSE")
}

// UnpackPAUSE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe65fad97.
//
// Solidity: function PAUSE() view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackPAUSE(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("PAUSE", data)
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
func (worduelBo3 *WorduelBo3) PackPLATFORM() []byte {
	enc, err := worduelBo3.abi.Pack("PLATFORM")
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
func (worduelBo3 *WorduelBo3) TryPackPLATFORM() ([]byte, error) {
	return worduelBo3.abi.Pack("PLATFORM")
}

// UnpackPLATFORM is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7efc77fa.
//
// Solidity: function PLATFORM() view returns(address)
func (worduelBo3 *WorduelBo3) UnpackPLATFORM(data []byte) (common.Address, error) {
	out, err := worduelBo3.abi.Unpack("PLATFORM", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackREFUSEVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf8ead39.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REFUSE_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) PackREFUSEVERIFIER() []byte {
	enc, err := worduelBo3.abi.Pack("REFUSE_VERIFIER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREFUSEVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf8ead39.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REFUSE_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) TryPackREFUSEVERIFIER() ([]byte, error) {
	return worduelBo3.abi.Pack("REFUSE_VERIFIER")
}

// UnpackREFUSEVERIFIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaf8ead39.
//
// Solidity: function REFUSE_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) UnpackREFUSEVERIFIER(data []byte) (common.Address, error) {
	out, err := worduelBo3.abi.Unpack("REFUSE_VERIFIER", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackREGISTRY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06433b1b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REGISTRY() view returns(address)
func (worduelBo3 *WorduelBo3) PackREGISTRY() []byte {
	enc, err := worduelBo3.abi.Pack("REGISTRY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREGISTRY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06433b1b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REGISTRY() view returns(address)
func (worduelBo3 *WorduelBo3) TryPackREGISTRY() ([]byte, error) {
	return worduelBo3.abi.Pack("REGISTRY")
}

// UnpackREGISTRY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06433b1b.
//
// Solidity: function REGISTRY() view returns(address)
func (worduelBo3 *WorduelBo3) UnpackREGISTRY(data []byte) (common.Address, error) {
	out, err := worduelBo3.abi.Unpack("REGISTRY", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackROUNDTIME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7892fd29.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ROUND_TIME() view returns(uint256)
func (worduelBo3 *WorduelBo3) PackROUNDTIME() []byte {
	enc, err := worduelBo3.abi.Pack("ROUND_TIME")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackROUNDTIME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7892fd29.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ROUND_TIME() view returns(uint256)
func (worduelBo3 *WorduelBo3) TryPackROUNDTIME() ([]byte, error) {
	return worduelBo3.abi.Pack("ROUND_TIME")
}

// UnpackROUNDTIME is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7892fd29.
//
// Solidity: function ROUND_TIME() view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackROUNDTIME(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("ROUND_TIME", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTALLYVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e70f310.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TALLY_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) PackTALLYVERIFIER() []byte {
	enc, err := worduelBo3.abi.Pack("TALLY_VERIFIER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTALLYVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e70f310.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TALLY_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) TryPackTALLYVERIFIER() ([]byte, error) {
	return worduelBo3.abi.Pack("TALLY_VERIFIER")
}

// UnpackTALLYVERIFIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e70f310.
//
// Solidity: function TALLY_VERIFIER() view returns(address)
func (worduelBo3 *WorduelBo3) UnpackTALLYVERIFIER(data []byte) (common.Address, error) {
	out, err := worduelBo3.abi.Unpack("TALLY_VERIFIER", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa53e5412.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WINDOW() view returns(uint256)
func (worduelBo3 *WorduelBo3) PackWINDOW() []byte {
	enc, err := worduelBo3.abi.Pack("WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa53e5412.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WINDOW() view returns(uint256)
func (worduelBo3 *WorduelBo3) TryPackWINDOW() ([]byte, error) {
	return worduelBo3.abi.Pack("WINDOW")
}

// UnpackWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa53e5412.
//
// Solidity: function WINDOW() view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackWINDOW(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWINS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42a4411a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WINS() view returns(uint256)
func (worduelBo3 *WorduelBo3) PackWINS() []byte {
	enc, err := worduelBo3.abi.Pack("WINS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWINS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42a4411a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WINS() view returns(uint256)
func (worduelBo3 *WorduelBo3) TryPackWINS() ([]byte, error) {
	return worduelBo3.abi.Pack("WINS")
}

// UnpackWINS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42a4411a.
//
// Solidity: function WINS() view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackWINS(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("WINS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48e64003.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function answer(uint256 matchId, address player, uint256 accNew, uint256 colours, bool solved, bytes proof) returns()
func (worduelBo3 *WorduelBo3) PackAnswer(matchId *big.Int, player common.Address, accNew *big.Int, colours *big.Int, solved bool, proof []byte) []byte {
	enc, err := worduelBo3.abi.Pack("answer", matchId, player, accNew, colours, solved, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48e64003.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function answer(uint256 matchId, address player, uint256 accNew, uint256 colours, bool solved, bytes proof) returns()
func (worduelBo3 *WorduelBo3) TryPackAnswer(matchId *big.Int, player common.Address, accNew *big.Int, colours *big.Int, solved bool, proof []byte) ([]byte, error) {
	return worduelBo3.abi.Pack("answer", matchId, player, accNew, colours, solved, proof)
}

// PackClaimHouseTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec133456.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimHouseTimeout(uint256 matchId) returns()
func (worduelBo3 *WorduelBo3) PackClaimHouseTimeout(matchId *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("claimHouseTimeout", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimHouseTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec133456.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimHouseTimeout(uint256 matchId) returns()
func (worduelBo3 *WorduelBo3) TryPackClaimHouseTimeout(matchId *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("claimHouseTimeout", matchId)
}

// PackClose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0aebeb4e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function close(uint256 matchId) returns()
func (worduelBo3 *WorduelBo3) PackClose(matchId *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("close", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0aebeb4e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function close(uint256 matchId) returns()
func (worduelBo3 *WorduelBo3) TryPackClose(matchId *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("close", matchId)
}

// PackCommitHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xefbb4d24.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitHouse(uint256 matchId, uint256 seedCommitment, uint256[2] bindings, bytes proofA, bytes proofB) returns()
func (worduelBo3 *WorduelBo3) PackCommitHouse(matchId *big.Int, seedCommitment *big.Int, bindings [2]*big.Int, proofA []byte, proofB []byte) []byte {
	enc, err := worduelBo3.abi.Pack("commitHouse", matchId, seedCommitment, bindings, proofA, proofB)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xefbb4d24.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitHouse(uint256 matchId, uint256 seedCommitment, uint256[2] bindings, bytes proofA, bytes proofB) returns()
func (worduelBo3 *WorduelBo3) TryPackCommitHouse(matchId *big.Int, seedCommitment *big.Int, bindings [2]*big.Int, proofA []byte, proofB []byte) ([]byte, error) {
	return worduelBo3.abi.Pack("commitHouse", matchId, seedCommitment, bindings, proofA, proofB)
}

// PackContextOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd19aca07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function contextOf(uint256 matchId, address player) view returns(uint256)
func (worduelBo3 *WorduelBo3) PackContextOf(matchId *big.Int, player common.Address) []byte {
	enc, err := worduelBo3.abi.Pack("contextOf", matchId, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackContextOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd19aca07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function contextOf(uint256 matchId, address player) view returns(uint256)
func (worduelBo3 *WorduelBo3) TryPackContextOf(matchId *big.Int, player common.Address) ([]byte, error) {
	return worduelBo3.abi.Pack("contextOf", matchId, player)
}

// UnpackContextOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd19aca07.
//
// Solidity: function contextOf(uint256 matchId, address player) view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackContextOf(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("contextOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDrawHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfaeceebf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawHouse(uint256 matchId) returns(address house)
func (worduelBo3 *WorduelBo3) PackDrawHouse(matchId *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("drawHouse", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfaeceebf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawHouse(uint256 matchId) returns(address house)
func (worduelBo3 *WorduelBo3) TryPackDrawHouse(matchId *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("drawHouse", matchId)
}

// UnpackDrawHouse is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfaeceebf.
//
// Solidity: function drawHouse(uint256 matchId) returns(address house)
func (worduelBo3 *WorduelBo3) UnpackDrawHouse(data []byte) (common.Address, error) {
	out, err := worduelBo3.abi.Unpack("drawHouse", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGameOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70232f84.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,uint40,address,uint40,address,uint40,uint16,uint40,uint64,uint128,bool,bool,uint256))
func (worduelBo3 *WorduelBo3) PackGameOf(matchId *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("gameOf", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGameOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70232f84.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,uint40,address,uint40,address,uint40,uint16,uint40,uint64,uint128,bool,bool,uint256))
func (worduelBo3 *WorduelBo3) TryPackGameOf(matchId *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("gameOf", matchId)
}

// UnpackGameOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70232f84.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,uint40,address,uint40,address,uint40,uint16,uint40,uint64,uint128,bool,bool,uint256))
func (worduelBo3 *WorduelBo3) UnpackGameOf(data []byte) (IWorduelBo3Game, error) {
	out, err := worduelBo3.abi.Unpack("gameOf", data)
	if err != nil {
		return *new(IWorduelBo3Game), err
	}
	out0 := *abi.ConvertType(out[0], new(IWorduelBo3Game)).(*IWorduelBo3Game)
	return out0, nil
}

// PackGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5391ba7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function guess(uint256 matchId, uint256 ciphertext) returns()
func (worduelBo3 *WorduelBo3) PackGuess(matchId *big.Int, ciphertext *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("guess", matchId, ciphertext)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5391ba7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function guess(uint256 matchId, uint256 ciphertext) returns()
func (worduelBo3 *WorduelBo3) TryPackGuess(matchId *big.Int, ciphertext *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("guess", matchId, ciphertext)
}

// PackHouseDueOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x794827bc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function houseDueOf(uint256 matchId) view returns(uint256)
func (worduelBo3 *WorduelBo3) PackHouseDueOf(matchId *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("houseDueOf", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHouseDueOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x794827bc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function houseDueOf(uint256 matchId) view returns(uint256)
func (worduelBo3 *WorduelBo3) TryPackHouseDueOf(matchId *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("houseDueOf", matchId)
}

// UnpackHouseDueOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x794827bc.
//
// Solidity: function houseDueOf(uint256 matchId) view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackHouseDueOf(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("houseDueOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOnMatchStart is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f0a0e6c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onMatchStart(uint256 matchId, address a, address b, uint256 bet) returns()
func (worduelBo3 *WorduelBo3) PackOnMatchStart(matchId *big.Int, a common.Address, b common.Address, bet *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("onMatchStart", matchId, a, b, bet)
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
func (worduelBo3 *WorduelBo3) TryPackOnMatchStart(matchId *big.Int, a common.Address, b common.Address, bet *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("onMatchStart", matchId, a, b, bet)
}

// PackPostKey is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2792b1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postKey(uint256 matchId, uint256 x, uint256 y) returns()
func (worduelBo3 *WorduelBo3) PackPostKey(matchId *big.Int, x *big.Int, y *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("postKey", matchId, x, y)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostKey is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2792b1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postKey(uint256 matchId, uint256 x, uint256 y) returns()
func (worduelBo3 *WorduelBo3) TryPackPostKey(matchId *big.Int, x *big.Int, y *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("postKey", matchId, x, y)
}

// PackRefuse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd745f72e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refuse(uint256 matchId, address player, bytes proof) returns()
func (worduelBo3 *WorduelBo3) PackRefuse(matchId *big.Int, player common.Address, proof []byte) []byte {
	enc, err := worduelBo3.abi.Pack("refuse", matchId, player, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefuse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd745f72e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refuse(uint256 matchId, address player, bytes proof) returns()
func (worduelBo3 *WorduelBo3) TryPackRefuse(matchId *big.Int, player common.Address, proof []byte) ([]byte, error) {
	return worduelBo3.abi.Pack("refuse", matchId, player, proof)
}

// PackRevealSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb94d49e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealSeed(uint256 matchId, uint256 seed) returns()
func (worduelBo3 *WorduelBo3) PackRevealSeed(matchId *big.Int, seed *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("revealSeed", matchId, seed)
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
func (worduelBo3 *WorduelBo3) TryPackRevealSeed(matchId *big.Int, seed *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("revealSeed", matchId, seed)
}

// PackRoundOverAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0dc9e69.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function roundOverAt(uint256 matchId) view returns(uint256)
func (worduelBo3 *WorduelBo3) PackRoundOverAt(matchId *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("roundOverAt", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRoundOverAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0dc9e69.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function roundOverAt(uint256 matchId) view returns(uint256)
func (worduelBo3 *WorduelBo3) TryPackRoundOverAt(matchId *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("roundOverAt", matchId)
}

// UnpackRoundOverAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd0dc9e69.
//
// Solidity: function roundOverAt(uint256 matchId) view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackRoundOverAt(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("roundOverAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSideOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a3a6bc6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sideOf(uint256 matchId, uint256 seat) view returns((uint256,uint256,uint256,uint256,uint40,uint40,uint32,uint40,uint40,uint8,uint8,bool,uint8,uint8,uint8) side)
func (worduelBo3 *WorduelBo3) PackSideOf(matchId *big.Int, seat *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("sideOf", matchId, seat)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSideOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a3a6bc6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sideOf(uint256 matchId, uint256 seat) view returns((uint256,uint256,uint256,uint256,uint40,uint40,uint32,uint40,uint40,uint8,uint8,bool,uint8,uint8,uint8) side)
func (worduelBo3 *WorduelBo3) TryPackSideOf(matchId *big.Int, seat *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("sideOf", matchId, seat)
}

// UnpackSideOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2a3a6bc6.
//
// Solidity: function sideOf(uint256 matchId, uint256 seat) view returns((uint256,uint256,uint256,uint256,uint40,uint40,uint32,uint40,uint40,uint8,uint8,bool,uint8,uint8,uint8) side)
func (worduelBo3 *WorduelBo3) UnpackSideOf(data []byte) (IWorduelBo3Side, error) {
	out, err := worduelBo3.abi.Unpack("sideOf", data)
	if err != nil {
		return *new(IWorduelBo3Side), err
	}
	out0 := *abi.ConvertType(out[0], new(IWorduelBo3Side)).(*IWorduelBo3Side)
	return out0, nil
}

// PackTally is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x890c488a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tally(uint256 matchId, address player, uint256[] guesses, uint256[] colours, bytes proof) returns()
func (worduelBo3 *WorduelBo3) PackTally(matchId *big.Int, player common.Address, guesses []*big.Int, colours []*big.Int, proof []byte) []byte {
	enc, err := worduelBo3.abi.Pack("tally", matchId, player, guesses, colours, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTally is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x890c488a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tally(uint256 matchId, address player, uint256[] guesses, uint256[] colours, bytes proof) returns()
func (worduelBo3 *WorduelBo3) TryPackTally(matchId *big.Int, player common.Address, guesses []*big.Int, colours []*big.Int, proof []byte) ([]byte, error) {
	return worduelBo3.abi.Pack("tally", matchId, player, guesses, colours, proof)
}

// PackTallySolved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x147ff94d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tallySolved(uint256 matchId, address player, uint256[] guesses, uint256[] colours, bytes proof) returns()
func (worduelBo3 *WorduelBo3) PackTallySolved(matchId *big.Int, player common.Address, guesses []*big.Int, colours []*big.Int, proof []byte) []byte {
	enc, err := worduelBo3.abi.Pack("tallySolved", matchId, player, guesses, colours, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTallySolved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x147ff94d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tallySolved(uint256 matchId, address player, uint256[] guesses, uint256[] colours, bytes proof) returns()
func (worduelBo3 *WorduelBo3) TryPackTallySolved(matchId *big.Int, player common.Address, guesses []*big.Int, colours []*big.Int, proof []byte) ([]byte, error) {
	return worduelBo3.abi.Pack("tallySolved", matchId, player, guesses, colours, proof)
}

// PackTimeLeft is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee2a68c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function timeLeft(uint256 matchId, uint256 seat) view returns(uint256)
func (worduelBo3 *WorduelBo3) PackTimeLeft(matchId *big.Int, seat *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("timeLeft", matchId, seat)
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
func (worduelBo3 *WorduelBo3) TryPackTimeLeft(matchId *big.Int, seat *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("timeLeft", matchId, seat)
}

// UnpackTimeLeft is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xee2a68c9.
//
// Solidity: function timeLeft(uint256 matchId, uint256 seat) view returns(uint256)
func (worduelBo3 *WorduelBo3) UnpackTimeLeft(data []byte) (*big.Int, error) {
	out, err := worduelBo3.abi.Unpack("timeLeft", data)
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
func (worduelBo3 *WorduelBo3) PackTimeoutOutcome(matchId *big.Int) []byte {
	enc, err := worduelBo3.abi.Pack("timeoutOutcome", matchId)
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
func (worduelBo3 *WorduelBo3) TryPackTimeoutOutcome(matchId *big.Int) ([]byte, error) {
	return worduelBo3.abi.Pack("timeoutOutcome", matchId)
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
func (worduelBo3 *WorduelBo3) UnpackTimeoutOutcome(data []byte) (TimeoutOutcomeOutput, error) {
	out, err := worduelBo3.abi.Unpack("timeoutOutcome", data)
	outstruct := new(TimeoutOutcomeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Due = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Outcome = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// WorduelBo3GuessRefused represents a GuessRefused event raised by the WorduelBo3 contract.
type WorduelBo3GuessRefused struct {
	MatchId *big.Int
	Player  common.Address
	Round   *big.Int
	Try     *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBo3GuessRefusedEventName = "GuessRefused"

// ContractEventName returns the user-defined event name.
func (WorduelBo3GuessRefused) ContractEventName() string {
	return WorduelBo3GuessRefusedEventName
}

// UnpackGuessRefusedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GuessRefused(uint256 indexed matchId, address indexed player, uint256 round, uint256 try_)
func (worduelBo3 *WorduelBo3) UnpackGuessRefusedEvent(log *types.Log) (*WorduelBo3GuessRefused, error) {
	event := "GuessRefused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3GuessRefused)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3HiddenAnswer represents a HiddenAnswer event raised by the WorduelBo3 contract.
type WorduelBo3HiddenAnswer struct {
	MatchId *big.Int
	Player  common.Address
	At      *big.Int
	Colours *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBo3HiddenAnswerEventName = "HiddenAnswer"

// ContractEventName returns the user-defined event name.
func (WorduelBo3HiddenAnswer) ContractEventName() string {
	return WorduelBo3HiddenAnswerEventName
}

// UnpackHiddenAnswerEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HiddenAnswer(uint256 indexed matchId, address indexed player, uint256 at, uint256 colours)
func (worduelBo3 *WorduelBo3) UnpackHiddenAnswerEvent(log *types.Log) (*WorduelBo3HiddenAnswer, error) {
	event := "HiddenAnswer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3HiddenAnswer)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3HiddenGuess represents a HiddenGuess event raised by the WorduelBo3 contract.
type WorduelBo3HiddenGuess struct {
	MatchId    *big.Int
	Player     common.Address
	At         *big.Int
	Ciphertext *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const WorduelBo3HiddenGuessEventName = "HiddenGuess"

// ContractEventName returns the user-defined event name.
func (WorduelBo3HiddenGuess) ContractEventName() string {
	return WorduelBo3HiddenGuessEventName
}

// UnpackHiddenGuessEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HiddenGuess(uint256 indexed matchId, address indexed player, uint256 at, uint256 ciphertext)
func (worduelBo3 *WorduelBo3) UnpackHiddenGuessEvent(log *types.Log) (*WorduelBo3HiddenGuess, error) {
	event := "HiddenGuess"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3HiddenGuess)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3HouseCommitted represents a HouseCommitted event raised by the WorduelBo3 contract.
type WorduelBo3HouseCommitted struct {
	MatchId        *big.Int
	SeedCommitment *big.Int
	BindingA       *big.Int
	BindingB       *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const WorduelBo3HouseCommittedEventName = "HouseCommitted"

// ContractEventName returns the user-defined event name.
func (WorduelBo3HouseCommitted) ContractEventName() string {
	return WorduelBo3HouseCommittedEventName
}

// UnpackHouseCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseCommitted(uint256 indexed matchId, uint256 seedCommitment, uint256 bindingA, uint256 bindingB)
func (worduelBo3 *WorduelBo3) UnpackHouseCommittedEvent(log *types.Log) (*WorduelBo3HouseCommitted, error) {
	event := "HouseCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3HouseCommitted)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3HouseDrawn represents a HouseDrawn event raised by the WorduelBo3 contract.
type WorduelBo3HouseDrawn struct {
	MatchId  *big.Int
	House    common.Address
	HouseDue *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const WorduelBo3HouseDrawnEventName = "HouseDrawn"

// ContractEventName returns the user-defined event name.
func (WorduelBo3HouseDrawn) ContractEventName() string {
	return WorduelBo3HouseDrawnEventName
}

// UnpackHouseDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseDrawn(uint256 indexed matchId, address indexed house, uint256 houseDue)
func (worduelBo3 *WorduelBo3) UnpackHouseDrawnEvent(log *types.Log) (*WorduelBo3HouseDrawn, error) {
	event := "HouseDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3HouseDrawn)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3HouseTimedOut represents a HouseTimedOut event raised by the WorduelBo3 contract.
type WorduelBo3HouseTimedOut struct {
	MatchId      *big.Int
	House        common.Address
	Compensation *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const WorduelBo3HouseTimedOutEventName = "HouseTimedOut"

// ContractEventName returns the user-defined event name.
func (WorduelBo3HouseTimedOut) ContractEventName() string {
	return WorduelBo3HouseTimedOutEventName
}

// UnpackHouseTimedOutEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseTimedOut(uint256 indexed matchId, address indexed house, uint256 compensation)
func (worduelBo3 *WorduelBo3) UnpackHouseTimedOutEvent(log *types.Log) (*WorduelBo3HouseTimedOut, error) {
	event := "HouseTimedOut"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3HouseTimedOut)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3KeyPosted represents a KeyPosted event raised by the WorduelBo3 contract.
type WorduelBo3KeyPosted struct {
	MatchId *big.Int
	Player  common.Address
	X       *big.Int
	Y       *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBo3KeyPostedEventName = "KeyPosted"

// ContractEventName returns the user-defined event name.
func (WorduelBo3KeyPosted) ContractEventName() string {
	return WorduelBo3KeyPostedEventName
}

// UnpackKeyPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event KeyPosted(uint256 indexed matchId, address indexed player, uint256 x, uint256 y)
func (worduelBo3 *WorduelBo3) UnpackKeyPostedEvent(log *types.Log) (*WorduelBo3KeyPosted, error) {
	event := "KeyPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3KeyPosted)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3MatchEnded represents a MatchEnded event raised by the WorduelBo3 contract.
type WorduelBo3MatchEnded struct {
	MatchId *big.Int
	Winner  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBo3MatchEndedEventName = "MatchEnded"

// ContractEventName returns the user-defined event name.
func (WorduelBo3MatchEnded) ContractEventName() string {
	return WorduelBo3MatchEndedEventName
}

// UnpackMatchEndedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MatchEnded(uint256 indexed matchId, address winner)
func (worduelBo3 *WorduelBo3) UnpackMatchEndedEvent(log *types.Log) (*WorduelBo3MatchEnded, error) {
	event := "MatchEnded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3MatchEnded)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3MatchStarted represents a MatchStarted event raised by the WorduelBo3 contract.
type WorduelBo3MatchStarted struct {
	MatchId *big.Int
	A       common.Address
	B       common.Address
	KeysDue *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBo3MatchStartedEventName = "MatchStarted"

// ContractEventName returns the user-defined event name.
func (WorduelBo3MatchStarted) ContractEventName() string {
	return WorduelBo3MatchStartedEventName
}

// UnpackMatchStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MatchStarted(uint256 indexed matchId, address a, address b, uint256 keysDue)
func (worduelBo3 *WorduelBo3) UnpackMatchStartedEvent(log *types.Log) (*WorduelBo3MatchStarted, error) {
	event := "MatchStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3MatchStarted)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3RandomnessDrawn represents a RandomnessDrawn event raised by the WorduelBo3 contract.
type WorduelBo3RandomnessDrawn struct {
	MatchId    *big.Int
	Randomness *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const WorduelBo3RandomnessDrawnEventName = "RandomnessDrawn"

// ContractEventName returns the user-defined event name.
func (WorduelBo3RandomnessDrawn) ContractEventName() string {
	return WorduelBo3RandomnessDrawnEventName
}

// UnpackRandomnessDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RandomnessDrawn(uint256 indexed matchId, uint256 randomness)
func (worduelBo3 *WorduelBo3) UnpackRandomnessDrawnEvent(log *types.Log) (*WorduelBo3RandomnessDrawn, error) {
	event := "RandomnessDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3RandomnessDrawn)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3RoundEnded represents a RoundEnded event raised by the WorduelBo3 contract.
type WorduelBo3RoundEnded struct {
	MatchId *big.Int
	Round   *big.Int
	Winner  common.Address
	BySolve bool
	WinsA   *big.Int
	WinsB   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBo3RoundEndedEventName = "RoundEnded"

// ContractEventName returns the user-defined event name.
func (WorduelBo3RoundEnded) ContractEventName() string {
	return WorduelBo3RoundEndedEventName
}

// UnpackRoundEndedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoundEnded(uint256 indexed matchId, uint256 round, address winner, bool bySolve, uint256 winsA, uint256 winsB)
func (worduelBo3 *WorduelBo3) UnpackRoundEndedEvent(log *types.Log) (*WorduelBo3RoundEnded, error) {
	event := "RoundEnded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3RoundEnded)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3RoundStarted represents a RoundStarted event raised by the WorduelBo3 contract.
type WorduelBo3RoundStarted struct {
	MatchId  *big.Int
	Round    *big.Int
	Start    *big.Int
	Duration *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const WorduelBo3RoundStartedEventName = "RoundStarted"

// ContractEventName returns the user-defined event name.
func (WorduelBo3RoundStarted) ContractEventName() string {
	return WorduelBo3RoundStartedEventName
}

// UnpackRoundStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoundStarted(uint256 indexed matchId, uint256 round, uint256 start, uint256 duration)
func (worduelBo3 *WorduelBo3) UnpackRoundStartedEvent(log *types.Log) (*WorduelBo3RoundStarted, error) {
	event := "RoundStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3RoundStarted)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3SeedRevealed represents a SeedRevealed event raised by the WorduelBo3 contract.
type WorduelBo3SeedRevealed struct {
	MatchId *big.Int
	Seed    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBo3SeedRevealedEventName = "SeedRevealed"

// ContractEventName returns the user-defined event name.
func (WorduelBo3SeedRevealed) ContractEventName() string {
	return WorduelBo3SeedRevealedEventName
}

// UnpackSeedRevealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SeedRevealed(uint256 indexed matchId, uint256 seed)
func (worduelBo3 *WorduelBo3) UnpackSeedRevealedEvent(log *types.Log) (*WorduelBo3SeedRevealed, error) {
	event := "SeedRevealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3SeedRevealed)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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

// WorduelBo3Tallied represents a Tallied event raised by the WorduelBo3 contract.
type WorduelBo3Tallied struct {
	MatchId *big.Int
	Player  common.Address
	Round   *big.Int
	Guesses []*big.Int
	Colours []*big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WorduelBo3TalliedEventName = "Tallied"

// ContractEventName returns the user-defined event name.
func (WorduelBo3Tallied) ContractEventName() string {
	return WorduelBo3TalliedEventName
}

// UnpackTalliedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Tallied(uint256 indexed matchId, address indexed player, uint256 round, uint256[] guesses, uint256[] colours)
func (worduelBo3 *WorduelBo3) UnpackTalliedEvent(log *types.Log) (*WorduelBo3Tallied, error) {
	event := "Tallied"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != worduelBo3.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WorduelBo3Tallied)
	if len(log.Data) > 0 {
		if err := worduelBo3.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range worduelBo3.abi.Events[event].Inputs {
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
func (worduelBo3 *WorduelBo3) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3AlreadyCommitted"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3AlreadyCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3AlreadyTallied"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3AlreadyTalliedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3BadAnswerProof"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3BadAnswerProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3BadCommitment"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3BadCommitmentError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3BadGuess"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3BadGuessError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3BadKey"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3BadKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3BadKeyProof"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3BadKeyProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3BadRefusalProof"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3BadRefusalProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3BadSettings"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3BadSettingsError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3BadTallyProof"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3BadTallyProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3ClockOut"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3ClockOutError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3Closed"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3ClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3GuessPending"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3GuessPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3HouseDrawn"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3HouseDrawnError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3HouseNotLate"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3HouseNotLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3KeyPosted"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3KeyPostedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3KeysClosed"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3KeysClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3KeysMissing"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3KeysMissingError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3Late"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3LateError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3NoGuess"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3NoGuessError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3NoTriesLeft"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3NoTriesLeftError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3NotCommitted"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3NotCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3NotHouse"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3NotHouseError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3NotPlayer"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3NotPlayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3NothingToOpen"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3NothingToOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3RandomnessPending"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3RandomnessPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3RoundNotOver"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3RoundNotOverError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3RoundNotStarted"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3RoundNotStartedError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["Bo3StillLive"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackBo3StillLiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["DuelModeMatchNotLive"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackDuelModeMatchNotLiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["DuelModeNotPlatform"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackDuelModeNotPlatformError(raw[4:])
	}
	if bytes.Equal(raw[:4], worduelBo3.abi.Errors["HiddenInputsBadField"].ID.Bytes()[:4]) {
		return worduelBo3.UnpackHiddenInputsBadFieldError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// WorduelBo3Bo3AlreadyCommitted represents a Bo3AlreadyCommitted error raised by the WorduelBo3 contract.
type WorduelBo3Bo3AlreadyCommitted struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3AlreadyCommitted(uint256 matchId)
func WorduelBo3Bo3AlreadyCommittedErrorID() common.Hash {
	return common.HexToHash("0x25e6e3e8af1d29d59aeee86b68a422600a7fbd84af24b4be54737c450d6d66d3")
}

// UnpackBo3AlreadyCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3AlreadyCommitted(uint256 matchId)
func (worduelBo3 *WorduelBo3) UnpackBo3AlreadyCommittedError(raw []byte) (*WorduelBo3Bo3AlreadyCommitted, error) {
	out := new(WorduelBo3Bo3AlreadyCommitted)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3AlreadyCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3AlreadyTallied represents a Bo3AlreadyTallied error raised by the WorduelBo3 contract.
type WorduelBo3Bo3AlreadyTallied struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3AlreadyTallied(uint256 matchId, address player)
func WorduelBo3Bo3AlreadyTalliedErrorID() common.Hash {
	return common.HexToHash("0x96c7eea680303563a78fe332cfa5bcc78fb726f6d0bfd80e93aa4d3b22e4fbd8")
}

// UnpackBo3AlreadyTalliedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3AlreadyTallied(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3AlreadyTalliedError(raw []byte) (*WorduelBo3Bo3AlreadyTallied, error) {
	out := new(WorduelBo3Bo3AlreadyTallied)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3AlreadyTallied", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3BadAnswerProof represents a Bo3BadAnswerProof error raised by the WorduelBo3 contract.
type WorduelBo3Bo3BadAnswerProof struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3BadAnswerProof(uint256 matchId, address player)
func WorduelBo3Bo3BadAnswerProofErrorID() common.Hash {
	return common.HexToHash("0xacf2aed869da042896b16fa80d1f4f10eed402f02355f6b2bf511fcbdc299666")
}

// UnpackBo3BadAnswerProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3BadAnswerProof(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3BadAnswerProofError(raw []byte) (*WorduelBo3Bo3BadAnswerProof, error) {
	out := new(WorduelBo3Bo3BadAnswerProof)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3BadAnswerProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3BadCommitment represents a Bo3BadCommitment error raised by the WorduelBo3 contract.
type WorduelBo3Bo3BadCommitment struct {
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3BadCommitment(uint256 value)
func WorduelBo3Bo3BadCommitmentErrorID() common.Hash {
	return common.HexToHash("0xea75d0cb4282fa31dd53f834cdc49dea0dc7d520e6da92e1571c2c439e8f6cb7")
}

// UnpackBo3BadCommitmentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3BadCommitment(uint256 value)
func (worduelBo3 *WorduelBo3) UnpackBo3BadCommitmentError(raw []byte) (*WorduelBo3Bo3BadCommitment, error) {
	out := new(WorduelBo3Bo3BadCommitment)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3BadCommitment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3BadGuess represents a Bo3BadGuess error raised by the WorduelBo3 contract.
type WorduelBo3Bo3BadGuess struct {
	Ciphertext *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3BadGuess(uint256 ciphertext)
func WorduelBo3Bo3BadGuessErrorID() common.Hash {
	return common.HexToHash("0x193666b6c75192e9dc334855adf7c966c46b8a5605dc3ef83b0c540920a375df")
}

// UnpackBo3BadGuessError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3BadGuess(uint256 ciphertext)
func (worduelBo3 *WorduelBo3) UnpackBo3BadGuessError(raw []byte) (*WorduelBo3Bo3BadGuess, error) {
	out := new(WorduelBo3Bo3BadGuess)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3BadGuess", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3BadKey represents a Bo3BadKey error raised by the WorduelBo3 contract.
type WorduelBo3Bo3BadKey struct {
	X *big.Int
	Y *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3BadKey(uint256 x, uint256 y)
func WorduelBo3Bo3BadKeyErrorID() common.Hash {
	return common.HexToHash("0x7abc35fed49622ac7e66d6c192c8e7415061f315a8167bd1f76b3471ba825165")
}

// UnpackBo3BadKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3BadKey(uint256 x, uint256 y)
func (worduelBo3 *WorduelBo3) UnpackBo3BadKeyError(raw []byte) (*WorduelBo3Bo3BadKey, error) {
	out := new(WorduelBo3Bo3BadKey)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3BadKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3BadKeyProof represents a Bo3BadKeyProof error raised by the WorduelBo3 contract.
type WorduelBo3Bo3BadKeyProof struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3BadKeyProof(uint256 matchId, address player)
func WorduelBo3Bo3BadKeyProofErrorID() common.Hash {
	return common.HexToHash("0x7799876695adb0f1e97c45fb597087849a36705515f06df74731e3018837b11b")
}

// UnpackBo3BadKeyProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3BadKeyProof(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3BadKeyProofError(raw []byte) (*WorduelBo3Bo3BadKeyProof, error) {
	out := new(WorduelBo3Bo3BadKeyProof)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3BadKeyProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3BadRefusalProof represents a Bo3BadRefusalProof error raised by the WorduelBo3 contract.
type WorduelBo3Bo3BadRefusalProof struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3BadRefusalProof(uint256 matchId, address player)
func WorduelBo3Bo3BadRefusalProofErrorID() common.Hash {
	return common.HexToHash("0xa0be085a38b3677f5537987d35b4e307e83d5aee3f991dec2defa5405bcf43a0")
}

// UnpackBo3BadRefusalProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3BadRefusalProof(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3BadRefusalProofError(raw []byte) (*WorduelBo3Bo3BadRefusalProof, error) {
	out := new(WorduelBo3Bo3BadRefusalProof)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3BadRefusalProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3BadSettings represents a Bo3BadSettings error raised by the WorduelBo3 contract.
type WorduelBo3Bo3BadSettings struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3BadSettings()
func WorduelBo3Bo3BadSettingsErrorID() common.Hash {
	return common.HexToHash("0xf614d0256dff0386dc51dabc5c4663ab7f568e5b5a7ca1eb8ac08279c7d6f31a")
}

// UnpackBo3BadSettingsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3BadSettings()
func (worduelBo3 *WorduelBo3) UnpackBo3BadSettingsError(raw []byte) (*WorduelBo3Bo3BadSettings, error) {
	out := new(WorduelBo3Bo3BadSettings)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3BadSettings", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3BadTallyProof represents a Bo3BadTallyProof error raised by the WorduelBo3 contract.
type WorduelBo3Bo3BadTallyProof struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3BadTallyProof(uint256 matchId, address player)
func WorduelBo3Bo3BadTallyProofErrorID() common.Hash {
	return common.HexToHash("0xbb2cf56d57e009e2d25a7f7a100c5546edeca5ee1c70dc80d8770bce1450a41b")
}

// UnpackBo3BadTallyProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3BadTallyProof(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3BadTallyProofError(raw []byte) (*WorduelBo3Bo3BadTallyProof, error) {
	out := new(WorduelBo3Bo3BadTallyProof)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3BadTallyProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3ClockOut represents a Bo3ClockOut error raised by the WorduelBo3 contract.
type WorduelBo3Bo3ClockOut struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3ClockOut(uint256 matchId, address player)
func WorduelBo3Bo3ClockOutErrorID() common.Hash {
	return common.HexToHash("0xc07a9a0d7c94ff1590255758818f85cdbf5b37015870b5d82d69d62e3baf1d42")
}

// UnpackBo3ClockOutError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3ClockOut(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3ClockOutError(raw []byte) (*WorduelBo3Bo3ClockOut, error) {
	out := new(WorduelBo3Bo3ClockOut)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3ClockOut", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3Closed represents a Bo3Closed error raised by the WorduelBo3 contract.
type WorduelBo3Bo3Closed struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3Closed(uint256 matchId)
func WorduelBo3Bo3ClosedErrorID() common.Hash {
	return common.HexToHash("0x5d172b322a86e15c1d99877a5c76aa033c670e8fa30bbe7e8722ea1d0f7a4230")
}

// UnpackBo3ClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3Closed(uint256 matchId)
func (worduelBo3 *WorduelBo3) UnpackBo3ClosedError(raw []byte) (*WorduelBo3Bo3Closed, error) {
	out := new(WorduelBo3Bo3Closed)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3Closed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3GuessPending represents a Bo3GuessPending error raised by the WorduelBo3 contract.
type WorduelBo3Bo3GuessPending struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3GuessPending(uint256 matchId, address player)
func WorduelBo3Bo3GuessPendingErrorID() common.Hash {
	return common.HexToHash("0xab3bc500e09188395e876ae95b2dde8e7aed09615d0d9d27d6e38578027d2ddd")
}

// UnpackBo3GuessPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3GuessPending(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3GuessPendingError(raw []byte) (*WorduelBo3Bo3GuessPending, error) {
	out := new(WorduelBo3Bo3GuessPending)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3GuessPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3HouseDrawn represents a Bo3HouseDrawn error raised by the WorduelBo3 contract.
type WorduelBo3Bo3HouseDrawn struct {
	MatchId *big.Int
	House   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3HouseDrawn(uint256 matchId, address house)
func WorduelBo3Bo3HouseDrawnErrorID() common.Hash {
	return common.HexToHash("0x453f97c098807d9d117a29e9adf5c26eefe56714c83a1e8168607221e9ab9165")
}

// UnpackBo3HouseDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3HouseDrawn(uint256 matchId, address house)
func (worduelBo3 *WorduelBo3) UnpackBo3HouseDrawnError(raw []byte) (*WorduelBo3Bo3HouseDrawn, error) {
	out := new(WorduelBo3Bo3HouseDrawn)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3HouseDrawn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3HouseNotLate represents a Bo3HouseNotLate error raised by the WorduelBo3 contract.
type WorduelBo3Bo3HouseNotLate struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3HouseNotLate(uint256 matchId)
func WorduelBo3Bo3HouseNotLateErrorID() common.Hash {
	return common.HexToHash("0x62f68b0b8ce6632a1530ddf4adfce160ce9f33dcd6ddb934fb9e4709dc7dee0f")
}

// UnpackBo3HouseNotLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3HouseNotLate(uint256 matchId)
func (worduelBo3 *WorduelBo3) UnpackBo3HouseNotLateError(raw []byte) (*WorduelBo3Bo3HouseNotLate, error) {
	out := new(WorduelBo3Bo3HouseNotLate)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3HouseNotLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3KeyPosted represents a Bo3KeyPosted error raised by the WorduelBo3 contract.
type WorduelBo3Bo3KeyPosted struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3KeyPosted(uint256 matchId, address player)
func WorduelBo3Bo3KeyPostedErrorID() common.Hash {
	return common.HexToHash("0xa3dc619b7a4264ee7cfc99d938ef4ce6c72c93ea88e97b64b205649aa5fb2ce7")
}

// UnpackBo3KeyPostedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3KeyPosted(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3KeyPostedError(raw []byte) (*WorduelBo3Bo3KeyPosted, error) {
	out := new(WorduelBo3Bo3KeyPosted)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3KeyPosted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3KeysClosed represents a Bo3KeysClosed error raised by the WorduelBo3 contract.
type WorduelBo3Bo3KeysClosed struct {
	MatchId *big.Int
	KeysDue *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3KeysClosed(uint256 matchId, uint256 keysDue)
func WorduelBo3Bo3KeysClosedErrorID() common.Hash {
	return common.HexToHash("0x974f7f88149afadd7a1209316f442d9e28059f0075f2f1c0d6b6142026b3b8d7")
}

// UnpackBo3KeysClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3KeysClosed(uint256 matchId, uint256 keysDue)
func (worduelBo3 *WorduelBo3) UnpackBo3KeysClosedError(raw []byte) (*WorduelBo3Bo3KeysClosed, error) {
	out := new(WorduelBo3Bo3KeysClosed)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3KeysClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3KeysMissing represents a Bo3KeysMissing error raised by the WorduelBo3 contract.
type WorduelBo3Bo3KeysMissing struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3KeysMissing(uint256 matchId)
func WorduelBo3Bo3KeysMissingErrorID() common.Hash {
	return common.HexToHash("0x8a7063e0afaab007fe85e67d1f45eb628783b8931aafbf0ead56ed8489666267")
}

// UnpackBo3KeysMissingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3KeysMissing(uint256 matchId)
func (worduelBo3 *WorduelBo3) UnpackBo3KeysMissingError(raw []byte) (*WorduelBo3Bo3KeysMissing, error) {
	out := new(WorduelBo3Bo3KeysMissing)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3KeysMissing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3Late represents a Bo3Late error raised by the WorduelBo3 contract.
type WorduelBo3Bo3Late struct {
	MatchId *big.Int
	Due     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3Late(uint256 matchId, uint256 due)
func WorduelBo3Bo3LateErrorID() common.Hash {
	return common.HexToHash("0x65edfbf659db50bbb77ed96404f9f03abce72789a84236443faa3d47379e757e")
}

// UnpackBo3LateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3Late(uint256 matchId, uint256 due)
func (worduelBo3 *WorduelBo3) UnpackBo3LateError(raw []byte) (*WorduelBo3Bo3Late, error) {
	out := new(WorduelBo3Bo3Late)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3Late", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3NoGuess represents a Bo3NoGuess error raised by the WorduelBo3 contract.
type WorduelBo3Bo3NoGuess struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3NoGuess(uint256 matchId, address player)
func WorduelBo3Bo3NoGuessErrorID() common.Hash {
	return common.HexToHash("0x842f404e793e7521608b696893bce38cc6d9161731c0cc5006f08f57832c2167")
}

// UnpackBo3NoGuessError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3NoGuess(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3NoGuessError(raw []byte) (*WorduelBo3Bo3NoGuess, error) {
	out := new(WorduelBo3Bo3NoGuess)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3NoGuess", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3NoTriesLeft represents a Bo3NoTriesLeft error raised by the WorduelBo3 contract.
type WorduelBo3Bo3NoTriesLeft struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3NoTriesLeft(uint256 matchId, address player)
func WorduelBo3Bo3NoTriesLeftErrorID() common.Hash {
	return common.HexToHash("0x71762dadd16b26389f2fbfbe549a4cf6b0706535b0252fe3f330d4951347f573")
}

// UnpackBo3NoTriesLeftError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3NoTriesLeft(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3NoTriesLeftError(raw []byte) (*WorduelBo3Bo3NoTriesLeft, error) {
	out := new(WorduelBo3Bo3NoTriesLeft)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3NoTriesLeft", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3NotCommitted represents a Bo3NotCommitted error raised by the WorduelBo3 contract.
type WorduelBo3Bo3NotCommitted struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3NotCommitted(uint256 matchId)
func WorduelBo3Bo3NotCommittedErrorID() common.Hash {
	return common.HexToHash("0x2dc75f72b0ce8bbee26fed082db328ad2b8223d3b3a2a6b629709d1db7bd9e88")
}

// UnpackBo3NotCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3NotCommitted(uint256 matchId)
func (worduelBo3 *WorduelBo3) UnpackBo3NotCommittedError(raw []byte) (*WorduelBo3Bo3NotCommitted, error) {
	out := new(WorduelBo3Bo3NotCommitted)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3NotCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3NotHouse represents a Bo3NotHouse error raised by the WorduelBo3 contract.
type WorduelBo3Bo3NotHouse struct {
	MatchId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3NotHouse(uint256 matchId, address caller)
func WorduelBo3Bo3NotHouseErrorID() common.Hash {
	return common.HexToHash("0x58cb42831f0052f2c9ab2aa3b854d3e01b96dabe65fdcc2844a7f8811c10f29d")
}

// UnpackBo3NotHouseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3NotHouse(uint256 matchId, address caller)
func (worduelBo3 *WorduelBo3) UnpackBo3NotHouseError(raw []byte) (*WorduelBo3Bo3NotHouse, error) {
	out := new(WorduelBo3Bo3NotHouse)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3NotHouse", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3NotPlayer represents a Bo3NotPlayer error raised by the WorduelBo3 contract.
type WorduelBo3Bo3NotPlayer struct {
	MatchId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3NotPlayer(uint256 matchId, address caller)
func WorduelBo3Bo3NotPlayerErrorID() common.Hash {
	return common.HexToHash("0xd554b68c9ca0c624e125779b548ad42da821037e86c2282a13e3c7c65c5033a1")
}

// UnpackBo3NotPlayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3NotPlayer(uint256 matchId, address caller)
func (worduelBo3 *WorduelBo3) UnpackBo3NotPlayerError(raw []byte) (*WorduelBo3Bo3NotPlayer, error) {
	out := new(WorduelBo3Bo3NotPlayer)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3NotPlayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3NothingToOpen represents a Bo3NothingToOpen error raised by the WorduelBo3 contract.
type WorduelBo3Bo3NothingToOpen struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3NothingToOpen(uint256 matchId, address player)
func WorduelBo3Bo3NothingToOpenErrorID() common.Hash {
	return common.HexToHash("0xacbd02267827aa88828e85261469c77e661fac127a1f42704d4b5d4aaff76372")
}

// UnpackBo3NothingToOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3NothingToOpen(uint256 matchId, address player)
func (worduelBo3 *WorduelBo3) UnpackBo3NothingToOpenError(raw []byte) (*WorduelBo3Bo3NothingToOpen, error) {
	out := new(WorduelBo3Bo3NothingToOpen)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3NothingToOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3RandomnessPending represents a Bo3RandomnessPending error raised by the WorduelBo3 contract.
type WorduelBo3Bo3RandomnessPending struct {
	MatchId   *big.Int
	DrawBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3RandomnessPending(uint256 matchId, uint256 drawBlock)
func WorduelBo3Bo3RandomnessPendingErrorID() common.Hash {
	return common.HexToHash("0x22839f099b181affd5fd8bd3262add7c6b8b471ba999966c9d2e95ae20b8b456")
}

// UnpackBo3RandomnessPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3RandomnessPending(uint256 matchId, uint256 drawBlock)
func (worduelBo3 *WorduelBo3) UnpackBo3RandomnessPendingError(raw []byte) (*WorduelBo3Bo3RandomnessPending, error) {
	out := new(WorduelBo3Bo3RandomnessPending)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3RandomnessPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3RoundNotOver represents a Bo3RoundNotOver error raised by the WorduelBo3 contract.
type WorduelBo3Bo3RoundNotOver struct {
	MatchId *big.Int
	Round   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3RoundNotOver(uint256 matchId, uint256 round)
func WorduelBo3Bo3RoundNotOverErrorID() common.Hash {
	return common.HexToHash("0x853cca0c6b3bdd87219c1e26d0a515ef9956b95b1576e20af7cd8d5b31ca0ca4")
}

// UnpackBo3RoundNotOverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3RoundNotOver(uint256 matchId, uint256 round)
func (worduelBo3 *WorduelBo3) UnpackBo3RoundNotOverError(raw []byte) (*WorduelBo3Bo3RoundNotOver, error) {
	out := new(WorduelBo3Bo3RoundNotOver)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3RoundNotOver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3RoundNotStarted represents a Bo3RoundNotStarted error raised by the WorduelBo3 contract.
type WorduelBo3Bo3RoundNotStarted struct {
	MatchId *big.Int
	Round   *big.Int
	Start   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3RoundNotStarted(uint256 matchId, uint256 round, uint256 start)
func WorduelBo3Bo3RoundNotStartedErrorID() common.Hash {
	return common.HexToHash("0xcc3d6671e1608e5622382b7c5e55615855aee65d0fe0df0b006b1793d5323443")
}

// UnpackBo3RoundNotStartedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3RoundNotStarted(uint256 matchId, uint256 round, uint256 start)
func (worduelBo3 *WorduelBo3) UnpackBo3RoundNotStartedError(raw []byte) (*WorduelBo3Bo3RoundNotStarted, error) {
	out := new(WorduelBo3Bo3RoundNotStarted)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3RoundNotStarted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3Bo3StillLive represents a Bo3StillLive error raised by the WorduelBo3 contract.
type WorduelBo3Bo3StillLive struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bo3StillLive(uint256 matchId)
func WorduelBo3Bo3StillLiveErrorID() common.Hash {
	return common.HexToHash("0x94471b5719c642604e44e4279ba582ae03a795dcb77be835d06b3dd30f2a4160")
}

// UnpackBo3StillLiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bo3StillLive(uint256 matchId)
func (worduelBo3 *WorduelBo3) UnpackBo3StillLiveError(raw []byte) (*WorduelBo3Bo3StillLive, error) {
	out := new(WorduelBo3Bo3StillLive)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "Bo3StillLive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3DuelModeMatchNotLive represents a DuelModeMatchNotLive error raised by the WorduelBo3 contract.
type WorduelBo3DuelModeMatchNotLive struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelModeMatchNotLive(uint256 matchId)
func WorduelBo3DuelModeMatchNotLiveErrorID() common.Hash {
	return common.HexToHash("0x9e560bdd93893fd9317b236a200647a55e8ecd790972fda7b21c3882924e8a43")
}

// UnpackDuelModeMatchNotLiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelModeMatchNotLive(uint256 matchId)
func (worduelBo3 *WorduelBo3) UnpackDuelModeMatchNotLiveError(raw []byte) (*WorduelBo3DuelModeMatchNotLive, error) {
	out := new(WorduelBo3DuelModeMatchNotLive)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "DuelModeMatchNotLive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3DuelModeNotPlatform represents a DuelModeNotPlatform error raised by the WorduelBo3 contract.
type WorduelBo3DuelModeNotPlatform struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelModeNotPlatform(address caller)
func WorduelBo3DuelModeNotPlatformErrorID() common.Hash {
	return common.HexToHash("0x7ffa86eeb675612677a0ec7f1b4db25ad77ae27a2b411fec9cf6234d67242f63")
}

// UnpackDuelModeNotPlatformError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelModeNotPlatform(address caller)
func (worduelBo3 *WorduelBo3) UnpackDuelModeNotPlatformError(raw []byte) (*WorduelBo3DuelModeNotPlatform, error) {
	out := new(WorduelBo3DuelModeNotPlatform)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "DuelModeNotPlatform", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WorduelBo3HiddenInputsBadField represents a HiddenInputsBadField error raised by the WorduelBo3 contract.
type WorduelBo3HiddenInputsBadField struct {
	Field *big.Int
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HiddenInputsBadField(uint256 field, uint256 value)
func WorduelBo3HiddenInputsBadFieldErrorID() common.Hash {
	return common.HexToHash("0x8f69833a63ad078b40f75827a0a32b98d25f7a4cc57f26fc90d178ca0ea8e1cc")
}

// UnpackHiddenInputsBadFieldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HiddenInputsBadField(uint256 field, uint256 value)
func (worduelBo3 *WorduelBo3) UnpackHiddenInputsBadFieldError(raw []byte) (*WorduelBo3HiddenInputsBadField, error) {
	out := new(WorduelBo3HiddenInputsBadField)
	if err := worduelBo3.abi.UnpackIntoInterface(out, "HiddenInputsBadField", raw); err != nil {
		return nil, err
	}
	return out, nil
}
