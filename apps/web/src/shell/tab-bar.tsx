import { useIonRouter } from '@ionic/react';
import { addCircle, albums, home, mail, menu } from 'ionicons/icons';
import { Icon } from './icon.tsx';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shellTexts } from '../text/shell.ts';
import { Dialog } from './dialog.tsx';
import { useShellStatus } from './shell-context.tsx';

const t = shellTexts.tabs;

type Tab = { path: string; label: string; icon: string; matches: (pathname: string) => boolean };

const TABS: readonly Tab[] = [
  { path: '/dashboard', label: t.home, icon: home, matches: (p) => p === '/dashboard' },
  {
    path: '/vertraege',
    label: t.products,
    icon: albums,
    matches: (p) => p === '/vertraege' || p.includes('/vertrag/'),
  },
  { path: '/nachrichten', label: t.postbox, icon: mail, matches: (p) => p === '/nachrichten' },
  { path: '/menu', label: t.menu, icon: menu, matches: (p) => p === '/menu' },
];

/** The bottom navigation of a logged-in customer: Home, Produkte, plus, Postbox, Menü. */
export function TabBar() {
  const { unreadCount } = useShellStatus();
  const { pathname } = useLocation();
  const router = useIonRouter();
  const [plusOpen, setPlusOpen] = useState(false);

  const tabButton = (tab: Tab) => {
    const current = tab.matches(pathname);
    const unread = tab.path === '/nachrichten' && unreadCount > 0;
    return (
      <li key={tab.path}>
        <a
          href={tab.path}
          className="tab-bar__tab"
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            router.push(tab.path, 'root', 'replace');
          }}
        >
          <Icon icon={tab.icon} />
          <span>{tab.label}</span>
          {unread && (
            <span className="tab-bar__badge">
              <span aria-hidden="true">{unreadCount}</span>
              <span className="visually-hidden">{t.postboxUnread(unreadCount)}</span>
            </span>
          )}
        </a>
      </li>
    );
  };

  return (
    <footer className="page-footer">
      <nav aria-label={t.label}>
        <ul className="tab-bar">
          {TABS.slice(0, 2).map(tabButton)}
          <li>
            <button
              type="button"
              className="tab-bar__plus"
              aria-haspopup="dialog"
              onClick={() => {
                setPlusOpen(true);
              }}
            >
              <Icon icon={addCircle} />
              <span className="visually-hidden">{t.plus}</span>
            </button>
          </li>
          {TABS.slice(2).map(tabButton)}
        </ul>
      </nav>
      <Dialog
        open={plusOpen}
        placement="sheet"
        labelledBy="plus-sheet-title"
        onDismiss={() => {
          setPlusOpen(false);
        }}
      >
        <h2 id="plus-sheet-title" className="app-dialog__title">
          {shellTexts.plusSheet.header}
        </h2>
        <div className="app-dialog__buttons">
          {[
            { label: shellTexts.plusSheet.claim, path: '/services/schadensmeldung' },
            { label: shellTexts.plusSheet.adviser, path: '/services/berater' },
          ].map((choice) => (
            <button
              key={choice.path}
              type="button"
              className="app-dialog__button"
              onClick={() => {
                setPlusOpen(false);
                router.push(choice.path);
              }}
            >
              {choice.label}
            </button>
          ))}
          <button
            type="button"
            className="app-dialog__button"
            onClick={() => {
              setPlusOpen(false);
            }}
          >
            {shellTexts.plusSheet.cancel}
          </button>
        </div>
      </Dialog>
    </footer>
  );
}
