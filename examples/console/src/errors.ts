// What to tell a person about an error the SDK threw: the SDK's words for people (describeError
// from platform-client/react: the permission a 403 lacks, the field a 422 names, an unreachable
// platform), with the platform's own text and the request underneath for whoever reports it.
import { ApiError, ConnectionError } from 'platform-client';
import { describeError as wordsForPeople } from 'platform-client/react';

export interface ErrorDescription {
  title: string;
  detail?: string;
}

export function describeError(error: unknown): ErrorDescription {
  const title = wordsForPeople(error);
  if (error instanceof ApiError) {
    const code = error.code ? ` (${error.code})` : '';
    return { title, detail: `${error.status} ${error.message} · ${error.request}${code}` };
  }
  if (error instanceof ConnectionError) {
    return { title, detail: 'Is it running? `npm start` starts the mock platform and this console.' };
  }
  return { title };
}
