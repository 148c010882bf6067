// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package puzloc

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

// IPuzlocDailyDay is an auto generated low-level Go binding around an user-defined struct.
type IPuzlocDailyDay struct {
	House          common.Address
	DrawBlock      uint64
	Drawn          bool
	Opened         bool
	Closed         bool
	Void           bool
	Randomness     *big.Int
	Answer         uint64
	Difficulty     uint8
	SeedCommitment *big.Int
}

// IPuzlocDailySeat is an auto generated low-level Go binding around an user-defined struct.
type IPuzlocDailySeat struct {
	PlayerY   *big.Int
	Binding   *big.Int
	Acc       *big.Int
	Ct        *big.Int
	JoinedAt  *big.Int
	ReadyAt   *big.Int
	GuessedAt *big.Int
	Thinking  uint32
	Tries     uint8
	Pending   bool
	Solved    bool
	Finalised bool
	Score     uint32
}

// PuzlocDailyConfig is an auto generated low-level Go binding around an user-defined struct.
type PuzlocDailyConfig struct {
	Registry     common.Address
	KeyVerifier  common.Address
	GameTypes    []PuzlocDailyGameType
	CommitLead   *big.Int
	Grace        *big.Int
	Window       *big.Int
	Compensation *big.Int
}

// PuzlocDailyGameType is an auto generated low-level Go binding around an user-defined struct.
type PuzlocDailyGameType struct {
	AnswerVerifier common.Address
	RefuseVerifier common.Address
	OpenVerifier   common.Address
	AnswersRoot    *big.Int
	AnswersCount   uint32
	Length         uint8
	Tries          uint8
}

// PuzlocDailyMetaData contains all meta data concerning the PuzlocDaily contract.
var PuzlocDailyMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structPuzlocDaily.Config\",\"components\":[{\"name\":\"registry\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"},{\"name\":\"keyVerifier\",\"type\":\"address\",\"internalType\":\"contractIKeyVerifier\"},{\"name\":\"gameTypes\",\"type\":\"tuple[]\",\"internalType\":\"structPuzlocDaily.GameType[]\",\"components\":[{\"name\":\"answerVerifier\",\"type\":\"address\",\"internalType\":\"contractIHiddenAnswerVerifier\"},{\"name\":\"refuseVerifier\",\"type\":\"address\",\"internalType\":\"contractIRefuseVerifier\"},{\"name\":\"openVerifier\",\"type\":\"address\",\"internalType\":\"contractIAnswerVerifier\"},{\"name\":\"answersRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answersCount\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"length\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tries\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"name\":\"commitLead\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"grace\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"compensation\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"COMMIT_LEAD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"COMPENSATION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"GAME_TYPES\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"GRACE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"KEY_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIKeyVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"NUMLOCK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REGISTRY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answer\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"accNew\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"solved\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"assignDay\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"bind\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"binding\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimHouseTimeout\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"victims\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitDay\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitDue\",\"inputs\":[{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"contextOf\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"dayIdOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"dayOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIPuzlocDaily.Day\",\"components\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"drawBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"drawn\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"opened\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"closed\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"void_\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"randomness\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"answer\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"difficulty\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"difficultyOf\",\"inputs\":[{\"name\":\"packed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"draw\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"finalise\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"score\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"gameTypeOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structPuzlocDaily.GameType\",\"components\":[{\"name\":\"answerVerifier\",\"type\":\"address\",\"internalType\":\"contractIHiddenAnswerVerifier\"},{\"name\":\"refuseVerifier\",\"type\":\"address\",\"internalType\":\"contractIRefuseVerifier\"},{\"name\":\"openVerifier\",\"type\":\"address\",\"internalType\":\"contractIAnswerVerifier\"},{\"name\":\"answersRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answersCount\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"length\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tries\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"guess\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ciphertext\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"join\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"openDay\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answer_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"openDue\",\"inputs\":[{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"openKeys\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"players\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"keys\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"playEnd\",\"inputs\":[{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"refuse\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requestDay\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"scoreOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"attempts\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seconds_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"difficulty\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"seatOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIPuzlocDaily.Seat\",\"components\":[{\"name\":\"playerY\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"binding\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"acc\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ct\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"joinedAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"readyAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"guessedAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"thinking\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"tries\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"solved\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"finalised\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"score\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"Bound\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"binding\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DayCommitted\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DayOpened\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"answer\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"difficulty\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DayRequested\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"gameType\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Finalised\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"solved\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"attempts\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"thinking\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"score\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GuessRefused\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HiddenAnswer\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"solved\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HiddenGuess\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"ciphertext\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"thinking\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseDrawn\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseTimedOut\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"compensation\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Joined\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"x\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"KeyOpened\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"matchKey\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RandomnessDrawn\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"randomness\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"DailyAlreadyBound\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyAlreadyCommitted\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyAlreadyFinalised\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyAlreadyPlayed\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyBadGameType\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyBadKey\",\"inputs\":[{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyBadProof\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"kind\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyBadSettings\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"DailyBadValue\",\"inputs\":[{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyClosed\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyGuessPending\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyHouseNotLate\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyHouseOwes\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyHouseState\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyNoGuess\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyNoTriesLeft\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyNotBound\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyNotCommitted\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyNotHouse\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyNotOpened\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyNotPlayer\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyRandomnessPending\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"drawBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyWrongTime\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"from\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"until\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HiddenInputsBadField\",\"inputs\":[{\"name\":\"field\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "PuzlocDaily",
	Bin: "0x610160604052348015610010575f5ffd5b50604051614ada380380614ada83398101604081905261002f91610485565b60408101515181516001600160a01b03161580610057575060208201516001600160a01b0316155b80610060575080155b8061006c575061010081115b8061007957506060820151155b8061008a575062093a808260600151115b8061009b5750620151808260800151115b806100a8575060a0820151155b806100b95750620151808260a00151115b156100d7576040516309c9cbff60e31b815260040160405180910390fd5b5f5b81811015610289575f836040015182815181106100f8576100f861053b565b602002602001015190505f6001600160a01b0316815f01516001600160a01b03161480610130575060208101516001600160a01b0316155b80610146575060408101516001600160a01b0316155b806101595750608081015163ffffffff16155b8061016f5750612000816080015163ffffffff16115b8061017f575060a081015160ff16155b80610191575060068160a0015160ff16115b806101a1575060c081015160ff16155b806101b35750600f8160c0015160ff16115b156101d1576040516309c9cbff60e31b815260040160405180910390fd5b5f8281526020818152604091829020835181546001600160a01b03199081166001600160a01b039283161783559285015160018084018054861692841692909217909155938501516002830180549094169116179091556060830151600382015560808301516004909101805460a085015160c09095015163ffffffff90931664ffffffffff199091161764010000000060ff958616021760ff60281b191665010000000000949092169390930217909155016100d9565b5081516001600160a01b039081166080908152602084015190911660a0908152606084015160c09081529184015160e0528301516101005290910151610120526101405261054f565b634e487b7160e01b5f52604160045260245ffd5b60405160e081016001600160401b0381118282101715610308576103086102d2565b60405290565b604051601f8201601f191681016001600160401b0381118282101715610336576103366102d2565b604052919050565b6001600160a01b0381168114610352575f5ffd5b50565b80516103608161033e565b919050565b805160ff81168114610360575f5ffd5b5f82601f830112610384575f5ffd5b81516001600160401b0381111561039d5761039d6102d2565b6103ac60208260051b0161030e565b80828252602082019150602060e084028601019250858311156103cd575f5ffd5b602085015b8381101561047b5760e081880312156103e9575f5ffd5b6103f16102e6565b81516103fc8161033e565b8152602082015161040c8161033e565b6020820152604082015161041f8161033e565b604082015260608281015190820152608082015163ffffffff81168114610444575f5ffd5b608082015261045560a08301610365565b60a082015261046660c08301610365565b60c0820152835260209092019160e0016103d2565b5095945050505050565b5f60208284031215610495575f5ffd5b81516001600160401b038111156104aa575f5ffd5b820160e081850312156104bb575f5ffd5b6104c36102e6565b6104cc82610355565b81526104da60208301610355565b602082015260408201516001600160401b038111156104f7575f5ffd5b61050386828501610375565b604083015250606082810151908201526080808301519082015260a0808301519082015260c091820151918101919091529392505050565b634e487b7160e01b5f52603260045260245ffd5b60805160a05160c05160e0516101005161012051610140516144b56106255f395f818161031801528181610da30152818161142b015261158001525f818161024a015261107601525f818161042501528181610fce0152818161103501528181611b0901528181611ecc015281816120d90152612ced01525f818161027f0152612ba201525f8181610372015261237a01525f8181610485015261324001525f81816101f901528181610ba50152818161116601528181611cd6015281816122ba01528181612474015261310e01526144b55ff3fe608060405234801561000f575f5ffd5b50600436106101db575f3560e01c8063615cf95f11610109578063c12d62211161009e578063d2b8035a1161006e578063d2b8035a14610527578063db79371d1461053a578063ed169c9b14610553578063f976373414610566575f5ffd5b8063c12d62211461046d578063c98a041d14610480578063d104ae90146104a7578063d19aca07146104ba575f5ffd5b80639215754c116100d95780639215754c1461040d578063a53e541214610420578063b133629814610447578063b3e2396d1461045a575f5ffd5b8063615cf95f146103a75780636bf0f2a4146103c7578063814d36ae146103e7578063917122b9146103fa575f5ffd5b806331dc80771161017f5780635347b3301161014f5780635347b3301461033a578063565b23781461034d57806357676de31461036d5780635b6e43e714610394575f5ffd5b806331dc8077146102da5780633b32b0cf146102ed5780633b38f012146103005780633d2819ab14610313575f5ffd5b8063137d29d9116101ba578063137d29d91461027a5780631cb49a68146102a15780631e76ac55146102b45780631fd5842e146102c7575f5ffd5b8062748d8a146101df57806306433b1b146101f45780630c75210914610245575b5f5ffd5b6101f26101ed366004613853565b610579565b005b61021b7f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b61026c7f000000000000000000000000000000000000000000000000000000000000000081565b60405190815260200161023c565b61026c7f000000000000000000000000000000000000000000000000000000000000000081565b6101f26102af36600461391d565b61078f565b61026c6102c236600461399f565b61091e565b6101f26102d53660046139bf565b610984565b6101f26102e836600461399f565b610b3c565b6101f26102fb366004613a24565b610c48565b61026c61030e36600461399f565b610da0565b61026c7f000000000000000000000000000000000000000000000000000000000000000081565b6101f2610348366004613a4d565b610e47565b61036061035b36600461399f565b611243565b60405161023c9190613a9c565b61026c7f000000000000000000000000000000000000000000000000000000000000000081565b61026c6103a2366004613b8d565b61141f565b6103ba6103b5366004613bbc565b611546565b60405161023c9190613bd3565b6103da6103d5366004613c7e565b61166b565b60405161023c9190613cb4565b61026c6103f5366004613c7e565b61184c565b61026c610408366004613bbc565b611b03565b6101f261041b366004613b8d565b611b42565b61026c7f000000000000000000000000000000000000000000000000000000000000000081565b6101f2610455366004613db3565b611e2f565b6101f2610468366004613e0f565b612055565b61026c61047b366004613bbc565b612377565b61021b7f000000000000000000000000000000000000000000000000000000000000000081565b61021b6104b536600461399f565b6123b0565b61026c6104c8366004613e56565b6040805146602080830191909152308284015260608201949094525f608082015273ffffffffffffffffffffffffffffffffffffffff9290921660a0808401919091528151808403909101815260c09092019052805191012060081c90565b6101f261053536600461399f565b612580565b6105415f81565b60405160ff909116815260200161023c565b6101f2610561366004613a24565b612810565b61026c610574366004613bbc565b612b9f565b5f6105848989610da0565b90505f61059082612bd9565b90505f61059e83838b612c4f565b90505f5f5f8d81526020019081526020015f2090505f8260040160139054906101000a900460ff1660ff1690505f61062f84600201548c86600301548d5f878f8a6004015f9054906101000a900463ffffffff1663ffffffff168d6001015f9054906101000a90046fffffffffffffffffffffffffffffffff166fffffffffffffffffffffffffffffffff16612d27565b83546040517f2be688d400000000000000000000000000000000000000000000000000000000815291925073ffffffffffffffffffffffffffffffffffffffff1690632be688d490610689908b908b908690600401613ecb565b5f6040518083038186803b15801561069f575f5ffd5b505afa9250505080156106b0575060015b610711576040517f8e6693660000000000000000000000000000000000000000000000000000000081526004810187905273ffffffffffffffffffffffffffffffffffffffff8d166024820152600260448201526064015b60405180910390fd5b600284018b90556107248685848c612d6f565b60408051838152602081018c90528a151581830152905173ffffffffffffffffffffffffffffffffffffffff8e169188917ff8226a0f446a967e07f7afd0c9c47195decc3dc03f761933649e36edd1915e2e9181900360600190a35050505050505050505050505050565b5f61079a8787610da0565b90505f6107a682612bd9565b80549091507d010000000000000000000000000000000000000000000000000000000000900460ff16610808576040517f1ba6621f00000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b848314610841576040517f4e4e5ff800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b858110156109135761087b8388888481811061086157610861613f11565b90506020020160208101906108769190613f3e565b612e5c565b5086868281811061088e5761088e613f11565b90506020020160208101906108a39190613f3e565b73ffffffffffffffffffffffffffffffffffffffff16837f9927d72ee47f8416b8c4a3ee12fd3a092ce214186151344b6dcd6a6caef057be8787858181106108ed576108ed613f11565b9050602002013560405161090391815260200190565b60405180910390a3600101610843565b505050505050505050565b5f5f5f5f5b84811015610967575f610937826005613f86565b87901c601f166001901b90508084165f1461095a578261095681613f9d565b9350505b9290921791600101610923565b50600181116109765780610979565b60025b925050505b92915050565b5f61098f8686610da0565b90505f61099b82612bd9565b90505f6109a9838388612c4f565b60048101546001820154600383015492935073010000000000000000000000000000000000000090910460ff16915f916109e69183858180612ee4565b5f8b815260208190526040908190206001015490517ff219ed6f00000000000000000000000000000000000000000000000000000000815291925073ffffffffffffffffffffffffffffffffffffffff169063f219ed6f90610a50908a908a908690600401613fd4565b5f6040518083038186803b158015610a66575f5ffd5b505afa925050508015610a77575060015b610ad3576040517f8e6693660000000000000000000000000000000000000000000000000000000081526004810186905273ffffffffffffffffffffffffffffffffffffffff8916602482015260036044820152606401610708565b610adf8584845f612d6f565b8773ffffffffffffffffffffffffffffffffffffffff16857f6404ff566eaa9185a4db38cb9e94ec4b705b7c255a88879f68b9a996fef56e2284604051610b2891815260200190565b60405180910390a350505050505050505050565b5f610b478383610da0565b9050610b5b81610b5684612377565b613017565b604080515f815260208101918290527f4b5907ff0000000000000000000000000000000000000000000000000000000090915273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690634b5907ff90610bdb9084906024810161403c565b5f604051808303815f87803b158015610bf2575f5ffd5b505af1158015610c04573d5f5f3e3d5ffd5b505060408051868152602081018690528493507f62e3ec85c0a8a8685050091a226e8d1c97398be3ec9f74a20eb3f58720b79d5f92500160405180910390a2505050565b5f610c538484610da0565b90505f610c5f82612bd9565b9050610c6e82610b5686612377565b600281015415610cad576040517fa2a9754900000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b821580610cda57507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018310155b15610d14576040517f8b3c731f00000000000000000000000000000000000000000000000000000000815260048101849052602401610708565b6002810183905580547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000004367ffffffffffffffff160217815560405183815282907f4949ffc9b6238684e735fd09584e0b473f841880c30e00a5475c853b1b42f79b9060200160405180910390a25050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000008310610dfd576040517f63f21b7d00000000000000000000000000000000000000000000000000000000815260048101849052602401610708565b650100000000008210610e3f576040517f8b3c731f00000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b5060081b1790565b5f610e528585610da0565b5f81815260016020526040902080549192509073ffffffffffffffffffffffffffffffffffffffff1680610eb5576040517f176f227400000000000000000000000000000000000000000000000000000000815260048101849052602401610708565b81547e01000000000000000000000000000000000000000000000000000000000000900460ff1615610f16576040517f8646423100000000000000000000000000000000000000000000000000000000815260048101849052602401610708565b5f82600201545f148015610f325750610f2e87612377565b4210155b80610f445750610f4187611b03565b42115b90505f8567ffffffffffffffff811115610f6057610f6061400f565b604051908082528060200260200182016040528015610f89578160200160208202803683370190505b5090505f5b868110156110bb575f610fad878a8a8581811061086157610861613f11565b90508380610ffd57506001810154158015610ffd57506004810154610ffa907f00000000000000000000000000000000000000000000000000000000000000009064ffffffffff1661409f565b42115b806110725750600481015474010000000000000000000000000000000000000000900460ff1680156110725750600481015461106f907f0000000000000000000000000000000000000000000000000000000000000000906a0100000000000000000000900464ffffffffff1661409f565b42115b93507f00000000000000000000000000000000000000000000000000000000000000008383815181106110a7576110a7613f11565b602090810291909101015250600101610f8e565b50816110f6576040517fe594fb4f00000000000000000000000000000000000000000000000000000000815260048101869052602401610708565b83547dffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167f01010000000000000000000000000000000000000000000000000000000000001784556040517fe7326cfb0000000000000000000000000000000000000000000000000000000081525f907f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063e7326cfb906111b89087908a908d908d9089906004016140b2565b6020604051808303815f875af11580156111d4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111f8919061416d565b90508373ffffffffffffffffffffffffffffffffffffffff16867f404ad95ff8743f061091fd1159fc6bfad15261414320b10a1c67a5189464514c83604051610b2891815260200190565b60408051610140810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081019190915260015f6112a08585610da0565b815260208082019290925260409081015f20815161014081018352815473ffffffffffffffffffffffffffffffffffffffff8116825267ffffffffffffffff74010000000000000000000000000000000000000000820481169583019590955260ff7c0100000000000000000000000000000000000000000000000000000000820481161515948301949094527d01000000000000000000000000000000000000000000000000000000000081048416151560608301527e0100000000000000000000000000000000000000000000000000000000000081048416151560808301527f010000000000000000000000000000000000000000000000000000000000000090048316151560a082015260018201546fffffffffffffffffffffffffffffffff811660c0830152700100000000000000000000000000000000810490941660e0820152780100000000000000000000000000000000000000000000000090930490911661010083015260020154610120820152905092915050565b5f8415158061144e57507f00000000000000000000000000000000000000000000000000000000000000008510155b15611488576040517f63f21b7d00000000000000000000000000000000000000000000000000000000815260048101869052602401610708565b8315806114955750600282115b156114cf576040517f8b3c731f00000000000000000000000000000000000000000000000000000000815260048101859052602401610708565b5f60026114dc848261409f565b6114e8906103e8613f86565b6114f29190614184565b90505f611500856005613f86565b61150b6001886141bc565b611516906064613f86565b611520919061409f565b9050818110156115395761153481836141bc565b61153b565b5f5b979650505050505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101919091527f000000000000000000000000000000000000000000000000000000000000000082106115da576040517f63f21b7d00000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b505f9081526020818152604091829020825160e081018452815473ffffffffffffffffffffffffffffffffffffffff908116825260018301548116938201939093526002820154909216928201929092526003820154606082015260049091015463ffffffff8116608083015260ff6401000000008204811660a0840152650100000000009091041660c082015290565b604080516101a0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081019190915260025f6116e08686610da0565b815260208082019290925260409081015f90812073ffffffffffffffffffffffffffffffffffffffff86168252835281902081516101a08101835281548152600182015493810193909352600281015491830191909152600381015460608301526004015464ffffffffff8082166080840152650100000000008204811660a08401526a010000000000000000000082041660c083015263ffffffff6f010000000000000000000000000000008204811660e084015260ff730100000000000000000000000000000000000000830481166101008501527401000000000000000000000000000000000000000083048116151561012085015275010000000000000000000000000000000000000000008304811615156101408501527601000000000000000000000000000000000000000000008304161515610160840152770100000000000000000000000000000000000000000000009091041661018082015290505b9392505050565b5f5f6118588585610da0565b5f8181526001602052604090208054919250907d010000000000000000000000000000000000000000000000000000000000900460ff166118c8576040517f1ba6621f00000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b5f6118d38386612e5c565b6004810154909150760100000000000000000000000000000000000000000000900460ff161561194e576040517fb81d362f0000000000000000000000000000000000000000000000000000000081526004810184905273ffffffffffffffffffffffffffffffffffffffff86166024820152604401610708565b60048101547501000000000000000000000000000000000000000000900460ff16156119e057600481015460018301546119dd91899160ff730100000000000000000000000000000000000000830481169263ffffffff6f010000000000000000000000000000009091041691780100000000000000000000000000000000000000000000000090041661141f565b93505b60048101805463ffffffff86811677010000000000000000000000000000000000000000000000027fffffffffff0000000000ffffffffffffffffffffffffffffffffffffffffffff909216919091177601000000000000000000000000000000000000000000001791829055604080517501000000000000000000000000000000000000000000840460ff9081161515825273010000000000000000000000000000000000000085041660208201526f01000000000000000000000000000000909304909116908201526060810185905273ffffffffffffffffffffffffffffffffffffffff86169084907f2e96732ff77a29775a6609b0b3fde36100a1b3d257383d4953b7a038720506229060800160405180910390a35050509392505050565b5f611b2f7f00000000000000000000000000000000000000000000000000000000000000006002613f86565b611b3883612b9f565b61097e919061409f565b5f611b4d8585610da0565b5f818152600160205260409020909150611b678282613064565b80547c0100000000000000000000000000000000000000000000000000000000900460ff16611bc5576040517f875c174900000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b5f611bd38662015180613f86565b905080421080611bef5750611beb816201518061409f565b4210155b15611c46578281611c03816201518061409f565b6040517f0a9de392000000000000000000000000000000000000000000000000000000008152600481019390935260248301919091526044820152606401610708565b5f8381526002602090815260408083203384529091529020805415611ca0576040517f4f5806ce00000000000000000000000000000000000000000000000000000000815260048101859052336024820152604401610708565b6040517f669d944800000000000000000000000000000000000000000000000000000000815260048101879052602481018690527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063669d944890604401602060405180830381865afa158015611d30573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d5491906141cf565b611d94576040517ff10119530000000000000000000000000000000000000000000000000000000081526004810187905260248101869052604401610708565b8481556004810180547fffffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000164264ffffffffff161790555f848152600360205260408120805491611de383613f9d565b90915550506040805187815260208101879052339186917fd759c3ee7768434a6bd039daf120a916dc49b4c2b7e4a2d86dfeba6a06a5e32a910160405180910390a35050505050505050565b5f611e3a8787610da0565b90505f611e4682612bd9565b9050611e528282613064565b5f611e5d8388612e5c565b905080600101545f14611ebb576040517feb8eb01c0000000000000000000000000000000000000000000000000000000081526004810184905273ffffffffffffffffffffffffffffffffffffffff88166024820152604401610708565b6004810154611f03908490611ef8907f00000000000000000000000000000000000000000000000000000000000000009064ffffffffff1661409f565b610b5690600161409f565b851580611f3057507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018610155b15611f6a576040517f8b3c731f00000000000000000000000000000000000000000000000000000000815260048101879052602401610708565b805460028301545f8b815260208190526040902060030154611f929286928b928b8b8b6130c5565b60018101869055600281018690556004810180547fffffffffffffffffffffffffffffffffffffffffffff0000000000ffffffffff16650100000000004264ffffffffff16021790555f838152600360205260408120805491611ff4836141ea565b91905055508673ffffffffffffffffffffffffffffffffffffffff16837f94da8a7978eec4c0f03a4c8a09ea83189acad65755215546b258545be0f5b1958860405161204291815260200190565b60405180910390a3505050505050505050565b5f6120608787610da0565b90505f61206c82612bd9565b90506120788282613064565b80547c0100000000000000000000000000000000000000000000000000000000900460ff166120d6576040517f875c174900000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b5f7f000000000000000000000000000000000000000000000000000000000000000061210189612b9f565b61210b919061409f565b905080421080612122575061211f88611b03565b42115b1561213d5782816121328a611b03565b611c0390600161409f565b5f83815260036020526040902054801561218d576040517fe595f1ba0000000000000000000000000000000000000000000000000000000081526004810185905260248101829052604401610708565b5f8a81526020819052604081206121a9908690868c8b8b6132fc565b90505f6121b68a8361091e565b6001860180547fffffffffffffff000000000000000000ffffffffffffffffffffffffffffffff1670010000000000000000000000000000000067ffffffffffffffff8e16027fffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffff1617780100000000000000000000000000000000000000000000000060ff84160217905585547fff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167e010100000000000000000000000000000000000000000000000000000000001786556040517f37bdc99b000000000000000000000000000000000000000000000000000000008152600481018890529091507f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16906337bdc99b906024015f604051808303815f87803b158015612310575f5ffd5b505af1158015612322573d5f5f3e3d5ffd5b5050604080518d8152602081018590529081018c90528892507f62b3e4da2061b50e22ff9039210d23c370ff35112413a2f7a5fdbe41da87be3d915060600160405180910390a2505050505050505050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006123a68362015180613f86565b61097e91906141bc565b5f5f6123bc8484610da0565b90506123cb81610b5685612377565b5f818152600160205260409020805473ffffffffffffffffffffffffffffffffffffffff161561242a576040517f176f227400000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b604080515f815260208101918290527fb0c945130000000000000000000000000000000000000000000000000000000090915273ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000169063b0c94513906124aa9085906024810161403c565b6020604051808303815f875af11580156124c6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124ea919061421e565b925073ffffffffffffffffffffffffffffffffffffffff831661250e57505061097e565b80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8416908117825560405183907f54629d63cae10d08c4d4705e2e40bb5aea123431b4084356443f685daa115408905f90a3505092915050565b5f61258b8383610da0565b5f81815260016020526040812060028101549293509190036125dc576040517f875c174900000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b80547c0100000000000000000000000000000000000000000000000000000000900460ff161561260c5750505050565b80545f9061263b9074010000000000000000000000000000000000000000900467ffffffffffffffff166134bb565b90505f81900361271d57815474010000000000000000000000000000000000000000900467ffffffffffffffff1643116126ce5781546040517fcea4782f000000000000000000000000000000000000000000000000000000008152600481018590527401000000000000000000000000000000000000000090910467ffffffffffffffff166024820152604401610708565b5080547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000004367ffffffffffffffff1602179055505050565b604080516020808201849052308284015260608083018790528351808403909101815260808301808552815191909201206001860180547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff831690811790915586547c01000000000000000000000000000000000000000000000000000000007fffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff909116178755909152915185917f1865c3815d27e5ce187d9bbb16ed09efa146ec0325418aafcb77def9a215283b919081900360a00190a2505050505050565b5f61281b8484610da0565b5f8181526001602052604090209091506128358282613064565b5f6128408333612e5c565b905061284f83610b5687612b9f565b80600101545f03612895576040517ff009be8000000000000000000000000000000000000000000000000000000000815260048101849052336024820152604401610708565b600481015474010000000000000000000000000000000000000000900460ff16156128f5576040517ffaec1b2900000000000000000000000000000000000000000000000000000000815260048101849052336024820152604401610708565b60048101547501000000000000000000000000000000000000000000900460ff168061295e57505f868152602081905260409020600490810154908201546501000000000090910460ff9081167301000000000000000000000000000000000000009092041610155b1561299e576040517fb7f05ee700000000000000000000000000000000000000000000000000000000815260048101849052336024820152604401610708565b8315806129cb57507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018410155b15612a05576040517f8b3c731f00000000000000000000000000000000000000000000000000000000815260048101859052602401610708565b60048101545f90612a269065010000000000900464ffffffffff16426141bc565b6004830154612a4e91906f01000000000000000000000000000000900463ffffffff1661409f565b6004830180546003808601899055740100000000000000000000000000000000000000007fffffffffffffffffffffffffff000000000000000000ffffffffffffffffffff9092166f0100000000000000000000000000000063ffffffff8616027fffffffffffffffffffffffffffffffffff0000000000ffffffffffffffffffff16176a01000000000000000000004264ffffffffff1602177fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16919091179091555f86815260209190915260408120805492935090612b2e83613f9d565b909155505060048201546040805173010000000000000000000000000000000000000090920460ff168252602082018790528101829052339085907f43163c9f240da6b8e530978e03b06ad47e8fff77dbb909006853b9e7a1ae53399060600160405180910390a350505050505050565b5f7f0000000000000000000000000000000000000000000000000000000000000000612bcc83600161409f565b611b389062015180613f86565b5f818152600160205260409020805473ffffffffffffffffffffffffffffffffffffffff1633141580612c0a575033155b15612c4a576040517f8be0e81200000000000000000000000000000000000000000000000000000000815260048101839052336024820152604401610708565b919050565b5f612c5a8484613064565b612c648483612e5c565b600481015490915074010000000000000000000000000000000000000000900460ff16612cdc576040517f994499550000000000000000000000000000000000000000000000000000000081526004810185905273ffffffffffffffffffffffffffffffffffffffff83166024820152604401610708565b6004810154611845908590611ef8907f0000000000000000000000000000000000000000000000000000000000000000906a0100000000000000000000900464ffffffffff1661409f565b612d2f613783565b6040518060a001604052808b81526020018a8152602001898152602001888152602001612d5f88888888886135ee565b90529a9950505050505050505050565b612d7a82600161409f565b6004840180547fffffffffffffffffffff000000ffffffffffffffffffffffffffffffffffffff1673010000000000000000000000000000000000000060ff93909316929092027fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff1691909117750100000000000000000000000000000000000000000083151502177fffffffffffffffffffffffffffffffffffffffffffff0000000000ffffffffff16650100000000004264ffffffffff16021790555f848152600360205260408120805491612e51836141ea565b919050555050505050565b5f82815260026020908152604080832073ffffffffffffffffffffffffffffffffffffffff851684529091528120805490910361097e576040517f2554fcaf0000000000000000000000000000000000000000000000000000000081526004810184905273ffffffffffffffffffffffffffffffffffffffff83166024820152604401610708565b612eec6137a1565b620100008510612f32576040517f8f69833a0000000000000000000000000000000000000000000000000000000081526001600482015260248101869052604401610708565b60108410612f76576040517f8f69833a0000000000000000000000000000000000000000000000000000000081526002600482015260248101859052604401610708565b601982901c151580612f90575082158015612f9057508115155b15612fd1576040517f8f69833a0000000000000000000000000000000000000000000000000000000081526008600482015260248101839052604401610708565b6040518060600160405280888152602001878152602001602084901b601486612ffa575f612ffd565b60015b901b601088901b8917171781525090509695505050505050565b804210613060576040517f0a9de392000000000000000000000000000000000000000000000000000000008152600481018390525f602482015260448101829052606401610708565b5050565b80547e01000000000000000000000000000000000000000000000000000000000000900460ff1615613060576040517f8646423100000000000000000000000000000000000000000000000000000000815260048101839052602401610708565b6040517f3d25b11b0000000000000000000000000000000000000000000000000000000081523360048201525f906132009073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690633d25b11b906024015f60405180830381865afa158015613152573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d9081017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01682016040526131979190810190614369565b610100015160408051466020808301919091523082840152606082018e90525f608083015273ffffffffffffffffffffffffffffffffffffffff8d1660a0808401919091528351808403909101815260c09092019092528051910120899060081c89898961374c565b6040517f695ef6f900000000000000000000000000000000000000000000000000000000815290915073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000169063695ef6f99061327990869086908690600401614464565b5f6040518083038186803b15801561328f575f5ffd5b505afa9250505080156132a0575060015b610913576040517f8e669366000000000000000000000000000000000000000000000000000000008152600481018a905273ffffffffffffffffffffffffffffffffffffffff8916602482015260016044820152606401610708565b6004850154640100000000900460ff16613317816005613f86565b84901c15613354576040517f8b3c731f00000000000000000000000000000000000000000000000000000000815260048101859052602401610708565b5f5f5b8281101561337b5761336a816002613f86565b6002901b9190911790600101613357565b506004878101546040805160608101825260028a810154825260038c015460208084019190915260018c015494841b6bffffffff0000000000000000169087901b8b171760509490941b79ffffffffffffffffffffffffffffffff00000000000000000000168417828401528b015491517ff219ed6f0000000000000000000000000000000000000000000000000000000081529293909273ffffffffffffffffffffffffffffffffffffffff9092169163f219ed6f91613442918a918a91879101613fd4565b5f6040518083038186803b158015613458575f5ffd5b505afa925050508015613469575060015b6134ae576040517f8e66936600000000000000000000000000000000000000000000000000000000815260048181018c90525f60248301526044820152606401610708565b5050509695505050505050565b5f8143116134ca57505f919050565b6101006134d783436141bc565b116134e157504090565b71f90827f1c53a10cb7a02335b1753200029353b5f0361350257505f919050565b5f5f71f90827f1c53a10cb7a02335b17532000293573ffffffffffffffffffffffffffffffffffffffff168460405160200161354091815260200190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152908290526135789161449f565b5f60405180830381855afa9150503d805f81146135b0576040519150601f19603f3d011682016040523d82523d5f602084013e6135b5565b606091505b50915091508180156135c8575080516020145b6135d2575f6135e6565b808060200190518101906135e6919061416d565b949350505050565b5f620100008610613635576040517f8f69833a0000000000000000000000000000000000000000000000000000000081526001600482015260248101879052604401610708565b60108510613679576040517f8f69833a0000000000000000000000000000000000000000000000000000000081526002600482015260248101869052604401610708565b821580613687575061200083115b156136c8576040517f8f69833a0000000000000000000000000000000000000000000000000000000081526003600482015260248101849052604401610708565b700100000000000000000000000000000000821061371b576040517f8f69833a00000000000000000000000000000000000000000000000000000000815260048181015260248101839052604401610708565b604082901b602084901b601486613732575f613735565b60015b901b601088901b8917171717905095945050505050565b6137546137bf565b506040805160c0810182529687526020870195909552938501929092526060840152608083015260a082015290565b6040518060a001604052806005906020820280368337509192915050565b60405180606001604052806003906020820280368337509192915050565b6040518060c001604052806006906020820280368337509192915050565b73ffffffffffffffffffffffffffffffffffffffff811681146137fe575f5ffd5b50565b80151581146137fe575f5ffd5b5f5f83601f84011261381e575f5ffd5b50813567ffffffffffffffff811115613835575f5ffd5b60208301915083602082850101111561384c575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f60e0898b03121561386a575f5ffd5b88359750602089013596506040890135613883816137dd565b9550606089013594506080890135935060a08901356138a181613801565b925060c089013567ffffffffffffffff8111156138bc575f5ffd5b6138c88b828c0161380e565b999c989b5096995094979396929594505050565b5f5f83601f8401126138ec575f5ffd5b50813567ffffffffffffffff811115613903575f5ffd5b6020830191508360208260051b850101111561384c575f5ffd5b5f5f5f5f5f5f60808789031215613932575f5ffd5b8635955060208701359450604087013567ffffffffffffffff811115613956575f5ffd5b61396289828a016138dc565b909550935050606087013567ffffffffffffffff811115613981575f5ffd5b61398d89828a016138dc565b979a9699509497509295939492505050565b5f5f604083850312156139b0575f5ffd5b50508035926020909101359150565b5f5f5f5f5f608086880312156139d3575f5ffd5b853594506020860135935060408601356139ec816137dd565b9250606086013567ffffffffffffffff811115613a07575f5ffd5b613a138882890161380e565b969995985093965092949392505050565b5f5f5f60608486031215613a36575f5ffd5b505081359360208301359350604090920135919050565b5f5f5f5f60608587031215613a60575f5ffd5b8435935060208501359250604085013567ffffffffffffffff811115613a84575f5ffd5b613a90878288016138dc565b95989497509550505050565b815173ffffffffffffffffffffffffffffffffffffffff16815261014081016020830151613ad6602084018267ffffffffffffffff169052565b506040830151613aea604084018215159052565b506060830151613afe606084018215159052565b506080830151613b12608084018215159052565b5060a0830151613b2660a084018215159052565b5060c0830151613b4a60c08401826fffffffffffffffffffffffffffffffff169052565b5060e0830151613b6660e084018267ffffffffffffffff169052565b50610100830151613b7d61010084018260ff169052565b5061012092830151919092015290565b5f5f5f5f60808587031215613ba0575f5ffd5b5050823594602084013594506040840135936060013592509050565b5f60208284031215613bcc575f5ffd5b5035919050565b5f60e08201905073ffffffffffffffffffffffffffffffffffffffff835116825273ffffffffffffffffffffffffffffffffffffffff602084015116602083015273ffffffffffffffffffffffffffffffffffffffff60408401511660408301526060830151606083015263ffffffff608084015116608083015260a0830151613c6260a084018260ff169052565b5060c0830151613c7760c084018260ff169052565b5092915050565b5f5f5f60608486031215613c90575f5ffd5b83359250602084013591506040840135613ca9816137dd565b809150509250925092565b5f6101a082019050825182526020830151602083015260408301516040830152606083015160608301526080830151613cf6608084018264ffffffffff169052565b5060a0830151613d0f60a084018264ffffffffff169052565b5060c0830151613d2860c084018264ffffffffff169052565b5060e0830151613d4060e084018263ffffffff169052565b50610100830151613d5761010084018260ff169052565b50610120830151613d6d61012084018215159052565b50610140830151613d8361014084018215159052565b50610160830151613d9961016084018215159052565b50610180830151613c7761018084018263ffffffff169052565b5f5f5f5f5f5f60a08789031215613dc8575f5ffd5b86359550602087013594506040870135613de1816137dd565b935060608701359250608087013567ffffffffffffffff811115613e03575f5ffd5b61398d89828a0161380e565b5f5f5f5f5f5f60a08789031215613e24575f5ffd5b86359550602087013594506040870135935060608701359250608087013567ffffffffffffffff811115613e03575f5ffd5b5f5f60408385031215613e67575f5ffd5b823591506020830135613e79816137dd565b809150509250929050565b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b60c081525f613ede60c083018587613e84565b905060208201835f5b6005811015613f06578151835260209283019290910190600101613ee7565b505050949350505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f60208284031215613f4e575f5ffd5b8135611845816137dd565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b808202811582820484141761097e5761097e613f59565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203613fcd57613fcd613f59565b5060010190565b608081525f613fe7608083018587613e84565b905060208201835f5b6003811015613f06578151835260209283019290910190600101613ff0565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f60408201848352604060208401528084518083526060850191506020860192505f5b8181101561409357835173ffffffffffffffffffffffffffffffffffffffff1683526020938401939092019160010161405f565b50909695505050505050565b8082018082111561097e5761097e613f59565b73ffffffffffffffffffffffffffffffffffffffff861681526020810185905260806040820181905281018390525f8460a08301825b868110156141255782356140fb816137dd565b73ffffffffffffffffffffffffffffffffffffffff168252602092830192909101906001016140e8565b508381036060850152845180825260209182019250908501905f5b8181101561415e578251845260209384019390920191600101614140565b50919998505050505050505050565b5f6020828403121561417d575f5ffd5b5051919050565b5f826141b7577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b8181038181111561097e5761097e613f59565b5f602082840312156141df575f5ffd5b815161184581613801565b5f816141f8576141f8613f59565b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0190565b5f6020828403121561422e575f5ffd5b8151611845816137dd565b604051610140810167ffffffffffffffff8111828210171561425d5761425d61400f565b60405290565b80516fffffffffffffffffffffffffffffffff81168114612c4a575f5ffd5b805163ffffffff81168114612c4a575f5ffd5b805164ffffffffff81168114612c4a575f5ffd5b805167ffffffffffffffff81168114612c4a575f5ffd5b5f82601f8301126142cf575f5ffd5b815167ffffffffffffffff8111156142e9576142e961400f565b604051601f82017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0908116603f0116810167ffffffffffffffff811182821017156143365761433661400f565b60405281815283820160200185101561434d575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215614379575f5ffd5b815167ffffffffffffffff81111561438f575f5ffd5b820161014081850312156143a1575f5ffd5b6143a9614239565b6143b282614263565b81526143c060208301614282565b60208201526143d160408301614295565b60408201526143e260608301614295565b60608201526143f3608083016142a9565b608082015261440460a083016142a9565b60a082015261441560c08301614282565b60c082015260e08281015190820152610100808301519082015261012082015167ffffffffffffffff811115614449575f5ffd5b614455868285016142c0565b61012083015250949350505050565b60e081525f61447760e083018587613e84565b905060208201835f5b6006811015613f06578151835260209283019290910190600101614480565b5f82518060208501845e5f92019182525091905056",
}

// PuzlocDaily is an auto generated Go binding around an Ethereum contract.
type PuzlocDaily struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *PuzlocDaily) GetABI() abi.ABI {
	return c.abi
}

// NewPuzlocDaily creates a new instance of PuzlocDaily.
func NewPuzlocDaily() *PuzlocDaily {
	parsed, err := PuzlocDailyMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &PuzlocDaily{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *PuzlocDaily) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor((address,address,(address,address,address,uint256,uint32,uint8,uint8)[],uint256,uint256,uint256,uint256) c) returns()
func (puzlocDaily *PuzlocDaily) PackConstructor(c PuzlocDailyConfig) []byte {
	enc, err := puzlocDaily.abi.Pack("", c)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCOMMITLEAD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57676de3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COMMIT_LEAD() view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackCOMMITLEAD() []byte {
	enc, err := puzlocDaily.abi.Pack("COMMIT_LEAD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCOMMITLEAD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57676de3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function COMMIT_LEAD() view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackCOMMITLEAD() ([]byte, error) {
	return puzlocDaily.abi.Pack("COMMIT_LEAD")
}

// UnpackCOMMITLEAD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x57676de3.
//
// Solidity: function COMMIT_LEAD() view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackCOMMITLEAD(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("COMMIT_LEAD", data)
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
func (puzlocDaily *PuzlocDaily) PackCOMPENSATION() []byte {
	enc, err := puzlocDaily.abi.Pack("COMPENSATION")
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
func (puzlocDaily *PuzlocDaily) TryPackCOMPENSATION() ([]byte, error) {
	return puzlocDaily.abi.Pack("COMPENSATION")
}

// UnpackCOMPENSATION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0c752109.
//
// Solidity: function COMPENSATION() view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackCOMPENSATION(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("COMPENSATION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGAMETYPES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d2819ab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GAME_TYPES() view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackGAMETYPES() []byte {
	enc, err := puzlocDaily.abi.Pack("GAME_TYPES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGAMETYPES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d2819ab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GAME_TYPES() view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackGAMETYPES() ([]byte, error) {
	return puzlocDaily.abi.Pack("GAME_TYPES")
}

// UnpackGAMETYPES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3d2819ab.
//
// Solidity: function GAME_TYPES() view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackGAMETYPES(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("GAME_TYPES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGRACE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x137d29d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GRACE() view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackGRACE() []byte {
	enc, err := puzlocDaily.abi.Pack("GRACE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGRACE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x137d29d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GRACE() view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackGRACE() ([]byte, error) {
	return puzlocDaily.abi.Pack("GRACE")
}

// UnpackGRACE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x137d29d9.
//
// Solidity: function GRACE() view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackGRACE(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("GRACE", data)
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
func (puzlocDaily *PuzlocDaily) PackKEYVERIFIER() []byte {
	enc, err := puzlocDaily.abi.Pack("KEY_VERIFIER")
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
func (puzlocDaily *PuzlocDaily) TryPackKEYVERIFIER() ([]byte, error) {
	return puzlocDaily.abi.Pack("KEY_VERIFIER")
}

// UnpackKEYVERIFIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc98a041d.
//
// Solidity: function KEY_VERIFIER() view returns(address)
func (puzlocDaily *PuzlocDaily) UnpackKEYVERIFIER(data []byte) (common.Address, error) {
	out, err := puzlocDaily.abi.Unpack("KEY_VERIFIER", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackNUMLOCK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb79371d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function NUMLOCK() view returns(uint8)
func (puzlocDaily *PuzlocDaily) PackNUMLOCK() []byte {
	enc, err := puzlocDaily.abi.Pack("NUMLOCK")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNUMLOCK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb79371d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function NUMLOCK() view returns(uint8)
func (puzlocDaily *PuzlocDaily) TryPackNUMLOCK() ([]byte, error) {
	return puzlocDaily.abi.Pack("NUMLOCK")
}

// UnpackNUMLOCK is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdb79371d.
//
// Solidity: function NUMLOCK() view returns(uint8)
func (puzlocDaily *PuzlocDaily) UnpackNUMLOCK(data []byte) (uint8, error) {
	out, err := puzlocDaily.abi.Unpack("NUMLOCK", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackREGISTRY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06433b1b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REGISTRY() view returns(address)
func (puzlocDaily *PuzlocDaily) PackREGISTRY() []byte {
	enc, err := puzlocDaily.abi.Pack("REGISTRY")
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
func (puzlocDaily *PuzlocDaily) TryPackREGISTRY() ([]byte, error) {
	return puzlocDaily.abi.Pack("REGISTRY")
}

// UnpackREGISTRY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06433b1b.
//
// Solidity: function REGISTRY() view returns(address)
func (puzlocDaily *PuzlocDaily) UnpackREGISTRY(data []byte) (common.Address, error) {
	out, err := puzlocDaily.abi.Unpack("REGISTRY", data)
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
func (puzlocDaily *PuzlocDaily) PackWINDOW() []byte {
	enc, err := puzlocDaily.abi.Pack("WINDOW")
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
func (puzlocDaily *PuzlocDaily) TryPackWINDOW() ([]byte, error) {
	return puzlocDaily.abi.Pack("WINDOW")
}

// UnpackWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa53e5412.
//
// Solidity: function WINDOW() view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackWINDOW(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00748d8a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function answer(uint256 gameType, uint256 day, address player, uint256 accNew, uint256 colours, bool solved, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) PackAnswer(gameType *big.Int, day *big.Int, player common.Address, accNew *big.Int, colours *big.Int, solved bool, proof []byte) []byte {
	enc, err := puzlocDaily.abi.Pack("answer", gameType, day, player, accNew, colours, solved, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00748d8a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function answer(uint256 gameType, uint256 day, address player, uint256 accNew, uint256 colours, bool solved, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) TryPackAnswer(gameType *big.Int, day *big.Int, player common.Address, accNew *big.Int, colours *big.Int, solved bool, proof []byte) ([]byte, error) {
	return puzlocDaily.abi.Pack("answer", gameType, day, player, accNew, colours, solved, proof)
}

// PackAssignDay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd104ae90.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignDay(uint256 gameType, uint256 day) returns(address house)
func (puzlocDaily *PuzlocDaily) PackAssignDay(gameType *big.Int, day *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("assignDay", gameType, day)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignDay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd104ae90.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignDay(uint256 gameType, uint256 day) returns(address house)
func (puzlocDaily *PuzlocDaily) TryPackAssignDay(gameType *big.Int, day *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("assignDay", gameType, day)
}

// UnpackAssignDay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd104ae90.
//
// Solidity: function assignDay(uint256 gameType, uint256 day) returns(address house)
func (puzlocDaily *PuzlocDaily) UnpackAssignDay(data []byte) (common.Address, error) {
	out, err := puzlocDaily.abi.Unpack("assignDay", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackBind is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1336298.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bind(uint256 gameType, uint256 day, address player, uint256 binding, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) PackBind(gameType *big.Int, day *big.Int, player common.Address, binding *big.Int, proof []byte) []byte {
	enc, err := puzlocDaily.abi.Pack("bind", gameType, day, player, binding, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBind is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1336298.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bind(uint256 gameType, uint256 day, address player, uint256 binding, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) TryPackBind(gameType *big.Int, day *big.Int, player common.Address, binding *big.Int, proof []byte) ([]byte, error) {
	return puzlocDaily.abi.Pack("bind", gameType, day, player, binding, proof)
}

// PackClaimHouseTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5347b330.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimHouseTimeout(uint256 gameType, uint256 day, address[] victims) returns()
func (puzlocDaily *PuzlocDaily) PackClaimHouseTimeout(gameType *big.Int, day *big.Int, victims []common.Address) []byte {
	enc, err := puzlocDaily.abi.Pack("claimHouseTimeout", gameType, day, victims)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimHouseTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5347b330.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimHouseTimeout(uint256 gameType, uint256 day, address[] victims) returns()
func (puzlocDaily *PuzlocDaily) TryPackClaimHouseTimeout(gameType *big.Int, day *big.Int, victims []common.Address) ([]byte, error) {
	return puzlocDaily.abi.Pack("claimHouseTimeout", gameType, day, victims)
}

// PackCommitDay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3b32b0cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitDay(uint256 gameType, uint256 day, uint256 seedCommitment) returns()
func (puzlocDaily *PuzlocDaily) PackCommitDay(gameType *big.Int, day *big.Int, seedCommitment *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("commitDay", gameType, day, seedCommitment)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitDay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3b32b0cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitDay(uint256 gameType, uint256 day, uint256 seedCommitment) returns()
func (puzlocDaily *PuzlocDaily) TryPackCommitDay(gameType *big.Int, day *big.Int, seedCommitment *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("commitDay", gameType, day, seedCommitment)
}

// PackCommitDue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc12d6221.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitDue(uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackCommitDue(day *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("commitDue", day)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitDue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc12d6221.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitDue(uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackCommitDue(day *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("commitDue", day)
}

// UnpackCommitDue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc12d6221.
//
// Solidity: function commitDue(uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackCommitDue(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("commitDue", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackContextOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd19aca07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function contextOf(uint256 dayId, address player) view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackContextOf(dayId *big.Int, player common.Address) []byte {
	enc, err := puzlocDaily.abi.Pack("contextOf", dayId, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackContextOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd19aca07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function contextOf(uint256 dayId, address player) view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackContextOf(dayId *big.Int, player common.Address) ([]byte, error) {
	return puzlocDaily.abi.Pack("contextOf", dayId, player)
}

// UnpackContextOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd19aca07.
//
// Solidity: function contextOf(uint256 dayId, address player) view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackContextOf(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("contextOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDayIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3b38f012.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dayIdOf(uint256 gameType, uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackDayIdOf(gameType *big.Int, day *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("dayIdOf", gameType, day)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDayIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3b38f012.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dayIdOf(uint256 gameType, uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackDayIdOf(gameType *big.Int, day *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("dayIdOf", gameType, day)
}

// UnpackDayIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3b38f012.
//
// Solidity: function dayIdOf(uint256 gameType, uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackDayIdOf(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("dayIdOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDayOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x565b2378.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dayOf(uint256 gameType, uint256 day) view returns((address,uint64,bool,bool,bool,bool,uint128,uint64,uint8,uint256))
func (puzlocDaily *PuzlocDaily) PackDayOf(gameType *big.Int, day *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("dayOf", gameType, day)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDayOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x565b2378.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dayOf(uint256 gameType, uint256 day) view returns((address,uint64,bool,bool,bool,bool,uint128,uint64,uint8,uint256))
func (puzlocDaily *PuzlocDaily) TryPackDayOf(gameType *big.Int, day *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("dayOf", gameType, day)
}

// UnpackDayOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x565b2378.
//
// Solidity: function dayOf(uint256 gameType, uint256 day) view returns((address,uint64,bool,bool,bool,bool,uint128,uint64,uint8,uint256))
func (puzlocDaily *PuzlocDaily) UnpackDayOf(data []byte) (IPuzlocDailyDay, error) {
	out, err := puzlocDaily.abi.Unpack("dayOf", data)
	if err != nil {
		return *new(IPuzlocDailyDay), err
	}
	out0 := *abi.ConvertType(out[0], new(IPuzlocDailyDay)).(*IPuzlocDailyDay)
	return out0, nil
}

// PackDifficultyOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e76ac55.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function difficultyOf(uint256 packed, uint256 length) pure returns(uint256)
func (puzlocDaily *PuzlocDaily) PackDifficultyOf(packed *big.Int, length *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("difficultyOf", packed, length)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDifficultyOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e76ac55.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function difficultyOf(uint256 packed, uint256 length) pure returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackDifficultyOf(packed *big.Int, length *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("difficultyOf", packed, length)
}

// UnpackDifficultyOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e76ac55.
//
// Solidity: function difficultyOf(uint256 packed, uint256 length) pure returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackDifficultyOf(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("difficultyOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2b8035a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function draw(uint256 gameType, uint256 day) returns()
func (puzlocDaily *PuzlocDaily) PackDraw(gameType *big.Int, day *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("draw", gameType, day)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2b8035a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function draw(uint256 gameType, uint256 day) returns()
func (puzlocDaily *PuzlocDaily) TryPackDraw(gameType *big.Int, day *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("draw", gameType, day)
}

// PackFinalise is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x814d36ae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalise(uint256 gameType, uint256 day, address player) returns(uint256 score)
func (puzlocDaily *PuzlocDaily) PackFinalise(gameType *big.Int, day *big.Int, player common.Address) []byte {
	enc, err := puzlocDaily.abi.Pack("finalise", gameType, day, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalise is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x814d36ae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalise(uint256 gameType, uint256 day, address player) returns(uint256 score)
func (puzlocDaily *PuzlocDaily) TryPackFinalise(gameType *big.Int, day *big.Int, player common.Address) ([]byte, error) {
	return puzlocDaily.abi.Pack("finalise", gameType, day, player)
}

// UnpackFinalise is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x814d36ae.
//
// Solidity: function finalise(uint256 gameType, uint256 day, address player) returns(uint256 score)
func (puzlocDaily *PuzlocDaily) UnpackFinalise(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("finalise", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGameTypeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x615cf95f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gameTypeOf(uint256 gameType) view returns((address,address,address,uint256,uint32,uint8,uint8))
func (puzlocDaily *PuzlocDaily) PackGameTypeOf(gameType *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("gameTypeOf", gameType)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGameTypeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x615cf95f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gameTypeOf(uint256 gameType) view returns((address,address,address,uint256,uint32,uint8,uint8))
func (puzlocDaily *PuzlocDaily) TryPackGameTypeOf(gameType *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("gameTypeOf", gameType)
}

// UnpackGameTypeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x615cf95f.
//
// Solidity: function gameTypeOf(uint256 gameType) view returns((address,address,address,uint256,uint32,uint8,uint8))
func (puzlocDaily *PuzlocDaily) UnpackGameTypeOf(data []byte) (PuzlocDailyGameType, error) {
	out, err := puzlocDaily.abi.Unpack("gameTypeOf", data)
	if err != nil {
		return *new(PuzlocDailyGameType), err
	}
	out0 := *abi.ConvertType(out[0], new(PuzlocDailyGameType)).(*PuzlocDailyGameType)
	return out0, nil
}

// PackGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed169c9b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function guess(uint256 gameType, uint256 day, uint256 ciphertext) returns()
func (puzlocDaily *PuzlocDaily) PackGuess(gameType *big.Int, day *big.Int, ciphertext *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("guess", gameType, day, ciphertext)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed169c9b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function guess(uint256 gameType, uint256 day, uint256 ciphertext) returns()
func (puzlocDaily *PuzlocDaily) TryPackGuess(gameType *big.Int, day *big.Int, ciphertext *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("guess", gameType, day, ciphertext)
}

// PackJoin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9215754c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function join(uint256 gameType, uint256 day, uint256 x, uint256 y) returns()
func (puzlocDaily *PuzlocDaily) PackJoin(gameType *big.Int, day *big.Int, x *big.Int, y *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("join", gameType, day, x, y)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJoin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9215754c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function join(uint256 gameType, uint256 day, uint256 x, uint256 y) returns()
func (puzlocDaily *PuzlocDaily) TryPackJoin(gameType *big.Int, day *big.Int, x *big.Int, y *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("join", gameType, day, x, y)
}

// PackOpenDay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3e2396d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openDay(uint256 gameType, uint256 day, uint256 answer_, uint256 seed, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) PackOpenDay(gameType *big.Int, day *big.Int, answer *big.Int, seed *big.Int, proof []byte) []byte {
	enc, err := puzlocDaily.abi.Pack("openDay", gameType, day, answer, seed, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenDay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3e2396d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openDay(uint256 gameType, uint256 day, uint256 answer_, uint256 seed, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) TryPackOpenDay(gameType *big.Int, day *big.Int, answer *big.Int, seed *big.Int, proof []byte) ([]byte, error) {
	return puzlocDaily.abi.Pack("openDay", gameType, day, answer, seed, proof)
}

// PackOpenDue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x917122b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openDue(uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackOpenDue(day *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("openDue", day)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenDue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x917122b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openDue(uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackOpenDue(day *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("openDue", day)
}

// UnpackOpenDue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x917122b9.
//
// Solidity: function openDue(uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackOpenDue(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("openDue", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOpenKeys is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cb49a68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openKeys(uint256 gameType, uint256 day, address[] players, uint256[] keys) returns()
func (puzlocDaily *PuzlocDaily) PackOpenKeys(gameType *big.Int, day *big.Int, players []common.Address, keys []*big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("openKeys", gameType, day, players, keys)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenKeys is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cb49a68.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openKeys(uint256 gameType, uint256 day, address[] players, uint256[] keys) returns()
func (puzlocDaily *PuzlocDaily) TryPackOpenKeys(gameType *big.Int, day *big.Int, players []common.Address, keys []*big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("openKeys", gameType, day, players, keys)
}

// PackPlayEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9763734.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function playEnd(uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackPlayEnd(day *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("playEnd", day)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlayEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9763734.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function playEnd(uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackPlayEnd(day *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("playEnd", day)
}

// UnpackPlayEnd is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf9763734.
//
// Solidity: function playEnd(uint256 day) view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackPlayEnd(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("playEnd", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRefuse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fd5842e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refuse(uint256 gameType, uint256 day, address player, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) PackRefuse(gameType *big.Int, day *big.Int, player common.Address, proof []byte) []byte {
	enc, err := puzlocDaily.abi.Pack("refuse", gameType, day, player, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefuse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fd5842e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refuse(uint256 gameType, uint256 day, address player, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) TryPackRefuse(gameType *big.Int, day *big.Int, player common.Address, proof []byte) ([]byte, error) {
	return puzlocDaily.abi.Pack("refuse", gameType, day, player, proof)
}

// PackRequestDay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31dc8077.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestDay(uint256 gameType, uint256 day) returns()
func (puzlocDaily *PuzlocDaily) PackRequestDay(gameType *big.Int, day *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("requestDay", gameType, day)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestDay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31dc8077.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestDay(uint256 gameType, uint256 day) returns()
func (puzlocDaily *PuzlocDaily) TryPackRequestDay(gameType *big.Int, day *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("requestDay", gameType, day)
}

// PackScoreOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b6e43e7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function scoreOf(uint256 gameType, uint256 attempts, uint256 seconds_, uint256 difficulty) view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackScoreOf(gameType *big.Int, attempts *big.Int, seconds *big.Int, difficulty *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("scoreOf", gameType, attempts, seconds, difficulty)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackScoreOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b6e43e7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function scoreOf(uint256 gameType, uint256 attempts, uint256 seconds_, uint256 difficulty) view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackScoreOf(gameType *big.Int, attempts *big.Int, seconds *big.Int, difficulty *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("scoreOf", gameType, attempts, seconds, difficulty)
}

// UnpackScoreOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b6e43e7.
//
// Solidity: function scoreOf(uint256 gameType, uint256 attempts, uint256 seconds_, uint256 difficulty) view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackScoreOf(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("scoreOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSeatOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bf0f2a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seatOf(uint256 gameType, uint256 day, address player) view returns((uint256,uint256,uint256,uint256,uint40,uint40,uint40,uint32,uint8,bool,bool,bool,uint32))
func (puzlocDaily *PuzlocDaily) PackSeatOf(gameType *big.Int, day *big.Int, player common.Address) []byte {
	enc, err := puzlocDaily.abi.Pack("seatOf", gameType, day, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeatOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bf0f2a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seatOf(uint256 gameType, uint256 day, address player) view returns((uint256,uint256,uint256,uint256,uint40,uint40,uint40,uint32,uint8,bool,bool,bool,uint32))
func (puzlocDaily *PuzlocDaily) TryPackSeatOf(gameType *big.Int, day *big.Int, player common.Address) ([]byte, error) {
	return puzlocDaily.abi.Pack("seatOf", gameType, day, player)
}

// UnpackSeatOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6bf0f2a4.
//
// Solidity: function seatOf(uint256 gameType, uint256 day, address player) view returns((uint256,uint256,uint256,uint256,uint40,uint40,uint40,uint32,uint8,bool,bool,bool,uint32))
func (puzlocDaily *PuzlocDaily) UnpackSeatOf(data []byte) (IPuzlocDailySeat, error) {
	out, err := puzlocDaily.abi.Unpack("seatOf", data)
	if err != nil {
		return *new(IPuzlocDailySeat), err
	}
	out0 := *abi.ConvertType(out[0], new(IPuzlocDailySeat)).(*IPuzlocDailySeat)
	return out0, nil
}

// PuzlocDailyBound represents a Bound event raised by the PuzlocDaily contract.
type PuzlocDailyBound struct {
	DayId   *big.Int
	Player  common.Address
	Binding *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyBoundEventName = "Bound"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyBound) ContractEventName() string {
	return PuzlocDailyBoundEventName
}

// UnpackBoundEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Bound(uint256 indexed dayId, address indexed player, uint256 binding)
func (puzlocDaily *PuzlocDaily) UnpackBoundEvent(log *types.Log) (*PuzlocDailyBound, error) {
	event := "Bound"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyBound)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyDayCommitted represents a DayCommitted event raised by the PuzlocDaily contract.
type PuzlocDailyDayCommitted struct {
	DayId          *big.Int
	SeedCommitment *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyDayCommittedEventName = "DayCommitted"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyDayCommitted) ContractEventName() string {
	return PuzlocDailyDayCommittedEventName
}

// UnpackDayCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DayCommitted(uint256 indexed dayId, uint256 seedCommitment)
func (puzlocDaily *PuzlocDaily) UnpackDayCommittedEvent(log *types.Log) (*PuzlocDailyDayCommitted, error) {
	event := "DayCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyDayCommitted)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyDayOpened represents a DayOpened event raised by the PuzlocDaily contract.
type PuzlocDailyDayOpened struct {
	DayId      *big.Int
	Answer     *big.Int
	Difficulty *big.Int
	Seed       *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyDayOpenedEventName = "DayOpened"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyDayOpened) ContractEventName() string {
	return PuzlocDailyDayOpenedEventName
}

// UnpackDayOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DayOpened(uint256 indexed dayId, uint256 answer, uint256 difficulty, uint256 seed)
func (puzlocDaily *PuzlocDaily) UnpackDayOpenedEvent(log *types.Log) (*PuzlocDailyDayOpened, error) {
	event := "DayOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyDayOpened)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyDayRequested represents a DayRequested event raised by the PuzlocDaily contract.
type PuzlocDailyDayRequested struct {
	DayId    *big.Int
	GameType *big.Int
	Day      *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyDayRequestedEventName = "DayRequested"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyDayRequested) ContractEventName() string {
	return PuzlocDailyDayRequestedEventName
}

// UnpackDayRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DayRequested(uint256 indexed dayId, uint256 gameType, uint256 day)
func (puzlocDaily *PuzlocDaily) UnpackDayRequestedEvent(log *types.Log) (*PuzlocDailyDayRequested, error) {
	event := "DayRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyDayRequested)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyFinalised represents a Finalised event raised by the PuzlocDaily contract.
type PuzlocDailyFinalised struct {
	DayId    *big.Int
	Player   common.Address
	Solved   bool
	Attempts *big.Int
	Thinking *big.Int
	Score    *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyFinalisedEventName = "Finalised"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyFinalised) ContractEventName() string {
	return PuzlocDailyFinalisedEventName
}

// UnpackFinalisedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Finalised(uint256 indexed dayId, address indexed player, bool solved, uint256 attempts, uint256 thinking, uint256 score)
func (puzlocDaily *PuzlocDaily) UnpackFinalisedEvent(log *types.Log) (*PuzlocDailyFinalised, error) {
	event := "Finalised"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyFinalised)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyGuessRefused represents a GuessRefused event raised by the PuzlocDaily contract.
type PuzlocDailyGuessRefused struct {
	DayId  *big.Int
	Player common.Address
	Try    *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyGuessRefusedEventName = "GuessRefused"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyGuessRefused) ContractEventName() string {
	return PuzlocDailyGuessRefusedEventName
}

// UnpackGuessRefusedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GuessRefused(uint256 indexed dayId, address indexed player, uint256 try_)
func (puzlocDaily *PuzlocDaily) UnpackGuessRefusedEvent(log *types.Log) (*PuzlocDailyGuessRefused, error) {
	event := "GuessRefused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyGuessRefused)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyHiddenAnswer represents a HiddenAnswer event raised by the PuzlocDaily contract.
type PuzlocDailyHiddenAnswer struct {
	DayId   *big.Int
	Player  common.Address
	Try     *big.Int
	Colours *big.Int
	Solved  bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyHiddenAnswerEventName = "HiddenAnswer"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyHiddenAnswer) ContractEventName() string {
	return PuzlocDailyHiddenAnswerEventName
}

// UnpackHiddenAnswerEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HiddenAnswer(uint256 indexed dayId, address indexed player, uint256 try_, uint256 colours, bool solved)
func (puzlocDaily *PuzlocDaily) UnpackHiddenAnswerEvent(log *types.Log) (*PuzlocDailyHiddenAnswer, error) {
	event := "HiddenAnswer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyHiddenAnswer)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyHiddenGuess represents a HiddenGuess event raised by the PuzlocDaily contract.
type PuzlocDailyHiddenGuess struct {
	DayId      *big.Int
	Player     common.Address
	Try        *big.Int
	Ciphertext *big.Int
	Thinking   *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyHiddenGuessEventName = "HiddenGuess"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyHiddenGuess) ContractEventName() string {
	return PuzlocDailyHiddenGuessEventName
}

// UnpackHiddenGuessEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HiddenGuess(uint256 indexed dayId, address indexed player, uint256 try_, uint256 ciphertext, uint256 thinking)
func (puzlocDaily *PuzlocDaily) UnpackHiddenGuessEvent(log *types.Log) (*PuzlocDailyHiddenGuess, error) {
	event := "HiddenGuess"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyHiddenGuess)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyHouseDrawn represents a HouseDrawn event raised by the PuzlocDaily contract.
type PuzlocDailyHouseDrawn struct {
	DayId *big.Int
	House common.Address
	Raw   *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyHouseDrawnEventName = "HouseDrawn"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyHouseDrawn) ContractEventName() string {
	return PuzlocDailyHouseDrawnEventName
}

// UnpackHouseDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseDrawn(uint256 indexed dayId, address indexed house)
func (puzlocDaily *PuzlocDaily) UnpackHouseDrawnEvent(log *types.Log) (*PuzlocDailyHouseDrawn, error) {
	event := "HouseDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyHouseDrawn)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyHouseTimedOut represents a HouseTimedOut event raised by the PuzlocDaily contract.
type PuzlocDailyHouseTimedOut struct {
	DayId        *big.Int
	House        common.Address
	Compensation *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyHouseTimedOutEventName = "HouseTimedOut"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyHouseTimedOut) ContractEventName() string {
	return PuzlocDailyHouseTimedOutEventName
}

// UnpackHouseTimedOutEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseTimedOut(uint256 indexed dayId, address indexed house, uint256 compensation)
func (puzlocDaily *PuzlocDaily) UnpackHouseTimedOutEvent(log *types.Log) (*PuzlocDailyHouseTimedOut, error) {
	event := "HouseTimedOut"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyHouseTimedOut)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyJoined represents a Joined event raised by the PuzlocDaily contract.
type PuzlocDailyJoined struct {
	DayId  *big.Int
	Player common.Address
	X      *big.Int
	Y      *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyJoinedEventName = "Joined"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyJoined) ContractEventName() string {
	return PuzlocDailyJoinedEventName
}

// UnpackJoinedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Joined(uint256 indexed dayId, address indexed player, uint256 x, uint256 y)
func (puzlocDaily *PuzlocDaily) UnpackJoinedEvent(log *types.Log) (*PuzlocDailyJoined, error) {
	event := "Joined"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyJoined)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyKeyOpened represents a KeyOpened event raised by the PuzlocDaily contract.
type PuzlocDailyKeyOpened struct {
	DayId    *big.Int
	Player   common.Address
	MatchKey *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyKeyOpenedEventName = "KeyOpened"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyKeyOpened) ContractEventName() string {
	return PuzlocDailyKeyOpenedEventName
}

// UnpackKeyOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event KeyOpened(uint256 indexed dayId, address indexed player, uint256 matchKey)
func (puzlocDaily *PuzlocDaily) UnpackKeyOpenedEvent(log *types.Log) (*PuzlocDailyKeyOpened, error) {
	event := "KeyOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyKeyOpened)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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

// PuzlocDailyRandomnessDrawn represents a RandomnessDrawn event raised by the PuzlocDaily contract.
type PuzlocDailyRandomnessDrawn struct {
	DayId      *big.Int
	Randomness *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyRandomnessDrawnEventName = "RandomnessDrawn"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyRandomnessDrawn) ContractEventName() string {
	return PuzlocDailyRandomnessDrawnEventName
}

// UnpackRandomnessDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RandomnessDrawn(uint256 indexed dayId, uint256 randomness)
func (puzlocDaily *PuzlocDaily) UnpackRandomnessDrawnEvent(log *types.Log) (*PuzlocDailyRandomnessDrawn, error) {
	event := "RandomnessDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyRandomnessDrawn)
	if len(log.Data) > 0 {
		if err := puzlocDaily.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range puzlocDaily.abi.Events[event].Inputs {
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
func (puzlocDaily *PuzlocDaily) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyAlreadyBound"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyAlreadyBoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyAlreadyCommitted"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyAlreadyCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyAlreadyFinalised"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyAlreadyFinalisedError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyAlreadyPlayed"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyAlreadyPlayedError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyBadGameType"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyBadGameTypeError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyBadKey"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyBadKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyBadProof"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyBadProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyBadSettings"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyBadSettingsError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyBadValue"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyBadValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyClosed"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyGuessPending"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyGuessPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyHouseNotLate"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyHouseNotLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyHouseOwes"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyHouseOwesError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyHouseState"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyHouseStateError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyNoGuess"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyNoGuessError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyNoTriesLeft"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyNoTriesLeftError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyNotBound"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyNotBoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyNotCommitted"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyNotCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyNotHouse"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyNotHouseError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyNotOpened"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyNotOpenedError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyNotPlayer"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyNotPlayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyRandomnessPending"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyRandomnessPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["DailyWrongTime"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackDailyWrongTimeError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["HiddenInputsBadField"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackHiddenInputsBadFieldError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PuzlocDailyDailyAlreadyBound represents a DailyAlreadyBound error raised by the PuzlocDaily contract.
type PuzlocDailyDailyAlreadyBound struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyAlreadyBound(uint256 dayId, address player)
func PuzlocDailyDailyAlreadyBoundErrorID() common.Hash {
	return common.HexToHash("0xeb8eb01c8661b2c696a93e9b0a655aa33dc2f4377af1db72579f431686f399e2")
}

// UnpackDailyAlreadyBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyAlreadyBound(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackDailyAlreadyBoundError(raw []byte) (*PuzlocDailyDailyAlreadyBound, error) {
	out := new(PuzlocDailyDailyAlreadyBound)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyAlreadyBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyAlreadyCommitted represents a DailyAlreadyCommitted error raised by the PuzlocDaily contract.
type PuzlocDailyDailyAlreadyCommitted struct {
	DayId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyAlreadyCommitted(uint256 dayId)
func PuzlocDailyDailyAlreadyCommittedErrorID() common.Hash {
	return common.HexToHash("0xa2a97549b3ade6ad7f19db4989d9ceedcf4ee59684c0eb7c0507ac1acbbc8b31")
}

// UnpackDailyAlreadyCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyAlreadyCommitted(uint256 dayId)
func (puzlocDaily *PuzlocDaily) UnpackDailyAlreadyCommittedError(raw []byte) (*PuzlocDailyDailyAlreadyCommitted, error) {
	out := new(PuzlocDailyDailyAlreadyCommitted)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyAlreadyCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyAlreadyFinalised represents a DailyAlreadyFinalised error raised by the PuzlocDaily contract.
type PuzlocDailyDailyAlreadyFinalised struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyAlreadyFinalised(uint256 dayId, address player)
func PuzlocDailyDailyAlreadyFinalisedErrorID() common.Hash {
	return common.HexToHash("0xb81d362f974e87e4bfb2a16c3df6efa6495f126a65da1437acc7513c582ebe9c")
}

// UnpackDailyAlreadyFinalisedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyAlreadyFinalised(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackDailyAlreadyFinalisedError(raw []byte) (*PuzlocDailyDailyAlreadyFinalised, error) {
	out := new(PuzlocDailyDailyAlreadyFinalised)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyAlreadyFinalised", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyAlreadyPlayed represents a DailyAlreadyPlayed error raised by the PuzlocDaily contract.
type PuzlocDailyDailyAlreadyPlayed struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyAlreadyPlayed(uint256 dayId, address player)
func PuzlocDailyDailyAlreadyPlayedErrorID() common.Hash {
	return common.HexToHash("0x4f5806ce599716f43deda96d718165e49c6de8ca52bd798c103b641fe3fedcb3")
}

// UnpackDailyAlreadyPlayedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyAlreadyPlayed(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackDailyAlreadyPlayedError(raw []byte) (*PuzlocDailyDailyAlreadyPlayed, error) {
	out := new(PuzlocDailyDailyAlreadyPlayed)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyAlreadyPlayed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyBadGameType represents a DailyBadGameType error raised by the PuzlocDaily contract.
type PuzlocDailyDailyBadGameType struct {
	GameType *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyBadGameType(uint256 gameType)
func PuzlocDailyDailyBadGameTypeErrorID() common.Hash {
	return common.HexToHash("0x63f21b7d11432dd62c19bc41ad6d6ca25c6542188c84589c4b46503650dffe66")
}

// UnpackDailyBadGameTypeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyBadGameType(uint256 gameType)
func (puzlocDaily *PuzlocDaily) UnpackDailyBadGameTypeError(raw []byte) (*PuzlocDailyDailyBadGameType, error) {
	out := new(PuzlocDailyDailyBadGameType)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyBadGameType", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyBadKey represents a DailyBadKey error raised by the PuzlocDaily contract.
type PuzlocDailyDailyBadKey struct {
	X *big.Int
	Y *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyBadKey(uint256 x, uint256 y)
func PuzlocDailyDailyBadKeyErrorID() common.Hash {
	return common.HexToHash("0xf10119538bbd8a72c084117fd99270e79d9d9fde4c97ef11cfb37f3e534f11ef")
}

// UnpackDailyBadKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyBadKey(uint256 x, uint256 y)
func (puzlocDaily *PuzlocDaily) UnpackDailyBadKeyError(raw []byte) (*PuzlocDailyDailyBadKey, error) {
	out := new(PuzlocDailyDailyBadKey)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyBadKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyBadProof represents a DailyBadProof error raised by the PuzlocDaily contract.
type PuzlocDailyDailyBadProof struct {
	DayId  *big.Int
	Player common.Address
	Kind   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyBadProof(uint256 dayId, address player, uint256 kind)
func PuzlocDailyDailyBadProofErrorID() common.Hash {
	return common.HexToHash("0x8e66936645503167f75dafbf7818524716444b63d4327a551b661dc8ef86ebf8")
}

// UnpackDailyBadProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyBadProof(uint256 dayId, address player, uint256 kind)
func (puzlocDaily *PuzlocDaily) UnpackDailyBadProofError(raw []byte) (*PuzlocDailyDailyBadProof, error) {
	out := new(PuzlocDailyDailyBadProof)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyBadProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyBadSettings represents a DailyBadSettings error raised by the PuzlocDaily contract.
type PuzlocDailyDailyBadSettings struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyBadSettings()
func PuzlocDailyDailyBadSettingsErrorID() common.Hash {
	return common.HexToHash("0x4e4e5ff8a555d6ee5f058fd3d7c49519115ea5db79f013dd3677b683896b874c")
}

// UnpackDailyBadSettingsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyBadSettings()
func (puzlocDaily *PuzlocDaily) UnpackDailyBadSettingsError(raw []byte) (*PuzlocDailyDailyBadSettings, error) {
	out := new(PuzlocDailyDailyBadSettings)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyBadSettings", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyBadValue represents a DailyBadValue error raised by the PuzlocDaily contract.
type PuzlocDailyDailyBadValue struct {
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyBadValue(uint256 value)
func PuzlocDailyDailyBadValueErrorID() common.Hash {
	return common.HexToHash("0x8b3c731fe367fd8cb668d8054b244f2d9b2019447257bf59c3dc5b54f20fc15f")
}

// UnpackDailyBadValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyBadValue(uint256 value)
func (puzlocDaily *PuzlocDaily) UnpackDailyBadValueError(raw []byte) (*PuzlocDailyDailyBadValue, error) {
	out := new(PuzlocDailyDailyBadValue)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyBadValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyClosed represents a DailyClosed error raised by the PuzlocDaily contract.
type PuzlocDailyDailyClosed struct {
	DayId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyClosed(uint256 dayId)
func PuzlocDailyDailyClosedErrorID() common.Hash {
	return common.HexToHash("0x86464231cedcd1bb3ecd078de0efc8d131d42cddd702119093687d0ec95d852d")
}

// UnpackDailyClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyClosed(uint256 dayId)
func (puzlocDaily *PuzlocDaily) UnpackDailyClosedError(raw []byte) (*PuzlocDailyDailyClosed, error) {
	out := new(PuzlocDailyDailyClosed)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyGuessPending represents a DailyGuessPending error raised by the PuzlocDaily contract.
type PuzlocDailyDailyGuessPending struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyGuessPending(uint256 dayId, address player)
func PuzlocDailyDailyGuessPendingErrorID() common.Hash {
	return common.HexToHash("0xfaec1b29fc3bc2b3a076a0ac062823845f1683f4efce5a233517851943134a25")
}

// UnpackDailyGuessPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyGuessPending(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackDailyGuessPendingError(raw []byte) (*PuzlocDailyDailyGuessPending, error) {
	out := new(PuzlocDailyDailyGuessPending)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyGuessPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyHouseNotLate represents a DailyHouseNotLate error raised by the PuzlocDaily contract.
type PuzlocDailyDailyHouseNotLate struct {
	DayId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyHouseNotLate(uint256 dayId)
func PuzlocDailyDailyHouseNotLateErrorID() common.Hash {
	return common.HexToHash("0xe594fb4fdca99b400d3638ffc097a447aa17e7ea8cc4d1ef9df3953094de158d")
}

// UnpackDailyHouseNotLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyHouseNotLate(uint256 dayId)
func (puzlocDaily *PuzlocDaily) UnpackDailyHouseNotLateError(raw []byte) (*PuzlocDailyDailyHouseNotLate, error) {
	out := new(PuzlocDailyDailyHouseNotLate)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyHouseNotLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyHouseOwes represents a DailyHouseOwes error raised by the PuzlocDaily contract.
type PuzlocDailyDailyHouseOwes struct {
	DayId *big.Int
	Owed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyHouseOwes(uint256 dayId, uint256 owed)
func PuzlocDailyDailyHouseOwesErrorID() common.Hash {
	return common.HexToHash("0xe595f1baeb6d3a44ba7d188144bb3db699e933707843b805bb68afbfa357f0b4")
}

// UnpackDailyHouseOwesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyHouseOwes(uint256 dayId, uint256 owed)
func (puzlocDaily *PuzlocDaily) UnpackDailyHouseOwesError(raw []byte) (*PuzlocDailyDailyHouseOwes, error) {
	out := new(PuzlocDailyDailyHouseOwes)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyHouseOwes", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyHouseState represents a DailyHouseState error raised by the PuzlocDaily contract.
type PuzlocDailyDailyHouseState struct {
	DayId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyHouseState(uint256 dayId)
func PuzlocDailyDailyHouseStateErrorID() common.Hash {
	return common.HexToHash("0x176f2274cf8e8d8c05997036bebcd769fb772e3fd2b293a0f717dd28c9a98bb5")
}

// UnpackDailyHouseStateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyHouseState(uint256 dayId)
func (puzlocDaily *PuzlocDaily) UnpackDailyHouseStateError(raw []byte) (*PuzlocDailyDailyHouseState, error) {
	out := new(PuzlocDailyDailyHouseState)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyHouseState", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyNoGuess represents a DailyNoGuess error raised by the PuzlocDaily contract.
type PuzlocDailyDailyNoGuess struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyNoGuess(uint256 dayId, address player)
func PuzlocDailyDailyNoGuessErrorID() common.Hash {
	return common.HexToHash("0x99449955912b6d8483fc803ce8b0e84340ccbbbc490acf64825b1feec51a1a17")
}

// UnpackDailyNoGuessError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyNoGuess(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackDailyNoGuessError(raw []byte) (*PuzlocDailyDailyNoGuess, error) {
	out := new(PuzlocDailyDailyNoGuess)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyNoGuess", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyNoTriesLeft represents a DailyNoTriesLeft error raised by the PuzlocDaily contract.
type PuzlocDailyDailyNoTriesLeft struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyNoTriesLeft(uint256 dayId, address player)
func PuzlocDailyDailyNoTriesLeftErrorID() common.Hash {
	return common.HexToHash("0xb7f05ee7e2980e4549cdcb96f4fe0331de3a9c5463062812d571826439a16889")
}

// UnpackDailyNoTriesLeftError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyNoTriesLeft(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackDailyNoTriesLeftError(raw []byte) (*PuzlocDailyDailyNoTriesLeft, error) {
	out := new(PuzlocDailyDailyNoTriesLeft)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyNoTriesLeft", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyNotBound represents a DailyNotBound error raised by the PuzlocDaily contract.
type PuzlocDailyDailyNotBound struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyNotBound(uint256 dayId, address player)
func PuzlocDailyDailyNotBoundErrorID() common.Hash {
	return common.HexToHash("0xf009be80b32dac809ef5ddd45a06323488e82b0818e324419a2a699717d27f27")
}

// UnpackDailyNotBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyNotBound(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackDailyNotBoundError(raw []byte) (*PuzlocDailyDailyNotBound, error) {
	out := new(PuzlocDailyDailyNotBound)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyNotBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyNotCommitted represents a DailyNotCommitted error raised by the PuzlocDaily contract.
type PuzlocDailyDailyNotCommitted struct {
	DayId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyNotCommitted(uint256 dayId)
func PuzlocDailyDailyNotCommittedErrorID() common.Hash {
	return common.HexToHash("0x875c174979e8aba6d975e0f3d166d2ec05a684a15d514ca0b4bcdae2a0943727")
}

// UnpackDailyNotCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyNotCommitted(uint256 dayId)
func (puzlocDaily *PuzlocDaily) UnpackDailyNotCommittedError(raw []byte) (*PuzlocDailyDailyNotCommitted, error) {
	out := new(PuzlocDailyDailyNotCommitted)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyNotCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyNotHouse represents a DailyNotHouse error raised by the PuzlocDaily contract.
type PuzlocDailyDailyNotHouse struct {
	DayId  *big.Int
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyNotHouse(uint256 dayId, address caller)
func PuzlocDailyDailyNotHouseErrorID() common.Hash {
	return common.HexToHash("0x8be0e812360c014efd4d8e42e5223d13d927aba6f96a60f113df4344e0f07bca")
}

// UnpackDailyNotHouseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyNotHouse(uint256 dayId, address caller)
func (puzlocDaily *PuzlocDaily) UnpackDailyNotHouseError(raw []byte) (*PuzlocDailyDailyNotHouse, error) {
	out := new(PuzlocDailyDailyNotHouse)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyNotHouse", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyNotOpened represents a DailyNotOpened error raised by the PuzlocDaily contract.
type PuzlocDailyDailyNotOpened struct {
	DayId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyNotOpened(uint256 dayId)
func PuzlocDailyDailyNotOpenedErrorID() common.Hash {
	return common.HexToHash("0x1ba6621f040d890dc4a6d2db5c1e22ec783eba6ee5dd3a4b25c606213aead0a1")
}

// UnpackDailyNotOpenedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyNotOpened(uint256 dayId)
func (puzlocDaily *PuzlocDaily) UnpackDailyNotOpenedError(raw []byte) (*PuzlocDailyDailyNotOpened, error) {
	out := new(PuzlocDailyDailyNotOpened)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyNotOpened", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyNotPlayer represents a DailyNotPlayer error raised by the PuzlocDaily contract.
type PuzlocDailyDailyNotPlayer struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyNotPlayer(uint256 dayId, address player)
func PuzlocDailyDailyNotPlayerErrorID() common.Hash {
	return common.HexToHash("0x2554fcaf190e1217dddbd1b553b5faf534b27ef4c1e63cb098875a0a2843327a")
}

// UnpackDailyNotPlayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyNotPlayer(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackDailyNotPlayerError(raw []byte) (*PuzlocDailyDailyNotPlayer, error) {
	out := new(PuzlocDailyDailyNotPlayer)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyNotPlayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyRandomnessPending represents a DailyRandomnessPending error raised by the PuzlocDaily contract.
type PuzlocDailyDailyRandomnessPending struct {
	DayId     *big.Int
	DrawBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyRandomnessPending(uint256 dayId, uint256 drawBlock)
func PuzlocDailyDailyRandomnessPendingErrorID() common.Hash {
	return common.HexToHash("0xcea4782f5a1222252b2327b509a4ea0a7ef4a05520f143c6c4b89fbb0af5c05a")
}

// UnpackDailyRandomnessPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyRandomnessPending(uint256 dayId, uint256 drawBlock)
func (puzlocDaily *PuzlocDaily) UnpackDailyRandomnessPendingError(raw []byte) (*PuzlocDailyDailyRandomnessPending, error) {
	out := new(PuzlocDailyDailyRandomnessPending)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyRandomnessPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyDailyWrongTime represents a DailyWrongTime error raised by the PuzlocDaily contract.
type PuzlocDailyDailyWrongTime struct {
	DayId *big.Int
	From  *big.Int
	Until *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DailyWrongTime(uint256 dayId, uint256 from, uint256 until)
func PuzlocDailyDailyWrongTimeErrorID() common.Hash {
	return common.HexToHash("0x0a9de3920264c67be0e3a80c21152ac738bab4cac8d4762917a4652309ebc778")
}

// UnpackDailyWrongTimeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DailyWrongTime(uint256 dayId, uint256 from, uint256 until)
func (puzlocDaily *PuzlocDaily) UnpackDailyWrongTimeError(raw []byte) (*PuzlocDailyDailyWrongTime, error) {
	out := new(PuzlocDailyDailyWrongTime)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "DailyWrongTime", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyHiddenInputsBadField represents a HiddenInputsBadField error raised by the PuzlocDaily contract.
type PuzlocDailyHiddenInputsBadField struct {
	Field *big.Int
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HiddenInputsBadField(uint256 field, uint256 value)
func PuzlocDailyHiddenInputsBadFieldErrorID() common.Hash {
	return common.HexToHash("0x8f69833a63ad078b40f75827a0a32b98d25f7a4cc57f26fc90d178ca0ea8e1cc")
}

// UnpackHiddenInputsBadFieldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HiddenInputsBadField(uint256 field, uint256 value)
func (puzlocDaily *PuzlocDaily) UnpackHiddenInputsBadFieldError(raw []byte) (*PuzlocDailyHiddenInputsBadField, error) {
	out := new(PuzlocDailyHiddenInputsBadField)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "HiddenInputsBadField", raw); err != nil {
		return nil, err
	}
	return out, nil
}
