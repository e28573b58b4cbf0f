// Logins, sign-up, self and password (docs/design.md, decisions 3, 4 and 21); accounts are saved here and by the
// admin calls (../administration/) one way, through ../../accounts.ts.
import { fail, noContent, ok, type Handlers } from '../../context.js';
import { createUser, openSession, permissionsOf, signIn } from '../../accounts.js';
import { writable } from '../../writable.js';

const badCredentials = () => fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS');

export const handlers: Handlers = {
  'admin.loginAdmin': ({ body }, platform) => {
    const admin = signIn(platform, 'admins', body);
    if (!admin) return badCredentials();
    const { _id, email, fullName } = admin;
    const accessToken = platform.tokens.issue({
      _id,
      email,
      fullName,
      permissions: permissionsOf(platform, admin),
      epoch: platform.store.epoch,
    });
    return ok({ accessToken, user: admin });
  },
  'admin.loginLegacy': ({ body }, platform) => {
    const admin = signIn(platform, 'admins', body);
    return admin ? ok(openSession(platform, 'admin', admin)) : badCredentials();
  },
  'enduser.login': ({ body }, platform) => {
    const user = signIn(platform, 'users', body);
    return user ? ok(openSession(platform, 'user', user)) : badCredentials();
  },
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
