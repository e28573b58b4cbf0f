// The list of pending request actions; the titles only.
import { useListRequestActions } from 'platform-client/react/admin';

export function RequestList({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, isPending } = useListRequestActions({ statuses: ['pending'] });
  if (isPending || !data) return <p>Loading…</p>;
  return (
    <ul>
      {data.data.map((r) => (
        <li key={r._id}>
          <button type="button" onClick={() => onOpen(r._id)}>
            {r.title} {/* breaks: rename-field */}
          </button>
        </li>
      ))}
    </ul>
  );
}
