// A small coloured label for a status or type.
import { humanize } from './format';

const TONES: Record<string, string> = {
  pending: 'amber',
  reviewed: 'blue',
  confirmed: 'green',
  user_accepted: 'green',
  rejected: 'red',
  user_rejected: 'red',
  archived: 'grey',
  published: 'green',
  draft: 'amber',
  connected: 'green',
  connecting: 'amber',
  reconnecting: 'amber',
  disconnected: 'red',
  idle: 'grey',
};

export function Badge({ value, tone }: { value: string; tone?: string }) {
  return <span className={`badge badge-${tone ?? TONES[value] ?? 'grey'}`}>{humanize(value)}</span>;
}
