export const tables = { entities: { schema: 'admin:Entity', called: 'entity' } } as const;
