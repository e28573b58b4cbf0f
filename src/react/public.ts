// platform-client/react/public: the generated React Query hooks of the public surface, and everything of
// platform-client/query/public (keys, query options, types).
export * from '../../generated/react/public/index.js';
