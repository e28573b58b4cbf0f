// The seed (docs/design.md, decision 21): always the three accounts `credentials` names (the full
// admin's role grants Admin on everything, the read-only admin's Read on everything; permissions
// in tokens come from the roles at login), the examples' staff and the permission catalogue. Then,
// by the `seed` option: `demo` adds the contracts' examples and the volume of ./seed-demo.ts,
// `empty` nothing more, and the caller's own data its rows.
import type { Faker } from '@faker-js/faker';
import type { components } from '../generated/types/public.js';
import { rowOf, TABLES, type SeedRow, type Shown, type Table } from './rows.js';
import { demoRecords } from './seed-demo.js';
import type { Store } from './store.js';
import type { MockSeedData } from './types.js';
import type { Wire } from './wire.js';

export const PROJECT_ID = '65f1c0a2e4b0a1b2c3d4e5f6';
const OWNER_ROLE_ID = '6602b1c3d4e5f60718293a51';
const VIEWER_ROLE_ID = '6602b1c3d4e5f60718293a52';
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

type Example = <T>(name: string) => T;

/** What `seedStore` fills the store with: a preset, with its fakers for `demo`, or the caller's rows. */
export type SeedPlan =
  | { preset: 'demo'; en: Faker; de: Faker; now: Date }
  | { preset: 'empty' }
  | { preset: 'own'; data: MockSeedData };
/** The demo's fixed seed: every mock started on the same day holds the same records. */
const DEMO_SEED = 2026;

/** A published entry of the examples, which give every field. */
type Published = Required<Wire<components['schemas']['PublishedContent']>>;

/** Where a person edits the named example. */
const fileOf = (name: string) => `openapi/components/examples/${name}.yaml`;

/** The first field (a dotted path) where `a` and `b` differ, or undefined when they are the same JSON. */
function difference(a: unknown, b: unknown, at = ''): string | undefined {
  if (a === b) return undefined;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return at || '(the record)';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = difference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      at ? `${at}.${key}` : key,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * The records of the named examples (a record, a list or a page of them; `Name.field` takes each
 * record's `field`), each once. Two examples that describe the same record (one `_id`) must agree
 * (one record, one source): else an Error naming both files and the field they differ in.
 */
export function rowsOf<R extends { _id: string }>(example: Example, ...sources: string[]): R[] {
  const rows = new Map<string, { row: R; from: string }>();
  for (const source of sources) {
    const [name = source, field] = source.split('.');
    // An example is of the schema its name says (the contract lint checks it): R, or a list or page of R.
    const value = example<R | R[] | { data: R[]; total: number }>(name);
    const list = Array.isArray(value)
      ? value
      : 'data' in value && Array.isArray(value.data) && typeof value.total === 'number'
        ? value.data
        : [value as R];
    const records = field
      ? list.flatMap((r) => (r as unknown as Record<string, R | R[] | undefined>)[field] ?? [])
      : list;
    for (const row of records) {
      const seen = rows.get(row._id);
      const differs = seen && difference(seen.row, row);
      if (differs)
        throw new Error(
          `The examples ${seen.from} (${fileOf(seen.from.split('.')[0]!)}) and ${source} (${fileOf(name)}) describe the same record ${row._id} and disagree at \`${differs}\`: make them agree.`,
        );
      if (!seen) rows.set(row._id, { row, from: source });
    }
  }
  return [...rows.values()].map(({ row }) => row);
}

export function seedStore(store: Store, example: Example, plan: SeedPlan): void {
  const fill = <T extends Table>(table: T, rows: SeedRow<T>[]) => {
    for (const row of rows) store.insert(table, rowOf(table, row));
  };
  /** The records of `table` the named examples hold. */
  const rows = <T extends Table>(_table: T, ...names: string[]) => rowsOf<SeedRow<T>>(example, ...names);
  const fillFrom = <T extends Table>(table: T, ...names: string[]) => fill(table, rows(table, ...names));
  const created = '2025-11-03T08:10:27.845Z';
  const demo = plan.preset === 'demo';
  fill('roles', [
    ...(demo ? rows('roles', 'RolePage', 'Role') : []),
    {
      _id: OWNER_ROLE_ID,
      name: 'Owner',
      permissions: [{ _id: '6602b1c3d4e5f60718293b51', resource: '*', action: '*', level: 9 }],
      created,
      updated: created,
    },
    {
      _id: VIEWER_ROLE_ID,
      name: 'Viewer',
      permissions: [{ _id: '6602b1c3d4e5f60718293b52', resource: '*', action: '*', level: 1 }],
      created,
      updated: created,
    },
  ]);
  fillFrom('permissions', 'PermissionPage', 'Permission');
  const admins = rows('admins', 'AdminPage', 'Admin').filter((admin) => demo || admin.email === ACCOUNTS.admin.email);
  for (const admin of admins) if (admin.email === ACCOUNTS.admin.email) admin.roles = [OWNER_ROLE_ID];
  admins.push({
    _id: READ_ONLY_ADMIN_ID,
    email: ACCOUNTS.readOnlyAdmin.email,
    fullName: 'Tamar Lomidze',
    roles: [VIEWER_ROLE_ID],
    created,
    updated: created,
  });
  // The staff the examples' comments and chat messages come from: admins too, so that a console
  // can name them (they have no password: nobody signs in as them).
  for (const [_id, email, fullName] of EXAMPLE_STAFF)
    admins.push({ _id, email, fullName, roles: [VIEWER_ROLE_ID], created, updated: created });
  fill('admins', admins);
  for (const admin of admins) {
    if (admin.email === ACCOUNTS.admin.email) store.passwords.set(admin._id, ACCOUNTS.admin.password);
    if (admin.email === ACCOUNTS.readOnlyAdmin.email) store.passwords.set(admin._id, ACCOUNTS.readOnlyAdmin.password);
  }
  const users = rows('users', 'UserPage', 'User').filter((user) => demo || user.email === ACCOUNTS.endUser.email);
  fill('users', users);
  const endUserId = users.find((user) => user.email === ACCOUNTS.endUser.email)!._id;
  store.passwords.set(endUserId, ACCOUNTS.endUser.password);
  /** The model an example entry is of: a text field for each of its fields, ids from `idPrefix`. */
  const modelOf = (entry: Published, name: string, idPrefix: string, localized: boolean) =>
    store.insert('cmsModels', {
      _id: entry.modelId,
      apiId: entry.apiId,
      name,
      fields: Object.keys(entry.fields).map((key, i) => ({
        _id: `${idPrefix}${String(i).padStart(2, '0')}`,
        key,
        name: key,
        type: 'text',
        required: false,
        localized,
      })),
      created,
      updated: created,
    });
  // The model holiday feedback is written to (docs/design.md, decision 15), from its example entry.
  modelOf(example<Published>('HolidayFeedbackContent'), 'Holiday feedback', '6602f0a1b2c3d4e5f6a7ba', false);
  if (plan.preset === 'own') {
    seedOwn(store, plan.data);
    return;
  }
  if (plan.preset === 'empty') return;

  fill(
    'preferences',
    example<Shown<'preferences'>[]>('AdminPreferenceList').map((p) => ({ ...p, _id: p.key })),
  );
  fillFrom('requestActions', 'RequestActionPage', 'RequestAction');
  const boxes = rows('boxes', 'BoxPage', 'Box');
  // The examples' box is a user's; the same one as the project's, for the public surface.
  fill('boxes', [...boxes, ...boxes.map((box) => ({ ...box, _id: `${box._id.slice(0, 22)}ff`, userId: null }))]);
  fillFrom('cmsModels', 'CmsModelPage', 'CmsModel');
  const content = rows('cmsContent', 'CmsContentPage', 'CmsContent');
  fill('cmsContent', content);
  // Two more entries of the examples' model, the ones `orderCmsContent`'s example orders.
  for (const [i, _id] of ['6603c4d2e1f0a9b8c7d6e5a1', '6603c4d2e1f0a9b8c7d6e5b2'].entries()) {
    const values = Object.fromEntries(
      Object.entries(content[0]!.values).map(([lang, v]) => [
        lang,
        { ...v, title: `${String(v.title ?? '')} (${i + 2})` },
      ]),
    );
    store.insert('cmsContent', { ...structuredClone(content[0]!), _id, values, order: content[0]!.order + i + 1 });
  }
  // The published examples are content of a `news` model the admin examples do not show: stored
  // as admin content (values by language), so both surfaces see the same entries.
  const published = rowsOf<Published>(example, 'PublishedContentPage', 'PublishedContent');
  const newsModelId = modelOf(published[0]!, 'News', '6602f0a1b2c3d4e5f6a7b9', true)._id;
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
  fillFrom('files', 'CmsFilePage', 'CmsFile');
  fillFrom('images', 'CmsImagePage', 'CmsImage');
  const conversations = rows('conversations', 'ConversationPage');
  fill('conversations', conversations);
  // A conversation's last message is the message stored (one object, seen by both at once).
  const last = new Map(conversations.map((c) => [c.lastMessage?._id, c.lastMessage]));
  fill(
    'messages',
    rows('messages', 'MessagePage', 'ConversationPage.lastMessage').map((m) => last.get(m._id) ?? m),
  );
  fillFrom('notifications', 'NotificationPage');
  fillFrom('holidays', 'HolidayList', 'HolidayCheck.conflicts');
  // The examples' cards are the end user's (the contract's BankCard does not show its owner).
  fill(
    'bankCards',
    rowsOf<Shown<'bankCards'>>(example, 'BankCardList').map((card) => ({ ...card, userId: endUserId })),
  );
  fillFrom('transactions', 'TransactionPage', 'TransactionSucceeded');
  fillFrom('entities', 'EntityPage', 'Entity');

  plan.en.seed(DEMO_SEED);
  plan.de.seed(DEMO_SEED);
  const more = demoRecords({
    en: plan.en,
    de: plan.de,
    now: plan.now,
    projectId: PROJECT_ID,
    endUserId,
    staffIds: EXAMPLE_STAFF.map(([id]) => id),
    newsModelId,
  });
  for (const table of Object.keys(more) as Array<keyof typeof more>) fill(table, more[table]);
}

/** The caller's own rows, table by table; a user's `password` is kept apart, as sign-up does. */
function seedOwn(store: Store, data: MockSeedData): void {
  for (const [table, rows] of Object.entries(data) as Array<[Table, SeedRow<Table>[] | undefined]>) {
    if (!TABLES.includes(table))
      throw new RangeError(`startMockPlatform: \`seed\` has no table ${table}; it takes ${TABLES.join(', ')}.`);
    for (const given of rows ?? []) {
      if (typeof given?._id !== 'string')
        throw new TypeError(`startMockPlatform: every row of \`seed.${table}\` needs an \`_id\` string.`);
      const { password, ...row } = structuredClone(given) as SeedRow<Table> & { password?: unknown };
      if (typeof password === 'string') store.passwords.set(row._id, password);
      // The caller's rows, of the types MockSeedData gives them (a JavaScript caller's are as given).
      store.insert(table, rowOf(table, row as SeedRow<typeof table>));
    }
  }
}
