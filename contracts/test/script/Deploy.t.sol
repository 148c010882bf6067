// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {Deploy} from "../../script/Deploy.s.sol";
import {IDictionaryRegistry} from "../../src/common/IDictionaryRegistry.sol";
import {IWorthOfWords} from "../../src/wow/IWorthOfWords.sol";

/// @notice The deployment script wires the set correctly: run it in-process and check it.
contract DeployScriptTest is TestBase {
    function test_DeploysAndWiresEverything() public {
        Deploy script = new Deploy();
        address owner = address(script); // the script contract is the sender in-process
        Deploy.Deployment memory d = script.deploy(
            Deploy.Config({
                owner: owner,
                sponsor: address(0xBEEF),
                secretRoot: 0x0ab867c0534a9e43a864c824ffa075b67cb5136e59a65c16499861f976fa39c2,
                guessRoot: 0xabb308d7953dce7ff9824e4f308fb2886dceeb5736dd8e3e49ccbed4534249fc,
                guessDepth: 14,
                sponsorDeposit: 0
            })
        );
        vm.assertEq(address(d.entryPoint), 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108, "canonical EntryPoint");
        IDictionaryRegistry.Dictionary memory dict = d.registry.dictionary(5);
        vm.assertEq(dict.revealVerifier, d.revealVerifier, "reveal verifier registered");
        vm.assertEq(dict.commitVerifier, d.commitVerifier, "commit verifier registered");
        vm.assertEq(address(d.game.registry()), address(d.registry), "game reads the registry");
        vm.assertTrue(d.paymaster.sponsoredTargets(address(d.game)), "paymaster sponsors the game");
        vm.assertTrue(d.coins.isGame(address(d.duel)), "the duel platform moves coins");
        vm.assertEq(d.houses.MIN_BOND(), 1 ether, "the house bond");
        vm.assertEq(d.houses.EXIT_DELAY(), 2 days, "the house exit delay");
        vm.assertEq(address(d.duel.COINS()), address(d.coins), "the platform's coins");
        vm.assertTrue(d.paymaster.sponsoredTargets(address(d.coins)), "paymaster sponsors the coins");
        vm.assertTrue(d.paymaster.sponsoredTargets(address(d.duel)), "paymaster sponsors the duel platform");
        vm.assertEq(d.paymaster.signer(), address(0xBEEF), "sponsor signer");
        // A lobby can be opened on the deployed game.
        IWorthOfWords.Settings memory s;
        s.minPlayers = 2;
        s.maxPlayers = 2;
        s.wordLength = 5;
        s.commitTimeout = 60;
        s.openTimeout = 60;
        s.revealTimeout = 60;
        s.roundCap = 10;
        vm.assertEq(d.game.createLobby(s), 1, "lobby opened");
    }
}
