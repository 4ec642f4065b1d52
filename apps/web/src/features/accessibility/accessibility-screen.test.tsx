import { accessibilityCalls } from '@servicebereich/protocol';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { accessibilityTexts } from '../../text/accessibility.ts';
import { AccessibilityScreen } from './accessibility-screen.tsx';

const t = accessibilityTexts.feedback;

afterEach(() => {
  cleanup();
});

describe('the accessibility statement', () => {
  it('shows a visitor the statement with the day of its last check', async () => {
    await renderScreen(<AccessibilityScreen />, { loggedIn: false, path: '/barrierefreiheit' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Erklärung zur Barrierefreiheit' }),
    ).toBeTruthy();
    expect(screen.getByText(accessibilityTexts.checkedOn('02.12.2026'))).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Welche Anforderungen wir erfüllen' }),
    ).toBeTruthy();
  });

  it('leads a report to its errors, sends it and says it arrived where the form was', async () => {
    const { requests } = await renderScreen(<AccessibilityScreen />, {
      loggedIn: false,
      path: '/barrierefreiheit',
    });
    const form = await screen.findByRole('region', { name: t.heading });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    expect(
      (await within(form).findByText('Bitte beschreib die Barriere.', { selector: ':not(a)' })).id,
    ).toBe('message-error');
    expect(
      within(form).getByText('Bitte gib eine gültige E-Mail-Adresse ein.', { selector: ':not(a)' })
        .id,
    ).toBe('email-error');
    fireEvent.change(within(form).getByLabelText(t.message), {
      target: { value: 'Die Tabelle der Umsätze liest mein Screenreader nicht.' },
    });
    fireEvent.change(within(form).getByLabelText(t.place), { target: { value: 'Umsätze' } });
    fireEvent.change(within(form).getByLabelText(t.email), {
      target: { value: 'anna@example.at' },
    });
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    const thanks = await within(form).findByText(t.thanks);
    expect(thanks.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(thanks);
    expect(
      requests.filter((r) => r.call === accessibilityCalls.emailBarrierefreiheit).at(-1)?.params,
    ).toEqual({
      email: 'anna@example.at',
      ort: 'Umsätze',
      message: 'Die Tabelle der Umsätze liest mein Screenreader nicht.',
    });
  });
});
