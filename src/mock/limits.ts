// What one caller may make the mock hold (issue 23, item 8): anyone with the public key can write
// boxes and upload files, so one box value and the bytes all calls have stored are capped, each
// answered 413 as the contract's PayloadTooLarge declares for every operation with a body.
import { fail, type Limits, type MockReply, type Platform } from './context.js';

const DEFAULT_LIMITS: Limits = {
  maxBodyBytes: 20 * 1024 * 1024,
  maxBoxValueBytes: 1024 * 1024,
  maxStoredBytes: 100 * 1024 * 1024,
};

/** The size of a JSON value as the platform would store it (UTF-8 bytes of its JSON text). */
const utf8 = new TextEncoder();
export const jsonBytes = (value: unknown): number => utf8.encode(JSON.stringify(value) ?? '').byteLength;

/** The option's value, or a RangeError naming it when it is not a positive integer. */
export function checkLimit(name: keyof Limits, value: number | undefined, caller = 'startMockPlatform'): number {
  if (value === undefined) return DEFAULT_LIMITS[name];
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${caller}: \`${name}\` must be a positive integer (bytes).`);
  return value;
}

const tooLarge = (code: string, message: string, limit: number): MockReply => fail(413, message, code, { limit });

/**
 * Whether `bytes` may be stored under `key` (replacing what is stored there): a refusal when
 * they would take the stored total past its limit, else undefined and the bytes are counted.
 */
export function reserve(platform: Platform, key: string, bytes: number): MockReply | undefined {
  const { stored } = platform.store;
  const limit = platform.limits.maxStoredBytes;
  let total = bytes;
  for (const [k, n] of stored) if (k !== key) total += n;
  if (total > limit)
    return tooLarge('STORAGE_FULL', `The mock holds at most ${limit} bytes of stored data; delete some first`, limit);
  stored.set(key, bytes);
  return undefined;
}

/** A box value too large to keep, or undefined. */
export function boxValueRefusal(platform: Platform, bytes: number): MockReply | undefined {
  const limit = platform.limits.maxBoxValueBytes;
  return bytes > limit
    ? tooLarge('VALUE_TOO_LARGE', `A box value may be at most ${limit} bytes as JSON; this one is ${bytes}`, limit)
    : undefined;
}
