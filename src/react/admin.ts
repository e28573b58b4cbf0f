// platform-client/react/admin: the generated React Query hooks of the admin surface, and their types.
export * from '../../generated/react/admin/index.js';
export * from '../../generated/react/admin/model/index.js';
