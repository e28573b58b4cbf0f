// Classifies the changes between two bundled OpenAPI 3.1 documents with api-smart-diff, corrected
// where its rules are wrong for a typed client, and keyed by what consumers call: operationIds
// and schema names. Wording lives in reason.mjs; the version/CHANGELOG rule in policy.mjs.
import {
  apiCompare,
  contentMediaTypeMappingResolver,
  enumMappingResolver,
  openapi3Rules,
  transformComapreRules,
} from 'api-smart-diff';
import { describeChange } from './reason.mjs';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const typeList = (t) => (Array.isArray(t) ? t : [t]);

/**
 * api-smart-diff compares a `type` string with a 3.1 `type` array as one opaque replacement,
 * so `string` -> `[string, 'null']` in a response (a field that may now be null) came out
 * non-breaking. When the two sides' types differ, both become arrays, matched by value like
 * an enum: adding 'null' to a response is then breaking, to a request non-breaking, and a mere
 * reordering is no change at all.
 */
function typesAsArrays(before, after) {
  if (!isObject(before) || !isObject(after) || !('type' in before) || !('type' in after)) {
    return [before, after];
  }
  if (JSON.stringify(before.type) === JSON.stringify(after.type)) return [before, after];
  return [
    { ...before, type: typeList(before.type) },
    { ...after, type: typeList(after.type) },
  ];
}

const mediaBase = (key) => key.split(';')[0].trim().toLowerCase();
const mediaCovers = (a, b) => {
  const [aType, aSub] = a.split('/');
  const [bType, bSub] = b.split('/');
  return (aType === bType || aType === '*' || bType === '*') && (aSub === bSub || aSub === '*' || bSub === '*');
};

// Pairs the media types of a `content` map before and after. api-smart-diff's own resolver
// takes the first after-key a wildcard matches, paired already or not: with
// `application/octet-stream` and `*/*` on both sides, `*/*` matched the octet-stream entry, and
// the unchanged `*/*` came out as removed and added. Here the same media type pairs first (by
// key, then without parameters), and a wildcard pairs only what is still free.
function mediaTypeMapping(before, after) {
  const afterKeys = Object.keys(after);
  const free = new Set(afterKeys.keys());
  const mapped = {};
  const take = (key, fits) => {
    const at = afterKeys.findIndex((k, i) => free.has(i) && fits(k));
    if (at < 0) return false;
    mapped[key] = afterKeys[at];
    free.delete(at);
    return true;
  };
  const pending = Object.keys(before).filter(
    (key) => !take(key, (k) => k === key) && !take(key, (k) => mediaBase(k) === mediaBase(key)),
  );
  const removed = pending.filter((key) => !take(key, (k) => mediaCovers(mediaBase(k), mediaBase(key))));
  return { added: [...free].map((i) => afterKeys[i]), removed, mapped };
}

// Fresh rules per comparison: api-smart-diff caches $ref results inside its rules, and a
// cache kept across two comparisons returns the first comparison's diffs for the second.
function rules() {
  return transformComapreRules(openapi3Rules(), (node) => {
    if (node.mapping === contentMediaTypeMappingResolver) return { ...node, mapping: mediaTypeMapping };
    return isObject(node['/type']) && node['/type'].annotate
      ? {
          ...node,
          transform: [...(node.transform ?? []), typesAsArrays],
          '/type': { ...node['/type'], mapping: enumMappingResolver },
        }
      : node;
  });
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The component schema name a `#/components/schemas/X` reference points at. */
function refName(ref) {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref ?? '');
  return match ? decodeURIComponent(match[1].replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
}

function resolve(doc, node) {
  let seen = 0;
  while (isObject(node) && typeof node.$ref === 'string' && seen++ < 20) {
    const parts = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    node = parts.reduce((n, key) => (isObject(n) ? n[key] : undefined), doc);
  }
  return node;
}

/**
 * Walks a diff path through the raw document, following $refs, and returns the innermost
 * component schema the changed node lives in: a change to `Pet.name` reached through twenty
 * operations is still one change to `Pet`. allOf members are searched when a key is missing
 * (api-smart-diff reports merged allOf schemas as one).
 * @param {object} doc
 * @param {Array<string | number>} path
 * @returns {string | undefined}
 */
function owningSchema(doc, path) {
  let node = doc;
  let owner;
  for (const key of path) {
    const name = isObject(node) ? refName(node.$ref) : undefined;
    if (name) owner = name;
    node = resolve(doc, node);
    if (!isObject(node) && !Array.isArray(node)) break;
    if (key in node) {
      node = node[key];
      continue;
    }
    const member = (node.allOf ?? []).map((m) => [m, resolve(doc, m)]).find(([, m]) => isObject(m) && key in m);
    if (!member) break;
    const memberName = refName(member[0].$ref);
    if (memberName) owner = memberName;
    node = member[1][key];
  }
  if (isObject(node) && refName(node.$ref)) owner = refName(node.$ref);
  return owner;
}

/** Component schemas reachable from the paths (directly or through other schemas). */
function reachableSchemas(doc) {
  const found = new Set();
  const seen = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    if (typeof node.$ref === 'string') {
      const name = refName(node.$ref);
      if (name) found.add(name);
      visit(resolve(doc, node));
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(doc.paths);
  return found;
}

function operations(doc) {
  const ops = new Map();
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      if (item?.[method]) ops.set(`${method} ${p}`, { method, path: p, op: item[method] });
    }
  }
  return ops;
}

function withoutHeader(doc) {
  const { 'x-generated': _header, ...rest } = doc;
  return rest;
}

/**
 * @typedef {'breaking' | 'non-breaking' | 'annotation'} ChangeKind
 * @typedef {{
 *   kind: ChangeKind,
 *   operationId?: string,
 *   method?: string,
 *   path?: string,
 *   schema?: string,
 *   names: string[],
 *   reason: string,
 *   pointer: string,
 * }} Change
 */

/**
 * The changes from `before` to `after`, each classified and explained once. Changes inside a
 * component schema are reported where consumers meet them (per operation, request or
 * response); a schema's own entry is kept only for adding, removing or renaming it (its type
 * and zod schema are exports), or for schemas no operation reaches.
 * @returns {Change[]}
 */
export function compareContracts(beforeDoc, afterDoc) {
  // Copies: api-smart-diff changes the documents it compares, and callers keep theirs (a watcher
  // compares the next bundle with the last one, the impact generates code from them).
  const before = withoutHeader(structuredClone(beforeDoc));
  const after = withoutHeader(structuredClone(afterDoc));
  const { diffs } = apiCompare(before, after, { rules: rules() });
  const beforeOps = operations(before);
  const afterOps = operations(after);
  const reachable = new Set([...reachableSchemas(before), ...reachableSchemas(after)]);
  const changes = [];
  const add = (change) => changes.push(change);

  for (const diff of diffs) {
    const [root, ...rest] = diff.path.map(String);
    const source = diff.action === 'add' ? after : before;
    if (root === 'paths') {
      const [p, method, ...inner] = rest;
      if (method === undefined) {
        // A whole path item added or removed: api-smart-diff leaves it unclassified.
        const item = diff.action === 'add' ? diff.after : diff.before;
        for (const m of methods) {
          if (!item?.[m]) continue;
          add(
            operationChange(diff.action === 'add' ? 'non-breaking' : 'breaking', item[m], m, p, [], {
              ...diff,
              path: ['paths', p, m],
              before: diff.action === 'add' ? undefined : item[m],
              after: diff.action === 'add' ? item[m] : undefined,
            }),
          );
        }
        continue;
      }
      if (!methods.includes(method)) {
        // Path-level parameters or summary: every operation of the path sees it.
        for (const m of methods) {
          const entry = (diff.action === 'add' ? afterOps : beforeOps).get(`${m} ${p}`);
          if (entry)
            add(
              operationChange(
                kindOf(diff, [method, ...inner]),
                entry.op,
                m,
                p,
                [method, ...inner],
                diff,
                owningSchema(source, diff.path),
                source,
              ),
            );
        }
        continue;
      }
      const entry = beforeOps.get(`${method} ${p}`) ?? afterOps.get(`${method} ${p}`);
      add(
        operationChange(
          kindOf(diff, inner),
          entry?.op ?? {},
          method,
          p,
          inner,
          diff,
          owningSchema(source, diff.path),
          source,
        ),
      );
      continue;
    }
    if (root === 'components' && rest[0] === 'schemas') {
      const [, name, ...inner] = rest;
      if (inner.length && reachable.has(name)) continue;
      add({
        kind: inner.length ? kindOf(diff, inner) : diff.action === 'add' ? 'non-breaking' : 'breaking',
        schema: name,
        names: [name],
        reason: describeChange({ diff, subject: { schema: name }, inner, direction: 'request', kind: diff.type }),
        pointer: diff.path.join('/'),
      });
      continue;
    }
    if (root === 'components') continue; // seen through the operations that use them
    add({
      kind: kindOf(diff, diff.path.map(String)),
      names: [],
      reason: describeChange({ diff, subject: { document: true }, inner: diff.path.map(String), direction: 'request' }),
      pointer: diff.path.join('/'),
    });
  }
  return dedupe(renames(changes, before, after));
}

function operationChange(kind, op, method, p, inner, diff, schema, source) {
  const renamed = diff.action === 'replace' && inner.length === 1 && inner[0] === 'operationId';
  const operationId = (renamed ? diff.before : op.operationId) ?? `${method.toUpperCase()} ${p}`;
  const names = [operationId];
  if (renamed) names.push(diff.after);
  if (schema) names.push(schema);
  const at = inner.indexOf('parameters');
  const param =
    at >= 0 && inner[at + 1] !== undefined && source
      ? nodeAt(source, [...diff.path.slice(0, diff.path.length - inner.length), ...inner.slice(0, at + 2)])
      : undefined;
  return {
    kind,
    operationId,
    method: method.toUpperCase(),
    path: p,
    ...(schema ? { schema } : {}),
    names,
    reason: describeChange({
      diff,
      subject: { operation: { method: method.toUpperCase(), path: p } },
      inner,
      direction: inner[0] === 'responses' ? 'response' : 'request',
      param,
      kind,
    }),
    pointer: diff.path.join('/'),
  };
}

/**
 * The node at a path of the raw document, following $refs on the way.
 * @param {object} doc
 * @param {Array<string | number>} path
 * @returns {unknown}
 */
function nodeAt(doc, path) {
  let node = doc;
  for (const key of path) {
    node = resolve(doc, node);
    if (node === null || typeof node !== 'object') return undefined;
    node = node[key];
  }
  return resolve(doc, node);
}

/**
 * api-smart-diff's class, corrected for what a typed client breaks on: code that compiled
 * against the old SDK must compile against the new one. A renamed operationId renames the
 * fetcher's operation and the hook. A removed enum value or property breaks in responses too,
 * since the generated types lose a name consumers may have written (`status === 'visit'`,
 * `item.note`). A value's type or format replaced breaks readers and writers alike (the
 * library reverses a request's "breaking" into "non-breaking" for responses). Extensions
 * (`x-idempotent` decides retries, `x-enum-varnames` names generated constants) are
 * non-breaking rather than annotations, so they get a CHANGELOG line. Unclassified and
 * deprecation changes are reported as non-breaking.
 */
function kindOf(diff, inner) {
  const last = inner.at(-1);
  if (last === 'operationId' && diff.action !== 'add') return 'breaking';
  if (inner.some((key) => key.startsWith('x-'))) return 'non-breaking';
  if (diff.action === 'remove' && (inner.at(-2) === 'enum' || inner.at(-2) === 'properties')) return 'breaking';
  if (
    diff.action === 'replace' &&
    (last === 'format' || last === 'const' || inner.at(-2) === 'type' || last === 'type')
  ) {
    return 'breaking';
  }
  if (diff.type === 'breaking' || diff.type === 'non-breaking' || diff.type === 'annotation') return diff.type;
  return 'non-breaking';
}

/** A schema removed and one added with the same content is a rename. */
function renames(changes, before, after) {
  const removed = changes.filter(
    (c) => !c.operationId && c.schema && c.pointer === `components/schemas/${c.schema}` && c.kind === 'breaking',
  );
  const out = [...changes];
  for (const gone of removed) {
    const body = JSON.stringify(before.components?.schemas?.[gone.schema]);
    const added = out.find(
      (c) =>
        !c.operationId &&
        c.kind === 'non-breaking' &&
        c.schema &&
        c.pointer === `components/schemas/${c.schema}` &&
        !before.components?.schemas?.[c.schema] &&
        JSON.stringify(after.components?.schemas?.[c.schema]) === body,
    );
    if (!added) continue;
    out.splice(out.indexOf(added), 1);
    gone.names = [gone.schema, added.schema];
    gone.reason = `schema \`${gone.schema}\` renamed to \`${added.schema}\`: the type and zod schema \`${gone.schema}\` are gone`;
  }
  return out;
}

function dedupe(changes) {
  const seen = new Set();
  return changes.filter((c) => {
    const key = `${c.kind}\u0000${c.operationId ?? c.schema ?? ''}\u0000${c.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
