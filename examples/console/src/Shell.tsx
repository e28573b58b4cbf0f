// The signed-in layout: header with the admin, section navigation, and the current screen.
import { BoxEditor } from './BoxEditor';
import { useConsole } from './ConsoleContext';
import { ConversationsPage } from './ConversationsPage';
import { HolidaysPage } from './HolidaysPage';
import { RequestActionDetail } from './RequestActionDetail';
import { RequestActionsPage } from './RequestActionsPage';
import { href, useRoute, type Route } from './routes';
import { config } from './config';

const SECTIONS: { label: string; route: Route; matches: Route['name'][] }[] = [
  { label: 'Request actions', route: { name: 'requests', statuses: [], types: [] }, matches: ['requests', 'request'] },
  { label: 'Conversations', route: { name: 'conversations' }, matches: ['conversations'] },
  { label: 'Boxes', route: { name: 'boxes' }, matches: ['boxes'] },
  { label: 'Holidays', route: { name: 'holidays' }, matches: ['holidays'] },
];

export function Shell() {
  const { clients, signOut } = useConsole();
  const route = useRoute();
  const self = clients.admin.self;

  return (
    <div className="app">
      <header className="topbar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">P</span>
          <span>Platform console</span>
        </div>
        <span className="project" title="Project id">
          Project <code>{config.projectId}</code>
        </span>
        <div className="account">
          <span className="avatar" aria-hidden="true">
            {initials(self.fullName)}
          </span>
          <span className="account-text">
            <strong>{self.fullName}</strong>
            <span className="muted">{self.email}</span>
          </span>
          <button type="button" className="button button-ghost" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <div className="layout">
        <nav className="sidebar" aria-label="Sections">
          {SECTIONS.map((section) => {
            const current = section.matches.includes(route.name);
            return (
              <a key={section.label} href={href(section.route)} className="nav-link" aria-current={current ? 'page' : undefined}>
                {section.label}
              </a>
            );
          })}
        </nav>
        <main className="main">
          <Screen route={route} />
        </main>
      </div>
    </div>
  );
}

function Screen({ route }: { route: Route }) {
  switch (route.name) {
    case 'requests':
      return <RequestActionsPage statuses={route.statuses} types={route.types} />;
    case 'request':
      return <RequestActionDetail key={route.id} id={route.id} />;
    case 'conversations':
      return <ConversationsPage selectedId={route.id} />;
    case 'boxes':
      return <BoxEditor />;
    case 'holidays':
      return <HolidaysPage />;
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
