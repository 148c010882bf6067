// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {HouseRegistry} from "../../src/house/HouseRegistry.sol";
import {IHouseRegistry} from "../../src/house/IHouseRegistry.sol";
import {HiddenInputs} from "../../src/house/HiddenInputs.sol";
import {IHiddenAnswerVerifier, IRefuseVerifier} from "../../src/worduel/IWorduelBo3.sol";
import {IAnswerVerifier} from "../../src/worduel/WorduelBlitz.sol";
import {PuzlocDaily} from "../../src/puzloc/PuzlocDaily.sol";
import {MockPhraseLockVerifier} from "./PhraseLockHarness.sol";
import {MockKeyVerifier, MockHiddenAnswerVerifier, MockRefuseVerifier} from "../worduel/Bo3Fixture.sol";

/// @notice A house registry with one bonded house and PuzlocDaily (NumLock) registered as its
/// game, with mock verifiers that accept exactly the public inputs a test expects (the proof's
/// first word is their keccak256); helpers for every move of a day.
abstract contract DailyFixture is TestBase {
    address internal constant OWNER = address(0x0123);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant HOUSE = address(0x4005E);
    uint256 internal constant LEAD = 1 hours;
    uint256 internal constant GRACE = 1 hours;
    uint256 internal constant WINDOW = 60;
    uint256 internal constant COMP = 0.1 ether;
    uint256 internal constant BOND = 1 ether;
    uint256 internal constant COUNT = 8149;
    uint256 internal constant ROOT = 777;
    /// @dev PhraseLock (game type 1): the phrase list's size and root.
    uint256 internal constant PHRASE_COUNT = 8902;
    uint256 internal constant PHRASE_ROOT = 888;
    uint256 internal constant KEY_X = 9671717474070082183213120605117400219616337014328744928644933853176787189663;
    uint256 internal constant KEY_Y = 16950150798460657717958625567821834550301663161624707787222815936182638968203;
    uint256 internal constant SEED_C = 1111;
    /// @dev The day the tests play: 2024-01-02.
    uint256 internal constant DAY = 19724;
    uint256 internal constant GREEN4 = 0xAA;

    HouseRegistry internal reg;
    PuzlocDaily internal daily;

    function setUp() public virtual {
        vm.warp(DAY * 1 days - 1 days);
        vm.roll(1000);
        reg = new HouseRegistry(OWNER, BOND, 3 days);
        daily = new PuzlocDaily(_config());
        vm.prank(OWNER);
        reg.setGame(address(daily), true);
        vm.deal(HOUSE, BOND);
        vm.prank(HOUSE);
        reg.register{value: BOND}(KEY_X, KEY_Y, "https://house.example");
        vm.roll(block.number + 1);
    }

    function _config() internal returns (PuzlocDaily.Config memory c) {
        MockRefuseVerifier refuse = new MockRefuseVerifier();
        PuzlocDaily.GameType[] memory types = new PuzlocDaily.GameType[](2);
        types[0] = PuzlocDaily.GameType({
            answerVerifier: IHiddenAnswerVerifier(address(new MockHiddenAnswerVerifier())),
            refuseVerifier: IRefuseVerifier(address(refuse)),
            // the answer verifier has the refusal's shape (three inputs): another instance
            openVerifier: IAnswerVerifier(address(new MockRefuseVerifier())),
            answersRoot: ROOT,
            answersCount: uint32(COUNT),
            length: 4,
            tries: 6
        });
        // PhraseLock: its verifier is the settings' phraseVerifier; only root and count count
        types[1].answersRoot = PHRASE_ROOT;
        types[1].answersCount = uint32(PHRASE_COUNT);
        c = PuzlocDaily.Config({
            registry: IHouseRegistry(address(reg)),
            keyVerifier: new MockKeyVerifier(),
            gameTypes: types,
            commitLead: LEAD,
            grace: GRACE,
            window: WINDOW,
            compensation: COMP,
            phraseVerifier: new MockPhraseLockVerifier()
        });
    }

    function _proof(bytes memory encodedInputs) internal pure returns (bytes memory p) {
        p = new bytes(256);
        bytes32 h = keccak256(encodedInputs);
        assembly {
            mstore(add(p, 32), h)
        }
    }

    /// @dev DAY's NumLock id (pure: an external call here would take a pending prank).
    function _id() internal pure returns (uint256) {
        return DAY << 8;
    }

    /// @dev Requests, draws and commits DAY's house, and fixes R.
    function _commit() internal {
        daily.requestDay(0, DAY);
        vm.roll(block.number + 1);
        daily.assignDay(0, DAY);
        vm.prank(HOUSE);
        daily.commitDay(0, DAY, SEED_C);
        vm.roll(block.number + 1);
        daily.draw(0, DAY);
    }

    function _binding(address p) internal pure returns (uint256) {
        return uint256(keccak256(abi.encode("M", p))) >> 8;
    }

    /// @dev `p` joins at the current time and the house binds it.
    function _join(address p) internal {
        vm.prank(p);
        daily.join(0, DAY, KEY_X, KEY_Y);
        _bind(p);
    }

    function _bind(address p) internal {
        uint256 m = _binding(p);
        uint256[6] memory input = HiddenInputs.keyInputs(KEY_Y, KEY_Y, daily.contextOf(_id(), p), SEED_C, ROOT, m);
        vm.prank(HOUSE);
        daily.bind(0, DAY, p, m, _proof(abi.encode(input)));
    }

    function _guess(address p, uint256 ct) internal {
        vm.prank(p);
        daily.guess(0, DAY, ct);
    }

    function _accNew(address p, uint256 t) internal pure returns (uint256) {
        return uint256(keccak256(abi.encode("A", p, t))) >> 8;
    }

    function _answerProof(address p, uint256 accNew, uint256 colours, bool solved)
        internal
        view
        returns (bytes memory)
    {
        PuzlocDaily.Seat memory s = daily.seatOf(0, DAY, p);
        uint256 r = daily.dayOf(0, DAY).randomness;
        uint256[5] memory input = HiddenInputs.answerInputs(s.acc, accNew, s.ct, colours, 0, s.tries, solved, COUNT, r);
        return _proof(abi.encode(input));
    }

    function _answer(address p, bool solved) internal {
        uint256 t = daily.seatOf(0, DAY, p).tries;
        uint256 acc = _accNew(p, t);
        uint256 colours = 1000 + t;
        bytes memory proof = _answerProof(p, acc, colours, solved);
        vm.prank(HOUSE);
        daily.answer(0, DAY, p, acc, colours, solved, proof);
    }

    function _openProof(uint256 code) internal view returns (bytes memory) {
        uint256 r = daily.dayOf(0, DAY).randomness;
        uint256[3] memory input = [SEED_C, ROOT, code | GREEN4 << 32 | COUNT << 64 | r << 80];
        return _proof(abi.encode(input));
    }

    /// @dev Packs a 4-digit code as game.PackWord (5 bits a digit, first digit lowest).
    function _code(uint256 a, uint256 b, uint256 c, uint256 d) internal pure returns (uint256) {
        return a | b << 5 | c << 10 | d << 15;
    }

    function _open(uint256 code) internal {
        vm.warp(daily.playEnd(DAY) + WINDOW);
        bytes memory proof = _openProof(code);
        vm.prank(HOUSE);
        daily.openDay(0, DAY, code, 42, proof);
    }
}
