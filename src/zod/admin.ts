// platform-client/zod/admin: the generated zod schemas of the admin surface.
export * from '../../generated/zod/admin/index.js';
