import type { Address, Chain } from 'viem';
import { NewRequestForm } from './NewRequestForm';
import { YourRequests } from './YourRequests';

/** Props of {@link SignedInRequests}. */
export type SignedInRequestsProps = {
  /** The signed-in address: requests are for it. */
  address: Address;
  /** The wallet's chain: new requests are on it. */
  chain: Chain;
};

/** `/requests` for a signed-in visitor: "New request", then "Your requests". */
export function SignedInRequests({ address, chain }: SignedInRequestsProps) {
  return (
    <>
      <NewRequestForm address={address} chain={chain} />
      <YourRequests address={address} />
    </>
  );
}
