// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {Vm} from "../test/utils/Vm.sol";
import {EntryPointDeployer} from "../test/utils/EntryPointDeployer.sol";
import {DictionaryRegistry} from "../src/common/DictionaryRegistry.sol";
import {IDictionaryRegistry} from "../src/common/IDictionaryRegistry.sol";
import {WorthOfWords} from "../src/wow/WorthOfWords.sol";
import {WordproofAccountFactory} from "../src/account/WordproofAccountFactory.sol";
import {SponsorPaymaster} from "../src/paymaster/SponsorPaymaster.sol";
import {SponsorDefaults} from "../src/paymaster/SponsorDefaults.sol";
import {Coins} from "../src/duel/Coins.sol";
import {DuelPlatform} from "../src/duel/DuelPlatform.sol";
import {HouseRegistry} from "../src/house/HouseRegistry.sol";

/// @title Deploy
/// @notice Deploys the whole Wordproof set to any chain with forge: the EntryPoint v0.8 at its
/// canonical address (if missing), the 5-letter verifiers, the dictionary registry with the
/// 5-letter dictionaries, the game, the duel platform (coins and platform), the house registry
/// (1 ETH minimum bond, 2-day exit delay, as deploy.DefaultHouseConfig), the account factory
/// and the sponsor paymaster (funded and allowed to sponsor the game and the duel contracts). `wordproof deploy` does the same from Go and writes the
/// manifest the other commands read; this script is for operators who deploy with Foundry.
/// @dev Environment: PRIVATE_KEY (deployer and paymaster owner), SPONSOR (the relayer's
/// paymaster signer; default the deployer), SECRET_ROOT, GUESS_ROOT, GUESS_DEPTH (from
/// `wordproof words root --kind secrets|guesses --length 5 --json`: poseidon2Root of the secrets,
/// keccakRoot and keccakDepth of the guesses), SPONSOR_DEPOSIT (wei).
///   forge script contracts/script/Deploy.s.sol --rpc-url $RPC --broadcast
contract Deploy {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// @notice What one deployment needs.
    struct Config {
        address owner;
        address sponsor;
        uint256 secretRoot;
        bytes32 guessRoot;
        uint8 guessDepth;
        uint256 sponsorDeposit;
    }

    /// @notice The deployed set.
    struct Deployment {
        IEntryPoint entryPoint;
        DictionaryRegistry registry;
        WorthOfWords game;
        WordproofAccountFactory factory;
        SponsorPaymaster paymaster;
        Coins coins;
        DuelPlatform duel;
        HouseRegistry houses;
        address commitVerifier;
        address revealVerifier;
    }

    function run() external returns (Deployment memory d) {
        uint256 key = vm.envUint("PRIVATE_KEY");
        address owner = vm.addr(key);
        Config memory cfg = Config({
            owner: owner,
            sponsor: vm.envOr("SPONSOR", owner),
            secretRoot: vm.envUint("SECRET_ROOT"),
            guessRoot: vm.envBytes32("GUESS_ROOT"),
            guessDepth: uint8(vm.envUint("GUESS_DEPTH")),
            sponsorDeposit: vm.envUint("SPONSOR_DEPOSIT")
        });
        vm.startBroadcast(key);
        d = deploy(cfg);
        vm.stopBroadcast();
    }

    /// @notice Deploys everything for `cfg` from the current sender.
    function deploy(Config memory cfg) public returns (Deployment memory d) {
        d.entryPoint = EntryPointDeployer.deploy(vm);
        d.commitVerifier = _create(vm.getCode("CommitK2L5A26Verifier.sol:CommitK2L5A26Verifier"));
        d.revealVerifier = _create(vm.getCode("RevealL5A26Verifier.sol:RevealL5A26Verifier"));
        d.registry = new DictionaryRegistry(cfg.owner);
        d.registry.setDictionary(
            5,
            IDictionaryRegistry.Dictionary({
                secretRoot: cfg.secretRoot,
                guessRoot: cfg.guessRoot,
                guessDepth: cfg.guessDepth,
                commitVerifier: d.commitVerifier,
                revealVerifier: d.revealVerifier
            })
        );
        d.game = new WorthOfWords(d.registry);
        d.coins = new Coins(cfg.owner);
        d.duel = new DuelPlatform(d.coins, cfg.owner);
        d.coins.setGame(address(d.duel), true);
        d.houses = new HouseRegistry(cfg.owner, 1 ether, 2 days);
        d.factory = new WordproofAccountFactory(d.entryPoint);
        d.paymaster = new SponsorPaymaster(d.entryPoint, cfg.owner, cfg.sponsor, SponsorDefaults.gasLimits());
        d.paymaster.setSponsoredTarget(address(d.game), true);
        d.paymaster.setSponsoredTarget(address(d.coins), true);
        d.paymaster.setSponsoredTarget(address(d.duel), true);
        if (cfg.sponsorDeposit > 0) d.paymaster.deposit{value: cfg.sponsorDeposit}();
    }

    function _create(bytes memory initCode) private returns (address addr) {
        assembly ("memory-safe") {
            addr := create(0, add(initCode, 0x20), mload(initCode))
        }
        require(addr != address(0), "verifier deployment failed");
    }
}
