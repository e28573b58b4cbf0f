// Issue 23, item 3: a server that echoes a credential with JSON escapes. `\u` escapes and a
// key holding `"` (escaped as `\"`) do not show the credential in the raw text, so redaction runs
// on the decoded values (and keys) too: the credential is in no property of the error and in no
// logger line. A real loopback server writes the escaped JSON by hand.
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createPrivateClient } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

/** Every character as a `\u` escape: valid JSON that never shows the text as it is. */
const uEscaped = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

function shown(error: ApiError): string {
  return [
    error.message,
    String(error),
    JSON.stringify(error),
    JSON.stringify(error.body),
    inspect(error, { depth: Infinity }),
    error.stack,
  ].join('\n');
}

describe('a credential echoed with JSON escapes is redacted once decoded', () => {
  it('`\\u` escapes, in the message, the details and a details key', async () => {
    const key = 'sk-escaped-key-23';
    const raw = `{"message":"bad key ${uEscaped(key)}","details":{"echo":"${uEscaped(key)}","${uEscaped(key)}":true}}`;
    server = await startServer(() => ({ status: 401, headers: { 'content-type': 'application/json' }, body: raw }));
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: key });
    const error = (await client.GET('/ecommerce/item').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('bad key [redacted]');
    expect(error.body.details).toEqual({ echo: '[redacted]', '[redacted]': true });
    expect(shown(error)).not.toContain(key);
  });

  it('a key holding `"`, echoed as `\\"`, in the message and in the logger line', async () => {
    const key = 'sk-"quoted"-key-23';
    server = await startServer((req) => ({
      status: 403,
      body: { message: `key ${req.headers['x-api-key']} is not allowed here` },
    }));
    const lines: unknown[] = [];
    const client = createPrivateClient({
      baseUrl: server.url,
      privateApiKey: key,
      logger: { debug: (...args: unknown[]) => lines.push(args) },
    });
    const error = (await client.GET('/ecommerce/item').catch((e: unknown) => e)) as ApiError;
    // The server saw the key as it is: what it echoed is JSON with `\"` in it.
    expect(server.requests[0]!.headers['x-api-key']).toBe(key);
    expect(error.message).toBe('key [redacted] is not allowed here');
    expect(shown(error)).not.toContain(key);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(JSON.stringify(key).slice(1, -1));
    expect(inspect(lines, { depth: Infinity })).not.toContain(key);
  });
});
