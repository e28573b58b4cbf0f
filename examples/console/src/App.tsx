// Signed out: the sign-in form. Signed in: the console, its clients given to the hooks through
// PlatformProvider (inside main.tsx's QueryClientProvider). The SDK keeps the session: on load
// the clients are made from the tab's storage (no login), and when the session ends (Sign out,
// a 401 from the platform, the admin token's expiry) its onSessionChange brings the sign-in back.
// PlatformProvider drops the ended surface's cached queries, so the next person sees none of them.
import { EXPIRY_ALLOWANCE_MS } from 'platform-client';
import { PlatformProvider } from 'platform-client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { restore, sessionClient, type ConsoleClients } from './clients';
import { ConsoleContext } from './ConsoleContext';
import { Shell } from './Shell';
import { SignIn } from './SignIn';
import { Loading } from './states';

/** Why a session ended, for the sign-in page to say; a 401 unless the console ended it. */
type Ending = 'signed-out' | 'expired';

const ENDED_MESSAGES = {
  expired: 'Your session expired. Sign in again.',
  refused: 'The platform ended your session. Sign in again.',
} as const;

export function App() {
  const [clients, setClients] = useState<ConsoleClients | null>(null);
  const [restoring, setRestoring] = useState(true);
  const [notice, setNotice] = useState<string>();
  const ending = useRef<Ending | undefined>(undefined);

  useEffect(() => {
    let live = true;
    restore()
      .then((restored) => live && restored && setClients(restored))
      // A kept session the platform refuses (the end user's first call): it has ended.
      .catch(() => live && setNotice(ENDED_MESSAGES.refused))
      .finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!clients) return undefined;
    const client = sessionClient(clients);
    ending.current = undefined;
    const stop = client.onSessionChange((session) => {
      if (session) return;
      const why = ending.current;
      setNotice(why === 'signed-out' ? undefined : why === 'expired' ? ENDED_MESSAGES.expired : ENDED_MESSAGES.refused);
      setClients(null);
    });
    // The SDK refuses an expired admin session at the next call; an idle page ends it on time.
    const expiresAt = client.session?.expiresAt;
    const timer =
      expiresAt &&
      setTimeout(() => {
        ending.current = 'expired';
        void client.signOut();
      }, Math.max(0, expiresAt.getTime() + EXPIRY_ALLOWANCE_MS - Date.now()));
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [clients]);

  const signedIn = useCallback((next: ConsoleClients) => {
    setNotice(undefined);
    setClients(next);
  }, []);

  const signOut = useCallback(() => {
    if (!clients) return;
    ending.current = 'signed-out';
    window.location.hash = '';
    void sessionClient(clients).signOut();
  }, [clients]);

  const context = useMemo(() => (clients ? { clients, signOut } : null), [clients, signOut]);

  if (restoring) return <Loading label="Restoring your session…" />;
  if (!context) return <SignIn notice={notice} onSignedIn={signedIn} />;
  const { clients: c } = context;
  return (
    <ConsoleContext.Provider value={context}>
      <PlatformProvider clients={c.kind === 'admin' ? { admin: c.admin, public: c.public } : { enduser: c.enduser, public: c.public }}>
        <Shell />
      </PlatformProvider>
    </ConsoleContext.Provider>
  );
}
