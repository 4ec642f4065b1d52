// The page's first module (decision 009): it starts the app's code once the page has painted, and
// the usage analytics question where the device is asked it. What the page shows until then (the
// login's frame, the dashboard's first screen, the loading line) paints without waiting for the
// app's code, which the browser would otherwise fetch and run first on a fast connection. The
// build names the app's entry, the modules it preloads, the login page's start and the app's
// stylesheet on this script element (vite.config.ts, bootAfterFirstPaint).

/**
 * Should no paint be reported (a browser's fault), or the typeface be long on its way to the usage
 * analytics question, the app starts after this all the same.
 */
const LATEST_START_MS = 1_000;

const boot = document.querySelector<HTMLScriptElement>('script[data-app]');
let started = false;

/**
 * Whether the page is the login's of a visitor in a browser: its frame is in the page. The login
 * page's start shows the login screen without the rest of the app (login-main.tsx).
 */
function onLoginPage(): boolean {
  return document.querySelector('[data-frame-path="/login"]') !== null;
}

/** Adds a module to the modules the browser fetches now and runs when a script asks for it. */
function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * Loads the app's stylesheet and then calls `then`. The page carries only the rules its frames use
 * (vite.config.ts, pageStylesheetOfFrames): the app's screens are drawn with all of them. Should
 * the file not come, the app starts all the same.
 */
function loadStylesheet(href: string, then: () => void): void {
  if (href === '') {
    then();
    return;
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.addEventListener('load', then, { once: true });
  link.addEventListener('error', then, { once: true });
  document.head.append(link);
}

/**
 * What is to be painted before the app's code is asked for: the page, and on a device that is
 * asked the usage analytics question, the question.
 */
const beforeStart = new Set<'page' | 'question'>(['page']);

/** Notes that `what` has been painted, and starts the app once nothing else is awaited. */
function painted(what: 'page' | 'question'): void {
  beforeStart.delete(what);
  if (beforeStart.size === 0) start();
}

/** Where the browser reports no paints: `what` counts as painted once the next frame is drawn. */
function paintedAfterNextFrame(what: 'page' | 'question'): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      painted(what);
    }, 0);
  });
}

function start(): void {
  if (started || boot === null) return;
  started = true;
  const { app = '', preload = '', login = '', styles = '' } = boot.dataset;
  const entry = login !== '' && onLoginPage() ? login : app;
  // The code is fetched beside the stylesheet, and runs once the stylesheet is there.
  preloadModule(entry);
  if (entry === app) preload.split(' ').filter(Boolean).forEach(preloadModule);
  loadStylesheet(styles, () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  });
}

/** The answer to the usage analytics question where native/storage.ts keeps it in a browser. */
const ANALYTICS_KEY = 'servicebereich.analytics';

/** Whether this device keeps an answer; without storage (blocked) the app keeps none either. */
function analyticsAnswered(storage: Storage | null): boolean {
  const kept = storage?.getItem(ANALYTICS_KEY);
  return kept === '"granted"' || kept === '"denied"';
}

function webStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The usage analytics question (decision 034) paints with the page on a device that was never
// asked, rather than once the app has started. An answer tapped on it before the app shows its
// own is kept at once, as the app keeps it (JSON, as native/storage.ts writes), so a page left
// right away does not ask again, and the app follows it, whether it had started or not
// (shell/page-prompt.ts).
const pagePrompt = document.querySelector<HTMLElement>('[data-page-prompt]');
if (pagePrompt !== null && !analyticsAnswered(webStorage())) {
  // Shown once the typeface is there (at once where it is): drawn in the fallback first, its lines
  // would wrap anew when it arrives, and the card, held at the foot, would grow upwards. The app's
  // code is asked for once it has been painted: the typeface, on a slow connection, then comes
  // without the app's code beside it, and the frame takes input meanwhile. Asked for before the
  // question had been painted, the code counted into Lighthouse's largest paint, the question's
  // (2.0 against 1.4 s, decision 009).
  beforeStart.add('question');
  const show = () => {
    if (pagePrompt.dataset['answered'] !== undefined) {
      painted('question');
      return;
    }
    pagePrompt.hidden = false;
    if (PerformanceObserver.supportedEntryTypes.includes('element')) {
      // Its message's paint as the browser reports it, once on screen (Element Timing).
      new PerformanceObserver((list, observer) => {
        const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
        if (!entries.some((entry) => entry.identifier === 'page-prompt')) return;
        observer.disconnect();
        painted('question');
      }).observe({ type: 'element', buffered: true });
    } else {
      paintedAfterNextFrame('question');
    }
  };
  void document.fonts.load('1em "Inter Variable"').then(show, show);
  pagePrompt.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const answer = button?.dataset['answer'];
    if (answer !== 'granted' && answer !== 'denied') return;
    webStorage()?.setItem(ANALYTICS_KEY, JSON.stringify(answer));
    pagePrompt.dataset['answered'] = answer;
    pagePrompt.hidden = true;
    pagePrompt.dispatchEvent(new Event('page-prompt-answered'));
  });
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing until it is shown.
  start();
} else {
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      painted('page');
    }).observe({ type: 'paint', buffered: true });
  } else {
    paintedAfterNextFrame('page');
  }
  setTimeout(start, LATEST_START_MS);
}
