// Keeps the admin session for the browser tab, so a reload does not sign the admin out.
import type { AdminSession } from './clients';

const KEY = 'platform-console.admin-session';

export function loadSession(): AdminSession | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<AdminSession>) : undefined;
    return value?.sessionId && value.accessToken ? { sessionId: value.sessionId, accessToken: value.accessToken } : undefined;
  } catch {
    return undefined;
  }
}

export function saveSession(session: AdminSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
}
