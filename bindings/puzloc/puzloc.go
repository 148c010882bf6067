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

// PhraseLockRulesGame is an auto generated low-level Go binding around an user-defined struct.
type PhraseLockRulesGame struct {
	Lives        int8
	Status       uint8
	Moves        uint8
	CategoryHint bool
	LengthHint   bool
}

// PuzlocDailyConfig is an auto generated low-level Go binding around an user-defined struct.
type PuzlocDailyConfig struct {
	Registry       common.Address
	KeyVerifier    common.Address
	GameTypes      []PuzlocDailyGameType
	CommitLead     *big.Int
	Grace          *big.Int
	Window         *big.Int
	Compensation   *big.Int
	PhraseVerifier common.Address
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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structPuzlocDaily.Config\",\"components\":[{\"name\":\"registry\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"},{\"name\":\"keyVerifier\",\"type\":\"address\",\"internalType\":\"contractIKeyVerifier\"},{\"name\":\"gameTypes\",\"type\":\"tuple[]\",\"internalType\":\"structPuzlocDaily.GameType[]\",\"components\":[{\"name\":\"answerVerifier\",\"type\":\"address\",\"internalType\":\"contractIHiddenAnswerVerifier\"},{\"name\":\"refuseVerifier\",\"type\":\"address\",\"internalType\":\"contractIRefuseVerifier\"},{\"name\":\"openVerifier\",\"type\":\"address\",\"internalType\":\"contractIAnswerVerifier\"},{\"name\":\"answersRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answersCount\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"length\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tries\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"name\":\"commitLead\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"grace\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"compensation\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"phraseVerifier\",\"type\":\"address\",\"internalType\":\"contractIPhraseLockVerifier\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"COMMIT_LEAD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"COMPENSATION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"GAME_TYPES\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"GRACE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"KEY_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIKeyVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"NUMLOCK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PHRASELOCK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PHRASE_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIPhraseLockVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REGISTRY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answer\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"accNew\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"solved\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"assignDay\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"bind\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"binding\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimHouseTimeout\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"victims\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitDay\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitDue\",\"inputs\":[{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"contextOf\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"dayIdOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"dayOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIPuzlocDaily.Day\",\"components\":[{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"drawBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"drawn\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"opened\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"closed\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"void_\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"randomness\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"answer\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"difficulty\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"difficultyOf\",\"inputs\":[{\"name\":\"packed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"draw\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"finalise\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"score\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"gameTypeOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structPuzlocDaily.GameType\",\"components\":[{\"name\":\"answerVerifier\",\"type\":\"address\",\"internalType\":\"contractIHiddenAnswerVerifier\"},{\"name\":\"refuseVerifier\",\"type\":\"address\",\"internalType\":\"contractIRefuseVerifier\"},{\"name\":\"openVerifier\",\"type\":\"address\",\"internalType\":\"contractIAnswerVerifier\"},{\"name\":\"answersRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answersCount\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"length\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tries\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"guess\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ciphertext\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"join\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"openDay\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answer_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"openDue\",\"inputs\":[{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"openKeys\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"players\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"keys\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"phraseAnswer\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"accNew\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reply\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"hit\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"refused\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"solved\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"phraseAttempt\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"game\",\"type\":\"tuple\",\"internalType\":\"structPhraseLockRules.Game\",\"components\":[{\"name\":\"lives\",\"type\":\"int8\",\"internalType\":\"int8\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"moves\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"categoryHint\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"lengthHint\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"name\":\"thinking\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"phraseFacts\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"opened\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"length\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"category\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"difficulty\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"phraseMove\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"kind\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"ciphertext\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"phraseOpen\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"category\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"difficulty\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"phrasePendingSince\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"phraseScore\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"playEnd\",\"inputs\":[{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"refuse\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requestDay\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"scoreOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"attempts\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seconds_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"difficulty\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"seatOf\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIPuzlocDaily.Seat\",\"components\":[{\"name\":\"playerY\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"binding\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"acc\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ct\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"joinedAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"readyAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"guessedAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"thinking\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"tries\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"solved\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"finalised\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"score\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"Bound\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"binding\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DayCommitted\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seedCommitment\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DayOpened\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"answer\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"difficulty\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DayRequested\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"gameType\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"day\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Finalised\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"solved\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"attempts\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"thinking\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"score\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GuessRefused\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HiddenAnswer\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"solved\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HiddenGuess\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"try_\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"ciphertext\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"thinking\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseDrawn\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseTimedOut\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"compensation\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Joined\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"x\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"KeyOpened\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"matchKey\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PhraseAnswer\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"move\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reply\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"hit\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"refused\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"solved\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"lives\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PhraseMove\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"move\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"kind\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"ciphertext\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PhraseOpened\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"length\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"category\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"difficulty\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RandomnessDrawn\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"randomness\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"DailyAlreadyBound\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyAlreadyCommitted\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyAlreadyFinalised\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyAlreadyPlayed\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyBadGameType\",\"inputs\":[{\"name\":\"gameType\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyBadKey\",\"inputs\":[{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyBadProof\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"kind\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyBadSettings\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"DailyBadValue\",\"inputs\":[{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyClosed\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyGuessPending\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyHouseNotLate\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyHouseOwes\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyHouseState\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyNoGuess\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyNoTriesLeft\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyNotBound\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyNotCommitted\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyNotHouse\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyNotOpened\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyNotPlayer\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"DailyRandomnessPending\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"drawBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DailyWrongTime\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"from\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"until\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"HiddenInputsBadField\",\"inputs\":[{\"name\":\"field\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PhraseLockBadCiphertext\",\"inputs\":[{\"name\":\"kind\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PhraseLockBadField\",\"inputs\":[{\"name\":\"field\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PhraseLockBadKind\",\"inputs\":[{\"name\":\"kind\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PhraseLockBadProof\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PhraseLockHintUsed\",\"inputs\":[{\"name\":\"kind\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PhraseLockNotBound\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PhraseLockNotEnoughLives\",\"inputs\":[{\"name\":\"lives\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"cost\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PhraseLockOpened\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"opened\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"type\":\"error\",\"name\":\"PhraseLockOver\",\"inputs\":[{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"moves\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PhraseLockPending\",\"inputs\":[{\"name\":\"dayId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"}]}]",
	ID:  "PuzlocDaily",
	Bin: "0x610180604052348015610010575f5ffd5b50604051615ecd380380615ecd83398101604081905261002f916105c8565b60408101515181516001600160a01b03161580610057575060208201516001600160a01b0316155b80610060575080155b8061006c575061010081115b8061007957506060820151155b8061008a575062093a808260600151115b8061009b5750620151808260800151115b806100a8575060a0820151155b806100b95750620151808260a00151115b156100d7576040516309c9cbff60e31b815260040160405180910390fd5b5f5b8181101561039c575f836040015182815181106100f8576100f861068e565b60200260200101519050600160ff16820361021c5760e08401516001600160a01b0316158061012f5750608081015163ffffffff16155b806101455750614000816080015163ffffffff16115b15610163576040516309c9cbff60e31b815260040160405180910390fd5b5f82815260026020818152604092839020845181546001600160a01b03199081166001600160a01b03928316178355928601516001830180548516918316919091179055938501519281018054909216929093169190911790556060820151600382015560808201516004909101805460a084015160c09094015163ffffffff90931664ffffffffff199091161764010000000060ff948516021760ff60281b1916650100000000009390921692909202179055610394565b80516001600160a01b0316158061023e575060208101516001600160a01b0316155b80610254575060408101516001600160a01b0316155b806102675750608081015163ffffffff16155b8061027d5750612000816080015163ffffffff16115b8061028d575060a081015160ff16155b8061029f575060068160a0015160ff16115b806102af575060c081015160ff16155b806102c15750600f8160c0015160ff16115b156102df576040516309c9cbff60e31b815260040160405180910390fd5b5f82815260026020818152604092839020845181546001600160a01b03199081166001600160a01b03928316178355928601516001830180548516918316919091179055938501519281018054909216929093169190911790556060820151600382015560808201516004909101805460a084015160c09094015163ffffffff90931664ffffffffff199091161764010000000060ff948516021760ff60281b19166501000000000093909216929092021790555b6001016100d9565b5081516001600160a01b0390811660809081526020840151821660a0908152606085015160c09081529185015160e0908152908501516101005290840151610120526101409290925291015116610160526106a2565b634e487b7160e01b5f52604160045260245ffd5b60405160e081016001600160401b0381118282101715610428576104286103f2565b60405290565b60405161010081016001600160401b0381118282101715610428576104286103f2565b604051601f8201601f191681016001600160401b0381118282101715610479576104796103f2565b604052919050565b6001600160a01b0381168114610495575f5ffd5b50565b80516104a381610481565b919050565b805160ff811681146104a3575f5ffd5b5f82601f8301126104c7575f5ffd5b81516001600160401b038111156104e0576104e06103f2565b6104ef60208260051b01610451565b80828252602082019150602060e08402860101925085831115610510575f5ffd5b602085015b838110156105be5760e0818803121561052c575f5ffd5b610534610406565b815161053f81610481565b8152602082015161054f81610481565b6020820152604082015161056281610481565b604082015260608281015190820152608082015163ffffffff81168114610587575f5ffd5b608082015261059860a083016104a8565b60a08201526105a960c083016104a8565b60c0820152835260209092019160e001610515565b5095945050505050565b5f602082840312156105d8575f5ffd5b81516001600160401b038111156105ed575f5ffd5b820161010081850312156105ff575f5ffd5b61060761042e565b61061082610498565b815261061e60208301610498565b602082015260408201516001600160401b0381111561063b575f5ffd5b610647868285016104b8565b604083015250606082810151908201526080808301519082015260a0808301519082015260c0808301519082015261068160e08301610498565b60e0820152949350505050565b634e487b7160e01b5f52603260045260245ffd5b60805160a05160c05160e0516101005161012051610140516101605161572f61079e5f395f818161082001526139dc01525f81816105430152818161121b01528181611856015261197b01525f818161032b015261153b01525f81816106a3015281816114440152818161149a015281816114fc015281816125e701528181612a5101528181612bf40152818161369b0152818161380a0152613eae01525f8181610360015261354c01525f818161059d0152612e5a01525f818161076c01526142b601525f81816102e701528181610fe90152818161162c0152818161278201528181612da801528181612f3a01526141bc015261572f5ff3fe608060405234801561000f575f5ffd5b50600436106102b6575f3560e01c80637ff024a911610171578063b3e2396d116100d2578063d2b8035a11610088578063e78fd9a01161006e578063e78fd9a01461081b578063ed169c9b14610842578063f976373414610855575f5ffd5b8063d2b8035a14610801578063db79371d14610814575f5ffd5b8063c98a041d116100b8578063c98a041d14610767578063d104ae901461078e578063d19aca07146107a1575f5ffd5b8063b3e2396d14610741578063c12d622114610754575f5ffd5b80639215754c11610127578063a53e54121161010d578063a53e54121461069e578063a9bf7194146106c5578063b13362981461072e575f5ffd5b80639215754c14610678578063927180ef1461068b575f5ffd5b8063853ed0e911610157578063853ed0e91461063f57806386352b8a14610652578063917122b914610665575f5ffd5b80637ff024a914610612578063814d36ae1461062c575f5ffd5b80633741e9a31161021b578063565b2378116101d15780635b6e43e7116101b75780635b6e43e7146105bf578063615cf95f146105d25780636bf0f2a4146105f2575f5ffd5b8063565b23781461057857806357676de314610598575f5ffd5b80633b38f012116102015780633b38f0121461052b5780633d2819ab1461053e5780635347b33014610565575f5ffd5b80633741e9a3146105055780633b32b0cf14610518575f5ffd5b80631cb49a68116102705780631fd5842e116102565780631fd5842e146103a857806331dc8077146103bb57806333f0d808146103ce575f5ffd5b80631cb49a68146103825780631e76ac5514610395575f5ffd5b806306433b1b116102a057806306433b1b146102e25780630c75210914610326578063137d29d91461035b575f5ffd5b8062748d8a146102ba578063041738fa146102cf575b5f5ffd5b6102cd6102c8366004614a3b565b610868565b005b6102cd6102dd366004614ac4565b610a3f565b6103097f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020015b60405180910390f35b61034d7f000000000000000000000000000000000000000000000000000000000000000081565b60405190815260200161031d565b61034d7f000000000000000000000000000000000000000000000000000000000000000081565b6102cd610390366004614b7c565b610c57565b61034d6103a3366004614bfe565b610dbf565b6102cd6103b6366004614c1e565b610e25565b6102cd6103c9366004614bfe565b610f8d565b6104a66103dc366004614c83565b6040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152505f828152602081815260408083206001600160a01b038516845282528083206003810154825160a0810184526002909201549485900b825261010080860460ff90811695840195909552620100008604851693830193909352630100000085048416151560608301526401000000009094048316151560808201529263ffffffff6d010000000000000000000000000082041692919004169250925092565b60405161031d939291905f60e08201905084515f0b825260ff602086015116602083015260ff60408601511660408301526060850151151560608301526080850151151560808301528360a083015282151560c0830152949350505050565b61034d610513366004614c83565b61108c565b6102cd610526366004614cb1565b6110ea565b61034d610539366004614bfe565b611218565b61034d7f000000000000000000000000000000000000000000000000000000000000000081565b6102cd610573366004614cda565b61128d565b61058b610586366004614bfe565b6116ef565b60405161031d9190614d29565b61034d7f000000000000000000000000000000000000000000000000000000000000000081565b61034d6105cd366004614e0d565b61184a565b6105e56105e0366004614e3c565b611941565b60405161031d9190614e53565b610605610600366004614ed7565b611a41565b60405161031d9190614f0d565b61061a600181565b60405160ff909116815260200161031d565b61034d61063a366004614ed7565b611be2565b6102cd61064d36600461500c565b611f59565b6102cd610660366004615046565b61231b565b61034d610673366004614e3c565b6125e1565b6102cd610686366004614e0d565b612620565b61034d610699366004614c83565b6128ce565b61034d7f000000000000000000000000000000000000000000000000000000000000000081565b6107036106d3366004614e3c565b60016020525f908152604090205460ff808216916101008104821691620100008204811691630100000090041684565b60408051941515855260ff93841660208601529183169184019190915216606082015260800161031d565b6102cd61073c3660046150ed565b6129c1565b6102cd61074f366004615149565b612ba2565b61034d610762366004614e3c565b612e57565b6103097f000000000000000000000000000000000000000000000000000000000000000081565b61030961079c366004614bfe565b612e90565b61034d6107af366004614c83565b6040805146602080830191909152308284015260608201949094525f60808201526001600160a01b039290921660a0808401919091528151808403909101815260c09092019052805191012060081c90565b6102cd61080f366004614bfe565b61302c565b61061a5f81565b6103097f000000000000000000000000000000000000000000000000000000000000000081565b6102cd610850366004614cb1565b61322d565b61034d610863366004614e3c565b613549565b5f6108738989613583565b90505f61087f826135b2565b90505f61088d83838b61361b565b90505f60025f8d81526020019081526020015f2090505f8260040160139054906101000a900460ff1660ff1690505f61091f84600201548c86600301548d5f878f8a6004015f9054906101000a900463ffffffff1663ffffffff168d6001015f9054906101000a90046fffffffffffffffffffffffffffffffff166fffffffffffffffffffffffffffffffff166136d5565b83546040517f2be688d40000000000000000000000000000000000000000000000000000000081529192506001600160a01b031690632be688d49061096c908b908b9086906004016151b9565b5f6040518083038186803b158015610982575f5ffd5b505afa925050508015610993575060015b6109ce5760405163473349b360e11b8152600481018790526001600160a01b038d166024820152600260448201526064015b60405180910390fd5b600284018b90556109e18685848c61371d565b60408051838152602081018c90528a15158183015290516001600160a01b038e169188917ff8226a0f446a967e07f7afd0c9c47195decc3dc03f761933649e36edd1915e2e9181900360600190a35050505050505050505050505050565b610a4a8760016137d3565b5f878152600160205260409020805460ff1615610a84576040516389c6981760e01b815260048101899052600160248201526044016109c5565b5f888152602081815260408083206001600160a01b038b1684529091529020600381015462010000900460ff16610af9576040517f70888005000000000000000000000000000000000000000000000000000000008152600481018a90526001600160a01b03891660248201526044016109c5565b60028101545f90610b1f908b9062010000900460ff16610b1a8b8b8b613869565b613909565b9050610b408a8a610b39855f0154865f01545f5f8861397a565b88886139ac565b60405180608001604052806001151581526020018960ff1681526020018860ff1681526020018760ff1681525060015f8c81526020019081526020015f205f820151815f015f6101000a81548160ff0219169083151502179055506020820151815f0160016101000a81548160ff021916908360ff1602179055506040820151815f0160026101000a81548160ff021916908360ff1602179055506060820151815f0160036101000a81548160ff021916908360ff160217905550905050897f48eda1714d4a54dd8be15822bdb8eefe6942f08dff894500f9b4be2f477d7fe3898989604051610c43939291909283526020830191909152604082015260600190565b60405180910390a250505050505050505050565b5f610c628787611218565b90505f610c6e826135b2565b8054909150600160e81b900460ff16610cb6576040517f1ba6621f000000000000000000000000000000000000000000000000000000008152600481018390526024016109c5565b848314610cef576040517f4e4e5ff800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b85811015610db457610d2983888884818110610d0f57610d0f6151ff565b9050602002016020810190610d249190615213565b613a8b565b50868682818110610d3c57610d3c6151ff565b9050602002016020810190610d519190615213565b6001600160a01b0316837f9927d72ee47f8416b8c4a3ee12fd3a092ce214186151344b6dcd6a6caef057be878785818110610d8e57610d8e6151ff565b90506020020135604051610da491815260200190565b60405180910390a3600101610cf1565b505050505050505050565b5f5f5f5f5b84811015610e08575f610dd8826005615242565b87901c601f166001901b90508084165f14610dfb5782610df781615259565b9350505b9290921791600101610dc4565b5060018111610e175780610e1a565b60025b925050505b92915050565b5f610e308686613583565b90505f610e3c826135b2565b90505f610e4a83838861361b565b600481015460018201546003830154929350600160981b90910460ff16915f91610e779183858180613af9565b5f8b815260026020526040908190206001015490517ff219ed6f0000000000000000000000000000000000000000000000000000000081529192506001600160a01b03169063f219ed6f90610ed4908a908a908690600401615271565b5f6040518083038186803b158015610eea575f5ffd5b505afa925050508015610efb575060015b610f315760405163473349b360e11b8152600481018690526001600160a01b0389166024820152600360448201526064016109c5565b610f3d8584845f61371d565b876001600160a01b0316857f6404ff566eaa9185a4db38cb9e94ec4b705b7c255a88879f68b9a996fef56e2284604051610f7991815260200190565b60405180910390a350505050505050505050565b5f610f988383611218565b9050610fac81610fa784612e57565b613be1565b604080515f815260208101918290527f4b5907ff000000000000000000000000000000000000000000000000000000009091526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634b5907ff9061101f908490602481016152c0565b5f604051808303815f87803b158015611036575f5ffd5b505af1158015611048573d5f5f3e3d5ffd5b505060408051868152602081018690528493507f62e3ec85c0a8a8685050091a226e8d1c97398be3ec9f74a20eb3f58720b79d5f92500160405180910390a2505050565b5f828152602081815260408083206001600160a01b038516845290915281206003810154610100900460ff166110c2575f6110db565b600381015468010000000000000000900464ffffffffff165b64ffffffffff16949350505050565b5f6110f58484611218565b90505f611101826135b2565b905061111082610fa786612e57565b60028101541561114f576040517fa2a97549000000000000000000000000000000000000000000000000000000008152600481018390526024016109c5565b82158061117c57507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018310155b1561119d57604051638b3c731f60e01b8152600481018490526024016109c5565b6002810183905580547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16600160a01b4367ffffffffffffffff160217815560405183815282907f4949ffc9b6238684e735fd09584e0b473f841880c30e00a5475c853b1b42f79b9060200160405180910390a25050505050565b5f7f0000000000000000000000000000000000000000000000000000000000000000831061125c576040516363f21b7d60e01b8152600481018490526024016109c5565b65010000000000821061128557604051638b3c731f60e01b8152600481018390526024016109c5565b5060081b1790565b5f6112988585611218565b5f8181526003602052604090208054919250906001600160a01b0316806112ee576040517f176f2274000000000000000000000000000000000000000000000000000000008152600481018490526024016109c5565b8154600160f01b900460ff1615611334576040517f86464231000000000000000000000000000000000000000000000000000000008152600481018490526024016109c5565b5f82600201545f148015611350575061134c87612e57565b4210155b80611362575061135f876125e1565b42115b90505f8567ffffffffffffffff81111561137e5761137e6152ac565b6040519080825280602002602001820160405280156113a7578160200160208202803683370190505b5090505f5b86811015611581575f6113cb878a8a85818110610d0f57610d0f6151ff565b5f88815260208190526040812091925090818b8b868181106113ef576113ef6151ff565b90506020020160208101906114049190615213565b6001600160a01b03166001600160a01b031681526020019081526020015f20905084806114735750600182015415801561147357506004820154611470907f00000000000000000000000000000000000000000000000000000000000000009064ffffffffff16615316565b42115b806114d757506004820154600160a01b900460ff1680156114d7575060048201546114d4907f0000000000000000000000000000000000000000000000000000000000000000906a0100000000000000000000900464ffffffffff16615316565b42115b8061153757506003810154610100900460ff16801561153757506003810154611534907f00000000000000000000000000000000000000000000000000000000000000009068010000000000000000900464ffffffffff16615316565b42115b94507f000000000000000000000000000000000000000000000000000000000000000084848151811061156c5761156c6151ff565b602090810291909101015250506001016113ac565b50816115bc576040517fe594fb4f000000000000000000000000000000000000000000000000000000008152600481018690526024016109c5565b83547dffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167f01010000000000000000000000000000000000000000000000000000000000001784556040517fe7326cfb0000000000000000000000000000000000000000000000000000000081525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e7326cfb906116719087908a908d908d908990600401615329565b6020604051808303815f875af115801561168d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116b191906153ca565b9050836001600160a01b0316867f404ad95ff8743f061091fd1159fc6bfad15261414320b10a1c67a5189464514c83604051610f7991815260200190565b60408051610140810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081019190915260035f61174c8585611218565b815260208082019290925260409081015f2081516101408101835281546001600160a01b038116825267ffffffffffffffff600160a01b820481169583019590955260ff600160e01b82048116151594830194909452600160e81b8104841615156060830152600160f01b81048416151560808301527f010000000000000000000000000000000000000000000000000000000000000090048316151560a082015260018201546fffffffffffffffffffffffffffffffff811660c0830152700100000000000000000000000000000000810490941660e0820152600160c01b90930490911661010083015260020154610120820152905092915050565b5f8415158061187957507f00000000000000000000000000000000000000000000000000000000000000008510155b1561189a576040516363f21b7d60e01b8152600481018690526024016109c5565b8315806118a75750600282115b156118c857604051638b3c731f60e01b8152600481018590526024016109c5565b5f60026118d58482615316565b6118e1906103e8615242565b6118eb91906153e1565b90505f6118f9856005615242565b611904600188615400565b61190f906064615242565b6119199190615316565b9050818110156119325761192d8183615400565b611934565b5f5b925050505b949350505050565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c08101919091527f000000000000000000000000000000000000000000000000000000000000000082106119bc576040516363f21b7d60e01b8152600481018390526024016109c5565b505f90815260026020818152604092839020835160e08101855281546001600160a01b039081168252600183015481169382019390935292810154909116928201929092526003820154606082015260049091015463ffffffff8116608083015260ff6401000000008204811660a0840152650100000000009091041660c082015290565b604080516101a0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081019190915260045f611ab68686611218565b815260208082019290925260409081015f9081206001600160a01b0386168252835281902081516101a08101835281548152600182015493810193909352600281015491830191909152600381015460608301526004015464ffffffffff8082166080840152650100000000008204811660a08401526a010000000000000000000082041660c083015263ffffffff6f010000000000000000000000000000008204811660e084015260ff600160981b83048116610100850152600160a01b830481161515610120850152600160a81b8304811615156101408501527601000000000000000000000000000000000000000000008304161515610160840152770100000000000000000000000000000000000000000000009091041661018082015290505b9392505050565b5f5f611bee8585611218565b5f818152600360205260409020805491925090600160e81b900460ff16611c44576040517f1ba6621f000000000000000000000000000000000000000000000000000000008152600481018390526024016109c5565b5f611c4f8386613a8b565b6004810154909150760100000000000000000000000000000000000000000000900460ff1615611cbd576040517fb81d362f000000000000000000000000000000000000000000000000000000008152600481018490526001600160a01b03861660248201526044016109c5565b6004810180547fffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffff167601000000000000000000000000000000000000000000001790555f198701611e24575f838152602081815260408083206001600160a01b038916845290915290206002810154610100900460ff166001148015611d4a57611d4785886128ce565b95505b6004830180547fffffffffff00000000ffffffffffffffffffffffffffffffffffffffffffffff167701000000000000000000000000000000000000000000000063ffffffff8981169190910291909117909155600283015460038401546040805185151581526201000090930460ff1660208401526d0100000000000000000000000000909104909216818301526060810188905290516001600160a01b0389169187917f2e96732ff77a29775a6609b0b3fde36100a1b3d257383d4953b7a03872050622916080908290030190a35050505050611bdb565b6004810154600160a81b900460ff1615611e7f5760048101546001830154611e7c91899160ff600160981b830481169263ffffffff6f010000000000000000000000000000009091041691600160c01b90041661184a565b93505b60048101805463ffffffff86811677010000000000000000000000000000000000000000000000027fffffffffff00000000ffffffffffffffffffffffffffffffffffffffffffffff90921691909117918290556040805160ff600160a81b8504811615158252600160981b85041660208201526f0100000000000000000000000000000090930490911690820152606081018590526001600160a01b0386169084907f2e96732ff77a29775a6609b0b3fde36100a1b3d257383d4953b7a038720506229060800160405180910390a35050509392505050565b611f63835f6137d3565b5f838152602081815260408083203384529091529020600381015462010000900460ff16612147575f611f968533613c2e565b9050805f03611fda576040517f70888005000000000000000000000000000000000000000000000000000000008152600481018690523360248201526044016109c5565b6003820180547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ffff166201000017905580825561203d6040805160a0810182525f60208201819052918101829052606081018290526080810191909152600a815290565b805160028401805460208401516040850151606086015160809096015160ff95861661ffff199094169390931761010092861692909202919091177fffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000ffff166201000094909116939093027fffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ffffff169290921763010000009315158402177fffffffffffffffffffffffffffffffffffffffffffffffffffffff00ffffffff16640100000000921515929092029190911790556003830180547fffffffffffffffffffffffffffffffffffffffffffffffff0000000000ffffff164264ffffffffff16909202919091179055505b6003810154610100900460ff161561219b576040517f2d4385c800000000000000000000000000000000000000000000000000000000815260048101859052336024820152600160448201526064016109c5565b6040805160a08101825260028301545f81900b825260ff610100820481166020840152620100008204811693830193909352630100000081048316151560608301526401000000009004909116151560808201526121fa908484613c83565b6003810180546001830184905561010061ffff1990911660ff861617177fffffffffffffffffffffffffffffffffffffff0000000000ffffffffffffffff16680100000000000000004264ffffffffff81811692909202929092179283905561226b92630100000090041690615400565b600382018054600d906122969084906d0100000000000000000000000000900463ffffffff16615413565b92506101000a81548163ffffffff021916908363ffffffff1602179055506122c18433600142613e46565b6002810154604080516201000090920460ff9081168352851660208301528101839052339085907fa5debd67874b4a475ce752deedac7bd8075fa0d5f10497bd1fe3e2701193a2279060600160405180910390a350505050565b61232489613eec565b5f898152602081815260408083206001600160a01b038c16845290915290206003810154610100900460ff1661239e576040517f2d4385c8000000000000000000000000000000000000000000000000000000008152600481018b90526001600160a01b038a1660248201525f60448201526064016109c5565b60038101546123c5908b908b905f9068010000000000000000900464ffffffffff16613e46565b6040805160a08101825260028301545f81810b835260ff610100830481166020850152620100008304811694840185905263010000008304811615156060850152640100000000909204821615156080840152600385015492939092612431928f9291168b8b8b613f01565b905061244c8c8c610b39865f01548e88600101548f8861397a565b6040820151600384015460ff9182169161246b918591168b8b8b613f7e565b82846002015f820151815f015f6101000a81548160ff02191690835f0b60ff1602179055506020820151815f0160016101000a81548160ff021916908360ff1602179055506040820151815f0160026101000a81548160ff021916908360ff1602179055506060820151815f0160036101000a81548160ff0219169083151502179055506080820151815f0160046101000a81548160ff0219169083151502179055509050508a845f01819055505f8460030160016101000a81548160ff021916908315150217905550428460030160036101000a81548164ffffffffff021916908364ffffffffff1602179055508b6001600160a01b03168d7f8edf10a699450d2f148bfe871bfa4024a67a2479cbb55f2b4d3dc9235aa5de53838d8d8d8d8a5f01516040516125ca969594939291909586526020860194909452911515604085015215156060840152151560808301525f0b60a082015260c00190565b60405180910390a350505050505050505050505050565b5f61260d7f00000000000000000000000000000000000000000000000000000000000000006002615242565b61261683613549565b610e1f9190615316565b5f61262b8585611218565b5f818152600360205260409020909150612645828261405f565b8054600160e01b900460ff166126715760405163875c174960e01b8152600481018390526024016109c5565b5f61267f8662015180615242565b90508042108061269b57506126978162015180615316565b4210155b156126f25782816126af8162015180615316565b6040517f0a9de3920000000000000000000000000000000000000000000000000000000081526004810193909352602483019190915260448201526064016109c5565b5f838152600460209081526040808320338452909152902080541561274c576040517f4f5806ce000000000000000000000000000000000000000000000000000000008152600481018590523360248201526044016109c5565b6040517f669d944800000000000000000000000000000000000000000000000000000000815260048101879052602481018690527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063669d944890604401602060405180830381865afa1580156127cf573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906127f3919061542f565b612833576040517ff101195300000000000000000000000000000000000000000000000000000000815260048101879052602481018690526044016109c5565b8481556004810180547fffffffffffffffffffffffffffffffffffffffffffffffffffffff0000000000164264ffffffffff161790555f84815260056020526040812080549161288283615259565b90915550506040805187815260208101879052339186917fd759c3ee7768434a6bd039daf120a916dc49b4c2b7e4a2d86dfeba6a06a5e32a910160405180910390a35050505050505050565b5f8281526001602090815260408083208151608081018352905460ff8082161515808452610100830482169584019590955262010000820481169383019390935263010000009004909116606082015290612945576040516389c6981760e01b8152600481018590525f60248201526044016109c5565b5f848152602081815260408083206001600160a01b038716845290915290206002810154610100900460ff16600114612982575f92505050610e1f565b6002810154600382015460208401516060850151610e1a935f0b926d0100000000000000000000000000900463ffffffff169160ff90811691166140a5565b5f6129cc8787611218565b90505f6129d8826135b2565b90506129e4828261405f565b5f6129ef8388613a8b565b905080600101545f14612a40576040517feb8eb01c000000000000000000000000000000000000000000000000000000008152600481018490526001600160a01b03881660248201526044016109c5565b6004810154612a88908490612a7d907f00000000000000000000000000000000000000000000000000000000000000009064ffffffffff16615316565b610fa7906001615316565b851580612ab557507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018610155b15612ad657604051638b3c731f60e01b8152600481018790526024016109c5565b612b018388835f0154856002015460025f8f81526020019081526020015f20600301548b8b8b614180565b600181018690556002810186905560048101805469ffffffffff00000000001916650100000000004264ffffffffff16021790555f838152600560205260408120805491612b4e8361544a565b9190505550866001600160a01b0316837f94da8a7978eec4c0f03a4c8a09ea83189acad65755215546b258545be0f5b19588604051612b8f91815260200190565b60405180910390a3505050505050505050565b5f612bad8787611218565b90505f612bb9826135b2565b9050612bc5828261405f565b8054600160e01b900460ff16612bf15760405163875c174960e01b8152600481018390526024016109c5565b5f7f0000000000000000000000000000000000000000000000000000000000000000612c1c89613549565b612c269190615316565b905080421080612c3d5750612c3a886125e1565b42115b15612c58578281612c4d8a6125e1565b6126af906001615316565b5f838152600560205260409020548015612ca8576040517fe595f1ba00000000000000000000000000000000000000000000000000000000815260048101859052602481018290526044016109c5565b5f612cb7858c868c8b8b61434c565b6001860180547fffffffffffffff000000000000000000ffffffffffffffffffffffffffffffff1670010000000000000000000000000000000067ffffffffffffffff8516027fffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffff1617600160c01b60ff84160217905585547fff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167e010100000000000000000000000000000000000000000000000000000000001786556040517f37bdc99b00000000000000000000000000000000000000000000000000000000815260048101889052919a5091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906337bdc99b906024015f604051808303815f87803b158015612df1575f5ffd5b505af1158015612e03573d5f5f3e3d5ffd5b5050604080518c8152602081018590529081018b90528792507f62b3e4da2061b50e22ff9039210d23c370ff35112413a2f7a5fdbe41da87be3d915060600160405180910390a25050505050505050505050565b5f7f0000000000000000000000000000000000000000000000000000000000000000612e868362015180615242565b610e1f9190615400565b5f5f612e9c8484611218565b9050612eab81610fa785612e57565b5f81815260036020526040902080546001600160a01b031615612efd576040517f176f2274000000000000000000000000000000000000000000000000000000008152600481018390526024016109c5565b604080515f815260208101918290527fb0c94513000000000000000000000000000000000000000000000000000000009091526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b0c9451390612f70908590602481016152c0565b6020604051808303815f875af1158015612f8c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612fb0919061545f565b92506001600160a01b038316612fc7575050610e1f565b80547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b038416908117825560405183907f54629d63cae10d08c4d4705e2e40bb5aea123431b4084356443f685daa115408905f90a3505092915050565b5f6130378383611218565b5f818152600360205260408120600281015492935091900361306f5760405163875c174960e01b8152600481018390526024016109c5565b8054600160e01b900460ff16156130865750505050565b80545f906130a490600160a01b900467ffffffffffffffff16614421565b90505f819003613153578154600160a01b900467ffffffffffffffff1643116131155781546040517fcea4782f00000000000000000000000000000000000000000000000000000000815260048101859052600160a01b90910467ffffffffffffffff1660248201526044016109c5565b5080547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16600160a01b4367ffffffffffffffff1602179055505050565b604080516020808201849052308284015260608083018790528351808403909101815260808301808552815191909201206001860180547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff83169081179091558654600160e01b7fffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff909116178755909152915185917f1865c3815d27e5ce187d9bbb16ed09efa146ec0325418aafcb77def9a215283b919081900360a00190a2505050505050565b5f6132388484613583565b5f818152600360205260409020909150613252828261405f565b5f61325d8333613a8b565b905061326c83610fa787613549565b80600101545f036132b2576040517ff009be80000000000000000000000000000000000000000000000000000000008152600481018490523360248201526044016109c5565b6004810154600160a01b900460ff1615613301576040517ffaec1b29000000000000000000000000000000000000000000000000000000008152600481018490523360248201526044016109c5565b6004810154600160a81b900460ff168061334857505f868152600260205260409020600490810154908201546501000000000090910460ff908116600160981b9092041610155b15613388576040517fb7f05ee7000000000000000000000000000000000000000000000000000000008152600481018490523360248201526044016109c5565b8315806133b557507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018410155b156133d657604051638b3c731f60e01b8152600481018590526024016109c5565b60048101545f906133f79065010000000000900464ffffffffff1642615400565b600483015461341f91906f01000000000000000000000000000000900463ffffffff16615316565b60048301805460038501889055600160a01b7fffffffffffffffffffffffffff000000000000000000ffffffffffffffffffff9091166f0100000000000000000000000000000063ffffffff8516027fffffffffffffffffffffffffffffffffff0000000000ffffffffffffffffffff16176a01000000000000000000004264ffffffffff1602177fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff161790555f8581526005602052604081208054929350906134e883615259565b9091555050600482015460408051600160981b90920460ff168252602082018790528101829052339085907f43163c9f240da6b8e530978e03b06ad47e8fff77dbb909006853b9e7a1ae53399060600160405180910390a350505050505050565b5f7f0000000000000000000000000000000000000000000000000000000000000000613576836001615316565b6126169062015180615242565b5f5f1983016135a8576040516363f21b7d60e01b8152600481018490526024016109c5565b611bdb8383611218565b5f81815260036020526040902080546001600160a01b0316331415806135d6575033155b15613616576040517f8be0e812000000000000000000000000000000000000000000000000000000008152600481018390523360248201526044016109c5565b919050565b5f613626848461405f565b6136308483613a8b565b6004810154909150600160a01b900460ff1661368a576040517f99449955000000000000000000000000000000000000000000000000000000008152600481018590526001600160a01b03831660248201526044016109c5565b6004810154611bdb908590612a7d907f0000000000000000000000000000000000000000000000000000000000000000906a0100000000000000000000900464ffffffffff16615316565b6136dd61497b565b6040518060a001604052808b81526020018a815260200189815260200188815260200161370d8888888888614521565b90529a9950505050505050505050565b613728826001615316565b6004840180547fffffffffffffffffffff000000ffffffffffffffffffffffffffffffffffffff16600160981b60ff93909316929092027fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff1691909117600160a81b831515021769ffffffffff00000000001916650100000000004264ffffffffff16021790555f8481526005602052604081208054916137c88361544a565b919050555050505050565b5f8281526003602052604090206137eb90839061405f565b600882901c816138075761380283610fa783613549565b505050565b5f7f000000000000000000000000000000000000000000000000000000000000000061383283613549565b61383c9190615316565b9050804210806138535750613850826125e1565b42115b15613863578381612c4d846125e1565b50505050565b5f8315806138775750602384115b1561389f5760405163159cbdbf60e21b815260056004820152602481018590526044016109c5565b60068311156138cb5760405163159cbdbf60e21b815260066004820152602481018490526044016109c5565b60028211156138f75760405163159cbdbf60e21b815260076004820152602481018390526044016109c5565b50600c1b60089190911b919091171790565b7fe90b7bceb6e7df5418fb78d8ee546e97c83a08bbccc01a0644d599ccd2a7c2e4545f848152600360205260408120600101549091600886901c9163ffffffff909116906fffffffffffffffffffffffffffffffff1661396f8387600687868a8761461b565b979650505050505050565b61398261497b565b506040805160a0810182529586526020860194909452928401919091526060830152608082015290565b6040517f2be688d40000000000000000000000000000000000000000000000000000000081526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632be688d490613a15908590859088906004016151b9565b5f6040518083038186803b158015613a2b575f5ffd5b505afa925050508015613a3c575060015b613a84576040517fcda11782000000000000000000000000000000000000000000000000000000008152600481018690526001600160a01b03851660248201526044016109c5565b5050505050565b5f8281526004602090815260408083206001600160a01b038516845290915281208054909103610e1f576040517f2554fcaf000000000000000000000000000000000000000000000000000000008152600481018490526001600160a01b03831660248201526044016109c5565b613b01614999565b620100008510613b2e576040516347b4c19d60e11b815260016004820152602481018690526044016109c5565b60108410613b59576040516347b4c19d60e11b815260026004820152602481018590526044016109c5565b601982901c151580613b73575082158015613b7357508115155b15613b9b576040516347b4c19d60e11b815260086004820152602481018390526044016109c5565b6040518060600160405280888152602001878152602001602084901b601486613bc4575f613bc7565b60015b901b601088901b8917171781525090509695505050505050565b804210613c2a576040517f0a9de392000000000000000000000000000000000000000000000000000000008152600481018390525f6024820152604481018290526064016109c5565b5050565b5f60ff8316600114613c58576040516363f21b7d60e01b815260ff841660048201526024016109c5565b505f9182526004602090815260408084206001600160a01b0393909316845291905290206001015490565b602083015160ff16151580613ca057506040836040015160ff1610155b15613cee57602083015160408085015190517f046aa93300000000000000000000000000000000000000000000000000000000815260ff9283166004820152911660248201526044016109c5565b600560ff83161115613d31576040517fb8a55d5600000000000000000000000000000000000000000000000000000000815260ff831660048201526024016109c5565b600160ff8316111581151514613d78576040517f1a1668b400000000000000000000000000000000000000000000000000000000815260ff831660048201526024016109c5565b60ff82166003148015613d8c575082606001515b80613da6575060ff82166004148015613da6575082608001515b15613de2576040517f817d4fbb00000000000000000000000000000000000000000000000000000000815260ff831660048201526024016109c5565b5f613dec8361471c565b90508015801590613e00575083515f0b8112155b156138635783516040517fb0aacbc40000000000000000000000000000000000000000000000000000000081525f9190910b6004820152602481018290526044016109c5565b8115613ea5575f848152600560205260408120805491613e6583615259565b90915550505f84815260066020526040902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001179055613863565b613ed384612a7d7f000000000000000000000000000000000000000000000000000000000000000084615316565b5f8481526005602052604081208054916137c88361544a565b613efe81613ef9836135b2565b61405f565b50565b7fe90b7bceb6e7df5418fb78d8ee546e97c83a08bbccc01a0644d599ccd2a7c2e4545f878152600360205260408120600101549091600889901c9163ffffffff909116906fffffffffffffffffffffffffffffffff16613f70838a8a613f688b8b8b61477e565b865f8761461b565b9a9950505050505050505050565b60ff8416613fb45781158015613f92575082155b15613faf576001855f01818151613fa9919061547a565b5f0b9052505b61401b565b5f1960ff851601613fd65782613faf576002855f01818151613fa9919061547a565b613fdf8461471c565b85518690613fee90839061547a565b5f0b90525060021960ff85160161400757600160608601525b60031960ff85160161401b57600160808601525b60018560400181815161402e91906154b8565b60ff1690525080156140465760016020860152613a84565b84515f90810b13613a8457600260208601525050505050565b8054600160f01b900460ff1615613c2a576040517f86464231000000000000000000000000000000000000000000000000000000008152600481018390526024016109c5565b5f60028211156140d25760405163159cbdbf60e21b815260076004820152602481018390526044016109c5565b60238311156140fe5760405163159cbdbf60e21b815260056004820152602481018490526044016109c5565b5f851361410c57505f611939565b5f61411884600a615242565b614123876032615242565b600261412f8682615316565b61413b906103e8615242565b61414591906153e1565b61414f9190615316565b6141599190615316565b90505f614167866003615242565b9050808211614176575f611934565b6119348183615400565b6040517f3d25b11b0000000000000000000000000000000000000000000000000000000081523360048201525f90614283906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690633d25b11b906024015f60405180830381865afa158015614200573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261422791908101906155e3565b610100015160408051466020808301919091523082840152606082018e90525f60808301526001600160a01b038d1660a0808401919091528351808403909101815260c09092019092528051910120899060081c8989896147ac565b6040517f695ef6f90000000000000000000000000000000000000000000000000000000081529091506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063695ef6f9906142ef908690869086906004016156de565b5f6040518083038186803b158015614305575f5ffd5b505afa925050508015614316575060015b610db45760405163473349b360e11b8152600481018a90526001600160a01b0389166024820152600160448201526064016109c5565b5f805f1987016143ee575f8881526001602090815260408083208151608081018352905460ff8082161515835261010082048116838601526201000082048116838501526301000000909104811660608301528c855260069093529220541680156143b657508051155b156143dd576040516389c6981760e01b8152600481018a90525f60248201526044016109c5565b606001515f925060ff169050614416565b84614411866103a38b60025f8d81526020019081526020015f208b8b8b8b6147e3565b915091505b965096945050505050565b5f81431161443057505f919050565b61010061443d8343615400565b1161444757504090565b71f90827f1c53a10cb7a02335b1753200029353b5f0361446857505f919050565b5f5f71f90827f1c53a10cb7a02335b1753200029356001600160a01b03168460405160200161449991815260200190565b60408051601f19818403018152908290526144b391615719565b5f60405180830381855afa9150503d805f81146144eb576040519150601f19603f3d011682016040523d82523d5f602084013e6144f0565b606091505b5091509150818015614503575080516020145b61450d575f611939565b8080602001905181019061193991906153ca565b5f62010000861061454f576040516347b4c19d60e11b815260016004820152602481018790526044016109c5565b6010851061457a576040516347b4c19d60e11b815260026004820152602481018690526044016109c5565b821580614588575061200083115b156145b0576040516347b4c19d60e11b815260036004820152602481018490526044016109c5565b70010000000000000000000000000000000082106145ea576040516347b4c19d60e11b8152600481810152602481018390526044016109c5565b604082901b602084901b601486614601575f614604565b60015b901b601088901b8917171717905095945050505050565b5f6201000088106146495760405163159cbdbf60e21b815260016004820152602481018990526044016109c5565b604087106146745760405163159cbdbf60e21b815260026004820152602481018890526044016109c5565b831580614682575061400084115b156146aa5760405163159cbdbf60e21b815260036004820152602481018590526044016109c5565b70010000000000000000000000000000000082106146e45760405163159cbdbf60e21b8152600481810152602481018390526044016109c5565b601b85901b60188760ff16901b601089901b8a1717179050604082901b603084901b602086901b171781179050979650505050505050565b5f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe60ff83160161474f57506001919050565b60021960ff83160161476357506002919050565b60031960ff83160161477757506003919050565b505f919050565b5f600261478a83614963565b901b600161479785614963565b901b6147a286614963565b1717949350505050565b6147b46149b7565b506040805160c0810182529687526020870195909552938501929092526060840152608083015260a082015290565b6004850154640100000000900460ff166147fe816005615242565b84901c1561482257604051638b3c731f60e01b8152600481018590526024016109c5565b5f5f5b8281101561484957614838816002615242565b6002901b9190911790600101614825565b506004878101546040805160608101825260028a810154825260038c015460208084019190915260018c015494841b6bffffffff0000000000000000169087901b8b171760509490941b79ffffffffffffffffffffffffffffffff00000000000000000000168417828401528b015491517ff219ed6f000000000000000000000000000000000000000000000000000000008152929390926001600160a01b039092169163f219ed6f91614903918a918a91879101615271565b5f6040518083038186803b158015614919575f5ffd5b505afa92505050801561492a575060015b6149565760405163473349b360e11b815260048181018c90525f602483015260448201526064016109c5565b5050509695505050505050565b5f8161496f575f614972565b60015b60ff1692915050565b6040518060a001604052806005906020820280368337509192915050565b60405180606001604052806003906020820280368337509192915050565b6040518060c001604052806006906020820280368337509192915050565b6001600160a01b0381168114613efe575f5ffd5b8015158114613efe575f5ffd5b5f5f83601f840112614a06575f5ffd5b50813567ffffffffffffffff811115614a1d575f5ffd5b602083019150836020828501011115614a34575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f60e0898b031215614a52575f5ffd5b88359750602089013596506040890135614a6b816149d5565b9550606089013594506080890135935060a0890135614a89816149e9565b925060c089013567ffffffffffffffff811115614aa4575f5ffd5b614ab08b828c016149f6565b999c989b5096995094979396929594505050565b5f5f5f5f5f5f5f60c0888a031215614ada575f5ffd5b873596506020880135614aec816149d5565b955060408801359450606088013593506080880135925060a088013567ffffffffffffffff811115614b1c575f5ffd5b614b288a828b016149f6565b989b979a50959850939692959293505050565b5f5f83601f840112614b4b575f5ffd5b50813567ffffffffffffffff811115614b62575f5ffd5b6020830191508360208260051b8501011115614a34575f5ffd5b5f5f5f5f5f5f60808789031215614b91575f5ffd5b8635955060208701359450604087013567ffffffffffffffff811115614bb5575f5ffd5b614bc189828a01614b3b565b909550935050606087013567ffffffffffffffff811115614be0575f5ffd5b614bec89828a01614b3b565b979a9699509497509295939492505050565b5f5f60408385031215614c0f575f5ffd5b50508035926020909101359150565b5f5f5f5f5f60808688031215614c32575f5ffd5b85359450602086013593506040860135614c4b816149d5565b9250606086013567ffffffffffffffff811115614c66575f5ffd5b614c72888289016149f6565b969995985093965092949392505050565b5f5f60408385031215614c94575f5ffd5b823591506020830135614ca6816149d5565b809150509250929050565b5f5f5f60608486031215614cc3575f5ffd5b505081359360208301359350604090920135919050565b5f5f5f5f60608587031215614ced575f5ffd5b8435935060208501359250604085013567ffffffffffffffff811115614d11575f5ffd5b614d1d87828801614b3b565b95989497509550505050565b81516001600160a01b0316815261014081016020830151614d56602084018267ffffffffffffffff169052565b506040830151614d6a604084018215159052565b506060830151614d7e606084018215159052565b506080830151614d92608084018215159052565b5060a0830151614da660a084018215159052565b5060c0830151614dca60c08401826fffffffffffffffffffffffffffffffff169052565b5060e0830151614de660e084018267ffffffffffffffff169052565b50610100830151614dfd61010084018260ff169052565b5061012092830151919092015290565b5f5f5f5f60808587031215614e20575f5ffd5b5050823594602084013594506040840135936060013592509050565b5f60208284031215614e4c575f5ffd5b5035919050565b5f60e0820190506001600160a01b0383511682526001600160a01b0360208401511660208301526001600160a01b0360408401511660408301526060830151606083015263ffffffff608084015116608083015260a0830151614ebb60a084018260ff169052565b5060c0830151614ed060c084018260ff169052565b5092915050565b5f5f5f60608486031215614ee9575f5ffd5b83359250602084013591506040840135614f02816149d5565b809150509250925092565b5f6101a082019050825182526020830151602083015260408301516040830152606083015160608301526080830151614f4f608084018264ffffffffff169052565b5060a0830151614f6860a084018264ffffffffff169052565b5060c0830151614f8160c084018264ffffffffff169052565b5060e0830151614f9960e084018263ffffffff169052565b50610100830151614fb061010084018260ff169052565b50610120830151614fc661012084018215159052565b50610140830151614fdc61014084018215159052565b50610160830151614ff261016084018215159052565b50610180830151614ed061018084018263ffffffff169052565b5f5f5f6060848603121561501e575f5ffd5b83359250602084013560ff81168114615035575f5ffd5b929592945050506040919091013590565b5f5f5f5f5f5f5f5f5f6101008a8c03121561505f575f5ffd5b8935985060208a0135615071816149d5565b975060408a0135965060608a0135955060808a013561508f816149e9565b945060a08a013561509f816149e9565b935060c08a01356150af816149e9565b925060e08a013567ffffffffffffffff8111156150ca575f5ffd5b6150d68c828d016149f6565b915080935050809150509295985092959850929598565b5f5f5f5f5f5f60a08789031215615102575f5ffd5b8635955060208701359450604087013561511b816149d5565b935060608701359250608087013567ffffffffffffffff81111561513d575f5ffd5b614bec89828a016149f6565b5f5f5f5f5f5f60a0878903121561515e575f5ffd5b86359550602087013594506040870135935060608701359250608087013567ffffffffffffffff81111561513d575f5ffd5b81835281816020850137505f602082840101525f6020601f19601f840116840101905092915050565b60c081525f6151cc60c083018587615190565b905060208201835f5b60058110156151f45781518352602092830192909101906001016151d5565b505050949350505050565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215615223575f5ffd5b8135611bdb816149d5565b634e487b7160e01b5f52601160045260245ffd5b8082028115828204841417610e1f57610e1f61522e565b5f6001820161526a5761526a61522e565b5060010190565b608081525f615284608083018587615190565b905060208201835f5b60038110156151f457815183526020928301929091019060010161528d565b634e487b7160e01b5f52604160045260245ffd5b5f60408201848352604060208401528084518083526060850191506020860192505f5b8181101561530a5783516001600160a01b03168352602093840193909201916001016152e3565b50909695505050505050565b80820180821115610e1f57610e1f61522e565b6001600160a01b03861681526020810185905260806040820181905281018390525f8460a08301825b86811015615382578235615365816149d5565b6001600160a01b0316825260209283019290910190600101615352565b508381036060850152845180825260209182019250908501905f5b818110156153bb57825184526020938401939092019160010161539d565b50919998505050505050505050565b5f602082840312156153da575f5ffd5b5051919050565b5f826153fb57634e487b7160e01b5f52601260045260245ffd5b500490565b81810381811115610e1f57610e1f61522e565b63ffffffff8181168382160190811115610e1f57610e1f61522e565b5f6020828403121561543f575f5ffd5b8151611bdb816149e9565b5f816154585761545861522e565b505f190190565b5f6020828403121561546f575f5ffd5b8151611bdb816149d5565b5f82810b9082900b037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff808112607f82131715610e1f57610e1f61522e565b60ff8181168382160190811115610e1f57610e1f61522e565b604051610140810167ffffffffffffffff811182821017156154f5576154f56152ac565b60405290565b80516fffffffffffffffffffffffffffffffff81168114613616575f5ffd5b805163ffffffff81168114613616575f5ffd5b805164ffffffffff81168114613616575f5ffd5b805167ffffffffffffffff81168114613616575f5ffd5b5f82601f830112615567575f5ffd5b815167ffffffffffffffff811115615581576155816152ac565b604051601f8201601f19908116603f0116810167ffffffffffffffff811182821017156155b0576155b06152ac565b6040528181528382016020018510156155c7575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f602082840312156155f3575f5ffd5b815167ffffffffffffffff811115615609575f5ffd5b8201610140818503121561561b575f5ffd5b6156236154d1565b61562c826154fb565b815261563a6020830161551a565b602082015261564b6040830161552d565b604082015261565c6060830161552d565b606082015261566d60808301615541565b608082015261567e60a08301615541565b60a082015261568f60c0830161551a565b60c082015260e08281015190820152610100808301519082015261012082015167ffffffffffffffff8111156156c3575f5ffd5b6156cf86828501615558565b61012083015250949350505050565b60e081525f6156f160e083018587615190565b905060208201835f5b60068110156151f45781518352602092830192909101906001016156fa565b5f82518060208501845e5f92019182525091905056",
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
// Solidity: constructor((address,address,(address,address,address,uint256,uint32,uint8,uint8)[],uint256,uint256,uint256,uint256,address) c) returns()
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

// PackPHRASELOCK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ff024a9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PHRASELOCK() view returns(uint8)
func (puzlocDaily *PuzlocDaily) PackPHRASELOCK() []byte {
	enc, err := puzlocDaily.abi.Pack("PHRASELOCK")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPHRASELOCK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ff024a9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PHRASELOCK() view returns(uint8)
func (puzlocDaily *PuzlocDaily) TryPackPHRASELOCK() ([]byte, error) {
	return puzlocDaily.abi.Pack("PHRASELOCK")
}

// UnpackPHRASELOCK is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ff024a9.
//
// Solidity: function PHRASELOCK() view returns(uint8)
func (puzlocDaily *PuzlocDaily) UnpackPHRASELOCK(data []byte) (uint8, error) {
	out, err := puzlocDaily.abi.Unpack("PHRASELOCK", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPHRASEVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe78fd9a0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PHRASE_VERIFIER() view returns(address)
func (puzlocDaily *PuzlocDaily) PackPHRASEVERIFIER() []byte {
	enc, err := puzlocDaily.abi.Pack("PHRASE_VERIFIER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPHRASEVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe78fd9a0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PHRASE_VERIFIER() view returns(address)
func (puzlocDaily *PuzlocDaily) TryPackPHRASEVERIFIER() ([]byte, error) {
	return puzlocDaily.abi.Pack("PHRASE_VERIFIER")
}

// UnpackPHRASEVERIFIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe78fd9a0.
//
// Solidity: function PHRASE_VERIFIER() view returns(address)
func (puzlocDaily *PuzlocDaily) UnpackPHRASEVERIFIER(data []byte) (common.Address, error) {
	out, err := puzlocDaily.abi.Unpack("PHRASE_VERIFIER", data)
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

// PackPhraseAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86352b8a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function phraseAnswer(uint256 dayId, address player, uint256 accNew, uint256 reply, bool hit, bool refused, bool solved, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) PackPhraseAnswer(dayId *big.Int, player common.Address, accNew *big.Int, reply *big.Int, hit bool, refused bool, solved bool, proof []byte) []byte {
	enc, err := puzlocDaily.abi.Pack("phraseAnswer", dayId, player, accNew, reply, hit, refused, solved, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPhraseAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86352b8a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function phraseAnswer(uint256 dayId, address player, uint256 accNew, uint256 reply, bool hit, bool refused, bool solved, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) TryPackPhraseAnswer(dayId *big.Int, player common.Address, accNew *big.Int, reply *big.Int, hit bool, refused bool, solved bool, proof []byte) ([]byte, error) {
	return puzlocDaily.abi.Pack("phraseAnswer", dayId, player, accNew, reply, hit, refused, solved, proof)
}

// PackPhraseAttempt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x33f0d808.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function phraseAttempt(uint256 dayId, address player) view returns((int8,uint8,uint8,bool,bool) game, uint256 thinking, bool pending)
func (puzlocDaily *PuzlocDaily) PackPhraseAttempt(dayId *big.Int, player common.Address) []byte {
	enc, err := puzlocDaily.abi.Pack("phraseAttempt", dayId, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPhraseAttempt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x33f0d808.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function phraseAttempt(uint256 dayId, address player) view returns((int8,uint8,uint8,bool,bool) game, uint256 thinking, bool pending)
func (puzlocDaily *PuzlocDaily) TryPackPhraseAttempt(dayId *big.Int, player common.Address) ([]byte, error) {
	return puzlocDaily.abi.Pack("phraseAttempt", dayId, player)
}

// PhraseAttemptOutput serves as a container for the return parameters of contract
// method PhraseAttempt.
type PhraseAttemptOutput struct {
	Game     PhraseLockRulesGame
	Thinking *big.Int
	Pending  bool
}

// UnpackPhraseAttempt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x33f0d808.
//
// Solidity: function phraseAttempt(uint256 dayId, address player) view returns((int8,uint8,uint8,bool,bool) game, uint256 thinking, bool pending)
func (puzlocDaily *PuzlocDaily) UnpackPhraseAttempt(data []byte) (PhraseAttemptOutput, error) {
	out, err := puzlocDaily.abi.Unpack("phraseAttempt", data)
	outstruct := new(PhraseAttemptOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Game = *abi.ConvertType(out[0], new(PhraseLockRulesGame)).(*PhraseLockRulesGame)
	outstruct.Thinking = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Pending = *abi.ConvertType(out[2], new(bool)).(*bool)
	return *outstruct, nil
}

// PackPhraseFacts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9bf7194.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function phraseFacts(uint256 dayId) view returns(bool opened, uint8 length, uint8 category, uint8 difficulty)
func (puzlocDaily *PuzlocDaily) PackPhraseFacts(dayId *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("phraseFacts", dayId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPhraseFacts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9bf7194.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function phraseFacts(uint256 dayId) view returns(bool opened, uint8 length, uint8 category, uint8 difficulty)
func (puzlocDaily *PuzlocDaily) TryPackPhraseFacts(dayId *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("phraseFacts", dayId)
}

// PhraseFactsOutput serves as a container for the return parameters of contract
// method PhraseFacts.
type PhraseFactsOutput struct {
	Opened     bool
	Length     uint8
	Category   uint8
	Difficulty uint8
}

// UnpackPhraseFacts is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9bf7194.
//
// Solidity: function phraseFacts(uint256 dayId) view returns(bool opened, uint8 length, uint8 category, uint8 difficulty)
func (puzlocDaily *PuzlocDaily) UnpackPhraseFacts(data []byte) (PhraseFactsOutput, error) {
	out, err := puzlocDaily.abi.Unpack("phraseFacts", data)
	outstruct := new(PhraseFactsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Opened = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Length = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	outstruct.Category = *abi.ConvertType(out[2], new(uint8)).(*uint8)
	outstruct.Difficulty = *abi.ConvertType(out[3], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackPhraseMove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x853ed0e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function phraseMove(uint256 dayId, uint8 kind, uint256 ciphertext) returns()
func (puzlocDaily *PuzlocDaily) PackPhraseMove(dayId *big.Int, kind uint8, ciphertext *big.Int) []byte {
	enc, err := puzlocDaily.abi.Pack("phraseMove", dayId, kind, ciphertext)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPhraseMove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x853ed0e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function phraseMove(uint256 dayId, uint8 kind, uint256 ciphertext) returns()
func (puzlocDaily *PuzlocDaily) TryPackPhraseMove(dayId *big.Int, kind uint8, ciphertext *big.Int) ([]byte, error) {
	return puzlocDaily.abi.Pack("phraseMove", dayId, kind, ciphertext)
}

// PackPhraseOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x041738fa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function phraseOpen(uint256 dayId, address player, uint256 length, uint256 category, uint256 difficulty, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) PackPhraseOpen(dayId *big.Int, player common.Address, length *big.Int, category *big.Int, difficulty *big.Int, proof []byte) []byte {
	enc, err := puzlocDaily.abi.Pack("phraseOpen", dayId, player, length, category, difficulty, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPhraseOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x041738fa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function phraseOpen(uint256 dayId, address player, uint256 length, uint256 category, uint256 difficulty, bytes proof) returns()
func (puzlocDaily *PuzlocDaily) TryPackPhraseOpen(dayId *big.Int, player common.Address, length *big.Int, category *big.Int, difficulty *big.Int, proof []byte) ([]byte, error) {
	return puzlocDaily.abi.Pack("phraseOpen", dayId, player, length, category, difficulty, proof)
}

// PackPhrasePendingSince is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3741e9a3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function phrasePendingSince(uint256 dayId, address player) view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackPhrasePendingSince(dayId *big.Int, player common.Address) []byte {
	enc, err := puzlocDaily.abi.Pack("phrasePendingSince", dayId, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPhrasePendingSince is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3741e9a3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function phrasePendingSince(uint256 dayId, address player) view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackPhrasePendingSince(dayId *big.Int, player common.Address) ([]byte, error) {
	return puzlocDaily.abi.Pack("phrasePendingSince", dayId, player)
}

// UnpackPhrasePendingSince is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3741e9a3.
//
// Solidity: function phrasePendingSince(uint256 dayId, address player) view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackPhrasePendingSince(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("phrasePendingSince", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPhraseScore is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x927180ef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function phraseScore(uint256 dayId, address player) view returns(uint256)
func (puzlocDaily *PuzlocDaily) PackPhraseScore(dayId *big.Int, player common.Address) []byte {
	enc, err := puzlocDaily.abi.Pack("phraseScore", dayId, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPhraseScore is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x927180ef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function phraseScore(uint256 dayId, address player) view returns(uint256)
func (puzlocDaily *PuzlocDaily) TryPackPhraseScore(dayId *big.Int, player common.Address) ([]byte, error) {
	return puzlocDaily.abi.Pack("phraseScore", dayId, player)
}

// UnpackPhraseScore is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x927180ef.
//
// Solidity: function phraseScore(uint256 dayId, address player) view returns(uint256)
func (puzlocDaily *PuzlocDaily) UnpackPhraseScore(data []byte) (*big.Int, error) {
	out, err := puzlocDaily.abi.Unpack("phraseScore", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// PuzlocDailyPhraseAnswer represents a PhraseAnswer event raised by the PuzlocDaily contract.
type PuzlocDailyPhraseAnswer struct {
	DayId   *big.Int
	Player  common.Address
	Move    *big.Int
	Reply   *big.Int
	Hit     bool
	Refused bool
	Solved  bool
	Lives   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyPhraseAnswerEventName = "PhraseAnswer"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyPhraseAnswer) ContractEventName() string {
	return PuzlocDailyPhraseAnswerEventName
}

// UnpackPhraseAnswerEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PhraseAnswer(uint256 indexed dayId, address indexed player, uint256 move, uint256 reply, bool hit, bool refused, bool solved, int256 lives)
func (puzlocDaily *PuzlocDaily) UnpackPhraseAnswerEvent(log *types.Log) (*PuzlocDailyPhraseAnswer, error) {
	event := "PhraseAnswer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyPhraseAnswer)
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

// PuzlocDailyPhraseMove represents a PhraseMove event raised by the PuzlocDaily contract.
type PuzlocDailyPhraseMove struct {
	DayId      *big.Int
	Player     common.Address
	Move       *big.Int
	Kind       *big.Int
	Ciphertext *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyPhraseMoveEventName = "PhraseMove"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyPhraseMove) ContractEventName() string {
	return PuzlocDailyPhraseMoveEventName
}

// UnpackPhraseMoveEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PhraseMove(uint256 indexed dayId, address indexed player, uint256 move, uint256 kind, uint256 ciphertext)
func (puzlocDaily *PuzlocDaily) UnpackPhraseMoveEvent(log *types.Log) (*PuzlocDailyPhraseMove, error) {
	event := "PhraseMove"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyPhraseMove)
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

// PuzlocDailyPhraseOpened represents a PhraseOpened event raised by the PuzlocDaily contract.
type PuzlocDailyPhraseOpened struct {
	DayId      *big.Int
	Length     *big.Int
	Category   *big.Int
	Difficulty *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const PuzlocDailyPhraseOpenedEventName = "PhraseOpened"

// ContractEventName returns the user-defined event name.
func (PuzlocDailyPhraseOpened) ContractEventName() string {
	return PuzlocDailyPhraseOpenedEventName
}

// UnpackPhraseOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PhraseOpened(uint256 indexed dayId, uint256 length, uint256 category, uint256 difficulty)
func (puzlocDaily *PuzlocDaily) UnpackPhraseOpenedEvent(log *types.Log) (*PuzlocDailyPhraseOpened, error) {
	event := "PhraseOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != puzlocDaily.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PuzlocDailyPhraseOpened)
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
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockBadCiphertext"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockBadCiphertextError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockBadField"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockBadFieldError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockBadKind"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockBadKindError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockBadProof"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockBadProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockHintUsed"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockHintUsedError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockNotBound"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockNotBoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockNotEnoughLives"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockNotEnoughLivesError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockOpened"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockOpenedError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockOver"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockOverError(raw[4:])
	}
	if bytes.Equal(raw[:4], puzlocDaily.abi.Errors["PhraseLockPending"].ID.Bytes()[:4]) {
		return puzlocDaily.UnpackPhraseLockPendingError(raw[4:])
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

// PuzlocDailyPhraseLockBadCiphertext represents a PhraseLockBadCiphertext error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockBadCiphertext struct {
	Kind *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockBadCiphertext(uint256 kind)
func PuzlocDailyPhraseLockBadCiphertextErrorID() common.Hash {
	return common.HexToHash("0x1a1668b46de10284c4b4bab048a3a0d358e2e0dc8256fa7383e1f3e43c0528af")
}

// UnpackPhraseLockBadCiphertextError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockBadCiphertext(uint256 kind)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockBadCiphertextError(raw []byte) (*PuzlocDailyPhraseLockBadCiphertext, error) {
	out := new(PuzlocDailyPhraseLockBadCiphertext)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockBadCiphertext", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyPhraseLockBadField represents a PhraseLockBadField error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockBadField struct {
	Field *big.Int
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockBadField(uint256 field, uint256 value)
func PuzlocDailyPhraseLockBadFieldErrorID() common.Hash {
	return common.HexToHash("0x5672f6fc668060acf8a358049d7bd57edd7a586d561ecb742728e438d0e86e7b")
}

// UnpackPhraseLockBadFieldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockBadField(uint256 field, uint256 value)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockBadFieldError(raw []byte) (*PuzlocDailyPhraseLockBadField, error) {
	out := new(PuzlocDailyPhraseLockBadField)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockBadField", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyPhraseLockBadKind represents a PhraseLockBadKind error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockBadKind struct {
	Kind *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockBadKind(uint256 kind)
func PuzlocDailyPhraseLockBadKindErrorID() common.Hash {
	return common.HexToHash("0xb8a55d567ef497e4f3f75a852e2b0c5e90ee978fa5676ddc7e796c5e2b9fb59d")
}

// UnpackPhraseLockBadKindError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockBadKind(uint256 kind)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockBadKindError(raw []byte) (*PuzlocDailyPhraseLockBadKind, error) {
	out := new(PuzlocDailyPhraseLockBadKind)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockBadKind", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyPhraseLockBadProof represents a PhraseLockBadProof error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockBadProof struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockBadProof(uint256 dayId, address player)
func PuzlocDailyPhraseLockBadProofErrorID() common.Hash {
	return common.HexToHash("0xcda117822115b3c20925d99edc9f784a04d24d5382e24c771e230bb3878ee021")
}

// UnpackPhraseLockBadProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockBadProof(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockBadProofError(raw []byte) (*PuzlocDailyPhraseLockBadProof, error) {
	out := new(PuzlocDailyPhraseLockBadProof)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockBadProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyPhraseLockHintUsed represents a PhraseLockHintUsed error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockHintUsed struct {
	Kind *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockHintUsed(uint256 kind)
func PuzlocDailyPhraseLockHintUsedErrorID() common.Hash {
	return common.HexToHash("0x817d4fbb8d686451edb5274236989e3e57a0bca37ec5ba0a700e37cf54c362d3")
}

// UnpackPhraseLockHintUsedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockHintUsed(uint256 kind)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockHintUsedError(raw []byte) (*PuzlocDailyPhraseLockHintUsed, error) {
	out := new(PuzlocDailyPhraseLockHintUsed)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockHintUsed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyPhraseLockNotBound represents a PhraseLockNotBound error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockNotBound struct {
	DayId  *big.Int
	Player common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockNotBound(uint256 dayId, address player)
func PuzlocDailyPhraseLockNotBoundErrorID() common.Hash {
	return common.HexToHash("0x70888005b362699110a654ae4b367bbeffd093dc6dd4650b46fe18822a95ff37")
}

// UnpackPhraseLockNotBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockNotBound(uint256 dayId, address player)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockNotBoundError(raw []byte) (*PuzlocDailyPhraseLockNotBound, error) {
	out := new(PuzlocDailyPhraseLockNotBound)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockNotBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyPhraseLockNotEnoughLives represents a PhraseLockNotEnoughLives error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockNotEnoughLives struct {
	Lives *big.Int
	Cost  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockNotEnoughLives(int256 lives, uint256 cost)
func PuzlocDailyPhraseLockNotEnoughLivesErrorID() common.Hash {
	return common.HexToHash("0xb0aacbc407d89bbd259ec640f9df4863e958332ff8bfe487586498c85c99b953")
}

// UnpackPhraseLockNotEnoughLivesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockNotEnoughLives(int256 lives, uint256 cost)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockNotEnoughLivesError(raw []byte) (*PuzlocDailyPhraseLockNotEnoughLives, error) {
	out := new(PuzlocDailyPhraseLockNotEnoughLives)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockNotEnoughLives", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyPhraseLockOpened represents a PhraseLockOpened error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockOpened struct {
	DayId  *big.Int
	Opened bool
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockOpened(uint256 dayId, bool opened)
func PuzlocDailyPhraseLockOpenedErrorID() common.Hash {
	return common.HexToHash("0x89c69817d09c1c3f5da5040fe64fc36742a14a758f29ba9d0ae46ef3d2a32868")
}

// UnpackPhraseLockOpenedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockOpened(uint256 dayId, bool opened)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockOpenedError(raw []byte) (*PuzlocDailyPhraseLockOpened, error) {
	out := new(PuzlocDailyPhraseLockOpened)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockOpened", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyPhraseLockOver represents a PhraseLockOver error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockOver struct {
	Status uint8
	Moves  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockOver(uint8 status, uint256 moves)
func PuzlocDailyPhraseLockOverErrorID() common.Hash {
	return common.HexToHash("0x046aa933168b851d15561d0b60d3950bc4e1b68cf72b3437df7a8a236f7f26e2")
}

// UnpackPhraseLockOverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockOver(uint8 status, uint256 moves)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockOverError(raw []byte) (*PuzlocDailyPhraseLockOver, error) {
	out := new(PuzlocDailyPhraseLockOver)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockOver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PuzlocDailyPhraseLockPending represents a PhraseLockPending error raised by the PuzlocDaily contract.
type PuzlocDailyPhraseLockPending struct {
	DayId   *big.Int
	Player  common.Address
	Pending bool
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PhraseLockPending(uint256 dayId, address player, bool pending)
func PuzlocDailyPhraseLockPendingErrorID() common.Hash {
	return common.HexToHash("0x2d4385c82f0732cafeb8f1dfdfc0c89e8756a4cfc42f4e9949bf8f1143a860b6")
}

// UnpackPhraseLockPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PhraseLockPending(uint256 dayId, address player, bool pending)
func (puzlocDaily *PuzlocDaily) UnpackPhraseLockPendingError(raw []byte) (*PuzlocDailyPhraseLockPending, error) {
	out := new(PuzlocDailyPhraseLockPending)
	if err := puzlocDaily.abi.UnpackIntoInterface(out, "PhraseLockPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}
