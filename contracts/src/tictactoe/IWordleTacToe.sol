// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice A gnark-exported Groth16 verifier of an answer circuit (answer_l4a26, answer_l5a26,
/// answer_l6a26): public inputs [seed commitment, answers root, packed]. Reverts when the proof
/// is invalid.
interface ICellAnswerVerifier {
    function verifyProof(bytes calldata proof, uint256[3] calldata input) external view;
}

/// @title IWordleTacToe
/// @notice Wordle-Tac-Toe on a bonded house (docs/tictactoe.md): its records, events and errors.
/// Players are seats 1 (a, who waited in the queue) and 2 (b); 0 is nobody.
interface IWordleTacToe {
    /// @notice One guess of a turn, with the proof that decides whether its word is valid.
    /// Valid: `index` and `path` prove `word` is leaf `index` of the cell length's sorted guess
    /// tree. Invalid: the word lies strictly between leaves `index - 1` (`below`, proven by
    /// `path`; absent when `index` is 0) and `index` (`above`, proven by `abovePath`; absent when
    /// `index` is the tree's word count). The proof, not the guesser, decides: a claim that
    /// does not check reverts.
    struct Move {
        uint8 cell; // 0-8, row by row
        uint64 word; // game.PackWord of the guess (5 bits a letter, a = 0)
        bool valid; // which of the two proofs follows
        uint32 index;
        uint64 below;
        uint64 above;
        bytes32[] path;
        bytes32[] abovePath;
    }

    /// @notice A match, as {gameOf} returns it.
    struct Game {
        address a;
        address b;
        address house; // 0 until drawn
        uint40 houseDue; // the house is drawn, then commits, by then
        uint64 drawBlock; // R and the first player come from this block's hash (the commitment's)
        uint128 randomness; // R, once drawn
        uint8 starter; // seat of the first player of bout 0 (0 until drawn)
        uint16 bout; // the bout in play (0-based)
        uint8 winsA;
        uint8 winsB;
        uint8 mover; // seat to move (0 until drawn)
        uint40 turnStart; // the mover's clock runs from then
        uint40 answerDue; // the house answers the pending guesses by then (0: none owed)
        uint8 skips; // pending skipped turns: bit 0 seat 1, bit 1 seat 2
        uint32 bankA; // seconds left in seat 1's time bank
        uint32 bankB;
        uint256 pending; // the guesses awaiting answers (see WordleTacToe._PENDING_BITS)
        uint256 cells; // the bout's nine cells (TttGrid)
        uint256 seedCommitment; // C(2, seed); 0 until the house commits
        bool closed; // the house was released or slashed
    }

    event MatchStarted(uint256 indexed matchId, address a, address b, uint256 houseDue);
    event HouseDrawn(uint256 indexed matchId, address indexed house, uint256 commitDue);
    event HouseCommitted(uint256 indexed matchId, uint256 seedCommitment);
    /// @notice R is fixed; `starter` moves first in bout 0 (later bouts alternate).
    event RandomnessDrawn(uint256 indexed matchId, uint256 randomness, address starter);
    /// @notice `player` guessed `word` on `cell` of `bout`; an invalid word is not accepted.
    event Guessed(
        uint256 indexed matchId, address indexed player, uint256 bout, uint256 cell, uint256 word, bool valid
    );
    /// @notice The house proved the colours of guess number `try_` (0-based) of `cell`.
    event Answered(uint256 indexed matchId, uint256 bout, uint256 cell, uint256 try_, uint256 word, uint256 colours);
    /// @notice `player`'s turn was skipped (it guessed an invalid word on its previous turn).
    event TurnSkipped(uint256 indexed matchId, address indexed player);
    /// @notice `player` is to move in `bout`; its clock runs out at `deadline` (turn time plus
    /// bank).
    event TurnStarted(uint256 indexed matchId, address indexed player, uint256 bout, uint256 deadline);
    /// @notice Bout `bout` ended: `owners` holds each cell's owner seat in two bits (cell k at
    /// bits 2k), then the three-in-a-rows and cells of seats 1 and 2 and the winner (0: nobody).
    event BoutEnded(
        uint256 indexed matchId,
        uint256 bout,
        uint256 owners,
        uint256 linesA,
        uint256 linesB,
        uint256 cellsA,
        uint256 cellsB,
        address winner
    );
    /// @notice The match ended by the rules: `winner` took two bouts (0: the bout cap, a draw).
    event MatchEnded(uint256 indexed matchId, address winner);
    /// @notice The house missed a deadline: a draw, `paid` wei from its bond to the players.
    event HouseTimedOut(uint256 indexed matchId, address indexed house, uint256 paid);
    event SeedRevealed(uint256 indexed matchId, uint256 seed);

    /// @notice A zero address, count, depth or time in the settings, or a list too large.
    error TttBadSettings();
    /// @notice The caller is not the match's house.
    error TttNotHouse(uint256 matchId, address caller);
    /// @notice {drawHouse} after the house was drawn.
    error TttHouseDrawn(uint256 matchId, address house);
    /// @notice A second commitment.
    error TttAlreadyCommitted(uint256 matchId);
    /// @notice A commitment of 0 or not below the field modulus.
    error TttBadCommitment(uint256 commitment);
    /// @notice The house acts after its deadline (it is slashed through {claimHouseTimeout}).
    error TttLate(uint256 matchId, uint256 due);
    /// @notice A move before the house committed its seed.
    error TttNotCommitted(uint256 matchId);
    /// @notice The draw block's hash cannot be read yet (same block) or any more.
    error TttRandomnessPending(uint256 matchId, uint256 drawBlock);
    /// @notice A move by the player who is not to move.
    error TttNotYourTurn(uint256 matchId, address caller);
    /// @notice A move while the house still owes the answers of the previous turn.
    error TttAnswersPending(uint256 matchId);
    /// @notice A turn of no guess or more than two.
    error TttMoveCount(uint256 count);
    /// @notice A cell outside 0-8.
    error TttBadCell(uint256 cell);
    /// @notice Both guesses of a turn on one cell.
    error TttSameCell(uint256 cell);
    /// @notice A guess on a cell that is solved or has six guesses.
    error TttCellClosed(uint256 cell);
    /// @notice A packed word with bits beyond the cell's letters.
    error TttBadWord(uint256 cell, uint256 word);
    /// @notice The membership or non-membership proof of a word does not check.
    error TttBadWordProof(uint256 cell, uint256 word, bool valid);
    /// @notice The mover's turn time and bank have run out (it loses: claimTimeout).
    error TttClockOut(uint256 matchId, address player);
    /// @notice An answer for a pending slot that holds no guess.
    error TttNoGuess(uint256 matchId, uint256 slot);
    /// @notice Colours with bits beyond the cell's letters.
    error TttBadColours(uint256 colours);
    /// @notice The answer proof does not prove these colours for the guess.
    error TttBadProof(uint256 matchId, uint256 cell);
    /// @notice {claimHouseTimeout} while the house owes nothing overdue.
    error TttHouseNotLate(uint256 matchId);
    /// @notice {close} or {revealSeed} while the match is live.
    error TttStillLive(uint256 matchId);
    /// @notice {close} for a match with no house, or already closed.
    error TttClosed(uint256 matchId);
}
