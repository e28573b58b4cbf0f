// Issue 41, item 1 under the Socket.IO door (startMockPlatform); the scenarios are chat-ended-scenario.ts.
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { deletedAccountScenario, expiredTokenScenario } from './chat-ended-scenario.js';

let mock: MockPlatform;
let shortTokens: MockPlatform;
beforeAll(async () => {
  [mock, shortTokens] = await Promise.all([startMockPlatform(), startMockPlatform({ tokenTtlSeconds: 2 })]);
});
afterAll(() => Promise.all([mock?.close(), shortTokens?.close()]));

const kit = { io, transports: ['websocket'] };

describe('the Socket.IO chat after a session ends', () => {
  it('relays nothing to a socket whose account was deleted, and disconnects it', async () => {
    await deletedAccountScenario(mock, kit);
  });

  it('relays nothing to a socket whose admin token has expired, and disconnects it', async () => {
    await expiredTokenScenario(shortTokens, kit);
  });
});
