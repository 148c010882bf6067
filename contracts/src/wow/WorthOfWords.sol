// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IWorthOfWords} from "./IWorthOfWords.sol";
import {IDictionaryRegistry} from "../common/IDictionaryRegistry.sol";
import {ICommitVerifier, IRevealVerifier} from "../common/IGroth16Verifier.sol";
import {Scoring} from "./Scoring.sol";
import {Targets} from "./Targets.sol";
import {GuessTree} from "./GuessTree.sol";
import {Randomness} from "../common/Randomness.sol";

/// @title WorthOfWords
/// @notice Trustless Worth of Words: secret words stay with their owners, every colour reveal
/// is a zero-knowledge proof, stakes sit in escrow until the contract settles the game.
/// @dev Rules beyond the seed, as the Go engine documents them: all guesses of a round score
/// against the knowledge at the start of the round; a solved word resets the knowledge and the
/// owner's next secret becomes active; a player whose secrets are all solved is eliminated and
/// keeps its score; the game ends after a round in which at most one player remains, at the
/// round cap, or after a round in which nobody opened a guess (a stalled game); the highest
/// score among players who did not forfeit wins, ties split (the remainder of the division
/// goes to the earliest joiner among the winners).
/// Target randomness: a round's order is drawn from the hash of the block that started it
/// (with the game id and round), stored by the first commit of a later block; no
/// transaction can read its own block's hash, so no joiner or mover can evaluate, let alone
/// choose, the outcome of its move. The block producer keeps some influence (docs/security.md).
contract WorthOfWords is IWorthOfWords, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @dev Secrets per player: the commit circuit is compiled for K = 2.
    uint256 internal constant SECRETS = 2;
    /// @dev Player indexes are uint8 and the shuffled order is a byte string.
    uint256 internal constant MAX_PLAYERS = 255;
    /// @dev Bits of one guess slot in a packed reveal batch: 5 per letter, 2 per colour, a used flag.
    uint256 internal constant BITS_PER_LETTER = 7;
    /// @dev Low byte of a seat: the join index + 1.
    uint256 internal constant SEAT_INDEX_MASK = 0xff;
    /// @dev The part of the context a reveal proof carries, and where (`circuits.WithContext`).
    uint256 internal constant REVEAL_CONTEXT_MASK = (1 << 120) - 1;
    uint256 internal constant REVEAL_CONTEXT_SHIFT = 132;
    /// @dev Scores a slot, their width, and the bit that marks a slot as set up (see `_scores`).
    uint256 internal constant SCORES_PER_SLOT = 8;
    uint256 internal constant SCORE_BITS = 31;
    uint256 internal constant SCORES_SET_UP = 1 << 255;
    /// @dev A guess-commitment slot before the first commit: non-zero, and no keccak256 output.
    bytes32 internal constant NO_COMMITMENT = bytes32(uint256(1));
    /// @dev The low bit of every 2-bit colour field.
    uint256 internal constant COLOUR_LOW_BITS = 0x5555;

    /// @dev Settling: the O(n) work of a phase change runs in pages (see _settle). A move that
    /// changes a phase, and each `advance` while settling, does at most SETTLE_BUDGET units of
    /// work; a unit is about one cold storage read (some 2,500 gas with its loop), so a page
    /// costs at most about 400,000 gas on top of the move, at any seat count.
    uint256 internal constant SETTLE_BUDGET = 160;
    /// @dev Units per item: a target whose attackers' guesses are copied to it; a player checked
    /// at the end of a round (more when it leaves: a status write and an event); a player tallied
    /// at the end of the game; a winner credited (a balance slot, often fresh, and an event).
    uint256 internal constant U_TARGET = 4;
    uint256 internal constant U_PLAYER = 1;
    uint256 internal constant U_LEAVER = 4;
    uint256 internal constant U_WINNER = 10;
    /// @dev Seats whose storage the lobby sets up at creation; `advance` in the lobby sets up
    /// more, a page at a time, and a join whose seat is not set up yet sets up its own.
    uint256 internal constant SEAT_PAGE = 8;
    uint256 internal constant U_SEAT = 10;

    /// @notice A player's state in a game, as `playerInfo` returns it.
    struct Player {
        uint32 score;
        uint8 activeSecret; // index of the secret under attack; SECRETS when all are solved
        Status status;
        uint16 committedRound; // round of the stored guess commitment
        uint16 openedRound; // round of the stored open guess
        uint16 mustRevealRound; // round in which the player has guesses to answer
        uint16 revealedRound; // round of the player's last reveal
        uint32 guess; // the open guess, packed
        uint128 knowledge; // what is known about the active secret (see Scoring)
    }

    /// @dev A player as an attacker: written at join (so later writes never pay for a fresh
    /// slot), by its own commit and open, and by the end of a round. One slot.
    struct Attacker {
        address account;
        Status status;
        uint16 committedRound;
        uint16 openedRound;
        uint32 guess;
    }

    /// @dev A player as a target, in one word (see `_targets`): everything its reveal reads and
    /// writes. The end of the open phase copies in the guesses aimed at it.
    ///   bits 0..15     the round those guesses belong to (the round it must reveal in)
    ///   bit  16        revealed
    ///   bits 17..18    index of the active secret (SECRETS when all are solved)
    ///   bits 19..20    guess count
    ///   bit  23        set up: the lobby writes it, so no move pays for a fresh slot
    ///   bits 24..47    the attackers' join indexes, 8 bits a slot
    ///   bits 48..143   their guesses, 32 bits a slot
    ///   bits 144..255  knowledge of the active secret (Scoring's layout)
    uint256 private constant T_ROUND = 0xffff;
    uint256 private constant T_REVEALED = 1 << 16;
    uint256 private constant T_SECRET_SHIFT = 17;
    uint256 private constant T_COUNT_SHIFT = 19;
    uint256 private constant T_SET_UP = 1 << 23;
    uint256 private constant T_ATTACKERS_SHIFT = 24;
    uint256 private constant T_GUESSES_SHIFT = 48;
    uint256 private constant T_KNOWLEDGE_SHIFT = 144;
    /// @dev The fields a reveal changes: the active secret and the knowledge.
    uint256 private constant T_STATE = (3 << T_SECRET_SHIFT) | (type(uint256).max << T_KNOWLEDGE_SHIFT);
    /// @dev What survives from one round's target word to the next: the flag and that state.
    uint256 private constant T_KEEP = T_SET_UP | T_STATE;

    /// @dev One game. Slot 0 holds everything a reveal reads: the word length and the reveal
    /// verifier are copies of the settings and the dictionary, kept here to spare two cold reads.
    struct Game {
        Phase phase;
        uint16 round;
        uint8 playerCount;
        uint8 activeCount; // players still in the game
        uint8 pending; // actions the current phase still waits for
        uint40 deadline;
        uint8 wordLength;
        address revealVerifier;
        address creator;
        uint64 drawBlock; // the block whose hash seeds this round's order (see _draw)
        bool drawn; // whether this round's order is drawn
        Stage stage; // the work in progress while the phase is Settling
        uint16 cursor; // its position; in the lobby, the seats set up so far
        Settings settings;
        IDictionaryRegistry.Dictionary dictionary;
        bytes order; // active player indexes in shuffled order, this round, once drawn
        uint256 remaining; // bit i: player i plays this round (the set the order shuffles)
    }

    IDictionaryRegistry public immutable registry;

    uint256 public gameCount;
    mapping(uint256 gameId => Game) private _games;
    /// @dev A player's seat: the keccak256 hash of its two secret commitments in the high 248
    /// bits (collision resistance of 124 bits suffices to pin them) and its join index + 1 in the
    /// low 8, so one slot both finds the player and checks the commitments of a reveal.
    mapping(uint256 gameId => mapping(address player => uint256)) private _seats;
    /// @dev Players by join index; the count is Game.playerCount (no array length to keep).
    mapping(uint256 gameId => mapping(uint256 index => Attacker)) private _attackers;
    mapping(uint256 gameId => mapping(uint256 index => uint256)) private _targets;
    /// @dev Scores, eight 31-bit scores a slot by join index (score i at bits 31(i % 8)), so a
    /// reveal credits its attackers in one or a few slots instead of one each; the top bit is set
    /// when the lobby opens, so that no move pays for a fresh slot.
    mapping(uint256 gameId => mapping(uint256 word => uint256)) private _scores;
    /// @dev Guess commitments by join index. Each slot is made non-zero before its first commit
    /// (NO_COMMITMENT): by the join that takes the index, or, for the last index, whose join
    /// also starts the game and pays for that, when the lobby opens.
    mapping(uint256 gameId => mapping(uint256 index => bytes32)) private _guessCommitment;
    mapping(address token => mapping(address player => uint256)) public balanceOf;
    /// @dev The end of a game, as the Tally and Payout stages build it over pages. One slot.
    mapping(uint256 gameId => Tally) private _tallies;

    /// @dev What a Settling game is doing, in this order within a round (see _settle).
    enum Stage {
        None,
        RevealSetup, // copying each target's guesses to it (order positions)
        RoundEnd, // recording forfeits and eliminations (order positions)
        Tally, // finding the best score and the winners (join indexes)
        Payout // crediting the winners (join indexes), then GameEnded
    }

    /// @dev The winners so far: the best score among the players who did not forfeit (among
    /// everyone when all did), how many have it and the first of them; what has been credited
    /// (the pot view subtracts it); the forfeits, counted as they happen.
    struct Tally {
        uint128 credited;
        uint32 best;
        uint8 winners;
        uint8 first;
        uint8 forfeits;
    }

    constructor(IDictionaryRegistry registry_) {
        registry = registry_;
    }

    // ------------------------------------------------------------------ lobby

    /// @inheritdoc IWorthOfWords
    function createLobby(Settings calldata s) external returns (uint256 gameId) {
        if (s.minPlayers < 2) revert WordproofTooFewPlayers(s.minPlayers);
        if (s.maxPlayers < s.minPlayers) revert WordproofMaxPlayersBelowMin(s.maxPlayers, s.minPlayers);
        if (s.commitTimeout == 0 || s.openTimeout == 0 || s.revealTimeout == 0) {
            revert WordproofZeroTimeout();
        }
        // A cap is required: the round counter is uint16, and a game must end (and pay) before
        // it could wrap; with round <= roundCap <= 65535, ++round never overflows.
        if (s.roundCap == 0) revert WordproofZeroRoundCap();
        IDictionaryRegistry.Dictionary memory dict;
        try registry.dictionary(s.wordLength) returns (IDictionaryRegistry.Dictionary memory d) {
            dict = d;
        } catch {
            revert WordproofUnsupportedLength(s.wordLength);
        }
        gameId = ++gameCount;
        Game storage g = _games[gameId];
        g.phase = Phase.Lobby;
        g.wordLength = s.wordLength;
        g.revealVerifier = dict.revealVerifier;
        g.creator = msg.sender;
        g.settings = s;
        g.dictionary = dict;
        // Storage every game writes in its first round, made non-zero now: the creator pays for
        // the fresh slots (about 22,000 gas each, one per seat and a few more), and the moves
        // cost the same in every round; the end of a 255-player round 1 would otherwise pay 5.6M.
        g.order = hex"00";
        _setUpSeats(gameId, g, SEAT_PAGE);
        _guessCommitment[gameId][s.maxPlayers - 1] = NO_COMMITMENT;
        emit LobbyCreated(gameId, msg.sender, s, dict.secretRoot, dict.guessRoot);
    }

    /// @inheritdoc IWorthOfWords
    function join(uint256 gameId, uint256[2] calldata commitments, Proof calldata proof, bytes calldata invite)
        external
        payable
        nonReentrant
    {
        Game storage g = _game(gameId, Phase.Lobby);
        if (g.playerCount >= g.settings.maxPlayers) revert WordproofLobbyFull(gameId);
        if (_seats[gameId][msg.sender] != 0) revert WordproofAlreadyJoined(gameId, msg.sender);
        address signer = g.settings.inviteSigner;
        if (signer != address(0)) {
            bytes32 digest = MessageHashUtils.toEthSignedMessageHash(inviteDigest(gameId, msg.sender));
            (address recovered,,) = ECDSA.tryRecover(digest, invite);
            if (recovered != signer) revert WordproofBadInvite(gameId, msg.sender);
        }
        uint256[4] memory input =
            [g.dictionary.secretRoot, commitments[0], commitments[1], contextOf(gameId, 0, msg.sender)];
        try ICommitVerifier(g.dictionary.commitVerifier).verifyProof(abi.encodePacked(proof.words), input) {}
        catch {
            revert WordproofInvalidProof(gameId, msg.sender);
        }

        uint8 index = g.playerCount++;
        if (index >= g.cursor) _setUpSeat(gameId, index); // a seat the lobby has not set up yet
        _attackers[gameId][index].account = msg.sender;
        // Spares the first commit a fresh slot; the last index was set up with the lobby.
        if (index + 1 != g.settings.maxPlayers) _guessCommitment[gameId][index] = NO_COMMITMENT;
        _seats[gameId][msg.sender] = _secretsKey(commitments) | (uint256(index) + 1);
        emit PlayerJoined(gameId, msg.sender, index, commitments);
        _collectStake(g.settings);
        if (g.playerCount == g.settings.maxPlayers) _start(gameId, g);
    }

    /// @inheritdoc IWorthOfWords
    function leave(uint256 gameId) external {
        Game storage g = _game(gameId, Phase.Lobby);
        uint256 index = _indexOf(gameId, msg.sender);
        uint256 last = uint256(g.playerCount) - 1;
        mapping(uint256 => Attacker) storage players = _attackers[gameId];
        if (index != last) {
            address moved = players[last].account;
            players[index].account = moved;
            _seats[gameId][moved] = (_seats[gameId][moved] & ~SEAT_INDEX_MASK) | (index + 1);
        }
        delete players[last];
        delete _seats[gameId][msg.sender];
        g.playerCount--;
        uint256 stake = g.settings.stake;
        balanceOf[g.settings.token][msg.sender] += stake;
        emit PlayerLeft(gameId, msg.sender);
    }

    /// @inheritdoc IWorthOfWords
    function start(uint256 gameId) external {
        Game storage g = _game(gameId, Phase.Lobby);
        if (msg.sender != g.creator) revert WordproofNotCreator(gameId, msg.sender);
        if (g.playerCount < g.settings.minPlayers) {
            revert WordproofNotEnoughPlayers(gameId, g.playerCount, g.settings.minPlayers);
        }
        _start(gameId, g);
    }

    // ----------------------------------------------------------------- rounds

    /// @inheritdoc IWorthOfWords
    function commitGuess(uint256 gameId, bytes32 commitment) external {
        Game storage g = _game(gameId, Phase.Commit);
        _beforeDeadline(gameId, g);
        // The first commit after the round-start block fixes the order (see _draw).
        if (!g.drawn && !_draw(gameId, g)) revert WordproofTargetsNotDrawn(gameId, g.drawBlock);
        uint256 index = _indexOf(gameId, msg.sender);
        Attacker storage p = _attackers[gameId][index];
        if (p.status != Status.Active) revert WordproofNotActive(gameId, msg.sender);
        uint16 round = g.round;
        if (p.committedRound == round) revert WordproofAlreadyCommitted(gameId, msg.sender);
        p.committedRound = round;
        _guessCommitment[gameId][index] = commitment;
        emit GuessCommitted(gameId, round, msg.sender);
        if (--g.pending == 0) _toOpen(gameId, g);
    }

    /// @inheritdoc IWorthOfWords
    function openGuess(uint256 gameId, uint32 guess, bytes32 salt, uint256 index, bytes32[] calldata siblings)
        external
    {
        Game storage g = _game(gameId, Phase.Open);
        _beforeDeadline(gameId, g);
        uint256 playerIndex = _indexOf(gameId, msg.sender);
        Attacker storage p = _attackers[gameId][playerIndex];
        uint16 round = g.round;
        if (p.committedRound != round) revert WordproofNoCommitment(gameId, msg.sender);
        if (p.openedRound == round) revert WordproofAlreadyOpened(gameId, msg.sender);
        if (guessCommitment(gameId, round, msg.sender, guess, salt) != _guessCommitment[gameId][playerIndex]) {
            revert WordproofCommitmentMismatch(gameId, msg.sender);
        }
        uint256 length = g.wordLength;
        if (guess >> (5 * length) != 0) revert WordproofBadWord(guess);
        IDictionaryRegistry.Dictionary storage d = g.dictionary;
        if (!GuessTree.contains(d.guessRoot, d.guessDepth, length, guess, index, siblings)) {
            revert WordproofNotInDictionary(gameId, guess);
        }
        p.openedRound = round;
        p.guess = guess;
        emit GuessOpened(gameId, round, msg.sender, guess);
        if (--g.pending == 0) _beginSettling(gameId, g, Stage.RevealSetup);
    }

    /// @inheritdoc IWorthOfWords
    function reveal(uint256 gameId, uint256 colours, uint256[2] calldata commitments, Proof calldata proof)
        external
    {
        Game storage g = _game(gameId, Phase.Reveal);
        _beforeDeadline(gameId, g);
        uint256 seat = _seatOf(gameId, msg.sender);
        uint256 targetIndex = (seat & SEAT_INDEX_MASK) - 1;
        uint256 t = _targets[gameId][targetIndex];
        if (t & T_ROUND != g.round) revert WordproofNothingToReveal(gameId, msg.sender);
        if (t & T_REVEALED != 0) revert WordproofAlreadyRevealed(gameId, msg.sender);
        if (_secretsKey(commitments) != seat & ~SEAT_INDEX_MASK) revert WordproofInvalidProof(gameId, msg.sender);
        _verifyReveal(gameId, g, t, colours, commitments[(t >> T_SECRET_SHIFT) & 3], proof);
        _targets[gameId][targetIndex] = _score(gameId, g, t, colours);
        if (--g.pending == 0) _beginSettling(gameId, g, Stage.RoundEnd);
    }

    /// @dev Checks the reveal proof against the guesses copied to the target for this round; the
    /// proof's second input carries the low 120 bits of the context above the batch.
    function _verifyReveal(
        uint256 gameId,
        Game storage g,
        uint256 t,
        uint256 colours,
        uint256 commitment,
        Proof calldata proof
    ) private view {
        uint256 batch = _packBatch(gameId, g.wordLength, t, colours);
        uint256 context = contextOf(gameId, t & T_ROUND, msg.sender) & REVEAL_CONTEXT_MASK;
        uint256[2] memory input = [commitment, batch | context << REVEAL_CONTEXT_SHIFT];
        try IRevealVerifier(g.revealVerifier).verifyProof(abi.encodePacked(proof.words), input) {}
        catch {
            revert WordproofInvalidProof(gameId, msg.sender);
        }
    }

    /// @dev Scores the reveal, emits it, and returns the target's word after it: revealed, and the
    /// knowledge learned; a solved word activates the next secret with fresh knowledge, and the
    /// last one takes the target out of the game (its status changes when the round ends).
    function _score(uint256 gameId, Game storage g, uint256 t, uint256 colours) private returns (uint256) {
        (uint256 learned, bool solved, uint256 points) = _scoreGuesses(gameId, t, colours, g.wordLength);
        uint256 secret = (t >> T_SECRET_SHIFT) & 3;
        _emitRevealed(gameId, t, secret, colours, points);
        if (solved) {
            emit WordSolved(gameId, uint16(t), msg.sender, uint8(secret));
            learned = 0;
            // The last word solved: the player is out; the end of the round records it (see
            // _roundEnd), which already reads this word, rather than this reveal's cold slot.
            if (++secret == SECRETS) g.activeCount--;
        }
        return (t & ~T_STATE) | T_REVEALED | secret << T_SECRET_SHIFT | learned << T_KNOWLEDGE_SHIFT;
    }

    /// @inheritdoc IWorthOfWords
    function advance(uint256 gameId) external {
        Game storage g = _games[gameId];
        Phase phase = g.phase;
        if (phase == Phase.Settling) {
            _settle(gameId, g, SETTLE_BUDGET);
            return;
        }
        if (phase == Phase.Lobby) {
            if (g.cursor >= g.settings.maxPlayers) revert WordproofWrongPhase(gameId, Phase.Commit, phase);
            _setUpSeats(gameId, g, SETTLE_BUDGET / U_SEAT);
            return;
        }
        if (!_inRound(phase)) {
            if (phase == Phase.None) revert WordproofUnknownGame(gameId);
            revert WordproofWrongPhase(gameId, Phase.Commit, phase);
        }
        if (block.timestamp <= g.deadline) {
            if (phase != Phase.Commit || g.drawn) revert WordproofDeadlineNotReached(gameId, g.deadline);
            // Targets not drawn yet: the first commit of a later block draws them. Until then
            // advance succeeds doing nothing (a transaction that seals the next block, on a chain
            // that seals blocks only for transactions; it behaves the same when estimated in the
            // draw block and when mined in the next). Once the draw block's hash is out of reach
            // (older than the history serves), it re-arms the draw on its own block, which it
            // cannot read either.
            if (block.number > g.drawBlock && Randomness.blockHash(g.drawBlock) == 0) {
                g.drawBlock = uint64(block.number);
                emit TargetsRearmed(gameId, g.round, uint64(block.number));
            }
            return;
        }
        if (phase == Phase.Commit) _toOpen(gameId, g);
        else if (phase == Phase.Open) _beginSettling(gameId, g, Stage.RevealSetup);
        else _beginSettling(gameId, g, Stage.RoundEnd);
    }

    /// @inheritdoc IWorthOfWords
    function withdraw(address token) external nonReentrant {
        uint256 amount = balanceOf[token][msg.sender];
        if (amount == 0) revert WordproofNothingToWithdraw(msg.sender, token);
        balanceOf[token][msg.sender] = 0;
        emit Withdrawn(msg.sender, token, amount);
        if (token == address(0)) {
            (bool ok,) = payable(msg.sender).call{value: amount}("");
            if (!ok) revert WordproofNothingToWithdraw(msg.sender, token);
        } else {
            IERC20(token).safeTransfer(msg.sender, amount);
        }
    }

    // ------------------------------------------------------------------ views

    /// @notice The context every proof of `player` in `round` of `gameId` is bound to.
    function contextOf(uint256 gameId, uint256 round, address player) public view returns (uint256) {
        return uint256(keccak256(abi.encode(block.chainid, address(this), gameId, round, player))) >> 8;
    }

    /// @notice The commitment a player submits for a hidden guess.
    function guessCommitment(uint256 gameId, uint256 round, address player, uint32 guess, bytes32 salt)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(gameId, round, player, guess, salt));
    }

    /// @notice The message an invite signer signs (EIP-191 personal message of this digest).
    function inviteDigest(uint256 gameId, address player) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), gameId, player));
    }

    /// @notice A game's state: phase, round, deadline, players still in, the pot and the settings.
    function gameInfo(uint256 gameId)
        external
        view
        returns (
            Phase phase,
            uint16 round,
            uint64 deadline,
            uint8 playerCount,
            uint8 activeCount,
            uint8 pending,
            uint256 pot,
            Settings memory settings,
            IDictionaryRegistry.Dictionary memory dictionary
        )
    {
        Game storage g = _games[gameId];
        pot = _pot(gameId, g);
        (phase, round, deadline, playerCount, activeCount, pending) =
            (g.phase, g.round, g.deadline, g.playerCount, g.activeCount, g.pending);
        (settings, dictionary) = (g.settings, g.dictionary);
    }

    /// @notice A player's state in a game.
    function playerInfo(uint256 gameId, address player) external view returns (Player memory info) {
        uint256 index = _indexOf(gameId, player);
        Attacker storage a = _attackers[gameId][index];
        uint256 t = _targets[gameId][index];
        info.score = _scoreOf(gameId, index);
        info.activeSecret = uint8((t >> T_SECRET_SHIFT) & 3);
        info.status = a.status;
        info.committedRound = a.committedRound;
        info.openedRound = a.openedRound;
        info.mustRevealRound = uint16(t);
        info.revealedRound = t & T_REVEALED != 0 ? uint16(t) : 0;
        info.guess = a.guess;
        info.knowledge = uint128(t >> T_KNOWLEDGE_SHIFT);
    }

    /// @inheritdoc IWorthOfWords
    function targetDraw(uint256 gameId) external view returns (uint64 drawBlock, bool drawn, bytes32 seed) {
        Game storage g = _games[gameId];
        if (!_inRound(g.phase)) return (0, false, 0);
        return (g.drawBlock, g.drawn, _seedOf(gameId, g));
    }

    /// @inheritdoc IWorthOfWords
    function playersOf(uint256 gameId) external view returns (address[] memory) {
        uint256 n = _games[gameId].playerCount;
        address[] memory out = new address[](n);
        for (uint256 i = 0; i < n; i++) {
            out[i] = _attackers[gameId][i].account;
        }
        return out;
    }

    /// @inheritdoc IWorthOfWords
    function targetsOf(uint256 gameId, address player) external view returns (address[] memory) {
        return _neighbours(gameId, player, true);
    }

    /// @inheritdoc IWorthOfWords
    function attackersOf(uint256 gameId, address player) external view returns (address[] memory) {
        return _neighbours(gameId, player, false);
    }

    // -------------------------------------------------------------- internals

    function _game(uint256 gameId, Phase expected) private view returns (Game storage g) {
        g = _games[gameId];
        if (g.phase != expected) {
            if (g.phase == Phase.None) revert WordproofUnknownGame(gameId);
            if (g.phase == Phase.Settling) revert WordproofSettling(gameId, uint8(g.stage));
            revert WordproofWrongPhase(gameId, expected, g.phase);
        }
    }

    /// @dev Whether a game in `phase` is playing a round (commit, open or reveal).
    function _inRound(Phase phase) private pure returns (bool) {
        return phase == Phase.Commit || phase == Phase.Open || phase == Phase.Reveal;
    }

    function _beforeDeadline(uint256 gameId, Game storage g) private view {
        if (block.timestamp > g.deadline) revert WordproofDeadlinePassed(gameId, g.deadline);
    }

    function _seatOf(uint256 gameId, address player) private view returns (uint256 seat) {
        seat = _seats[gameId][player];
        if (seat == 0) revert WordproofNotPlayer(gameId, player);
    }

    function _indexOf(uint256 gameId, address player) private view returns (uint256) {
        return (_seatOf(gameId, player) & SEAT_INDEX_MASK) - 1;
    }

    /// @dev The high 248 bits of the hash of a player's secret commitments.
    function _secretsKey(uint256[2] calldata commitments) private pure returns (uint256) {
        return uint256(keccak256(abi.encode(commitments))) & ~SEAT_INDEX_MASK;
    }

    function _scoreOf(uint256 gameId, uint256 index) private view returns (uint32) {
        uint256 word = _scores[gameId][index / SCORES_PER_SLOT];
        return uint32((word >> ((index % SCORES_PER_SLOT) * SCORE_BITS)) & ((1 << SCORE_BITS) - 1));
    }

    function _collectStake(Settings storage s) private {
        uint256 stake = s.stake;
        if (s.token == address(0)) {
            if (msg.value != stake) revert WordproofWrongStake(stake, msg.value);
        } else {
            if (msg.value != 0) revert WordproofWrongStake(0, msg.value);
            if (stake != 0) IERC20(s.token).safeTransferFrom(msg.sender, address(this), stake);
        }
    }

    function _start(uint256 gameId, Game storage g) private {
        uint8 n = g.playerCount;
        g.activeCount = n;
        emit GameStarted(gameId, n);
        _startRound(gameId, g, (uint256(1) << n) - 1);
    }

    /// @dev Starts a round for the players in `remaining` (bit i: player i). The order is not
    /// drawn here: this block's hash will seed it (see _draw), and no transaction can read the
    /// hash of its own block, so the move that starts a round cannot evaluate its outcome.
    function _startRound(uint256 gameId, Game storage g, uint256 remaining) private {
        uint16 round = ++g.round;
        g.remaining = remaining;
        g.drawBlock = uint64(block.number);
        g.drawn = false;
        g.stage = Stage.None;
        g.pending = g.activeCount;
        g.phase = Phase.Commit;
        uint64 deadline = uint64(block.timestamp) + g.settings.commitTimeout;
        g.deadline = uint40(deadline);
        emit RoundStarted(gameId, round, uint64(block.number), deadline);
    }

    /// @dev Draws this round's order once the seed block's hash can be read (by the first commit
    /// of the round), and reports whether it did. The seed is keccak256(blockhash(drawBlock), gameId, round): fixed when drawBlock
    /// is sealed, unknown to every transaction in it (see docs/security.md, "Target randomness").
    function _draw(uint256 gameId, Game storage g) private returns (bool) {
        bytes32 seed = _seedOf(gameId, g);
        if (seed == 0) return false;
        g.order = _order(seed, g.remaining, g.playerCount, g.activeCount);
        g.drawn = true;
        emit TargetsDrawn(gameId, g.round, seed);
        return true;
    }

    /// @dev The round's seed, or zero while the seed block's hash cannot be read (not sealed yet,
    /// or older than both the BLOCKHASH window and the EIP-2935 history).
    function _seedOf(uint256 gameId, Game storage g) private view returns (bytes32) {
        bytes32 h = Randomness.blockHash(g.drawBlock);
        return h == 0 ? bytes32(0) : keccak256(abi.encode(h, gameId, g.round));
    }

    /// @dev The k players of `remaining` (among the first n), in join order, shuffled by `seed`
    /// exactly as `game.AssignTargets` shuffles them.
    function _order(bytes32 seed, uint256 remaining, uint256 n, uint256 k) private pure returns (bytes memory order) {
        uint8[] memory active = new uint8[](k);
        uint256 j;
        for (uint256 i = 0; i < n; i++) {
            if ((remaining >> i) & 1 == 1) active[j++] = uint8(i);
        }
        Targets.shuffle(seed, active);
        order = new bytes(k);
        for (uint256 p = 0; p < k; p++) {
            order[p] = bytes1(active[p]);
        }
    }

    /// @dev Every active player committed or the deadline passed: those who committed open.
    function _toOpen(uint256 gameId, Game storage g) private {
        uint8 committed = g.activeCount - g.pending;
        if (committed == 0) return _beginSettling(gameId, g, Stage.Tally); // nobody guessed: stalled
        g.pending = committed;
        _setPhase(gameId, g, Phase.Open, g.settings.openTimeout);
    }

    /// @dev Sets up the storage of seats [cursor, cursor + count) and their score slots, so that
    /// no move of the game pays for a fresh slot (about 22,000 gas each) and the moves cost the
    /// same in every round.
    function _setUpSeats(uint256 gameId, Game storage g, uint256 count) private {
        uint256 from = g.cursor;
        uint256 to = from + count;
        uint256 maxPlayers = g.settings.maxPlayers;
        if (to > maxPlayers) to = maxPlayers;
        for (uint256 i = from; i < to; i++) {
            _setUpSeat(gameId, i);
        }
        g.cursor = uint16(to);
    }

    function _setUpSeat(uint256 gameId, uint256 index) private {
        _targets[gameId][index] = T_SET_UP;
        if (index % SCORES_PER_SLOT == 0) _scores[gameId][index / SCORES_PER_SLOT] = SCORES_SET_UP;
    }

    /// @dev A phase ended: its O(n) work starts now, and the move pays for one page of it.
    function _beginSettling(uint256 gameId, Game storage g, Stage stage) private {
        g.phase = Phase.Settling;
        g.stage = stage;
        g.cursor = 0;
        if (stage == Stage.RevealSetup) g.pending = 0;
        _settle(gameId, g, SETTLE_BUDGET);
    }

    /// @dev Does up to `budget` units of the settling work, stage after stage; if work remains,
    /// the game stays Settling and anyone continues with `advance`. Moves of the next phase
    /// revert with WordproofSettling meanwhile.
    function _settle(uint256 gameId, Game storage g, uint256 budget) private {
        while (g.phase == Phase.Settling) {
            Stage stage = g.stage;
            if (stage == Stage.RevealSetup) budget = _revealSetup(gameId, g, budget);
            else if (stage == Stage.RoundEnd) budget = _roundEnd(gameId, g, budget);
            else if (stage == Stage.Tally) budget = _tally(gameId, g, budget);
            else budget = _payout(gameId, g, budget);
            if (budget == 0) break;
        }
        if (g.phase == Phase.Settling) emit PhaseChanged(gameId, g.round, Phase.Settling, 0);
    }

    /// @dev Copies to each target the guesses opened against it (attackers at shuffled positions
    /// p-1, p-2, p-3, in that slot order); every target with at least one must reveal. Returns
    /// the budget left, 0 when it ran out first.
    function _revealSetup(uint256 gameId, Game storage g, uint256 budget) private returns (uint256) {
        bytes memory order = g.order;
        uint256 n = order.length;
        uint16 round = g.round;
        uint256 pending = g.pending;
        mapping(uint256 => uint256) storage targets = _targets[gameId];
        mapping(uint256 => Attacker) storage players = _attackers[gameId];
        uint256 p = g.cursor;
        for (; p < n && budget >= U_TARGET; p++) {
            budget -= U_TARGET;
            uint256 guesses = _guessesAt(players, order, p, round);
            if (guesses == 0) continue;
            uint256 target = uint8(order[p]);
            targets[target] = (targets[target] & T_KEEP) | round | guesses;
            pending++;
        }
        g.pending = uint8(pending);
        if (p < n) {
            g.cursor = uint16(p);
            return 0;
        }
        if (pending == 0) {
            // nobody opened a guess: the game stalled
            (g.stage, g.cursor) = (Stage.Tally, 0);
            return budget;
        }
        g.stage = Stage.None;
        _setPhase(gameId, g, Phase.Reveal, g.settings.revealTimeout);
        return budget;
    }

    /// @dev The guesses opened this round against the target at shuffled position p, in its
    /// target word's layout (count, attackers, guesses); zero when there are none.
    function _guessesAt(mapping(uint256 => Attacker) storage players, bytes memory order, uint256 p, uint16 round)
        private
        view
        returns (uint256)
    {
        uint256 n = order.length;
        uint256 k = Targets.perPlayer(n);
        uint256 count;
        uint256 attackers;
        uint256 guesses;
        for (uint256 a = 1; a <= k; a++) {
            uint256 attacker = uint8(order[(p + n - a) % n]);
            Attacker storage s = players[attacker];
            if (s.openedRound == round) {
                attackers |= attacker << (8 * count);
                guesses |= uint256(s.guess) << (32 * count);
                count++;
            }
        }
        if (count == 0) return 0;
        return count << T_COUNT_SHIFT | attackers << T_ATTACKERS_SHIFT | guesses << T_GUESSES_SHIFT;
    }

    function _setPhase(uint256 gameId, Game storage g, Phase phase, uint32 timeout) private {
        g.phase = phase;
        uint64 deadline = uint64(block.timestamp) + timeout;
        g.deadline = uint40(deadline);
        emit PhaseChanged(gameId, g.round, phase, deadline);
    }

    /// @dev The reveal circuit's packed batch (see `circuits.PackReveal`): per slot the attacker's
    /// guess, its colours and a used flag. Rejects colours that are not one 2-bit colour (never 3)
    /// a letter in each of the target's slots and zero elsewhere, so the reason is clear.
    function _packBatch(uint256 gameId, uint256 length, uint256 t, uint256 colours)
        private
        pure
        returns (uint256 batch)
    {
        // Unchecked: every shift and sum below stays within 256 bits (n <= 3, length <= 6).
        unchecked {
            uint256 n = (t >> T_COUNT_SHIFT) & 3;
            if (colours >> (16 * n) != 0) revert WordproofBadColours(gameId, n);
            uint256 letterBits = 5 * length;
            uint256 flag = uint256(1) << (BITS_PER_LETTER * length);
            uint256 guesses = t >> T_GUESSES_SHIFT;
            uint256 shift;
            for (uint256 s = 0; s < n; s++) {
                uint256 c = colours & 0xffff;
                if (c >> (2 * length) != 0 || c & (c >> 1) & COLOUR_LOW_BITS != 0) revert WordproofBadColours(gameId, s);
                batch |= ((guesses & 0xffffffff) | c << letterBits | flag) << shift;
                colours >>= 16;
                guesses >>= 32;
                shift += letterBits + 2 * length + 1;
            }
        }
    }

    /// @dev Scores every guess against the target's knowledge at the start of the round, credits
    /// each attacker its points, and returns what the knowledge becomes and the points (16 bits
    /// a slot).
    function _scoreGuesses(uint256 gameId, uint256 t, uint256 colours, uint256 length)
        private
        returns (uint256 learned, bool solved, uint256 points)
    {
        uint256 knowledge = t >> T_KNOWLEDGE_SHIFT;
        learned = knowledge;
        mapping(uint256 => uint256) storage scores = _scores[gameId];
        uint256 n = (t >> T_COUNT_SHIFT) & 3;
        uint256 guesses = t >> T_GUESSES_SHIFT;
        // Unchecked: a score stays far below 2^31 (points a round are bounded, rounds are uint16),
        // so adding to one 31-bit field never carries into the next.
        unchecked {
            for (uint256 s = 0; s < n; s++) {
                uint256 pts;
                bool solves;
                (pts, solves, learned) = Scoring.score(knowledge, learned, guesses & 0xffffffff, colours & 0xffff, length);
                uint256 attacker = (t >> (T_ATTACKERS_SHIFT + 8 * s)) & 0xff;
                scores[attacker / SCORES_PER_SLOT] += pts << ((attacker % SCORES_PER_SLOT) * SCORE_BITS);
                points |= pts << (16 * s);
                solved = solved || solves;
                guesses >>= 32;
                colours >>= 16;
            }
        }
    }

    /// @dev Emits the reveal with its slots packed in one word (see IWorthOfWords.Revealed): a
    /// log costs 8 gas a byte, and three dynamic arrays would take five times the space.
    function _emitRevealed(uint256 gameId, uint256 t, uint256 secret, uint256 colours, uint256 points) private {
        uint256 slots = (t >> T_COUNT_SHIFT) & 3 | ((t >> T_ATTACKERS_SHIFT) & 0xffffff) << 8;
        emit Revealed(gameId, uint16(t), msg.sender, secret | slots << 8 | colours << 40 | points << 88);
    }

    /// @dev Ends a round that had reveals: players who owed a reveal and did not give it forfeit,
    /// players who solved their last word this round are out (Solved); then the game ends (at
    /// most one player left, the round cap) or the next round starts with the players still in,
    /// in join order. (A round with no opened guess ends the game directly: it stalled.)
    function _roundEnd(uint256 gameId, Game storage g, uint256 budget) private returns (uint256) {
        uint16 round = g.round;
        bytes memory order = g.order;
        uint256 n = order.length;
        uint256 remaining = g.remaining; // bit i: player i plays on; leavers are cleared
        uint256 active = g.activeCount;
        uint256 forfeits;
        uint256 p = g.cursor;
        for (; p < n; p++) {
            if (budget < U_LEAVER) break;
            uint256 i = uint8(order[p]);
            Status status = _outcome(_targets[gameId][i], round);
            if (status == Status.Active) {
                budget -= U_PLAYER;
                continue;
            }
            budget -= U_LEAVER;
            // A Solved player's activeCount already dropped with its reveal (see _score).
            if (status == Status.Forfeited) (active, forfeits) = (active - 1, forfeits + 1);
            remaining &= ~(uint256(1) << i);
            _eliminate(gameId, i, round, status);
        }
        g.remaining = remaining;
        g.activeCount = uint8(active);
        if (forfeits != 0) _tallies[gameId].forfeits += uint8(forfeits);
        if (p < n) {
            g.cursor = uint16(p);
            return 0;
        }
        if (active <= 1 || _capReached(round, g.settings.roundCap)) {
            (g.stage, g.cursor) = (Stage.Tally, 0);
            return budget;
        }
        _startRound(gameId, g, remaining);
        return budget;
    }

    /// @dev How a player's round ended, from its target word: it owed a reveal and gave none
    /// (Forfeited), its last word was solved (Solved), or it plays on (Active).
    function _outcome(uint256 t, uint16 round) private pure returns (Status) {
        if (t & (T_ROUND | T_REVEALED) == round) return Status.Forfeited;
        if ((t >> T_SECRET_SHIFT) & 3 == SECRETS) return Status.Solved;
        return Status.Active;
    }

    function _eliminate(uint256 gameId, uint256 i, uint16 round, Status status) private {
        Attacker storage a = _attackers[gameId][i];
        a.status = status;
        emit PlayerEliminated(gameId, round, a.account, status);
    }

    /// @dev Whether the game ends after `round`: at its cap (at least 1, at most 65535), so the
    /// uint16 round counter is only incremented below the cap and never wraps.
    function _capReached(uint16 round, uint16 cap) internal pure returns (bool) {
        return round >= cap;
    }

    /// @dev Whether player i can win: it did not forfeit, or everyone did.
    function _eligible(Attacker storage a, bool anyEligible) private view returns (bool) {
        return !anyEligible || a.status != Status.Forfeited;
    }

    /// @dev Finds the winners: the highest score among players who did not forfeit (among
    /// everyone if all forfeited); ties split.
    function _tally(uint256 gameId, Game storage g, uint256 budget) private returns (uint256) {
        Tally memory tl = _tallies[gameId];
        uint256 n = g.playerCount;
        bool anyEligible = tl.forfeits < n;
        uint256 i = g.cursor;
        for (; i < n && budget >= U_PLAYER; i++) {
            budget -= U_PLAYER;
            if (!_eligible(_attackers[gameId][i], anyEligible)) continue;
            uint32 score = _scoreOf(gameId, i);
            if (tl.winners == 0 || score > tl.best) {
                (tl.best, tl.winners, tl.first) = (score, 1, uint8(i));
            } else if (score == tl.best) {
                tl.winners++;
            }
        }
        _tallies[gameId] = tl;
        if (i < n) {
            g.cursor = uint16(i);
            return 0;
        }
        (g.stage, g.cursor) = (Stage.Payout, 0);
        return budget;
    }

    /// @dev Credits each winner the pot split evenly, and the first the remainder.
    function _payout(uint256 gameId, Game storage g, uint256 budget) private returns (uint256) {
        Tally memory tl = _tallies[gameId];
        uint256 n = g.playerCount;
        uint256 pot = uint256(g.settings.stake) * n;
        uint256 i = g.cursor;
        for (; i < n; i++) {
            address winner = _winnerAt(gameId, i, tl, n);
            if (winner == address(0)) {
                if (budget < U_PLAYER) break;
                budget -= U_PLAYER;
                continue;
            }
            if (budget < U_WINNER) break;
            budget -= U_WINNER;
            // Each winner gets the pot split evenly; the first also the remainder.
            uint256 amount = pot / tl.winners + (i == tl.first ? pot % tl.winners : 0);
            balanceOf[g.settings.token][winner] += amount;
            tl.credited += uint128(amount);
            emit PrizeCredited(gameId, winner, amount);
        }
        _tallies[gameId].credited = tl.credited;
        if (i < n) {
            g.cursor = uint16(i);
            return 0;
        }
        g.phase = Phase.Ended;
        g.stage = Stage.None;
        emit GameEnded(gameId, g.round, tl.winners, pot / tl.winners);
        return budget;
    }

    /// @dev Player i's account if it is a winner of the tallied game, else zero.
    function _winnerAt(uint256 gameId, uint256 i, Tally memory tl, uint256 n) private view returns (address) {
        Attacker storage a = _attackers[gameId][i];
        if (!_eligible(a, tl.forfeits < n) || _scoreOf(gameId, i) != tl.best) return address(0);
        return a.account;
    }

    /// @dev The escrow a game holds: every seated player's stake until the game is settled
    /// (forfeited stakes stay in it), nothing after.
    function _pot(uint256 gameId, Game storage g) private view returns (uint256) {
        if (g.phase == Phase.Ended) return 0;
        return uint256(g.settings.stake) * g.playerCount - _tallies[gameId].credited;
    }

    /// @dev The targets (forward) or attackers of an active player this round.
    /// Before the order is stored, it is computed from the seed if the seed can be read; while it
    /// cannot (the round-start block itself), there are no targets yet.
    function _neighbours(uint256 gameId, address player, bool forward) private view returns (address[] memory out) {
        Game storage g = _games[gameId];
        uint256 index = _indexOf(gameId, player);
        if (!_inRound(g.phase) || _attackers[gameId][index].status != Status.Active) return out;
        bytes memory order;
        if (g.drawn) {
            order = g.order;
        } else {
            bytes32 seed = _seedOf(gameId, g);
            if (seed == 0) return out;
            order = _order(seed, g.remaining, g.playerCount, g.activeCount);
        }
        uint256 n = order.length;
        uint256 p;
        while (uint8(order[p]) != index) {
            if (++p == n) return out;
        }
        uint256 k = Targets.perPlayer(n);
        out = new address[](k);
        for (uint256 a = 1; a <= k; a++) {
            uint256 q = forward ? (p + a) % n : (p + n - a) % n;
            out[a - 1] = _attackers[gameId][uint8(order[q])].account;
        }
    }
}
