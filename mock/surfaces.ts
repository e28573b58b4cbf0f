// The four surfaces and the shape of their bundled contracts, apart from how the contracts are
// read (./contracts.ts reads them from disk; a browser build of the mock swaps that module).
export const SURFACES = ['admin', 'public', 'private', 'enduser'] as const;
export type Surface = (typeof SURFACES)[number];

type Security = Array<Record<string, string[]>>;
type Loose = Record<string, unknown>;
export type OpenApiDocument = {
  paths: Record<string, Record<string, { operationId?: string; security?: Security } & Loose>>;
  security?: Security;
  components: { examples?: Record<string, { value?: unknown }>; schemas?: Loose } & Loose;
} & Loose;

/** The operation `operationId` names in `doc`, or undefined. */
export const operationOf = (doc: OpenApiDocument, operationId: string) =>
  Object.values(doc.paths)
    .flatMap((item) => Object.values(item))
    .find((operation) => operation?.operationId === operationId);
