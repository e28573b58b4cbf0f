// Issue 44, item 6: an operation's first call compiles the request's own schemas, and not JSON
// Schema's meta-schema first (checking each schema against the meta-schema cost most of the first
// answer's validation, when openapi-backend built two Ajv instances per operation). The contracts
// are linted by redocly; the validation itself is unchanged.
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform({ seed: 'empty' });
});
afterAll(() => mock?.close());

describe("an operation's first call", () => {
  it('checks no schema against the meta-schema, and still validates', async () => {
    // Each schema Ajv compiles, and each it checks against the meta-schema.
    const checked = vi.spyOn(Ajv.prototype, 'validateSchema');
    const made = vi.spyOn(Ajv.prototype, 'compile');
    const headers = { 'x-api-key': mock.credentials.apiKey, 'content-type': 'application/json' };
    try {
      const read = await fetch(`${mock.urls.public}/box?type=quiz_result`, { headers });
      expect(read.status).toBe(200);
      const refused = await fetch(`${mock.urls.public}/box?type=quiz_result`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ value: 1 }),
      });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { details: { field: string } }).details.field).toBe('key');
      // Two operations' validators were built (a read's parameters; a write's body and parameters).
      expect(made).toHaveBeenCalledTimes(3);
      expect(checked).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      checked.mockRestore();
    }
  });
});
