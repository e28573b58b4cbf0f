// The accounts, shared by ./domains/auth and ./domains/administration (docs/design.md, decisions 3, 4 and
// 21): the email unique in any case, the password kept apart (Store.passwords), sessions, permissions.
import { fail, ok, type MockReply, type MockRequest, type Platform } from './context.js';
import { newRecord, sessionToken } from './ids.js';
import { jsonBytes } from './limits.js';
import type { Row } from './rows.js';
import type { Session } from './store.js';
import { writable } from './writable.js';

type Account = 'users' | 'admins';

export const PROJECT_ID = '65f1c0a2e4b0a1b2c3d4e5f6';
/** The accounts the seed always has, whatever the `seed` option (docs/design.md, decision 21). */
export const ACCOUNTS = {
  admin: { email: 'nino.beridze@example.com', password: 'c0rrect-H0rse-battery' },
  readOnlyAdmin: { email: 'tamar.lomidze@example.com', password: 'read-Only-2026' },
  endUser: { email: 'luka.maisuradze@example.com', password: 'Batumi-Sea-2026' },
};
/** The project's keys on the mock: fixed, so that examples and curl lines can name them. */
export const KEYS = { apiKey: 'pk_mock', privateApiKey: 'sk_mock' };
/** The staff the examples' comments and chat messages come from: `[id, email, full name]`. */
export const EXAMPLE_STAFF = [
  ['65f1b9e0d4c3b2a1f0e9d8c7', 'levan.abashidze@example.com', 'Levan Abashidze'],
  ['65e0b7d1a2c3e4f5a6b7c8d9', 'mariam.kvaratskhelia@example.com', 'Mariam Kvaratskhelia'],
] as const;

export const NEW_USER = { phone: null, avatar: null, roles: [], emailVerified: false };

/** The account with `email` (in any case) among `rows`, leaving out the one `except` names. */
export function findByEmail<R extends { _id: string; email: string }>(
  rows: Map<string, R>,
  email: unknown,
  except?: string,
): R | undefined {
  if (typeof email !== 'string') return undefined;
  const wanted = email.toLowerCase();
  return [...rows.values()].find((row) => row._id !== except && row.email.toLowerCase() === wanted);
}

/**
 * Saves an account, created or changed by `save`, unless another has its email; its password is
 * kept apart (Store.passwords), set by either call. Answers `answer(account)`: 201 when created.
 */
export function saveAccount<T extends Account>(
  platform: Platform,
  table: T,
  body: { email?: string; password?: string } | undefined,
  save: () => Row<T>,
  { existing, answer = (account) => account }: { existing?: string; answer?: (account: Row<T>) => unknown } = {},
): MockReply {
  if (findByEmail<{ _id: string; email: string }>(platform.store.table(table), body?.email, existing))
    return fail(409, 'Email already in use', 'EMAIL_TAKEN');
  // The store may refuse either (413); the call runs all or nothing (Store.atomically), so then
  // neither the account nor its password is changed or kept.
  const account = save();
  if (typeof body?.password === 'string') platform.store.setPassword(account._id, body.password);
  return ok(answer(account), existing ? 200 : 201);
}

/** A new end user of a UserCreate or SignUp body, answered as `answer` says (@default the user). */
export const createUser = (
  request: MockRequest<'admin.createUser' | 'enduser.signUp'>,
  platform: Platform,
  answer?: (user: Row<'users'>) => unknown,
) =>
  saveAccount(
    platform,
    'users',
    request.body,
    () => platform.store.insert('users', { ...NEW_USER, ...writable(request, ['password']), ...newRecord() }),
    { answer },
  );

export function signIn<T extends Account>(
  platform: Platform,
  table: T,
  { email, password }: { email: string; password: string },
): Row<T> | undefined {
  const account = findByEmail<Row<T> & { email: string }>(platform.store.table(table), email);
  return account && platform.store.passwords.get(account._id) === password ? account : undefined;
}

/** A login's answer: a new session of `account` (counted like a record, held until a reset), and the account. */
export function openSession<A extends { _id: string }>(platform: Platform, kind: Session['kind'], account: A) {
  const sessionId = sessionToken();
  const session = { kind, id: account._id };
  platform.store.put('sessions', platform.store.sessions, sessionId, session, jsonBytes({ sessionId, ...session }));
  return { sessionId, user: account };
}

/** The admin's permissions map (docs/design.md, decision 4) from their roles: the highest level per pair. */
export function permissionsOf(platform: Platform, admin: Row<'admins'>): Record<string, Record<string, number>> {
  const map: Record<string, Record<string, number>> = {};
  for (const roleId of admin.roles)
    for (const p of platform.store.table('roles').get(roleId)?.permissions ?? []) {
      const actions = map[p.resource] ?? {};
      map[p.resource] = { ...actions, [p.action]: Math.max(actions[p.action] ?? 0, p.level) };
    }
  return map;
}
