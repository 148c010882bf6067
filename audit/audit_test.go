package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"math/big"
	"os"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
)

// tamperBackend wraps the real RPC client and rewrites selected answers, as
// a lying node would.
type tamperBackend struct {
	Backend
	logs    func([]types.Log) []types.Log
	call    func(msg ethereum.CallMsg, out []byte) []byte
	tx      func(hash common.Hash) error
	rewrite func(*types.Transaction) *types.Transaction // what the node returns instead
}

func (b *tamperBackend) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	logs, err := b.Backend.FilterLogs(ctx, q)
	if err != nil || b.logs == nil {
		return logs, err
	}
	return b.logs(logs), nil
}

func (b *tamperBackend) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	out, err := b.Backend.CallContract(ctx, msg, block)
	if err != nil || b.call == nil {
		return out, err
	}
	return b.call(msg, out), nil
}

func (b *tamperBackend) TransactionByHash(ctx context.Context, hash common.Hash) (*types.Transaction, bool, error) {
	if b.tx != nil {
		if err := b.tx(hash); err != nil {
			return nil, false, err
		}
	}
	tx, pending, err := b.Backend.TransactionByHash(ctx, hash)
	if err == nil && b.rewrite != nil {
		tx = b.rewrite(tx)
	}
	return tx, pending, err
}

// blockTamper adds one wei to the first historical read of one call (the
// balance before the settling block): the winner's balance then seems to
// grow by one wei less than its share.
type blockTamper struct {
	Backend
	data  []byte
	first *big.Int
}

func (b *blockTamper) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	out, err := b.Backend.CallContract(ctx, msg, block)
	if err != nil || block == nil || !bytes.Equal(msg.Data, b.data) {
		return out, err
	}
	if b.first == nil {
		b.first = block
	}
	v := new(big.Int).SetBytes(out)
	if block.Cmp(b.first) == 0 {
		v.Add(v, big.NewInt(1))
	}
	return common.LeftPadBytes(v.Bytes(), 32), nil
}

// revealLogs are the game's Revealed logs.
func revealLogs(t *testing.T, c *chain, g *played) []types.Log {
	t.Helper()
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	require.NoError(t, err)
	logs, err := c.client.FilterLogs(context.Background(), ethereum.FilterQuery{
		Addresses: []common.Address{c.manifest.Contracts[deploy.ContractWorthOfWords]},
		Topics:    [][]common.Hash{{parsed.Events["Revealed"].ID}, {common.BigToHash(g.result.GameID)}},
	})
	require.NoError(t, err)
	require.NotEmpty(t, logs)
	return logs
}

func auditConfig(c *chain, g *played) Config {
	return Config{Backend: c.client, Manifest: c.manifest, GameID: g.result.GameID, Dicts: c.dicts}
}

func TestAuditCleanGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
	}
	c, g := playedGame(t, 4)
	rep, err := Audit(context.Background(), auditConfig(c, g))
	require.NoError(t, err)
	require.Empty(t, rep.Findings)
	require.Equal(t, VerdictClean, rep.Verdict)
	require.True(t, rep.Clean())
	require.True(t, rep.Ended)
	require.Len(t, rep.Players, 4)
	require.Equal(t, int(g.result.Rounds), len(rep.Rounds))
	require.Equal(t, 4, rep.Checked.JoinProofs)
	require.Equal(t, 2, rep.Checked.Verifiers)
	reveals := 0
	for _, r := range rep.Rounds {
		targets := map[int]bool{}
		for _, gs := range r.Guesses {
			targets[gs.Target] = true
		}
		reveals += len(targets)
	}
	require.Equal(t, reveals, rep.Checked.RevealProofs)
	for _, p := range rep.Players {
		require.Equal(t, g.result.Scores[p.Address], p.Score, "replayed score of %s", p.Address)
	}
	winners := make([]common.Address, len(rep.Winners))
	for i, w := range rep.Winners {
		winners[i] = rep.Players[w].Address
	}
	require.ElementsMatch(t, g.result.Winners, winners)
	require.Equal(t, g.result.Prize, rep.Prize)
	require.Empty(t, rep.Notes, "the devnet keeps the state the payout check reads")

	var text bytes.Buffer
	require.NoError(t, rep.WriteText(&text))
	require.True(t, rep.KeySet.Development, "the shipped keys are development keys")
	require.Equal(t, 1, rep.KeySet.Phase2)
	for _, want := range []string{"round 1 (seed", "scores: P1 ", "result: winner", "verdict: clean", "key set: development keys, not for real value (1 phase-1 and 1 phase-2 contributions"} {
		require.Contains(t, text.String(), want)
	}
	t.Logf("report:\n%s", text.String())
	raw, err := json.Marshal(rep)
	require.NoError(t, err)
	var back Report
	require.NoError(t, json.Unmarshal(raw, &back))
	require.Equal(t, VerdictClean, back.Verdict)
	t.Logf("audit of a %d-player game (%d rounds, %d proofs): %v; playing it took %v",
		len(rep.Players), len(rep.Rounds), rep.Checked.JoinProofs+rep.Checked.RevealProofs, rep.Elapsed, g.play)
}

// swappedKeys is the shipped key set with the verifying key of circuit id
// replaced by the (well-formed) key of another circuit with the same number
// of public inputs.
func swappedKeys(t *testing.T, id, from string) fs.FS {
	t.Helper()
	out := fstest.MapFS{}
	names, err := fs.Glob(keys.FS(), "*.vk")
	require.NoError(t, err)
	for _, n := range names {
		b, err := fs.ReadFile(keys.FS(), n)
		require.NoError(t, err)
		out[n] = &fstest.MapFile{Data: b}
	}
	b, err := fs.ReadFile(keys.FS(), from+".vk")
	require.NoError(t, err)
	out[id+".vk"] = &fstest.MapFile{Data: b}
	return out
}

// rewriteRevealed re-encodes the first Revealed log after edit changes it.
func rewriteRevealed(t *testing.T, edit func(*wowclient.Reveal)) (func([]types.Log) []types.Log, *types.Log) {
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	require.NoError(t, err)
	event := parsed.Events["Revealed"]
	wow := bindings.NewWorthOfWords()
	var tampered types.Log
	return func(logs []types.Log) []types.Log {
		out := make([]types.Log, len(logs))
		copy(out, logs)
		for i := range out {
			if len(out[i].Topics) == 0 || out[i].Topics[0] != event.ID {
				continue
			}
			ev, err := wow.UnpackRevealedEvent(&out[i])
			require.NoError(t, err)
			r, err := wire.NewReveal(ev)
			require.NoError(t, err)
			edit(r)
			data, err := event.Inputs.NonIndexed().Pack(r.Packed())
			require.NoError(t, err)
			out[i].Data = data
			if tampered.TxHash == (common.Hash{}) {
				tampered = out[i] // the first read: the payout check reads one block again
			}
			break
		}
		return out
	}, &tampered
}

func findingsOf(rep *Report, check string) []Finding {
	var out []Finding
	for _, f := range rep.Findings {
		if f.Check == check {
			out = append(out, f)
		}
	}
	return out
}

func TestAuditTampered(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
	}
	c, g := playedGame(t, 4)
	revealID := prover.RevealSpec(5, game.Letters).ID()

	t.Run("replaced verifying key", func(t *testing.T) {
		cfg := auditConfig(c, g)
		cfg.Keys = swappedKeys(t, revealID, prover.RevealSpec(5, game.Digits).ID())
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictMismatch, rep.Verdict)
		keysF := findingsOf(rep, CheckKeys)
		require.Len(t, keysF, 1)
		require.Contains(t, keysF[0].Detail, revealID)
		require.Contains(t, keysF[0].Detail, "differs from the manifest")
		ver := findingsOf(rep, CheckVerifier)
		require.Len(t, ver, 1)
		require.Contains(t, ver[0].Detail, "does not embed the local verifying key "+revealID)
		// Every reveal proof now fails against the replaced key; joins still pass.
		require.Len(t, findingsOf(rep, CheckRevealProof), rep.Checked.RevealProofs)
		require.Empty(t, findingsOf(rep, CheckJoinProof))
	})

	t.Run("manifest fingerprint differs", func(t *testing.T) {
		cfg := auditConfig(c, g)
		m := *c.manifest
		m.VerifyingKeys = map[string]common.Hash{}
		for k, v := range c.manifest.VerifyingKeys {
			m.VerifyingKeys[k] = v
		}
		m.VerifyingKeys[revealID] = common.HexToHash("0x01")
		cfg.Manifest = &m
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictMismatch, rep.Verdict)
		require.Len(t, rep.Findings, 1, "%v", rep.Findings)
		require.Equal(t, CheckKeys, rep.Findings[0].Check)
		require.Contains(t, rep.Findings[0].Detail, "differs from the manifest's 0x0000000000000000000000000000000000000000000000000000000000000001")
	})

	t.Run("reveal proof altered in the transaction", func(t *testing.T) {
		// A node that serves a reveal transaction with a proof byte flipped: the
		// transaction no longer hashes to the one the log names.
		first := revealLogs(t, c, g)[0]
		cfg := auditConfig(c, g)
		cfg.Backend = &tamperBackend{Backend: c.client, rewrite: func(tx *types.Transaction) *types.Transaction {
			if tx.Hash() != first.TxHash {
				return tx
			}
			data := bytes.Clone(tx.Data())
			data[len(data)-1] ^= 1 // the last proof word
			inner := &types.DynamicFeeTx{ChainID: tx.ChainId(), Nonce: tx.Nonce(), GasTipCap: tx.GasTipCap(), GasFeeCap: tx.GasFeeCap(), Gas: tx.Gas(), To: tx.To(), Value: tx.Value(), Data: data}
			return types.NewTx(inner)
		}}
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictMismatch, rep.Verdict)
		proofs := findingsOf(rep, CheckRevealProof)
		require.NotEmpty(t, proofs, "%v", rep.Findings)
		require.Contains(t, proofs[0].Detail, "the node returned transaction")
		require.Equal(t, first.TxHash, proofs[0].Where.Tx)
	})

	t.Run("reveal transaction missing", func(t *testing.T) {
		cfg := auditConfig(c, g)
		reveals := map[common.Hash]bool{}
		for _, l := range revealLogs(t, c, g) {
			reveals[l.TxHash] = true
		}
		cfg.Backend = &tamperBackend{Backend: c.client, tx: func(h common.Hash) error {
			if reveals[h] {
				return errors.New("not found")
			}
			return nil
		}}
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictUnverifiable, rep.Verdict, "%v", rep.Findings)
		for _, f := range rep.Findings {
			require.True(t, f.Unverifiable, "%v", f)
			require.Equal(t, CheckRevealProof, f.Check)
		}
		require.Len(t, rep.Findings, len(reveals))
	})

	t.Run("colours changed", func(t *testing.T) {
		// A grey letter turned yellow: the proof no longer matches its public
		// input, and the replay scores the slot differently.
		rewrite, tampered := rewriteRevealed(t, func(ev *wowclient.Reveal) {
			for i := 0; i < 5; i++ {
				if ev.Colours[0]>>(2*i)&3 == 0 {
					ev.Colours[0] |= 1 << (2 * i)
					return
				}
			}
			ev.Colours[0] ^= 3 // all green: make the first letter yellow
		})
		cfg := auditConfig(c, g)
		cfg.Backend = &tamperBackend{Backend: c.client, logs: rewrite}
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictMismatch, rep.Verdict)
		proofs := findingsOf(rep, CheckRevealProof)
		require.Len(t, proofs, 1, "%v", rep.Findings)
		require.Equal(t, tampered.TxHash, proofs[0].Where.Tx)
		require.Equal(t, tampered.Index, proofs[0].Where.LogIndex)
	})

	t.Run("score on chain differs", func(t *testing.T) {
		wow := bindings.NewWorthOfWords()
		parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
		require.NoError(t, err)
		method := parsed.Methods["playerInfo"]
		victim := g.result.Winners[0]
		cfg := auditConfig(c, g)
		cfg.Backend = &tamperBackend{Backend: c.client, call: func(msg ethereum.CallMsg, out []byte) []byte {
			if !bytes.Equal(msg.Data, wow.PackPlayerInfo(g.result.GameID, victim)) {
				return out
			}
			info, err := wow.UnpackPlayerInfo(out)
			require.NoError(t, err)
			info.Score += 5
			packed, err := method.Outputs.Pack(info)
			require.NoError(t, err)
			return packed
		}}
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictMismatch, rep.Verdict)
		require.Len(t, rep.Findings, 1, "%v", rep.Findings)
		f := rep.Findings[0]
		require.Equal(t, CheckScore, f.Check)
		require.Equal(t, victim, *f.Player)
		want := g.result.Scores[victim]
		require.Contains(t, f.Detail, "playerInfo score "+big.NewInt(int64(want+5)).String()+", the replay's "+big.NewInt(int64(want)).String())
	})

	t.Run("payout differs", func(t *testing.T) {
		winner := g.result.Winners[0]
		cfg := auditConfig(c, g)
		cfg.Backend = &blockTamper{Backend: c.client, data: bindings.NewWorthOfWords().PackBalanceOf(common.Address{}, winner)}
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictMismatch, rep.Verdict)
		require.Len(t, rep.Findings, 1, "%v", rep.Findings)
		require.Equal(t, CheckPayout, rep.Findings[0].Check)
		require.Equal(t, winner, *rep.Findings[0].Player)
		require.Equal(t, "GameEnded", rep.Findings[0].Where.Event)
	})

	t.Run("points in an event differ", func(t *testing.T) {
		rewrite, tampered := rewriteRevealed(t, func(ev *wowclient.Reveal) { ev.Points[0] += 2 })
		cfg := auditConfig(c, g)
		cfg.Backend = &tamperBackend{Backend: c.client, logs: rewrite}
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictMismatch, rep.Verdict)
		pts := findingsOf(rep, CheckPoints)
		require.Len(t, pts, 1, "%v", rep.Findings)
		require.Equal(t, tampered.Index, pts[0].Where.LogIndex)
	})

	t.Run("TargetGrinding: a seed that is not the draw block's", func(t *testing.T) {
		parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
		require.NoError(t, err)
		drawn := parsed.Events["TargetsDrawn"].ID
		var where uint
		cfg := auditConfig(c, g)
		cfg.Backend = &tamperBackend{Backend: c.client, logs: func(logs []types.Log) []types.Log {
			out := make([]types.Log, len(logs))
			copy(out, logs)
			for i := range out {
				if out[i].Topics[0] == drawn {
					out[i].Data = bytes.Clone(out[i].Data)
					out[i].Data[31] ^= 1 // the first round's seed, one bit off
					where = out[i].Index
					break
				}
			}
			return out
		}}
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictMismatch, rep.Verdict)
		var seeds []Finding
		for _, f := range findingsOf(rep, CheckRounds) {
			if strings.Contains(f.Detail, "is not keccak256(hash of block") {
				seeds = append(seeds, f)
			}
		}
		require.Len(t, seeds, 1, "%v", rep.Findings)
		require.Equal(t, where, seeds[0].Where.LogIndex)
	})

	t.Run("join transaction missing", func(t *testing.T) {
		cfg := auditConfig(c, g)
		first := true
		cfg.Backend = &tamperBackend{Backend: c.client, tx: func(common.Hash) error {
			if first {
				first = false
				return errors.New("not found")
			}
			return nil
		}}
		rep, err := Audit(context.Background(), cfg)
		require.NoError(t, err)
		require.Equal(t, VerdictUnverifiable, rep.Verdict, "%v", rep.Findings)
		require.Len(t, rep.Findings, 1)
		require.True(t, rep.Findings[0].Unverifiable)
		require.Equal(t, CheckJoinProof, rep.Findings[0].Check)
		require.Equal(t, 3, rep.Checked.JoinProofs)
	})

	t.Run("unknown game", func(t *testing.T) {
		cfg := auditConfig(c, g)
		cfg.GameID = big.NewInt(999)
		_, err := Audit(context.Background(), cfg)
		require.ErrorIs(t, err, ErrNoGame)
	})

	t.Run("wrong chain", func(t *testing.T) {
		cfg := auditConfig(c, g)
		m := *c.manifest
		m.ChainID++
		cfg.Manifest = &m
		_, err := Audit(context.Background(), cfg)
		require.ErrorIs(t, err, ErrWrongChain)
	})
}

func TestAuditConfigErrors(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
	}{
		{"no backend", Config{GameID: big.NewInt(1), Contract: common.HexToAddress("0x01")}},
		{"no game id", Config{Backend: &tamperBackend{}, Contract: common.HexToAddress("0x01")}},
		{"zero game id", Config{Backend: &tamperBackend{}, GameID: new(big.Int), Contract: common.HexToAddress("0x01")}},
		{"no contract", Config{Backend: &tamperBackend{}, GameID: big.NewInt(1)}},
		{"manifest without the game", Config{Backend: &tamperBackend{}, GameID: big.NewInt(1), Manifest: deploy.NewManifest(1)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Audit(context.Background(), tt.cfg)
			require.ErrorIs(t, err, ErrBadConfig)
		})
	}
}

// TestAuditTimeVersusPlay measures the audit of a game against playing it.
// WORDPROOF_AUDIT_PLAYERS sets the game size (default 4; the acceptance
// figure is for 32).
func TestAuditTimeVersusPlay(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
	}
	n := 4
	if v := strings.TrimSpace(os.Getenv("WORDPROOF_AUDIT_PLAYERS")); v != "" {
		p, ok := new(big.Int).SetString(v, 10)
		require.True(t, ok && p.IsInt64() && p.Int64() >= 2 && p.Int64() <= 255, "WORDPROOF_AUDIT_PLAYERS=%q", v)
		n = int(p.Int64())
	}
	c, g := playedGame(t, n)
	start := time.Now()
	rep, err := Audit(context.Background(), auditConfig(c, g))
	require.NoError(t, err)
	took := time.Since(start)
	require.Equal(t, VerdictClean, rep.Verdict, "%v", rep.Findings)
	t.Logf("%d players, %d rounds, %d join + %d reveal proofs: audit %v, play %v (%.1f%%)",
		n, len(rep.Rounds), rep.Checked.JoinProofs, rep.Checked.RevealProofs, took.Round(time.Millisecond),
		g.play.Round(time.Millisecond), 100*took.Seconds()/g.play.Seconds())
	require.Less(t, took, g.play, "the audit must take less time than the game")
}
