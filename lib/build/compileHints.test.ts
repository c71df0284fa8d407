import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT_COMMENT, CompileHintsError } from './compileHints';

let distDir: string;

async function write(relative: string, content: string) {
  const file = path.join(distDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

const read = (relative: string) => readFile(path.join(distDir, relative), 'utf8');

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('addCompileHints', () => {
  it("hints every page's and _app's first-load chunks once, and leaves the rest alone", async () => {
    await write(
      'build-manifest.json',
      JSON.stringify({
        pages: {
          '/_app': ['static/chunks/app.js'],
          '/': ['static/chunks/shared.js', 'static/chunks/home.js'],
          '/account': ['static/chunks/shared.js', 'static/chunks/page.css'],
        },
        lowPriorityFiles: ['static/build/_buildManifest.js'],
      }),
    );
    for (const name of ['app', 'shared', 'home', 'lazy']) await write(`static/chunks/${name}.js`, `run("${name}");`);
    await write('static/chunks/page.css', 'body{}');
    await write('static/build/_buildManifest.js', 'self.__BUILD_MANIFEST={};');

    const result = await addCompileHints({ distDir });

    expect(result.hinted).toEqual(['static/chunks/app.js', 'static/chunks/home.js', 'static/chunks/shared.js']);
    expect(await read('static/chunks/shared.js')).toBe(`${COMPILE_HINT_COMMENT}\nrun("shared");`);
    expect(await read('static/chunks/lazy.js')).toBe('run("lazy");');
    expect(await read('static/chunks/page.css')).toBe('body{}');
    expect(await read('static/build/_buildManifest.js')).toBe('self.__BUILD_MANIFEST={};');

    // A second run (the hook is idempotent) adds nothing.
    await addCompileHints({ distDir });
    expect(await read('static/chunks/app.js')).toBe(`${COMPILE_HINT_COMMENT}\nrun("app");`);
  });

  it('moves the source map a chunk names down one line, plain or index map', async () => {
    await write('build-manifest.json', JSON.stringify({ pages: { '/': ['static/chunks/a.js', 'static/chunks/b.js'] } }));
    await write('static/chunks/a.js', 'run("a");\n//# sourceMappingURL=a-map.js.map');
    await write('static/chunks/a-map.js.map', JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }));
    await write('static/chunks/b.js', 'run("b");\n//# sourceMappingURL=b.js.map');
    await write(
      'static/chunks/b.js.map',
      JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, sources: [], mappings: '' } }] }),
    );

    await addCompileHints({ distDir });

    expect(JSON.parse(await read('static/chunks/a-map.js.map'))).toMatchObject({ mappings: ';AAAA;AACA' });
    expect(JSON.parse(await read('static/chunks/b.js.map'))).toMatchObject({ sections: [{ offset: { line: 1, column: 0 } }] });
  });

  it('throws a CompileHintsError naming the manifest when it is missing or malformed', async () => {
    await expect(addCompileHints({ distDir })).rejects.toThrow(CompileHintsError);
    await expect(addCompileHints({ distDir })).rejects.toThrow(/build-manifest\.json/);

    await write('build-manifest.json', JSON.stringify({ pages: { '/': 'static/chunks/a.js' } }));
    await expect(addCompileHints({ distDir })).rejects.toThrow(/no "pages" map of file lists/);
  });

  describe('eagerImports', () => {
    /** Chunks in Turbopack's production shape: `_app` starts two dynamic imports, one of the providers (module 52016, which names itself) and one of the kit (module 700). */
    async function writeTurbopackBuild() {
      await write('build-manifest.json', JSON.stringify({ pages: { '/_app': ['static/chunks/app.js'], '/': ['static/chunks/home.js'] } }));
      await write(
        'static/chunks/app.js',
        '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,19175,e=>{e.v(t=>Promise.all(["static/chunks/vendor.js","static/chunks/providers.js"].map(t=>e.l(t))).then(()=>t(52016)))},19176,e=>{e.v(t=>Promise.all(["static/chunks/vendor.js","static/chunks/kit.js"].map(t=>e.l(t))).then(()=>t(700)))}]);',
      );
      await write('static/chunks/home.js', 'run("home");');
      await write('static/chunks/vendor.js', 'run("vendor");');
      await write('static/chunks/providers.js', 'push([document.currentScript,52016,e=>{"use strict";function n({children:e}){return e}n.displayName="AppWalletProviders",e.s(["f",0,n])}]);');
      await write('static/chunks/kit.js', 'push([document.currentScript,700,(e,t,a)=>{"use strict";function k(){}k.displayName="WalletKit"}]);');
    }

    it('hints the chunks of the import whose module sets that displayName, and no other import', async () => {
      await writeTurbopackBuild();

      const result = await addCompileHints({ distDir, eagerImports: ['AppWalletProviders'] });

      expect(result.hinted).toEqual(['static/chunks/app.js', 'static/chunks/home.js', 'static/chunks/providers.js', 'static/chunks/vendor.js']);
      expect((await read('static/chunks/providers.js')).split('\n', 1)[0]).toBe(COMPILE_HINT_COMMENT);
      expect(await read('static/chunks/kit.js')).not.toContain(COMPILE_HINT_COMMENT);
    });

    it('throws a CompileHintsError when no import of such a module is found', async () => {
      await writeTurbopackBuild();
      await expect(addCompileHints({ distDir, eagerImports: ['Missing'] })).rejects.toThrow(CompileHintsError);
      await expect(addCompileHints({ distDir, eagerImports: ['Missing'] })).rejects.toThrow(/\.displayName="Missing".*found 0/);
      expect(await read('static/chunks/app.js')).not.toContain(COMPILE_HINT_COMMENT);
    });

    it('does not take a chunk that holds the name for the import, unless it also defines the module the import requires', async () => {
      await writeTurbopackBuild();
      // The kit's chunk holds the name (in module 701); module 700, which the import requires, is defined in another chunk.
      await write('static/chunks/kit.js', 'push([document.currentScript,701,e=>{function k(){}k.displayName="Kit"}]);');
      await write('static/chunks/vendor.js', 'push([document.currentScript,700,e=>{run("kit")}]);');
      await expect(addCompileHints({ distDir, eagerImports: ['Kit'] })).rejects.toThrow(/found 0/);
    });
  });

  it('throws a CompileHintsError naming a listed chunk that is missing', async () => {
    await write('build-manifest.json', JSON.stringify({ pages: { '/': ['static/chunks/gone.js'] } }));
    await expect(addCompileHints({ distDir })).rejects.toThrow(/gone\.js/);
  });
});
