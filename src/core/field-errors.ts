// `fieldErrors(error)`: a validation answer's messages by request field, for a form (react-hook-form's
// `setError`, React's `useActionState`). The 422 body's `details.fields` names each field and its
// message (docs/design.md, decision 26). Not imported by the clients.
import { invalid } from './validation-words.js';

/** The fields an error's union gives messages for: its 422's request body fields, or any when the union is not known. */
export type FieldErrorsOf<E> = unknown extends E
  ? { readonly [field: string]: string | undefined }
  : [E extends { readonly '~fields'?: infer F } ? (unknown extends F ? never : NonNullable<F>) : never] extends [
        infer F,
      ]
    ? [F] extends [never]
      ? Record<never, never>
      : F
    : never;

/**
 * The messages of a validation answer (422) by request field, in words a person reads ("Title
 * cannot be empty."), as `describeError` words them; `{}` for any other error. Keys are the
 * fields as the platform names them (`title`, `items.0.unitPrice`: react-hook-form's paths);
 * typed from an operation's error union (`fieldErrors(error).title` on `UpdateRequestActionError`).
 */
export function fieldErrors<E>(error: E): FieldErrorsOf<E> {
  const e = (error ?? {}) as { status?: unknown; message?: unknown; body?: { details?: unknown } };
  if (e.status !== 422) return {} as FieldErrorsOf<E>;
  const details = (e.body?.details ?? {}) as { field?: unknown; fields?: unknown };
  const named =
    details.fields && typeof details.fields === 'object'
      ? Object.entries(details.fields)
      : typeof details.field === 'string'
        ? [[details.field, undefined]]
        : [];
  return Object.fromEntries(
    named.map(([field, said]) => [
      field,
      // A message of its own reads as "<field> <rule>"; without one, the answer's message says it.
      invalid(typeof said === 'string' ? `${field} ${said}` : String(e.message ?? ''), { field }),
    ]),
  ) as FieldErrorsOf<E>;
}
