// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IWordproofAccount} from "../../src/interfaces/IWordproofAccount.sol";
import {WordproofAccount} from "../../src/account/WordproofAccount.sol";
import {MockGame} from "../mocks/MockGame.sol";
import {AccountTestBase} from "./AccountTestBase.sol";

/// @notice The packed permission store: a grant's selectors are kept per target in pages of
/// seven, so that a grant costs one storage write per target and page. Every granted pair and
/// no other passes, whatever the order, duplicates and page boundaries; and the production-sized
/// grant (Worth of Words, coins, duel platform, Blitz: 19 permissions on 4 targets) fits the
/// sponsor's verification gas cap with room to spare.
contract WordproofAccountPermissionsTest is AccountTestBase {
    MockGame internal coins;
    MockGame internal platform;
    MockGame internal blitz;

    function setUp() public override {
        super.setUp();
        coins = new MockGame();
        platform = new MockGame();
        blitz = new MockGame();
    }

    /// @dev The grant of the shipped clients' shape: 9 selectors on `game` (join as the 9th,
    /// on the second page), 1 on coins, 4 on the platform, 5 on Blitz (move among them).
    function _fullGrant() internal view returns (IWordproofAccount.SessionGrant memory grant) {
        grant = _defaultGrant();
        IWordproofAccount.Permission[] memory p = new IWordproofAccount.Permission[](19);
        for (uint256 i = 0; i < 8; ++i) {
            p[i] = IWordproofAccount.Permission(address(game), bytes4(uint32(0x1000 + i)));
        }
        p[8] = IWordproofAccount.Permission(address(game), MockGame.join.selector);
        p[9] = IWordproofAccount.Permission(address(coins), bytes4(uint32(0x2000)));
        for (uint256 i = 0; i < 4; ++i) {
            p[10 + i] = IWordproofAccount.Permission(address(platform), bytes4(uint32(0x3000 + i)));
        }
        for (uint256 i = 0; i < 4; ++i) {
            p[14 + i] = IWordproofAccount.Permission(address(blitz), bytes4(uint32(0x4000 + i)));
        }
        p[18] = IWordproofAccount.Permission(address(blitz), MockGame.move.selector);
        grant.permissions = p;
        grant.salt = 7;
    }

    function test_FullGrantPermitsEachPairAndNoOther() public {
        IWordproofAccount.SessionGrant memory grant = _fullGrant();
        grant.sessionKey = vm.addr(STRANGER_KEY);
        vm.prank(owner);
        account.grantSession(grant, "");
        for (uint256 i = 0; i < grant.permissions.length; ++i) {
            IWordproofAccount.Permission memory p = grant.permissions[i];
            vm.assertTrue(account.isPermitted(grant.sessionKey, p.target, p.selector), "granted pair");
        }
        vm.assertFalse(account.isPermitted(grant.sessionKey, address(game), MockGame.move.selector), "move on game");
        vm.assertFalse(account.isPermitted(grant.sessionKey, address(blitz), MockGame.join.selector), "join on blitz");
        vm.assertFalse(account.isPermitted(grant.sessionKey, address(coins), bytes4(uint32(0x1000))), "other target");
        vm.assertFalse(account.isPermitted(grant.sessionKey, address(otherGame), bytes4(0)), "zero selector");
    }

    /// @dev A selector on a later page of its target is reached through the continued page, and
    /// an op calling it validates.
    function test_SelectorOnSecondPageValidates() public {
        IWordproofAccount.SessionGrant memory grant = _fullGrant();
        vm.prank(owner);
        account.grantSession(grant, "");
        vm.assertEq(_validate(_sessionOp(_joinCall(0))), _window(grant.validUntil, grant.validAfter), "join");
    }

    /// @dev The zero selector is a selector like any other: granted, it passes; an empty lane of
    /// a page never does.
    function test_ZeroSelectorOnlyWhenGranted() public {
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.permissions = new IWordproofAccount.Permission[](1);
        grant.permissions[0] = IWordproofAccount.Permission(address(game), MockGame.move.selector);
        grant.salt = 3;
        vm.prank(owner);
        account.grantSession(grant, "");
        vm.assertFalse(account.isPermitted(sessionKey, address(game), bytes4(0)), "empty lane");
        grant.permissions[0] = IWordproofAccount.Permission(address(game), bytes4(0));
        grant.salt = 4;
        vm.prank(owner);
        account.grantSession(grant, "");
        vm.assertTrue(account.isPermitted(sessionKey, address(game), bytes4(0)), "granted zero");
        vm.assertFalse(account.isPermitted(sessionKey, address(game), MockGame.move.selector), "old grant gone");
    }

    /// @dev A forbidden target anywhere in the grant, even after allowed ones, refuses it.
    function test_RevertWhen_ForbiddenTargetAfterAllowedOnes() public {
        IWordproofAccount.SessionGrant memory grant = _fullGrant();
        grant.permissions[18] = IWordproofAccount.Permission(address(account), MockGame.move.selector);
        vm.expectRevert(
            abi.encodeWithSelector(IWordproofAccount.WordproofAccountGrantTargetForbidden.selector, address(account))
        );
        vm.prank(owner);
        account.grantSession(grant, "");
    }

    /// @dev The first op of an account of the clients' shape: creation, the 19-permission grant
    /// installed in validation and a call on the second Blitz-like target. Its validation gas
    /// (account creation included) is what the sponsor's 1M verification cap must hold.
    function test_FirstOpWithFullGrant() public {
        address fresh = factory.getAddress(owner, 43);
        vm.deal(fresh, 1 ether);
        IWordproofAccount.SessionGrant memory grant = _fullGrant();
        PackedUserOperation memory op = _op(
            fresh, abi.encodeCall(BaseAccount.execute, (address(blitz), 0, abi.encodeCall(MockGame.move, (7, "CRANE"))))
        );
        op.initCode = _initCode(owner, 43);
        op.accountGasLimits = bytes32(uint256(900_000) << 128 | uint256(200_000));
        op.signature = _enableSignature(fresh, grant, OWNER_KEY, SESSION_KEY, op);
        _handle(op);
        vm.snapshotGasLastCall("create account, enable a 19-permission session and move");
        vm.assertEq(blitz.calls(fresh, MockGame.move.selector), 1, "moved");

        // Validation alone, on a second account created beforehand: what the grant adds.
        address second = factory.getAddress(owner, 44);
        vm.prank(address(entryPoint.senderCreator()));
        factory.createAccount(owner, 44);
        op = _op(
            second, abi.encodeCall(BaseAccount.execute, (address(blitz), 0, abi.encodeCall(MockGame.move, (7, "CRANE"))))
        );
        op.signature = _enableSignature(second, grant, OWNER_KEY, SESSION_KEY, op);
        bytes32 hash = entryPoint.getUserOpHash(op);
        vm.prank(address(entryPoint));
        uint256 before = gasleft();
        WordproofAccount(payable(second)).validateUserOp(op, hash, 0);
        vm.snapshotValue("validation enabling a 19-permission session", before - gasleft());
    }

    /// @dev Any grant over a few targets and selectors (duplicates and long targets included)
    /// permits exactly its pairs.
    function testFuzz_PackedPermissionsAreExactlyTheGrant(uint256 seed, uint8 length) public {
        length = uint8(bound(length, 1, 40));
        address[3] memory targets = [address(game), address(otherGame), address(coins)];
        IWordproofAccount.SessionGrant memory grant = _defaultGrant();
        grant.permissions = new IWordproofAccount.Permission[](length);
        for (uint256 i = 0; i < length; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            // A small selector space makes duplicates and near misses likely.
            grant.permissions[i] = IWordproofAccount.Permission(targets[r % 3], bytes4(uint32((r >> 8) % 24)));
        }
        grant.salt = 9;
        vm.prank(owner);
        account.grantSession(grant, "");
        for (uint256 t = 0; t < 3; ++t) {
            for (uint32 s = 0; s < 26; ++s) {
                bool want = false;
                for (uint256 i = 0; i < length; ++i) {
                    if (grant.permissions[i].target == targets[t] && uint32(grant.permissions[i].selector) == s) {
                        want = true;
                    }
                }
                vm.assertEq(account.isPermitted(sessionKey, targets[t], bytes4(s)), want, "pair");
            }
        }
    }
}
