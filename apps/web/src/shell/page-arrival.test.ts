import { describe, expect, it } from 'vitest';
import { nextAnnouncement } from './page-arrival.ts';

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
