// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {InvariantBase} from "../utils/InvariantBase.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";
import {WorduelBo3} from "../../src/worduel/WorduelBo3.sol";
import {MockKeyVerifier, MockHiddenAnswerVerifier, MockTallyVerifier, MockRefuseVerifier} from "./Bo3Fixture.sol";
import {Bo3Handler} from "./handlers/Bo3Handler.sol";

/// @notice Over random sequences of Best of 3 matches (queues, keys, house draws, commitments,
/// hidden guesses, answers, refusals, tallies, time, house and player timeouts, forfeits,
/// closes), coins are conserved (free + locked = minted = supply, nothing locked outside a
/// queue or a live match) and the registry holds exactly the house's bond plus the unpaid
/// compensation.
/// forge-config: default.invariant.depth = 64
contract WorduelBo3InvariantTest is InvariantBase {
    address internal constant OWNER = address(0x0123);
    address internal constant HOUSE = address(0x4005E);
    uint256 internal constant BOND = 1 ether;

    Coins internal coins;
    DuelPlatform internal platform;
    HouseRegistry internal reg;
    WorduelBo3 internal bo3;
    Bo3Handler internal handler;

    function setUp() public {
        vm.warp(1_700_000_000);
        vm.roll(1000);
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        reg = new HouseRegistry(OWNER, BOND / 10, 3 days);
        bo3 = new WorduelBo3(
            platform,
            WorduelBo3.Config({
                registry: IHouseRegistry(address(reg)),
                keyVerifier: new MockKeyVerifier(),
                answerVerifier: new MockHiddenAnswerVerifier(),
                tallyVerifier: new MockTallyVerifier(),
                refuseVerifier: new MockRefuseVerifier(),
                answersRoot: 77,
                answersCount: 2376,
                roundTime: 60,
                window: 20,
                pause: 4,
                compensation: 0.1 ether
            })
        );
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(2, address(bo3));
        reg.setGame(address(bo3), true);
        vm.stopPrank();
        vm.deal(HOUSE, BOND);
        vm.prank(HOUSE);
        reg.register{value: BOND}(
            9671717474070082183213120605117400219616337014328744928644933853176787189663,
            16950150798460657717958625567821834550301663161624707787222815936182638968203,
            "https://house.example"
        );
        vm.roll(block.number + 1);
        handler = new Bo3Handler(coins, platform, reg, bo3, HOUSE);
        bytes4[] memory selectors = new bytes4[](21);
        selectors[0] = Bo3Handler.claim.selector;
        selectors[1] = Bo3Handler.warp.selector;
        selectors[2] = Bo3Handler.enqueue.selector;
        selectors[3] = Bo3Handler.key.selector;
        selectors[4] = Bo3Handler.draw.selector;
        selectors[5] = Bo3Handler.commit.selector;
        selectors[6] = Bo3Handler.guess.selector;
        selectors[7] = Bo3Handler.answer.selector;
        selectors[8] = Bo3Handler.tally.selector;
        selectors[9] = Bo3Handler.houseTimeout.selector;
        selectors[10] = Bo3Handler.timeout.selector;
        selectors[11] = Bo3Handler.forfeit.selector;
        selectors[12] = Bo3Handler.close.selector;
        selectors[13] = Bo3Handler.withdrawCredit.selector;
        selectors[14] = Bo3Handler.answer.selector; // answers and guesses twice as likely
        selectors[15] = Bo3Handler.guess.selector;
        selectors[16] = Bo3Handler.step.selector; // the next move of a match, three times as likely
        selectors[17] = Bo3Handler.step.selector;
        selectors[18] = Bo3Handler.step.selector;
        selectors[19] = Bo3Handler.refuse.selector;
        selectors[20] = Bo3Handler.tallySolved.selector;
        targetSelectorsOf(address(handler), selectors);
    }

    /// @notice free + locked = minted = supply; a player's lock is its queued or live bet.
    function invariant_CoinsConserved() public view {
        uint256 sum;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            address p = handler.actors(i);
            vm.assertEq(coins.balanceOf(p), coins.availableOf(p) + coins.lockedOf(p), "balance = free + locked");
            sum += coins.balanceOf(p);
            uint256 id = platform.playerOf(p).matchId;
            uint256 want = id != 0 ? platform.getMatch(id).bet : platform.queuedBet(p);
            vm.assertEq(coins.lockedOf(p), want, "locked = the bet in play");
        }
        vm.assertEq(sum, handler.minted(), "free + locked = minted");
        vm.assertEq(coins.totalSupply(), handler.minted(), "supply = minted");
        vm.assertEq(coins.balanceOf(address(bo3)), 0, "the mode holds no coins");
    }

    /// @notice The registry's ETH is the bond plus the credits not yet withdrawn, and the
    /// mode never holds ETH.
    function invariant_BondAccounted() public view {
        uint256 credits;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            credits += reg.creditOf(handler.actors(i));
        }
        uint256 paidOut;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            paidOut += handler.actors(i).balance;
        }
        vm.assertEq(address(reg).balance, reg.houseOf(HOUSE).bond + credits, "registry = bond + credits");
        vm.assertEq(reg.houseOf(HOUSE).bond + credits + paidOut, BOND, "nothing created or lost");
        vm.assertEq(address(bo3).balance, 0, "the mode holds no ETH");
    }

    /// @notice The handler plays the game, so the invariants are checked over real play: from
    /// two queued players, its `step` move alone reaches accepted answers and decided rounds.
    function test_HandlerPlays() public {
        handler.enqueue(0, 0);
        handler.enqueue(1, 0);
        for (uint256 k = 0; k < 40 && platform.isLive(1); k++) {
            handler.step(k % 2, k % 3 == 0 ? 4 : 1 + k);
        }
        vm.assertGt(handler.answers(), 0, "answers accepted");
        vm.assertGt(handler.rounds(), 0, "rounds decided");
    }

    /// @notice The handler's refusal and tallySolved moves are accepted in play (so the
    /// invariant runs reach them): a refused pending guess ends the match, and the tries of a
    /// round a solve ended open.
    function test_HandlerRefusesAndOpens() public {
        handler.enqueue(0, 0);
        handler.enqueue(1, 0);
        for (uint256 k = 0; k < 80 && platform.isLive(1) && handler.opened() == 0; k++) {
            handler.step(k % 2, k % 3 == 0 ? 4 : 1 + k);
            handler.tallySolved(0);
            handler.tallySolved(1);
        }
        vm.assertGt(handler.opened(), 0, "a solved round opened");
        for (uint256 k = 0; k < 20 && platform.isLive(1); k++) {
            handler.step(k % 2, 1 + 2 * k); // odd: never solving
            handler.refuse(k % 2);
        }
        vm.assertEq(handler.refusals(), 1, "a pending guess refused");
        vm.assertFalse(platform.isLive(1), "the refusal ended the match");
    }
}
