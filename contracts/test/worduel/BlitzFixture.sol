// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {Coins} from "../../src/duel/Coins.sol";
import {DuelPlatform} from "../../src/duel/DuelPlatform.sol";
import {WorduelBlitz, IAnswerVerifier} from "../../src/worduel/WorduelBlitz.sol";

/// @notice Cheatcodes the shared Vm interface does not list.
interface VmBlitz {
    function parseJsonBytes32Array(string calldata json, string calldata key) external pure returns (bytes32[] memory);
    function parseJsonString(string calldata json, string calldata key) external pure returns (string memory);
    function toString(uint256 value) external pure returns (string memory);
    function assertEq(int256 left, int256 right, string calldata error) external pure;
}

/// @notice The answer verifier's stand-in for the non-proof paths: a "proof" is valid exactly
/// when its first word is keccak256 of the three public inputs, so a test proves precisely the
/// packed input it expects the contract to compute (WorduelBlitzProofTest uses the real one).
contract MockAnswerVerifier is IAnswerVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[3] calldata input) external pure {
        if (proof.length != 256 || bytes32(proof[:32]) != keccak256(abi.encode(input))) revert MockProofInvalid();
    }
}

/// @notice Coins, a platform, and WorduelBlitz registered as mode 1, with the fixture of
/// contracts/test/testdata/blitz_l5.json (TestBlitzFixture in client/worduel): the real answers
/// and guess roots, two committed seeds, the block hash R comes from, and four guesses with
/// their dictionary proofs, colours and real answer proofs.
abstract contract BlitzFixture is TestBase {
    VmBlitz internal constant vmx = VmBlitz(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint32 internal constant MODE = 1;
    address internal constant OWNER = address(0x0123);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA201);
    uint256 internal constant DURATION = 300;
    uint256 internal constant WINDOW = 30;
    uint256 internal constant DRAW_BLOCK = 100;

    Coins internal coins;
    DuelPlatform internal platform;
    WorduelBlitz internal blitz;
    string internal json;
    uint256 internal commitA;
    uint256 internal commitB;
    bytes32 internal blockHash;

    /// @dev One fixture guess: who guesses, the word, its dictionary proof, colours, proof.
    struct Move {
        uint256 guesser;
        uint256 word;
        uint256 packed;
        uint256 index;
        bytes32[] siblings;
        uint256 colours;
        bytes proof;
    }

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        vm.roll(DRAW_BLOCK - 10);
        json = vm.readFile(string.concat(vm.projectRoot(), "/contracts/test/testdata/blitz_l5.json"));
        commitA = vm.parseJsonUint(json, ".commitmentA");
        commitB = vm.parseJsonUint(json, ".commitmentB");
        blockHash = vm.parseJsonBytes32(json, ".blockHash");
        coins = new Coins(OWNER);
        platform = new DuelPlatform(coins, OWNER);
        blitz = _deployBlitz(_verifier());
        vm.startPrank(OWNER);
        coins.setGame(address(platform), true);
        platform.registerMode(MODE, address(blitz));
        vm.stopPrank();
    }

    /// @dev The verifier the suite runs against.
    function _verifier() internal virtual returns (IAnswerVerifier) {
        return new MockAnswerVerifier();
    }

    function _deployBlitz(IAnswerVerifier v) internal returns (WorduelBlitz) {
        return new WorduelBlitz(
            platform,
            v,
            vm.parseJsonUint(json, ".answersRoot"),
            vm.parseJsonUint(json, ".answersCount"),
            vm.parseJsonBytes32(json, ".guessRoot"),
            vm.parseJsonUint(json, ".guessDepth"),
            DURATION,
            WINDOW
        );
    }

    function _move(uint256 k) internal view returns (Move memory m) {
        string memory p = string.concat(".moves[", vmx.toString(k), "]");
        m.guesser = vm.parseJsonUint(json, string.concat(p, ".guesser"));
        m.word = vm.parseJsonUint(json, string.concat(p, ".word"));
        m.packed = vm.parseJsonUint(json, string.concat(p, ".packed"));
        m.index = vm.parseJsonUint(json, string.concat(p, ".index"));
        m.siblings = vmx.parseJsonBytes32Array(json, string.concat(p, ".siblings"));
        m.colours = vm.parseJsonUint(json, string.concat(p, ".colours"));
        m.proof = vm.parseJsonBytes(json, string.concat(p, ".proof"));
    }

    /// @dev Funds ALICE and BOB and matches them with `bet` (ALICE waits: she is a).
    function _match(uint256 bet) internal returns (uint256 id) {
        _fund(ALICE);
        _fund(BOB);
        vm.prank(ALICE);
        platform.enqueue(MODE, bet);
        vm.prank(BOB);
        id = platform.enqueue(MODE, bet);
    }

    function _fund(address p) internal {
        if (coins.availableOf(p) < 100) {
            vm.prank(p);
            coins.claimDaily();
        }
    }

    /// @dev Commits both fixture seeds at DRAW_BLOCK and moves to the next block, whose
    /// BLOCKHASH of DRAW_BLOCK is the fixture's.
    function _commitBoth(uint256 id) internal {
        vm.roll(DRAW_BLOCK);
        vm.prank(ALICE);
        blitz.commitSeed(id, commitA);
        vm.prank(BOB);
        blitz.commitSeed(id, commitB);
        vm.roll(DRAW_BLOCK + 1);
        vm.setBlockhash(DRAW_BLOCK, blockHash);
    }

    function _player(uint256 seat) internal pure returns (address) {
        return seat == 0 ? ALICE : BOB;
    }

    function _guess(uint256 id, Move memory m) internal {
        vm.prank(_player(m.guesser));
        blitz.guess(id, m.packed, m.index, m.siblings);
    }

    /// @dev The packed public input of an answer to `m` (circuits.PackAnswer's layout).
    function _packed(uint256 id, uint256 guess, uint256 colours, uint256 word) internal view returns (uint256) {
        return guess | colours << 32 | word << 48 | blitz.ANSWERS_COUNT() << 64
            | uint256(blitz.gameOf(id).randomness) << 80;
    }

    /// @dev A mock proof of `colours` for the pending guess of seat `guesser`.
    function _mockProof(uint256 id, uint256 guesser, uint256 colours) internal view returns (bytes memory) {
        WorduelBlitz.Side memory s = blitz.sideOf(id, guesser);
        uint256[3] memory input =
            [guesser == 0 ? commitB : commitA, blitz.ANSWERS_ROOT(), _packed(id, s.pending, colours, s.word)];
        return abi.encodePacked(keccak256(abi.encode(input)), new bytes(224));
    }

    /// @dev Seat `guesser`'s opponent answers its pending guess with `colours` (mock proof).
    function _answer(uint256 id, uint256 guesser, uint256 colours) internal {
        bytes memory proof = _mockProof(id, guesser, colours);
        vm.prank(_player(1 - guesser));
        blitz.answer(id, colours, proof);
    }
}
