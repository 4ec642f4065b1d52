import {
  createContext,
  memo,
  use,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  NavigationType,
  type NavigateOptions,
} from 'react-router-dom';

/**
 * The app's pages as a stack that follows the browser's history (decision 046): a link pushes a
 * page onto it, the back button or arrow goes back to the page below as it was left (its state,
 * its scroll position), and a replace swaps the top page. The pages below stay mounted, hidden,
 * each with its own location, so that a navigation renders only the page that comes.
 */

/** How a page comes on screen: from a link, back from a page above it, or at once. */
export type PageTransition = 'forward' | 'back' | 'none';

export type StackEntry = {
  /** Stays through a replace that keeps the path (a screen's own query), for React's key. */
  readonly id: string;
  readonly location: Location;
  readonly navigationType: NavigationType;
  readonly transition: PageTransition;
};

/**
 * How many entries stay below the one on screen (a layer of a page is one), their pages mounted;
 * older ones are built anew on return.
 */
export const KEPT_PAGES = 8;

function transitionOf(location: Location): PageTransition {
  const state: unknown = location.state;
  if (typeof state === 'object' && state !== null && 'transition' in state) {
    const { transition } = state;
    if (transition === 'forward' || transition === 'back') return transition;
  }
  return 'none';
}

/** Whether an entry was pushed as a layer of its page (`useAddressLayer`). */
function isLayer(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && 'layer' in state && state.layer === true;
}

/**
 * `page` on top of `below`. A page of the same path kept below goes, and those under it with it:
 * its screen would stand twice in the document, with the same ids, and a label would name the
 * hidden one's field. The stack stays the newest entries of the history, in their order.
 */
function withNew(below: readonly StackEntry[], page: StackEntry): StackEntry[] {
  const same = below.findLastIndex((kept) => kept.location.pathname === page.location.pathname);
  return [...below.slice(same + 1), page];
}

/** The stack after the history went to `location` by `type`. */
export function nextStack(
  stack: readonly StackEntry[],
  location: Location,
  type: NavigationType,
): readonly StackEntry[] {
  const top = stack.at(-1);
  if (top?.location.key === location.key) return stack;
  const entry = (id: string, transition: PageTransition): StackEntry => ({
    id,
    location,
    navigationType: type,
    transition,
  });
  if (type === NavigationType.Push) {
    // A layer of the page on top (a file in its viewer) is one more entry of that page.
    const next =
      top !== undefined && isLayer(location) && top.location.pathname === location.pathname
        ? [...stack, entry(top.id, 'none')]
        : withNew(stack, entry(location.key, 'forward'));
    return next.slice(-(KEPT_PAGES + 1));
  }
  if (type === NavigationType.Replace) {
    if (top?.location.pathname === location.pathname) {
      return [...stack.slice(0, -1), entry(top.id, 'none')];
    }
    return withNew(stack.slice(0, -1), entry(location.key, transitionOf(location)));
  }
  // Back to a page still kept: those above it go. Any other step (forward, or back past the
  // kept pages) starts the stack anew, so that it never holds a page out of order.
  const index = stack.findIndex((kept) => kept.location.key === location.key);
  const kept = stack[index];
  if (kept === undefined) return [entry(location.key, 'none')];
  // Back within the page on top (a layer closed) keeps it where it is.
  return [...stack.slice(0, index), entry(kept.id, kept.id === top?.id ? 'none' : 'back')];
}

/** A page of the stack: the newest of its entries, and how many entries of the history it has. */
type StackPage = { entry: StackEntry; depth: number };

/** The stack's pages, bottom up: a page with layers is one page of several entries in a row. */
function pagesOf(stack: readonly StackEntry[]): StackPage[] {
  const pages: StackPage[] = [];
  for (const entry of stack) {
    const last = pages.at(-1);
    if (last?.entry.id === entry.id) pages[pages.length - 1] = { entry, depth: last.depth + 1 };
    else pages.push({ entry, depth: 1 });
  }
  return pages;
}

type PageState = {
  /** Whether this page is the one on screen. */
  current: boolean;
  /** The path and query of the page below, where it is kept. */
  below: string | null;
  /** How many entries of the history the page has: one, and one more for each layer open. */
  depth: number;
};

const PageContext = createContext<PageState>({ current: true, below: null, depth: 1 });

/** Whether the page a component is part of is on screen, and what lies below it. */
export function usePage(): PageState {
  return use(PageContext);
}

/** Options of a replace that comes in as a page from a link (or back) would. */
export function replacingAs(transition: PageTransition): NavigateOptions {
  return { replace: true, state: { transition } };
}

/**
 * Leads back to `to`: to the page below as it was left where that is the one, else to a new
 * page in its place.
 */
export function useBackTo(): (to: string) => void {
  const navigate = useNavigate();
  const { below, depth } = usePage();
  return (to) => {
    if (below === to) navigate(-depth);
    else navigate(to, replacingAs('back'));
  };
}

/**
 * One page of the stack: its own location for everything in it, hidden below the top. The
 * scroll positions inside it are noted as they change and given back when it is on screen again:
 * Chromium keeps a hidden scroller's position itself, but no standard asks an engine to.
 */
const Page = memo(function Page(props: {
  entry: StackEntry;
  current: boolean;
  below: string | null;
  depth: number;
  view: ReactElement;
}) {
  const { entry, current, below, depth } = props;
  const element = useRef<HTMLDivElement>(null);
  const scrolled = useRef(new Map<Element, number>());
  useLayoutEffect(() => {
    const page = element.current;
    if (page === null) return undefined;
    const note = (event: Event) => {
      // Hidden, the page's scrollers lose their position: that is no position to give back.
      if (!page.hidden && event.target instanceof Element) {
        scrolled.current.set(event.target, event.target.scrollTop);
      }
    };
    page.addEventListener('scroll', note, { capture: true, passive: true });
    return () => {
      page.removeEventListener('scroll', note, { capture: true });
    };
  }, []);
  useLayoutEffect(() => {
    if (!current) return;
    for (const [scroller, top] of scrolled.current) {
      if (scroller.isConnected) scroller.scrollTop = top;
    }
  }, [current]);
  // A page that goes below learns it a moment later, in a render of its own after the next page
  // has been drawn: what it shows does not change with that, and the tap that leaves it waits only
  // for the page that comes. Hidden at once all the same, by the attribute below. A page that
  // comes back learns it at once.
  const deferredCurrent = useDeferredValue(current);
  const knownCurrent = current || deferredCurrent;
  const location = useMemo(
    () => ({ location: entry.location, navigationType: entry.navigationType }),
    [entry.location, entry.navigationType],
  );
  const page = useMemo(
    () => ({ current: knownCurrent, below, depth }),
    [knownCurrent, below, depth],
  );
  return (
    <LocationContext value={location}>
      <PageContext value={page}>
        <div
          ref={element}
          className="app-page"
          data-transition={entry.transition}
          hidden={!current}
        >
          {props.view}
        </div>
      </PageContext>
    </LocationContext>
  );
});

/**
 * The pages of the history's entries, each showing `view` (the same element for all: it decides
 * from its page's location what it shows). Give it a `view` that changes only with what it shows,
 * so that the pages below are not rendered again at every navigation.
 */
export function PageStack(props: { view: ReactElement }) {
  const location = useLocation();
  const type = useNavigationType();
  const [stack, setStack] = useState<readonly StackEntry[]>(() =>
    nextStack([], location, NavigationType.Replace),
  );
  const next = nextStack(stack, location, type);
  if (next !== stack) setStack(next);
  const pages = pagesOf(next);
  return (
    <div className="page-stack">
      {pages.map(({ entry, depth }, index) => {
        const below = pages[index - 1]?.entry.location;
        return (
          <Page
            key={entry.id}
            entry={entry}
            current={index === pages.length - 1}
            below={below === undefined ? null : `${below.pathname}${below.search}`}
            depth={depth}
            view={props.view}
          />
        );
      })}
    </div>
  );
}
