import { useEffect, useRef, useState } from 'react';
import type { PlatformError } from '../core/errors.js';
import { usePlatformContext, type PlatformClientOf } from './context.js';
import { restoreClient, type SessionClientOptions } from './session-clients.js';
import type { SessionSurface } from './useSession.js';

export interface UseRestoreSessionResult {
  /** True until the kept session has been tried (the app shows neither sign-in nor screens yet). */
  isRestoring: boolean;
  /** The platform refused the kept session (a 401 on the end user's `GET /auth/self`): it has ended. */
  error: PlatformError | undefined;
}

/**
 * On mount, makes the surface's client from the session its `storage` keeps (no login; the admin
 * client sends nothing, the end-user one asks `GET /auth/self`) and puts it in the provider.
 * Nothing kept: the surface stays without a client. Once per mount, StrictMode's second one
 * included; nothing when the provider already has a client of the surface.
 */
export function useRestoreSession<S extends SessionSurface>(
  surface: S,
  options: SessionClientOptions[S],
): UseRestoreSessionResult {
  const { clients, setClient } = usePlatformContext();
  const present = clients[surface] !== undefined;
  const [state, setState] = useState<UseRestoreSessionResult>({ isRestoring: !present, error: undefined });
  const latest = useRef(options);
  latest.current = options;
  // Kept across StrictMode's discarded first mount, so the session is read (and asked about) once.
  const attempt = useRef<Promise<PlatformClientOf[S] | undefined> | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; a sign-in later must not bring an old session back
  useEffect(() => {
    if (present && !attempt.current) {
      setState({ isRestoring: false, error: undefined });
      return undefined;
    }
    let live = true;
    attempt.current ??= restoreClient(surface, latest.current);
    attempt.current.then(
      (client) => {
        if (!live) return;
        if (client) setClient(surface, client);
        setState({ isRestoring: false, error: undefined });
      },
      (error: PlatformError) => live && setState({ isRestoring: false, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
