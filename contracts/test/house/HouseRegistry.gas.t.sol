// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {HouseFixture} from "./HouseFixture.sol";

/// @notice The gas of each registry call against cold storage (vm.cool), as a transaction of its
/// own would pay, written to snapshots/HouseRegistryGasTest.json. Execution gas only: a
/// transaction adds 21,000 and its calldata. The draw is measured among 10 houses with two
/// players who are houses too (so it may reject slots).
contract HouseRegistryGasTest is HouseFixture {
    function test_GasRegister() public {
        vm.deal(_house(1), 2 ether);
        vm.cool(address(reg));
        vm.prank(_house(1));
        reg.register{value: 1 ether}(KEY_X, KEY_Y, URL);
        vm.snapshotGasLastCall("register");
        vm.cool(address(reg));
        vm.prank(_house(1));
        reg.topUp{value: 1 ether}();
        vm.snapshotGasLastCall("topUp");
    }

    function test_GasAssignReleaseSlash() public {
        _registerN(10);
        address[] memory p = _players(_house(1), _house(2));
        vm.cool(address(reg));
        reg.requestHouse(1, p);
        vm.snapshotGasLastCall("requestHouse");
        vm.setBlockhash(block.number, keccak256("gas"));
        vm.roll(block.number + 1);
        vm.cool(address(reg));
        address h = reg.assign(1, p);
        vm.snapshotGasLastCall("assign");
        vm.cool(address(reg));
        reg.release(1);
        vm.snapshotGasLastCall("release");

        reg.requestHouse(2, p);
        vm.roll(block.number + 1);
        h = reg.assign(2, p);
        uint256[] memory a = new uint256[](2);
        a[0] = 0.1 ether;
        a[1] = 0.1 ether;
        vm.cool(address(reg));
        reg.slash(h, 2, p, a);
        vm.snapshotGasLastCall("slash (two victims)");
        vm.cool(address(reg));
        vm.prank(_house(1));
        reg.withdrawCredit();
        vm.snapshotGasLastCall("withdrawCredit");
    }

    function test_GasExit() public {
        _registerN(1);
        vm.cool(address(reg));
        vm.prank(_house(1));
        reg.requestExit();
        vm.snapshotGasLastCall("requestExit");
        vm.warp(block.timestamp + EXIT_DELAY);
        vm.cool(address(reg));
        vm.prank(_house(1));
        reg.withdraw();
        vm.snapshotGasLastCall("withdraw");
    }
}
