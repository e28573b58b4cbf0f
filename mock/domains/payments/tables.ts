export const tables = {
  bankCards: { schema: 'enduser:BankCard', called: 'bank card' },
  transactions: { schema: 'admin:Transaction', called: 'transaction' },
} as const;
