// Types of bench/size.mjs, for tests/size/budgets.test.ts (tsc checks tests/).
export interface SizeEntry {
  label: string;
  contents: string;
  external?: string[];
}
export interface BundleSize {
  label: string;
  minBytes: number;
  gzipBytes: number;
  inputs: { file: string; bytes: number }[];
}
export declare const ENTRIES: Record<string, SizeEntry>;
export declare const BUDGETS: { publicClient: number; adminClient: number; hook: number; infiniteHook: number; chatClientSocketIoExternal: number };
export declare function measureSizes(names?: string[], options?: { topInputs?: number; root?: string }): Promise<Record<string, BundleSize>>;
export declare function gzipSizes(names?: string[]): Promise<Record<string, number>>;
