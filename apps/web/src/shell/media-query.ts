import { useSyncExternalStore } from 'react';

/** From this width the app is laid out for a desktop: the side navigation, tables (theme.css). */
export const DESKTOP = '(min-width: 1024px)';

/** From this width a page of cards sets them in two columns (`.card-columns`, theme.css). */
export const TWO_COLUMNS = '(min-width: 768px)';

/**
 * Whether the screen matches a media query, following it as the window changes. Where there is no
 * `matchMedia` (a test's document) or no screen (the server's render of a page), never.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const media = matchMedia(query);
      media.addEventListener('change', changed);
      return () => {
        media.removeEventListener('change', changed);
      };
    },
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}
