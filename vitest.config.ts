import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          // One fresh embedded PostgreSQL per run, migrated by the CLI in a child process (in-process
          // migrations leave Payload's pg client checked out), with a copy of the database for each
          // worker; each file in a process of its own, three side by side (they wait on PostgreSQL and
          // child processes as much as on the two cores: 76 s against 85 s for two).
          globalSetup: ['tests/helpers/databaseSetup.ts'],
          setupFiles: ['tests/helpers/workerDatabase.ts'],
          pool: 'forks',
          maxWorkers: 3,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
