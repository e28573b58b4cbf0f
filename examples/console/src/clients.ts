// The clients of a signed-in person: an admin (back office) or an end user (the employee and
// resident view), each with the project's public client for boxes. The SDK keeps the session in
// the tab's sessionStorage (its `storage` option): a reload comes back signed in with no login,
// and the SDK removes the entry when the session ends (signOut, a 401, expiry).
import {
  createAdminClient,
  createEndUserClient,
  createPublicClient,
  type AdminClient,
  type EndUserClient,
  type PublicClient,
} from 'platform-client';
import { config } from './config';

/** Who is signed in, as the screens show them. */
export interface Person {
  _id: string;
  name: string;
  email: string;
}

export type ConsoleClients =
  | { kind: 'admin'; admin: AdminClient; public: PublicClient; self: Person; chatToken: string }
  | { kind: 'enduser'; enduser: EndUserClient; public: PublicClient; self: Person; chatToken: string };

// sessionStorage, not localStorage: a session lasts as long as its tab, and each tab keeps its
// own, so staff in one tab and an employee in another (the chat demo) stay who they are on a
// reload. localStorage would share both entries with every tab and last past closing the browser.
const adminOptions = { baseUrl: config.adminUrl, projectId: config.projectId, storage: sessionStorage };
const enduserOptions = { baseUrl: config.enduserUrl, apiKey: config.publicApiKey, storage: sessionStorage };

const publicClient = () => createPublicClient({ baseUrl: config.publicUrl, apiKey: config.publicApiKey, projectId: config.projectId });

/** A client just signed in or restored holds its session; null would mean it ended meanwhile. */
function live<T>(session: T | null): T {
  if (!session) throw new Error('The session ended; sign in again.');
  return session;
}

function asAdmin(admin: AdminClient): ConsoleClients {
  const self = { _id: admin.self._id, name: admin.self.fullName, email: admin.self.email };
  return { kind: 'admin', admin, public: publicClient(), self, chatToken: live(admin.session).accessToken };
}

async function asEndUser(enduser: EndUserClient): Promise<ConsoleClients> {
  // The end user's name is not in their session: ask who they are (a 401 here ends the session).
  const { data: user } = await enduser.GET('/auth/self');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { kind: 'enduser', enduser, public: publicClient(), self: { _id: user._id, name, email: user.email }, chatToken: live(enduser.session).sessionId };
}

/** Signs in on the admin surface (both logins) or the end-user one; the SDK saves the session. */
export async function signIn(surface: 'admin' | 'enduser', email: string, password: string): Promise<ConsoleClients> {
  if (surface === 'admin') return asAdmin(await createAdminClient({ ...adminOptions, email, password }));
  return asEndUser(await createEndUserClient({ ...enduserOptions, email, password }));
}

/**
 * The clients of the session the tab keeps, made from storage with no login; undefined when none
 * is kept (or the admin's has expired). The admin's sends nothing; the end user's reads who they are.
 */
export async function restore(): Promise<ConsoleClients | undefined> {
  const admin = await createAdminClient(adminOptions).catch(() => undefined);
  if (admin) return asAdmin(admin);
  const enduser = await createEndUserClient(enduserOptions).catch(() => undefined);
  return enduser ? asEndUser(enduser) : undefined;
}

/** The client that holds the person's session. */
export const sessionClient = (clients: ConsoleClients): AdminClient | EndUserClient =>
  clients.kind === 'admin' ? clients.admin : clients.enduser;
