// platform-client/react/enduser: the generated React Query hooks of the enduser surface, and their types.
export * from '../../generated/react/enduser/index.js';
export * from '../../generated/react/enduser/model/index.js';
