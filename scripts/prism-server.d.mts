export function startPrismServer(
  document: string | object,
  options?: { port?: number; cors?: boolean },
): Promise<{ url: string; close(): Promise<void> }>;
