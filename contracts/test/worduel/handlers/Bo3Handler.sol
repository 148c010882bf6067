// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../../utils/TestBase.sol";
import {Coins} from "../../../src/duel/Coins.sol";
import {DuelPlatform} from "../../../src/duel/DuelPlatform.sol";
import {HouseRegistry} from "../../../src/house/HouseRegistry.sol";
import {WorduelBo3} from "../../../src/worduel/WorduelBo3.sol";
import {IWorduelBo3} from "../../../src/worduel/IWorduelBo3.sol";

/// @notice Drives random Best of 3 matches among four players and one house: claims, queues,
/// keys, house draws and commitments, hidden guesses, answers (mock proofs, one in four
/// solving), refusals, tallies (of rounds nobody solved and of rounds a solve ended), time,
/// house timeouts, platform timeouts, forfeits and closes. Refused moves are tried and dropped.
contract Bo3Handler is TestBase {
    uint256 internal constant KEY_X = 9671717474070082183213120605117400219616337014328744928644933853176787189663;
    uint256 internal constant KEY_Y = 16950150798460657717958625567821834550301663161624707787222815936182638968203;
    uint256 internal constant SEED_C = 1111;
    uint32 internal constant MODE = 2;

    Coins public immutable coins;
    DuelPlatform public immutable platform;
    HouseRegistry public immutable reg;
    WorduelBo3 public immutable bo3;
    address public immutable house;

    address[4] public actors = [address(0xA1), address(0xA2), address(0xA3), address(0xA4)];
    uint256[2] internal bets = [uint256(10), 30];
    uint256 public minted;
    uint256 public lastMatch;
    uint256 public answers; // answers accepted
    uint256 public rounds; // rounds decided (by a solve or the tallies)
    uint256 public slashes; // house timeouts claimed
    uint256 public refusals; // guesses the house refused (the guesser lost)
    uint256 public opened; // rounds a solve ended, opened by tallySolved
    mapping(uint256 matchId => mapping(address player => uint256)) internal _lastAcc; // the last AccNew

    constructor(Coins coins_, DuelPlatform platform_, HouseRegistry reg_, WorduelBo3 bo3_, address house_) {
        coins = coins_;
        platform = platform_;
        reg = reg_;
        bo3 = bo3_;
        house = house_;
    }

    function actorCount() external pure returns (uint256) {
        return 4;
    }

    function _actor(uint256 who) internal view returns (address) {
        return actors[who % 4];
    }

    function _matchOf(uint256 who) internal view returns (uint256) {
        return platform.playerOf(_actor(who)).matchId;
    }

    function _proof(bytes32 h) internal pure returns (bytes memory) {
        return abi.encodePacked(h, new bytes(224));
    }

    function claim(uint256 who) external {
        vm.prank(_actor(who));
        try coins.claimDaily() {
            minted += 100;
        } catch {}
    }

    function warp(uint256 secs) external {
        vm.warp(block.timestamp + bound(secs, 1, 30));
        vm.roll(block.number + 1);
    }

    function enqueue(uint256 who, uint256 bet) external {
        if (coins.availableOf(_actor(who)) < bets[bet % 2]) this.claim(who);
        vm.prank(_actor(who));
        try platform.enqueue(MODE, bets[bet % 2]) returns (uint256 id) {
            if (id != 0) lastMatch = id;
        } catch {}
    }

    /// @dev Advances `who`'s match by the move it waits for (so that runs reach play): keys,
    /// the draw, the commitment, then a guess or an answer, or the tallies.
    function step(uint256 who, uint256 r) external {
        uint256 id = _matchOf(who);
        if (id == 0) return;
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        if (bo3.sideOf(id, 0).playerY == 0 || bo3.sideOf(id, 1).playerY == 0) {
            this.key(who);
            this.key(_indexOf(_actor(who) == g.a ? g.b : g.a));
        } else if (g.house == address(0)) {
            vm.roll(block.number + 1);
            this.draw(who);
        } else if (g.seedCommitment == 0) {
            this.commit(who);
        } else if (bo3.roundOverAt(id) != 0) {
            this.tally(who);
            this.tally(_indexOf(_actor(who) == g.a ? g.b : g.a));
        } else {
            if (block.timestamp < g.roundStart) vm.warp(g.roundStart);
            vm.roll(block.number + 1);
            IWorduelBo3.Side memory s = bo3.sideOf(id, _actor(who) == g.a ? 0 : 1);
            if (s.pending == 0) this.guess(who, r);
            else this.answer(who, r);
        }
    }

    function _indexOf(address p) internal view returns (uint256 i) {
        while (i < 3 && actors[i] != p) i++;
    }

    function key(uint256 who) external {
        uint256 id = _matchOf(who);
        if (id == 0) return;
        vm.prank(_actor(who));
        try bo3.postKey(id, KEY_X, KEY_Y) {} catch {}
    }

    function draw(uint256 who) external {
        uint256 id = _matchOf(who);
        if (id == 0) return;
        (, uint256 armed) = reg.assignmentOf(address(bo3), id);
        if (armed != 0 && armed < block.number) vm.setBlockhash(armed, keccak256(abi.encode("armed", armed)));
        try bo3.drawHouse(id) {} catch {}
    }

    function commit(uint256 who) external {
        uint256 id = _matchOf(who);
        if (id == 0) return;
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        uint256[6] memory ia = [KEY_Y, KEY_Y, bo3.contextOf(id, g.a), SEED_C, bo3.ANSWERS_ROOT(), 1];
        uint256[6] memory ib = [KEY_Y, KEY_Y, bo3.contextOf(id, g.b), SEED_C, bo3.ANSWERS_ROOT(), 2];
        bytes memory pa = _proof(keccak256(abi.encode(ia)));
        bytes memory pb = _proof(keccak256(abi.encode(ib)));
        vm.prank(house);
        try bo3.commitHouse(id, SEED_C, [uint256(1), 2], pa, pb) {} catch {}
    }

    function guess(uint256 who, uint256 ct) external {
        uint256 id = _matchOf(who);
        if (id == 0) return;
        uint256 b = bo3.gameOf(id).drawBlock;
        if (b != 0 && b < block.number) vm.setBlockhash(b, keccak256(abi.encode(b)));
        vm.prank(_actor(who));
        try bo3.guess(id, bound(ct, 1, 1 << 250)) {} catch {}
    }

    function answer(uint256 who, uint256 colours) external {
        address p = _actor(who);
        uint256 id = _matchOf(who);
        if (id == 0) return;
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        IWorduelBo3.Side memory s = bo3.sideOf(id, p == g.a ? 0 : 1);
        bool solved = colours % 4 == 0;
        colours = colours % 1024;
        uint256 accNew = uint256(keccak256(abi.encode(s.acc))) >> 8;
        uint256 packed = uint256(g.round) | uint256(s.tries) << 16 | (solved ? uint256(1) : 0) << 20
            | bo3.ANSWERS_COUNT() << 32 | uint256(g.randomness) << 64;
        bytes memory proof = _proof(keccak256(abi.encode([s.acc, accNew, s.pending, colours, packed])));
        vm.prank(house);
        uint256 round = g.round;
        try bo3.answer(id, p, accNew, colours, solved, proof) {
            answers++;
            _lastAcc[id][p] = accNew;
            if (bo3.gameOf(id).round != round || !platform.isLive(id)) rounds++;
        } catch {}
    }

    /// @dev Tallies `who` with zero greens in every answered try.
    function tally(uint256 who) external {
        address p = _actor(who);
        uint256 id = _matchOf(who);
        if (id == 0) return;
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        IWorduelBo3.Side memory s = bo3.sideOf(id, p == g.a ? 0 : 1);
        uint256[] memory guesses = new uint256[](s.tries);
        uint256[] memory colours = new uint256[](s.tries);
        uint256 packed = uint256(s.tries) << 210 | uint256(g.round) << 214;
        bytes memory proof = _proof(keccak256(abi.encode([s.acc, packed])));
        try bo3.tally(id, p, guesses, colours, proof) {
            if (bo3.gameOf(id).round != g.round || !platform.isLive(id)) rounds++;
        } catch {}
    }

    /// @dev The house refuses `who`'s pending guess: the guesser loses the match.
    function refuse(uint256 who) external {
        address p = _actor(who);
        uint256 id = _matchOf(who);
        if (id == 0) return;
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        IWorduelBo3.Side memory s = bo3.sideOf(id, p == g.a ? 0 : 1);
        uint256[3] memory input = [s.binding, s.pending, uint256(g.round) | uint256(s.tries) << 16];
        vm.prank(house);
        try bo3.refuse(id, p, _proof(keccak256(abi.encode(input)))) {
            refusals++;
        } catch {}
    }

    /// @dev Opens `who`'s tries of the last round a solve ended (in its live match, else the
    /// last match), with zero greens in every try.
    function tallySolved(uint256 who) external {
        address p = _actor(who);
        uint256 id = _matchOf(who);
        if (id == 0) id = lastMatch;
        if (id == 0) return;
        IWorduelBo3.Game memory g = bo3.gameOf(id);
        if (p != g.a && p != g.b) return;
        uint256 seat = p == g.a ? 0 : 1;
        uint256 n = bo3.sideOf(id, seat).opened;
        uint256 round = g.round;
        if (bo3.sideOf(id, 0).wins < 2 && bo3.sideOf(id, 1).wins < 2 && round > 0) round--;
        uint256[] memory guesses = new uint256[](n);
        uint256[] memory colours = new uint256[](n);
        uint256 packed = n << 210 | round << 214;
        bytes memory proof = _proof(keccak256(abi.encode([_lastAcc[id][p], packed])));
        try bo3.tallySolved(id, p, guesses, colours, proof) {
            opened++;
        } catch {}
    }

    function houseTimeout(uint256 who) external {
        uint256 id = _matchOf(who);
        if (id == 0) return;
        try bo3.claimHouseTimeout(id) {
            slashes++;
        } catch {}
    }

    function timeout(uint256 who) external {
        uint256 id = _matchOf(who);
        if (id == 0) return;
        try platform.claimTimeout(id) {} catch {}
    }

    function forfeit(uint256 who) external {
        uint256 id = _matchOf(who);
        if (id == 0) return;
        vm.prank(_actor(who));
        try platform.forfeit(id) {} catch {}
    }

    function close() external {
        if (lastMatch == 0) return;
        try bo3.close(lastMatch) {} catch {}
    }

    function withdrawCredit(uint256 who) external {
        vm.prank(_actor(who));
        try reg.withdrawCredit() {} catch {}
    }
}
