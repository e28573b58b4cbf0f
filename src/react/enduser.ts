// platform-client/react/enduser: the generated React Query hooks of the enduser surface, and everything of
// platform-client/query/enduser (keys, query options, types).
export * from '../../generated/react/enduser/index.js';
