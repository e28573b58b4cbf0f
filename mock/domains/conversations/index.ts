// Conversations and their messages over REST, and the rooms the chat endpoint (../chat.ts) is
// given: a message sent live is stored here, so it is what the messages call returns.
import type { ChatRooms } from '../../chat-session.js';
import { defined, notFound, ok, page } from '../../context.js';
import type { Handlers, Identity, Platform } from '../../context.js';
import { nowIso, objectId } from '../../ids.js';
import { own, type Row } from '../../rows.js';
import { onId, onSurfaces } from '../../table-handlers.js';

const sees = (c: Row<'conversations'>, who: Identity) => !who.user || c.participants.includes(who.user._id);
const conversationsFor = (platform: Platform, who: Identity) =>
  platform.store.rows('conversations').filter((c) => sees(c, who));

const messagesOf = (platform: Platform, conversationId: string): Row<'messages'>[] =>
  platform.store
    .rows('messages')
    .filter((m) => m.conversationId === conversationId)
    .sort((a, b) => a.created.localeCompare(b.created));

// A seeded message (no `seenBy`) that its example marks seen counts as seen by everyone.
const seenBy = (message: Row<'messages'>, readerId: string) =>
  message[own].seenBy ? message[own].seenBy.includes(readerId) : message.seen;

function conversationView(platform: Platform, conversation: Row<'conversations'>, readerId: string) {
  const unreadCount = messagesOf(platform, conversation._id).filter(
    (m) => m.senderId !== readerId && !seenBy(m, readerId),
  ).length;
  return { ...conversation, lastMessage: conversation.lastMessage ?? null, unreadCount };
}

/** The chat endpoint's rooms: the conversations, as the REST calls see them. */
export function chatRooms(platform: Platform): ChatRooms {
  return {
    mayJoin: (who, conversationId) => conversationsFor(platform, who).some((c) => c._id === conversationId),
    history: (conversationId) => messagesOf(platform, conversationId),
    post: (conversationId, senderId, { text, attachments }) => {
      // The chat posts only where the sender may join: the conversation exists.
      const conversation = platform.store.table('conversations').get(conversationId)!;
      // The conversation shows it as its last message: both records are counted, or neither kept
      // (the chat posts through Store.atomically).
      const message = platform.store.insert('messages', {
        _id: objectId(),
        conversationId,
        senderId,
        text,
        attachments,
        seen: false,
        seenAt: null,
        created: nowIso(),
        [own]: { seenBy: [] },
      });
      platform.store.update('conversations', conversation, {
        lastMessage: message,
        participants: [...new Set([...conversation.participants, senderId])],
      });
      return message;
    },
  };
}

const callerId = (request: Identity) => (request.admin ?? request.user)!._id;
const onConversation = onId('conversations', sees);

export const handlers: Handlers = onSurfaces(['admin', 'enduser'], {
  listConversations: (request, platform) => {
    const reader = callerId(request);
    const rows = conversationsFor(platform, request)
      .sort((a, b) => b.updated.localeCompare(a.updated))
      .map((c) => conversationView(platform, c, reader));
    return ok(page(rows, request.query));
  },
  updateConversation: onConversation((conversation, request, platform) => {
    const { topic, title, archived } = request.body;
    const changed = platform.store.update('conversations', conversation, defined({ topic, title, archived }));
    return ok(conversationView(platform, changed, callerId(request)));
  }),
  // Newest first, as a chat scrolls back.
  listConversationMessages: onConversation((conversation, request, platform) =>
    ok(page(messagesOf(platform, conversation._id).reverse(), request.query)),
  ),
  markMessageSeen: onConversation((conversation, request, platform) => {
    const message = platform.store.table('messages').get(request.params.mid);
    if (!message || message.conversationId !== conversation._id)
      return notFound(`no message with id ${request.params.mid} in conversation ${conversation._id}`);
    const reader = callerId(request);
    if (!seenBy(message, reader)) message[own].seenBy = [...(message[own].seenBy ?? []), reader];
    // `seen` is one flag for everyone: its sender's "read". Only the other side sets it (an end
    // user for staff's message, staff for an end user's), so staff marking a colleague's message
    // leaves it unread for the end user, as their `unreadCount` says.
    if (platform.store.table('admins').has(message.senderId) !== Boolean(request.admin)) {
      message.seen = true;
      message.seenAt ??= nowIso();
    }
    return ok(message);
  }),
});
export { demo } from './seed.js';
