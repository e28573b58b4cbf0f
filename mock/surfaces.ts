// The four surfaces and the shape of their bundled contracts, apart from how the contracts are
// read (./contracts.ts reads them from disk; a browser build of the mock swaps that module).
export const SURFACES = ['admin', 'public', 'private', 'enduser'] as const;
export type Surface = (typeof SURFACES)[number];

type Loose = Record<string, unknown>;
/** Read by the router's OperationTable alone (paths, security) and the store's examples. */
export type OpenApiDocument = {
  paths: Loose;
  security?: Array<Record<string, string[]>>;
  components: { examples?: Record<string, { value?: unknown }>; schemas?: Loose } & Loose;
} & Loose;
