/** How long stopping waits for the round under way. */
const STOP_WAIT_MS = 2_000;

export type WorkLoop = {
  /** Aborted once the loop is told to stop: work under way hands back what it holds. */
  stopping: AbortSignal;
  /** Ends the pause under way, or skips the next one: there is work. */
  wake: () => void;
  start: () => void;
  stop: () => Promise<void>;
};

/**
 * The background work of one process (the mail queue, the e-bike tracker's activations): rounds
 * one after another, each answering how long to pause before the next (0: at once); `wake` ends
 * a pause early. A round that throws is handed to `failed`, which answers the pause before the
 * next try. `onStop` runs once the loop is told to stop, before it waits for the round under way.
 */
export function workLoop(options: {
  round: () => Promise<number>;
  failed: (error: unknown) => number;
  onStop?: () => void;
}): WorkLoop {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let woken = false;
  let wake: (() => void) | undefined;

  /** Until `ms` have passed, `wake` is called or the loop stops. */
  async function pause(ms: number): Promise<void> {
    if (!woken && !stopping.signal.aborted) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms).unref();
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    }
    woken = false;
  }

  async function run(): Promise<void> {
    while (!stopping.signal.aborted) {
      let pauseMs: number;
      try {
        pauseMs = await options.round();
      } catch (error) {
        pauseMs = options.failed(error);
      }
      await pause(pauseMs);
    }
  }

  return {
    stopping: stopping.signal,
    wake: () => {
      woken = true;
      wake?.();
    },
    start: () => {
      running ??= run();
    },
    stop: async () => {
      stopping.abort();
      wake?.();
      options.onStop?.();
      if (running === undefined) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(timer);
    },
  };
}
