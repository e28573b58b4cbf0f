// docs/design.md, decision 10: `validate` checks every answer against the contract's schema (zod, from
// `platform-client/zod/<surface>`). The check lives with the schemas (`responseSchemas.check`):
// a client without `validate` carries neither zod nor this code. The schemas decode the wire
// (a date-time is a codec from its string to a Date); what a call returns is already decoded
// (the transport revived its dates), so it is checked in the other direction: encoded.
import { ResponseValidationError, type ValidationIssue } from './errors.js';

/** What the transport needs of a schema: zod's `safeEncode` (the client's value back to the wire form). */
export interface ResponseSchema {
  safeEncode(value: never): { success: true } | { success: false; error: { issues: ReadonlyArray<ValidationIssue> } };
}

/** The `responseSchemas` export of a surface's schema module: answer schemas by `METHOD /path`. */
export interface ResponseSchemaTable<Surface extends string> {
  readonly surface: Surface;
  readonly operations: Readonly<Record<string, ResponseSchema>>;
  /** Throws ResponseValidationError when `data` is not what `operation`'s answer schema says. */
  check(operation: string, data: unknown): void;
}

/** What the `validate` option takes: `import * as schemas from 'platform-client/zod/<surface>'`. */
export interface SchemaModule<Surface extends string> {
  readonly responseSchemas: Pick<ResponseSchemaTable<Surface>, 'surface' | 'check'>;
}

/** A generated table of answer schemas, with the check the `validate` option calls. */
export function withCheck<const T extends Omit<ResponseSchemaTable<string>, 'check'>>(
  table: T,
): T & Pick<ResponseSchemaTable<T['surface']>, 'check'> {
  return {
    ...table,
    check(operation: string, data: unknown) {
      const schema = table.operations[operation];
      if (!schema) return;
      const result = schema.safeEncode(data as never);
      if (!result.success) throw new ResponseValidationError(operation, result.error.issues);
    },
  };
}
