export const tables = { notifications: { schema: 'enduser:Notification', called: 'notification' } } as const;
