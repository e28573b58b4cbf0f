// Users, roles, admins, permissions and admin preferences: create, list, read, update, delete.
// Roles and the admins' role lists are what the next login's token permissions come from.
import { defined, fail, noContent, notFound, ok, page, type Handler, type Handlers, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import type { Row, Table } from '../store.js';

const emailTaken = () => fail(409, 'Email already in use', 'EMAIL_TAKEN');
const sameEmail = (platform: Platform, table: Table, email: unknown, except?: string) =>
  typeof email === 'string' && [...platform.store.table(table).values()].some((r) => r._id !== except && String(r.email).toLowerCase() === email.toLowerCase());

/** list, get and delete of a table by `_id`. */
function basics(table: Table): { list: Handler; get: Handler; remove: Handler } {
  return {
    list: ({ query }, platform) => ok(page([...platform.store.table(table).values()], query)),
    get: ({ params }, platform) => {
      const row = platform.store.table(table).get(params.id!);
      return row ? ok(row) : notFound();
    },
    remove: ({ params }, platform) => (platform.store.table(table).delete(params.id!) ? noContent() : notFound()),
  };
}

/** A stored account without its password, which lives apart (Store.passwords). */
function withoutPassword(body: Record<string, unknown>): Row {
  const { password: _password, ...rest } = body;
  return rest as Row;
}

/**
 * create and update of an account table: the email unique in any case, the password kept apart.
 * `fresh` gives a new account's defaults; `passwordOnUpdate` says whether an update may change it.
 */
function accounts(table: 'users' | 'admins', fresh: () => Record<string, unknown>, { passwordOnUpdate }: { passwordOnUpdate: boolean }): { create: Handler; update: Handler } {
  return {
    create: ({ body }, platform) => {
      if (sameEmail(platform, table, body.email)) return emailTaken();
      const now = nowIso();
      const account = platform.store.insert(table, { ...fresh(), ...withoutPassword(body), _id: objectId(), created: now, updated: now });
      platform.store.passwords.set(account._id, body.password);
      return ok(account, 201);
    },
    update: ({ params, body }, platform) => {
      const account = platform.store.table(table).get(params.id!);
      if (!account) return notFound();
      if (sameEmail(platform, table, body.email, account._id)) return emailTaken();
      if (passwordOnUpdate && typeof body.password === 'string') platform.store.passwords.set(account._id, body.password);
      Object.assign(account, defined(withoutPassword(body)), { updated: nowIso() });
      return ok(account);
    },
  };
}

const users = { ...basics('users'), ...accounts('users', () => ({ phone: null, avatar: null, roles: [], emailVerified: false }), { passwordOnUpdate: false }) };
const roles = basics('roles');
const admins = { ...basics('admins'), ...accounts('admins', () => ({ roles: [] }), { passwordOnUpdate: true }) };
const permissions = basics('permissions');

function rolePermission(add: boolean): Handler {
  return ({ params }, platform) => {
    const role = platform.store.table('roles').get(params.id!);
    const permission = platform.store.table('permissions').get(params.pid!);
    if (!role || !permission) return notFound();
    role.permissions = role.permissions.filter((p: Row) => p._id !== permission._id);
    if (add) role.permissions.push(permission);
    role.updated = nowIso();
    return ok(role);
  };
}

export const administrationHandlers: Handlers = {
  'admin.listUsers': users.list,
  'admin.getUser': users.get,
  'admin.deleteUser': users.remove,
  'admin.createUser': users.create,
  'admin.updateUser': users.update,

  'admin.listRoles': roles.list,
  'admin.getRole': roles.get,
  'admin.deleteRole': roles.remove,
  'admin.createRole': ({ body }, platform) => {
    if ([...platform.store.table('roles').values()].some((r) => r.name === body.name)) return fail(409, 'Role name already in use', 'NAME_TAKEN');
    const now = nowIso();
    return ok(platform.store.insert('roles', { ...body, _id: objectId(), permissions: [], created: now, updated: now }), 201);
  },
  'admin.updateRole': ({ params, body }, platform) => {
    const role = platform.store.table('roles').get(params.id!);
    if (!role) return notFound();
    Object.assign(role, defined(body), { updated: nowIso() });
    return ok(role);
  },
  'admin.addRolePermission': rolePermission(true),
  'admin.removeRolePermission': rolePermission(false),
  'admin.listPermissions': permissions.list,
  'admin.getPermission': permissions.get,

  'admin.listAdmins': admins.list,
  'admin.getAdmin': admins.get,
  'admin.deleteAdmin': admins.remove,
  'admin.createAdmin': admins.create,
  'admin.updateAdmin': admins.update,

  // Preferences belong to the admin making the call; the key is their id in the table.
  'admin.listAdminPreferences': ({ admin }, platform) => ok([...preferencesOf(platform, admin!).values()].map(publicPreference)),
  'admin.getAdminPreference': ({ admin, params }, platform) => {
    const preference = preferencesOf(platform, admin!).get(params.key!);
    return preference ? ok(publicPreference(preference)) : notFound();
  },
  'admin.setAdminPreference': ({ admin, params, body }, platform) => {
    const preference = { _id: `${admin!._id}:${params.key}`, key: params.key, value: body.value, updated: nowIso() };
    platform.store.insert('preferences', preference);
    return ok(publicPreference(preference));
  },
};

/** The seed's preferences (no owner) are every admin's until they set their own. */
function preferencesOf(platform: Platform, admin: Row): Map<string, Row> {
  const mine = new Map<string, Row>();
  for (const row of platform.store.table('preferences').values()) {
    if (row._id === row.key || row._id.startsWith(`${admin._id}:`)) mine.set(row.key, row);
  }
  return mine;
}
const publicPreference = ({ _id: _ignored, ...rest }: Row) => rest;
