// One request action: what it asks for, its comments, and the admin's actions on it.
import { useGetRequestAction } from 'platform-client/react/admin';
import { Badge } from './Badge';
import { CommentForm } from './CommentForm';
import { useConsole } from './ConsoleContext';
import { formatDateTime, humanize, shortId } from './format';
import { MarkSeenButton } from './MarkSeenButton';
import { href } from './routes';
import { NotFound } from './NotFound';
import { Empty, ErrorNotice, Loading } from './states';
import { ApiError } from 'platform-client';
import { RequestActionEditor } from './RequestActionEditor';
import { READ_ONLY_NOTE, usePermission } from './usePermission';
import { usePeople } from './usePeople';

const OBJECT_ID = /^[0-9a-f]{24}$/;
const requestsRoute = { name: 'requests', statuses: [], types: [] } as const;

export function RequestActionDetail({ id }: { id: string }) {
  // An id that cannot be one is not asked for: the platform would answer 422 for its format.
  if (!OBJECT_ID.test(id))
    return (
      <NotFound
        what={`No request action has the id “${id}”.`}
        back={{ label: 'Back to request actions', route: { ...requestsRoute, statuses: [], types: [] } }}
      />
    );
  return <RequestActionView id={id} />;
}

function RequestActionView({ id }: { id: string }) {
  const { clients } = useConsole();
  const query = useGetRequestAction(id);
  const permission = usePermission('request-action', 'update', 'Write');
  const whoIs = usePeople();
  const back = (
    <a className="back-link" href={href({ name: 'requests', statuses: [], types: [] })}>
      ← Request actions
    </a>
  );

  if (query.isPending)
    return (
      <div className="page">
        {back}
        <Loading label="Loading the request action…" />
      </div>
    );
  if (query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422)) {
    return (
      <NotFound
        what={`No request action has the id “${id}”.`}
        back={{ label: 'Back to request actions', route: { ...requestsRoute, statuses: [], types: [] } }}
      />
    );
  }
  if (query.isError) {
    return (
      <div className="page">
        {back}
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const action = query.data;
  const data = Object.entries(action.data ?? {});
  return (
    <article className="page" aria-labelledby="request-title">
      {back}
      <header className="page-head">
        <div>
          <h1 id="request-title">{action.title}</h1>
          <div className="badges">
            <Badge value={action.status} />
            <Badge value={action.type} tone="violet" />
          </div>
        </div>
        <MarkSeenButton
          requestActionId={action._id}
          version={action.version}
          seenByMe={action.seenBy.includes(clients.self._id)}
          permission={permission}
          onConflict={() => void query.refetch()}
        />
      </header>
      {permission.reason ? (
        <p id={READ_ONLY_NOTE} className="notice">
          <strong>Read-only.</strong> {permission.reason} Changing the status or the title, commenting and marking seen
          are turned off.
        </p>
      ) : null}
      <RequestActionEditor action={action} permission={permission} />

      <div className="detail-grid">
        <section className="card" aria-labelledby="about-title">
          <h2 id="about-title">About</h2>
          {action.description ? (
            <p className="description">{action.description}</p>
          ) : (
            <p className="description muted">No description.</p>
          )}
          <dl className="meta">
            <dt>Category</dt>
            <dd>{action.category ?? '—'}</dd>
            <dt>Requested by</dt>
            <dd>{whoIs(action.userId)?.name ?? <code title={action.userId}>{shortId(action.userId)}</code>}</dd>
            <dt>Created</dt>
            <dd>{formatDateTime(action.created)}</dd>
            <dt>Updated</dt>
            <dd>{formatDateTime(action.updated)}</dd>
            <dt>Version</dt>
            <dd>{action.version}</dd>
            <dt>Last seen</dt>
            <dd>{action.seenAt ? formatDateTime(action.seenAt) : 'Not yet'}</dd>
            {data.map(([key, value]) => (
              <FieldRow key={key} name={key} value={value} />
            ))}
          </dl>
        </section>

        <section className="card" aria-labelledby="comments-title">
          <h2 id="comments-title">
            Comments <span className="count">{action.comments.length}</span>
          </h2>
          {action.comments.length === 0 ? (
            <Empty title="No comments yet" />
          ) : (
            <ol className="comments">
              {action.comments.map((comment) => (
                <li key={comment._id} className={`comment comment-${comment.authorType}`}>
                  <div className="comment-head">
                    <span>
                      <strong title={comment.authorId}>
                        {whoIs(comment.authorId)?.name ?? (comment.authorType === 'admin' ? 'Staff' : 'Requester')}
                      </strong>
                      <span className="muted small"> · {comment.authorType === 'admin' ? 'staff' : 'requester'}</span>
                    </span>
                    <span className="muted small">{formatDateTime(comment.created)}</span>
                  </div>
                  <p>{comment.text}</p>
                </li>
              ))}
            </ol>
          )}
          <CommentForm requestActionId={action._id} permission={permission} />
        </section>
      </div>
    </article>
  );
}

function FieldRow({ name, value }: { name: string; value: unknown }) {
  return (
    <>
      <dt>{humanize(name.replace(/([a-z])([A-Z])/g, '$1 $2'))}</dt>
      <dd>{typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}</dd>
    </>
  );
}
