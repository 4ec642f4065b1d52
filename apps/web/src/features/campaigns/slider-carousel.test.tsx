import type { Slider } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { shellTexts } from '../../text/shell.ts';
import { Carousel, SLIDE_MS } from './slider-carousel.tsx';

const t = campaignTexts.sliders;

const slide = (id: string, link: string | null): Slider => ({
  Id: id,
  Title: `Titel ${id}`,
  Text: `Text ${id}`,
  Image: `${id}.svg`,
  ImageAlt: `Bild ${id}`,
  Link: link,
  LinkText: link === null ? null : `Link ${id}`,
});

const SLIDES = [
  slide('eins', '/services/me1ns/my21/'),
  slide('zwei', 'https://www.example.at/aktion'),
  slide('drei', null),
];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The slide on screen: the one group not hidden. */
function shown() {
  return screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'));
}

async function renderCarousel() {
  await renderScreen(<Carousel slides={SLIDES} />, { loggedIn: false, path: '/dashboard' });
  return screen.getByRole('region', { name: t.label });
}

describe('the slider carousel', () => {
  it('is a carousel of named slides with named buttons', async () => {
    const carousel = await renderCarousel();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown()).toEqual(['1 von 3']);
    expect(screen.getByRole('group').getAttribute('aria-roledescription')).toBe('slide');
    for (const name of [t.pause, t.previous, t.next, t.choose(1), t.choose(2), t.choose(3)]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Link eins' }).getAttribute('href')).toBe(
      '/services/me1ns/my21/',
    );
  });

  it('moves by its buttons and marks the slide shown', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: t.next }));
    expect(shown()).toEqual(['2 von 3']);
    const external = screen.getByRole('link', { name: /^Link zwei/ });
    expect(external.textContent).toBe(`Link zwei ${shellTexts.externalLink}`);
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: t.previous }));
    fireEvent.click(screen.getByRole('button', { name: t.previous }));
    expect(shown()).toEqual(['3 von 3']);
    fireEvent.click(screen.getByRole('button', { name: t.choose(1) }));
    expect(shown()).toEqual(['1 von 3']);
    expect(screen.getByRole('button', { name: t.choose(1) }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('loads the pictures of the slide shown and of the next at once, the others lazily', async () => {
    const carousel = await renderCarousel();
    const lazy = () =>
      [...carousel.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(lazy()).toEqual([null, null, 'lazy']);
    fireEvent.click(screen.getByRole('button', { name: t.next }));
    expect(lazy()).toEqual(['lazy', null, null]);
    fireEvent.click(screen.getByRole('button', { name: t.next }));
    expect(lazy()).toEqual([null, 'lazy', null]);
  });

  it('turns by itself, silently, until it is paused; then it announces the slides', async () => {
    vi.useFakeTimers();
    const carousel = await renderCarousel();
    const live = carousel.querySelector('.slider__slides');
    expect(live?.getAttribute('aria-live')).toBe('off');
    act(() => {
      vi.advanceTimersByTime(SLIDE_MS);
    });
    expect(shown()).toEqual(['2 von 3']);
    fireEvent.click(screen.getByRole('button', { name: t.pause }));
    // The focus is still inside; leaving keeps it paused.
    fireEvent.blur(screen.getByRole('button', { name: t.play }));
    act(() => {
      vi.advanceTimersByTime(3 * SLIDE_MS);
    });
    expect(shown()).toEqual(['2 von 3']);
    expect(live?.getAttribute('aria-live')).toBe('polite');
  });

  it('stops while the focus is inside', async () => {
    vi.useFakeTimers();
    const carousel = await renderCarousel();
    fireEvent.focus(screen.getByRole('button', { name: t.next }));
    act(() => {
      vi.advanceTimersByTime(2 * SLIDE_MS);
    });
    expect(shown()).toEqual(['1 von 3']);
    expect(carousel.querySelector('.slider__slides')?.getAttribute('aria-live')).toBe('polite');
  });

  it('does not turn by itself when the system asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    vi.useFakeTimers();
    await renderCarousel();
    act(() => {
      vi.advanceTimersByTime(3 * SLIDE_MS);
    });
    expect(shown()).toEqual(['1 von 3']);
    expect(screen.getByRole('button', { name: t.play })).toBeTruthy();
  });
});
