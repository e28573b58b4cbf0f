import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The generated code reaches the runtime through package.json `imports` (`#runtime/*`), which
// name the built files; tests run on the sources, as tsconfig.json's `paths` do.
const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '#runtime/core': source('./src/core/runtime.ts'),
      '#runtime/query': source('./src/query/runtime.ts'),
      '#runtime/react': source('./src/react/runtime.ts'),
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
