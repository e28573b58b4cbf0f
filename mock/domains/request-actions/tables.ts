export const tables = { requestActions: { schema: 'admin:RequestAction', called: 'request action' } } as const;
