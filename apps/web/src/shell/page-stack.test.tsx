import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  BrowserRouter,
  NavigationType,
  useLocation,
  useNavigate,
  type Location,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KEPT_PAGES,
  nextStack,
  PageStack,
  useBackTo,
  usePage,
  type StackEntry,
} from './page-stack.tsx';
import { useAddressLayer } from './address-layer.ts';

function at(pathname: string, key: string, search = '', state: unknown = null): Location {
  return { pathname, search, hash: '', state, key };
}

function paths(stack: readonly StackEntry[]): string[] {
  return stack.map((entry) => `${entry.location.pathname}${entry.location.search}`);
}

describe('nextStack', () => {
  const start = nextStack([], at('/dashboard', 'a'), NavigationType.Pop);

  it('pushes a page from a link, coming in forward', () => {
    const stack = nextStack(start, at('/vertraege', 'b'), NavigationType.Push);
    expect(paths(stack)).toEqual(['/dashboard', '/vertraege']);
    expect(stack.at(-1)?.transition).toBe('forward');
  });

  it('goes back to a kept page as it was (same id), dropping those above it', () => {
    let stack = nextStack(start, at('/vertraege', 'b'), NavigationType.Push);
    stack = nextStack(stack, at('/vertrag/1', 'c'), NavigationType.Push);
    const back = nextStack(stack, at('/dashboard', 'a'), NavigationType.Pop);
    expect(paths(back)).toEqual(['/dashboard']);
    expect(back[0]?.id).toBe(start[0]?.id);
    expect(back[0]?.transition).toBe('back');
  });

  it('starts anew at a step to a page not kept (the forward button), never out of order', () => {
    const stack = nextStack(start, at('/vertraege', 'b'), NavigationType.Push);
    const forward = nextStack(stack, at('/vertrag/1', 'x'), NavigationType.Pop);
    expect(paths(forward)).toEqual(['/vertrag/1']);
    expect(forward[0]?.transition).toBe('none');
  });

  it('swaps the top page at a replace, keeping it where only the query changes', () => {
    const stack = nextStack(start, at('/services/dokbox', 'b'), NavigationType.Push);
    const query = nextStack(
      stack,
      at('/services/dokbox', 'c', '?ordner=2'),
      NavigationType.Replace,
    );
    expect(paths(query)).toEqual(['/dashboard', '/services/dokbox?ordner=2']);
    expect(query.at(-1)?.id).toBe(stack.at(-1)?.id);
    const tab = nextStack(query, at('/nachrichten', 'd'), NavigationType.Replace);
    expect(paths(tab)).toEqual(['/dashboard', '/nachrichten']);
    expect(tab.at(-1)?.id).not.toBe(stack.at(-1)?.id);
    expect(tab.at(-1)?.transition).toBe('none');
    const back = nextStack(
      tab,
      at('/vertraege', 'e', '', { transition: 'back' }),
      NavigationType.Replace,
    );
    expect(back.at(-1)?.transition).toBe('back');
  });

  it('keeps a page of a path once: the one kept below goes with those under it', () => {
    let stack = nextStack(start, at('/services/immowert', 'b'), NavigationType.Push);
    stack = nextStack(stack, at('/login', 'c'), NavigationType.Push);
    const loggedIn = nextStack(stack, at('/services/immowert', 'd'), NavigationType.Replace);
    expect(paths(loggedIn)).toEqual(['/services/immowert']);
    expect(loggedIn[0]?.location.key).toBe('d');
    const again = nextStack(loggedIn, at('/dashboard', 'e'), NavigationType.Push);
    expect(paths(again)).toEqual(['/services/immowert', '/dashboard']);
  });

  it(`keeps at most ${String(KEPT_PAGES)} pages below the one on screen`, () => {
    let stack = start;
    for (let i = 0; i < KEPT_PAGES + 3; i += 1) {
      stack = nextStack(stack, at(`/seite/${String(i)}`, `k${String(i)}`), NavigationType.Push);
    }
    expect(stack).toHaveLength(KEPT_PAGES + 1);
    expect(stack.at(-1)?.location.pathname).toBe(`/seite/${String(KEPT_PAGES + 2)}`);
  });

  it('keeps the page on top for a layer pushed onto it, and keeps it when the layer is closed', () => {
    const list = nextStack(start, at('/services/dokbox', 'b'), NavigationType.Push);
    const layer = at('/services/dokbox', 'c', '?datei=7', { layer: true });
    const viewing = nextStack(list, layer, NavigationType.Push);
    expect(paths(viewing)).toEqual(['/dashboard', '/services/dokbox', '/services/dokbox?datei=7']);
    expect(viewing.at(-1)?.id).toBe(list.at(-1)?.id);
    expect(viewing.at(-1)?.transition).toBe('none');
    const closed = nextStack(viewing, at('/services/dokbox', 'b'), NavigationType.Pop);
    expect(paths(closed)).toEqual(['/dashboard', '/services/dokbox']);
    expect(closed.at(-1)?.id).toBe(list.at(-1)?.id);
    expect(closed.at(-1)?.transition).toBe('none');
    // The same address from a link is a page of its own.
    const linked = nextStack(list, at('/services/dokbox', 'd', '?datei=7'), NavigationType.Push);
    expect(linked.at(-1)?.id).not.toBe(list.at(-1)?.id);
  });

  it('is the same stack while the location stays', () => {
    expect(nextStack(start, at('/dashboard', 'a'), NavigationType.Pop)).toBe(start);
  });
});

/** A page that counts, links on, and goes back to the list. */
function TestPage() {
  const { pathname } = useLocation();
  const { current } = usePage();
  const navigate = useNavigate();
  const backTo = useBackTo();
  const [count, setCount] = useState(0);
  return (
    <main aria-label={pathname} data-current={current}>
      <button
        type="button"
        onClick={() => {
          setCount(count + 1);
        }}
      >
        {`${pathname}: ${String(count)}`}
      </button>
      <button
        type="button"
        onClick={() => {
          navigate('/vertrag/1');
        }}
      >
        weiter
      </button>
      <button
        type="button"
        onClick={() => {
          backTo('/vertraege');
        }}
      >
        zurück
      </button>
    </main>
  );
}

describe('PageStack', () => {
  afterEach(() => {
    cleanup();
    history.replaceState(null, '', '/');
  });

  it('keeps the page below hidden with its state, and the back arrow returns to it', async () => {
    history.replaceState(null, '', '/vertraege');
    render(
      <BrowserRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
        <PageStack view={<TestPage />} />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '/vertraege: 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'weiter' }));
    expect(location.pathname).toBe('/vertrag/1');
    const list = document.querySelector<HTMLElement>('main[aria-label="/vertraege"]');
    expect(list?.closest('.app-page')?.hasAttribute('hidden')).toBe(true);
    // The page below keeps its own location, not the one on screen.
    expect(list?.dataset['current']).toBe('false');
    const length = history.length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'zurück' }));
      await new Promise((resolve) => {
        window.addEventListener('popstate', resolve, { once: true });
      });
    });
    // Back in the history, not a new entry, to the page as it was left.
    expect(location.pathname).toBe('/vertraege');
    expect(history.length).toBe(length);
    expect(screen.getByRole('button', { name: '/vertraege: 1' })).toBeTruthy();
    expect(document.querySelectorAll('.app-page')).toHaveLength(1);
  });

  it('draws the page that comes first, and tells the page that goes below after it', () => {
    const renders: string[] = [];
    function LoggingPage() {
      const { pathname } = useLocation();
      const { current } = usePage();
      const navigate = useNavigate();
      renders.push(`${pathname} ${current ? 'current' : 'below'}`);
      return (
        <button
          type="button"
          onClick={() => {
            navigate('/vertrag/1');
          }}
        >
          {`weiter von ${pathname}`}
        </button>
      );
    }
    history.replaceState(null, '', '/vertraege');
    render(
      <BrowserRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
        <PageStack view={<LoggingPage />} />
      </BrowserRouter>,
    );
    renders.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'weiter von /vertraege' }));
    // The tap's own render holds the page that comes alone: the page below is hidden by its
    // attribute at once, and renders again, knowing it is below, only after that.
    expect(renders).toEqual(['/vertrag/1 current', '/vertraege below']);
    const list = screen.getByRole('button', { name: 'weiter von /vertraege', hidden: true });
    expect(list.closest('.app-page')?.hasAttribute('hidden')).toBe(true);
  });

  it('goes to a new page in the place of the current one where the page below is another', () => {
    history.replaceState(null, '', '/vertrag/1');
    render(
      <BrowserRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
        <PageStack view={<TestPage />} />
      </BrowserRouter>,
    );
    const length = history.length;
    fireEvent.click(screen.getByRole('button', { name: 'zurück' }));
    expect(location.pathname).toBe('/vertraege');
    expect(history.length).toBe(length);
    expect(document.querySelector('.app-page')?.getAttribute('data-transition')).toBe('back');
  });

  it('opens a layer as an entry of the same page: back closes it, and the page keeps its state', async () => {
    function LayeredPage() {
      const { pathname } = useLocation();
      const layer = useAddressLayer('datei');
      const backTo = useBackTo();
      const navigate = useNavigate();
      const [count, setCount] = useState(0);
      return (
        <main aria-label={pathname}>
          <button
            type="button"
            onClick={() => {
              setCount(count + 1);
            }}
          >
            {`gezählt: ${String(count)}`}
          </button>
          <p>{`${pathname} offen: ${layer.value ?? 'nichts'}`}</p>
          {['1', '2', null].map((value) => (
            <button
              key={String(value)}
              type="button"
              onClick={() => {
                layer.show(value);
              }}
            >
              {`zeigen: ${value ?? 'nichts'}`}
            </button>
          ))}
          <button
            type="button"
            onClick={() => {
              navigate('/services/dokbox');
            }}
          >
            weiter
          </button>
          <button
            type="button"
            onClick={() => {
              backTo('/dashboard');
            }}
          >
            zurück
          </button>
        </main>
      );
    }
    const popped = () =>
      new Promise((resolve) => {
        window.addEventListener('popstate', resolve, { once: true });
      });
    history.replaceState(null, '', '/dashboard');
    render(
      <BrowserRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
        <PageStack view={<LayeredPage />} />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'weiter' }));
    fireEvent.click(screen.getByRole('button', { name: 'gezählt: 0' }));
    const length = history.length;

    // Opened: one entry more, the same page.
    fireEvent.click(screen.getByRole('button', { name: 'zeigen: 1' }));
    expect(`${location.pathname}${location.search}`).toBe('/services/dokbox?datei=1');
    expect(history.length).toBe(length + 1);
    expect(screen.getByText('/services/dokbox offen: 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'gezählt: 1' })).toBeTruthy();
    // Another in its place: no entry more.
    fireEvent.click(screen.getByRole('button', { name: 'zeigen: 2' }));
    expect(history.length).toBe(length + 1);
    expect(screen.getByText('/services/dokbox offen: 2')).toBeTruthy();

    // The browser's back closes it, on the same page.
    await act(async () => {
      const back = popped();
      history.back();
      await back;
    });
    expect(`${location.pathname}${location.search}`).toBe('/services/dokbox');
    expect(screen.getByText('/services/dokbox offen: nichts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'gezählt: 1' })).toBeTruthy();
    expect(document.querySelectorAll('.app-page:not([hidden])')).toHaveLength(1);

    // Closed by the page itself: back too, so that no entry is left with the layer.
    fireEvent.click(screen.getByRole('button', { name: 'zeigen: 1' }));
    await act(async () => {
      const back = popped();
      fireEvent.click(screen.getByRole('button', { name: 'zeigen: nichts' }));
      await back;
    });
    expect(`${location.pathname}${location.search}`).toBe('/services/dokbox');
    expect(screen.getByRole('button', { name: 'gezählt: 1' })).toBeTruthy();

    // The back arrow with a layer open leaves the page, past its layer.
    fireEvent.click(screen.getByRole('button', { name: 'zeigen: 1' }));
    await act(async () => {
      const back = popped();
      fireEvent.click(screen.getByRole('button', { name: 'zurück' }));
      await back;
    });
    expect(location.pathname).toBe('/dashboard');
  });

  it('takes a layer the page came with out of the address', () => {
    function LayeredPage() {
      const layer = useAddressLayer('datei');
      return (
        <button
          type="button"
          onClick={() => {
            layer.show(null);
          }}
        >
          {`schließen: ${layer.value ?? 'nichts'}`}
        </button>
      );
    }
    history.replaceState(null, '', '/services/dokbox?datei=1&ordner=2');
    const length = history.length;
    render(
      <BrowserRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
        <PageStack view={<LayeredPage />} />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'schließen: 1' }));
    expect(`${location.pathname}${location.search}`).toBe('/services/dokbox?ordner=2');
    expect(history.length).toBe(length);
    expect(screen.getByRole('button', { name: 'schließen: nichts' })).toBeTruthy();
  });
});
