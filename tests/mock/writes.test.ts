// What a write may change: only the fields its request schema lists (the schemas are open), never
// `_id`, `created` or what the server owns, never a prototype; secrets never in an answer; a
// password set by an admin is the one that signs in.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../src/index.js';
import { contractBreaches } from './contract-check.js';
import { useRecordedMock } from './recorded-mock.js';

const at = useRecordedMock();
let staff: AdminClient;

beforeAll(async () => {
  staff = await at.staff();
});

/** A plain HTTP call with a raw JSON text as its body (a `__proto__` key survives only so). */
async function raw(url: string, method: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('end user self update', () => {
  it('changes only names, phone and avatar: no password, roles, email, _id or prototype', async () => {
    const fresh = await at.endUser({ sessionId: 'none' });
    const { data: signedUp } = await fresh.POST('/auth/signup', {
      body: { email: 'mass.assign@example.com', password: 'Original-pass-1', firstName: 'Mass', lastName: 'Assign' },
    });
    const headers = { 'x-api-key': at.mock.credentials.apiKey, 'x-session-id': signedUp.sessionId };
    const text = `{"firstName":"Changed","password":"leaked-secret","roles":["6602b1c3d4e5f60718293a51"],"email":"${at.mock.credentials.endUser.email}","_id":"aaaaaaaaaaaaaaaaaaaaaaaa","created":"2000-01-01T00:00:00.000Z","__proto__":{"polluted":true}}`;
    const updated = await raw(`${at.mock.urls.enduser}/auth/self/update`, 'POST', headers, text);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      _id: signedUp.user._id,
      firstName: 'Changed',
      email: 'mass.assign@example.com',
      roles: [],
    });
    expect(updated.body).not.toHaveProperty('password');
    expect(updated.body.created).toBe(new Date(signedUp.user.created).toISOString());

    const self = await raw(`${at.mock.urls.enduser}/auth/self`, 'GET', headers);
    expect(self.body).toMatchObject({
      _id: signedUp.user._id,
      firstName: 'Changed',
      email: 'mass.assign@example.com',
      roles: [],
    });
    expect(self.body).not.toHaveProperty('password');
    expect(self.body).not.toHaveProperty('polluted');

    // The old password still signs in, the smuggled one does not; no answer shows either.
    const login = (password: string) =>
      raw(
        `${at.mock.urls.enduser}/auth/login`,
        'POST',
        { 'x-api-key': at.mock.credentials.apiKey },
        JSON.stringify({ email: 'mass.assign@example.com', password }),
      );
    expect((await login('leaked-secret')).status).toBe(401);
    const ok = await login('Original-pass-1');
    expect(ok.status).toBe(200);
    expect(ok.body.user).not.toHaveProperty('password');
    const { data: users } = await staff.GET('/auth/user', { params: { query: { limit: 100 } } });
    const listed = users.data.find((u) => u._id === signedUp.user._id);
    expect(listed).toMatchObject({ firstName: 'Changed', email: 'mass.assign@example.com' });
    expect(JSON.stringify(users)).not.toContain('leaked-secret');
    expect(JSON.stringify(users)).not.toContain('Original-pass-1');
  });
});

describe('admin updates', () => {
  it('a role update changes name and description only; its permissions still work', async () => {
    const { data: role } = await staff.POST('/auth/role', { body: { name: 'Mass editors' } });
    const headers = { authorization: `Bearer ${staff.session!.accessToken}`, 'x-session-id': staff.session!.sessionId };
    const put = await raw(
      `${at.mock.urls.admin}/auth/role/${role._id}?projectId=${at.mock.projectId}`,
      'PUT',
      headers,
      '{"permissions":"oops","_id":"bbbbbbbbbbbbbbbbbbbbbbbb","description":"Edits"}',
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ _id: role._id, description: 'Edits', permissions: [] });
    const { data: permissions } = await staff.GET('/auth/permission');
    const { data: granted } = await staff.POST('/auth/role/{id}/permission/{pid}', {
      params: { path: { id: role._id, pid: permissions.data[0]!._id } },
    });
    expect(granted.permissions.map((p) => p._id)).toEqual([permissions.data[0]!._id]);
  });

  it('an admin sets a user’s password, which then signs in; the answer does not show it', async () => {
    const { data: created } = await staff.POST('/auth/user', {
      body: {
        email: 'reset.me@example.com',
        password: 'First-pass-1',
        firstName: 'Reset',
        lastName: 'Me',
        emailVerified: false,
      },
    });
    const { data: updated } = await staff.PUT('/auth/user/{id}', {
      params: { path: { id: created._id } },
      body: { password: 'brand-new-pass' },
    });
    expect(updated).not.toHaveProperty('password');
    const signIn = (password: string) => at.endUser({ email: 'reset.me@example.com', password });
    const user = await signIn('brand-new-pass');
    expect((await user.GET('/auth/self')).data._id).toBe(created._id);
    await expect(signIn('First-pass-1')).rejects.toMatchObject({ status: 401 });
  });

  it('CMS models and content keep their _id, modelId and created', async () => {
    const headers = { authorization: `Bearer ${staff.session!.accessToken}`, 'x-session-id': staff.session!.sessionId };
    const { data: model } = await staff.POST('/cms/model', { body: { apiId: 'mass-model', name: 'Mass' } });
    const { data: other } = await staff.POST('/cms/model', { body: { apiId: 'other-model', name: 'Other' } });
    const put = await raw(
      `${at.mock.urls.admin}/cms/model/${model._id}?projectId=${at.mock.projectId}`,
      'PUT',
      headers,
      '{"name":"Renamed","_id":"cccccccccccccccccccccccc","created":"2000-01-01T00:00:00.000Z","secret":1}',
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ _id: model._id, name: 'Renamed', created: model.created.toISOString() });
    expect(put.body).not.toHaveProperty('secret');
    const { data: entry } = await staff.POST('/cms/content', {
      body: { modelId: model._id, values: { en: { title: 'A' } }, status: 'draft' },
    });
    const changed = await raw(
      `${at.mock.urls.admin}/cms/content/${entry._id}?projectId=${at.mock.projectId}`,
      'PUT',
      headers,
      `{"status":"published","_id":"dddddddddddddddddddddddd","modelId":"${other._id}","created":"2000-01-01T00:00:00.000Z"}`,
    );
    expect(changed.status).toBe(200);
    const { data: read } = await staff.GET('/cms/content/{id}', { params: { path: { id: entry._id } } });
    expect(read).toMatchObject({ _id: entry._id, modelId: model._id, status: 'published', created: entry.created });
    const created = await raw(
      `${at.mock.urls.admin}/cms/content?projectId=${at.mock.projectId}`,
      'POST',
      headers,
      `{"modelId":"${model._id}","values":{},"_id":"eeeeeeeeeeeeeeeeeeeeeeee","created":"2000-01-01T00:00:00.000Z"}`,
    );
    expect(created.status).toBe(201);
    expect(created.body._id).not.toBe('eeeeeeeeeeeeeeeeeeeeeeee');
    expect(created.body.created).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('every answer above matches its operation’s response schema', async () => {
    const { breaches } = await contractBreaches(at.answers);
    expect(breaches).toEqual([]);
    expect(at.answers.length).toBeGreaterThan(10);
  });
});
