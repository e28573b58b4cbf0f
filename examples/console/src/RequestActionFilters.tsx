// Status and type filters of the request action list, built from the SDK's enum constants.
import { RequestActionStatus, RequestActionType } from 'platform-client/react/admin';
import { CheckboxGroup } from './CheckboxGroup';

export const STATUSES = Object.values(RequestActionStatus);
export const TYPES = Object.values(RequestActionType);

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

export function RequestActionFilters({ value, onChange }: { value: RequestActionFilter; onChange(next: RequestActionFilter): void }) {
  const active = value.statuses.length + value.types.length > 0;
  return (
    <aside className="card filters" aria-label="Filters">
      <div className="filters-head">
        <h2>Filters</h2>
        <button type="button" className="link-button" disabled={!active} onClick={() => onChange({ statuses: [], types: [] })}>
          Clear
        </button>
      </div>
      <CheckboxGroup legend="Status" options={STATUSES} selected={value.statuses} onChange={(statuses) => onChange({ ...value, statuses })} />
      <CheckboxGroup legend="Type" options={TYPES} selected={value.types} onChange={(types) => onChange({ ...value, types })} />
    </aside>
  );
}
