// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title HiddenInputs
/// @notice Rebuilds the public inputs of the house's hidden-guess verifiers (docs/circuits.md,
/// "Hidden guesses"; the Go side is package hidden): HousekeyVerifier (6 inputs),
/// Hidden<L><A>Verifier (5), Tally<L><A>Verifier (2) and Refuse<L><A>Verifier (3), for
/// five-letter words. A game passes what it holds (the stored accumulator, the posted guess
/// ciphertext, the word, try, list size and randomness) and what the house supplies, so a proof
/// can only be about the game's own state. It also reads the tiebreaker out of a tally.
library HiddenInputs {
    /// @notice A field does not fit its width: `field` names it (1 word, 2 try, 3 list size,
    /// 4 randomness, 5 count, 6 guess, 7 colours, 8 refused word).
    error HiddenInputsBadField(uint256 field, uint256 value);

    /// @notice Tries a tally holds: Best of 3's six guesses a word.
    uint256 internal constant TRIES = 6;
    /// @notice The answers tree holds at most 2^13 words.
    uint256 internal constant MAX_COUNT = 1 << 13;
    /// @notice Width of a five-letter packed guess (5 bits a letter) and of its colours.
    uint256 internal constant GUESS_BITS = 25;
    uint256 internal constant COLOUR_BITS = 10;

    /// @notice The key proof's inputs: the house key's y (HouseRegistry), the player key's y,
    /// the player's context, the seed commitment, the answers root and the binding M.
    function keyInputs(uint256 houseY, uint256 playerY, uint256 context, uint256 seedCommitment, uint256 root, uint256 binding)
        internal
        pure
        returns (uint256[6] memory input)
    {
        input = [houseY, playerY, context, seedCommitment, root, binding];
    }

    /// @notice hidden.PackAnswer: i | n << 16 | solved << 20 | N << 32 | R << 64.
    function answerPacked(uint256 word, uint256 try_, bool solved, uint256 count, uint256 randomness)
        internal
        pure
        returns (uint256)
    {
        if (word >= 1 << 16) revert HiddenInputsBadField(1, word);
        if (try_ >= 1 << 4) revert HiddenInputsBadField(2, try_);
        if (count == 0 || count > MAX_COUNT) revert HiddenInputsBadField(3, count);
        if (randomness >= 1 << 128) revert HiddenInputsBadField(4, randomness);
        return word | try_ << 16 | (solved ? uint256(1) : 0) << 20 | count << 32 | randomness << 64;
    }

    /// @notice The answer proof's inputs: the stored accumulator, the house's new one, the
    /// player's guess ciphertext, the colours' ciphertext and the packed fields.
    function answerInputs(
        uint256 accOld,
        uint256 accNew,
        uint256 guess,
        uint256 colours,
        uint256 word,
        uint256 try_,
        bool solved,
        uint256 count,
        uint256 randomness
    ) internal pure returns (uint256[5] memory input) {
        input = [accOld, accNew, guess, colours, answerPacked(word, try_, solved, count, randomness)];
    }

    /// @notice hidden.PackTally for five letters: try s = guess | colours << 25 at bit 35 s,
    /// then the count at bit 210 and the word at 214. `guesses` and `colours` are the answered
    /// tries in order (game.PackWord, two bits a colour).
    function tallyPacked(uint256[] memory guesses, uint256[] memory colours, uint256 word)
        internal
        pure
        returns (uint256 packed)
    {
        uint256 count = guesses.length;
        if (count > TRIES || colours.length != count) revert HiddenInputsBadField(5, count);
        if (word >= 1 << 16) revert HiddenInputsBadField(1, word);
        for (uint256 s = 0; s < count; s++) {
            if (guesses[s] >> GUESS_BITS != 0) revert HiddenInputsBadField(6, guesses[s]);
            if (colours[s] >> COLOUR_BITS != 0) revert HiddenInputsBadField(7, colours[s]);
            packed |= (guesses[s] | colours[s] << GUESS_BITS) << (35 * s);
        }
        packed |= count << 210 | word << 214;
    }

    /// @notice The tally proof's inputs: the stored accumulator and the packed tries.
    function tallyInputs(uint256 acc, uint256[] memory guesses, uint256[] memory colours, uint256 word)
        internal
        pure
        returns (uint256[2] memory input)
    {
        input = [acc, tallyPacked(guesses, colours, word)];
    }

    /// @notice hidden.PackRefusal: i | n << 16 | valid << 20 | word << 32 (`refused` is the
    /// packed word the ciphertext opens to, 0 when it opens to no word).
    function refusalInputs(uint256 binding, uint256 guess, uint256 word, uint256 try_, bool valid, uint256 refused)
        internal
        pure
        returns (uint256[3] memory input)
    {
        if (word >= 1 << 16) revert HiddenInputsBadField(1, word);
        if (try_ >= 1 << 4) revert HiddenInputsBadField(2, try_);
        if (refused >> GUESS_BITS != 0 || (!valid && refused != 0)) revert HiddenInputsBadField(8, refused);
        input = [binding, guess, word | try_ << 16 | (valid ? uint256(1) : 0) << 20 | refused << 32];
    }

    /// @notice Best of 3's tiebreaker for one player (hidden.Best): the most greens in a single
    /// guess and the earliest try (1-based) that reached it; (0, 0) without a green.
    function best(uint256[] memory colours) internal pure returns (uint256 greens, uint256 try_) {
        for (uint256 s = 0; s < colours.length; s++) {
            uint256 g;
            for (uint256 k = 0; k < 5; k++) {
                if ((colours[s] >> (2 * k)) & 3 == 2) g++;
            }
            if (g > greens) (greens, try_) = (g, s + 1);
        }
    }
}
