// docs/design.md, decision 10, for every operation of the four contracts: its example answer, served by a loopback
// server and read through the client's fetcher, encodes with the operation's answer schema
// (platform-client/zod/<surface>: Dates where the fetcher gives Dates, date-time codecs), and the
// raw example decodes with it. Non-JSON answers come back as the contract says (Blob, text, nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, createEndUserClient, createPrivateClient, createPublicClient } from '../../src/index.js';
import * as admin from '../../src/zod/admin.js';
import * as enduser from '../../src/zod/enduser.js';
import * as privateSchemas from '../../src/zod/private.js';
import * as publicSchemas from '../../src/zod/public.js';
import { deref, readBundle, type Surface } from '../support/prism.js';
import { sample } from '../support/sample.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

const project = '65f1c0a2e4b0a1b2c3d4e5f6';
const token = fakeJwt({
  _id: '65f1c0a2e4b0a1b2c3d4e5a1',
  email: 'nino@example.ge',
  fullName: 'Nino Beridze',
  permissions: {},
});
const schemas = { admin, public: publicSchemas, private: privateSchemas, enduser } as const;
const surfaces = Object.keys(schemas) as Surface[];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Result = { success: boolean; error?: { issues: unknown[] } };
type Parser = { safeParse(value: unknown): Result; safeEncode(value: unknown): Result };

async function clientFor(surface: Surface, baseUrl: string): Promise<any> {
  switch (surface) {
    case 'admin':
      return createAdminClient({
        baseUrl,
        sessionId: 'session',
        accessToken: token,
        projectId: project,
        maxRetries: 0,
      });
    case 'public':
      return createPublicClient({ baseUrl, apiKey: 'pk_test', maxRetries: 0 });
    case 'private':
      return createPrivateClient({ baseUrl, privateApiKey: 'sk_test', maxRetries: 0 });
    case 'enduser':
      return createEndUserClient({ baseUrl, apiKey: 'pk_test', sessionId: 'session', maxRetries: 0 });
  }
}

/** The success answer an operation's contract gives: status, content type and example. */
function answerOf(doc: ReturnType<typeof readBundle>, op: any) {
  const [status, raw] = Object.entries<any>(op.responses).find(([code]) => code.startsWith('2'))!;
  const content = deref(doc, raw).content ?? {};
  const type = Object.keys(content)[0];
  if (!type) return { status: Number(status) };
  const media = content[type];
  const example =
    media.example !== undefined ? media.example : deref(doc, Object.values<any>(media.examples ?? {})[0])?.value;
  return { status: Number(status), type, example };
}

const operations = surfaces.flatMap((surface) => {
  const doc = readBundle(surface);
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ surface, path, method, doc, op: item[method], item })),
  );
});

let server: TestServer;
let reply: { status: number; headers: Record<string, string>; body: string | Uint8Array | undefined };
let checked = 0;

beforeAll(async () => {
  server = await startServer(() => reply);
});
afterAll(async () => {
  await server.close();
  console.log(
    `example answers through the fetchers, checked with the answer schemas both ways: ${checked}/${operations.length}`,
  );
});

it('covers the 196 operations of the four contracts', () => {
  expect(operations.length).toBe(196);
});

describe.each(surfaces)('%s', (surface) => {
  let client: any;
  beforeAll(async () => {
    client = await clientFor(surface, server.url);
  });

  it.each(
    operations.filter((o) => o.surface === surface).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const),
  )('%s', async (key, o) => {
    const answer = answerOf(o.doc, o.op);
    const json = answer.type?.includes('json');
    if (json) expect(answer.example, 'the contract gives an example answer').toBeDefined();
    reply = {
      status: answer.status,
      headers: answer.type ? { 'content-type': answer.type } : {},
      body:
        answer.type === undefined
          ? undefined
          : json
            ? JSON.stringify(answer.example)
            : typeof answer.example === 'string'
              ? answer.example
              : new Uint8Array([1, 2, 3]),
    };
    const path: Record<string, unknown> = {};
    for (const raw of [...(o.item.parameters ?? []), ...(o.op.parameters ?? [])]) {
      const param = deref(o.doc, raw);
      if (param.in === 'path') path[param.name] = param.example ?? sample(o.doc, param.schema);
    }
    const { data } = await client[o.method.toUpperCase()](o.path, { params: { path } });

    if (!answer.type) expect(data).toBeUndefined();
    else if (json) {
      const schema = (schemas[surface].responseSchemas.operations as unknown as Record<string, Parser>)[key];
      expect(schema, `an answer schema for ${key}`).toBeDefined();
      // What the fetcher gave (dates revived) encodes back; the raw example decodes.
      const out = schema!.safeEncode(data);
      expect(out.error?.issues ?? [], 'the fetcher data, encoded with the answer schema').toEqual([]);
      const raw = schema!.safeParse(structuredClone(answer.example));
      expect(raw.error?.issues ?? [], 'the raw example, decoded with the answer schema').toEqual([]);
    } else if (answer.type.startsWith('text/') && !answer.type.includes('csv')) expect(typeof data).toBe('string');
    else expect(data).toBeInstanceOf(Blob);
    checked++;
  });
});

// The request examples too: each JSON body example of the contract, as raw JSON, parses with the
// operation's body schema (`<Operation>Body`, which takes a body as the fetcher does or as JSON),
// so the schemas accept what the contract shows and the examples stay valid.
describe('request body examples parse with the body schemas', () => {
  const bodies = operations.flatMap((o) => {
    const body = deref(o.doc, o.op.requestBody ?? {});
    const media = body.content?.['application/json'];
    if (!media) return [];
    const named = Object.values<any>(media.examples ?? {}).map((e) => deref(o.doc, e).value);
    const examples = media.example !== undefined ? [media.example, ...named] : named;
    return examples.map(
      (example, i) => [`${o.surface} ${o.method.toUpperCase()} ${o.path} #${i + 1}`, o, example] as const,
    );
  });

  it('finds request examples on every surface with JSON bodies', () => {
    expect(new Set(bodies.map(([, o]) => o.surface))).toEqual(new Set(surfaces));
  });

  it.each(bodies)('%s', (_, o, example) => {
    const name = `${o.op.operationId[0].toUpperCase()}${o.op.operationId.slice(1)}Body`;
    const schema = (schemas[o.surface] as unknown as Record<string, Parser>)[name];
    expect(schema, name).toBeDefined();
    expect(schema!.safeParse(structuredClone(example)).error?.issues ?? []).toEqual([]);
  });
});
