// What a modelled operation receives, typed from the generated operation types: its key
// `<surface>.<operationId>`, and its path parameters, query and body as the validator passed them
// (after ajv's coercion, dates still ISO strings: ./wire.ts).
import type { operations as AdminOperations } from '../generated/types/admin.js';
import type { operations as EndUserOperations } from '../generated/types/enduser.js';
import type { operations as PrivateOperations } from '../generated/types/private.js';
import type { operations as PublicOperations } from '../generated/types/public.js';
import type { Surface } from './contracts.js';
import type { Wire } from './wire.js';

interface Operations {
  admin: AdminOperations;
  public: PublicOperations;
  private: PrivateOperations;
  enduser: EndUserOperations;
}

/** Every operation of the four contracts, keyed as the handlers are: `admin.createRequestAction`. */
export type OperationKey = { [S in Surface]: `${S}.${keyof Operations[S] & string}` }[Surface];

/** Operation `Id` on every surface that has it: `OnSurfaces<'getBox'>` is `'public.getBox' | 'enduser.getBox'`. */
export type OnSurfaces<Id extends string> = Extract<OperationKey, `${Surface}.${Id}`>;

/** The generated type of operation `K` (`admin.listRequestActions`). */
export type Operation<K> = K extends `${infer S extends Surface}.${infer Id}`
  ? Id extends keyof Operations[S]
    ? Operations[S][Id]
    : never
  : never;
type Part<K, In extends 'path' | 'query'> =
  Operation<K> extends { parameters: { [_ in In]?: infer P } } ? NonNullable<P> : never;
/** `never` (an operation without that part) as an empty object, so that it destructures. */
type OrEmpty<T> = [T] extends [never] ? Record<never, never> : T;

// Each distributes over a union of operations: a handler of several gets the union of theirs.
/** The path parameters of operation `K`, as the router passes them (strings). */
export type Params<K> = K extends unknown ? OrEmpty<{ [N in keyof Part<K, 'path'>]: string }> : never;
/** The query of operation `K`. */
export type Query<K> = K extends unknown ? OrEmpty<Wire<Part<K, 'query'>>> : never;
type Content<B> = B extends { content: infer C } ? C[keyof C] : never;
/**
 * The request body of operation `K`, undefined where it takes none. Of a multipart body only the
 * text fields are as typed: a file part stands as its name (../http.ts); its bytes are in `files`.
 */
export type Body<K> = K extends unknown
  ? Operation<K> extends { requestBody: infer B }
    ? Wire<Content<B>>
    : Operation<K> extends { requestBody?: infer B }
      ? Wire<Content<B>> | undefined
      : undefined
  : never;
