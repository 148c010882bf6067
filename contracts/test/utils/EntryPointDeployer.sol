// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {Vm} from "./Vm.sol";

/// @title EntryPointDeployer
/// @notice Deploys the ERC-4337 EntryPoint v0.8 at its canonical address, the way
/// every chain gets it: the published npm artifact's creation code sent through
/// the deterministic CREATE2 deployer with the canonical salt.
library EntryPointDeployer {
    /// @dev The deterministic deployment proxy present on most chains.
    address internal constant CREATE2_DEPLOYER = 0x4e59b44847b379578588920cA78FbF26c0B4956C;
    /// @dev Runtime code of that proxy: CREATE2(value, calldata[32:], salt = calldata[:32]).
    bytes internal constant CREATE2_DEPLOYER_CODE =
        hex"7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3";
    bytes32 internal constant SALT = 0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9;
    address internal constant ENTRY_POINT = 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108;
    string internal constant ARTIFACT = "node_modules/@account-abstraction/contracts/artifacts/EntryPoint.json";

    /// @notice Deploys the EntryPoint (once) and returns it.
    function deploy(Vm vm) internal returns (IEntryPoint) {
        if (ENTRY_POINT.code.length > 0) return IEntryPoint(ENTRY_POINT);
        if (CREATE2_DEPLOYER.code.length == 0) vm.etch(CREATE2_DEPLOYER, CREATE2_DEPLOYER_CODE);
        string memory json = vm.readFile(string.concat(vm.projectRoot(), "/", ARTIFACT));
        bytes memory initCode = vm.parseJsonBytes(json, ".bytecode");
        (bool ok, bytes memory ret) = CREATE2_DEPLOYER.call(abi.encodePacked(SALT, initCode));
        require(ok && ret.length == 20 && address(bytes20(ret)) == ENTRY_POINT, "EntryPoint not at canonical address");
        return IEntryPoint(ENTRY_POINT);
    }
}
