// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title ICommitK5Verifier
/// @notice The commit circuit for five words (commit_k5_l5a26, not built yet: docs/poker.md):
/// public inputs [secret-dictionary root, C(word 0, salt 0) ... C(word 4, salt 4), context].
/// Reverts when the proof is invalid.
interface ICommitK5Verifier {
    function verifyProof(bytes calldata proof, uint256[7] calldata input) external view;
}

/// @title IWordlePoker
/// @notice Wordle Poker (wordle-poker-rules.txt, game/poker) as a duel mode: the events, errors,
/// views and moves. See {WordlePoker} for the flow and docs/poker.md for the choices.
interface IWordlePoker {
    /// @notice Where a match stands. Every phase but Over has one deadline ({Game.deadline});
    /// {nudge} plays the seed's default move once it passed, or the platform's claimTimeout
    /// settles a deadline whose miss loses (see {WordlePoker.timeoutOutcome}).
    enum Phase {
        None, // no such match
        Setup, // players commit their words, the house is drawn and commits its first seed
        Deal, // the house deals the hand
        Open, // the starter picks a betting card and a bet
        Betting, // players raise or stop in turn
        Mulligan, // players commit their discards
        MulliganOpen, // players open their discards: the counts become public
        Choose, // the player who did not stop picks higher or lower
        Showdown, // the house opens the deck
        Guess, // the hand's winner guesses
        Answer, // the opponent proves the colours of the pending guess
        Over // the match ended
    }

    /// @notice A match. Seats: 0 is the platform's a (poker.One), 1 is b (poker.Two).
    struct Game {
        address a;
        uint40 deadline; // of the current phase
        Phase phase;
        uint8 starter; // seat that opens the hand
        uint8 toAct; // seat to move (Open, Betting, Choose, Guess, Answer: the prover)
        uint8 stopper; // seat that stopped
        address b;
        uint16 hand; // 1-based number of the current hand
        uint8 card; // the hand's betting card
        uint8 bet; // the current bet
        uint8 choice; // PokerHands.HIGHER or LOWER; 0 until chosen or when the choice timed out
        uint8 winner; // seat that won the hand, in Guess and Answer
        uint8 guessesLeft;
        uint8 pendingWord; // the word index of the pending guess
        uint32 pendingGuess; // the pending guess (game.PackWord)
        address house;
        uint64 armBlock; // the block whose hash seeds the next deal (0: not armed)
        uint16 bettingDeck; // cards left of value v at bits 4(v-1)..4(v-1)+3
        bool houseDone; // the house was released or slashed
        uint8[2] chips;
        uint8[2] solved; // bit i: the seat solved the opponent's word i
        bytes32 seedCommit; // keccak256 of the house's seed for the current (or next) hand
        bytes32 randomness; // of the current hand: fixed at the deal
    }

    /// @notice One seat's hand of the current round and its words.
    struct Seat {
        uint256[5] words; // C(word i, salt i); all zero until committed
        uint256[2] key; // the seat's BabyJubJub key for the match: the house seals its cards to it
        bytes32 dealt; // the house's commitment to the five cards dealt to the seat
        bytes32 mulligan; // the commitment to the discard mask
        uint8 mask; // the discarded positions, once opened
        bool committed; // mulligan committed
        bool opened; // mulligan opened (or defaulted to none)
    }

    event MatchStarted(uint256 indexed matchId, address a, address b);
    /// @notice `key`: the seat's BabyJubJub key for this match, which the house seals its cards to.
    event WordsCommitted(uint256 indexed matchId, uint256 indexed seat, uint256[5] commitments, uint256[2] key);
    event HouseAssigned(uint256 indexed matchId, address indexed house);
    /// @notice The house committed the seed of the next hand; the deal is armed on this block.
    event SeedCommitted(uint256 indexed matchId, uint256 hand, bytes32 seedCommit, uint256 armBlock);
    event Dealt(
        uint256 indexed matchId, uint256 hand, uint256 starter, bytes32 randomness, bytes32 dealtA, bytes32 dealtB
    );
    /// @notice Each seat's dealt cards and salt (uint8[5] then bytes32), sealed by the house to the
    /// seat's key: XOR with keccak256 pads of the ECDH secret (wire.SealCards), so that a player
    /// reads its cards from the chain, after a crash too.
    event CardsSealed(uint256 indexed matchId, uint256 hand, bytes sealedA, bytes sealedB);
    event Opened(uint256 indexed matchId, uint256 seat, uint256 card, uint256 bet);
    event Raised(uint256 indexed matchId, uint256 seat, uint256 bet);
    /// @notice `timedOut`: the seat did not move in time and is assumed to stop.
    event Stopped(uint256 indexed matchId, uint256 seat, bool timedOut);
    event MulliganCommitted(uint256 indexed matchId, uint256 seat);
    /// @notice The public part of a mulligan: how many cards the seat discards (`count`), and
    /// which positions of its dealt hand (`mask`, which shows nothing about the cards).
    event MulliganOpened(uint256 indexed matchId, uint256 seat, uint256 count, uint256 mask);
    /// @notice The house opened the hand's seed: with the Dealt randomness and the masks, anyone
    /// re-derives every card of the hand (wire.DeckOrder) and replays it through game/poker.
    event SeedOpened(uint256 indexed matchId, uint256 hand, bytes32 seed);
    event Chosen(uint256 indexed matchId, uint256 seat, uint256 choice);
    /// @notice The hands as opened; winner 0 seat a, 1 seat b, 2 equal hands (void). `loss`:
    /// chips the player who did not stop lost.
    event Showdown(
        uint256 indexed matchId,
        uint256 hand,
        uint8[5] handA,
        uint8[5] handB,
        uint256 choice,
        uint256 winner,
        uint256 loss
    );
    event Guessed(uint256 indexed matchId, uint256 seat, uint256 word, uint256 guess);
    event Answered(uint256 indexed matchId, uint256 seat, uint256 word, uint256 guess, uint256 colours);
    /// @notice The hand's winner lost its remaining guesses to the clock.
    event GuessesSkipped(uint256 indexed matchId, uint256 seat, uint256 left);
    /// @notice The match ended by its rules; winner 0 seat a, 1 seat b.
    event MatchEnded(uint256 indexed matchId, uint256 winner, uint256 chipsA, uint256 chipsB);
    event HouseSlashed(uint256 indexed matchId, address indexed house, uint256 total);

    /// @notice A settings value of zero.
    error PokerBadSettings();
    /// @notice The caller does not play match `matchId`.
    error PokerNotPlayer(uint256 matchId, address caller);
    /// @notice The caller is not the match's house.
    error PokerNotHouse(uint256 matchId, address caller);
    /// @notice The move is not one of the current phase, or not the caller's turn.
    error PokerWrongPhase(uint256 matchId, Phase phase);
    /// @notice The move came after the phase's deadline ({nudge} plays the default).
    error PokerTooLate(uint256 matchId, uint256 deadline);
    /// @notice {nudge} before the deadline, or in a phase whose miss ends the match.
    error PokerNotDue(uint256 matchId);
    /// @notice A second word commitment by the same seat.
    error PokerWordsCommitted(uint256 matchId, uint256 seat);
    /// @notice A word commitment of 0 or not below the field.
    error PokerBadCommitment(uint256 commitment);
    /// @notice The proof does not prove the claim.
    error PokerBadProof(uint256 matchId, uint256 seat);
    /// @notice The deal's block hash cannot be read yet (same block) or any more.
    error PokerRandomnessPending(uint256 matchId, uint256 armBlock);
    /// @notice A betting card not left in the betting deck.
    error PokerCardUsed(uint256 card);
    /// @notice An opening bet outside 1 to 10, a raise outside 1 to 10, or a bet above the
    /// bettor's chips.
    error PokerBadBet(uint256 bet, uint256 chips);
    /// @notice A discard mask above 5 bits or that does not open the commitment.
    error PokerBadMulligan(uint256 matchId, uint256 seat);
    /// @notice The seed does not open the house's commitment.
    error PokerBadSeed(uint256 matchId);
    /// @notice A dealt hand that does not open the house's commitment to it (the house dealt
    /// other cards than the derived deck's).
    error PokerHandMismatch(uint256 matchId, uint256 seat);
    /// @notice A player key that is not a BabyJubJub point (HouseRegistry.onCurve).
    error PokerBadKey(uint256 x, uint256 y);
    /// @notice Sealed cards of another length than SEALED_LENGTH.
    error PokerBadSealed(uint256 seat);
    /// @notice A seed commitment of zero.
    error PokerBadSeedCommit();
    /// @notice A word index outside 0-4 or a guess that is not five letters.
    error PokerBadWord(uint256 word);
    /// @notice A guess at a word already solved.
    error PokerWordSolved(uint256 word);
    /// @notice Colours outside five two-bit colours 0-2.
    error PokerBadColours(uint256 colours);
    /// @notice {slashHouse} or {releaseHouse} when the house owes nothing or the match is on.
    error PokerHouseNotDue(uint256 matchId);

    /// @notice Commits the caller's five secret words, C(word i, salt i), with one membership
    /// proof of the five (commit circuit, K = 5), and posts its BabyJubJub key for the match.
    function commitWords(uint256 matchId, uint256[5] calldata commitments, bytes calldata proof, uint256[2] calldata key)
        external;

    /// @notice Draws the match's house from the registry (anyone, a block after the start); when
    /// the registry has none to draw it re-arms the draw and the caller tries again later.
    function assignHouse(uint256 matchId) external;

    /// @notice The house commits keccak256(seed) of the first hand's deck; arms the deal.
    function commitSeed(uint256 matchId, bytes32 seedCommit) external;

    /// @notice The house deals: its commitments to each seat's five cards, and the cards with
    /// their salt sealed to each seat's key. Fixes the hand's randomness (and the first starter).
    function deal(uint256 matchId, bytes32 dealtA, bytes32 dealtB, bytes calldata sealedA, bytes calldata sealedB)
        external;

    /// @notice The starter picks betting card `card` and bets `bet` chips.
    function open(uint256 matchId, uint256 card, uint256 bet) external;

    /// @notice Raises the bet by `by` chips.
    function raise(uint256 matchId, uint256 by) external;

    /// @notice Stops the betting.
    function stop(uint256 matchId) external;

    /// @notice Commits the discards: keccak256(abi.encode(matchId, hand, seat, mask, salt)).
    function commitMulligan(uint256 matchId, bytes32 commitment) external;

    /// @notice Opens the discards: the count becomes public.
    function openMulligan(uint256 matchId, uint256 mask, bytes32 salt) external;

    /// @notice The player who did not stop picks PokerHands.HIGHER or LOWER.
    function choose(uint256 matchId, uint8 choice) external;

    /// @notice The house opens the hand's seed and the salts of the dealt hands; the contract
    /// derives the deck, checks the dealt hands, plays the mulligans and ranks the hands. It
    /// commits the next hand's seed at once.
    function showdown(uint256 matchId, bytes32 seed, bytes32[2] calldata salts, bytes32 nextSeedCommit) external;

    /// @notice The hand's winner guesses `guess` (game.PackWord) at the opponent's word `word`.
    function guess(uint256 matchId, uint256 word, uint256 guess) external;

    /// @notice The opponent proves the colours of the pending guess (reveal circuit).
    function answer(uint256 matchId, uint256 colours, bytes calldata proof) external;

    /// @notice Plays the seed's default for a missed deadline: open with the lowest betting
    /// card and 1 chip, Stop, no mulligan, the losing choice, or the end of the guesses.
    function nudge(uint256 matchId) external;

    /// @notice Ends the live match of a house that missed its deadline: the bond pays the
    /// players, the match is a draw.
    function slashHouse(uint256 matchId) external;

    /// @notice Releases the house of a match the platform settled without {slashHouse}.
    function releaseHouse(uint256 matchId) external;

    function gameOf(uint256 matchId) external view returns (Game memory);
    function seatOf(uint256 matchId, uint256 seat) external view returns (Seat memory);
    /// @notice The context a proof of `player` is bound to (prover.Binding's): round 0 for the
    /// words, the hand number for the answers of that hand.
    function contextOf(uint256 matchId, uint256 round, address player) external view returns (uint256);
}
