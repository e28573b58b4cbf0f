// Conversations and their messages over REST. The chat endpoint (../chat.ts) stores into the
// same tables, so a message sent live is what the messages call returns. A message keeps who has
// seen it (`seenBy`, the mock's own field, never answered): a conversation's `unreadCount` is, for
// the caller, the messages others sent that the caller has not marked seen.
import { notFound, ok, page, defined, type Handlers, type MockRequest, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import { view, type Row } from '../store.js';

/** Conversations a caller may see: all for an admin, their own for an end user. */
export function conversationsFor(platform: Platform, who: { admin?: Row; user?: Row }): Row[] {
  const rows = platform.store.rows('conversations');
  return who.user ? rows.filter((c) => c.participants.includes(who.user!._id)) : rows;
}

export const messagesOf = (platform: Platform, conversationId: string): Row[] =>
  platform.store.rows('messages')
    .filter((m) => m.conversationId === conversationId)
    .sort((a, b) => String(a.created).localeCompare(String(b.created)));

/** A message as the contract's Message shows it. */
export const messageView = (message: Row): Row => view('messages', message);

/**
 * Whether `readerId` has seen `message`. A seeded message (no `seenBy`) that its example marks
 * seen counts as seen by everyone.
 */
const seenBy = (message: Row, readerId: string) => (message.seenBy ? message.seenBy.includes(readerId) : message.seen === true);

function conversationView(platform: Platform, conversation: Row, readerId: string): Row {
  const unreadCount = messagesOf(platform, conversation._id).filter((m) => m.senderId !== readerId && !seenBy(m, readerId)).length;
  return { ...conversation, lastMessage: conversation.lastMessage ? messageView(conversation.lastMessage) : null, unreadCount };
}

/** Stores a message from `senderId` and makes it the conversation's latest. */
export function storeMessage(platform: Platform, conversation: Row, senderId: string, input: { text: string; attachments: unknown[] }): Row {
  const message = platform.store.insert('messages', {
    _id: objectId(),
    conversationId: conversation._id,
    senderId,
    text: input.text,
    attachments: input.attachments,
    seen: false,
    seenAt: null,
    seenBy: [],
    created: nowIso(),
  });
  conversation.lastMessage = message;
  conversation.updated = message.created;
  if (!conversation.participants.includes(senderId)) conversation.participants.push(senderId);
  return message;
}

const callerId = (request: MockRequest) => (request.admin ?? request.user)!._id;

const find = (request: MockRequest, platform: Platform) => conversationsFor(platform, request).find((c) => c._id === request.params.id);

const list = (request: MockRequest, platform: Platform) =>
  ok(
    page(
      conversationsFor(platform, request)
        .sort((a, b) => String(b.updated).localeCompare(String(a.updated)))
        .map((c) => conversationView(platform, c, callerId(request))),
      request.query,
    ),
  );

const update = (request: MockRequest, platform: Platform) => {
  const conversation = find(request, platform);
  if (!conversation) return notFound();
  Object.assign(conversation, defined({ topic: request.body.topic, title: request.body.title, archived: request.body.archived }), { updated: nowIso() });
  return ok(conversationView(platform, conversation, callerId(request)));
};

const messages = (request: MockRequest, platform: Platform) => {
  const conversation = find(request, platform);
  if (!conversation) return notFound();
  // Newest first, as a chat scrolls back.
  return ok(page(messagesOf(platform, conversation._id).reverse().map(messageView), request.query));
};

const seen = (request: MockRequest, platform: Platform) => {
  const conversation = find(request, platform);
  const message = conversation && platform.store.table('messages').get(request.params.mid!);
  if (!conversation || !message || message.conversationId !== conversation._id) return notFound();
  const reader = callerId(request);
  if (!seenBy(message, reader)) (message.seenBy ??= []).push(reader);
  message.seen = true;
  message.seenAt ??= nowIso();
  return ok(messageView(message));
};

export const conversationHandlers: Handlers = {
  'admin.listConversations': list,
  'admin.updateConversation': update,
  'admin.listConversationMessages': messages,
  'admin.markMessageSeen': seen,
  'enduser.listConversations': list,
  'enduser.updateConversation': update,
  'enduser.listConversationMessages': messages,
  'enduser.markMessageSeen': seen,
};
