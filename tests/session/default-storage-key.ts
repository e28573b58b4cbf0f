// The key a client saves its session under when no `storageKey` is given, written out here (not
// imported from src) so the session tests pin its format: one key per client kind and platform.
import type { SessionPlatform } from '../support/session-platform.js';

export const defaultStorageKey = (kind: 'admin' | 'enduser', platform: SessionPlatform) =>
  `platform-client.${kind}.${platform.url}`;
