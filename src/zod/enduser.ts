// platform-client/zod/enduser: the generated zod schemas of the enduser surface.
export * from '../../generated/zod/enduser/index.js';
