// A loopback platform for the data-loading tests: request actions by project, paged from 1, with a
// version each mark-seen raises. Every request is recorded, so tests count what the server saw.
import { fakeJwt, startServer, type Recorded, type TestServer } from '../support/server.js';
import { createAdminClient, type AdminClient } from '../../src/index.js';

const TOTAL = 5;

function requestAction(projectId: string, n: number, version = 1) {
  return {
    _id: `66000000000000000000000${n}`,
    projectId,
    userId: '65f1c0a2e4b0a1b2c3d4e5f6',
    type: 'visit',
    status: 'pending',
    version,
    title: `Visit ${n} in ${projectId}`,
    comments: [],
    seenBy: [],
    seenAt: null,
    created: `2026-03-0${n}T09:26:53.589Z`,
    updated: `2026-03-0${n}T10:00:00.000Z`,
  };
}

export interface RequestActionsServer extends TestServer {
  /** The GETs the server answered for a path. */
  gets(path: string): Recorded[];
}

export async function startRequestActionsServer(): Promise<RequestActionsServer> {
  let version = 1;
  const server = await startServer(async (req) => ({ ...(await answer(req)), headers: CORS }));
  return { ...server, gets: (path) => server.requests.filter((r) => r.method === 'GET' && r.path === path) };

  function answer(req: Recorded) {
    // The hooks run in happy-dom, whose fetch asks before it crosses origins, as a browser does.
    if (req.method === 'OPTIONS') return { status: 204 };
    const projectId = req.query.get('projectId') ?? 'none';
    if (req.method === 'GET' && req.path === '/request-action') {
      const page = Number(req.query.get('page') ?? 1);
      const limit = Number(req.query.get('limit') ?? 20);
      const all = Array.from({ length: TOTAL }, (_, i) => requestAction(projectId, i + 1, version));
      return { body: { total: TOTAL, page, limit, data: all.slice((page - 1) * limit, page * limit) } };
    }
    const one = /^\/request-action\/66000000000000000000000(\d)$/.exec(req.path);
    // Request action 9 is on a server that is always busy.
    if (req.method === 'GET' && one?.[1] === '9') return { status: 503, body: { message: 'busy' } };
    if (req.method === 'GET' && one) return { body: requestAction(projectId, Number(one[1]), version) };
    if (req.method === 'PUT' && /^\/request-action\/\w+\/seen$/.test(req.path)) {
      version += 1;
      return { body: requestAction(projectId, 1, version) };
    }
    return { status: 404, body: { message: 'not here' } };
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, PUT, POST, DELETE, PATCH',
  'access-control-allow-headers': 'authorization, x-session-id, x-api-key, content-type',
};

export function adminOf(server: TestServer, projectId: string, maxRetries = 0): Promise<AdminClient> {
  return createAdminClient({
    baseUrl: server.url,
    sessionId: 's',
    accessToken: fakeJwt({ _id: 'a', email: 'a@example.ge', fullName: 'A', permissions: {} }),
    projectId,
    maxRetries,
  });
}
