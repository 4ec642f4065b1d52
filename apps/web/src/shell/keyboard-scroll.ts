import { useEffect, type RefObject } from 'react';

/** What the Tab key reaches: links, enabled controls and what is put into the Tab order. */
const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * A page's content scrolls between the header and the tab bar. Where it holds nothing the Tab key
 * reaches (a text to read, a loading frame), it is a Tab stop itself (`tabindex="0"`), so a
 * keyboard alone can scroll it in every browser (WCAG 2.1.1; Chromium does this by itself, Safari
 * does not). Otherwise it is the skip link's target only (`tabindex="-1"`), not one more stop on
 * every page. Follows the content as it changes.
 */
export function useScrollableByKeyboard(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const content = ref.current;
    if (content === null) return;
    const update = () => {
      const tabIndex = content.querySelector(TABBABLE) === null ? 0 : -1;
      // Setting it again would be a change of its own, observed below.
      if (content.tabIndex !== tabIndex) content.tabIndex = tabIndex;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(content, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'href', 'tabindex', 'type'],
    });
    return () => {
      observer.disconnect();
    };
  }, [ref]);
}
