// Every operation of calls.tsv, called through a client of its surface against prism serving
// that surface's contract (request validation and security on). Parameters and bodies come from
// the contract; the answer must be the contract's example, with dates revived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminClient,
  createEndUserClient,
  createPrivateClient,
  createPublicClient,
  reviveDates,
} from '../../src/index.js';
import { readCalls, type CallRow } from '../../scripts/check-coverage.mjs';
import { deref, startPrism, type OpenApiDocument, type RunningPrism, type Surface } from '../support/prism.js';
import { mediaExample, sample } from '../support/sample.js';
import { fakeJwt } from '../support/server.js';

const project = '65f1c0a2e4b0a1b2c3d4e5f6';
const token = fakeJwt({
  _id: '65f1c0a2e4b0a1b2c3d4e5a1',
  email: 'nino@example.ge',
  fullName: 'Nino Beridze',
  permissions: {},
});

async function clientFor(surface: Surface, baseUrl: string): Promise<any> {
  switch (surface) {
    case 'admin':
      return createAdminClient({ baseUrl, sessionId: 'session', accessToken: token, projectId: project });
    case 'public':
      return createPublicClient({ baseUrl, apiKey: 'pk_test' });
    case 'private':
      return createPrivateClient({ baseUrl, privateApiKey: 'sk_test' });
    case 'enduser':
      return createEndUserClient({ baseUrl, apiKey: 'pk_test', sessionId: 'session' });
  }
}

function requestOf(doc: OpenApiDocument, surface: Surface, path: string, method: string) {
  const item = doc.paths[path]!;
  const op = item[method]!;
  const params: Record<string, Record<string, unknown>> = {};
  for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const param = deref(doc, raw);
    if (!param.required) continue;
    if (surface === 'admin' && param.in === 'query' && param.name === 'projectId') continue; // the client fills it
    const value =
      param.example ?? (param.content ? mediaExample(doc, Object.values(param.content)[0]) : sample(doc, param.schema));
    (params[param.in] ??= {})[param.name] = value;
  }
  let body: unknown;
  const content = deref(doc, op.requestBody)?.content;
  if (content?.['application/json']) body = mediaExample(doc, content['application/json']);
  else if (content?.['multipart/form-data']) {
    const media = content['multipart/form-data'];
    const schema = deref(doc, media.schema);
    const form = new FormData();
    for (const [name, prop] of Object.entries<any>(schema.properties ?? {})) {
      const p = deref(doc, prop);
      if (p.format === 'binary' || p.contentMediaType) {
        form.append(name, new Blob(['\x89PNG sample bytes'], { type: 'image/png' }), 'sample.png');
      } else if ((schema.required ?? []).includes(name)) form.append(name, String(sample(doc, p)));
    }
    body = form;
  }
  const [status, response] = Object.entries<any>(op.responses).find(([code]) => code.startsWith('2'))!;
  const media = deref(doc, response).content;
  return { operationId: op.operationId as string, params, body, status: Number(status), media };
}

const calls = readCalls();
const bySurface: Partial<Record<Surface, CallRow[]>> = {};
for (const row of calls) (bySurface[row.surface] ??= []).push(row);
let passed = 0;

afterAll(() => {
  console.log(`contract operations through the clients: ${passed}/${calls.length}`);
});

describe.each(Object.keys(bySurface) as Surface[])('%s surface against prism', (surface) => {
  let prism: RunningPrism;
  let client: any;
  beforeAll(async () => {
    prism = await startPrism(surface);
    client = await clientFor(surface, prism.url);
  });
  afterAll(() => prism.close());

  it.each(bySurface[surface]!.map((row): [string, CallRow] => [`${row.method} /${row.path}`, row]))(
    '%s',
    async (_, row) => {
      const path = `/${row.path}`;
      const req = requestOf(prism.doc, surface, path, row.method.toLowerCase());
      expect(req.operationId).toBe(row.operationId);
      const { data, response } = await client[row.method](path, { params: req.params, body: req.body });
      expect(response.status).toBe(req.status);
      if (!req.media) {
        expect(data).toBeUndefined();
      } else if (req.media['application/json']) {
        // The contracts' project examples carry only v2 providers, so the client's v2 filter
        // (pinned in tests/wire/clients.test.ts) must hand them back whole.
        expect(data).toEqual(reviveDates(structuredClone(mediaExample(prism.doc, req.media['application/json']))));
      } else {
        expect(data).toBeInstanceOf(Blob);
      }
      passed++;
    },
  );
});
