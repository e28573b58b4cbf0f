// One set of handlers serving the same operations on several surfaces.
import type { Handler, Handlers } from '../context.js';
import type { Surface } from '../contracts.js';

/** `handlers`, keyed by operationId, registered on each of `surfaces` as `<surface>.<operationId>`. */
export function onSurfaces(surfaces: readonly Surface[], handlers: Record<string, Handler>): Handlers {
  return Object.fromEntries(
    surfaces.flatMap((surface) => Object.entries(handlers).map(([operationId, handler]) => [`${surface}.${operationId}`, handler])),
  );
}
