// The signed-in end user's notifications, newest first, a page at a time: unread ones marked,
// each with a "Mark read" (useMarkNotificationSeen, which reads the list again).
import {
  useListNotificationsInfinite,
  useMarkNotificationSeen,
  type Notification,
} from 'platform-client/react/enduser';
import { Badge } from './Badge';
import { describeError } from './errors';
import { formatDateTime } from './format';
import { Empty, ErrorNotice, Loading } from './states';
import { LoadMore } from './LoadMore';

/** Notifications a page asks for. @default 10: a notification is taller than a table row. */
const NOTIFICATIONS_PAGE_SIZE = 10;

export function NotificationInbox() {
  const list = useListNotificationsInfinite({ limit: NOTIFICATIONS_PAGE_SIZE });
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const unread = rows.filter((n) => !n.seen).length;

  return (
    <section className="page" aria-labelledby="notifications-title">
      <header className="page-head">
        <div>
          <h1 id="notifications-title">Notifications</h1>
          <p className="muted">What the project sent you in the app, newest first.</p>
        </div>
      </header>
      <div className="card table-card">
        <div className="table-toolbar">
          <span className="filter-summary">
            {list.data ? (unread ? `${unread} unread` : 'All read') : 'Notifications'}
          </span>
          {list.data ? <span className="muted">{`${rows.length} of ${total}`}</span> : null}
        </div>
        {list.isPending ? (
          <Loading label="Loading notifications…" />
        ) : list.isError && !list.isFetchNextPageError ? (
          <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <Empty title="No notifications yet">What the project sends you appears here.</Empty>
        ) : (
          <>
            <ul className="notifications" aria-label="Notifications">
              {rows.map((notification) => (
                <NotificationItem key={notification._id} notification={notification} />
              ))}
            </ul>
            <LoadMore list={list} shown={rows.length} total={total} />
          </>
        )}
      </div>
    </section>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const markSeen = useMarkNotificationSeen();
  const { title, body, seen, seenAt, created } = notification;
  // What it is about: the contract's in-app type (a payment) or the kind of content (news).
  const about = notification.type ?? notification.sourceType;
  return (
    <li className={seen ? 'notification' : 'notification notification-unread'}>
      <div className="notification-head">
        <strong>{title}</strong>
        <span className="muted small nowrap">{formatDateTime(created)}</span>
      </div>
      <p>{body}</p>
      <div className="notification-foot">
        <span className="badges">
          {seen ? null : <Badge value="unread" tone="blue" />}
          {about ? <Badge value={about} tone="violet" /> : null}
        </span>
        {seen ? (
          <span className="muted small">Read {formatDateTime(seenAt)}</span>
        ) : (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={markSeen.isPending}
            onClick={() => markSeen.mutate({ id: notification._id })}
          >
            {markSeen.isPending ? 'Marking…' : 'Mark read'}
          </button>
        )}
      </div>
      {markSeen.isError ? (
        <p className="error-note" role="alert">
          {describeError(markSeen.error).title}
        </p>
      ) : null}
    </li>
  );
}
