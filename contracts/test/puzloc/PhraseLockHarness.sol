// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PhraseLockDay, IPhraseLockVerifier} from "../../src/puzloc/PhraseLockDay.sol";

/// @notice The mock phraselock verifier: a proof is valid exactly when its first word is the hash
/// of the five inputs (MockProof's convention), so a test proves the statement it expects.
contract MockPhraseLockVerifier is IPhraseLockVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[5] calldata input) external pure {
        uint256[] memory dyn = new uint256[](5);
        for (uint256 i = 0; i < 5; i++) {
            dyn[i] = input[i];
        }
        if (proof.length != 256 || uint256(bytes32(proof[:32])) != uint256(keccak256(abi.encode(dyn)))) {
            revert MockProofInvalid();
        }
    }
}

/// @notice PhraseLockDay with the daily contract's part reduced to settable values: one house,
/// a day number, list size and randomness per day, bindings set by the test, a day that ends.
contract PhraseLockHarness is PhraseLockDay {
    error HarnessNotHouse();
    error HarnessWrongTime();
    error HarnessLate();

    uint256 public constant WINDOW = 1 hours;
    uint256 public owed; // moves the house owes

    struct D {
        uint256 day;
        uint256 count;
        uint256 randomness;
        uint256 end;
    }

    address public immutable house;
    IPhraseLockVerifier public immutable verifier;
    mapping(uint256 => D) public dayOf;
    mapping(uint256 => mapping(address => uint256)) public bindings;

    constructor(address house_, IPhraseLockVerifier verifier_) {
        house = house_;
        verifier = verifier_;
    }

    function setDay(uint256 dayId, uint256 day, uint256 count, uint256 randomness, uint256 end) external {
        dayOf[dayId] = D(day, count, randomness, end);
    }

    function bind(uint256 dayId, address player, uint256 m) external {
        bindings[dayId][player] = m;
    }

    function accOf(uint256 dayId, address player) external view returns (uint256) {
        return _phrase[dayId][player].acc;
    }

    function ctOf(uint256 dayId, address player) external view returns (uint256) {
        return _phrase[dayId][player].ct;
    }

    function _phraseDay(uint256 dayId) internal view override returns (uint256, uint256, uint256) {
        D memory d = dayOf[dayId];
        return (d.day, d.count, d.randomness);
    }

    function _phraseBinding(uint256 dayId, address player) internal view override returns (uint256) {
        return bindings[dayId][player];
    }

    function _phraseOnlyHouse(uint256) internal view override {
        if (msg.sender != house) revert HarnessNotHouse();
    }

    function _phraseWhen(uint256 dayId, bool opening) internal view override {
        if ((block.timestamp >= dayOf[dayId].end) != opening) revert HarnessWrongTime();
    }

    function _phraseOwed(uint256, address, bool owed_, uint256 movedAt) internal override {
        if (owed_) {
            owed++;
        } else {
            if (block.timestamp > movedAt + WINDOW) revert HarnessLate();
            owed--;
        }
    }

    function _phraseVerifier() internal view override returns (IPhraseLockVerifier) {
        return verifier;
    }
}
