// Changes a request action's status and title with useUpdateRequestAction, optimistically: the
// heading, the badge and the list rows show the change at once; when the platform refuses it they
// go back to what it holds, and the reason is said in words (describeError: the field a 422
// names, the permission a 403 lacks). An admin whose role lacks the permission finds the controls
// off, with the reason beside them.
import { RequestActionStatus, type RequestAction, useUpdateRequestAction } from 'platform-client/react/admin';
import { type FormEvent, useState } from 'react';
import { describeError } from './errors';
import { humanize } from './format';
import { READ_ONLY_NOTE, type Permission } from './usePermission';

const STATUSES = Object.values(RequestActionStatus);

export function RequestActionEditor({ action, permission }: { action: RequestAction; permission: Permission }) {
  const update = useUpdateRequestAction({
    optimistic: (current, { data }) => ({
      ...current,
      status: data.status ?? current.status,
      title: data.title ?? current.title,
    }),
  });
  // What the person typed, until it is saved; undefined follows the platform's title. A refused
  // title stays in the field to be corrected, while the heading shows the title the platform kept.
  const [draft, setDraft] = useState<string | undefined>();
  const title = draft ?? action.title;
  const off = !permission.allowed;
  const explained = permission.reason ? READ_ONLY_NOTE : undefined;

  function save(data: { status?: RequestActionStatus; title?: string }) {
    update.mutate({ id: action._id, data }, { onSuccess: () => data.title !== undefined && setDraft(undefined) });
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    save({ title: title.trim() });
  }

  const failure = update.isError ? describeError(update.error) : undefined;
  return (
    <section className="card editor" aria-labelledby="editor-title">
      <h2 id="editor-title">Status and title</h2>
      <form className="editor-form" aria-label="Change the request action" onSubmit={rename}>
        <label className="field">
          <span>Status</span>
          <select
            value={action.status}
            disabled={off}
            title={permission.reason}
            aria-describedby={explained}
            onChange={(e) => save({ status: e.target.value as RequestActionStatus })}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </select>
        </label>
        <label className="field editor-title">
          <span>Title</span>
          <input
            required
            value={title}
            disabled={off}
            title={permission.reason}
            aria-describedby={explained}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className="button button-primary"
          disabled={off || update.isPending || title.trim() === action.title}
          title={permission.reason}
          aria-describedby={explained}
        >
          {update.isPending ? 'Saving…' : 'Rename'}
        </button>
      </form>
      {failure ? (
        <p className="error-note" role="alert">
          Not saved, put back: {failure.title}
          {failure.detail ? <span className="muted small"> {failure.detail}</span> : null}
        </p>
      ) : update.isSuccess ? (
        <p className="success-note" role="status">
          Saved.
        </p>
      ) : null}
    </section>
  );
}
