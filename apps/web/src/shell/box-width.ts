import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width inside an element's borders and scroll bar (its `clientWidth`), following it as it
 * changes. Read before the first paint, so that what is drawn to it never shows at another width
 * first; 0 where nothing is laid out (a test's document).
 */
export function useBoxWidth(box: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      setWidth(element.clientWidth);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [box]);
  return width;
}
