// The project's request actions: filters by status and type, and the matching ones a page at a
// time (the infinite hook: "Load more" while the platform says there are more).
import { keepPreviousData } from '@tanstack/react-query';
import { useListRequestActionsInfinite } from 'platform-client/react/admin';
import { Badge } from './Badge';
import { formatDateTime, humanize } from './format';
import { RequestActionFilters, filterFrom, type RequestActionFilter } from './RequestActionFilters';
import { href, navigate } from './routes';
import { NewRequestAction } from './NewRequestAction';
import { Empty, ErrorNotice, Loading } from './states';
import { usePermission } from './usePermission';
import { useState } from 'react';
import { LoadMore } from './LoadMore';

/** Rows a page asks for. @default 25: a screenful at 1280 px, a short wait on a slow link. */
const PAGE_SIZE = 25;

export function RequestActionsPage({ statuses, types }: { statuses: string[]; types: string[] }) {
  const filter = filterFrom(statuses, types);
  const canCreate = usePermission('request-action', 'create', 'Write');
  const [creating, setCreating] = useState(false);
  const list = useListRequestActionsInfinite(
    {
      // The admin client adds its projectId. An empty filter is no filter: leave it out
      // rather than send an empty list.
      statuses: filter.statuses.length ? filter.statuses : undefined,
      types: filter.types.length ? filter.types : undefined,
      limit: PAGE_SIZE,
    },
    { query: { placeholderData: keepPreviousData } },
  );
  // While other filters load, the previous rows stay (placeholder), marked "Updating…".
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  // A failed next page keeps the rows shown and offers to try that page again.
  const setFilter = (next: RequestActionFilter) => navigate({ name: 'requests', ...next });
  const summary = [
    filter.statuses.length ? `Status: ${filter.statuses.map(humanize).join(', ')}` : null,
    filter.types.length ? `Type: ${filter.types.map(humanize).join(', ')}` : null,
  ].filter(Boolean);

  return (
    <section className="page" aria-labelledby="requests-title">
      <header className="page-head">
        <div>
          <h1 id="requests-title">Request actions</h1>
          <p className="muted">Requests end users made to the project: vacations, visits, repairs, rentals.</p>
        </div>
        {/* While the form is open it is the way to create (and Close hides it): no second,
            disabled button beside it. */}
        {creating ? null : (
          <button
            type="button"
            className="button button-primary"
            disabled={!canCreate.allowed}
            title={canCreate.reason}
            onClick={() => setCreating(true)}
          >
            New request action
          </button>
        )}
      </header>
      {creating ? <NewRequestAction permission={canCreate} onClose={() => setCreating(false)} /> : null}
      <div className="split">
        <RequestActionFilters value={filter} onChange={setFilter} />
        <div className="card table-card">
          <div className="table-toolbar">
            <span className="filter-summary" data-testid="filter-summary">
              {summary.length ? summary.join(' · ') : 'All statuses and types'}
            </span>
            {list.data ? (
              <span className="muted">{list.isPlaceholderData ? 'Updating…' : `${rows.length} of ${total}`}</span>
            ) : null}
          </div>
          {list.isPending ? (
            <Loading label="Loading request actions…" />
          ) : list.isError && !list.isFetchNextPageError ? (
            <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
          ) : rows.length === 0 ? (
            <Empty title="No request actions match">Clear a filter to see more.</Empty>
          ) : (
            <>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col" className="col-title">
                      Title
                    </th>
                    <th scope="col">Type</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="numeric wide-only">
                      Comments
                    </th>
                    <th scope="col" className="wide-only">
                      Created
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((action) => (
                    <tr key={action._id}>
                      <td>
                        <a className="row-link" href={href({ name: 'request', id: action._id })}>
                          {action.title}
                        </a>
                        {action.category ? <div className="muted small">{action.category}</div> : null}
                      </td>
                      <td>{humanize(action.type)}</td>
                      <td>
                        <Badge value={action.status} />
                      </td>
                      <td className="numeric wide-only">{action.comments.length}</td>
                      <td className="nowrap wide-only">{formatDateTime(action.created)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <LoadMore list={list} shown={rows.length} total={total} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
