import { PathParameterError, type ErrorOptions } from './errors.js';

// `.` and `..` survive encodeURIComponent and the URL parser collapses them (`/role/R1/..` is
// `/role/`): such a value would reach another resource. Also refused once decoded (`%2e%2e`),
// for servers that decode a segment before routing it.
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** The path with its `{name}` parameters filled in, each encoded; refuses what would change the path. */
export function fillPath(template: string, params: Record<string, unknown> | undefined, where: ErrorOptions): string {
  if (template.indexOf('{') < 0) return template;
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new PathParameterError(`${where.method} ${where.url}: the path parameter \`${name}\` is missing.`, name, where);
    }
    const text = String(value);
    if (DOT_SEGMENT.test(text)) {
      throw new PathParameterError(
        `${where.method} ${where.url}: the path parameter \`${name}\` is a dot segment, which would change the path.`,
        name,
        where,
      );
    }
    return encodeURIComponent(text);
  });
}

/**
 * A request body as fetch takes it: plain objects, arrays and other JSON values as JSON; strings
 * and the body types fetch knows (FormData, Blob, URLSearchParams, bytes) as they are.
 */
export function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body;
  const proto = body !== null && typeof body === 'object' ? Object.getPrototypeOf(body) : undefined;
  if (proto !== undefined && proto !== null && proto !== Object.prototype && !Array.isArray(body)) return body as BodyInit;
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(body);
}

/** Header names lower-cased; undefined and null values left out. */
export function mergeHeaders(...sources: Array<HeadersInit | Record<string, string | undefined> | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const source of sources) {
    if (!source) continue;
    if (source instanceof Headers || Array.isArray(source)) {
      new Headers(source as HeadersInit).forEach((value, key) => (out[key] = value));
      continue;
    }
    for (const key in source) {
      const value = source[key];
      if (value !== undefined && value !== null) out[key.toLowerCase()] = value;
    }
  }
  return out;
}
