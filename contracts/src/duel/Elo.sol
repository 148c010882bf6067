// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ELO_THRESHOLDS_LO, ELO_THRESHOLDS_HI, ELO_THRESHOLD_BIAS} from "./EloTable.sol";

/// @title Elo
/// @notice Worduel's ratings, equal to game/rating's: K = 32, a new player starts at BASE_MMR,
/// the winner of a decided match takes `delta` points from the loser, a draw changes nothing.
/// @dev game/rating defines the delta with floats, round(32*(1-1/(1+10^(d/400)))) for
/// d = loser - winner. It depends on d alone and never decreases as d grows, so it equals
/// the number of steps k = 1..32 whose threshold (the smallest d giving at least k) is at or
/// below d. scripts/genelo computes those 32 thresholds from the Go code itself into
/// EloTable.sol (a drift test keeps them in step), and {delta} binary-searches them: exact
/// agreement with the float formula, with no fixed-point approximation of 10^x to argue
/// about. game/testdata/elo_vectors.json replays 10,000 random pairs against it.
library Elo {
    /// @notice The Elo K-factor: the most a rating moves in one match.
    uint256 internal constant K = 32;
    /// @notice The rating of a new player: the seed says only "a base MMR"; 1000, the bottom of
    /// Silver, is game/rating.BaseMMR.
    int256 internal constant BASE_MMR = 1000;

    /// @notice The points a player rated `winner` takes from one rated `loser`: between 0 and K,
    /// more for beating a higher-rated opponent.
    function delta(int256 winner, int256 loser) internal pure returns (uint256 lo) {
        int256 d = loser - winner;
        // lo = the number of thresholds <= d; thresholds are sorted, 5 halvings of [0, 32]
        uint256 hi = K;
        while (lo < hi) {
            uint256 mid = (lo + hi) >> 1;
            if (_threshold(mid) <= d) lo = mid + 1;
            else hi = mid;
        }
    }

    /// @notice The ratings after a match decided for a (`aWon`) or for b.
    function update(int256 a, int256 b, bool aWon) internal pure returns (int256, int256, uint256 points) {
        if (aWon) {
            points = delta(a, b);
            return (a + int256(points), b - int256(points), points);
        }
        points = delta(b, a);
        return (a - int256(points), b + int256(points), points);
    }

    /// @notice The seed's rank of a rating: 0 Bronze (below 1000, negative included), 1 Silver
    /// (1000-1499), 2 Gold (1500-1999), 3 Platinum (2000-2499), 4 Diamond (2500+), as
    /// game/rating.RankOf.
    function rank(int256 mmr) internal pure returns (uint8) {
        if (mmr < 1000) return 0;
        if (mmr < 1500) return 1;
        if (mmr < 2000) return 2;
        if (mmr < 2500) return 3;
        return 4;
    }

    /// @dev Threshold i + 1 of the table (i in [0, 32)).
    function _threshold(uint256 i) private pure returns (int256) {
        uint256 word = i < 16 ? ELO_THRESHOLDS_LO : ELO_THRESHOLDS_HI;
        return int256((word >> ((i & 15) << 4)) & 0xffff) - ELO_THRESHOLD_BIAS;
    }
}
