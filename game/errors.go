package game

import "errors"

var (
	// ErrBadWord is returned when a word has the wrong length or a character
	// outside its alphabet.
	ErrBadWord = errors.New("bad word")

	// ErrBadAlphabet is returned by AlphabetByName for an unknown name.
	ErrBadAlphabet = errors.New("unknown alphabet")

	// ErrBadColors is returned when a feedback has a colour outside Grey,
	// Yellow, Green, or a length different from its guess.
	ErrBadColors = errors.New("bad colours")

	// ErrBadGame is returned by NewGame for fewer than two players, no
	// secrets per player or a negative round cap.
	ErrBadGame = errors.New("bad game settings")

	// ErrBadPlayers is returned by AssignTargets and CheckTargets for fewer
	// than two remaining players, a repeated player or a player id out of
	// range.
	ErrBadPlayers = errors.New("bad player list")

	// ErrBadTargets is returned when a target assignment breaks the rules: an
	// attacker that is eliminated or has the wrong number of targets, a
	// target that is the attacker, eliminated or repeated, or a player not
	// attacked exactly as often as everyone attacks.
	ErrBadTargets = errors.New("bad targets")

	// ErrBadGuess is returned by Game.PlayRound for a guess from an
	// eliminated player, or a guess whose length differs from the game's.
	ErrBadGuess = errors.New("bad guess")

	// ErrReveal is returned by Game.PlayRound when the revealer fails; it
	// wraps the revealer's error.
	ErrReveal = errors.New("reveal failed")

	// ErrNoReveal is what a Revealer returns (wrapped or not) when the
	// target owed the reveal and did not give it: the target forfeits.
	ErrNoReveal = errors.New("no reveal")

	// ErrGameOver is returned by Game.PlayRound once the game has ended.
	ErrGameOver = errors.New("game over")
	// ErrBadSide is returned for a Side other than One or Two where a player
	// is required.
	ErrBadSide = errors.New("bad player")
)
