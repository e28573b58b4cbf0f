import type { AdminSelf } from '../clients/admin.js';
import type { EndUser } from '../clients/enduser.js';
import { usePlatformClient } from './context.js';
import type { SessionSurface } from './useSession.js';

/**
 * Who is signed in on `surface`, typed present: the admin's `self` (from its access token) or the
 * end user's (the sign-in's or sign-up's answer, or the user kept beside the session). Renders
 * again with the provider's client (a sign-in, a sign-out). Throws a clear error when the provider
 * has no client of the surface (render it where someone is signed in), or when an end-user client
 * made from a `sessionId` does not know its user yet (`await client.loadSelf()` before giving it
 * to the provider).
 */
export function useSelf(surface: 'admin'): AdminSelf;
export function useSelf(surface: 'enduser'): EndUser;
export function useSelf(surface: SessionSurface): AdminSelf | EndUser {
  const { self } = usePlatformClient(surface);
  if (!self)
    throw new Error(
      `useSelf('${surface}'): the client does not know its user yet (made from a sessionId): await client.loadSelf() before giving it to <PlatformProvider>.`,
    );
  return self;
}
