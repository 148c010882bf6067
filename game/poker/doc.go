// Package poker is the pure-Go reference for Wordle Poker: a two-player game in
// which five-card poker hands decide who may make Wordle guesses at the
// opponent's five secret words.
//
// # Hands
//
// [Evaluate] ranks a five-card hand in the standard order (high card, pair,
// two pair, three of a kind, straight, flush, full house, four of a kind,
// straight flush; the ace plays high, or low in A-2-3-4-5) as a [Value] whose
// integer order is the hand order; [Compare] and [Showdown] build on it. The
// player who did not stop the betting picks whether the [Higher] or the
// [Lower] hand wins.
//
// # A hand of play
//
// [Game] runs the seed's flow: [Game.Deal] (the dealer's shuffled 52 cards),
// [Game.Open] (the starter picks a card of the [BettingDeck] 1,1,1,2,2,2,3,3,4
// and a bet of up to [MaxOpen]), [Game.Raise] or [Game.Stop] in turn (a raise
// adds up to [MaxRaise]; nobody bets more chips than they hold),
// [Game.Mulligan] by both, [Game.Choose] by the player who did not stop, then
// [Game.Guess] as many times as the betting card shows. The loser of a hand
// starts the next one. Each player starts with [StartChips] chips.
//
// # Choices the seed leaves open
//
// The seed says only that the player who did not stop and lost the hand
// "loses the amount of chips they bet": those chips leave play (the opponent
// does not collect them), and the player who stopped risks nothing. An
// opening bet is at least one chip. Equal hands void the hand: no chips move,
// nobody guesses, the same player starts again. Mulligan replacements are drawn
// from the top of the deck, the starter's first. The seed's list of game-end
// conditions is cut short after "This player loses the DM": besides dropping to
// 0 chips (which the seed states), a player who solves all five of the
// opponent's words wins, as the seed's summary suggests. Time limits are the
// caller's: on a timeout it plays [Game.Stop], an empty [Game.Mulligan] or
// [Game.LosingChoice], as the seed prescribes.
package poker
