#!/usr/bin/env node
// `npm run mock`: the stateful mock platform (platform-client/mock) in this process: the four
// surfaces and the chat endpoint on one port (PLATFORM_MOCK_PORT, default 4010). Prints its URLs
// and accounts; Ctrl-C stops it.
import { loadMockPlatform, startOrExplain } from './load-mock.mjs';
import { printPlatform } from './print-platform.mjs';

const port = Number(process.env.PLATFORM_MOCK_PORT ?? 4010);
const host = process.env.PLATFORM_MOCK_HOST ?? '127.0.0.1';
const { startMockPlatform } = await loadMockPlatform();
const platform = await startOrExplain(startMockPlatform, { port, host });
printPlatform(platform);
console.log('\nCtrl-C stops it.');
const stop = () => void platform.close().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
