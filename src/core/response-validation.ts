// docs/design.md, decision 10: `validate` checks every answer against the contract's output schema (zod, from
// `platform-client/zod/<surface>`). The check lives with the schemas (`responseSchemas.check`):
// a client without `validate` carries neither zod nor this code.
import { PlatformError } from './errors.js';

/** What the transport needs of a schema: zod's `safeParse`. */
export interface ResponseSchema {
  safeParse(value: unknown):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** The `responseSchemas` export of a surface's schema module: output schemas by `METHOD /path`. */
export interface ResponseSchemaTable<Surface extends string> {
  readonly surface: Surface;
  readonly operations: Readonly<Record<string, ResponseSchema>>;
  /** Throws ResponseValidationError when `data` is not what `operation`'s output schema says. */
  check(operation: string, data: unknown): void;
}

/** What the `validate` option takes: `import * as schemas from 'platform-client/zod/<surface>'`. */
export interface SchemaModule<Surface extends string> {
  readonly responseSchemas: Pick<ResponseSchemaTable<Surface>, 'surface' | 'check'>;
}

/** `data[0].created`: a zod issue path as a property path. */
function pathText(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(the answer)';
}

/** A 2xx answer that is not what the contract says (checked with the client's `validate`). */
export class ResponseValidationError extends PlatformError {
  override name = 'ResponseValidationError' as const;
  /** `METHOD /path/{template}` of the operation. */
  readonly request: string;
  /** The path of the first difference in the answer, as `data[0].created` (or `(the answer)`). */
  readonly path: string;
  /** Every difference zod found (path and message; never the values). */
  readonly issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

  constructor(request: string, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
    const first = issues[0];
    const path = pathText(first?.path ?? []);
    super(`${request}: the answer does not match the contract at ${path}: ${first?.message ?? 'invalid'}`);
    this.request = request;
    this.path = path;
    this.issues = issues;
  }
}

/** A generated table of output schemas, with the check the `validate` option calls. */
export function withCheck<const T extends Omit<ResponseSchemaTable<string>, 'check'>>(table: T): T & Pick<ResponseSchemaTable<T['surface']>, 'check'> {
  return {
    ...table,
    check(operation: string, data: unknown) {
      const schema = table.operations[operation];
      if (!schema) return;
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseValidationError(operation, result.error.issues);
    },
  };
}
