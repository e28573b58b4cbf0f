// The three clients the console works with: the signed-in admin, the project's public client
// (boxes) and an end user's client (the holiday view).
import {
  createAdminClient,
  createEndUserClient,
  createPublicClient,
  type AdminClient,
  type EndUserClient,
  type PublicClient,
} from 'platform-client';
import { config } from './config';

export interface ConsoleClients {
  admin: AdminClient;
  public: PublicClient;
  enduser: EndUserClient;
}

export interface AdminSession {
  sessionId: string;
  accessToken: string;
}

/** Signs the admin in (both logins) and creates the other clients. */
export async function signIn(email: string, password: string): Promise<ConsoleClients> {
  const admin = await createAdminClient({ baseUrl: config.adminUrl, projectId: config.projectId, email, password });
  return withSurfaceClients(admin);
}

/** Reuses a kept session: no request is sent. */
export async function resume(session: AdminSession): Promise<ConsoleClients> {
  const admin = await createAdminClient({ baseUrl: config.adminUrl, projectId: config.projectId, ...session });
  return withSurfaceClients(admin);
}

async function withSurfaceClients(admin: AdminClient): Promise<ConsoleClients> {
  const enduser = await createEndUserClient({
    baseUrl: config.enduserUrl,
    apiKey: config.publicApiKey,
    sessionId: config.endUserSessionId,
  });
  const publicClient = createPublicClient({ baseUrl: config.publicUrl, apiKey: config.publicApiKey, projectId: config.projectId });
  return { admin, public: publicClient, enduser };
}
