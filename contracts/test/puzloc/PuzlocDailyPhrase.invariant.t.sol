// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {InvariantBase} from "../utils/InvariantBase.sol";
import {DailyFixture} from "./DailyFixture.sol";
import {HiddenInputs} from "../../src/house/HiddenInputs.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {PuzlocDaily} from "../../src/puzloc/PuzlocDaily.sol";
import {IPuzlocDaily} from "../../src/puzloc/IPuzlocDaily.sol";
import {PhraseLockRules} from "../../src/puzloc/PhraseLockRules.sol";

/// @notice Drives one PhraseLock day of PuzlocDaily at random: the commitment, joins (repeated
/// ones too), bindings, moves of every kind, answers with any bits, time, the facts, the opening,
/// finalisations, house timeouts and credit withdrawals. Every move goes through try/catch.
contract PhraseDailyHandler is DailyFixture {
    uint8 internal constant T = 1;
    address[3] public actors = [ALICE, BOB, address(0xCA201)];
    mapping(address => uint256) public joins;
    mapping(address => uint256) internal acc; // the accumulator the contract holds
    mapping(address => uint256) internal ct; // the pending move's ciphertext
    mapping(address => uint8) internal kind; // the pending move's kind
    uint256 public paidOut;
    uint256 public pid;
    uint256 public answered; // answers accepted

    /// @dev The clock and block the handler keeps and each call restores: every sequence starts
    /// two hours before the day, so that a few warps reach the day, its moves and its end.
    uint256 public now_;
    uint256 public block_;

    modifier timed() {
        vm.warp(now_);
        vm.roll(block_);
        _;
        block_ = block.number;
    }

    constructor() {
        setUp();
        pid = daily.dayIdOf(T, DAY);
        // two hours before the day: the commitment's last hour, then a warp or two to the day
        (now_, block_) = (DAY * 1 days - 2 hours, block.number);
    }

    /// @dev Half the warps are seconds (within the house's window), half are hours.
    function warp(uint256 dt) external {
        now_ += dt % 2 == 0 ? bound(dt, 1, 30) : bound(dt, 30 minutes, 4 hours);
        block_++;
    }

    function commit() external timed {
        if (daily.dayOf(T, DAY).drawn || block.timestamp >= daily.commitDue(DAY)) return;
        daily.requestDay(T, DAY);
        vm.roll(block.number + 1);
        daily.assignDay(T, DAY);
        vm.prank(HOUSE);
        daily.commitDay(T, DAY, SEED_C);
        vm.roll(block.number + 1);
        daily.draw(T, DAY);
    }

    function join(uint256 a) external timed {
        address p = actors[a % 3];
        vm.prank(p);
        try daily.join(T, DAY, KEY_X, KEY_Y) {
            joins[p]++;
        } catch {}
    }

    function bind(uint256 a) external timed {
        address p = actors[a % 3];
        uint256 m = _binding(p);
        uint256[6] memory input = HiddenInputs.keyInputs(KEY_Y, KEY_Y, daily.contextOf(pid, p), SEED_C, PHRASE_ROOT, m);
        bytes memory proof = _proof(abi.encode(input));
        vm.prank(HOUSE);
        try daily.bind(T, DAY, p, m, proof) {
            acc[p] = m;
        } catch {}
    }

    function move(uint256 a, uint8 k, uint256 c) external timed {
        address p = actors[a % 3];
        k = uint8(bound(k, 0, 5));
        c = k <= PhraseLockRules.PHRASE ? bound(c, 1, 1 << 40) : 0;
        uint256 id = pid;
        vm.prank(p);
        try daily.phraseMove(id, k, c) {
            ct[p] = c;
            kind[p] = k;
        } catch {}
    }

    function answer(uint256 a, bool hit, bool refused, bool solved) external timed {
        address p = actors[a % 3];
        (PhraseLockRules.Game memory g,,) = daily.phraseAttempt(pid, p);
        uint256 accNew = uint256(keccak256(abi.encode(p, g.moves))) >> 8;
        uint256 r = daily.dayOf(T, DAY).randomness;
        uint256 packed = PhraseLockRules.packed(
            DAY, g.moves, kind[p], PhraseLockRules.outcome(hit, refused, solved), PHRASE_COUNT, 0, r
        );
        bytes memory proof = _phraseProof(PhraseLockRules.inputs(acc[p], accNew, ct[p], 7, packed));
        uint256 id = pid;
        vm.prank(HOUSE);
        try daily.phraseAnswer(id, p, accNew, 7, hit, refused, solved, proof) {
            acc[p] = accNew;
            answered++;
        } catch {}
    }

    function openFacts(uint256 a, uint256 length, uint256 category, uint256 difficulty) external timed {
        address p = actors[a % 3];
        (length, category, difficulty) = (bound(length, 1, 35), bound(category, 0, 6), bound(difficulty, 0, 2));
        (PhraseLockRules.Game memory g,,) = daily.phraseAttempt(pid, p);
        uint256 r = daily.dayOf(T, DAY).randomness;
        uint256 packed = PhraseLockRules.packed(
            DAY, g.moves, PhraseLockRules.OPEN, 0, PHRASE_COUNT, PhraseLockRules.facts(length, category, difficulty), r
        );
        bytes memory proof = _phraseProof(PhraseLockRules.inputs(acc[p], acc[p], 0, 0, packed));
        try daily.phraseOpen(pid, p, length, category, difficulty, proof) {} catch {}
    }

    function open() external timed {
        vm.prank(HOUSE);
        try daily.openDay(T, DAY, 0, 42, "") {} catch {}
    }

    function finalise(uint256 a) external timed {
        try daily.finalise(T, DAY, actors[a % 3]) {} catch {}
    }

    function timeout(uint256 a) external timed {
        address[] memory v = new address[](1);
        v[0] = actors[a % 3];
        try daily.claimHouseTimeout(T, DAY, v) {} catch {}
    }

    function withdrawCredit(uint256 a) external timed {
        address p = actors[a % 3];
        uint256 c = reg.creditOf(p);
        vm.prank(p);
        try reg.withdrawCredit() {
            paidOut += c;
        } catch {}
    }

    function _phraseProof(uint256[5] memory input) internal pure returns (bytes memory) {
        uint256[] memory dyn = new uint256[](5);
        for (uint256 i; i < 5; ++i) {
            dyn[i] = input[i];
        }
        return _proof(abi.encode(dyn));
    }

    function registry() external view returns (HouseRegistry) {
        return reg;
    }

    function game() external view returns (PuzlocDaily) {
        return daily;
    }
}

/// @notice Over random PhraseLock days: one attempt per account, lives within [-1, 10], moves
/// only after the binding, nothing pending once the day is opened, scores only on an opened day
/// and only for a won game, and the house's bond accounted for.
/// forge-config: default.invariant.depth = 64
contract PuzlocDailyPhraseInvariantTest is InvariantBase {
    PhraseDailyHandler internal handler;
    uint256 internal constant DAY = 19724;

    function setUp() public {
        handler = new PhraseDailyHandler();
        bytes4[] memory s = new bytes4[](15);
        s[0] = PhraseDailyHandler.warp.selector;
        s[1] = PhraseDailyHandler.commit.selector;
        s[2] = PhraseDailyHandler.join.selector;
        s[3] = PhraseDailyHandler.bind.selector;
        s[4] = PhraseDailyHandler.move.selector;
        s[5] = PhraseDailyHandler.answer.selector;
        s[6] = PhraseDailyHandler.openFacts.selector;
        s[7] = PhraseDailyHandler.open.selector;
        s[8] = PhraseDailyHandler.finalise.selector;
        s[9] = PhraseDailyHandler.timeout.selector;
        s[10] = PhraseDailyHandler.withdrawCredit.selector;
        s[11] = PhraseDailyHandler.commit.selector;
        s[12] = PhraseDailyHandler.move.selector; // moves and answers twice as likely
        s[13] = PhraseDailyHandler.answer.selector;
        s[14] = PhraseDailyHandler.bind.selector;
        targetSelectorsOf(address(handler), s);
    }

    function invariant_OneAttemptPerAccount() public view {
        for (uint256 i; i < 3; i++) {
            vm.assertLe(handler.joins(handler.actors(i)), 1, "one join per account");
        }
    }

    function invariant_GamesFollowTheRules() public view {
        PuzlocDaily daily = handler.game();
        uint256 id = handler.pid();
        IPuzlocDaily.Day memory d = daily.dayOf(1, DAY);
        for (uint256 i; i < 3; i++) {
            address p = handler.actors(i);
            (PhraseLockRules.Game memory g,, bool pending) = daily.phraseAttempt(id, p);
            IPuzlocDaily.Seat memory s = daily.seatOf(1, DAY, p);
            vm.assertTrue(g.lives >= -1 && g.lives <= 10, "lives in [-1, 10]");
            if (pending || g.moves > 0) vm.assertTrue(s.binding != 0, "moves need the binding");
            if (d.opened) vm.assertFalse(pending, "nothing pending on an opened day");
            if (s.finalised) vm.assertTrue(d.opened, "scores only on an opened day");
            if (g.status != PhraseLockRules.WON) vm.assertEq(s.score, 0, "no score without a win");
        }
        vm.assertFalse(d.opened && d.void_, "opened or void, not both");
    }

    /// @notice The handler's moves succeed in order (so the fuzzer's sequences reach them).
    function test_HandlerPlays() public {
        handler.commit();
        handler.warp(2 hours + 1); // an odd dt: hours, to the day's first second
        handler.join(0);
        handler.bind(0);
        handler.move(0, 0, 5);
        handler.answer(0, true, false, false);
        vm.assertEq(handler.answered(), 1, "answered");
    }

    function invariant_BondAccounted() public view {
        HouseRegistry reg = handler.registry();
        address house = address(0x4005E);
        uint256 credits;
        for (uint256 i; i < 3; i++) {
            credits += reg.creditOf(handler.actors(i));
        }
        vm.assertEq(address(reg).balance, reg.houseOf(house).bond + credits, "registry = bond + credits");
        vm.assertEq(reg.houseOf(house).bond + credits + handler.paidOut(), 1 ether, "nothing created or lost");
    }
}
