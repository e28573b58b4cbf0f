// The signed-in person as the screens show them, from the provider's clients: the admin (back
// office) or the end user (the employee and resident view). The generated hooks take the same
// clients from PlatformProvider; screens read this for what hooks do not cover (the name, the
// permissions, the chat token, upsertBox's public client).
import type { AdminClient, EndUserClient, PublicClient } from 'platform-client';
import { usePlatformClient, useSignOut } from 'platform-client/react';
import { createContext, useContext, useMemo } from 'react';

/** Who is signed in, as the screens show them. */
interface Person {
  _id: string;
  name: string;
  email: string;
}

export type ConsoleClients =
  | { kind: 'admin'; admin: AdminClient; public: PublicClient; self: Person; chatToken: string }
  | { kind: 'enduser'; enduser: EndUserClient<boolean>; public: PublicClient; self: Person; chatToken: string };

export interface ConsoleContextValue {
  clients: ConsoleClients;
  signOut(): void;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole() needs the signed-in console around it.');
  return value;
}

/** The console's view of the provider's clients; undefined while nobody is signed in. */
export function useConsoleClients(): { clients: ConsoleClients; signOut(): Promise<void> } | undefined {
  const admin = usePlatformClient('admin', { optional: true });
  const enduser = usePlatformClient('enduser', { optional: true });
  const publicClient = usePlatformClient('public');
  const signOutAdmin = useSignOut('admin');
  const signOutUser = useSignOut('enduser');
  const adminSession = admin?.session;
  const userSession = enduser?.session;
  const user = enduser?.self;
  return useMemo(() => {
    if (admin && adminSession) {
      const self = { _id: admin.self._id, name: admin.self.fullName, email: admin.self.email };
      return {
        clients: { kind: 'admin', admin, public: publicClient, self, chatToken: adminSession.accessToken },
        signOut: signOutAdmin,
      } as const;
    }
    if (enduser && userSession && user) {
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
      const self = { _id: user._id, name, email: user.email };
      return {
        clients: { kind: 'enduser', enduser, public: publicClient, self, chatToken: userSession.sessionId },
        signOut: signOutUser,
      } as const;
    }
    return undefined;
  }, [admin, adminSession, enduser, userSession, user, publicClient, signOutAdmin, signOutUser]);
}
