// Checks answers the mock gave against the contract's response schema, with openapi-backend's
// response validator over the same bundled contracts: every recorded answer of every test.
import fs from 'node:fs';
import { OpenAPIBackend } from 'openapi-backend';
import { FORMATS } from '../../mock/formats.js';

type Surface = 'admin' | 'public' | 'private' | 'enduser';
export interface Answer {
  surface: Surface;
  method: string;
  path: string;
  status: number;
  body: unknown;
}

const backends = new Map<Surface, OpenAPIBackend>();
async function backend(surface: Surface): Promise<OpenAPIBackend> {
  let api = backends.get(surface);
  if (!api) {
    const definition = JSON.parse(
      fs.readFileSync(new URL(`../../generated/openapi/${surface}.json`, import.meta.url), 'utf8'),
    );
    api = new OpenAPIBackend({
      definition,
      quick: true,
      customizeAjv: (ajv) => {
        for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate });
        return ajv;
      },
    });
    await api.init();
    backends.set(surface, api);
  }
  return api;
}

/** A fetch that records each JSON answer of the mock, to be checked by `check()`. */
export function recordingFetch(answers: Answer[], urls: Record<Surface, string>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const surface = (Object.keys(urls) as Surface[]).find((s) => request.url.startsWith(`${urls[s]}/`));
    if (surface && response.headers.get('content-type')?.includes('json')) {
      const url = new URL(request.url);
      answers.push({
        surface,
        method: request.method,
        path: url.pathname.slice(new URL(urls[surface]).pathname.length),
        status: response.status,
        body: await response.clone().json(),
      });
    }
    return response;
  };
}

/** The answers that break their operation's response schema, as readable lines. */
export async function contractBreaches(answers: Answer[]): Promise<{ breaches: string[]; operations: Set<string> }> {
  const breaches: string[] = [];
  const operations = new Set<string>();
  for (const answer of answers) {
    const api = await backend(answer.surface);
    const operation = api.matchOperation({ method: answer.method, path: answer.path, headers: {} });
    if (!operation) {
      breaches.push(`${answer.surface} ${answer.method} ${answer.path}: no operation`);
      continue;
    }
    operations.add(`${answer.surface}.${operation.operationId}`);
    const result = api.validateResponse(answer.body, operation, answer.status);
    if (result.errors?.length)
      breaches.push(`${answer.surface}.${operation.operationId} ${answer.status}: ${JSON.stringify(result.errors[0])}`);
  }
  return { breaches, operations };
}
