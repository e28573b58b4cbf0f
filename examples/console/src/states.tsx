// The loading, empty and error states every screen shows.
import type { ReactNode } from 'react';
import { describeError } from './errors';

export function Loading({ label }: { label: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty">
      <strong>{title}</strong>
      {children ? <p>{children}</p> : null}
    </div>
  );
}

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, detail } = describeError(error);
  return (
    <div className="state state-error" role="alert">
      <div>
        <strong>{title}</strong>
        {detail ? <p>{withCode(detail)}</p> : null}
      </div>
      {onRetry ? (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** Text with `backticked` commands shown as code, not as backticks. */
function withCode(text: string): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence: their place is who they are
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}
