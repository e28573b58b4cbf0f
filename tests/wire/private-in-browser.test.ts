// @vitest-environment happy-dom
// In a browser-like environment (window and document exist) the private client refuses to start
// unless the caller opts in (docs/design.md, decision 17).
import { expect, it } from 'vitest';
import { createPrivateClient } from '../../src/index.js';

it('refuses a private client in a browser unless told otherwise', () => {
  expect(typeof window).toBe('object');
  expect(() => createPrivateClient({ baseUrl: 'http://127.0.0.1:1', privateApiKey: 'sk-SECRET' })).toThrow(
    /server secret/,
  );
  try {
    createPrivateClient({ baseUrl: 'http://127.0.0.1:1', privateApiKey: 'sk-SECRET' });
  } catch (error) {
    expect(String(error)).not.toContain('sk-SECRET');
  }
  expect(() =>
    createPrivateClient({ baseUrl: 'http://127.0.0.1:1', privateApiKey: 'sk', dangerouslyAllowBrowser: true }),
  ).not.toThrow();
});
