// For runs on instrumented code (Stryker) on a shared machine: Testing Library's waits last long
// enough for a slow answer. They assert no time; a wait still ends at once when its check passes.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
