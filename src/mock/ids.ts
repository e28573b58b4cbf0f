/// <reference types="node" />
// Ids and timestamps as the platform makes them: 24-hex ObjectIds and ISO instants.
import { randomBytes, randomUUID } from 'node:crypto';

export const objectId = (): string => randomBytes(12).toString('hex');
export const sessionToken = (): string => randomUUID();
export const nowIso = (): string => new Date().toISOString();
export const isObjectId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
/** The `_id`, `created` and `updated` of a record made now. */
export function newRecord(): { _id: string; created: string; updated: string } {
  const now = nowIso();
  return { _id: objectId(), created: now, updated: now };
}
