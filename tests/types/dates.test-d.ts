// Type tests (docs/design.md, decision 10), checked by `tsc --noEmit`: one mapping everywhere. Date where the
// runtime gives a Date (a `format: date-time` field), string for calendar days and typed strings
// shaped like timestamps, `unknown` for free-form data; the same in the fetchers, the hooks and
// `z.infer` of the output schemas; the wire schemas say string.
import type { z } from 'zod';
import {
  createAdminClient,
  createEndUserClient,
  createPublicClient,
  type AdminClient,
  type EndUserClient,
} from '../../src/index.js';
import type {
  RequestAction as HookRequestAction,
  RequestActionPage as HookRequestActionPage,
} from '../../src/react/admin.js';
import type { Holiday as HookHoliday } from '../../src/react/enduser.js';
import * as adminSchemas from '../../src/zod/admin.js';
import { GetRequestActionResponse } from '../../src/zod/admin.js';
import * as enduserSchemas from '../../src/zod/enduser.js';
import * as publicSchemas from '../../src/zod/public.js';
import type { Equal } from './hook-checks.js';

const expectType = <T extends true>(ok: T) => ok;

declare const admin: AdminClient;
declare const enduser: EndUserClient;

export async function fetchers() {
  const { data } = await admin.GET('/request-action/{id}', { params: { path: { id: 'x' } } });
  expectType<Equal<typeof data.created, Date>>(true);
  expectType<Equal<typeof data.seenAt, Date | null | undefined>>(true);
  expectType<Equal<(typeof data.comments)[number]['created'], Date>>(true);
  // A title or a comment shaped like a timestamp is still a string.
  expectType<Equal<typeof data.title, string>>(true);
  expectType<Equal<(typeof data.comments)[number]['text'], string>>(true);
  // @ts-expect-error -- a typed string is never a Date
  const title: Date = data.title;
  // Free-form data: values are unknown, never `never` (which would pass for anything).
  expectType<Equal<typeof data.data, Record<string, unknown> | undefined>>(true);
  // @ts-expect-error -- unknown is not a number
  const n: number = data.data!.floor;

  const holidays = await enduser.GET('/intranet/holiday/active', {
    params: { query: { startDate: '2026-07-01', endDate: '2026-07-31' } },
  });
  expectType<Equal<(typeof holidays.data)[number]['startDate'], string>>(true);
  expectType<Equal<(typeof holidays.data)[number]['created'], Date>>(true);
  void [title, n];
}

// The hooks' data are orval's model types.
export function hooks() {
  expectType<Equal<HookRequestAction['created'], Date>>(true);
  expectType<Equal<HookRequestAction['title'], string>>(true);
  expectType<Equal<HookRequestAction['seenAt'], Date | null | undefined>>(true);
  expectType<Equal<HookRequestActionPage['data'][number]['updated'], Date>>(true);
  expectType<Equal<HookRequestAction['data'], { [key: string]: unknown } | undefined>>(true);
  // Calendar days are strings in the hooks too (orval's useDates alone would say Date).
  expectType<Equal<HookHoliday['startDate'], string>>(true);
  expectType<Equal<HookHoliday['created'], Date>>(true);
  // @ts-expect-error -- a calendar day is no Date
  const day: Date = ({} as HookHoliday).endDate;
  void day;
}

export async function schemas() {
  type Out = z.infer<typeof GetRequestActionResponse>;
  // One schema, a codec per date-time: its input is the wire (JSON) form.
  type Wire = z.input<typeof GetRequestActionResponse>;
  expectType<Equal<Out['created'], Date>>(true);
  expectType<Equal<Wire['created'], string>>(true);
  expectType<Equal<Out['title'], string>>(true);
  expectType<Equal<Out['data'], Record<string, unknown> | undefined>>(true);
  type OutDay = z.infer<typeof enduserSchemas.ListActiveHolidaysResponse>[number];
  expectType<Equal<OutDay['startDate'], string>>(true);
  expectType<Equal<OutDay['created'], Date>>(true);

  // What a fetcher returns is what the schema decodes the wire into, and encodes back.
  const { data } = await admin.GET('/request-action/{id}', { params: { path: { id: 'x' } } });
  const parsed: Out = GetRequestActionResponse.parse(GetRequestActionResponse.encode(data));
  const back: typeof data = parsed;
  void back;
}

export async function validateOption() {
  await createAdminClient({ baseUrl: 'http://127.0.0.1:1', sessionId: 's', accessToken: 't', validate: adminSchemas });
  await createEndUserClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', sessionId: 's', validate: enduserSchemas });
  createPublicClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', validate: publicSchemas });
  // @ts-expect-error -- another surface's schemas
  createPublicClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', validate: adminSchemas });
  // @ts-expect-error -- one answer schema is no schema module
  createPublicClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', validate: publicSchemas.GetOwnProjectResponse });
}
