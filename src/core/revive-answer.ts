// Answers that went through JSON on the way (Next's `unstable_cache`, a persisted query cache,
// a `Response.json` of the server's own): their Dates came back as strings while their type still
// says Date. `reviveAnswer` gives them back their Dates by the operation's own generated reviver
// (docs/design.md, decision 10), the same the transport used when the answer arrived.
import type { HttpMethod, PathsWithMethod } from 'openapi-typescript-helpers';
import type { DataOf, OperationOf } from './fetcher-types.js';
import { parseJson } from './revive-plan.js';
import type { Transport } from './transport-options.js';

type Method = Uppercase<HttpMethod>;

/** The paths a client's fetchers take. */
type PathsOf<C> = C extends Transport<infer Paths> ? Paths : never;

/**
 * An operation's answer as the client gives it, from the same answer after a trip through JSON:
 * `reviveAnswer(client, 'GET', '/v3/cms/content/api/{apiId}', cached)`. Returns a new value
 * (the one given is left as it is); Dates already there are kept. Throws a TypeError for an
 * operation the client does not have.
 */
export function reviveAnswer<
  // biome-ignore lint/complexity/noBannedTypes: any transport, whatever its operations
  C extends Transport<{}>,
  M extends Method,
  P extends PathsWithMethod<PathsOf<C>, Lowercase<M>>,
>(client: C, method: M, path: P, answer: unknown): DataOf<OperationOf<PathsOf<C>[P], Lowercase<M>>, undefined> {
  const key = `${method} ${String(path)}`;
  const op = client.operations[key];
  if (!op) throw new TypeError(`reviveAnswer: the client has no operation ${key}.`);
  // Through JSON text once more: a copy, and a Date still in it becomes its timestamp, revived again.
  return (answer == null ? answer : parseJson(JSON.stringify(answer), op.revive)) as never;
}
