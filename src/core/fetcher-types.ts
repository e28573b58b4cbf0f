// The typed fetchers' signature (docs/design.md, decision 19): the init is typed from the path (and `parseAs`)
// only, never inferred as a whole, so an option the runtime does not honour, or a typo, is an
// excess-property error; `data` follows `parseAs`.
import type {
  HttpMethod,
  MediaType,
  OperationRequestBodyContent,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponse,
} from 'openapi-typescript-helpers';

/** How the answer is read. @default from the operation's response content type (JSON, text or Blob) */
export type ParseAs = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';

/**
 * What a runtime's fetch honours beyond the standard fields, passed to fetch as it is. Empty here,
 * so an unknown key stays a type error; a project adds its runtime's fields by declaration merging
 * (docs/guide.md, "Next.js"):
 * `declare module 'platform-client' { interface FetchExtensions { cf?: { cacheTtl?: number } } }`.
 * Next.js's `next` needs none of this: it is a call option wherever Next's types are loaded.
 */
// biome-ignore lint/suspicious/noEmptyInterface: empty on purpose, for projects to extend by declaration merging
export interface FetchExtensions {}

/**
 * Next.js's `{ revalidate, tags }`, typed by Next itself: its types add `next` to the global
 * `RequestInit` (`next-env.d.ts` loads them). Without them, `never`: `next` is an error.
 */
export type NextFetchOptions = 'next' extends keyof RequestInit
  ? RequestInit extends { next?: infer N }
    ? N
    : never
  : never;

/** How much of a request body has been sent: `loaded` of `total` bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Called as a multipart body is sent, `loaded` rising to `total` (docs/design.md, decision 25).
 * Only a client whose `fetch` has an upload sender (`withUploadProgress()` from
 * `platform-client/upload`) calls it; the transport hands it to that sender.
 */
export type OnUploadProgress = (progress: UploadProgress) => void;

/**
 * The call option of an upload (a multipart operation's fetcher, the untyped `request`, the
 * upload hooks), defined here once.
 */
export interface UploadCallOptions {
  /**
   * Told as the body is sent. The client's `fetch` must be `withUploadProgress()`
   * (`platform-client/upload`), or have an `upload` sender of its own: on any other client the
   * call fails before sending (CallInputError). @default undefined
   */
  onUploadProgress?: OnUploadProgress | undefined;
}

/** What the transport hands an upload sender for one attempt, beside the Request and the call's fetch fields. */
export interface UploadAttempt {
  /** Where the sender reports how much of the body has gone. */
  onUploadProgress: OnUploadProgress;
  /**
   * The attempt's signal (the caller's abort, `timeout`, `totalTimeout`): once it aborts, the
   * sender stops reading the body, tells no more, and rejects with its reason.
   */
  signal: AbortSignal;
}

/**
 * A client's `fetch`: given a Request and, second, the call's own fetch fields (the standard ones
 * the Request carries too, and a runtime's extensions no Request keeps: Next's `next`,
 * `FetchExtensions`). With an `upload` sender (`withUploadProgress()` makes one) it also sends
 * the calls that ask for upload progress: the transport hands those to `upload`, with an
 * `UploadAttempt`, and every other call to the fetch itself.
 */
export interface ClientFetch {
  (request: Request, init?: RequestInit & FetchExtensions): Promise<Response>;
  /** Sends a call that asks for upload progress. @default undefined (such a call fails before sending) */
  upload?:
    | ((request: Request, init: RequestInit & FetchExtensions, attempt: UploadAttempt) => Promise<Response>)
    | undefined;
}

/** Per-call options, beside `params`, `body` and `headers`. */
export interface CallOptions extends FetchExtensions {
  /** Aborts the request; it then fails with AbortError. @default undefined */
  signal?: AbortSignal | undefined;
  /** Milliseconds each attempt may take, body included; overrides the client's. @default the client's `timeout` */
  timeout?: number | undefined;
  /** Milliseconds the whole call may take, retries and waits included; overrides the client's. @default the client's `totalTimeout` */
  totalTimeout?: number | undefined;
  /** Retries of a request safe to repeat; overrides the client's. @default the client's `maxRetries` */
  maxRetries?: number | undefined;
  /** Extra headers for this call. @default {} */
  headers?: Record<string, string | undefined> | undefined;
  // Fetch's own fields, passed to fetch as they are.
  /** @default fetch's default */
  credentials?: RequestCredentials | undefined;
  /** @default fetch's default */
  cache?: RequestCache | undefined;
  /** @default fetch's default */
  mode?: RequestMode | undefined;
  /** @default fetch's default */
  keepalive?: boolean | undefined;
  /** @default fetch's default */
  priority?: 'high' | 'low' | 'auto' | undefined;
  /** @default fetch's default */
  referrer?: string | undefined;
  /** @default fetch's default */
  referrerPolicy?: ReferrerPolicy | undefined;
  /** @default fetch's default */
  integrity?: string | undefined;
  /**
   * Next.js's fetch cache options (`{ revalidate: 60, tags: ['news'] }`), given to Next's fetch
   * as they are; a type error outside a Next.js project. @default none (Next's own default)
   */
  next?: NextFetchOptions | undefined;
}

/** What `data` is for a `parseAs`. */
interface ParsedAs<Json> {
  json: Json;
  text: string;
  blob: Blob;
  arrayBuffer: ArrayBuffer;
  stream: ReadableStream<Uint8Array> | null;
}

export type OperationOf<PathItem, Method extends HttpMethod> = PathItem extends { [K in Method]: infer Op }
  ? Op
  : never;

/** The success body as the contract says: JSON revived (Dates), Blob for binary, text. */
// biome-ignore lint/suspicious/noExplicitAny: a constraint that admits every responses object (unknown rejects interfaces without an index signature)
type SuccessData<Op> = Op extends { responses: infer R extends Record<string | number, any> }
  ? SuccessResponse<R, MediaType>
  : never;

/** `data` of a call: the contract's success body, or what `parseAs` reads. */
export type DataOf<Op, P extends ParseAs | undefined> = P extends ParseAs
  ? ParsedAs<SuccessData<Op>>[P]
  : SuccessData<Op>;

type ParamsPart<Op> = Op extends { parameters: infer Params }
  ? RequiredKeysOf<Params> extends never
    ? { params?: Params }
    : { params: Params }
  : { params?: never };

/** A multipart body is a typed object (docs/design.md, decision 18) or a FormData sent as it is. */
export type BodyContent<Op> = Op extends { requestBody?: { content: { 'multipart/form-data': infer Form } } }
  ? Form | FormData
  : OperationRequestBodyContent<Op>;

type BodyPart<Op> = Op extends { requestBody: unknown }
  ? { body: BodyContent<Op> }
  : Op extends { requestBody?: unknown }
    ? { body?: BodyContent<Op> }
    : { body?: never };

/** What must be given for an operation: its params and body. */
type Required_<Op> = ParamsPart<Op> & BodyPart<Op>;

/** `onUploadProgress` on the operations whose body is multipart, and nowhere else. */
type UploadPart<Op> = Op extends { requestBody?: infer Body }
  ? // An operation without a body has `requestBody?: never`, which every optional shape admits.
    [NonNullable<Body>] extends [never]
    ? { onUploadProgress?: never }
    : NonNullable<Body> extends { content: { 'multipart/form-data': unknown } }
      ? UploadCallOptions
      : { onUploadProgress?: never }
  : { onUploadProgress?: never };

/** The whole init of a call: params, body, `parseAs` and the call options. */
type FetchInit<Op, P extends ParseAs | undefined> = Required_<Op> & UploadPart<Op> & CallOptions & { parseAs?: P };

/** The init argument, optional when the operation needs nothing. */
export type InitArgs<Op, P extends ParseAs | undefined> =
  RequiredKeysOf<Required_<Op>> extends never ? [init?: FetchInit<Op, P>] : [init: FetchInit<Op, P>];

/** A typed fetcher: resolves `{ data, response }` on 2xx, throws a PlatformError otherwise. */
export type Fetcher<Paths extends {}, Method extends HttpMethod> = <
  Path extends PathsWithMethod<Paths, Method>,
  P extends ParseAs | undefined = undefined,
>(
  url: Path,
  ...init: InitArgs<OperationOf<Paths[Path], Method>, P>
) => Promise<{ data: DataOf<OperationOf<Paths[Path], Method>, P>; response: Response }>;
