import {
  addCircle,
  albums,
  apps,
  chatbubbles,
  chevronForward,
  documents,
  home,
  mail,
  menu,
  pulse,
  thunderstorm,
  warning,
} from 'ionicons/icons';
import { BrandLogo } from './brand-logo.tsx';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { menuTexts } from '../text/menu.ts';
import { shellTexts } from '../text/shell.ts';
import { Dialog } from './dialog.tsx';
import { DESKTOP, useMediaQuery } from './media-query.ts';
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

type SideLink = { label: string; path: string; icon: string };
/**
 * A choice of the plus sheet, with a line on what it leads to; on a phone the sheet may lead
 * elsewhere than the side navigation of a wide screen.
 */
type PlusChoice = SideLink & { hint: string; phonePath?: string };

/** What the plus sheet offers; beside the tab bar's destinations in the side navigation. */
const PLUS_CHOICES: readonly PlusChoice[] = [
  {
    label: shellTexts.plusSheet.claim,
    hint: shellTexts.plusSheet.claimHint,
    path: '/services/schadensmeldung',
    // A phone gets the claim one step at a time (the overview's `-neu` variant).
    phonePath: '/services/schadensmeldung-neu',
    icon: warning,
  },
  {
    label: shellTexts.plusSheet.adviser,
    hint: shellTexts.plusSheet.adviserHint,
    path: '/services/berater',
    icon: chatbubbles,
  },
];

/** The services the side navigation lists below them, as the menu names them. */
const m = menuTexts.entries;
const SERVICES: readonly SideLink[] = [
  { label: m.dokbox, path: '/services/dokbox', icon: documents },
  { label: m.myClaims, path: '/services/meine-schaeden', icon: pulse },
  { label: m.stormWarning, path: '/services/unwetterwarnung', icon: thunderstorm },
  { label: m.services, path: '/services', icon: apps },
];

/** Whether `pathname` is the link's page or below it: a claim's type, a contract's storm warning. */
function isWithin(pathname: string, path: string): boolean {
  // The step-by-step variants (`/services/schadensmeldung-neu`, …) belong to their page too.
  return pathname === path || pathname.startsWith(`${path}/`) || pathname.startsWith(`${path}-neu`);
}

/** The side navigation's link whose part of the app `pathname` is in: the closest one. */
function sideLinkOf(pathname: string): string | undefined {
  return [...PLUS_CHOICES, ...SERVICES]
    .map((link) => link.path)
    .filter((path) => isWithin(pathname, path))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The navigation of a logged-in customer: on a phone the bottom tab bar (Home, Produkte, plus,
 * Postbox, Menü); from 1024 px a side navigation (theme.css) with the brand, the same
 * destinations, the plus sheet's choices and the services in place of the plus button. Every page
 * has its own, made with the page: what only the side navigation shows is made only on a screen
 * that shows it, and the plus sheet only while it is open, which leaves a page change on a phone
 * nearly sixty elements fewer to make. The server's render of a page, which knows no screen, has
 * it for every width (`everyWidth`), and the style sheet shows what fits.
 */
export function TabBar(props: { id?: string; everyWidth?: boolean }) {
  const sideNavigation = useMediaQuery(DESKTOP) || props.everyWidth === true;
  const { unreadCount } = useShellStatus();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [plusOpen, setPlusOpen] = useState(false);
  // The pages kept below keep their tab bars: an id of its own for each sheet's title.
  const sheetTitleId = useId();

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
            // A tab is a place of its own, not a step further: it takes the page's place.
            navigate(tab.path, { replace: true });
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

  const currentSideLink = sideLinkOf(pathname);
  const sideLink = (link: SideLink) => (
    <li key={link.path}>
      <a
        href={link.path}
        className="tab-bar__tab"
        // Like the Produkte tab on a contract's pages, the link stays marked on the pages below.
        aria-current={link.path === currentSideLink ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault();
          navigate(link.path);
        }}
      >
        <Icon icon={link.icon} />
        <span>{link.label}</span>
      </a>
    </li>
  );

  return (
    <footer className="page-footer">
      {/* The target of the skip link "Zur Navigation" (page-shell.tsx). */}
      <nav id={props.id} tabIndex={-1} aria-label={t.label}>
        {sideNavigation && (
          <div className="side-nav__brand">
            <BrandLogo />
          </div>
        )}
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
        {sideNavigation && (
          <div className="side-nav__more">
            <p className="side-nav__heading">{t.plus}</p>
            <ul className="tab-bar">{PLUS_CHOICES.map(sideLink)}</ul>
            <p className="side-nav__heading">{menuTexts.sections.services}</p>
            <ul className="tab-bar">{SERVICES.map(sideLink)}</ul>
          </div>
        )}
      </nav>
      {plusOpen && (
        <Dialog
          open
          placement="sheet"
          labelledBy={sheetTitleId}
          onDismiss={() => {
            setPlusOpen(false);
          }}
        >
          <h2 id={sheetTitleId} className="app-dialog__title">
            {shellTexts.plusSheet.header}
          </h2>
          <ul className="link-rows plus-sheet__choices">
            {PLUS_CHOICES.map((choice, index) => {
              const titleId = `${sheetTitleId}-${String(index)}`;
              const hintId = `${titleId}-hint`;
              return (
                <li key={choice.path}>
                  <button
                    type="button"
                    className="link-row"
                    aria-labelledby={titleId}
                    aria-describedby={hintId}
                    onClick={() => {
                      setPlusOpen(false);
                      navigate(choice.phonePath ?? choice.path);
                    }}
                  >
                    <span className="link-row__icon">
                      <Icon icon={choice.icon} />
                    </span>
                    <span className="link-row__text">
                      <span id={titleId} className="link-row__title">
                        {choice.label}
                      </span>
                      <span id={hintId} className="link-row__hint">
                        {choice.hint}
                      </span>
                    </span>
                    <Icon icon={chevronForward} />
                  </button>
                </li>
              );
            })}
          </ul>
          <Button
            fill="outline"
            expand="block"
            onClick={() => {
              setPlusOpen(false);
            }}
          >
            {shellTexts.plusSheet.cancel}
          </Button>
        </Dialog>
      )}
    </footer>
  );
}
