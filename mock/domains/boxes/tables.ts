export const tables = { boxes: { schema: 'enduser:Box', called: 'box' } } as const;
