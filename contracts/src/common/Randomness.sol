// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Randomness
/// @notice The block hashes a game's draw is seeded from. A draw that no move can steer hashes a
/// block fixed in advance (the block of the move that arms it) with the game and round: no
/// transaction can read its own block's hash, and every later block can, until the hash is out
/// of reach and the game re-arms the draw on a newer block (docs/security.md, "Target
/// randomness"; WorthOfWords._draw is the pattern).
/// @dev BLOCKHASH serves the last 256 blocks; the EIP-2935 history contract (Prague) the last
/// 8191. The seed formula stays in each game (a helper taking the block, game and round cost
/// Worth of Words some 60 gas a draw).
library Randomness {
    /// @dev The EIP-2935 block-hash history contract: serves the last 8191 block hashes, where the
    /// BLOCKHASH opcode serves 256.
    address internal constant BLOCK_HASH_HISTORY = 0x0000F90827F1C53a10cb7A02335B175320002935;

    /// @notice The hash of block `b`, or zero when it cannot be read here: `b` is this block or a
    /// later one, or older than both BLOCKHASH and the history serve (a draw armed on it must
    /// then be re-armed).
    function blockHash(uint256 b) internal view returns (bytes32) {
        if (block.number <= b) return 0;
        if (block.number - b <= 256) return blockhash(b);
        if (BLOCK_HASH_HISTORY.code.length == 0) return 0;
        (bool ok, bytes memory out) = BLOCK_HASH_HISTORY.staticcall(abi.encode(b));
        return ok && out.length == 32 ? abi.decode(out, (bytes32)) : bytes32(0);
    }
}
