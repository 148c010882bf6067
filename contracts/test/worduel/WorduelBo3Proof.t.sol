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

/// @notice Drives the real housekey proofs of contracts/test/testdata/hidden_l5a26.json (its
/// bo3 keys, made for this deployment's contexts by prover's TestHiddenFixture) through
/// commitHouse with the generated HousekeyVerifier: the unmodified WorduelBo3 placed at the
/// fixture's address, the house registered with the fixture's key, both players posting the
/// fixture's player key, the contract rebuilding [house y, player y, context, S, root, M] from
/// its own state. A binding off by one, or a player's proof given for the other, is refused.
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
        // The contexts bind the chain, the contract's address, the match and the player: run the
        // contract's code (immutables included) at the address the proofs were made for.
        vm.assertEq(block.chainid, _u(".bo3Chain"), "the fixture's chain id");
        address at = vm.parseJsonAddress(json, ".bo3Contract");
        vm.etch(at, address(new WorduelBo3(platform, c)).code);
        bo3 = WorduelBo3(at);
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
        vm.assertEq(id, _u(".bo3Match"), "the fixture's match");
        vm.assertEq(vm.parseJsonAddress(json, ".bo3PlayerA"), ALICE, "the fixture's player a");
        vm.assertEq(vm.parseJsonAddress(json, ".bo3PlayerB"), BOB, "the fixture's player b");
        for (uint256 k = 0; k < 2; k++) {
            vm.prank(ps[k]);
            bo3.postKey(id, _u(".playerX"), _u(".playerY"));
        }
        (, uint256 armed) = reg.assignmentOf(address(bo3), id);
        vm.setBlockhash(armed, bytes32(uint256(1)));
        vm.roll(armed + 1);
        bo3.drawHouse(id);
        bytes memory pa = vm.parseJsonBytes(json, ".bo3KeyA.proof");
        bytes memory pb = vm.parseJsonBytes(json, ".bo3KeyB.proof");
        uint256 s = _u(".seedCommitment");
        uint256 ma = _u(".bo3BindingA");
        uint256 mb = _u(".bo3BindingB");
        vm.startPrank(HOUSE);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadKeyProof.selector, id, ALICE));
        bo3.commitHouse(id, s, [ma + 1, mb], pa, pb);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadKeyProof.selector, id, ALICE));
        bo3.commitHouse(id, s, [mb, ma], pb, pa);
        vm.expectRevert(abi.encodeWithSelector(IWorduelBo3.Bo3BadKeyProof.selector, id, BOB));
        bo3.commitHouse(id, s, [ma, ma], pa, pa);
        bo3.commitHouse(id, s, [ma, mb], pa, pb);
        vm.stopPrank();
        vm.assertEq(bo3.sideOf(id, 0).binding, ma, "a's binding from the real proof");
        vm.assertEq(bo3.sideOf(id, 1).acc, mb, "b's accumulator starts at its M");
        vm.assertEq(bo3.gameOf(id).seedCommitment, s, "S");
    }
}
