import type { Chain, Client, GetEnsAvatarParameters, GetEnsAvatarReturnType, Transport } from 'viem';
import { avatarRouteUrl } from '@/lib/ens/avatarRoute';

/** What {@link ownOriginEnsAvatar} adds to a viem client. */
export type OwnOriginEnsAvatarActions = {
  getEnsAvatar: (parameters: GetEnsAvatarParameters) => Promise<GetEnsAvatarReturnType>;
};

/**
 * A viem client extension (`client.extend`) that replaces the client's
 * `getEnsAvatar` action, which wagmi's `useEnsAvatar` and therefore
 * RainbowKit's own modals call (viem's `getAction` prefers an action the
 * client carries): it reads the name's `avatar` text record through the
 * Universal Resolver as viem does, but instead of fetching the image, its
 * NFT or its metadata from the browser, it answers our avatar route's URL
 * ({@link avatarRouteUrl}), and `null` when there is no record. The browser
 * then loads avatars from this origin only. `getEnsText` is imported on
 * first use, keeping viem's ENS code out of the first load.
 */
export function ownOriginEnsAvatar(client: Client<Transport, Chain>): OwnOriginEnsAvatarActions {
  return {
    getEnsAvatar: async ({ name, blockNumber, blockTag, universalResolverAddress, strict }) => {
      const { getEnsText } = await import('viem/actions');
      const record = await getEnsText(client, { name, key: 'avatar', ...(blockNumber === undefined ? { blockTag } : { blockNumber }), universalResolverAddress, strict });
      return record ? avatarRouteUrl(name) : null;
    },
  };
}
