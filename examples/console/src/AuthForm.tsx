// The frame the sign-in and sign-up pages share: the brand and heading over the fields, the last
// attempt's failure in words, the submit button, and the link to the other page.
import type { SignInError, SignUpError } from 'platform-client';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { ErrorNotice } from './states';

interface AuthFormProps {
  /** The heading's id, which names the form. */
  titleId: string;
  title: string;
  onSubmit(event: FormEvent): void;
  /** What the last attempt failed with: its `message` is already in words. */
  error: SignInError | SignUpError | undefined;
  pending: boolean;
  /** The submit button's label, and its label while the request runs. */
  action: readonly [idle: string, pending: string];
  /** The line under the button that leads to the other page. */
  switchTo: ReactNode;
  /** The fields (and anything above them). */
  children: ReactNode;
  /** Beside the form: on sign-in, the mock platform's demo accounts. */
  aside?: ReactNode;
}

export function AuthForm({
  titleId,
  title,
  onSubmit,
  error,
  pending,
  action,
  switchTo,
  children,
  aside,
}: AuthFormProps) {
  return (
    <div className="signin">
      <div className="signin-stack">
        <form className="card signin-card" onSubmit={onSubmit} aria-labelledby={titleId}>
          <div className="brand brand-large">
            <span className="brand-mark" aria-hidden="true">
              P
            </span>
            <span>Platform console</span>
          </div>
          <h1 id={titleId}>{title}</h1>
          {children}
          {error?.reason === 'unreachable' ? (
            // Its cause says how to start the platform (`npm start`), which a newcomer needs here.
            <ErrorNotice error={error.cause} />
          ) : error ? (
            <p className="signin-error" role="alert">
              {error.message}
            </p>
          ) : null}
          <button type="submit" className="button button-primary button-block" disabled={pending}>
            {pending ? action[1] : action[0]}
          </button>
          <p className="signin-switch muted small">{switchTo}</p>
        </form>
        {aside}
      </div>
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** A line under the input (a rule), which describes it. */
  hint?: { id: string; text: string };
};

/** A labelled text input of these forms. */
export function TextField({ label, value, onChange, hint, ...input }: TextFieldProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <input {...input} aria-describedby={hint?.id} value={value} onChange={(e) => onChange(e.target.value)} />
      {hint ? (
        <span id={hint.id} className="muted small">
          {hint.text}
        </span>
      ) : null}
    </label>
  );
}
