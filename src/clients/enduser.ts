import type { paths, components } from '../../generated/types/enduser.js';
import { operations } from '../../generated/operations/enduser.js';
import { createTransport, type Transport, type TransportOptions } from '../core/transport.js';
import { credentialFrom } from './login-answer.js';
import { checkTransportOptions, optionalCredential, requireCredential } from './options.js';

export interface EndUserClientOptions extends TransportOptions {
  /** The project API key, sent as `x-api-key`. */
  apiKey: string;
  /** Reuse a session, sending no request... */
  sessionId?: string;
  /** ...or sign in with `auth/login`. */
  email?: string;
  password?: string;
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
  const apiKey = requireCredential(options, 'apiKey', 'createEndUserClient');
  const sessionId = optionalCredential(options, 'sessionId', 'createEndUserClient');
  if (!sessionId && !(options.email && options.password)) {
    throw new TypeError('createEndUserClient: give `sessionId`, or `email` and `password`.');
  }
  const session = { sessionId: sessionId ?? '' };
  // The password is held (and kept out of errors) only while signing in.
  let password: string | undefined;
  const transport = createTransport<paths>({
    ...options,
    operations,
    auth: (op): Record<string, string> =>
      OPEN_OPERATIONS.has(op) ? { 'x-api-key': apiKey } : { 'x-api-key': apiKey, 'x-session-id': session.sessionId },
    secrets: () => (password ? [apiKey, session.sessionId, password] : [apiKey, session.sessionId]),
  });
  let user: EndUser | undefined;
  if (!sessionId) {
    password = options.password!;
    try {
      const { data } = await transport.POST('/auth/login', { body: { email: options.email!, password } });
      session.sessionId = credentialFrom(data, 'sessionId', options.baseUrl, '/auth/login');
      user = data.user;
    } finally {
      password = undefined;
    }
  }
  return Object.assign(transport, { kind: 'enduser' as const, projectId: options.projectId, session, user });
}
