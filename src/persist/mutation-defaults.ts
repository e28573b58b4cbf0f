// Defaults for every generated mutation (docs/design.md, "The persisted query cache"): a mutation
// paused offline and restored after a reload has lost its hook, so it runs by its generated
// `<op>MutationOptions` for the client of its account, and mutations run one at a time, in the
// order they were made.
import type { QueryClient } from '@tanstack/react-query';
import type { HookClient } from '../query/hook-client.js';
import type { SurfaceMutationOptions } from '../query/mutation-options.js';
import { accountOfMutation } from './account.js';
import { type CacheSurface, mutationKeys } from './operations.js';

/** The scope every generated mutation runs in: one at a time, in order (TanStack's `scope`). */
const MUTATION_SCOPE = 'platform-client.mutations';

type Definitions = Record<string, unknown>;

// The surface's generated mutations, loaded when a restored one first runs (a bundler splits them off).
const load: Record<CacheSurface, () => Promise<Definitions>> = {
  admin: () => import('../../generated/query/admin/index.js'),
  public: () => import('../../generated/query/public/index.js'),
  enduser: () => import('../../generated/query/enduser/index.js'),
};

/**
 * Registers, for every generated mutation key, a `mutationFn` that runs the mutation's generated
 * options for the client `clientFor` gives for its account (waiting until one is followed), and
 * the scope that runs them in order. A hook's own `mutationFn` wins while its page lives.
 */
export function registerMutationDefaults(
  queryClient: QueryClient,
  clientFor: (account: string) => Promise<HookClient>,
): void {
  for (const [surface, operation] of mutationKeys()) {
    queryClient.setMutationDefaults([surface, operation], {
      scope: { id: MUTATION_SCOPE },
      mutationFn: async (variables, context) => {
        const client = await clientFor(accountOfMutation({ meta: context.meta, mutationKey: context.mutationKey }));
        const factory = (await load[surface]())[`${operation}MutationOptions`] as (
          client: HookClient,
        ) => SurfaceMutationOptions<unknown, unknown>;
        // The generated options' own send, invalidation and stale-entity refresh, as its hook runs them.
        const options = factory(client);
        const data = await options.mutationFn(variables).catch(async (error: unknown) => {
          await options.onError?.(error as never, variables, undefined, context);
          throw error;
        });
        await options.onSuccess?.(data, variables, undefined as never, context);
        return data;
      },
    });
  }
}
