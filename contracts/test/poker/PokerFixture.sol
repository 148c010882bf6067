// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";
import {IRevealVerifier} from "../../src/common/IGroth16Verifier.sol";
import {ICommitK5Verifier, IWordlePoker} from "../../src/poker/IWordlePoker.sol";
import {PokerDeck} from "../../src/poker/PokerDeck.sol";
import {WordlePoker} from "../../src/poker/WordlePoker.sol";
import {PokerTestKeys} from "./PokerTestKeys.sol";

/// @notice Cheatcodes the shared Vm interface does not list.
interface VmPoker {
    function toString(uint256 value) external pure returns (string memory);
    function parseJsonString(string calldata json, string calldata key) external pure returns (string memory);
    function parseJsonStringArray(string calldata json, string calldata key) external pure returns (string[] memory);
}

/// @notice Stand-ins for the commit (K = 5) and reveal verifiers: a "proof" is valid exactly
/// when its first word is keccak256 of the public inputs, so a test proves precisely the inputs
/// it expects the contract to compute, and any other (another word, colours, context) fails.
contract MockCommitK5Verifier is ICommitK5Verifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[7] calldata input) external pure {
        if (proof.length != 256 || bytes32(proof[:32]) != keccak256(abi.encode(input))) revert MockProofInvalid();
    }
}

contract MockPokerRevealVerifier is IRevealVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[2] calldata input) external pure {
        if (proof.length != 256 || bytes32(proof[:32]) != keccak256(abi.encode(input))) revert MockProofInvalid();
    }
}

/// @notice Coins, a platform with WordlePoker as mode 5, a house registry with one bonded house,
/// and helpers that play the house and the players honestly; tests deviate where they test.
abstract contract PokerFixture is TestBase, PokerTestKeys {
    VmPoker internal constant vmx = VmPoker(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint32 internal constant MODE = 5;
    address internal constant OWNER = address(0x0123);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA201);
    address internal constant HOUSE = address(0x40A5E);
    uint256 internal constant BET = 10;
    uint256 internal constant SECRET_ROOT = 0x5ec2e7;
    uint256 internal constant SLASH = 0.1 ether;
    /// @dev BabyJubJub's base point: a valid house key (as HouseFixture).
    uint256 internal constant KEY_X = 9671717474070082183213120605117400219616337014328744928644933853176787189663;
    uint256 internal constant KEY_Y = 16950150798460657717958625567821834550301663161624707787222815936182638968203;

    Coins internal coins;
    DuelPlatform internal platform;
    HouseRegistry internal houses;
    WordlePoker internal poker;

    /// @dev The house's seed of each hand (by hand number) and the dealt salts.
    mapping(uint256 hand => bytes32) internal seeds;

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        vm.roll(100);
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        houses = new HouseRegistry(OWNER, 1 ether, 3 days);
        poker = _deployPoker();
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(MODE, address(poker));
        houses.setGame(address(poker), true);
        vm.stopPrank();
        vm.deal(HOUSE, 1 ether);
        vm.prank(HOUSE);
        houses.register{value: 1 ether}(KEY_X, KEY_Y, "https://house.example/v1");
        vm.roll(block.number + 1);
    }

    /// @dev The contract under test: with the stand-in verifiers unless a suite says otherwise.
    function _deployPoker() internal virtual returns (WordlePoker) {
        return new WordlePoker(
            platform, houses, new MockCommitK5Verifier(), new MockPokerRevealVerifier(), SECRET_ROOT, SLASH
        );
    }

    // ---- players and words

    function _player(uint256 seat) internal pure returns (address) {
        return seat == 0 ? ALICE : BOB;
    }

    /// @dev Funds ALICE and BOB and matches them (ALICE waits: she is seat a).
    function _match() internal returns (uint256 id) {
        for (uint256 k = 0; k < 2; k++) {
            if (coins.availableOf(_player(k)) < BET) {
                vm.prank(_player(k));
                coins.claimDaily();
            }
        }
        vm.prank(ALICE);
        platform.enqueue(MODE, BET);
        vm.prank(BOB);
        id = platform.enqueue(MODE, BET);
    }

    /// @dev Seat `seat`'s word commitments (any field elements: the verifiers are mocks).
    function _words(uint256 seat) internal view virtual returns (uint256[5] memory c) {
        for (uint256 i = 0; i < 5; i++) {
            c[i] = 1000 + 10 * seat + i;
        }
    }

    function _wordsProof(uint256 id, uint256 seat, uint256[5] memory c) internal view returns (bytes memory) {
        uint256[7] memory input = [SECRET_ROOT, c[0], c[1], c[2], c[3], c[4], poker.contextOf(id, 0, _player(seat))];
        return abi.encodePacked(keccak256(abi.encode(input)), new bytes(224));
    }

    function _commitWords(uint256 id, uint256 seat) internal {
        uint256[5] memory c = _words(seat);
        bytes memory proof = _wordsProof(id, seat, c);
        vm.prank(_player(seat));
        poker.commitWords(id, c, proof, _key());
    }

    /// @dev A match past setup: words, the house drawn, the first seed committed, the deal armed.
    function _ready() internal returns (uint256 id) {
        id = _match();
        _commitWords(id, 0);
        _commitWords(id, 1);
        vm.roll(block.number + 1);
        poker.assignHouse(id);
        _commitSeed(id, keccak256(abi.encode("seed", uint256(1))));
    }

    function _commitSeed(uint256 id, bytes32 seed) internal {
        seeds[poker.gameOf(id).hand + 1] = seed;
        vm.prank(HOUSE);
        poker.commitSeed(id, keccak256(abi.encode(seed)));
    }

    // ---- the house

    function _salt(uint256 hand, uint256 seat) internal pure returns (bytes32) {
        return keccak256(abi.encode("salt", hand, seat));
    }

    /// @dev The dealt five of each seat in the next hand, from the committed seed and `blockHash`.
    function _dealtCards(uint256 id, bytes32 blockHash)
        internal
        view
        returns (uint8[5] memory a, uint8[5] memory b, bytes32 r)
    {
        IWordlePoker.Game memory g = poker.gameOf(id);
        r = keccak256(abi.encode(blockHash, id, uint256(g.hand) + 1));
        uint8[20] memory top = PokerDeck.order(seeds[g.hand + 1], r);
        for (uint256 i = 0; i < 5; i++) {
            a[i] = top[i];
            b[i] = top[5 + i];
        }
    }

    function _dealtCommit(uint256 id, uint256 hand, uint256 seat, uint8[5] memory cards, bytes32 salt)
        internal
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(id, hand, seat, cards, salt));
    }

    /// @dev Moves a block on, fixes the armed block's hash to `blockHash` and deals honestly.
    function _deal(uint256 id, bytes32 blockHash) internal {
        IWordlePoker.Game memory g = poker.gameOf(id);
        vm.roll(block.number + 1);
        vm.setBlockhash(g.armBlock, blockHash);
        (uint8[5] memory a, uint8[5] memory b,) = _dealtCards(id, blockHash);
        uint256 hand = uint256(g.hand) + 1;
        vm.prank(HOUSE);
        poker.deal(id, _dealtCommit(id, hand, 0, a, _salt(hand, 0)), _dealtCommit(id, hand, 1, b, _salt(hand, 1)), SEALED, SEALED);
    }

    /// @dev The house opens the current hand honestly and commits the next hand's seed.
    function _showdown(uint256 id) internal {
        _showdown(id, keccak256(abi.encode("seed", uint256(poker.gameOf(id).hand) + 1)));
    }

    function _showdown(uint256 id, bytes32 next) internal {
        uint256 hand = poker.gameOf(id).hand;
        seeds[hand + 1] = next;
        vm.prank(HOUSE);
        poker.showdown(id, seeds[hand], [_salt(hand, 0), _salt(hand, 1)], keccak256(abi.encode(next)));
    }

    // ---- player moves

    /// @dev Both seats commit their discards, then open them.
    function _mulligan(uint256 id, uint256 maskA, uint256 maskB) internal {
        uint256 hand = poker.gameOf(id).hand;
        uint256[2] memory masks = [maskA, maskB];
        for (uint256 k = 0; k < 2; k++) {
            vm.prank(_player(k));
            poker.commitMulligan(id, keccak256(abi.encode(id, hand, k, masks[k], _salt(hand, 10 + k))));
        }
        for (uint256 k = 0; k < 2; k++) {
            vm.prank(_player(k));
            poker.openMulligan(id, masks[k], _salt(hand, 10 + k));
        }
    }

    /// @dev The public input of the reveal proof of `colours` for the pending guess.
    function _revealInput(uint256 id, uint256 colours) internal view returns (uint256[2] memory) {
        IWordlePoker.Game memory g = poker.gameOf(id);
        uint256 prover = g.toAct;
        uint256 context = poker.contextOf(id, g.hand, _player(prover)) & ((1 << 120) - 1);
        return [_words(prover)[g.pendingWord], uint256(g.pendingGuess) | colours << 25 | 1 << 35 | context << 132];
    }

    function _revealProof(uint256[2] memory input) internal pure returns (bytes memory) {
        return abi.encodePacked(keccak256(abi.encode(input)), new bytes(224));
    }

    /// @dev The opponent of the guesser answers the pending guess with `colours`.
    function _answer(uint256 id, uint256 colours) internal {
        bytes memory proof = _revealProof(_revealInput(id, colours));
        vm.prank(_player(poker.gameOf(id).toAct));
        poker.answer(id, colours, proof);
    }

    function _act(uint256 id) internal view returns (address) {
        return _player(poker.gameOf(id).toAct);
    }
}
