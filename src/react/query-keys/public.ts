// orval's query-key mutator for the public hooks: keys start with the surface, so the same path on
// two surfaces (/box on public and end user) never shares a cache entry. Undefined props are
// dropped so that an invalidation key built from fewer props still matches the query.
import { definedProps } from '../query-key-props.js';

export const publicQueryKey = (props: object, { url }: { url: string; queryOptions?: unknown }) =>
  ['public', url, definedProps(props)] as const;
