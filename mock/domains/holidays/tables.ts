export const tables = { holidays: { schema: 'enduser:Holiday', called: 'holiday' } } as const;
