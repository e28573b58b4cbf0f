// The signed-in console: its clients and the way out. The generated hooks get the same clients
// from PlatformProvider; screens read this context for what hooks do not cover (the admin's
// name, permissions and token, upsertBox).
import { createContext, useContext } from 'react';
import type { ConsoleClients } from './clients';

export interface ConsoleContextValue {
  clients: ConsoleClients;
  signOut(): void;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole() needs the signed-in console around it.');
  return value;
}
