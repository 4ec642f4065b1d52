import { CHUNK_LOAD_TIMEOUT_MS } from '@servicebereich/protocol';
import { lazy, type LazyExoticComponent, type ReactNode } from 'react';

/** What React's `lazy` takes: a component of any props. */
export type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * A screen (or a piece of one) whose code loads when it is first shown. A load still under way
 * after CHUNK_LOAD_TIMEOUT_MS (SPEC 9) fails, so the screen's boundary says the page could not be
 * loaded and offers to try again, instead of a loading line that never ends on a connection that
 * hangs. The code is asked for in the task after the render that first shows the screen: that
 * render is mostly a tap's, and asking adds a preload link to the document for every module the
 * screen needs and has not yet fetched, 2–13 ms each with the CPU slowed fourfold, which the tap
 * would otherwise wait for before its loading frame is painted (decision 009).
 */
export function lazyScreen<T extends LazyComponent>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`No code within ${String(CHUNK_LOAD_TIMEOUT_MS)} ms`));
        }, CHUNK_LOAD_TIMEOUT_MS);
        setTimeout(() => {
          load().then(
            (module) => {
              clearTimeout(timer);
              resolve(module);
            },
            (error: unknown) => {
              clearTimeout(timer);
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
        });
      }),
  );
}

/**
 * An extra beside the screens (the start-up notices, the analytics question, offline reading)
 * whose code loads after the first screen. If its code cannot be fetched (the connection dropped
 * meanwhile), it shows nothing this time, instead of an error that would take the app down; it
 * loads at the next start.
 */
export function lazyExtra<P extends object>(
  load: () => Promise<{ default: (props: P) => ReactNode }>,
): LazyExoticComponent<(props: P) => ReactNode> {
  return lazy(async (): Promise<{ default: (props: P) => ReactNode }> => {
    try {
      return await load();
    } catch {
      return { default: () => null };
    }
  });
}
