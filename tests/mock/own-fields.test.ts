// The mock's own fields (a bank card's owner, who has seen a message, a preference's id) are kept
// on its records but never answered: every answer that carries such a record, read as the JSON
// the mock sent, shows its contract's fields alone, and the fields still do their work (cards stay
// their owner's, unread counts stay the caller's, preferences stay the admin's).
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient, EndUserClient } from '../../src/index.js';
import { useRecordedMock } from './recorded-mock.js';

const at = useRecordedMock();
let staff: AdminClient;
let luka: EndUserClient;

beforeAll(async () => {
  staff = await at.staff();
  luka = await at.endUser();
});

/** Every JSON body the mock answered `METHOD path` with, as sent. */
const sent = (method: string, path: RegExp) =>
  at.answers.filter((a) => a.method === method && path.test(a.path)).map((a) => JSON.stringify(a.body));

describe("the mock's own fields", () => {
  it('a bank card never shows its owner, yet stays its owner’s', async () => {
    const { data: cards } = await luka.GET('/payment/bankCard');
    expect(cards.length).toBe(2);
    await luka.POST('/payment/bankCard', {
      body: { returnUrl: 'https://shop.example.com/account/cards', isDefault: false },
    });
    expect((await luka.GET('/payment/bankCard')).data.length).toBe(3);
    const bodies = sent('GET', /\/payment\/bankCard$/);
    expect(bodies.length).toBe(2);
    for (const body of bodies) expect(body).not.toContain('userId');
  });

  it('a message never shows who has seen it, in a list, its conversation or a mark', async () => {
    const { data: conversations } = await luka.GET('/v2/conversations');
    const conversation = conversations.data.find((c) => c.lastMessage)!;
    const message = conversation.lastMessage!;
    const { data: seen } = await luka.PUT('/conversations/{id}/messages/{mid}/seen', {
      params: { path: { id: conversation._id, mid: message._id } },
    });
    expect(seen).toMatchObject({ _id: message._id });
    await luka.GET('/conversations/{id}/messages', { params: { path: { id: conversation._id } } });
    await luka.GET('/v2/conversations');
    const bodies = [
      ...sent('GET', /\/v2\/conversations$/),
      ...sent('GET', /\/conversations\/[^/]+\/messages$/),
      ...sent('PUT', /\/seen$/),
    ];
    expect(bodies.length).toBe(4);
    for (const body of bodies) expect(body).not.toContain('seenBy');
  });

  it('a preference never shows its id, and is the admin’s who set it', async () => {
    const { data: set } = await staff.POST('/auth/admin/preference/{key}', {
      params: { path: { key: 'theme' } },
      body: { value: 'dark' },
    });
    expect(set).toMatchObject({ key: 'theme', value: 'dark' });
    const { data: got } = await staff.GET('/auth/admin/preference/{key}', { params: { path: { key: 'theme' } } });
    expect(got).toMatchObject({ key: 'theme', value: 'dark' });
    const { data: all } = await staff.GET('/auth/admin/preference');
    expect(all.filter((p) => p.key === 'theme')).toEqual([expect.objectContaining({ value: 'dark' })]);
    const bodies = [...sent('POST', /\/preference\/theme$/), ...sent('GET', /\/preference(\/theme)?$/)];
    expect(bodies.length).toBe(3);
    for (const body of bodies) expect(body).not.toContain('_id');
  });
});
