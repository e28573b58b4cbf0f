// The project's conversations, and a live chat in the selected one.
import { useListConversations } from 'platform-client/react/admin';
import { ChatPanel } from './ChatPanel';
import { formatDateTime } from './format';
import { href } from './routes';
import { Empty, ErrorNotice, Loading } from './states';

export function ConversationsPage({ selectedId }: { selectedId?: string }) {
  const list = useListConversations({ limit: 50 });
  const conversations = list.data?.data ?? [];
  const selected = conversations.find((c) => c._id === selectedId);

  return (
    <section className="page page-fill" aria-labelledby="conversations-title">
      <header className="page-head">
        <div>
          <h1 id="conversations-title">Conversations</h1>
          <p className="muted">Chats between end users and staff. Messages arrive live over the chat connection.</p>
        </div>
      </header>
      <div className="conversations">
        <div className="card conversation-list" aria-label="Conversation list">
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
                        <span className="unread" aria-label={`${conversation.unreadCount} unread`}>
                          {conversation.unreadCount}
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
        </div>
        {selected ? (
          <ChatPanel key={selected._id} conversation={selected} />
        ) : (
          <div className="card chat chat-placeholder">
            {selectedId && list.isSuccess ? (
              <Empty title="No such conversation">It is not in this project's list.</Empty>
            ) : (
              <Empty title="Select a conversation">Its messages and a reply box appear here.</Empty>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
