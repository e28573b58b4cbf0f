// Type tests: usePlatformClient gives each surface's full client (docs/guide.md, "Sign-in and
// sign-out"), and the end-user client's `self` is there when the factory knows it. Checked by tsc.
import { expectTypeOf } from 'vitest';
import {
  createEndUserClient,
  signUpEndUser,
  type SignUpError,
  type AdminClient,
  type AdminSelf,
  type AdminSession,
  type EndUser,
  type EndUserClient,
  type PublicClient,
  type SignInError,
} from '../../src/index.js';
import { usePlatformClient, useSelf, useSignIn, useSignUp, type SessionClientOptions } from '../../src/react/index.js';

export function Screens() {
  const admin = usePlatformClient('admin');
  expectTypeOf(admin.self).toEqualTypeOf<AdminSelf>();
  expectTypeOf(admin.session).toEqualTypeOf<AdminSession | null>();
  expectTypeOf(admin.can('request-action', 'update', 'Write')).toEqualTypeOf<boolean>();
  expectTypeOf(admin).toMatchTypeOf<AdminClient<true>>();
  // With a projectId: calls leave it out.
  void admin.GET('/request-action', {});
  expectTypeOf(usePlatformClient('public')).toMatchTypeOf<PublicClient>();
  const user = usePlatformClient('enduser');
  expectTypeOf(user.self).toEqualTypeOf<EndUser | undefined>();
  // Who is signed in, typed present (it throws rather than give undefined).
  expectTypeOf(useSelf('enduser')).toEqualTypeOf<EndUser>();
  expectTypeOf(useSelf('admin')).toEqualTypeOf<AdminSelf>();
  // @ts-expect-error the public surface has no account
  useSelf('public');
  expectTypeOf(usePlatformClient('admin', { optional: true })).toMatchTypeOf<AdminClient | undefined>();

  const signIn = useSignIn('admin', { baseUrl: 'https://api.example.ge', projectId: 'p' });
  expectTypeOf(signIn.error).toEqualTypeOf<SignInError | undefined>();
  expectTypeOf(signIn.signIn({ email: 'a@b.ge', password: 'pw' })).resolves.toMatchTypeOf<AdminClient | undefined>();
  // @ts-expect-error the admin's hooks fill in projectId: the options must give one
  const noProject: SessionClientOptions['admin'] = { baseUrl: 'https://api.example.ge' };
  const withPassword: SessionClientOptions['admin'] = {
    baseUrl: 'https://api.example.ge',
    projectId: 'p',
    // @ts-expect-error credentials are the form's, never the options'
    password: 'x',
  };
  return [noProject, withPassword];
}

export async function endUserSelf() {
  const signedIn = await createEndUserClient({
    baseUrl: 'https://api.example.ge',
    apiKey: 'pk',
    email: 'a@b.ge',
    password: 'pw',
  });
  expectTypeOf(signedIn.self).toEqualTypeOf<EndUser>();
  // A stored entry may hold no user (a given sessionId saved it): the restore sends nothing (issue 41, item 7).
  const restored = await createEndUserClient({ baseUrl: 'https://api.example.ge', apiKey: 'pk' });
  expectTypeOf(restored.self).toEqualTypeOf<EndUser | undefined>();
  const handed = await createEndUserClient({ baseUrl: 'https://api.example.ge', apiKey: 'pk', sessionId: 's' });
  expectTypeOf(handed.self).toEqualTypeOf<EndUser | undefined>();
  expectTypeOf(handed).toMatchTypeOf<EndUserClient<boolean>>();
  expectTypeOf(await handed.loadSelf()).toEqualTypeOf<EndUser>();
}

export async function signedUpSelf() {
  const details = { email: 'a@b.ge', password: 'long-enough', firstName: 'Ana', lastName: 'Beridze' };
  const signedUp = await signUpEndUser({ baseUrl: 'https://api.example.ge', apiKey: 'pk', ...details });
  expectTypeOf(signedUp.self).toEqualTypeOf<EndUser>();
  expectTypeOf(signedUp).toEqualTypeOf<EndUserClient>();
  // @ts-expect-error the contract's SignUp needs lastName
  await signUpEndUser({
    baseUrl: 'https://api.example.ge',
    apiKey: 'pk',
    email: 'a@b.ge',
    password: 'pw',
    firstName: 'A',
  });
  // @ts-expect-error a sign-up opens its own session: no sessionId
  await signUpEndUser({ baseUrl: 'https://api.example.ge', apiKey: 'pk', ...details, sessionId: 's' });
  await signUpEndUser({ baseUrl: 'https://api.example.ge', apiKey: 'pk', ...details, phone: '+995555000000' });
}

export function SignUpForm() {
  const signUp = useSignUp('enduser', { baseUrl: 'https://api.example.ge', apiKey: 'pk' });
  expectTypeOf(signUp.error).toEqualTypeOf<SignUpError | undefined>();
  expectTypeOf(signUp.isPending).toEqualTypeOf<boolean>();
  expectTypeOf(
    signUp.signUp({ email: 'a@b.ge', password: 'long-enough', firstName: 'Ana', lastName: 'Beridze' }),
  ).resolves.toEqualTypeOf<EndUserClient | undefined>();
  // @ts-expect-error a sign-up form gives the names too
  void signUp.signUp({ email: 'a@b.ge', password: 'long-enough' });
  // @ts-expect-error only end users sign up
  useSignUp('admin', { baseUrl: 'https://api.example.ge', projectId: 'p' });
  return null;
}
