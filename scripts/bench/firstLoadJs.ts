import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** zlib level the chunks are gzipped with: 9 (best compression). */
export const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/** The First Load JS of one route. */
export type FirstLoadJs = {
  route: string;
  /** The `.js` files counted, relative to the build folder (`static/chunks/…`), each once. */
  files: string[];
  /** Sum of the files' sizes on disk, in bytes. */
  rawBytes: number;
  /** Sum of each file gzipped on its own at {@link GZIP_LEVEL}, in bytes. */
  gzipBytes: number;
};

/** Thrown when the build folder has no readable `build-manifest.json`, or the manifest lacks the route. */
class BuildManifestError extends Error {
  override name = 'BuildManifestError';
}

/**
 * What Next printed as "First Load JS" before version 16: the JavaScript a
 * first visit to `route` downloads before it runs, i.e. the union of the
 * `.js` files that `build-manifest.json` lists for `/_app` and for `route`
 * (CSS is left out), each gzipped on its own and summed.
 *
 * @param distDir - the build folder (absolute).
 * @throws {BuildManifestError} when the manifest is missing or malformed, or has no entry for `route` or `/_app`.
 */
export function firstLoadJs(distDir: string, route: string): FirstLoadJs {
  const manifestFile = path.join(distDir, 'build-manifest.json');
  let pages: Record<string, unknown>;
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { pages?: unknown };
    if (typeof manifest.pages !== 'object' || manifest.pages === null) throw new Error('no "pages" object');
    pages = manifest.pages as Record<string, unknown>;
  } catch (error) {
    throw new BuildManifestError(`Cannot read ${manifestFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const filesOf = (page: string): string[] => {
    const files = pages[page];
    if (!Array.isArray(files) || !files.every((file) => typeof file === 'string')) {
      throw new BuildManifestError(`${manifestFile} lists no files for ${page}.`);
    }
    return files;
  };
  const files = [...new Set([...filesOf('/_app'), ...filesOf(route)])].filter((file) => file.endsWith('.js'));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(distDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: GZIP_LEVEL }).length;
  }
  return { route, files, rawBytes, gzipBytes };
}
