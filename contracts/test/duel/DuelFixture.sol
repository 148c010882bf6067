// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {IDuelPlatform} from "../../src/duel/IDuelPlatform.sol";
import {TestDuelMode} from "./TestDuelMode.sol";

/// @notice Cheatcodes the shared Vm interface does not list.
interface VmDuel {
    function parseJsonIntArray(string calldata json, string calldata key) external pure returns (int256[] memory);
    function assertEq(int256 left, int256 right, string calldata error) external pure;
}

/// @notice Coins, a platform registered as their game, and a test mode registered as mode 1.
abstract contract DuelFixture is TestBase {
    VmDuel internal constant vmx = VmDuel(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint32 internal constant MODE = 1;
    address internal constant OWNER = address(0x0123);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA201);

    Coins internal coins;
    DuelPlatform internal platform;
    TestDuelMode internal mode;

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        mode = new TestDuelMode(platform);
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(MODE, address(mode));
        vm.stopPrank();
    }

    /// @dev Claims the daily gift for `player` `times` times, a day apart (time moves on).
    function _claim(address player, uint256 times) internal {
        for (uint256 i = 0; i < times; i++) {
            vm.prank(player);
            coins.claimDaily();
            vm.warp(block.timestamp + 1 days);
        }
    }

    /// @dev Funds ALICE and BOB and matches them with `bet`; ALICE waits, BOB joins.
    function _match(uint256 bet) internal returns (uint256 id) {
        vm.prank(ALICE);
        coins.claimDaily();
        vm.prank(BOB);
        coins.claimDaily();
        vm.prank(ALICE);
        platform.enqueue(MODE, bet);
        vm.prank(BOB);
        id = platform.enqueue(MODE, bet);
    }
}
