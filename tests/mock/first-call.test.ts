// Issue 44, item 6: an operation's first call compiles the request's own schemas, and not JSON
// Schema's meta-schema first (openapi-backend builds two Ajv instances per operation; checking each
// schema against the meta-schema cost most of the first answer's validation). The contracts are
// linted by redocly; the validation itself is unchanged.
import { OpenAPIValidator } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform({ seed: 'empty' });
});
afterAll(() => mock?.close());

describe("an operation's first call", () => {
  it('checks no schema against the meta-schema, and still validates', async () => {
    // Each Ajv openapi-backend makes, with its meta-schema check watched.
    const checked: unknown[] = [];
    const getAjv = OpenAPIValidator.prototype.getAjv;
    const made = vi.spyOn(OpenAPIValidator.prototype, 'getAjv').mockImplementation(function (
      this: OpenAPIValidator,
      ...args: Parameters<typeof getAjv>
    ) {
      const ajv = getAjv.apply(this, args);
      const check = ajv.validateSchema.bind(ajv);
      ajv.validateSchema = (schema, throwOrLogError) => (checked.push(schema), check(schema, throwOrLogError));
      return ajv;
    });
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
      expect(checked).toEqual([]);
    } finally {
      made.mockRestore();
    }
  });
});
