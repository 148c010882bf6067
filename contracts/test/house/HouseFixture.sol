// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";

/// @notice A registry whose game is the test contract itself (and a second game, GAME2), with
/// helpers to register houses and to request and draw a house for a game.
abstract contract HouseFixture is TestBase {
    address internal constant OWNER = address(0x0123);
    address internal constant GAME2 = address(0x6a3e2);
    uint256 internal constant MIN_BOND = 1 ether;
    uint256 internal constant EXIT_DELAY = 3 days;
    /// @dev BabyJubJub's base point as gnark writes it (EIP-2494's Base8 in the a = -1 form): a
    /// valid house key.
    uint256 internal constant KEY_X = 9671717474070082183213120605117400219616337014328744928644933853176787189663;
    uint256 internal constant KEY_Y = 16950150798460657717958625567821834550301663161624707787222815936182638968203;
    string internal constant URL = "https://house.example/v1";

    HouseRegistry internal reg;

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        vm.roll(100);
        reg = new HouseRegistry(OWNER, MIN_BOND, EXIT_DELAY);
        vm.startPrank(OWNER);
        reg.setGame(address(this), true);
        reg.setGame(GAME2, true);
        vm.stopPrank();
    }

    function _house(uint256 i) internal pure returns (address) {
        return address(uint160(0xB0000 + i));
    }

    function _register(address h, uint256 bond) internal {
        vm.deal(h, h.balance + bond);
        vm.prank(h);
        reg.register{value: bond}(KEY_X, KEY_Y, URL);
    }

    /// @dev Registers houses 1..n with MIN_BOND each, then moves one block on so that draws armed
    /// from here on may pick them.
    function _registerN(uint256 n) internal {
        for (uint256 i = 1; i <= n; i++) {
            _register(_house(i), MIN_BOND);
        }
        vm.roll(block.number + 1);
    }

    function _players(address a, address b) internal pure returns (address[] memory p) {
        p = new address[](2);
        p[0] = a;
        p[1] = b;
    }

    /// @dev Requests a house for `gameId` now, fixes the armed block's hash to `hash`, and draws
    /// in the next block.
    function _drawWith(uint256 gameId, address[] memory players, bytes32 hash) internal returns (address) {
        reg.requestHouse(gameId, players);
        vm.setBlockhash(block.number, hash);
        vm.roll(block.number + 1);
        return reg.assign(gameId, players);
    }

    function _one(address a) internal pure returns (address[] memory p) {
        p = new address[](1);
        p[0] = a;
    }

    function _amounts(uint256 a) internal pure returns (uint256[] memory p) {
        p = new uint256[](1);
        p[0] = a;
    }
}
