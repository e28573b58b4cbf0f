// Writes a project box with upsertBox: looked up by key and type, updated, or created. Beside it,
// the box stored under the form's key (what a save would update) or what a save stored; below,
// the project's boxes of the chosen type (a save shows there too); choosing one edits it.
import { useMutation } from '@tanstack/react-query';
import { upsertBox, type Box } from 'platform-client';
import { BoxType, useListBoxes } from 'platform-client/react/public';
import { useState, type FormEvent } from 'react';
import { useConsole } from './ConsoleContext';
import { formatDateTime, humanize } from './format';
import { Empty, ErrorNotice, Loading } from './states';

const BOX_TYPES = Object.values(BoxType);

export function BoxEditor() {
  const { clients } = useConsole();
  const [key, setKey] = useState('onboarding-quiz');
  const [type, setType] = useState<BoxType>('quiz_result');
  const [json, setJson] = useState('{\n  "score": 8,\n  "answers": ["b", "a", "d", "c"]\n}');
  const [jsonError, setJsonError] = useState<string>();
  const stored = useListBoxes({ type, limit: 100 });
  // What the project holds under the key and type in the form: what Save would update.
  const current = stored.data?.data.find((box) => box.key === key.trim());
  const save = useMutation({
    mutationFn: (input: { key: string; type: BoxType; value: unknown }) => upsertBox(clients.public, input),
    onSuccess: () => void stored.refetch(),
  });

  function edit(box: Box) {
    save.reset();
    setKey(box.key);
    setJson(JSON.stringify(box.value, null, 2));
    setJsonError(undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (error) {
      setJsonError(`The value is not JSON: ${(error as Error).message}`);
      return;
    }
    setJsonError(undefined);
    save.mutate({ key: key.trim(), type, value });
  }

  return (
    <section className="page" aria-labelledby="boxes-title">
      <header className="page-head">
        <div>
          <h1 id="boxes-title">Boxes</h1>
          <p className="muted">Key-value records of the project, written through the public client with upsertBox.</p>
        </div>
      </header>
      <div className="two-columns">
        <form className="card form" onSubmit={submit} aria-label="Box editor">
          <label className="field">
            <span>Key</span>
            <input
              required
              value={key}
              onChange={(e) => {
                save.reset();
                setKey(e.target.value);
              }}
            />
          </label>
          <label className="field">
            <span>Type</span>
            <select
              value={type}
              onChange={(e) => {
                save.reset();
                setType(e.target.value as BoxType);
              }}
            >
              {BOX_TYPES.map((value) => (
                <option key={value} value={value}>
                  {humanize(value)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Value (JSON)</span>
            <textarea
              className="code"
              rows={10}
              spellCheck={false}
              value={json}
              aria-invalid={jsonError ? true : undefined}
              onChange={(e) => setJson(e.target.value)}
            />
          </label>
          {jsonError ? (
            <p className="error-note" role="alert">
              {jsonError}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={save.isPending || !key.trim()}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
        <section className="card" aria-labelledby="saved-title">
          <h2 id="saved-title">{save.data ? 'Saved box' : 'Stored box'}</h2>
          {save.isError ? (
            <ErrorNotice error={save.error} />
          ) : save.data ? (
            <SavedBox box={save.data} saved />
          ) : current ? (
            <SavedBox box={current} saved={false} />
          ) : stored.isPending ? (
            <Loading label="Looking the key up…" />
          ) : (
            <Empty title="No box under this key yet">Save creates it.</Empty>
          )}
        </section>
      </div>
      <section className="card" aria-labelledby="stored-title">
        <h2 id="stored-title">Stored boxes: {humanize(type)}</h2>
        {stored.isPending ? (
          <Loading label="Loading boxes…" />
        ) : stored.isError ? (
          <ErrorNotice error={stored.error} onRetry={() => void stored.refetch()} />
        ) : stored.data.data.length === 0 ? (
          <Empty title="No boxes of this type">Save one to see it here.</Empty>
        ) : (
          <ul className="box-list">
            {stored.data.data.map((box) => (
              <li key={box._id}>
                <button type="button" className="button button-secondary" onClick={() => edit(box)}>
                  {box.key}
                </button>
                <span className="muted"> updated {formatDateTime(box.updated)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** A box as the platform holds it; `saved`: the answer to this page's save, which says what it did. */
function SavedBox({ box, saved }: { box: Box; saved: boolean }) {
  // upsertBox creates a missing box and updates an existing one: the timestamps say which.
  const created = box.created && box.updated && box.created.getTime() === box.updated.getTime();
  return (
    <div className="saved-box" role={saved ? 'status' : undefined}>
      {saved ? <p className="success-note">{created ? 'Created a new box.' : 'Updated the existing box.'}</p> : null}
      <dl className="meta">
        <dt>Key</dt>
        <dd>{box.key}</dd>
        <dt>Type</dt>
        <dd>{humanize(box.type)}</dd>
        <dt>Id</dt>
        <dd>
          <code>{box._id}</code>
        </dd>
        <dt>Updated</dt>
        <dd>{formatDateTime(box.updated)}</dd>
      </dl>
      <pre className="code-block">{JSON.stringify(box.value, null, 2)}</pre>
    </div>
  );
}
