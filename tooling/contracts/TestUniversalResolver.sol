// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/*
 * TEST-ONLY. A Universal Resolver of our own, for local anvil nodes: ENS's
 * real one lives in npm @ensdomains/ens-contracts, which this registry does
 * not have. It implements exactly the two functions viem 2's ENS actions
 * call (`resolveWithGateways`, `reverseWithGateways`; their ABI and errors
 * are viem's `universalResolverResolveAbi` and `universalResolverReverseAbi`)
 * on top of an ENS registry and resolvers that answer directly: no wildcard
 * resolution (ENSIP-10), no CCIP-Read (EIP-3668), and reverse records only
 * for Ethereum addresses (coin type 60, `<address>.addr.reverse`). Like the
 * real one, `reverseWithGateways` resolves the primary name forward again
 * and reverts with `ReverseAddressMismatch` when it points elsewhere.
 * Never deploy it anywhere but a test node.
 */

interface TestEnsRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface TestNameResolver {
    function name(bytes32 node) external view returns (string memory);
}

contract TestUniversalResolver {
    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);

    /// @dev namehash("addr.reverse")
    bytes32 private constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
    uint256 private constant ETHEREUM_COIN_TYPE = 60;

    TestEnsRegistry public immutable registry;

    constructor(TestEnsRegistry registry_) {
        registry = registry_;
    }

    /// @notice Calls the resolver of `name` (DNS wire format) with `data`, e.g. `addr(node)` or `text(node, key)`.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        address resolver = resolverOf(name, dnsNamehash(name, 0));
        (bool ok, bytes memory result) = resolver.staticcall(data);
        if (!ok) revert ResolverError(result);
        return (result, resolver);
    }

    /// @notice The primary name of `lookupAddress` (20 bytes), checked forward.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        if (coinType != ETHEREUM_COIN_TYPE || lookupAddress.length != 20) {
            revert UnsupportedResolverProfile(this.reverseWithGateways.selector);
        }
        address account = address(bytes20(lookupAddress));
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(lowerHex(account))));
        reverseResolver = registry.resolver(reverseNode);
        if (reverseResolver == address(0)) return ("", address(0), address(0));
        primary = TestNameResolver(reverseResolver).name(reverseNode);
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);

        bytes32 node = namehash(bytes(primary));
        resolver = resolverOf(bytes(primary), node);
        (bool ok, bytes memory result) = resolver.staticcall(abi.encodeWithSignature("addr(bytes32)", node));
        if (!ok || result.length < 32) revert ResolverError(result);
        address forward = abi.decode(result, (address));
        if (forward != account) revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
    }

    function resolverOf(bytes memory name, bytes32 node) private view returns (address resolver) {
        resolver = registry.resolver(node);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
    }

    /// @dev namehash of a DNS wire-format name (length-prefixed labels, ending in a 0 byte).
    function dnsNamehash(bytes calldata name, uint256 offset) private pure returns (bytes32) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        uint256 end = offset + 1 + length;
        if (end > name.length) revert DNSDecodingFailed(name);
        return keccak256(abi.encodePacked(dnsNamehash(name, end), keccak256(name[offset + 1:end])));
    }

    /// @dev namehash of a dotted name (ENSIP-1), labels taken as they are.
    function namehash(bytes memory name) private pure returns (bytes32 node) {
        uint256 end = name.length;
        for (uint256 i = name.length; i > 0; i--) {
            if (name[i - 1] == ".") {
                node = keccak256(abi.encodePacked(node, keccak256(slice(name, i, end))));
                end = i - 1;
            }
        }
        node = keccak256(abi.encodePacked(node, keccak256(slice(name, 0, end))));
    }

    function slice(bytes memory data, uint256 start, uint256 end) private pure returns (bytes memory part) {
        part = new bytes(end - start);
        for (uint256 i = start; i < end; i++) part[i - start] = data[i];
    }

    /// @dev The address as 40 lower-case hex digits, no 0x: the label of its reverse record.
    function lowerHex(address account) private pure returns (bytes memory digits) {
        bytes16 alphabet = "0123456789abcdef";
        digits = new bytes(40);
        uint160 value = uint160(account);
        for (uint256 i = 40; i > 0; i--) {
            digits[i - 1] = alphabet[value & 0xf];
            value >>= 4;
        }
    }
}
