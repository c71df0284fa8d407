import { randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSignInMessage } from '../../lib/auth/siweMessage';
import { PRODUCTION_SESSION_COOKIE_NAME as SESSION_COOKIE_NAME } from '../../lib/server/auth/session';
import type { LoopbackAnswer, LoopbackRequest } from '../../tooling/sendFrom';

/* The requests `npm run load` sends: plain or from a chosen client address, sign-ins, malformed input. Never throws on a network failure. */

/** One answer: HTTP status, or the network error's message. */
type Outcome = { status: number } | { error: string };


/** Sends a request and never throws: a network failure becomes an outcome. */
export async function send(url: string, init: RequestInit = {}): Promise<Outcome & { response?: Response }> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    return { status: response.status, response };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** {@link send} with the whole answer read. */
async function sendAndRead(url: string, init: LoopbackRequest): Promise<LoopbackAnswer | { error: string }> {
  const outcome = await send(url, init);
  if (!('status' in outcome)) return outcome;
  const response = outcome.response!;
  return { status: outcome.status, body: await response.text(), setCookies: response.headers.getSetCookie(), upstream: response.headers.get('x-upstream') ?? undefined };
}

/** How a sign-in sends its two requests: {@link sendAndRead}, or `sendFrom` (`tooling/sendFrom.ts`) from one client address. */
type Sender = (url: string, init: LoopbackRequest) => Promise<LoopbackAnswer | { error: string }>;

/** The `name=value` part of each Set-Cookie header, joined for a Cookie header. */
function cookieOf(setCookies: readonly string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** One sign-in's outcome, and the instances (`X-Upstream`) that answered its two requests. */
export type SignInOutcome = Outcome & { upstreams: string[] };

/** One sign-in from a fresh account: nonce, sign, verify. Resolves to the verify answer. */
export async function signIn(baseUrl: string, sender: Sender = sendAndRead): Promise<SignInOutcome> {
  const nonceAnswer = await sender(`${baseUrl}/api/auth/nonce`, {});
  if (!('status' in nonceAnswer)) return { ...nonceAnswer, upstreams: [] };
  const upstreams = nonceAnswer.upstream ? [nonceAnswer.upstream] : [];
  if (nonceAnswer.status !== 200) return { status: nonceAnswer.status, upstreams };
  const account = privateKeyToAccount(generatePrivateKey());
  const origin = new URL(baseUrl);
  const message = createSignInMessage({ address: account.address, chainId: 1, nonce: nonceAnswer.body.trim(), domain: origin.host, uri: origin.origin });
  const signature = await account.signMessage({ message });
  const verifyAnswer = await sender(`${baseUrl}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieOf(nonceAnswer.setCookies) },
    body: JSON.stringify({ message, signature }),
  });
  if (!('status' in verifyAnswer)) return { ...verifyAnswer, upstreams };
  return { status: verifyAnswer.status, upstreams: [...upstreams, ...(verifyAnswer.upstream ? [verifyAnswer.upstream] : [])] };
}

/** The malformed request number `index`: a rotation over every kind of bad input the routes must refuse. */
export function malformed(baseUrl: string, index: number): [string, RequestInit] {
  const verify = `${baseUrl}/api/auth/verify`;
  const json = { 'content-type': 'application/json' };
  const kinds: [string, RequestInit][] = [
    [verify, { method: 'GET' }],
    [`${baseUrl}/api/auth/nonce`, { method: 'DELETE' }],
    [`${baseUrl}/api/auth/logout`, { method: 'PUT' }],
    [verify, { method: 'POST', headers: json, body: '{"message":' }],
    [verify, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }],
    [verify, { method: 'POST', headers: json, body: JSON.stringify({ message: 42, signature: [] }) }],
    [verify, { method: 'POST', headers: json, body: JSON.stringify({}) }],
    [verify, { method: 'POST', headers: json, body: 'x'.repeat(64 * 1024) }],
    [verify, { method: 'POST', headers: json, body: JSON.stringify({ message: 'not siwe', signature: '0x1234' }) }],
    // A forged session cookie on a body that does not verify: 400, and the cookie cleared.
    [
      verify,
      {
        method: 'POST',
        headers: { ...json, cookie: `${SESSION_COOKIE_NAME}=${randomBytes(48).toString('base64url')}` },
        body: JSON.stringify({ message: 'not siwe', signature: '0x1234' }),
      },
    ],
  ];
  return kinds[index % kinds.length]!;
}
