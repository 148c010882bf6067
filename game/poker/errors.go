package poker

import (
	"errors"

	"github.com/wordproof/wordproof/game"
)

var (
	// ErrBadCard is returned for a card that does not parse or is out of range.
	ErrBadCard = errors.New("bad card")

	// ErrDuplicateCard is returned for a hand or deck that holds a card twice.
	ErrDuplicateCard = errors.New("duplicate card")

	// ErrBadDeck is returned when a dealt deck is not the 52 distinct cards.
	ErrBadDeck = errors.New("bad deck")

	// ErrBadChoice is returned for a Choice other than Higher or Lower.
	ErrBadChoice = errors.New("bad choice")

	// ErrBadPlayer is returned for a Player other than One or Two.
	ErrBadPlayer = game.ErrBadSide

	// ErrWrongPhase is returned for a move the current phase of the hand does
	// not allow.
	ErrWrongPhase = errors.New("move not allowed now")

	// ErrNotYourTurn is returned when the other player is to act.
	ErrNotYourTurn = errors.New("not your turn")

	// ErrCardUsed is returned when the chosen betting card is not left in the
	// betting deck.
	ErrCardUsed = errors.New("betting card not available")

	// ErrBadBet is returned for an opening bet outside 1 to MaxOpen, a raise
	// outside 1 to MaxRaise, or a bet above the bettor's chips.
	ErrBadBet = errors.New("bad bet")

	// ErrBadMulligan is returned for a discard index outside 0-4 or repeated,
	// or a second mulligan by the same player.
	ErrBadMulligan = errors.New("bad mulligan")

	// ErrBadWord is returned for a secret or guessed word that is not five
	// letters a-z, or a word index outside 0-4.
	ErrBadWord = errors.New("bad word")

	// ErrWordSolved is returned for a guess at a word already solved.
	ErrWordSolved = errors.New("word already solved")

	// ErrGameOver is returned for any move after the game ended.
	ErrGameOver = errors.New("game over")
)
