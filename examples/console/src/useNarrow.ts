// Whether the screen is a phone's (the console's one-column layout, styles.css `max-width: 640px`).
import { useSyncExternalStore } from 'react';

// One query for the page's life: reading `.matches` is all a render does.
const phone = window.matchMedia('(max-width: 640px)');

function subscribe(onChange: () => void): () => void {
  phone.addEventListener('change', onChange);
  return () => phone.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => phone.matches);
}
