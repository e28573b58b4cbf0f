// The marks a generated mutation carries in its `meta`, read by the provider's eviction
// (src/react/cache-eviction.ts). No React here.

/** The surface of a generated mutation, whatever its key. */
export const SURFACE_META = 'platformSurface';
/** The account (`accountOf`) of the client a generated mutation was made with. */
export const ACCOUNT_META = 'platformAccount';
