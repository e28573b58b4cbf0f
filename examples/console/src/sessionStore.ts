// Keeps the session for the browser tab, so a reload does not sign the person out.
import type { KeptSession } from './clients';

const KEY = 'platform-console.session';

export function loadSession(): KeptSession | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<KeptSession>) : undefined;
    if (value?.kind === 'admin' && value.sessionId && 'accessToken' in value && value.accessToken) {
      return { kind: 'admin', sessionId: value.sessionId, accessToken: value.accessToken };
    }
    if (value?.kind === 'enduser' && value.sessionId) return { kind: 'enduser', sessionId: value.sessionId };
    return undefined;
  } catch {
    return undefined;
  }
}

export function saveSession(session: KeptSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
}
