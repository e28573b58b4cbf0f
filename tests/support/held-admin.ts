// An admin client of the mock platform whose requests the test holds and lets through one at a
// time: the mutation tests' one setup (a rollback must not wait for a refetch, a slow answer must
// arrive when the test says). Writes and reads each pass a Gate of their own.
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createAdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

/**
 * The mock platform of the calling test file: started once, back to its seed before each test
 * (before the file's own `beforeEach`, when called first), closed after all. Gives a getter.
 */
export function mockPerFile(): () => MockPlatform {
  let mock: MockPlatform | undefined;
  beforeAll(async () => {
    mock = await startMockPlatform();
  });
  beforeEach(() => mock!.reset());
  afterAll(() => mock?.close());
  return () => mock!;
}

/** Requests held while `closed`, until the test lets each through, in order. */
export class Gate {
  readonly waiting: Array<() => void> = [];
  /** Held requests the platform has answered since. */
  answered = 0;
  constructor(public closed = false) {}
  /** Waits here while the gate is closed; then sends (a held one without the caller's signal: a late answer still comes). */
  async send(request: Request): Promise<Response> {
    if (!this.closed) return fetch(request);
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body && (await request.arrayBuffer()),
    });
    this.answered += 1;
    return response;
  }
  /** Lets the oldest held request through, once there is one. */
  async next(): Promise<void> {
    await waitFor(() => expect(this.waiting.length).toBeGreaterThan(0));
    this.waiting.shift()!();
  }
  /** Opens the gate: every held request goes, and later ones pass. */
  open(): void {
    this.closed = false;
    for (const go of this.waiting.splice(0)) go();
  }
}

/** What the client's requests go through: its writes' gate, its reads' gate, and the log of every request (`METHOD /path`). */
export interface Held {
  writes?: Gate;
  reads?: Gate;
  log?: string[];
}

/** A client of `account` on `mock` (a running one, or MSW's handlers; no retries), its requests through `held`. */
export function heldAdmin(
  mock: Pick<MockPlatform, 'urls' | 'projectId'>,
  account: { email: string; password: string },
  held: Held = {},
) {
  return createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...account,
    maxRetries: 0,
    fetch: (request) => {
      held.log?.push(`${request.method} ${new URL(request.url).pathname}`);
      const gate = request.method === 'GET' ? held.reads : held.writes;
      return gate ? gate.send(request) : fetch(request);
    },
  });
}
