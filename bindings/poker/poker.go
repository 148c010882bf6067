// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package poker

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

// IWordlePokerGame is an auto generated low-level Go binding around an user-defined struct.
type IWordlePokerGame struct {
	A            common.Address
	Deadline     *big.Int
	Phase        uint8
	Starter      uint8
	ToAct        uint8
	Stopper      uint8
	B            common.Address
	Hand         uint16
	Card         uint8
	Bet          uint8
	Choice       uint8
	Winner       uint8
	GuessesLeft  uint8
	PendingWord  uint8
	PendingGuess uint32
	House        common.Address
	ArmBlock     uint64
	BettingDeck  uint16
	HouseDone    bool
	Chips        [2]uint8
	Solved       [2]uint8
	SeedCommit   [32]byte
	Randomness   [32]byte
}

// IWordlePokerSeat is an auto generated low-level Go binding around an user-defined struct.
type IWordlePokerSeat struct {
	Words     [5]*big.Int
	Key       [2]*big.Int
	Dealt     [32]byte
	Mulligan  [32]byte
	Mask      uint8
	Committed bool
	Opened    bool
}

// WordlePokerMetaData contains all meta data concerning the WordlePoker contract.
var WordlePokerMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"platform\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"},{\"name\":\"houses\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"},{\"name\":\"commitVerifier\",\"type\":\"address\",\"internalType\":\"contractICommitK5Verifier\"},{\"name\":\"revealVerifier\",\"type\":\"address\",\"internalType\":\"contractIRevealVerifier\"},{\"name\":\"secretRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ALL_GREEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"ANSWER_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"BET_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CHOOSE_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"COMMIT_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractICommitK5Verifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"FULL_BETTING_DECK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"GUESS_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"HOUSES\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"HOUSE_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_OPEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_RAISE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MULLIGAN_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PLATFORM\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REVEAL_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIRevealVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SEALED_LENGTH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SECRET_ROOT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SLASH_AMOUNT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"START_CHIPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WORDS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WORDS_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WORD_LENGTH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"assignHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"choose\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"choice\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitMulligan\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"commitment\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitSeed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seedCommit\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitWords\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"commitments\",\"type\":\"uint256[5]\",\"internalType\":\"uint256[5]\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"key\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"contextOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deal\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"dealtA\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"dealtB\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"sealedA\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"sealedB\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"gameOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIWordlePoker.Game\",\"components\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"deadline\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"enumIWordlePoker.Phase\"},{\"name\":\"starter\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"toAct\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"stopper\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"hand\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"card\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"bet\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"choice\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"winner\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"guessesLeft\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pendingWord\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pendingGuess\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"armBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"bettingDeck\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"houseDone\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"chips\",\"type\":\"uint8[2]\",\"internalType\":\"uint8[2]\"},{\"name\":\"solved\",\"type\":\"uint8[2]\",\"internalType\":\"uint8[2]\"},{\"name\":\"seedCommit\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"randomness\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"guess\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"packedGuess\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"nudge\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"onMatchStart\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"open\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"card\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"openMulligan\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"mask\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"raise\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"by\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"releaseHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"seatOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIWordlePoker.Seat\",\"components\":[{\"name\":\"words\",\"type\":\"uint256[5]\",\"internalType\":\"uint256[5]\"},{\"name\":\"key\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"dealt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"mulligan\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"mask\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"committed\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"opened\",\"type\":\"bool\",\"internalType\":\"bool\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"showdown\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"salts\",\"type\":\"bytes32[2]\",\"internalType\":\"bytes32[2]\"},{\"name\":\"nextSeedCommit\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slashHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"stop\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"timeoutOutcome\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"due\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"Answered\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"guess\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CardsSealed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"hand\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sealedA\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"},{\"name\":\"sealedB\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Chosen\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"choice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Dealt\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"hand\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"starter\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"randomness\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"dealtA\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"dealtB\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Guessed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"guess\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GuessesSkipped\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"left\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseAssigned\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseSlashed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"total\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchEnded\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"chipsA\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"chipsB\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MulliganCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MulliganOpened\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"mask\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Opened\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"card\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"bet\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Raised\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"bet\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SeedCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"hand\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"seedCommit\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"armBlock\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SeedOpened\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"hand\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Showdown\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"hand\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"handA\",\"type\":\"uint8[5]\",\"indexed\":false,\"internalType\":\"uint8[5]\"},{\"name\":\"handB\",\"type\":\"uint8[5]\",\"indexed\":false,\"internalType\":\"uint8[5]\"},{\"name\":\"choice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"loss\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Stopped\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"timedOut\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"WordsCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"commitments\",\"type\":\"uint256[5]\",\"indexed\":false,\"internalType\":\"uint256[5]\"},{\"name\":\"key\",\"type\":\"uint256[2]\",\"indexed\":false,\"internalType\":\"uint256[2]\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"DuelModeMatchNotLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelModeNotPlatform\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PokerBadBet\",\"inputs\":[{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"chips\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadCard\",\"inputs\":[{\"name\":\"card\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadChoice\",\"inputs\":[{\"name\":\"choice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadColours\",\"inputs\":[{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadCommitment\",\"inputs\":[{\"name\":\"commitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadKey\",\"inputs\":[{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadMulligan\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadProof\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadSealed\",\"inputs\":[{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadSeed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadSeedCommit\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"PokerBadSettings\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"PokerBadWord\",\"inputs\":[{\"name\":\"word\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerCardTwice\",\"inputs\":[{\"name\":\"card\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerCardUsed\",\"inputs\":[{\"name\":\"card\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerHandMismatch\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerHouseNotDue\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerNotDue\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerNotHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PokerNotPlayer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PokerRandomnessPending\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"armBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerTooLate\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerWordSolved\",\"inputs\":[{\"name\":\"word\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerWordsCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerWrongPhase\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"enumIWordlePoker.Phase\"}]}]",
	ID:  "WordlePoker",
	Bin: "0x610140604052348015610010575f5ffd5b50604051615dda380380615dda83398101604081905261002f916100cc565b6001600160a01b038087166080528516158061005257506001600160a01b038416155b8061006457506001600160a01b038316155b8061006d575080155b1561008b5760405163f16cd85760e01b815260040160405180910390fd5b6001600160a01b0394851660a05292841660c052921660e05261010091909152610120525061013b565b6001600160a01b03811681146100c9575f5ffd5b50565b5f5f5f5f5f5f60c087890312156100e1575f5ffd5b86516100ec816100b5565b60208801519096506100fd816100b5565b604088015190955061010e816100b5565b606088015190945061011f816100b5565b608088015160a090980151969995985093969395939492505050565b60805160a05160c05160e0516101005161012051615bef6101eb5f395f81816103d5015281816112ed015261132c01525f818161043e01526107f401525f81816103fc015261165301525f8181610478015261090501525f81816103040152818161072901528181610af8015281816113ad015281816126b5015281816140c5015261454701525f81816105310152818161256e01528181612721015281816135800152613cb60152615bef5ff3fe608060405234801561000f575f5ffd5b50600436106102cd575f3560e01c806356adcb761161017c578063846aaf61116100dd578063c23adcda11610093578063d5a201571161006e578063d5a20157146105d9578063ddbe15ce146105d1578063ed169c9b146105f9575f5ffd5b8063c23adcda1461059d578063c4f5d662146105c9578063ca4e1d84146105d1575f5ffd5b8063a6db778b116100c3578063a6db778b146102f7578063aee7339f14610582578063b620403514610595575f5ffd5b8063846aaf6114610566578063a248ceca14610579575f5ffd5b80637145ad4b11610132578063722b4af511610118578063722b4af5146105195780637efc77fa1461052c5780637f0a0e6c14610553575f5ffd5b80637145ad4b146104f357806371b45e4b14610506575f5ffd5b806362c2d7fe1161016257806362c2d7fe146103995780636c6d6eb5146102f757806370232f84146104d3575f5ffd5b806356adcb76146104ad5780636299f8cf146104c0575f5ffd5b806334c56142116102315780633d643f26116101e75780634ccfc5c7116101c25780634ccfc5c7146103995780634ecb3a311461041e5780635645a30d1461049a575f5ffd5b80633d643f26146104395780633ef0ba7f1461046057806340f7ac4214610473575f5ffd5b8063391f042711610217578063391f0427146103f757806339b812381461041e5780633d57b2a914610426575f5ffd5b806334c56142146103b457806337720606146103d0575f5ffd5b8063196042f41161028657806327eb310b1161026c57806327eb310b146102f75780632ba70774146103995780632dce8ec6146103a1575f5ffd5b8063196042f414610373578063274d2b8014610386575f5ffd5b8063073d1432116102b6578063073d1432146102ff5780630aeb22891461034b57806316f50acc14610360575f5ffd5b8063046eaab1146102d157806305dfc472146102f7575b5f5ffd5b6102e46102df3660046150c9565b61060c565b6040519081526020015b60405180910390f35b6102e4601e81565b6103267f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016102ee565b61035e61035936600461514d565b61066f565b005b61035e61036e3660046151bd565b610a27565b61035e6103813660046151d4565b610c2f565b61035e61039436600461525f565b6110d5565b6102e4600a81565b61035e6103af3660046151bd565b6111d6565b6103bd61123381565b60405161ffff90911681526020016102ee565b6102e47f000000000000000000000000000000000000000000000000000000000000000081565b6103267f000000000000000000000000000000000000000000000000000000000000000081565b6102e4600581565b61035e610434366004615292565b61148e565b6102e47f000000000000000000000000000000000000000000000000000000000000000081565b61035e61046e3660046152bb565b6114ac565b6103267f000000000000000000000000000000000000000000000000000000000000000081565b61035e6104a836600461530a565b611905565b61035e6104bb36600461530a565b611990565b61035e6104ce3660046151bd565b611b88565b6104e66104e13660046151bd565b611ba5565b6040516102ee9190615390565b61035e6105013660046151bd565b611ee0565b61035e610514366004615292565b6122a7565b61035e6105273660046151bd565b6124df565b6103267f000000000000000000000000000000000000000000000000000000000000000081565b61035e6105613660046155b9565b612709565b61035e61057436600461530a565b612786565b6102e46102aa81565b61035e6105903660046155fe565b6128da565b6102e4602581565b6105b06105ab3660046151bd565b612e19565b60408051921515835260ff9091166020830152016102ee565b6102e4606481565b6102e4603c81565b6105ec6105e736600461530a565b612fbf565b6040516102ee919061565b565b61035e610607366004615292565b6130a9565b60408051466020808301919091523082840152606082018690526080820185905273ffffffffffffffffffffffffffffffffffffffff841660a0808401919091528351808403909101815260c0909201909252805191012060081c5b9392505050565b5f5f61067c87600161333f565b5f8981526001602052604081209294509092509082600281106106a1576106a16156dd565b600a02018054909150156106f0576040517fec84b76e00000000000000000000000000000000000000000000000000000000815260048101899052602481018390526044015b60405180910390fd5b6040517f669d944800000000000000000000000000000000000000000000000000000000815284356004820152602085013560248201527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063669d944890604401602060405180830381865afa158015610783573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107a7919061570a565b6107ea576040517fe7a7ad3c00000000000000000000000000000000000000000000000000000000815284356004820152602085013560248201526044016106e7565b6107f2614dfe565b7f000000000000000000000000000000000000000000000000000000000000000081525f5b60058110156108cc575f898260058110610833576108336156dd565b6020020135905080158061086757507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018110155b156108a1576040517fb3f6e68e000000000000000000000000000000000000000000000000000000008152600481018290526024016106e7565b80836108ae846001615756565b600781106108be576108be6156dd565b602002015250600101610817565b506108d8895f3361060c565b60c08201526040517f598da1d10000000000000000000000000000000000000000000000000000000081527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063598da1d190610953908a908a9086906004016157b0565b5f6040518083038186803b158015610969575f5ffd5b505afa92505050801561097a575060015b6109ba576040517f0df0d00b000000000000000000000000000000000000000000000000000000008152600481018a9052602481018490526044016106e7565b6109c682896005614e1c565b506109d660058301866002614e5a565b5082897f6e71dfaaabc965fa5b8178967ba44a2fc7caab843ee095e133579c25ddaffb028a88604051610a0a9291906157f8565b60405180910390a3610a1c8985613510565b505050505050505050565b5f818152602081905260409020610a3d82613551565b60018154790100000000000000000000000000000000000000000000000000900460ff16600b811115610a7257610a7261532a565b141580610a985750600281015473ffffffffffffffffffffffffffffffffffffffff1615155b15610af55780546040517f251e502d0000000000000000000000000000000000000000000000000000000081526106e791849179010000000000000000000000000000000000000000000000000090910460ff1690600401615810565b5f7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1663b0c9451384610b3c8561363a565b6040518363ffffffff1660e01b8152600401610b59929190615874565b6020604051808303815f875af1158015610b75573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b99919061588c565b905073ffffffffffffffffffffffffffffffffffffffff8116610bbb57505050565b6002820180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff831690811790915560405184907f217b893362c1b98b2fa47a82415d41f6715473e7b902ea5659add191927554da905f90a3505050565b5f610c3b886002613703565b905060258414610c79576040517f8f2be7cb0000000000000000000000000000000000000000000000000000000081525f60048201526024016106e7565b60258214610cb6576040517f8f2be7cb000000000000000000000000000000000000000000000000000000008152600160048201526024016106e7565b60028101545f90610ce89074010000000000000000000000000000000000000000900467ffffffffffffffff166138c2565b90505f819003610d545760028201546040517f1f8efdec000000000000000000000000000000000000000000000000000000008152600481018b90527401000000000000000000000000000000000000000090910467ffffffffffffffff1660248201526044016106e7565b6001828101545f91610d829174010000000000000000000000000000000000000000900461ffff16906158a7565b60408051602081018590529081018c905261ffff919091166060820181905291505f90608001604080518083037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe00181529190528051602090910120600185810180547fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000061ffff87160217905560068601829055909150829003610e805783547fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff16600182167a010000000000000000000000000000000000000000000000000000021784555b600184810180547fffffffffffffff000000ffffffffffffffffffffffffffffffffffffffffffff16905584547b010000000000000000000000000000000000000000000000000000007a010000000000000000000000000000000000000000000000000000820460ff16027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff9091161785555f8c815260209190915260408120600781018c9055601181018b9055905b6002811015611007575f808080858560028110610f5057610f506156dd565b600a02016008015f878760028110610f6a57610f6a6156dd565b600a02016009015f898960028110610f8457610f846156dd565b600a020160090160018b8b60028110610f9f57610f9f6156dd565b600a020160090160028891906101000a81548160ff0219169083151502179055508791906101000a81548160ff0219169083151502179055508691906101000a81548160ff021916908360ff1602179055508591905055505050508080600101915050610f31565b50611015856003600a6139f5565b8454604080518581527a01000000000000000000000000000000000000000000000000000090920460ff1660208301528101839052606081018c9052608081018b90528c907fb9989575a693a83bd2c884fc12a1db1965920e115f5df1df7812a262705365ca9060a00160405180910390a28b7f037e71bde5eab3eada765ef9bfdef50d1b6f753b82bb8ba8d53700b73cf09059848b8b8b8b6040516110bf9594939291906158c1565b60405180910390a2505050505050505050505050565b5f5f6110e2846007613aa8565b909250905060ff83166001148015906110ff575060ff8316600214155b1561113b576040517f58b6536700000000000000000000000000000000000000000000000000000000815260ff841660048201526024016106e7565b6001820180547fffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffff16780100000000000000000000000000000000000000000000000060ff861602179055611192826008603c6139f5565b6040805182815260ff8516602082015285917f7db212f75036b5e0c4856f5c73a2707f7d092d30625650c8be137bfc725507b991015b60405180910390a250505050565b6111df81613551565b5f8181526020819052604090206111f68282613b3b565b61122f576040517f2a505475000000000000000000000000000000000000000000000000000000008152600481018390526024016106e7565b6002810180547fff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167e0100000000000000000000000000000000000000000000000000000000000017905580547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff16790b000000000000000000000000000000000000000000000000001781555f6112c68261363a565b6040805160028082526060820183529293505f9290916020830190803683370190505090507f0000000000000000000000000000000000000000000000000000000000000000815f8151811061131e5761131e6156dd565b6020026020010181815250507f00000000000000000000000000000000000000000000000000000000000000008160018151811061135e5761135e6156dd565b602090810291909101015260028301546040517fe7326cfb0000000000000000000000000000000000000000000000000000000081525f9173ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000081169263e7326cfb926113e99216908990889088906004016158f9565b6020604051808303815f875af1158015611405573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114299190615970565b600285015460405182815291925073ffffffffffffffffffffffffffffffffffffffff169086907f93f2b92a2a2f8a26a602a335e3f928a7e9c55326e4dc2dc37164f051cd4f9ff59060200160405180910390a3611487855f613c79565b5050505050565b5f5f61149b856003613aa8565b915091506114878583838787613ced565b5f5f6114b986600a613aa8565b90925090506114ca60056002615987565b85901c1515806114e35750600185901c85166101551615155b1561151d576040517f4b061877000000000000000000000000000000000000000000000000000000008152600481018690526024016106e7565b60018201547b01000000000000000000000000000000000000000000000000000000810460ff16907c0100000000000000000000000000000000000000000000000000000000810463ffffffff16905f906effffffffffffffffffffffffffffff906115a7908b9074010000000000000000000000000000000000000000900461ffff163361060c565b1690505f604051806040016040528060015f8d81526020019081526020015f2087600281106115d8576115d86156dd565b600a020186600581106115ed576115ed6156dd565b01548152602001608484901b64080000000061160a600580615987565b8d901b8717171790526040517fe1ff508200000000000000000000000000000000000000000000000000000000815290915073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000169063e1ff50829061168c908b908b90869060040161599e565b5f6040518083038186803b1580156116a2575f5ffd5b505afa9250505080156116b3575060015b6116f3576040517f0df0d00b000000000000000000000000000000000000000000000000000000008152600481018b9052602481018690526044016106e7565b505060018401546040805179010000000000000000000000000000000000000000000000000090920460ff1680835260208301859052908201839052606082018990529089907fe0ac6fa34817ba5e45f96aa018c3aa834e943d23ce175cbdc4e01e6948e2dd549060800160405180910390a26102aa8803611804575f6001841b6004870160ff84166002811061178c5761178c6156dd565b602091828204019190069054906101000a900460ff1617905080866004018360ff16600281106117be576117be6156dd565b602091828204019190066101000a81548160ff021916908360ff1602179055508060ff16601f03611802576117f78a878460ff16613fb7565b5050505050506118ff565b505b6001858101545f91611836917a010000000000000000000000000000000000000000000000000000900460ff166159c0565b6001870180547fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff167a01000000000000000000000000000000000000000000000000000060ff8481169182029290921790925588547fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff167b01000000000000000000000000000000000000000000000000000000918616919091021788559091505f036118eb576118e68661414a565b6118f8565b6118f8866009601e6139f5565b5050505050505b50505050565b5f611911836001613703565b6005810154909150156119765780546040517f251e502d0000000000000000000000000000000000000000000000000000000081526106e791859179010000000000000000000000000000000000000000000000000090910460ff1690600401615810565b6119818382846141a5565b61198b8382613510565b505050565b5f5f61199d846004613aa8565b9150915060018310806119b05750600a83115b15611a1c57828260030182600281106119cb576119cb6156dd565b60208104909101546040517f9737b221000000000000000000000000000000000000000000000000000000008152600481019390935260ff601f9092166101000a90041660248201526044016106e7565b60018201545f90611a4c90859077010000000000000000000000000000000000000000000000900460ff16615756565b9050826003018260028110611a6357611a636156dd565b602081049091015460ff601f9092166101000a900416811115611a9657808360030183600281106119cb576119cb6156dd565b600183810180547fffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffff167701000000000000000000000000000000000000000000000060ff851602179055611aeb9083906159d9565b835460ff919091167b01000000000000000000000000000000000000000000000000000000027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff909116178355611b45836004600a6139f5565b604080518381526020810183905286917f5c11e6bf3ab7030035141503e92f232349c3803e3aabe29665968b0425dec6e191015b60405180910390a25050505050565b5f5f611b95836004613aa8565b9150915061198b8383835f61429c565b611bad614e87565b5f828152602081815260409182902082516102e081018452815473ffffffffffffffffffffffffffffffffffffffff8116825274010000000000000000000000000000000000000000810464ffffffffff169382019390935292909190830190790100000000000000000000000000000000000000000000000000900460ff16600b811115611c3e57611c3e61532a565b600b811115611c4f57611c4f61532a565b815281547a01000000000000000000000000000000000000000000000000000080820460ff90811660208501527b0100000000000000000000000000000000000000000000000000000080840482166040808701919091527c01000000000000000000000000000000000000000000000000000000009485900483166060870152600187015473ffffffffffffffffffffffffffffffffffffffff80821660808901527401000000000000000000000000000000000000000080830461ffff90811660a08b01527601000000000000000000000000000000000000000000008404871660c08b0152770100000000000000000000000000000000000000000000008404871660e08b01527801000000000000000000000000000000000000000000000000840487166101008b0152790100000000000000000000000000000000000000000000000000840487166101208b015296830486166101408a015293820485166101608901529086900463ffffffff166101808801526002808901549182166101a089015292810467ffffffffffffffff166101c08801529485049093166101e08601527e0100000000000000000000000000000000000000000000000000000000000090930416151561020084015280518082019182905261022090930192916003850191825f855b825461010083900a900460ff16815260206001928301818104948501949093039092029101808411611e3c575050509284525050604080518082019182905260209093019291506004840190600290825f855b825461010083900a900460ff16815260206001928301818104948501949093039092029101808411611e8f575050509284525050506005820154602082015260069091015460409091015292915050565b611ee981613551565b5f8181526020819052604090208054790100000000000000000000000000000000000000000000000000810460ff169074010000000000000000000000000000000000000000900464ffffffffff164211611f73576040517f2bf4bc63000000000000000000000000000000000000000000000000000000008152600481018490526024016106e7565b81547b01000000000000000000000000000000000000000000000000000000900460ff16600382600b811115611fab57611fab61532a565b036120255760028301547c0100000000000000000000000000000000000000000000000000000000900461ffff1660015b611fe76001826159d9565b611ff2906004615987565b82901c600f165f036120105780612008816159ec565b915050611fdc565b61201e868685846001613ced565b50506118ff565b600482600b8111156120395761203961532a565b036120505761204b848483600161429c565b6118ff565b600582600b8111156120645761206461532a565b03612161575f84815260016020526040812090805b600281101561213f57828160028110612094576120946156dd565b600a020160090160019054906101000a900460ff16156120b75760019150612137565b60018382600281106120cb576120cb6156dd565b600a020160090160026101000a81548160ff021916908315150217905550867f4499fa4835d5ec1bd25cd2a19551bea1e20129f063cba588cfbbac85cf4bc630825f5f60405161212e939291909283526020830191909152604082015260600190565b60405180910390a25b600101612079565b50801561215857612153856006601e6139f5565b61201e565b61201e8561432c565b600782600b8111156121755761217561532a565b036121c657612187836008603c6139f5565b604080518281525f602082015285917f7db212f75036b5e0c4856f5c73a2707f7d092d30625650c8be137bfc725507b9910160405180910390a26118ff565b600982600b8111156121da576121da61532a565b03612272576001830154604080518381527a01000000000000000000000000000000000000000000000000000090920460ff16602083015285917fd17ed182755a6741b7671bb2865011c20224de5858b67ad8954e5ac7d062c573910160405180910390a26001830180547fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff16905561204b8361414a565b6040517f2bf4bc63000000000000000000000000000000000000000000000000000000008152600481018590526024016106e7565b5f5f6122b485600661333f565b5f87815260016020526040902091935091508082600281106122d8576122d86156dd565b600a020160090160019054906101000a900460ff16158061231c5750808260028110612306576123066156dd565b600a020160090160029054906101000a900460ff165b806123275750601f85115b806123a9575080826002811061233f5761233f6156dd565b600a020160080154600184015460408051602081018a90527401000000000000000000000000000000000000000090920461ffff1690820152606081018490526080810187905260a0810186905260c0016040516020818303038152906040528051906020012014155b156123ea576040517f1c67928000000000000000000000000000000000000000000000000000000000815260048101879052602481018390526044016106e7565b848183600281106123fd576123fd6156dd565b600a02016009015f6101000a81548160ff021916908360ff160217905550600181836002811061242f5761242f6156dd565b600a020160090160026101000a81548160ff021916908315150217905550857f4499fa4835d5ec1bd25cd2a19551bea1e20129f063cba588cfbbac85cf4bc63083612479886143b6565b604080519283526020830191909152810188905260600160405180910390a2806124a48360016159d9565b600281106124b4576124b46156dd565b600a020160090160029054906101000a900460ff16156124d7576124d78361432c565b505050505050565b5f818152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff161580612539575060028101547e01000000000000000000000000000000000000000000000000000000000000900460ff165b806125ec57506040517f27507458000000000000000000000000000000000000000000000000000000008152600481018390527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa1580156125c8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906125ec919061570a565b15612626576040517f2a505475000000000000000000000000000000000000000000000000000000008152600481018390526024016106e7565b6002810180547fff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167e010000000000000000000000000000000000000000000000000000000000001790556040517f37bdc99b0000000000000000000000000000000000000000000000000000000081526004810183905273ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906337bdc99b906024015b5f604051808303815f87803b1580156126f7575f5ffd5b505af11580156124d7573d5f5f3e3d5ffd5b3373ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000161461277a576040517f7ffa86ee0000000000000000000000000000000000000000000000000000000081523360048201526024016106e7565b6118ff848484846143e5565b5f5f61279384600561333f565b5f86815260016020526040902091935091508082600281106127b7576127b76156dd565b600a020160090160019054906101000a900460ff161561280d576040517f1c67928000000000000000000000000000000000000000000000000000000000815260048101869052602481018390526044016106e7565b6001818360028110612821576128216156dd565b600a020160090160016101000a81548160ff02191690831515021790555083818360028110612852576128526156dd565b600a020160080181905550847f179fbb0a1c408bb1adcb0e0496214befdb40c7a1aaef198c1c022639653009468360405161288f91815260200190565b60405180910390a2806128a38360016159d9565b600281106128b3576128b36156dd565b600a020160090160019054906101000a900460ff161561148757611487836006601e6139f5565b5f6128e6856008613703565b905080600501548460405160200161290091815260200190565b6040516020818303038152906040528051906020012014612950576040517fc502883f000000000000000000000000000000000000000000000000000000008152600481018690526024016106e7565b5f5f61295e87848888614624565b6001850154604080517401000000000000000000000000000000000000000090920461ffff168252602082018a905292945090925088917ffe849c4cd9582db22d881931e5550b7344be4efc745897adaa69d5d6fd4379ee910160405180910390a282545f906129f2907c0100000000000000000000000000000000000000000000000000000000900460ff1660016159c0565b60018501549091507801000000000000000000000000000000000000000000000000900460ff165f819003612a55575f612a2e85856001614902565b9050612a3b836001615a23565b60ff168160ff1614612a4e576001612a51565b60025b9150505b5f612a61858584614902565b9050612a6e8a87896141a5565b8060ff165f03612aea5760018601546040518b917fe82bb043a90066c3b8f63e94de5e414d622efba17da74e8f69a75ae2f2f2ab3c91612ad59174010000000000000000000000000000000000000000900461ffff16908990899088906002905f90615a61565b60405180910390a26117f7866002603c6139f5565b5f612af66001836159c0565b90505f8460ff168260ff1614612c1f5750600187015460ff770100000000000000000000000000000000000000000000009091048116905f90829060038b0190881660028110612b4857612b486156dd565b602081049190910154612b679291601f166101000a900460ff166159d9565b905080896003018760ff1660028110612b8257612b826156dd565b602091828204019190066101000a81548160ff021916908360ff1602179055508c7fe82bb043a90066c3b8f63e94de5e414d622efba17da74e8f69a75ae2f2f2ab3c8a60010160149054906101000a900461ffff168a8a898888604051612bee96959493929190615aaa565b60405180910390a2805f03612c1957612c0b8d8a8560ff16613fb7565b5050505050505050506118ff565b50612c84565b60018801546040518d917fe82bb043a90066c3b8f63e94de5e414d622efba17da74e8f69a75ae2f2f2ab3c91612c7b9174010000000000000000000000000000000000000000900461ffff16908b908b908a9089905f90615aaa565b60405180910390a25b600188810180547fffffffffff0000ffffffffffffffffffffffffffffffffffffffffffffffffff81167fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff79010000000000000000000000000000000000000000000000000060ff888116918202928316939093177601000000000000000000000000000000000000000000007fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff909516909217939093049091167a010000000000000000000000000000000000000000000000000000021790915589547fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff167b01000000000000000000000000000000000000000000000000000000909102178955612db29083906159c0565b885460ff919091167a010000000000000000000000000000000000000000000000000000027fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff909116178855612e0b886009601e6139f5565b505050505050505050505050565b5f818152602081905260408120805482919074010000000000000000000000000000000000000000900464ffffffffff164211612e5b57505f93849350915050565b80545f85815260016020819052604090912079010000000000000000000000000000000000000000000000000090920460ff16919082600b811115612ea257612ea261532a565b03612f16578054600a820154901580159115159080612ebf575080155b15612ee0576001612ed2831583156149a3565b965096505050505050915091565b600285015473ffffffffffffffffffffffffffffffffffffffff16612f075760015f612ed2565b505f9788975095505050505050565b600682600b811115612f2a57612f2a61532a565b03612f645760098101546013820154600191612f589160ff62010000928390048116159290910416156149a3565b94509450505050915091565b600a82600b811115612f7857612f7861532a565b03612fb2578254600190612f58907b01000000000000000000000000000000000000000000000000000000900460ff1680159083146149a3565b505f958695509350505050565b612fc7614f47565b5f8381526001602052604090208260028110612fe557612fe56156dd565b60408051610180810190915291600a91909102018160e081018260058282826020028201915b81548152602001906001019080831161300b575050509183525050604080518082019182905260209092019190600584019060029082845b815481526020019060010190808311613043575050509183525050600782015460208201526008820154604082015260099091015460ff808216606084015261010082048116151560808401526201000090910416151560a09091015290505b92915050565b5f5f6130b6856009613aa8565b91509150600584106130f7576040517f98e909d1000000000000000000000000000000000000000000000000000000008152600481018590526024016106e7565b8382600401826002811061310d5761310d6156dd565b602081049190910154601f9091166101000a900460ff16901c60011615613163576040517fd6ab3b15000000000000000000000000000000000000000000000000000000008152600481018590526024016106e7565b61316e600580615987565b83901c156131ab576040517f98e909d1000000000000000000000000000000000000000000000000000000008152600481018490526024016106e7565b5f5b600581101561320b57601a6131c3826005615987565b85901c601f1610613203576040517f98e909d1000000000000000000000000000000000000000000000000000000008152600481018590526024016106e7565b6001016131ad565b50600182810180547affffffffffffffffffffffffffffffffffffffffffffffffffffff167b0100000000000000000000000000000000000000000000000000000060ff8816027bffffffffffffffffffffffffffffffffffffffffffffffffffffffff16177c010000000000000000000000000000000000000000000000000000000063ffffffff8716021790556132a59082906159d9565b825460ff919091167b01000000000000000000000000000000000000000000000000000000027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff9091161782556132ff82600a601e6139f5565b604080518281526020810186905290810184905285907fdc058bae008e553ade395a77d7b59274d86fc0cc51f986ad86bbd84735fa31b490606001611b79565b5f5f61334a84613551565b5f848152602081905260409020805490925073ffffffffffffffffffffffffffffffffffffffff16330361337f57505f6133e3565b600182015473ffffffffffffffffffffffffffffffffffffffff1633036133a8575060016133e3565b6040517f06657cfc000000000000000000000000000000000000000000000000000000008152600481018590523360248201526044016106e7565b82600b8111156133f5576133f561532a565b8254790100000000000000000000000000000000000000000000000000900460ff16600b8111156134285761342861532a565b146134855781546040517f251e502d0000000000000000000000000000000000000000000000000000000081526106e791869179010000000000000000000000000000000000000000000000000090910460ff1690600401615810565b815474010000000000000000000000000000000000000000900464ffffffffff164211156135095781546040517f985954ee000000000000000000000000000000000000000000000000000000008152600481018690527401000000000000000000000000000000000000000090910464ffffffffff1660248201526044016106e7565b9250929050565b5f8281526001602052604090206005820154158061352d57508054155b8061353a5750600a810154155b1561354457505050565b61198b826002603c6139f5565b6040517f27507458000000000000000000000000000000000000000000000000000000008152600481018290527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa1580156135da573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906135fe919061570a565b613637576040517f9e560bdd000000000000000000000000000000000000000000000000000000008152600481018290526024016106e7565b50565b604080516002808252606080830184529260208301908036833750508354825192935073ffffffffffffffffffffffffffffffffffffffff16918391505f90613685576136856156dd565b73ffffffffffffffffffffffffffffffffffffffff9283166020918202929092010152600180840154835192169183919081106136c4576136c46156dd565b602002602001019073ffffffffffffffffffffffffffffffffffffffff16908173ffffffffffffffffffffffffffffffffffffffff1681525050919050565b5f61370d83613551565b505f828152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff163314158061375c5750600281015473ffffffffffffffffffffffffffffffffffffffff16155b1561379c576040517f9d511aa0000000000000000000000000000000000000000000000000000000008152600481018490523360248201526044016106e7565b81600b8111156137ae576137ae61532a565b8154790100000000000000000000000000000000000000000000000000900460ff16600b8111156137e1576137e161532a565b1461383e5780546040517f251e502d0000000000000000000000000000000000000000000000000000000081526106e791859179010000000000000000000000000000000000000000000000000090910460ff1690600401615810565b805474010000000000000000000000000000000000000000900464ffffffffff164211156130a35780546040517f985954ee000000000000000000000000000000000000000000000000000000008152600481018590527401000000000000000000000000000000000000000090910464ffffffffff1660248201526044016106e7565b5f8143116138d157505f919050565b6101006138de83436159d9565b116138e857504090565b71f90827f1c53a10cb7a02335b1753200029353b5f0361390957505f919050565b5f5f71f90827f1c53a10cb7a02335b17532000293573ffffffffffffffffffffffffffffffffffffffff168460405160200161394791815260200190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08184030181529082905261397f91615af6565b5f60405180830381855afa9150503d805f81146139b7576040519150601f19603f3d011682016040523d82523d5f602084013e6139bc565b606091505b50915091508180156139cf575080516020145b6139d9575f6139ed565b808060200190518101906139ed9190615970565b949350505050565b8254829084907fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff1679010000000000000000000000000000000000000000000000000083600b811115613a4a57613a4a61532a565b0217905550613a598142615756565b835464ffffffffff9190911674010000000000000000000000000000000000000000027fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff909116179092555050565b5f5f613ab4848461333f565b815491935091507b01000000000000000000000000000000000000000000000000000000900460ff1681146135095781546040517f251e502d0000000000000000000000000000000000000000000000000000000081526106e791869179010000000000000000000000000000000000000000000000000090910460ff1690600401615810565b60028101545f9073ffffffffffffffffffffffffffffffffffffffff161580613b8a575060028201547e01000000000000000000000000000000000000000000000000000000000000900460ff165b80613bb55750815474010000000000000000000000000000000000000000900464ffffffffff164211155b15613bc157505f6130a3565b8154790100000000000000000000000000000000000000000000000000900460ff16600281600b811115613bf757613bf761532a565b1480613c145750600881600b811115613c1257613c1261532a565b145b15613c235760019150506130a3565b5f8481526001602081905260409091209082600b811115613c4657613c4661532a565b148015613c5557506005840154155b8015613c615750805415155b8015613c705750600a81015415155b95945050505050565b6040517f0c4223de00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690630c4223de906126e09085908590600401615b0c565b6001811080613cfc5750600a81115b80613d305750836003018360028110613d1757613d176156dd565b602081049091015460ff601f9092166101000a90041681115b15613d4b57808460030184600281106119cb576119cb6156dd565b60028401547c0100000000000000000000000000000000000000000000000000000000900461ffff166001831080613d835750600483115b80613dab5750613d946001846159d9565b613d9f906004615987565b61ffff8216901c600f16155b15613de5576040517f4578497c000000000000000000000000000000000000000000000000000000008152600481018490526024016106e7565b613df06001846159d9565b613dfb906004615987565b613e09906001901b82615b30565b905061ffff811615613e1b5780613e1f565b6112335b60028601805461ffff929092167c0100000000000000000000000000000000000000000000000000000000027fffff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffff9092169190911790556001808601805460ff85811677010000000000000000000000000000000000000000000000027fffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffff91881676010000000000000000000000000000000000000000000002919091167fffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffffff90921691909117179055613f129085906159d9565b855460ff919091167b01000000000000000000000000000000000000000000000000000000027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff909116178555613f6c856004600a6139f5565b604080518581526020810185905290810183905286907ff60817d6528d028cdcb457b05693a1e22c0ff32963156bb84508e94eafb0c36d9060600160405180910390a2505050505050565b81547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff16790b000000000000000000000000000000000000000000000000001782556002820180547fff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167e0100000000000000000000000000000000000000000000000000000000000017905560038201546040805183815260ff80841660208301526101009093049092169082015283907f6b7a19a39c8688f3477ed3725c83a838f22bc2bc59d559c75b84c8add410f6139060600160405180910390a26040517f37bdc99b000000000000000000000000000000000000000000000000000000008152600481018490527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16906337bdc99b906024015f604051808303815f87803b15801561411b575f5ffd5b505af115801561412d573d5f5f3e3d5ffd5b5050505061198b83825f14614143576002613c79565b6001613c79565b600281810180547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000004367ffffffffffffffff1602179055613637908290603c6139f5565b5f8190036141df576040517fc09e049f00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600582018190556002820180547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000004367ffffffffffffffff1681029190911790915560018084015485927f9f6dd611f1226e817380be75a2f6db11d2049fa6f296392cdc669c8dd0decbad92614274929190910461ffff16906158a7565b6040805161ffff909216825260208201859052439082015260600160405180910390a2505050565b82547fffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff167c010000000000000000000000000000000000000000000000000000000060ff8416021783556142f3836005601e6139f5565b60408051838152821515602082015285917f58c8657bdb23d5486be0e659081a6909e2ce70416d0b1d798930120ccc00797891016111c8565b805461435c907c0100000000000000000000000000000000000000000000000000000000900460ff1660016159c0565b815460ff919091167b01000000000000000000000000000000000000000000000000000000027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff909116178155613637816007601e6139f5565b5f5b81156143e057806143c8816159ec565b91506143d790506001836159d9565b821691506143b8565b919050565b5f84815260208190526040902080546001820180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff868116919091179091557901000000000000000000000000000000000000000000000000007fffffffffffff00ffffffffff00000000000000000000000000000000000000009092169086161717815561448c603c42615756565b815464ffffffffff9190911674010000000000000000000000000000000000000000027fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff90911617815560408051808201909152606480825260208201526144fa9060038301906002614f8f565b506002810180547fffff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffff167d1233000000000000000000000000000000000000000000000000000000001790557f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16634b5907ff8661458b8461363a565b6040518363ffffffff1660e01b81526004016145a8929190615874565b5f604051808303815f87803b1580156145bf575f5ffd5b505af11580156145d1573d5f5f3e3d5ffd5b50506040805173ffffffffffffffffffffffffffffffffffffffff8089168252871660208201528893507f0db852497beb4f117053b561916aae987f88d666bac5179bd210c99a9e5aa175925001611b79565b61462c61501a565b61463461501a565b5f6146438587600601546149da565b90505f5b60058110156146ce57818160148110614662576146626156dd565b6020020151848260058110614679576146796156dd565b60ff909216602092909202015281614692826005615756565b601481106146a2576146a26156dd565b60200201518382600581106146b9576146b96156dd565b60ff9092166020929092020152600101614647565b505f8781526001602081815260408084206007810154938b01549151909461471a938d9374010000000000000000000000000000000000000000900461ffff16928a918c359101615b4a565b6040516020818303038152906040528051906020012014614770576040517f4ae2ea74000000000000000000000000000000000000000000000000000000008152600481018990525f60248201526044016106e7565b60118101546001888101546040516147b0928c9274010000000000000000000000000000000000000000900461ffff1691889060208c8101359101615b4a565b6040516020818303038152906040528051906020012014614807576040517f4ae2ea7400000000000000000000000000000000000000000000000000000000815260048101899052600160248201526044016106e7565b8654600a907a010000000000000000000000000000000000000000000000000000900460ff165f5b60028110156148f4575f811561484f5761484a8360016159d9565b614851565b825b90505f81156148605787614862565b885b90505f868360028110614877576148776156dd565b600a02016009015460ff1690505f5b60058110156148e457600182821c16156148dc5788876148a5816159ec565b9850601481106148b7576148b76156dd565b60200201518382600581106148ce576148ce6156dd565b60ff90921660209290920201525b600101614886565b50506001909201915061482f9050565b505050505094509492505050565b5f60ff821660011480159061491b575060ff8216600214155b15614957576040517f58b6536700000000000000000000000000000000000000000000000000000000815260ff831660048201526024016106e7565b5f61496185614b51565b90505f61496d85614b51565b9050808203614980575f92505050610668565b80821160ff851660011414614996576002614999565b60015b9695505050505050565b5f8280156149ae5750815b156149ba57505f6130a3565b826149c65760016149c9565b60025b60028111156106685761066861532a565b6149e2615038565b60408051602080820186905281830185905282518083038401815260609092019092528051910120614a12615057565b5f5b6034811015614a455780828260348110614a3057614a306156dd565b60ff9092166020929092020152600101614a14565b505f5b6014811015614b48575f614a5d8260346159d9565b6040805160208101879052908101849052606001604051602081830303815290604052805190602001205f1c614a939190615b83565b614a9d9083615756565b9050828160348110614ab157614ab16156dd565b6020020151838360348110614ac857614ac86156dd565b6020020151848460348110614adf57614adf6156dd565b60200201858460348110614af557614af56156dd565b60ff938416602091909102919091015291169052828260348110614b1b57614b1b6156dd565b6020020151858360148110614b3257614b326156dd565b60ff909216602092909202015250600101614a48565b50505092915050565b80515f9081908190600190600316825b6005811015614c4d575f878260058110614b7d57614b7d6156dd565b602002015160ff16905060348110614bc4576040517ff8497168000000000000000000000000000000000000000000000000000000008152600481018290526024016106e7565b600185821c1615614c04576040517f3e98f9f5000000000000000000000000000000000000000000000000000000008152600481018290526024016106e7565b6001811b9490941793614c1b600282811c90615756565b614c26906004615987565b614c34906001901b87615756565b9550828160031614614c44575f93505b50600101614b61565b505f80808060045b60018110614ce857600e5b60028110614cd55781614c74826004615987565b8b901c600f1603614cc35784614c89816159ec565b955050835f03614c9b57819350614ca6565b825f03614ca6578192505b5f5b82811015614cc15760049690961b811795600101614ca8565b505b80614ccd81615bbb565b915050614c60565b5080614ce081615bbb565b915050614c55565b505f60058403614d3957601085901c600f600c87901c811690614d0d908816836159d9565b600403614d1c57819250614d36565b600e82148015614d2c5750806005145b15614d3657600592505b50505b5f5f82118015614d465750875b15614d5357506008614ddc565b83600403614d6357506007614ddc565b836003148015614d735750826002145b15614d8057506006614ddc565b8715614d8e57506005614ddc565b8115614d9c57506004614ddc565b83600303614dac57506003614ddc565b836002148015614dbc5750826002145b15614dc957506002614ddc565b83600203614dd957506001614ddc565b505f5b8115614dea57601082901b95505b60141b9094179a9950505050505050505050565b6040518060e001604052806007906020820280368337509192915050565b8260058101928215614e4a579160200282015b82811115614e4a578235825591602001919060010190614e2f565b50614e56929150615076565b5090565b8260028101928215614e4a5791602002820182811115614e4a578235825591602001919060010190614e2f565b604080516102e0810182525f80825260208201819052909182019081525f6020820181905260408201819052606082018190526080820181905260a0820181905260c0820181905260e08201819052610100820181905261012082018190526101408201819052610160820181905261018082018190526101a082018190526101c082018190526101e0820181905261020082015261022001614f2861508a565b8152602001614f3561508a565b81526020015f81526020015f81525090565b6040518060e00160405280614f5a61501a565b8152602001614f6761508a565b81525f6020820181905260408201819052606082018190526080820181905260a09091015290565b600183019183908215614e4a579160200282015f5b83821115614fe157835183826101000a81548160ff021916908360ff16021790555092602001926001016020815f01049283019260010302614fa4565b801561500d5782816101000a81549060ff02191690556001016020815f01049283019260010302614fe1565b5050614e56929150615076565b6040518060a001604052806005906020820280368337509192915050565b6040518061028001604052806014906020820280368337509192915050565b6040518061068001604052806034906020820280368337509192915050565b5b80821115614e56575f8155600101615077565b60405180604001604052806002906020820280368337509192915050565b73ffffffffffffffffffffffffffffffffffffffff81168114613637575f5ffd5b5f5f5f606084860312156150db575f5ffd5b833592506020840135915060408401356150f4816150a8565b809150509250925092565b5f5f83601f84011261510f575f5ffd5b50813567ffffffffffffffff811115615126575f5ffd5b602083019150836020828501011115613509575f5ffd5b80604081018310156130a3575f5ffd5b5f5f5f5f5f6101208688031215615162575f5ffd5b8535945060c0860187811115615176575f5ffd5b6020870194503567ffffffffffffffff811115615191575f5ffd5b61519d888289016150ff565b90945092506151b190508760e0880161513d565b90509295509295909350565b5f602082840312156151cd575f5ffd5b5035919050565b5f5f5f5f5f5f5f60a0888a0312156151ea575f5ffd5b873596506020880135955060408801359450606088013567ffffffffffffffff811115615215575f5ffd5b6152218a828b016150ff565b909550935050608088013567ffffffffffffffff811115615240575f5ffd5b61524c8a828b016150ff565b989b979a50959850939692959293505050565b5f5f60408385031215615270575f5ffd5b82359150602083013560ff81168114615287575f5ffd5b809150509250929050565b5f5f5f606084860312156152a4575f5ffd5b505081359360208301359350604090920135919050565b5f5f5f5f606085870312156152ce575f5ffd5b8435935060208501359250604085013567ffffffffffffffff8111156152f2575f5ffd5b6152fe878288016150ff565b95989497509550505050565b5f5f6040838503121561531b575f5ffd5b50508035926020909101359150565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b600c81106153675761536761532a565b9052565b805f5b60028110156118ff57815160ff1684526020938401939091019060010161536e565b815173ffffffffffffffffffffffffffffffffffffffff168152610320810160208301516153c7602084018264ffffffffff169052565b5060408301516153da6040840182615357565b5060608301516153ef606084018260ff169052565b506080830151615404608084018260ff169052565b5060a083015161541960a084018260ff169052565b5060c083015161544160c084018273ffffffffffffffffffffffffffffffffffffffff169052565b5060e083015161545760e084018261ffff169052565b5061010083015161546e61010084018260ff169052565b5061012083015161548561012084018260ff169052565b5061014083015161549c61014084018260ff169052565b506101608301516154b361016084018260ff169052565b506101808301516154ca61018084018260ff169052565b506101a08301516154e16101a084018260ff169052565b506101c08301516154fb6101c084018263ffffffff169052565b506101e08301516155256101e084018273ffffffffffffffffffffffffffffffffffffffff169052565b5061020083015161554361020084018267ffffffffffffffff169052565b5061022083015161555b61022084018261ffff169052565b5061024083015161557161024084018215159052565b5061026083015161558661026084018261536b565b5061028083015161559b6102a084018261536b565b506102a08301516102e08301526102c0909201516103009091015290565b5f5f5f5f608085870312156155cc575f5ffd5b8435935060208501356155de816150a8565b925060408501356155ee816150a8565b9396929550929360600135925050565b5f5f5f5f60a08587031215615611575f5ffd5b8435935060208501359250615629866040870161513d565b9396929550929360800135925050565b805f5b60028110156118ff57815184526020938401939091019060010161563c565b8151610180820190825f5b6005811015615685578251825260209283019290910190600101615666565b505050602083015161569a60a0840182615639565b50604083015160e08301526060830151610100830152608083015160ff1661012083015260a0830151151561014083015260c09092015115156101609091015290565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f6020828403121561571a575f5ffd5b81518015158114610668575f5ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b808201808211156130a3576130a3615729565b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b61010081525f6157c561010083018587615769565b905060208201835f5b60078110156157ed5781518352602092830192909101906001016157ce565b505050949350505050565b60e0810160a084833760408360a08401379392505050565b828152604081016106686020830184615357565b5f8151808452602084019350602083015f5b8281101561586a57815173ffffffffffffffffffffffffffffffffffffffff16865260209586019590910190600101615836565b5093949350505050565b828152604060208201525f6139ed6040830184615824565b5f6020828403121561589c575f5ffd5b8151610668816150a8565b61ffff81811683821601908111156130a3576130a3615729565b858152606060208201525f6158da606083018688615769565b82810360408401526158ed818587615769565b98975050505050505050565b73ffffffffffffffffffffffffffffffffffffffff85168152836020820152608060408201525f61592d6080830185615824565b8281036060840152835180825260208086019201905f5b81811015615962578351835260209384019390920191600101615944565b509098975050505050505050565b5f60208284031215615980575f5ffd5b5051919050565b80820281158282048414176130a3576130a3615729565b606081525f6159b1606083018587615769565b90506139ed6020830184615639565b60ff82811682821603908111156130a3576130a3615729565b818103818111156130a3576130a3615729565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203615a1c57615a1c615729565b5060010190565b60ff81811683821601908111156130a3576130a3615729565b805f5b60058110156118ff57815160ff16845260209384019390910190600101615a3f565b61ffff871681526101c08101615a7a6020830188615a3c565b615a8760c0830187615a3c565b60ff851661016083015283610180830152826101a0830152979650505050505050565b61ffff871681526101c08101615ac36020830188615a3c565b615ad060c0830187615a3c565b60ff851661016083015260ff8416610180830152826101a0830152979650505050505050565b5f82518060208501845e5f920191825250919050565b8281526040810160038310615b2357615b2361532a565b8260208301529392505050565b61ffff82811682821603908111156130a3576130a3615729565b85815261ffff8516602082015260ff841660408201526101208101615b726060830185615a3c565b826101008301529695505050505050565b5f82615bb6577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500690565b5f81615bc957615bc9615729565b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff019056",
}

// WordlePoker is an auto generated Go binding around an Ethereum contract.
type WordlePoker struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *WordlePoker) GetABI() abi.ABI {
	return c.abi
}

// NewWordlePoker creates a new instance of WordlePoker.
func NewWordlePoker() *WordlePoker {
	parsed, err := WordlePokerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &WordlePoker{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *WordlePoker) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address platform, address houses, address commitVerifier, address revealVerifier, uint256 secretRoot, uint256 slashAmount) returns()
func (wordlePoker *WordlePoker) PackConstructor(platform common.Address, houses common.Address, commitVerifier common.Address, revealVerifier common.Address, secretRoot *big.Int, slashAmount *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("", platform, houses, commitVerifier, revealVerifier, secretRoot, slashAmount)
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
func (wordlePoker *WordlePoker) PackALLGREEN() []byte {
	enc, err := wordlePoker.abi.Pack("ALL_GREEN")
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
func (wordlePoker *WordlePoker) TryPackALLGREEN() ([]byte, error) {
	return wordlePoker.abi.Pack("ALL_GREEN")
}

// UnpackALLGREEN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa248ceca.
//
// Solidity: function ALL_GREEN() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackALLGREEN(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("ALL_GREEN", data)
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
func (wordlePoker *WordlePoker) PackANSWERWINDOW() []byte {
	enc, err := wordlePoker.abi.Pack("ANSWER_WINDOW")
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
func (wordlePoker *WordlePoker) TryPackANSWERWINDOW() ([]byte, error) {
	return wordlePoker.abi.Pack("ANSWER_WINDOW")
}

// UnpackANSWERWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x05dfc472.
//
// Solidity: function ANSWER_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackANSWERWINDOW(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("ANSWER_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBETWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x62c2d7fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BET_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) PackBETWINDOW() []byte {
	enc, err := wordlePoker.abi.Pack("BET_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBETWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x62c2d7fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BET_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackBETWINDOW() ([]byte, error) {
	return wordlePoker.abi.Pack("BET_WINDOW")
}

// UnpackBETWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x62c2d7fe.
//
// Solidity: function BET_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackBETWINDOW(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("BET_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCHOOSEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa6db778b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CHOOSE_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) PackCHOOSEWINDOW() []byte {
	enc, err := wordlePoker.abi.Pack("CHOOSE_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCHOOSEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa6db778b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CHOOSE_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackCHOOSEWINDOW() ([]byte, error) {
	return wordlePoker.abi.Pack("CHOOSE_WINDOW")
}

// UnpackCHOOSEWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa6db778b.
//
// Solidity: function CHOOSE_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackCHOOSEWINDOW(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("CHOOSE_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCOMMITVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40f7ac42.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COMMIT_VERIFIER() view returns(address)
func (wordlePoker *WordlePoker) PackCOMMITVERIFIER() []byte {
	enc, err := wordlePoker.abi.Pack("COMMIT_VERIFIER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCOMMITVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40f7ac42.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function COMMIT_VERIFIER() view returns(address)
func (wordlePoker *WordlePoker) TryPackCOMMITVERIFIER() ([]byte, error) {
	return wordlePoker.abi.Pack("COMMIT_VERIFIER")
}

// UnpackCOMMITVERIFIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x40f7ac42.
//
// Solidity: function COMMIT_VERIFIER() view returns(address)
func (wordlePoker *WordlePoker) UnpackCOMMITVERIFIER(data []byte) (common.Address, error) {
	out, err := wordlePoker.abi.Unpack("COMMIT_VERIFIER", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFULLBETTINGDECK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34c56142.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FULL_BETTING_DECK() view returns(uint16)
func (wordlePoker *WordlePoker) PackFULLBETTINGDECK() []byte {
	enc, err := wordlePoker.abi.Pack("FULL_BETTING_DECK")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFULLBETTINGDECK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34c56142.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FULL_BETTING_DECK() view returns(uint16)
func (wordlePoker *WordlePoker) TryPackFULLBETTINGDECK() ([]byte, error) {
	return wordlePoker.abi.Pack("FULL_BETTING_DECK")
}

// UnpackFULLBETTINGDECK is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x34c56142.
//
// Solidity: function FULL_BETTING_DECK() view returns(uint16)
func (wordlePoker *WordlePoker) UnpackFULLBETTINGDECK(data []byte) (uint16, error) {
	out, err := wordlePoker.abi.Unpack("FULL_BETTING_DECK", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackGUESSWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c6d6eb5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GUESS_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) PackGUESSWINDOW() []byte {
	enc, err := wordlePoker.abi.Pack("GUESS_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGUESSWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c6d6eb5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GUESS_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackGUESSWINDOW() ([]byte, error) {
	return wordlePoker.abi.Pack("GUESS_WINDOW")
}

// UnpackGUESSWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6c6d6eb5.
//
// Solidity: function GUESS_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackGUESSWINDOW(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("GUESS_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackHOUSES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x073d1432.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function HOUSES() view returns(address)
func (wordlePoker *WordlePoker) PackHOUSES() []byte {
	enc, err := wordlePoker.abi.Pack("HOUSES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHOUSES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x073d1432.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function HOUSES() view returns(address)
func (wordlePoker *WordlePoker) TryPackHOUSES() ([]byte, error) {
	return wordlePoker.abi.Pack("HOUSES")
}

// UnpackHOUSES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x073d1432.
//
// Solidity: function HOUSES() view returns(address)
func (wordlePoker *WordlePoker) UnpackHOUSES(data []byte) (common.Address, error) {
	out, err := wordlePoker.abi.Unpack("HOUSES", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackHOUSEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca4e1d84.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function HOUSE_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) PackHOUSEWINDOW() []byte {
	enc, err := wordlePoker.abi.Pack("HOUSE_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHOUSEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca4e1d84.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function HOUSE_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackHOUSEWINDOW() ([]byte, error) {
	return wordlePoker.abi.Pack("HOUSE_WINDOW")
}

// UnpackHOUSEWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xca4e1d84.
//
// Solidity: function HOUSE_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackHOUSEWINDOW(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("HOUSE_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXOPEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ba70774.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_OPEN() view returns(uint256)
func (wordlePoker *WordlePoker) PackMAXOPEN() []byte {
	enc, err := wordlePoker.abi.Pack("MAX_OPEN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXOPEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ba70774.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_OPEN() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackMAXOPEN() ([]byte, error) {
	return wordlePoker.abi.Pack("MAX_OPEN")
}

// UnpackMAXOPEN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2ba70774.
//
// Solidity: function MAX_OPEN() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackMAXOPEN(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("MAX_OPEN", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXRAISE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ccfc5c7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_RAISE() view returns(uint256)
func (wordlePoker *WordlePoker) PackMAXRAISE() []byte {
	enc, err := wordlePoker.abi.Pack("MAX_RAISE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXRAISE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ccfc5c7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_RAISE() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackMAXRAISE() ([]byte, error) {
	return wordlePoker.abi.Pack("MAX_RAISE")
}

// UnpackMAXRAISE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ccfc5c7.
//
// Solidity: function MAX_RAISE() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackMAXRAISE(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("MAX_RAISE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMULLIGANWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27eb310b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MULLIGAN_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) PackMULLIGANWINDOW() []byte {
	enc, err := wordlePoker.abi.Pack("MULLIGAN_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMULLIGANWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27eb310b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MULLIGAN_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackMULLIGANWINDOW() ([]byte, error) {
	return wordlePoker.abi.Pack("MULLIGAN_WINDOW")
}

// UnpackMULLIGANWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x27eb310b.
//
// Solidity: function MULLIGAN_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackMULLIGANWINDOW(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("MULLIGAN_WINDOW", data)
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
func (wordlePoker *WordlePoker) PackPLATFORM() []byte {
	enc, err := wordlePoker.abi.Pack("PLATFORM")
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
func (wordlePoker *WordlePoker) TryPackPLATFORM() ([]byte, error) {
	return wordlePoker.abi.Pack("PLATFORM")
}

// UnpackPLATFORM is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7efc77fa.
//
// Solidity: function PLATFORM() view returns(address)
func (wordlePoker *WordlePoker) UnpackPLATFORM(data []byte) (common.Address, error) {
	out, err := wordlePoker.abi.Unpack("PLATFORM", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackREVEALVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x391f0427.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REVEAL_VERIFIER() view returns(address)
func (wordlePoker *WordlePoker) PackREVEALVERIFIER() []byte {
	enc, err := wordlePoker.abi.Pack("REVEAL_VERIFIER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREVEALVERIFIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x391f0427.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REVEAL_VERIFIER() view returns(address)
func (wordlePoker *WordlePoker) TryPackREVEALVERIFIER() ([]byte, error) {
	return wordlePoker.abi.Pack("REVEAL_VERIFIER")
}

// UnpackREVEALVERIFIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x391f0427.
//
// Solidity: function REVEAL_VERIFIER() view returns(address)
func (wordlePoker *WordlePoker) UnpackREVEALVERIFIER(data []byte) (common.Address, error) {
	out, err := wordlePoker.abi.Unpack("REVEAL_VERIFIER", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSEALEDLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6204035.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SEALED_LENGTH() view returns(uint256)
func (wordlePoker *WordlePoker) PackSEALEDLENGTH() []byte {
	enc, err := wordlePoker.abi.Pack("SEALED_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSEALEDLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6204035.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SEALED_LENGTH() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackSEALEDLENGTH() ([]byte, error) {
	return wordlePoker.abi.Pack("SEALED_LENGTH")
}

// UnpackSEALEDLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6204035.
//
// Solidity: function SEALED_LENGTH() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackSEALEDLENGTH(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("SEALED_LENGTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSECRETROOT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d643f26.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SECRET_ROOT() view returns(uint256)
func (wordlePoker *WordlePoker) PackSECRETROOT() []byte {
	enc, err := wordlePoker.abi.Pack("SECRET_ROOT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSECRETROOT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d643f26.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SECRET_ROOT() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackSECRETROOT() ([]byte, error) {
	return wordlePoker.abi.Pack("SECRET_ROOT")
}

// UnpackSECRETROOT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3d643f26.
//
// Solidity: function SECRET_ROOT() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackSECRETROOT(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("SECRET_ROOT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSLASHAMOUNT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37720606.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SLASH_AMOUNT() view returns(uint256)
func (wordlePoker *WordlePoker) PackSLASHAMOUNT() []byte {
	enc, err := wordlePoker.abi.Pack("SLASH_AMOUNT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSLASHAMOUNT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37720606.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SLASH_AMOUNT() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackSLASHAMOUNT() ([]byte, error) {
	return wordlePoker.abi.Pack("SLASH_AMOUNT")
}

// UnpackSLASHAMOUNT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x37720606.
//
// Solidity: function SLASH_AMOUNT() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackSLASHAMOUNT(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("SLASH_AMOUNT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSTARTCHIPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4f5d662.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function START_CHIPS() view returns(uint256)
func (wordlePoker *WordlePoker) PackSTARTCHIPS() []byte {
	enc, err := wordlePoker.abi.Pack("START_CHIPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSTARTCHIPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4f5d662.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function START_CHIPS() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackSTARTCHIPS() ([]byte, error) {
	return wordlePoker.abi.Pack("START_CHIPS")
}

// UnpackSTARTCHIPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc4f5d662.
//
// Solidity: function START_CHIPS() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackSTARTCHIPS(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("START_CHIPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWORDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ecb3a31.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WORDS() view returns(uint256)
func (wordlePoker *WordlePoker) PackWORDS() []byte {
	enc, err := wordlePoker.abi.Pack("WORDS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWORDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ecb3a31.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WORDS() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackWORDS() ([]byte, error) {
	return wordlePoker.abi.Pack("WORDS")
}

// UnpackWORDS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ecb3a31.
//
// Solidity: function WORDS() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackWORDS(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("WORDS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWORDSWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddbe15ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WORDS_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) PackWORDSWINDOW() []byte {
	enc, err := wordlePoker.abi.Pack("WORDS_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWORDSWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddbe15ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WORDS_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) TryPackWORDSWINDOW() ([]byte, error) {
	return wordlePoker.abi.Pack("WORDS_WINDOW")
}

// UnpackWORDSWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xddbe15ce.
//
// Solidity: function WORDS_WINDOW() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackWORDSWINDOW(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("WORDS_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWORDLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39b81238.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WORD_LENGTH() view returns(uint256)
func (wordlePoker *WordlePoker) PackWORDLENGTH() []byte {
	enc, err := wordlePoker.abi.Pack("WORD_LENGTH")
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
func (wordlePoker *WordlePoker) TryPackWORDLENGTH() ([]byte, error) {
	return wordlePoker.abi.Pack("WORD_LENGTH")
}

// UnpackWORDLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39b81238.
//
// Solidity: function WORD_LENGTH() view returns(uint256)
func (wordlePoker *WordlePoker) UnpackWORDLENGTH(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("WORD_LENGTH", data)
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
func (wordlePoker *WordlePoker) PackAnswer(matchId *big.Int, colours *big.Int, proof []byte) []byte {
	enc, err := wordlePoker.abi.Pack("answer", matchId, colours, proof)
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
func (wordlePoker *WordlePoker) TryPackAnswer(matchId *big.Int, colours *big.Int, proof []byte) ([]byte, error) {
	return wordlePoker.abi.Pack("answer", matchId, colours, proof)
}

// PackAssignHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16f50acc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignHouse(uint256 matchId) returns()
func (wordlePoker *WordlePoker) PackAssignHouse(matchId *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("assignHouse", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16f50acc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignHouse(uint256 matchId) returns()
func (wordlePoker *WordlePoker) TryPackAssignHouse(matchId *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("assignHouse", matchId)
}

// PackChoose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x274d2b80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function choose(uint256 matchId, uint8 choice) returns()
func (wordlePoker *WordlePoker) PackChoose(matchId *big.Int, choice uint8) []byte {
	enc, err := wordlePoker.abi.Pack("choose", matchId, choice)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChoose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x274d2b80.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function choose(uint256 matchId, uint8 choice) returns()
func (wordlePoker *WordlePoker) TryPackChoose(matchId *big.Int, choice uint8) ([]byte, error) {
	return wordlePoker.abi.Pack("choose", matchId, choice)
}

// PackCommitMulligan is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x846aaf61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitMulligan(uint256 matchId, bytes32 commitment) returns()
func (wordlePoker *WordlePoker) PackCommitMulligan(matchId *big.Int, commitment [32]byte) []byte {
	enc, err := wordlePoker.abi.Pack("commitMulligan", matchId, commitment)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitMulligan is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x846aaf61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitMulligan(uint256 matchId, bytes32 commitment) returns()
func (wordlePoker *WordlePoker) TryPackCommitMulligan(matchId *big.Int, commitment [32]byte) ([]byte, error) {
	return wordlePoker.abi.Pack("commitMulligan", matchId, commitment)
}

// PackCommitSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5645a30d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitSeed(uint256 matchId, bytes32 seedCommit) returns()
func (wordlePoker *WordlePoker) PackCommitSeed(matchId *big.Int, seedCommit [32]byte) []byte {
	enc, err := wordlePoker.abi.Pack("commitSeed", matchId, seedCommit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5645a30d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitSeed(uint256 matchId, bytes32 seedCommit) returns()
func (wordlePoker *WordlePoker) TryPackCommitSeed(matchId *big.Int, seedCommit [32]byte) ([]byte, error) {
	return wordlePoker.abi.Pack("commitSeed", matchId, seedCommit)
}

// PackCommitWords is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0aeb2289.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitWords(uint256 matchId, uint256[5] commitments, bytes proof, uint256[2] key) returns()
func (wordlePoker *WordlePoker) PackCommitWords(matchId *big.Int, commitments [5]*big.Int, proof []byte, key [2]*big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("commitWords", matchId, commitments, proof, key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitWords is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0aeb2289.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitWords(uint256 matchId, uint256[5] commitments, bytes proof, uint256[2] key) returns()
func (wordlePoker *WordlePoker) TryPackCommitWords(matchId *big.Int, commitments [5]*big.Int, proof []byte, key [2]*big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("commitWords", matchId, commitments, proof, key)
}

// PackContextOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x046eaab1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function contextOf(uint256 matchId, uint256 round, address player) view returns(uint256)
func (wordlePoker *WordlePoker) PackContextOf(matchId *big.Int, round *big.Int, player common.Address) []byte {
	enc, err := wordlePoker.abi.Pack("contextOf", matchId, round, player)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackContextOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x046eaab1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function contextOf(uint256 matchId, uint256 round, address player) view returns(uint256)
func (wordlePoker *WordlePoker) TryPackContextOf(matchId *big.Int, round *big.Int, player common.Address) ([]byte, error) {
	return wordlePoker.abi.Pack("contextOf", matchId, round, player)
}

// UnpackContextOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x046eaab1.
//
// Solidity: function contextOf(uint256 matchId, uint256 round, address player) view returns(uint256)
func (wordlePoker *WordlePoker) UnpackContextOf(data []byte) (*big.Int, error) {
	out, err := wordlePoker.abi.Unpack("contextOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x196042f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deal(uint256 matchId, bytes32 dealtA, bytes32 dealtB, bytes sealedA, bytes sealedB) returns()
func (wordlePoker *WordlePoker) PackDeal(matchId *big.Int, dealtA [32]byte, dealtB [32]byte, sealedA []byte, sealedB []byte) []byte {
	enc, err := wordlePoker.abi.Pack("deal", matchId, dealtA, dealtB, sealedA, sealedB)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x196042f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deal(uint256 matchId, bytes32 dealtA, bytes32 dealtB, bytes sealedA, bytes sealedB) returns()
func (wordlePoker *WordlePoker) TryPackDeal(matchId *big.Int, dealtA [32]byte, dealtB [32]byte, sealedA []byte, sealedB []byte) ([]byte, error) {
	return wordlePoker.abi.Pack("deal", matchId, dealtA, dealtB, sealedA, sealedB)
}

// PackGameOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70232f84.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,uint40,uint8,uint8,uint8,uint8,address,uint16,uint8,uint8,uint8,uint8,uint8,uint8,uint32,address,uint64,uint16,bool,uint8[2],uint8[2],bytes32,bytes32))
func (wordlePoker *WordlePoker) PackGameOf(matchId *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("gameOf", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGameOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70232f84.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,uint40,uint8,uint8,uint8,uint8,address,uint16,uint8,uint8,uint8,uint8,uint8,uint8,uint32,address,uint64,uint16,bool,uint8[2],uint8[2],bytes32,bytes32))
func (wordlePoker *WordlePoker) TryPackGameOf(matchId *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("gameOf", matchId)
}

// UnpackGameOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70232f84.
//
// Solidity: function gameOf(uint256 matchId) view returns((address,uint40,uint8,uint8,uint8,uint8,address,uint16,uint8,uint8,uint8,uint8,uint8,uint8,uint32,address,uint64,uint16,bool,uint8[2],uint8[2],bytes32,bytes32))
func (wordlePoker *WordlePoker) UnpackGameOf(data []byte) (IWordlePokerGame, error) {
	out, err := wordlePoker.abi.Unpack("gameOf", data)
	if err != nil {
		return *new(IWordlePokerGame), err
	}
	out0 := *abi.ConvertType(out[0], new(IWordlePokerGame)).(*IWordlePokerGame)
	return out0, nil
}

// PackGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed169c9b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function guess(uint256 matchId, uint256 word, uint256 packedGuess) returns()
func (wordlePoker *WordlePoker) PackGuess(matchId *big.Int, word *big.Int, packedGuess *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("guess", matchId, word, packedGuess)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGuess is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed169c9b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function guess(uint256 matchId, uint256 word, uint256 packedGuess) returns()
func (wordlePoker *WordlePoker) TryPackGuess(matchId *big.Int, word *big.Int, packedGuess *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("guess", matchId, word, packedGuess)
}

// PackNudge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7145ad4b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nudge(uint256 matchId) returns()
func (wordlePoker *WordlePoker) PackNudge(matchId *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("nudge", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNudge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7145ad4b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nudge(uint256 matchId) returns()
func (wordlePoker *WordlePoker) TryPackNudge(matchId *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("nudge", matchId)
}

// PackOnMatchStart is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f0a0e6c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onMatchStart(uint256 matchId, address a, address b, uint256 bet) returns()
func (wordlePoker *WordlePoker) PackOnMatchStart(matchId *big.Int, a common.Address, b common.Address, bet *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("onMatchStart", matchId, a, b, bet)
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
func (wordlePoker *WordlePoker) TryPackOnMatchStart(matchId *big.Int, a common.Address, b common.Address, bet *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("onMatchStart", matchId, a, b, bet)
}

// PackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d57b2a9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open(uint256 matchId, uint256 card, uint256 bet) returns()
func (wordlePoker *WordlePoker) PackOpen(matchId *big.Int, card *big.Int, bet *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("open", matchId, card, bet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d57b2a9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open(uint256 matchId, uint256 card, uint256 bet) returns()
func (wordlePoker *WordlePoker) TryPackOpen(matchId *big.Int, card *big.Int, bet *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("open", matchId, card, bet)
}

// PackOpenMulligan is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x71b45e4b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openMulligan(uint256 matchId, uint256 mask, bytes32 salt) returns()
func (wordlePoker *WordlePoker) PackOpenMulligan(matchId *big.Int, mask *big.Int, salt [32]byte) []byte {
	enc, err := wordlePoker.abi.Pack("openMulligan", matchId, mask, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenMulligan is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x71b45e4b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openMulligan(uint256 matchId, uint256 mask, bytes32 salt) returns()
func (wordlePoker *WordlePoker) TryPackOpenMulligan(matchId *big.Int, mask *big.Int, salt [32]byte) ([]byte, error) {
	return wordlePoker.abi.Pack("openMulligan", matchId, mask, salt)
}

// PackRaise is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56adcb76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function raise(uint256 matchId, uint256 by) returns()
func (wordlePoker *WordlePoker) PackRaise(matchId *big.Int, by *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("raise", matchId, by)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRaise is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56adcb76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function raise(uint256 matchId, uint256 by) returns()
func (wordlePoker *WordlePoker) TryPackRaise(matchId *big.Int, by *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("raise", matchId, by)
}

// PackReleaseHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x722b4af5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function releaseHouse(uint256 matchId) returns()
func (wordlePoker *WordlePoker) PackReleaseHouse(matchId *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("releaseHouse", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReleaseHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x722b4af5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function releaseHouse(uint256 matchId) returns()
func (wordlePoker *WordlePoker) TryPackReleaseHouse(matchId *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("releaseHouse", matchId)
}

// PackSeatOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5a20157.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seatOf(uint256 matchId, uint256 seat) view returns((uint256[5],uint256[2],bytes32,bytes32,uint8,bool,bool))
func (wordlePoker *WordlePoker) PackSeatOf(matchId *big.Int, seat *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("seatOf", matchId, seat)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeatOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5a20157.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seatOf(uint256 matchId, uint256 seat) view returns((uint256[5],uint256[2],bytes32,bytes32,uint8,bool,bool))
func (wordlePoker *WordlePoker) TryPackSeatOf(matchId *big.Int, seat *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("seatOf", matchId, seat)
}

// UnpackSeatOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5a20157.
//
// Solidity: function seatOf(uint256 matchId, uint256 seat) view returns((uint256[5],uint256[2],bytes32,bytes32,uint8,bool,bool))
func (wordlePoker *WordlePoker) UnpackSeatOf(data []byte) (IWordlePokerSeat, error) {
	out, err := wordlePoker.abi.Unpack("seatOf", data)
	if err != nil {
		return *new(IWordlePokerSeat), err
	}
	out0 := *abi.ConvertType(out[0], new(IWordlePokerSeat)).(*IWordlePokerSeat)
	return out0, nil
}

// PackShowdown is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaee7339f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function showdown(uint256 matchId, bytes32 seed, bytes32[2] salts, bytes32 nextSeedCommit) returns()
func (wordlePoker *WordlePoker) PackShowdown(matchId *big.Int, seed [32]byte, salts [2][32]byte, nextSeedCommit [32]byte) []byte {
	enc, err := wordlePoker.abi.Pack("showdown", matchId, seed, salts, nextSeedCommit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackShowdown is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaee7339f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function showdown(uint256 matchId, bytes32 seed, bytes32[2] salts, bytes32 nextSeedCommit) returns()
func (wordlePoker *WordlePoker) TryPackShowdown(matchId *big.Int, seed [32]byte, salts [2][32]byte, nextSeedCommit [32]byte) ([]byte, error) {
	return wordlePoker.abi.Pack("showdown", matchId, seed, salts, nextSeedCommit)
}

// PackSlashHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dce8ec6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slashHouse(uint256 matchId) returns()
func (wordlePoker *WordlePoker) PackSlashHouse(matchId *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("slashHouse", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlashHouse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dce8ec6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slashHouse(uint256 matchId) returns()
func (wordlePoker *WordlePoker) TryPackSlashHouse(matchId *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("slashHouse", matchId)
}

// PackStop is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6299f8cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stop(uint256 matchId) returns()
func (wordlePoker *WordlePoker) PackStop(matchId *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("stop", matchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStop is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6299f8cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stop(uint256 matchId) returns()
func (wordlePoker *WordlePoker) TryPackStop(matchId *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("stop", matchId)
}

// PackTimeoutOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23adcda.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function timeoutOutcome(uint256 matchId) view returns(bool due, uint8 outcome)
func (wordlePoker *WordlePoker) PackTimeoutOutcome(matchId *big.Int) []byte {
	enc, err := wordlePoker.abi.Pack("timeoutOutcome", matchId)
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
func (wordlePoker *WordlePoker) TryPackTimeoutOutcome(matchId *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("timeoutOutcome", matchId)
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
func (wordlePoker *WordlePoker) UnpackTimeoutOutcome(data []byte) (TimeoutOutcomeOutput, error) {
	out, err := wordlePoker.abi.Unpack("timeoutOutcome", data)
	outstruct := new(TimeoutOutcomeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Due = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Outcome = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// WordlePokerAnswered represents a Answered event raised by the WordlePoker contract.
type WordlePokerAnswered struct {
	MatchId *big.Int
	Seat    *big.Int
	Word    *big.Int
	Guess   *big.Int
	Colours *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerAnsweredEventName = "Answered"

// ContractEventName returns the user-defined event name.
func (WordlePokerAnswered) ContractEventName() string {
	return WordlePokerAnsweredEventName
}

// UnpackAnsweredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Answered(uint256 indexed matchId, uint256 seat, uint256 word, uint256 guess, uint256 colours)
func (wordlePoker *WordlePoker) UnpackAnsweredEvent(log *types.Log) (*WordlePokerAnswered, error) {
	event := "Answered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerAnswered)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerCardsSealed represents a CardsSealed event raised by the WordlePoker contract.
type WordlePokerCardsSealed struct {
	MatchId *big.Int
	Hand    *big.Int
	SealedA []byte
	SealedB []byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerCardsSealedEventName = "CardsSealed"

// ContractEventName returns the user-defined event name.
func (WordlePokerCardsSealed) ContractEventName() string {
	return WordlePokerCardsSealedEventName
}

// UnpackCardsSealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CardsSealed(uint256 indexed matchId, uint256 hand, bytes sealedA, bytes sealedB)
func (wordlePoker *WordlePoker) UnpackCardsSealedEvent(log *types.Log) (*WordlePokerCardsSealed, error) {
	event := "CardsSealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerCardsSealed)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerChosen represents a Chosen event raised by the WordlePoker contract.
type WordlePokerChosen struct {
	MatchId *big.Int
	Seat    *big.Int
	Choice  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerChosenEventName = "Chosen"

// ContractEventName returns the user-defined event name.
func (WordlePokerChosen) ContractEventName() string {
	return WordlePokerChosenEventName
}

// UnpackChosenEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Chosen(uint256 indexed matchId, uint256 seat, uint256 choice)
func (wordlePoker *WordlePoker) UnpackChosenEvent(log *types.Log) (*WordlePokerChosen, error) {
	event := "Chosen"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerChosen)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerDealt represents a Dealt event raised by the WordlePoker contract.
type WordlePokerDealt struct {
	MatchId    *big.Int
	Hand       *big.Int
	Starter    *big.Int
	Randomness [32]byte
	DealtA     [32]byte
	DealtB     [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const WordlePokerDealtEventName = "Dealt"

// ContractEventName returns the user-defined event name.
func (WordlePokerDealt) ContractEventName() string {
	return WordlePokerDealtEventName
}

// UnpackDealtEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Dealt(uint256 indexed matchId, uint256 hand, uint256 starter, bytes32 randomness, bytes32 dealtA, bytes32 dealtB)
func (wordlePoker *WordlePoker) UnpackDealtEvent(log *types.Log) (*WordlePokerDealt, error) {
	event := "Dealt"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerDealt)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerGuessed represents a Guessed event raised by the WordlePoker contract.
type WordlePokerGuessed struct {
	MatchId *big.Int
	Seat    *big.Int
	Word    *big.Int
	Guess   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerGuessedEventName = "Guessed"

// ContractEventName returns the user-defined event name.
func (WordlePokerGuessed) ContractEventName() string {
	return WordlePokerGuessedEventName
}

// UnpackGuessedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Guessed(uint256 indexed matchId, uint256 seat, uint256 word, uint256 guess)
func (wordlePoker *WordlePoker) UnpackGuessedEvent(log *types.Log) (*WordlePokerGuessed, error) {
	event := "Guessed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerGuessed)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerGuessesSkipped represents a GuessesSkipped event raised by the WordlePoker contract.
type WordlePokerGuessesSkipped struct {
	MatchId *big.Int
	Seat    *big.Int
	Left    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerGuessesSkippedEventName = "GuessesSkipped"

// ContractEventName returns the user-defined event name.
func (WordlePokerGuessesSkipped) ContractEventName() string {
	return WordlePokerGuessesSkippedEventName
}

// UnpackGuessesSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GuessesSkipped(uint256 indexed matchId, uint256 seat, uint256 left)
func (wordlePoker *WordlePoker) UnpackGuessesSkippedEvent(log *types.Log) (*WordlePokerGuessesSkipped, error) {
	event := "GuessesSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerGuessesSkipped)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerHouseAssigned represents a HouseAssigned event raised by the WordlePoker contract.
type WordlePokerHouseAssigned struct {
	MatchId *big.Int
	House   common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerHouseAssignedEventName = "HouseAssigned"

// ContractEventName returns the user-defined event name.
func (WordlePokerHouseAssigned) ContractEventName() string {
	return WordlePokerHouseAssignedEventName
}

// UnpackHouseAssignedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseAssigned(uint256 indexed matchId, address indexed house)
func (wordlePoker *WordlePoker) UnpackHouseAssignedEvent(log *types.Log) (*WordlePokerHouseAssigned, error) {
	event := "HouseAssigned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerHouseAssigned)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerHouseSlashed represents a HouseSlashed event raised by the WordlePoker contract.
type WordlePokerHouseSlashed struct {
	MatchId *big.Int
	House   common.Address
	Total   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerHouseSlashedEventName = "HouseSlashed"

// ContractEventName returns the user-defined event name.
func (WordlePokerHouseSlashed) ContractEventName() string {
	return WordlePokerHouseSlashedEventName
}

// UnpackHouseSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HouseSlashed(uint256 indexed matchId, address indexed house, uint256 total)
func (wordlePoker *WordlePoker) UnpackHouseSlashedEvent(log *types.Log) (*WordlePokerHouseSlashed, error) {
	event := "HouseSlashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerHouseSlashed)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerMatchEnded represents a MatchEnded event raised by the WordlePoker contract.
type WordlePokerMatchEnded struct {
	MatchId *big.Int
	Winner  *big.Int
	ChipsA  *big.Int
	ChipsB  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerMatchEndedEventName = "MatchEnded"

// ContractEventName returns the user-defined event name.
func (WordlePokerMatchEnded) ContractEventName() string {
	return WordlePokerMatchEndedEventName
}

// UnpackMatchEndedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MatchEnded(uint256 indexed matchId, uint256 winner, uint256 chipsA, uint256 chipsB)
func (wordlePoker *WordlePoker) UnpackMatchEndedEvent(log *types.Log) (*WordlePokerMatchEnded, error) {
	event := "MatchEnded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerMatchEnded)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerMatchStarted represents a MatchStarted event raised by the WordlePoker contract.
type WordlePokerMatchStarted struct {
	MatchId *big.Int
	A       common.Address
	B       common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerMatchStartedEventName = "MatchStarted"

// ContractEventName returns the user-defined event name.
func (WordlePokerMatchStarted) ContractEventName() string {
	return WordlePokerMatchStartedEventName
}

// UnpackMatchStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MatchStarted(uint256 indexed matchId, address a, address b)
func (wordlePoker *WordlePoker) UnpackMatchStartedEvent(log *types.Log) (*WordlePokerMatchStarted, error) {
	event := "MatchStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerMatchStarted)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerMulliganCommitted represents a MulliganCommitted event raised by the WordlePoker contract.
type WordlePokerMulliganCommitted struct {
	MatchId *big.Int
	Seat    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerMulliganCommittedEventName = "MulliganCommitted"

// ContractEventName returns the user-defined event name.
func (WordlePokerMulliganCommitted) ContractEventName() string {
	return WordlePokerMulliganCommittedEventName
}

// UnpackMulliganCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MulliganCommitted(uint256 indexed matchId, uint256 seat)
func (wordlePoker *WordlePoker) UnpackMulliganCommittedEvent(log *types.Log) (*WordlePokerMulliganCommitted, error) {
	event := "MulliganCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerMulliganCommitted)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerMulliganOpened represents a MulliganOpened event raised by the WordlePoker contract.
type WordlePokerMulliganOpened struct {
	MatchId *big.Int
	Seat    *big.Int
	Count   *big.Int
	Mask    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerMulliganOpenedEventName = "MulliganOpened"

// ContractEventName returns the user-defined event name.
func (WordlePokerMulliganOpened) ContractEventName() string {
	return WordlePokerMulliganOpenedEventName
}

// UnpackMulliganOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MulliganOpened(uint256 indexed matchId, uint256 seat, uint256 count, uint256 mask)
func (wordlePoker *WordlePoker) UnpackMulliganOpenedEvent(log *types.Log) (*WordlePokerMulliganOpened, error) {
	event := "MulliganOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerMulliganOpened)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerOpened represents a Opened event raised by the WordlePoker contract.
type WordlePokerOpened struct {
	MatchId *big.Int
	Seat    *big.Int
	Card    *big.Int
	Bet     *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerOpenedEventName = "Opened"

// ContractEventName returns the user-defined event name.
func (WordlePokerOpened) ContractEventName() string {
	return WordlePokerOpenedEventName
}

// UnpackOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Opened(uint256 indexed matchId, uint256 seat, uint256 card, uint256 bet)
func (wordlePoker *WordlePoker) UnpackOpenedEvent(log *types.Log) (*WordlePokerOpened, error) {
	event := "Opened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerOpened)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerRaised represents a Raised event raised by the WordlePoker contract.
type WordlePokerRaised struct {
	MatchId *big.Int
	Seat    *big.Int
	Bet     *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerRaisedEventName = "Raised"

// ContractEventName returns the user-defined event name.
func (WordlePokerRaised) ContractEventName() string {
	return WordlePokerRaisedEventName
}

// UnpackRaisedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Raised(uint256 indexed matchId, uint256 seat, uint256 bet)
func (wordlePoker *WordlePoker) UnpackRaisedEvent(log *types.Log) (*WordlePokerRaised, error) {
	event := "Raised"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerRaised)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerSeedCommitted represents a SeedCommitted event raised by the WordlePoker contract.
type WordlePokerSeedCommitted struct {
	MatchId    *big.Int
	Hand       *big.Int
	SeedCommit [32]byte
	ArmBlock   *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const WordlePokerSeedCommittedEventName = "SeedCommitted"

// ContractEventName returns the user-defined event name.
func (WordlePokerSeedCommitted) ContractEventName() string {
	return WordlePokerSeedCommittedEventName
}

// UnpackSeedCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SeedCommitted(uint256 indexed matchId, uint256 hand, bytes32 seedCommit, uint256 armBlock)
func (wordlePoker *WordlePoker) UnpackSeedCommittedEvent(log *types.Log) (*WordlePokerSeedCommitted, error) {
	event := "SeedCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerSeedCommitted)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerSeedOpened represents a SeedOpened event raised by the WordlePoker contract.
type WordlePokerSeedOpened struct {
	MatchId *big.Int
	Hand    *big.Int
	Seed    [32]byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerSeedOpenedEventName = "SeedOpened"

// ContractEventName returns the user-defined event name.
func (WordlePokerSeedOpened) ContractEventName() string {
	return WordlePokerSeedOpenedEventName
}

// UnpackSeedOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SeedOpened(uint256 indexed matchId, uint256 hand, bytes32 seed)
func (wordlePoker *WordlePoker) UnpackSeedOpenedEvent(log *types.Log) (*WordlePokerSeedOpened, error) {
	event := "SeedOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerSeedOpened)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerShowdown represents a Showdown event raised by the WordlePoker contract.
type WordlePokerShowdown struct {
	MatchId *big.Int
	Hand    *big.Int
	HandA   [5]uint8
	HandB   [5]uint8
	Choice  *big.Int
	Winner  *big.Int
	Loss    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WordlePokerShowdownEventName = "Showdown"

// ContractEventName returns the user-defined event name.
func (WordlePokerShowdown) ContractEventName() string {
	return WordlePokerShowdownEventName
}

// UnpackShowdownEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Showdown(uint256 indexed matchId, uint256 hand, uint8[5] handA, uint8[5] handB, uint256 choice, uint256 winner, uint256 loss)
func (wordlePoker *WordlePoker) UnpackShowdownEvent(log *types.Log) (*WordlePokerShowdown, error) {
	event := "Showdown"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerShowdown)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerStopped represents a Stopped event raised by the WordlePoker contract.
type WordlePokerStopped struct {
	MatchId  *big.Int
	Seat     *big.Int
	TimedOut bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const WordlePokerStoppedEventName = "Stopped"

// ContractEventName returns the user-defined event name.
func (WordlePokerStopped) ContractEventName() string {
	return WordlePokerStoppedEventName
}

// UnpackStoppedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Stopped(uint256 indexed matchId, uint256 seat, bool timedOut)
func (wordlePoker *WordlePoker) UnpackStoppedEvent(log *types.Log) (*WordlePokerStopped, error) {
	event := "Stopped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerStopped)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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

// WordlePokerWordsCommitted represents a WordsCommitted event raised by the WordlePoker contract.
type WordlePokerWordsCommitted struct {
	MatchId     *big.Int
	Seat        *big.Int
	Commitments [5]*big.Int
	Key         [2]*big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const WordlePokerWordsCommittedEventName = "WordsCommitted"

// ContractEventName returns the user-defined event name.
func (WordlePokerWordsCommitted) ContractEventName() string {
	return WordlePokerWordsCommittedEventName
}

// UnpackWordsCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WordsCommitted(uint256 indexed matchId, uint256 indexed seat, uint256[5] commitments, uint256[2] key)
func (wordlePoker *WordlePoker) UnpackWordsCommittedEvent(log *types.Log) (*WordlePokerWordsCommitted, error) {
	event := "WordsCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wordlePoker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WordlePokerWordsCommitted)
	if len(log.Data) > 0 {
		if err := wordlePoker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wordlePoker.abi.Events[event].Inputs {
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
func (wordlePoker *WordlePoker) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["DuelModeMatchNotLive"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackDuelModeMatchNotLiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["DuelModeNotPlatform"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackDuelModeNotPlatformError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadBet"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadBetError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadCard"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadCardError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadChoice"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadChoiceError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadColours"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadColoursError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadCommitment"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadCommitmentError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadKey"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadMulligan"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadMulliganError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadProof"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadSealed"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadSealedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadSeed"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadSeedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadSeedCommit"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadSeedCommitError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadSettings"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadSettingsError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadWord"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadWordError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerCardTwice"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerCardTwiceError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerCardUsed"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerCardUsedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerHandMismatch"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerHandMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerHouseNotDue"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerHouseNotDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerNotDue"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerNotDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerNotHouse"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerNotHouseError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerNotPlayer"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerNotPlayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerRandomnessPending"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerRandomnessPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerTooLate"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerTooLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerWordSolved"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerWordSolvedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerWordsCommitted"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerWordsCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerWrongPhase"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerWrongPhaseError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// WordlePokerDuelModeMatchNotLive represents a DuelModeMatchNotLive error raised by the WordlePoker contract.
type WordlePokerDuelModeMatchNotLive struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelModeMatchNotLive(uint256 matchId)
func WordlePokerDuelModeMatchNotLiveErrorID() common.Hash {
	return common.HexToHash("0x9e560bdd93893fd9317b236a200647a55e8ecd790972fda7b21c3882924e8a43")
}

// UnpackDuelModeMatchNotLiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelModeMatchNotLive(uint256 matchId)
func (wordlePoker *WordlePoker) UnpackDuelModeMatchNotLiveError(raw []byte) (*WordlePokerDuelModeMatchNotLive, error) {
	out := new(WordlePokerDuelModeMatchNotLive)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "DuelModeMatchNotLive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerDuelModeNotPlatform represents a DuelModeNotPlatform error raised by the WordlePoker contract.
type WordlePokerDuelModeNotPlatform struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuelModeNotPlatform(address caller)
func WordlePokerDuelModeNotPlatformErrorID() common.Hash {
	return common.HexToHash("0x7ffa86eeb675612677a0ec7f1b4db25ad77ae27a2b411fec9cf6234d67242f63")
}

// UnpackDuelModeNotPlatformError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuelModeNotPlatform(address caller)
func (wordlePoker *WordlePoker) UnpackDuelModeNotPlatformError(raw []byte) (*WordlePokerDuelModeNotPlatform, error) {
	out := new(WordlePokerDuelModeNotPlatform)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "DuelModeNotPlatform", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadBet represents a PokerBadBet error raised by the WordlePoker contract.
type WordlePokerPokerBadBet struct {
	Bet   *big.Int
	Chips *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadBet(uint256 bet, uint256 chips)
func WordlePokerPokerBadBetErrorID() common.Hash {
	return common.HexToHash("0x9737b221aceb3d58d5be6b1f0e549ebbeb327f3acc96a485abe8bae37cbb029f")
}

// UnpackPokerBadBetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadBet(uint256 bet, uint256 chips)
func (wordlePoker *WordlePoker) UnpackPokerBadBetError(raw []byte) (*WordlePokerPokerBadBet, error) {
	out := new(WordlePokerPokerBadBet)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadBet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadCard represents a PokerBadCard error raised by the WordlePoker contract.
type WordlePokerPokerBadCard struct {
	Card *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadCard(uint256 card)
func WordlePokerPokerBadCardErrorID() common.Hash {
	return common.HexToHash("0xf84971683063c5505e60833097dca2f856b0dd5ff9529fc1a5a0046d4a230a79")
}

// UnpackPokerBadCardError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadCard(uint256 card)
func (wordlePoker *WordlePoker) UnpackPokerBadCardError(raw []byte) (*WordlePokerPokerBadCard, error) {
	out := new(WordlePokerPokerBadCard)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadCard", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadChoice represents a PokerBadChoice error raised by the WordlePoker contract.
type WordlePokerPokerBadChoice struct {
	Choice *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadChoice(uint256 choice)
func WordlePokerPokerBadChoiceErrorID() common.Hash {
	return common.HexToHash("0x58b653673b76120af8dce19f6f54ba33da0ebd1600faecd7156e4b92472a9fc9")
}

// UnpackPokerBadChoiceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadChoice(uint256 choice)
func (wordlePoker *WordlePoker) UnpackPokerBadChoiceError(raw []byte) (*WordlePokerPokerBadChoice, error) {
	out := new(WordlePokerPokerBadChoice)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadChoice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadColours represents a PokerBadColours error raised by the WordlePoker contract.
type WordlePokerPokerBadColours struct {
	Colours *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadColours(uint256 colours)
func WordlePokerPokerBadColoursErrorID() common.Hash {
	return common.HexToHash("0x4b061877adb434af9606e7851773a6d0cbf8f2aa17815e524d90b3441a2fe413")
}

// UnpackPokerBadColoursError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadColours(uint256 colours)
func (wordlePoker *WordlePoker) UnpackPokerBadColoursError(raw []byte) (*WordlePokerPokerBadColours, error) {
	out := new(WordlePokerPokerBadColours)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadColours", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadCommitment represents a PokerBadCommitment error raised by the WordlePoker contract.
type WordlePokerPokerBadCommitment struct {
	Commitment *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadCommitment(uint256 commitment)
func WordlePokerPokerBadCommitmentErrorID() common.Hash {
	return common.HexToHash("0xb3f6e68ef20e3dda0a465c6ca48de672339da9b4b0bd48c6b1cb5bded5fd5442")
}

// UnpackPokerBadCommitmentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadCommitment(uint256 commitment)
func (wordlePoker *WordlePoker) UnpackPokerBadCommitmentError(raw []byte) (*WordlePokerPokerBadCommitment, error) {
	out := new(WordlePokerPokerBadCommitment)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadCommitment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadKey represents a PokerBadKey error raised by the WordlePoker contract.
type WordlePokerPokerBadKey struct {
	X *big.Int
	Y *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadKey(uint256 x, uint256 y)
func WordlePokerPokerBadKeyErrorID() common.Hash {
	return common.HexToHash("0xe7a7ad3cd73252a4d188ac7006db9f55bd42609fddaf2f7aa7423a51bcbba996")
}

// UnpackPokerBadKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadKey(uint256 x, uint256 y)
func (wordlePoker *WordlePoker) UnpackPokerBadKeyError(raw []byte) (*WordlePokerPokerBadKey, error) {
	out := new(WordlePokerPokerBadKey)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadMulligan represents a PokerBadMulligan error raised by the WordlePoker contract.
type WordlePokerPokerBadMulligan struct {
	MatchId *big.Int
	Seat    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadMulligan(uint256 matchId, uint256 seat)
func WordlePokerPokerBadMulliganErrorID() common.Hash {
	return common.HexToHash("0x1c679280af4aed351f3e677e9daf42e4e5f977d83ca0a625e59d79cfe0e0e995")
}

// UnpackPokerBadMulliganError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadMulligan(uint256 matchId, uint256 seat)
func (wordlePoker *WordlePoker) UnpackPokerBadMulliganError(raw []byte) (*WordlePokerPokerBadMulligan, error) {
	out := new(WordlePokerPokerBadMulligan)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadMulligan", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadProof represents a PokerBadProof error raised by the WordlePoker contract.
type WordlePokerPokerBadProof struct {
	MatchId *big.Int
	Seat    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadProof(uint256 matchId, uint256 seat)
func WordlePokerPokerBadProofErrorID() common.Hash {
	return common.HexToHash("0x0df0d00b16c0721e79446215f23452262eae9ea0e70879bb502b9c18451b55ce")
}

// UnpackPokerBadProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadProof(uint256 matchId, uint256 seat)
func (wordlePoker *WordlePoker) UnpackPokerBadProofError(raw []byte) (*WordlePokerPokerBadProof, error) {
	out := new(WordlePokerPokerBadProof)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadSealed represents a PokerBadSealed error raised by the WordlePoker contract.
type WordlePokerPokerBadSealed struct {
	Seat *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadSealed(uint256 seat)
func WordlePokerPokerBadSealedErrorID() common.Hash {
	return common.HexToHash("0x8f2be7cb703279163d68ae5582ae67961989ca4e07035caa30d98c99e8836ba7")
}

// UnpackPokerBadSealedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadSealed(uint256 seat)
func (wordlePoker *WordlePoker) UnpackPokerBadSealedError(raw []byte) (*WordlePokerPokerBadSealed, error) {
	out := new(WordlePokerPokerBadSealed)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadSealed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadSeed represents a PokerBadSeed error raised by the WordlePoker contract.
type WordlePokerPokerBadSeed struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadSeed(uint256 matchId)
func WordlePokerPokerBadSeedErrorID() common.Hash {
	return common.HexToHash("0xc502883f64f44cbc8dd8f4e20ce5183a3a3735f748f63f6b192de38cb914e7e8")
}

// UnpackPokerBadSeedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadSeed(uint256 matchId)
func (wordlePoker *WordlePoker) UnpackPokerBadSeedError(raw []byte) (*WordlePokerPokerBadSeed, error) {
	out := new(WordlePokerPokerBadSeed)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadSeed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadSeedCommit represents a PokerBadSeedCommit error raised by the WordlePoker contract.
type WordlePokerPokerBadSeedCommit struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadSeedCommit()
func WordlePokerPokerBadSeedCommitErrorID() common.Hash {
	return common.HexToHash("0xc09e049f5881defb06a69139679f070b21231d9491d15b72ace42c758413afa8")
}

// UnpackPokerBadSeedCommitError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadSeedCommit()
func (wordlePoker *WordlePoker) UnpackPokerBadSeedCommitError(raw []byte) (*WordlePokerPokerBadSeedCommit, error) {
	out := new(WordlePokerPokerBadSeedCommit)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadSeedCommit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadSettings represents a PokerBadSettings error raised by the WordlePoker contract.
type WordlePokerPokerBadSettings struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadSettings()
func WordlePokerPokerBadSettingsErrorID() common.Hash {
	return common.HexToHash("0xf16cd857db0745cbd1a4258207342ca110ef203bfce4638261fdd649be5c62f1")
}

// UnpackPokerBadSettingsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadSettings()
func (wordlePoker *WordlePoker) UnpackPokerBadSettingsError(raw []byte) (*WordlePokerPokerBadSettings, error) {
	out := new(WordlePokerPokerBadSettings)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadSettings", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerBadWord represents a PokerBadWord error raised by the WordlePoker contract.
type WordlePokerPokerBadWord struct {
	Word *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerBadWord(uint256 word)
func WordlePokerPokerBadWordErrorID() common.Hash {
	return common.HexToHash("0x98e909d1f2ccc40d36e6a57273f1bab368b7d8b799898d0045e7a2bc66bf658e")
}

// UnpackPokerBadWordError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerBadWord(uint256 word)
func (wordlePoker *WordlePoker) UnpackPokerBadWordError(raw []byte) (*WordlePokerPokerBadWord, error) {
	out := new(WordlePokerPokerBadWord)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerBadWord", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerCardTwice represents a PokerCardTwice error raised by the WordlePoker contract.
type WordlePokerPokerCardTwice struct {
	Card *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerCardTwice(uint256 card)
func WordlePokerPokerCardTwiceErrorID() common.Hash {
	return common.HexToHash("0x3e98f9f5b190260863ec6ac3c41fd5cf1a242df4299ad13ce439b61f2f3fff08")
}

// UnpackPokerCardTwiceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerCardTwice(uint256 card)
func (wordlePoker *WordlePoker) UnpackPokerCardTwiceError(raw []byte) (*WordlePokerPokerCardTwice, error) {
	out := new(WordlePokerPokerCardTwice)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerCardTwice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerCardUsed represents a PokerCardUsed error raised by the WordlePoker contract.
type WordlePokerPokerCardUsed struct {
	Card *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerCardUsed(uint256 card)
func WordlePokerPokerCardUsedErrorID() common.Hash {
	return common.HexToHash("0x4578497c114d7268c2796688785818f90a85e69c415d3064f51f3ef47835515b")
}

// UnpackPokerCardUsedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerCardUsed(uint256 card)
func (wordlePoker *WordlePoker) UnpackPokerCardUsedError(raw []byte) (*WordlePokerPokerCardUsed, error) {
	out := new(WordlePokerPokerCardUsed)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerCardUsed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerHandMismatch represents a PokerHandMismatch error raised by the WordlePoker contract.
type WordlePokerPokerHandMismatch struct {
	MatchId *big.Int
	Seat    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerHandMismatch(uint256 matchId, uint256 seat)
func WordlePokerPokerHandMismatchErrorID() common.Hash {
	return common.HexToHash("0x4ae2ea74848995841faf116809aa4d5fe1150b93d89f1091e92118a5e65cd1d7")
}

// UnpackPokerHandMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerHandMismatch(uint256 matchId, uint256 seat)
func (wordlePoker *WordlePoker) UnpackPokerHandMismatchError(raw []byte) (*WordlePokerPokerHandMismatch, error) {
	out := new(WordlePokerPokerHandMismatch)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerHandMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerHouseNotDue represents a PokerHouseNotDue error raised by the WordlePoker contract.
type WordlePokerPokerHouseNotDue struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerHouseNotDue(uint256 matchId)
func WordlePokerPokerHouseNotDueErrorID() common.Hash {
	return common.HexToHash("0x2a50547542afd4eea1000893402f943368a8737cf179566d8f50ae2e4ac25dab")
}

// UnpackPokerHouseNotDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerHouseNotDue(uint256 matchId)
func (wordlePoker *WordlePoker) UnpackPokerHouseNotDueError(raw []byte) (*WordlePokerPokerHouseNotDue, error) {
	out := new(WordlePokerPokerHouseNotDue)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerHouseNotDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerNotDue represents a PokerNotDue error raised by the WordlePoker contract.
type WordlePokerPokerNotDue struct {
	MatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerNotDue(uint256 matchId)
func WordlePokerPokerNotDueErrorID() common.Hash {
	return common.HexToHash("0x2bf4bc637e5303dbe5d387dbc592b8154ebe4d0cc184760213350169f968eb58")
}

// UnpackPokerNotDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerNotDue(uint256 matchId)
func (wordlePoker *WordlePoker) UnpackPokerNotDueError(raw []byte) (*WordlePokerPokerNotDue, error) {
	out := new(WordlePokerPokerNotDue)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerNotDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerNotHouse represents a PokerNotHouse error raised by the WordlePoker contract.
type WordlePokerPokerNotHouse struct {
	MatchId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerNotHouse(uint256 matchId, address caller)
func WordlePokerPokerNotHouseErrorID() common.Hash {
	return common.HexToHash("0x9d511aa05394a14c19975c4bce2e521a8399518a3946bfc766e916ff0806849e")
}

// UnpackPokerNotHouseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerNotHouse(uint256 matchId, address caller)
func (wordlePoker *WordlePoker) UnpackPokerNotHouseError(raw []byte) (*WordlePokerPokerNotHouse, error) {
	out := new(WordlePokerPokerNotHouse)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerNotHouse", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerNotPlayer represents a PokerNotPlayer error raised by the WordlePoker contract.
type WordlePokerPokerNotPlayer struct {
	MatchId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerNotPlayer(uint256 matchId, address caller)
func WordlePokerPokerNotPlayerErrorID() common.Hash {
	return common.HexToHash("0x06657cfc107df7a91d1c13f8d420663c34391f82ef0a9fa8710c46f8999e3e43")
}

// UnpackPokerNotPlayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerNotPlayer(uint256 matchId, address caller)
func (wordlePoker *WordlePoker) UnpackPokerNotPlayerError(raw []byte) (*WordlePokerPokerNotPlayer, error) {
	out := new(WordlePokerPokerNotPlayer)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerNotPlayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerRandomnessPending represents a PokerRandomnessPending error raised by the WordlePoker contract.
type WordlePokerPokerRandomnessPending struct {
	MatchId  *big.Int
	ArmBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerRandomnessPending(uint256 matchId, uint256 armBlock)
func WordlePokerPokerRandomnessPendingErrorID() common.Hash {
	return common.HexToHash("0x1f8efdec35db84a389e5e43eecc69c6f4040f734783df5242ef70eb05db6fb30")
}

// UnpackPokerRandomnessPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerRandomnessPending(uint256 matchId, uint256 armBlock)
func (wordlePoker *WordlePoker) UnpackPokerRandomnessPendingError(raw []byte) (*WordlePokerPokerRandomnessPending, error) {
	out := new(WordlePokerPokerRandomnessPending)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerRandomnessPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerTooLate represents a PokerTooLate error raised by the WordlePoker contract.
type WordlePokerPokerTooLate struct {
	MatchId  *big.Int
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerTooLate(uint256 matchId, uint256 deadline)
func WordlePokerPokerTooLateErrorID() common.Hash {
	return common.HexToHash("0x985954ee2a2c12aae3b174fcac0ff8d67a02ed672eb3b930e27aa8b77109af40")
}

// UnpackPokerTooLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerTooLate(uint256 matchId, uint256 deadline)
func (wordlePoker *WordlePoker) UnpackPokerTooLateError(raw []byte) (*WordlePokerPokerTooLate, error) {
	out := new(WordlePokerPokerTooLate)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerTooLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerWordSolved represents a PokerWordSolved error raised by the WordlePoker contract.
type WordlePokerPokerWordSolved struct {
	Word *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerWordSolved(uint256 word)
func WordlePokerPokerWordSolvedErrorID() common.Hash {
	return common.HexToHash("0xd6ab3b15e07814b550c20fe9afba781ac3a38923a99b28d78ec9835c482de3f1")
}

// UnpackPokerWordSolvedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerWordSolved(uint256 word)
func (wordlePoker *WordlePoker) UnpackPokerWordSolvedError(raw []byte) (*WordlePokerPokerWordSolved, error) {
	out := new(WordlePokerPokerWordSolved)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerWordSolved", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerWordsCommitted represents a PokerWordsCommitted error raised by the WordlePoker contract.
type WordlePokerPokerWordsCommitted struct {
	MatchId *big.Int
	Seat    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerWordsCommitted(uint256 matchId, uint256 seat)
func WordlePokerPokerWordsCommittedErrorID() common.Hash {
	return common.HexToHash("0xec84b76e29b84c7a14c875d301cdd2cc7d4144cc24fed89e3296c18c07bcb17d")
}

// UnpackPokerWordsCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerWordsCommitted(uint256 matchId, uint256 seat)
func (wordlePoker *WordlePoker) UnpackPokerWordsCommittedError(raw []byte) (*WordlePokerPokerWordsCommitted, error) {
	out := new(WordlePokerPokerWordsCommitted)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerWordsCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WordlePokerPokerWrongPhase represents a PokerWrongPhase error raised by the WordlePoker contract.
type WordlePokerPokerWrongPhase struct {
	MatchId *big.Int
	Phase   uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PokerWrongPhase(uint256 matchId, uint8 phase)
func WordlePokerPokerWrongPhaseErrorID() common.Hash {
	return common.HexToHash("0x251e502db3e94cc216c7941b24f90c28329f1321d28abab7520b4528a0fc8757")
}

// UnpackPokerWrongPhaseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PokerWrongPhase(uint256 matchId, uint8 phase)
func (wordlePoker *WordlePoker) UnpackPokerWrongPhaseError(raw []byte) (*WordlePokerPokerWrongPhase, error) {
	out := new(WordlePokerPokerWrongPhase)
	if err := wordlePoker.abi.UnpackIntoInterface(out, "PokerWrongPhase", raw); err != nil {
		return nil, err
	}
	return out, nil
}
