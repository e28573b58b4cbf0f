// Always the three `credentials` accounts (docs/design.md, decision 21: the full admin's role grants Admin on
// everything, the read-only admin's Read), the examples' staff and the permission catalogue; `demo` adds the
// examples' roles, admins, users and preferences, and 24 drawn users.
import { ACCOUNTS, EXAMPLE_STAFF } from '../../accounts.js';
import type { Seeding } from '../../context.js';
import { demoKit } from '../../demo.js';
import type { SeedRow, Shown } from '../../rows.js';

const OWNER_ROLE_ID = '6602b1c3d4e5f60718293a51';
const VIEWER_ROLE_ID = '6602b1c3d4e5f60718293a52';
const READ_ONLY_ADMIN_ID = '65f1c0a2e4b0a1b2c3d4e603';
const created = '2025-11-03T08:10:27.845Z';

/** A role of one permission on everything, at `level`. */
const everything = (_id: string, name: string, permissionId: string, level: 1 | 9): SeedRow<'roles'> => ({
  _id,
  name,
  permissions: [{ _id: permissionId, resource: '*', action: '*', level }],
  created,
  updated: created,
});

export function seed(seeding: Seeding): void {
  const { preset, rows, fill, store } = seeding;
  const demo = preset === 'demo';
  fill('roles', [
    ...(demo ? rows('roles', 'RolePage', 'Role') : []),
    everything(OWNER_ROLE_ID, 'Owner', '6602b1c3d4e5f60718293b51', 9),
    everything(VIEWER_ROLE_ID, 'Viewer', '6602b1c3d4e5f60718293b52', 1),
  ]);
  fill('permissions', rows('permissions', 'PermissionPage', 'Permission'));
  const admins = rows('admins', 'AdminPage', 'Admin').filter((admin) => demo || admin.email === ACCOUNTS.admin.email);
  for (const admin of admins) if (admin.email === ACCOUNTS.admin.email) admin.roles = [OWNER_ROLE_ID];
  // The read-only admin, and the staff the examples' comments and chat messages come from: admins
  // too, so that a console can name them (they have no password: nobody signs in as them).
  for (const [_id, email, fullName] of [
    [READ_ONLY_ADMIN_ID, ACCOUNTS.readOnlyAdmin.email, 'Tamar Lomidze'],
    ...EXAMPLE_STAFF,
  ])
    admins.push({ _id, email, fullName, roles: [VIEWER_ROLE_ID], created, updated: created });
  fill('admins', admins);
  const users = rows('users', 'UserPage', 'User').filter((user) => demo || user.email === ACCOUNTS.endUser.email);
  fill('users', users);
  for (const { email, password } of Object.values(ACCOUNTS))
    store.passwords.set([...admins, ...users].find((account) => account.email === email)!._id, password);
  seeding.shared.endUserId = users.find((user) => user.email === ACCOUNTS.endUser.email)!._id;
  if (!demo) return;

  fill(
    'preferences',
    seeding.example<Shown<'preferences'>[]>('AdminPreferenceList').map((p) => ({ ...p, _id: p.key })),
  );
  const { f, id, before, after, iso } = demoKit(seeding);
  seeding.shared.users = Array.from({ length: 24 }, () => {
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const joined = before(400);
    return {
      _id: id(),
      email: f.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      firstName,
      lastName,
      phone: f.helpers.maybe(() => `+9955${f.string.numeric(8)}`, { probability: 0.6 }) ?? null,
      avatar: null,
      roles: [],
      emailVerified: f.datatype.boolean(0.7),
      created: iso(joined),
      updated: iso(after(joined, 60)),
    };
  });
  fill('users', seeding.shared.users);
}
