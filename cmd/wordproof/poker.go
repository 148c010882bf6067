package main

import (
	"github.com/urfave/cli/v2"
)

// pokerCommand is Wordle Poker's own door to the duel platform: 'poker
// queue' is 'duel queue --mode poker' and 'poker play' is 'duel play', so
// a poker player needs no mode names (docs/poker.md).
var pokerCommand = &cli.Command{
	Name:  "poker",
	Usage: "Wordle Poker: queue with a bet and play a match in the terminal (the duel platform's poker mode)",
	Description: `Wordle Poker (docs/poker.md) is a mode of the duel platform: coins, bets,
MMR and settlement are the platform's ('wordproof duel daily|status|leave|
forfeit|timeout' serve it as every mode). These two commands are the same
as 'duel queue --mode poker' and 'duel play'.

  wordproof duel daily                       # claim the daily coins
  wordproof poker queue --bet 20 --wait      # wait for an opponent with the same bet
  wordproof poker play                       # your five words, then each decision
  wordproof poker play --auto                # let the strategy decide`,
	Subcommands: []*cli.Command{
		{
			Name: "queue", Usage: "enter Wordle Poker's queue with a bet (locks the bet)",
			Flags: append([]cli.Flag{
				duelBetFlag,
				&cli.StringFlag{Name: "mode", Value: "poker", Hidden: true},
				duelWaitFlag,
			}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, duelQueue) },
		},
		{
			Name: "play", Usage: "play your Wordle Poker match to its end (as 'duel play')",
			Description: duelPlayCommand.Description,
			Flags:       duelPlayCommand.Flags,
			Action:      duelPlayCommand.Action,
		},
	},
}
