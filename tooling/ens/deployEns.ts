/**
 * Real ENS on a local anvil node, for `npm run dev`, the e2e suite and the
 * unit tests: the registry and the reverse registrar from npm
 * `@ensdomains/ens` (as the package ships them compiled), the public
 * resolver from npm `@ensdomains/resolver`'s sources (compiled with solc
 * 0.7: `publicResolver.ts`), and our test-only Universal
 * Resolver (`tooling/contracts/TestUniversalResolver.sol`) placed where
 * viem's mainnet definition looks for one, so that viem's ENS actions work
 * against the node unchanged.
 */
import { createRequire } from 'node:module';
import {
  concat,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  keccak256,
  labelhash,
  namehash,
  parseEther,
  publicActions,
  toBytes,
  type Abi,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { mainnet } from 'viem/chains';
import { testContract } from '../contracts/contracts';
import { publicResolverContract } from './publicResolver';

const require = createRequire(import.meta.url);

/** A Truffle build artifact as the ENS packages ship them. */
type TruffleArtifact = { abi: Abi; bytecode: Hex };

const ensRegistryArtifact = require('@ensdomains/ens/build/contracts/ENSRegistry.json') as TruffleArtifact;
const reverseRegistrarArtifact = require('@ensdomains/ens/build/contracts/ReverseRegistrar.json') as TruffleArtifact;

/**
 * Where viem's chain definitions (`mainnet.contracts.ensUniversalResolver`)
 * look for the Universal Resolver; {@link deployEns} puts ours there, on any
 * chain id, so a chain definition that names it finds it.
 */
const UNIVERSAL_RESOLVER_ADDRESS: Address = getAddress(mainnet.contracts.ensUniversalResolver.address);

/**
 * The account that deploys and owns the test ENS: an address with no key,
 * impersonated on the node (`anvil_impersonateAccount`) and funded there, so
 * no test account's balance or nonce moves.
 */
const ENS_DEPLOYER: Address = getAddress('0x00000000000000000000000000000000000e45d0');

/** An address record: an ENSIP-9 / ENSIP-11 coin type and a 20-byte EVM address. */
type EnsAddressRecord = { coinType: bigint; address: Address };

/** A name to register, with its records. */
export type EnsNameRecords = {
  /** A second-level `.eth` name, e.g. `alice.eth`; the label is taken as it is (not normalised), so hostile labels can be registered, but holds no dot. */
  name: string;
  /** Address records; coin type 60 is the Ethereum address. None: the name resolves to nothing. */
  addresses?: readonly EnsAddressRecord[];
  /** Text records (ENSIP-5), e.g. `{ avatar: 'https://…' }`. */
  texts?: Readonly<Record<string, string>>;
};

/** A primary name (ENSIP-3 reverse record) for an account. */
export type EnsPrimaryName = {
  /** An unlocked account of the node: it sets its own reverse record. */
  address: Address;
  /** The name its reverse record holds; whether that name resolves back is the fixture's choice. */
  name: string;
};

/** Parameters of {@link deployEns}. */
export type DeployEnsParameters = {
  /** The node's JSON-RPC URL (anvil). */
  rpcUrl: string;
  names: readonly EnsNameRecords[];
  primaryNames?: readonly EnsPrimaryName[];
};

/** The deployed contracts. */
export type DeployEnsReturnType = {
  registry: Address;
  publicResolver: Address;
  reverseRegistrar: Address;
  universalResolver: Address;
};

/** Thrown when a deployment or a record's transaction fails; says which. */
class EnsDeploymentError extends Error {
  override name = 'EnsDeploymentError';
}

const ZERO_NODE: Hex = `0x${'00'.repeat(32)}`;

/**
 * Deploys ENS on the anvil node at `rpcUrl` and registers `names` with their
 * address and text records, then `primaryNames` as reverse records:
 *
 * - registry (`ENSRegistry`), root and `eth` owned by {@link ENS_DEPLOYER};
 * - public resolver (`PublicResolver`), every name's resolver;
 * - reverse registrar (`ReverseRegistrar`), owner of `addr.reverse`; each
 *   account of `primaryNames` calls its `setName` itself (anvil's unlocked
 *   accounts sign), and gets its ETH balance back afterwards
 *   (`anvil_setBalance`): only its nonce moves;
 * - the test Universal Resolver at {@link UNIVERSAL_RESOLVER_ADDRESS}
 *   (`anvil_setCode` of the deployed code; the registry is an immutable).
 *
 * Transactions are sent one at a time, each awaited, and the node is asked
 * to mine when it does not mine on every transaction.
 *
 * @throws {EnsDeploymentError} when a transaction reverts.
 */
export async function deployEns({ rpcUrl, names, primaryNames = [] }: DeployEnsParameters): Promise<DeployEnsReturnType> {
  const node = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 50 }).extend(publicActions);
  const wallet = createWalletClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  const automine = await node.getAutomine();

  const settle = async (hash: Hash, what: string) => {
    if (!automine) await node.mine({ blocks: 1 });
    const receipt = await node.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new EnsDeploymentError(`ENS fixture: ${what} reverted (transaction ${hash}).`);
    return receipt;
  };
  const deploy = async (what: string, abi: Abi, bytecode: Hex, args: readonly unknown[] = []) => {
    const hash = await wallet.deployContract({ abi, bytecode, args, account: ENS_DEPLOYER, chain: null });
    const { contractAddress } = await settle(hash, `deploying ${what}`);
    if (!contractAddress) throw new EnsDeploymentError(`ENS fixture: deploying ${what} gave no address.`);
    return getAddress(contractAddress);
  };
  const call = async (what: string, from: Address, to: Address, abi: Abi, functionName: string, args: readonly unknown[]) => {
    const data = encodeFunctionData({ abi, functionName, args });
    return settle(await wallet.sendTransaction({ account: from, to, data, chain: null }), what);
  };

  await node.impersonateAccount({ address: ENS_DEPLOYER });
  await node.setBalance({ address: ENS_DEPLOYER, value: parseEther('1000') });

  const registry = await deploy('ENSRegistry', ensRegistryArtifact.abi, ensRegistryArtifact.bytecode);
  const resolverContract = publicResolverContract();
  const publicResolver = await deploy('PublicResolver', resolverContract.abi, resolverContract.bytecode, [registry]);
  const reverseRegistrar = await deploy('ReverseRegistrar', reverseRegistrarArtifact.abi, reverseRegistrarArtifact.bytecode, [registry, publicResolver]);
  const universal = testContract('TestUniversalResolver');
  const universalDeployment = await deploy('TestUniversalResolver', universal.abi, universal.bytecode, [registry]);
  const universalCode = await node.getCode({ address: universalDeployment });
  if (!universalCode) throw new EnsDeploymentError('ENS fixture: the Universal Resolver has no code.');
  await node.setCode({ address: UNIVERSAL_RESOLVER_ADDRESS, bytecode: universalCode });

  const registryCall = (what: string, functionName: string, args: readonly unknown[]) =>
    call(what, ENS_DEPLOYER, registry, ensRegistryArtifact.abi, functionName, args);
  const resolverCall = (what: string, functionName: string, args: readonly unknown[]) =>
    call(what, ENS_DEPLOYER, publicResolver, resolverContract.abi, functionName, args);

  await registryCall('claiming eth', 'setSubnodeOwner', [ZERO_NODE, labelhash('eth'), ENS_DEPLOYER]);
  await registryCall('claiming reverse', 'setSubnodeOwner', [ZERO_NODE, labelhash('reverse'), ENS_DEPLOYER]);
  await registryCall('handing addr.reverse to the reverse registrar', 'setSubnodeOwner', [namehash('reverse'), labelhash('addr'), reverseRegistrar]);

  for (const { name, addresses = [], texts = {} } of names) {
    const labelHash = keccak256(toBytes(secondLevelLabel(name)));
    const nameNode = keccak256(concat([namehash('eth'), labelHash]));
    await registryCall(`registering ${name}`, 'setSubnodeRecord', [namehash('eth'), labelHash, ENS_DEPLOYER, publicResolver, 0n]);
    for (const { coinType, address } of addresses) {
      await resolverCall(`setting ${name}'s coin type ${coinType} address`, 'setAddr', [nameNode, coinType, address]);
    }
    for (const [key, value] of Object.entries(texts)) {
      await resolverCall(`setting ${name}'s ${key} text`, 'setText', [nameNode, key, value]);
    }
  }

  for (const { address, name } of primaryNames) {
    const balance = await node.getBalance({ address });
    await call(`setting ${address}'s primary name ${name}`, address, reverseRegistrar, reverseRegistrarArtifact.abi, 'setName', [name]);
    await node.setBalance({ address, value: balance });
  }

  await node.stopImpersonatingAccount({ address: ENS_DEPLOYER });
  return { registry, publicResolver, reverseRegistrar, universalResolver: UNIVERSAL_RESOLVER_ADDRESS };
}

/** Parameters of {@link deployAvatarNft}. */
export type DeployAvatarNftParameters = {
  /** The node's JSON-RPC URL (anvil). */
  rpcUrl: string;
  /** Every token's metadata URI (`tokenURI`). */
  metadataUri: string;
  /** The account that holds every token (`ownerOf`, `balanceOf`). */
  holder: Address;
};

/**
 * Deploys `TestAvatarNft` (tooling/contracts/TestAvatarNft.sol), which
 * answers as an ERC-721 and an ERC-1155 for NFT avatars
 * (`eip155:<chain>/erc721:<address>/<id>`, or `erc1155`), from
 * {@link ENS_DEPLOYER}.
 *
 * @returns its address.
 * @throws {EnsDeploymentError} when the deployment fails.
 */
export async function deployAvatarNft({ rpcUrl, metadataUri, holder }: DeployAvatarNftParameters): Promise<Address> {
  const node = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 50 }).extend(publicActions);
  const wallet = createWalletClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  const { abi, bytecode } = testContract('TestAvatarNft');
  await node.impersonateAccount({ address: ENS_DEPLOYER });
  await node.setBalance({ address: ENS_DEPLOYER, value: parseEther('1000') });
  const hash = await wallet.deployContract({ abi, bytecode, args: [metadataUri, holder], account: ENS_DEPLOYER, chain: null });
  if (!(await node.getAutomine())) await node.mine({ blocks: 1 });
  const { status, contractAddress } = await node.waitForTransactionReceipt({ hash });
  await node.stopImpersonatingAccount({ address: ENS_DEPLOYER });
  if (status !== 'success' || !contractAddress) throw new EnsDeploymentError(`Deploying TestAvatarNft failed (transaction ${hash}).`);
  return getAddress(contractAddress);
}

/**
 * The label of a second-level `.eth` name (`alice` of `alice.eth`), taken
 * as it is, not normalised.
 *
 * @throws {EnsDeploymentError} for a name that is not `<label>.eth` with a label free of dots.
 */
function secondLevelLabel(name: string): string {
  const label = name.slice(0, -'.eth'.length);
  if (!name.endsWith('.eth') || label === '' || label.includes('.')) throw new EnsDeploymentError(`ENS fixture: ${name} is not a second-level .eth name.`);
  return label;
}
