// platform-client/zod/public: the generated zod schemas of the public surface.
export * from '../../generated/zod/public/index.js';
