import { describe, expect, it } from 'vitest';
import { nextAnnouncement, twinOf } from './page-arrival.ts';

describe('the announcement of a page change', () => {
  it('is the title of the new page', () => {
    expect(nextAnnouncement('', 'Produkte')).toBe('Produkte');
    expect(nextAnnouncement('Produkte', 'Postbox')).toBe('Postbox');
  });

  it('changes for a page of the same title, so that it is said again', () => {
    const first = nextAnnouncement('Postbox', 'Übersicht');
    const second = nextAnnouncement(first, 'Übersicht');
    const third = nextAnnouncement(second, 'Übersicht');
    expect(second).not.toBe(first);
    expect(third).not.toBe(second);
    expect(second.trim()).toBe('Übersicht');
  });
});

describe('the element that takes the focus when a screen replaces its loading frame', () => {
  function page(): HTMLElement {
    const element = document.createElement('div');
    element.innerHTML = `
      <header><h1 class="page-title">Produkte</h1></header>
      <main><a href="/nachrichten">Zur Postbox</a><button aria-label="Filter">F</button></main>
      <footer><nav><a href="/vertraege">Produkte</a><a href="/nachrichten">Postbox</a></nav></footer>`;
    return element;
  }

  it('is the link to the same place in the same part of the page', () => {
    const frame = page();
    const screen = page();
    const lost = frame.querySelector('nav a[href="/nachrichten"]');
    expect(lost).not.toBeNull();
    expect(twinOf(lost as Element, screen)).toBe(
      screen.querySelector('nav a[href="/nachrichten"]'),
    );
  });

  it('is the heading for the heading, and the button of the same label for a button', () => {
    const frame = page();
    const screen = page();
    expect(twinOf(frame.querySelector('h1') as Element, screen)).toBe(screen.querySelector('h1'));
    expect(twinOf(frame.querySelector('button') as Element, screen)).toBe(
      screen.querySelector('button'),
    );
  });

  it('is none where the screen has no such element', () => {
    const frame = page();
    const lost = document.createElement('a');
    lost.href = '/hilfe';
    frame.querySelector('nav')?.append(lost);
    expect(twinOf(lost, page())).toBeNull();
  });
});
