import { PathParameterError, type ErrorOptions } from './errors.js';
import { multipart } from './multipart.js';

// `.` and `..` survive encodeURIComponent and the URL parser collapses them (`/role/R1/..` is
// `/role/`): such a value would reach another resource. Also refused once decoded (`%2e%2e`),
// for servers that decode a segment before routing it.
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** The path with its `{name}` parameters filled in, each encoded; refuses what would change the path. */
export function fillPath(template: string, params: Record<string, unknown> | undefined, where: ErrorOptions): string {
  // Split, not a RegExp replace with a callback: this runs on every call (bench/README.md).
  let [out, ...parts] = template.split('{');
  for (const part of parts) {
    const [name, rest] = part.split('}') as [string, string];
    const value = params?.[name];
    const text = value == null ? '' : String(value);
    const dots = DOT_SEGMENT.test(text);
    if (!text || dots) {
      const why = dots ? 'is `.` or `..`' : 'is missing';
      throw Object.assign(
        new PathParameterError(`${where.method} ${where.url}: the path parameter \`${name}\` ${why}.`, where),
        { parameter: name },
      );
    }
    out += encodeURIComponent(text) + rest;
  }
  return out!;
}

/**
 * A request body as fetch takes it: a plain object or a FormData (of any realm) of a multipart
 * operation as multipart bytes, once its files are read (docs/design.md, decision 18); other plain
 * objects, arrays and JSON values as JSON; strings and the body types fetch knows (FormData,
 * Blob, URLSearchParams, bytes) as they are.
 */
export function encodeBody(
  body: unknown,
  headers: Record<string, string>,
  isMultipart?: boolean,
): BodyInit | Promise<Uint8Array<ArrayBuffer>> | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body;
  const proto = body !== null && typeof body === 'object' ? Object.getPrototypeOf(body) : undefined;
  const plain = proto === null || proto === Object.prototype;
  if (isMultipart && (plain || String(body) === '[object FormData]'))
    return multipart(plain ? Object.entries(body as object) : (body as FormData), headers);
  if (proto && !plain && !Array.isArray(body)) return body as BodyInit;
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(body);
}

/** Header names lower-cased; undefined and null values left out; own keys only (a polluted prototype is never sent). */
export function mergeHeaders(
  ...sources: Array<Record<string, string | undefined> | undefined>
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source ?? {})) if (value != null) out[key.toLowerCase()] = value;
  }
  return out;
}
