// Every error the SDK raises is a class of src/core/errors.ts, and for each of them (a call's own
// bad input too) `isPlatformError(e)` and `e instanceof PlatformError` agree: a `catch` may use
// either. Subclass tests stay exact, and an error of another copy of the package is recognised.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import * as chat from '../../src/chat/index.js';
import * as sdk from '../../src/index.js';
import {
  ApiError,
  ConnectionError,
  PlatformError,
  ResponseValidationError,
  ServerError,
  SignInError,
  createAdminClient,
  createPublicClient,
  isPlatformError,
} from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type ErrorClass = new (...args: never[]) => Error;
const isErrorClass = (value: unknown): value is ErrorClass =>
  typeof value === 'function' && value.prototype instanceof Error;

/** Every error class the entry points export, by name. */
const classes = new Map<string, ErrorClass>(
  ([...Object.entries(sdk), ...Object.entries(chat)] as Array<[string, unknown]>).filter(
    (entry): entry is [string, ErrorClass] => isErrorClass(entry[1]),
  ),
);

/** An instance of each class, made as the transport makes it. */
function make(name: string, Class: ErrorClass): Error {
  const C = Class as unknown as new (...args: unknown[]) => Error;
  if (Class === ApiError || Class.prototype instanceof ApiError)
    return new C(404, { message: 'gone' }, 'GET /x', new Headers(), { method: 'GET', url: 'http://h/x' });
  if (name === 'ResponseValidationError')
    return new C('GET /x', [{ path: ['data', 0, 'created'], message: 'Invalid date' }]);
  return new C('m', { method: 'GET', url: 'http://h/x' });
}

/** What a call throws for its own bad input: a RangeError (timeout 0), nothing sent. */
async function callInputError(): Promise<unknown> {
  const client = createPublicClient({
    baseUrl: 'http://127.0.0.1:9',
    apiKey: 'k'.repeat(16),
    fetch: () => Promise.reject(new Error('sent')),
  });
  return client.GET('/project/self', { timeout: 0 }).catch((error: unknown) => error);
}

describe('the errors', () => {
  it('are every class the entry points export, all of them defined in src/core/errors.ts', () => {
    expect([...classes.keys()].sort()).toEqual(
      [
        'AbortError',
        'ApiError',
        'BadRequestError',
        'ChatAuthError',
        'ChatConnectTimeoutError',
        'ChatStateError',
        'ConflictError',
        'ConnectionError',
        'ForbiddenError',
        'MissingProjectIdError',
        'NotFoundError',
        'PaginationError',
        'PathParameterError',
        'PlatformError',
        'RateLimitError',
        'RedirectError',
        'ResponseParseError',
        'ResponseTooLargeError',
        'ResponseValidationError',
        'ServerError',
        'SessionExpiredError',
        'SignInError',
        'SignUpError',
        'StorageTimeoutError',
        'TimeoutError',
        'UnauthorizedError',
        'UnprocessableEntityError',
      ].sort(),
    );
    // No error class is declared anywhere else in the SDK (the mock's are its server's, not the SDK's).
    const declaredElsewhere: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'mock') walk(file);
        } else if (
          file !== path.join(root, 'src/core/errors.ts') &&
          /class \w+ extends \w*Error\b/.test(fs.readFileSync(file, 'utf8'))
        ) {
          declaredElsewhere.push(path.relative(root, file));
        }
      }
    };
    walk(path.join(root, 'src'));
    expect(declaredElsewhere).toEqual([]);
  });

  it("an operation's union reads the classes from errors.ts's own lists, HookError and errorClassFor's table", () => {
    const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    const declared = new Set([...read('src/core/errors.ts').matchAll(/class (\w+) extends/g)].map((m) => m[1]));
    const imports = /import type \{([^}]*)\} from '\.\/errors\.js'/.exec(read('src/core/operation-errors.ts'))?.[1];
    const named = (imports ?? '').split(',').map((n) => n.trim());
    // A class named in src/core/operation-errors.ts is a second list of it: only the ApiError and
    // ServerError fallbacks of errorClassFor and the errors only some operations raise (each with
    // its condition there) may be. A class every call can raise is added to HookError alone.
    expect(named.filter((n) => declared.has(n)).sort()).toEqual([
      'ApiError',
      'MissingProjectIdError',
      'PaginationError',
      'PathParameterError',
      'ServerError',
      'SessionExpiredError',
    ]);
    expect(named).toContain('HookError');
    expect(named).toContain('ClassByStatus');
  });

  it.each([...classes].map(([name, Class]) => [name, Class] as const))(
    '%s: isPlatformError and instanceof PlatformError agree',
    (name, Class) => {
      const error = make(name, Class);
      expect(error.name).toBe(name);
      expect(error).toBeInstanceOf(Class);
      expect(isPlatformError(error)).toBe(true);
      expect(error instanceof PlatformError).toBe(true);
      // The subclass test stays the prototype's: only ApiError's own family is an ApiError.
      expect(error instanceof ApiError).toBe(Class === ApiError || Class.prototype instanceof ApiError);
    },
  );

  it("a call's own bad input (CallInputError) is a RangeError and a PlatformError both ways", async () => {
    const error = await callInputError();
    expect(error).toBeInstanceOf(RangeError);
    expect((error as RangeError).message).toBe(
      'GET http://127.0.0.1:9/project/self: `timeout` must be an integer from 1 to 2147483647.',
    );
    expect(isPlatformError(error)).toBe(true);
    expect(error instanceof PlatformError).toBe(true);
    expect(error instanceof ApiError).toBe(false);
    expect((error as PlatformError).url).toBe('http://127.0.0.1:9/project/self');
  });

  it('errors that are not the SDK are neither', () => {
    for (const other of [
      new Error('x'),
      new RangeError('x'),
      new TypeError('x'),
      { name: 'ApiError' },
      null,
      'ApiError',
    ]) {
      expect(isPlatformError(other)).toBe(false);
      expect(other instanceof PlatformError).toBe(false);
    }
  });

  it('an error of another copy of the package is recognised both ways', async () => {
    // A second copy of the module, as an app with two versions of the package would load it.
    const result = await build({
      entryPoints: [path.join(root, 'src/core/errors.ts')],
      bundle: true,
      format: 'esm',
      write: false,
    });
    const copy = (await import(
      `data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`
    )) as typeof sdk;
    expect(copy.NotFoundError).not.toBe(sdk.NotFoundError);
    const foreign = new copy.NotFoundError(404, { message: 'gone' }, 'GET /x', new Headers());
    expect(isPlatformError(foreign)).toBe(true);
    expect(foreign instanceof PlatformError).toBe(true);
    expect(new sdk.TimeoutError('late') instanceof copy.PlatformError).toBe(true);
    // The brand is the registered symbol every version of the package shares, not one of this copy's own.
    const otherVersion = Object.assign(new Error('late'), { [Symbol.for('platform-client.error')]: true });
    expect([isPlatformError(otherVersion), otherVersion instanceof PlatformError]).toEqual([true, true]);
  });
});

let server: TestServer | undefined;
afterEach(() => server?.close());

describe('SignInError', () => {
  it.each([
    [401, 'credentials', 'Wrong email or password.'],
    [400, 'credentials', 'Wrong email or password.'],
    [403, 'refused', 'This account may not sign in.'],
    [422, 'invalid', 'Enter an email address and a password.'],
    [429, 'rate-limited', 'Too many sign-in attempts. Wait a moment, then try again.'],
    [500, 'platform', 'The platform could not sign you in. Try again later.'],
    [404, 'platform', 'The platform could not sign you in. Try again later.'],
  ])(
    'a login answered %i: reason %s, a message a person can read, the typed failure as cause',
    async (status, reason, message) => {
      server = await startServer(() => ({ status, body: { message: 'refused: pw-SECRET' } }));
      const failure = await createAdminClient({
        baseUrl: server.url,
        email: 'a@b.ge',
        password: 'pw-SECRET',
        maxRetries: 0,
      }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      const error = new SignInError(failure);
      expect({ name: error.name, reason: error.reason, message: error.message }).toEqual({
        name: 'SignInError',
        reason,
        message,
      });
      expect(error.cause).toBe(failure);
      // It names the login that failed, as its cause does.
      expect({ method: error.method, url: error.url }).toEqual({
        method: 'POST',
        url: `${server.url}/auth/admin/login`,
      });
    },
  );

  it('an unreachable platform or a timeout is "unreachable"; a reason given wins over the cause', async () => {
    const refused = await createAdminClient({
      baseUrl: 'http://127.0.0.1:9',
      email: 'a@b.ge',
      password: 'pw',
      maxRetries: 0,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConnectionError);
    const error = new SignInError(refused);
    expect([error.reason, error.message]).toEqual([
      'unreachable',
      'Cannot reach the platform. Check the connection and try again.',
    ]);
    expect(error.url).toBe('http://127.0.0.1:9/auth/admin/login');
    expect(new SignInError(new ConnectionError('x'), 'invalid').reason).toBe('invalid');
    // What is no error of a call (a form's own check) has no method nor URL to name.
    const own = new SignInError(new TypeError('An email and a password are required.'), 'invalid');
    expect([own.reason, own.message, own.method, own.url]).toEqual([
      'invalid',
      'Enter an email address and a password.',
      undefined,
      undefined,
    ]);
    expect(new SignInError(undefined).reason).toBe('platform');
  });
});

describe('ResponseValidationError', () => {
  it('names the first difference as a property path a person can read', () => {
    const at = (...path: PropertyKey[]) =>
      new ResponseValidationError('GET /x', [
        { path, message: 'Invalid date' },
        { path: ['other'], message: 'm' },
      ]);
    expect(at('data', 0, 'created').path).toBe('data[0].created');
    expect(at('created').path).toBe('created');
    expect(at('values', 'first name', 'x').path).toBe('values["first name"].x');
    expect(at('values', '1st').path).toBe('values["1st"]');
    expect(at('values', 'a-b').path).toBe('values["a-b"]');
    expect(at('values', Symbol('s')).path).toBe('values["Symbol(s)"]');
    expect(at().path).toBe('(the answer)');
    expect(at('data', 0, 'created').message).toBe(
      'GET /x: the answer does not match the contract at data[0].created: Invalid date',
    );
    const none = new ResponseValidationError('GET /x', []);
    expect([none.path, none.message, none.issues]).toEqual([
      '(the answer)',
      'GET /x: the answer does not match the contract at (the answer): invalid',
      [],
    ]);
  });
});

describe('ApiError', () => {
  it('is the class of its status (ServerError only for 5xx), with the request id the platform sent', async () => {
    server = await startServer((req) => ({
      status: Number(req.path.slice(1)),
      headers: req.path === '/418' ? { 'x-request-id': 'req-418' } : ({} as Record<string, string>),
      body: { message: `status ${req.path.slice(1)}` },
    }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234', maxRetries: 0 });
    const errorOf = (status: number) =>
      client.request('GET', `/${status}`).then(
        () => undefined as never,
        (e: unknown) => e as ApiError,
      );
    const teapot = await errorOf(418);
    expect([teapot.name, teapot.status, teapot.requestId, teapot instanceof ServerError]).toEqual([
      'ApiError',
      418,
      'req-418',
      false,
    ]);
    const bad = await errorOf(502);
    expect([bad.name, bad.status, bad.requestId, bad instanceof ServerError]).toEqual([
      'ServerError',
      502,
      undefined,
      true,
    ]);
    expect((await errorOf(404)).name).toBe('NotFoundError');
    expect((await errorOf(499)).name).toBe('ApiError');
    expect((await errorOf(500)).name).toBe('ServerError');
  });
});
