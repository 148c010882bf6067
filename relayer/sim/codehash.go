package sim

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// codeHashReader is creation code that returns the EXTCODEHASH of each
// 32-byte word appended to it, so one eth_call without a recipient reads the
// code hashes of many addresses:
//
//	PUSH2 40 CODESIZE SUB DUP1 PUSH2 40 PUSH1 0 CODECOPY   ; memory = the words, n = their size
//	PUSH1 0                                                ; i = 0
//	loop: JUMPDEST DUP2 DUP2 LT ISZERO PUSH2 end JUMPI     ; while i < n
//	DUP1 MLOAD EXTCODEHASH DUP2 MSTORE                     ;   memory[i] = extcodehash(memory[i])
//	PUSH1 32 ADD PUSH2 loop JUMP                           ;   i += 32
//	end: JUMPDEST POP PUSH1 0 RETURN                       ; return memory[0:n]
var codeHashReader = common.FromHex("6100283803806100286000396000" + "5b8181101561002357" + "80513f8152602001" + "61000e56" + "5b506000f3")

// CodeHashes returns the current code hash of each address (zero for an
// address that does not exist), read in one eth_call.
func (s *Simulator) CodeHashes(ctx context.Context, addrs []common.Address) ([]common.Hash, error) {
	data := make([]byte, 0, len(codeHashReader)+32*len(addrs))
	data = append(data, codeHashReader...)
	for _, a := range addrs {
		data = append(data, common.LeftPadBytes(a.Bytes(), 32)...)
	}
	var out hexutil.Bytes
	if err := s.rpc.CallContext(ctx, &out, "eth_call", map[string]any{"data": hexutil.Bytes(data)}, "latest"); err != nil {
		return nil, fmt.Errorf("read code hashes: %w", err)
	}
	if len(out) != 32*len(addrs) {
		return nil, fmt.Errorf("read code hashes: %d bytes for %d addresses", len(out), len(addrs))
	}
	hashes := make([]common.Hash, len(addrs))
	for i := range hashes {
		hashes[i] = common.BytesToHash(out[32*i : 32*i+32])
	}
	return hashes, nil
}
