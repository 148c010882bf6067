// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package tictactoe

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

// IWordleTacToeGame is an auto generated low-level Go binding around an user-defined struct.
type IWordleTacToeGame struct {
	A              common.Address
	B              common.Address
	House          common.Address
	HouseDue       *big.Int
	DrawBlock      uint64
	Randomness     *big.Int
	Starter        uint8
	Bout           uint16
	WinsA          uint8
	WinsB          uint8
	Mover          uint8
	TurnStart      *big.Int
	AnswerDue      *big.Int
	Skips          uint8
	BankA          uint32
	BankB          uint32
	Pending        *big.Int
	Cells          *big.Int
	SeedCommitment *big.Int
	Closed         bool
}

// IWordleTacToeMove is an auto generated low-level Go binding around an user-defined struct.
type IWordleTacToeMove struct {
	Cell      uint8
	Word      uint64
	Valid     bool
	Index     uint32
	Below     uint64
	Above     uint64
	Path      [][32]byte
	AbovePath [][32]byte
}

// WordleTacToeConfig is an auto generated low-level Go binding around an user-defined struct.
type WordleTacToeConfig struct {
	Registry     common.Address
	Dictionaries [3]WordleTacToeDictionary
	TurnTime     *big.Int
	Bank         *big.Int
	Window       *big.Int
	Compensation *big.Int
}

// WordleTacToeDictionary is an auto generated low-level Go binding around an user-defined struct.
type WordleTacToeDictionary struct {
	Verifier     common.Address
	AnswersRoot  *big.Int
	AnswersCount *big.Int
	GuessRoot    [32]byte
	GuessCount   *big.Int
	GuessDepth   *big.Int
}

// WordleTacToeMetaData contains all meta data concerning the WordleTacToe contract.
var WordleTacToeMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"platform\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"},{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structWordleTacToe.Config\",\"components\":[{\"name\":\"registry\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"},{\"name\":\"dictionaries\",\"type\":\"tuple[3]\",\"internalType\":\"structWordleTacToe.Dictionary[3]\",\"components\":[{\"name\":\"verifier\",\"type\":\"address\",\"internalType\":\"contractICellAnswerVerifier\"},{\"name\":\"answersRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answersCount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessRoot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"guessCount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessDepth\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"turnTime\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"bank\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"compensation\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BANK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"COMPENSATION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_BOUTS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PLATFORM\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REGISTRY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"TURN_TIME\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WINS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimHouseTimeout\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"close\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"dictionaryOf\",\"inputs\":[{\"name\":\"len\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"d\",\"type\":\"tuple\",\"internalType\":\"structWordleTacToe.Dictionary\",\"components\":[{\"name\":\"verifier\",\"type\":\"address\",\"internalType\":\"contractICellAnswerVerifier\"},{\"name\":\"answersRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answersCount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessRoot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"guessCount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"guessDepth\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"drawHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"gameOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"g\",\"type\":\"tuple\",\"internalType\":\"structIWordleTacToe.Game\",\"components\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"houseDue\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"drawBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"randomness\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"starter\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"bout\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"winsA\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"winsB\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"mover\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"turnStart\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"answerDue\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"skips\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"bankA\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"bankB\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"pending\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cells\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"closed\",\"type\":\"bool\",\"internalType\":\"bool\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"houseDueOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"onMatchStart\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ownersOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"owners\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"play\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"moves\",\"type\":\"tuple[]\",\"internalType\":\"structIWordleTacToe.Move[]\",\"components\":[{\"name\":\"cell\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"word\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"valid\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"index\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"below\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"above\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"path\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"abovePath\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"revealSeed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"starterOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"timeoutOutcome\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"due\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"Answered\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"bout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"cell\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BoutEnded\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"bout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"owners\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"linesA\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"linesB\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"cellsA\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"cellsB\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Guessed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"bout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"cell\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"valid\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseDrawn\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"commitDue\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseTimedOut\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"paid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchEnded\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"houseDue\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RandomnessDrawn\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"randomness\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"starter\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SeedRevealed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TurnSkipped\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TurnStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"bout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"DuelModeMatchNotLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelModeNotPlatform\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"TttAlreadyCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttAnswersPending\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttBadCell\",\"inputs\":[{\"name\":\"cell\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttBadColours\",\"inputs\":[{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttBadCommitment\",\"inputs\":[{\"name\":\"commitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttBadProof\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cell\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttBadSettings\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TttBadWord\",\"inputs\":[{\"name\":\"cell\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttBadWordProof\",\"inputs\":[{\"name\":\"cell\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"valid\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"type\":\"error\",\"name\":\"TttCellClosed\",\"inputs\":[{\"name\":\"cell\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttClockOut\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"TttClosed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttHouseDrawn\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"TttHouseNotLate\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttLate\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"due\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttMoveCount\",\"inputs\":[{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttNoGuess\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slot\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttNotCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttNotHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"TttNotYourTurn\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"TttRandomnessPending\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"drawBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttSameCell\",\"inputs\":[{\"name\":\"cell\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TttStillLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "WordleTacToe",
	Bin: "0x6102c0604052348015610010575f5ffd5b50604051614cc7380380614cc783398101604081905261002f916102bd565b6001600160a01b03808316608052815116158061004e57506040810151155b8061005f5750620151808160400151115b806100705750620151808160600151115b8061007d57506080810151155b8061008e5750620151808160800151115b156100ac5760405163d1679d1160e01b815260040160405180910390fd5b5f5b6003811015610158575f826020015182600381106100ce576100ce6103dc565b602002015180519091506001600160a01b031615806100ef57506040810151155b806100ff57506120008160400151115b8061010c57506080810151155b8061011b575060208160a00151115b8061013157508060a001516001901b8160800151115b1561014f5760405163d1679d1160e01b815260040160405180910390fd5b506001016100ae565b5080516001600160a01b0390811660a090815260408084015160c05260608085015160e0526080808601516101005283860151610120526020958601518051518188018051518387018051518a16610180529089166101605291909716610140528151880151875189015182518a01516101e0526101c0526101a052815184015187518501518251909501516102405261022094909452610200939093525180850151818301519185015190851b91881b171761026052935180840151818601519184015190841b91871b171761028052519182015192820151918101519190931b17911b176102a052506103f0565b6001600160a01b038116811461025c575f5ffd5b50565b634e487b7160e01b5f52604160045260245ffd5b60405160c081016001600160401b03811182821017156102955761029561025f565b60405290565b604051606081016001600160401b03811182821017156102955761029561025f565b5f5f8284036103008112156102d0575f5ffd5b83516102db81610248565b92506102e0601f19820112156102ef575f5ffd5b506102f8610273565b602084015161030681610248565b8152605f84018513610316575f5ffd5b61031e61029b565b80610280860187811115610330575f5ffd5b604087015b818110156103a35760c0818a03121561034c575f5ffd5b610354610273565b815161035f81610248565b81526020828101518183015260408084015190830152606080840151908301526080808401519083015260a08084015190830152908552939093019260c001610335565b506020840191909152516040830152506102a084015160608201526102c084015160808201526102e09093015160a08401525092909150565b634e487b7160e01b5f52603260045260245ffd5b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c0516101e05161020051610220516102405161026051610280516102a05161477e6105495f395f61166801525f6115b401525f61150001525f6115e301525f61152f01525f61147b01525f61160901525f61155501525f6114a101525f61164401525f61159001525f6114dc01525f81816101fb01528181611df70152611e3601525f818161062f0152818161132e01528181612167015261302901525f818161023001528181611a5f01526130da01525f818161066901528181611a8501528181611b6f01528181612bcb01528181612bfc0152613afe01525f818161018201528181610c5e01528181611e910152818161209d0152818161311801526137a201525f818161058101528181610a89015281816113bb01528181611c3b0152818161228601526134af015261477e5ff3fe608060405234801561000f575f5ffd5b5060043610610179575f3560e01c80637efc77fa116100d2578063a8aad94d11610088578063cb94d49e11610063578063cb94d49e146106ca578063ec133456146106dd578063faeceebf146106f0575f5ffd5b8063a8aad94d14610664578063b882a7611461068b578063c23adcda1461069e575f5ffd5b80638192de67116100b85780638192de67146105b6578063a53e54121461062a578063a584ab2914610651575f5ffd5b80637efc77fa1461057c5780637f0a0e6c146105a3575f5ffd5b806338ab640611610132578063522c158b1161010d578063522c158b1461027657806370232f8414610289578063794827bc14610569575f5ffd5b806338ab64061461025257806342a4411a1461025b5780634908430c14610263575f5ffd5b80630aebeb4e116101625780630aebeb4e146101e35780630c752109146101f65780632b9db81f1461022b575f5ffd5b806306433b1b1461017d57806309f6ebcf146101ce575b5f5ffd5b6101a47f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b6101e16101dc366004613f48565b610703565b005b6101e16101f1366004613fcf565b610a5a565b61021d7f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020016101c5565b61021d7f000000000000000000000000000000000000000000000000000000000000000081565b61021d6103e881565b61021d600281565b61021d610271366004613fcf565b610cba565b6101e1610284366004613fe6565b610d8b565b61055c610297366004613fcf565b60408051610280810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810191909152505f9081526020818152604091829020825161028081018452815473ffffffffffffffffffffffffffffffffffffffff80821683526001840154808216958401959095526002840154908116958301959095527401000000000000000000000000000000000000000080820464ffffffffff908116606085015281860467ffffffffffffffff16608085015260038501546fffffffffffffffffffffffffffffffff811660a08601527d010000000000000000000000000000000000000000000000000000000000840460ff90811660c087015279010000000000000000000000000000000000000000000000000080860461ffff1660e08801527b01000000000000000000000000000000000000000000000000000000860482166101008801527c010000000000000000000000000000000000000000000000000000000080870483166101208901527e010000000000000000000000000000000000000000000000000000000000008b048316610140890152948a04841661016088015289049092166101808601527f01000000000000000000000000000000000000000000000000000000000000009788900482166101a08601529582900463ffffffff9081166101c08601529186049091166101e08401527001000000000000000000000000000000009094046bffffffffffffffffffffffff16610200830152600483015461022083015260059092015461024082015292900416151561026082015290565b6040516101c59190614060565b61021d610577366004613fcf565b611387565b6101a47f000000000000000000000000000000000000000000000000000000000000000081565b6101e16105b136600461427a565b6113a3565b6105c96105c4366004613fcf565b611426565b6040516101c591905f60c08201905073ffffffffffffffffffffffffffffffffffffffff83511682526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b61021d7f000000000000000000000000000000000000000000000000000000000000000081565b61021d61065f366004613fcf565b6116b1565b61021d7f000000000000000000000000000000000000000000000000000000000000000081565b6101e16106993660046142bf565b6116d5565b6106b16106ac366004613fcf565b6118ec565b60408051921515835260ff9091166020830152016101c5565b6101e16106d83660046142bf565b611bf5565b6101e16106eb366004613fcf565b611d25565b6101a46106fe366004613fcf565b611f89565b61070c85612257565b5f8581526020819052604090206107238682612340565b600381015470010000000000000000000000000000000090046bffffffffffffffffffffffff165f60028710610759575f61077b565b61076b6001660100000000000061430c565b61077688603061431f565b83901c165b9050805f036107c5576040517f3756a78400000000000000000000000000000000000000000000000000000000815260048101899052602481018890526044015b60405180910390fd5b6002830154790100000000000000000000000000000000000000000000000000900464ffffffffff164211156108595760028301546040517f28bae9fd000000000000000000000000000000000000000000000000000000008152600481018a905279010000000000000000000000000000000000000000000000000090910464ffffffffff1660248201526044016107bc565b600f602082901c165f61086b826123ab565b905061087881600261431f565b88901c156108b5576040517f0b170690000000000000000000000000000000000000000000000000000000008152600481018990526024016107bc565b8454610913908b908790859060309082906108f290790100000000000000000000000000000000000000000000000000900461ffff16600961431f565b6108fc9190614336565b901b60208d901b8863ffffffff1617178b8b6123df565b600485015485548b907f25adc24ccaec9d74bee8c0eed8b40cd5471f3617a5594da77875906feac990b490790100000000000000000000000000000000000000000000000000900461ffff168561096a858261250f565b6040805161ffff909416845260208401929092529082015263ffffffff87166060820152608081018c905260a00160405180910390a260028601546109da908290859085907e01000000000000000000000000000000000000000000000000000000000000900460ff168d612529565b506004870181905590506109ef8a603061431f565b610a016001660100000000000061430c565b901b1985169450848660030160106101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff160217905550845f03610a4d57610a4d8b8783612664565b5050505050505050505050565b6040517f27507458000000000000000000000000000000000000000000000000000000008152600481018290527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa158015610ae3573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b079190614356565b15610b41576040517fe00becbb000000000000000000000000000000000000000000000000000000008152600481018290526024016107bc565b5f818152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff161580610b99575080547f0100000000000000000000000000000000000000000000000000000000000000900460ff165b15610bd3576040517f7a1c571d000000000000000000000000000000000000000000000000000000008152600481018390526024016107bc565b80547effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167f01000000000000000000000000000000000000000000000000000000000000001781556040517f37bdc99b0000000000000000000000000000000000000000000000000000000081526004810183905273ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906337bdc99b906024015b5f604051808303815f87803b158015610ca0575f5ffd5b505af1158015610cb2573d5f5f3e3d5ffd5b505050505050565b5f81815260208190526040812080547e01000000000000000000000000000000000000000000000000000000000000900460ff1615610d1e57547d010000000000000000000000000000000000000000000000000000000000900460ff1692915050565b80600501545f03610d3157505f92915050565b60018101545f90610d639074010000000000000000000000000000000000000000900467ffffffffffffffff166127ea565b90505f819003610d7657505f9392505050565b5f610d81828661291d565b9695505050505050565b610d9483612257565b5f8381526020819052604081206005810154909103610de2576040517fcc85584d000000000000000000000000000000000000000000000000000000008152600481018590526024016107bc565b80547e01000000000000000000000000000000000000000000000000000000000000900460ff16610e1757610e178482612991565b60028101547e01000000000000000000000000000000000000000000000000000000000000900460ff1660018114610e6957600182015473ffffffffffffffffffffffffffffffffffffffff16610e82565b815473ffffffffffffffffffffffffffffffffffffffff165b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff1614610eef576040517f0391f527000000000000000000000000000000000000000000000000000000008152600481018690523360248201526044016107bc565b600382015470010000000000000000000000000000000090046bffffffffffffffffffffffff1615610f50576040517f8ccb1d1b000000000000000000000000000000000000000000000000000000008152600481018690526024016107bc565b610f5b858383612b97565b82801580610f695750600281115b15610fa3576040517f14eb0d40000000000000000000000000000000000000000000000000000000008152600481018290526024016107bc565b80600214801561101b575084846001818110610fc157610fc1614371565b9050602002810190610fd3919061439e565b610fe19060208101906143da565b60ff1685855f818110610ff657610ff6614371565b9050602002810190611008919061439e565b6110169060208101906143da565b60ff16145b1561108a5784845f81811061103257611032614371565b9050602002810190611044919061439e565b6110529060208101906143da565b6040517f95d0fc6300000000000000000000000000000000000000000000000000000000815260ff90911660048201526024016107bc565b60048301548354790100000000000000000000000000000000000000000000000000900461ffff165f8080805b8681101561127357368b8b838181106110d2576110d2614371565b90506020028101906110e4919061439e565b90505f6110f460208301836143da565b60ff16905060098110611136576040517fe17d3cd7000000000000000000000000000000000000000000000000000000008152600481018290526024016107bc565b6111408882612d40565b611179576040517fe36e9e89000000000000000000000000000000000000000000000000000000008152600481018290526024016107bc565b61118282612d71565b338e7f0e1cf483a0752fa807fc152284ca1e3a8f97a83dd854c4730224c011111aee8489846111b760408801602089016143fa565b6111c76060890160408a01614421565b6040516111f99493929190938452602084019290925267ffffffffffffffff1660408301521515606082015260800190565b60405180910390a36112116060830160408401614421565b6112205760019350505061126b565b61122b85603061431f565b65010000000000602083811b9061124890604087019087016143fa565b67ffffffffffffffff161717901b8617955084806112659061443c565b95505050505b6001016110b7565b5080156112d65760028801805460ff808a167f01000000000000000000000000000000000000000000000000000000000000008084049290921617027effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9091161790555b821561137c576003880180547fffffffff000000000000000000000000ffffffffffffffffffffffffffffffff167001000000000000000000000000000000006bffffffffffffffffffffffff8616021790556113537f000000000000000000000000000000000000000000000000000000000000000042614336565b8860020160196101000a81548164ffffffffff021916908364ffffffffff160217905550610a4d565b610a4d8b8987612664565b5f81815260208190526040812061139d90612ed3565b92915050565b3373ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614611414576040517f7ffa86ee0000000000000000000000000000000000000000000000000000000081523360048201526024016107bc565b61142084848484612fc5565b50505050565b61146f6040518060c001604052805f73ffffffffffffffffffffffffffffffffffffffff1681526020015f81526020015f81526020015f81526020015f81526020015f81525090565b5f8260040361152457507f000000000000000000000000000000000000000000000000000000000000000060608201527f0000000000000000000000000000000000000000000000000000000000000000602082015273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001681527f0000000000000000000000000000000000000000000000000000000000000000611688565b826005036115d857507f000000000000000000000000000000000000000000000000000000000000000060608201527f0000000000000000000000000000000000000000000000000000000000000000602082015273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001681527f0000000000000000000000000000000000000000000000000000000000000000611688565b8260060361168857507f000000000000000000000000000000000000000000000000000000000000000060608201527f0000000000000000000000000000000000000000000000000000000000000000602082015273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001681527f00000000000000000000000000000000000000000000000000000000000000005b63ffffffff808216604080850191909152602083901c90911660808401521c60a0820152919050565b5f818152602081905260408120600401546116cb90613208565b5091949350505050565b6116de82612257565b5f8281526020819052604090206116f58382612340565b600581015415611734576040517f0293e1af000000000000000000000000000000000000000000000000000000008152600481018490526024016107bc565b805474010000000000000000000000000000000000000000900464ffffffffff164211156117b85780546040517f28bae9fd000000000000000000000000000000000000000000000000000000008152600481018590527401000000000000000000000000000000000000000090910464ffffffffff1660248201526044016107bc565b8115806117e557507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018210155b1561181f576040517ff4ca16c0000000000000000000000000000000000000000000000000000000008152600481018390526024016107bc565b600581018290556001810180547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000004367ffffffffffffffff168102919091179091556002820180547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff164264ffffffffff1690920291909117905560405182815283907f93f1f984ee169e1e0f0a41573725cd67166bf70612c431aad4db52a92377b97b906020015b60405180910390a2505050565b5f818152602081905260408120805482919073ffffffffffffffffffffffffffffffffffffffff161580611944575080547f0100000000000000000000000000000000000000000000000000000000000000900460ff165b1561195457505f93849350915050565b600281015473ffffffffffffffffffffffffffffffffffffffff1661199e575474010000000000000000000000000000000000000000900464ffffffffff164211935f9350915050565b600581015415806119d45750600381015470010000000000000000000000000000000090046bffffffffffffffffffffffff1615155b156119e457505f93849350915050565b6002810154815460ff7e010000000000000000000000000000000000000000000000000000000000009283900481169290910416611af25760018201545f90611a4e9074010000000000000000000000000000000000000000900467ffffffffffffffff166127ea565b90505f819003611ae35760028301547f000000000000000000000000000000000000000000000000000000000000000090611ac9907f00000000000000000000000000000000000000000000000000000000000000009074010000000000000000000000000000000000000000900464ffffffffff16614336565b611ad39190614336565b42115f5b94509450505050915091565b611aed818761291d565b925050505b5f81600114611b2b5760038301547c0100000000000000000000000000000000000000000000000000000000900463ffffffff16611b57565b60018301547c0100000000000000000000000000000000000000000000000000000000900463ffffffff165b600284015463ffffffff9190911691508190611bb3907f00000000000000000000000000000000000000000000000000000000000000009074010000000000000000000000000000000000000000900464ffffffffff16614336565b611bbd9190614336565b4211611bd057505f958695509350505050565b600182600114611be1576001611be4565b60025b6002811115611ad757611ad7614473565b5f828152602081905260409020611c0c8382612340565b6040517f27507458000000000000000000000000000000000000000000000000000000008152600481018490527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa158015611c95573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611cb99190614356565b15611cf3576040517fe00becbb000000000000000000000000000000000000000000000000000000008152600481018490526024016107bc565b827f6ea81813eb74150321f70c7042dd54943d3d56e95b59bc3e7cd62a8f7622f98d836040516118df91815260200190565b611d2e81612257565b5f81815260208190526040812090611d4582612ed3565b9050801580611d545750804211155b15611d8e576040517fbcd13afd000000000000000000000000000000000000000000000000000000008152600481018490526024016107bc565b81547effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167f01000000000000000000000000000000000000000000000000000000000000001782556040805160028082526060820183525f926020830190803683370190505090507f0000000000000000000000000000000000000000000000000000000000000000815f81518110611e2857611e28614371565b6020026020010181815250507f000000000000000000000000000000000000000000000000000000000000000081600181518110611e6857611e68614371565b602090810291909101015260028301545f9073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000081169163e7326cfb911687611ec4886133a9565b866040518563ffffffff1660e01b8152600401611ee494939291906144f0565b6020604051808303815f875af1158015611f00573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f249190614567565b600285015460405182815291925073ffffffffffffffffffffffffffffffffffffffff169086907f404ad95ff8743f061091fd1159fc6bfad15261414320b10a1c67a5189464514c9060200160405180910390a3611f82855f613472565b5050505050565b5f611f9382612257565b5f828152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff16156120175760028101546040517f90eaf66a0000000000000000000000000000000000000000000000000000000081526004810185905273ffffffffffffffffffffffffffffffffffffffff90911660248201526044016107bc565b805474010000000000000000000000000000000000000000900464ffffffffff1642111561209b5780546040517f28bae9fd000000000000000000000000000000000000000000000000000000008152600481018590527401000000000000000000000000000000000000000090910464ffffffffff1660248201526044016107bc565b7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1663b0c94513846120e1846133a9565b6040518363ffffffff1660e01b81526004016120fe92919061457e565b6020604051808303815f875af115801561211a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061213e9190614596565b915073ffffffffffffffffffffffffffffffffffffffff82166121615750919050565b5f61218c7f000000000000000000000000000000000000000000000000000000000000000042614336565b6002830180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff861690811790915583547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000064ffffffffff8416021784556040518281529192509085907f0ff29ae48a758495dc8d7678894e42269ba87e8706ee5f003bec9b4decaa794b9060200160405180910390a35050919050565b6040517f27507458000000000000000000000000000000000000000000000000000000008152600481018290527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa1580156122e0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123049190614356565b61233d576040517f9e560bdd000000000000000000000000000000000000000000000000000000008152600481018290526024016107bc565b50565b600281015473ffffffffffffffffffffffffffffffffffffffff1633141580612367575033155b156123a7576040517fb085ba3b000000000000000000000000000000000000000000000000000000008152600481018390523360248201526044016107bc565b5050565b5f816004036123bc57506006919050565b6123c76002836145b1565b156123d35760056123d6565b60045b60ff1692915050565b5f6123ec6105c4866123ab565b90506123f6613f0c565b6005870154815260208201518160016020020152600387015460408381015160509290921b79ffffffffffffffffffffffffffffffff000000000000000000001691901b861717816002602002015281516040517ff219ed6f00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff9091169063f219ed6f9061249e908790879086906004016145e9565b5f6040518083038186803b1580156124b4575f5ffd5b505afa9250505080156124c5575060015b612505576040517f1f95877d00000000000000000000000000000000000000000000000000000000815260048101899052602481018790526044016107bc565b5050505050505050565b5f61251b82601861431f565b83901c600f16905092915050565b5f808061253787601861431f565b905062ffffff88821c165f80805b8981101561259a575f61255982600261431f565b89901c60031690506002810361257b57836125738161443c565b945050612591565b60018103612591578261258d8161443c565b9350505b50600101612545565b506125a9600f84166001614336565b600f198416179250888214945084156125c657600488901b831792505b600683901c600f16821115612608577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff03f92909216600682901b17600a88901b17915b600c83901c600f1681111561264a577ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc0fff92909216600c83901b17601088901b17915b505062ffffff821b198916911b1791509550959350505050565b6002820180547fffff0000000000ffffffffffffffffffffffffffffffffffffffffffffffffff169055612697816134e6565b156126ac576126a783838361351a565b505050565b60028201545f906126e3907e01000000000000000000000000000000000000000000000000000000000000900460ff166003614661565b600284015460ff91821692507f01000000000000000000000000000000000000000000000000000000000000009004165f5b600281101561278e578183161561278e578219821691506127368584613945565b73ffffffffffffffffffffffffffffffffffffffff16867f78d563416c0d6c2454e9c81222ee1e58f6c3ff4dfcfa798d85d391e57023ecc960405160405180910390a361278483600361430c565b9250600101612715565b506002840180547effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167f010000000000000000000000000000000000000000000000000000000000000060ff841602179055611f8285858461398e565b5f8143116127f957505f919050565b610100612806834361430c565b1161281057504090565b71f90827f1c53a10cb7a02335b1753200029353b5f0361283157505f919050565b5f5f71f90827f1c53a10cb7a02335b17532000293573ffffffffffffffffffffffffffffffffffffffff168460405160200161286f91815260200190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152908290526128a79161467a565b5f60405180830381855afa9150503d805f81146128df576040519150601f19603f3d011682016040523d82523d5f602084013e6128e4565b606091505b50915091508180156128f7575080516020145b612901575f612915565b808060200190518101906129159190614567565b949350505050565b5f5f5f848460405160200161293c929190918252602082015260400190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152919052805160209091012090508061298460ff82901c6001614336565b92509250505b9250929050565b60018101545f906129c39074010000000000000000000000000000000000000000900467ffffffffffffffff166127ea565b90505f819003612a2f5760018201546040517ff98fb934000000000000000000000000000000000000000000000000000000008152600481018590527401000000000000000000000000000000000000000090910467ffffffffffffffff1660248201526044016107bc565b5f5f612a3b838661291d565b6003860180547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff841617905585546002870180547fff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff90811660ff85167e01000000000000000000000000000000000000000000000000000000000000818102929092179093557fff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9093167d01000000000000000000000000000000000000000000000000000000000090920216171786559092509050847fe3034d02bbefdb571060b08d10465335109ffbfc38d35501ddabe23e449bcf2383612b508785613945565b604080516fffffffffffffffffffffffffffffffff909316835273ffffffffffffffffffffffffffffffffffffffff90911660208301520160405180910390a25050505050565b60028201545f90612bc79074010000000000000000000000000000000000000000900464ffffffffff164261430c565b90507f00000000000000000000000000000000000000000000000000000000000000008111612bf65750505050565b5f612c217f00000000000000000000000000000000000000000000000000000000000000008361430c565b90505f83600114612c5c5760038501547c0100000000000000000000000000000000000000000000000000000000900463ffffffff16612c88565b60018501547c0100000000000000000000000000000000000000000000000000000000900463ffffffff165b63ffffffff16905080821115612cd3576040517fd6a93502000000000000000000000000000000000000000000000000000000008152600481018790523360248201526044016107bc565b83600103612d0c57612ce5828261430c565b85600101601c6101000a81548163ffffffff021916908363ffffffff160217905550610cb2565b612d16828261430c565b85600301601c6101000a81548163ffffffff021916908363ffffffff160217905550505050505050565b5f80612d4d83601861431f565b84901c90506003600482901c161580156129155750600681600f1610949350505050565b5f612d7f60208301836143da565b60ff1690505f612d8e826123ab565b90505f612da160408501602086016143fa565b67ffffffffffffffff169050612db882600561431f565b81901c15612dfc576040517ffa96ce2400000000000000000000000000000000000000000000000000000000815260048101849052602481018290526044016107bc565b5f612e0683611426565b90505f612e196060870160408801614421565b612e3b57612e3682606001518360a001518460800151878a613b50565b612e75565b612e7582606001518360a0015186868a6060016020810190612e5d9190614690565b63ffffffff16612e7060c08d018d6146b3565b613c8b565b905080610cb2578483612e8e6060890160408a01614421565b6040517f0ab6821400000000000000000000000000000000000000000000000000000000815260048101939093526024830191909152151560448201526064016107bc565b60028101545f9073ffffffffffffffffffffffffffffffffffffffff161580612f20575081547f0100000000000000000000000000000000000000000000000000000000000000900460ff165b15612f2c57505f919050565b81600501545f03612f5b57505474010000000000000000000000000000000000000000900464ffffffffff1690565b600382015470010000000000000000000000000000000090046bffffffffffffffffffffffff165f03612f8e575f612fb8565b6002820154790100000000000000000000000000000000000000000000000000900464ffffffffff165b64ffffffffff1692915050565b5f848152602081905260408120805473ffffffffffffffffffffffffffffffffffffffff8087167fffffffffffffffffffffffff0000000000000000000000000000000000000000928316178355600183018054918716919092161790559061304e7f000000000000000000000000000000000000000000000000000000000000000042614336565b82547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000064ffffffffff8316021783556001830180547bffffffffffffffffffffffffffffffffffffffffffffffffffffffff9081167c01000000000000000000000000000000000000000000000000000000007f000000000000000000000000000000000000000000000000000000000000000063ffffffff1602908117909255600385018054909116909117905590507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16634b5907ff8761315c856133a9565b6040518363ffffffff1660e01b815260040161317992919061457e565b5f604051808303815f87803b158015613190575f5ffd5b505af11580156131a2573d5f5f3e3d5ffd5b50506040805173ffffffffffffffffffffffffffffffffffffffff808a168252881660208201529081018490528892507f84c1acfa01501ec6e33898bb7c9214214b4ee42cdabd3d79416ad396e14aaff8915060600160405180910390a2505050505050565b5f613211613f2a565b613219613f2a565b5f805b6009811015613284575f6132308783613e9d565b905061323d82600261431f565b81901b86179550805f1461327b578361325760018361430c565b6002811061326757613267614371565b602002018051906132778261443c565b9052505b5060010161321c565b506b2460482581470366783450125f5b600881101561334c575f6132a982600c61431f565b83901c90505f6132c1600f600884901c16600261431f565b88901c6003169050805f141580156132ef5750806132e7600f600485901c16600261431f565b89901c600316145b801561330d575080613305600f8416600261431f565b89901c600316145b15613342578661331e60018361430c565b6002811061332e5761332e614371565b6020020180519061333e8261443c565b9052505b5050600101613294565b50602084015184511461337957602084015184511161336c57600261336f565b60015b60ff1691506133a1565b60208301518351146133a157602083015183511161339857600261339b565b60015b60ff1691505b509193509193565b604080516002808252606080830184529260208301908036833750508354825192935073ffffffffffffffffffffffffffffffffffffffff16918391505f906133f4576133f4614371565b73ffffffffffffffffffffffffffffffffffffffff92831660209182029290920101526001808401548351921691839190811061343357613433614371565b602002602001019073ffffffffffffffffffffffffffffffffffffffff16908173ffffffffffffffffffffffffffffffffffffffff1681525050919050565b6040517f0c4223de00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690630c4223de90610c899085908590600401614717565b5f805b6009811015613511576134fc8382612d40565b1561350957505f92915050565b6001016134e9565b50600192915050565b5f5f5f5f61352785613208565b895493975091955093509150790100000000000000000000000000000000000000000000000000900461ffff165f821561356a576135658884613945565b61356c565b5f5b8551602080880151875188830151604080518981529485018d9052848101959095526060840192909252608083015260a082015273ffffffffffffffffffffffffffffffffffffffff831660c082015290519192508a917fc106c3a1e0e297529aec7f5e1616b1a68ea660c5744cbb433e2640e2e71e11d39181900360e00190a25f836001036136495788548990601b90613628907b01000000000000000000000000000000000000000000000000000000900460ff16614760565b91906101000a81548160ff021916908360ff160217905560ff1690506136a1565b836002036136a15788548990601c90613684907c0100000000000000000000000000000000000000000000000000000000900460ff16614760565b91906101000a81548160ff021916908360ff160217905560ff1690505b60028114806136bb57506103e86136b9846001614336565b145b1561384357600281146136cc575f91505b60405173ffffffffffffffffffffffffffffffffffffffff831681528a907f6a0c15458ff679e1dba1fc6bd7dfac1b9749d252e4766628fe55154339a080bc9060200160405180910390a288547effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167f01000000000000000000000000000000000000000000000000000000000000001789556040517f37bdc99b000000000000000000000000000000000000000000000000000000008152600481018b905273ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906337bdc99b906024015f604051808303815f87803b1580156137e3575f5ffd5b505af11580156137f5573d5f5f3e3d5ffd5b5061383792508c91505073ffffffffffffffffffffffffffffffffffffffff841615613831578560011461382a576002613472565b6001613472565b5f613472565b50505050505050505050565b8261384d8161443c565b8a547fffffffffff0000ffffffffffffffffffffffffffffffffffffffffffffffffff1679010000000000000000000000000000000000000000000000000061ffff831602178b555f60048c01556002808c0180547effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff16905590945061383791508b908b906138db90876145b1565b15613916578b54613911907d010000000000000000000000000000000000000000000000000000000000900460ff166003614661565b61393d565b8b547d010000000000000000000000000000000000000000000000000000000000900460ff165b60ff1661398e565b5f8160011461396e57600183015473ffffffffffffffffffffffffffffffffffffffff16613987565b825473ffffffffffffffffffffffffffffffffffffffff165b9392505050565b6002820180547fff00ffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff167e0100000000000000000000000000000000000000000000000000000000000060ff8416027fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff1617740100000000000000000000000000000000000000004264ffffffffff16021790555f60018214613a595760038301547c0100000000000000000000000000000000000000000000000000000000900463ffffffff16613a85565b60018301547c0100000000000000000000000000000000000000000000000000000000900463ffffffff165b63ffffffff169050613a978383613945565b835473ffffffffffffffffffffffffffffffffffffffff919091169085907f9ee4ed4582063d5358135b391c040f5d3ecc2042645d321fdefd0c83ede601a490790100000000000000000000000000000000000000000000000000900461ffff1684613b237f000000000000000000000000000000000000000000000000000000000000000042614336565b613b2d9190614336565b6040805161ffff909316835260208301919091520160405180910390a350505050565b5f80613b626080840160608501614690565b63ffffffff1690505f613b7b60408501602086016143fa565b67ffffffffffffffff16905085821115613b99575f92505050613c82565b5f82118015613c00575080613bb460a08601608087016143fa565b67ffffffffffffffff16101580613c005750613bfe888887613bdc60a0890160808a016143fa565b67ffffffffffffffff16613bf160018861430c565b612e7060c08b018b6146b3565b155b15613c0f575f92505050613c82565b8582108015613c6c575080613c2a60c0860160a087016143fa565b67ffffffffffffffff16111580613c6c5750613c6a888887613c5260c0890160a08a016143fa565b67ffffffffffffffff1686612e7060e08b018b6146b3565b155b15613c7b575f92505050613c82565b6001925050505b95945050505050565b5f8187141580613c9c575083871c15155b15613ca857505f613e92565b6040515f6020820181905260f888901b7fff000000000000000000000000000000000000000000000000000000000000001660218301527fffffffffffffffff00000000000000000000000000000000000000000000000060c088901b16602283015290602a01604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152919052805160209091012090505f5b88811015613e8c57600186821c1615613df0577f0100000000000000000000000000000000000000000000000000000000000000858583818110613d8f57613d8f614371565b6040517fff000000000000000000000000000000000000000000000000000000000000009094166020858101919091520291909101356021830152506041810183905260610160405160208183030381529060405280519060200120613e82565b7f010000000000000000000000000000000000000000000000000000000000000082868684818110613e2457613e24614371565b6040517fff000000000000000000000000000000000000000000000000000000000000009095166020868101919091526021860194909452929092020135604183015250606101604051602081830303815290604052805190602001205b9150600101613d49565b50881490505b979650505050505050565b5f80613eaa83601861431f565b84901c90506003600482901c168015613ec657915061139d9050565b600f600683901c1615613ee457600a82901c6003169250505061139d565b600f600c83901c1615613f0257601082901c6003169250505061139d565b505f949350505050565b60405180606001604052806003906020820280368337509192915050565b60405180604001604052806002906020820280368337509192915050565b5f5f5f5f5f60808688031215613f5c575f5ffd5b853594506020860135935060408601359250606086013567ffffffffffffffff811115613f87575f5ffd5b8601601f81018813613f97575f5ffd5b803567ffffffffffffffff811115613fad575f5ffd5b886020828401011115613fbe575f5ffd5b959894975092955050506020019190565b5f60208284031215613fdf575f5ffd5b5035919050565b5f5f5f60408486031215613ff8575f5ffd5b83359250602084013567ffffffffffffffff811115614015575f5ffd5b8401601f81018613614025575f5ffd5b803567ffffffffffffffff81111561403b575f5ffd5b8660208260051b840101111561404f575f5ffd5b939660209190910195509293505050565b815173ffffffffffffffffffffffffffffffffffffffff168152610280810160208301516140a6602084018273ffffffffffffffffffffffffffffffffffffffff169052565b5060408301516140ce604084018273ffffffffffffffffffffffffffffffffffffffff169052565b5060608301516140e7606084018264ffffffffff169052565b506080830151614103608084018267ffffffffffffffff169052565b5060a083015161412760a08401826fffffffffffffffffffffffffffffffff169052565b5060c083015161413c60c084018260ff169052565b5060e083015161415260e084018261ffff169052565b5061010083015161416961010084018260ff169052565b5061012083015161418061012084018260ff169052565b5061014083015161419761014084018260ff169052565b506101608301516141b261016084018264ffffffffff169052565b506101808301516141cd61018084018264ffffffffff169052565b506101a08301516141e46101a084018260ff169052565b506101c08301516141fe6101c084018263ffffffff169052565b506101e08301516142186101e084018263ffffffff169052565b5061020083015161020083015261022083015161022083015261024083015161024083015261026083015161425261026084018215159052565b5092915050565b73ffffffffffffffffffffffffffffffffffffffff8116811461233d575f5ffd5b5f5f5f5f6080858703121561428d575f5ffd5b84359350602085013561429f81614259565b925060408501356142af81614259565b9396929550929360600135925050565b5f5f604083850312156142d0575f5ffd5b50508035926020909101359150565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b8181038181111561139d5761139d6142df565b808202811582820484141761139d5761139d6142df565b8082018082111561139d5761139d6142df565b801515811461233d575f5ffd5b5f60208284031215614366575f5ffd5b815161398781614349565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f82357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff018336030181126143d0575f5ffd5b9190910192915050565b5f602082840312156143ea575f5ffd5b813560ff81168114613987575f5ffd5b5f6020828403121561440a575f5ffd5b813567ffffffffffffffff81168114613987575f5ffd5b5f60208284031215614431575f5ffd5b813561398781614349565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff820361446c5761446c6142df565b5060010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b5f8151808452602084019350602083015f5b828110156144e657815173ffffffffffffffffffffffffffffffffffffffff168652602095860195909101906001016144b2565b5093949350505050565b73ffffffffffffffffffffffffffffffffffffffff85168152836020820152608060408201525f61452460808301856144a0565b8281036060840152835180825260208086019201905f5b8181101561455957835183526020938401939092019160010161453b565b509098975050505050505050565b5f60208284031215614577575f5ffd5b5051919050565b828152604060208201525f61291560408301846144a0565b5f602082840312156145a6575f5ffd5b815161398781614259565b5f826145e4577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500690565b60808152826080820152828460a08301375f60a084830101525f60a07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f860116830101905060208201835f5b6003811015614656578151835260209283019290910190600101614637565b505050949350505050565b60ff828116828216039081111561139d5761139d6142df565b5f82518060208501845e5f920191825250919050565b5f602082840312156146a0575f5ffd5b813563ffffffff81168114613987575f5ffd5b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18436030181126146e6575f5ffd5b83018035915067ffffffffffffffff821115614700575f5ffd5b6020019150600581901b360382131561298a575f5ffd5b8281526040810160038310614753577f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b8260208301529392505050565b5f60ff821660ff8103614775576147756142df565b6001019291505056",
}

// WordleTacToe is an auto generated Go binding around an Ethereum contract.
type WordleTacToe struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *WordleTacToe) GetABI() abi.ABI {
	return c.abi
}

// NewWordleTacToe creates a new instance of WordleTacToe.
func NewWordleTacToe() *WordleTacToe {
	parsed, err := WordleTacToeMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &WordleTacToe{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *WordleTacToe) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address platform, (address,(address,uint256,uint256,bytes32,uint256,uint256)[3],uint256,uint256,uint256,uint256) c) returns()
func (wordleTacToe *WordleTacToe) PackConstructor(platform common.Address, c WordleTacToeConfig) []byte {
	enc, err := wordleTacToe.abi.Pack("", platform, c)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBANK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b9db81f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BANK() view returns(uint256)
func (wordleTacToe *WordleTacToe) PackBANK() []byte {
	enc, err := wordleTacToe.abi.Pack("BANK")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBANK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b9db81f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BANK() view returns(uint256)
func (wordleTacToe *WordleTacToe) TryPackBANK() ([]byte, error) {
	return wordleTacToe.abi.Pack("BANK")
}

// UnpackBANK is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b9db81f.
//
// Solidity: function BANK() view returns(uint256)
func (wordleTacToe *WordleTacToe) UnpackBANK(data []byte) (*big.Int, error) {
	out, err := wordleTacToe.abi.Unpack("BANK", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCOMPENSATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c752109.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COMPENSATION() view returns(uint256)
func (wordleTacToe *WordleTacToe) PackCOMPENSATION() []byte {
	enc, err := wordleTacToe.abi.Pack("COMPENSATION")
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
func (wordleTacToe *WordleTacToe) TryPackCOMPENSATION() ([]byte, error) {
	return wordleTacToe.abi.Pack("COMPENSATION")
}

// UnpackCOMPENSATION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0c752109.
//
// Solidity: function COMPENSATION() view returns(uint256)
func (wordleTacToe *WordleTacToe) UnpackCOMPENSATION(data []byte) (*big.Int, error) {
	out, err := wordleTacToe.abi.Unpack("COMPENSATION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXBOUTS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38ab6406.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_BOUTS() view returns(uint256)
func (wordleTacToe *WordleTacToe) PackMAXBOUTS() []byte {
	enc, err := wordleTacToe.abi.Pack("MAX_BOUTS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXBOUTS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38ab6406.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_BOUTS() view returns(uint256)
func (wordleTacToe *WordleTacToe) TryPackMAXBOUTS() ([]byte, error) {
	return wordleTacToe.abi.Pack("MAX_BOUTS")
}

// UnpackMAXBOUTS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38ab6406.
//
// Solidity: function MAX_BOUTS() view returns(uint256)
func (wordleTacToe *WordleTacToe) UnpackMAXBOUTS(data []byte) (*big.Int, error) {
	out, err := wordleTacToe.abi.Unpack("MAX_BOUTS", data)
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
func (wordleTacToe *WordleTacToe) PackPLATFORM() []byte {
	enc, err := wordleTacToe.abi.Pack("PLATFORM")
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
func (wordleTacToe *WordleTacToe) TryPackPLATFORM() ([]byte, error) {
	return wordleTacToe.abi.Pack("PLATFORM")
}

// UnpackPLATFORM is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7efc77fa.
//
// Solidity: function PLATFORM() view returns(address)
func (wordleTacToe *WordleTacToe) UnpackPLATFORM(data []byte) (common.Address, error) {
	out, err := wordleTacToe.abi.Unpack("PLATFORM", data)
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
func (wordleTacToe *WordleTacToe) PackREGISTRY() []byte {
	enc, err := wordleTacToe.abi.Pack("REGISTRY")
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
func (wordleTacToe *WordleTacToe) TryPackREGISTRY() ([]byte, error) {
	return wordleTacToe.abi.Pack("REGISTRY")
}

// UnpackREGISTRY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06433b1b.
//
// Solidity: function REGISTRY() view returns(address)
func (wordleTacToe *WordleTacToe) UnpackREGISTRY(data []byte) (common.Address, error) {
	out, err := wordleTacToe.abi.Unpack("REGISTRY", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTURNTIME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8aad94d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TURN_TIME() view returns(uint256)
func (wordleTacToe *WordleTacToe) PackTURNTIME() []byte {
	enc, err := wordleTacToe.abi.Pack("TURN_TIME")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTURNTIME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8aad94d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TURN_TIME() view returns(uint256)
func (wordleTacToe *WordleTacToe) TryPackTURNTIME() ([]byte, error) {
	return wordleTacToe.abi.Pack("TURN_TIME")
}

// UnpackTURNTIME is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa8aad94d.
//
// Solidity: function TURN_TIME() view returns(uint256)
func (wordleTacToe *WordleTacToe) UnpackTURNTIME(data []byte) (*big.Int, error) {
	out, err := wordleTacToe.abi.Unpack("TURN_TIME", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa53e5412.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WINDOW() view returns(uint256)
func (wordleTacToe *WordleTacToe) PackWINDOW() []byte {
	enc, err := wordleTacToe.abi.Pack("WINDOW")
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
func (wordleTacToe *WordleTacToe) TryPackWINDOW() ([]byte, error) {
	return wordleTacToe.abi.Pack("WINDOW")
}

// UnpackWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa53e5412.
//
// Solidity: function WINDOW() view returns(uint256)
func (wordleTacToe *WordleTacToe) UnpackWINDOW(data []byte) (*big.Int, error) {
	out, err := wordleTacToe.abi.Unpack("WINDOW", data)
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
func (wordleTacToe *WordleTacToe) PackWINS() []byte {
	enc, err := wordleTacToe.abi.Pack("WINS")
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
func (wordleTacToe *WordleTacToe) TryPackWINS() ([]byte, error) {
	return wordleTacToe.abi.Pack("WINS")
}

// UnpackWINS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42a4411a.
//
// Solidity: function WINS() view returns(uint256)
func (wordleTacToe *WordleTacToe) UnpackWINS(data []byte) (*big.Int, error) {
	out, err := wordleTacToe.abi.Unpack("WINS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09f6ebcf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function answer(uint256 matchId, uint256 slot, uint256 colours, bytes proof) returns()
func (wordleTacToe *WordleTacToe) PackAnswer(matchId *big.Int, slot *big.Int, colours *big.Int, proof []byte) []byte {
	enc, err := wordleTacToe.abi.Pack("answer", matchId, slot, colours, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09f6ebcf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function answer(uint256 matchId, uint256 slot, uint256 colours, bytes proof) returns()
func (wordleTacToe *WordleTacToe) TryPackAnswer(matchId *big.Int, slot *big.Int, colours *big.Int, proof []byte) ([]byte, error) {
	return wordleTacToe.abi.Pack("answer", matchId, slot, colours, proof)
}

// PackClaimHouseTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec133456.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimHouseTimeout(uint256 matchId) returns()
func (wordleTacToe *WordleTacToe) PackClaimHouseTimeout(matchId *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("claimHouseTimeout", matchId)
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
func (wordleTacToe *WordleTacToe) TryPackClaimHouseTimeout(matchId *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("claimHouseTimeout", matchId)
}

// PackClose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0aebeb4e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function close(uint256 matchId) returns()
func (wordleTacToe *WordleTacToe) PackClose(matchId *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("close", matchId)
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
func (wordleTacToe *WordleTacToe) TryPackClose(matchId *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("close", matchId)
}

// PackCommitHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb882a761.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitHouse(uint256 matchId, uint256 seedCommitment) returns()
func (wordleTacToe *WordleTacToe) PackCommitHouse(matchId *big.Int, seedCommitment *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("commitHouse", matchId, seedCommitment)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb882a761.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitHouse(uint256 matchId, uint256 seedCommitment) returns()
func (wordleTacToe *WordleTacToe) TryPackCommitHouse(matchId *big.Int, seedCommitment *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("commitHouse", matchId, seedCommitment)
}

// PackDictionaryOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8192de67.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dictionaryOf(uint256 len) view returns((address,uint256,uint256,bytes32,uint256,uint256) d)
func (wordleTacToe *WordleTacToe) PackDictionaryOf(len *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("dictionaryOf", len)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDictionaryOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8192de67.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dictionaryOf(uint256 len) view returns((address,uint256,uint256,bytes32,uint256,uint256) d)
func (wordleTacToe *WordleTacToe) TryPackDictionaryOf(len *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("dictionaryOf", len)
}

// UnpackDictionaryOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8192de67.
//
// Solidity: function dictionaryOf(uint256 len) view returns((address,uint256,uint256,bytes32,uint256,uint256) d)
func (wordleTacToe *WordleTacToe) UnpackDictionaryOf(data []byte) (WordleTacToeDictionary, error) {
	out, err := wordleTacToe.abi.Unpack("dictionaryOf", data)
	if err != nil {
		return *new(WordleTacToeDictionary), err
	}
	out0 := *abi.ConvertType(out[0], new(WordleTacToeDictionary)).(*WordleTacToeDictionary)
	return out0, nil
}

// PackDrawHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfaeceebf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawHouse(uint256 matchId) returns(address house)
func (wordleTacToe *WordleTacToe) PackDrawHouse(matchId *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("drawHouse", matchId)
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
func (wordleTacToe *WordleTacToe) TryPackDrawHouse(matchId *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("drawHouse", matchId)
}

// UnpackDrawHouse is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfaeceebf.
//
// Solidity: function drawHouse(uint256 matchId) returns(address house)
func (wordleTacToe *WordleTacToe) UnpackDrawHouse(data []byte) (common.Address, error) {
	out, err := wordleTacToe.abi.Unpack("drawHouse", data)
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
// Solidity: function gameOf(uint256 matchId) view returns((address,address,address,uint40,uint64,uint128,uint8,uint16,uint8,uint8,uint8,uint40,uint40,uint8,uint32,uint32,uint256,uint256,uint256,bool) g)
func (wordleTacToe *WordleTacToe) PackGameOf(matchId *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("gameOf", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGameOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70232f84.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,address,address,uint40,uint64,uint128,uint8,uint16,uint8,uint8,uint8,uint40,uint40,uint8,uint32,uint32,uint256,uint256,uint256,bool) g)
func (wordleTacToe *WordleTacToe) TryPackGameOf(matchId *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("gameOf", matchId)
}

// UnpackGameOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70232f84.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,address,address,uint40,uint64,uint128,uint8,uint16,uint8,uint8,uint8,uint40,uint40,uint8,uint32,uint32,uint256,uint256,uint256,bool) g)
func (wordleTacToe *WordleTacToe) UnpackGameOf(data []byte) (IWordleTacToeGame, error) {
	out, err := wordleTacToe.abi.Unpack("gameOf", data)
	if err != nil {
		return *new(IWordleTacToeGame), err
	}
	out0 := *abi.ConvertType(out[0], new(IWordleTacToeGame)).(*IWordleTacToeGame)
	return out0, nil
}

// PackHouseDueOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x794827bc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function houseDueOf(uint256 matchId) view returns(uint256)
func (wordleTacToe *WordleTacToe) PackHouseDueOf(matchId *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("houseDueOf", matchId)
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
func (wordleTacToe *WordleTacToe) TryPackHouseDueOf(matchId *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("houseDueOf", matchId)
}

// UnpackHouseDueOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x794827bc.
//
// Solidity: function houseDueOf(uint256 matchId) view returns(uint256)
func (wordleTacToe *WordleTacToe) UnpackHouseDueOf(data []byte) (*big.Int, error) {
	out, err := wordleTacToe.abi.Unpack("houseDueOf", data)
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
func (wordleTacToe *WordleTacToe) PackOnMatchStart(matchId *big.Int, a common.Address, b common.Address, bet *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("onMatchStart", matchId, a, b, bet)
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
func (wordleTacToe *WordleTacToe) TryPackOnMatchStart(matchId *big.Int, a common.Address, b common.Address, bet *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("onMatchStart", matchId, a, b, bet)
}

// PackOwnersOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa584ab29.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ownersOf(uint256 matchId) view returns(uint256 owners)
func (wordleTacToe *WordleTacToe) PackOwnersOf(matchId *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("ownersOf", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwnersOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa584ab29.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ownersOf(uint256 matchId) view returns(uint256 owners)
func (wordleTacToe *WordleTacToe) TryPackOwnersOf(matchId *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("ownersOf", matchId)
}

// UnpackOwnersOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa584ab29.
//
// Solidity: function ownersOf(uint256 matchId) view returns(uint256 owners)
func (wordleTacToe *WordleTacToe) UnpackOwnersOf(data []byte) (*big.Int, error) {
	out, err := wordleTacToe.abi.Unpack("ownersOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPlay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x522c158b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function play(uint256 matchId, (uint8,uint64,bool,uint32,uint64,uint64,bytes32[],bytes32[])[] moves) returns()
func (wordleTacToe *WordleTacToe) PackPlay(matchId *big.Int, moves []IWordleTacToeMove) []byte {
	enc, err := wordleTacToe.abi.Pack("play", matchId, moves)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x522c158b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function play(uint256 matchId, (uint8,uint64,bool,uint32,uint64,uint64,bytes32[],bytes32[])[] moves) returns()
func (wordleTacToe *WordleTacToe) TryPackPlay(matchId *big.Int, moves []IWordleTacToeMove) ([]byte, error) {
	return wordleTacToe.abi.Pack("play", matchId, moves)
}

// PackRevealSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb94d49e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealSeed(uint256 matchId, uint256 seed) returns()
func (wordleTacToe *WordleTacToe) PackRevealSeed(matchId *big.Int, seed *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("revealSeed", matchId, seed)
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
func (wordleTacToe *WordleTacToe) TryPackRevealSeed(matchId *big.Int, seed *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("revealSeed", matchId, seed)
}

// PackStarterOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4908430c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function starterOf(uint256 matchId) view returns(uint256)
func (wordleTacToe *WordleTacToe) PackStarterOf(matchId *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("starterOf", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStarterOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4908430c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function starterOf(uint256 matchId) view returns(uint256)
func (wordleTacToe *WordleTacToe) TryPackStarterOf(matchId *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("starterOf", matchId)
}

// UnpackStarterOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4908430c.
//
// Solidity: function starterOf(uint256 matchId) view returns(uint256)
func (wordleTacToe *WordleTacToe) UnpackStarterOf(data []byte) (*big.Int, error) {
	out, err := wordleTacToe.abi.Unpack("starterOf", data)
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
func (wordleTacToe *WordleTacToe) PackTimeoutOutcome(matchId *big.Int) []byte {
	enc, err := wordleTacToe.abi.Pack("timeoutOutcome", matchId)
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
func (wordleTacToe *WordleTacToe) TryPackTimeoutOutcome(matchId *big.Int) ([]byte, error) {
	return wordleTacToe.abi.Pack("timeoutOutcome", matchId)
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
func (wordleTacToe *WordleTacToe) UnpackTimeoutOutcome(data []byte) (TimeoutOutcomeOutput, error) {
	out, err := wordleTacToe.abi.Unpack("timeoutOutcome", data)
	outstruct := new(TimeoutOutcomeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Due = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Outcome = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// WordleTacToeAnswered represents a Answered event raised by the WordleTacToe contract.
type WordleTacToeAnswered struct {
	MatchId *big.Int
	Bout    *big.Int
	Cell    *big.Int
	Try     *big.Int
	Word    *big.Int
	Colours *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordleTacToeAnsweredEventName = "Answered"

// ContractEventName returns the user-defined event name.
func (WordleTacToeAnswered) ContractEventName() string {
	return WordleTacToeAnsweredEventName
}

// UnpackAnsweredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Answered(uint256 indexed matchId, uint256 bout, uint256 cell, uint256 try_, uint256 word, uint256 colours)
func (wordleTacToe *WordleTacToe) UnpackAnsweredEvent(log *types.Log) (*WordleTacToeAnswered, error) {
	event := "Answered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeAnswered)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeBoutEnded represents a BoutEnded event raised by the WordleTacToe contract.
type WordleTacToeBoutEnded struct {
	MatchId *big.Int
	Bout    *big.Int
	Owners  *big.Int
	LinesA  *big.Int
	LinesB  *big.Int
	CellsA  *big.Int
	CellsB  *big.Int
	Winner  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordleTacToeBoutEndedEventName = "BoutEnded"

// ContractEventName returns the user-defined event name.
func (WordleTacToeBoutEnded) ContractEventName() string {
	return WordleTacToeBoutEndedEventName
}

// UnpackBoutEndedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BoutEnded(uint256 indexed matchId, uint256 bout, uint256 owners, uint256 linesA, uint256 linesB, uint256 cellsA, uint256 cellsB, address winner)
func (wordleTacToe *WordleTacToe) UnpackBoutEndedEvent(log *types.Log) (*WordleTacToeBoutEnded, error) {
	event := "BoutEnded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeBoutEnded)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeGuessed represents a Guessed event raised by the WordleTacToe contract.
type WordleTacToeGuessed struct {
	MatchId *big.Int
	Player  common.Address
	Bout    *big.Int
	Cell    *big.Int
	Word    *big.Int
	Valid   bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordleTacToeGuessedEventName = "Guessed"

// ContractEventName returns the user-defined event name.
func (WordleTacToeGuessed) ContractEventName() string {
	return WordleTacToeGuessedEventName
}

// UnpackGuessedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Guessed(uint256 indexed matchId, address indexed player, uint256 bout, uint256 cell, uint256 word, bool valid)
func (wordleTacToe *WordleTacToe) UnpackGuessedEvent(log *types.Log) (*WordleTacToeGuessed, error) {
	event := "Guessed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeGuessed)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeHouseCommitted represents a HouseCommitted event raised by the WordleTacToe contract.
type WordleTacToeHouseCommitted struct {
	MatchId        *big.Int
	SeedCommitment *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const WordleTacToeHouseCommittedEventName = "HouseCommitted"

// ContractEventName returns the user-defined event name.
func (WordleTacToeHouseCommitted) ContractEventName() string {
	return WordleTacToeHouseCommittedEventName
}

// UnpackHouseCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseCommitted(uint256 indexed matchId, uint256 seedCommitment)
func (wordleTacToe *WordleTacToe) UnpackHouseCommittedEvent(log *types.Log) (*WordleTacToeHouseCommitted, error) {
	event := "HouseCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeHouseCommitted)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeHouseDrawn represents a HouseDrawn event raised by the WordleTacToe contract.
type WordleTacToeHouseDrawn struct {
	MatchId   *big.Int
	House     common.Address
	CommitDue *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const WordleTacToeHouseDrawnEventName = "HouseDrawn"

// ContractEventName returns the user-defined event name.
func (WordleTacToeHouseDrawn) ContractEventName() string {
	return WordleTacToeHouseDrawnEventName
}

// UnpackHouseDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseDrawn(uint256 indexed matchId, address indexed house, uint256 commitDue)
func (wordleTacToe *WordleTacToe) UnpackHouseDrawnEvent(log *types.Log) (*WordleTacToeHouseDrawn, error) {
	event := "HouseDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeHouseDrawn)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeHouseTimedOut represents a HouseTimedOut event raised by the WordleTacToe contract.
type WordleTacToeHouseTimedOut struct {
	MatchId *big.Int
	House   common.Address
	Paid    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordleTacToeHouseTimedOutEventName = "HouseTimedOut"

// ContractEventName returns the user-defined event name.
func (WordleTacToeHouseTimedOut) ContractEventName() string {
	return WordleTacToeHouseTimedOutEventName
}

// UnpackHouseTimedOutEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseTimedOut(uint256 indexed matchId, address indexed house, uint256 paid)
func (wordleTacToe *WordleTacToe) UnpackHouseTimedOutEvent(log *types.Log) (*WordleTacToeHouseTimedOut, error) {
	event := "HouseTimedOut"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeHouseTimedOut)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeMatchEnded represents a MatchEnded event raised by the WordleTacToe contract.
type WordleTacToeMatchEnded struct {
	MatchId *big.Int
	Winner  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordleTacToeMatchEndedEventName = "MatchEnded"

// ContractEventName returns the user-defined event name.
func (WordleTacToeMatchEnded) ContractEventName() string {
	return WordleTacToeMatchEndedEventName
}

// UnpackMatchEndedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MatchEnded(uint256 indexed matchId, address winner)
func (wordleTacToe *WordleTacToe) UnpackMatchEndedEvent(log *types.Log) (*WordleTacToeMatchEnded, error) {
	event := "MatchEnded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeMatchEnded)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeMatchStarted represents a MatchStarted event raised by the WordleTacToe contract.
type WordleTacToeMatchStarted struct {
	MatchId  *big.Int
	A        common.Address
	B        common.Address
	HouseDue *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const WordleTacToeMatchStartedEventName = "MatchStarted"

// ContractEventName returns the user-defined event name.
func (WordleTacToeMatchStarted) ContractEventName() string {
	return WordleTacToeMatchStartedEventName
}

// UnpackMatchStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MatchStarted(uint256 indexed matchId, address a, address b, uint256 houseDue)
func (wordleTacToe *WordleTacToe) UnpackMatchStartedEvent(log *types.Log) (*WordleTacToeMatchStarted, error) {
	event := "MatchStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeMatchStarted)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeRandomnessDrawn represents a RandomnessDrawn event raised by the WordleTacToe contract.
type WordleTacToeRandomnessDrawn struct {
	MatchId    *big.Int
	Randomness *big.Int
	Starter    common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const WordleTacToeRandomnessDrawnEventName = "RandomnessDrawn"

// ContractEventName returns the user-defined event name.
func (WordleTacToeRandomnessDrawn) ContractEventName() string {
	return WordleTacToeRandomnessDrawnEventName
}

// UnpackRandomnessDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RandomnessDrawn(uint256 indexed matchId, uint256 randomness, address starter)
func (wordleTacToe *WordleTacToe) UnpackRandomnessDrawnEvent(log *types.Log) (*WordleTacToeRandomnessDrawn, error) {
	event := "RandomnessDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeRandomnessDrawn)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeSeedRevealed represents a SeedRevealed event raised by the WordleTacToe contract.
type WordleTacToeSeedRevealed struct {
	MatchId *big.Int
	Seed    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordleTacToeSeedRevealedEventName = "SeedRevealed"

// ContractEventName returns the user-defined event name.
func (WordleTacToeSeedRevealed) ContractEventName() string {
	return WordleTacToeSeedRevealedEventName
}

// UnpackSeedRevealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SeedRevealed(uint256 indexed matchId, uint256 seed)
func (wordleTacToe *WordleTacToe) UnpackSeedRevealedEvent(log *types.Log) (*WordleTacToeSeedRevealed, error) {
	event := "SeedRevealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeSeedRevealed)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeTurnSkipped represents a TurnSkipped event raised by the WordleTacToe contract.
type WordleTacToeTurnSkipped struct {
	MatchId *big.Int
	Player  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordleTacToeTurnSkippedEventName = "TurnSkipped"

// ContractEventName returns the user-defined event name.
func (WordleTacToeTurnSkipped) ContractEventName() string {
	return WordleTacToeTurnSkippedEventName
}

// UnpackTurnSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TurnSkipped(uint256 indexed matchId, address indexed player)
func (wordleTacToe *WordleTacToe) UnpackTurnSkippedEvent(log *types.Log) (*WordleTacToeTurnSkipped, error) {
	event := "TurnSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeTurnSkipped)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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

// WordleTacToeTurnStarted represents a TurnStarted event raised by the WordleTacToe contract.
type WordleTacToeTurnStarted struct {
	MatchId  *big.Int
	Player   common.Address
	Bout     *big.Int
	Deadline *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const WordleTacToeTurnStartedEventName = "TurnStarted"

// ContractEventName returns the user-defined event name.
func (WordleTacToeTurnStarted) ContractEventName() string {
	return WordleTacToeTurnStartedEventName
}

// UnpackTurnStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TurnStarted(uint256 indexed matchId, address indexed player, uint256 bout, uint256 deadline)
func (wordleTacToe *WordleTacToe) UnpackTurnStartedEvent(log *types.Log) (*WordleTacToeTurnStarted, error) {
	event := "TurnStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordleTacToe.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordleTacToeTurnStarted)
	if len(log.Data) > 0 {
		if err := wordleTacToe.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordleTacToe.abi.Events[event].Inputs {
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
func (wordleTacToe *WordleTacToe) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["DuelModeMatchNotLive"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackDuelModeMatchNotLiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["DuelModeNotPlatform"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackDuelModeNotPlatformError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttAlreadyCommitted"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttAlreadyCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttAnswersPending"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttAnswersPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttBadCell"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttBadCellError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttBadColours"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttBadColoursError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttBadCommitment"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttBadCommitmentError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttBadProof"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttBadProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttBadSettings"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttBadSettingsError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttBadWord"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttBadWordError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttBadWordProof"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttBadWordProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttCellClosed"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttCellClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttClockOut"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttClockOutError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttClosed"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttHouseDrawn"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttHouseDrawnError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttHouseNotLate"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttHouseNotLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttLate"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttMoveCount"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttMoveCountError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttNoGuess"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttNoGuessError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttNotCommitted"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttNotCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttNotHouse"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttNotHouseError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttNotYourTurn"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttNotYourTurnError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttRandomnessPending"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttRandomnessPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttSameCell"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttSameCellError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordleTacToe.abi.Errors["TttStillLive"].ID.Bytes()[:4]) {
		return wordleTacToe.UnpackTttStillLiveError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// WordleTacToeDuelModeMatchNotLive represents a DuelModeMatchNotLive error raised by the WordleTacToe contract.
type WordleTacToeDuelModeMatchNotLive struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelModeMatchNotLive(uint256 matchId)
func WordleTacToeDuelModeMatchNotLiveErrorID() common.Hash {
	return common.HexToHash("0x9e560bdd93893fd9317b236a200647a55e8ecd790972fda7b21c3882924e8a43")
}

// UnpackDuelModeMatchNotLiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelModeMatchNotLive(uint256 matchId)
func (wordleTacToe *WordleTacToe) UnpackDuelModeMatchNotLiveError(raw []byte) (*WordleTacToeDuelModeMatchNotLive, error) {
	out := new(WordleTacToeDuelModeMatchNotLive)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "DuelModeMatchNotLive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeDuelModeNotPlatform represents a DuelModeNotPlatform error raised by the WordleTacToe contract.
type WordleTacToeDuelModeNotPlatform struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelModeNotPlatform(address caller)
func WordleTacToeDuelModeNotPlatformErrorID() common.Hash {
	return common.HexToHash("0x7ffa86eeb675612677a0ec7f1b4db25ad77ae27a2b411fec9cf6234d67242f63")
}

// UnpackDuelModeNotPlatformError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelModeNotPlatform(address caller)
func (wordleTacToe *WordleTacToe) UnpackDuelModeNotPlatformError(raw []byte) (*WordleTacToeDuelModeNotPlatform, error) {
	out := new(WordleTacToeDuelModeNotPlatform)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "DuelModeNotPlatform", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttAlreadyCommitted represents a TttAlreadyCommitted error raised by the WordleTacToe contract.
type WordleTacToeTttAlreadyCommitted struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttAlreadyCommitted(uint256 matchId)
func WordleTacToeTttAlreadyCommittedErrorID() common.Hash {
	return common.HexToHash("0x0293e1afa0662488ba2cbc3a594cfc5474438cb773a2587c0295e6f29158ccef")
}

// UnpackTttAlreadyCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttAlreadyCommitted(uint256 matchId)
func (wordleTacToe *WordleTacToe) UnpackTttAlreadyCommittedError(raw []byte) (*WordleTacToeTttAlreadyCommitted, error) {
	out := new(WordleTacToeTttAlreadyCommitted)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttAlreadyCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttAnswersPending represents a TttAnswersPending error raised by the WordleTacToe contract.
type WordleTacToeTttAnswersPending struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttAnswersPending(uint256 matchId)
func WordleTacToeTttAnswersPendingErrorID() common.Hash {
	return common.HexToHash("0x8ccb1d1b1938e83b55a676bc0dd2f11c621c13898059a29602abe1d487d5bc78")
}

// UnpackTttAnswersPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttAnswersPending(uint256 matchId)
func (wordleTacToe *WordleTacToe) UnpackTttAnswersPendingError(raw []byte) (*WordleTacToeTttAnswersPending, error) {
	out := new(WordleTacToeTttAnswersPending)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttAnswersPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttBadCell represents a TttBadCell error raised by the WordleTacToe contract.
type WordleTacToeTttBadCell struct {
	Cell *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttBadCell(uint256 cell)
func WordleTacToeTttBadCellErrorID() common.Hash {
	return common.HexToHash("0xe17d3cd7b9d0e1a2082c0550b8eca095de0d4d0940b5e13bb5b7ba3765a2308f")
}

// UnpackTttBadCellError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttBadCell(uint256 cell)
func (wordleTacToe *WordleTacToe) UnpackTttBadCellError(raw []byte) (*WordleTacToeTttBadCell, error) {
	out := new(WordleTacToeTttBadCell)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttBadCell", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttBadColours represents a TttBadColours error raised by the WordleTacToe contract.
type WordleTacToeTttBadColours struct {
	Colours *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttBadColours(uint256 colours)
func WordleTacToeTttBadColoursErrorID() common.Hash {
	return common.HexToHash("0x0b1706908c40565b802f9ec1b678ecb6d353cf99558514957b5e194dea458989")
}

// UnpackTttBadColoursError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttBadColours(uint256 colours)
func (wordleTacToe *WordleTacToe) UnpackTttBadColoursError(raw []byte) (*WordleTacToeTttBadColours, error) {
	out := new(WordleTacToeTttBadColours)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttBadColours", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttBadCommitment represents a TttBadCommitment error raised by the WordleTacToe contract.
type WordleTacToeTttBadCommitment struct {
	Commitment *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttBadCommitment(uint256 commitment)
func WordleTacToeTttBadCommitmentErrorID() common.Hash {
	return common.HexToHash("0xf4ca16c0551589f1bac2d69d270f40687bb9898f8f452b84346eaf52b20ab2a5")
}

// UnpackTttBadCommitmentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttBadCommitment(uint256 commitment)
func (wordleTacToe *WordleTacToe) UnpackTttBadCommitmentError(raw []byte) (*WordleTacToeTttBadCommitment, error) {
	out := new(WordleTacToeTttBadCommitment)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttBadCommitment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttBadProof represents a TttBadProof error raised by the WordleTacToe contract.
type WordleTacToeTttBadProof struct {
	MatchId *big.Int
	Cell    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttBadProof(uint256 matchId, uint256 cell)
func WordleTacToeTttBadProofErrorID() common.Hash {
	return common.HexToHash("0x1f95877d45a4cb3f774e9a4db757e50e829051531f0082f98aa52b821c90ec9c")
}

// UnpackTttBadProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttBadProof(uint256 matchId, uint256 cell)
func (wordleTacToe *WordleTacToe) UnpackTttBadProofError(raw []byte) (*WordleTacToeTttBadProof, error) {
	out := new(WordleTacToeTttBadProof)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttBadProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttBadSettings represents a TttBadSettings error raised by the WordleTacToe contract.
type WordleTacToeTttBadSettings struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttBadSettings()
func WordleTacToeTttBadSettingsErrorID() common.Hash {
	return common.HexToHash("0xd1679d11e1aab0bc0e03fdad9a6e7b73f3a25242d5ec873cf1669a567ea59622")
}

// UnpackTttBadSettingsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttBadSettings()
func (wordleTacToe *WordleTacToe) UnpackTttBadSettingsError(raw []byte) (*WordleTacToeTttBadSettings, error) {
	out := new(WordleTacToeTttBadSettings)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttBadSettings", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttBadWord represents a TttBadWord error raised by the WordleTacToe contract.
type WordleTacToeTttBadWord struct {
	Cell *big.Int
	Word *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttBadWord(uint256 cell, uint256 word)
func WordleTacToeTttBadWordErrorID() common.Hash {
	return common.HexToHash("0xfa96ce24aff770697875d4f3fe49ce0e10112baa7d23d570fc6d7481e9f7a99a")
}

// UnpackTttBadWordError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttBadWord(uint256 cell, uint256 word)
func (wordleTacToe *WordleTacToe) UnpackTttBadWordError(raw []byte) (*WordleTacToeTttBadWord, error) {
	out := new(WordleTacToeTttBadWord)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttBadWord", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttBadWordProof represents a TttBadWordProof error raised by the WordleTacToe contract.
type WordleTacToeTttBadWordProof struct {
	Cell  *big.Int
	Word  *big.Int
	Valid bool
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttBadWordProof(uint256 cell, uint256 word, bool valid)
func WordleTacToeTttBadWordProofErrorID() common.Hash {
	return common.HexToHash("0x0ab6821463513110284175229456ff891b6e54b3b727990edf1c35a9c59e76b7")
}

// UnpackTttBadWordProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttBadWordProof(uint256 cell, uint256 word, bool valid)
func (wordleTacToe *WordleTacToe) UnpackTttBadWordProofError(raw []byte) (*WordleTacToeTttBadWordProof, error) {
	out := new(WordleTacToeTttBadWordProof)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttBadWordProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttCellClosed represents a TttCellClosed error raised by the WordleTacToe contract.
type WordleTacToeTttCellClosed struct {
	Cell *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttCellClosed(uint256 cell)
func WordleTacToeTttCellClosedErrorID() common.Hash {
	return common.HexToHash("0xe36e9e895fcaf4ede04725e19761a8a2aee935bfa3169639cccb56511ff63836")
}

// UnpackTttCellClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttCellClosed(uint256 cell)
func (wordleTacToe *WordleTacToe) UnpackTttCellClosedError(raw []byte) (*WordleTacToeTttCellClosed, error) {
	out := new(WordleTacToeTttCellClosed)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttCellClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttClockOut represents a TttClockOut error raised by the WordleTacToe contract.
type WordleTacToeTttClockOut struct {
	MatchId *big.Int
	Player  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttClockOut(uint256 matchId, address player)
func WordleTacToeTttClockOutErrorID() common.Hash {
	return common.HexToHash("0xd6a935026df0f3306b623abd0803c903ebd17e9d87ab1821485b58d34673d348")
}

// UnpackTttClockOutError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttClockOut(uint256 matchId, address player)
func (wordleTacToe *WordleTacToe) UnpackTttClockOutError(raw []byte) (*WordleTacToeTttClockOut, error) {
	out := new(WordleTacToeTttClockOut)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttClockOut", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttClosed represents a TttClosed error raised by the WordleTacToe contract.
type WordleTacToeTttClosed struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttClosed(uint256 matchId)
func WordleTacToeTttClosedErrorID() common.Hash {
	return common.HexToHash("0x7a1c571ddf0292e0d45f5ed69d567970ead68d4c17eb1c67cec989b239022410")
}

// UnpackTttClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttClosed(uint256 matchId)
func (wordleTacToe *WordleTacToe) UnpackTttClosedError(raw []byte) (*WordleTacToeTttClosed, error) {
	out := new(WordleTacToeTttClosed)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttHouseDrawn represents a TttHouseDrawn error raised by the WordleTacToe contract.
type WordleTacToeTttHouseDrawn struct {
	MatchId *big.Int
	House   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttHouseDrawn(uint256 matchId, address house)
func WordleTacToeTttHouseDrawnErrorID() common.Hash {
	return common.HexToHash("0x90eaf66a661218547f59754f1372cfdd13ff7979bb11d8b13d5befd85e6481ed")
}

// UnpackTttHouseDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttHouseDrawn(uint256 matchId, address house)
func (wordleTacToe *WordleTacToe) UnpackTttHouseDrawnError(raw []byte) (*WordleTacToeTttHouseDrawn, error) {
	out := new(WordleTacToeTttHouseDrawn)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttHouseDrawn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttHouseNotLate represents a TttHouseNotLate error raised by the WordleTacToe contract.
type WordleTacToeTttHouseNotLate struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttHouseNotLate(uint256 matchId)
func WordleTacToeTttHouseNotLateErrorID() common.Hash {
	return common.HexToHash("0xbcd13afd5d9f384ff0122ea85dd2065abe145edec453f0b418b1df7ffa296b38")
}

// UnpackTttHouseNotLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttHouseNotLate(uint256 matchId)
func (wordleTacToe *WordleTacToe) UnpackTttHouseNotLateError(raw []byte) (*WordleTacToeTttHouseNotLate, error) {
	out := new(WordleTacToeTttHouseNotLate)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttHouseNotLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttLate represents a TttLate error raised by the WordleTacToe contract.
type WordleTacToeTttLate struct {
	MatchId *big.Int
	Due     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttLate(uint256 matchId, uint256 due)
func WordleTacToeTttLateErrorID() common.Hash {
	return common.HexToHash("0x28bae9fda131d51d8974e83645533253c6c587791edc0b2b521b31e1f28f8c0e")
}

// UnpackTttLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttLate(uint256 matchId, uint256 due)
func (wordleTacToe *WordleTacToe) UnpackTttLateError(raw []byte) (*WordleTacToeTttLate, error) {
	out := new(WordleTacToeTttLate)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttMoveCount represents a TttMoveCount error raised by the WordleTacToe contract.
type WordleTacToeTttMoveCount struct {
	Count *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttMoveCount(uint256 count)
func WordleTacToeTttMoveCountErrorID() common.Hash {
	return common.HexToHash("0x14eb0d400bd614245b6c56bca1105ad4c4475c91d9e343cb3e05d8ee0f282a51")
}

// UnpackTttMoveCountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttMoveCount(uint256 count)
func (wordleTacToe *WordleTacToe) UnpackTttMoveCountError(raw []byte) (*WordleTacToeTttMoveCount, error) {
	out := new(WordleTacToeTttMoveCount)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttMoveCount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttNoGuess represents a TttNoGuess error raised by the WordleTacToe contract.
type WordleTacToeTttNoGuess struct {
	MatchId *big.Int
	Slot    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttNoGuess(uint256 matchId, uint256 slot)
func WordleTacToeTttNoGuessErrorID() common.Hash {
	return common.HexToHash("0x3756a784bbd54f2c862e0b6cdc752b3b8a2d6d9b10c8cdc91927f2af8b60cae7")
}

// UnpackTttNoGuessError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttNoGuess(uint256 matchId, uint256 slot)
func (wordleTacToe *WordleTacToe) UnpackTttNoGuessError(raw []byte) (*WordleTacToeTttNoGuess, error) {
	out := new(WordleTacToeTttNoGuess)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttNoGuess", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttNotCommitted represents a TttNotCommitted error raised by the WordleTacToe contract.
type WordleTacToeTttNotCommitted struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttNotCommitted(uint256 matchId)
func WordleTacToeTttNotCommittedErrorID() common.Hash {
	return common.HexToHash("0xcc85584d258ffc30b580534b3bc80745b1f11eed7ef9d2c5d0fc807ab5a2cf8d")
}

// UnpackTttNotCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttNotCommitted(uint256 matchId)
func (wordleTacToe *WordleTacToe) UnpackTttNotCommittedError(raw []byte) (*WordleTacToeTttNotCommitted, error) {
	out := new(WordleTacToeTttNotCommitted)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttNotCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttNotHouse represents a TttNotHouse error raised by the WordleTacToe contract.
type WordleTacToeTttNotHouse struct {
	MatchId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttNotHouse(uint256 matchId, address caller)
func WordleTacToeTttNotHouseErrorID() common.Hash {
	return common.HexToHash("0xb085ba3bf850b755005da29443e7ae7897a392b5e35b0bf1a3e2169a401e6caf")
}

// UnpackTttNotHouseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttNotHouse(uint256 matchId, address caller)
func (wordleTacToe *WordleTacToe) UnpackTttNotHouseError(raw []byte) (*WordleTacToeTttNotHouse, error) {
	out := new(WordleTacToeTttNotHouse)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttNotHouse", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttNotYourTurn represents a TttNotYourTurn error raised by the WordleTacToe contract.
type WordleTacToeTttNotYourTurn struct {
	MatchId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttNotYourTurn(uint256 matchId, address caller)
func WordleTacToeTttNotYourTurnErrorID() common.Hash {
	return common.HexToHash("0x0391f527ea7942cda9e6e98726684721f591d4a61747dd40d440f2490e808659")
}

// UnpackTttNotYourTurnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttNotYourTurn(uint256 matchId, address caller)
func (wordleTacToe *WordleTacToe) UnpackTttNotYourTurnError(raw []byte) (*WordleTacToeTttNotYourTurn, error) {
	out := new(WordleTacToeTttNotYourTurn)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttNotYourTurn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttRandomnessPending represents a TttRandomnessPending error raised by the WordleTacToe contract.
type WordleTacToeTttRandomnessPending struct {
	MatchId   *big.Int
	DrawBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttRandomnessPending(uint256 matchId, uint256 drawBlock)
func WordleTacToeTttRandomnessPendingErrorID() common.Hash {
	return common.HexToHash("0xf98fb934f54e3fa7731e99058793655f8b966889a04dcc3d8bb51410c1aea69a")
}

// UnpackTttRandomnessPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttRandomnessPending(uint256 matchId, uint256 drawBlock)
func (wordleTacToe *WordleTacToe) UnpackTttRandomnessPendingError(raw []byte) (*WordleTacToeTttRandomnessPending, error) {
	out := new(WordleTacToeTttRandomnessPending)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttRandomnessPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttSameCell represents a TttSameCell error raised by the WordleTacToe contract.
type WordleTacToeTttSameCell struct {
	Cell *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttSameCell(uint256 cell)
func WordleTacToeTttSameCellErrorID() common.Hash {
	return common.HexToHash("0x95d0fc6357817b21c079899bee58b4c32ae950eb254176872a48aeed5361400c")
}

// UnpackTttSameCellError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttSameCell(uint256 cell)
func (wordleTacToe *WordleTacToe) UnpackTttSameCellError(raw []byte) (*WordleTacToeTttSameCell, error) {
	out := new(WordleTacToeTttSameCell)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttSameCell", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordleTacToeTttStillLive represents a TttStillLive error raised by the WordleTacToe contract.
type WordleTacToeTttStillLive struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TttStillLive(uint256 matchId)
func WordleTacToeTttStillLiveErrorID() common.Hash {
	return common.HexToHash("0xe00becbb6099d84cbfcaff956a172c3a49070eb0021bded39ba050042bd82365")
}

// UnpackTttStillLiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TttStillLive(uint256 matchId)
func (wordleTacToe *WordleTacToe) UnpackTttStillLiveError(raw []byte) (*WordleTacToeTttStillLive, error) {
	out := new(WordleTacToeTttStillLive)
	if err := wordleTacToe.abi.UnpackIntoInterface(out, "TttStillLive", raw); err != nil {
		return nil, err
	}
	return out, nil
}
