// Admin sign-in: createAdminClient with email and password (both logins), then the console.
import { useState, type FormEvent } from 'react';
import { signIn, type ConsoleClients } from './clients';
import { config } from './config';
import { ErrorNotice } from './states';

export function SignIn({ onSignedIn }: { onSignedIn(clients: ConsoleClients): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      onSignedIn(await signIn(email, password));
    } catch (failure) {
      setError(failure);
      setPending(false);
    }
  }

  return (
    <div className="signin">
      <form className="card signin-card" onSubmit={submit} aria-labelledby="signin-title">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden="true">P</span>
          <span>Platform console</span>
        </div>
        <h1 id="signin-title">Sign in</h1>
        <p className="muted">Back-office access for project {config.projectId}.</p>
        <label className="field">
          <span>Email</span>
          <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>Password</span>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error ? <ErrorNotice error={error} /> : null}
        <button type="submit" className="button button-primary button-block" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="hint">Against the mock platform any email and password work.</p>
      </form>
    </div>
  );
}
