// Conversations and their messages over REST. The chat endpoint (../chat.ts) stores into the
// same tables, so a message sent live is what the messages call returns.
import { notFound, ok, page, defined, type Handlers, type MockRequest, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import { onSurfaces } from './on-surfaces.js';
import type { Row } from '../store.js';

/** Conversations a caller may see: all for an admin, their own for an end user. */
export function conversationsFor(platform: Platform, who: { admin?: Row; user?: Row }): Row[] {
  const rows = [...platform.store.table('conversations').values()];
  return who.user ? rows.filter((c) => c.participants.includes(who.user!._id)) : rows;
}

export const messagesOf = (platform: Platform, conversationId: string): Row[] =>
  [...platform.store.table('messages').values()]
    .filter((m) => m.conversationId === conversationId)
    .sort((a, b) => String(a.created).localeCompare(String(b.created)));

/** Stores a message from `senderId` and makes it the conversation's latest. */
export function storeMessage(platform: Platform, conversation: Row, senderId: string, input: { text?: unknown; attachments?: unknown }): Row {
  const message = platform.store.insert('messages', {
    _id: objectId(),
    conversationId: conversation._id,
    senderId,
    text: typeof input.text === 'string' ? input.text.slice(0, 4000) : '',
    attachments: Array.isArray(input.attachments) ? input.attachments : [],
    seen: false,
    seenAt: null,
    created: nowIso(),
  });
  conversation.lastMessage = message;
  conversation.updated = message.created;
  if (!conversation.participants.includes(senderId)) conversation.participants.push(senderId);
  return message;
}

const find = (request: MockRequest, platform: Platform) => conversationsFor(platform, request).find((c) => c._id === request.params.id);

const list = (request: MockRequest, platform: Platform) =>
  ok(page(conversationsFor(platform, request).sort((a, b) => String(b.updated).localeCompare(String(a.updated))), request.query));

const update = (request: MockRequest, platform: Platform) => {
  const conversation = find(request, platform);
  if (!conversation) return notFound();
  Object.assign(conversation, defined({ topic: request.body.topic, title: request.body.title, archived: request.body.archived }), { updated: nowIso() });
  return ok(conversation);
};

const messages = (request: MockRequest, platform: Platform) => {
  const conversation = find(request, platform);
  if (!conversation) return notFound();
  // Newest first, as a chat scrolls back.
  return ok(page(messagesOf(platform, conversation._id).reverse(), request.query));
};

const seen = (request: MockRequest, platform: Platform) => {
  const conversation = find(request, platform);
  const message = conversation && platform.store.table('messages').get(request.params.mid!);
  if (!conversation || !message || message.conversationId !== conversation._id) return notFound();
  message.seen = true;
  message.seenAt = nowIso();
  return ok(message);
};

export const conversationHandlers: Handlers = onSurfaces(['admin', 'enduser'], {
  listConversations: list,
  updateConversation: update,
  listConversationMessages: messages,
  markMessageSeen: seen,
});
