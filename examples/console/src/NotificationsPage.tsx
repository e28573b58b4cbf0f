// Notifications as each surface offers them: staff send them (the admin surface has no list of
// what was sent), an end user reads theirs and marks them read.
import { useConsole } from './ConsoleContext';
import { NotificationInbox } from './NotificationInbox';
import { SendNotification } from './SendNotification';

export function NotificationsPage() {
  const { clients } = useConsole();
  return clients.kind === 'admin' ? <SendNotification /> : <NotificationInbox />;
}
