export type ChangeKind = 'breaking' | 'non-breaking' | 'annotation';
export interface Change {
  kind: ChangeKind;
  operationId?: string;
  method?: string;
  path?: string;
  /** The component schema the change lives in, when it does. */
  schema?: string;
  /** Any of these, named in the CHANGELOG's Unreleased section, covers the change. */
  names: string[];
  reason: string;
  pointer: string;
}
export function compareContracts(before: object, after: object): Change[];
export function owningSchema(doc: object, path: Array<string | number>): string | undefined;
export function nodeAt(doc: object, path: Array<string | number>): unknown;
export const kinds: readonly ChangeKind[];
