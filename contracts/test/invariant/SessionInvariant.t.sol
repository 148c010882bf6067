// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {IWordproofAccount} from "../../src/interfaces/IWordproofAccount.sol";
import {WordproofAccount} from "../../src/account/WordproofAccount.sol";
import {WordproofAccountFactory} from "../../src/account/WordproofAccountFactory.sol";
import {MockGame} from "../mocks/MockGame.sol";
import {EntryPointDeployer} from "../utils/EntryPointDeployer.sol";
import {InvariantBase} from "../utils/InvariantBase.sol";
import {SessionHandler} from "./SessionHandler.sol";

/// @notice Whatever a session key signs, it reaches only the calls its grant lists, its operation
/// budget, stake cap and gas budget are spent exactly and never exceeded, and validation agrees
/// with a simple model of the grant.
contract SessionInvariantTest is InvariantBase {
    uint256 internal constant OWNER_KEY = 0xA11CE;
    uint256 internal constant SESSION_KEY = 0x5E55;
    uint256 internal constant INITIAL_FUNDS = 1000 ether;

    IEntryPoint internal entryPoint;
    WordproofAccount internal account;
    MockGame internal game;
    MockGame internal otherGame;
    SessionHandler internal handler;
    address internal owner;

    function setUp() public {
        vm.warp(1_700_000_000);
        entryPoint = EntryPointDeployer.deploy(vm);
        WordproofAccountFactory factory = new WordproofAccountFactory(entryPoint);
        game = new MockGame();
        otherGame = new MockGame();
        owner = vm.addr(OWNER_KEY);
        vm.prank(address(entryPoint.senderCreator()));
        account = WordproofAccount(payable(factory.createAccount(owner, 0)));
        vm.deal(address(account), INITIAL_FUNDS);
        handler = new SessionHandler(entryPoint, account, game, otherGame, OWNER_KEY, SESSION_KEY);

        bytes4[] memory selectors = new bytes4[](4);
        selectors[0] = SessionHandler.sessionExecute.selector;
        selectors[1] = SessionHandler.sessionBatch.selector;
        selectors[2] = SessionHandler.ownerRegrants.selector;
        selectors[3] = SessionHandler.warp.selector;
        targetSelectorsOf(address(handler), selectors);
    }

    /// @notice The account never called anything but the granted functions of the granted game.
    function invariant_SessionNeverReachesCallOutsideGrant() public view {
        uint256 granted =
            game.calls(address(account), MockGame.join.selector) + game.calls(address(account), MockGame.move.selector);
        vm.assertEq(game.totalCalls(address(account)), granted, "ungranted function of the game");
        vm.assertEq(otherGame.totalCalls(address(account)), 0, "ungranted game");
        vm.assertEq(account.owner(), owner, "owner changed");
        vm.assertEq(account.sessionOf(handler.ATTACKER()).id, 0, "attacker session installed");
        vm.assertEq(handler.ATTACKER().balance, 0, "attacker paid");
        vm.assertEq(entryPoint.balanceOf(handler.ATTACKER()), 0, "attacker deposit");
    }

    /// @notice The budget left is the grant minus the ops accepted since: never below zero.
    function invariant_BudgetSpentExactly() public view {
        IWordproofAccount.Session memory session = account.sessionOf(vm.addr(SESSION_KEY));
        vm.assertLe(handler.grantOpsUsed(), handler.grantMaxOps(), "more ops than the budget");
        vm.assertEq(session.opsLeft, handler.grantMaxOps() - handler.grantOpsUsed(), "ops left");
    }

    /// @notice The value validated never exceeds the cap, and the games received no more.
    function invariant_StakeCapNeverExceeded() public view {
        IWordproofAccount.Session memory session = account.sessionOf(vm.addr(SESSION_KEY));
        vm.assertLe(handler.grantValueUsed(), handler.grantValueCap(), "value over the cap");
        vm.assertEq(session.valueLeft, handler.grantValueCap() - handler.grantValueUsed(), "value left");
        vm.assertLe(game.received(address(account)), handler.totalValueValidated(), "games got more than validated");
    }

    /// @notice The gas budget left is the grant's minus the prefunds of the ops accepted since.
    function invariant_GasBudgetSpentExactly() public view {
        vm.assertLe(handler.grantGasUsed(), handler.grantGasBudget(), "more gas than the budget");
        vm.assertEq(
            account.gasAllowanceOf(vm.addr(SESSION_KEY)).budget,
            handler.grantGasBudget() - handler.grantGasUsed(),
            "gas budget left"
        );
    }

    /// @notice [SessionGasDrain] What the account lost (balance and EntryPoint deposit) beyond the
    /// stakes it paid into the game is gas, and never more than the gas budgets granted.
    function invariant_SessionGasDrainWithinBudgets() public view {
        uint256 wealth = address(account).balance + entryPoint.balanceOf(address(account));
        uint256 gasPaid = INITIAL_FUNDS - wealth - game.received(address(account));
        vm.assertLe(gasPaid, handler.totalGasBudgetGranted(), "gas paid over the budgets");
    }

    /// @notice Validation accepts exactly what the grant allows.
    function invariant_ValidationMatchesModel() public view {
        vm.assertEq(handler.unexpectedAcceptances(), 0, "accepted an op outside the grant");
        vm.assertEq(handler.unexpectedRejections(), 0, "rejected an op inside the grant");
    }
}
