// The signed-in layout: header with the person, section navigation, and the current screen.
// Staff get the back office; an end user gets their own view (holidays, chat, notifications).
import { BoxEditor } from './BoxEditor';
import { CmsEntryDetail } from './CmsEntryDetail';
import { CmsPage } from './CmsPage';
import { useConsole } from './ConsoleContext';
import { ConversationsPage } from './ConversationsPage';
import { HolidaysPage } from './HolidaysPage';
import { NotFound } from './NotFound';
import { NotificationsPage } from './NotificationsPage';
import { RequestActionDetail } from './RequestActionDetail';
import { RequestActionsPage } from './RequestActionsPage';
import { href, useRoute, type Route } from './routes';
import { config } from './config';

type Section = { label: string; route: Route; matches: Route['name'][] };

const ADMIN_SECTIONS: Section[] = [
  {
    label: 'Request actions',
    route: { name: 'requests', statuses: [], types: [] },
    matches: ['requests', 'request', 'home'],
  },
  { label: 'Conversations', route: { name: 'conversations' }, matches: ['conversations'] },
  { label: 'CMS', route: { name: 'cms' }, matches: ['cms', 'cmsEntry'] },
  { label: 'Notifications', route: { name: 'notifications' }, matches: ['notifications'] },
  { label: 'Boxes', route: { name: 'boxes' }, matches: ['boxes'] },
];
const ENDUSER_SECTIONS: Section[] = [
  { label: 'Holidays', route: { name: 'holidays' }, matches: ['holidays', 'home'] },
  { label: 'Conversations', route: { name: 'conversations' }, matches: ['conversations'] },
  { label: 'Notifications', route: { name: 'notifications' }, matches: ['notifications'] },
  { label: 'Boxes', route: { name: 'boxes' }, matches: ['boxes'] },
];

export function Shell() {
  const { clients, signOut } = useConsole();
  const route = useRoute();
  const { self, kind } = clients;
  const sections = kind === 'admin' ? ADMIN_SECTIONS : ENDUSER_SECTIONS;

  return (
    <div className="app">
      <header className="topbar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            P
          </span>
          <span className="brand-name">Platform console</span>
        </div>
        <span className="project" title="Project id">
          Project <code>{config.projectId}</code>
        </span>
        <div className="account">
          <span className="avatar" aria-hidden="true">
            {initials(self.name)}
          </span>
          <span className="account-text">
            <strong>{self.name}</strong>
            <span className="muted">
              {kind === 'admin' ? 'Staff' : 'Employee'} · {self.email}
            </span>
          </span>
          <button type="button" className="button button-ghost" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <div className="layout">
        <nav className="sidebar" aria-label="Sections">
          {sections.map((section) => {
            const current = section.matches.includes(route.name);
            return (
              <a
                key={section.label}
                href={href(section.route)}
                className="nav-link"
                aria-current={current ? 'page' : undefined}
              >
                {section.label}
              </a>
            );
          })}
        </nav>
        <main className="main">
          <Screen route={route} sections={sections} />
        </main>
      </div>
    </div>
  );
}

function Screen({ route, sections }: { route: Route; sections: Section[] }) {
  const { clients } = useConsole();
  const home = sections[0]!;
  const elsewhere = (what: string) => (
    <NotFound what={what} back={{ label: `Go to ${home.label}`, route: home.route }} />
  );
  if (route.name === 'notFound') return elsewhere(`There is no page at ${route.path}.`);
  if (!sections.some((s) => s.matches.includes(route.name)))
    return elsewhere('This page is part of the staff console.');
  switch (route.name) {
    case 'home':
      return clients.kind === 'admin' ? <RequestActionsPage statuses={[]} types={[]} /> : <HolidaysPage />;
    case 'requests':
      return <RequestActionsPage statuses={route.statuses} types={route.types} />;
    case 'request':
      return <RequestActionDetail key={route.id} id={route.id} />;
    case 'conversations':
      return <ConversationsPage selectedId={route.id} />;
    case 'boxes':
      return <BoxEditor />;
    case 'holidays':
      return <HolidaysPage month={route.month} />;
    case 'cms':
      return <CmsPage modelId={route.modelId} lang={route.lang} />;
    case 'cmsEntry':
      return <CmsEntryDetail key={route.id} id={route.id} lang={route.lang} />;
    case 'notifications':
      return <NotificationsPage />;
  }
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
