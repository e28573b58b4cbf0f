// The tests `npm run mutate` (StrykerJS, stryker.config.mjs) runs against each mutant of src/core,
// src/helpers and src/upload: the fast suites that reach them through real loopback servers, without
// Chromium, prism, the mock platform or the generator (which exercise the same code more slowly).
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Not mergeConfig: it would add these to the base's `include` instead of replacing it.
    include: [
      'tests/unit/**/*.test.ts',
      'tests/wire/**/*.test.ts',
      'tests/security/*.test.ts',
      'tests/reliability/faults.test.ts',
      // The mutation options (src/query/mutation-options.ts), against the mock platform (issue 42).
      'tests/react/{mutation-options,mutation-refresh,optimistic-mutation,optimistic-rollback,per-call-state}.test.tsx',
      // The upload senders (src/upload) and the multipart body (src/core/multipart.ts): a scripted
      // XMLHttpRequest, custom fetches, loopback servers, MSW, files of jsdom and happy-dom.
      'tests/upload/*.test.ts',
    ],
    // The React tests' waits, on instrumented code: long enough for a slow answer (no timing asserted).
    setupFiles: ['tests/support/patient-waits.ts'],
    exclude: [
      '**/*.browser.test.ts',
      'tests/unit/{import-rules,generate-react,docs-markdown,architecture,error-names}.test.ts',
      // Bundles run in a child process, whose `#runtime/*` imports need the built SDK (dist/,
      // absent from a fresh tree): no mutant reaches them.
      'tests/security/{password-retention,private-runtimes}.test.ts',
      'tests/upload/gc-timeout.test.ts',
      // Against the mock platform (slow); the Node senders' own cases are in the other upload tests.
      'tests/upload/progress.test.ts',
    ],
  },
});
