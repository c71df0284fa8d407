// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice A contract wallet for ERC-1271 tests: it approves every signature
/// when deployed with `approves = true`, and refuses every one otherwise.
contract ERC1271Wallet {
    bool public immutable approves;

    constructor(bool approves_) {
        approves = approves_;
    }

    function isValidSignature(bytes32, bytes calldata) external view returns (bytes4) {
        return approves ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// @notice Reverts on every call and every plain transfer.
contract AlwaysReverts {
    fallback() external payable {
        revert("AlwaysReverts: always");
    }
}
