// What one caller may make the mock hold (issue 23, item 8; issue 33, item 2; docs/design.md,
// decision 21): anyone with the public key can write boxes, sign up, create CMS entries and request
// actions and upload files, so each is capped, answered 413 as the contract's PayloadTooLarge declares.
import type { MOCK_DEFAULTS } from './types.js';

/** What one caller may make the mock hold, in bytes (the options of ./types.ts, defaults applied). */
export type Limits = { [K in keyof typeof MOCK_DEFAULTS.limits]: number };

/** The UTF-8 bytes of a value's JSON text, as the platform would store it. */
const utf8 = new TextEncoder();
export const jsonBytes = (value: unknown): number => utf8.encode(JSON.stringify(value) ?? '').byteLength;

/**
 * A call refused where it is found, deep in a body's read or a store's write (so that no handler
 * can forget it): the core answers `reply`, closing the connection when `closes` (a body left unread).
 */
export class Refusal extends Error {
  constructor(
    readonly reply: { status: number; body: { message: string } },
    readonly closes = false,
  ) {
    super(reply.body.message);
  }
}

/** A 413 answer: a MockReply of ./context.ts, which imports this module for `Limits`. */
const tooLarge = (code: string, message: string, limit: number) => ({
  status: 413,
  body: { message, code, details: { limit } },
});

export const storageFull = (limit: number) =>
  tooLarge('STORAGE_FULL', `The mock holds at most ${limit} bytes of stored data; delete some first`, limit);

const over = (code: string, what: string, limit: number, bytes: number, unit = ' as JSON') =>
  tooLarge(code, `${what} may be at most ${limit} bytes${unit}; this one is ${bytes}`, limit);

export const recordTooLarge = (limit: number, bytes: number) => over('RECORD_TOO_LARGE', 'A record', limit, bytes);

export const boxValueRefusal = ({ maxBoxValueBytes: limit }: Limits, bytes: number) =>
  bytes > limit ? over('VALUE_TOO_LARGE', 'A box value', limit, bytes) : undefined;

export function boxKeyRefusal({ maxBoxKeyBytes: limit }: Limits, key: string) {
  const bytes = utf8.encode(key).byteLength;
  return bytes > limit ? over('KEY_TOO_LARGE', 'A box key', limit, bytes, '') : undefined;
}
