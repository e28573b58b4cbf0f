// The options of the console's clients. The SDK's React hooks make the clients from them
// (useSignIn, useRestoreSession in App.tsx) and keep the session in the tab's sessionStorage (the
// `storage` option): a reload comes back signed in with no login, and the SDK removes the entry
// when the session ends (signOut, a 401, expiry).
import { createPublicClient } from 'platform-client';
import type { SessionClientOptions } from 'platform-client/react';
import { withUploadProgress } from 'platform-client/upload';
import { config } from './config';

// sessionStorage, not localStorage: a session lasts as long as its tab, and each tab keeps its
// own, so staff in one tab and an employee in another (the chat demo) stay who they are on a
// reload. localStorage would share both entries with every tab and last past closing the browser.
// In the demo the platform lives in the page, and a reload starts a new one that knows no session
// of the last: kept in memory (the SDK's default), a session ends with the page too.
const storage = config.demo ? undefined : sessionStorage;
export const adminOptions: SessionClientOptions['admin'] = {
  baseUrl: config.adminUrl,
  projectId: config.projectId,
  storage,
  // Uploads that ask for progress (the CMS files screen's bar) go by XMLHttpRequest; every other call by fetch.
  fetch: withUploadProgress(),
};
export const enduserOptions: SessionClientOptions['enduser'] = {
  baseUrl: config.enduserUrl,
  apiKey: config.publicApiKey,
  storage,
};

/** The project's public client (boxes), the same for everyone. */
export const publicClient = createPublicClient({
  baseUrl: config.publicUrl,
  apiKey: config.publicApiKey,
  projectId: config.projectId,
});
