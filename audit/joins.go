package audit

import (
	"bytes"
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// playerState is one player as the lobby left it; the replay's state of
// the player is the rules engine's (auditor.game).
type playerState struct {
	addr        common.Address
	join        *bindings.WorthOfWordsPlayerJoined
	commitments [2]*big.Int
}

// Player statuses, as the contract numbers them (package wire).
const (
	statusActive    = wire.StatusActive
	statusSolved    = wire.StatusSolved
	statusForfeited = wire.StatusForfeited
)

func statusName(s uint8) string { return wire.StatusName(s) }

// lobby rebuilds the players in join order from the joins and leaves, as the
// contract does (a leave moves the last player into the leaver's place).
func (a *auditor) lobby() {
	a.byAddr = map[common.Address]int{}
	for _, m := range a.ev.members {
		if j := m.join; j != nil {
			where := locate(evPlayerJoined, j.Raw)
			if _, dup := a.byAddr[j.Player]; dup {
				a.report.fail(Finding{Check: CheckEvents, Where: where, Player: &j.Player, Detail: "the player joined twice"})
				continue
			}
			if int(j.Index) != len(a.players) {
				a.report.fail(Finding{Check: CheckEvents, Where: where, Player: &j.Player, Detail: fmt.Sprintf("join index %d, the replay has %d players before it", j.Index, len(a.players))})
			}
			a.byAddr[j.Player] = len(a.players)
			a.players = append(a.players, &playerState{addr: j.Player, join: j, commitments: j.Commitments})
			continue
		}
		l := m.leave
		i, ok := a.byAddr[l.Player]
		if !ok {
			a.report.fail(Finding{Check: CheckEvents, Where: locate(evPlayerLeft, l.Raw), Player: &l.Player, Detail: "a player who had not joined left"})
			continue
		}
		last := len(a.players) - 1
		a.players[i] = a.players[last]
		a.byAddr[a.players[i].addr] = i
		a.players = a.players[:last]
		delete(a.byAddr, l.Player)
	}
	for i, p := range a.players {
		a.report.Players = append(a.report.Players, Player{Index: i, Address: p.addr, Join: locate(evPlayerJoined, p.join.Raw)})
	}
	if s := a.ev.started; s != nil && int(s.Players) != len(a.players) {
		a.report.fail(Finding{Check: CheckEvents, Where: locate(evGameStarted, s.Raw), Detail: fmt.Sprintf("GameStarted says %d players, the joins give %d", s.Players, len(a.players))})
	}
	if len(a.players) > int(a.ev.lobby.Settings.MaxPlayers) {
		a.report.fail(Finding{Check: CheckEvents, Detail: fmt.Sprintf("%d players joined a lobby of %d", len(a.players), a.ev.lobby.Settings.MaxPlayers)})
	}
}

// joinCall is the decoded calldata of one join.
type joinCall struct {
	gameID      *big.Int
	commitments [2]*big.Int
	proof       [8]*big.Int
}

// abis holds the ABIs the join locator decodes with.
type abis struct {
	wow, entryPoint, account abi.ABI
}

func loadABIs() (*abis, error) {
	wow, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	ep, err := bindings.EntryPointMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	acc, err := account.WordproofAccountMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	return &abis{wow: *wow, entryPoint: *ep, account: *acc}, nil
}

// decodeCall decodes calldata of the game's method into out (a struct with
// the method's inputs as fields); false when data is not such a call.
func (x *abis) decodeCall(method string, data []byte, out any) (ok bool) {
	defer func() {
		if recover() != nil { // the ABI decoder must never take the audit down
			ok = false
		}
	}()
	m := x.wow.Methods[method]
	if len(data) < 4 || !bytes.Equal(data[:4], m.ID) {
		return false
	}
	args, err := m.Inputs.Unpack(data[4:])
	return err == nil && m.Inputs.Copy(out, args) == nil
}

// decodeJoin decodes join calldata; ok is false when data is not a join.
func (x *abis) decodeJoin(data []byte) (joinCall, bool) {
	var in struct {
		GameId      *big.Int
		Commitments [2]*big.Int
		Proof       bindings.IWorthOfWordsProof
		Invite      []byte
	}
	if !x.decodeCall("join", data, &in) || in.GameId == nil {
		return joinCall{}, false
	}
	return joinCall{gameID: in.GameId, commitments: in.Commitments, proof: in.Proof.Words}, true
}

// call is one call a transaction makes, as far as the locator can decode it.
type call struct {
	from common.Address
	to   common.Address
	data []byte
}

// accountCalls decodes an account's execute or executeBatch calldata.
func (x *abis) accountCalls(from common.Address, data []byte) (out []call) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	if len(data) < 4 {
		return nil
	}
	m, err := x.account.MethodById(data[:4])
	if err != nil {
		return nil
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		return nil
	}
	switch m.Name {
	case "execute":
		var in struct {
			Target common.Address
			Value  *big.Int
			Data   []byte
		}
		if err := m.Inputs.Copy(&in, args); err != nil {
			return nil
		}
		return []call{{from: from, to: in.Target, data: in.Data}}
	case "executeBatch":
		var calls []account.BaseAccountCall
		if err := m.Inputs.Copy(&calls, args); err != nil {
			return nil
		}
		for _, c := range calls {
			out = append(out, call{from: from, to: c.Target, data: c.Data})
		}
		return out
	}
	return nil
}

// calls lists the calls a transaction makes that the locator understands:
// the transaction itself, and for an EntryPoint handleOps bundle every user
// operation's account call (execute or executeBatch).
func (x *abis) calls(sender common.Address, tx *types.Transaction) []call {
	if tx.To() == nil {
		return nil
	}
	out := []call{{from: sender, to: *tx.To(), data: tx.Data()}}
	return append(out, x.bundleCalls(tx.Data())...)
}

// bundleCalls decodes handleOps calldata into its user operations' calls.
func (x *abis) bundleCalls(data []byte) (out []call) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	m := x.entryPoint.Methods["handleOps"]
	if len(data) < 4 || !bytes.Equal(data[:4], m.ID) {
		return nil
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		return nil
	}
	var in struct {
		Ops         []bindings.PackedUserOperation
		Beneficiary common.Address
	}
	if err := m.Inputs.Copy(&in, args); err != nil {
		return nil
	}
	for _, op := range in.Ops {
		out = append(out, x.accountCalls(op.Sender, op.CallData)...)
	}
	return out
}

// findJoin returns the join of player in game gameID among the calls of tx.
func (x *abis) findJoin(sender common.Address, tx *types.Transaction, game, player common.Address, gameID *big.Int, commitments [2]*big.Int) (joinCall, bool) {
	for _, c := range x.calls(sender, tx) {
		if c.from != player || c.to != game {
			continue
		}
		j, ok := x.decodeJoin(c.data)
		if !ok || j.gameID.Cmp(gameID) != 0 || !sameCommitments(j.commitments, commitments) {
			continue
		}
		return j, true
	}
	return joinCall{}, false
}

func sameCommitments(a, b [2]*big.Int) bool {
	return a[0] != nil && b[0] != nil && a[1] != nil && b[1] != nil && a[0].Cmp(b[0]) == 0 && a[1].Cmp(b[1]) == 0
}

// checkJoins locates every join's calldata and queues its commit proof.
func (a *auditor) checkJoins(ctx context.Context) {
	x, err := loadABIs()
	if err != nil {
		a.report.fail(Finding{Check: CheckJoinProof, Unverifiable: true, Detail: fmt.Sprintf("ABIs: %v", err)})
		return
	}
	spec := prover.CommitSpec(wire.SecretsPerPlayer, int(a.ev.lobby.Settings.WordLength), game.Letters)
	for _, p := range a.players {
		where := locate(evPlayerJoined, p.join.Raw)
		player := p.addr
		unverifiable := func(format string, args ...any) {
			a.report.fail(Finding{Check: CheckJoinProof, Unverifiable: true, Where: where, Player: &player, Detail: fmt.Sprintf(format, args...)})
		}
		tx, sender, ok := a.loggedTx(ctx, CheckJoinProof, where, player, "join", p.join.Raw.TxHash)
		if !ok {
			continue
		}
		j, ok := x.findJoin(sender, tx, a.cfg.Contract, player, a.cfg.GameID, p.commitments)
		if !ok {
			unverifiable("no join call with these commitments found in the transaction (neither a direct call nor a handleOps user operation through execute or executeBatch)")
			continue
		}
		bind := prover.Binding{ChainID: a.chainID, Contract: a.cfg.Contract, GameID: a.cfg.GameID, Round: 0, Player: player}
		a.queue(proofJob{
			check: CheckJoinProof, where: where, player: player, circuit: spec.ID(), binding: bind,
			inputs: []*big.Int{a.ev.lobby.SecretRoot, p.commitments[0], p.commitments[1]}, proof: j.proof,
		})
	}
}

// sentTx is a transaction with its recovered sender.
type sentTx struct {
	tx     *types.Transaction
	sender common.Address
}

// loggedTx reads the transaction with hash, which a log of a join or reveal
// (what) names, and recovers its sender; a bundle carrying many moves is read
// once. When it cannot, it records why under check and returns false: a
// transaction it cannot read leaves the proof unverifiable, one that does not
// hash to the log's is a finding against the chain data.
func (a *auditor) loggedTx(ctx context.Context, check string, where *Location, player common.Address, what string, hash common.Hash) (*types.Transaction, common.Address, bool) {
	if s, ok := a.txs[hash]; ok {
		return s.tx, s.sender, true
	}
	unverifiable := func(format string, args ...any) {
		a.report.fail(Finding{Check: check, Unverifiable: true, Where: where, Player: &player, Detail: fmt.Sprintf(format, args...)})
	}
	tx, _, err := a.cfg.Backend.TransactionByHash(ctx, hash)
	if err != nil {
		unverifiable("the %s transaction cannot be read: %v", what, err)
		return nil, common.Address{}, false
	}
	if tx.Hash() != hash {
		a.report.fail(Finding{Check: check, Where: where, Player: &player, Detail: fmt.Sprintf("the node returned transaction %s for %s", tx.Hash().Hex(), hash.Hex())})
		return nil, common.Address{}, false
	}
	sender, err := types.Sender(types.LatestSignerForChainID(a.chainID), tx)
	if err != nil {
		unverifiable("the %s transaction's sender cannot be recovered: %v", what, err)
		return nil, common.Address{}, false
	}
	if a.txs == nil {
		a.txs = map[common.Hash]sentTx{}
	}
	a.txs[hash] = sentTx{tx, sender}
	return tx, sender, true
}
