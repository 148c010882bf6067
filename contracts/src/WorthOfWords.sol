// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IWorthOfWords} from "./interfaces/IWorthOfWords.sol";
import {IDictionaryRegistry} from "./interfaces/IDictionaryRegistry.sol";
import {ICommitVerifier, IRevealVerifier} from "./interfaces/IGroth16Verifier.sol";
import {Scoring} from "./libraries/Scoring.sol";
import {Targets} from "./libraries/Targets.sol";
import {GuessTree} from "./libraries/GuessTree.sol";

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
    /// @dev The low bit of every 2-bit colour field.
    uint256 internal constant COLOUR_LOW_BITS = 0x5555;

    /// @dev Everything about one player of one game, in one storage slot.
    struct Player {
        uint32 score;
        uint8 activeSecret; // index of the secret under attack; SECRETS when all are solved
        Status status;
        uint16 committedRound; // round of the stored guess commitment
        uint16 openedRound; // round of the stored open guess
        uint16 mustRevealRound; // round in which the player has guesses to answer
        uint16 revealedRound; // round of the player's last reveal
        uint32 guess; // the open guess, packed
        uint96 knowledge; // what is known about the active secret (see Scoring)
    }

    /// @dev One game. Slot 0 holds everything the hot paths read together.
    struct Game {
        Phase phase;
        uint16 round;
        uint8 playerCount;
        uint8 activeCount; // players still in the game
        uint8 pending; // actions the current phase still waits for
        uint8 committedCount; // guesses committed this round
        uint8 openedCount; // guesses opened this round
        uint64 deadline;
        address creator;
        Settings settings;
        IDictionaryRegistry.Dictionary dictionary;
        bytes order; // active player indexes in shuffled order, this round
        bytes position; // position in `order` by player index (active players only)
    }

    IDictionaryRegistry public immutable registry;

    uint256 public gameCount;
    mapping(uint256 gameId => Game) private _games;
    /// @dev Players by join index; the count is Game.playerCount (no array length to keep).
    mapping(uint256 gameId => mapping(uint256 index => address)) private _players;
    /// @dev A player's seat: the keccak256 hash of its two secret commitments in the high 248
    /// bits (collision resistance of 124 bits suffices to pin them) and its join index + 1 in the
    /// low 8, so one slot both finds the player and checks the commitments of a reveal.
    mapping(uint256 gameId => mapping(address player => uint256)) private _seats;
    mapping(uint256 gameId => mapping(uint256 index => Player)) private _state;
    mapping(uint256 gameId => mapping(uint256 index => bytes32)) private _guessCommitment;
    mapping(address token => mapping(address player => uint256)) public balanceOf;

    constructor(IDictionaryRegistry registry_) {
        registry = registry_;
    }

    // ------------------------------------------------------------------ lobby

    /// @inheritdoc IWorthOfWords
    function createLobby(Settings calldata s) external returns (uint256 gameId) {
        if (s.minPlayers < 2) revert WordproofBadSettings("minPlayers below 2");
        if (s.maxPlayers < s.minPlayers) revert WordproofBadSettings("maxPlayers below minPlayers");
        if (s.commitTimeout == 0 || s.openTimeout == 0 || s.revealTimeout == 0) {
            revert WordproofBadSettings("zero timeout");
        }
        IDictionaryRegistry.Dictionary memory dict;
        try registry.dictionary(s.wordLength) returns (IDictionaryRegistry.Dictionary memory d) {
            dict = d;
        } catch {
            revert WordproofUnsupportedLength(s.wordLength);
        }
        gameId = ++gameCount;
        Game storage g = _games[gameId];
        g.phase = Phase.Lobby;
        g.creator = msg.sender;
        g.settings = s;
        g.dictionary = dict;
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
        _players[gameId][index] = msg.sender;
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
        mapping(uint256 => address) storage players = _players[gameId];
        if (index != last) {
            address moved = players[last];
            players[index] = moved;
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
        uint256 index = _indexOf(gameId, msg.sender);
        Player storage p = _state[gameId][index];
        if (p.status != Status.Active) revert WordproofNotActive(gameId, msg.sender);
        uint16 round = g.round;
        if (p.committedRound == round) revert WordproofAlreadyCommitted(gameId, msg.sender);
        p.committedRound = round;
        _guessCommitment[gameId][index] = commitment;
        g.committedCount++;
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
        Player storage p = _state[gameId][playerIndex];
        uint16 round = g.round;
        if (p.committedRound != round) revert WordproofNoCommitment(gameId, msg.sender);
        if (p.openedRound == round) revert WordproofAlreadyOpened(gameId, msg.sender);
        if (guessCommitment(gameId, round, msg.sender, guess, salt) != _guessCommitment[gameId][playerIndex]) {
            revert WordproofCommitmentMismatch(gameId, msg.sender);
        }
        uint256 length = g.settings.wordLength;
        if (guess >> (5 * length) != 0) revert WordproofBadWord(guess);
        IDictionaryRegistry.Dictionary storage d = g.dictionary;
        if (!GuessTree.contains(d.guessRoot, d.guessDepth, length, guess, index, siblings)) {
            revert WordproofNotInDictionary(gameId, guess);
        }
        p.openedRound = round;
        p.guess = guess;
        g.openedCount++;
        emit GuessOpened(gameId, round, msg.sender, guess);
        if (--g.pending == 0) _toReveal(gameId, g);
    }

    /// @inheritdoc IWorthOfWords
    function reveal(uint256 gameId, uint16[] calldata colours, uint256[2] calldata commitments, Proof calldata proof)
        external
    {
        Game storage g = _game(gameId, Phase.Reveal);
        _beforeDeadline(gameId, g);
        uint256 seat = _seatOf(gameId, msg.sender);
        uint256 targetIndex = (seat & SEAT_INDEX_MASK) - 1;
        Player storage target = _state[gameId][targetIndex];
        if (target.mustRevealRound != g.round) revert WordproofNothingToReveal(gameId, msg.sender);
        if (target.revealedRound == g.round) revert WordproofAlreadyRevealed(gameId, msg.sender);
        if (_secretsKey(commitments) != seat & ~SEAT_INDEX_MASK) revert WordproofInvalidProof(gameId, msg.sender);
        target.revealedRound = g.round;
        uint256[] memory attackers = _verifyReveal(gameId, g, targetIndex, colours, commitments[target.activeSecret], proof);
        _score(gameId, g, target, attackers, colours, proof);
        if (--g.pending == 0) _endRound(gameId, g);
    }

    /// @dev Checks the reveal proof against the guesses the target's attackers opened this round.
    function _verifyReveal(
        uint256 gameId,
        Game storage g,
        uint256 targetIndex,
        uint16[] calldata colours,
        uint256 commitment,
        Proof calldata proof
    ) private view returns (uint256[] memory attackers) {
        attackers = _openedAttackers(gameId, g, targetIndex);
        if (colours.length != attackers.length) revert WordproofBadColours(gameId, colours.length);
        uint256[3] memory input =
            [commitment, _packBatch(gameId, g.settings.wordLength, attackers, colours), contextOf(gameId, g.round, msg.sender)];
        try IRevealVerifier(g.dictionary.revealVerifier).verifyProof(abi.encodePacked(proof.words), input) {}
        catch {
            revert WordproofInvalidProof(gameId, msg.sender);
        }
    }

    /// @inheritdoc IWorthOfWords
    function advance(uint256 gameId) external {
        Game storage g = _games[gameId];
        Phase phase = g.phase;
        if (phase != Phase.Commit && phase != Phase.Open && phase != Phase.Reveal) {
            if (phase == Phase.None) revert WordproofUnknownGame(gameId);
            revert WordproofWrongPhase(gameId, Phase.Commit, phase);
        }
        if (block.timestamp <= g.deadline) revert WordproofDeadlineNotReached(gameId, g.deadline);
        if (phase == Phase.Commit) _toOpen(gameId, g);
        else if (phase == Phase.Open) _toReveal(gameId, g);
        else _endRound(gameId, g);
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
        return (
            g.phase, g.round, g.deadline, g.playerCount, g.activeCount, g.pending, _pot(g), g.settings, g.dictionary
        );
    }

    /// @notice A player's state in a game.
    function playerInfo(uint256 gameId, address player) external view returns (Player memory) {
        return _state[gameId][_indexOf(gameId, player)];
    }

    /// @inheritdoc IWorthOfWords
    function playersOf(uint256 gameId) external view returns (address[] memory) {
        uint256 n = _games[gameId].playerCount;
        address[] memory out = new address[](n);
        for (uint256 i = 0; i < n; i++) {
            out[i] = _players[gameId][i];
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
            revert WordproofWrongPhase(gameId, expected, g.phase);
        }
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
        g.activeCount = g.playerCount;
        emit GameStarted(gameId, g.playerCount);
        _startRound(gameId, g);
    }

    /// @dev Shuffles the active players with a seed that differs per game and round.
    function _startRound(uint256 gameId, Game storage g) private {
        uint16 round = ++g.round;
        bytes32 seed = keccak256(abi.encode(block.prevrandao, blockhash(block.number - 1), gameId, round));
        uint256 n = g.playerCount;
        uint8[] memory active = new uint8[](g.activeCount);
        uint256 k;
        for (uint256 i = 0; i < n; i++) {
            if (_state[gameId][i].status == Status.Active) active[k++] = uint8(i);
        }
        Targets.shuffle(seed, active);
        bytes memory order = new bytes(k);
        bytes memory position = new bytes(n);
        for (uint256 p = 0; p < k; p++) {
            order[p] = bytes1(active[p]);
            position[active[p]] = bytes1(uint8(p));
        }
        g.order = order;
        g.position = position;
        g.committedCount = 0;
        g.openedCount = 0;
        g.pending = uint8(k);
        g.phase = Phase.Commit;
        uint64 deadline = uint64(block.timestamp) + g.settings.commitTimeout;
        g.deadline = deadline;
        emit RoundStarted(gameId, round, seed, deadline);
    }

    function _toOpen(uint256 gameId, Game storage g) private {
        if (g.committedCount == 0) return _endRound(gameId, g);
        g.pending = g.committedCount;
        _setPhase(gameId, g, Phase.Open, g.settings.openTimeout);
    }

    /// @dev Every active player with at least one open guess aimed at it must reveal.
    function _toReveal(uint256 gameId, Game storage g) private {
        bytes memory order = g.order;
        uint256 n = order.length;
        uint256 k = Targets.perPlayer(n);
        uint16 round = g.round;
        uint8 pending;
        for (uint256 p = 0; p < n; p++) {
            for (uint256 a = 1; a <= k; a++) {
                if (_state[gameId][uint8(order[(p + n - a) % n])].openedRound == round) {
                    _state[gameId][uint8(order[p])].mustRevealRound = round;
                    pending++;
                    break;
                }
            }
        }
        if (pending == 0) return _endRound(gameId, g);
        g.pending = pending;
        _setPhase(gameId, g, Phase.Reveal, g.settings.revealTimeout);
    }

    function _setPhase(uint256 gameId, Game storage g, Phase phase, uint32 timeout) private {
        g.phase = phase;
        uint64 deadline = uint64(block.timestamp) + timeout;
        g.deadline = deadline;
        emit PhaseChanged(gameId, g.round, phase, deadline);
    }

    /// @dev The attackers of `targetIndex` this round who opened a guess, in slot order
    /// (shuffled positions p-1, p-2, p-3).
    function _openedAttackers(uint256 gameId, Game storage g, uint256 targetIndex)
        private
        view
        returns (uint256[] memory attackers)
    {
        bytes memory order = g.order;
        uint256 n = order.length;
        uint256 k = Targets.perPlayer(n);
        uint256 p = uint8(g.position[targetIndex]);
        uint16 round = g.round;
        uint256[3] memory found;
        uint256 count;
        for (uint256 a = 1; a <= k; a++) {
            uint256 attacker = uint8(order[(p + n - a) % n]);
            if (_state[gameId][attacker].openedRound == round) found[count++] = attacker;
        }
        attackers = new uint256[](count);
        for (uint256 i = 0; i < count; i++) {
            attackers[i] = found[i];
        }
    }

    /// @dev The reveal circuit's packed public input: per slot the attacker's guess, its colours
    /// and a used flag (see `circuits.PackReveal`).
    function _packBatch(uint256 gameId, uint256 length, uint256[] memory attackers, uint16[] calldata colours)
        private
        view
        returns (uint256 packed)
    {
        uint256 slotBits = BITS_PER_LETTER * length + 1;
        for (uint256 s = 0; s < colours.length; s++) {
            uint256 c = colours[s];
            // Two bits a letter, none of them 3: reject before the proof so the reason is clear.
            if (c >> (2 * length) != 0 || c & (c >> 1) & COLOUR_LOW_BITS != 0) revert WordproofBadColours(gameId, s);
            uint256 slot = uint256(_state[gameId][attackers[s]].guess) | c << (5 * length)
                | uint256(1) << (BITS_PER_LETTER * length);
            packed |= slot << (s * slotBits);
        }
    }

    /// @dev Scores every guess against the target's knowledge at the start of the round, then
    /// learns from all of them; a solved word activates the next secret with fresh knowledge.
    function _score(
        uint256 gameId,
        Game storage g,
        Player storage target,
        uint256[] memory attackers,
        uint16[] calldata colours,
        Proof calldata proof
    ) private {
        uint8 secretIndex = target.activeSecret;
        (uint256 learned, bool solved, uint16[] memory points) =
            _scoreGuesses(gameId, target.knowledge, g.settings.wordLength, attackers, colours);
        uint16 round = g.round;
        _emitRevealed(gameId, round, secretIndex, attackers, colours, points, proof);
        if (!solved) {
            target.knowledge = uint96(learned);
            return;
        }
        emit WordSolved(gameId, round, msg.sender, secretIndex);
        target.knowledge = 0;
        target.activeSecret = secretIndex + 1;
        if (secretIndex + 1 == SECRETS) {
            target.status = Status.Solved;
            g.activeCount--;
            emit PlayerEliminated(gameId, round, msg.sender, Status.Solved);
        }
    }

    /// @dev Credits each attacker its points and returns what the target's knowledge becomes.
    function _scoreGuesses(
        uint256 gameId,
        uint256 knowledge,
        uint256 length,
        uint256[] memory attackers,
        uint16[] calldata colours
    ) private returns (uint256 learned, bool solved, uint16[] memory points) {
        learned = knowledge;
        points = new uint16[](attackers.length);
        for (uint256 s = 0; s < attackers.length; s++) {
            Player storage attacker = _state[gameId][attackers[s]];
            uint256 pts;
            bool solves;
            (pts, solves, learned) = Scoring.score(knowledge, learned, attacker.guess, colours[s], length);
            attacker.score += uint32(pts);
            points[s] = uint16(pts);
            solved = solved || solves;
        }
    }

    function _emitRevealed(
        uint256 gameId,
        uint16 round,
        uint8 secretIndex,
        uint256[] memory attackers,
        uint16[] calldata colours,
        uint16[] memory points,
        Proof calldata proof
    ) private {
        uint8[] memory indexes = new uint8[](attackers.length);
        for (uint256 i = 0; i < attackers.length; i++) {
            indexes[i] = uint8(attackers[i]);
        }
        emit Revealed(gameId, round, msg.sender, secretIndex, indexes, colours, points, proof.words);
    }

    /// @dev Ends the round: players who owed a reveal and did not give it forfeit; then the
    /// game ends or the next round starts.
    function _endRound(uint256 gameId, Game storage g) private {
        uint16 round = g.round;
        if (g.phase == Phase.Reveal) {
            uint256 n = g.playerCount;
            for (uint256 i = 0; i < n; i++) {
                Player storage p = _state[gameId][i];
                if (p.status == Status.Active && p.mustRevealRound == round && p.revealedRound != round) {
                    p.status = Status.Forfeited;
                    g.activeCount--;
                    emit PlayerEliminated(gameId, round, _players[gameId][i], Status.Forfeited);
                }
            }
        }
        uint16 cap = g.settings.roundCap;
        if (g.activeCount <= 1 || (cap != 0 && round >= cap) || g.openedCount == 0) {
            _endGame(gameId, g);
        } else {
            _startRound(gameId, g);
        }
    }

    /// @dev Credits the pot to the winners: the highest score among players who did not
    /// forfeit (among everyone if all forfeited), split evenly, the remainder to the first.
    function _endGame(uint256 gameId, Game storage g) private {
        uint256 pot = _pot(g); // before the phase changes: a settled game holds nothing
        g.phase = Phase.Ended;
        uint256 n = g.playerCount;
        uint256 best;
        uint256 winnerCount;
        bool anyEligible;
        for (uint256 i = 0; i < n; i++) {
            if (_state[gameId][i].status != Status.Forfeited) anyEligible = true;
        }
        for (uint256 i = 0; i < n; i++) {
            Player storage p = _state[gameId][i];
            if (anyEligible && p.status == Status.Forfeited) continue;
            if (p.score > best || winnerCount == 0) {
                best = p.score;
                winnerCount = 1;
            } else if (p.score == best) {
                winnerCount++;
            }
        }
        address[] memory winners = new address[](winnerCount);
        uint256 w;
        for (uint256 i = 0; i < n; i++) {
            Player storage p = _state[gameId][i];
            if (anyEligible && p.status == Status.Forfeited) continue;
            if (p.score == best) winners[w++] = _players[gameId][i];
        }
        uint256 prize = pot / winnerCount;
        address token = g.settings.token;
        for (uint256 i = 0; i < winnerCount; i++) {
            balanceOf[token][winners[i]] += prize;
        }
        balanceOf[token][winners[0]] += pot - prize * winnerCount;
        emit GameEnded(gameId, g.round, winners, prize);
    }

    /// @dev The escrow a game holds: every seated player's stake until the game is settled
    /// (forfeited stakes stay in it), nothing after.
    function _pot(Game storage g) private view returns (uint256) {
        return g.phase == Phase.Ended ? 0 : uint256(g.settings.stake) * g.playerCount;
    }

    function _neighbours(uint256 gameId, address player, bool forward) private view returns (address[] memory out) {
        Game storage g = _games[gameId];
        uint256 index = _indexOf(gameId, player);
        bytes memory order = g.order;
        uint256 n = order.length;
        if (n == 0 || _state[gameId][index].status != Status.Active) return out;
        uint256 k = Targets.perPlayer(n);
        uint256 p = uint8(g.position[index]);
        out = new address[](k);
        for (uint256 a = 1; a <= k; a++) {
            uint256 q = forward ? (p + a) % n : (p + n - a) % n;
            out[a - 1] = _players[gameId][uint8(order[q])];
        }
    }
}
