// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";

/// @notice Drives a registry through random registrations, top-ups, draws, releases, slashes,
/// exits, withdrawals and credit withdrawals, as the registry's only game, and keeps the ghost
/// sums the invariants compare with.
contract HouseHandler is TestBase {
    uint256 internal constant KEY_X = 9671717474070082183213120605117400219616337014328744928644933853176787189663;
    uint256 internal constant KEY_Y = 16950150798460657717958625567821834550301663161624707787222815936182638968203;

    HouseRegistry public immutable reg;
    address[] public actors;
    uint256 public nextGame = 1;
    uint256[] internal _open; // game ids with a house
    uint256[] internal _pending; // game ids requested, not drawn

    /// @notice Ghost: every slash paid at most the bond it was taken from.
    bool public slashWithinBond = true;
    /// @notice Ghost: ETH paid into and out of the registry.
    uint256 public paidIn;
    uint256 public paidOut;
    /// @notice Ghost: houses drawn and games slashed, to show that the run reached them.
    uint256 public drawn;
    uint256 public slashes;

    constructor(HouseRegistry reg_) {
        reg = reg_;
        for (uint256 i = 1; i <= 6; i++) {
            actors.push(address(uint160(0xC0000 + i)));
        }
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function _actor(uint256 i) internal view returns (address) {
        return actors[i % actors.length];
    }

    function register(uint256 who, uint256 bond) external {
        address a = _actor(who);
        if (reg.houseOf(a).registeredBlock != 0) return;
        bond = bound(bond, reg.MIN_BOND(), 5 ether);
        vm.deal(a, bond);
        vm.prank(a);
        reg.register{value: bond}(KEY_X, KEY_Y, "https://h");
        paidIn += bond;
    }

    function topUp(uint256 who, uint256 amount) external {
        address a = _actor(who);
        IHouseRegistry.House memory h = reg.houseOf(a);
        if (h.registeredBlock == 0 || h.exitAt != 0) return;
        amount = bound(amount, 1, 2 ether);
        vm.deal(a, amount);
        vm.prank(a);
        reg.topUp{value: amount}();
        paidIn += amount;
    }

    function request(uint256 p0, uint256 p1) external {
        address[] memory p = _players(_actor(p0), _actor(p1));
        uint256 g = nextGame++;
        reg.requestHouse(g, p);
        _pending.push(g);
        _players_[g] = p;
    }

    mapping(uint256 => address[]) internal _players_;

    function draw(uint256 i, uint256 blocks) external {
        if (_pending.length == 0) return;
        uint256 k = i % _pending.length;
        uint256 g = _pending[k];
        vm.roll(block.number + bound(blocks, 1, 4));
        address h = reg.assign(g, _players_[g]);
        if (h == address(0)) return;
        require(h != _players_[g][0] && h != _players_[g][1], "drew a player");
        _pending[k] = _pending[_pending.length - 1];
        _pending.pop();
        _open.push(g);
        drawn++;
    }

    function end(uint256 i, bool slashIt, uint256 a0, uint256 a1) external {
        if (_open.length == 0) return;
        uint256 k = i % _open.length;
        uint256 g = _open[k];
        _open[k] = _open[_open.length - 1];
        _open.pop();
        if (!slashIt) {
            reg.release(g);
            return;
        }
        (address h,) = reg.assignmentOf(address(this), g);
        uint256 bond = reg.houseOf(h).bond;
        uint256[] memory a = new uint256[](2);
        a[0] = bound(a0, 0, 4 ether);
        a[1] = bound(a1, 0, 4 ether);
        uint256 total = reg.slash(h, g, _players_[g], a);
        slashes++;
        if (total > bond || reg.houseOf(h).bond != bond - total) slashWithinBond = false;
    }

    function requestExit(uint256 who) external {
        address a = _actor(who);
        IHouseRegistry.House memory h = reg.houseOf(a);
        if (h.registeredBlock == 0 || h.exitAt != 0) return;
        vm.prank(a);
        reg.requestExit();
    }

    function withdraw(uint256 who) external {
        address a = _actor(who);
        IHouseRegistry.House memory h = reg.houseOf(a);
        if (h.exitAt == 0 || h.openGames != 0) return;
        uint256 readyAt = reg.exitReadyAt(a);
        if (block.timestamp < readyAt) vm.warp(readyAt);
        vm.prank(a);
        reg.withdraw();
        paidOut += h.bond;
    }

    function withdrawCredit(uint256 who) external {
        address a = _actor(who);
        uint256 c = reg.creditOf(a);
        if (c == 0) return;
        vm.prank(a);
        reg.withdrawCredit();
        paidOut += c;
    }

    function warp(uint256 s) external {
        vm.warp(block.timestamp + bound(s, 1, 2 days));
    }

    function _players(address a, address b) internal pure returns (address[] memory p) {
        p = new address[](2);
        p[0] = a;
        p[1] = b;
    }
}
