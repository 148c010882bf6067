// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {InvariantBase} from "../utils/InvariantBase.sol";
import {TestBase} from "../utils/TestBase.sol";
import {PhraseLockRules} from "../../src/puzloc/PhraseLockRules.sol";
import {PhraseLockHarness, MockPhraseLockVerifier} from "./PhraseLockHarness.sol";
import {PhraseLockProofs} from "./PhraseLockDay.t.sol";

/// @notice Plays one player's day with whatever moves and proven answers the fuzzer picks: only
/// moves the contract accepts, answered with the statement it rebuilds.
contract PhraseLockHandler is TestBase, PhraseLockProofs {
    address internal constant HOUSE = address(0x4005e);
    address internal constant PLAYER = address(0xA11CE);
    PhraseLockHarness public immutable c;
    uint256 public immutable start;
    int256 public lastLives = 10;
    uint8 internal pendingKind;
    uint256 internal nextAcc = 1000;

    constructor(PhraseLockHarness c_) {
        c = c_;
        start = block.timestamp;
    }

    function move(uint256 seed) external {
        (PhraseLockRules.Game memory g,, bool pending) = c.phraseAttempt(DAY_ID, PLAYER);
        uint8 kind = uint8(seed % 6);
        uint256 ct = kind <= PhraseLockRules.PHRASE ? 1 + seed % 1000 : 0;
        vm.prank(PLAYER);
        try c.phraseMove(DAY_ID, kind, ct) {
            require(!pending && g.status == PhraseLockRules.PLAYING, "a move out of turn was taken");
            pendingKind = kind;
        } catch {
            // refused: the game is over, a move is pending, or puzloc refuses the hint
            bool hintRefused = (kind == PhraseLockRules.HINT_CATEGORY && g.categoryHint)
                || (kind == PhraseLockRules.HINT_LENGTH && g.lengthHint)
                || int256(g.lives) <= int256(PhraseLockRules.hintCost(kind)) && PhraseLockRules.hintCost(kind) > 0;
            require(pending || g.status != PhraseLockRules.PLAYING || hintRefused, "a legal move was refused");
        }
    }

    function answer(uint256 seed) external {
        (PhraseLockRules.Game memory g,, bool pending) = c.phraseAttempt(DAY_ID, PLAYER);
        if (!pending) return;
        bool hit = pendingKind <= PhraseLockRules.PHRASE && seed % 3 == 0;
        bool refused = pendingKind == PhraseLockRules.LETTER && !hit && (seed >> 8) % 4 == 0;
        bool solved = (hit || pendingKind == PhraseLockRules.HINT_LETTER) && (seed >> 16) % 6 == 0;
        uint256 accOld = c.accOf(DAY_ID, PLAYER);
        uint256 accNew = nextAcc++;
        bytes memory proof =
            _answerProof(accOld, accNew, c.ctOf(DAY_ID, PLAYER), seed, g.moves, pendingKind, hit, refused, solved);
        vm.prank(HOUSE);
        c.phraseAnswer(DAY_ID, PLAYER, accNew, seed, hit, refused, solved, proof);
        (g,,) = c.phraseAttempt(DAY_ID, PLAYER);
        require(g.lives <= lastLives && lastLives - g.lives <= 3, "lives fall by at most 3 a move");
        lastLives = g.lives;
    }

    /// @notice Time passes, within the house's window while a move is pending (a late house is
    /// the daily contract's timeout, not this game's).
    function warp(uint256 secs) external {
        uint256 since = c.phrasePendingSince(DAY_ID, PLAYER);
        uint256 to = block.timestamp + secs % 600;
        if (since != 0 && to > since + c.WINDOW()) to = since + c.WINDOW();
        vm.warp(to);
    }
}

/// @notice Lives stay in [-1, 10] and only fall; a game ends by a solve or with no life; moves
/// never pass 64; the player's thinking time never exceeds the time elapsed.
contract PhraseLockInvariantTest is InvariantBase, PhraseLockProofs {
    PhraseLockHandler internal handler;
    PhraseLockHarness internal c;

    function setUp() public {
        vm.warp(1_800_000_000);
        c = new PhraseLockHarness(address(0x4005e), new MockPhraseLockVerifier());
        c.setDay(DAY_ID, DAY, COUNT, R, type(uint64).max);
        c.bind(DAY_ID, address(0xA11CE), 0x1234);
        handler = new PhraseLockHandler(c);
        bytes4[] memory selectors = new bytes4[](3);
        selectors[0] = PhraseLockHandler.move.selector;
        selectors[1] = PhraseLockHandler.answer.selector;
        selectors[2] = PhraseLockHandler.warp.selector;
        targetSelectorsOf(address(handler), selectors);
    }

    function invariant_LivesAndStatus() public view {
        (PhraseLockRules.Game memory g, uint256 thinking,) = c.phraseAttempt(DAY_ID, address(0xA11CE));
        if (g.moves == 0) return;
        require(g.lives >= -1 && g.lives <= 10, "lives out of range");
        require(int256(g.lives) == handler.lastLives(), "lives changed outside an answer");
        if (g.status == PhraseLockRules.LOST) require(g.lives <= 0, "lost with lives");
        if (g.status == PhraseLockRules.PLAYING) require(g.lives > 0, "playing without lives");
        require(g.moves <= PhraseLockRules.MAX_MOVES, "too many moves");
        require(thinking <= block.timestamp - handler.start(), "thinking beyond the time elapsed");
    }
}
