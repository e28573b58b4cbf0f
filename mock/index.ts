// platform-client/mock: a stateful mock of the platform for development and tests (Node only).
export { startMockPlatform } from './startMockPlatform.js';
export type { MockAccount, MockPlatform, MockPlatformOptions, MockSeedData } from './types.js';
export type { DeclaredStatus, MockAnswer, WireBody } from './answers.js';
export type { OperationKey } from './operations.js';
export type { Wire, WireSchemas } from './wire.js';
