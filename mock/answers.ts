// What a test may make one operation answer instead of the stateful mock (platform-client/mock/msw),
// typed from the generated operation types: a wrong shape, an undeclared status or an unknown
// operation fails to compile.
import type { OperationKey, Operation } from './operations.js';
import type { Wire } from './wire.js';

type Responses<K> = Operation<K> extends { responses: infer R } ? R : never;
/** The statuses operation `K`'s contract declares. */
export type DeclaredStatus<K extends OperationKey> = keyof Responses<K> & number;
type ContentOf<R> = R extends { content: infer C } ? C : never;
type JsonOf<C> = Extract<keyof C, `${string}json`>;
/** The body of a declared answer: JSON as it is on the wire, or raw content (a CSV, a download). */
type BodyOf<R> = [ContentOf<R>] extends [never]
  ? undefined
  : [JsonOf<ContentOf<R>>] extends [never]
    ? string | Blob | ArrayBuffer | Uint8Array
    : Wire<ContentOf<R>[JsonOf<ContentOf<R>>]>;

/**
 * The wire (JSON) body operation `K` answers with status `S`: what a fixture for it looks like.
 * `WireBody<'admin.getRequestAction', 200>` is a RequestAction with its dates as ISO strings.
 */
export type WireBody<K extends OperationKey, S extends DeclaredStatus<K>> = BodyOf<Responses<K>[S]>;

type Declared<K extends OperationKey> = {
  [S in DeclaredStatus<K>]: {
    status: S;
    /** Headers of the answer besides `content-type`. */
    headers?: Record<string, string>;
    /** Milliseconds to wait before answering. @default 0 */
    delay?: number;
    networkError?: never;
  } & ([BodyOf<Responses<K>[S]>] extends [undefined] ? { body?: undefined } : { body: BodyOf<Responses<K>[S]> });
}[DeclaredStatus<K>];

/**
 * One operation's answer in a test: a declared status and its body, `{ networkError: true }` (the
 * call fails as on a dropped connection), or `{ delay }` alone (the stateful mock answers, later).
 */
export type MockAnswer<K extends OperationKey> =
  | Declared<K>
  | { networkError: true; delay?: number; status?: never; body?: never }
  | { delay: number; status?: never; body?: never; networkError?: never };

/** A fixed answer, or one made from the call (`request.json()` to read its body). */
export type MockAnswerFor<K extends OperationKey> =
  | MockAnswer<K>
  | ((call: { request: Request }) => MockAnswer<K> | Promise<MockAnswer<K>>);

/**
 * {@link MockAnswerFor} of every operation, by key. A function's answer is typed through this
 * table: while a call's `K` is still being inferred its contextual type is the table's union, whose
 * statuses are literals, so `status: 404` in an arrow's result stays `404`.
 */
export type MockAnswerTable = { [K in OperationKey]: MockAnswerFor<K> };
