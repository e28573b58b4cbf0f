// `npm run mutate`: mutation testing of src/core, src/helpers, src/upload and the mutation options (not part of `npm test`; slow).
// StrykerJS 10 with its vitest runner (9.6 mis-filters vitest 5's test names). One file:
// `npm run mutate -- --mutate src/core/retry.ts`. The report is in reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Every test of the mutate config is a candidate: the transport's files are reached through the clients.
  // Forks, not the runner's default threads: a worker thread cannot change the time zone
  // (`process.env.TZ`), so the calendar-day test ran in UTC only and missed two mutants (issue 33).
  vitest: { configFile: 'vitest.mutate.config.ts', related: false, pool: 'forks' },
  mutate: [
    'src/core/**/*.ts',
    'src/helpers/**/*.ts',
    // The upload senders (issue 42): their tests run in Node, with a scripted XMLHttpRequest.
    'src/upload/**/*.ts',
    // The admin client's permission check moved out of core (issue 28); its guard is still ours to keep.
    'src/clients/permissions.ts',
    // The mutation options (issue 42): optimistic guess, rollback and refresh, per call.
    'src/query/mutation-options.ts',
    // Types only: nothing runs there to mutate.
    '!src/core/{fetcher-types,operation-table,transport-options}.ts',
  ],
  coverageAnalysis: 'perTest',
  // The machine is shared: one mutant at a time, run under `nice` by the npm script.
  concurrency: 1,
  timeoutMS: 20000,
  // The initial run is the whole mutate suite: past Stryker's 5 minutes on a loaded shared machine.
  dryRunTimeoutMinutes: 15,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: 'node_modules/.cache/stryker-tmp',
  cleanTempDir: 'always',
};
