export const tables = {
  conversations: { schema: 'admin:Conversation', called: 'conversation' },
  messages: { schema: 'admin:Message', called: 'message' },
} as const;
