import { useQuery } from '@tanstack/react-query';

/** The query key under which {@link useNormalizedEnsName} keeps a name's normalised form. */
export function ensNormalizeQueryKey(name: string | null | undefined) {
  return ['ensNormalize', name] as const;
}

/**
 * The ENS name normalised as ENSIP-15 requires before resolving its records
 * (viem's `normalize`), or `undefined` for no name or one that cannot be
 * normalised (hostile or malformed text records end there, as in the kit's
 * own `useMainnetEnsAvatar`).
 *
 * viem's `normalize` carries ENSIP-15's tables (`@adraffy/ens-normalize`,
 * 28 kB gzipped), so it is loaded only once a visitor has an ENS name to
 * normalise, and kept out of the first load (`docs/page-load.md`).
 *
 * @param name - a primary ENS name as wagmi's `useEnsName` returns it.
 */
export function useNormalizedEnsName(name: string | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: ensNormalizeQueryKey(name),
    queryFn: async () => {
      const { normalize } = await import('viem/ens');
      try {
        return normalize(name ?? '');
      } catch {
        return null;
      }
    },
    enabled: Boolean(name),
    staleTime: Infinity,
    meta: { persist: false },
  });
  return data ?? undefined;
}
