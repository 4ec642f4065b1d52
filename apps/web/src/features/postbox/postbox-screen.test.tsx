import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findEmptyState } from '../../../test/empty-state.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { PostboxScreen } from './postbox-screen.tsx';

/** The screen with its address beside it, as a test reads it. */
function WithAddress() {
  const { pathname, search } = useLocation();
  return (
    <>
      <PostboxScreen />
      <output aria-label="Adresse">{`${pathname}${search}`}</output>
    </>
  );
}

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

  it('opens the letter its address names, and closing it leaves the list and the address', async () => {
    await renderScreen(<WithAddress />, { path: '/nachrichten?brief=PB-0005' });
    const viewer = await screen.findByRole('dialog', {
      name: 'Nachtrag zur Polizze Kfz-Versicherung',
    });
    fireEvent(viewer, new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('status', { name: 'Adresse' }).textContent).toBe('/nachrichten');
    // Opened from the list, the letter is in the address.
    fireEvent.click(screen.getByRole('button', { name: 'Jahresinformation Voll:Wert' }));
    expect(await screen.findByRole('dialog', { name: 'Jahresinformation Voll:Wert' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Adresse' }).textContent).toBe(
      '/nachrichten?brief=PB-0004',
    );
  });

  it('shows the list where the address names a letter the postbox does not have', async () => {
    await renderScreen(<WithAddress />, { path: '/nachrichten?brief=PB-9999' });
    expect(
      await screen.findByRole('heading', { name: 'Jahresinformation Voll:Wert' }),
    ).toBeTruthy();
    await vi.waitFor(() => {
      expect(screen.getByRole('status', { name: 'Adresse' }).textContent).toBe('/nachrichten');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
