import {
  IonActionSheet,
  IonBadge,
  IonFooter,
  IonIcon,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { addCircle, albums, home, mail, menu } from 'ionicons/icons';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shellTexts } from '../text/shell.ts';
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
          <IonIcon icon={tab.icon} aria-hidden="true" />
          <span>{tab.label}</span>
          {unread && (
            <IonBadge color="danger" className="tab-bar__badge">
              <span aria-hidden="true">{unreadCount}</span>
              <span className="visually-hidden">{t.postboxUnread(unreadCount)}</span>
            </IonBadge>
          )}
        </a>
      </li>
    );
  };

  return (
    <IonFooter>
      <IonToolbar>
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
                <IonIcon icon={addCircle} aria-hidden="true" />
                <span className="visually-hidden">{t.plus}</span>
              </button>
            </li>
            {TABS.slice(2).map(tabButton)}
          </ul>
        </nav>
      </IonToolbar>
      <IonActionSheet
        isOpen={plusOpen}
        header={shellTexts.plusSheet.header}
        buttons={[
          {
            text: shellTexts.plusSheet.claim,
            handler: () => {
              router.push('/services/schadensmeldung');
            },
          },
          {
            text: shellTexts.plusSheet.adviser,
            handler: () => {
              router.push('/services/berater');
            },
          },
          { text: shellTexts.plusSheet.cancel, role: 'cancel' },
        ]}
        onDidDismiss={() => {
          setPlusOpen(false);
        }}
      />
    </IonFooter>
  );
}
