// platform-client/zod/private: the generated zod schemas of the private surface.
export * from '../../generated/zod/private/index.js';
