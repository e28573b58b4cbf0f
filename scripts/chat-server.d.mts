import type { Server } from 'socket.io';

export function startChatServer(options?: {
  port?: number;
  host?: string;
  seed?: Array<{ conversationId: string } & Record<string, unknown>>;
}): Promise<{ url: string; io: Server; close(): Promise<void> }>;
