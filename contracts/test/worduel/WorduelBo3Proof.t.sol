// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";
import {HousekeyVerifier} from "../../src/verifiers/HousekeyVerifier.sol";
import {WorduelBo3} from "../../src/worduel/WorduelBo3.sol";
import {IWorduelBo3, IKeyVerifier} from "../../src/worduel/IWorduelBo3.sol";
import {MockHiddenAnswerVerifier, MockTallyVerifier, MockRefuseVerifier} from "./Bo3Fixture.sol";
import {IDuelPlatform} from "../../src/duel/IDuelPlatform.sol";

/// @notice WorduelBo3 whose key context is the hidden fixture's (a fixed 0xC0FFEE, not the
/// contract's keccak of chain, contract, match and player): the only change, so that the
/// fixture's real key proof can meet the inputs the contract rebuilds.
contract Bo3FixtureContext is WorduelBo3 {
    uint256 internal immutable CONTEXT;

    constructor(IDuelPlatform platform, Config memory c, uint256 context) WorduelBo3(platform, c) {
        CONTEXT = context;
    }

    function contextOf(uint256, address) public view override returns (uint256) {
        return CONTEXT;
    }
}

/// @notice Drives the real housekey proof of contracts/test/testdata/hidden_l5a26.json through
/// commitHouse with the generated HousekeyVerifier: the house registered with the fixture's key,
/// the players posting the fixture's player key, the contract rebuilding [house y, player y,
/// context, S, root, M] from its own state. A binding off by one is refused.
contract WorduelBo3ProofTest is TestBase {
    address internal constant OWNER = address(0x0123);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant HOUSE = address(0x4005E);

    Coins internal coins;
    DuelPlatform internal platform;
    HouseRegistry internal reg;
    WorduelBo3 internal bo3;
    string internal json;

    function _u(string memory key) internal view returns (uint256) {
        return vm.parseJsonUint(json, key);
    }

    function setUp() public {
        vm.warp(1_700_000_000);
        vm.roll(1000);
        json = vm.readFile(string.concat(vm.projectRoot(), "/contracts/test/testdata/hidden_l5a26.json"));
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        reg = new HouseRegistry(OWNER, 1 ether, 3 days);
        WorduelBo3.Config memory c = WorduelBo3.Config({
            registry: IHouseRegistry(address(reg)),
            keyVerifier: IKeyVerifier(address(new HousekeyVerifier())),
            answerVerifier: new MockHiddenAnswerVerifier(),
            tallyVerifier: new MockTallyVerifier(),
            refuseVerifier: new MockRefuseVerifier(),
            answersRoot: _u(".root"),
            answersCount: _u(".count"),
            roundTime: 180,
            window: 30,
            pause: 4,
            compensation: 0.1 ether
        });
        bo3 = new Bo3FixtureContext(platform, c, _u(".context"));
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(2, address(bo3));
        reg.setGame(address(bo3), true);
        vm.stopPrank();
        vm.deal(HOUSE, 1 ether);
        vm.prank(HOUSE);
        reg.register{value: 1 ether}(_u(".houseX"), _u(".houseY"), "https://house.example");
        vm.roll(block.number + 1);
    }

    function test_RealKeyProofThroughCommitHouse() public {
        address[2] memory ps = [ALICE, BOB];
        for (uint256 k = 0; k < 2; k++) {
            vm.prank(ps[k]);
            coins.claimDaily();
            vm.prank(ps[k]);
            platform.enqueue(2, 10);
        }
        uint256 id = platform.matchCount();
        for (uint256 k = 0; k < 2; k++) {
            vm.prank(ps[k]);
            bo3.postKey(id, _u(".playerX"), _u(".playerY"));
        }
        (, uint256 armed) = reg.assignmentOf(address(bo3), id);
        vm.setBlockhash(armed, bytes32(uint256(1)));
        vm.roll(armed + 1);
        bo3.drawHouse(id);
        bytes memory proof = vm.parseJsonBytes(json, ".key.proof");
        uint256 s = _u(".seedCommitment");
        uint256 m = _u(".binding");
        vm.startPrank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadKeyProof.selector, id, ALICE));
        bo3.commitHouse(id, s, [m + 1, m], proof, proof);
        bo3.commitHouse(id, s, [m, m], proof, proof);
        vm.stopPrank();
        vm.assertEq(bo3.sideOf(id, 0).binding, m, "a's binding from the real proof");
        vm.assertEq(bo3.sideOf(id, 1).acc, m, "b's accumulator starts at M");
        vm.assertEq(bo3.gameOf(id).seedCommitment, s, "S");
    }
}
