import { describe, expect, it, vi } from 'vitest';
import { scrollToTopOnStatusTap } from './status-tap.ts';

describe('scrollToTopOnStatusTap', () => {
  it('scrolls the content in the middle of the screen to its top at a tap on the status bar', () => {
    document.body.innerHTML =
      '<div class="app-page"><main class="page-content"><p>Zeile</p></main></div>';
    const content = document.querySelector('main');
    const line = document.querySelector('p');
    if (content === null || line === null) throw new Error('no content');
    const scrollTo = vi.fn();
    content.scrollTo = scrollTo;
    document.elementFromPoint = () => line;
    const stop = scrollToTopOnStatusTap();

    window.dispatchEvent(new Event('statusTap'));
    stop();

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
