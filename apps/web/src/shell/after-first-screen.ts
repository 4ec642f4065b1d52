import { useEffect, useState } from 'react';

/**
 * Calls back once the browser is idle, at the latest after `timeoutMs`. WebKit has no
 * requestIdleCallback; there the callback waits for the next task.
 */
export function whenIdle(callback: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => {
      cancelIdleCallback(id);
    };
  }
  const id = setTimeout(callback, 0);
  return () => {
    clearTimeout(id);
  };
}

/**
 * False until `ready` (the first screen can show) and the browser has been idle after it: work no
 * screen waits for, such as the maintenance check and the postbox badge, starts then rather than
 * competing with the first screen for the network and the main thread.
 */
export function useAfterFirstScreen(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return undefined;
    return whenIdle(() => {
      setAfter(true);
    });
  }, [ready, after]);
  return after;
}
