// Sign-in on the admin or the end-user surface with the SDK's useSignIn: one login request for a
// wrong password, and its message in words a person reads ("Wrong email or password."). A
// signed-in client goes into PlatformProvider and App shows the console. On the mock platform the
// page offers its demo accounts, so a newcomer can try the full admin, the read-only admin
// (actions turn off) and an end user in one click each.
import { useSignIn } from 'platform-client/react';
import { useState, type FormEvent } from 'react';
import { adminOptions, enduserOptions } from './clients';
import { config, type DemoAccount } from './config';
import { AuthForm, TextField } from './AuthForm';

type Surface = 'admin' | 'enduser';

// The two tabs name people, not APIs; the hint under them says which surface each signs in to,
// since an end user's password under Staff reads "Wrong email or password."
const SURFACES: readonly (readonly [Surface, string, string])[] = [
  ['admin', 'Staff', 'Administrators sign in here (the admin surface).'],
  ['enduser', 'Employee', "The project's people sign in here (the end-user surface)."],
];

/** `notice`: why the person is here again (their session ended), shown above the form. */
export function SignIn({ notice }: { notice?: string }) {
  const [surface, setSurface] = useState<Surface>('admin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const staff = useSignIn('admin', adminOptions);
  const employee = useSignIn('enduser', enduserOptions);
  const [tried, setTried] = useState<Surface>('admin');
  const pending = staff.isPending || employee.isPending;
  // The failure of the last attempt, as the SDK words it; its `cause` is the typed error.
  const error = tried === 'admin' ? staff.error : employee.error;

  async function go(as: Surface, withEmail: string, withPassword: string) {
    setTried(as);
    staff.reset();
    employee.reset();
    await (as === 'admin' ? staff : employee).signIn({ email: withEmail, password: withPassword });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void go(surface, email, password);
  }

  function chooseAccount(account: DemoAccount) {
    setSurface(account.surface);
    setEmail(account.email);
    setPassword(account.password);
    void go(account.surface, account.email, account.password);
  }

  return (
    <AuthForm
      titleId="signin-title"
      title="Sign in"
      onSubmit={submit}
      error={error}
      pending={pending}
      action={['Sign in', 'Signing in…']}
      switchTo={
        <>
          New employee? <a href="#/signup">Create an account</a>
        </>
      }
      aside={config.accounts.length ? <DemoAccounts disabled={pending} onChoose={chooseAccount} /> : null}
    >
      {notice && !error ? (
        <p className="signin-notice" role="status">
          {notice}
        </p>
      ) : null}
      <fieldset className="segmented" aria-label="Sign in as" aria-describedby="signin-surface-hint">
        {SURFACES.map(([value, label]) => (
          <label key={value} className={surface === value ? 'segment segment-on' : 'segment'}>
            <input
              type="radio"
              name="surface"
              value={value}
              checked={surface === value}
              onChange={() => setSurface(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <p id="signin-surface-hint" className="segment-hint">
        {SURFACES.find(([value]) => value === surface)?.[2]}
      </p>
      <TextField label="Email" type="email" autoComplete="username" required value={email} onChange={setEmail} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
    </AuthForm>
  );
}

/** The mock platform's demo accounts, one click each. */
function DemoAccounts({ disabled, onChoose }: { disabled: boolean; onChoose(account: DemoAccount): void }) {
  return (
    <section className="card demo-accounts" aria-labelledby="demo-title">
      <h2 id="demo-title">Mock platform accounts</h2>
      <p className="muted small">The mock's demo accounts. Each shows what its permissions allow.</p>
      <ul>
        {config.accounts.map((account) => (
          <li key={account.email}>
            <button type="button" className="account-choice" disabled={disabled} onClick={() => onChoose(account)}>
              <strong>{account.label}</strong>
              <span className="muted small">{account.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
