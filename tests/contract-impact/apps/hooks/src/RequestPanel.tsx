// One request action in the console, through the admin hooks. The `breaks:` comments name the
// edits of tests/contract-impact/corpus.ts that must break that line.
import type { GetRequestActionQueryResult } from 'platform-client/react/admin'; // breaks: rename-operation
import {
  useCreateRequestAction,
  useGetRequestAction, // breaks: rename-operation
} from 'platform-client/react/admin';

type Status = GetRequestActionQueryResult['status'];

const labels = {
  pending: 'Waiting',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  reviewed: 'Reviewed by the tenant',
  user_accepted: 'Accepted by the tenant',
  user_rejected: 'Rejected by the tenant',
  archived: 'Archived',
};
const statusLabels: Record<Status, string> = labels; // breaks: enum-value

export function RequestPanel({ id }: { id: string }) {
  const { data, error, isPending } = useGetRequestAction(id);
  const create = useCreateRequestAction();
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.message}</p>;
  // `category` comes from a free-text field.
  const fileRepair = (title: string, category: string) =>
    create.mutate({ data: { type: 'maintenance', title, category } }); // breaks: required-input narrow-type
  return (
    <article>
      <h2>{data.title}</h2> {/* breaks: rename-field */}
      <p>{statusLabels[data.status]}</p>
      <p>{data.category ?? 'uncategorised'}</p> {/* breaks: remove-field */}
      <button type="button" onClick={() => fileRepair('Leaking kitchen tap', 'Maintenance')}>
        Report a leak
      </button>
    </article>
  );
}
