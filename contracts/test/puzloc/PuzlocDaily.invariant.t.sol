// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {InvariantBase} from "../utils/InvariantBase.sol";
import {DailyFixture} from "./DailyFixture.sol";
import {HiddenInputs} from "../../src/house/HiddenInputs.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {PuzlocDaily} from "../../src/puzloc/PuzlocDaily.sol";
import {IPuzlocDaily} from "../../src/puzloc/IPuzlocDaily.sol";

/// @notice Drives one day of PuzlocDaily at random: the commitment, joins (repeated ones too),
/// bindings, guesses, answers, refusals, time, the opening, finalisations, house timeouts and
/// credit withdrawals. Every move goes through try/catch: a refused move is part of the test.
contract DailyHandler is DailyFixture {
    address[3] public actors = [ALICE, BOB, address(0xCA201)];
    mapping(address => uint256) public joins; // successful joins per actor
    uint256 public paidOut;

    constructor() {
        setUp();
    }

    function actorCount() external pure returns (uint256) {
        return 3;
    }

    function warp(uint256 dt) external {
        vm.warp(block.timestamp + bound(dt, 1, 6 hours));
        vm.roll(block.number + 1);
    }

    function commit() external {
        if (daily.dayOf(0, DAY).drawn || block.timestamp >= daily.commitDue(DAY)) return;
        _commit();
    }

    function join(uint256 a) external {
        address p = actors[a % 3];
        vm.prank(p);
        try daily.join(0, DAY, KEY_X, KEY_Y) {
            joins[p]++;
        } catch {}
    }

    function bind(uint256 a) external {
        address p = actors[a % 3];
        uint256 m = _binding(p);
        uint256[6] memory input = HiddenInputs.keyInputs(KEY_Y, KEY_Y, daily.contextOf(_id(), p), SEED_C, ROOT, m);
        bytes memory proof = _proof(abi.encode(input));
        vm.prank(HOUSE);
        try daily.bind(0, DAY, p, m, proof) {} catch {}
    }

    function guess(uint256 a, uint256 ct) external {
        vm.prank(actors[a % 3]);
        try daily.guess(0, DAY, bound(ct, 1, 1 << 20)) {} catch {}
    }

    function answer(uint256 a, bool solved) external {
        address p = actors[a % 3];
        uint256 acc = _accNew(p, daily.seatOf(0, DAY, p).tries);
        bytes memory proof = _answerProof(p, acc, 5, solved);
        vm.prank(HOUSE);
        try daily.answer(0, DAY, p, acc, 5, solved, proof) {} catch {}
    }

    function refuse(uint256 a) external {
        address p = actors[a % 3];
        IPuzlocDaily.Seat memory s = daily.seatOf(0, DAY, p);
        bytes memory proof = _proof(abi.encode(HiddenInputs.refusalInputs(s.binding, s.ct, 0, s.tries, false, 0)));
        vm.prank(HOUSE);
        try daily.refuse(0, DAY, p, proof) {} catch {}
    }

    function open(uint256 code) external {
        code = bound(code, 0, (1 << 20) - 1);
        bytes memory proof = _openProof(code);
        vm.prank(HOUSE);
        try daily.openDay(0, DAY, code, 42, proof) {} catch {}
    }

    function finalise(uint256 a) external {
        try daily.finalise(0, DAY, actors[a % 3]) {} catch {}
    }

    function timeout(uint256 a) external {
        address[] memory v = new address[](1);
        v[0] = actors[a % 3];
        try daily.claimHouseTimeout(0, DAY, v) {} catch {}
    }

    function withdrawCredit(uint256 a) external {
        address p = actors[a % 3];
        uint256 c = reg.creditOf(p);
        vm.prank(p);
        try reg.withdrawCredit() {
            paidOut += c;
        } catch {}
    }

    function registry() external view returns (HouseRegistry) {
        return reg;
    }

    function game() external view returns (PuzlocDaily) {
        return daily;
    }
}

/// @notice Over random days: one attempt per account (a join succeeds at most once), no seat
/// beyond six tries, a solve only as the last answered try, scores only on an opened day and
/// never above the base, and the house's bond accounted for (bond + credits + paid = BOND).
/// forge-config: default.invariant.depth = 64
contract PuzlocDailyInvariantTest is InvariantBase {
    DailyHandler internal handler;
    uint256 internal constant DAY = 19724;

    function setUp() public {
        handler = new DailyHandler();
        bytes4[] memory s = new bytes4[](14);
        s[0] = DailyHandler.warp.selector;
        s[1] = DailyHandler.commit.selector;
        s[2] = DailyHandler.join.selector;
        s[3] = DailyHandler.bind.selector;
        s[4] = DailyHandler.guess.selector;
        s[5] = DailyHandler.answer.selector;
        s[6] = DailyHandler.refuse.selector;
        s[7] = DailyHandler.open.selector;
        s[8] = DailyHandler.finalise.selector;
        s[9] = DailyHandler.timeout.selector;
        s[10] = DailyHandler.withdrawCredit.selector;
        s[11] = DailyHandler.commit.selector;
        s[12] = DailyHandler.guess.selector; // guesses and answers twice as likely
        s[13] = DailyHandler.answer.selector;
        targetSelectorsOf(address(handler), s);
    }

    function invariant_OneAttemptPerAccount() public view {
        for (uint256 i; i < 3; i++) {
            vm.assertLe(handler.joins(handler.actors(i)), 1, "one join per account");
        }
    }

    function invariant_SeatsFollowTheRules() public view {
        PuzlocDaily daily = handler.game();
        IPuzlocDaily.Day memory d = daily.dayOf(0, DAY);
        for (uint256 i; i < 3; i++) {
            IPuzlocDaily.Seat memory s = daily.seatOf(0, DAY, handler.actors(i));
            vm.assertLe(s.tries, 6, "at most six tries");
            if (s.solved) vm.assertTrue(s.tries >= 1 && !s.pending, "a solve is an answered try");
            if (s.pending || s.tries > 0) vm.assertTrue(s.binding != 0, "guesses need the binding");
            if (s.finalised) vm.assertTrue(d.opened, "scores only on an opened day");
            vm.assertLe(s.score, 2000, "never above the base");
            if (!s.solved) vm.assertEq(s.score, 0, "no score without a solve");
        }
        vm.assertFalse(d.opened && d.void_, "opened or void, not both");
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
