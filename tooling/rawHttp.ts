import net from 'node:net';

/** What {@link rawGet} read back: the status code and the headers, names lower-cased. */
export type RawResponse = { status: number; headers: Record<string, string> };

/**
 * Sends `GET <target> HTTP/1.1` over a plain TCP connection to
 * `127.0.0.1:port`, byte for byte as given: unlike `fetch` or Playwright's
 * request, nothing is encoded or refused first, so a target may hold a NUL,
 * a CR LF or a malformed percent-escape, as a hostile client sends them.
 * Reads until the server closes the connection (`Connection: close`).
 *
 * @throws {Error} when the connection fails or the answer has no HTTP status line.
 */
export function rawGet(port: number, target: string, host = `127.0.0.1:${port}`): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.split('\r\n\r\n')[0] ?? '';
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      if (!status) return reject(new Error(`No HTTP status line in the answer to ${JSON.stringify(target)}: ${JSON.stringify(text.slice(0, 200))}`));
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(status), headers });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}
