// The console in the page: one QueryClient, the app in StrictMode. main.tsx renders it at once;
// the demo's entry (demo-main.ts) only after the mock has started in the page. Outside the demo the
// cache is persisted in localStorage (platform-client/persist): a reload, offline too, shows at
// once what was last seen. The demo's platform starts anew with each page, so its cache does not.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createPlatformCache } from 'platform-client/persist';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { config } from './config';
import './styles.css';

/** Renders the console into `#root`. */
export function renderConsole(): void {
  const queryClient = new QueryClient({
    defaultOptions: {
      // One retry layer: the SDK's transport already retries what is safe to repeat (with backoff
      // and Retry-After), so React Query does not retry on top of it.
      // Kept in memory as long as the persisted cache keeps it (a day), or an unused entry leaves storage.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, gcTime: 86_400_000 },
      mutations: { retry: false },
    },
  });
  const cache = config.demo ? undefined : createPlatformCache(queryClient, { storage: localStorage });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {cache ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={cache.persistOptions}>
          <App cache={cache} />
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      )}
    </StrictMode>,
  );
}
