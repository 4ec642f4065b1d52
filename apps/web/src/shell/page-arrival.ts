import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { shellTexts } from '../text/shell.ts';
import { whenShown } from './frame-handover.ts';
import { usePage } from './page-stack.tsx';

/** The pathname whose page last arrived on screen; null before the app's first screen. */
let arrived: string | null = null;

let announcement = '';
const listeners = new Set<() => void>();

/**
 * The live region's next text for a page title. A region says only what changed: a page with the
 * same title as the one before gets a no-break space after it, which changes the text but is not
 * spoken.
 */
export function nextAnnouncement(previous: string, title: string): string {
  return previous === title ? `${title}\u00a0` : title;
}

function announce(title: string): void {
  announcement = nextAnnouncement(announcement, title);
  for (const listener of listeners) listener();
}

/** What the live region says: the title of the page that came last, empty before. */
export function usePageAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => announcement,
  );
}

function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** The element that last had the focus, kept when it leaves the document. */
let lastFocused: Element | null = null;
let followingFocus = false;

function followFocus(): void {
  if (followingFocus || typeof document === 'undefined') return;
  followingFocus = true;
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });
}

/**
 * The element in `root` that stands where `lost` stood in the page it replaces (a link of the
 * tab bar, a button, the heading): in the same part of the page (navigation, header, footer),
 * the same kind, with the same address, id, name or label, or else the same class and text. Null
 * where the new page has none.
 */
export function twinOf(lost: Element, root: ParentNode): HTMLElement | null {
  const part = lost.parentElement?.closest('nav, header, footer')?.localName;
  const scope = (part === undefined ? null : root.querySelector(part)) ?? root;
  const key = ['href', 'id', 'name', 'aria-label'].find((name) => lost.hasAttribute(name));
  const same = (candidate: Element) =>
    key === undefined
      ? candidate.className === lost.className && candidate.textContent === lost.textContent
      : candidate.getAttribute(key) === lost.getAttribute(key);
  return [...scope.querySelectorAll<HTMLElement>(lost.localName)].find(same) ?? null;
}

/** Where a page change across a page load is noted for the next page of the tab. */
const PAGE_CHANGE_KEY = 'servicebereich.pageChange';

/**
 * Notes that the page the tab loads next comes from a page change the customer made (the login
 * page's leave for the dashboard's page: login-main.tsx), so that its first screen arrives as a
 * page change does in the app. Without storage (blocked) it arrives as a page loaded afresh.
 */
export function notePageChange(): void {
  try {
    sessionStorage.setItem(PAGE_CHANGE_KEY, 'yes');
  } catch {
    // Refused storage: the next page starts at the document's start.
  }
}

/** Whether the page before noted a page change (notePageChange); the note is used up. */
function takePageChange(): boolean {
  try {
    const noted = sessionStorage.getItem(PAGE_CHANGE_KEY) !== null;
    sessionStorage.removeItem(PAGE_CHANGE_KEY);
    return noted;
  } catch {
    return false;
  }
}

/**
 * What a page does when it comes on screen: the document takes its title, and after a page
 * change its heading takes the focus and the live region says the title. The app's first screen
 * leaves the focus where the document starts (the skip links come first), unless the page before
 * noted a page change (notePageChange), and where the customer put it: the login's frame hands
 * its focused field over (frame-handover.ts). A screen that replaces its page's loading frame
 * gives the focus the frame had to its twin in the screen.
 */
export function usePageArrival(heading: RefObject<HTMLElement | null>, title: string): void {
  followFocus();
  const { pathname } = useLocation();
  const { current } = usePage();
  useEffect(() => {
    const element = heading.current;
    if (!current || element === null) return undefined;
    let cancelled = false;
    void whenShown(element).then(() => {
      if (cancelled) return;
      document.title = shellTexts.documentTitle(title);
      if (arrived === pathname) {
        // The screen replaced its page's loading frame, and with it the element that had the
        // focus (a link of the tab bar the customer tabbed to, the heading): its twin takes it,
        // or the heading, so that the next key goes on from there and not from the top.
        const lost = lastFocused;
        if (lost !== null && !lost.isConnected && focusLost()) {
          const page = element.closest('.app-page');
          const twin = page === null ? null : twinOf(lost, page);
          (twin ?? element).focus();
        }
        return;
      }
      const firstScreen = arrived === null && !takePageChange();
      arrived = pathname;
      if (firstScreen) return;
      announce(title);
      // A screen that put the focus into its page itself keeps it there.
      const page = element.closest('.app-page');
      if (page?.contains(document.activeElement) === true) return;
      element.focus();
    });
    return () => {
      cancelled = true;
    };
  }, [current, heading, pathname, title]);
}
