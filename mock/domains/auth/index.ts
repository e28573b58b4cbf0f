// Logins, sign-up, self and password (docs/design.md, decisions 3, 4 and 21); accounts are saved here and by the
// admin calls (../administration/) one way, through ../../accounts.ts.
import { fail, noContent, ok, type Handlers, type Platform } from '../../context.js';
import { createUser, openSession, permissionsOf, signIn } from '../../accounts.js';
import type { Row } from '../../rows.js';
import { writable } from '../../writable.js';

/** A login: `answer` for the account of `table` the credentials name, else 401. */
const login =
  <T extends 'admins' | 'users'>(table: T, answer: (account: Row<T>, platform: Platform) => unknown) =>
  ({ body }: { body: { email: string; password: string } }, platform: Platform) => {
    const account = signIn(platform, table, body);
    return account ? ok(answer(account, platform)) : fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
  };

export const handlers: Handlers = {
  'admin.loginAdmin': login('admins', (admin, platform) => {
    const { _id, email, fullName } = admin;
    const permissions = permissionsOf(platform, admin);
    return {
      accessToken: platform.tokens.issue({ _id, email, fullName, permissions, epoch: platform.store.epoch }),
      user: admin,
    };
  }),
  'admin.loginLegacy': login('admins', (admin, platform) => openSession(platform, 'admin', admin)),
  'enduser.login': login('users', (user, platform) => openSession(platform, 'user', user)),
  'enduser.signUp': (request, platform) => createUser(request, platform, (user) => openSession(platform, 'user', user)),
  'enduser.getSelf': ({ user }) => ok(user!),
  // SelfUpdate: names, phone and avatar; email, roles and password change elsewhere.
  'enduser.updateSelf': (request, platform) => ok(platform.store.update('users', request.user!, writable(request))),
  'enduser.updatePassword': ({ user, body }, platform) => {
    if (platform.store.passwords.get(user!._id) !== body.oldPassword)
      return fail(401, 'Invalid password', 'INVALID_CREDENTIALS');
    platform.store.setPassword(user!._id, body.newPassword);
    return noContent();
  },
};
