// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DuelMode} from "../duel/DuelMode.sol";
import {IDuelPlatform} from "../duel/IDuelPlatform.sol";
import {HouseRegistry} from "../house/HouseRegistry.sol";
import {IHouseRegistry} from "../house/IHouseRegistry.sol";
import {IRevealVerifier} from "../common/IGroth16Verifier.sol";
import {Randomness} from "../common/Randomness.sol";
import {ICommitK5Verifier, IWordlePoker} from "./IWordlePoker.sol";
import {PokerDeck} from "./PokerDeck.sol";
import {PokerHands} from "./PokerHands.sol";

/// @title WordlePoker
/// @notice Wordle Poker (wordle-poker-rules.txt) as a duel mode, move for move as game/poker
/// plays it, with no party that sees both players' words and a bonded house for the deck.
///
/// A match, once the platform starts it:
///  1. Setup (WORDS_WINDOW): each player commits five words from the answers list with one
///     proof ({commitWords}); a house is drawn from the registry ({assignHouse}) and commits
///     keccak256 of the first hand's seed ({commitSeed}), which arms the deal on its block.
///  2. Deal (HOUSE_WINDOW): the house commits each seat's five dealt cards ({deal}) and sends
///     them to the seat privately. The hand's randomness comes from the armed block's hash; the
///     first hand's also draws the first starter.
///  3. Open, Betting (BET_WINDOW a turn): the starter picks a betting card and bets 1-10, then
///     players raise by 1-10 or stop in turn; nobody bets more chips than they hold.
///  4. Mulligan, MulliganOpen (MULLIGAN_WINDOW each): players commit their discards, then open
///     them, so that neither count is seen before both chose.
///  5. Choose (CHOOSE_WINDOW): the player who did not stop picks higher or lower.
///  6. Showdown (HOUSE_WINDOW): the house opens the seed; the contract derives the deck
///     ({PokerDeck}), checks the dealt hands against the commitments, draws the replacements
///     (the starter's first) and ranks the hands ({PokerHands}). A non-stopper who lost loses
///     the bet; 0 chips loses the match. Equal hands void the hand.
///  7. Guess (GUESS_WINDOW), Answer (ANSWER_WINDOW): the winner makes as many guesses as the
///     betting card shows, each answered by the opponent with a reveal proof against the
///     committed word. Solving all five of the opponent's words wins the match. The hand's
///     loser starts the next.
///
/// Missed deadlines: {nudge} plays the seed's default (open with the lowest card and 1 chip,
/// Stop, no mulligan, the losing choice, no more guesses); a player who misses its words, the
/// opening of its discards or an answer loses (the platform's claimTimeout); a house that misses
/// the seed, a deal or a showdown is slashed ({slashHouse}, while the match is live) and the
/// match is a draw.
contract WordlePoker is IWordlePoker, DuelMode {
    uint256 public constant START_CHIPS = 100;
    uint256 public constant MAX_OPEN = 10;
    uint256 public constant MAX_RAISE = 10;
    uint256 public constant WORDS = 5;
    uint256 public constant WORD_LENGTH = 5;
    /// @notice The betting deck 1,1,1,2,2,2,3,3,4: the count of value v at bits 4(v-1).
    uint16 public constant FULL_BETTING_DECK = 0x1233;
    /// @notice The length of a seat's sealed cards: five card bytes and the 32-byte salt.
    uint256 public constant SEALED_LENGTH = 37;
    /// @notice The colours of a solve: five greens (game.Green = 2, two bits a letter).
    uint256 public constant ALL_GREEN = 0x2AA;

    /// @notice The seed's clocks, in seconds.
    uint256 public constant WORDS_WINDOW = 60;
    uint256 public constant BET_WINDOW = 10;
    uint256 public constant MULLIGAN_WINDOW = 30;
    uint256 public constant CHOOSE_WINDOW = 30;
    uint256 public constant GUESS_WINDOW = 30;
    /// @notice The seed's minute between hands, and the house's time to open a showdown.
    uint256 public constant HOUSE_WINDOW = 60;
    /// @notice The opponent's time to prove a guess's colours (no seed clock: a proof takes a
    /// few seconds).
    uint256 public constant ANSWER_WINDOW = 30;

    uint256 private constant FIELD = 21888242871839275222246405745257275088548364400416034343698204186575808495617;
    /// @dev The reveal circuit's packing of one slot for five letters: 25 bits of guess, 10 of
    /// colours, the used flag; the context's low 120 bits at bit 132 (`circuits.WithContext`).
    uint256 private constant SLOT_USED = 1 << 35;
    uint256 private constant REVEAL_CONTEXT_MASK = (1 << 120) - 1;
    uint256 private constant REVEAL_CONTEXT_SHIFT = 132;
    uint256 private constant COLOUR_LOW_BITS = 0x155;

    IHouseRegistry public immutable HOUSES;
    ICommitK5Verifier public immutable COMMIT_VERIFIER;
    IRevealVerifier public immutable REVEAL_VERIFIER;
    /// @notice Poseidon2 root of the secret dictionary (the Wordle answers list).
    uint256 public immutable SECRET_ROOT;
    /// @notice What each player gets from the bond of a house that missed a deadline (wei).
    uint256 public immutable SLASH_AMOUNT;

    mapping(uint256 matchId => Game) private _games;
    mapping(uint256 matchId => Seat[2]) private _seats;

    constructor(
        IDuelPlatform platform,
        IHouseRegistry houses,
        ICommitK5Verifier commitVerifier,
        IRevealVerifier revealVerifier,
        uint256 secretRoot,
        uint256 slashAmount
    ) DuelMode(platform) {
        if (
            address(houses) == address(0) || address(commitVerifier) == address(0)
                || address(revealVerifier) == address(0) || slashAmount == 0
        ) revert PokerBadSettings();
        HOUSES = houses;
        COMMIT_VERIFIER = commitVerifier;
        REVEAL_VERIFIER = revealVerifier;
        SECRET_ROOT = secretRoot;
        SLASH_AMOUNT = slashAmount;
    }

    function _start(uint256 matchId, address a, address b, uint256) internal override {
        Game storage g = _games[matchId];
        g.a = a;
        g.b = b;
        g.phase = Phase.Setup;
        g.deadline = uint40(block.timestamp + WORDS_WINDOW);
        g.chips = [uint8(START_CHIPS), uint8(START_CHIPS)];
        g.bettingDeck = FULL_BETTING_DECK;
        HOUSES.requestHouse(matchId, _players(g));
        emit MatchStarted(matchId, a, b);
    }

    // ---------------------------------------------------------------- setup

    /// @inheritdoc IWordlePoker
    function commitWords(uint256 matchId, uint256[5] calldata commitments, bytes calldata proof, uint256[2] calldata key)
        external
    {
        (Game storage g, uint256 me) = _move(matchId, Phase.Setup);
        Seat storage s = _seats[matchId][me];
        if (s.words[0] != 0) revert PokerWordsCommitted(matchId, me);
        if (!HouseRegistry(address(HOUSES)).onCurve(key[0], key[1])) revert PokerBadKey(key[0], key[1]);
        uint256[7] memory input;
        input[0] = SECRET_ROOT;
        for (uint256 i = 0; i < WORDS; i++) {
            uint256 c = commitments[i];
            if (c == 0 || c >= FIELD) revert PokerBadCommitment(c);
            input[i + 1] = c;
        }
        input[6] = contextOf(matchId, 0, msg.sender);
        try COMMIT_VERIFIER.verifyProof(proof, input) {}
        catch {
            revert PokerBadProof(matchId, me);
        }
        s.words = commitments;
        s.key = key;
        emit WordsCommitted(matchId, me, commitments, key);
        _maybeReady(matchId, g);
    }

    /// @inheritdoc IWordlePoker
    function assignHouse(uint256 matchId) external {
        Game storage g = _games[matchId];
        _requireLive(matchId);
        if (g.phase != Phase.Setup || g.house != address(0)) revert PokerWrongPhase(matchId, g.phase);
        address h = HOUSES.assign(matchId, _players(g));
        if (h == address(0)) return; // re-armed by the registry: try again in a later block
        g.house = h;
        emit HouseAssigned(matchId, h);
    }

    /// @inheritdoc IWordlePoker
    function commitSeed(uint256 matchId, bytes32 seedCommit) external {
        Game storage g = _houseMove(matchId, Phase.Setup);
        if (g.seedCommit != 0) revert PokerWrongPhase(matchId, g.phase);
        _commitSeed(matchId, g, seedCommit);
        _maybeReady(matchId, g);
    }

    /// @dev Setup ends once both players committed their words and the house its first seed.
    function _maybeReady(uint256 matchId, Game storage g) private {
        Seat[2] storage s = _seats[matchId];
        if (g.seedCommit == 0 || s[0].words[0] == 0 || s[1].words[0] == 0) return;
        _enter(g, Phase.Deal, HOUSE_WINDOW);
    }

    function _commitSeed(uint256 matchId, Game storage g, bytes32 seedCommit) private {
        if (seedCommit == 0) revert PokerBadSeedCommit();
        g.seedCommit = seedCommit;
        g.armBlock = uint64(block.number);
        emit SeedCommitted(matchId, g.hand + 1, seedCommit, block.number);
    }

    // ---------------------------------------------------------------- a hand

    /// @inheritdoc IWordlePoker
    function deal(uint256 matchId, bytes32 dealtA, bytes32 dealtB, bytes calldata sealedA, bytes calldata sealedB)
        external
    {
        Game storage g = _houseMove(matchId, Phase.Deal);
        if (sealedA.length != SEALED_LENGTH) revert PokerBadSealed(0);
        if (sealedB.length != SEALED_LENGTH) revert PokerBadSealed(1);
        bytes32 h = Randomness.blockHash(g.armBlock);
        if (h == 0) revert PokerRandomnessPending(matchId, g.armBlock);
        uint256 hand = g.hand + 1;
        bytes32 r = keccak256(abi.encode(h, matchId, hand));
        g.hand = uint16(hand);
        g.randomness = r;
        if (hand == 1) g.starter = uint8(uint256(r) & 1); // drawn on chain: nobody chooses
        g.card = 0;
        g.bet = 0;
        g.choice = 0;
        g.toAct = g.starter;
        Seat[2] storage s = _seats[matchId];
        s[0].dealt = dealtA;
        s[1].dealt = dealtB;
        for (uint256 k = 0; k < 2; k++) {
            (s[k].mulligan, s[k].mask, s[k].committed, s[k].opened) = (0, 0, false, false);
        }
        _enter(g, Phase.Open, BET_WINDOW);
        emit Dealt(matchId, hand, g.starter, r, dealtA, dealtB);
        emit CardsSealed(matchId, hand, sealedA, sealedB);
    }

    /// @inheritdoc IWordlePoker
    function open(uint256 matchId, uint256 card, uint256 bet) external {
        (Game storage g, uint256 me) = _turn(matchId, Phase.Open);
        _open(matchId, g, me, card, bet);
    }

    function _open(uint256 matchId, Game storage g, uint256 me, uint256 card, uint256 bet) private {
        if (bet < 1 || bet > MAX_OPEN || bet > g.chips[me]) revert PokerBadBet(bet, g.chips[me]);
        uint16 deck = g.bettingDeck;
        if (card < 1 || card > 4 || (deck >> (4 * (card - 1))) & 0xf == 0) revert PokerCardUsed(card);
        deck -= uint16(1 << (4 * (card - 1)));
        g.bettingDeck = deck == 0 ? FULL_BETTING_DECK : deck; // refilled with the nine once empty
        g.card = uint8(card);
        g.bet = uint8(bet);
        g.toAct = uint8(1 - me);
        _enter(g, Phase.Betting, BET_WINDOW);
        emit Opened(matchId, me, card, bet);
    }

    /// @inheritdoc IWordlePoker
    function raise(uint256 matchId, uint256 by) external {
        (Game storage g, uint256 me) = _turn(matchId, Phase.Betting);
        if (by < 1 || by > MAX_RAISE) revert PokerBadBet(by, g.chips[me]);
        uint256 bet = g.bet + by;
        if (bet > g.chips[me]) revert PokerBadBet(bet, g.chips[me]);
        g.bet = uint8(bet);
        g.toAct = uint8(1 - me);
        _enter(g, Phase.Betting, BET_WINDOW);
        emit Raised(matchId, me, bet);
    }

    /// @inheritdoc IWordlePoker
    function stop(uint256 matchId) external {
        (Game storage g, uint256 me) = _turn(matchId, Phase.Betting);
        _stop(matchId, g, me, false);
    }

    function _stop(uint256 matchId, Game storage g, uint256 me, bool timedOut) private {
        g.stopper = uint8(me);
        _enter(g, Phase.Mulligan, MULLIGAN_WINDOW);
        emit Stopped(matchId, me, timedOut);
    }

    /// @inheritdoc IWordlePoker
    function commitMulligan(uint256 matchId, bytes32 commitment) external {
        (Game storage g, uint256 me) = _move(matchId, Phase.Mulligan);
        Seat[2] storage s = _seats[matchId];
        if (s[me].committed) revert PokerBadMulligan(matchId, me);
        s[me].committed = true;
        s[me].mulligan = commitment;
        emit MulliganCommitted(matchId, me);
        if (s[1 - me].committed) _enter(g, Phase.MulliganOpen, MULLIGAN_WINDOW);
    }

    /// @inheritdoc IWordlePoker
    function openMulligan(uint256 matchId, uint256 mask, bytes32 salt) external {
        (Game storage g, uint256 me) = _move(matchId, Phase.MulliganOpen);
        Seat[2] storage s = _seats[matchId];
        if (
            !s[me].committed || s[me].opened || mask > 0x1f
                || keccak256(abi.encode(matchId, g.hand, me, mask, salt)) != s[me].mulligan
        ) revert PokerBadMulligan(matchId, me);
        s[me].mask = uint8(mask);
        s[me].opened = true;
        emit MulliganOpened(matchId, me, _popcount(mask), mask);
        if (s[1 - me].opened) _toChoose(g);
    }

    function _toChoose(Game storage g) private {
        g.toAct = 1 - g.stopper;
        _enter(g, Phase.Choose, CHOOSE_WINDOW);
    }

    /// @inheritdoc IWordlePoker
    function choose(uint256 matchId, uint8 choice) external {
        (Game storage g, uint256 me) = _turn(matchId, Phase.Choose);
        if (choice != PokerHands.HIGHER && choice != PokerHands.LOWER) revert PokerHands.PokerBadChoice(choice);
        g.choice = choice;
        _enter(g, Phase.Showdown, HOUSE_WINDOW);
        emit Chosen(matchId, me, choice);
    }

    /// @inheritdoc IWordlePoker
    function showdown(uint256 matchId, bytes32 seed, bytes32[2] calldata salts, bytes32 nextSeedCommit) external {
        Game storage g = _houseMove(matchId, Phase.Showdown);
        if (keccak256(abi.encode(seed)) != g.seedCommit) revert PokerBadSeed(matchId);
        (uint8[5] memory handA, uint8[5] memory handB) = _hands(matchId, g, seed, salts);
        emit SeedOpened(matchId, g.hand, seed);
        uint8 chooser = 1 - g.stopper;
        uint8 choice = g.choice;
        if (choice == 0) {
            // the choice timed out: the option that makes the chooser lose (Higher on equal hands)
            uint8 w = PokerHands.showdown(handA, handB, PokerHands.HIGHER);
            choice = w == chooser + 1 ? PokerHands.LOWER : PokerHands.HIGHER;
        }
        uint8 won = PokerHands.showdown(handA, handB, choice);
        _commitSeed(matchId, g, nextSeedCommit);
        if (won == 0) {
            emit Showdown(matchId, g.hand, handA, handB, choice, 2, 0);
            _enter(g, Phase.Deal, HOUSE_WINDOW); // a void hand: the same starter deals again
            return;
        }
        uint8 winner = won - 1;
        uint256 loss;
        if (winner != chooser) {
            loss = g.bet;
            uint256 left = g.chips[chooser] - loss;
            g.chips[chooser] = uint8(left);
            emit Showdown(matchId, g.hand, handA, handB, choice, winner, loss);
            if (left == 0) return _end(matchId, g, winner);
        } else {
            emit Showdown(matchId, g.hand, handA, handB, choice, winner, 0);
        }
        g.winner = winner;
        g.guessesLeft = g.card;
        g.toAct = winner;
        g.starter = 1 - winner; // the loser of the hand starts the next
        _enter(g, Phase.Guess, GUESS_WINDOW);
    }

    /// @dev The seats' final hands: the dealt cards of the derived deck, checked against the
    /// house's commitments, with the discards replaced from the rest of the deck in order, the
    /// starter's first (poker.Game.Mulligan).
    function _hands(uint256 matchId, Game storage g, bytes32 seed, bytes32[2] calldata salts)
        private
        view
        returns (uint8[5] memory handA, uint8[5] memory handB)
    {
        uint8[20] memory top = PokerDeck.order(seed, g.randomness);
        for (uint256 i = 0; i < 5; i++) {
            handA[i] = top[i];
            handB[i] = top[5 + i];
        }
        Seat[2] storage s = _seats[matchId];
        if (keccak256(abi.encode(matchId, g.hand, 0, handA, salts[0])) != s[0].dealt) {
            revert PokerHandMismatch(matchId, 0);
        }
        if (keccak256(abi.encode(matchId, g.hand, 1, handB, salts[1])) != s[1].dealt) {
            revert PokerHandMismatch(matchId, 1);
        }
        uint256 next = 10;
        uint256 first = g.starter;
        for (uint256 k = 0; k < 2; k++) {
            uint256 seat = k == 0 ? first : 1 - first;
            uint8[5] memory h = seat == 0 ? handA : handB;
            uint256 mask = s[seat].mask;
            for (uint256 i = 0; i < 5; i++) {
                if (mask >> i & 1 != 0) h[i] = top[next++];
            }
        }
    }

    /// @inheritdoc IWordlePoker
    function guess(uint256 matchId, uint256 word, uint256 packedGuess) external {
        (Game storage g, uint256 me) = _turn(matchId, Phase.Guess);
        if (word >= WORDS) revert PokerBadWord(word);
        if (g.solved[me] >> word & 1 != 0) revert PokerWordSolved(word);
        if (packedGuess >> (5 * WORD_LENGTH) != 0) revert PokerBadWord(packedGuess);
        for (uint256 i = 0; i < WORD_LENGTH; i++) {
            if ((packedGuess >> (5 * i)) & 0x1f >= 26) revert PokerBadWord(packedGuess);
        }
        g.pendingWord = uint8(word);
        g.pendingGuess = uint32(packedGuess);
        g.toAct = uint8(1 - me);
        _enter(g, Phase.Answer, ANSWER_WINDOW);
        emit Guessed(matchId, me, word, packedGuess);
    }

    /// @inheritdoc IWordlePoker
    function answer(uint256 matchId, uint256 colours, bytes calldata proof) external {
        (Game storage g, uint256 me) = _turn(matchId, Phase.Answer);
        if (colours >> (2 * WORD_LENGTH) != 0 || colours & (colours >> 1) & COLOUR_LOW_BITS != 0) {
            revert PokerBadColours(colours);
        }
        uint256 word = g.pendingWord;
        uint256 packed = g.pendingGuess;
        {
            uint256 context = contextOf(matchId, g.hand, msg.sender) & REVEAL_CONTEXT_MASK;
            uint256[2] memory input = [
                _seats[matchId][me].words[word],
                packed | colours << (5 * WORD_LENGTH) | SLOT_USED | context << REVEAL_CONTEXT_SHIFT
            ];
            try REVEAL_VERIFIER.verifyProof(proof, input) {}
            catch {
                revert PokerBadProof(matchId, me);
            }
        }
        uint8 guesser = g.winner;
        emit Answered(matchId, guesser, word, packed, colours);
        if (colours == ALL_GREEN) {
            uint8 solved = g.solved[guesser] | uint8(1 << word);
            g.solved[guesser] = solved;
            if (solved == 0x1f) return _end(matchId, g, guesser); // all five words found
        }
        uint8 left = g.guessesLeft - 1;
        g.guessesLeft = left;
        g.toAct = guesser;
        if (left == 0) _nextHand(g);
        else _enter(g, Phase.Guess, GUESS_WINDOW);
    }

    // ---------------------------------------------------------------- clocks

    /// @inheritdoc IWordlePoker
    function nudge(uint256 matchId) external {
        _requireLive(matchId);
        Game storage g = _games[matchId];
        Phase p = g.phase;
        if (block.timestamp <= g.deadline) revert PokerNotDue(matchId);
        uint256 me = g.toAct;
        if (p == Phase.Open) {
            uint256 deck = g.bettingDeck;
            uint256 card = 1;
            while ((deck >> (4 * (card - 1))) & 0xf == 0) card++;
            _open(matchId, g, me, card, 1);
        } else if (p == Phase.Betting) {
            _stop(matchId, g, me, true);
        } else if (p == Phase.Mulligan) {
            Seat[2] storage s = _seats[matchId];
            bool waitOpen;
            for (uint256 k = 0; k < 2; k++) {
                if (s[k].committed) {
                    waitOpen = true;
                } else {
                    s[k].opened = true; // no mulligan
                    emit MulliganOpened(matchId, k, 0, 0);
                }
            }
            if (waitOpen) _enter(g, Phase.MulliganOpen, MULLIGAN_WINDOW);
            else _toChoose(g);
        } else if (p == Phase.Choose) {
            _enter(g, Phase.Showdown, HOUSE_WINDOW); // choice 0: the losing option
            emit Chosen(matchId, me, 0);
        } else if (p == Phase.Guess) {
            emit GuessesSkipped(matchId, me, g.guessesLeft);
            g.guessesLeft = 0;
            _nextHand(g);
        } else {
            revert PokerNotDue(matchId);
        }
    }

    /// @notice Whether a player missed a deadline whose miss ends the match, and the result: a
    /// player who misses its words, the opening of its discards or an answer loses (both: a
    /// draw). A house that misses a deadline is not settled here but by {slashHouse}, which pays
    /// the players from its bond before it reports the draw; with no house drawn at all, setup
    /// ends in a draw here. See IDuelMode.
    function timeoutOutcome(uint256 matchId) external view returns (bool due, uint8 outcome) {
        Game storage g = _games[matchId];
        if (block.timestamp <= g.deadline) return (false, 0);
        Phase p = g.phase;
        Seat[2] storage s = _seats[matchId];
        if (p == Phase.Setup) {
            bool aIn = s[0].words[0] != 0;
            bool bIn = s[1].words[0] != 0;
            if (!aIn || !bIn) return (true, _loser(!aIn, !bIn));
            if (g.house == address(0)) return (true, uint8(IDuelPlatform.Outcome.Draw)); // no house to draw
            return (false, 0); // the house's seed is late: slashHouse
        }
        if (p == Phase.MulliganOpen) return (true, _loser(!s[0].opened, !s[1].opened));
        if (p == Phase.Answer) return (true, _loser(g.toAct == 0, g.toAct == 1));
        return (false, 0);
    }

    /// @inheritdoc IWordlePoker
    function slashHouse(uint256 matchId) external {
        // Only while the match is live: once it ended some other way (a forfeit, a player's
        // timeout) the house owes no move, and a deadline passing after that is no fault.
        _requireLive(matchId);
        Game storage g = _games[matchId];
        if (!_houseMissed(matchId, g)) revert PokerHouseNotDue(matchId);
        g.houseDone = true;
        g.phase = Phase.Over;
        address[] memory victims = _players(g);
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = SLASH_AMOUNT;
        amounts[1] = SLASH_AMOUNT;
        uint256 total = HOUSES.slash(g.house, matchId, victims, amounts);
        emit HouseSlashed(matchId, g.house, total);
        _report(matchId, IDuelPlatform.Outcome.Draw);
    }

    /// @inheritdoc IWordlePoker
    function releaseHouse(uint256 matchId) external {
        Game storage g = _games[matchId];
        if (g.house == address(0) || g.houseDone || PLATFORM.isLive(matchId)) revert PokerHouseNotDue(matchId);
        g.houseDone = true;
        HOUSES.release(matchId);
    }

    /// @dev The assigned house missed its deadline: the first seed (once both words are in), a
    /// deal or a showdown.
    function _houseMissed(uint256 matchId, Game storage g) private view returns (bool) {
        if (g.house == address(0) || g.houseDone || block.timestamp <= g.deadline) return false;
        Phase p = g.phase;
        if (p == Phase.Deal || p == Phase.Showdown) return true;
        Seat[2] storage s = _seats[matchId];
        return p == Phase.Setup && g.seedCommit == 0 && s[0].words[0] != 0 && s[1].words[0] != 0;
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc IWordlePoker
    function gameOf(uint256 matchId) external view returns (Game memory) {
        return _games[matchId];
    }

    /// @inheritdoc IWordlePoker
    function seatOf(uint256 matchId, uint256 seat) external view returns (Seat memory) {
        return _seats[matchId][seat];
    }

    /// @inheritdoc IWordlePoker
    function contextOf(uint256 matchId, uint256 round, address player) public view returns (uint256) {
        return uint256(keccak256(abi.encode(block.chainid, address(this), matchId, round, player))) >> 8;
    }

    // ---------------------------------------------------------------- internals

    /// @dev A player's move in phase `p` before its deadline; returns the caller's seat.
    function _move(uint256 matchId, Phase p) private view returns (Game storage g, uint256 me) {
        _requireLive(matchId);
        g = _games[matchId];
        if (msg.sender == g.a) me = 0;
        else if (msg.sender == g.b) me = 1;
        else revert PokerNotPlayer(matchId, msg.sender);
        if (g.phase != p) revert PokerWrongPhase(matchId, g.phase);
        if (block.timestamp > g.deadline) revert PokerTooLate(matchId, g.deadline);
    }

    /// @dev As {_move}, by the seat whose turn it is.
    function _turn(uint256 matchId, Phase p) private view returns (Game storage g, uint256 me) {
        (g, me) = _move(matchId, p);
        if (me != g.toAct) revert PokerWrongPhase(matchId, g.phase);
    }

    /// @dev The house's move in phase `p` before its deadline.
    function _houseMove(uint256 matchId, Phase p) private view returns (Game storage g) {
        _requireLive(matchId);
        g = _games[matchId];
        if (msg.sender != g.house || g.house == address(0)) revert PokerNotHouse(matchId, msg.sender);
        if (g.phase != p) revert PokerWrongPhase(matchId, g.phase);
        if (block.timestamp > g.deadline) revert PokerTooLate(matchId, g.deadline);
    }

    function _enter(Game storage g, Phase p, uint256 window) private {
        g.phase = p;
        g.deadline = uint40(block.timestamp + window);
    }

    /// @dev The hand is over: the next one is armed on this block (its seed is committed).
    function _nextHand(Game storage g) private {
        g.armBlock = uint64(block.number);
        _enter(g, Phase.Deal, HOUSE_WINDOW);
    }

    function _end(uint256 matchId, Game storage g, uint256 winner) private {
        g.phase = Phase.Over;
        g.houseDone = true;
        emit MatchEnded(matchId, winner, g.chips[0], g.chips[1]);
        HOUSES.release(matchId);
        _report(matchId, winner == 0 ? IDuelPlatform.Outcome.WinA : IDuelPlatform.Outcome.WinB);
    }

    function _players(Game storage g) private view returns (address[] memory p) {
        p = new address[](2);
        p[0] = g.a;
        p[1] = g.b;
    }

    /// @dev The outcome when seat a and/or seat b missed a deadline.
    function _loser(bool aLate, bool bLate) private pure returns (uint8) {
        if (aLate && bLate) return uint8(IDuelPlatform.Outcome.Draw);
        return uint8(aLate ? IDuelPlatform.Outcome.WinB : IDuelPlatform.Outcome.WinA);
    }

    function _popcount(uint256 x) private pure returns (uint256 n) {
        for (; x != 0; x &= x - 1) {
            n++;
        }
    }
}
