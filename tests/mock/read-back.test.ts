// Issue 25, item 5: what a frontend or a server integration creates on the mock, later calls read
// back. Before, these operations answered their contract's example (the same id every call) and
// stored nothing: a server's in-app notification, a user import, a payment link, generic
// entities, the second transaction list. Every JSON answer is checked against its contract.
import { afterAll, describe, expect, it } from 'vitest';
import { createEndUserClient, createPrivateClient, type PrivateClient } from '../../src/index.js';
import { contractBreaches } from './contract-check.js';
import { useRecordedMock } from './recorded-mock.js';

const at = useRecordedMock();
const server = (): PrivateClient =>
  createPrivateClient({
    baseUrl: at.mock.urls.private,
    privateApiKey: at.mock.credentials.privateApiKey,
    fetch: at.fetch,
  });

describe('a server integration', () => {
  it('sends in-app notifications that the user lists, each its own', async () => {
    const luka = await at.endUser();
    const me = (await luka.GET('/auth/self')).data;
    const send = (title: string) =>
      server().POST('/notification/sendInApp', {
        body: {
          userId: me._id,
          type: 'PAYMENT',
          title,
          body: 'Your payment was received.',
          data: { transactionId: '66a0f1b2c3d4e5f60718293a' },
        },
      });
    const first = (await send('Payment received')).data;
    const second = (await send('Second payment received')).data;
    expect(first._id).not.toBe(second._id);
    expect(first).toMatchObject({
      userId: me._id,
      channel: 'IN_APP',
      type: 'PAYMENT',
      title: 'Payment received',
      seen: false,
    });
    const { data: mine } = await luka.GET('/notification', { params: { query: { limit: 100 } } });
    expect(mine.data.slice(0, 2).map((n) => n.title)).toEqual(['Second payment received', 'Payment received']);
    await expect(
      server().POST('/notification/sendInApp', {
        body: { userId: '65f1c0a2e4b0a1b2c3d4e000', type: 'PAYMENT', title: 'x', body: 'y' },
      }),
    ).rejects.toMatchObject({
      status: 422,
      body: { details: { field: 'userId' } },
    });
  });

  it('imports users that the admin lists and who sign in; a known email is skipped', async () => {
    const { data: result } = await server().POST('/auth/import', {
      body: {
        users: [
          {
            email: 'eka.kobakhidze@example.com',
            firstName: 'Eka',
            lastName: 'Kobakhidze',
            password: 'Imported-pass-1',
            emailVerified: true,
          },
          { email: 'luka.maisuradze@example.com', firstName: 'Luka', lastName: 'Again', emailVerified: false },
        ],
      },
    });
    expect(result).toMatchObject({ imported: 1, skipped: 1, errors: [] });
    const staff = await at.staff();
    const { data: user } = await staff.GET('/auth/user/{id}', { params: { path: { id: result.userIds![0]! } } });
    expect(user).toMatchObject({ email: 'eka.kobakhidze@example.com', firstName: 'Eka' });
    const eka = await createEndUserClient({
      baseUrl: at.mock.urls.enduser,
      apiKey: at.mock.credentials.apiKey,
      email: 'eka.kobakhidze@example.com',
      password: 'Imported-pass-1',
      fetch: at.fetch,
    });
    expect((await eka.GET('/auth/self')).data._id).toBe(user._id);
  });

  it('issues payment links whose pending transactions read back, on both surfaces and in both admin lists', async () => {
    const { data: link } = await server().POST('/payment/payWithLink', {
      body: { amount: 120, currency: 'GEL', description: 'Annual membership' },
    });
    const { data: again } = await server().POST('/payment/payWithLink', { body: { amount: 5, currency: 'GEL' } });
    expect(link.transactionId).not.toBe(again.transactionId);
    expect(link.url).toContain(link.transactionId);
    const { data: transaction } = await server().GET('/transaction/{id}', {
      params: { path: { id: link.transactionId } },
    });
    expect(transaction).toMatchObject({
      amount: 120,
      currency: 'GEL',
      status: 'pending',
      method: 'link',
      description: 'Annual membership',
    });

    const luka = await at.endUser();
    const { data: own } = await luka.POST('/payment/payWithLink', { body: { amount: 9.5, currency: 'GEL' } });
    expect((await luka.GET('/transaction/{id}', { params: { path: { id: own.transactionId } } })).data).toMatchObject({
      status: 'pending',
      amount: 9.5,
    });

    const staff = await at.staff();
    for (const path of ['/payment/transaction', '/payment/transaction/m2'] as const) {
      const { data } = await staff.GET(path, { params: { query: { statuses: ['pending'], limit: 100 } } });
      expect(data.data.map((t) => t._id)).toEqual(
        expect.arrayContaining([link.transactionId, again.transactionId, own.transactionId]),
      );
      expect(data.data.every((t) => t.status === 'pending')).toBe(true);
    }
  });
});

describe('an admin', () => {
  it('creates, lists by kind, reads, replaces and deletes generic entities', async () => {
    const staff = await at.staff();
    const kind = { params: { path: { pid: at.mock.projectId, kind: 'lead' } } };
    const { data: created } = await staff.POST('/project/{pid}/entity/{kind}', {
      ...kind,
      body: { data: { fullName: 'Dato Beridze', source: 'fair' } },
    });
    expect(created).toMatchObject({ kind: 'lead', data: { fullName: 'Dato Beridze' } });
    const one = { params: { path: { pid: at.mock.projectId, kind: 'lead', id: created._id } } };
    expect((await staff.GET('/project/{pid}/entity/{kind}', kind)).data.data[0]!._id).toBe(created._id);
    await staff.PUT('/project/{pid}/entity/{kind}/{id}', {
      ...one,
      body: { data: { fullName: 'Dato Beridze', source: 'phone' } },
    });
    expect((await staff.GET('/project/{pid}/entity/{kind}/{id}', one)).data.data).toEqual({
      fullName: 'Dato Beridze',
      source: 'phone',
    });
    // Another kind does not see it.
    const other = await staff.GET('/project/{pid}/entity/{kind}', {
      params: { path: { pid: at.mock.projectId, kind: 'supplier' } },
    });
    expect(other.data.total).toBe(0);
    await staff.DELETE('/project/{pid}/entity/{kind}/{id}', one);
    await expect(staff.GET('/project/{pid}/entity/{kind}/{id}', one)).rejects.toMatchObject({ status: 404 });
  });
});

afterAll(async () => {
  const { breaches } = await contractBreaches(at.answers);
  expect(breaches).toEqual([]);
});
