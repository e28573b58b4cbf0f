// The clients of a signed-in person: an admin (back office) or an end user (the employee and
// resident view), each with the project's public client for boxes.
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

/** What the tab keeps to come back signed in: never a password. */
export type KeptSession =
  | { kind: 'admin'; sessionId: string; accessToken: string }
  | { kind: 'enduser'; sessionId: string };

const publicClient = () => createPublicClient({ baseUrl: config.publicUrl, apiKey: config.publicApiKey, projectId: config.projectId });

/** A client just signed in or resumed holds its session; null would mean it ended meanwhile. */
function live<T>(session: T | null): T {
  if (!session) throw new Error('The session ended; sign in again.');
  return session;
}

async function asAdmin(admin: AdminClient): Promise<ConsoleClients> {
  const self = { _id: admin.self._id, name: admin.self.fullName, email: admin.self.email };
  return { kind: 'admin', admin, public: publicClient(), self, chatToken: live(admin.session).accessToken };
}

async function asEndUser(enduser: EndUserClient): Promise<ConsoleClients> {
  const { data: user } = await enduser.GET('/auth/self');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { kind: 'enduser', enduser, public: publicClient(), self: { _id: user._id, name, email: user.email }, chatToken: live(enduser.session).sessionId };
}

/** Signs in on the admin surface (both logins) or the end-user one. */
export async function signIn(surface: 'admin' | 'enduser', email: string, password: string): Promise<ConsoleClients> {
  if (surface === 'admin') return asAdmin(await createAdminClient({ baseUrl: config.adminUrl, projectId: config.projectId, email, password }));
  return asEndUser(await createEndUserClient({ baseUrl: config.enduserUrl, apiKey: config.publicApiKey, email, password }));
}

/** Comes back with a kept session: the admin's sends no request, the end user's reads who they are. */
export async function resume(session: KeptSession): Promise<ConsoleClients> {
  if (session.kind === 'admin') {
    return asAdmin(await createAdminClient({ baseUrl: config.adminUrl, projectId: config.projectId, sessionId: session.sessionId, accessToken: session.accessToken }));
  }
  return asEndUser(await createEndUserClient({ baseUrl: config.enduserUrl, apiKey: config.publicApiKey, sessionId: session.sessionId }));
}

/** What to keep for the tab; undefined once the client's session has ended. */
export function keep(clients: ConsoleClients): KeptSession | undefined {
  if (clients.kind === 'admin') {
    const session = clients.admin.session;
    return session ? { kind: 'admin', sessionId: session.sessionId, accessToken: session.accessToken } : undefined;
  }
  const session = clients.enduser.session;
  return session ? { kind: 'enduser', sessionId: session.sessionId } : undefined;
}
