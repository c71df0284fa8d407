import * as v from 'valibot';
import { defaultChainIds, describeSupportedChains, isSupportedChainId, supportedChains, type SupportedChainId } from './chains';
import { blankAsUnset, commaSeparated, httpUrl } from './parseEnv';
import { SIWE_SWITCH_VALUES, siweSwitchIsOn } from './siweSwitch';
import { MISSING_PROJECT_ID_MESSAGE, WALLETCONNECT_PLACEHOLDER_PROJECT_ID } from './walletConnectProjectId';

/** `NEXT_PUBLIC_CHAINS`: comma-separated decimal chain ids, first the default; unset, those of `defaultChainIds`. */
const chainIds = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => (value.trim() === '' ? defaultChainIds.map(String) : commaSeparated(value))),
  v.array(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, (issue) => `${JSON.stringify(issue.input)} is not a chain id; expected comma-separated decimal chain ids such as "1,11155111".`),
      v.transform(Number),
      v.check(isSupportedChainId, (issue) => `unknown chain id ${String(issue.input)}. Supported chain ids: ${describeSupportedChains()}.`),
    ),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const repeated = dataset.value.find((id, index) => dataset.value.indexOf(id) !== index);
    if (repeated !== undefined) addIssue({ message: `chain id ${repeated} is listed twice.` });
  }),
  v.transform((ids) => ids as SupportedChainId[]),
);

/**
 * `NEXT_PUBLIC_RPC_URL_<chainId>` (and the server's `RPC_URL_<chainId>`):
 * one http(s) URL of a JSON-RPC endpoint, or several separated by commas,
 * tried in order (viem's `fallback` transport); unset, `undefined`.
 */
export const rpcUrls = v.pipe(
  blankAsUnset,
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed && dataset.value !== undefined && commaSeparated(dataset.value).includes('')) {
      addIssue({ message: `${JSON.stringify(dataset.value)} has an empty entry; separate URLs with single commas.` });
    }
  }),
  v.transform((value) => (value === undefined ? undefined : commaSeparated(value))),
  v.optional(v.array(httpUrl('"https://rpc.example.org"'))),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || !dataset.value) return;
    const repeated = dataset.value.find((url, index) => dataset.value?.indexOf(url) !== index);
    if (repeated !== undefined) addIssue({ message: `${JSON.stringify(repeated)} is listed twice.` });
  }),
);

/** `NEXT_PUBLIC_SIWE`: `on` (the default) or `off`, as a boolean. */
const siweSwitch = v.pipe(
  v.optional(v.string(), ''),
  v.check((value) => SIWE_SWITCH_VALUES.includes(value.trim().toLowerCase()), (issue) => `${JSON.stringify(issue.input)} is not "on" or "off".`),
  v.transform((value: string) => siweSwitchIsOn(value)),
);

/**
 * `NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID`: a WalletConnect Cloud project id
 * (32 hexadecimal characters), or the `.env.example` placeholder, which the
 * kit replaces with its public example id (development only).
 */
const walletConnectProjectId = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.nonEmpty(MISSING_PROJECT_ID_MESSAGE),
  v.check(
    (id) => id === WALLETCONNECT_PLACEHOLDER_PROJECT_ID || /^[0-9a-f]{32}$/i.test(id),
    (issue) => `${JSON.stringify(issue.input)} is not a WalletConnect Cloud project id (32 hexadecimal characters).`,
  ),
);

/**
 * The public variables (`NEXT_PUBLIC_*`, inlined into the browser's
 * bundle by `next build`), each variable's rules in one valibot schema.
 * Every supported chain's RPC URL is checked, configured or not: a typo
 * should not wait until the chain is switched on.
 */
export const publicEnvSchema = v.object({
  NEXT_PUBLIC_CHAINS: chainIds,
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: walletConnectProjectId,
  NEXT_PUBLIC_SIWE: siweSwitch,
  ...(Object.fromEntries(Object.keys(supportedChains).map((id) => [`NEXT_PUBLIC_RPC_URL_${id}`, rpcUrls])) as Record<
    `NEXT_PUBLIC_RPC_URL_${SupportedChainId}`,
    typeof rpcUrls
  >),
});
