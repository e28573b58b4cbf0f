export type ApiSurface = Record<string, { operations: Set<string>; hooks: Set<string>; schemas: Set<string> }>;
export function readApiSurface(outDir: string): ApiSurface;
export function surfaceDelta(before: ApiSurface, after: ApiSurface): string[];
