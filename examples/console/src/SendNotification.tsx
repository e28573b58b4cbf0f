// Sends a notification to some of the project's end users (useSendNotification): on the channels
// chosen, with a title and a text. In-app ones land in each person's Notifications screen.
import { NotificationChannel, useListUsers, useSendNotification } from 'platform-client/react/admin';
import { useMemo, useState, type FormEvent } from 'react';
import { ErrorNotice, Loading } from './states';
import { READ_ONLY_NOTE, usePermission } from './usePermission';
import { userName } from './userName';

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  IN_APP: 'In app',
  PUSH: 'Push',
  EMAIL: 'Email',
  SMS: 'SMS',
};
const CHANNELS = Object.values(NotificationChannel);
/** People the picker lists: the first page of 200 covers a project the mock seeds. */
const USERS_LIMIT = 200;

export function SendNotification() {
  const permission = usePermission('notification', 'create', 'Write');
  const send = useSendNotification();
  const [channels, setChannels] = useState<NotificationChannel[]>(['IN_APP']);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const what = !userIds.length
      ? 'Choose at least one recipient.'
      : !channels.length
        ? 'Choose at least one channel.'
        : undefined;
    setMissing(what);
    if (what) return;
    send.mutate(
      { data: { channels, userIds, title: title.trim(), body: body.trim() } },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          setUserIds([]);
        },
      },
    );
  }

  const toggleChannel = (value: NotificationChannel, on: boolean) =>
    setChannels(on ? CHANNELS.filter((c) => c === value || channels.includes(c)) : channels.filter((c) => c !== value));

  return (
    <section className="page" aria-labelledby="notifications-title">
      <header className="page-head">
        <div>
          <h1 id="notifications-title">Notifications</h1>
          <p className="muted">
            Send a notification to end users. In-app ones appear in their Notifications; the platform lists no sent ones
            to staff.
          </p>
        </div>
      </header>
      {permission.reason ? (
        <p id={READ_ONLY_NOTE} className="notice">
          <strong>Read-only.</strong> {permission.reason} Sending is turned off.
        </p>
      ) : null}
      <form className="card form send-notification" onSubmit={submit} aria-label="Send a notification">
        <Recipients selected={userIds} onChange={setUserIds} disabled={!permission.allowed} />
        <fieldset className="checkbox-group channels" disabled={!permission.allowed}>
          <legend>Channels</legend>
          {CHANNELS.map((value) => (
            <label key={value} className="checkbox">
              <input
                type="checkbox"
                checked={channels.includes(value)}
                onChange={(e) => toggleChannel(value, e.target.checked)}
              />
              <span>{CHANNEL_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span>Title</span>
          <input
            required
            pattern=".*\S.*"
            maxLength={200}
            value={title}
            disabled={!permission.allowed}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className="field">
          <span>Message</span>
          <textarea
            required
            rows={3}
            maxLength={2000}
            value={body}
            disabled={!permission.allowed}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        {missing ? (
          <p className="error-note" role="alert">
            {missing}
          </p>
        ) : null}
        {send.isError ? <ErrorNotice error={send.error} /> : null}
        <div className="form-actions">
          {send.isSuccess ? (
            <span className="success-note" role="status">
              Sent {plural(send.data.sent, 'message')} to {plural(send.data.recipients, 'person', 'people')}
              {send.data.failed ? `; ${send.data.failed} could not be sent` : ''}.
            </span>
          ) : null}
          <button
            type="submit"
            className="button button-primary"
            disabled={!permission.allowed || send.isPending}
            title={permission.reason}
            aria-describedby={permission.reason ? READ_ONLY_NOTE : undefined}
          >
            {send.isPending ? 'Sending…' : 'Send'}
          </button>
        </div>
      </form>
    </section>
  );
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

interface RecipientsProps {
  selected: string[];
  onChange(next: string[]): void;
  disabled: boolean;
}

/** The project's end users to pick from, narrowed by a search on name and email. */
function Recipients({ selected, onChange, disabled }: RecipientsProps) {
  const users = useListUsers({ limit: USERS_LIMIT });
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    const all = [...(users.data?.data ?? [])].sort((a, b) => userName(a).localeCompare(userName(b)));
    return words ? all.filter((u) => `${userName(u)} ${u.email}`.toLowerCase().includes(words)) : all;
  }, [users.data, search]);
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));

  return (
    <fieldset className="checkbox-group recipients" disabled={disabled}>
      <legend>
        Recipients
        {selected.length ? <span className="count">{selected.length}</span> : null}
      </legend>
      <input
        type="search"
        className="recipient-search"
        aria-label="Find a person"
        placeholder="Find by name or email"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {users.isPending ? (
        <Loading label="Loading people…" />
      ) : users.isError ? (
        <ErrorNotice error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <div className="recipient-list">
          {shown.length === 0 ? <p className="muted small">Nobody matches “{search.trim()}”.</p> : null}
          {shown.map((user) => (
            <label key={user._id} className="checkbox recipient">
              <input
                type="checkbox"
                checked={selected.includes(user._id)}
                onChange={(e) => toggle(user._id, e.target.checked)}
              />
              <span>
                {userName(user)} <span className="muted small recipient-email">{user.email}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
