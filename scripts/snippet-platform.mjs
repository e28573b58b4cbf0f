// The platform the docs' runnable snippets talk to. The snippets are written for `npm start`, so
// they name its fixed URLs; a test run starts its own platform on a free port, and the snippet
// runner rewrites each documented URL to the one started here. Switching the snippets to another
// mock means changing this one function (and, if the docs' URLs change, `documented`).
import { loadMockPlatform } from './load-mock.mjs';

/** The URLs the README and the guide give for each part of the platform `npm start` runs. */
export const documented = {
  admin: 'http://127.0.0.1:4010/admin',
  public: 'http://127.0.0.1:4010/public',
  private: 'http://127.0.0.1:4010/private',
  enduser: 'http://127.0.0.1:4010/enduser',
  chat: 'http://127.0.0.1:4010/chat',
  control: 'http://127.0.0.1:4010/__mock',
};

/**
 * Starts the stateful mock platform (platform-client/mock) for the snippets on a free port.
 * @returns {Promise<{ urls: Record<keyof typeof documented, string>, env: Record<string, string>, close(): Promise<void> }>}
 *   `urls` for each documented URL, `env` the environment variables the snippets read
 *   (credentials a reader keeps out of the code: the mock's accounts), and `close`.
 */
export async function startSnippetPlatform() {
  const { startMockPlatform } = await loadMockPlatform();
  const mock = await startMockPlatform();
  return {
    urls: { ...mock.urls, control: `${new URL(mock.urls.admin).origin}/__mock` },
    env: {
      ADMIN_PASSWORD: mock.credentials.admin.password,
      USER_PASSWORD: mock.credentials.endUser.password,
      PRIVATE_KEY: mock.credentials.privateApiKey,
    },
    close: () => mock.close(),
  };
}
