// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../../utils/TestBase.sol";
import {Coins} from "../../../src/duel/Coins.sol";
import {DuelPlatform} from "../../../src/duel/DuelPlatform.sol";
import {WorduelBlitz} from "../../../src/worduel/WorduelBlitz.sol";

/// @notice Drives random Blitz matches among four players: claims, queues, leaves,
/// commitments, guesses, answers (mock proofs of random colours), time, finishes, timeouts and
/// forfeits. Moves that the rules refuse are tried and dropped (the suite checks what holds
/// whatever happens); it counts the coins minted and the matches settled.
contract BlitzHandler is TestBase {
    Coins public immutable coins;
    DuelPlatform public immutable platform;
    WorduelBlitz public immutable blitz;
    uint256 internal immutable packed;
    uint256 internal immutable index;
    bytes32[] internal siblings;

    address[4] public actors = [address(0xA1), address(0xA2), address(0xA3), address(0xA4)];
    uint256[2] internal bets = [uint256(10), 30];
    uint256 public minted;
    uint256 public settled;

    constructor(
        Coins coins_,
        DuelPlatform platform_,
        WorduelBlitz blitz_,
        uint256 packed_,
        uint256 index_,
        bytes32[] memory siblings_
    ) {
        coins = coins_;
        platform = platform_;
        blitz = blitz_;
        packed = packed_;
        index = index_;
        siblings = siblings_;
    }

    function actorCount() external pure returns (uint256) {
        return 4;
    }

    function _actor(uint256 who) internal view returns (address) {
        return actors[who % 4];
    }

    function _matchOf(address p) internal view returns (uint256) {
        return platform.playerOf(p).matchId;
    }

    function claim(uint256 who) external {
        address p = _actor(who);
        vm.prank(p);
        try coins.claimDaily() {
            minted += 100;
        } catch {}
    }

    function warp(uint256 secs) external {
        vm.warp(block.timestamp + bound(secs, 1, 120));
        vm.roll(block.number + 1);
    }

    function enqueue(uint256 who, uint256 bet) external {
        vm.prank(_actor(who));
        try platform.enqueue(1, bets[bet % 2]) {} catch {}
    }

    function leave(uint256 who) external {
        vm.prank(_actor(who));
        try platform.leave() {} catch {}
    }

    function commit(uint256 who, uint256 c) external {
        address p = _actor(who);
        uint256 id = _matchOf(p);
        if (id == 0) return;
        vm.prank(p);
        try blitz.commitSeed(id, bound(c, 1, 1 << 250)) {} catch {}
    }

    function guess(uint256 who) external {
        address p = _actor(who);
        uint256 id = _matchOf(p);
        if (id == 0) return;
        vm.prank(p);
        try blitz.guess(id, packed, index, siblings) {} catch {}
    }

    /// @dev `who` answers its opponent's pending guess with random colours (solves one in four).
    function answer(uint256 who, uint256 colours) external {
        address p = _actor(who);
        uint256 id = _matchOf(p);
        if (id == 0) return;
        WorduelBlitz.Game memory g = blitz.gameOf(id);
        uint256 me = p == g.a ? 0 : 1;
        WorduelBlitz.Side memory s = blitz.sideOf(id, 1 - me);
        if (s.answerDue == 0) return;
        colours = colours % 4 == 0 ? blitz.ALL_GREEN() : colours % 1024;
        uint256 packedInput = uint256(s.pending) | colours << 32 | uint256(s.word) << 48
            | blitz.ANSWERS_COUNT() << 64 | uint256(g.randomness) << 80;
        uint256[3] memory input = [blitz.sideOf(id, me).commitment, blitz.ANSWERS_ROOT(), packedInput];
        bytes memory proof = abi.encodePacked(keccak256(abi.encode(input)), new bytes(224));
        vm.prank(p);
        try blitz.answer(id, colours, proof) {} catch {}
    }

    function finish(uint256 who) external {
        uint256 id = _matchOf(_actor(who));
        if (id == 0) return;
        try blitz.finish(id) {
            settled++;
        } catch {}
    }

    function timeout(uint256 who) external {
        uint256 id = _matchOf(_actor(who));
        if (id == 0) return;
        try platform.claimTimeout(id) {
            settled++;
        } catch {}
    }

    function forfeit(uint256 who) external {
        address p = _actor(who);
        uint256 id = _matchOf(p);
        if (id == 0) return;
        vm.prank(p);
        try platform.forfeit(id) {
            settled++;
        } catch {}
    }
}
