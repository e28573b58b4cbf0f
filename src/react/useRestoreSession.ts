import { useEffect, useRef, useState } from 'react';
import type { PlatformError } from '../core/errors.js';
import { usePlatformContext, type PlatformClientOf } from './context.js';
import { restoreClient, type SessionClientOptions } from './session-clients.js';
import type { SessionSurface } from './useSession.js';

export interface UseRestoreSessionResult {
  /** True until the kept session has been tried (the app shows neither sign-in nor screens yet). */
  isRestoring: boolean;
  /** Restoring failed: a storage that did not answer (a restore sends no request). */
  error: PlatformError | undefined;
}

/**
 * On mount, makes the surface's client from the session its `storage` keeps (sending nothing: the
 * end-user session is kept with its user) and puts it in the provider. Nothing kept: the surface
 * stays without a client. Once per mount, StrictMode's second one included; nothing when the
 * provider already has a client of the surface. A restore that answers after the surface got
 * another client (a sign-in while a slow storage was read) is dropped.
 */
export function useRestoreSession<S extends SessionSurface>(
  surface: S,
  options: SessionClientOptions[S],
): UseRestoreSessionResult {
  const { clients, setClient, switches } = usePlatformContext();
  const present = clients[surface] !== undefined;
  const holds = useRef(present);
  holds.current = present;
  const [state, setState] = useState<UseRestoreSessionResult>({ isRestoring: !present, error: undefined });
  const latest = useRef(options);
  latest.current = options;
  // Kept across StrictMode's discarded first mount, so the session is read (and asked about) once.
  const attempt = useRef<Promise<PlatformClientOf[S] | undefined> | undefined>(undefined);
  // The surface's switches when the attempt began: any later one (a sign-in) makes its answer stale.
  const since = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; a sign-in later must not bring an old session back
  useEffect(() => {
    if (present && !attempt.current) {
      setState({ isRestoring: false, error: undefined });
      return undefined;
    }
    let live = true;
    if (!attempt.current) {
      since.current = switches(surface);
      attempt.current = restoreClient(surface, latest.current);
    }
    attempt.current.then(
      (client) => {
        if (!live) return;
        // The surface got another client meanwhile (a sign-in, a new one in `clients`): it stays.
        if (client && switches(surface) === since.current && !holds.current) setClient(surface, client);
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
