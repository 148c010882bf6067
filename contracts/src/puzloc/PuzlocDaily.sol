// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Randomness} from "../common/Randomness.sol";
import {IHouseRegistry} from "../house/IHouseRegistry.sol";
import {HouseRegistry} from "../house/HouseRegistry.sol";
import {HiddenInputs} from "../house/HiddenInputs.sol";
import {IKeyVerifier, IHiddenAnswerVerifier, IRefuseVerifier} from "../worduel/IWorduelBo3.sol";
import {IAnswerVerifier} from "../worduel/WorduelBlitz.sol";
import {IPuzlocDaily} from "./IPuzlocDaily.sol";
import {PhraseLockDay, IPhraseLockVerifier} from "./PhraseLockDay.sol";
import {PhraseLockRules} from "./PhraseLockRules.sol";

/// @title PuzlocDaily
/// @notice Puzloc's daily challenges (puzloc-rules.md "Daily Challenges"; docs/puzloc.md "The
/// daily challenge") on a bonded house with hidden guesses (docs/circuits.md "Hidden guesses").
/// Day d runs from T = d * 1 days (00:00 UTC) to T + 1 days.
///
///  1. Draw: before T - COMMIT_LEAD, anyone arms the house draw of (game type, d) in the
///     HouseRegistry ({requestDay}) and, in a later block, draws it ({assignDay}).
///  2. Commit: the house posts S = C(2, seed) before T - COMMIT_LEAD ({commitDay}); R comes from
///     that block's hash ({draw}, anyone, a block later), unknown at the commitment. The day's
///     answer is answers[H(seed, R, 0) mod N], the same for everyone.
///  3. Play, from T to T + 1 days: an account posts a fresh BabyJubJub key ({join}): its one
///     attempt at this challenge, by construction (a second {join} reverts and nothing resets
///     it). The house binds it with a housekey proof within WINDOW ({bind}); then each hidden
///     guess ({guess}) is answered within WINDOW by a proof ({answer}: colours encrypted, the
///     solved bit public) or refused as no guess ({refuse}: the try is spent). The player's time
///     is its thinking time only: from the binding's or the last answer's block to its guess.
///     Guesses are accepted until T + 1 days + GRACE.
///  4. Open: after the last answers are due (T + 1 days + GRACE + WINDOW) and before one more
///     WINDOW, the house proves the day's answer with an answer proof of it against itself (all
///     green) and publishes the seed ({openDay}); it may publish each player's match key for the
///     auditors ({openKeys}). Anyone then records a player's score ({finalise}): game/puzloc's
///     formula with the answer's difficulty, attempts and thinking time.
///  5. A house that misses a deadline (commitment, binding, answer, opening) is slashed by
///     {claimHouseTimeout}: the day is void, nobody is scored or penalised for it, and the named
///     players (up to 16) are credited COMPENSATION each from the bond.
///
/// Game type 1 is PhraseLock (docs/puzloc.md "PhraseLock on chain"): {join} and {bind} as above
/// with the phrase root, then the moves and answers of {PhraseLockDay} (phraseMove, phraseAnswer)
/// in the same windows, the facts proven by phraseOpen before {openDay} publishes the seed, and
/// {finalise} records phraseScore. guess, answer and refuse are NumLock's (game types other than 1).
contract PuzlocDaily is IPuzlocDaily, PhraseLockDay {
    uint256 private constant FIELD = 21888242871839275222246405745257275088548364400416034343698204186575808495617;
    /// @notice Game type 0: NumLock.
    uint8 public constant NUMLOCK = 0;
    /// @notice Game type 1: PhraseLock (its answers root is the phrase root).
    uint8 public constant PHRASELOCK = 1;
    /// @notice The word index of every day's answer in the derivation (one answer a day).
    uint256 private constant WORD = 0;

    /// @notice One game type's circuits and answers list. PhraseLock (type 1) uses the phraselock
    /// verifier of the settings and only answersRoot and answersCount (1..2^14) of its entry.
    struct GameType {
        IHiddenAnswerVerifier answerVerifier; // hidden_l<L>a<A>
        IRefuseVerifier refuseVerifier; // refuse_l<L>a<A>
        IAnswerVerifier openVerifier; // answer_l<L>a<A>: the opening
        uint256 answersRoot; // Poseidon2 root of the answers list
        uint32 answersCount; // N (1..8192)
        uint8 length; // L: symbols of an answer
        uint8 tries; // guesses an attempt has
    }

    /// @notice Constructor settings.
    struct Config {
        IHouseRegistry registry;
        IKeyVerifier keyVerifier;
        GameType[] gameTypes;
        uint256 commitLead; // the house commits at least this long before 00:00 UTC
        uint256 grace; // guesses end this long after the day
        uint256 window; // binding, answer and opening deadline
        uint256 compensation; // wei per named player from a late house's bond
        IPhraseLockVerifier phraseVerifier; // phraselock: game type 1's answers and opening
    }

    IHouseRegistry public immutable REGISTRY;
    IKeyVerifier public immutable KEY_VERIFIER;
    uint256 public immutable COMMIT_LEAD;
    uint256 public immutable GRACE;
    uint256 public immutable WINDOW;
    uint256 public immutable COMPENSATION;
    uint256 public immutable GAME_TYPES;
    IPhraseLockVerifier public immutable PHRASE_VERIFIER;

    mapping(uint256 gameType => GameType) private _types;
    mapping(uint256 dayId => Day) private _days;
    mapping(uint256 dayId => mapping(address player => Seat)) private _seats;
    /// @dev Moves the house owes now (bindings and answers), per day: {openDay} needs none.
    mapping(uint256 dayId => uint256) private _owed;
    /// @dev A PhraseLock day with a move: its opening needs the proven facts (phraseOpen).
    mapping(uint256 dayId => bool) private _phraseMoved;

    constructor(Config memory c) {
        uint256 n = c.gameTypes.length;
        if (
            address(c.registry) == address(0) || address(c.keyVerifier) == address(0) || n == 0 || n > 256
                || c.commitLead == 0 || c.commitLead > 7 days || c.grace > 1 days || c.window == 0 || c.window > 1 days
        ) revert DailyBadSettings();
        for (uint256 i; i < n; ++i) {
            GameType memory t = c.gameTypes[i];
            if (i == PHRASELOCK) {
                if (
                    address(c.phraseVerifier) == address(0) || t.answersCount == 0
                        || t.answersCount > PhraseLockRules.MAX_COUNT
                ) revert DailyBadSettings();
                _types[i] = t;
                continue;
            }
            if (
                address(t.answerVerifier) == address(0) || address(t.refuseVerifier) == address(0)
                    || address(t.openVerifier) == address(0) || t.answersCount == 0
                    || t.answersCount > HiddenInputs.MAX_COUNT || t.length == 0 || t.length > 6 || t.tries == 0
                    || t.tries > 15
            ) revert DailyBadSettings();
            _types[i] = t;
        }
        REGISTRY = c.registry;
        KEY_VERIFIER = c.keyVerifier;
        COMMIT_LEAD = c.commitLead;
        GRACE = c.grace;
        WINDOW = c.window;
        COMPENSATION = c.compensation;
        GAME_TYPES = n;
        PHRASE_VERIFIER = c.phraseVerifier;
    }

    // ---- the house's draw and commitment ----

    /// @notice Arms the house draw of game type `gameType` on day `day`. Anyone, before the
    /// commitment's deadline.
    function requestDay(uint256 gameType, uint256 day) external {
        uint256 id = dayIdOf(gameType, day);
        _before(id, commitDue(day));
        REGISTRY.requestHouse(id, new address[](0));
        emit DayRequested(id, gameType, day);
    }

    /// @notice Draws the day's house from the armed block (a later block). Anyone. Returns 0 (and
    /// the registry re-arms) when the armed block's hash is out of reach or no house was active.
    function assignDay(uint256 gameType, uint256 day) external returns (address house) {
        uint256 id = dayIdOf(gameType, day);
        _before(id, commitDue(day));
        Day storage d = _days[id];
        if (d.house != address(0)) revert DailyHouseState(id);
        house = REGISTRY.assign(id, new address[](0));
        if (house == address(0)) return house;
        d.house = house;
        emit HouseDrawn(id, house);
    }

    /// @notice The house commits S = C(2, seed) before T - COMMIT_LEAD; R will come from this
    /// block's hash.
    function commitDay(uint256 gameType, uint256 day, uint256 seedCommitment) external {
        uint256 id = dayIdOf(gameType, day);
        Day storage d = _house(id);
        _before(id, commitDue(day));
        if (d.seedCommitment != 0) revert DailyAlreadyCommitted(id);
        if (seedCommitment == 0 || seedCommitment >= FIELD) revert DailyBadValue(seedCommitment);
        d.seedCommitment = seedCommitment;
        d.drawBlock = uint64(block.number);
        emit DayCommitted(id, seedCommitment);
    }

    /// @notice Fixes R from the commitment block's hash. Anyone, from the next block. When that
    /// hash is out of reach (8191 blocks), the draw re-arms on this block: R stays unknown to the
    /// house when it committed either way.
    function draw(uint256 gameType, uint256 day) external {
        uint256 id = dayIdOf(gameType, day);
        Day storage d = _days[id];
        if (d.seedCommitment == 0) revert DailyNotCommitted(id);
        if (d.drawn) return;
        bytes32 h = Randomness.blockHash(d.drawBlock);
        if (h == 0) {
            if (block.number <= d.drawBlock) revert DailyRandomnessPending(id, d.drawBlock);
            d.drawBlock = uint64(block.number);
            return;
        }
        uint128 r = uint128(uint256(keccak256(abi.encode(h, address(this), id))));
        d.randomness = r;
        d.drawn = true;
        emit RandomnessDrawn(id, r);
    }

    // ---- an attempt ----

    /// @notice Starts the caller's one attempt at the day's challenge with its fresh key
    /// (hidden.NewPlayerKey), during the day.
    function join(uint256 gameType, uint256 day, uint256 x, uint256 y) external {
        uint256 id = dayIdOf(gameType, day);
        Day storage d = _days[id];
        _open(id, d);
        if (!d.drawn) revert DailyNotCommitted(id);
        uint256 start = day * 1 days;
        if (block.timestamp < start || block.timestamp >= start + 1 days) {
            revert DailyWrongTime(id, start, start + 1 days);
        }
        Seat storage s = _seats[id][msg.sender];
        if (s.playerY != 0) revert DailyAlreadyPlayed(id, msg.sender);
        if (!HouseRegistry(address(REGISTRY)).onCurve(x, y)) revert DailyBadKey(x, y);
        s.playerY = y;
        s.joinedAt = uint40(block.timestamp);
        _owed[id]++;
        emit Joined(id, msg.sender, x, y);
    }

    /// @notice The house binds `player`'s key within WINDOW: M with a housekey proof over
    /// [house y, player y, context, S, answers root, M]. The player's clock starts now.
    function bind(uint256 gameType, uint256 day, address player, uint256 binding, bytes calldata proof) external {
        uint256 id = dayIdOf(gameType, day);
        Day storage d = _house(id);
        _open(id, d);
        Seat storage s = _seat(id, player);
        if (s.binding != 0) revert DailyAlreadyBound(id, player);
        _before(id, uint256(s.joinedAt) + WINDOW + 1);
        if (binding == 0 || binding >= FIELD) revert DailyBadValue(binding);
        _verifyKey(id, player, s.playerY, d.seedCommitment, _types[gameType].answersRoot, binding, proof);
        s.binding = binding;
        s.acc = binding;
        s.readyAt = uint40(block.timestamp);
        _owed[id]--;
        emit Bound(id, player, binding);
    }

    /// @notice Posts the caller's next hidden guess, CT = packed guess + pad(k, 0, n)
    /// (hidden.EncryptGuess). The time since the player could think about it is added to its
    /// thinking time.
    function guess(uint256 gameType, uint256 day, uint256 ciphertext) external {
        uint256 id = _hiddenDayId(gameType, day);
        Day storage d = _days[id];
        _open(id, d);
        Seat storage s = _seat(id, msg.sender);
        _before(id, playEnd(day));
        if (s.binding == 0) revert DailyNotBound(id, msg.sender);
        if (s.pending) revert DailyGuessPending(id, msg.sender);
        if (s.solved || s.tries >= _types[gameType].tries) revert DailyNoTriesLeft(id, msg.sender);
        if (ciphertext == 0 || ciphertext >= FIELD) revert DailyBadValue(ciphertext);
        uint256 thinking = s.thinking + (block.timestamp - s.readyAt);
        s.thinking = uint32(thinking);
        s.ct = ciphertext;
        s.guessedAt = uint40(block.timestamp);
        s.pending = true;
        _owed[id]++;
        emit HiddenGuess(id, msg.sender, s.tries, ciphertext, thinking);
    }

    /// @notice The house answers `player`'s pending guess within WINDOW: the new accumulator, the
    /// encrypted colours, the solved bit and a hidden answer proof over
    /// [A, accNew, CT, colours, 0 | n << 16 | solved << 20 | N << 32 | R << 64].
    function answer(
        uint256 gameType,
        uint256 day,
        address player,
        uint256 accNew,
        uint256 colours,
        bool solved,
        bytes calldata proof
    ) external {
        uint256 id = _hiddenDayId(gameType, day);
        Day storage d = _house(id);
        Seat storage s = _pending(id, d, player);
        GameType storage t = _types[gameType];
        uint256 tries = s.tries;
        uint256[5] memory input =
            HiddenInputs.answerInputs(s.acc, accNew, s.ct, colours, WORD, tries, solved, t.answersCount, d.randomness);
        try t.answerVerifier.verifyProof(proof, input) {}
        catch {
            revert DailyBadProof(id, player, 2);
        }
        s.acc = accNew;
        _answered(id, s, tries, solved);
        emit HiddenAnswer(id, player, tries, colours, solved);
    }

    /// @notice The house shows within WINDOW that `player`'s pending ciphertext opens to no
    /// guess (a refusal proof over [M, CT, 0 | n << 16], valid = 0): the try is spent, as an
    /// honest client never posts one.
    function refuse(uint256 gameType, uint256 day, address player, bytes calldata proof) external {
        uint256 id = _hiddenDayId(gameType, day);
        Day storage d = _house(id);
        Seat storage s = _pending(id, d, player);
        uint256 tries = s.tries;
        uint256[3] memory input = HiddenInputs.refusalInputs(s.binding, s.ct, WORD, tries, false, 0);
        try _types[gameType].refuseVerifier.verifyProof(proof, input) {}
        catch {
            revert DailyBadProof(id, player, 3);
        }
        _answered(id, s, tries, false);
        emit GuessRefused(id, player, tries);
    }

    // ---- the day's end ----

    /// @notice The house proves the day's answer (packed, game.PackWord) after every answer
    /// was due: an answer proof of it against itself, all green, over
    /// [S, answers root, answer | green << 32 | 0 << 48 | N << 64 | R << 80]. `seed` is published
    /// for the auditors (C(2, seed) = S is checked off chain). Releases the house. On PhraseLock
    /// (type 1) `answer_` and `proof` are not used: the facts come from phraseOpen, needed once
    /// anyone moved, and the difficulty recorded is theirs.
    function openDay(uint256 gameType, uint256 day, uint256 answer_, uint256 seed, bytes calldata proof) external {
        uint256 id = dayIdOf(gameType, day);
        Day storage d = _house(id);
        _open(id, d);
        if (!d.drawn) revert DailyNotCommitted(id);
        uint256 from = playEnd(day) + WINDOW;
        if (block.timestamp < from || block.timestamp > openDue(day)) {
            revert DailyWrongTime(id, from, openDue(day) + 1);
        }
        uint256 owed = _owed[id];
        if (owed != 0) revert DailyHouseOwes(id, owed); // late by now: claimHouseTimeout
        uint256 difficulty;
        (answer_, difficulty) = _opening(id, gameType, d, answer_, proof);
        d.answer = uint64(answer_);
        d.difficulty = uint8(difficulty);
        d.opened = true;
        d.closed = true;
        REGISTRY.release(id);
        emit DayOpened(id, answer_, difficulty, seed);
    }

    /// @notice The house publishes players' match keys for the auditors, once the day is opened
    /// (each is checked off chain against the player's binding M).
    function openKeys(uint256 gameType, uint256 day, address[] calldata players, uint256[] calldata keys) external {
        uint256 id = dayIdOf(gameType, day);
        Day storage d = _house(id);
        if (!d.opened) revert DailyNotOpened(id);
        if (players.length != keys.length) revert DailyBadSettings();
        for (uint256 i; i < players.length; ++i) {
            _seat(id, players[i]);
            emit KeyOpened(id, players[i], keys[i]);
        }
    }

    /// @notice Records `player`'s result once the day is opened. Anyone. A solve scores
    /// game/puzloc's formula (NumLock: max(0, 1000·multiplier − (attempts − 1)·100 −
    /// seconds·5)) on its thinking time; anything else scores 0.
    function finalise(uint256 gameType, uint256 day, address player) external returns (uint256 score) {
        uint256 id = dayIdOf(gameType, day);
        Day storage d = _days[id];
        if (!d.opened) revert DailyNotOpened(id);
        Seat storage s = _seat(id, player);
        if (s.finalised) revert DailyAlreadyFinalised(id, player);
        s.finalised = true;
        if (gameType == PHRASELOCK) {
            Attempt storage a = _phrase[id][player];
            bool won = a.game.status == PhraseLockRules.WON;
            if (won) score = phraseScore(id, player);
            s.score = uint32(score);
            emit Finalised(id, player, won, a.game.moves, a.thinking, score);
            return score;
        }
        if (s.solved) score = scoreOf(gameType, s.tries, s.thinking, d.difficulty);
        s.score = uint32(score);
        emit Finalised(id, player, s.solved, s.tries, s.thinking, score);
    }

    /// @notice Ends a day whose house missed a deadline: its commitment (T - COMMIT_LEAD), a
    /// binding or an answer (WINDOW after the key or the guess), or the opening ({openDue}). The
    /// day is void; each of `victims`, players of the day, is credited COMPENSATION from the bond
    /// (HouseRegistry slash, collected with withdrawCredit). Anyone may call it.
    function claimHouseTimeout(uint256 gameType, uint256 day, address[] calldata victims) external {
        uint256 id = dayIdOf(gameType, day);
        Day storage d = _days[id];
        address house = d.house;
        if (house == address(0)) revert DailyHouseState(id);
        if (d.closed) revert DailyClosed(id);
        bool late = (d.seedCommitment == 0 && block.timestamp >= commitDue(day)) || block.timestamp > openDue(day);
        uint256[] memory amounts = new uint256[](victims.length);
        for (uint256 i; i < victims.length; ++i) {
            Seat storage s = _seat(id, victims[i]);
            Attempt storage a = _phrase[id][victims[i]];
            late = late || (s.binding == 0 && block.timestamp > uint256(s.joinedAt) + WINDOW)
                || (s.pending && block.timestamp > uint256(s.guessedAt) + WINDOW)
                || (a.pending && block.timestamp > uint256(a.movedAt) + WINDOW);
            amounts[i] = COMPENSATION;
        }
        if (!late) revert DailyHouseNotLate(id);
        d.closed = true;
        d.void_ = true;
        uint256 paid = REGISTRY.slash(house, id, victims, amounts);
        emit HouseTimedOut(id, house, paid);
    }

    // ---- views ----

    /// @notice The id of a challenge: day << 8 | game type.
    function dayIdOf(uint256 gameType, uint256 day) public view returns (uint256) {
        if (gameType >= GAME_TYPES) revert DailyBadGameType(gameType);
        if (day >= 1 << 40) revert DailyBadValue(day);
        return day << 8 | gameType;
    }

    /// @notice The house's commitment deadline of day `day` (exclusive).
    function commitDue(uint256 day) public view returns (uint256) {
        return day * 1 days - COMMIT_LEAD;
    }

    /// @notice The end of guessing on day `day` (exclusive).
    function playEnd(uint256 day) public view returns (uint256) {
        return (day + 1) * 1 days + GRACE;
    }

    /// @notice The house's opening deadline of day `day` (inclusive).
    function openDue(uint256 day) public view returns (uint256) {
        return playEnd(day) + 2 * WINDOW;
    }

    /// @notice The key context of `player` on challenge `dayId` (docs/circuits.md: the shared
    /// context binding).
    function contextOf(uint256 dayId, address player) public view returns (uint256) {
        return uint256(keccak256(abi.encode(block.chainid, address(this), dayId, uint256(0), player))) >> 8;
    }

    /// @notice game/puzloc.CodeDifficulty over a packed answer of `length` symbols: no repeated
    /// symbol is easy (0), one is medium (1), more is hard (2).
    function difficultyOf(uint256 packed, uint256 length) public pure returns (uint256) {
        uint256 seen;
        uint256 repeats;
        for (uint256 k; k < length; ++k) {
            uint256 bit = 1 << ((packed >> (5 * k)) & 31);
            if (seen & bit != 0) repeats++;
            seen |= bit;
        }
        return repeats > 1 ? 2 : repeats;
    }

    /// @notice game/puzloc's score of a solve: NumLock's max(0, 1000·(2 + difficulty)/2 −
    /// (attempts − 1)·100 − seconds·5). Other game types record their own formula.
    function scoreOf(uint256 gameType, uint256 attempts, uint256 seconds_, uint256 difficulty)
        public
        view
        returns (uint256)
    {
        if (gameType != NUMLOCK || gameType >= GAME_TYPES) revert DailyBadGameType(gameType);
        if (attempts == 0 || difficulty > 2) revert DailyBadValue(attempts);
        uint256 base = 1000 * (2 + difficulty) / 2;
        uint256 penalty = (attempts - 1) * 100 + seconds_ * 5;
        return penalty >= base ? 0 : base - penalty;
    }

    function dayOf(uint256 gameType, uint256 day) external view returns (Day memory) {
        return _days[dayIdOf(gameType, day)];
    }

    function seatOf(uint256 gameType, uint256 day, address player) external view returns (Seat memory) {
        return _seats[dayIdOf(gameType, day)][player];
    }

    function gameTypeOf(uint256 gameType) external view returns (GameType memory) {
        if (gameType >= GAME_TYPES) revert DailyBadGameType(gameType);
        return _types[gameType];
    }

    // ---- PhraseLockDay's hooks (game type 1) ----

    function _phraseDay(uint256 dayId) internal view override returns (uint256, uint256, uint256) {
        return (dayId >> 8, _types[PHRASELOCK].answersCount, _days[dayId].randomness);
    }

    /// @dev Only a PhraseLock seat's binding: a NumLock attempt cannot play PhraseLock moves.
    function _phraseBinding(uint256 dayId, address player) internal view override returns (uint256) {
        if (uint8(dayId) != PHRASELOCK) revert DailyBadGameType(uint8(dayId));
        return _seats[dayId][player].binding;
    }

    function _phraseOnlyHouse(uint256 dayId) internal view override {
        _open(dayId, _house(dayId));
    }

    /// @dev Moves from the day's start to playEnd (a binding implies the day started); the
    /// opening from the last answers' deadline to openDue, as {openDay}.
    function _phraseWhen(uint256 dayId, bool opening) internal view override {
        _open(dayId, _days[dayId]);
        uint256 day = dayId >> 8;
        if (!opening) return _before(dayId, playEnd(day));
        uint256 from = playEnd(day) + WINDOW;
        if (block.timestamp < from || block.timestamp > openDue(day)) {
            revert DailyWrongTime(dayId, from, openDue(day) + 1);
        }
    }

    /// @dev The house owes an answer WINDOW from the move (claimHouseTimeout counts it).
    function _phraseOwed(uint256 dayId, address, bool owed, uint256 movedAt) internal override {
        if (owed) {
            _owed[dayId]++;
            _phraseMoved[dayId] = true;
            return;
        }
        _before(dayId, movedAt + WINDOW + 1);
        _owed[dayId]--;
    }

    function _phraseVerifier() internal view override returns (IPhraseLockVerifier) {
        return PHRASE_VERIFIER;
    }

    // ---- internals ----

    /// @dev A hidden-guess (NumLock-like) challenge's id: PhraseLock has its own moves.
    function _hiddenDayId(uint256 gameType, uint256 day) private view returns (uint256) {
        if (gameType == PHRASELOCK) revert DailyBadGameType(gameType);
        return dayIdOf(gameType, day);
    }

    function _before(uint256 id, uint256 until) private view {
        if (block.timestamp >= until) revert DailyWrongTime(id, 0, until);
    }

    function _open(uint256 id, Day storage d) private view {
        if (d.closed) revert DailyClosed(id);
    }

    function _house(uint256 id) private view returns (Day storage d) {
        d = _days[id];
        if (msg.sender != d.house || msg.sender == address(0)) revert DailyNotHouse(id, msg.sender);
    }

    function _seat(uint256 id, address player) private view returns (Seat storage s) {
        s = _seats[id][player];
        if (s.playerY == 0) revert DailyNotPlayer(id, player);
    }

    function _pending(uint256 id, Day storage d, address player) private view returns (Seat storage s) {
        _open(id, d);
        s = _seat(id, player);
        if (!s.pending) revert DailyNoGuess(id, player);
        _before(id, uint256(s.guessedAt) + WINDOW + 1);
    }

    function _verifyKey(
        uint256 id,
        address player,
        uint256 playerY,
        uint256 seedCommitment,
        uint256 root,
        uint256 binding,
        bytes calldata proof
    ) private view {
        uint256[6] memory input = HiddenInputs.keyInputs(
            REGISTRY.houseOf(msg.sender).pubKeyY, playerY, contextOf(id, player), seedCommitment, root, binding
        );
        try KEY_VERIFIER.verifyProof(proof, input) {}
        catch {
            revert DailyBadProof(id, player, 1);
        }
    }

    /// @dev The day's proven answer and difficulty: NumLock's opening proof, or PhraseLock's
    /// facts from phraseOpen (needed once anyone moved; no answer is recorded).
    function _opening(uint256 id, uint256 gameType, Day storage d, uint256 answer_, bytes calldata proof)
        private
        view
        returns (uint256, uint256)
    {
        if (gameType == PHRASELOCK) {
            Facts memory f = phraseFacts[id];
            if (_phraseMoved[id] && !f.opened) revert PhraseLockOpened(id, false);
            return (0, f.difficulty);
        }
        return (answer_, difficultyOf(answer_, _verifyOpening(id, _types[gameType], d, answer_, proof)));
    }

    /// @dev The opening's answer proof: the answer against itself is all green. Returns L.
    function _verifyOpening(uint256 id, GameType storage t, Day storage d, uint256 answer_, bytes calldata proof)
        private
        view
        returns (uint256 length)
    {
        length = t.length;
        if (answer_ >> (5 * length) != 0) revert DailyBadValue(answer_);
        uint256 green;
        for (uint256 k; k < length; ++k) {
            green |= 2 << (2 * k);
        }
        uint256 packed = answer_ | green << 32 | WORD << 48 | uint256(t.answersCount) << 64;
        uint256[3] memory input = [d.seedCommitment, t.answersRoot, packed | uint256(d.randomness) << 80];
        try t.openVerifier.verifyProof(proof, input) {}
        catch {
            revert DailyBadProof(id, address(0), 4);
        }
    }

    function _answered(uint256 id, Seat storage s, uint256 tries, bool solved) private {
        s.tries = uint8(tries + 1);
        s.pending = false;
        s.solved = solved;
        s.readyAt = uint40(block.timestamp);
        _owed[id]--;
    }
}
