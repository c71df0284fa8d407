import { isAddressEqual, type Address, type Chain, type Client, type Transport } from 'viem';
import { getEnsName } from 'viem/actions';
import { normalize } from 'viem/ens';
import { resultWithin } from '@/lib/async/resultWithin';
import { getAppConfig } from '@/lib/config/appConfig';
import { ensChainIdOf } from '@/lib/config/ensChain';
import { isRequestId, type PaymentRequestJson, type PayRequestView } from '@/lib/requests/paymentRequest';
import { getChainClients } from '@/lib/server/chainClients';
import { tokenListForChains } from '@/lib/server/tokenList';
import { readTokenMetadata } from '@/lib/tokens/readTokenMetadata';
import { withDatabase } from '@/lib/server/db/withDatabase';
import { getRequest, readChainHeads, requestJson } from './requestStore';

/** The longest a `/pay/<id>` page waits for the node for a name or a token's symbol, ms; it shows the address or base units after. */
const NODE_LOOKUP_TIMEOUT_MS = 1_500;

/** The address's primary name on the ENS chain, normalised; `null` without one or one that does not normalise (hostile records end there). */
async function primaryName(address: Address): Promise<string | null> {
  const ensChainId = ensChainIdOf(getAppConfig().chains.map((chain) => chain.id));
  const client = ensChainId === undefined ? undefined : getChainClients().get(ensChainId);
  if (!client) return null;
  const name = await resultWithin(getEnsName(client, { address }), NODE_LOOKUP_TIMEOUT_MS, null);
  if (!name) return null;
  try {
    return normalize(name) === name ? name : null;
  } catch {
    return null;
  }
}

/** The symbol and decimals of the request's asset: the chain's native currency, the token list's entry, or the token's own contract. */
async function assetOf(request: PaymentRequestJson, client: Client<Transport, Chain> | undefined): Promise<PayRequestView['asset']> {
  const { token, chainId } = request;
  if (!token) return client ? { symbol: client.chain.nativeCurrency.symbol, decimals: client.chain.nativeCurrency.decimals } : null;
  const listed = tokenListForChains([chainId]).tokens.find(({ address }) => isAddressEqual(address, token));
  if (listed) return { symbol: listed.symbol, decimals: listed.decimals };
  const read = client ? await resultWithin(readTokenMetadata(client, { chainId, address: token }), NODE_LOOKUP_TIMEOUT_MS, null) : null;
  return read ? { symbol: read.symbol, decimals: read.decimals } : null;
}

/**
 * The request `id` as `/pay/<id>` shows it: the request, the requester's
 * ENS name and the asset's symbol, each node lookup given
 * {@link NODE_LOOKUP_TIMEOUT_MS}.
 *
 * @returns `null` for an id no request has.
 * @throws {ApiError} 503 when the database cannot be reached.
 */
export async function loadPayRequestView(id: string): Promise<PayRequestView | null> {
  if (!isRequestId(id)) return null;
  const [row, heads] = await withDatabase((db) => Promise.all([getRequest(db, id), readChainHeads(db)]));
  if (!row) return null;
  const readAt = new Date();
  const request = requestJson(row, readAt, heads.get(row.chainId));
  const client = getChainClients().get(request.chainId);
  const [requesterName, asset] = await Promise.all([primaryName(request.to), assetOf(request, client)]);
  return { request, requesterName, asset, chainName: client?.chain.name ?? null, readAt: readAt.getTime() };
}
