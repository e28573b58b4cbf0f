// The console's request screen: the list, and the request picked.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminClient } from 'platform-client';
import { PlatformProvider } from 'platform-client/react';
import { RequestList } from './RequestList.js';
import { RequestPanel } from './RequestPanel.js';

const queryClient = new QueryClient();

export function App({ admin }: { admin: AdminClient }) {
  const [open, setOpen] = useState<string>();
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider clients={{ admin }}>
        <RequestList onOpen={setOpen} />
        {open ? <RequestPanel id={open} /> : null}
      </PlatformProvider>
    </QueryClientProvider>
  );
}
