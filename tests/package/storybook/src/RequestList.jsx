// The component the guide's stories render: the admin's request actions, or why they cannot be shown.
import { describeError } from 'platform-client/react';
import { useListRequestActions } from 'platform-client/react/admin';

export function RequestList() {
  const { data, error } = useListRequestActions();
  if (error)
    return (
      <p role="alert">
        {describeError(error)} ({error.message})
      </p>
    );
  if (!data) return <p>Loading…</p>;
  return (
    <section>
      <h1>{data.total} request actions</h1>
      <ul>
        {data.data.map((action) => (
          <li key={action._id}>{action.type}</li>
        ))}
      </ul>
    </section>
  );
}
