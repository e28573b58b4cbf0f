// docs/design.md, decisions 10 and 26: `validate` checks every answer against the contract's schema (zod,
// from `platform-client/zod/<surface>`), an error answer's body too. The check lives with the
// schemas (`responseSchemas.check`): a client without `validate` carries neither zod nor this
// code. The schemas decode the wire (a date-time is a codec from its string to a Date); what a
// call returns is already decoded (the transport revived its dates), so it is checked in the
// other direction: encoded.
import { type ApiError, ResponseValidationError, isPlatformError, type ValidationIssue } from './errors.js';

/** What the transport needs of a schema: zod's `safeEncode` (the client's value back to the wire form). */
export interface ResponseSchema {
  safeEncode(value: never): { success: true } | { success: false; error: { issues: ReadonlyArray<ValidationIssue> } };
}

/** The `responseSchemas` export of a surface's schema module: answer schemas by `METHOD /path`. */
export interface ResponseSchemaTable<Surface extends string> {
  readonly surface: Surface;
  readonly operations: Readonly<Record<string, ResponseSchema>>;
  /** Each operation's error answers' body schemas, by status key (`'422'`, `'4XX'`, `'default'`). */
  readonly errors: Readonly<Record<string, Readonly<Record<string, ResponseSchema>>>>;
  /**
   * Throws ResponseValidationError when `data` is not what `operation`'s answer schema says. The
   * transport hands it an error answer's ApiError the same way (before rejecting with it): its
   * `body` is checked against the schema its status is declared with (the status, its range,
   * `default`); an undeclared status has none to check.
   */
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
      // An answer's data is parsed JSON, never an error of the SDK: what is one is an error answer.
      const status = isPlatformError(data) ? (data as ApiError).status : undefined;
      const errors = table.errors[operation];
      const schema =
        status === undefined
          ? table.operations[operation]
          : (errors?.[status] ?? errors?.[`${Math.floor(status / 100)}XX`] ?? errors?.default);
      if (!schema) return;
      const result = schema.safeEncode((status === undefined ? data : (data as ApiError).body) as never);
      if (!result.success) throw new ResponseValidationError(operation, result.error.issues, status);
    },
  };
}
