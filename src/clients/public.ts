import type { paths } from '../../generated/types/public.js';
import { operations } from '../../generated/operations/public.js';
import { createTransport, type Transport, type TransportOptions } from '../core/transport.js';
import { keepV2ProvidersOf } from '../conventions/providers.js';
import { paginator, type Paginate } from '../core/paginate.js';
import { checkTransportOptions, requireCredential, type ValidateOption } from './options.js';

export interface PublicClientOptions extends TransportOptions, ValidateOption<'public'> {
  /** The project API key, sent as `x-api-key`. Safe in browsers. */
  apiKey: string;
  /** The project, for helpers that need its id; the key already names it to the platform. @default undefined */
  projectId?: string;
}

export interface PublicClient extends Transport<paths> {
  readonly kind: 'public';
  readonly projectId: string | undefined;
  /** Every item of every page of a paged GET, fetched as the loop asks for them. */
  readonly paginate: Paginate<paths>;
}

/** A client of the public surface, authenticated by the project API key. */
export function createPublicClient(options: PublicClientOptions): PublicClient {
  checkTransportOptions(options, 'createPublicClient');
  const apiKey = requireCredential(options, 'apiKey', 'createPublicClient');
  const transport = createTransport<paths>({
    ...options,
    operations,
    auth: () => ({ 'x-api-key': apiKey }),
    secrets: () => [apiKey],
    afterParse: keepV2ProvidersOf(['GET /project/self']),
  });
  return Object.assign(transport, {
    kind: 'public' as const,
    projectId: options.projectId,
    paginate: paginator<paths>(transport),
  });
}
