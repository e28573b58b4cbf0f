// Signed out: the sign-in form. Signed in: the console, its clients given to the hooks through
// PlatformProvider (inside main.tsx's QueryClientProvider).
import { useQueryClient } from '@tanstack/react-query';
import { PlatformProvider } from 'platform-client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { resume, type ConsoleClients } from './clients';
import { ConsoleContext } from './ConsoleContext';
import { Shell } from './Shell';
import { SignIn } from './SignIn';
import { clearSession, loadSession, saveSession } from './sessionStore';
import { Loading } from './states';

export function App() {
  const queryClient = useQueryClient();
  const [clients, setClients] = useState<ConsoleClients | null>(null);
  const [restoring, setRestoring] = useState(() => loadSession() !== undefined);

  useEffect(() => {
    const session = loadSession();
    if (!session) return undefined;
    let live = true;
    resume(session)
      .then((restored) => live && setClients(restored))
      .catch(() => clearSession())
      .finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, []);

  const signedIn = useCallback((next: ConsoleClients) => {
    const session = next.admin.session;
    if (session?.accessToken) saveSession({ sessionId: session.sessionId, accessToken: session.accessToken });
    setClients(next);
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    queryClient.clear();
    setClients(null);
    window.location.hash = '';
  }, [queryClient]);

  const context = useMemo(() => (clients ? { clients, signOut } : null), [clients, signOut]);

  if (restoring) return <Loading label="Restoring your session…" />;
  if (!context) return <SignIn onSignedIn={signedIn} />;
  return (
    <ConsoleContext.Provider value={context}>
      <PlatformProvider clients={{ admin: context.clients.admin, public: context.clients.public, enduser: context.clients.enduser }}>
        <Shell />
      </PlatformProvider>
    </ConsoleContext.Provider>
  );
}
