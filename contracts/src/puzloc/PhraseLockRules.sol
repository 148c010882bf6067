// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title PhraseLockRules
/// @notice PhraseLock's rules as the chain applies them (game/puzloc is the source; docs/puzloc.md
/// "PhraseLock on chain"): lives from the public bits of the house's proven answers, the hints'
/// costs and once-only rule, the seed's score, and the public inputs of the phraselock verifier
/// (docs/circuits.md "PhraseLock"; Go: package hidden/phrase). A letter or phrase guess and every
/// reply stay encrypted: only the kind of move and the bits hit, refused and solved are public.
library PhraseLockRules {
    /// @notice The move kinds (phrase.Kind).
    uint8 internal constant LETTER = 0;
    uint8 internal constant PHRASE = 1;
    uint8 internal constant HINT_LETTER = 2;
    uint8 internal constant HINT_CATEGORY = 3;
    uint8 internal constant HINT_LENGTH = 4;
    uint8 internal constant SHAPE = 5; // free: the positions of the spaces and punctuation
    uint8 internal constant OPEN = 6;

    /// @notice puzloc.Status.
    uint8 internal constant PLAYING = 0;
    uint8 internal constant WON = 1;
    uint8 internal constant LOST = 2;

    int8 internal constant START_LIVES = 10;
    /// @notice Moves a day: the move number has 6 bits.
    uint256 internal constant MAX_MOVES = 64;
    /// @notice The phrase tree holds at most 2^14 phrases.
    uint256 internal constant MAX_COUNT = 1 << 14;
    uint256 internal constant MAX_LENGTH = 35;

    /// @notice A move on a game that is won or lost, or past the last move number.
    error PhraseLockOver(uint8 status, uint256 moves);
    /// @notice No such move kind (0 letter, 1 phrase, 2-4 hints, 5 shape; opening is the house's).
    error PhraseLockBadKind(uint256 kind);
    /// @notice A hint that costs as many lives as remain, or more.
    error PhraseLockNotEnoughLives(int256 lives, uint256 cost);
    /// @notice The category or length hint a second time.
    error PhraseLockHintUsed(uint256 kind);
    /// @notice A hint (or opening) with a ciphertext, or a guess without one.
    error PhraseLockBadCiphertext(uint256 kind);
    /// @notice A field that does not fit the verifier's packing: 1 day, 2 move, 3 list size,
    /// 4 randomness, 5 length, 6 category, 7 difficulty.
    error PhraseLockBadField(uint256 field, uint256 value);

    /// @notice One player's game, in one slot.
    struct Game {
        int8 lives; // may end at -1 (a wrong phrase guess with one life)
        uint8 status;
        uint8 moves; // moves answered (refused letters included): the next move's number
        bool categoryHint;
        bool lengthHint;
    }

    function start() internal pure returns (Game memory g) {
        g.lives = START_LIVES;
    }

    /// @notice The lives a hint costs (puzloc.HintLetterCost, HintCategoryCost, HintLengthCost).
    function hintCost(uint8 kind) internal pure returns (uint256) {
        if (kind == HINT_LETTER) return 1;
        if (kind == HINT_CATEGORY) return 2;
        if (kind == HINT_LENGTH) return 3;
        return 0;
    }

    /// @notice Reverts unless the player may make a move of this kind now: puzloc refuses a hint
    /// that leaves no life and the category or length hint twice.
    function check(Game memory g, uint8 kind, uint256 ciphertext) internal pure {
        if (g.status != PLAYING || g.moves >= MAX_MOVES) revert PhraseLockOver(g.status, g.moves);
        if (kind > SHAPE) revert PhraseLockBadKind(kind);
        if ((kind <= PHRASE) != (ciphertext != 0)) revert PhraseLockBadCiphertext(kind);
        if ((kind == HINT_CATEGORY && g.categoryHint) || (kind == HINT_LENGTH && g.lengthHint)) {
            revert PhraseLockHintUsed(kind);
        }
        uint256 cost = hintCost(kind);
        if (cost != 0 && int256(g.lives) <= int256(cost)) revert PhraseLockNotEnoughLives(g.lives, cost);
    }

    /// @notice Applies a proven answer: a wrong letter costs 1, a wrong phrase 2, a hint its cost;
    /// a refused letter (already guessed or shown) and the shape cost nothing; `solved` wins; no
    /// life left loses.
    function record(Game memory g, uint8 kind, bool hit, bool refused, bool solved) internal pure {
        if (kind == LETTER) {
            if (!refused && !hit) g.lives -= 1;
        } else if (kind == PHRASE) {
            if (!hit) g.lives -= 2;
        } else {
            g.lives -= int8(uint8(hintCost(kind)));
            if (kind == HINT_CATEGORY) g.categoryHint = true;
            if (kind == HINT_LENGTH) g.lengthHint = true;
        }
        g.moves += 1;
        if (solved) g.status = WON;
        else if (g.lives <= 0) g.status = LOST;
    }

    /// @notice The seed's score of a won game (puzloc.PhraseLockScore):
    /// max(0, 1000 * (2 + difficulty) / 2 + lives * 50 + length * 10 - seconds * 3).
    function score(int256 lives, uint256 secs, uint256 length, uint256 difficulty) internal pure returns (uint256) {
        if (difficulty > 2) revert PhraseLockBadField(7, difficulty);
        if (length > MAX_LENGTH) revert PhraseLockBadField(5, length);
        if (lives <= 0) return 0;
        uint256 plus = 1000 * (2 + difficulty) / 2 + uint256(lives) * 50 + length * 10;
        uint256 minus = secs * 3;
        return plus > minus ? plus - minus : 0;
    }

    /// @notice The answer's public bits: hit | refused << 1 | solved << 2.
    function outcome(bool hit, bool refused, bool solved) internal pure returns (uint256) {
        return _bit(hit) | _bit(refused) << 1 | _bit(solved) << 2;
    }

    /// @notice phrase.Fields.Pack: day | n << 16 | kind << 24 | outcome << 27 | N << 32 |
    /// facts << 48 | R << 64 (outcome: hit, refused, solved), facts = length | category << 8 |
    /// difficulty << 12 (opening only; 0 otherwise).
    function packed(uint256 day, uint256 move, uint8 kind, uint256 bits, uint256 count, uint256 dayFacts, uint256 randomness)
        internal
        pure
        returns (uint256 p)
    {
        if (day >= 1 << 16) revert PhraseLockBadField(1, day);
        if (move >= MAX_MOVES) revert PhraseLockBadField(2, move);
        if (count == 0 || count > MAX_COUNT) revert PhraseLockBadField(3, count);
        if (randomness >= 1 << 128) revert PhraseLockBadField(4, randomness);
        p = day | move << 16 | uint256(kind) << 24 | bits << 27;
        p |= count << 32 | dayFacts << 48 | randomness << 64;
    }

    /// @notice The facts an opening publishes.
    function facts(uint256 length, uint256 category, uint256 difficulty) internal pure returns (uint256) {
        if (length == 0 || length > MAX_LENGTH) revert PhraseLockBadField(5, length);
        if (category > 6) revert PhraseLockBadField(6, category);
        if (difficulty > 2) revert PhraseLockBadField(7, difficulty);
        return length | category << 8 | difficulty << 12;
    }

    /// @notice The verifier's inputs: [AccOld, AccNew, Move, Answer, Packed].
    function inputs(uint256 accOld, uint256 accNew, uint256 move, uint256 answer, uint256 packed_)
        internal
        pure
        returns (uint256[5] memory input)
    {
        input = [accOld, accNew, move, answer, packed_];
    }

    function _bit(bool b) private pure returns (uint256) {
        return b ? 1 : 0;
    }
}
