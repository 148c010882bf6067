// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";
import {HiddenInputs} from "../../src/house/HiddenInputs.sol";
import {WorduelBo3} from "../../src/worduel/WorduelBo3.sol";
import {
    IWorduelBo3,
    IKeyVerifier,
    IHiddenAnswerVerifier,
    ITallyVerifier,
    IRefuseVerifier
} from "../../src/worduel/IWorduelBo3.sol";

/// @notice Stand-ins for the four hidden-guess verifiers: a "proof" is valid exactly when its
/// first word is keccak256 of the public inputs, so a test proves precisely the inputs it
/// expects the contract to rebuild.
contract MockKeyVerifier is IKeyVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[6] calldata input) external pure {
        if (proof.length != 256 || bytes32(proof[:32]) != keccak256(abi.encode(input))) revert MockProofInvalid();
    }
}

contract MockHiddenAnswerVerifier is IHiddenAnswerVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[5] calldata input) external pure {
        if (proof.length != 256 || bytes32(proof[:32]) != keccak256(abi.encode(input))) revert MockProofInvalid();
    }
}

contract MockTallyVerifier is ITallyVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[2] calldata input) external pure {
        if (proof.length != 256 || bytes32(proof[:32]) != keccak256(abi.encode(input))) revert MockProofInvalid();
    }
}

contract MockRefuseVerifier is IRefuseVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[3] calldata input) external pure {
        if (proof.length != 256 || bytes32(proof[:32]) != keccak256(abi.encode(input))) revert MockProofInvalid();
    }
}

/// @notice Coins, a platform, a house registry with one bonded house, and WorduelBo3 registered
/// as mode 2 and as a registry game, with the mock verifiers; helpers for every move.
abstract contract Bo3Fixture is TestBase {
    uint32 internal constant MODE = 2;
    address internal constant OWNER = address(0x0123);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA201);
    address internal constant HOUSE = address(0x4005E);
    uint256 internal constant BET = 40;
    uint256 internal constant ROUND = 180;
    uint256 internal constant WINDOW = 30;
    uint256 internal constant PAUSE = 4;
    uint256 internal constant COMP = 0.1 ether;
    uint256 internal constant BOND = 1 ether;
    uint256 internal constant COUNT = 2376;
    uint256 internal constant ROOT = 4848944410706982485076013690972672046252092548152797996336182462402539436482;
    /// @dev Valid BabyJubJub points (gnark's a = -1 form): the base point, and the hidden
    /// fixture's player key.
    uint256 internal constant KEY_X = 9671717474070082183213120605117400219616337014328744928644933853176787189663;
    uint256 internal constant KEY_Y = 16950150798460657717958625567821834550301663161624707787222815936182638968203;
    uint256 internal constant P_X = 15993822738265763970514293130324909445477384048506735355911993942671989887178;
    uint256 internal constant P_Y = 6111673901591920292334415184116058757274340094931557203684560258380825621751;
    uint256 internal constant SEED_C = 1111;
    uint256 internal constant M_A = 2222;
    uint256 internal constant M_B = 3333;
    uint256 internal constant GREEN = 0x2AA;

    Coins internal coins;
    DuelPlatform internal platform;
    HouseRegistry internal reg;
    WorduelBo3 internal bo3;

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        vm.roll(1000);
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        reg = new HouseRegistry(OWNER, BOND, 3 days);
        bo3 = new WorduelBo3(platform, _config());
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(MODE, address(bo3));
        reg.setGame(address(bo3), true);
        vm.stopPrank();
        vm.deal(HOUSE, BOND);
        vm.prank(HOUSE);
        reg.register{value: BOND}(KEY_X, KEY_Y, "https://house.example");
        vm.roll(block.number + 1);
    }

    function _config() internal returns (WorduelBo3.Config memory c) {
        c = WorduelBo3.Config({
            registry: IHouseRegistry(address(reg)),
            keyVerifier: new MockKeyVerifier(),
            answerVerifier: new MockHiddenAnswerVerifier(),
            tallyVerifier: new MockTallyVerifier(),
            refuseVerifier: new MockRefuseVerifier(),
            answersRoot: ROOT,
            answersCount: COUNT,
            roundTime: ROUND,
            window: WINDOW,
            pause: PAUSE,
            compensation: COMP
        });
    }

    function _player(uint256 seat) internal pure returns (address) {
        return seat == 0 ? ALICE : BOB;
    }

    function _fund(address p) internal {
        if (coins.availableOf(p) < 100) {
            vm.prank(p);
            coins.claimDaily();
        }
    }

    /// @dev Matches ALICE (a) and BOB (b) with BET.
    function _match() internal returns (uint256 id) {
        _fund(ALICE);
        _fund(BOB);
        vm.prank(ALICE);
        platform.enqueue(MODE, BET);
        vm.prank(BOB);
        id = platform.enqueue(MODE, BET);
    }

    function _keys(uint256 id) internal {
        vm.prank(ALICE);
        bo3.postKey(id, P_X, P_Y);
        vm.prank(BOB);
        bo3.postKey(id, KEY_X, KEY_Y);
    }

    /// @dev Draws the house one block after the request (whose hash it fixes).
    function _draw(uint256 id) internal {
        (, uint256 armed) = reg.assignmentOf(address(bo3), id);
        vm.setBlockhash(armed, keccak256(abi.encode("armed", id)));
        vm.roll(armed + 1);
        bo3.drawHouse(id);
    }

    function _proof(bytes32 h) internal pure returns (bytes memory) {
        return abi.encodePacked(h, new bytes(224));
    }

    function _keyProof(uint256 id, address p, uint256 playerY, uint256 m) internal view returns (bytes memory) {
        uint256[6] memory input = [KEY_Y, playerY, bo3.contextOf(id, p), SEED_C, ROOT, m];
        return _proof(keccak256(abi.encode(input)));
    }

    function _commit(uint256 id) internal {
        bytes memory pa = _keyProof(id, ALICE, P_Y, M_A);
        bytes memory pb = _keyProof(id, BOB, KEY_Y, M_B);
        vm.prank(HOUSE);
        bo3.commitHouse(id, SEED_C, [M_A, M_B], pa, pb);
    }

    /// @dev A match in round 0, its pause over and its randomness block's hash set.
    function _started() internal returns (uint256 id) {
        id = _match();
        _keys(id);
        _draw(id);
        _commit(id);
        uint256 b = bo3.gameOf(id).drawBlock;
        vm.setBlockhash(b, keccak256(abi.encode("R", id)));
        vm.roll(b + 1);
        vm.warp(bo3.gameOf(id).roundStart);
    }

    function _guess(uint256 id, uint256 seat, uint256 ct) internal {
        vm.prank(_player(seat));
        bo3.guess(id, ct);
    }

    function _answerProof(uint256 id, uint256 seat, uint256 accNew, uint256 colours, bool solved)
        internal
        view
        returns (bytes memory)
    {
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        IWorduelBo3.Side memory s = bo3.sideOf(id, seat);
        uint256 packed = g.round | uint256(s.tries) << 16 | (solved ? uint256(1) : 0) << 20 | COUNT << 32
            | uint256(g.randomness) << 64;
        uint256[5] memory input = [s.acc, accNew, s.pending, colours, packed];
        return _proof(keccak256(abi.encode(input)));
    }

    /// @dev The house answers seat's pending guess; the new accumulator is derived from the old.
    function _answer(uint256 id, uint256 seat, uint256 colours, bool solved) internal {
        uint256 accNew = uint256(keccak256(abi.encode(bo3.sideOf(id, seat).acc))) >> 8;
        bytes memory proof = _answerProof(id, seat, accNew, colours, solved);
        vm.prank(HOUSE);
        bo3.answer(id, _player(seat), accNew, colours, solved, proof);
    }

    function _tallyProof(uint256 id, uint256 seat, uint256[] memory guesses, uint256[] memory colours)
        internal
        view
        returns (bytes memory)
    {
        uint256 packed;
        for (uint256 k = 0; k < guesses.length; k++) {
            packed |= (guesses[k] | colours[k] << 25) << (35 * k);
        }
        packed |= guesses.length << 210 | uint256(bo3.gameOf(id).round) << 214;
        uint256[2] memory input = [bo3.sideOf(id, seat).acc, packed];
        return _proof(keccak256(abi.encode(input)));
    }

    function _tally(uint256 id, uint256 seat, uint256[] memory guesses, uint256[] memory colours) internal {
        bytes memory proof = _tallyProof(id, seat, guesses, colours);
        bo3.tally(id, _player(seat), guesses, colours, proof);
    }

    /// @dev `n` guesses (with answers of `colours[k]`) for seat, none solving.
    function _play(uint256 id, uint256 seat, uint256[] memory colours) internal {
        for (uint256 k = 0; k < colours.length; k++) {
            _guess(id, seat, 1000 + k);
            _answer(id, seat, colours[k], false);
        }
    }

    function _guesses(uint256 n) internal pure returns (uint256[] memory g) {
        g = new uint256[](n);
        for (uint256 k = 0; k < n; k++) {
            g[k] = 0x1000 + k;
        }
    }

    /// @dev seat wins the current round by a solve on its first guess.
    function _winRound(uint256 id, uint256 seat) internal {
        vm.warp(bo3.gameOf(id).roundStart);
        _guess(id, seat, 77);
        _answer(id, seat, GREEN, true);
    }
}
