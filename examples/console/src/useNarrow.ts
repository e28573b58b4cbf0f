// Whether the screen is a phone's (the console's one-column layout, styles.css `max-width: 640px`).
import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 640px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches);
}
