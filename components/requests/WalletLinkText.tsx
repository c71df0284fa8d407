import { Fragment } from 'react';

/** An EIP-681 URI's parts: the scheme, the target address, `@<chainId>`, then the function and parameters. */
const URI_PARTS = /^(ethereum:(?:pay-)?)(0x[0-9a-fA-F]{40})(@\d+)?(.*)$/;

/** Props of {@link WalletLinkText}. */
export type WalletLinkTextProps = { uri: string };

/**
 * A wallet link (EIP-681) as text that wraps where a reader expects: never
 * inside `ethereum:` or `@31337`, preferably after `/`, `?`, `&` or `=`
 * (a `<wbr>` each), and inside the address or a long number only when the
 * line is narrower than they are (`overflow-wrap: anywhere` on the element
 * around it). Its text is the URI as it is, to copy or read.
 */
export function WalletLinkText({ uri }: WalletLinkTextProps) {
  const parts = URI_PARTS.exec(uri);
  if (!parts) return uri;
  const [, scheme = '', target = '', chain = '', rest = ''] = parts;
  return (
    <>
      <span className="nowrap">{scheme}</span>
      {target}
      <span className="nowrap">{chain}</span>
      {rest.split(/(?<=[/?&=])/).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
