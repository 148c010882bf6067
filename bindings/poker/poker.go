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
	Dealt     [32]byte
	Mulligan  [32]byte
	Mask      uint8
	Committed bool
	Opened    bool
}

// WordlePokerMetaData contains all meta data concerning the WordlePoker contract.
var WordlePokerMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"platform\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"},{\"name\":\"houses\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"},{\"name\":\"commitVerifier\",\"type\":\"address\",\"internalType\":\"contractICommitK5Verifier\"},{\"name\":\"revealVerifier\",\"type\":\"address\",\"internalType\":\"contractIRevealVerifier\"},{\"name\":\"secretRoot\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ALL_GREEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"ANSWER_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"BET_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CHOOSE_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"COMMIT_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractICommitK5Verifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"FULL_BETTING_DECK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"GUESS_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"HOUSES\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIHouseRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"HOUSE_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_OPEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_RAISE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MULLIGAN_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PLATFORM\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDuelPlatform\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REVEAL_VERIFIER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIRevealVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SECRET_ROOT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SLASH_AMOUNT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"START_CHIPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WORDS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WORDS_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WORD_LENGTH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"assignHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"choose\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"choice\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitMulligan\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"commitment\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitSeed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seedCommit\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"commitWords\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"commitments\",\"type\":\"uint256[5]\",\"internalType\":\"uint256[5]\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"contextOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"round\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"player\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deal\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"dealtA\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"dealtB\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"gameOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIWordlePoker.Game\",\"components\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"deadline\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"enumIWordlePoker.Phase\"},{\"name\":\"starter\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"toAct\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"stopper\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"hand\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"card\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"bet\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"choice\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"winner\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"guessesLeft\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pendingWord\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pendingGuess\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"house\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"armBlock\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"bettingDeck\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"houseDone\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"chips\",\"type\":\"uint8[2]\",\"internalType\":\"uint8[2]\"},{\"name\":\"solved\",\"type\":\"uint8[2]\",\"internalType\":\"uint8[2]\"},{\"name\":\"seedCommit\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"randomness\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"guess\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"packedGuess\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"nudge\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"onMatchStart\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"open\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"card\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"openMulligan\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"mask\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"raise\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"by\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"releaseHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"seatOf\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIWordlePoker.Seat\",\"components\":[{\"name\":\"words\",\"type\":\"uint256[5]\",\"internalType\":\"uint256[5]\"},{\"name\":\"dealt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"mulligan\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"mask\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"committed\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"opened\",\"type\":\"bool\",\"internalType\":\"bool\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"showdown\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"salts\",\"type\":\"bytes32[2]\",\"internalType\":\"bytes32[2]\"},{\"name\":\"nextSeedCommit\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slashHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"stop\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"timeoutOutcome\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"due\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"Answered\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"guess\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"colours\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Chosen\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"choice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Dealt\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"hand\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"starter\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"randomness\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"dealtA\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"dealtB\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Guessed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"word\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"guess\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GuessesSkipped\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"left\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseAssigned\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"HouseSlashed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"house\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"total\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchEnded\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"chipsA\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"chipsB\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MatchStarted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"a\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"b\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MulliganCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MulliganOpened\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"mask\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Opened\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"card\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"bet\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Raised\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"bet\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SeedCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"hand\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"seedCommit\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"armBlock\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SeedOpened\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"hand\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"seed\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Showdown\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"hand\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"handA\",\"type\":\"uint8[5]\",\"indexed\":false,\"internalType\":\"uint8[5]\"},{\"name\":\"handB\",\"type\":\"uint8[5]\",\"indexed\":false,\"internalType\":\"uint8[5]\"},{\"name\":\"choice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"loss\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Stopped\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"timedOut\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"WordsCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"commitments\",\"type\":\"uint256[5]\",\"indexed\":false,\"internalType\":\"uint256[5]\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"DuelModeMatchNotLive\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DuelModeNotPlatform\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PokerBadBet\",\"inputs\":[{\"name\":\"bet\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"chips\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadCard\",\"inputs\":[{\"name\":\"card\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadChoice\",\"inputs\":[{\"name\":\"choice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadColours\",\"inputs\":[{\"name\":\"colours\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadCommitment\",\"inputs\":[{\"name\":\"commitment\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadMulligan\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadProof\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadSeed\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerBadSeedCommit\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"PokerBadSettings\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"PokerBadWord\",\"inputs\":[{\"name\":\"word\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerCardTwice\",\"inputs\":[{\"name\":\"card\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerCardUsed\",\"inputs\":[{\"name\":\"card\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerHandMismatch\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerHouseNotDue\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerNotDue\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerNotHouse\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PokerNotPlayer\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PokerRandomnessPending\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"armBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerTooLate\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerWordSolved\",\"inputs\":[{\"name\":\"word\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerWordsCommitted\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seat\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PokerWrongPhase\",\"inputs\":[{\"name\":\"matchId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"enumIWordlePoker.Phase\"}]}]",
	ID:  "WordlePoker",
	Bin: "0x610140604052348015610010575f5ffd5b50604051615a69380380615a6983398101604081905261002f916100cc565b6001600160a01b038087166080528516158061005257506001600160a01b038416155b8061006457506001600160a01b038316155b8061006d575080155b1561008b5760405163f16cd85760e01b815260040160405180910390fd5b6001600160a01b0394851660a05292841660c052921660e05261010091909152610120525061013b565b6001600160a01b03811681146100c9575f5ffd5b50565b5f5f5f5f5f5f60c087890312156100e1575f5ffd5b86516100ec816100b5565b60208801519096506100fd816100b5565b604088015190955061010e816100b5565b606088015190945061011f816100b5565b608088015160a090980151969995985093969395939492505050565b60805160a05160c05160e05161010051610120516158856101e45f395f81816103b701528181610d2b0152610d6a01525f818161042001526109f401525f81816103de015261109101525f818161045a0152610b0501525f81816102f90152818161073601528181610deb015281816120f301528181613bc3015261420401525f818161051301528181611fac0152818161215f0152818161315e01526137b401526158855ff3fe608060405234801561000f575f5ffd5b50600436106102c2575f3560e01c806356adcb761161017c578063846aaf61116100dd578063c23adcda11610093578063d5a201571161006e578063d5a20157146105c6578063ddbe15ce146105be578063ed169c9b146105e6575f5ffd5b8063c23adcda1461058a578063c4f5d662146105b6578063ca4e1d84146105be575f5ffd5b8063a248ceca116100c3578063a248ceca1461056e578063a6db778b146102ec578063aee7339f14610577575f5ffd5b8063846aaf6114610548578063918ec5721461055b575f5ffd5b80637145ad4b11610132578063722b4af511610118578063722b4af5146104fb5780637efc77fa1461050e5780637f0a0e6c14610535575f5ffd5b80637145ad4b146104d557806371b45e4b146104e8575f5ffd5b806362c2d7fe1161016257806362c2d7fe1461037b5780636c6d6eb5146102ec57806370232f84146104b5575f5ffd5b806356adcb761461048f5780636299f8cf146104a2575f5ffd5b806337720606116102265780633ef0ba7f116101dc5780634ccfc5c7116101c25780634ccfc5c71461037b5780634ecb3a31146104005780635645a30d1461047c575f5ffd5b80633ef0ba7f1461044257806340f7ac4214610455575f5ffd5b806339b812381161020c57806339b81238146104005780633d57b2a9146104085780633d643f261461041b575f5ffd5b806337720606146103b2578063391f0427146103d9575f5ffd5b806327eb310b1161027b5780632ba70774116102615780632ba707741461037b5780632dce8ec61461038357806334c5614214610396575f5ffd5b806327eb310b146102ec5780632984490214610368575f5ffd5b8063073d1432116102ab578063073d1432146102f457806316f50acc14610340578063274d2b8014610355575f5ffd5b8063046eaab1146102c657806305dfc472146102ec575b5f5ffd5b6102d96102d4366004614e7f565b6105f9565b6040519081526020015b60405180910390f35b6102d9601e81565b61031b7f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016102e3565b61035361034e366004614eb5565b61065c565b005b610353610363366004614ecc565b61086d565b610353610376366004614f3d565b61096e565b6102d9600a81565b610353610391366004614eb5565b610c14565b61039f61123381565b60405161ffff90911681526020016102e3565b6102d97f000000000000000000000000000000000000000000000000000000000000000081565b61031b7f000000000000000000000000000000000000000000000000000000000000000081565b6102d9600581565b610353610416366004614f97565b610ecc565b6102d97f000000000000000000000000000000000000000000000000000000000000000081565b610353610450366004614fc0565b610eea565b61031b7f000000000000000000000000000000000000000000000000000000000000000081565b61035361048a366004614ff7565b611343565b61035361049d366004614ff7565b6113ce565b6103536104b0366004614eb5565b6115c6565b6104c86104c3366004614eb5565b6115e3565b6040516102e3919061507d565b6103536104e3366004614eb5565b61191e565b6103536104f6366004614f97565b611ce5565b610353610509366004614eb5565b611f1d565b61031b7f000000000000000000000000000000000000000000000000000000000000000081565b6103536105433660046152a6565b612147565b610353610556366004614ff7565b6121c4565b610353610569366004614f97565b612318565b6102d96102aa81565b6103536105853660046152eb565b612702565b61059d610598366004614eb5565b612c41565b60408051921515835260ff9091166020830152016102e3565b6102d9606481565b6102d9603c81565b6105d96105d4366004614ff7565b612de7565b6040516102e3919061532c565b6103536105f4366004614f97565b612e99565b60408051466020808301919091523082840152606082018690526080820185905273ffffffffffffffffffffffffffffffffffffffff841660a0808401919091528351808403909101815260c0909201909252805191012060081c5b9392505050565b5f8181526020819052604090206106728261312f565b60018154790100000000000000000000000000000000000000000000000000900460ff16600b8111156106a7576106a7615017565b1415806106cd5750600281015473ffffffffffffffffffffffffffffffffffffffff1615155b156107335780546040517f251e502d00000000000000000000000000000000000000000000000000000000815261072a91849179010000000000000000000000000000000000000000000000000090910460ff169060040161539b565b60405180910390fd5b5f7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1663b0c945138461077a85613218565b6040518363ffffffff1660e01b81526004016107979291906153ff565b6020604051808303815f875af11580156107b3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107d79190615417565b905073ffffffffffffffffffffffffffffffffffffffff81166107f957505050565b6002820180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff831690811790915560405184907f217b893362c1b98b2fa47a82415d41f6715473e7b902ea5659add191927554da905f90a3505050565b5f5f61087a8460076132e1565b909250905060ff8316600114801590610897575060ff8316600214155b156108d3576040517f58b6536700000000000000000000000000000000000000000000000000000000815260ff8416600482015260240161072a565b6001820180547fffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffff16780100000000000000000000000000000000000000000000000060ff86160217905561092a826008603c61337b565b6040805182815260ff8516602082015285917f7db212f75036b5e0c4856f5c73a2707f7d092d30625650c8be137bfc725507b991015b60405180910390a250505050565b5f5f61097b86600161342e565b5f8881526001602052604081209294509092509082600281106109a0576109a0615432565b600802018054909150156109ea576040517fec84b76e000000000000000000000000000000000000000000000000000000008152600481018890526024810183905260440161072a565b6109f2614bee565b7f000000000000000000000000000000000000000000000000000000000000000081525f5b6005811015610acc575f888260058110610a3357610a33615432565b60200201359050801580610a6757507f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000018110155b15610aa1576040517fb3f6e68e0000000000000000000000000000000000000000000000000000000081526004810182905260240161072a565b8083610aae84600161548c565b60078110610abe57610abe615432565b602002015250600101610a17565b50610ad8885f336105f9565b60c08201526040517f598da1d10000000000000000000000000000000000000000000000000000000081527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063598da1d190610b53908990899086906004016154e6565b5f6040518083038186803b158015610b69575f5ffd5b505afa925050508015610b7a575060015b610bba576040517f0df0d00b000000000000000000000000000000000000000000000000000000008152600481018990526024810184905260440161072a565b610bc682886005614c0c565b5082887fe61658162ab1784b4f232620cbb4b6b3dfff63e103b2904f02f754ae9bc23b4e89604051610bf8919061552e565b60405180910390a3610c0a88856135f8565b5050505050505050565b610c1d8161312f565b5f818152602081905260409020610c348282613639565b610c6d576040517f2a5054750000000000000000000000000000000000000000000000000000000081526004810183905260240161072a565b6002810180547fff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167e0100000000000000000000000000000000000000000000000000000000000017905580547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff16790b000000000000000000000000000000000000000000000000001781555f610d0482613218565b6040805160028082526060820183529293505f9290916020830190803683370190505090507f0000000000000000000000000000000000000000000000000000000000000000815f81518110610d5c57610d5c615432565b6020026020010181815250507f000000000000000000000000000000000000000000000000000000000000000081600181518110610d9c57610d9c615432565b602090810291909101015260028301546040517fe7326cfb0000000000000000000000000000000000000000000000000000000081525f9173ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000081169263e7326cfb92610e2792169089908890889060040161553d565b6020604051808303815f875af1158015610e43573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e6791906155b4565b600285015460405182815291925073ffffffffffffffffffffffffffffffffffffffff169086907f93f2b92a2a2f8a26a602a335e3f928a7e9c55326e4dc2dc37164f051cd4f9ff59060200160405180910390a3610ec5855f613777565b5050505050565b5f5f610ed98560036132e1565b91509150610ec585838387876137eb565b5f5f610ef786600a6132e1565b9092509050610f08600560026155cb565b85901c151580610f215750600185901c85166101551615155b15610f5b576040517f4b0618770000000000000000000000000000000000000000000000000000000081526004810186905260240161072a565b60018201547b01000000000000000000000000000000000000000000000000000000810460ff16907c0100000000000000000000000000000000000000000000000000000000810463ffffffff16905f906effffffffffffffffffffffffffffff90610fe5908b9074010000000000000000000000000000000000000000900461ffff16336105f9565b1690505f604051806040016040528060015f8d81526020019081526020015f20876002811061101657611016615432565b60080201866005811061102b5761102b615432565b01548152602001608484901b6408000000006110486005806155cb565b8d901b8717171790526040517fe1ff508200000000000000000000000000000000000000000000000000000000815290915073ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000169063e1ff5082906110ca908b908b9086906004016155e2565b5f6040518083038186803b1580156110e0575f5ffd5b505afa9250505080156110f1575060015b611131576040517f0df0d00b000000000000000000000000000000000000000000000000000000008152600481018b90526024810186905260440161072a565b505060018401546040805179010000000000000000000000000000000000000000000000000090920460ff1680835260208301859052908201839052606082018990529089907fe0ac6fa34817ba5e45f96aa018c3aa834e943d23ce175cbdc4e01e6948e2dd549060800160405180910390a26102aa8803611242575f6001841b6004870160ff8416600281106111ca576111ca615432565b602091828204019190069054906101000a900460ff1617905080866004018360ff16600281106111fc576111fc615432565b602091828204019190066101000a81548160ff021916908360ff1602179055508060ff16601f03611240576112358a878460ff16613ab5565b50505050505061133d565b505b6001858101545f91611274917a010000000000000000000000000000000000000000000000000000900460ff1661561d565b6001870180547fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff167a01000000000000000000000000000000000000000000000000000060ff8481169182029290921790925588547fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff167b01000000000000000000000000000000000000000000000000000000918616919091021788559091505f036113295761132486613c48565b611336565b611336866009601e61337b565b5050505050505b50505050565b5f61134f836001613ca3565b6005810154909150156113b45780546040517f251e502d00000000000000000000000000000000000000000000000000000000815261072a91859179010000000000000000000000000000000000000000000000000090910460ff169060040161539b565b6113bf838284613e62565b6113c983826135f8565b505050565b5f5f6113db8460046132e1565b9150915060018310806113ee5750600a83115b1561145a578282600301826002811061140957611409615432565b60208104909101546040517f9737b221000000000000000000000000000000000000000000000000000000008152600481019390935260ff601f9092166101000a900416602482015260440161072a565b60018201545f9061148a90859077010000000000000000000000000000000000000000000000900460ff1661548c565b90508260030182600281106114a1576114a1615432565b602081049091015460ff601f9092166101000a9004168111156114d4578083600301836002811061140957611409615432565b600183810180547fffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffff167701000000000000000000000000000000000000000000000060ff851602179055611529908390615636565b835460ff919091167b01000000000000000000000000000000000000000000000000000000027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff909116178355611583836004600a61337b565b604080518381526020810183905286917f5c11e6bf3ab7030035141503e92f232349c3803e3aabe29665968b0425dec6e191015b60405180910390a25050505050565b5f5f6115d38360046132e1565b915091506113c98383835f613f59565b6115eb614c4a565b5f828152602081815260409182902082516102e081018452815473ffffffffffffffffffffffffffffffffffffffff8116825274010000000000000000000000000000000000000000810464ffffffffff169382019390935292909190830190790100000000000000000000000000000000000000000000000000900460ff16600b81111561167c5761167c615017565b600b81111561168d5761168d615017565b815281547a01000000000000000000000000000000000000000000000000000080820460ff90811660208501527b0100000000000000000000000000000000000000000000000000000080840482166040808701919091527c01000000000000000000000000000000000000000000000000000000009485900483166060870152600187015473ffffffffffffffffffffffffffffffffffffffff80821660808901527401000000000000000000000000000000000000000080830461ffff90811660a08b01527601000000000000000000000000000000000000000000008404871660c08b0152770100000000000000000000000000000000000000000000008404871660e08b01527801000000000000000000000000000000000000000000000000840487166101008b0152790100000000000000000000000000000000000000000000000000840487166101208b015296830486166101408a015293820485166101608901529086900463ffffffff166101808801526002808901549182166101a089015292810467ffffffffffffffff166101c08801529485049093166101e08601527e0100000000000000000000000000000000000000000000000000000000000090930416151561020084015280518082019182905261022090930192916003850191825f855b825461010083900a900460ff1681526020600192830181810494850194909303909202910180841161187a575050509284525050604080518082019182905260209093019291506004840190600290825f855b825461010083900a900460ff168152602060019283018181049485019490930390920291018084116118cd575050509284525050506005820154602082015260069091015460409091015292915050565b6119278161312f565b5f8181526020819052604090208054790100000000000000000000000000000000000000000000000000810460ff169074010000000000000000000000000000000000000000900464ffffffffff1642116119b1576040517f2bf4bc630000000000000000000000000000000000000000000000000000000081526004810184905260240161072a565b81547b01000000000000000000000000000000000000000000000000000000900460ff16600382600b8111156119e9576119e9615017565b03611a635760028301547c0100000000000000000000000000000000000000000000000000000000900461ffff1660015b611a25600182615636565b611a309060046155cb565b82901c600f165f03611a4e5780611a4681615649565b915050611a1a565b611a5c8686858460016137eb565b505061133d565b600482600b811115611a7757611a77615017565b03611a8e57611a898484836001613f59565b61133d565b600582600b811115611aa257611aa2615017565b03611b9f575f84815260016020526040812090805b6002811015611b7d57828160028110611ad257611ad2615432565b6008020160070160019054906101000a900460ff1615611af55760019150611b75565b6001838260028110611b0957611b09615432565b6008020160070160026101000a81548160ff021916908315150217905550867f4499fa4835d5ec1bd25cd2a19551bea1e20129f063cba588cfbbac85cf4bc630825f5f604051611b6c939291909283526020830191909152604082015260600190565b60405180910390a25b600101611ab7565b508015611b9657611b91856006601e61337b565b611a5c565b611a5c85613fe9565b600782600b811115611bb357611bb3615017565b03611c0457611bc5836008603c61337b565b604080518281525f602082015285917f7db212f75036b5e0c4856f5c73a2707f7d092d30625650c8be137bfc725507b9910160405180910390a261133d565b600982600b811115611c1857611c18615017565b03611cb0576001830154604080518381527a01000000000000000000000000000000000000000000000000000090920460ff16602083015285917fd17ed182755a6741b7671bb2865011c20224de5858b67ad8954e5ac7d062c573910160405180910390a26001830180547fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff169055611a8983613c48565b6040517f2bf4bc630000000000000000000000000000000000000000000000000000000081526004810185905260240161072a565b5f5f611cf285600661342e565b5f8781526001602052604090209193509150808260028110611d1657611d16615432565b6008020160070160019054906101000a900460ff161580611d5a5750808260028110611d4457611d44615432565b6008020160070160029054906101000a900460ff165b80611d655750601f85115b80611de75750808260028110611d7d57611d7d615432565b6008020160060154600184015460408051602081018a90527401000000000000000000000000000000000000000090920461ffff1690820152606081018490526080810187905260a0810186905260c0016040516020818303038152906040528051906020012014155b15611e28576040517f1c679280000000000000000000000000000000000000000000000000000000008152600481018790526024810183905260440161072a565b84818360028110611e3b57611e3b615432565b600802016007015f6101000a81548160ff021916908360ff1602179055506001818360028110611e6d57611e6d615432565b6008020160070160026101000a81548160ff021916908315150217905550857f4499fa4835d5ec1bd25cd2a19551bea1e20129f063cba588cfbbac85cf4bc63083611eb788614073565b604080519283526020830191909152810188905260600160405180910390a280611ee2836001615636565b60028110611ef257611ef2615432565b6008020160070160029054906101000a900460ff1615611f1557611f1583613fe9565b505050505050565b5f818152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff161580611f77575060028101547e01000000000000000000000000000000000000000000000000000000000000900460ff165b8061202a57506040517f27507458000000000000000000000000000000000000000000000000000000008152600481018390527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa158015612006573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061202a9190615680565b15612064576040517f2a5054750000000000000000000000000000000000000000000000000000000081526004810183905260240161072a565b6002810180547fff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167e010000000000000000000000000000000000000000000000000000000000001790556040517f37bdc99b0000000000000000000000000000000000000000000000000000000081526004810183905273ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016906337bdc99b906024015b5f604051808303815f87803b158015612135575f5ffd5b505af1158015611f15573d5f5f3e3d5ffd5b3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016146121b8576040517f7ffa86ee00000000000000000000000000000000000000000000000000000000815233600482015260240161072a565b61133d848484846140a2565b5f5f6121d184600561342e565b5f86815260016020526040902091935091508082600281106121f5576121f5615432565b6008020160070160019054906101000a900460ff161561224b576040517f1c679280000000000000000000000000000000000000000000000000000000008152600481018690526024810183905260440161072a565b600181836002811061225f5761225f615432565b6008020160070160016101000a81548160ff0219169083151502179055508381836002811061229057612290615432565b6008020160060181905550847f179fbb0a1c408bb1adcb0e0496214befdb40c7a1aaef198c1c02263965300946836040516122cd91815260200190565b60405180910390a2806122e1836001615636565b600281106122f1576122f1615432565b6008020160070160019054906101000a900460ff1615610ec557610ec5836006601e61337b565b5f612324846002613ca3565b60028101549091505f906123599074010000000000000000000000000000000000000000900467ffffffffffffffff166142e1565b90505f8190036123c55760028201546040517f1f8efdec000000000000000000000000000000000000000000000000000000008152600481018790527401000000000000000000000000000000000000000090910467ffffffffffffffff16602482015260440161072a565b6001828101545f916123f39174010000000000000000000000000000000000000000900461ffff169061569f565b604080516020810185905290810188905261ffff919091166060820181905291505f90608001604080518083037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe00181529190528051602090910120600185810180547fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000061ffff871602179055600686018290559091508290036124f15783547fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff16600182167a010000000000000000000000000000000000000000000000000000021784555b600184810180547fffffffffffffff000000ffffffffffffffffffffffffffffffffffffffffffff16905584547b010000000000000000000000000000000000000000000000000000007a010000000000000000000000000000000000000000000000000000820460ff16027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff9091161785555f8881526020919091526040812060058101889055600d8101879055905b6002811015612678575f8080808585600281106125c1576125c1615432565b600802016006015f8787600281106125db576125db615432565b600802016007015f8989600281106125f5576125f5615432565b6008020160070160018b8b6002811061261057612610615432565b6008020160070160028891906101000a81548160ff0219169083151502179055508791906101000a81548160ff0219169083151502179055508691906101000a81548160ff021916908360ff16021790555085919050555050505080806001019150506125a2565b50612686856003600a61337b565b8454604080518581527a01000000000000000000000000000000000000000000000000000090920460ff1660208301528101839052606081018890526080810187905288907fb9989575a693a83bd2c884fc12a1db1965920e115f5df1df7812a262705365ca9060a00160405180910390a25050505050505050565b5f61270e856008613ca3565b905080600501548460405160200161272891815260200190565b6040516020818303038152906040528051906020012014612778576040517fc502883f0000000000000000000000000000000000000000000000000000000081526004810186905260240161072a565b5f5f61278687848888614414565b6001850154604080517401000000000000000000000000000000000000000090920461ffff168252602082018a905292945090925088917ffe849c4cd9582db22d881931e5550b7344be4efc745897adaa69d5d6fd4379ee910160405180910390a282545f9061281a907c0100000000000000000000000000000000000000000000000000000000900460ff16600161561d565b60018501549091507801000000000000000000000000000000000000000000000000900460ff165f81900361287d575f612856858560016146f2565b90506128638360016156b9565b60ff168160ff1614612876576001612879565b60025b9150505b5f6128898585846146f2565b90506128968a8789613e62565b8060ff165f036129125760018601546040518b917fe82bb043a90066c3b8f63e94de5e414d622efba17da74e8f69a75ae2f2f2ab3c916128fd9174010000000000000000000000000000000000000000900461ffff16908990899088906002905f906156f7565b60405180910390a2611235866002603c61337b565b5f61291e60018361561d565b90505f8460ff168260ff1614612a475750600187015460ff770100000000000000000000000000000000000000000000009091048116905f90829060038b019088166002811061297057612970615432565b60208104919091015461298f9291601f166101000a900460ff16615636565b905080896003018760ff16600281106129aa576129aa615432565b602091828204019190066101000a81548160ff021916908360ff1602179055508c7fe82bb043a90066c3b8f63e94de5e414d622efba17da74e8f69a75ae2f2f2ab3c8a60010160149054906101000a900461ffff168a8a898888604051612a1696959493929190615740565b60405180910390a2805f03612a4157612a338d8a8560ff16613ab5565b50505050505050505061133d565b50612aac565b60018801546040518d917fe82bb043a90066c3b8f63e94de5e414d622efba17da74e8f69a75ae2f2f2ab3c91612aa39174010000000000000000000000000000000000000000900461ffff16908b908b908a9089905f90615740565b60405180910390a25b600188810180547fffffffffff0000ffffffffffffffffffffffffffffffffffffffffffffffffff81167fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff79010000000000000000000000000000000000000000000000000060ff888116918202928316939093177601000000000000000000000000000000000000000000007fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff909516909217939093049091167a010000000000000000000000000000000000000000000000000000021790915589547fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff167b01000000000000000000000000000000000000000000000000000000909102178955612bda90839061561d565b885460ff919091167a010000000000000000000000000000000000000000000000000000027fffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff909116178855612c33886009601e61337b565b505050505050505050505050565b5f818152602081905260408120805482919074010000000000000000000000000000000000000000900464ffffffffff164211612c8357505f93849350915050565b80545f85815260016020819052604090912079010000000000000000000000000000000000000000000000000090920460ff16919082600b811115612cca57612cca615017565b03612d3e5780546008820154901580159115159080612ce7575080155b15612d08576001612cfa83158315614793565b965096505050505050915091565b600285015473ffffffffffffffffffffffffffffffffffffffff16612d2f5760015f612cfa565b505f9788975095505050505050565b600682600b811115612d5257612d52615017565b03612d8c576007810154600f820154600191612d809160ff6201000092839004811615929091041615614793565b94509450505050915091565b600a82600b811115612da057612da0615017565b03612dda578254600190612d80907b01000000000000000000000000000000000000000000000000000000900460ff168015908314614793565b505f958695509350505050565b612def614d0a565b5f8381526001602052604090208260028110612e0d57612e0d615432565b60408051610160810190915291600891909102018160c081018260058282826020028201915b815481526020019060010190808311612e33575050509183525050600582015460208201526006820154604082015260079091015460ff808216606084015261010082048116151560808401526201000090910416151560a09091015290505b92915050565b5f5f612ea68560096132e1565b9150915060058410612ee7576040517f98e909d10000000000000000000000000000000000000000000000000000000081526004810185905260240161072a565b83826004018260028110612efd57612efd615432565b602081049190910154601f9091166101000a900460ff16901c60011615612f53576040517fd6ab3b150000000000000000000000000000000000000000000000000000000081526004810185905260240161072a565b612f5e6005806155cb565b83901c15612f9b576040517f98e909d10000000000000000000000000000000000000000000000000000000081526004810184905260240161072a565b5f5b6005811015612ffb57601a612fb38260056155cb565b85901c601f1610612ff3576040517f98e909d10000000000000000000000000000000000000000000000000000000081526004810185905260240161072a565b600101612f9d565b50600182810180547affffffffffffffffffffffffffffffffffffffffffffffffffffff167b0100000000000000000000000000000000000000000000000000000060ff8816027bffffffffffffffffffffffffffffffffffffffffffffffffffffffff16177c010000000000000000000000000000000000000000000000000000000063ffffffff871602179055613095908290615636565b825460ff919091167b01000000000000000000000000000000000000000000000000000000027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff9091161782556130ef82600a601e61337b565b604080518281526020810186905290810184905285907fdc058bae008e553ade395a77d7b59274d86fc0cc51f986ad86bbd84735fa31b4906060016115b7565b6040517f27507458000000000000000000000000000000000000000000000000000000008152600481018290527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690632750745890602401602060405180830381865afa1580156131b8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906131dc9190615680565b613215576040517f9e560bdd0000000000000000000000000000000000000000000000000000000081526004810182905260240161072a565b50565b604080516002808252606080830184529260208301908036833750508354825192935073ffffffffffffffffffffffffffffffffffffffff16918391505f9061326357613263615432565b73ffffffffffffffffffffffffffffffffffffffff9283166020918202929092010152600180840154835192169183919081106132a2576132a2615432565b602002602001019073ffffffffffffffffffffffffffffffffffffffff16908173ffffffffffffffffffffffffffffffffffffffff1681525050919050565b5f5f6132ed848461342e565b815491935091507b01000000000000000000000000000000000000000000000000000000900460ff1681146133745781546040517f251e502d00000000000000000000000000000000000000000000000000000000815261072a91869179010000000000000000000000000000000000000000000000000090910460ff169060040161539b565b9250929050565b8254829084907fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff1679010000000000000000000000000000000000000000000000000083600b8111156133d0576133d0615017565b02179055506133df814261548c565b835464ffffffffff9190911674010000000000000000000000000000000000000000027fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff909116179092555050565b5f5f6134398461312f565b5f848152602081905260409020805490925073ffffffffffffffffffffffffffffffffffffffff16330361346e57505f6134d2565b600182015473ffffffffffffffffffffffffffffffffffffffff163303613497575060016134d2565b6040517f06657cfc0000000000000000000000000000000000000000000000000000000081526004810185905233602482015260440161072a565b82600b8111156134e4576134e4615017565b8254790100000000000000000000000000000000000000000000000000900460ff16600b81111561351757613517615017565b146135745781546040517f251e502d00000000000000000000000000000000000000000000000000000000815261072a91869179010000000000000000000000000000000000000000000000000090910460ff169060040161539b565b815474010000000000000000000000000000000000000000900464ffffffffff164211156133745781546040517f985954ee000000000000000000000000000000000000000000000000000000008152600481018690527401000000000000000000000000000000000000000090910464ffffffffff16602482015260440161072a565b5f8281526001602052604090206005820154158061361557508054155b8061362257506008810154155b1561362c57505050565b6113c9826002603c61337b565b60028101545f9073ffffffffffffffffffffffffffffffffffffffff161580613688575060028201547e01000000000000000000000000000000000000000000000000000000000000900460ff165b806136b35750815474010000000000000000000000000000000000000000900464ffffffffff164211155b156136bf57505f612e93565b8154790100000000000000000000000000000000000000000000000000900460ff16600281600b8111156136f5576136f5615017565b14806137125750600881600b81111561371057613710615017565b145b15613721576001915050612e93565b5f8481526001602081905260409091209082600b81111561374457613744615017565b14801561375357506005840154155b801561375f5750805415155b801561376e5750600881015415155b95945050505050565b6040517f0c4223de00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001690630c4223de9061211e908590859060040161578c565b60018110806137fa5750600a81115b8061382e575083600301836002811061381557613815615432565b602081049091015460ff601f9092166101000a90041681115b15613849578084600301846002811061140957611409615432565b60028401547c0100000000000000000000000000000000000000000000000000000000900461ffff1660018310806138815750600483115b806138a95750613892600184615636565b61389d9060046155cb565b61ffff8216901c600f16155b156138e3576040517f4578497c0000000000000000000000000000000000000000000000000000000081526004810184905260240161072a565b6138ee600184615636565b6138f99060046155cb565b613907906001901b826157b0565b905061ffff811615613919578061391d565b6112335b60028601805461ffff929092167c0100000000000000000000000000000000000000000000000000000000027fffff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffff9092169190911790556001808601805460ff85811677010000000000000000000000000000000000000000000000027fffffffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffff91881676010000000000000000000000000000000000000000000002919091167fffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffffff90921691909117179055613a10908590615636565b855460ff919091167b01000000000000000000000000000000000000000000000000000000027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff909116178555613a6a856004600a61337b565b604080518581526020810185905290810183905286907ff60817d6528d028cdcb457b05693a1e22c0ff32963156bb84508e94eafb0c36d9060600160405180910390a2505050505050565b81547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff16790b000000000000000000000000000000000000000000000000001782556002820180547fff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167e0100000000000000000000000000000000000000000000000000000000000017905560038201546040805183815260ff80841660208301526101009093049092169082015283907f6b7a19a39c8688f3477ed3725c83a838f22bc2bc59d559c75b84c8add410f6139060600160405180910390a26040517f37bdc99b000000000000000000000000000000000000000000000000000000008152600481018490527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16906337bdc99b906024015f604051808303815f87803b158015613c19575f5ffd5b505af1158015613c2b573d5f5f3e3d5ffd5b505050506113c983825f14613c41576002613777565b6001613777565b600281810180547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000004367ffffffffffffffff1602179055613215908290603c61337b565b5f613cad8361312f565b505f828152602081905260409020600281015473ffffffffffffffffffffffffffffffffffffffff1633141580613cfc5750600281015473ffffffffffffffffffffffffffffffffffffffff16155b15613d3c576040517f9d511aa00000000000000000000000000000000000000000000000000000000081526004810184905233602482015260440161072a565b81600b811115613d4e57613d4e615017565b8154790100000000000000000000000000000000000000000000000000900460ff16600b811115613d8157613d81615017565b14613dde5780546040517f251e502d00000000000000000000000000000000000000000000000000000000815261072a91859179010000000000000000000000000000000000000000000000000090910460ff169060040161539b565b805474010000000000000000000000000000000000000000900464ffffffffff16421115612e935780546040517f985954ee000000000000000000000000000000000000000000000000000000008152600481018590527401000000000000000000000000000000000000000090910464ffffffffff16602482015260440161072a565b5f819003613e9c576040517fc09e049f00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600582018190556002820180547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000004367ffffffffffffffff1681029190911790915560018084015485927f9f6dd611f1226e817380be75a2f6db11d2049fa6f296392cdc669c8dd0decbad92613f31929190910461ffff169061569f565b6040805161ffff909216825260208201859052439082015260600160405180910390a2505050565b82547fffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff167c010000000000000000000000000000000000000000000000000000000060ff841602178355613fb0836005601e61337b565b60408051838152821515602082015285917f58c8657bdb23d5486be0e659081a6909e2ce70416d0b1d798930120ccc0079789101610960565b8054614019907c0100000000000000000000000000000000000000000000000000000000900460ff16600161561d565b815460ff919091167b01000000000000000000000000000000000000000000000000000000027fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff909116178155613215816007601e61337b565b5f5b811561409d578061408581615649565b91506140949050600183615636565b82169150614075565b919050565b5f84815260208190526040902080546001820180547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff868116919091179091557901000000000000000000000000000000000000000000000000007fffffffffffff00ffffffffff000000000000000000000000000000000000000090921690861617178155614149603c4261548c565b815464ffffffffff9190911674010000000000000000000000000000000000000000027fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff90911617815560408051808201909152606480825260208201526141b79060038301906002614d45565b506002810180547fffff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffff167d1233000000000000000000000000000000000000000000000000000000001790557f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16634b5907ff8661424884613218565b6040518363ffffffff1660e01b81526004016142659291906153ff565b5f604051808303815f87803b15801561427c575f5ffd5b505af115801561428e573d5f5f3e3d5ffd5b50506040805173ffffffffffffffffffffffffffffffffffffffff8089168252871660208201528893507f0db852497beb4f117053b561916aae987f88d666bac5179bd210c99a9e5aa1759250016115b7565b5f8143116142f057505f919050565b6101006142fd8343615636565b1161430757504090565b71f90827f1c53a10cb7a02335b1753200029353b5f0361432857505f919050565b5f5f71f90827f1c53a10cb7a02335b17532000293573ffffffffffffffffffffffffffffffffffffffff168460405160200161436691815260200190565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08184030181529082905261439e916157ca565b5f60405180830381855afa9150503d805f81146143d6576040519150601f19603f3d011682016040523d82523d5f602084013e6143db565b606091505b50915091508180156143ee575080516020145b6143f8575f61440c565b8080602001905181019061440c91906155b4565b949350505050565b61441c614dd0565b614424614dd0565b5f6144338587600601546147ca565b90505f5b60058110156144be5781816014811061445257614452615432565b602002015184826005811061446957614469615432565b60ff90921660209290920201528161448282600561548c565b6014811061449257614492615432565b60200201518382600581106144a9576144a9615432565b60ff9092166020929092020152600101614437565b505f8781526001602081815260408084206005810154938b01549151909461450a938d9374010000000000000000000000000000000000000000900461ffff16928a918c3591016157e0565b6040516020818303038152906040528051906020012014614560576040517f4ae2ea74000000000000000000000000000000000000000000000000000000008152600481018990525f602482015260440161072a565b600d8101546001888101546040516145a0928c9274010000000000000000000000000000000000000000900461ffff1691889060208c81013591016157e0565b60405160208183030381529060405280519060200120146145f7576040517f4ae2ea74000000000000000000000000000000000000000000000000000000008152600481018990526001602482015260440161072a565b8654600a907a010000000000000000000000000000000000000000000000000000900460ff165f5b60028110156146e4575f811561463f5761463a836001615636565b614641565b825b90505f81156146505787614652565b885b90505f86836002811061466757614667615432565b600802016007015460ff1690505f5b60058110156146d457600182821c16156146cc57888761469581615649565b9850601481106146a7576146a7615432565b60200201518382600581106146be576146be615432565b60ff90921660209290920201525b600101614676565b50506001909201915061461f9050565b505050505094509492505050565b5f60ff821660011480159061470b575060ff8216600214155b15614747576040517f58b6536700000000000000000000000000000000000000000000000000000000815260ff8316600482015260240161072a565b5f61475185614941565b90505f61475d85614941565b9050808203614770575f92505050610655565b80821160ff851660011414614786576002614789565b60015b9695505050505050565b5f82801561479e5750815b156147aa57505f612e93565b826147b65760016147b9565b60025b600281111561065557610655615017565b6147d2614dee565b60408051602080820186905281830185905282518083038401815260609092019092528051910120614802614e0d565b5f5b6034811015614835578082826034811061482057614820615432565b60ff9092166020929092020152600101614804565b505f5b6014811015614938575f61484d826034615636565b6040805160208101879052908101849052606001604051602081830303815290604052805190602001205f1c6148839190615819565b61488d908361548c565b90508281603481106148a1576148a1615432565b60200201518383603481106148b8576148b8615432565b60200201518484603481106148cf576148cf615432565b602002018584603481106148e5576148e5615432565b60ff93841660209190910291909101529116905282826034811061490b5761490b615432565b602002015185836014811061492257614922615432565b60ff909216602092909202015250600101614838565b50505092915050565b80515f9081908190600190600316825b6005811015614a3d575f87826005811061496d5761496d615432565b602002015160ff169050603481106149b4576040517ff84971680000000000000000000000000000000000000000000000000000000081526004810182905260240161072a565b600185821c16156149f4576040517f3e98f9f50000000000000000000000000000000000000000000000000000000081526004810182905260240161072a565b6001811b9490941793614a0b600282811c9061548c565b614a169060046155cb565b614a24906001901b8761548c565b9550828160031614614a34575f93505b50600101614951565b505f80808060045b60018110614ad857600e5b60028110614ac55781614a648260046155cb565b8b901c600f1603614ab35784614a7981615649565b955050835f03614a8b57819350614a96565b825f03614a96578192505b5f5b82811015614ab15760049690961b811795600101614a98565b505b80614abd81615851565b915050614a50565b5080614ad081615851565b915050614a45565b505f60058403614b2957601085901c600f600c87901c811690614afd90881683615636565b600403614b0c57819250614b26565b600e82148015614b1c5750806005145b15614b2657600592505b50505b5f5f82118015614b365750875b15614b4357506008614bcc565b83600403614b5357506007614bcc565b836003148015614b635750826002145b15614b7057506006614bcc565b8715614b7e57506005614bcc565b8115614b8c57506004614bcc565b83600303614b9c57506003614bcc565b836002148015614bac5750826002145b15614bb957506002614bcc565b83600203614bc957506001614bcc565b505f5b8115614bda57601082901b95505b60141b9094179a9950505050505050505050565b6040518060e001604052806007906020820280368337509192915050565b8260058101928215614c3a579160200282015b82811115614c3a578235825591602001919060010190614c1f565b50614c46929150614e2c565b5090565b604080516102e0810182525f80825260208201819052909182019081525f6020820181905260408201819052606082018190526080820181905260a0820181905260c0820181905260e08201819052610100820181905261012082018190526101408201819052610160820181905261018082018190526101a082018190526101c082018190526101e0820181905261020082015261022001614ceb614e40565b8152602001614cf8614e40565b81526020015f81526020015f81525090565b6040518060c00160405280614d1d614dd0565b81525f6020820181905260408201819052606082018190526080820181905260a09091015290565b600183019183908215614c3a579160200282015f5b83821115614d9757835183826101000a81548160ff021916908360ff16021790555092602001926001016020815f01049283019260010302614d5a565b8015614dc35782816101000a81549060ff02191690556001016020815f01049283019260010302614d97565b5050614c46929150614e2c565b6040518060a001604052806005906020820280368337509192915050565b6040518061028001604052806014906020820280368337509192915050565b6040518061068001604052806034906020820280368337509192915050565b5b80821115614c46575f8155600101614e2d565b60405180604001604052806002906020820280368337509192915050565b73ffffffffffffffffffffffffffffffffffffffff81168114613215575f5ffd5b5f5f5f60608486031215614e91575f5ffd5b83359250602084013591506040840135614eaa81614e5e565b809150509250925092565b5f60208284031215614ec5575f5ffd5b5035919050565b5f5f60408385031215614edd575f5ffd5b82359150602083013560ff81168114614ef4575f5ffd5b809150509250929050565b5f5f83601f840112614f0f575f5ffd5b50813567ffffffffffffffff811115614f26575f5ffd5b602083019150836020828501011115613374575f5ffd5b5f5f5f5f60e08587031215614f50575f5ffd5b8435935060c0850186811115614f64575f5ffd5b6020860193503567ffffffffffffffff811115614f7f575f5ffd5b614f8b87828801614eff565b95989497509550505050565b5f5f5f60608486031215614fa9575f5ffd5b505081359360208301359350604090920135919050565b5f5f5f5f60608587031215614fd3575f5ffd5b8435935060208501359250604085013567ffffffffffffffff811115614f7f575f5ffd5b5f5f60408385031215615008575f5ffd5b50508035926020909101359150565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b600c811061505457615054615017565b9052565b805f5b600281101561133d57815160ff1684526020938401939091019060010161505b565b815173ffffffffffffffffffffffffffffffffffffffff168152610320810160208301516150b4602084018264ffffffffff169052565b5060408301516150c76040840182615044565b5060608301516150dc606084018260ff169052565b5060808301516150f1608084018260ff169052565b5060a083015161510660a084018260ff169052565b5060c083015161512e60c084018273ffffffffffffffffffffffffffffffffffffffff169052565b5060e083015161514460e084018261ffff169052565b5061010083015161515b61010084018260ff169052565b5061012083015161517261012084018260ff169052565b5061014083015161518961014084018260ff169052565b506101608301516151a061016084018260ff169052565b506101808301516151b761018084018260ff169052565b506101a08301516151ce6101a084018260ff169052565b506101c08301516151e86101c084018263ffffffff169052565b506101e08301516152126101e084018273ffffffffffffffffffffffffffffffffffffffff169052565b5061020083015161523061020084018267ffffffffffffffff169052565b5061022083015161524861022084018261ffff169052565b5061024083015161525e61024084018215159052565b50610260830151615273610260840182615058565b506102808301516152886102a0840182615058565b506102a08301516102e08301526102c0909201516103009091015290565b5f5f5f5f608085870312156152b9575f5ffd5b8435935060208501356152cb81614e5e565b925060408501356152db81614e5e565b9396929550929360600135925050565b5f5f5f5f60a085870312156152fe575f5ffd5b84359350602085013592506080850186811115615319575f5ffd5b9396929550505060409290920191903590565b8151610140820190825f5b6005811015615356578251825260209283019290910190600101615337565b505050602083015160a083810191909152604084015160c0840152606084015160ff1660e0840152608084015115156101008401529092015115156101209091015290565b828152604081016106556020830184615044565b5f8151808452602084019350602083015f5b828110156153f557815173ffffffffffffffffffffffffffffffffffffffff168652602095860195909101906001016153c1565b5093949350505050565b828152604060208201525f61440c60408301846153af565b5f60208284031215615427575f5ffd5b815161065581614e5e565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b80820180821115612e9357612e9361545f565b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b61010081525f6154fb6101008301858761549f565b905060208201835f5b6007811015615523578151835260209283019290910190600101615504565b505050949350505050565b60a08181019083833792915050565b73ffffffffffffffffffffffffffffffffffffffff85168152836020820152608060408201525f61557160808301856153af565b8281036060840152835180825260208086019201905f5b818110156155a6578351835260209384019390920191600101615588565b509098975050505050505050565b5f602082840312156155c4575f5ffd5b5051919050565b8082028115828204841417612e9357612e9361545f565b606081525f6155f560608301858761549f565b905060208201835f5b60028110156155235781518352602092830192909101906001016155fe565b60ff8281168282160390811115612e9357612e9361545f565b81810381811115612e9357612e9361545f565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff82036156795761567961545f565b5060010190565b5f60208284031215615690575f5ffd5b81518015158114610655575f5ffd5b61ffff8181168382160190811115612e9357612e9361545f565b60ff8181168382160190811115612e9357612e9361545f565b805f5b600581101561133d57815160ff168452602093840193909101906001016156d5565b61ffff871681526101c0810161571060208301886156d2565b61571d60c08301876156d2565b60ff851661016083015283610180830152826101a0830152979650505050505050565b61ffff871681526101c0810161575960208301886156d2565b61576660c08301876156d2565b60ff851661016083015260ff8416610180830152826101a0830152979650505050505050565b82815260408101600383106157a3576157a3615017565b8260208301529392505050565b61ffff8281168282160390811115612e9357612e9361545f565b5f82518060208501845e5f920191825250919050565b85815261ffff8516602082015260ff84166040820152610120810161580860608301856156d2565b826101008301529695505050505050565b5f8261584c577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500690565b5f8161585f5761585f61545f565b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff019056",
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
// the contract method with ID 0x29844902.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitWords(uint256 matchId, uint256[5] commitments, bytes proof) returns()
func (wordlePoker *WordlePoker) PackCommitWords(matchId *big.Int, commitments [5]*big.Int, proof []byte) []byte {
	enc, err := wordlePoker.abi.Pack("commitWords", matchId, commitments, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitWords is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29844902.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitWords(uint256 matchId, uint256[5] commitments, bytes proof) returns()
func (wordlePoker *WordlePoker) TryPackCommitWords(matchId *big.Int, commitments [5]*big.Int, proof []byte) ([]byte, error) {
	return wordlePoker.abi.Pack("commitWords", matchId, commitments, proof)
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
// the contract method with ID 0x918ec572.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deal(uint256 matchId, bytes32 dealtA, bytes32 dealtB) returns()
func (wordlePoker *WordlePoker) PackDeal(matchId *big.Int, dealtA [32]byte, dealtB [32]byte) []byte {
	enc, err := wordlePoker.abi.Pack("deal", matchId, dealtA, dealtB)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x918ec572.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deal(uint256 matchId, bytes32 dealtA, bytes32 dealtB) returns()
func (wordlePoker *WordlePoker) TryPackDeal(matchId *big.Int, dealtA [32]byte, dealtB [32]byte) ([]byte, error) {
	return wordlePoker.abi.Pack("deal", matchId, dealtA, dealtB)
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
// Solidity: function seatOf(uint256 matchId, uint256 seat) view returns((uint256[5],bytes32,bytes32,uint8,bool,bool))
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
// Solidity: function seatOf(uint256 matchId, uint256 seat) view returns((uint256[5],bytes32,bytes32,uint8,bool,bool))
func (wordlePoker *WordlePoker) TryPackSeatOf(matchId *big.Int, seat *big.Int) ([]byte, error) {
	return wordlePoker.abi.Pack("seatOf", matchId, seat)
}

// UnpackSeatOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5a20157.
//
// Solidity: function seatOf(uint256 matchId, uint256 seat) view returns((uint256[5],bytes32,bytes32,uint8,bool,bool))
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
// Solidity: event WordsCommitted(uint256 indexed matchId, uint256 indexed seat, uint256[5] commitments)
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
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadMulligan"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadMulliganError(raw[4:])
	}
	if bytes.Equal(raw[:4], wordlePoker.abi.Errors["PokerBadProof"].ID.Bytes()[:4]) {
		return wordlePoker.UnpackPokerBadProofError(raw[4:])
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
