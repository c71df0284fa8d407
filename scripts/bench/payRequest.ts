import { request } from '@playwright/test';
import { createWalletClient, http } from 'viem';
import { createSignInMessage } from '../../lib/auth/siweMessage';
import { anvilAccount } from '../../tooling/anvilAccounts';

/** The anvil account that asks to be paid: the first, as in `npm run dev`. */
const REQUESTER_INDEX = 0;

/**
 * Makes the payment request whose page the bench visits (`/pay/<id>`):
 * anvil's first account signs in through our sign-in routes (the node
 * signs the SIWE message) and asks for 0.05 ETH on Ethereum (chain 1),
 * through `POST /api/requests`, as a requester does.
 *
 * @param baseUrl - our app's origin.
 * @param rpcUrl - the Ethereum node, which holds the account unlocked.
 * @returns the page's path, `/pay/<id>`.
 * @throws Error when a route answers otherwise than it should.
 */
export async function createBenchPaymentRequest(baseUrl: string, rpcUrl: string): Promise<string> {
  const api = await request.newContext({ baseURL: baseUrl });
  try {
    const address = anvilAccount(REQUESTER_INDEX);
    const nonce = await (await api.get('/api/auth/nonce')).text();
    const message = createSignInMessage({ address, chainId: 1, nonce, domain: new URL(baseUrl).host, uri: baseUrl, now: new Date() });
    const signature = await createWalletClient({ account: address, transport: http(rpcUrl, { retryCount: 0 }) }).signMessage({ message });
    const verified = await api.post('/api/auth/verify', { data: { message, signature } });
    if (verified.status() !== 200) throw new Error(`Sign-in answered ${verified.status()}: ${await verified.text()}`);
    const created = await api.post('/api/requests', { data: { chainId: 1, token: null, amount: '50000000000000000', note: 'Cover art, second round' } });
    if (created.status() !== 201) throw new Error(`POST /api/requests answered ${created.status()}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    return `/pay/${id}`;
  } finally {
    await api.dispose();
  }
}
