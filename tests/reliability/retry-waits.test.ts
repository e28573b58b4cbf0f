// Issue 33, item 7: what an independent mutation run found unguarded in the waits between
// attempts. An aborted wait stops its timer (else a process cannot exit for up to a minute), a
// wait that ends leaves no listener on the caller's signal, and the answers are real: a loopback
// server, a child process for what only a process of its own shows.
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicClient } from '../../src/index.js';
import { runInChild } from '../support/child.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

/** A platform that answers 503 with `Retry-After: 60`, a call aborted in its wait, then nothing. */
const ABORTED_WAIT = `
import http from 'node:http';
import { createPublicClient } from './src/index.ts';
const server = http.createServer((req, res) => {
  res.writeHead(503, { 'retry-after': '60', 'content-type': 'application/json' });
  res.end('{"message":"later"}');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const client = createPublicClient({ baseUrl: 'http://127.0.0.1:' + server.address().port, apiKey: 'pk', maxRetries: 2 });
const controller = new AbortController();
client.use({ onResponse: () => void setTimeout(() => controller.abort(), 0) });
const error = await client.GET('/v1/cms/structure', { signal: controller.signal }).catch((e) => e);
server.closeAllConnections();
server.close();
console.log(JSON.stringify({ error: error.name, resources: process.getActiveResourcesInfo() }));
`;

describe('the wait between attempts', () => {
  it('aborted, it stops its timer: no timer is left and the process exits, long before the 60 s wait', async () => {
    // The child must exit on its own within 20 s (execFile kills it then), a third of the wait it was in.
    const { error, resources } = await runInChild(ABORTED_WAIT, {}, ({ stdout }) => JSON.parse(stdout), 20_000);
    expect(error).toBe('AbortError');
    expect(resources).not.toContain('Timeout');
  });

  it('ended, it leaves no listener on the caller’s signal', async () => {
    let n = 0;
    server = await startServer(() =>
      ++n <= 2 ? { status: 503, headers: { 'retry-after': '0' }, body: { message: 'busy' } } : { body: { models: [] } },
    );
    const controller = new AbortController();
    // The caller's signal, counting the listeners on it.
    const live = new Set<unknown>();
    const added: unknown[] = [];
    const { signal } = controller;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = (type: string, listener: never, options?: never) => {
      added.push(listener);
      live.add(listener);
      add(type, listener, options);
    };
    signal.removeEventListener = (type: string, listener: never, options?: never) => {
      live.delete(listener);
      remove(type, listener, options);
    };
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 2 });
    const { data } = await client.GET('/v1/cms/structure', { signal });
    expect(data).toEqual({ models: [] });
    expect(server.requests).toHaveLength(3);
    // Two waits, each listening while it ran.
    expect(added.length).toBeGreaterThanOrEqual(2);
    expect(live.size).toBe(0);
  });
});
