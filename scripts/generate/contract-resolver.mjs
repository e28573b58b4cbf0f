// How the bundler reads contract files: only files whose real path (symlinks resolved) lies inside
// the contracts folder, and never a URL. A `$ref` may climb out of openapi/ or point at a URL, and
// whatever it reached would ship in generated/openapi (the package, the mock, the demo). Our
// contracts use neither, so both are refused, as a problem at the line of the `$ref`.
import fs from 'node:fs';
import path from 'node:path';
import { BaseResolver, ResolveError } from '@redocly/openapi-core';

/** A scheme (`https:`, `file:`, `data:`…) rather than a path: the resolver never fetches. */
const hasScheme = (ref) => /^[a-z][a-z0-9+.-]+:/i.test(ref);

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

  resolveExternalRef(base, ref) {
    return hasScheme(ref) ? ref : super.resolveExternalRef(base, ref);
  }

  async loadExternalRef(absoluteRef) {
    if (!path.isAbsolute(absoluteRef) || hasScheme(absoluteRef))
      throw new ResolveError(new Error(`URL refused (${absoluteRef}): contracts refer only to files in openapi/`));
    let real;
    try {
      real = fs.realpathSync(absoluteRef);
    } catch {
      // Not there: the ordinary "not found" below, with its own message.
      return super.loadExternalRef(absoluteRef);
    }
    const inside = path.relative(this.root, real);
    if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside))
      throw new ResolveError(
        new Error(`file outside the contracts folder refused (${real}): contracts refer only to files in openapi/`),
      );
    const source = await super.loadExternalRef(real);
    source.absoluteRef = absoluteRef;
    return source;
  }
}
