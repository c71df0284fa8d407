import { mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './appConfig';
import { InvalidEnvError } from './InvalidEnvError';

const projectId = { NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'YOUR_PROJECT_ID' };

describe('parseAppConfig', () => {
  it('defaults to Ethereum and Sepolia on viem public RPCs, without the Dev Wallet', () => {
    const config = parseAppConfig(projectId);
    expect(config.chains.map((chain) => chain.id)).toEqual([1, 11155111]);
    expect(config.chains[0].rpcUrls.default.http[0]).toBe(mainnet.rpcUrls.default.http[0]);
    expect(config.devWallet).toBe(false);
    expect(config.usesPlaceholderProjectId).toBe(true);
  });

  it('applies NEXT_PUBLIC_RPC_URL_<id> to the chain definition', () => {
    const config = parseAppConfig({
      ...projectId,
      NEXT_PUBLIC_RPC_URL_11155111: 'http://127.0.0.1:9999',
    });
    expect(config.chains[1]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9999']);
    // Other fields of viem's definition stay.
    expect(config.chains[1]?.blockExplorers?.default.url).toBe('https://sepolia.etherscan.io');
  });

  it('offers the Dev Wallet only for a development setup: a local chain, and every node on this machine', () => {
    expect(parseAppConfig({ ...projectId, NEXT_PUBLIC_CHAINS: '31337,1337' }).devWallet).toBe(true);
    expect(parseAppConfig({ ...projectId, NEXT_PUBLIC_CHAINS: '1337' }).devWallet).toBe(true);
    expect(parseAppConfig({ ...projectId, NEXT_PUBLIC_CHAINS: '31337,11155111' }).devWallet).toBe(false);
    // `npm run dev`: a local stand-in for Ethereum beside the local chains.
    expect(parseAppConfig({ ...projectId, NEXT_PUBLIC_CHAINS: '31337,1337,1', NEXT_PUBLIC_RPC_URL_1: 'http://127.0.0.1:8547' }).devWallet).toBe(true);
    expect(parseAppConfig({ ...projectId, NEXT_PUBLIC_CHAINS: '31337,1337,1' }).devWallet).toBe(false);
    // Nodes on this machine but no local chain: a test or fork setup, not development.
    expect(parseAppConfig({ ...projectId, NEXT_PUBLIC_CHAINS: '1', NEXT_PUBLIC_RPC_URL_1: 'http://127.0.0.1:8547' }).devWallet).toBe(false);
  });

  it('gives local chains the canonical Multicall3 so reads are batched', () => {
    const [anvil] = parseAppConfig({ ...projectId, NEXT_PUBLIC_CHAINS: '31337' }).chains;
    expect(anvil.contracts?.multicall3?.address).toBe('0xcA11bde05977b3631167028862bE2a173976CA11');
  });

  it('rejects a bad RPC URL even for a chain that is not switched on', () => {
    expect(() => parseAppConfig({ ...projectId, NEXT_PUBLIC_RPC_URL_8453: 'nope' })).toThrow(
      /^NEXT_PUBLIC_RPC_URL_8453: /,
    );
  });

  it('turns sign-in on by default and off with NEXT_PUBLIC_SIWE=off', () => {
    expect(parseAppConfig(projectId).siwe).toBe(true);
    expect(parseAppConfig({ ...projectId, NEXT_PUBLIC_SIWE: 'on' }).siwe).toBe(true);
    expect(parseAppConfig({ ...projectId, NEXT_PUBLIC_SIWE: 'off' }).siwe).toBe(false);
    expect(() => parseAppConfig({ ...projectId, NEXT_PUBLIC_SIWE: 'no' })).toThrow(
      /^NEXT_PUBLIC_SIWE: "no" is not "on" or "off"\.$/,
    );
  });

  it('fails without a project id, naming the variable', () => {
    expect(() => parseAppConfig({})).toThrow(InvalidEnvError);
    expect(() => parseAppConfig({})).toThrow(/^NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: No projectId found/);
  });
});
