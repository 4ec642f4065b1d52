import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findEmptyState } from '../../../test/empty-state.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { PostboxScreen } from './postbox-screen.tsx';

describe('PostboxScreen', () => {
  afterEach(cleanup);

  it('says an empty postbox is empty and leads to how letters arrive', async () => {
    await renderScreen(<PostboxScreen />, {
      now: new Date(2026, 2, 18, 10, 30),
      answer: (request) =>
        request.call.fn === 'GetPostBoxEntries' ? { Status: 200, Result: [] } : undefined,
    });
    expect(await findEmptyState('Zustellung einstellen')).toEqual({
      text: 'Du hast noch keine Nachrichten in deiner Postbox.',
      to: null,
    });
    fireEvent.click(screen.getByText('Zustellung einstellen'));
    expect(document.activeElement?.textContent).toBe('Einstellungen der Postbox');
  });

  it('marks the legally relevant letters and says when the consent was given, naming § 5a VersVG', async () => {
    await renderScreen(<PostboxScreen />, { now: new Date(2026, 2, 18, 10, 30) });
    const marked = await screen.findByRole('heading', {
      name: 'Nachtrag zur Polizze Kfz-Versicherung',
    });
    expect(marked.closest('li')?.textContent).toContain('Rechtlich relevant');
    const others = screen.getAllByText('Rechtlich relevant');
    expect(others).toHaveLength(1);
    const settings = await screen.findByRole('region', { name: 'Einstellungen der Postbox' });
    // The test mode's consent came with its first letter, 702 days before.
    expect(await within(settings).findByText('Zugestimmt am 15.04.2024')).toBeDefined();
    expect(settings.textContent).toContain('Gemäß § 5a VersVG');
    expect(within(settings).getByText('Papierfassung kostenlos anfordern')).toBeDefined();
  });
});
