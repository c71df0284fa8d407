import { useAccountProfile } from '@/components/account/useAccountProfile';

/** Props of {@link HeaderProfileLookups}. */
export type HeaderProfileLookupsProps = {
  /** The connected account. */
  address: `0x${string}`;
};

/**
 * Runs the account's balance, ENS name and ENS avatar lookups
 * (`useAccountProfile`, the kit's queries) and renders nothing: the header's
 * account button reads their results from the query cache
 * (`useCachedProfile`). A chunk of its own: wagmi's balance action (with its
 * token-balance ABI code) and viem's ENS actions are too heavy for the
 * first load (`docs/page-load.md`).
 */
export default function HeaderProfileLookups({ address }: HeaderProfileLookupsProps) {
  useAccountProfile(address);
  return null;
}
