// Adds an admin comment to a request action (useAddRequestActionComment).
import { useAddRequestActionComment } from 'platform-client/react/admin';
import { useState, type FormEvent } from 'react';
import { READ_ONLY_NOTE, type Permission } from './usePermission';
import { ErrorNotice } from './states';

export function CommentForm({ requestActionId, permission }: { requestActionId: string; permission: Permission }) {
  const [text, setText] = useState('');
  const [added, setAdded] = useState(false);
  const addComment = useAddRequestActionComment();
  const disabled = !permission.allowed || addComment.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(false);
    addComment.mutate(
      { id: requestActionId, data: { text: text.trim() } },
      {
        onSuccess: () => {
          setText('');
          setAdded(true);
        },
      },
    );
  }

  return (
    <form className="comment-form" onSubmit={submit}>
      <label className="field">
        <span>New comment</span>
        <textarea
          rows={3}
          maxLength={5000}
          value={text}
          disabled={!permission.allowed}
          aria-describedby={permission.reason ? READ_ONLY_NOTE : undefined}
          placeholder={permission.allowed ? 'Write to the requester…' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {addComment.isError ? <ErrorNotice error={addComment.error} /> : null}
      <div className="form-actions">
        {added ? (
          <span className="success-note" role="status">
            Comment added.
          </span>
        ) : null}
        <button
          type="submit"
          className="button button-primary"
          disabled={disabled || !text.trim()}
          title={permission.reason}
          aria-describedby={permission.reason ? READ_ONLY_NOTE : undefined}
        >
          {addComment.isPending ? 'Adding…' : 'Add comment'}
        </button>
      </div>
    </form>
  );
}
