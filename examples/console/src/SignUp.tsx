// Sign-up of a new employee (an end user of the project) with the SDK's useSignUp: one
// POST /auth/signup, and the new account comes back signed in (the provider gets its client, App
// shows the console). A taken email or a field the platform refuses reads in words a person
// understands ("An account with this email already exists."), the typed error kept as its cause.
// The password goes into that one request: it lives in this form's field until then, nowhere else.
import { useSignUp } from 'platform-client/react';
import { useState, type FormEvent } from 'react';
import { enduserOptions } from './clients';
import { ErrorNotice } from './states';

export function SignUp() {
  const { signUp, isPending, error } = useSignUp('enduser', enduserOptions);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const client = await signUp({ firstName, lastName, email, password, ...(phone ? { phone } : {}) });
    // Signed in: the console opens at its start page; the typed password is dropped with the form.
    if (client) window.location.hash = '#/';
  }

  return (
    <div className="signin">
      <div className="signin-stack">
        <form className="card signin-card" onSubmit={(e) => void submit(e)} aria-labelledby="signup-title">
          <div className="brand brand-large">
            <span className="brand-mark" aria-hidden="true">
              P
            </span>
            <span>Platform console</span>
          </div>
          <h1 id="signup-title">Create an employee account</h1>
          <div className="field-row">
            <label className="field">
              <span>First name</span>
              <input
                autoComplete="given-name"
                required
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
              />
            </label>
            <label className="field">
              <span>Last name</span>
              <input
                autoComplete="family-name"
                required
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
              />
            </label>
          </div>
          <label className="field">
            <span>Email</span>
            <input
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label className="field">
            <span>
              Phone <span className="muted small">(optional)</span>
            </span>
            <input
              type="tel"
              autoComplete="tel"
              placeholder="+995 555 123 456"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
          <label className="field">
            <span>Password</span>
            <input
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              aria-describedby="password-rule"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <span id="password-rule" className="muted small">
              At least 8 characters.
            </span>
          </label>
          {error?.reason === 'unreachable' ? (
            // Its cause says how to start the platform (`npm start`), which a newcomer needs here.
            <ErrorNotice error={error.cause} />
          ) : error ? (
            <p className="signin-error" role="alert">
              {error.message}
            </p>
          ) : null}
          <button type="submit" className="button button-primary button-block" disabled={isPending}>
            {isPending ? 'Creating the account…' : 'Create account'}
          </button>
          <p className="signin-switch muted small">
            Have an account? <a href="#/">Sign in</a>
          </p>
        </form>
      </div>
    </div>
  );
}
