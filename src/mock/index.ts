// platform-client/mock: a stateful mock of the platform for development and tests (Node only).
export { startMockPlatform } from './startMockPlatform.js';
export type { MockAccount, MockPlatform, MockPlatformOptions, MockSeedData } from './types.js';
