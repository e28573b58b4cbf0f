// The platform the docs' runnable snippets talk to. The snippets are written for `npm start`, so
// they name its fixed URLs; a test run starts its own platform on free ports, and the snippet
// runner rewrites each documented URL to the one started here. Switching the snippets to another
// mock means changing this one function (and, if the docs' URLs change, `documented`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChatServer } from './chat-server.mjs';
import { startPrismServer } from './prism-server.mjs';
import { surfaces } from './surfaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The URLs the README and the guide give for each part of the platform `npm start` runs. */
export const documented = {
  admin: 'http://127.0.0.1:4010',
  public: 'http://127.0.0.1:4011',
  private: 'http://127.0.0.1:4012',
  enduser: 'http://127.0.0.1:4013',
  chat: 'http://127.0.0.1:4014',
};

/**
 * Starts a platform for the snippets on free loopback ports.
 * @returns {Promise<{ urls: Record<keyof typeof documented, string>, env: Record<string, string>, close(): Promise<void> }>}
 *   `urls` for each documented URL, `env` the environment variables the snippets read
 *   (credentials a reader keeps out of the code), and `close`.
 */
export async function startSnippetPlatform() {
  const started = await Promise.all(
    surfaces.map((s) => startPrismServer(path.join(root, 'generated/openapi', `${s}.json`))),
  );
  const chat = await startChatServer();
  const urls = { ...Object.fromEntries(surfaces.map((s, i) => [s, started[i].url.replace(/\/$/, '')])), chat: chat.url };
  return {
    urls,
    env: { ADMIN_PASSWORD: 'mock-password', USER_PASSWORD: 'mock-password', PRIVATE_KEY: 'sk_mock' },
    async close() {
      await Promise.all([...started.map((p) => p.close()), chat.close()]);
    },
  };
}
