// The chat's rules (docs/design.md, decisions 12 and 21), spoken by both doors: the Socket.IO server
// (./chat.ts) and the MSW WebSocket handler (./msw-chat.ts). It imports no domain: who may join a
// conversation, its history and where a message is stored are the rooms' it is handed.
import { identify } from './auth.js';
import { invalid as invalidReply, type Identity, type Platform } from './context.js';
import { Refusal } from './limits.js';
import { FORMATS } from './formats.js';
import { allowed } from './permissions.js';
import type { OperationTable } from './router.js';
import type { Shown } from './rows.js';

export const CHAT_NAMESPACE = '/chat';
const MAX_CHAT_TEXT = 4000;

type Message = Shown<'messages'>;
type ChatInput = Pick<Message, 'text' | 'attachments'>;

/** The conversations the chat joins and posts to. */
export interface ChatRooms {
  /** Whether `who` may join conversation `conversationId` (and post to it). */
  mayJoin(who: Identity, conversationId: string): boolean;
  /** The conversation's messages, oldest first. */
  history(conversationId: string): Message[];
  /** Stores a message from `senderId` as the latest of a conversation the sender may join. */
  post(conversationId: string, senderId: string, input: ChatInput): Message;
}

/** The REST error body a refused `chat` is answered with. */
const invalid = (field: string, what: string) => invalidReply(field, what).body;

/** A `chat` payload as the contract's Message types its fields, or why it is refused. */
function chatInput(incoming: unknown) {
  if (incoming === null || typeof incoming !== 'object' || Array.isArray(incoming))
    return invalid('message', 'must be an object { text, attachments? }');
  const { text, attachments = [] } = incoming as { text?: unknown; attachments?: unknown };
  if (typeof text !== 'string') return invalid('text', 'must be a string');
  if (text.length > MAX_CHAT_TEXT) return invalid('text', `must be at most ${MAX_CHAT_TEXT} characters`);
  if (!Array.isArray(attachments)) return invalid('attachments', 'must be an array');
  const kept: ChatInput['attachments'] = [];
  for (const [i, a] of attachments.entries()) {
    const { url, name, mimeType } = (a ?? {}) as Record<string, unknown>;
    if (typeof url !== 'string' || !FORMATS.uri!(url)) return invalid(`attachments.${i}.url`, 'must be a URL');
    // Relayed to every participant's page: a `javascript:` or `data:` link there runs or shows
    // what the sender chose, so only web addresses pass.
    if (!['http:', 'https:'].includes(new URL(url).protocol))
      return invalid(`attachments.${i}.url`, 'must be an http: or https: URL');
    if (typeof name !== 'string') return invalid(`attachments.${i}.name`, 'must be a string');
    if (typeof mimeType !== 'string') return invalid(`attachments.${i}.mimeType`, 'must be a string');
    kept.push({ url, name, mimeType });
  }
  if (text.trim() === '' && kept.length === 0)
    return invalid('text', 'must not be blank when there are no attachments');
  return { text, attachments: kept };
}

/** One admitted connection: its conversation, and what its `chat` events do. */
export interface ChatSession {
  conversationId: string;
  /** The conversation's messages so far, sent as `history` on connecting. */
  history(): Message[];
  /** Whether the session still holds: its account exists, its token has not expired, it may still join. */
  live(): boolean;
  /**
   * A `chat`: the session checked again, then the payload, stored and told to the members of the
   * conversation whose sessions hold (the others are ended, so an ended session hears nothing more).
   * `ack` gets the message or the refusal, then `end` ends the sender if its session has.
   */
  chat(incoming: unknown, members: Iterable<ChatMember>, ack: (answer: unknown) => void, end: () => void): void;
}

/** A connection as a door holds it: its session, and how to tell it a message or end it. */
export interface ChatMember {
  session: ChatSession;
  tell(message: Message): void;
  end(): void;
}

export type ChatAdmission = { session: ChatSession } | { refused: string };

/** The chat's gate over `rooms`: it reads the handshake query (`token`, `conversationId`) as both doors receive it. */
export function chatGate(platform: Platform, rooms: ChatRooms, admin: OperationTable) {
  // An end user's rights are the rooms' (taking part); an admin's are the token's, as REST checks
  // them: joining (and its history) reads the conversation's messages, posting changes it.
  const join = admin.byId('listConversationMessages')?.['x-permission'];
  const post = admin.byId('updateConversation')?.['x-permission'];
  const may = (who: Identity, permission: typeof join) => !who.claims || allowed(who.claims, permission);
  return ({ token, conversationId }: Record<string, unknown>): ChatAdmission => {
    const who = typeof token === 'string' && token ? identify(platform, token) : null;
    if (!who) return { refused: 'unauthorized' };
    if (!may(who, join)) return { refused: 'forbidden' };
    if (typeof conversationId !== 'string' || !rooms.mayJoin(who, conversationId))
      return { refused: who.user ? 'not a participant of that conversation' : 'unknown conversation' };
    const senderId = (who.admin ?? who.user)!._id;
    /** Who the session is now, or null once it has ended. */
    const current = () => {
      const now = identify(platform, token as string);
      return now && (now.admin ?? now.user)!._id === senderId && rooms.mayJoin(now, conversationId) ? now : null;
    };
    return {
      session: {
        conversationId,
        history: () => rooms.history(conversationId),
        live: () => current() !== null,
        chat(incoming, members, ack, end) {
          const now = current();
          if (!now) {
            ack({ error: { message: 'The session has ended; connect again', code: 'UNAUTHORIZED' } });
            return end();
          }
          if (!may(now, post)) return ack({ error: { message: 'Forbidden', code: 'FORBIDDEN' } });
          const input = chatInput(incoming);
          if ('message' in input) return ack({ error: input });
          let message: Message;
          try {
            message = platform.store.atomically(() => rooms.post(conversationId, senderId, input));
          } catch (error) {
            // A message past the stored-bytes limit: the REST answer's body, and nothing sent.
            if (error instanceof Refusal) return ack({ error: error.reply.body });
            throw error;
          }
          for (const member of members) {
            if (member.session.conversationId !== conversationId) continue;
            if (member.session.live()) member.tell(message);
            else member.end();
          }
          ack({ message });
        },
      },
    };
  };
}
