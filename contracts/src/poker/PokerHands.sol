// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title PokerHands
/// @notice The standard ranking of five-card poker hands, as game/poker ranks them: a hand's
/// value packs its category (0 high card ... 8 straight flush) above five 4-bit ranks that break
/// ties in order (the ranks of the largest groups first, then by rank; a straight keeps only its
/// high card, 5 for the wheel A-2-3-4-5). A higher value is a better hand, equal values are equal
/// hands, and the value is the very number `poker.Evaluate` returns, so the two are compared
/// exactly (contracts/test/poker/PokerHandsVectors.t.sol).
/// @dev A card is its index 0-51: (rank - 2) * 4 + suit, rank 2-14 (ace 14), suit 0-3 (clubs,
/// diamonds, hearts, spades), the order of `poker.NewDeck`.
library PokerHands {
    /// @notice Cards in the deck, cards in a hand.
    uint256 internal constant DECK_SIZE = 52;
    uint256 internal constant HAND_SIZE = 5;

    /// @notice The categories, lowest first (poker.Category).
    uint256 internal constant HIGH_CARD = 0;
    uint256 internal constant ONE_PAIR = 1;
    uint256 internal constant TWO_PAIR = 2;
    uint256 internal constant THREE_OF_A_KIND = 3;
    uint256 internal constant STRAIGHT = 4;
    uint256 internal constant FLUSH = 5;
    uint256 internal constant FULL_HOUSE = 6;
    uint256 internal constant FOUR_OF_A_KIND = 7;
    uint256 internal constant STRAIGHT_FLUSH = 8;

    /// @notice The showdown choices of the player who did not stop (poker.Choice).
    uint8 internal constant HIGHER = 1;
    uint8 internal constant LOWER = 2;

    uint256 private constant ACE = 14;

    /// @notice A card index of 52 or more.
    error PokerBadCard(uint256 card);
    /// @notice A hand that holds the same card twice.
    error PokerCardTwice(uint256 card);
    /// @notice A showdown choice other than HIGHER or LOWER.
    error PokerBadChoice(uint256 choice);

    /// @notice The value of a hand of five distinct cards; reverts on a bad or repeated card.
    function evaluate(uint8[5] memory hand) internal pure returns (uint256 value) {
        // counts: 4 bits per rank (rank r at bits 4r..4r+3); seen: one bit per card.
        uint256 counts;
        uint256 seen;
        bool flush = true;
        uint256 suit0 = hand[0] & 3;
        for (uint256 i = 0; i < HAND_SIZE; i++) {
            uint256 c = hand[i];
            if (c >= DECK_SIZE) revert PokerBadCard(c);
            if (seen >> c & 1 != 0) revert PokerCardTwice(c);
            seen |= 1 << c;
            counts += 1 << (4 * ((c >> 2) + 2));
            if (c & 3 != suit0) flush = false;
        }
        // The kickers: ranks by (multiplicity, rank), both descending, each repeated by its
        // multiplicity; `distinct` counts the groups, `top` and `second` are the two largest
        // multiplicities.
        uint256 kickers;
        uint256 distinct;
        uint256 top;
        uint256 second;
        for (uint256 n = 4; n >= 1; n--) {
            for (uint256 r = ACE; r >= 2; r--) {
                if ((counts >> (4 * r)) & 0xf != n) continue;
                distinct++;
                if (top == 0) top = n;
                else if (second == 0) second = n;
                for (uint256 k = 0; k < n; k++) {
                    kickers = kickers << 4 | r;
                }
            }
        }
        uint256 straightHigh;
        if (distinct == HAND_SIZE) {
            uint256 first = kickers >> 16;
            uint256 secondRank = (kickers >> 12) & 0xf;
            if (first - (kickers & 0xf) == 4) straightHigh = first;
            else if (first == ACE && secondRank == 5) straightHigh = 5; // the wheel: the ace plays low
        }
        uint256 cat;
        if (straightHigh > 0 && flush) cat = STRAIGHT_FLUSH;
        else if (top == 4) cat = FOUR_OF_A_KIND;
        else if (top == 3 && second == 2) cat = FULL_HOUSE;
        else if (flush) cat = FLUSH;
        else if (straightHigh > 0) cat = STRAIGHT;
        else if (top == 3) cat = THREE_OF_A_KIND;
        else if (top == 2 && second == 2) cat = TWO_PAIR;
        else if (top == 2) cat = ONE_PAIR;
        else cat = HIGH_CARD;
        if (straightHigh > 0) kickers = straightHigh << 16;
        value = cat << 20 | kickers;
    }

    /// @notice The category of a value (its top bits).
    function category(uint256 value) internal pure returns (uint256) {
        return value >> 20;
    }

    /// @notice The showdown (poker.Showdown): 1 when the first hand wins under `choice`, 2 when
    /// the second does, 0 when the hands are equal.
    function showdown(uint8[5] memory one, uint8[5] memory two, uint8 choice) internal pure returns (uint8) {
        if (choice != HIGHER && choice != LOWER) revert PokerBadChoice(choice);
        uint256 v1 = evaluate(one);
        uint256 v2 = evaluate(two);
        if (v1 == v2) return 0;
        return (v1 > v2) == (choice == HIGHER) ? 1 : 2;
    }
}
