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

/// @notice Deploys ERC1271Wallet with CREATE2, so that a wallet's address is
/// known before it exists: the counterfactual smart account of an ERC-6492
/// signature (https://eips.ethereum.org/EIPS/eip-6492), whose verifier
/// simulates `deploy` and then asks the wallet.
contract ERC1271WalletFactory {
    function deploy(bytes32 salt, bool approves_) external returns (address wallet) {
        wallet = address(new ERC1271Wallet{salt: salt}(approves_));
    }

    function addressOf(bytes32 salt, bool approves_) external view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(ERC1271Wallet).creationCode, abi.encode(approves_)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}
