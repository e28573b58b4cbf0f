// @vitest-environment happy-dom
// Issue 46, item 1: the persisted cache through TanStack's PersistQueryClientProvider (our
// persister and options): after a reload the generated hook renders the stored list at once, its
// Dates revived, with no request while it is fresh; the mock platform answers the first load.
import { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import type { AdminClient } from '../../src/index.js';
import { createPlatformCache } from '../../src/persist/index.js';
import { PlatformProvider } from '../../src/react/index.js';
import { useListAdminPreferences } from '../../src/react/admin.js';
import { heldAdmin } from '../support/held-admin.js';
import { memoryStorage } from './memory-storage.js';

let mock: MockPlatform;
let admin: AdminClient;
/** Every request the client sent. */
const log: string[] = [];
beforeAll(async () => {
  mock = await startMockPlatform();
  admin = await heldAdmin(mock, mock.credentials.admin, { log });
});
afterEach(cleanup);
afterAll(() => mock?.close());

function Preferences() {
  const { data } = useListAdminPreferences();
  if (!data) return <p>loading</p>;
  return (
    <ul>
      {data.map((p) => (
        <li key={p.key}>{`${p.key} ${p.updated instanceof Date ? 'Date' : typeof p.updated}`}</li>
      ))}
    </ul>
  );
}

function App({ storage }: { storage: ReturnType<typeof memoryStorage> }) {
  const [{ queryClient, cache }] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    return { queryClient, cache: createPlatformCache(queryClient, { storage, throttle: 0 }) };
  });
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={cache.persistOptions}>
      <PlatformProvider clients={{ admin }}>
        <Preferences />
      </PlatformProvider>
    </PersistQueryClientProvider>
  );
}

it('PersistQueryClientProvider with our options shows the stored list after a reload, Dates revived, no request', async () => {
  const storage = memoryStorage();
  render(<App storage={storage} />);
  const first = await screen.findAllByRole('listitem');
  expect(first.length).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 50));
  cleanup();

  const before = log.length;
  render(<App storage={storage} />);
  const items = await screen.findAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(first.map((li) => li.textContent));
  expect(items.every((li) => li.textContent?.endsWith(' Date'))).toBe(true);
  expect(log).toHaveLength(before);
});
