// A missing optional peer of platform-client/mock is named, with the command that installs it.
import { describe, expect, it } from 'vitest';
import { loadPeer } from '../../mock/peers.js';

describe('loadPeer', () => {
  it('names a package that is not installed and how to install it', async () => {
    const error: Error = await loadPeer('platform-client-no-such-peer' as 'socket.io').then(
      () => new Error('loaded'),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(
      'platform-client/mock needs the package "platform-client-no-such-peer", which is not installed. Install it with: npm install --save-dev ajv qs socket.io @faker-js/faker',
    );
  });

  it('loads one that is', async () => {
    const { Server } = await loadPeer<typeof import('socket.io')>('socket.io');
    expect(typeof Server).toBe('function');
  });
});
