import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * On iOS, a tap on the status bar scrolls the page on screen to its top, as in every app there.
 * Capacitor reports the tap as the window's `statusTap` event; the page's content
 * (`.page-content`, shell/page-shell.tsx) is the one in the middle of the screen. Ionic did this
 * for its ion-content, which the pages no longer use. Returns how to stop.
 */
export function scrollToTopOnStatusTap(): () => void {
  const scroll = () => {
    const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    middle?.closest('.page-content')?.scrollTo({
      top: 0,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };
  window.addEventListener('statusTap', scroll);
  return () => {
    window.removeEventListener('statusTap', scroll);
  };
}
