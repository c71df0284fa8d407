// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice TEST-ONLY. The least of an ERC-721 and of an ERC-1155 that an
/// ENS NFT avatar (ENSIP-12) needs: every token is held by `holder` alone,
/// and its metadata lives at `metadataUri` (the e2e suite's loopback
/// avatar host). One contract answers both standards' reads, so that an
/// avatar record can name it as either.
contract TestAvatarNft {
    string private metadataUri;
    address public immutable holder;

    constructor(string memory metadataUri_, address holder_) {
        metadataUri = metadataUri_;
        holder = holder_;
    }

    /// ERC-721 Metadata.
    function tokenURI(uint256) external view returns (string memory) {
        return metadataUri;
    }

    /// ERC-721.
    function ownerOf(uint256) external view returns (address) {
        return holder;
    }

    /// ERC-721.
    function balanceOf(address owner) external view returns (uint256) {
        return owner == holder ? 1 : 0;
    }

    /// ERC-1155 Metadata URI.
    function uri(uint256) external view returns (string memory) {
        return metadataUri;
    }

    /// ERC-1155.
    function balanceOf(address owner, uint256) external view returns (uint256) {
        return owner == holder ? 1 : 0;
    }

    /// ERC-165, ERC-721, ERC-721 Metadata, ERC-1155 and ERC-1155 Metadata URI.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f || interfaceId == 0xd9b67a26 || interfaceId == 0x0e89341c;
    }
}
