// Status and type filters of the request action list, built from the SDK's enum constants.
import { RequestActionStatus, RequestActionType } from 'platform-client/react/admin';
import { CheckboxGroup } from './CheckboxGroup';
import { useNarrow } from './useNarrow';

const STATUSES = Object.values(RequestActionStatus);
const TYPES = Object.values(RequestActionType);

export interface RequestActionFilter {
  statuses: RequestActionStatus[];
  types: RequestActionType[];
}

/** Keeps the values of the enums, in their order, from strings (the address bar). */
export function filterFrom(statuses: readonly string[], types: readonly string[]): RequestActionFilter {
  return {
    statuses: STATUSES.filter((s) => statuses.includes(s)),
    types: TYPES.filter((t) => types.includes(t)),
  };
}

export function RequestActionFilters({
  value,
  onChange,
}: {
  value: RequestActionFilter;
  onChange(next: RequestActionFilter): void;
}) {
  const narrow = useNarrow();
  const count = value.statuses.length + value.types.length;
  const clear = (
    <button
      type="button"
      className="link-button"
      disabled={count === 0}
      onClick={() => onChange({ statuses: [], types: [] })}
    >
      Clear
    </button>
  );
  const groups = (
    <>
      <CheckboxGroup
        legend="Status"
        options={STATUSES}
        selected={value.statuses}
        onChange={(statuses) => onChange({ ...value, statuses })}
      />
      <CheckboxGroup
        legend="Type"
        options={TYPES}
        selected={value.types}
        onChange={(types) => onChange({ ...value, types })}
      />
    </>
  );
  // On a phone the two lists would push the requests a screen down: they fold behind one line.
  if (narrow) {
    return (
      <details className="card filters filters-folded" aria-label="Filters">
        <summary>
          <span className="filters-title">Filters</span>
          {count ? <span className="count">{count}</span> : null}
        </summary>
        <div className="filters-body">
          {groups}
          {clear}
        </div>
      </details>
    );
  }
  return (
    <aside className="card filters" aria-label="Filters">
      <div className="filters-head">
        <h2>Filters</h2>
        {clear}
      </div>
      {groups}
    </aside>
  );
}
