// The shapes the generator's files share, declared once for their JSDoc (`import('./generator.js').Model`):
// the model of a contract (./model.mjs), the API summary (./surface-summary.mjs), and the watch
// loop's options and handle (./watch.mjs, used by scripts/start.mjs and scripts/contract-impact).

/** A part of a contract as parsed (a schema, a parameter): read untyped, as JSDoc's `object` is. */
// biome-ignore lint/suspicious/noExplicitAny: the contracts are checked by Redocly, not by these types
type Json = any;

/** One operation of a contract, as ./model.mjs reads it. */
export interface Operation {
  /** The operationId. */
  id: string | undefined;
  /** Lower case. */
  method: string;
  /** The path template. */
  path: string;
  /** `METHOD /path`, the operation tables' key. */
  key: string;
  /** Resolved, operation-level ones overriding the path item's. */
  parameters: Json[];
  /** The template's `{names}`, in order. */
  pathNames: string[];
  /** The `in: query` parameters. */
  query: Json[];
  /** Whether a `page` query parameter pages it. */
  paged: boolean;
  body: { required: boolean; content: [string, Json][] } | undefined;
  /** The first 2xx answer: its media types in order, and its JSON media type's schema when it has one. */
  success:
    | {
        status: string;
        content: [string, Json][];
        kind: 'empty' | 'json' | 'text' | 'blob';
        json?: { type: string; schema: unknown } | undefined;
      }
    | undefined;
  /** Each declared error answer's key and its JSON body's schema (undefined without one). */
  errors: [string, unknown][];
  /** `x-idempotent`, else whether the method is safe to repeat. */
  idempotent: boolean;
  /** `x-permission`. */
  permission: { resource: string; action: string; verb: string } | string | undefined;
  /** A mutation's (MUTATING methods only): the GETs it changes, and its entity's. */
  invalidation: { targets: Operation[]; entity: Operation | undefined } | undefined;
  summary: string | undefined;
  description: string | undefined;
  deprecated: boolean;
  /** The first tag (the same-tag rule of invalidation). */
  tag: string | undefined;
  /** The operation object as the contract writes it. */
  raw: Json;
}

/** A contract read once: what every emitter writes from. */
export interface Model {
  /** The bundled contract. */
  doc: Json;
  /** Follows local `$ref`s. */
  resolve: (obj: unknown) => Json;
  operations: Operation[];
}

/** The zod schemas ./zod.mjs writes for one operation. */
export interface ZodEntry {
  op: Operation;
  key: string;
  /** The schemas' names' stem: the operationId in PascalCase. */
  name: string;
  /** The JSDoc of its schemas. */
  doc: string;
  /** Each exported schema's name and expression. */
  exports: [string, string][];
  /** Each declared error answer's key and its body's schema expression. */
  errors: [string, string][];
}

/** What prints one generated file from a contract's model. */
export type Emitter = (model: Model) => string;
/** The persisted cache's table (./persist.mjs): per GET by path template, per mutation by operationId. */
export interface PersistTable {
  queries: Record<string, { hash: string; secret?: true }>;
  mutations: Record<string, { secret?: true }>;
}
export type ContractModels = (docs: Record<string, Json>) => { models: Record<string, Model>; summary: ApiSurface };

/** The names a generated module imports (./model.mjs, importRecorder): `use` and `useType` return `name`. */
export interface ImportRecorder {
  use(from: string, name: string, ...more: string[]): string;
  useType(from: string, name: string, ...more: string[]): string;
  statement(from: string): string;
}
/** Redocly's bundle or lint on the root contract of each surface listed: the results by surface. */
export type EachContract = <T>(
  openapiDir: string,
  list: readonly string[],
  step: (options: Json) => Promise<[Json[], T]>,
) => Promise<Record<string, T>>;

/** Generated files' text, by path under the output. */
export type Files = Record<string, string>;
export type BundleContracts = (options: { openapiDir: string }) => Promise<Record<string, Json>>;
export type SurfaceFiles = (surface: string, model: Model) => Promise<Files>;
/** What one run read and wrote: the new last good contracts, the surfaces changed, the files written and removed
 * (paths under the output). */
export interface Run extends Good {
  changed: string[];
  written: string[];
  removed: string[];
  seconds?: string;
}
export type Regenerate = (
  dirs: { openapiDir: string; outDir?: string },
  last: Good | undefined,
  check: (docs: Record<string, Json>, changed: string[]) => Promise<unknown>,
) => Promise<Run>;

/** What the SDK exports for each surface: operationIds, React hooks, component schemas. */
export type ApiSurface = Record<string, { operations: Set<string>; hooks: Set<string>; schemas: Set<string> }>;

/** The last good contracts of a watch, in memory. */
export interface Good {
  /** The bundles, by surface. */
  docs: Record<string, Json>;
  models: Record<string, Model>;
  summary: ApiSurface;
  /** By surface, the text of each file generated from it (by path under the output). */
  files: Record<string, Record<string, string>>;
}

export interface WatchOptions {
  openapiDir: string;
  outDir: string;
  log: (line: string) => void;
  /**
   * Generate everything once before the first save; without it, the contracts as they are at the
   * start are the last good ones.
   * @default true
   */
  initial?: boolean;
  /** Runs after each run that changed a bundle. */
  onGenerated?: (result: Run) => Promise<void> | void;
  /**
   * Who keeps the last good contracts after an error, for the message.
   * @default the output
   */
  kept?: string;
}

export type WatchContracts = (options: WatchOptions) => Promise<Watcher>;

export interface Watcher {
  close(): void;
  /** Settles when no run is under way. */
  idle(): Promise<void>;
  /** The last good models and API summary (what scripts/contract-impact reads). */
  current(): Pick<Good, 'models' | 'summary'> | undefined;
}
