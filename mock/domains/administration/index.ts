// Users, roles, admins, permissions and admin preferences; the next login's token permissions come from the roles.
import { createUser, findByEmail, NEW_USER, saveAccount } from '../../accounts.js';
import { fail, notFound, ok, type Handlers, type Platform } from '../../context.js';
import { newRecord, nowIso } from '../../ids.js';
import { own, type Row } from '../../rows.js';
import { writable } from '../../writable.js';
import { noRecord, onId, tableHandlers } from '../../table-handlers.js';

const users = tableHandlers('users');
const roles = tableHandlers('roles');
const admins = tableHandlers('admins');
const permissions = tableHandlers('permissions');

const rolePermission = (add: boolean) =>
  onId('roles')<'admin.addRolePermission' | 'admin.removeRolePermission'>((role, { params }, platform) => {
    const permission = platform.store.table('permissions').get(params.pid);
    if (!permission) return noRecord('permissions', params.pid);
    const kept = role.permissions.filter((p) => p._id !== permission._id);
    return ok(platform.store.update('roles', role, { permissions: add ? [...kept, permission] : kept }));
  });

/** An account's update (UserUpdate, AdminUpdate), its password kept apart, unless another has its email. */
const updateAccount = (table: 'users' | 'admins') =>
  onId(table)<'admin.updateUser' | 'admin.updateAdmin'>((account, request, platform) =>
    saveAccount(
      platform,
      table,
      request.body,
      () => platform.store.update(table, account, writable(request, ['password'])),
      { existing: account._id },
    ),
  );

/** The calling admin's preferences by key: the seed's (no owner) are every admin's until they set their own. */
const preferencesOf = (platform: Platform, admin: Row<'admins'>) =>
  new Map(
    platform.store
      .rows('preferences')
      .filter((row) => row[own]._id === row.key || row[own]._id.startsWith(`${admin._id}:`))
      .map((row) => [row.key, row] as const),
  );

export const handlers: Handlers = {
  'admin.listUsers': users.list,
  'admin.getUser': users.get,
  'admin.deleteUser': users.remove,
  'admin.createUser': createUser,
  'admin.updateUser': updateAccount('users'),

  // A server integration's import: each new email becomes a user (with the password, if given),
  // an email the project has is skipped, as the platform reports them. When the store refuses a
  // user (413), none of this call's are kept (every call runs all or nothing: Store.atomically).
  'private.importUsers': (request, platform) => {
    const userIds: string[] = [];
    let skipped = 0;
    for (const given of request.body.users) {
      if (findByEmail(platform.store.table('users'), given.email)) {
        skipped += 1;
        continue;
      }
      // Only the fields UserImport lists, as the other writes copy them (./writable.ts).
      const { email, firstName, lastName, phone = null, roles = [], emailVerified = false, password } = given;
      const fields = { email, firstName, lastName, phone, roles, emailVerified };
      const user = platform.store.insert('users', { ...NEW_USER, ...fields, ...newRecord() });
      userIds.push(user._id);
      if (typeof password === 'string') platform.store.setPassword(user._id, password);
    }
    return ok({ imported: userIds.length, skipped, userIds, errors: [] });
  },

  'admin.listRoles': roles.list,
  'admin.getRole': roles.get,
  'admin.deleteRole': roles.remove,
  'admin.createRole': (request, platform) => {
    if (platform.store.rows('roles').some((r) => r.name === request.body.name))
      return fail(409, 'Role name already in use', 'NAME_TAKEN');
    return ok(platform.store.insert('roles', { ...writable(request), permissions: [], ...newRecord() }), 201);
  },
  // RoleUpdate: name and description; permissions change through their own calls.
  'admin.updateRole': onId('roles')((role, request, platform) =>
    ok(platform.store.update('roles', role, writable(request))),
  ),
  'admin.addRolePermission': rolePermission(true),
  'admin.removeRolePermission': rolePermission(false),
  'admin.listPermissions': permissions.list,
  'admin.getPermission': permissions.get,

  'admin.listAdmins': admins.list,
  'admin.getAdmin': admins.get,
  'admin.deleteAdmin': admins.remove,
  'admin.createAdmin': (request, platform) =>
    saveAccount(platform, 'admins', request.body, () =>
      platform.store.insert('admins', { roles: [], ...writable(request, ['password']), ...newRecord() }),
    ),
  'admin.updateAdmin': updateAccount('admins'),

  'admin.listAdminPreferences': ({ admin }, platform) => ok([...preferencesOf(platform, admin!).values()]),
  'admin.getAdminPreference': ({ admin, params }, platform) => {
    const preference = preferencesOf(platform, admin!).get(params.key);
    return preference ? ok(preference) : notFound(`no preference with key ${params.key}`);
  },
  'admin.setAdminPreference': ({ admin, params, body }, platform) =>
    ok(
      platform.store.insert('preferences', {
        key: params.key,
        value: body.value,
        updated: nowIso(),
        [own]: { _id: `${admin!._id}:${params.key}` },
      }),
    ),
};
export { seed } from './seed.js';
