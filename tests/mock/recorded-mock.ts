// A stateful mock for one test file: started before its tests and closed after them, every JSON
// answer recorded for `contractBreaches` (contract-check.ts), and the SDK's clients on it sending
// through the recording fetch.
import { afterAll, beforeAll } from 'vitest';
import {
  createAdminClient,
  createEndUserClient,
  type AdminClient,
  type EndUserClient,
  type EndUserClientOptions,
} from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { recordingFetch, type Answer } from './contract-check.js';

type SignIn = Partial<Pick<EndUserClientOptions, 'sessionId' | 'email' | 'password'>>;

export interface RecordedMock {
  readonly answers: Answer[];
  /** The running mock (set before the file's tests). */
  mock: MockPlatform;
  /** The fetch every client here sends through, recording into `answers`. */
  fetch: typeof fetch;
  /** The seeded full admin, signed in; no retries, so a refusal shows at once. */
  staff(): Promise<AdminClient>;
  /** An end user: the seeded one, or the session or account given. */
  endUser(signIn?: SignIn): Promise<EndUserClient>;
}

export function useRecordedMock(): RecordedMock {
  const answers: Answer[] = [];
  const at: RecordedMock = {
    answers,
    mock: undefined as unknown as MockPlatform,
    fetch: undefined as unknown as typeof fetch,
    staff: () =>
      createAdminClient({
        baseUrl: at.mock.urls.admin,
        projectId: at.mock.projectId,
        ...at.mock.credentials.admin,
        fetch: at.fetch,
        maxRetries: 0,
      }),
    endUser: (signIn: SignIn = at.mock.credentials.endUser) =>
      createEndUserClient({
        baseUrl: at.mock.urls.enduser,
        apiKey: at.mock.credentials.apiKey,
        ...signIn,
        fetch: at.fetch,
      }),
  };
  beforeAll(async () => {
    at.mock = await startMockPlatform();
    at.fetch = recordingFetch(answers, at.mock.urls);
  });
  afterAll(async () => {
    await at.mock?.close();
  });
  return at;
}
