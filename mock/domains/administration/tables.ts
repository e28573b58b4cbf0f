export const tables = {
  admins: { schema: 'admin:Admin', called: 'admin' },
  roles: { schema: 'admin:Role', called: 'role' },
  permissions: { schema: 'admin:Permission', called: 'permission' },
  preferences: { schema: 'admin:AdminPreference', called: 'preference' },
  users: { schema: 'admin:User', called: 'user' },
} as const;
