// platform-client/react/public: the generated React Query hooks of the public surface, and their types.
export * from '../../generated/react/public/index.js';
export * from '../../generated/react/public/model/index.js';
