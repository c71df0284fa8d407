/**
 * A stand-in for the hosts ENS avatar records point at, on loopback: good
 * images and NFT metadata, and every hostile answer the avatar route must
 * refuse. Used by the avatar unit tests and, started by the e2e global
 * setup, by the e2e suite, whose ENS records name its URLs. A second
 * listener on another loopback address (127.0.0.2) plays a private address
 * a redirect points at: it records any request, which must never come.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An 8×8 PNG in the accent colour (#7828C8): the avatar images served.
 * Bytes, not a file, so the host needs nothing on disk.
 */
export const AVATAR_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOo0DiBFTEMLQkAFtVaASIruf8AAAAASUVORK5CYII=', 'base64');

/** Size of `/huge.png`: 20 MB (20,971,520 bytes), twenty times the route's limit. */
const HUGE_IMAGE_BYTES = 20 * 1_048_576;

/** Paths the host serves, and what each answers. */
export const AVATAR_HOST_PATHS = {
  /** 200 image/png. */
  image: '/avatar.png',
  /** NFT metadata JSON whose `image` is `/nft.png` on this host. */
  nftMetadata: '/nft/metadata.json',
  /** 200 image/png: the NFT's picture. */
  nftImage: '/nft.png',
  /** 200 image/png, 20 MB (Content-Length given). */
  huge: '/huge.png',
  /** 200 image/svg+xml. */
  svg: '/image.svg',
  /** 200 "image/png" whose bytes are SVG. */
  svgCalledPng: '/svg-called.png',
  /** 302 to http://169.254.169.254/latest/meta-data/ (cloud metadata). */
  redirectToMetadataService: '/redirect-metadata',
  /** 302 to the private listener (127.0.0.2), which records what reaches it. */
  redirectToPrivate: '/redirect-private',
  /** Accepts the request and never answers. */
  hang: '/hang',
  /** Never answers either, for a name no other test asks for (so no failure of it is cached): the request must end when the avatar route's client leaves. */
  abandoned: '/hang-abandoned',
  /** 302 to `/avatar.png` on this host named `localhost` (another origin for the same listener). */
  redirectToHost: '/redirect-localhost',
  /** 200 JSON: the request's headers. */
  echoHeaders: '/echo-headers',
  /** JSON `{ private: string[], openHangs: { [path]: number } }`: the paths the private listener was asked for, and the never-answered requests still connected, by path. */
  hits: '/__hits',
} as const;

/** A running avatar host. */
export type AvatarHost = {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** The URL of one of {@link AVATAR_HOST_PATHS}. */
  url: (path: string) => string;
  /** Paths the private listener (127.0.0.2) was asked for: must stay empty. */
  privateHits: readonly string[];
  /** Never-answered requests to `path` (`hang` or `abandoned`) whose connection is still open. */
  openHangs: (path: string) => number;
  /** Stops both listeners (hanging requests are cut). */
  stop: () => Promise<void>;
};

async function listen(server: Server, host: string, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * Starts the avatar host on 127.0.0.1 (a free port, or `port`) and the
 * private listener on 127.0.0.2.
 */
export async function startAvatarHost({ port = 0 }: { port?: number } = {}): Promise<AvatarHost> {
  const privateHits: string[] = [];
  const privateServer = createServer((request, response) => {
    privateHits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end(AVATAR_PNG);
  });
  const privatePort = await listen(privateServer, '127.0.0.2');

  let origin = '';
  const openHangs: Record<string, number> = {};
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    switch (path) {
      case AVATAR_HOST_PATHS.image:
      case AVATAR_HOST_PATHS.nftImage:
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': AVATAR_PNG.length }).end(AVATAR_PNG);
        return;
      case AVATAR_HOST_PATHS.nftMetadata:
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ name: 'Co-Editions test NFT', image: `${origin}${AVATAR_HOST_PATHS.nftImage}` }));
        return;
      case AVATAR_HOST_PATHS.huge: {
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': HUGE_IMAGE_BYTES });
        const chunk = Buffer.alloc(65_536);
        AVATAR_PNG.copy(chunk);
        let sent = 0;
        const pump = () => {
          while (sent < HUGE_IMAGE_BYTES) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('error', () => undefined);
        pump();
        return;
      }
      case AVATAR_HOST_PATHS.svg:
        response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
        return;
      case AVATAR_HOST_PATHS.svgCalledPng:
        response.writeHead(200, { 'content-type': 'image/png' }).end('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
        return;
      case AVATAR_HOST_PATHS.redirectToMetadataService:
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case AVATAR_HOST_PATHS.redirectToPrivate:
        response.writeHead(302, { location: `http://127.0.0.2:${privatePort}/secret.png` }).end();
        return;
      case AVATAR_HOST_PATHS.hang:
      case AVATAR_HOST_PATHS.abandoned:
        // Never answered: the route's time limit, or its client leaving, must end it.
        openHangs[path] = (openHangs[path] ?? 0) + 1;
        request.socket.once('close', () => void (openHangs[path] = (openHangs[path] ?? 1) - 1));
        return;
      case AVATAR_HOST_PATHS.redirectToHost:
        response.writeHead(302, { location: `${origin.replace('127.0.0.1', 'localhost')}${AVATAR_HOST_PATHS.image}` }).end();
        return;
      case AVATAR_HOST_PATHS.echoHeaders:
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(request.headers));
        return;
      case AVATAR_HOST_PATHS.hits:
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ private: privateHits, openHangs }));
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  };
  const server = createServer(handle);
  const chosenPort = await listen(server, '127.0.0.1', port);
  origin = `http://127.0.0.1:${chosenPort}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    privateHits,
    openHangs: (path) => openHangs[path] ?? 0,
    stop: async () => {
      await Promise.all([close(server), close(privateServer)]);
    },
  };
}
