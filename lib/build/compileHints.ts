import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136+; WICG "Explicit JavaScript Compile
 * Hints, file-based"). On a script's first line it asks the engine to
 * compile every function in the file while the script streams in, on a
 * background thread, instead of on the main thread the first time each one
 * is called. Other engines ignore it: it is a comment.
 */
export const COMPILE_HINT_COMMENT = '//# allFunctionsCalledOnLoad';

/** Thrown when the build's manifest cannot be read or a listed chunk cannot be rewritten. */
export class CompileHintsError extends Error {
  override name = 'CompileHintsError';
}

/** Parameters of {@link addCompileHints}. */
export type AddCompileHintsParameters = {
  /** The build folder, absolute (`compiler.runAfterProductionCompile`'s `distDir`). */
  distDir: string;
  /**
   * Components whose module a page imports as it loads, with a dynamic
   * `import()` in its first-load chunks (the wallet providers, each page's
   * content: `lazyPage`), named by the `displayName` each sets on itself:
   * the chunks of that import are hinted too. Default: none.
   */
  eagerImports?: readonly string[];
};

/** What {@link addCompileHints} did: the chunks now carrying the hint, relative to `distDir`, sorted. */
export type AddCompileHintsReturnType = {
  hinted: string[];
};

type BuildManifest = { pages: Record<string, string[]> };

/**
 * Turbopack's loader of a dynamic `import()` in a production chunk: the
 * chunks it loads, then the module it requires, e.g.
 * `Promise.all(["static/chunks/a.js","static/chunks/b.js"].map(t=>e.l(t))).then(()=>t(52016))`.
 * Groups: the quoted chunk list, the module id.
 */
const ASYNC_LOADER = /Promise\.all\(\[((?:"[^"]+\.js",?)+)\]\.map\((\w+)=>\w+\.l\(\2\)\)\)\.then\(\(\)=>\w+\((\d+)\)\)/g;

/** A dynamic `import()` as the build ships it: the chunks it loads (relative to the build folder) and the id of the module it requires. */
type AsyncLoader = { chunks: string[]; moduleId: string };

function asyncLoadersIn(source: string): AsyncLoader[] {
  return [...source.matchAll(ASYNC_LOADER)].map((match) => ({
    chunks: [...(match[1] ?? '').matchAll(/"([^"]+)"/g)].map((chunk) => chunk[1] ?? ''),
    moduleId: match[3] ?? '',
  }));
}

/** Whether a production chunk defines module `moduleId` (`,52016,e=>{` or `,52016,(e,t,a)=>{`, ids possibly shared: `,1,52016,e=>{`). */
function definesModule(source: string, moduleId: string): boolean {
  return new RegExp(`[,\\[]${moduleId}(?:,\\d+)*,(?:\\w+|\\([\\w,]*\\))=>\\{`).test(source);
}

/**
 * The chunks of the one dynamic `import()`, among those the first-load
 * chunks start, whose module sets `displayName` to `name`.
 *
 * @throws {CompileHintsError} unless exactly one such import is found (the
 *   component lost its `displayName`, or Turbopack's output changed shape).
 */
async function chunksOfEagerImport(distDir: string, firstLoadChunks: readonly string[], name: string): Promise<string[]> {
  const marker = `.displayName=${JSON.stringify(name)}`;
  // The same chunks are listed by many loaders: each is read once.
  const sources = new Map<string, Promise<string>>();
  const read = (chunk: string) => {
    let source = sources.get(chunk);
    if (!source) sources.set(chunk, (source = readFile(path.join(distDir, chunk), 'utf8').catch(() => '')));
    return source;
  };
  const loaders = (await Promise.all(firstLoadChunks.map(async (chunk) => asyncLoadersIn(await read(chunk))))).flat();
  const matches: AsyncLoader[] = [];
  for (const loader of loaders) {
    if (matches.some((match) => match.moduleId === loader.moduleId)) continue;
    for (const chunk of loader.chunks) {
      const source = await read(chunk);
      if (source.includes(marker) && definesModule(source, loader.moduleId)) {
        matches.push(loader);
        break;
      }
    }
  }
  if (matches.length !== 1) {
    throw new CompileHintsError(
      `Expected one dynamic import of the module setting ${marker} started by the first-load chunks, found ${matches.length}` +
        `${matches.length > 0 ? ` (modules ${matches.map((match) => match.moduleId).join(', ')})` : ''}; did the component or the Next.js build format change?`,
    );
  }
  return matches[0]?.chunks ?? [];
}

function isBuildManifest(value: unknown): value is BuildManifest {
  if (typeof value !== 'object' || value === null || !('pages' in value)) return false;
  const { pages } = value;
  return (
    typeof pages === 'object' &&
    pages !== null &&
    Object.values(pages).every((files) => Array.isArray(files) && files.every((file) => typeof file === 'string'))
  );
}

/**
 * The parts of a source map (ECMA-426, version 3) that a shift touches: a
 * plain map's `mappings`, or an index map's `sections`.
 */
type SourceMap = {
  mappings?: string;
  sections?: { offset: { line: number; column: number }; [key: string]: unknown }[];
  [key: string]: unknown;
};

/**
 * A source map for the same file once one line has been put before it:
 * every generated line moves down by one (`;` starts a line in `mappings`;
 * an index map's sections move by their `offset.line`).
 */
function shiftSourceMapByOneLine(map: SourceMap): SourceMap {
  if (map.sections) {
    return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  }
  return typeof map.mappings === 'string' ? { ...map, mappings: `;${map.mappings}` } : map;
}

/**
 * The source map file a chunk names in its last `//# sourceMappingURL=`
 * comment, when that is a file beside it (not a `data:` URL); else `undefined`.
 */
function sourceMapFileOf(file: string, source: string): string | undefined {
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined;
  return path.join(path.dirname(file), decodeURIComponent(url));
}

/**
 * Puts {@link COMPILE_HINT_COMMENT} on the first line of every JavaScript
 * chunk a page loads on arrival: the files the build manifest
 * (`build-manifest.json`, Next.js pages router) lists for each page and for
 * `_app`, and the chunks of each import named in `eagerImports`, which
 * every page starts as it loads. Chunks loaded later (the wallet kit,
 * WalletConnect) are left lazy, since most of their functions may never
 * run. The source map a chunk names (`productionBrowserSourceMaps`) is
 * moved down one line with it.
 *
 * Why (total blocking time, `docs/performance.md`): V8 otherwise compiles each module
 * function on the main thread when the bundler's runtime first calls it;
 * profiled under Lighthouse's 4× CPU slowdown, that was the largest single
 * item of every page load's main-thread work.
 *
 * Run from `next.config.ts` as `compiler.runAfterProductionCompile`, so every
 * `next build` (the app's, the e2e suite's, the benchmark's) ships hinted
 * chunks. Idempotent: a chunk that already starts with the hint is left as it is.
 *
 * @throws {CompileHintsError} when `build-manifest.json` is missing or not
 *   the expected shape, an eager import's chunks cannot be found, or a
 *   chunk cannot be read or written.
 */
export async function addCompileHints({ distDir, eagerImports = [] }: AddCompileHintsParameters): Promise<AddCompileHintsReturnType> {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  } catch (error) {
    throw new CompileHintsError(`Could not read ${manifestPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isBuildManifest(manifest)) {
    throw new CompileHintsError(`${manifestPath} has no "pages" map of file lists; did the Next.js build format change?`);
  }
  const firstLoadChunks = [...new Set(Object.values(manifest.pages).flat())].filter((file) => file.endsWith('.js'));
  const eagerChunks = (await Promise.all(eagerImports.map((name) => chunksOfEagerImport(distDir, firstLoadChunks, name)))).flat();
  const chunks = [...new Set([...firstLoadChunks, ...eagerChunks])].sort();
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    try {
      const source = await readFile(file, 'utf8');
      if (source.startsWith(COMPILE_HINT_COMMENT)) continue;
      await writeFile(file, `${COMPILE_HINT_COMMENT}\n${source}`);
      const mapFile = sourceMapFileOf(file, source);
      if (mapFile) {
        const map = JSON.parse(await readFile(mapFile, 'utf8')) as SourceMap;
        await writeFile(mapFile, JSON.stringify(shiftSourceMapByOneLine(map)));
      }
    } catch (error) {
      throw new CompileHintsError(`Could not add the compile hint to ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { hinted: chunks };
}
