import { useState } from 'react';
import { formatUnits, isAddressEqual, type Address, type Chain } from 'viem';
import { useConfig } from 'wagmi';
import { parsePaymentUri, PaymentUriError, type PaymentUri, type PaymentUriProblem } from '@/lib/requests/paymentUri';
import type { TokenInfo } from '@/lib/tokens/tokenInfo';

/** Whether a Recipient field's text is an EIP-681 payment link rather than an address or a name. */
export function isPaymentLink(text: string): boolean {
  return /^ethereum:/i.test(text.trim());
}

/** What a payment link puts in the send form: the amount in the asset's units, as typed ("0.05"); empty when the link names none. */
type PaymentLinkFill = { recipient: string; amount: string; token: Address | null };

/** Why a payment link did not fill the form in. */
type PaymentLinkProblem =
  | { kind: 'malformed'; problem: PaymentUriProblem }
  | { kind: 'unsupported-chain'; chainId: number }
  | { kind: 'token-not-held'; token: Address };

/** Parameters of {@link usePaymentLink}. */
export type UsePaymentLinkParameters = {
  /** The wallet's chain. */
  chain: Chain;
  /** The tokens the sender holds on it (`useSendAsset`). */
  heldTokens: readonly { token: TokenInfo }[];
  /** The token balances are still being read: a token link waits for them. */
  tokensPending: boolean;
  /** Fills the form in; called once per link, during render. */
  onFill: (fill: PaymentLinkFill) => void;
  /** A link to apply as the form opens (`/send?uri=<ethereum: URI>`). */
  initialLink?: string | undefined;
};

/** What {@link usePaymentLink} returns. */
export type UsePaymentLinkReturnType = {
  /** Reads a link pasted or typed into Recipient; the form is filled in once its chain and token are settled. */
  apply: (text: string) => void;
  problem: PaymentLinkProblem | null;
  /** The link's chain, when the wallet is on another: the form fills in once the wallet switches. */
  switchTo: Chain | null;
  /** The last link filled the form in. */
  filled: boolean;
};

/**
 * An EIP-681 payment link (`ethereum:<address>@<chainId>?value=<wei>`, or an
 * ERC-20 `transfer`) as a way into the send form: recipient, asset, amount
 * and chain. A link for another configured chain waits for the wallet to
 * switch; a token link needs the token among those the sender holds there,
 * so that its decimals are known and nothing else is sent instead.
 */
export function usePaymentLink({ chain, heldTokens, tokensPending, onFill, initialLink }: UsePaymentLinkParameters): UsePaymentLinkReturnType {
  const { chains } = useConfig();
  const [pending, setPending] = useState<PaymentUri | null>(null);
  const [problem, setProblem] = useState<PaymentLinkProblem | null>(null);
  const [filled, setFilled] = useState(false);
  const [appliedInitial, setAppliedInitial] = useState<string | undefined>(undefined);

  const apply = (text: string) => {
    setFilled(false);
    try {
      setPending(parsePaymentUri(text));
      setProblem(null);
    } catch (error) {
      setPending(null);
      setProblem({ kind: 'malformed', problem: error instanceof PaymentUriError ? error.problem : 'scheme' });
    }
  };

  // Adjusting state while rendering (React docs, "Storing information from
  // previous renders"): the link applies once its chain and token are known.
  if (initialLink && appliedInitial !== initialLink) {
    setAppliedInitial(initialLink);
    apply(initialLink);
  }
  const linkChain = pending?.chainId === undefined ? chain : chains.find(({ id }) => id === pending.chainId);
  if (pending && !linkChain) {
    setPending(null);
    setProblem({ kind: 'unsupported-chain', chainId: pending.chainId ?? 0 });
  } else if (pending && linkChain?.id === chain.id) {
    const { token } = pending;
    const held = token ? heldTokens.find(({ token: candidate }) => isAddressEqual(candidate.address, token)) : undefined;
    if (token && !held && !tokensPending) {
      setPending(null);
      setProblem({ kind: 'token-not-held', token });
    } else if (!token || held) {
      const decimals = held ? held.token.decimals : chain.nativeCurrency.decimals;
      setPending(null);
      setFilled(true);
      onFill({ recipient: pending.recipient, amount: pending.amount === undefined ? '' : formatUnits(pending.amount, decimals), token });
    }
  }
  return { apply, problem, switchTo: pending && linkChain && linkChain.id !== chain.id ? linkChain : null, filled };
}
