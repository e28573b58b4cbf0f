// Type tests for the session lifecycle (docs/design.md, decision 23), checked by `tsc --noEmit`.
import {
  createAdminClient,
  createEndUserClient,
  createPublicClient,
  type AdminClient,
  type AdminSession,
  type EndUserClient,
  type SessionStorage,
} from '../../src/index.js';

declare const admin: AdminClient;
declare const enduser: EndUserClient;

export async function sessionTypes() {
  // `localStorage` and `sessionStorage` fit as they are; so does an async store.
  await createAdminClient({ baseUrl: 'https://api.example.ge', storage: localStorage, storageKey: 'admin' });
  await createEndUserClient({ baseUrl: 'https://api.example.ge', apiKey: 'pk', storage: sessionStorage });
  const asyncStore: SessionStorage = {
    getItem: async (key: string) => key,
    setItem: async () => {},
    removeItem: async () => {},
  };
  await createAdminClient({ baseUrl: 'https://api.example.ge', storage: asyncStore });
  // @ts-expect-error -- a storage needs getItem, setItem and removeItem
  await createAdminClient({ baseUrl: 'https://api.example.ge', storage: { getItem: () => null } });

  // The session may have ended: it is null then, and the compiler says so.
  // @ts-expect-error -- admin.session is possibly null
  void admin.session.accessToken;
  const session: AdminSession | null = admin.session;
  if (session) {
    const token: string = session.accessToken;
    const expiresAt: Date | undefined = session.expiresAt;
    void token;
    void expiresAt;
  }
  // An end-user session has no access token and no expiry the client could read.
  const sessionId: string | undefined = enduser.session?.sessionId;
  const noExpiry: undefined = enduser.session?.expiresAt;
  void sessionId;
  void noExpiry;

  const unsubscribe: () => void = admin.onSessionChange((next) => {
    const value: AdminSession | null = next;
    void value;
  });
  unsubscribe();
  const done: Promise<void> = enduser.signOut();
  void done;

  // The public and private clients have no session.
  const publicClient = createPublicClient({ baseUrl: 'https://api.example.ge', apiKey: 'pk' });
  // @ts-expect-error -- no session on the public client
  publicClient.signOut();
}
