// The live chat of one conversation: useChat connects with the signed-in person's token (an
// admin's access token, an end user's session id), shows the history the server sends on
// connect and every new message, the person's own on the right. A connection that fails (a
// connect timeout, a refused token) shows "Disconnected" and a button to try again. A message
// newer than the one the conversation list was read with (sent here or by the other side) asks
// the list to read again, so its preview, time and order follow the chat; the messages the list
// counts as unread are marked seen while they are on screen, so the badge clears.
import type { ChatMessage } from 'platform-client/chat';
import type { Conversation } from 'platform-client/react/admin';
import { useChat } from 'platform-client/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Badge } from './Badge';
import { config } from './config';
import { useConsole } from './ConsoleContext';
import { describeError } from './errors';
import { formatDate, formatTime, shortId } from './format';
import { Empty, ErrorNotice, Loading } from './states';

/** The name to show for a sender other than yourself (undefined: their short id). */
export type NameOf = (senderId: string) => string | undefined;

interface ChatPanelProps {
  conversation: Conversation;
  nameOf: NameOf;
  /** The chat holds a message newer than `conversation.lastMessage`: read the list again. */
  onListStale(): void;
  /** Marks another person's message seen (the surface's markMessageSeen; it refreshes the list). */
  onSeen(messageId: string): void;
}

export function ChatPanel({ conversation, nameOf, onListStale, onSeen }: ChatPanelProps) {
  // A new attempt is a new connection: remounting the panel makes useChat connect again.
  const [attempt, setAttempt] = useState(0);
  return (
    <ChatConnection
      key={attempt}
      conversation={conversation}
      nameOf={nameOf}
      onListStale={onListStale}
      onSeen={onSeen}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

function ChatConnection({ conversation, nameOf, onListStale, onSeen, onRetry }: ChatPanelProps & { onRetry(): void }) {
  const { clients } = useConsole();
  const chat = useChat({
    url: config.chatUrl,
    token: clients.chatToken,
    conversationId: conversation._id,
    connectTimeout: config.chatConnectTimeout,
  });
  const [text, setText] = useState('');
  const [sendError, setSendError] = useState<string>();
  const end = useRef<HTMLDivElement>(null);
  // After a failed connect the socket may still say "connecting": the error is what counts.
  const status = chat.error && chat.status !== 'connected' ? 'disconnected' : chat.status;
  const connected = status === 'connected';
  // History may come newest first (as the REST pages do); a chat reads oldest first.
  const messages = useMemo(() => [...chat.messages].sort((a, b) => time(a) - time(b)), [chat.messages]);
  const selfId = clients.self._id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives, not on every new array
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  // The page's callbacks through refs (kept current after each render), so a new callback
  // identity on each render of the page never asks again.
  const listStale = useRef(onListStale);
  const seen = useRef(onSeen);
  useEffect(() => {
    listStale.current = onListStale;
    seen.current = onSeen;
  });

  // Once per newer message: the list's answer then names it.
  const newestId = messages.at(-1)?._id;
  const listedId = conversation.lastMessage?._id;
  useEffect(() => {
    if (connected && newestId && newestId !== listedId) listStale.current();
  }, [connected, newestId, listedId]);

  // The unread ones are the newest of the others' messages, as many as the list counts. Each is
  // marked once per panel (StrictMode's second effect run included); marking refreshes the list,
  // whose count then says whether more are left.
  const marked = useRef(new Set<string>());
  const unread = conversation.unreadCount;
  useEffect(() => {
    if (!connected || unread <= 0) return;
    const theirs = messages.filter((m) => m.senderId !== selfId);
    for (const message of theirs.slice(-unread)) {
      if (marked.current.has(message._id)) continue;
      marked.current.add(message._id);
      seen.current(message._id);
    }
  }, [connected, unread, messages, selfId]);

  function submit(event: FormEvent) {
    event.preventDefault();
    try {
      chat.send({ text: text.trim() });
      setText('');
      setSendError(undefined);
    } catch (error) {
      setSendError(describeError(error).title);
    }
  }

  return (
    <section className="card chat" aria-label={`Chat: ${conversation.title ?? 'Untitled conversation'}`}>
      <header className="chat-head">
        <div>
          <h2>{conversation.title ?? 'Untitled conversation'}</h2>
          <span className="muted small">
            {conversation.topic ?? 'No topic'} · {conversation.participants.length} participants
          </span>
        </div>
        <div className="chat-status">
          <Badge value={status} />
          {status === 'disconnected' ? (
            <button type="button" className="button button-secondary button-small" onClick={onRetry}>
              Reconnect
            </button>
          ) : null}
        </div>
      </header>
      <div className="chat-log" role="log" aria-live="polite" aria-label="Chat log">
        {chat.error ? (
          <ErrorNotice error={chat.error} onRetry={onRetry} />
        ) : status === 'connecting' || status === 'idle' ? (
          <Loading label="Connecting to the chat…" />
        ) : messages.length === 0 ? (
          <Empty title="No messages yet">Say hello below.</Empty>
        ) : (
          <ol className="messages">
            {messages.map((message, index) => (
              <MessageRow
                key={message._id}
                message={message}
                previous={messages[index - 1]}
                mine={message.senderId === selfId}
                sender={nameOf(message.senderId)}
              />
            ))}
          </ol>
        )}
        <div ref={end} />
      </div>
      <form className="chat-send" onSubmit={submit}>
        <input
          aria-label="New message"
          placeholder={connected ? 'Write a message…' : 'Waiting for the connection…'}
          value={text}
          maxLength={4000}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={!connected || !text.trim()}>
          Send
        </button>
      </form>
      {sendError ? (
        <p className="error-note chat-error" role="alert">
          {sendError}
        </p>
      ) : null}
    </section>
  );
}

function time(message: ChatMessage): number {
  return new Date(message.created).getTime();
}

interface MessageRowProps {
  sender: string | undefined;
  message: ChatMessage;
  previous: ChatMessage | undefined;
  mine: boolean;
}

function MessageRow({ message, previous, mine, sender }: MessageRowProps) {
  const day = formatDate(message.created);
  const newDay = !previous || formatDate(previous.created) !== day;
  return (
    <>
      {newDay ? <li className="day-divider">{day}</li> : null}
      <li className={mine ? 'message message-mine' : 'message'}>
        <div className="message-head">
          <strong title={message.senderId}>{mine ? 'You' : (sender ?? shortId(message.senderId))}</strong>
          <span className="muted small">{formatTime(message.created)}</span>
        </div>
        {message.text ? <p>{message.text}</p> : null}
        {message.attachments.length ? (
          <ul className="attachments">
            {message.attachments.map((attachment) => (
              <li key={attachment.url}>
                <a href={attachment.url} target="_blank" rel="noreferrer">
                  <PaperclipIcon />
                  {attachment.name || attachment.url}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    </>
  );
}

function PaperclipIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path
        d="M10.5 4.5 5.8 9.2a1.3 1.3 0 0 0 1.9 1.9l5-5a2.6 2.6 0 0 0-3.7-3.7l-5 5a3.9 3.9 0 0 0 5.5 5.5l4.2-4.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
