import { readFileSync } from 'node:fs';
import madge from 'madge';
import { describe, expect, it } from 'vitest';
import { PAGE_NAMESPACES, type MessagesPage } from './pageNamespaces';

/** Each page's file, whose imports (static and `import()`) the test follows. */
const PAGE_FILES: Record<MessagesPage, readonly string[]> = {
  home: ['pages/index.tsx'],
  send: ['pages/send.tsx'],
  requests: ['pages/requests.tsx'],
  account: ['pages/account.tsx'],
  pay: ['pages/pay/[id].tsx'],
  error: ['pages/404.tsx', 'pages/500.tsx'],
};

/** The namespaces every file reachable from `entry` reads with `useTranslations('…')`. */
async function namespacesFrom(entry: string): Promise<Set<string>> {
  const graph = await madge(entry, { tsConfig: 'tsconfig.json', fileExtensions: ['ts', 'tsx'], baseDir: '.' });
  const namespaces = new Set<string>();
  for (const file of Object.keys(graph.obj())) {
    for (const [, namespace] of readFileSync(file, 'utf8').matchAll(/useTranslations\('(\w+)'\)/g)) namespaces.add(namespace!);
  }
  return namespaces;
}

describe('PAGE_NAMESPACES', () => {
  it('lists, for each page, exactly the namespaces it and every page’s shell read', { timeout: 120_000 }, async () => {
    const shell = await namespacesFrom('pages/_app.tsx');
    for (const [page, files] of Object.entries(PAGE_FILES) as [MessagesPage, readonly string[]][]) {
      const read = new Set(shell);
      for (const file of files) for (const namespace of await namespacesFrom(file)) read.add(namespace);
      expect([...PAGE_NAMESPACES[page]].sort(), page).toEqual([...read].sort());
    }
  });
});
