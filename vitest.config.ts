// Unit tests sit next to the code; integration tests build the server and `inject`, once on PGlite and,
// when TEST_DATABASE_URL is set, again on PostgreSQL.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@renderer': fileURLToPath(new URL('./src/renderer/src', import.meta.url)),
};

const integration = (name: string, database: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    env: { ATRIUM_TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/main/**/*.test.ts',
            'src/preload/**/*.test.ts',
            'tests/fakes/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'renderer',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/renderer/src/test/setup.ts'],
          // A page test renders, waits for a loopback server and the lazy chunks: on a busy machine five
          // seconds is not enough, and a test must not fail on the machine's speed.
          testTimeout: 15_000,
        },
      },
      integration('integration', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});
