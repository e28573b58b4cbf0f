// The providers a hook test renders under: a QueryClient (no retries, nothing stale unless the
// test says so, so what it sees was asked for) and the PlatformProvider with the test's clients.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlatformProvider, type PlatformClients } from '../../src/react/index.js';

/** The tests' QueryClient: no retries, nothing stale unless the test says so. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

export function platformWrapper(clients: PlatformClients, queryClient = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider clients={clients}>{children}</PlatformProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}
