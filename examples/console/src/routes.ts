// Hash routes, so every screen has an address and the built console needs no server rewrites.
import { useEffect, useState } from 'react';

export type Route =
  | { name: 'requests'; statuses: string[]; types: string[] }
  | { name: 'request'; id: string }
  | { name: 'conversations'; id?: string }
  | { name: 'boxes' }
  | { name: 'holidays' }
  | { name: 'home' }
  | { name: 'notFound'; path: string };

export function parseRoute(hash: string): Route {
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
    case 'holidays':
      return { name: 'holidays' };
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
    case 'home':
      return '#/';
    case 'notFound':
      return `#${route.path}`;
    default:
      return `#/${route.name}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = href(route);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
