// The console in the page: one QueryClient, the app in StrictMode. main.tsx renders it at once;
// the demo's entry (demo-main.ts) only after the mock has started in the page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

/** Renders the console into `#root`. */
export function renderConsole(): void {
  const queryClient = new QueryClient({
    defaultOptions: {
      // One retry layer: the SDK's transport already retries what is safe to repeat (with backoff
      // and Retry-After), so React Query does not retry on top of it.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}
