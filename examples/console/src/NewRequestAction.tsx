// Creates a request action (useCreateRequestAction): type, title and description. The list
// refreshes by itself (the hooks invalidate what a mutation changes); the new one is linked.
import { RequestActionType, useCreateRequestAction } from 'platform-client/react/admin';
import { useState, type FormEvent } from 'react';
import { humanize } from './format';
import { href } from './routes';
import { ErrorNotice } from './states';
import { type Permission } from './usePermission';

const TYPES = Object.values(RequestActionType);

export function NewRequestAction({ permission, onClose }: { permission: Permission; onClose(): void }) {
  const [type, setType] = useState<RequestActionType>('maintenance');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateRequestAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { data: { type, title: title.trim(), ...(description.trim() ? { description: description.trim() } : {}) } },
      { onSuccess: () => (setTitle(''), setDescription('')) },
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
      {create.isError ? <ErrorNotice error={create.error} /> : null}
      <div className="form-actions">
        {create.isSuccess ? (
          <span className="success-note" role="status">
            Created <a href={href({ name: 'request', id: create.data._id })}>{create.data.title}</a>.
          </span>
        ) : null}
        {/* Enabled with an empty title: the browser then says what is missing, where a disabled
            button (as after a create clears the form) would only look broken. */}
        <button type="submit" className="button button-primary" disabled={!permission.allowed || create.isPending} title={permission.reason}>
          {create.isPending ? 'Creating…' : 'Create'}
        </button>
      </div>
    </form>
  );
}
