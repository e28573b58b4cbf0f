import type { paths } from '../../generated/types/private.js';
import { operations } from '../../generated/operations/private.js';
import { createTransport, type Transport, type TransportOptions } from '../core/transport.js';
import { paginator, type Paginate } from '../core/paginate.js';
import { checkTransportOptions, requireCredential, type ValidateOption } from './options.js';

export interface PrivateClientOptions extends TransportOptions, ValidateOption<'private'> {
  /** The private API key, sent as `x-api-key`. A server secret. */
  privateApiKey: string;
  /** The project, for helpers that need its id. @default undefined */
  projectId?: string;
  /**
   * Lets the client start in a browser, where anyone can read the key from the page. Only for
   * tools that run on a trusted machine. @default false
   */
  dangerouslyAllowBrowser?: boolean;
}

export interface PrivateClient extends Transport<paths> {
  readonly kind: 'private';
  readonly projectId: string | undefined;
  /** Every item of every page of a paged GET, fetched as the loop asks for them. */
  readonly paginate: Paginate<paths>;
}

/**
 * A page or anything that looks like one (a global `window` or `document`, either alone), a
 * browser's Web Worker (`importScripts`), or React Native (`navigator.product`): an app that
 * ships the key to users' devices. Node, Deno, Bun, server workers and edge runtimes have none
 * of these (their `navigator`, where they have one, is not React Native's).
 */
function inBrowser(): boolean {
  const g = globalThis as {
    window?: unknown;
    document?: unknown;
    importScripts?: unknown;
    navigator?: { product?: unknown };
  };
  return (
    typeof g.window !== 'undefined' ||
    typeof g.document !== 'undefined' ||
    typeof g.importScripts === 'function' ||
    g.navigator?.product === 'ReactNative'
  );
}

/** A client of the private surface, for servers (docs/design.md, decision 17). */
export function createPrivateClient(options: PrivateClientOptions): PrivateClient {
  if (inBrowser() && options.dangerouslyAllowBrowser !== true) {
    throw new Error(
      'createPrivateClient: the private API key is a server secret and this looks like a browser or a mobile app. ' +
        'Use it from a server, or pass dangerouslyAllowBrowser: true if you really mean to.',
    );
  }
  checkTransportOptions(options, 'createPrivateClient');
  const key = requireCredential(options, 'privateApiKey', 'createPrivateClient');
  const transport = createTransport<paths>({
    ...options,
    operations,
    auth: () => ({ 'x-api-key': key }),
    secrets: () => [key],
  });
  return Object.assign(transport, {
    kind: 'private' as const,
    projectId: options.projectId,
    paginate: paginator<paths>(transport),
  });
}
