// A back-office script's view of request actions, through the admin client's fetchers. The
// `breaks:` comments name the edits of tests/contract-impact/corpus.ts that must break that line.
import type { AdminClient } from 'platform-client';

export async function loadRequest(admin: AdminClient, id: string) {
  const { data } = await admin.GET('/request-action/{id}', { params: { path: { id } } });
  return data;
}

export type RequestAction = Awaited<ReturnType<typeof loadRequest>>;

/** One line per request action, for a report. */
export function describeRequest(request: RequestAction): string {
  const category = request.category ?? 'uncategorised'; // breaks: remove-field
  return `${request.title} (${category}), version ${request.version}`; // breaks: rename-field
}

/** Files a repair for a tenant; `category` comes from a form, as typed. */
export async function reportRepair(admin: AdminClient, title: string, category: string): Promise<string> {
  const { data } = await admin.POST('/request-action', {
    body: { type: 'maintenance', title, category }, // breaks: required-input narrow-type
  });
  return data._id;
}
