// Logins, sign-up, self and password (docs/design.md, decisions 3, 4 and 21): both admin logins with the same
// credentials, a token whose permissions are those of the admin's roles at login time, end-user
// sessions. Wrong credentials answer 401.
import { fail, noContent, ok, type Handlers, type Platform } from '../context.js';
import { nowIso, objectId, sessionToken } from '../ids.js';
import { view, type Row } from '../rows.js';
import { writable } from '../writable.js';

const badCredentials = () => fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS');

/** The account with `email` (in any case) among `rows`, leaving out the one `except` names. */
export function findByEmail<R extends { _id: string; email: string }>(rows: Map<string, R>, email: unknown, except?: string): R | undefined {
  if (typeof email !== 'string') return undefined;
  const wanted = email.toLowerCase();
  return [...rows.values()].find((row) => row._id !== except && row.email.toLowerCase() === wanted);
}

function checkAdmin(platform: Platform, body: { email: string; password: string }): Row<'admins'> | undefined {
  const admin = findByEmail(platform.store.table('admins'), body.email);
  return admin && platform.store.passwords.get(admin._id) === body.password ? admin : undefined;
}

/** The admin's permissions map (docs/design.md, decision 4) from their roles: the highest level per pair. */
export function permissionsOf(platform: Platform, admin: Row<'admins'>): Record<string, Record<string, number>> {
  const map: Record<string, Record<string, number>> = {};
  for (const roleId of admin.roles ?? []) {
    const role = platform.store.table('roles').get(roleId);
    for (const p of role?.permissions ?? []) {
      const actions = (map[p.resource] ??= {});
      actions[p.action] = Math.max(actions[p.action] ?? 0, Number(p.level));
    }
  }
  return map;
}

export const authHandlers: Handlers = {
  'admin.loginAdmin': ({ body }, platform) => {
    const admin = checkAdmin(platform, body);
    if (!admin) return badCredentials();
    const accessToken = platform.tokens.issue({
      _id: admin._id,
      email: admin.email,
      fullName: admin.fullName,
      permissions: permissionsOf(platform, admin),
      epoch: platform.store.epoch,
    });
    return ok({ accessToken, user: view('admins', admin) });
  },
  'admin.loginLegacy': ({ body }, platform) => {
    const admin = checkAdmin(platform, body);
    if (!admin) return badCredentials();
    const sessionId = sessionToken();
    platform.store.sessions.set(sessionId, { kind: 'admin', id: admin._id });
    return ok({ sessionId, user: view('admins', admin) });
  },
  'enduser.login': ({ body }, platform) => {
    const user = findByEmail(platform.store.table('users'), body.email);
    if (!user || platform.store.passwords.get(user._id) !== body.password) return badCredentials();
    const sessionId = sessionToken();
    platform.store.sessions.set(sessionId, { kind: 'user', id: user._id });
    return ok({ sessionId, user: view('users', user) });
  },
  'enduser.signUp': ({ body }, platform) => {
    const { store } = platform;
    if (findByEmail(store.table('users'), body.email)) return fail(409, 'Email already in use', 'EMAIL_TAKEN');
    const now = nowIso();
    const user = store.insert('users', {
      _id: objectId(),
      email: body.email,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      phone: body.phone ?? null,
      avatar: null,
      roles: [],
      emailVerified: false,
      created: now,
      updated: now,
    });
    store.passwords.set(user._id, body.password);
    const sessionId = sessionToken();
    store.sessions.set(sessionId, { kind: 'user', id: user._id });
    return ok({ sessionId, user: view('users', user) }, 201);
  },
  'enduser.getSelf': ({ user }) => ok(view('users', user!)),
  // SelfUpdate: names, phone and avatar; email, roles and password change elsewhere.
  'enduser.updateSelf': (request, platform) => {
    Object.assign(request.user!, writable(request, platform), { updated: nowIso() });
    return ok(view('users', request.user!));
  },
  'enduser.updatePassword': ({ user, body }, platform) => {
    if (platform.store.passwords.get(user!._id) !== body.oldPassword) return fail(401, 'Invalid password', 'INVALID_CREDENTIALS');
    platform.store.passwords.set(user!._id, body.newPassword);
    return noContent();
  },
};
