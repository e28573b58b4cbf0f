// Issue 41, item 1 under the MSW door (createMockHandlers' WebSocket handler); the scenarios are
// chat-ended-scenario.ts.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createMockHandlers } from '../../mock/msw.js';
import { deletedAccountScenario, expiredTokenScenario, type SocketKit } from './chat-ended-scenario.js';

const mock = createMockHandlers();
const shortTokens = createMockHandlers({ baseUrl: 'http://short-tokens.mock', tokenTtlSeconds: 2 });
const server = setupServer(...mock.handlers, ...shortTokens.handlers);
let kit: SocketKit;

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  // socket.io-client keeps the WebSocket it finds when it loads: MSW's, once listening.
  const { io, WebSocket } = await import('socket.io-client');
  kit = { io, transports: [WebSocket] };
});
afterAll(() => server.close());

describe('the MSW chat after a session ends', () => {
  it('relays nothing to a socket whose account was deleted, and disconnects it', async () => {
    await deletedAccountScenario(mock, kit);
  });

  it('relays nothing to a socket whose admin token has expired, and disconnects it', async () => {
    await expiredTokenScenario(shortTokens, kit);
  });
});
