// Prism, the contract's guard, serves each surface from its bundled contract: an operation answers with its
// example, and an invalid request is refused with 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, successExample, type RunningPrism, type Surface } from '../support/prism.js';

const project = '65f1c0a2e4b0a1b2c3d4e5f6';
const adminAuth = { authorization: 'Bearer test-token', 'x-session-id': 'test-session' };
const keyAuth = { 'x-api-key': 'test-key' };

interface Probe {
  surface: Surface;
  headers: Record<string, string>;
  path: string;
  valid: string;
  invalid: string;
}

const probes: Probe[] = [
  {
    surface: 'admin',
    headers: adminAuth,
    path: '/request-action',
    valid: `/request-action?projectId=${project}&statuses=pending,confirmed`,
    invalid: `/request-action?projectId=${project}&statuses=pending,nonsense`,
  },
  {
    surface: 'public',
    headers: keyAuth,
    path: '/box',
    valid: '/box?type=quiz_result',
    invalid: '/box?type=not_a_box_type',
  },
  {
    surface: 'private',
    headers: keyAuth,
    path: '/ecommerce/item',
    valid: '/ecommerce/item?page=1&limit=20',
    invalid: '/ecommerce/item?page=0',
  },
  {
    surface: 'enduser',
    headers: { ...keyAuth, 'x-session-id': 'test-session' },
    path: '/box',
    valid: '/box?type=survey_result',
    invalid: '/box',
  },
];

describe.each(probes)('prism on the $surface contract', (probe) => {
  let prism: RunningPrism;
  beforeAll(async () => {
    prism = await startPrism(probe.surface);
  });
  afterAll(() => prism.close());

  it(`answers GET ${probe.path} with the contract's example`, async () => {
    const res = await fetch(prism.url + probe.valid, { headers: probe.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(successExample(prism.doc, 'GET', probe.path));
  });

  it('refuses an invalid request with 422', async () => {
    const res = await fetch(prism.url + probe.invalid, { headers: probe.headers });
    expect(res.status).toBe(422);
  });

  it('refuses a request without credentials with 401', async () => {
    const res = await fetch(prism.url + probe.valid);
    expect(res.status).toBe(401);
  });
});
