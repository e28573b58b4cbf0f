// The mock's control route, for a mock in another process than the tests that drive it (`npm run
// mock` under Playwright's webServer, vitest's globalSetup): `POST /__mock/reset` (docs/design.md,
// decision 21), answered to a loopback peer whose page, if any, is of this machine.
import { fail, invalid, type MockReply, noContent } from './context.js';
import { isLoopbackOrigin } from './cors.js';
import { bytesOf } from './http.js';
import { readNow } from './now.js';

export const CONTROL_PREFIX = '/__mock/';
/** The largest control body read, in bytes. */
const MAX_CONTROL_BYTES = 4096;

export interface ControlAccess {
  /** Whether the door saw a loopback peer. */
  allowed: boolean;
  /** The caller's `Origin`, where the door read it itself (see CallContext). */
  origin?: string | undefined;
  reset(change: { now?: Date | string }): void;
}

async function nowOf(request: Request): Promise<{ now?: string } | MockReply> {
  // The core's 413 (by its declared length, before anything is read), in the control route's words.
  const bytes = await bytesOf(request, MAX_CONTROL_BYTES, `A control body may be at most ${MAX_CONTROL_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes).trim() || '{}'); // an empty body changes nothing
  } catch {
    return fail(400, 'The body is not valid JSON', 'INVALID_JSON');
  }
  const { now } = (body ?? {}) as { now?: unknown };
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  if (!isObject || (now !== undefined && typeof now !== 'string'))
    return invalid('now', 'must be { "now"?: ISO date string }', 'body');
  if (now === undefined) return {};
  if (Number.isNaN(Date.parse(now))) return invalid('now', 'must be an ISO date string');
  const date = readNow(now);
  return 'problem' in date ? invalid('now', date.problem) : { now };
}

/** The answer of a control route (`path` is below `/__mock`). */
export async function controlReply(request: Request, path: string, access: ControlAccess): Promise<MockReply> {
  const origin = access.origin ?? request.headers.get('origin');
  if (!access.allowed || (origin !== null && !isLoopbackOrigin(origin)))
    return fail(403, 'The mock’s control routes answer callers on this machine only', 'FORBIDDEN');
  if (path !== '/reset') return fail(404, `No control route /__mock${path}: there is /__mock/reset`, 'NOT_FOUND');
  if (request.method !== 'POST') return fail(405, 'Method not allowed: POST /__mock/reset', 'METHOD_NOT_ALLOWED');
  const change = await nowOf(request);
  if ('status' in change) return change;
  access.reset(change);
  return noContent();
}
