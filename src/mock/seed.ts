// The seed: the contracts' examples as the mock's first state, plus the three accounts
// `credentials` names. The full admin's role grants Admin on everything, the read-only admin's
// Read on everything (docs/design.md, decision 21); permissions in tokens come from the roles at login.
import type { Row, Store, Table } from './store.js';

export const PROJECT_ID = '65f1c0a2e4b0a1b2c3d4e5f6';
export const OWNER_ROLE_ID = '6602b1c3d4e5f60718293a51';
export const VIEWER_ROLE_ID = '6602b1c3d4e5f60718293a52';
export const ACCOUNTS = {
  admin: { email: 'nino.beridze@example.com', password: 'c0rrect-H0rse-battery' },
  readOnlyAdmin: { email: 'tamar.lomidze@example.com', password: 'read-Only-2026' },
  endUser: { email: 'luka.maisuradze@example.com', password: 'Batumi-Sea-2026' },
};
/** The project's keys on the mock: fixed, so that examples and curl lines can name them. */
export const KEYS = { apiKey: 'pk_mock', privateApiKey: 'sk_mock' };
const READ_ONLY_ADMIN_ID = '65f1c0a2e4b0a1b2c3d4e603';
const EXAMPLE_STAFF = [
  ['65f1b9e0d4c3b2a1f0e9d8c7', 'levan.abashidze@example.com', 'Levan Abashidze'],
  ['65e0b7d1a2c3e4f5a6b7c8d9', 'mariam.kvaratskhelia@example.com', 'Mariam Kvaratskhelia'],
] as const;

type Example = <T = Row>(name: string) => T;

function rowsOf(example: Example, ...names: string[]): Row[] {
  const rows: Row[] = [];
  for (const name of names) {
    const value = example<unknown>(name);
    const paged = value as { data?: unknown; total?: unknown };
    const list = Array.isArray(value) ? value : Array.isArray(paged.data) && typeof paged.total === 'number' ? paged.data : [value];
    for (const row of list as Row[]) if (!rows.some((r) => r._id === row._id)) rows.push(row);
  }
  return rows;
}

export function seedStore(store: Store, example: Example): void {
  const fill = (table: Table, rows: Row[]) => rows.forEach((row) => store.insert(table, row));
  const created = '2025-11-03T08:10:27.845Z';
  fill('roles', [
    ...rowsOf(example, 'RolePage', 'Role'),
    { _id: OWNER_ROLE_ID, name: 'Owner', permissions: [{ _id: '6602b1c3d4e5f60718293b51', resource: '*', action: '*', level: 9 }], created, updated: created },
    { _id: VIEWER_ROLE_ID, name: 'Viewer', permissions: [{ _id: '6602b1c3d4e5f60718293b52', resource: '*', action: '*', level: 1 }], created, updated: created },
  ]);
  fill('permissions', rowsOf(example, 'PermissionPage'));
  const admins = rowsOf(example, 'AdminPage', 'Admin');
  for (const admin of admins) if (admin.email === ACCOUNTS.admin.email) admin.roles = [OWNER_ROLE_ID];
  admins.push({ _id: READ_ONLY_ADMIN_ID, email: ACCOUNTS.readOnlyAdmin.email, fullName: 'Tamar Lomidze', roles: [VIEWER_ROLE_ID], created, updated: created });
  // The staff the examples' comments and chat messages come from: admins too, so that a console
  // can name them (they have no password: nobody signs in as them).
  for (const [_id, email, fullName] of EXAMPLE_STAFF) admins.push({ _id, email, fullName, roles: [VIEWER_ROLE_ID], created, updated: created });
  fill('admins', admins);
  for (const admin of admins) {
    if (admin.email === ACCOUNTS.admin.email) store.passwords.set(admin._id, ACCOUNTS.admin.password);
    if (admin.email === ACCOUNTS.readOnlyAdmin.email) store.passwords.set(admin._id, ACCOUNTS.readOnlyAdmin.password);
  }
  fill('preferences', example<Row[]>('AdminPreferenceList').map((p) => ({ ...p, _id: p.key })));
  const users = rowsOf(example, 'UserPage', 'User');
  fill('users', users);
  for (const user of users) if (user.email === ACCOUNTS.endUser.email) store.passwords.set(user._id, ACCOUNTS.endUser.password);
  fill('requestActions', rowsOf(example, 'RequestActionPage', 'RequestAction'));
  const boxes = rowsOf(example, 'BoxPage');
  // The examples' box is a user's; the same one as the project's, for the public surface.
  fill('boxes', [...boxes, ...boxes.map((box) => ({ ...box, _id: `${box._id.slice(0, 22)}ff`, userId: null }))]);
  fill('cmsModels', rowsOf(example, 'CmsModelPage'));
  fill('cmsContent', rowsOf(example, 'CmsContentPage'));
  // The published examples are content of a `news` model the admin examples do not show: stored
  // as admin content (values by language), so both surfaces see the same entries.
  const published = rowsOf(example, 'PublishedContentPage');
  const newsFields = Object.keys(published[0]?.fields ?? {});
  if (published[0]) {
    store.insert('cmsModels', {
      _id: published[0].modelId,
      apiId: published[0].apiId,
      name: 'News',
      fields: newsFields.map((key, i) => ({ _id: `6602f0a1b2c3d4e5f6a7b9${String(i).padStart(2, '0')}`, key, name: key, type: 'text', required: false, localized: true })),
      created,
      updated: created,
    });
  }
  // The model holiday feedback is written to (docs/design.md, decision 15), from its example entry.
  const feedback = example<Row>('HolidayFeedbackContent');
  store.insert('cmsModels', {
    _id: feedback.modelId,
    apiId: feedback.apiId,
    name: 'Holiday feedback',
    fields: Object.keys(feedback.fields).map((key, i) => ({ _id: `6602f0a1b2c3d4e5f6a7ba${String(i).padStart(2, '0')}`, key, name: key, type: 'text', required: false, localized: false })),
    created,
    updated: created,
  });
  for (const entry of published) {
    store.insert('cmsContent', {
      _id: entry._id,
      modelId: entry.modelId,
      values: { [entry.lang]: entry.fields },
      order: entry.order,
      status: 'published',
      created: entry.created,
      updated: entry.updated,
    });
  }
  fill('files', rowsOf(example, 'CmsFilePage'));
  fill('images', rowsOf(example, 'CmsImagePage'));
  const conversations = rowsOf(example, 'ConversationPage');
  fill('conversations', conversations);
  const messages = rowsOf(example, 'MessagePage');
  for (const conversation of conversations) if (conversation.lastMessage) messages.push(conversation.lastMessage);
  fill('messages', messages);
  fill('notifications', rowsOf(example, 'NotificationPage'));
  fill('holidays', [...rowsOf(example, 'HolidayList'), ...example<{ conflicts: Row[] }>('HolidayCheck').conflicts]);
  // The examples' cards are the end user's (the contract's BankCard does not show its owner).
  const cardHolder = users.find((user) => user.email === ACCOUNTS.endUser.email)?._id ?? null;
  fill('bankCards', rowsOf(example, 'BankCardList').map((card) => ({ ...card, userId: cardHolder })));
  fill('transactions', rowsOf(example, 'TransactionPage', 'TransactionSucceeded'));
}
