// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TestBase} from "../utils/TestBase.sol";
import {PokerDeck} from "../../src/poker/PokerDeck.sol";
import {PokerHands} from "../../src/poker/PokerHands.sol";
import {PokerHarness} from "./PokerVectors.t.sol";

/// @notice PokerHands and PokerDeck on their own: the categories and tie-breaks of the standard
/// ranking, bad input, and fuzzed properties (the vectors of game/poker are in PokerVectorsTest).
contract PokerHandsTest is TestBase {
    PokerHarness internal h;

    function setUp() public {
        h = new PokerHarness();
    }

    /// @dev A card from its rank (2-14) and suit (0-3).
    function _c(uint256 rank, uint256 suit) internal pure returns (uint8) {
        return uint8((rank - 2) * 4 + suit);
    }

    function _cat(uint8[5] memory hand) internal view returns (uint256) {
        return PokerHands.category(h.evaluate(hand));
    }

    function test_Categories() public view {
        vm.assertEq(_cat([_c(14, 3), _c(13, 3), _c(12, 3), _c(11, 3), _c(10, 3)]), PokerHands.STRAIGHT_FLUSH, "royal");
        vm.assertEq(_cat([_c(5, 1), _c(4, 1), _c(3, 1), _c(2, 1), _c(14, 1)]), PokerHands.STRAIGHT_FLUSH, "steel wheel");
        vm.assertEq(_cat([_c(9, 0), _c(9, 1), _c(9, 2), _c(9, 3), _c(2, 0)]), PokerHands.FOUR_OF_A_KIND, "quads");
        vm.assertEq(_cat([_c(13, 0), _c(13, 1), _c(13, 2), _c(3, 3), _c(3, 0)]), PokerHands.FULL_HOUSE, "full");
        vm.assertEq(_cat([_c(14, 2), _c(11, 2), _c(8, 2), _c(4, 2), _c(2, 2)]), PokerHands.FLUSH, "flush");
        vm.assertEq(_cat([_c(9, 0), _c(10, 1), _c(11, 2), _c(12, 3), _c(13, 0)]), PokerHands.STRAIGHT, "straight");
        vm.assertEq(_cat([_c(14, 0), _c(2, 1), _c(3, 2), _c(4, 3), _c(5, 0)]), PokerHands.STRAIGHT, "wheel");
        vm.assertEq(_cat([_c(12, 0), _c(13, 1), _c(14, 2), _c(2, 3), _c(3, 0)]), PokerHands.HIGH_CARD, "no wrap");
        vm.assertEq(_cat([_c(7, 0), _c(7, 1), _c(7, 2), _c(13, 3), _c(2, 0)]), PokerHands.THREE_OF_A_KIND, "trips");
        vm.assertEq(_cat([_c(11, 0), _c(11, 1), _c(4, 2), _c(4, 3), _c(14, 0)]), PokerHands.TWO_PAIR, "two pair");
        vm.assertEq(_cat([_c(10, 0), _c(10, 1), _c(8, 2), _c(4, 3), _c(2, 0)]), PokerHands.ONE_PAIR, "pair");
        vm.assertEq(_cat([_c(14, 0), _c(12, 1), _c(9, 2), _c(5, 3), _c(3, 0)]), PokerHands.HIGH_CARD, "high card");
    }

    function test_TieBreaks() public view {
        // two pair: the lower pair, then the kicker
        uint8[5] memory a = [_c(13, 0), _c(13, 1), _c(5, 2), _c(5, 3), _c(3, 0)];
        uint8[5] memory b = [_c(13, 2), _c(13, 3), _c(4, 0), _c(4, 1), _c(14, 0)];
        vm.assertEq(h.showdown(a, b, PokerHands.HIGHER), 1, "fives over fours");
        vm.assertEq(h.showdown(a, b, PokerHands.LOWER), 2, "lower: the fours");
        // the wheel is the lowest straight
        a = [_c(14, 0), _c(2, 1), _c(3, 2), _c(4, 3), _c(5, 0)];
        b = [_c(2, 0), _c(3, 1), _c(4, 2), _c(5, 3), _c(6, 0)];
        vm.assertEq(h.showdown(a, b, PokerHands.HIGHER), 2, "six-high beats the wheel");
        // suits never break ties
        a = [_c(14, 0), _c(13, 1), _c(12, 2), _c(11, 3), _c(9, 0)];
        b = [_c(14, 3), _c(13, 2), _c(12, 1), _c(11, 0), _c(9, 3)];
        vm.assertEq(h.showdown(a, b, PokerHands.HIGHER), 0, "equal");
        vm.assertEq(h.showdown(a, b, PokerHands.LOWER), 0, "equal either way");
        // full house: the triple first
        a = [_c(3, 0), _c(3, 1), _c(3, 2), _c(4, 3), _c(4, 0)];
        b = [_c(2, 1), _c(2, 2), _c(2, 3), _c(14, 0), _c(14, 1)];
        vm.assertEq(h.showdown(a, b, PokerHands.HIGHER), 1, "threes full beat deuces full");
    }

    function test_RejectsBadCards() public {
        vm.expectRevert(abi.encodeWithSelector(PokerHands.PokerBadCard.selector, 52));
        h.evaluate([uint8(0), 1, 2, 3, 52]);
        vm.expectRevert(abi.encodeWithSelector(PokerHands.PokerCardTwice.selector, 7));
        h.evaluate([uint8(7), 1, 2, 7, 9]);
        uint8[5] memory ok = [uint8(0), 5, 10, 15, 20];
        vm.expectRevert(abi.encodeWithSelector(PokerHands.PokerBadChoice.selector, 0));
        h.showdown(ok, ok, 0);
        vm.expectRevert(abi.encodeWithSelector(PokerHands.PokerBadChoice.selector, 3));
        h.showdown(ok, ok, 3);
    }

    /// @dev Five distinct cards from a fuzzed seed.
    function _hand(uint256 seed) internal pure returns (uint8[5] memory hand) {
        uint256 used;
        for (uint256 i = 0; i < 5; i++) {
            uint256 c;
            do {
                seed = uint256(keccak256(abi.encode(seed)));
                c = seed % 52;
            } while (used >> c & 1 != 0);
            used |= 1 << c;
            hand[i] = uint8(c);
        }
    }

    /// @notice The value does not depend on the order of the cards, and the category is one of 9.
    function testFuzz_ValueIgnoresCardOrder(uint256 seed, uint256 rot) public view {
        uint8[5] memory a = _hand(seed);
        uint256 v = h.evaluate(a);
        vm.assertLe(PokerHands.category(v), PokerHands.STRAIGHT_FLUSH, "category");
        uint8[5] memory b;
        rot = rot % 5;
        for (uint256 i = 0; i < 5; i++) {
            b[i] = a[(i + rot) % 5];
        }
        (b[0], b[4]) = (b[4], b[0]);
        vm.assertEq(h.evaluate(b), v, "same cards, same value");
    }

    /// @notice Higher and lower are each other's mirror, and the showdown is antisymmetric.
    function testFuzz_ShowdownAntisymmetric(uint256 s1, uint256 s2) public view {
        uint8[5] memory a = _hand(s1);
        uint8[5] memory b = _hand(s2);
        uint8 hi = h.showdown(a, b, PokerHands.HIGHER);
        uint8 lo = h.showdown(a, b, PokerHands.LOWER);
        uint8 back = h.showdown(b, a, PokerHands.HIGHER);
        if (hi == 0) {
            vm.assertEq(lo, 0, "equal both ways");
            vm.assertEq(back, 0, "equal swapped");
        } else {
            vm.assertEq(lo, 3 - hi, "lower flips the winner");
            vm.assertEq(back, 3 - hi, "swapping flips the winner");
        }
    }

    /// @notice A derived deck never holds a card twice (a card dealt twice cannot come from it).
    function testFuzz_DeckOrderDistinct(bytes32 seed, bytes32 r) public pure {
        uint8[20] memory top = PokerDeck.order(seed, r);
        uint256 seen;
        for (uint256 i = 0; i < 20; i++) {
            vm.assertLt(top[i], 52, "a card");
            vm.assertEq(seen >> top[i] & 1, 0, "dealt once");
            seen |= 1 << top[i];
        }
    }
}
