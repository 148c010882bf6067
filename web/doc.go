// Package web serves the Wordproof browser client on loopback: pages
// embedded in the binary and a JSON API over the Go player client. Each
// game's page has a folder (static/wow/ for Worth of Words, where /
// leads; static/worduel/ for the duel platform, Blitz, Best of 3 and
// training; static/poker/ for the Wordle Poker match screen it shows) over
// the shared static/wordproof.js (wallet, session grant, API calls,
// messages, move toasts, the on-screen keyboard) and static/style.css.
//
// The daily challenges, static/numlock/ and static/phraselock/ over
// static/daily.js (daily.go, phraselock.go), play today's Puzloc day
// through client/puzloc.Player: the page posts each guess, letter, hint or
// phrase, and shows what the player decrypted from the house's proven
// answers; the attempt resumes from the chain after a reload, and its
// agent records the score once the house opens the day.
//
// The read side, static/boards/ (leaderboards with game and period tabs)
// and static/profile/ (a player's statistics, streaks, achievements and
// an SVG chart of the attempts of their wins) over static/readside.js,
// reads the indexer's API (docs/api.md), which the server passes on under
// /indexer/v1/ when Config.Indexer is set ([Viewer] serves only that, with
// no chain).
//
// Every move the player's mover sends, asked for by the page or made by an
// agent in the background, goes through a tracked mover (ops.go) that
// records it for the page's toasts: pending, sent (the user operation's or
// transaction's hash, from [client.WithSent]), included, or failed with
// the decoded reason.
//
// # Who holds what
//
// The local process holds everything secret: the session key, the encrypted
// secret store ([client.Store]), the native prover and the agents that play
// (package client/wow). The page holds nothing secret: it asks the player's
// browser wallet (EIP-1193) for the owner address and for one EIP-712
// signature of the session grant ([client.ExternalGrant]), shows the board,
// and posts the words the player types. After the grant, every move is a
// user operation signed by the session key and sponsored by the relayer, so
// the wallet is asked again only when that grant expires or runs out
// mid-game: the session's next move then waits, GET /api/status and the
// board carry grantNeeded (the reason and the new grant's typed data), and
// the page asks the wallet for that one signature and posts it to /api/grant.
//
// # API
//
// Every endpoint takes and returns JSON; errors come back as
// {"error": "..."} with a 4xx or 5xx status.
//
//	GET  /api/status                  chain, contracts, the connected player
//	POST /api/connect                 {"owner"} → the grant as EIP-712 typed data, or
//	                                  {"resumed": true} when the stored session is live
//	POST /api/grant                   {"signature"} → the player's account (also a renewal's signature, see grantNeeded)
//	GET  /api/lobbies                 every game with its phase and seats
//	POST /api/lobbies                 {"players","stake",...,"invite"} → {"id","invite"}; refused
//	                                  (409) when the account cannot pay the stake; "invite"
//	                                  makes it invite-only (the invite link carries a key
//	                                  whose signature of inviteDigest admits each joiner)
//	GET  /api/words/random            two random secret words
//	GET  /api/words/check?word=&kind= is it an allowed secret or guess word
//	POST /api/games/{id}/join         {"words": [a, b], "invite": code of the link, if invite-only}
//	POST /api/games/{id}/leave        leave an unfilled lobby: the stake is credited back
//	POST /api/games/{id}/advance      claim a passed deadline (the board's "claimable")
//	GET  /api/ops?since=MS            the player's moves changed after unix ms MS (toasts)
//	GET  /api/games/{id}              the board: players, reveals, phase, deadline,
//	                                  missed guesses, and at the end the result
//	                                  (scores, payouts, reason, how to collect)
//	POST /api/games/{id}/guess        {"word"} for the current round
//	POST /api/withdraw                collect every payout (also under /api/games/{id}/)
//	GET  /api/duel/status             coins (free, in play), daily gift, MMR, rank, record,
//	                                  queue, and the live match ("Match Found": its agent starts)
//	POST /api/duel/daily              claim the daily coins
//	POST /api/duel/queue              {"bet","mode":"blitz"|"bo3"|"ttt"|"poker"} enter the queue (locks the bet)
//	POST /api/duel/leave              leave the queue (the bet is free again)
//	GET  /api/duel/match/{id}         a Blitz match: the current word's tries, both solve
//	                                  counts and clocks, and at the end the coins and MMR change;
//	                                  a Best of 3 match ("mode":"bo3"): the round, the round wins,
//	                                  the player's own decrypted tries (and the last round's),
//	                                  the opponent's try count and solved flag, both round clocks,
//	                                  the pause, the house and its next deadline, the result;
//	                                  a Wordle-Tac-Toe match ("mode":"ttt", wire.ReadMatch): the
//	                                  bout's 3x3 grid (length, open, owner, every guess with its
//	                                  colours and whose), whose turn and its time left, both
//	                                  banks, skips, bouts won, finished bouts, house, result
//	POST /api/duel/match/{id}/guess   {"word"} the next guess (client/worduel.Agent sends it,
//	                                  and proves the answers to the opponent's;
//	                                  client/worduel.Bo3Agent encrypts it to the house)
//	POST /api/duel/match/{id}/turn    {"moves":[{"cell":0-8,"word"}],"confirm"} a Wordle-Tac-Toe
//	                                  turn of one or two guesses (client/tictactoe.Agent sends it
//	                                  with the word proofs); a word the guess lists lack gets a
//	                                  409 with "confirm":true until posted again with confirm
//	POST /api/duel/match/{id}/claim   claim a Wordle-Tac-Toe match on time (the player to move
//	                                  is past its turn time and bank)
//	GET  /api/duel/match/{id}         a Wordle Poker match ("mode":"poker"): the phase, the hand,
//	                                  the player's own cards, chips, betting card and bet, the
//	                                  betting deck left, both mulligan counts, who acts and the
//	                                  clock left, the decision asked ("asking"), both sides'
//	                                  guesses and proven colours, the last showdown, the result
//	POST /api/duel/match/{id}/poker   the decision asked: {"action":"words","words":[5]},
//	                                  {"action":"open","card","bet"}, {"action":"raise","by"},
//	                                  {"action":"stop"}, {"action":"mulligan","positions":[1-5]},
//	                                  {"action":"choose","choice":"higher"|"lower"},
//	                                  {"action":"guess","word":1-5,"guess"}; another than the one
//	                                  asked: 409; bad input: 400 (client/poker.Agent moves)
//	GET  /api/duel/poker/words        five distinct random answers to offer as secret words
//	GET  /api/daily/{game}?day=N      a daily challenge (numlock or phraselock; default today):
//	                                  the house, the attempt (tries with colours, or the PhraseLock
//	                                  display, lives, letters, hints and moves), thinking time,
//	                                  over and won, and once the house opened the day the score
//	                                  the contract recorded; resumes the attempt's agent
//	POST /api/daily/{game}/start      {} today's one attempt; a second one (or a day not ready)
//	                                  gets the contract's decoded refusal (409)
//	POST /api/daily/numlock/guess     {"guess":"0457"} four digits; bad input 400, no guess asked 409
//	POST /api/daily/phraselock/move   exactly one of {"letter"}, {"hint":"letter"|"category"|"length"},
//	                                  {"phrase","confirm"}: a phrase without confirm gets a 409 with
//	                                  "confirm":true (a wrong one costs 2 lives); a hint the lives
//	                                  cannot pay or given already, a letter tried already: 409
//
// # Restarts
//
// Nothing the page needs lives only in memory: on Start the server resumes
// every game of the store that is not over, with the configured key or
// with each stored session key still live on its account
// ([client.ResumeSession]), so reloading the page or restarting the process
// loses neither the board, the secret words nor the guess input, and the
// reveals owed are sent whether or not a page is open. A guess the player
// does not give before the commit deadline is given up (the round's guess
// is lost, not the stake).
//
// The server answers only requests whose Host is a loopback name, and takes
// POST bodies only as application/json, so another web site can neither
// read it (DNS rebinding) nor post forms to it.
package web
