// An answer with a status >= 400 becomes the ApiError its call rejects with (docs/design.md,
// decisions 6 and 24): the body is read as the error body whatever `parseAs` says, and the
// credentials the client holds are taken out of it and out of the headers, where a server may
// echo them.
import { errorClassFor, type ApiError, type ErrorBody, type ErrorOptions } from './errors.js';
import { readText } from './read-body.js';
import { parseRedacted, scrub } from './redact.js';
import { reviveTree } from './revive-dates.js';

/**
 * The ApiError (its subclass for the status) of an error answer: the body's `{ message, code?,
 * details? }`, or `{ message }` from the status when the body is not that (an HTML gateway page,
 * plain text, nothing); `details` revived by the spec's rule (free-form data, docs/design.md,
 * decision 10).
 */
export async function readApiError(
  response: Response,
  operation: string,
  where: ErrorOptions,
  secrets: readonly string[],
  maxBytes: number,
  tooLarge: () => Error,
): Promise<ApiError> {
  const { status } = response;
  const text = scrub(await readText(response, maxBytes, tooLarge), secrets);
  let body: ErrorBody | undefined;
  try {
    body = parseRedacted(text, secrets);
  } catch {
    // not JSON: an HTML gateway page, plain text, nothing
  }
  if (typeof body?.message !== 'string') body = { message: scrub(response.statusText, secrets) || `HTTP ${status}` };
  else if (body.details !== undefined) body.details = reviveTree(body.details);
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    headers.append(name, scrub(value, secrets));
  });
  const Err = errorClassFor(status);
  return new Err(status, body, operation, headers, where);
}
