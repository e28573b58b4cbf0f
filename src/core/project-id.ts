// docs/design.md, decision 5: an admin operation that takes `projectId` gets the client's, unless
// the call gives its own; with neither, nothing is sent.
import { MissingProjectIdError, type ErrorOptions } from './errors.js';
import type { OperationInfo } from './operation-table.js';

/** The call's query with `projectId` filled in where the operation takes one and the call gave none. */
export function withProjectId(
  query: Record<string, unknown> | undefined,
  op: OperationInfo | undefined,
  projectId: string | undefined,
  at: string,
  where: ErrorOptions,
): Record<string, unknown> | undefined {
  if (!op?.projectId || query?.projectId != null) return query;
  if (projectId == null) throw new MissingProjectIdError(`${at}\`projectId\` is missing.`, where);
  return { ...query, projectId };
}
