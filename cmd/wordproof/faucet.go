package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
)

// defaultFaucetAmount is what `devnet faucet` pays without --amount, in ETH.
const defaultFaucetAmount = "10"

var (
	faucetAmountFlag = &cli.StringFlag{
		Name: "amount", Value: defaultFaucetAmount, Usage: "ETH to pay (a decimal number: 10, 0.25)",
	}
	faucetManifestFlag = &cli.StringFlag{
		Name: "manifest", Value: defaultDevnetManifest, Usage: "manifest of the running devnet (written by 'wordproof devnet')",
		EnvVars: []string{"WORDPROOF_MANIFEST"}, TakesFile: true,
	}
	faucetJSONFlag = &cli.BoolFlag{Name: "json", Usage: "print the payment as one JSON object (amounts in wei, as decimal strings)"}
)

var devnetFaucetCommand = &cli.Command{
	Name:      "faucet",
	Usage:     "pay ETH to an address from the running devnet's first developer account",
	ArgsUsage: "ADDRESS",
	Description: `Sends --amount ETH (default 10) to ADDRESS on the devnet named by --manifest
(default .wordproof/devnet.json), from the first developer account of the
public test mnemonic, and waits until the payment is mined. Use it to fund a
player's smart account or key before a staked game. Flags may also follow the
address.`,
	Flags:  []cli.Flag{faucetAmountFlag, faucetManifestFlag, faucetJSONFlag},
	Action: runFaucet,
}

// faucetResult is what `devnet faucet --json` prints.
type faucetResult struct {
	To      common.Address `json:"to"`
	From    common.Address `json:"from"`
	Amount  string         `json:"amount"` // wei
	Tx      common.Hash    `json:"tx"`
	Block   uint64         `json:"block"`
	Balance string         `json:"balance"` // the payee's balance after the payment, wei
}

func runFaucet(c *cli.Context) error {
	args, err := parseTrailingFlags(c)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageError("faucet takes one ADDRESS, got %d arguments", len(args))
	}
	to, err := parseAddress(args[0])
	if err != nil {
		return usageError("ADDRESS: %v", err)
	}
	amount, err := client.ParseETH(c.String(faucetAmountFlag.Name))
	if err != nil {
		return usageError("--amount: %v", err)
	}
	if amount.Sign() <= 0 {
		return usageError("--amount: the amount must be more than 0 ETH")
	}
	path := c.String(faucetManifestFlag.Name)
	m, err := deploy.ReadManifest(path)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("no devnet manifest at %s: start one with 'wordproof devnet' (or pass --manifest)", path)
	}
	if err != nil {
		return err
	}
	ctx := c.Context
	dialCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	backend, err := ethclient.DialContext(dialCtx, m.RPCURL)
	if err == nil {
		var id *big.Int
		if id, err = backend.ChainID(dialCtx); err == nil && id.Uint64() != m.ChainID {
			err = fmt.Errorf("it is chain %s, the manifest says chain %d", id, m.ChainID)
		}
	}
	if err != nil {
		return fmt.Errorf("the devnet at %s does not answer (%v): is 'wordproof devnet' running?", m.RPCURL, err)
	}
	defer backend.Close()
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 1)
	if err != nil {
		return err
	}
	from := crypto.PubkeyToAddress(keys[0].PublicKey)
	have, err := backend.BalanceAt(ctx, from, nil)
	if err != nil {
		return err
	}
	if have.Cmp(amount) < 0 {
		return fmt.Errorf("the developer account %s holds %s on chain %d, less than %s: is this a wordproof devnet?",
			from.Hex(), client.FormatETH(have), m.ChainID, client.FormatETH(amount))
	}
	payer, err := client.NewEOAMover(ctx, backend, keys[0])
	if err != nil {
		return err
	}
	receipt, err := payer.Send(ctx, to, nil, amount)
	if err != nil {
		return fmt.Errorf("pay %s to %s: %w", client.FormatETH(amount), to.Hex(), err)
	}
	balance, err := backend.BalanceAt(ctx, to, receipt.BlockNumber)
	if err != nil {
		return err
	}
	if c.Bool(faucetJSONFlag.Name) {
		return json.NewEncoder(c.App.Writer).Encode(faucetResult{
			To: to, From: from, Amount: amount.String(), Tx: receipt.TxHash, Block: receipt.BlockNumber.Uint64(), Balance: balance.String(),
		})
	}
	fmt.Fprintf(c.App.Writer, "paid %s to %s from developer account %s (tx %s, block %d); its balance is now %s\n",
		client.FormatETH(amount), to.Hex(), from.Hex(), receipt.TxHash.Hex(), receipt.BlockNumber, client.FormatETH(balance))
	return nil
}

// parseAddress reads a 0x-prefixed hex address; a mixed-case address must
// carry a valid EIP-55 checksum (a typo in it is caught, not paid to).
func parseAddress(s string) (common.Address, error) {
	if !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") || !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("%q is not an address (want 0x and 40 hex digits)", s)
	}
	addr := common.HexToAddress(s)
	hex := s[2:]
	if hex != strings.ToLower(hex) && hex != strings.ToUpper(hex) && addr.Hex()[2:] != hex {
		return common.Address{}, fmt.Errorf("%q has a bad checksum (mixed case must match EIP-55: %s)", s, addr.Hex())
	}
	return addr, nil
}

// parseTrailingFlags applies flags written after the positional arguments
// ("faucet ADDRESS --amount 5"), which the flag parser leaves among the
// arguments, and returns the arguments left.
func parseTrailingFlags(c *cli.Context) ([]string, error) {
	args := c.Args().Slice()
	var rest []string
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(arg, "-") || len(arg) < 2 {
			rest = append(rest, arg)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		f := lookupFlag(c.Command.Flags, name)
		if f == nil {
			return nil, usageError("flag provided but not defined: -%s", name)
		}
		if _, isBool := f.(*cli.BoolFlag); isBool && !hasValue {
			value, hasValue = "true", true
		}
		if !hasValue {
			if i+1 >= len(args) {
				return nil, usageError("flag needs an argument: -%s", name)
			}
			i++
			value = args[i]
		}
		if err := c.Set(name, value); err != nil {
			return nil, usageError("invalid value %q for flag -%s: %v", value, name, err)
		}
	}
	return rest, nil
}

func lookupFlag(flags []cli.Flag, name string) cli.Flag {
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				return f
			}
		}
	}
	return nil
}
