// Hash routes, so every screen has an address and the built console needs no server rewrites.
import { useMemo, useSyncExternalStore } from 'react';

export type Route =
  | { name: 'requests'; statuses: string[]; types: string[] }
  | { name: 'request'; id: string }
  | { name: 'conversations'; id?: string }
  | { name: 'boxes' }
  | { name: 'holidays'; month?: string }
  | { name: 'cms'; modelId?: string; lang?: string }
  | { name: 'cmsEntry'; id: string; lang?: string }
  | { name: 'notifications' }
  | { name: 'home' }
  | { name: 'notFound'; path: string };

/** A month the platform's holiday balance takes a year of (2000 to 2100), as `YYYY-MM`. */
export const MONTH = /^(20\d\d|2100)-(0[1-9]|1[0-2])$/;

function parseRoute(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  const [section, id] = path.split('/').map(decodeURIComponent);
  const query = new URLSearchParams(search);
  const list = (name: string) => (query.get(name) ?? '').split(',').filter(Boolean);
  switch (section) {
    case 'requests':
      return id ? { name: 'request', id } : { name: 'requests', statuses: list('status'), types: list('type') };
    case 'conversations':
      return id ? { name: 'conversations', id } : { name: 'conversations' };
    case 'boxes':
      return { name: 'boxes' };
    case 'holidays': {
      // The month shown (`YYYY-MM`) is part of the address: back, forward and a reload keep it.
      const month = query.get('month') ?? '';
      return MONTH.test(month) ? { name: 'holidays', month } : { name: 'holidays' };
    }
    case 'cms': {
      // The language is part of the address, so a reload or a shared link reads the same text.
      const lang = query.get('lang') || undefined;
      if (id) return { name: 'cmsEntry', id, lang };
      return { name: 'cms', modelId: query.get('model') || undefined, lang };
    }
    case 'notifications':
      return { name: 'notifications' };
    case '':
    case undefined:
      return { name: 'home' };
    default:
      return { name: 'notFound', path: `/${path}` };
  }
}

export function href(route: Route): string {
  switch (route.name) {
    case 'requests': {
      const query = new URLSearchParams();
      if (route.statuses.length) query.set('status', route.statuses.join(','));
      if (route.types.length) query.set('type', route.types.join(','));
      const search = query.toString().replaceAll('%2C', ',');
      return search ? `#/requests?${search}` : '#/requests';
    }
    case 'request':
      return `#/requests/${encodeURIComponent(route.id)}`;
    case 'conversations':
      return route.id ? `#/conversations/${encodeURIComponent(route.id)}` : '#/conversations';
    case 'cms':
      return withQuery('#/cms', { model: route.modelId, lang: route.lang });
    case 'cmsEntry':
      return withQuery(`#/cms/${encodeURIComponent(route.id)}`, { lang: route.lang });
    case 'holidays':
      return withQuery('#/holidays', { month: route.month });
    case 'home':
      return '#/';
    case 'notFound':
      return `#${route.path}`;
    default:
      return `#/${route.name}`;
  }
}

function withQuery(path: string, values: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

// Listeners of the route: hashchange (the back button, a typed address) and navigate() itself.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}

/**
 * Goes to `route` and tells the screens at once, in the same render as the click that asked: the
 * hashchange event comes a task later, and a controlled checkbox would show its old state until
 * then (React puts it back when the state it reads has not changed).
 */
export function navigate(route: Route): void {
  window.location.hash = href(route);
  for (const listener of listeners) listener();
}

const currentHash = () => window.location.hash;

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, currentHash);
  return useMemo(() => parseRoute(hash), [hash]);
}
