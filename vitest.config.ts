import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** A package's deep entries (`@mui/material/Button`): the folders of its ES modules that hold an index. */
const deepEntries = (pkg: string, modulesFolder = '') => {
  const folder = join('node_modules', pkg, modulesFolder);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && ['index.js', 'index.mjs'].some((index) => existsSync(join(folder, entry.name, index))))
    .map((entry) => `${pkg}/${entry.name}`);
};

export default defineConfig({
  test: {
    // One test file per core. Vitest keeps a core free for its own process by default, which on a two-core
    // machine runs the files one at a time; its own process mostly waits, so that core sits idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A file in a worker thread starts sooner than in a process of its own (the whole run a fifth to a quarter sooner).
          pool: 'threads',
          // Each screen test file loads react-admin, MUI and React again in a fresh worker: thousands of small modules
          // (import took a third of the files' time). Bundled once per run, they load as a few files. Every entry the
          // screens reach must be in the bundle, or a second copy of MUI loads beside it with a theme of its own:
          // hence every deep entry of MUI, and the icons (one module each, too many to bundle) read through it.
          server: { deps: { inline: [/@mui\/icons-material/] } },
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  'react-admin',
                  '@mui/material',
                  ...deepEntries('@mui/material', 'esm'),
                  '@mui/x-charts',
                  ...deepEntries('@mui/x-charts'),
                  'react',
                  'react/jsx-runtime',
                  'react/jsx-dev-runtime',
                  'react-dom',
                  'react-dom/client',
                  'react-router-dom',
                  '@tanstack/react-query',
                  'react-hook-form',
                  '@testing-library/react',
                  '@testing-library/user-event',
                  'ra-i18n-polyglot',
                  'ra-language-spanish',
                  'ra-language-english',
                  'reconnecting-websocket',
                ],
              },
            },
          },
          globalSetup: ['tests/unit/sellerClock.setup.ts'],
          setupFiles: ['tests/unit/setup.ts'],
          // A screen test renders the whole admin in jsdom: on two busy cores its first render alone can take seconds.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/databaseTemplate.setup.ts'],
          // A worker runs its files one after another in one process, so Fastify, Kysely and the drivers load
          // once per worker rather than once per file (over half of the API tests' time). It holds because
          // each file builds its own app and database, and the server keeps its state per app, never per module.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/server.setup.ts'],
          setupFiles: ['tests/e2e/failedScreens.setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A page reload on two busy cores can take longer than expect.poll's default second before the
          // screen shows its data again; a poll still fails, with its message, when the screen never does.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
