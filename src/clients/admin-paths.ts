import type { paths } from '../../generated/types/admin.js';

// biome-ignore lint/complexity/noBannedTypes: `{} extends Pick<T, K>` is the test for an optional key
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** A query with `projectId` optional: the admin client fills it in (docs/design.md, decision 5). */
type ProjectIdOptional<Q> = Omit<Q, 'projectId'> & { projectId?: string };

type WithOptionalProjectId<Op> = Op extends { parameters: { query: infer Q } }
  ? Q extends { projectId: unknown }
    ? Omit<Op, 'parameters'> & {
        parameters: Omit<Op['parameters'], 'query'> &
          (RequiredKeys<Omit<Q, 'projectId'>> extends never
            ? { query?: ProjectIdOptional<Q> }
            : { query: ProjectIdOptional<Q> });
      }
    : Op
  : Op;

/**
 * The admin surface's paths as callers see them: `projectId` never has to be repeated. The
 * generated hooks read their types from these paths too (src/query/operation-types.ts);
 * tests/types/clients.test-d.ts pins both.
 */
export type AdminPaths = {
  [P in keyof paths]: { [M in keyof paths[P]]: WithOptionalProjectId<paths[P][M]> };
};
