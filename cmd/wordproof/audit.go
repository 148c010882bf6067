package main

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/poker"
)

var (
	auditRPCFlag = &cli.StringFlag{
		Name:     "rpc",
		Usage:    "JSON-RPC URL of the chain (default: the manifest's rpcUrl)",
		EnvVars:  []string{"WORDPROOF_RPC"},
		Category: chainCategory,
	}
	auditManifestFlag = &cli.StringFlag{
		Name:      "manifest",
		Usage:     "deployment manifest of the game's chain (optional with --contract and --rpc)",
		EnvVars:   []string{"WORDPROOF_MANIFEST"},
		TakesFile: true,
		Category:  chainCategory,
	}
	auditGameFlag = &cli.StringFlag{
		Name:     "game",
		Usage:    "id of the game to audit (required); with --daily: numlock or phraselock",
		Category: "GAME",
	}
	auditContractFlag = &cli.StringFlag{
		Name:     "contract",
		Usage:    "address of the WorthOfWords contract (default: the manifest's)",
		Category: chainCategory,
	}
	auditFromBlockFlag = &cli.Uint64Flag{
		Name:     "from-block",
		Usage:    "first block to scan for the game's events (default: the manifest's deployment block)",
		Category: chainCategory,
	}
	auditJSONFlag     = &cli.BoolFlag{Name: "json", Usage: "print the report as JSON"}
	auditBo3MatchFlag = &cli.StringFlag{
		Name:     "bo3-match",
		Usage:    "id of a Worduel Best of 3 match to audit instead of a game (--contract: its WorduelBo3, default the manifest's)",
		Category: "GAME",
	}
	auditTttMatchFlag = &cli.StringFlag{
		Name:     "ttt-match",
		Usage:    "id of a Wordle-Tac-Toe match to audit instead of a game (--contract: its WordleTacToe, default the manifest's)",
		Category: "GAME",
	}
	auditDailyFlag = &cli.StringFlag{
		Name:     "daily",
		Usage:    "a Puzloc daily challenge to audit instead of a game: its UTC day, YYYY-MM-DD or a day number (--game numlock|phraselock; --contract: its PuzlocDaily, default the manifest's)",
		Category: "GAME",
	}
	auditPokerMatchFlag = &cli.StringFlag{
		Name:     "poker-match",
		Usage:    "id of a Wordle Poker match to audit instead of a game (--contract: its WordlePoker, default the manifest's)",
		Category: "GAME",
	}
)

var auditCommand = &cli.Command{
	Name:      "audit",
	Usage:     "verify a Worth of Words game from the chain alone",
	ArgsUsage: " ",
	Description: `Audits one game (--game) of the WorthOfWords contract of a deployment
(--manifest, or --contract with --rpc), trusting only the local verifying keys
(--keys.dir, default the keys built into the binary), the built-in dictionaries
and the rules engine. It reads the game's events and the join transactions
(plain calls or ERC-4337 handleOps bundles), then:

  - checks the manifest's verifying-key fingerprints against the local keys,
    and that the verifier contracts the game uses run the generated verifier
    code and embed every constant of the local verifying keys;
  - checks that the game contract runs the WorthOfWords code of this binary
    and uses the local dictionaries;
  - re-verifies every join and reveal proof locally;
  - checks every opened guess is in the guess dictionary;
  - replays the game (targets from each round's seed, points, solved words,
    eliminations, winners, prize) and compares every event, the playerInfo,
    playersOf and gameInfo views and the winners' balances with the replay.

It prints each round (guesses, colours as G/Y/., points, scores), the result,
every finding with the event (block, transaction, log index) or proof that
failed, and the verdict; --json prints the same report as JSON.

With --bo3-match ID it audits a Worduel Best of 3 match of the WorduelBo3
contract instead: the house's revealed seed opens its commitment, R is the
commitment block's hash as the contract takes it, every round's word is
re-derived, every key, answer, tally and refusal proof is re-verified from
the transactions' calldata, every opened guess's colours are the feedback of
the word, and the round and match winners by the rules equal the contract's.

With --ttt-match ID it audits a Wordle-Tac-Toe match of the WordleTacToe
contract: the contract's code and dictionaries; the house's revealed
seed opens its commitment; R and the first player are the commitment block's
hash as the contract takes it; every cell's word is re-derived; every move's
word proof (valid or absent) is the local guess tree's; every answer proof is
re-verified from the calldata and its colours are the feedback of the word;
the turns, skips, clocks and banks, each cell's owner, each bout's winner and
the match's (on time too) replayed through the rules equal the contract's.

With --poker-match ID it audits a Wordle Poker match of the WordlePoker
contract: every K = 5 word commitment and every answer's reveal proof is
re-verified from the calldata, each hand's randomness is recomputed from the
block its deal was armed on, the house's seed opens its commitment, the
derived deck opens both dealt commitments, every mulligan opens its
commitment, and the bets, the betting deck, the replacements, the ranking,
the chips, the guesses and the end are replayed through the rules engine.

With --daily DAY --game numlock|phraselock it audits a Puzloc daily
challenge of the PuzlocDaily contract: the contract's list is the local one;
the seed published at the opening opens the house's commitment; R is the
hash of the block the contract drew it from; the day's answer is the list
entry the seed and R name, with its difficulty (PhraseLock: its proven
length, category and difficulty); every opened match key matches its
player's binding, and with it every guess or move and reply is decrypted and
replayed through game/puzloc (colours, refusals, hits, lives); every key,
answer, refusal and opening proof is re-verified from the calldata; each
thinking time is the sum of the player's gaps from the block times and each
recorded score is game/puzloc's. A void day is reported with its
compensations.

Exit codes: 0 the game is clean; 1 anything does not match, could not be
checked, or the audit could not run; 2 bad usage.`,
	Flags: []cli.Flag{auditRPCFlag, auditManifestFlag, auditGameFlag, auditBo3MatchFlag, auditTttMatchFlag, auditPokerMatchFlag, auditDailyFlag, auditContractFlag, auditFromBlockFlag, keysDirFlag, minContribFlag, auditJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("audit takes no arguments, got %q", c.Args().First())
		}
		var set []string
		for _, f := range []*cli.StringFlag{auditBo3MatchFlag, auditTttMatchFlag, auditPokerMatchFlag, auditDailyFlag} {
			if c.IsSet(f.Name) {
				set = append(set, f.Name)
			}
		}
		if len(set) > 1 {
			return usageError("audit takes --%s or --%s, not both", set[0], set[1])
		}
		switch {
		case c.IsSet(auditBo3MatchFlag.Name):
			return auditBo3(c)
		case c.IsSet(auditTttMatchFlag.Name):
			return auditTtt(c)
		case c.IsSet(auditPokerMatchFlag.Name):
			return auditPoker(c)
		case c.IsSet(auditDailyFlag.Name):
			return auditDaily(c)
		}
		ks := keySetProvenance(c)
		cfg := audit.Config{Keys: keySet(c), KeySet: &ks, FromBlock: c.Uint64(auditFromBlockFlag.Name)}
		raw := c.String(auditGameFlag.Name)
		if raw == "" {
			return usageError("audit needs --game ID")
		}
		id, ok := new(big.Int).SetString(raw, 0)
		if !ok || id.Sign() <= 0 || id.BitLen() > 256 {
			return usageError("--game must be a positive integer, got %q", raw)
		}
		cfg.GameID = id
		if s := c.String(auditContractFlag.Name); s != "" {
			if !common.IsHexAddress(s) {
				return usageError("--contract is not an address: %q", s)
			}
			cfg.Contract = common.HexToAddress(s)
		}
		rpcURL := c.String(auditRPCFlag.Name)
		if path := c.String(auditManifestFlag.Name); path != "" {
			m, err := deploy.ReadManifest(path)
			if err != nil {
				return err
			}
			cfg.Manifest = m
			if rpcURL == "" {
				rpcURL = m.RPCURL
			}
		} else if cfg.Contract == (common.Address{}) || rpcURL == "" {
			return usageError("audit needs --manifest, or --contract and --rpc")
		}
		backend, err := ethclient.DialContext(c.Context, rpcURL)
		if err != nil {
			return fmt.Errorf("connect to %s: %w", rpcURL, err)
		}
		defer backend.Close()
		cfg.Backend = backend
		rep, err := audit.Audit(c.Context, cfg)
		if err != nil {
			return err
		}
		out := c.App.Writer
		if c.Bool(auditJSONFlag.Name) {
			enc := json.NewEncoder(out)
			enc.SetIndent("", "  ")
			if err := enc.Encode(rep); err != nil {
				return err
			}
		} else if err := rep.WriteText(out); err != nil {
			return err
		}
		if rep.Clean() {
			return nil
		}
		return cli.Exit(fmt.Sprintf("audit of game %s: %s (%d findings%s)", id, rep.Verdict, len(rep.Findings), firstFinding(rep)), exitFailure)
	},
}

// firstFinding names the first finding for the one-line error.
func firstFinding(rep *audit.Report) string {
	if len(rep.Findings) == 0 {
		return ""
	}
	return ", first: " + oneLine(rep.Findings[0].String())
}

// auditMatchTarget reads the match id of flag and the chain of a match
// audit: --contract (default the manifest's contract name) and the RPC.
func auditMatchTarget(c *cli.Context, flag *cli.StringFlag, name string) (*big.Int, common.Address, *ethclient.Client, error) {
	var contract common.Address
	if c.IsSet(auditGameFlag.Name) {
		return nil, contract, nil, usageError("audit takes --game or --%s, not both", flag.Name)
	}
	raw := c.String(flag.Name)
	id, ok := new(big.Int).SetString(raw, 0)
	if !ok || id.Sign() <= 0 || id.BitLen() > 256 {
		return nil, contract, nil, usageError("--%s must be a positive integer, got %q", flag.Name, raw)
	}
	contract, backend, err := auditChain(c, flag, name)
	return id, contract, backend, err
}

// auditChain reads the chain of an audit other than a game's: --contract
// (default the manifest's contract name) and the RPC, dialled.
func auditChain(c *cli.Context, flag *cli.StringFlag, name string) (common.Address, *ethclient.Client, error) {
	var contract common.Address
	rpcURL := c.String(auditRPCFlag.Name)
	if s := c.String(auditContractFlag.Name); s != "" {
		if !common.IsHexAddress(s) {
			return contract, nil, usageError("--contract is not an address: %q", s)
		}
		contract = common.HexToAddress(s)
	}
	if path := c.String(auditManifestFlag.Name); path != "" {
		m, err := deploy.ReadManifest(path)
		if err != nil {
			return contract, nil, err
		}
		if rpcURL == "" {
			rpcURL = m.RPCURL
		}
		if contract == (common.Address{}) {
			if contract, err = m.Address(name); err != nil {
				return contract, nil, err
			}
		}
	}
	if contract == (common.Address{}) || rpcURL == "" {
		return contract, nil, usageError("audit --%s needs --manifest, or --contract and --rpc", flag.Name)
	}
	backend, err := ethclient.DialContext(c.Context, rpcURL)
	if err != nil {
		return contract, nil, fmt.Errorf("connect to %s: %w", rpcURL, err)
	}
	return contract, backend, nil
}

// auditBo3 is `audit --bo3-match ID`.
func auditBo3(c *cli.Context) error {
	id, contract, backend, err := auditMatchTarget(c, auditBo3MatchFlag, deploy.ContractWorduelBo3)
	if err != nil {
		return err
	}
	defer backend.Close()
	cfg := audit.Bo3Config{Backend: backend, Contract: contract, Match: id, Keys: keySet(c)}
	res, err := audit.AuditBo3(c.Context, cfg)
	if err != nil {
		return cli.Exit(fmt.Sprintf("audit of Best of 3 match %s: %v", id, err), exitFailure)
	}
	out := c.App.Writer
	if c.Bool(auditJSONFlag.Name) {
		return printJSON(c, res)
	}
	fmt.Fprintf(out, "Best of 3 match %s: %s (a) vs %s (b), house %s\n", id, res.Players[0], res.Players[1], res.House)
	for _, r := range res.Rounds {
		fmt.Fprintf(out, "round %d: word %q, winner %v (%s)\n", r.Index, r.Word, r.Winner, r.Reason)
		for seat := range 2 {
			if r.Tries[seat] == 0 && !r.Opened[seat] {
				fmt.Fprintf(out, "  %c: no tries\n", 'a'+seat)
				continue
			}
			if !r.Opened[seat] {
				fmt.Fprintf(out, "  %c: %d tries, not opened\n", 'a'+seat, r.Tries[seat])
				continue
			}
			fmt.Fprintf(out, "  %c:", 'a'+seat)
			for k, g := range r.Guesses[seat] {
				fmt.Fprintf(out, " %s %s", g, r.Colours[seat][k])
			}
			fmt.Fprintln(out)
		}
	}
	_, err = fmt.Fprintf(out, "result %d-%d, winner %v; %d proofs verified: clean\n", res.Score.Wins[0], res.Score.Wins[1], res.Winner, res.Proofs)
	return err
}

// auditPoker is `audit --poker-match ID`.
func auditPoker(c *cli.Context) error {
	id, contract, backend, err := auditMatchTarget(c, auditPokerMatchFlag, deploy.ContractWordlePoker)
	if err != nil {
		return err
	}
	defer backend.Close()
	res, err := audit.AuditPoker(c.Context, audit.PokerConfig{Match: id, Keys: keySet(c), Contract: contract, Backend: backend})
	if err != nil {
		return cli.Exit(fmt.Sprintf("audit of Wordle Poker match %s: %v", id, err), exitFailure)
	}
	out := c.App.Writer
	if c.Bool(auditJSONFlag.Name) {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	}
	fmt.Fprintf(out, "Wordle Poker match %s: %s (a) vs %s (b), house %s\n", id, res.Players[0], res.Players[1], res.House)
	for _, h := range res.Hands {
		fmt.Fprintf(out, "hand %d: %s starts, card %d, bet %d (%d raises), %s stopped, discards %d/%d\n",
			h.Number, seatName(h.Starter), h.Card, h.Bet, h.Raises, seatName(h.Stopper), h.Discards[0], h.Discards[1])
		if h.Hands[0][0].Valid() {
			fmt.Fprintf(out, "  a %v, b %v, %v wins: %s, loss %d, chips %d-%d\n", h.Hands[0], h.Hands[1], h.Choice, seatName(h.Winner), h.Loss, h.Chips[0], h.Chips[1])
		}
		for _, g := range h.Guesses {
			fmt.Fprintf(out, "  word %d: %s %s\n", g.Word+1, g.Guess, g.Colours)
		}
		if h.Skipped > 0 {
			fmt.Fprintf(out, "  %d guesses lost to the clock\n", h.Skipped)
		}
	}
	verdict := "winner " + seatName(res.Winner)
	if res.Slashed {
		verdict = "the house was slashed: a draw"
	}
	_, err = fmt.Fprintf(out, "chips %d-%d, %s; %d proofs verified: clean\n", res.Chips[0], res.Chips[1], verdict, res.Proofs)
	return err
}

// seatName names a Wordle Poker seat as the audit prints it: a, b, or "none"
// (equal hands, a match not over).
func seatName(p poker.Player) string {
	switch p {
	case poker.One:
		return "a"
	case poker.Two:
		return "b"
	}
	return "none"
}
