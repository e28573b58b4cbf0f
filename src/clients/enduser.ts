import type { paths, components } from '../../generated/types/enduser.js';
import { operations, revivalPlans } from '../../generated/operations/enduser.js';
import type { SchemaModule } from '../core/response-validation.js';
import { createTransport, type Transport, type TransportOptions } from '../core/transport.js';
import { checkTransportOptions, requireString } from './options.js';

export interface EndUserClientOptions extends TransportOptions {
  /** The project API key, sent as `x-api-key`. */
  apiKey: string;
  /** Reuse a session, sending no request... */
  sessionId?: string;
  /** ...or sign in with `auth/login`. */
  email?: string;
  password?: string;
  /**
   * Checks every answer against the contract's output schemas and fails a call whose answer
   * differs with ResponseValidationError (DESIGN 10). Give the surface's schema module:
   * `import * as schemas from 'platform-client/zod/enduser'`. Without it the client holds no zod.
   * @default undefined (answers are not checked)
   */
  validate?: SchemaModule<'enduser'>;
  /** The project, for helpers that need its id. */
  projectId?: string;
}

export type EndUser = components['schemas']['User'];

export interface EndUserClient extends Transport<paths> {
  readonly kind: 'enduser';
  readonly projectId: string | undefined;
  /** The session the client sends. */
  readonly session: { sessionId: string };
  /** The user the login answered with; undefined when the client reused a session. */
  readonly user: EndUser | undefined;
}

const OPEN_OPERATIONS = new Set(['POST /auth/login', 'POST /auth/signup']);

/** A client of the end-user surface: a session id, or email and password to sign in with. */
export async function createEndUserClient(options: EndUserClientOptions): Promise<EndUserClient> {
  checkTransportOptions(options, 'createEndUserClient');
  const apiKey = requireString(options, 'apiKey', 'createEndUserClient');
  if (!options.sessionId && !(options.email && options.password)) {
    throw new TypeError('createEndUserClient: give `sessionId`, or `email` and `password`.');
  }
  const session = { sessionId: options.sessionId ?? '' };
  const transport = createTransport<paths>({
    ...options,
    operations,
    plans: revivalPlans,
    auth: (op): Record<string, string> =>
      OPEN_OPERATIONS.has(op) ? { 'x-api-key': apiKey } : { 'x-api-key': apiKey, 'x-session-id': session.sessionId },
  });
  let user: EndUser | undefined;
  if (!options.sessionId) {
    const { data } = await transport.POST('/auth/login', { body: { email: options.email!, password: options.password! } });
    session.sessionId = data.sessionId;
    user = data.user;
  }
  return Object.assign(transport, { kind: 'enduser' as const, projectId: options.projectId, session, user });
}
