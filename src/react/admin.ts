// platform-client/react/admin: the generated React Query hooks of the admin surface, and everything of
// platform-client/query/admin (keys, query options, types).
export * from '../../generated/react/admin/index.js';
