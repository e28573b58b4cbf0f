// Per-call overhead: our admin client's fetcher against bare fetch, openapi-fetch, axios and ky,
// all on the same URL (path and `?projectId=`) and the same answer from the bench server. The
// peers send no credentials, as they always have here, so their figures stay comparable from run
// to run; `openapi-fetch+auth` is openapi-fetch sending the same request as ours (the admin
// surface's two credential headers, which the platform refuses a call without): header handling
// costs fetch 3-5% a call, so that is the like-for-like peer (bench/README.md).
// fetch, openapi-fetch, ky and ours go through Node's global fetch (undici, its global
// keep-alive pool); axios goes through node:http with the default global agent (keep-alive on
// since Node 19). Each sample is the mean of a batch of sequential calls; medians over rounds;
// `vsFetch` is the median of the per-round ratios to bare fetch (bench/stats.mjs pairedRatio).
import axios from 'axios';
import ky from 'ky';
import createClient from 'openapi-fetch';
import { LARGE_ID, SMALL_ID } from './payloads.mjs';
import { interleave, median, pairedRatio, round } from './stats.mjs';

export const PROJECT_ID = '65f1c0a2e4b0a1b2c3d4e5f6';

/** An unsigned JWT with the claims the admin client reads. */
export function fakeJwt(
  claims = { _id: '65f1c0a2e4b0a1b2c3d40001', email: 'nino@example.ge', fullName: 'Nino Beridze', permissions: {} },
) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

const tooLarge = () => new Error('too large');

async function contenders(baseUrl, sdk, id) {
  const url = `${baseUrl}/request-action/${id}?projectId=${PROJECT_ID}`;
  const admin = await sdk.createAdminClient({
    baseUrl,
    sessionId: 'bench-session',
    accessToken: fakeJwt(),
    projectId: PROJECT_ID,
  });
  const plain = createClient({ baseUrl });
  const { createTransport, parseJson, operations } = sdk.internals;
  const key = 'GET /request-action/{id}';
  const auth = () => ({ authorization: `Bearer ${fakeJwt()}`, 'x-session-id': 'bench-session' });
  // The admin client's transport, told that this operation's answer holds no dates.
  const unrevived = createTransport({
    baseUrl,
    projectId: PROJECT_ID,
    operations: { ...operations, [key]: { ...operations[key], revive: undefined } },
    auth,
  });
  const headers = auth();
  const withAuth = createClient({ baseUrl, headers: auth() });
  const list = [
    { name: 'fetch', call: async () => (await fetch(url)).json() },
    {
      name: 'platform-client',
      call: async () => (await admin.GET('/request-action/{id}', { params: { path: { id } } })).data,
    },
    {
      name: 'openapi-fetch',
      call: async () =>
        (await plain.GET('/request-action/{id}', { params: { path: { id }, query: { projectId: PROJECT_ID } } })).data,
    },
    {
      name: 'openapi-fetch+auth',
      call: async () =>
        (await withAuth.GET('/request-action/{id}', { params: { path: { id }, query: { projectId: PROJECT_ID } } }))
          .data,
    },
    { name: 'axios', call: async () => (await axios.get(url)).data },
    { name: 'ky', call: async () => ky.get(url).json() },
    // Diagnostic, not a peer: bare fetch doing what ours does to the body (text, parse, revive).
    { name: 'fetch+revive', call: async () => sdk.reviveDates(JSON.parse(await (await fetch(url)).text())) },
    // Diagnostics of the byte counting (maxResponseBytes counts decoded bytes as they arrive):
    // the same text + parse, read by res.text() and by the transport's counted reader.
    { name: 'fetch+text', call: async () => JSON.parse(await (await fetch(url)).text()) },
    {
      name: 'fetch+counted',
      call: async () => JSON.parse(await sdk.readBody.readText(await fetch(url), 100 * 1024 * 1024, tooLarge)),
    },
    // Diagnostic: bare fetch doing what every call of ours must (the floor): manual redirects, the
    // two auth headers, an AbortController with a 60 s timer, the counted read, JSON.parse and
    // revival by the operation's reviver. Ours minus this is the transport's own work.
    {
      name: 'fetch+floor',
      call: async () => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 60_000);
        try {
          const response = await fetch(url, { method: 'GET', headers, redirect: 'manual', signal: controller.signal });
          return parseJson(await sdk.readBody.readText(response, 100 * 1024 * 1024, tooLarge), operations[key].revive);
        } finally {
          clearTimeout(timer);
        }
      },
    },
    // Diagnostic: ours without revival (the same transport, the operation's reviver left out).
    {
      name: 'ours-unrevived',
      call: async () => (await unrevived.GET('/request-action/{id}', { params: { path: { id } } })).data,
    },
  ];
  for (const c of list) {
    const data = await c.call();
    if (data?._id !== id) throw new Error(`${c.name} did not answer the request action`);
    const revived = c.name === 'platform-client' || c.name === 'fetch+revive' || c.name === 'fetch+floor';
    if (revived !== data.created instanceof Date) throw new Error(`${c.name}: unexpected revival`);
  }
  return list;
}

async function measure(baseUrl, sdk, id, { warmup, batch, rounds }) {
  const list = await contenders(baseUrl, sdk, id);
  for (const c of list) for (let i = 0; i < warmup; i++) await c.call();
  const samples = await interleave(
    list.map((c) => ({
      name: c.name,
      run: async () => {
        for (let i = 0; i < batch; i++) await c.call();
      },
    })),
    rounds,
  );
  const byContender = Object.fromEntries(
    Object.entries(samples).map(([name, ms]) => [
      name,
      { medianUs: round((median(ms) * 1000) / batch, 1), vsFetch: round(pairedRatio(samples, name, 'fetch'), 3) },
    ]),
  );
  // Issue 28's figure: ours over openapi-fetch, both medians of the same interleaved run.
  const ratioOfMedians = (peer) => round(median(samples['platform-client']) / median(samples[peer]), 3);
  return {
    byContender,
    vsOpenapiFetch: ratioOfMedians('openapi-fetch'),
    vsOpenapiFetchAuth: ratioOfMedians('openapi-fetch+auth'),
  };
}

/** What counting the bytes costs a call: counted read minus res.text(), µs, and their ratio. */
export function byteCountingCost(sizeResult) {
  const counted = sizeResult['fetch+counted'];
  const text = sizeResult['fetch+text'];
  return { us: round(counted.medianUs - text.medianUs, 1), ratio: round(counted.vsFetch / text.vsFetch, 3) };
}

/**
 * Both sizes; resolves `{ small: { [contender]: { medianUs, vsFetch } }, large: ..., vsOpenapiFetch:
 * { small, smallAuth, large, largeAuth } }` (ours over openapi-fetch, ratio of the medians).
 */
export async function benchOverhead(baseUrl, sdk) {
  const small = await measure(baseUrl, sdk, SMALL_ID, { warmup: 400, batch: 40, rounds: 60 });
  const large = await measure(baseUrl, sdk, LARGE_ID, { warmup: 60, batch: 8, rounds: 40 });
  return {
    small: small.byContender,
    large: large.byContender,
    vsOpenapiFetch: {
      small: small.vsOpenapiFetch,
      smallAuth: small.vsOpenapiFetchAuth,
      large: large.vsOpenapiFetch,
      largeAuth: large.vsOpenapiFetchAuth,
    },
  };
}
