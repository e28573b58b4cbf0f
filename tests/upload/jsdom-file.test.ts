// @vitest-environment jsdom
// Issue 42, item 4, under jsdom (realm-uploads.ts): its File, Blob and XMLHttpRequest, Node's fetch.
// Also a happy-dom File there, made by happy-dom's own window: a file of a third realm.
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { createPublicClient } from '../../src/index.js';
import { startServer } from '../support/server.js';
import { uploadsFromRealm } from './realm-uploads.js';

describe("a jsdom File (jsdom's XMLHttpRequest, Node's fetch)", () => {
  uploadsFromRealm((bytes, name, type) => new File([bytes], name, { type }));
});

describe("a happy-dom File (jsdom's XMLHttpRequest, Node's fetch)", () => {
  const happy = new Window();
  afterAll(() => happy.happyDOM.close());
  uploadsFromRealm((bytes, name, type) => new happy.File([bytes], name, { type }) as unknown as Blob);
});

// A FormData of jsdom's given to a multipart operation is encoded by the core too: Node's fetch
// cannot read it (on 51c8de9 it was sent as it is, and failed on a content-length mismatch).
it('a jsdom FormData to a multipart operation: its file and text parts, as they were', async () => {
  const server = await startServer(() => ({ status: 201, body: { _id: 'f1' } }));
  try {
    const form = new FormData();
    form.append('file', new File(['hello'], 'a "b".txt', { type: 'text/plain' }));
    form.append('folder', 'notes');
    const site = createPublicClient({ baseUrl: server.url, apiKey: 'pk-key', maxRetries: 0 });
    const { data } = await site.POST('/v1/cms/file', { body: form });
    expect(data).toEqual({ _id: 'f1' });
    const [seen] = server.requests;
    const boundary = /^multipart\/form-data; boundary=(platform-client-\w+)$/.exec(seen!.headers['content-type']!)![1];
    expect(seen!.body.toString()).toBe(
      [
        `--${boundary}`,
        'content-disposition: form-data; name="file"; filename="a %22b%22.txt"',
        'content-type: text/plain',
        '',
        'hello',
        `--${boundary}`,
        'content-disposition: form-data; name="folder"',
        '',
        'notes',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
  } finally {
    await server.close();
  }
});
