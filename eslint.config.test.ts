import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints `code` as if it were the file at `filePath`, with the project's config. */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return result?.messages.map((message) => message.ruleId ?? message.message) ?? [];
}

const importsServer = "import { getSession } from '@/lib/server/auth/session';\nexport const open = getSession;\n";

describe('server-only modules (eslint.config.mjs)', () => {
  it('refuses a browser module that imports from a server/ folder', async () => {
    expect(await ruleIds(importsServer, 'components/header/Probe.tsx')).toContain('no-restricted-imports');
    expect(await ruleIds(importsServer, 'pages/probe.tsx')).toContain('no-restricted-imports');
    expect(await ruleIds("import { getServerConfig } from '../config/server/serverConfig';\nexport const c = getServerConfig;\n", 'lib/auth/probe.ts')).toContain('no-restricted-imports');
  });

  it('lets API routes and server modules import them', async () => {
    expect(await ruleIds(importsServer, 'pages/api/auth/probe.ts')).not.toContain('no-restricted-imports');
    expect(await ruleIds(importsServer, 'lib/server/probe.ts')).not.toContain('no-restricted-imports');
  });
});

describe('public clients in browser code (eslint.config.mjs)', () => {
  const importsPublicClient = "import { getPublicClient } from 'wagmi/actions';\nexport const client = getPublicClient;\n";

  it('refuses getPublicClient, usePublicClient and createPublicClient in browser modules', async () => {
    expect(await ruleIds(importsPublicClient, 'components/transactions/Probe.tsx')).toContain('no-restricted-imports');
    expect(await ruleIds("import { usePublicClient } from 'wagmi';\nexport const use = usePublicClient;\n", 'components/account/Probe.tsx')).toContain('no-restricted-imports');
    expect(await ruleIds("import { createPublicClient } from 'viem';\nexport const create = createPublicClient;\n", 'lib/tokens/probe.ts')).toContain('no-restricted-imports');
  });

  it('lets server modules and the bare client through', async () => {
    expect(await ruleIds("import { createPublicClient } from 'viem';\nexport const create = createPublicClient;\n", 'lib/server/probe.ts')).not.toContain('no-restricted-imports');
    expect(await ruleIds("import { getClient } from 'wagmi/actions';\nexport const client = getClient;\n", 'components/transactions/Probe.tsx')).not.toContain('no-restricted-imports');
  });
});
