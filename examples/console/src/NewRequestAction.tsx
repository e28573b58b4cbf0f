// Creates a request action (useCreateRequestAction): the end user it is for, type, title and
// description. The list refreshes by itself (the hooks invalidate what a mutation changes); the
// new one is linked. The person is chosen, never defaulted: every request action names the end
// user it belongs to, and a platform left to choose names someone the admin did not mean.
import { RequestActionType, useCreateRequestAction, useListUsers } from 'platform-client/react/admin';
import { useMemo, useState, type FormEvent } from 'react';
import { humanize } from './format';
import { href } from './routes';
import { ErrorNotice } from './states';
import type { Permission } from './usePermission';
import { userName } from './userName';

const TYPES = Object.values(RequestActionType);
/** People to choose from: the first page of 200 covers a project the mock seeds (and shares usePeople's cache entry). */
const USERS_LIMIT = 200;

export function NewRequestAction({ permission, onClose }: { permission: Permission; onClose(): void }) {
  const [type, setType] = useState<RequestActionType>('maintenance');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [userId, setUserId] = useState('');
  const create = useCreateRequestAction();
  const users = useListUsers({ limit: USERS_LIMIT });
  const people = useMemo(
    () => [...(users.data?.data ?? [])].sort((a, b) => userName(a).localeCompare(userName(b))),
    [users.data],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        data: { userId, type, title: title.trim(), ...(description.trim() ? { description: description.trim() } : {}) },
      },
      {
        onSuccess: () => {
          setUserId('');
          setTitle('');
          setDescription('');
        },
      },
    );
  }

  return (
    <form className="card form new-request" onSubmit={submit} aria-label="New request action">
      <div className="filters-head">
        <h2>New request action</h2>
        <button type="button" className="link-button" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="form-row">
        <label className="field">
          <span>Requested by</span>
          <select required value={userId} disabled={users.isPending} onChange={(e) => setUserId(e.target.value)}>
            <option value="" disabled>
              {users.isPending ? 'Loading people…' : 'Choose an end user'}
            </option>
            {people.map((user) => (
              <option key={user._id} value={user._id}>
                {userName(user)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Type</span>
          <select value={type} onChange={(e) => setType(e.target.value as RequestActionType)}>
            {TYPES.map((value) => (
              <option key={value} value={value}>
                {humanize(value)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field-grow">
          <span>Title</span>
          <input
            required
            pattern=".*\S.*"
            title="A title: what the request is about"
            maxLength={200}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
      </div>
      <label className="field">
        <span>Description</span>
        <textarea rows={2} maxLength={5000} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      {users.isError ? <ErrorNotice error={users.error} onRetry={() => void users.refetch()} /> : null}
      {create.isError ? <ErrorNotice error={create.error} /> : null}
      <div className="form-actions">
        {create.isSuccess ? (
          <span className="success-note" role="status">
            Created <a href={href({ name: 'request', id: create.data._id })}>{create.data.title}</a>.
          </span>
        ) : null}
        {/* Enabled with an empty title: the browser then says what is missing, where a disabled
            button (as after a create clears the form) would only look broken. */}
        <button
          type="submit"
          className="button button-primary"
          disabled={!permission.allowed || create.isPending}
          title={permission.reason}
        >
          {create.isPending ? 'Creating…' : 'Create'}
        </button>
      </div>
    </form>
  );
}
