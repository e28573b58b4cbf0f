// The console's session, the React way the SDK offers: PlatformProvider starts with the public
// client only; useRestoreSession brings back the session the tab keeps (no request), SignIn's
// useSignIn or SignUp's useSignUp (#/signup) puts a signed-in client in the provider, and Sign out (useSignOut) takes it out. When
// a session ends (Sign out, a 401 from the platform, the admin token's expiry) the provider drops
// the client and that surface's cached queries, so the next person sees none of them, and the
// sign-in page comes back with a word on why.
import { EXPIRY_ALLOWANCE_MS } from 'platform-client';
import type { PlatformCache } from 'platform-client/persist';
import { PlatformProvider, useRestoreSession } from 'platform-client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adminOptions, enduserOptions, publicClient } from './clients';
import { ConsoleContext, useConsoleClients } from './ConsoleContext';
import { Shell } from './Shell';
import { SignIn } from './SignIn';
import { SignUp } from './SignUp';
import { useRoute } from './routes';
import { Loading } from './states';

/** Why a session ended, for the sign-in page to say; a 401 unless the console ended it. */
type Ending = 'signed-out' | 'expired';

const ENDED_MESSAGES = {
  expired: 'Your session expired. Sign in again.',
  refused: 'The platform ended your session. Sign in again.',
} as const;

/** `cache`: the persisted cache (none in the demo), which follows the signed-in client. */
export function App({ cache }: { cache?: PlatformCache | undefined }) {
  return (
    <PlatformProvider clients={{ public: publicClient }}>
      <Console cache={cache} />
    </PlatformProvider>
  );
}

function Console({ cache }: { cache?: PlatformCache | undefined }) {
  const admin = useRestoreSession('admin', adminOptions);
  const user = useRestoreSession('enduser', enduserOptions);
  const signedIn = useConsoleClients();
  const route = useRoute();
  const [notice, setNotice] = useState<string>();
  const ending = useRef<Ending | undefined>(undefined);
  const client = signedIn && (signedIn.clients.kind === 'admin' ? signedIn.clients.admin : signedIn.clients.enduser);

  // Its sign-out reaches the persisted cache and every tab; its paused mutations resume through it.
  useEffect(() => (client && cache ? cache.follow(client) : undefined), [client, cache]);

  // A kept end-user session the platform refuses (an entry of the old format asks who it is): it has ended.
  useEffect(() => {
    if (user.error) setNotice(ENDED_MESSAGES.refused);
  }, [user.error]);

  useEffect(() => {
    if (!client) return undefined;
    ending.current = undefined;
    setNotice(undefined);
    const stop = client.onSessionChange((session) => {
      if (session) return;
      const why = ending.current;
      setNotice(why === 'signed-out' ? undefined : why === 'expired' ? ENDED_MESSAGES.expired : ENDED_MESSAGES.refused);
    });
    // The SDK refuses an expired admin session at the next call; an idle page ends it on time.
    const expiresAt = client.session?.expiresAt;
    const timer =
      expiresAt &&
      setTimeout(
        () => {
          ending.current = 'expired';
          void client.signOut();
        },
        Math.max(0, expiresAt.getTime() + EXPIRY_ALLOWANCE_MS - Date.now()),
      );
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [client]);

  const signOut = useCallback(() => {
    if (!signedIn) return;
    ending.current = 'signed-out';
    window.location.hash = '';
    void signedIn.signOut();
  }, [signedIn]);

  const context = useMemo(() => (signedIn ? { clients: signedIn.clients, signOut } : null), [signedIn, signOut]);

  if (admin.isRestoring || user.isRestoring) return <Loading label="Restoring your session…" />;
  if (!context) return route.name === 'notFound' && route.path === '/signup' ? <SignUp /> : <SignIn notice={notice} />;
  return (
    <ConsoleContext.Provider value={context}>
      <Shell />
    </ConsoleContext.Provider>
  );
}
