// The 422 a call that fails the contract's validation is answered with, built in one place.
import type { ErrorObject } from 'ajv';
import { fail, type MockReply } from './context.js';

type Ajv422 = Partial<ErrorObject>;

/** `/requestBody/title` or `/query/page` (+ a missing property) as the field a person would name. */
function fieldOf(error: Ajv422): string {
  const [where, ...rest] = (error.instancePath ?? '').split('/').filter(Boolean);
  const extra = error.params?.missingProperty ?? error.params?.additionalProperty;
  if (extra) rest.push(extra);
  if (rest.length === 0) return where === 'requestBody' ? 'body' : (where ?? 'request');
  return rest.join('.');
}

/** The 422 body for the validator's `errors`: the first failing field named, each field's message, every error listed. */
export function validationFailure(errors: unknown[]): MockReply {
  const first = errors[0] as Ajv422 | undefined;
  const field = first ? fieldOf(first) : 'request';
  // Each field that failed and its message, the first message of a field kept (the contract's ValidationError).
  const fields: Record<string, string> = Object.create(null);
  for (const error of errors as Ajv422[]) fields[fieldOf(error)] ??= error.message ?? 'is invalid';
  return fail(422, `Validation failed: ${field} ${first?.message ?? 'is invalid'}`, 'VALIDATION_FAILED', {
    field,
    fields,
    errors,
  });
}
