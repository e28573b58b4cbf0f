// Users, roles, admins, permissions and admin preferences: create, list, read, update, delete.
// Roles and the admins' role lists are what the next login's token permissions come from.
import { fail, notFound, ok, type Handler, type Handlers, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import { view, type Row } from '../store.js';
import { writable } from '../writable.js';
import { findByEmail, publicAccount } from './auth.js';
import { tableHandlers } from './table-handlers.js';

const emailTaken = () => fail(409, 'Email already in use', 'EMAIL_TAKEN');


/**
 * create and update of an account table: the email unique in any case, the password kept apart
 * (Store.passwords) and set by either call, the rest copied as the request schema lists it.
 * `fresh` gives a new account's defaults.
 */
function accounts(table: 'users' | 'admins', fresh: () => Record<string, unknown>): { create: Handler; update: Handler } {
  return {
    create: (request, platform) => {
      const { body } = request;
      if (findByEmail(platform.store.table(table), body.email)) return emailTaken();
      const now = nowIso();
      const account = platform.store.insert(table, { ...fresh(), ...writable(request, platform, ['password']), _id: objectId(), created: now, updated: now });
      platform.store.passwords.set(account._id, body.password);
      return ok(publicAccount(account), 201);
    },
    update: (request, platform) => {
      const { params, body } = request;
      const account = platform.store.table(table).get(params.id!);
      if (!account) return notFound();
      if (findByEmail(platform.store.table(table), body.email, account._id)) return emailTaken();
      if (typeof body.password === 'string') platform.store.passwords.set(account._id, body.password);
      Object.assign(account, writable(request, platform, ['password']), { updated: nowIso() });
      return ok(publicAccount(account));
    },
  };
}

const users = { ...tableHandlers('users'), ...accounts('users', () => ({ phone: null, avatar: null, roles: [], emailVerified: false })) };
const roles = tableHandlers('roles');
const admins = { ...tableHandlers('admins'), ...accounts('admins', () => ({ roles: [] })) };
const permissions = tableHandlers('permissions');

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

  // A server integration's import: each new email becomes a user (with the password, if given),
  // an email the project has is skipped, as the platform reports them.
  'private.importUsers': ({ body }, platform) => {
    const table = platform.store.table('users');
    const userIds: string[] = [];
    let skipped = 0;
    for (const given of body.users as Array<Record<string, any>>) {
      if (findByEmail(table, given.email)) {
        skipped += 1;
        continue;
      }
      const now = nowIso();
      const { password, ...fields } = given;
      const user = platform.store.insert('users', { phone: null, avatar: null, roles: [], emailVerified: false, ...fields, _id: objectId(), created: now, updated: now });
      if (typeof password === 'string') platform.store.passwords.set(user._id, password);
      userIds.push(user._id);
    }
    return ok({ imported: userIds.length, skipped, userIds, errors: [] });
  },

  'admin.listRoles': roles.list,
  'admin.getRole': roles.get,
  'admin.deleteRole': roles.remove,
  'admin.createRole': (request, platform) => {
    if (platform.store.rows('roles').some((r) => r.name === request.body.name)) return fail(409, 'Role name already in use', 'NAME_TAKEN');
    const now = nowIso();
    return ok(platform.store.insert('roles', { ...writable(request, platform), _id: objectId(), permissions: [], created: now, updated: now }), 201);
  },
  // RoleUpdate: name and description; permissions change through their own calls.
  'admin.updateRole': (request, platform) => {
    const role = platform.store.table('roles').get(request.params.id!);
    if (!role) return notFound();
    Object.assign(role, writable(request, platform), { updated: nowIso() });
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
const publicPreference = (row: Row) => view('preferences', row);
