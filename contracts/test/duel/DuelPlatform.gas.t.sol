// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DuelMode} from "../../src/duel/DuelMode.sol";
import {IDuelPlatform} from "../../src/duel/IDuelPlatform.sol";
import {DuelFixture} from "./DuelFixture.sol";

/// @notice A mode that stores nothing, so that the measured gas is the platform's and the
/// coins' alone (a real mode adds its own start and move costs).
contract BareDuelMode is DuelMode {
    constructor(IDuelPlatform platform) DuelMode(platform) {}

    function _start(uint256, address, address, uint256) internal override {}

    function finish(uint256 matchId, IDuelPlatform.Outcome outcome) external {
        _report(matchId, outcome);
    }

    function timeoutOutcome(uint256) external pure returns (bool, uint8) {
        return (true, uint8(IDuelPlatform.Outcome.WinA));
    }
}

/// @notice The gas of each platform call against cold storage (vm.cool), as a transaction of
/// its own would pay, written to snapshots/DuelPlatformGasTest.json. Execution gas only: a
/// transaction adds 21,000 and its calldata.
contract DuelPlatformGasTest is DuelFixture {
    uint32 internal constant BARE = 9;
    BareDuelMode internal bare;

    function setUp() public override {
        super.setUp();
        bare = new BareDuelMode(platform);
        vm.prank(OWNER);
        platform.registerMode(BARE, address(bare));
    }

    function _cool() internal {
        vm.cool(address(coins));
        vm.cool(address(platform));
        vm.cool(address(bare));
    }

    function test_GasClaimDaily() public {
        _cool();
        vm.prank(ALICE);
        coins.claimDaily();
        vm.snapshotGasLastCall("claimDaily (first)");
        vm.warp(block.timestamp + 1 days);
        _cool();
        vm.prank(ALICE);
        coins.claimDaily();
        vm.snapshotGasLastCall("claimDaily (again)");
    }

    function test_GasQueueMatchSettle() public {
        _claim(ALICE, 2);
        _claim(BOB, 2);
        // a first match, so the players' slots exist as for a returning player
        _cool();
        vm.prank(ALICE);
        platform.enqueue(BARE, 50);
        vm.snapshotGasLastCall("enqueue (waits, new player)");
        _cool();
        vm.prank(BOB);
        uint256 id = platform.enqueue(BARE, 50);
        vm.snapshotGasLastCall("enqueue (match, new player)");
        _cool();
        bare.finish(id, IDuelPlatform.Outcome.WinA);
        vm.snapshotGasLastCall("settle win (new players)");

        _cool();
        vm.prank(ALICE);
        platform.enqueue(BARE, 50);
        vm.snapshotGasLastCall("enqueue (waits)");
        _cool();
        vm.prank(ALICE);
        platform.leave();
        vm.snapshotGasLastCall("leave");
        vm.prank(ALICE);
        platform.enqueue(BARE, 50);
        _cool();
        vm.prank(BOB);
        id = platform.enqueue(BARE, 50);
        vm.snapshotGasLastCall("enqueue (match)");
        _cool();
        bare.finish(id, IDuelPlatform.Outcome.WinB);
        vm.snapshotGasLastCall("settle win");

        vm.prank(ALICE);
        platform.enqueue(BARE, 50);
        vm.prank(BOB);
        id = platform.enqueue(BARE, 50);
        _cool();
        bare.finish(id, IDuelPlatform.Outcome.Draw);
        vm.snapshotGasLastCall("settle draw");

        vm.prank(ALICE);
        platform.enqueue(BARE, 50);
        vm.prank(BOB);
        id = platform.enqueue(BARE, 50);
        _cool();
        vm.prank(BOB);
        platform.forfeit(id);
        vm.snapshotGasLastCall("forfeit");

        vm.prank(ALICE);
        platform.enqueue(BARE, 50);
        vm.prank(BOB);
        id = platform.enqueue(BARE, 50);
        _cool();
        vm.prank(CAROL);
        platform.claimTimeout(id);
        vm.snapshotGasLastCall("claimTimeout");
        vm.assertEq(platform.matchCount(), 5, "five matches");
    }
}
