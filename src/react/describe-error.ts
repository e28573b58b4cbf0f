// The words a person reads for an error a hook (or a fetcher, or a factory) raised. The error keeps
// the platform's own text and its typed fields; this is the sentence a screen shows. Here, not in
// the core transport: clients that never show an error to a person pay no bytes for the wording.
// Errors are told apart by `name` and `status`, which hold across copies of the package.
import { invalid } from '../core/validation-words.js';
import { permissions } from '../../generated/react/admin/permissions.js';

type Described = { name?: unknown; message?: unknown; status?: unknown; request?: unknown; body?: unknown };

const BY_NAME: Record<string, string> = {
  ConnectionError: 'The platform could not be reached. Check the connection and try again.',
  TimeoutError: 'The platform did not answer in time. Try again.',
  AbortError: 'The request was cancelled.',
  SessionExpiredError: 'Your session has ended. Sign in again.',
  ResponseParseError: "The platform's answer could not be read. Try again later.",
  ResponseValidationError: "The platform's answer was not what this app expects. Try again later.",
  ResponseTooLargeError: "The platform's answer was too large to read.",
  RedirectError: 'The platform sent the request elsewhere, and it was not followed.',
  ChatAuthError: 'The chat refused the session. Sign in again.',
  ChatConnectTimeoutError: 'The chat could not be reached. Check the connection and try again.',
  ChatStateError: 'The chat is not connected: the message was not sent.',
};

const BY_STATUS: Record<number, string> = {
  401: 'Your session has ended. Sign in again.',
  404: 'Not found: it may have been deleted.',
  413: 'That is too large to send.',
  429: 'Too many requests. Wait a moment, then try again.',
};

/** A 403's text: what the role lacks, from the operation's `x-permission` when the contract names one. */
function forbidden(request: unknown): string {
  const needed = typeof request === 'string' ? permissions[request] : undefined;
  if (!needed) return 'Your role does not allow this.';
  const [resource, action, verb] = needed.split(' ');
  return `Your role does not allow this: it needs “${action}” on “${resource}” at the ${verb} level.`;
}

/**
 * A sentence for people about `error`, whatever raised it: a hook's `error`, a fetcher's
 * rejection, a factory's. A 403 names the permission the role lacks (the operation's
 * `x-permission`), a 422 the field in words ("Title cannot be empty."), a network failure says
 * the platform could not be reached, a 409 on sign-up that the account exists. The error itself
 * keeps the platform's text (`message`) and its typed fields. SignInError and SignUpError are
 * already worded: their `message`.
 */
export function describeError(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Described;
  const name = typeof e.name === 'string' ? e.name : '';
  const text = typeof e.message === 'string' ? e.message : '';
  if (name === 'SignInError' || name === 'SignUpError') return text;
  if (typeof e.status === 'number') {
    const { status } = e;
    if (status === 403) return forbidden(e.request);
    if (status === 409)
      return e.request === 'POST /auth/signup'
        ? 'An account with this email already exists.'
        : `This clashes with something that already exists${text ? `: ${text}` : ''}.`;
    if (status === 422) return invalid(text, (e.body as { details?: unknown } | undefined)?.details);
    if (status >= 500) return 'The platform had a problem. Try again later.';
    return (
      BY_STATUS[status] ?? (text ? `The platform refused the request: ${text}` : 'The platform refused the request.')
    );
  }
  return BY_NAME[name] ?? (text || 'Something went wrong.');
}
