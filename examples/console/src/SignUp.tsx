// Sign-up of a new employee (an end user of the project) with the SDK's useSignUp: one
// POST /auth/signup, and the new account comes back signed in (the provider gets its client, App
// shows the console). A taken email or a field the platform refuses reads in words a person
// understands ("An account with this email already exists."), the typed error kept as its cause.
// The password goes into that one request: it lives in this form's field until then, nowhere else.
import { useSignUp } from 'platform-client/react';
import { useState, type FormEvent } from 'react';
import { enduserOptions } from './clients';
import { AuthForm, TextField } from './AuthForm';

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
    <AuthForm
      titleId="signup-title"
      title="Create an employee account"
      onSubmit={(e) => void submit(e)}
      error={error}
      pending={isPending}
      action={['Create account', 'Creating the account…']}
      switchTo={
        <>
          Have an account? <a href="#/">Sign in</a>
        </>
      }
    >
      <div className="field-row">
        <TextField label="First name" autoComplete="given-name" required value={firstName} onChange={setFirstName} />
        <TextField label="Last name" autoComplete="family-name" required value={lastName} onChange={setLastName} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <TextField
        label={
          <>
            Phone <span className="muted small">(optional)</span>
          </>
        }
        type="tel"
        autoComplete="tel"
        placeholder="+995 555 123 456"
        value={phone}
        onChange={setPhone}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={{ id: 'password-rule', text: 'At least 8 characters.' }}
        value={password}
        onChange={setPassword}
      />
    </AuthForm>
  );
}
