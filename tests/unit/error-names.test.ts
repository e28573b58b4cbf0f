// An error's `name` is what logs and error trackers show. Minifiers rename classes, so a name
// taken from the class (new.target.name) would read "te" in a user's production bundle: bundle
// the errors minified, as an app's build does, and read the names back.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiErrors = [
  'ApiError',
  'BadRequestError',
  'UnauthorizedError',
  'ForbiddenError',
  'NotFoundError',
  'ConflictError',
  'UnprocessableEntityError',
  'RateLimitError',
  'ServerError',
];
const otherErrors = [
  'PlatformError',
  'ConnectionError',
  'TimeoutError',
  'AbortError',
  'ResponseParseError',
  'ResponseTooLargeError',
  'RedirectError',
  'PathParameterError',
  'MissingProjectIdError',
  'SessionExpiredError',
  'ResponseValidationError',
];
const chatErrors = ['ChatAuthError', 'ChatConnectTimeoutError', 'ChatStateError'];

/** `name` and what `String(error)` starts with, for each class, from a minified bundle of `entry`. */
async function minifiedNames(entry: string, classes: string[]): Promise<string[]> {
  const make = (n: string) =>
    apiErrors.includes(n)
      ? `new ${n}(404, { message: 'm' }, 'GET /x', new Headers())`
      : n === 'ResponseValidationError'
        ? `new ${n}('GET /x', [])`
        : `new ${n}('m')`;
  const result = await build({
    stdin: {
      contents:
        `import { ${classes.join(', ')} } from ${JSON.stringify(entry)};\n` +
        `export const names = [${classes.map(make).join(', ')}].map((e) => [e.name, String(e).split(':')[0]]);`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    external: ['socket.io-client'],
    write: false,
  });
  const code = result.outputFiles[0]!.text;
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    names: [string, string][];
  };
  return mod.names.map(([name, shown]) => (name === shown ? name : `${name} (shown as ${shown})`));
}

describe('error names in a minified bundle', () => {
  it('every error of the root entry keeps its class name', async () => {
    const classes = [...apiErrors, ...otherErrors];
    expect(await minifiedNames(path.join(root, 'src/index.ts'), classes)).toEqual(classes);
  });

  it('the chat errors keep theirs', async () => {
    expect(await minifiedNames(path.join(root, 'src/chat/index.ts'), chatErrors)).toEqual(chatErrors);
  });
});
