import type { Change } from './compare.mjs';
export type SurfaceChange = Change & { surface: string };
export interface PolicyResult {
  ok: boolean;
  breaking: SurfaceChange[];
  nonBreaking: SurfaceChange[];
  versionOk: boolean;
  requiredVersion: string;
  unnamed: SurfaceChange[];
  lineOk: boolean;
  hasUnreleased: boolean;
  baselineVersion: string;
  version: string;
}
export function requiredVersion(baseline: string): string;
export function atLeast(version: string, min: string): boolean;
export function unreleasedSection(changelog: string): string | undefined;
export function names(text: string, name: string): boolean;
export function checkPolicy(input: { changes: SurfaceChange[]; baselineVersion: string; version: string; changelog: string }): PolicyResult;
export function changelogLines(changes: SurfaceChange[]): string[];
export function explain(result: PolicyResult): string[];
