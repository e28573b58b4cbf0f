// The four surfaces and the shape of their bundled contracts, apart from how the contracts are
// read (./contracts.ts reads them from disk; a browser build of the mock swaps that module).
export const SURFACES = ['admin', 'public', 'private', 'enduser'] as const;
export type Surface = (typeof SURFACES)[number];

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { operationId?: string; security?: Array<Record<string, string[]>> } & Record<string, unknown>>
  >;
  security?: Array<Record<string, string[]>>;
  components: { examples?: Record<string, { value?: unknown }>; schemas?: Record<string, unknown> } & Record<
    string,
    unknown
  >;
} & Record<string, unknown>;

/** The operation `operationId` names in `doc`, or undefined. */
export const operationOf = (doc: OpenApiDocument, operationId: string) =>
  Object.values(doc.paths)
    .flatMap((item) => Object.values(item))
    .find((operation) => operation?.operationId === operationId);
