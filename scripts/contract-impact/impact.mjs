// The evidence: the app's errors against the old declarations and against the new ones. An error
// the new ones add is a call site the change breaks; one that was there before is not blamed on
// it. Each is tied to the contract change that caused it by what the code there refers to, on
// either side (origins.mjs), nearest first: the property read, then the expression around it, up
// to the call. A breaking change no call site is tied to is "breaking by rule, not for this app".
import path from 'node:path';
import { nodeAt } from './origins.mjs';

const keyOf = (d) => `${path.resolve(d.file?.fileName ?? '')}:${d.start}:${d.code}`;

function ancestors(node) {
  const list = [];
  for (let n = node; n; n = n.parent) list.push(n);
  return list;
}

function matches(change, origin) {
  if (origin.surface && change.surface !== origin.surface) return false;
  if (origin.operationId && (change.operationId === origin.operationId || change.names?.includes(origin.operationId)))
    return true;
  if (origin.method && origin.path && change.method === origin.method && change.path === origin.path) return true;
  return [origin.schema, ...(origin.refs ?? [])].some(
    (schema) => schema && (change.schema === schema || change.names?.includes(schema)),
  );
}

const rank = { breaking: 0, 'non-breaking': 1, annotation: 2 };

const sameOperation = (change, origin) =>
  (origin.operationId && (change.operationId === origin.operationId || change.names?.includes(origin.operationId))) ||
  (origin.method && change.method === origin.method && change.path === origin.path);

/** The names a change is about: its pointer's segments and the code spans of its reason. */
const changeWords = (change) =>
  new Set([...change.pointer.split('/'), ...[...change.reason.matchAll(/`([^`]+)`/g)].map((m) => m[1])]);

/**
 * @param {typeof import('typescript')} ts
 * @param {{
 *   before: { program: import('typescript').Program, checker: import('typescript').TypeChecker, errors: import('typescript').Diagnostic[] },
 *   after: { program: import('typescript').Program, checker: import('typescript').TypeChecker, errors: import('typescript').Diagnostic[] },
 *   changes: Array<import('../contract-diff/compare.mjs').Change & { surface: string }>,
 *   origins: ReturnType<typeof import('./origins.mjs').createOrigins>,
 *   appDir: string,
 * }} input
 */
export function findImpact(ts, { before, after, changes, origins, appDir }) {
  const old = new Set(before.errors.map(keyOf));
  const broken = [];
  for (const d of after.errors) {
    if (!d.file || old.has(keyOf(d))) continue;
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const afterChain = ancestors(nodeAt(ts, d.file, d.start ?? 0));
    const beforeFile = before.program.getSourceFile(d.file.fileName);
    const beforeChain = beforeFile ? ancestors(nodeAt(ts, beforeFile, d.start ?? 0)) : [];
    const hints = new Set([...message.matchAll(/'([A-Za-z_$][\w$]*)'/g)].map((m) => m[1]));
    const at = afterChain[0];
    if (at && (ts.isIdentifier(at) || ts.isStringLiteral(at))) hints.add(at.text);

    let found = [];
    const seen = [];
    for (let i = 0; i < Math.max(afterChain.length, beforeChain.length); i++) {
      const here = [
        ...(beforeChain[i] ? origins.ofNode(before.checker, beforeChain[i]) : []),
        ...(afterChain[i] ? origins.ofNode(after.checker, afterChain[i]) : []),
      ];
      seen.push(...here);
      for (const o of here) for (const n of o.names) if (i === 0) hints.add(n);
      if (!found.length) found = changes.filter((c) => here.some((o) => matches(c, o)));
    }
    // Of the changes the nearest origin names, those about the names the error speaks of.
    const named = found.filter((c) => [...changeWords(c)].some((w) => hints.has(w)));
    if (named.length) found = named;
    // And of those, the ones of the operation this code calls, when it calls one.
    const calls = seen.filter((o) => o.operationId || o.method);
    const mine = found.filter((c) => calls.some((o) => sameOperation(c, o)));
    if (mine.length) found = mine;

    // Breaking ones first; what only annotates a contract never breaks code.
    found = found.filter((c) => c.kind !== 'annotation').sort((a, b) => rank[a.kind] - rank[b.kind]);
    const operation =
      found.find((c) => c.operationId)?.operationId ??
      calls.find((o) => o.operationId)?.operationId ??
      (calls[0] ? `${calls[0].method} ${calls[0].path}` : undefined);
    broken.push({
      file: path.relative(appDir, d.file.fileName).split(path.sep).join('/'),
      line: line + 1,
      column: character + 1,
      code: d.code,
      message,
      surface: found[0]?.surface,
      operationId: operation,
      changes: found,
      breakingByRule: found.some((c) => c.kind === 'breaking'),
    });
  }
  const used = new Set(broken.flatMap((b) => b.changes));
  return {
    broken,
    notForThisApp: changes.filter((c) => c.kind === 'breaking' && !used.has(c)),
    /** Errors the app has on both sides: there before the change, so not blamed on it. */
    errorsBefore: after.errors.filter((d) => d.file && old.has(keyOf(d))).length,
  };
}
