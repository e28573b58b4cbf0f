// For runs on instrumented code (Stryker) on a shared machine: Testing Library's waits last long
// enough for a slow answer. They assert no time; a wait still ends at once when its check passes.
// The function form keeps the rest of the config: `configure({ asyncUtilTimeout })` alone would
// also reset `reactStrictMode` (tests/support/strict-mode.ts) to off.
import { configure } from '@testing-library/react';

configure((config) => ({ ...config, asyncUtilTimeout: 15_000 }));
