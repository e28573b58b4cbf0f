// How the bundler reads contract files (docs/design.md, live contracts: what a `$ref` reaches ships):
// only files whose real path (symlinks resolved) lies inside the contracts folder, never a URL, never
// YAML with anchors or aliases (a billion-laughs file of 1.5 kB parses into a graph that printing expands
// past any heap). Our contracts use none, so each is refused as a problem at its line, not a crash.
import fs from 'node:fs';
import path from 'node:path';
import { BaseResolver, ResolveError, YamlParseError } from '@redocly/openapi-core';
import { LineCounter, Parser } from 'yaml';

/** A scheme (`https:`, `file:`, `data:`…) rather than a path: the resolver never fetches. */
const hasScheme = (ref) => /^[a-z][a-z0-9+.-]+:/i.test(ref);

const refused = (what, where) =>
  new ResolveError(new Error(`${what} refused (${where}): contracts refer only to files in openapi/`));

/** The refusal of the first anchor (`&name`) or alias (`*name`) in YAML text, at its line and column. */
function firstAnchor(text) {
  const lines = new LineCounter();
  let found;
  const visit = (token) => {
    if (found || !token || typeof token !== 'object') return;
    if (token.type === 'anchor' || token.type === 'alias') {
      const { line, col } = lines.linePos(token.offset);
      found = `YAML ${token.type} ${token.source} refused: contract files use no anchors or aliases (${line}:${col})`;
    }
    for (const value of Array.isArray(token) ? token : Object.values(token)) visit(value);
  };
  // The CST only: nothing is resolved, so an alias costs what its text costs.
  for (const token of new Parser(lines.addNewLine).parse(text)) visit(token);
  return found;
}

/**
 * A Redocly resolver that reads only inside `root`. Pass it to `bundle` and `lint` as
 * `externalRefResolver` (one per call: Redocly caches parsed files in it).
 */
export class ContractResolver extends BaseResolver {
  /** @param {string} root the contracts folder */
  constructor(root) {
    super({ http: { headers: [] } });
    this.root = fs.realpathSync(root);
  }

  /** @override */
  resolveExternalRef(base, ref) {
    return hasScheme(ref) ? ref : super.resolveExternalRef(base, ref);
  }

  /** @override */
  async loadExternalRef(absoluteRef) {
    if (!path.isAbsolute(absoluteRef) || hasScheme(absoluteRef)) throw refused('URL', absoluteRef);
    let real;
    try {
      real = fs.realpathSync(absoluteRef);
    } catch {
      // Not there: the ordinary "not found" below, with its own message.
      return super.loadExternalRef(absoluteRef);
    }
    const inside = path.relative(this.root, real);
    if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside))
      throw refused('file outside the contracts folder', real);
    const source = await super.loadExternalRef(real);
    source.absoluteRef = absoluteRef;
    return source;
  }

  /** @override */
  parseDocument(source, isRoot = false) {
    // Redocly parses .json files as YAML too.
    if (/\.(ya?ml|json)$/i.test(source.absoluteRef) || isRoot) {
      const refusal = firstAnchor(source.body);
      // YamlParseError reads line and column from the "(line:col)" its message ends with.
      if (refusal) throw new YamlParseError(new Error(refusal), source);
    }
    return super.parseDocument(source, isRoot);
  }
}
