// Every render and renderHook of a test file that imports this runs inside <StrictMode>, as the
// console does in dev (`npm start`): effects mount, clean up and mount again, so a hook that sets
// state from a promise its cleanup discarded fails here, not in a developer's browser. The function
// form keeps the rest of the config (a plain object would reset what it leaves out).
import { configure } from '@testing-library/react';

configure((config) => ({ ...config, reactStrictMode: true }));
