// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {InvariantBase} from "../utils/InvariantBase.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {WorduelBlitz, IAnswerVerifier} from "../../src/worduel/WorduelBlitz.sol";
import {MockAnswerVerifier} from "./BlitzFixture.sol";
import {BlitzHandler} from "./handlers/BlitzHandler.sol";

interface VmArrays {
    function parseJsonBytes32Array(string calldata json, string calldata key) external pure returns (bytes32[] memory);
}

/// @notice Over random sequences of Blitz matches (queues, commitments, guesses, answers,
/// clocks, finishes, timeouts, forfeits), coins are conserved: free + locked = minted = supply,
/// and nothing stays locked outside a queue or a live match.
/// forge-config: default.invariant.depth = 64
contract WorduelBlitzInvariantTest is InvariantBase {
    address internal constant OWNER = address(0x0123);

    Coins internal coins;
    DuelPlatform internal platform;
    WorduelBlitz internal blitz;
    BlitzHandler internal handler;

    function setUp() public {
        vm.warp(1_700_000_000);
        vm.roll(1000);
        string memory json = vm.readFile(string.concat(vm.projectRoot(), "/contracts/test/testdata/blitz_l5.json"));
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        blitz = new WorduelBlitz(
            platform,
            IAnswerVerifier(address(new MockAnswerVerifier())),
            vm.parseJsonUint(json, ".answersRoot"),
            vm.parseJsonUint(json, ".answersCount"),
            vm.parseJsonBytes32(json, ".guessRoot"),
            vm.parseJsonUint(json, ".guessDepth"),
            120,
            20
        );
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(1, address(blitz));
        vm.stopPrank();
        handler = new BlitzHandler(
            coins,
            platform,
            blitz,
            vm.parseJsonUint(json, ".moves[0].packed"),
            vm.parseJsonUint(json, ".moves[0].index"),
            VmArrays(address(vm)).parseJsonBytes32Array(json, ".moves[0].siblings")
        );
        bytes4[] memory selectors = new bytes4[](11);
        selectors[0] = BlitzHandler.claim.selector;
        selectors[1] = BlitzHandler.warp.selector;
        selectors[2] = BlitzHandler.enqueue.selector;
        selectors[3] = BlitzHandler.leave.selector;
        selectors[4] = BlitzHandler.commit.selector;
        selectors[5] = BlitzHandler.guess.selector;
        selectors[6] = BlitzHandler.answer.selector;
        selectors[7] = BlitzHandler.finish.selector;
        selectors[8] = BlitzHandler.timeout.selector;
        selectors[9] = BlitzHandler.forfeit.selector;
        selectors[10] = BlitzHandler.answer.selector; // answers twice as likely: matches progress
        targetSelectorsOf(address(handler), selectors);
    }

    /// @notice free + locked = minted = supply; a player's lock is its queued bet or live bet.
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
        vm.assertEq(coins.balanceOf(address(blitz)), 0, "the mode holds nothing");
    }
}
