import { CHUNK_LOAD_TIMEOUT_MS } from '@servicebereich/protocol';
import { lazy, type LazyExoticComponent, type ReactNode } from 'react';

/** What React's `lazy` takes: a component of any props. */
export type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * A screen (or a piece of one) whose code loads when it is first shown. A load still under way
 * after CHUNK_LOAD_TIMEOUT_MS (SPEC 9) fails, so the screen's boundary says the page could not be
 * loaded and offers to try again, instead of a loading line that never ends on a connection that
 * hangs.
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
