// Conversations, and a live chat in the selected one: all of the project's for staff, their own
// for an end user (each through their surface's hook).
import {
  useListConversations as useAdminConversations,
  useMarkMessageSeen as useAdminMarkSeen,
  type Conversation,
} from 'platform-client/react/admin';
import { useMemo } from 'react';
import {
  useListConversations as useEndUserConversations,
  useMarkMessageSeen as useEndUserMarkSeen,
} from 'platform-client/react/enduser';
import { ChatPanel, type NameOf } from './ChatPanel';
import { useConsole } from './ConsoleContext';
import { formatDateTime } from './format';
import { href } from './routes';
import { Empty, ErrorNotice, Loading } from './states';
import { usePeople } from './usePeople';

/** What the page reads of either surface's conversation list (the same contract schema). */
interface ConversationList {
  data: { data: Conversation[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

export function ConversationsPage({ selectedId }: { selectedId?: string }) {
  const { clients } = useConsole();
  return clients.kind === 'admin' ? (
    <AdminConversations selectedId={selectedId} />
  ) : (
    <EndUserConversations selectedId={selectedId} />
  );
}

function AdminConversations({ selectedId }: { selectedId?: string }) {
  // Staff see who wrote: the project's users and admins by id.
  const whoIs = usePeople();
  const nameOf = useMemo<NameOf>(
    () => (id) => {
      const someone = whoIs(id);
      return someone && (someone.staff ? `${someone.name} (staff)` : someone.name);
    },
    [whoIs],
  );
  const markSeen = useAdminMarkSeen();
  return (
    <Conversations
      list={useAdminConversations({ limit: 50 })}
      selectedId={selectedId}
      nameOf={nameOf}
      markSeen={(id, mid) => markSeen.mutate({ id, mid })}
      intro="Chats between end users and staff."
    />
  );
}

/** An end user's chats are with the project's staff. */
const staff: NameOf = () => 'Staff';

function EndUserConversations({ selectedId }: { selectedId?: string }) {
  const markSeen = useEndUserMarkSeen();
  return (
    <Conversations
      list={useEndUserConversations({ limit: 50 })}
      selectedId={selectedId}
      nameOf={staff}
      markSeen={(id, mid) => markSeen.mutate({ id, mid })}
      intro="Your chats with the project's staff."
    />
  );
}

interface ConversationsProps {
  list: ConversationList;
  selectedId?: string;
  nameOf: NameOf;
  /** Marks a message of a conversation seen, on the person's own surface. */
  markSeen(conversationId: string, messageId: string): void;
  intro: string;
}

function Conversations({ list, selectedId, nameOf, markSeen, intro }: ConversationsProps) {
  const conversations = list.data?.data ?? [];
  const selected = conversations.find((c) => c._id === selectedId);

  return (
    <section className="page page-fill" aria-labelledby="conversations-title">
      <header className="page-head">
        <div>
          <h1 id="conversations-title">Conversations</h1>
          <p className="muted">{intro} Messages arrive live over the chat connection.</p>
        </div>
      </header>
      <div className={selectedId ? 'conversations conversations-open' : 'conversations'}>
        <nav className="card conversation-list" aria-label="Conversation list">
          {list.isPending ? (
            <Loading label="Loading conversations…" />
          ) : list.isError ? (
            <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
          ) : conversations.length === 0 ? (
            <Empty title="No conversations yet" />
          ) : (
            <ul>
              {conversations.map((conversation) => (
                <li key={conversation._id}>
                  <a
                    className="conversation-item"
                    href={href({ name: 'conversations', id: conversation._id })}
                    aria-current={conversation._id === selectedId ? 'true' : undefined}
                  >
                    <span className="conversation-title">
                      {conversation.title ?? 'Untitled conversation'}
                      {conversation.unreadCount > 0 ? (
                        <span className="unread">
                          {conversation.unreadCount}
                          <span className="visually-hidden"> unread</span>
                        </span>
                      ) : null}
                    </span>
                    <span className="muted small">
                      {conversation.topic ?? 'No topic'} · {formatDateTime(conversation.updated)}
                    </span>
                    <span className="preview">{conversation.lastMessage?.text || 'No messages yet'}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </nav>
        {selected ? (
          <ChatPanel
            key={selected._id}
            conversation={selected}
            nameOf={nameOf}
            onListStale={() => void list.refetch()}
            onSeen={(mid) => markSeen(selected._id, mid)}
          />
        ) : (
          <div className="card chat chat-placeholder">
            {selectedId && list.isSuccess ? (
              <Empty title="No such conversation">It is not one of your conversations.</Empty>
            ) : (
              <Empty title="Select a conversation">Its messages and a reply box appear here.</Empty>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
