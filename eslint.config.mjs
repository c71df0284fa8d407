import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

/**
 * A public client carries every viem action (`publicActions`: simulation,
 * signature checks, secp256k1), about 230 kB of script, and the bundler
 * cannot drop what a client object might call. Browser code takes the bare
 * client (wagmi's `getClient` / `useClient`) and calls the actions it
 * needs from `viem/actions`, which the bundler can tree-shake
 * (https://viem.sh/docs/clients/custom#tree-shaking).
 */
const publicActionsMessage = 'Use the bare client (wagmi `getClient` / `useClient`) with actions from `viem/actions`: a public client pulls every viem action into the bundle.';
const publicActionsImports = [
  { name: 'wagmi/actions', importNames: ['getPublicClient'], message: publicActionsMessage },
  { name: 'wagmi', importNames: ['usePublicClient'], message: publicActionsMessage },
  { name: 'viem', importNames: ['createPublicClient', 'publicActions'], message: publicActionsMessage },
];

/**
 * Server-only code lives in folders named `server/` (`lib/server/`,
 * `lib/config/server/`): it holds secrets and Node.js APIs, so no browser
 * module may import it. Only API routes, other server modules, the Next
 * config and the test and tool support may; and `/pay/<id>`, whose
 * `getServerSideProps` comes from a server module: Next.js leaves what
 * only `getServerSideProps` uses out of the browser's bundle.
 */
const serverOnly = {
  files: ['components/**', 'pages/**', 'lib/**'],
  ignores: ['pages/api/**', 'pages/pay/**', 'lib/server/**', 'lib/config/server/**', '**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/server/**', '@/lib/server/**', '@/lib/config/server/**'],
            message: 'Server-only module: import it from pages/api/ or another server/ module, never from browser code.',
          },
        ],
        paths: publicActionsImports,
      },
    ],
  },
};

/** Next's recommended rules (React, hooks, a11y basics, core web vitals) plus TypeScript's. */
const config = [
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/**/node_modules/**', 'bench/*/.next/**', 'next-env.d.ts', 'bench/*/next-env.d.ts'] },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  serverOnly,
];

export default config;
