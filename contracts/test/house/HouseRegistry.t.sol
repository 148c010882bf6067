// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {HouseFixture} from "./HouseFixture.sol";

/// @dev Refuses ETH, to show that a refused payment reverts and leaves the bond in place.
contract Refuser {
    receive() external payable {
        revert("no");
    }
}

/// @notice Registration, the draw, slashing, credits and the exit of houses.
contract HouseRegistryTest is HouseFixture {
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);

    // ---- registration ----

    function test_Register() public {
        address h = _house(1);
        vm.deal(h, 2 ether);
        vm.expectEmit(address(reg));
        emit IHouseRegistry.HouseRegistered(h, 2 ether, KEY_X, KEY_Y, URL);
        vm.prank(h);
        reg.register{value: 2 ether}(KEY_X, KEY_Y, URL);
        IHouseRegistry.House memory r = reg.houseOf(h);
        vm.assertEq(uint256(r.bond), 2 ether, "bond");
        vm.assertEq(r.pubKeyX, KEY_X, "key x");
        vm.assertEq(r.pubKeyY, KEY_Y, "key y");
        vm.assertEq(bytes(r.url), bytes(URL), "url");
        vm.assertEq(uint256(r.registeredBlock), block.number, "block");
        vm.assertTrue(reg.isActive(h), "active");
        vm.assertEq(reg.houseCount(), 1, "listed");
        vm.assertEq(reg.houseAt(0), h, "slot 0");
        vm.assertEq(address(reg).balance, 2 ether, "held");
    }

    function test_RegisterBondMinimum() public {
        address h = _house(1);
        vm.deal(h, 1 ether);
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseBondTooLow.selector, MIN_BOND - 1, MIN_BOND));
        reg.register{value: MIN_BOND - 1}(KEY_X, KEY_Y, URL);
        vm.prank(h);
        reg.register{value: MIN_BOND}(KEY_X, KEY_Y, URL);
        vm.assertTrue(reg.isActive(h), "exactly the minimum is enough");
    }

    function test_RegisterBadKeys() public {
        uint256 f = reg.FIELD();
        uint256[2][6] memory bad = [
            [uint256(0), KEY_Y],
            [KEY_X, uint256(0)],
            [KEY_X + f, KEY_Y], // the same point, not reduced
            [KEY_X, KEY_Y + f],
            [KEY_X, KEY_Y + 1], // off the curve
            [uint256(0), uint256(1)] // the identity
        ];
        address h = _house(1);
        vm.deal(h, 10 ether);
        for (uint256 i = 0; i < bad.length; i++) {
            vm.prank(h);
            vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseBadKey.selector, bad[i][0], bad[i][1]));
            reg.register{value: MIN_BOND}(bad[i][0], bad[i][1], URL);
        }
        // EIP-2494's generator (order 8l), mapped to gnark's coordinates, is on the curve too;
        // EIP-2494's own coordinates of Base8 are not (another curve equation)
        vm.assertTrue(
            reg.onCurve(
                4986949742063700372957640167352107234059678269330781000560194578601267663727,
                5472060717959818805561601436314318772137091100104008585924551046643952123905
            ),
            "generator"
        );
        vm.assertFalse(
            reg.onCurve(5299619240641551281634865583518297030282874472190772894086521144482721001553, KEY_Y),
            "EIP-2494 coordinates"
        );
    }

    function test_RegisterBadUrlAndTwice() public {
        address h = _house(1);
        vm.deal(h, 10 ether);
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseBadUrl.selector, 0));
        reg.register{value: MIN_BOND}(KEY_X, KEY_Y, "");
        bytes memory long = new bytes(257);
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseBadUrl.selector, 257));
        reg.register{value: MIN_BOND}(KEY_X, KEY_Y, string(long));
        _register(h, MIN_BOND);
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseAlreadyRegistered.selector, h));
        reg.register{value: MIN_BOND}(KEY_X, KEY_Y, URL);
    }

    function test_TopUp() public {
        address h = _house(1);
        vm.deal(h, 1 ether);
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNotRegistered.selector, h));
        reg.topUp{value: 1 ether}();
        _register(h, MIN_BOND);
        vm.deal(h, 1 ether);
        vm.expectEmit(address(reg));
        emit IHouseRegistry.HouseToppedUp(h, 0.5 ether, 1.5 ether);
        vm.prank(h);
        reg.topUp{value: 0.5 ether}();
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseBadTopUp.selector, h));
        reg.topUp{value: 0}();
        vm.prank(h);
        reg.requestExit();
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseBadTopUp.selector, h));
        reg.topUp{value: 0.1 ether}();
        vm.assertEq(uint256(reg.houseOf(h).bond), 1.5 ether, "bond");
    }

    function test_OnlyOwnerSetsGames() public {
        vm.prank(ALICE);
        vm.expectRevert();
        reg.setGame(ALICE, true);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNotGame.selector, ALICE));
        reg.requestHouse(1, _players(ALICE, BOB));
    }

    function test_ConstructorBounds() public {
        uint256 minDelay = reg.MIN_EXIT_DELAY();
        vm.expectRevert();
        new HouseRegistry(OWNER, 0, minDelay);
        vm.expectRevert();
        new HouseRegistry(OWNER, 1, minDelay - 1);
        new HouseRegistry(OWNER, 1, minDelay);
    }

    // ---- the draw ----

    function test_AssignExcludesPlayers() public {
        _registerN(3);
        // houses 1 and 2 are the game's players: every hash draws house 3
        for (uint256 g = 1; g <= 20; g++) {
            address h = _drawWith(g, _players(_house(1), _house(2)), keccak256(abi.encode("hash", g)));
            vm.assertEq(h, _house(3), "never a player");
        }
        vm.assertEq(uint256(reg.houseOf(_house(3)).openGames), 20, "open games");
        vm.assertEq(uint256(reg.houseOf(_house(1)).openGames), 0, "a player serves nothing");
    }

    function test_AssignNoHouseButPlayersRearms() public {
        _registerN(1);
        address[] memory p = _players(_house(1), BOB);
        reg.requestHouse(7, p);
        vm.roll(block.number + 1);
        vm.expectEmit(address(reg));
        emit IHouseRegistry.HouseRequested(address(this), 7, block.number);
        vm.assertEq(reg.assign(7, p), address(0), "nobody eligible");
        (, uint256 armed) = reg.assignmentOf(address(this), 7);
        vm.assertEq(armed, block.number, "re-armed on this block");
        // a house that registers in the armed block is not in that draw; the next one has it
        _register(_house(2), MIN_BOND);
        vm.roll(block.number + 1);
        vm.assertEq(reg.assign(7, p), address(0), "registered in the armed block");
        vm.roll(block.number + 1);
        vm.assertEq(reg.assign(7, p), _house(2), "registered before the armed block");
    }

    /// @notice Nobody can steer the draw: not in the armed block (its hash is unknown there),
    /// not by the block or time of the draw, not by houses that join or leave after it is armed.
    function test_RandomnessNotSteerableWithinBlock() public {
        _registerN(8);
        address[] memory p = _players(ALICE, BOB);
        reg.requestHouse(1, p);
        uint256 armed = block.number;
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseDrawTooEarly.selector, address(this), 1, armed));
        reg.assign(1, p);
        vm.setBlockhash(armed, keccak256("armed"));

        // the same game, armed on the same block, drawn at different blocks and times, with
        // houses joining and leaving after the armed block: always the same house
        uint256 snap = vm.snapshotState();
        vm.roll(armed + 1);
        address first = reg.assign(1, p);
        vm.assertTrue(first != address(0), "drawn");
        vm.revertToState(snap);

        vm.roll(armed + 200);
        vm.warp(block.timestamp + 1 hours);
        for (uint256 i = 9; i <= 40; i++) {
            _register(_house(i), MIN_BOND); // joined after the armed block: never picked
        }
        vm.assertEq(reg.assign(1, p), first, "later draw, more houses: same house");
        vm.revertToState(snap);

        vm.roll(armed + 5);
        vm.prank(first);
        reg.requestExit(); // left after the armed block: still drawn, must serve
        vm.assertEq(reg.assign(1, p), first, "exit after arming does not dodge the draw");
        vm.revertToState(snap);

        // another game id on the same block draws independently: the game id is in the seed
        reg.requestHouse(2, p);
        vm.roll(armed + 1);
        vm.assertTrue(reg.assign(2, p) != address(0), "drawn");
    }

    function test_DrawSkipsHousesGoneBeforeArming() public {
        _registerN(3);
        vm.prank(_house(1));
        reg.requestExit();
        vm.roll(block.number + 1);
        for (uint256 g = 1; g <= 12; g++) {
            address h = _drawWith(g, _players(_house(2), BOB), keccak256(abi.encode(g)));
            vm.assertEq(h, _house(3), "neither the leaving house nor a player");
        }
    }

    function test_DrawSpreadsOverHouses() public {
        _registerN(4);
        uint256[5] memory seen;
        for (uint256 g = 1; g <= 64; g++) {
            address h = _drawWith(g, _players(ALICE, BOB), keccak256(abi.encode("spread", g)));
            seen[uint160(h) - 0xB0000]++;
        }
        for (uint256 i = 1; i <= 4; i++) {
            vm.assertGt(seen[i], 4, "every house is drawn");
        }
    }

    function test_AssignRearmsWhenHashOutOfReach() public {
        _registerN(2);
        address[] memory p = _players(ALICE, BOB);
        reg.requestHouse(1, p);
        vm.roll(block.number + 300); // past BLOCKHASH, no history contract in this test EVM
        vm.assertEq(reg.assign(1, p), address(0), "re-armed");
        (address h, uint256 armed) = reg.assignmentOf(address(this), 1);
        vm.assertEq(h, address(0), "no house yet");
        vm.assertEq(armed, block.number, "armed again");
        vm.setBlockhash(armed, keccak256("later"));
        vm.roll(armed + 1);
        vm.assertTrue(reg.assign(1, p) != address(0), "drawn on the new block");
    }

    function test_AssignOnlyByTheRequestingGameWithItsPlayers() public {
        _registerN(2);
        address[] memory p = _players(ALICE, BOB);
        reg.requestHouse(1, p);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseAlreadyRequested.selector, address(this), 1));
        reg.requestHouse(1, p);
        vm.roll(block.number + 1);
        vm.prank(GAME2);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNoRequest.selector, GAME2, 1));
        reg.assign(1, p);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseWrongPlayers.selector, address(this), 1));
        reg.assign(1, _players(ALICE, _house(1)));
        address h = reg.assign(1, p);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseAlreadyAssigned.selector, address(this), 1, h));
        reg.assign(1, p);
    }

    // ---- slashing ----

    function _assigned(uint256 gameId) internal returns (address h) {
        h = _drawWith(gameId, _players(ALICE, BOB), keccak256(abi.encode("slash", gameId)));
        require(h != address(0), "no house");
    }

    function test_SlashCreditsVictims() public {
        _registerN(2);
        address h = _assigned(1);
        address[] memory v = _players(ALICE, BOB);
        uint256[] memory a = new uint256[](2);
        a[0] = 0.25 ether;
        a[1] = 0.5 ether;
        vm.expectEmit(address(reg));
        emit IHouseRegistry.Compensated(1, ALICE, 0.25 ether);
        vm.expectEmit(address(reg));
        emit IHouseRegistry.Compensated(1, BOB, 0.5 ether);
        vm.expectEmit(address(reg));
        emit IHouseRegistry.HouseSlashed(address(this), 1, h, 0.75 ether);
        vm.assertEq(reg.slash(h, 1, v, a), 0.75 ether, "total");
        vm.assertEq(uint256(reg.houseOf(h).bond), 0.25 ether, "bond left");
        vm.assertEq(uint256(reg.houseOf(h).openGames), 0, "the game is over");
        vm.assertFalse(reg.isActive(h), "below the minimum: no longer drawn");
        vm.assertEq(reg.creditOf(ALICE), 0.25 ether, "alice's credit");

        vm.prank(ALICE);
        reg.withdrawCredit();
        vm.assertEq(ALICE.balance, 0.25 ether, "alice paid");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNoCredit.selector, ALICE));
        reg.withdrawCredit();
        vm.assertEq(address(reg).balance, 0.5 ether + 0.25 ether + MIN_BOND, "bob's credit + bonds");

        // a top-up brings it back into the draw
        vm.deal(h, 1 ether);
        vm.prank(h);
        reg.topUp{value: 1 ether}();
        vm.assertTrue(reg.isActive(h), "active again");
    }

    function test_SlashOnlyByTheAssignedGame() public {
        _registerN(2);
        address h = _assigned(1);
        address other = h == _house(1) ? _house(2) : _house(1);
        address[] memory v = _one(ALICE);
        uint256[] memory a = _amounts(0.1 ether);
        vm.prank(GAME2); // another registered game
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNoRequest.selector, GAME2, 1));
        reg.slash(h, 1, v, a);
        vm.prank(ALICE); // a player
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNoRequest.selector, ALICE, 1));
        reg.slash(h, 1, v, a);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseWrongHouse.selector, address(this), 1, other));
        reg.slash(other, 1, v, a); // a house that is not this game's
        reg.requestHouse(2, _players(ALICE, BOB)); // requested, not drawn
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNotAssigned.selector, address(this), 2));
        reg.slash(h, 2, v, a);
        reg.release(1);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNoRequest.selector, address(this), 1));
        reg.slash(h, 1, v, a); // released: nothing left to slash
        vm.assertEq(uint256(reg.houseOf(h).bond), MIN_BOND, "bond untouched");
    }

    function test_SlashOnlyUpToTheBond() public {
        _registerN(1);
        address h = _assigned(1);
        uint256[] memory a = new uint256[](2);
        a[0] = 3 ether;
        a[1] = 1 ether; // 4 ether asked of a 1 ether bond: cut to 3/4 and 1/4 of it
        vm.assertEq(reg.slash(h, 1, _players(ALICE, BOB), a), MIN_BOND, "the whole bond");
        vm.assertEq(reg.creditOf(ALICE), 0.75 ether, "alice");
        vm.assertEq(reg.creditOf(BOB), 0.25 ether, "bob");
        vm.assertEq(uint256(reg.houseOf(h).bond), 0, "bond spent");
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNoRequest.selector, address(this), 1));
        reg.slash(h, 1, _players(ALICE, BOB), a); // once per game
    }

    function test_SlashBadVictims() public {
        _registerN(1);
        address h = _assigned(1);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseBadVictims.selector, 2, 1));
        reg.slash(h, 1, _players(ALICE, BOB), _amounts(1));
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseBadVictims.selector, 1, 1));
        reg.slash(h, 1, _one(address(0)), _amounts(1));
    }

    // ---- exit ----

    function test_ExitDelay() public {
        _registerN(1);
        address h = _house(1);
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseNotExiting.selector, h));
        reg.withdraw();
        _assigned(1);
        vm.prank(h);
        reg.requestExit();
        uint256 asked = block.timestamp;
        vm.assertFalse(reg.isActive(h), "not drawn any more");
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseExiting.selector, h));
        reg.requestExit();
        vm.assertEq(reg.exitReadyAt(h), asked + EXIT_DELAY, "ready at");

        // an open game keeps it, however long
        vm.warp(asked + EXIT_DELAY + 10 days);
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseHasOpenGames.selector, h, 1));
        reg.withdraw();

        // the delay counts again from the end of its last game
        reg.release(1);
        uint256 readyAt = block.timestamp + EXIT_DELAY;
        vm.assertEq(reg.exitReadyAt(h), readyAt, "from the last game's end");
        vm.warp(readyAt - 1);
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseExitDelay.selector, h, readyAt));
        reg.withdraw();
        vm.warp(readyAt);
        vm.expectEmit(address(reg));
        emit IHouseRegistry.BondWithdrawn(h, MIN_BOND);
        vm.prank(h);
        reg.withdraw();
        vm.assertEq(h.balance, MIN_BOND, "bond back");
        vm.assertEq(address(reg).balance, 0, "nothing held");
        vm.assertEq(uint256(reg.houseOf(h).registeredBlock), 0, "no longer a house");

        // it may come back, in the same slot
        _register(h, MIN_BOND);
        vm.assertEq(reg.houseCount(), 1, "same slot");
    }

    function test_WithdrawRefusedKeepsTheBond() public {
        Refuser r = new Refuser();
        _register(address(r), MIN_BOND);
        vm.prank(address(r));
        reg.requestExit();
        vm.warp(block.timestamp + EXIT_DELAY);
        vm.prank(address(r));
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseTransferFailed.selector, address(r), MIN_BOND));
        reg.withdraw();
        vm.assertEq(uint256(reg.houseOf(address(r)).bond), MIN_BOND, "still held");
    }

    // ---- fuzz ----

    /// @notice Whatever the claims, a slash pays at most the bond, exactly what it credits.
    function testFuzz_SlashNeverExceedsBond(uint96 bond, uint256 a0, uint256 a1, uint256 a2) public {
        bond = uint96(bound(bond, MIN_BOND, 1000 ether));
        _register(_house(1), bond);
        vm.roll(block.number + 1);
        address h = _assigned(1);
        uint256[] memory a = new uint256[](3);
        a[0] = bound(a0, 0, 1e30);
        a[1] = bound(a1, 0, 1e30);
        a[2] = bound(a2, 0, 1e30);
        address[] memory v = new address[](3);
        v[0] = ALICE;
        v[1] = BOB;
        v[2] = ALICE;
        uint256 total = reg.slash(h, 1, v, a);
        vm.assertLe(total, bond, "within the bond");
        vm.assertEq(reg.creditOf(ALICE) + reg.creditOf(BOB), total, "credited = slashed");
        vm.assertEq(uint256(reg.houseOf(h).bond), bond - total, "bond reduced by it");
        if (a[0] + a[1] + a[2] <= bond) vm.assertEq(total, a[0] + a[1] + a[2], "paid in full when it fits");
        vm.assertEq(address(reg).balance, bond, "all still held");
    }

    /// @notice Whatever the hash, the number of houses and which of them play, the drawn house
    /// is registered, active at the armed block and not a player; and one is drawn when any is.
    function testFuzz_DrawPicksAnEligibleHouse(bytes32 hash, uint8 count, uint8 p0, uint8 p1) public {
        uint256 n = bound(count, 1, 24);
        _registerN(n);
        address[] memory p = _players(_house(bound(p0, 1, 30)), _house(bound(p1, 1, 30)));
        address h = _drawWith(1, p, hash);
        if (hash == 0) {
            // Randomness reads a zero hash as out of reach: nothing is drawn, the draw re-arms.
            vm.assertEq(h, address(0), "no draw without a hash");
            return;
        }
        uint256 eligible = n;
        if (uint160(p[0]) - 0xB0000 <= n) eligible--;
        if (p[1] != p[0] && uint160(p[1]) - 0xB0000 <= n) eligible--;
        if (eligible == 0) {
            vm.assertEq(h, address(0), "none to draw");
            return;
        }
        vm.assertTrue(h != p[0] && h != p[1], "not a player");
        vm.assertTrue(reg.isActive(h), "an active house");
        vm.assertEq(uint256(reg.houseOf(h).openGames), 1, "counted");
    }

    /// @notice Random coordinates are refused unless they are a curve point below the field.
    function testFuzz_KeyChecks(uint256 x, uint256 y) public {
        vm.assume(!reg.onCurve(x, y));
        address h = _house(1);
        vm.deal(h, MIN_BOND);
        vm.prank(h);
        vm.expectRevert(abi.encodeWithSelector(IHouseRegistry.HouseBadKey.selector, x, y));
        reg.register{value: MIN_BOND}(x, y, URL);
    }
}
