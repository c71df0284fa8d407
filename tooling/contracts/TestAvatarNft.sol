// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice TEST-ONLY. The least of an ERC-721 that an ENS NFT avatar
/// (ENSIP-12) needs: one token per holder, whose metadata lives at
/// `metadataUri` (the e2e suite's loopback avatar host).
contract TestAvatarNft {
    string private metadataUri;
    address public immutable holder;

    constructor(string memory metadataUri_, address holder_) {
        metadataUri = metadataUri_;
        holder = holder_;
    }

    function tokenURI(uint256) external view returns (string memory) {
        return metadataUri;
    }

    function ownerOf(uint256) external view returns (address) {
        return holder;
    }

    function balanceOf(address owner) external view returns (uint256) {
        return owner == holder ? 1 : 0;
    }

    /// ERC-165, ERC-721 and ERC-721 Metadata.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }
}
