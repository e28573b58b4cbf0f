// Ids and timestamps as the platform makes them (24-hex ObjectIds, ISO instants), on Web Crypto (decision 21).
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export const objectId = (): string => hex(crypto.getRandomValues(new Uint8Array(12)));
export const sessionToken = (): string => crypto.randomUUID();
export const nowIso = (): string => new Date().toISOString();
export const isObjectId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
export function newRecord(): { _id: string; created: string; updated: string } {
  const now = nowIso();
  return { _id: objectId(), created: now, updated: now };
}
