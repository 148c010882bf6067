package devnet_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"net"
	"net/url"
	"runtime"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/devnet"
)

func TestDeriveKeys(t *testing.T) {
	// Published vectors: the first accounts of anvil and hardhat for the test
	// mnemonic, derived on m/44'/60'/0'/0/i.
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 3)
	require.NoError(t, err)
	require.Len(t, keys, 3)
	want := []struct{ key, addr string }{
		{"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80", "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"},
		{"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"},
		{"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a", "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"},
	}
	for i, w := range want {
		require.Equal(t, w.key, common.Bytes2Hex(crypto.FromECDSA(keys[i])), "key %d", i)
		require.Equal(t, common.HexToAddress(w.addr), crypto.PubkeyToAddress(keys[i].PublicKey), "address %d", i)
	}

	other, err := devnet.DeriveKeys("abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", 1)
	require.NoError(t, err)
	require.NotEqual(t, crypto.FromECDSA(keys[0]), crypto.FromECDSA(other[0]), "another mnemonic gives other keys")

	tests := []struct {
		name     string
		mnemonic string
		n        int
		wantErr  error
	}{
		{name: "empty", mnemonic: "  ", n: 1, wantErr: devnet.ErrInvalidMnemonic},
		{name: "not ascii", mnemonic: "tëst test", n: 1, wantErr: devnet.ErrInvalidMnemonic},
		{name: "negative count", mnemonic: devnet.DefaultMnemonic, n: -1, wantErr: devnet.ErrInvalidMnemonic},
		{name: "zero keys", mnemonic: devnet.DefaultMnemonic, n: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := devnet.DeriveKeys(tt.mnemonic, tt.n)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Len(t, got, tt.n)
		})
	}
}

func TestConfigValidation(t *testing.T) {
	tests := []struct {
		name    string
		edit    func(*devnet.Config)
		wantErr error
	}{
		{name: "default", edit: func(*devnet.Config) {}},
		{name: "zero value", edit: func(c *devnet.Config) { *c = devnet.Config{} }},
		{name: "localhost", edit: func(c *devnet.Config) { c.HTTPAddr, c.WSAddr = "localhost:0", "localhost:0" }},
		{name: "ipv6 loopback", edit: func(c *devnet.Config) { c.HTTPAddr, c.WSAddr = "[::1]:0", "" }},
		{name: "all interfaces", edit: func(c *devnet.Config) { c.HTTPAddr = "0.0.0.0:8545" }, wantErr: devnet.ErrNotLoopback},
		{name: "public ws", edit: func(c *devnet.Config) { c.WSAddr = "192.0.2.1:8546" }, wantErr: devnet.ErrNotLoopback},
		{name: "no port", edit: func(c *devnet.Config) { c.HTTPAddr = "127.0.0.1" }, wantErr: devnet.ErrInvalidConfig},
		{name: "bad port", edit: func(c *devnet.Config) { c.HTTPAddr = "127.0.0.1:99999" }, wantErr: devnet.ErrInvalidConfig},
		{name: "shared port, other host", edit: func(c *devnet.Config) { c.HTTPAddr, c.WSAddr = "127.0.0.1:0", "localhost:0" }, wantErr: devnet.ErrInvalidConfig},
		{name: "unknown fork", edit: func(c *devnet.Config) { c.Fork = "shanghai" }, wantErr: devnet.ErrInvalidConfig},
		{name: "negative period", edit: func(c *devnet.Config) { c.Period = -time.Second }, wantErr: devnet.ErrInvalidConfig},
		{name: "tiny gas limit", edit: func(c *devnet.Config) { c.GasLimit = 10 }, wantErr: devnet.ErrInvalidConfig},
		{name: "negative accounts", edit: func(c *devnet.Config) { c.Accounts = -2 }, wantErr: devnet.ErrInvalidConfig},
		{name: "negative balance", edit: func(c *devnet.Config) { c.Balance = big.NewInt(-1) }, wantErr: devnet.ErrInvalidConfig},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := devnet.DefaultConfig
			tt.edit(&cfg)
			dn, err := devnet.New(cfg)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Len(t, dn.DevKeys(), devnet.DefaultAccounts)
			require.Equal(t, devnet.DefaultChainID, dn.ChainID().Uint64())
		})
	}
}

// startDevnet starts a devnet on free loopback ports and stops it with the test.
func startDevnet(t *testing.T, edit func(*devnet.Config)) *devnet.Devnet {
	t.Helper()
	cfg := devnet.DefaultConfig
	if edit != nil {
		edit(&cfg)
	}
	dn, err := devnet.New(cfg)
	require.NoError(t, err)
	require.NoError(t, dn.Start(context.Background()))
	t.Cleanup(func() { require.NoError(t, dn.Stop()) })
	return dn
}

// transfer signs and sends a value transfer with the sender's next nonce.
func transfer(t *testing.T, ctx context.Context, client *ethclient.Client, key *ecdsa.PrivateKey, to common.Address, value *big.Int) *types.Transaction {
	t.Helper()
	nonce, err := client.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	require.NoError(t, err)
	return transferNonce(t, ctx, client, key, nonce, to, value)
}

// transferNonce signs and sends a value transfer with the given nonce. Senders
// of bursts track nonces themselves: the pool's pending nonce can lag for a
// moment while a new block is applied.
func transferNonce(t *testing.T, ctx context.Context, client *ethclient.Client, key *ecdsa.PrivateKey, nonce uint64, to common.Address, value *big.Int) *types.Transaction {
	t.Helper()
	chainID, err := client.ChainID(ctx)
	require.NoError(t, err)
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tx := types.MustSignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID:   chainID,
		Nonce:     nonce,
		GasTipCap: big.NewInt(params.GWei),
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(params.GWei)),
		Gas:       params.TxGas,
		To:        &to,
		Value:     value,
	})
	require.NoError(t, client.SendTransaction(ctx, tx))
	return tx
}

// waitReceipt polls for a transaction's receipt.
func waitReceipt(t *testing.T, ctx context.Context, client *ethclient.Client, hash common.Hash) *types.Receipt {
	t.Helper()
	for {
		r, err := client.TransactionReceipt(ctx, hash)
		if err == nil {
			return r
		}
		require.ErrorIs(t, err, ethereum.NotFound)
		select {
		case <-ctx.Done():
			t.Fatalf("no receipt for %s: %v", hash, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func TestStartStopTwice(t *testing.T) {
	dn, err := devnet.New(devnet.Config{HTTPAddr: "127.0.0.1:0", WSAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	require.Empty(t, dn.HTTPURL(), "no URL before Start")
	require.Nil(t, dn.Client())

	cycle := func() string {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		require.NoError(t, dn.Start(ctx))
		require.ErrorIs(t, dn.Start(ctx), devnet.ErrRunning)
		httpURL := dn.HTTPURL()
		u, err := url.Parse(httpURL)
		require.NoError(t, err)
		require.Equal(t, "http", u.Scheme)
		require.Equal(t, "127.0.0.1", u.Hostname())
		require.NotEqual(t, "0", u.Port())
		require.Equal(t, "ws://"+u.Host, dn.WSURL(), "ws shares the http port")

		client, err := ethclient.DialContext(ctx, httpURL)
		require.NoError(t, err)
		defer client.Close()
		chainID, err := client.ChainID(ctx)
		require.NoError(t, err)
		require.Equal(t, devnet.DefaultChainID, chainID.Uint64())
		head, err := client.BlockNumber(ctx)
		require.NoError(t, err)
		require.Zero(t, head, "fresh chain")

		require.NoError(t, dn.Stop())
		require.NoError(t, dn.Stop(), "second Stop is a no-op")
		require.Empty(t, dn.HTTPURL())
		// The port is free again.
		l, err := net.Listen("tcp", u.Host)
		require.NoError(t, err, "port %s still held", u.Host)
		require.NoError(t, l.Close())
		return u.Host
	}
	cycle()
	time.Sleep(100 * time.Millisecond)
	baseline := runtime.NumGoroutine()
	cycle()
	// Every goroutine of the second run exits (allow the runtime a moment).
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > baseline+2 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	require.LessOrEqual(t, runtime.NumGoroutine(), baseline+2, "goroutines leaked")
}

func TestTransactionsOverHTTPAndWebSocket(t *testing.T) {
	dn := startDevnet(t, func(c *devnet.Config) { c.WSAddr = "127.0.0.1:0"; c.HTTPAddr = "127.0.0.1:0" })
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	require.NotEmpty(t, dn.WSURL())

	tests := []struct {
		name string
		url  string
		key  int
	}{
		{name: "http", url: dn.HTTPURL(), key: 1},
		{name: "websocket", url: dn.WSURL(), key: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client, err := ethclient.DialContext(ctx, tt.url)
			require.NoError(t, err)
			defer client.Close()
			to := common.HexToAddress("0x00000000000000000000000000000000000000b0")
			before, err := client.BalanceAt(ctx, to, nil)
			require.NoError(t, err)
			headBefore, err := client.BlockNumber(ctx)
			require.NoError(t, err)

			tx := transfer(t, ctx, client, dn.DevKeys()[tt.key], to, big.NewInt(12345))
			r := waitReceipt(t, ctx, client, tx.Hash())
			require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
			require.Greater(t, r.BlockNumber.Uint64(), headBefore, "mined in a new block")
			after, err := client.BalanceAt(ctx, to, nil)
			require.NoError(t, err)
			require.Equal(t, new(big.Int).Add(before, big.NewInt(12345)), after)
		})
	}

	t.Run("websocket subscription", func(t *testing.T) {
		client, err := ethclient.DialContext(ctx, dn.WSURL())
		require.NoError(t, err)
		defer client.Close()
		heads := make(chan *types.Header, 4)
		sub, err := client.SubscribeNewHead(ctx, heads)
		require.NoError(t, err)
		defer sub.Unsubscribe()
		tx := transfer(t, ctx, dn.Client(), dn.DevKeys()[3], common.Address{0xb1}, big.NewInt(1))
		for found := false; !found; {
			select {
			case h := <-heads:
				block, err := client.BlockByHash(ctx, h.Hash())
				require.NoError(t, err)
				found = block.Transaction(tx.Hash()) != nil
			case err := <-sub.Err():
				t.Fatal(err)
			case <-ctx.Done():
				t.Fatal("no new head with the transaction")
			}
		}
	})
}

func TestInstantModeMinesOnlyOnDemand(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client := dn.Client()

	time.Sleep(300 * time.Millisecond)
	head, err := client.BlockNumber(ctx)
	require.NoError(t, err)
	require.Zero(t, head, "no empty blocks in instant mode")

	// A burst of transactions from one sender is mined completely.
	var last *types.Transaction
	for nonce := range uint64(20) {
		last = transferNonce(t, ctx, client, dn.DevKeys()[0], nonce, common.Address{0xb2}, big.NewInt(1))
	}
	r := waitReceipt(t, ctx, client, last.Hash())
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	nonce, err := client.NonceAt(ctx, dn.DevAccounts()[0], nil)
	require.NoError(t, err)
	require.EqualValues(t, 20, nonce)
}

func TestIntervalMode(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for several block periods")
	}
	const period = 250 * time.Millisecond
	dn := startDevnet(t, func(c *devnet.Config) { c.Period = period })
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client := dn.Client()

	time.Sleep(5*period + period/2)
	head, err := client.BlockNumber(ctx)
	require.NoError(t, err)
	require.GreaterOrEqual(t, head, uint64(4), "empty blocks every period")
	require.LessOrEqual(t, head, uint64(7))

	tx := transfer(t, ctx, client, dn.DevKeys()[0], common.Address{0xb3}, big.NewInt(1))
	sent := time.Now()
	r := waitReceipt(t, ctx, client, tx.Hash())
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	require.Less(t, time.Since(sent), 4*period, "mined within a period or so")
}

func TestEvmNamespace(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	rc, err := rpc.DialContext(ctx, dn.HTTPURL())
	require.NoError(t, err)
	defer rc.Close()
	client := ethclient.NewClient(rc)

	require.NoError(t, rc.CallContext(ctx, nil, "evm_mine"))
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.EqualValues(t, 1, head.Number.Uint64())

	tests := []struct {
		name string
		arg  any
		want uint64
	}{
		{name: "number", arg: 3600, want: 3600},
		{name: "hex string", arg: "0x3c", want: 60},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, err := client.HeaderByNumber(ctx, nil)
			require.NoError(t, err)
			var added uint64
			require.NoError(t, rc.CallContext(ctx, &added, "evm_increaseTime", tt.arg))
			require.Equal(t, tt.want, added)
			after, err := client.HeaderByNumber(ctx, nil)
			require.NoError(t, err)
			require.Equal(t, before.Number.Uint64()+1, after.Number.Uint64())
			require.Equal(t, before.Time+tt.want, after.Time)
		})
	}
	require.Error(t, rc.CallContext(ctx, nil, "evm_increaseTime", "soon"))
}

func TestDebugTraceCall(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	rc, err := rpc.DialContext(ctx, dn.HTTPURL())
	require.NoError(t, err)
	defer rc.Close()

	// Call the CREATE2 deployer with a salt and empty init code: it creates an
	// empty contract, which the call tracer reports as a CREATE2 frame.
	from := dn.DevAccounts()[0]
	call := map[string]any{
		"from": from,
		"to":   devnet.Create2DeployerAddress,
		"data": hexutil.Bytes(make([]byte, 32)),
	}
	var frame struct {
		Type  string `json:"type"`
		To    common.Address
		Calls []struct {
			Type string `json:"type"`
		} `json:"calls"`
	}
	err = rc.CallContext(ctx, &frame, "debug_traceCall", call, "latest", map[string]any{"tracer": "callTracer"})
	require.NoError(t, err)
	require.Equal(t, "CALL", frame.Type)
	require.Equal(t, devnet.Create2DeployerAddress, frame.To)
	require.Len(t, frame.Calls, 1)
	require.Equal(t, "CREATE2", frame.Calls[0].Type)

	// The default opcode logger works too.
	var logs struct {
		Gas        uint64      `json:"gas"`
		StructLogs []structLog `json:"structLogs"`
	}
	require.NoError(t, rc.CallContext(ctx, &logs, "debug_traceCall", call, "latest", map[string]any{}))
	require.NotEmpty(t, logs.StructLogs)
	require.NotZero(t, logs.Gas)
}

type structLog struct {
	Op string `json:"op"`
}

func TestGenesis(t *testing.T) {
	tests := []struct {
		fork       string
		prague     bool
		osaka      bool
		wantCancun bool
	}{
		{fork: devnet.ForkCancun, wantCancun: true},
		{fork: devnet.ForkPrague, wantCancun: true, prague: true},
		{fork: devnet.ForkOsaka, wantCancun: true, prague: true, osaka: true},
	}
	for _, tt := range tests {
		t.Run(tt.fork, func(t *testing.T) {
			dn, err := devnet.New(devnet.Config{Fork: tt.fork, ChainID: 31337})
			require.NoError(t, err)
			g := dn.Genesis()
			require.EqualValues(t, 31337, g.Config.ChainID.Uint64())
			require.Equal(t, tt.wantCancun, g.Config.IsCancun(big.NewInt(0), 0))
			require.Equal(t, tt.prague, g.Config.IsPrague(big.NewInt(0), 0))
			require.Equal(t, tt.osaka, g.Config.IsOsaka(big.NewInt(0), 0))
			require.False(t, g.Config.IsAmsterdam(big.NewInt(0), 0))
			require.Equal(t, devnet.Create2DeployerCode, g.Alloc[devnet.Create2DeployerAddress].Code)
			for _, a := range dn.DevAccounts() {
				require.Equal(t, devnet.DefaultBalance, g.Alloc[a].Balance)
			}
			require.Equal(t, devnet.DefaultGasLimit, g.GasLimit)
		})
	}
}

func TestStoppedDevnet(t *testing.T) {
	dn, err := devnet.New(devnet.DefaultConfig)
	require.NoError(t, err)
	_, err = dn.Mine()
	require.True(t, errors.Is(err, devnet.ErrNotRunning))
	_, err = dn.AdjustTime(time.Second)
	require.ErrorIs(t, err, devnet.ErrNotRunning)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	require.ErrorIs(t, dn.Start(ctx), context.Canceled)
}

// BenchmarkInstantTransfers measures instant-mode throughput: signed value
// transfers from ten senders over the in-process client, each batch of 100
// waited for, reported as transactions per second and per block.
func BenchmarkInstantTransfers(b *testing.B) {
	dn, err := devnet.New(devnet.DefaultConfig)
	require.NoError(b, err)
	require.NoError(b, dn.Start(context.Background()))
	defer func() { _ = dn.Stop() }()
	ctx := context.Background()
	client := dn.Client()
	chainID := dn.ChainID()
	signer := types.LatestSignerForChainID(chainID)
	keys := dn.DevKeys()
	nonces := make([]uint64, len(keys))
	start, err := client.BlockNumber(ctx)
	require.NoError(b, err)
	sent := 0
	b.ResetTimer()
	for b.Loop() {
		var last common.Hash
		for i := range 100 {
			k := i % len(keys)
			tx := types.MustSignNewTx(keys[k], signer, &types.DynamicFeeTx{
				ChainID: chainID, Nonce: nonces[k], GasTipCap: big.NewInt(params.GWei), GasFeeCap: big.NewInt(100 * params.GWei),
				Gas: params.TxGas, To: &common.Address{0xbe}, Value: big.NewInt(1),
			})
			require.NoError(b, client.SendTransaction(ctx, tx))
			nonces[k]++
			last = tx.Hash()
		}
		for {
			if _, err := client.TransactionReceipt(ctx, last); err == nil {
				break
			}
			time.Sleep(time.Millisecond)
		}
		sent += 100
	}
	b.StopTimer()
	end, err := client.BlockNumber(ctx)
	require.NoError(b, err)
	b.ReportMetric(float64(sent)/b.Elapsed().Seconds(), "tx/s")
	b.ReportMetric(float64(sent)/float64(max(end-start, 1)), "tx/block")
}

// TestInstantModeSurvivesConcurrentTimeJumps sends transactions while another
// goroutine keeps adjusting the clock and mining: block production must never
// stall (two pool syncs at once used to leave one waiting forever).
func TestInstantModeSurvivesConcurrentTimeJumps(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	client := dn.Client()
	key := dn.DevKeys()[3]
	to := dn.DevAccounts()[4]
	stop := make(chan struct{})
	jumped := make(chan int)
	go func() {
		n := 0
		defer func() { jumped <- n }()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := dn.AdjustTime(time.Second); err == nil {
				n++
			}
			_, _ = dn.Mine()
		}
	}()
	nonce, err := client.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	require.NoError(t, err)
	for i := uint64(0); i < 100; i++ {
		tx := transferNonce(t, ctx, client, key, nonce+i, to, big.NewInt(1))
		for {
			if _, err := client.TransactionReceipt(ctx, tx.Hash()); err == nil {
				break
			}
			require.NoError(t, ctx.Err(), "transaction %d was never mined", i)
			time.Sleep(5 * time.Millisecond)
		}
	}
	close(stop)
	require.Positive(t, <-jumped, "the clock moved while transactions flowed")
}
