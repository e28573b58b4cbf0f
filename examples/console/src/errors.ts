// What to tell a person about an error the SDK threw.
import { ApiError, ConnectionError, TimeoutError, isPlatformError } from 'platform-client';

export interface ErrorDescription {
  title: string;
  detail?: string;
}

export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) {
    const code = error.code ? ` (${error.code})` : '';
    return { title: `${error.status}: ${error.message}`, detail: `${error.request}${code}` };
  }
  if (error instanceof ConnectionError) {
    return {
      title: 'Cannot reach the platform',
      detail: 'Is it running? `npm start` starts the mock platform and this console.',
    };
  }
  if (error instanceof TimeoutError) return { title: 'The platform did not answer in time', detail: error.message };
  if (isPlatformError(error) || error instanceof Error) return { title: error.message };
  return { title: 'Something went wrong', detail: String(error) };
}
