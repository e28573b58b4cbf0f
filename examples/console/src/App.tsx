// Signed out: the sign-in form. Signed in: the console, its clients given to the hooks through
// PlatformProvider (inside main.tsx's QueryClientProvider).
import { useQueryClient } from '@tanstack/react-query';
import { PlatformProvider } from 'platform-client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keep, resume, type ConsoleClients } from './clients';
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
    const kept = keep(next);
    if (kept) saveSession(kept);
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
  const { clients: c } = context;
  return (
    <ConsoleContext.Provider value={context}>
      <PlatformProvider clients={c.kind === 'admin' ? { admin: c.admin, public: c.public } : { enduser: c.enduser, public: c.public }}>
        <Shell />
      </PlatformProvider>
    </ConsoleContext.Provider>
  );
}
