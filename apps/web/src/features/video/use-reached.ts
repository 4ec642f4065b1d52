import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later instant is waited for in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * Whether the instant (epoch ms) has come: false before it, and true from then on, also while the
 * page stays open across it.
 */
export function useReached(instant: number): boolean {
  const [reached, setReached] = useState(() => Date.now() >= instant);
  useEffect(() => {
    if (Date.now() >= instant) {
      setReached(true);
      return;
    }
    setReached(false);
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = instant - Date.now();
      if (left <= 0) setReached(true);
      else timer = setTimeout(wait, Math.min(left, LONGEST_DELAY_MS));
    };
    wait();
    return () => {
      clearTimeout(timer);
    };
  }, [instant]);
  return reached;
}
