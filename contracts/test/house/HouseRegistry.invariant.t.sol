// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";
import {InvariantBase} from "../utils/InvariantBase.sol";
import {HouseHandler} from "./HouseHandler.sol";

/// @notice Over random registrations, top-ups, draws, releases, slashes, exits and withdrawals,
/// the registry holds exactly the bonds plus the unpaid credits, no slash exceeds its bond, and
/// open-game counters match the games drawn and not ended.
/// forge-config: default.invariant.depth = 64
contract HouseRegistryInvariantTest is InvariantBase {
    address internal constant OWNER = address(0x0123);

    HouseRegistry internal reg;
    HouseHandler internal handler;

    function setUp() public {
        vm.warp(1_700_000_000);
        vm.roll(100);
        reg = new HouseRegistry(OWNER, 1 ether, 2 days);
        handler = new HouseHandler(reg);
        vm.prank(OWNER);
        reg.setGame(address(handler), true);

        bytes4[] memory selectors = new bytes4[](9);
        selectors[0] = HouseHandler.register.selector;
        selectors[1] = HouseHandler.topUp.selector;
        selectors[2] = HouseHandler.request.selector;
        selectors[3] = HouseHandler.draw.selector;
        selectors[4] = HouseHandler.end.selector;
        selectors[5] = HouseHandler.requestExit.selector;
        selectors[6] = HouseHandler.withdraw.selector;
        selectors[7] = HouseHandler.withdrawCredit.selector;
        selectors[8] = HouseHandler.warp.selector;
        targetSelectorsOf(address(handler), selectors);
    }

    /// @notice The registry's ETH is the bonds plus the credits not yet collected, and what came
    /// in minus what went out.
    function invariant_BalanceIsBondsPlusCredits() public view {
        uint256 sum;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            address a = handler.actors(i);
            sum += reg.houseOf(a).bond + reg.creditOf(a);
        }
        vm.assertEq(address(reg).balance, sum, "balance = bonds + credits");
        vm.assertEq(address(reg).balance, handler.paidIn() - handler.paidOut(), "in - out");
    }

    /// @notice No slash took more than the bond it was drawn from.
    function invariant_SlashWithinBond() public view {
        vm.assertTrue(handler.slashWithinBond(), "a slash exceeded its bond");
    }

    /// @notice A house that withdrew holds nothing and serves nothing.
    function invariant_WithdrawnHousesAreEmpty() public view {
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            IHouseRegistry.House memory h = reg.houseOf(handler.actors(i));
            if (h.registeredBlock == 0) {
                vm.assertEq(uint256(h.bond), 0, "no bond");
                vm.assertEq(uint256(h.openGames), 0, "no game");
            }
        }
    }
}
