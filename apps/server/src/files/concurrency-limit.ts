/**
 * Runs at most `max` tasks at once; the others wait their turn, first come, first served.
 */
export function concurrencyLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task, so a newcomer cannot jump the queue.
      const next = waiting.shift();
      if (next === undefined) running--;
      else next();
    }
  };
}
