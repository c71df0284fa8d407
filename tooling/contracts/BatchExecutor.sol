// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC7821} from "@openzeppelin/contracts/account/extensions/draft-ERC7821.sol";
import {SignerEIP7702} from "@openzeppelin/contracts/utils/cryptography/signers/SignerEIP7702.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";

/**
 * What the Dev Wallet and the e2e wallet delegate their account to
 * (EIP-7702): ERC-7821 batch execution, callable by the account itself
 * only, so one transaction from the account to itself runs every call or
 * none. It keeps the account an account: it takes plain ETH, and its
 * signatures still verify (ERC-1271 by ECDSA recovery of the account's own
 * key), so Sign-In with Ethereum works as before the delegation.
 */
contract BatchExecutor is ERC7821, SignerEIP7702, IERC1271 {
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _rawSignatureValidation(hash, signature) ? IERC1271.isValidSignature.selector : bytes4(0xffffffff);
    }

    receive() external payable {}
}
